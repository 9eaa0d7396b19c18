"""Loading and checking the YAML data in ``data/`` (cards, dice, Base, rule numbers and choices).

Every file is read with ``yaml.safe_load`` and checked against its JSON Schema in
``data/schemas/<game>/<file>.yaml`` (the jsonschema library), then against the checks a schema cannot
express (card sizes, connected walls, card counts). Any problem raises :class:`DataError` whose text is
one line naming the file, the entry and the field, e.g.
``data/fortify/fort_cards.yaml: shapes.L.rows: row 3 has 5 cells, expected 4``.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

import jsonschema
import yaml

from . import DATA_DIR, ROOT


class DataError(ValueError):
    """A data file is missing, is not valid YAML, or breaks its schema. ``str()`` is one line."""

    def __init__(self, path: Path, where: str, message: str):
        self.path, self.where, self.message = path, where, message
        super().__init__(f"{_shown(path)}: {where + ': ' if where else ''}{message}")


def _shown(path: Path) -> str:
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def load_yaml(path: Path, schema_path: Path | None = None) -> Any:
    """Read one YAML file with ``yaml.safe_load`` and, if given, check it against a schema file.

    Raises :class:`DataError` (file missing or unreadable, YAML syntax, schema violation).
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(path, "", "file is missing") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(path, "", f"cannot be read ({exc.__class__.__name__})") from None
    try:
        document = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or "not valid YAML"
        raise DataError(path, where, f"YAML syntax: {problem}") from None
    if schema_path is not None:
        schema = load_yaml(schema_path)
        validator = jsonschema.Draft7Validator(schema)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
        if errors:
            best = jsonschema.exceptions.best_match(errors)
            where = ".".join(str(p) for p in best.absolute_path) or "(top level)"
            raise DataError(path, where, _short(best.message))
    return document


def _short(message: str) -> str:
    message = " ".join(message.split())
    return message if len(message) <= 160 else message[:157] + "..."


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


FORTIFY_FILES = ("fort_cards", "kid_cards", "dice", "base", "rules", "table")


def _load_game_files(game: str, names: tuple[str, ...], data_dir: Path) -> dict[str, Any]:
    schemas = data_dir / "schemas" / game
    return {
        name: load_yaml(data_dir / game / f"{name}.yaml", schemas / f"{name}.yaml") for name in names
    }


@functools.lru_cache(maxsize=4)
def load_fortify(data_dir: Path = DATA_DIR) -> FortifyData:
    """Load and check every Fortify data file under ``data_dir``; raises :class:`DataError`."""
    docs = _load_game_files("fortify", FORTIFY_FILES, Path(data_dir))
    path = lambda name: Path(data_dir) / "fortify" / f"{name}.yaml"  # noqa: E731

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
                fort_cards.append(
                    FortCardSpec(len(fort_cards), colour, shape, rows if junk else plain, junk)
                )

    kids_doc = docs["kid_cards"]
    kid_cards: list[KidCardSpec] = []
    for kind, entry in kids_doc["kinds"].items():
        for colour in kids_doc["colours"]:
            for _ in range(entry["per_colour"]):
                kid_cards.append(KidCardSpec(len(kid_cards), kind, colour, tuple(entry["size_cells"])))

    base_doc, rules_doc = docs["base"], docs["rules"]
    base_rows = tuple(base_doc["rows"])
    if len({len(r) for r in base_rows}) != 1:
        raise DataError(path("base"), "rows", "all rows must have the same length")
    area_w, area_h = rules_doc["play_area_cells"]
    ox, oy = base_doc["origin_cells"]
    if ox + len(base_rows[0]) > area_w or oy + len(base_rows) > area_h:
        raise DataError(path("base"), "origin_cells", f"the Base does not fit in {area_w} x {area_h} cells")

    dice = docs["dice"]
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
        table=MappingProxyType(dict(docs["table"])),
    )


def _check_card_rows(path: Path, where: str, entry: dict, rows: tuple[str, ...], width: int, height: int) -> None:
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


@dataclass(frozen=True)
class ReferencePage:
    """One page of a game's "How to play": ``text`` paragraphs, an optional ``layout`` picture
    (rows of layout characters, fortify.md 1) and ``icons`` as (sprite name, caption) pairs.

    ``kind`` is ``"page"``, or ``"choices"`` for the last page that :func:`load_reference` builds from
    the file's ``choices`` list (one paragraph per choice, shown as a list).
    """

    title: str
    text: tuple[str, ...]
    layout: tuple[str, ...] = ()
    icons: tuple[tuple[str, str], ...] = ()
    kind: str = "page"


CHOICES_TITLE = "Choices we made"


@functools.lru_cache(maxsize=8)
def load_reference(game: str, data_dir: Path = DATA_DIR) -> tuple[ReferencePage, ...]:
    """The "How to play" pages of ``game`` from ``data/<game>/reference.yaml``; raises DataError.

    When the file has a ``choices`` list, a last page titled "Choices we made" lists them; a choice
    naming a ``setting`` shows that setting's value from ``data/<game>/rules.yaml`` (DataError if
    the setting is not there).
    """
    path = Path(data_dir) / game / "reference.yaml"
    doc = load_yaml(path, Path(data_dir) / "schemas" / game / "reference.yaml")
    pages = []
    for i, page in enumerate(doc["pages"]):
        layout = tuple(page.get("layout", ()))
        if len({len(row) for row in layout}) > 1:
            raise DataError(path, f"pages.{i}.layout", "all rows must have the same length")
        icons = tuple((icon["sprite"], icon["caption"]) for icon in page.get("icons", ()))
        pages.append(ReferencePage(page["title"], tuple(page["text"]), layout, icons))
    choices = doc.get("choices") or []
    if choices:
        lines = []
        settings: Any = None
        for i, choice in enumerate(choices):
            text = choice["text"]
            name = choice.get("setting")
            if name is not None:
                if settings is None:
                    settings = load_yaml(Path(data_dir) / game / "rules.yaml") or {}
                if not isinstance(settings, dict) or name not in settings:
                    raise DataError(path, f"choices.{i}.setting", f"{name!r} is not a setting of rules.yaml")
                text += f" [rules.yaml: {name} = {_setting_words(settings[name])}]"
            lines.append(text)
        pages.append(ReferencePage(CHOICES_TITLE, tuple(lines), kind="choices"))
    return tuple(pages)


def _setting_words(value: Any) -> str:
    """A setting's value as it is written in YAML (``true``, ``[36, 20]``, ``second``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_setting_words(v) for v in value) + "]"
    return str(value)
