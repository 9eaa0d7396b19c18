"""Malformed, out-of-turn and illegal actions are refused with a reason, never raised, and apply
never changes its input (base.py GameRules.apply)."""
import copy

import pytest

from fort_desktop.rules.base import Refusal

from .helpers import R, k, seat_up, table

PLAY = {"type": "play", "seat": 0, "card": k("SK01"), "order": ["pub"], "full": "pub", "gather": {}}


@pytest.fixture
def st():
    return seat_up(table(), 0, hand=[k("SK01"), k("SK02")])


BAD = [
    None, 3, "play", [], {}, {"type": "play"}, {"seat": 0}, {"type": "fly", "seat": 0},
    {"type": None, "seat": 0}, {"type": "skip", "seat": True}, {"type": "skip", "seat": "0"},
    {"type": "skip", "seat": 9}, {"type": "skip", "seat": -1}, {"type": "skip", "seat": 0, "extra": 1},
    {**PLAY, "card": 5}, {**PLAY, "order": "pub"}, {**PLAY, "order": ["pub", "pub"]}, {**PLAY, "full": "both"},
    {**PLAY, "gather": []}, {**PLAY, "gather": {"pub": 1}}, {**PLAY, "card": k("CR01")}, {**PLAY, "seat": 1},
    {k: v for k, v in PLAY.items() if k != "gather"}, {"type": "confirm", "seat": 0},
    {"type": "pack", "seat": 0, "P": True, "T": 0}, {"type": "pay", "seat": 0, "stuff": {"P": 1}, "pack": {}},
    {"type": "follow", "seat": 1, "cards": [k("SK02")]}, {"type": "recruit", "seat": 0, "card": "deck"},
    {"type": "keep_rule", "seat": 0, "rule": "MR01"}, {1: 2}, {"type": "skip", "seat": 0.0},
]


@pytest.mark.parametrize("action", BAD, ids=[str(i) for i in range(len(BAD))])
def test_a_bad_action_is_refused_with_a_reason_and_the_state_is_unchanged(st, action):
    before = R.digest(st)
    snapshot = copy.deepcopy(action)
    out = R.apply(st, action)
    assert isinstance(out, Refusal) and out.reason
    assert R.digest(st) == before and action == snapshot


def test_out_of_turn_actions_name_the_seat(st):
    assert "P2" in R.apply(st, {"type": "skip", "seat": 1}).reason


def test_a_legal_action_does_not_change_the_input_state(st):
    before = R.digest(st)
    out = R.apply(st, PLAY)
    assert not isinstance(out, Refusal) and R.digest(st) == before and R.digest(out) != before


def test_an_action_after_the_end_is_refused(st):
    st.over = True
    assert "over" in R.apply(st, {"type": "skip", "seat": 0}).reason
    assert R.legal_actions(st, 0) == [] and R.acting_seats(st) == []
