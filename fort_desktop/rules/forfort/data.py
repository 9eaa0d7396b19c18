"""Loading and checking ``data/forfort/*.yaml`` (geometry, symbols, words, decks, scoring, settings).

Each file is read with :func:`fort_desktop.data.load_yaml` against its schema in
``data/schemas/forfort/``, then cross-checked here (what a schema cannot say: the ring is a ring
of neighbours, corners sit in corners, a deck matches its ``expect`` counts, every symbol and slot
named is known). Any problem raises :class:`~fort_desktop.data.DataError` whose text is one line
naming the file, the entry and the field.
"""
from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from ... import DATA_DIR
from ...data import DataError, load_yaml
from ...record import Record

FILES = ("geometry", "symbols", "terms", "decks", "scoring", "rules")


class SlotSpec(Record):
    """One of the 8 slots around the keep: grid cell ``(x, y)`` (0..2, y = 0 the front row),
    ``kind`` corner | straight, ``line`` 1..3 counted from the fort's front (C4), names. Not
    changed once made."""

    __slots__ = ("id", "x", "y", "kind", "line", "en", "fr")
    frozen = True

    def __init__(self, id: str, x: int, y: int, kind: str, line: int, en: str, fr: str):
        self.id = id
        self.x = x
        self.y = y
        self.kind = kind
        self.line = line
        self.en = en
        self.fr = fr


class EffectSpec(Record):
    """A symbol's base or double behaviour: ``effect`` (what the rules code runs), the slot
    ``lines`` and whether a ``protected`` Wall may be destroyed (destroy_slot), ``repeat``. Not
    changed once made."""

    __slots__ = ("effect", "lines", "protected", "repeat")
    frozen = True

    def __init__(self, effect: str, lines: tuple[int, ...] = (), protected: bool = False, repeat: int = 1):
        self.effect = effect
        self.lines = lines
        self.protected = protected
        self.repeat = repeat


class SymbolSpec(Record):
    """An effect symbol (Mason, Ram...): names in English and French, base and double effect. Not
    changed once made."""

    __slots__ = ("id", "en", "fr", "base", "double", "text", "double_text")
    frozen = True

    def __init__(self, id: str, en: str, fr: str, base: EffectSpec, double: EffectSpec, text: str,
                 double_text: str):
        self.id = id
        self.en = en
        self.fr = fr
        self.base = base
        self.double = double
        self.text = text
        self.double_text = double_text


class WallSpec(Record):
    """A keep card (a Wall): ``id`` as in decks.yaml (``W01``), ``shape`` corner | straight,
    ``guard`` simple | protected, ``symbols`` (1-2), the drawbridge icon, ``back`` its 2 arrows.
    Not changed once made."""

    __slots__ = ("id", "shape", "guard", "symbols", "drawbridge", "back")
    frozen = True

    def __init__(self, id: str, shape: str, guard: str, symbols: tuple[str, ...], drawbridge: bool,
                 back: tuple[str, str]):
        self.id = id
        self.shape = shape
        self.guard = guard
        self.symbols = symbols
        self.drawbridge = drawbridge
        self.back = back

    @property
    def protected(self) -> bool:
        """True for a Protected Wall (Muraille protégée)."""
        return self.guard == "protected"


@dataclass(frozen=True)
class ForfortData:
    """Everything Forfort reads from ``data/forfort/`` (checked).

    ``slots`` in ring order's dict order of geometry.yaml; ``ring`` the clockwise slot ids;
    ``directions`` a step (dx, dy) per compass letter; ``slot_words`` a slot's words by its
    number ("slot {number}"); ``direction_words`` a direction's word on an upright fort; ``seen_turns`` player count -> quarter turns clockwise of the fort k seats after
    the viewer's, as the table draws it; ``decks`` deck name -> its Walls in order;
    ``settings`` rules.yaml (C1-C25); ``scoring`` scoring.yaml's points; ``turn_order_bonus``
    "2", "3", "4" or "4 teams" -> points by turn position (start player first); ``terms`` word ->
    (en, fr).
    """

    keep: tuple[int, int]
    slots: Mapping[str, SlotSpec]
    ring: tuple[str, ...]
    directions: Mapping[str, tuple[int, int]]
    slot_words: str
    direction_words: Mapping[str, str]
    seen_turns: Mapping[int, tuple[int, ...]]
    symbols: Mapping[str, SymbolSpec]
    terms: Mapping[str, tuple[str, str]]
    decks: Mapping[str, tuple[WallSpec, ...]]
    scoring: Mapping[str, int]
    turn_order_bonus: Mapping[str, tuple[int, ...]]
    settings: Mapping[str, Any]

    def deck_for(self, players: int) -> tuple[WallSpec, ...]:
        """The keep deck each player gets at ``players`` players (C2)."""
        return self.decks[self.settings[f"keep_deck_{players}p"]]


@functools.lru_cache(maxsize=4)
def load_forfort(data_dir: Path = DATA_DIR) -> ForfortData:
    """Load and check every Forfort data file under ``data_dir``; raises :class:`DataError`."""
    data_dir = Path(data_dir)
    docs = {name: load_yaml(data_dir / "forfort" / f"{name}.yaml",
                            data_dir / "schemas" / "forfort" / f"{name}.yaml") for name in FILES}

    def path(name: str) -> Path:
        return data_dir / "forfort" / f"{name}.yaml"

    keep, slots, ring, directions = _geometry(path("geometry"), docs["geometry"])
    symbols = _symbols(docs["symbols"])
    decks = _decks(path("decks"), docs["decks"]["decks"], set(symbols), set(slots))
    settings = dict(docs["rules"])
    _check_settings(path("rules"), settings, decks)
    terms = {k: (v["en"], v["fr"]) for k, v in docs["terms"]["terms"].items()}
    return ForfortData(
        keep=keep, slots=MappingProxyType(slots), ring=ring, directions=MappingProxyType(directions),
        slot_words=str(docs["geometry"]["slot_words"]),
        direction_words=MappingProxyType(dict(docs["geometry"]["direction_words"])),
        seen_turns=MappingProxyType(_seen_turns(path("geometry"), docs["geometry"]["seen_turns"])),
        symbols=MappingProxyType(symbols), terms=MappingProxyType(terms),
        decks=MappingProxyType(decks),
        scoring=MappingProxyType({k: v for k, v in docs["scoring"].items() if k != "turn_order_bonus"}),
        turn_order_bonus=MappingProxyType(_order_bonus(path("scoring"), docs["scoring"]["turn_order_bonus"])),
        settings=MappingProxyType(settings),
    )


def _geometry(path: Path, doc: dict[str, Any]) -> tuple[tuple[int, int], dict[str, SlotSpec], tuple[str, ...], dict[str, Any]]:
    keep = (doc["keep"]["x"], doc["keep"]["y"])
    slots: dict[str, SlotSpec] = {}
    seen: dict[tuple[int, int], str] = {keep: "the keep"}
    for sid, s in doc["slots"].items():
        cell = (s["x"], s["y"])
        if cell in seen:
            raise DataError(path, f"slots.{sid}", f"cell {cell} is already {seen[cell]}")
        seen[cell] = sid
        corner = s["x"] != keep[0] and s["y"] != keep[1]
        if s["kind"] != ("corner" if corner else "straight"):
            raise DataError(path, f"slots.{sid}.kind", f"cell {cell} is a {'corner' if corner else 'straight'} slot")
        if s["line"] != s["y"] + 1:
            raise DataError(path, f"slots.{sid}.line", f"row y={s['y']} is line {s['y'] + 1} (C4: lines are rows from the front)")
        slots[sid] = SlotSpec(sid, s["x"], s["y"], s["kind"], s["line"], s["en"], s["fr"])
    ring = tuple(doc["ring"])
    for i, sid in enumerate(ring):
        if sid not in slots:
            raise DataError(path, f"ring.{i}", f"{sid!r} is not a slot")
        nxt = slots.get(ring[(i + 1) % len(ring)])
        if nxt is not None:
            here = slots[sid]
            if abs(here.x - nxt.x) + abs(here.y - nxt.y) != 1:
                raise DataError(path, f"ring.{i}", f"{sid} and {nxt.id} are not side by side")
    directions = {d: (v[0], v[1]) for d, v in doc["directions"].items()}
    for d, (dx, dy) in directions.items():
        if abs(dx) + abs(dy) != 1:
            raise DataError(path, f"directions.{d}", "a step must be one cell along x or y")
    if len(set(directions.values())) != len(directions):
        raise DataError(path, "directions", "two directions take the same step")
    return keep, slots, ring, directions


def _order_bonus(path: Path, doc: dict[str, Any]) -> dict[str, tuple[int, ...]]:
    out = {}
    for table, points in doc.items():
        players = int(table[0])
        if len(points) != players:
            raise DataError(path, f"turn_order_bonus.{table}", f"needs {players} numbers, one per turn position")
        out[table] = tuple(points)
    return out


def _seen_turns(path: Path, doc: dict[str, Any]) -> dict[int, tuple[int, ...]]:
    out = {}
    for players, turns in doc.items():
        if len(turns) != int(players) or turns[0] != 0:
            raise DataError(path, f"seen_turns.{players}", f"needs {players} turns, the viewer's own (first) 0")
        out[int(players)] = tuple(turns)
    return out


def _effect(doc: dict[str, Any]) -> EffectSpec:
    return EffectSpec(doc["effect"], tuple(doc.get("lines", ())), bool(doc.get("protected", False)),
                      int(doc.get("repeat", 1)))


def _symbols(doc: dict[str, Any]) -> dict[str, SymbolSpec]:
    return {sid: SymbolSpec(sid, s["en"], s["fr"], _effect(s["base"]), _effect(s["double"]), s["text"],
                            s["double_text"]) for sid, s in doc["symbols"].items()}


def _decks(path: Path, doc: dict[str, Any], symbols: set[str], slots: set[str]) -> dict[str, tuple[WallSpec, ...]]:
    decks: dict[str, tuple[WallSpec, ...]] = {}
    pending = dict(doc)
    for _ in range(len(pending) + 1):
        for name in list(pending):
            entry = pending[name]
            if "cards" in entry:
                cards = tuple(_card(path, name, i, c, symbols, slots) for i, c in enumerate(entry["cards"]))
            elif "base" in entry:
                base = entry["base"]
                if base not in doc:
                    raise DataError(path, f"decks.{name}.base", f"no deck named {base!r}")
                if base not in decks:
                    continue
                ids = {c.id for c in decks[base]}
                for i, rid in enumerate(entry.get("remove", ())):
                    if rid not in ids:
                        raise DataError(path, f"decks.{name}.remove.{i}", f"{rid!r} is not in {base}")
                cards = tuple(c for c in decks[base] if c.id not in set(entry.get("remove", ())))
            else:
                raise DataError(path, f"decks.{name}", "a deck needs 'cards' or 'base'")
            _check_deck(path, name, cards, entry["expect"], slots)
            decks[name] = cards
            del pending[name]
    if pending:
        raise DataError(path, f"decks.{sorted(pending)[0]}.base", "decks based on each other in a circle")
    return decks


def _card(path: Path, deck: str, i: int, c: dict[str, Any], symbols: set[str], slots: set[str]) -> WallSpec:
    where = f"decks.{deck}.cards.{i}"
    for j, sym in enumerate(c["symbols"]):
        if sym not in symbols:
            raise DataError(path, f"{where}.symbols.{j}", f"unknown symbol {sym!r} (symbols.yaml)")
    for j, sid in enumerate(c["back"]):
        if sid not in slots:
            raise DataError(path, f"{where}.back.{j}", f"unknown slot {sid!r} (geometry.yaml)")
    return WallSpec(c["id"], c["shape"], c["guard"], tuple(c["symbols"]), bool(c.get("drawbridge", False)),
                    (c["back"][0], c["back"][1]))


def _check_deck(path: Path, name: str, cards: tuple[WallSpec, ...], expect: dict[str, Any], slots: set[str]) -> None:
    where = f"decks.{name}"
    ids = Counter(c.id for c in cards)
    for cid, n in ids.items():
        if n > 1:
            raise DataError(path, f"{where}.cards", f"id {cid} is used {n} times")
    shapes = Counter(c.shape for c in cards)
    for shape in ("corner", "straight"):
        if shapes[shape] != expect[shape]:
            raise DataError(path, f"{where}.expect.{shape}", f"the deck has {shapes[shape]}, expected {expect[shape]}")
    backs = Counter(s for c in cards for s in c.back)
    for sid in sorted(slots):
        if backs[sid] != expect["backs_per_slot"]:
            raise DataError(path, f"{where}.expect.backs_per_slot",
                            f"slot {sid} is on {backs[sid]} backs, expected {expect['backs_per_slot']}")
    counts = Counter(s for c in cards for s in c.symbols)
    for sym in sorted(set(counts) | set(expect["symbols"])):
        if counts[sym] != expect["symbols"].get(sym, 0):
            raise DataError(path, f"{where}.expect.symbols.{sym}",
                            f"the deck has {counts[sym]}, expected {expect['symbols'].get(sym, 0)}")


def _check_settings(path: Path, settings: dict[str, Any], decks: dict[str, tuple[WallSpec, ...]]) -> None:
    for players in (2, 3, 4):
        key = f"keep_deck_{players}p"
        if settings[key] not in decks:
            raise DataError(path, key, f"no deck named {settings[key]!r} in decks.yaml")
        if len(decks[settings[key]]) < settings["hand_size"]:
            raise DataError(path, "hand_size", f"more than the {len(decks[settings[key]])} cards of {settings[key]}")
    seats = sorted(s for team in settings["teams_4p"] for s in team)
    if seats != [0, 1, 2, 3]:
        raise DataError(path, "teams_4p", "the two teams must hold seats 0, 1, 2 and 3 once each")
