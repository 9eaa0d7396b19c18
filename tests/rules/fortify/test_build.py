"""Part I Step 3 "Build Your Fort" and "Place Fort Cards" (reveal, place A-G, skip, stop, Cousin)."""
from fort_desktop.rules.fortify.state import RECRUIT, THROW

from .helpers import R, act, card, new, refuse, stack_hand


def test_place_puts_the_revealed_card_where_asked():
    s = new(1)
    c = card("blue", "C")
    stack_hand(s, 0, [c, card("red", "L")])
    s = act(s, type="place", seat=0, x=14, y=4, rot=3)
    assert s.players[0].cards[c].x == 14 and s.players[0].hand == [card("red", "L")]
    assert s.players[0].grid.card_at(14, 4) == c


def test_a_card_must_touch_a_box_of_the_fort():
    s = new(1)
    stack_hand(s, 0, [card("blue", "C")])
    assert refuse(s, type="place", seat=0, x=0, y=10, rot=0) == "must touch a box of your fort (box next to box)"


def test_a_card_must_lie_on_your_side_of_the_fence():
    s = new(1)
    stack_hand(s, 0, [card("blue", "C")])
    assert refuse(s, type="place", seat=0, x=33, y=4, rot=0) == "must lie completely on your side of the fence"


def test_a_card_may_not_overlap_the_base():
    s = new(1)
    stack_hand(s, 0, [card("blue", "C")])
    assert refuse(s, type="place", seat=0, x=12, y=0, rot=0) == "may not overlap a card, the Base or a Kid"


def test_dead_ends_and_any_colour_may_connect():
    s = new(1)
    stack_hand(s, 0, [card("red", "Spine"), card("blue", "Bar")])
    s = act(s, type="place", seat=0, x=13, y=4, rot=0)  # Spine's boxes x=13, y 4..9, under the Base wall
    s = act(s, type="place", seat=0, x=13, y=10, rot=1)  # Bar turned: boxes x=13, y 10..13, blue on red
    grid = s.players[0].grid
    assert grid.connected_cards() == {card("red", "Spine"), card("blue", "Bar")}


def test_skip_sends_the_revealed_card_to_the_bottom():
    s = new(1)
    a, b, c = card("blue", "L"), card("red", "L"), card("green", "L")
    stack_hand(s, 0, [a, b, c])
    s = act(s, type="skip", seat=0)
    assert s.players[0].hand == [b, c, a]


def test_skip_needs_another_card():
    s = new(1)
    stack_hand(s, 0, [card("blue", "L")])
    assert "place this one or stop" in refuse(s, type="skip", seat=0)


def test_stop_discards_the_cards_left_and_ends_the_half():
    s = new(1)
    hand = list(s.players[0].hand)
    s = act(s, type="grab", seat=0, ms=1500)
    assert s.players[0].hand == [] and s.discard[-4:] == hand
    assert s.players[0].done and s.players[0].race_ms == 1500
    assert R.acting_seats(s) == [1]


def test_the_faster_player_gets_the_cousin_meeple_and_die():
    s = new(1)
    s = act(s, type="grab", seat=0, ms=9000)
    s = act(s, type="grab", seat=1, ms=4000)
    assert s.cousin == 1
    assert s.phase in (RECRUIT, THROW)
    if s.phase == THROW:
        assert "cousin" in s.players[1].dice and "cousin" not in s.players[0].dice


def test_equal_race_times_give_the_meeple_to_the_second_player():
    s = new(1)
    s = act(s, type="grab", seat=0, ms=4000)
    s = act(s, type="grab", seat=1, ms=4000)
    assert s.cousin == 1


def test_a_player_who_is_done_may_not_place_more():
    s = new(1)
    s = act(s, type="grab", seat=0, ms=1)
    assert "may not act now" in refuse(s, type="skip", seat=0)


def test_negative_race_time_is_refused():
    s = new(1)
    assert "negative" in refuse(s, type="grab", seat=0, ms=-5)


def test_malformed_actions_are_refused_not_raised():
    s = new(1)
    for bad in ({}, {"type": "place"}, {"type": "place", "seat": 0}, {"type": "nope", "seat": 0},
                {"type": "place", "seat": 0, "x": "a", "y": 1, "rot": 0}, {"type": "grab", "seat": 3, "ms": 1}):
        assert not R.apply(s, bad)
