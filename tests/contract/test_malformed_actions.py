"""``apply`` refuses every malformed action of every game (issue 13, item 8): non-dicts, missing and
extra fields, and each legal action with one field given a wrong value (lists, dicts, None, bools,
texts, numbers far out of range). Each gets a :class:`~fort_desktop.rules.base.Refusal` with a
reason; ``apply`` never raises and never changes the state or the action it was given.

Over every registry entry whose rules import (a new game is held to it the day its rules land).
"""
from __future__ import annotations

import copy
import random
from collections.abc import Iterator

import pytest

from fort_desktop.rules.base import Refusal

from .probes import importable_games, states_along

ENTRIES = importable_games()
#: Seeded random games walked per game; states checked from each (spread along it), on top of one
#: state for each kind of legal action met (rare steps such as Forfort's combos included); legal
#: actions mutated per state.
SEEDS, STATES, LEGAL_PER_STATE = (21, 22, 23), 6, 4
#: Values no field of a well-formed action holds in place of another type.
WRONG = (None, True, False, [], [1], {}, {"x": 1}, "", "no such thing", 1.5, 10**30, -10**30)
#: Values that are not actions at all.
NOT_ACTIONS = (None, 0, 7, "place", b"type", [], [{"type": "pass"}], ("type", "pass"), 1.5, True)


def _same_kind(a: object, b: object) -> bool:
    """Whether ``b`` could be a legal value where ``a`` is (same type; a huge number never is)."""
    if isinstance(b, int) and not isinstance(b, bool) and abs(b) >= 10**30:
        return False
    return type(a) is type(b)


def malformed(pool: list[dict], legal: list[dict], rng: random.Random) -> Iterator[object]:
    """Everything here must be refused (``legal``: the legal actions of the acting seats; ``pool``:
    those of them to mutate)."""
    yield from NOT_ACTIONS
    yield {}
    yield {1: 2}
    for value in WRONG:
        yield {"type": value}
        yield {"type": value, "seat": 0}
    for action in rng.sample(pool, min(LEGAL_PER_STATE, len(pool))):
        yield dict(action, extra_field=1)
        yield {"type": action["type"]} if len(action) > 1 else {**action, "seat": [0]}
        for key in action:
            rest = {k: v for k, v in action.items() if k != key}
            if not rest or rest not in legal:
                yield rest
            for value in WRONG:
                if not _same_kind(action[key], value):
                    yield dict(action, **{key: value})


@pytest.mark.parametrize("entry", ENTRIES, ids=[entry.name for entry in ENTRIES])
def test_every_malformed_action_is_refused_and_changes_nothing(entry):
    rules = entry.load_rules()
    rng = random.Random(13)
    picked, kinds = [], set()
    for seed in SEEDS:
        along = [state for state, _ in states_along(entry, seed, every=1)]
        spread = {i * (len(along) - 1) // (STATES - 1) for i in range(STATES)}
        for index, state in enumerate(along):
            legal = [a for seat in rules.acting_seats(state) for a in rules.legal_actions(state, seat)]
            new = {a["type"] for a in legal} - kinds
            if index in spread or new:
                kinds |= new
                picked.append((state, legal, [a for a in legal if a["type"] in new] or legal))
    refused = 0
    for state, legal, pool in picked:
        digest = rules.digest(state)
        for action in malformed(pool, legal, rng):
            kept = copy.deepcopy(action)
            try:
                result = rules.apply(state, action)
            except Exception as error:  # the test's point: say which action, not just the traceback
                raise AssertionError(f"{entry.name}: apply({action!r}) raised {error!r}") from error
            assert isinstance(result, Refusal), f"{entry.name}: accepted {action!r}"
            assert isinstance(result.reason, str) and result.reason.strip()
            assert action == kept, f"{entry.name}: apply changed the action {kept!r}"
            assert rules.digest(state) == digest, f"{entry.name}: apply({action!r}) changed the state"
            refused += 1
    assert refused >= len(SEEDS) * STATES * len(NOT_ACTIONS)
