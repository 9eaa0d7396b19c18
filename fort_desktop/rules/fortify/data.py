"""Fortify's data: the checked contents of ``data/fortify/*.yaml`` (rulebook "Components";
fortify.md 2, 3, 6).

Each file is read and schema-checked by :func:`fort_desktop.data.load_yaml`; this module adds the
checks a schema cannot express (card sizes, connected walls) and the counts the rulebook fixes
(:data:`RULEBOOK_COUNTS`: 60 Fort Cards in 4 colours, 36 Kid Cards, 4 Balloon Dice a seat...).
Any problem raises :class:`~fort_desktop.data.DataError` whose text is one line naming the file,
the entry and the field, e.g. ``data/fortify/fort_cards.yaml: shapes.L.rows: row 3 has 5 cells,
expected 4``. Loaded once per process per data folder (:func:`load_fortify` is cached).
"""
from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping, TypedDict

from ... import DATA_DIR
from ...data import DataError, load_yaml
from ...enclosures import LayoutRules

class RulebookCounts(TypedDict):
    """What the rulebook's "Components" list fixes (counts; faces per die by kind)."""

    fort_cards: int
    colours: int
    kids: dict[str, int]
    dice_per_seat: int
    seats: int
    balloon_die: dict[str, int]
    cousin_die: dict[str, int]
    jerk_die: dict[str, int]
    buckets: int


#: What the rulebook's "Components" list fixes; a data file that disagrees is refused.
RULEBOOK_COUNTS: RulebookCounts = {
    "fort_cards": 60,
    "colours": 4,
    "kids": {"builder": 12, "thrower": 16, "medic": 8},
    "dice_per_seat": 4,
    "seats": 2,
    "balloon_die": {"balloons": 4, "block": 1, "wild": 1},
    "cousin_die": {"balloons": 4, "block": 2, "wild": 0},
    "jerk_die": {"balloons": 4, "block": 0, "wild": 2},
    "buckets": 3,
}

FORTIFY_FILES = ("fort_cards", "kid_cards", "dice", "base", "rules", "table")


@dataclass(frozen=True)
class FortCardSpec:
    """One printed Fort Card (rulebook "Components"; fortify.md 2).

    ``rows`` is the card face before any turn: strings of ``#`` (box), ``.`` (floor), ``j`` (junk),
    row 0 first; its size is ``card_size_cells`` (4 x 6 cells).
    """

    card_id: int
    colour: str
    shape: str
    rows: tuple[str, ...]
    has_junk: bool


@dataclass(frozen=True)
class KidCardSpec:
    """One Kid Card: ``kind`` is builder, thrower or medic; ``size_cells`` (width, height) unturned."""

    kid_id: int
    kind: str
    colour: str
    size_cells: tuple[int, int]


@dataclass(frozen=True)
class FortifyData:
    """Everything Fortify reads from ``data/fortify/`` (all checked).

    ``rules`` maps each setting of ``rules.yaml`` to its value; ``table`` likewise for ``table.yaml``.
    ``kid_sizes`` maps a Kid kind to its (width, height) in cells.
    """

    fort_cards: tuple[FortCardSpec, ...]
    kid_cards: tuple[KidCardSpec, ...]
    kid_sizes: Mapping[str, tuple[int, int]]
    kid_abilities: Mapping[str, str]
    colours: tuple[str, ...]
    balloon_die: tuple[str, ...]
    cousin_die: tuple[str, ...]
    jerk_die: tuple[str, ...]
    seat_dice_colours: tuple[str, ...]
    dice_per_seat: int
    base_rows: tuple[str, ...]
    base_origin: tuple[int, int]
    buckets: int
    rules: Mapping[str, Any]
    table: Mapping[str, Any]


#: Fort Card sets -> their file in ``data/fortify/`` (the rulebook's card art is lost, so the shapes are
#: ours: ``edge``, walls on the card edges so rooms close, is the default; ``classic`` is the first set,
#: kept so that games saved with it replay exactly).
CARD_SETS: dict[str, str] = {"edge": "fort_cards", "classic": "fort_cards_classic"}


def _file_name(name: str, card_set: str) -> str:
    return CARD_SETS[card_set] if name == "fort_cards" else name


def _load_game_files(names: tuple[str, ...], data_dir: Path, card_set: str = "edge") -> dict[str, Any]:
    schemas = data_dir / "schemas" / "fortify"
    return {name: load_yaml(data_dir / "fortify" / f"{_file_name(name, card_set)}.yaml", schemas / f"{name}.yaml")
            for name in names}


def load_fortify(data_dir: Path | str = DATA_DIR, card_set: str = "edge") -> FortifyData:
    """Load and check every Fortify data file under ``data_dir``, the Fort Cards of ``card_set``
    (a key of :data:`CARD_SETS`); raises :class:`DataError` (``KeyError`` for an unknown set).

    Loaded once per process per folder: every caller (rules, table, art) shares one result, however
    it names the folder. ``load_fortify.cache_clear()`` forgets it (tests that edit a copy)."""
    if card_set not in CARD_SETS:
        raise KeyError(f"no Fort Card set {card_set!r}")
    try:
        folder = Path(data_dir).resolve()
    except OSError:
        folder = Path(data_dir)
    return _load_fortify(folder, card_set)


@functools.lru_cache(maxsize=4)
def _load_fortify(data_dir: Path, card_set: str = "edge") -> FortifyData:
    docs = _load_game_files(FORTIFY_FILES, data_dir, card_set)

    def path(name: str) -> Path:
        return data_dir / "fortify" / f"{_file_name(name, card_set)}.yaml"

    cards_doc = docs["fort_cards"]
    width, height = cards_doc["card_size_cells"]
    fort_cards: list[FortCardSpec] = []
    for colour in cards_doc["colours"]:
        for shape, entry in cards_doc["shapes"].items():
            rows = tuple(entry["rows"])
            _check_card_rows(path("fort_cards"), f"shapes.{shape}", entry, rows, width, height)
            plain = tuple(r.replace("j", ".") for r in rows)
            for copy in range(entry["copies"]):
                junk = copy < entry["junk_copies"] and rows != plain
                fort_cards.append(FortCardSpec(len(fort_cards), colour, shape, rows if junk else plain, junk))
    _check_count(path("fort_cards"), "colours", len(set(cards_doc["colours"])), RULEBOOK_COUNTS["colours"], "colours")
    _check_count(path("fort_cards"), "shapes", len(fort_cards), RULEBOOK_COUNTS["fort_cards"], "Fort Cards")

    kids_doc = docs["kid_cards"]
    if list(kids_doc["colours"]) != list(cards_doc["colours"]):
        raise DataError(path("kid_cards"), "colours", "must be the Fort Cards' colours, in the same order")
    kid_cards: list[KidCardSpec] = []
    for kind, entry in kids_doc["kinds"].items():
        for colour in kids_doc["colours"]:
            for _ in range(entry["per_colour"]):
                kid_cards.append(KidCardSpec(len(kid_cards), kind, colour, tuple(entry["size_cells"])))
    kinds = Counter(k.kind for k in kid_cards)
    for kind, wanted in RULEBOOK_COUNTS["kids"].items():
        _check_count(path("kid_cards"), f"kinds.{kind}", kinds.get(kind, 0), wanted, f"{kind.title()}s")
    if set(kinds) != set(RULEBOOK_COUNTS["kids"]):
        extra = sorted(set(kinds) - set(RULEBOOK_COUNTS["kids"]))
        raise DataError(path("kid_cards"), f"kinds.{extra[0]}", "the rulebook has no such Kid")

    base_doc, rules_doc = docs["base"], docs["rules"]
    base_rows = tuple(base_doc["rows"])
    if len({len(r) for r in base_rows}) != 1:
        raise DataError(path("base"), "rows", "all rows must have the same length")
    if not any(ch == "X" for row in base_rows for ch in row):
        raise DataError(path("base"), "rows", "the Base needs at least one box ('X')")
    area_w, area_h = rules_doc["play_area_cells"]
    ox, oy = base_doc["origin_cells"]
    if ox + len(base_rows[0]) > area_w or oy + len(base_rows) > area_h:
        raise DataError(path("base"), "origin_cells", f"the Base does not fit in {area_w} x {area_h} cells")
    _check_count(path("base"), "buckets", base_doc["buckets"], RULEBOOK_COUNTS["buckets"], "buckets")
    if rules_doc["base_hits_to_win"] > base_doc["buckets"]:
        raise DataError(path("rules"), "base_hits_to_win", f"more than the {base_doc['buckets']} buckets")

    dice = docs["dice"]
    colours = set(cards_doc["colours"])
    for name, faces_wanted in (("balloon_die", RULEBOOK_COUNTS["balloon_die"]), ("cousin_die", RULEBOOK_COUNTS["cousin_die"]),
                         ("jerk_die", RULEBOOK_COUNTS["jerk_die"])):
        faces = list(dice[name])
        bad = [f for f in faces if f not in colours and f not in ("block", "wild")]
        if bad:
            raise DataError(path("dice"), name, f"{bad[0]!r} is not a colour, 'block' or 'wild'")
        got = {"balloons": sum(1 for f in faces if f in colours), "block": faces.count("block"),
               "wild": faces.count("wild")}
        if got != faces_wanted:
            raise DataError(path("dice"), name, f"the rulebook's die has {_faces_words(faces_wanted)}, not {_faces_words(got)}")
    _check_count(path("dice"), "dice_per_seat", dice["dice_per_seat"], RULEBOOK_COUNTS["dice_per_seat"], "dice")
    _check_count(path("dice"), "seat_dice_colours", len(dice["seat_dice_colours"]), RULEBOOK_COUNTS["seats"], "sets")

    table = docs["table"]
    for field, what in (("colours_rgb", "a colour"), ("colour_symbols", "a symbol")):
        missing = [c for c in cards_doc["colours"] if c not in table[field]]
        if missing:
            raise DataError(path("table"), f"{field}.{missing[0]}", f"missing: every card colour needs {what}")

    return FortifyData(
        fort_cards=tuple(fort_cards),
        kid_cards=tuple(kid_cards),
        kid_sizes=MappingProxyType({k: tuple(e["size_cells"]) for k, e in kids_doc["kinds"].items()}),
        kid_abilities=MappingProxyType({k: e["ability"] for k, e in kids_doc["kinds"].items()}),
        colours=tuple(cards_doc["colours"]),
        balloon_die=tuple(dice["balloon_die"]),
        cousin_die=tuple(dice["cousin_die"]),
        jerk_die=tuple(dice["jerk_die"]),
        seat_dice_colours=tuple(dice["seat_dice_colours"]),
        dice_per_seat=dice["dice_per_seat"],
        base_rows=base_rows,
        base_origin=(ox, oy),
        buckets=base_doc["buckets"],
        rules=MappingProxyType(dict(rules_doc)),
        table=MappingProxyType(dict(table)),
    )


load_fortify.cache_clear = _load_fortify.cache_clear  # type: ignore[attr-defined]


def _faces_words(counts: dict[str, int]) -> str:
    return f"{counts['balloons']} Balloons, {counts['block']} Blocks and {counts['wild']} Wilds"


def _check_count(path: Path, where: str, got: int, wanted: int, what: str) -> None:
    if got != wanted:
        raise DataError(path, where, f"{got} {what}, but the rulebook has {wanted}")


def _check_card_rows(path: Path, where: str, entry: dict[str, Any], rows: tuple[str, ...], width: int, height: int) -> None:
    if entry["junk_copies"] > entry["copies"]:
        raise DataError(path, f"{where}.junk_copies", "more junk copies than copies")
    if len(rows) != height:
        raise DataError(path, f"{where}.rows", f"{len(rows)} rows, expected {height}")
    for i, row in enumerate(rows):
        if len(row) != width:
            raise DataError(path, f"{where}.rows", f"row {i + 1} has {len(row)} cells, expected {width}")
    boxes = {(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "#"}
    if not boxes:
        raise DataError(path, f"{where}.rows", "a Fort Card needs at least one box")
    seen, todo = set(), [next(iter(sorted(boxes)))]
    while todo:
        x, y = todo.pop()
        if (x, y) in seen:
            continue
        seen.add((x, y))
        todo.extend(n for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if n in boxes)
    if seen != boxes:
        raise DataError(path, f"{where}.rows", "the boxes must form one wall (4-connected)")


def layout_rules() -> LayoutRules:
    """The settings a layout file is read with (``python -m fort_desktop.enclosures``): the Kid
    sizes and the junk / card-floor switches of ``data/fortify``. Raises ``DataError`` as
    :func:`load_fortify`."""
    data = load_fortify()
    return LayoutRules(data.kid_sizes, bool(data.rules["junk_blocks_kids"]),
                       bool(data.rules["kids_may_cover_card_floor"]))
