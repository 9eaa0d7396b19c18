"""Part I Step 4 "Recruit Kid Cards" and "Recruit Kids" (Clear/Filled, one at a time, mandatory)."""
from fort_desktop.rules.fortify.state import RECRUIT, THROW

from .helpers import R, act, kid, new, put_kid, refuse, room


def _after_build(s, first=0):
    s.first = first
    s = act(s, type="grab", seat=first, ms=1)
    return act(s, type="grab", seat=1 - first, ms=2)


def test_a_clear_room_must_be_filled_before_dice():
    s = new(2)
    room(s, 0)
    s = _after_build(s)
    assert s.phase == RECRUIT and s.recruit_seat == 0
    assert {a["kind"] for a in R.legal_actions(s, 0)} == {"builder", "thrower", "medic"}


def test_recruit_takes_the_top_kid_of_the_chosen_pile():
    s = new(2)
    room(s, 0)
    s = _after_build(s)
    top = s.kid_piles["thrower"][0]
    s = act(s, type="recruit", seat=0, kind="thrower", x=15, y=4, rot=1)  # 3 x 2 lying sideways
    assert top in s.players[0].kids and s.players[0].kids[top].face_up
    assert top not in s.kid_piles["thrower"]


def test_recruiting_goes_on_while_a_kid_still_fits():
    s = new(2)
    room(s, 0)
    s = _after_build(s)
    s = act(s, type="recruit", seat=0, kind="builder", x=15, y=4, rot=0)
    assert s.phase == RECRUIT and s.recruit_seat == 0  # 2 x 3 left beside it
    s = act(s, type="recruit", seat=0, kind="medic", x=17, y=4, rot=0)
    assert s.phase == THROW  # a 4 x 1 strip is left: the room is Filled


def test_a_kid_outside_a_room_is_refused():
    s = new(2)
    room(s, 0)
    s = _after_build(s)
    assert refuse(s, type="recruit", seat=0, kind="builder", x=0, y=12, rot=0)


def test_a_kid_may_not_cover_lawn_junk():
    s = new(2)
    room(s, 0)
    s.players[0].grid  # room floor is table; put junk-free check via the grid's reason
    s = _after_build(s)
    reason = R.recruit_problem(s, 0, "builder", 14, 4, 0)  # would cover the C's box
    assert reason


def test_the_first_player_recruits_first_then_the_second():
    s = new(2)
    room(s, 0)
    room(s, 1, colour="red")
    s = _after_build(s, first=1)
    assert s.recruit_seat == 1
    assert R.legal_actions(s, 0) == []


def test_a_filled_room_asks_for_nothing():
    s = new(2)
    room(s, 0)
    put_kid(s, 0, kid("builder", "red"), 15, 4)
    put_kid(s, 0, kid("builder", "red", 1), 17, 4)
    s = _after_build(s)
    assert s.phase == THROW


def test_an_empty_pile_cannot_be_drawn():
    s = new(2)
    room(s, 0)
    s = _after_build(s)
    s.kid_piles["medic"] = []
    assert "empty" in refuse(s, type="recruit", seat=0, kind="medic", x=15, y=4, rot=0)
