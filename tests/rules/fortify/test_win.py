"""Intro "Race to Victory" and "Tie Breaker"; our round limit (data/fortify/rules.yaml)."""
from fort_desktop.rules.fortify.state import OVER

from .helpers import R, kid, new, put_kid, to_throw
from .test_resolution import _resolve


def test_three_hits_on_a_base_win_the_game_for_the_other_player():
    s = new(21)
    s.players[1].hits = 2
    s = _resolve(to_throw(s, {0: ["wild"]}), p1=[(1, {"kind": "base", "seat": 1})])
    assert s.phase == OVER and R.result(s).winners == (0,)
    assert R.result(s).winner_text() == "P1"


def test_both_bases_falling_in_one_round_goes_to_more_face_up_kids():
    s = new(21)
    s.players[0].hits = s.players[1].hits = 2
    put_kid(s, 1, kid("medic", "red"), 0, 12)
    s = _resolve(to_throw(s, {0: ["wild"], 1: ["wild"]}),
                 p1=[(1, {"kind": "base", "seat": 1})], p2=[(1, {"kind": "base", "seat": 0})])
    assert R.result(s).winners == (1,)
    assert "face-up Kids" in R.result(s).reason


def test_equal_face_up_kids_after_both_bases_fall_is_a_draw():
    s = new(21)
    s.players[0].hits = s.players[1].hits = 2
    s = _resolve(to_throw(s, {0: ["wild"], 1: ["wild"]}),
                 p1=[(1, {"kind": "base", "seat": 1})], p2=[(1, {"kind": "base", "seat": 0})])
    assert R.result(s).is_draw and R.result(s).winner_text() == "draw"


def test_the_round_limit_ends_the_game_by_base_hits_landed():
    s = new(21)
    s.round = R.data.rules["round_limit"]
    s.players[0].hits = 1
    s = _resolve(to_throw(s))
    assert s.phase == OVER and R.result(s).winners == (1,)


def test_no_one_may_act_once_the_game_is_over():
    s = new(21)
    s.players[1].hits = 2
    s = _resolve(to_throw(s, {0: ["wild"]}), p1=[(1, {"kind": "base", "seat": 1})])
    assert R.acting_seats(s) == [] and R.legal_actions(s, 0) == []
    assert not R.apply(s, {"type": "grab", "seat": 0, "ms": 1})
