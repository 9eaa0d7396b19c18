"""Fortify's answers to the shared verbs beyond apply: options, progress, undo barriers, secrets,
invariants, race times (fort_desktop/rules/base.py)."""
import pytest

from fort_desktop.rules.fortify.state import MEDIC

from .helpers import R, act, kid, new, put_kid, room, to_throw


def test_fortify_has_no_options_and_two_seats():
    with pytest.raises(ValueError, match="no option"):
        R.new_game(1, ["human", "human"], {"four_player_mode": "teams"})
    with pytest.raises(ValueError, match="2 players"):
        R.new_game(1, ["human"] * 3)


def test_progress_says_who_acts_in_each_step():
    s = new(1)
    assert R.progress(s).text == "Round 1 - Build: P1 and P2 place Fort Cards, then grab the Cousin Meeple"
    s = to_throw(s, {0: ["red"]})
    assert R.progress(s).phase == "throw" and R.progress(s).acting == (0, 1)
    s.phase, s.medic_seat = MEDIC, 1
    assert R.progress(s).text == "Round 1 - Clean-up: P2 chooses Kids for the Medics to flip face up"


def test_only_a_balloon_die_let_go_while_throwing_can_be_undone():
    s = to_throw(new(9), {0: ["block"]})
    room(s, 0, "blue")
    place = {"type": "place_die", "seat": 0, "die": "black1", "target": {"kind": "base", "seat": 0}}
    assert not R.is_undo_barrier(s, place)
    assert R.is_undo_barrier(s, {"type": "roll", "seat": 0})
    assert R.is_undo_barrier(s, {"type": "grab", "seat": 0, "ms": 3})
    assert R.is_undo_barrier(new(1), {"type": "place", "seat": 0, "x": 14, "y": 4, "rot": 3})


def test_a_hand_is_secret_from_the_other_seat_but_its_top_card_not_from_its_owner():
    s = new(1)
    hand = s.players[0].hand
    tail = ",".join(map(str, hand[1:])) + "]"
    assert tail in R.secrets(s, 0) and "[" + ",".join(map(str, hand)) + "]" in R.secrets(s, 1)


def test_invariants_notice_a_kid_face_that_the_grid_does_not_show():
    s = new(1)
    put_kid(s, 0, kid("medic", "blue"), 15, 4)
    assert R.invariants(s) == []
    s.players[0].kids[kid("medic", "blue")].face_up = False
    assert any("face down" in p for p in R.invariants(s))


def test_a_grab_left_without_its_time_gets_the_seats_clock():
    s = new(1)
    assert R.complete_action(s, {"type": "grab", "seat": 0, "ms": None}, 1234)["ms"] == 1234
    assert R.complete_action(s, {"type": "grab", "seat": 0, "ms": 7}, 1234)["ms"] == 7
    assert act(s, **R.complete_action(s, {"type": "grab", "seat": 0, "ms": None}, 90)).players[0].race_ms == 90
