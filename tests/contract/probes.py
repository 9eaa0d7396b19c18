"""Helpers the contract tests share (defined once): games whose rules import, playouts with checks,
plain-data snapshots for deep compares, and actions of every wrong shape."""
from __future__ import annotations

import dataclasses
import json
import random
from typing import Any, Iterator

from fort_desktop import games
from fort_desktop.bots import random_bot
from fort_desktop.bots.playout import play
from fort_desktop.rules.base import Refusal


def fixture_games() -> list[games.GameEntry]:
    """The games that live in the tests (``tests/fixtures/``), registered only while a test runs:
    Ten Cards, the toy game (``tests/fixtures/toygame``)."""
    from tests.fixtures import toygame

    return [toygame.ENTRY]


def every_game() -> list[games.GameEntry]:
    """What the tests that run over every game run over: the registry's games whose rules import,
    then the tests' own (each test registers one of those with :func:`registered`)."""
    known = importable_games()
    return known + [e for e in fixture_games() if e.name not in {k.name for k in known}]


def registered(monkeypatch, entry: games.GameEntry) -> games.GameEntry:
    """``entry`` in the registry for this test (as it already is for the registry's own games)."""
    monkeypatch.setitem(games.GAMES, entry.name, entry)
    return entry


def importable_games() -> list[games.GameEntry]:
    """Registry entries whose rules package imports (Fort and Forfort join when they land)."""
    found = []
    for entry in games.GAMES.values():
        try:
            entry.load_rules()
        except (ImportError, AttributeError):
            continue
        found.append(entry)
    return found


def plain(value: Any, depth: int = 0) -> Any:
    """``value`` as plain comparable data: dataclasses, objects (``__dict__`` / ``__slots__``),
    mappings, sequences and sets recursively; for a deep compare before and after ``apply``."""
    if depth > 60:
        raise RecursionError("too deep to compare")
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if hasattr(value, "snapshot") and callable(value.snapshot):
        return ("snapshot", plain(value.snapshot(), depth + 1))
    if isinstance(value, dict):
        return ("dict", sorted(((repr(k), plain(v, depth + 1)) for k, v in value.items()), key=lambda kv: kv[0]))
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, [plain(v, depth + 1) for v in value])
    if isinstance(value, (set, frozenset)):
        return ("set", sorted(repr(plain(v, depth + 1)) for v in value))
    if dataclasses.is_dataclass(value):
        return (type(value).__name__, [(f.name, plain(getattr(value, f.name), depth + 1)) for f in dataclasses.fields(value)])
    names = list(getattr(value, "__dict__", {}))
    for cls in type(value).__mro__:
        names += [n for n in getattr(cls, "__slots__", ()) if n not in names]
    return (type(value).__name__, [(n, plain(getattr(value, n), depth + 1)) for n in sorted(names)
                                   if not n.startswith("__") and hasattr(value, n) and not _is_cache(n)])


def _is_cache(name: str) -> bool:
    """Attributes that only memoise (a grid's cached rooms and graph) may fill in on a read."""
    return name in ("_enclosures", "_room_at", "_graph", "_blocked_sums", "_touch", "_touch_xy")


def as_json(value: Any) -> str:
    """A view as JSON text (dataclasses as dicts, sets as lists, other objects by their fields)."""
    def default(obj: Any) -> Any:
        if hasattr(obj, "snapshot") and callable(obj.snapshot):
            return obj.snapshot()
        if dataclasses.is_dataclass(obj):
            return {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}
        if isinstance(obj, (set, frozenset)):
            return sorted(obj, key=repr)
        if hasattr(obj, "__dict__"):
            return {k: v for k, v in vars(obj).items() if not k.startswith("_")}
        return repr(obj)
    return json.dumps(value, default=default, separators=(",", ":"), sort_keys=True)


def playout(entry: games.GameEntry, seed: int, seats: int | None = None, check=None, choose=random_bot.choose):
    """A whole game between bots (default: uniform random); (final state, actions).
    ``check(state, action)`` runs after every action."""
    rules = entry.load_rules()
    count = seats if seats is not None else entry.min_seats
    return play(rules, seed, choose=choose, seats=count,
                options=entry.default_options(count), check=check)


def states_along(entry: games.GameEntry, seed: int, every: int) -> Iterator[tuple[Any, list]]:
    """(state, actions so far) at every ``every``-th action of a seeded random game, and at its end."""
    rules = entry.load_rules()
    _, actions = playout(entry, seed)
    count = entry.min_seats
    state = rules.new_game(seed, ["bot"] * count, entry.default_options(count))
    for index, action in enumerate(actions):
        if index % every == 0:
            yield state, actions[:index]
        state = rules.apply(state, action)
        assert not isinstance(state, Refusal)
    yield state, actions


def action_examples(entry: games.GameEntry, seeds: int = 16) -> dict[str, dict]:
    """One applied action of each type seen in ``seeds`` seeded random games, to throw at other
    phases (rare steps, such as Fortify's Medic choice, need a dozen games to turn up)."""
    examples: dict[str, dict] = {}
    for seed in range(seeds):
        _, actions = playout(entry, seed)
        for action in actions:
            examples.setdefault(action["type"], action)
    return examples


_WRONG_VALUES = (None, True, False, "1", 1.5, [], {}, [1], -1, 10**12)


def bad_actions(rules, state, examples: dict[str, dict], rng: random.Random, count: int) -> Iterator[object]:
    """Actions that must be refused in ``state``: not dicts, unknown types, out of turn, wrong seat
    types, missing and unknown fields, wrong field types, and other phases' actions (``examples``:
    one action of each type seen in the game). At most ``count`` of them, drawn with ``rng``."""
    acting = list(rules.acting_seats(state))
    seats = range(rules.max_seats)
    legal = [a for s in acting for a in rules.legal_actions(state, s)]
    legal_types = {a["type"] for a in legal}
    found: list[object] = [None, 7, "place", [], ["type"], {}, {"seat": 0}, {"type": None, "seat": 0},
                           {"type": "no such action", "seat": acting[0] if acting else 0}]
    for seat in seats:
        if seat not in acting:
            found += [dict(a, seat=seat) for a in rng.sample(legal, min(3, len(legal)))]
    for action in rng.sample(legal, min(6, len(legal))):
        found.append(dict(action, seat=True if action["seat"] == 1 else False) if action["seat"] in (0, 1)
                     else dict(action, seat=str(action["seat"])))
        found.append(dict(action, seat=-1))
        found.append(dict(action, seat=float(action["seat"])))
        found.append(dict(action, unknown_field=1))
        for key in [k for k in action if k != "type"]:
            found.append({k: v for k, v in action.items() if k != key})
            for wrong in rng.sample(_WRONG_VALUES, 3):
                if action[key] is None and wrong is None:
                    continue
                if type(wrong) is type(action[key]) and key != "seat":
                    continue  # a value of the right type may be legal
                found.append(dict(action, **{key: wrong}))
    for kind, example in examples.items():
        if kind not in legal_types and acting:
            found.append(dict(example, seat=acting[0]))
    rng.shuffle(found)
    return iter(found[:count])
