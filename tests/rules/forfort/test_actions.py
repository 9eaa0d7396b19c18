"""``apply`` accepts exactly the legal actions and refuses anything else, of any shape, with a
reason, never raising and never changing its input (rules/base.py ``apply``)."""
import json
import math

from hypothesis import given, settings, strategies as st

from fort_desktop.rules.base import Refusal
from fort_desktop.rules.forfort.actions import FIELDS

from .helpers import A, B, R, board, hand, keep_top

BAD_SHAPES = [
    None, 0, "build", ["build"], ("build", 0), {"build"},
    {}, {"seat": A}, {"type": "build"}, {"type": 3, "seat": A}, {"type": "fly", "seat": A},
    {"type": "build", "seat": True, "card": "P1-W12", "slot": "NW"},
    {"type": "build", "seat": 0.0, "card": "P1-W12", "slot": "NW"},
    {"type": "build", "seat": "0", "card": "P1-W12", "slot": "NW"},
    {"type": "build", "seat": -1, "card": "P1-W12", "slot": "NW"},
    {"type": "build", "seat": 7, "card": "P1-W12", "slot": "NW"},
    {"type": "build", "seat": B, "card": "P1-W12", "slot": "NW"},
    {"type": "end_turn", "seat": A},
    {"type": "build", "seat": A, "card": "P1-W12", "slot": "NW", "extra": 1},
    {"type": "build", "seat": A, "card": "P1-W12"},
    {"type": "build", "seat": A, "card": "P1-W12", "slot": "XX"},
    {"type": "build", "seat": A, "card": "P1-W12", "slot": ["NW"]},
    {"type": "build", "seat": A, "card": "P2-W12", "slot": "NW"},
    {"type": "build", "seat": A, "card": "P1-W12", "slot": "E"},
    {"type": "build", "seat": A, "card": "P1-W12", "slot": math.nan},
    {"type": "build", "seat": A, "card": "P1-W12", "slot": object()},
    {"type": "effect", "seat": A, "card": "P1-W12", "symbol": "ram", "target": {"fort": B, "slot": "N"}},
    {"type": "effect", "seat": A, "card": "P1-W12", "symbol": "garrison", "target": {"mode": "place"}},
    {"type": "effect", "seat": A, "card": "P1-W12", "symbol": "garrison",
     "target": {"mode": "place", "fort": B, "slot": "N", "direction": "S"}},
    {"type": "effect", "seat": A, "card": "P1-W12", "symbol": "garrison",
     "target": {"mode": "place", "fort": A, "slot": "N", "direction": "E"}},
    {"type": "effect", "seat": A, "card": "P1-W12", "symbol": "garrison",
     "target": {"mode": "place", "fort": True, "slot": "N", "direction": "E"}},
    {"type": "camp", "seat": A, "card": "P1-W12", "fort": B, "slot": "N"},
    {"type": "pass", "seat": A, "card": "P1-W12"},
    {"type": "combo", "seat": A, "symbol": "ram", "target": {"fort": B, "slot": "N"}},
    {"type": "drawbridge", "seat": A, "slot": "N"},
    {"type": "start_camp", "seat": A, "slot": "N"},
]


def _board():
    s = board()
    keep_top(s, A, "W01")  # back: NW, E
    hand(s, A, "W12", "W22", "W24")
    return s


def test_every_malformed_or_illegal_action_is_refused_with_a_reason_and_changes_nothing():
    s = _board()
    before = R.digest(s)
    for action in BAD_SHAPES:
        result = R.apply(s, action)
        assert isinstance(result, Refusal), action
        assert result.reason and "\n" not in result.reason, action
    assert R.digest(s) == before


def test_refusals_name_the_problem():
    s = _board()
    assert "P1's turn" in R.apply(s, {"type": "build", "seat": B, "card": "P2-W12", "slot": "NW"}).reason
    assert "unknown action type" in R.apply(s, {"type": "fly", "seat": A}).reason
    assert "whole number" in R.apply(s, {"type": "build", "seat": True, "card": "P1-W12", "slot": "NW"}).reason
    assert "no field 'extra'" in R.apply(s, {"type": "build", "seat": A, "card": "P1-W12", "slot": "NW", "extra": 1}).reason
    assert "not in your hand" in R.apply(s, {"type": "build", "seat": A, "card": "P2-W12", "slot": "NW"}).reason
    assert "must play a card" in R.apply(s, {"type": "end_turn", "seat": A}).reason


def test_a_legal_action_with_a_bool_for_an_int_is_refused():
    s = board(seats=3)
    hand(s, A, "W24", "W11", "W12")
    good = {"type": "effect", "seat": A, "card": "P1-W24", "symbol": "garrison",
            "target": {"mode": "place", "fort": 1, "slot": "N", "direction": "E"}}
    assert R.apply(s, good)
    bad = dict(good, target=dict(good["target"], fort=True))
    assert not R.apply(s, bad)


_json = st.recursive(st.none() | st.booleans() | st.integers(-3, 9) | st.sampled_from(["N", "NW", "P1-W12", "keep", "ram"]),
                     lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["fort", "slot", "mode", "pick", "army"]), inner, max_size=3),
                     max_leaves=6)


@settings(max_examples=150, deadline=None)
@given(kind=st.sampled_from(sorted(FIELDS) + ["?"]), seat=st.integers(-1, 3) | st.booleans(),
       fields=st.dictionaries(st.sampled_from(["card", "slot", "symbol", "target", "fort", "x"]), _json, max_size=4))
def test_any_action_not_in_the_legal_list_is_refused(kind, seat, fields):
    s = _board()
    action = {"type": kind, "seat": seat, **fields}
    legal = R.legal_actions(s, seat) if isinstance(seat, int) and not isinstance(seat, bool) else []
    result = R.apply(s, action)
    key = json.dumps(action, sort_keys=True)
    if any(json.dumps(a, sort_keys=True) == key for a in legal):
        assert not isinstance(result, Refusal)
    else:
        assert isinstance(result, Refusal) and result.reason
