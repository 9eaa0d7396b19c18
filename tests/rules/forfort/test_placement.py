"""Building and Camps (forfort.md 5, scenarios 1-4; rule text "Contraintes de pose")."""
from fort_desktop.rules.forfort.scoring import seat_score

from .helpers import A, B, R, act, army, board, camp, hand, keep_top, of_type, sound, stack


def _builds(s, seat=A):
    return {(a["card"], a["slot"]) for a in of_type(R, s, seat, "build")}


def test_scenario_1_the_keep_arrows_and_the_shape_decide_where_walls_go():
    s = board()
    keep_top(s, A, "W01")  # back: NW, E
    hand(s, A, "W12", "W22", "W24")
    sound(s)
    assert R.arrows(s, A) == ("NW", "E")
    assert _builds(s) == {("P1-W12", "NW"), ("P1-W22", "E"), ("P1-W24", "E")}


def test_scenario_2_a_visible_camp_lifts_the_arrows_on_its_slot():
    s = board()
    keep_top(s, A, "W18")  # back: W, N
    camp(s, A, "SE")
    hand(s, A, "W11", "W22", "W24")
    sound(s)
    builds = _builds(s)
    assert {slot for card, slot in builds if card == "P1-W11"} == {"SE"}
    assert {slot for card, slot in builds if card == "P1-W22"} == {"N", "W"}


def test_scenario_2_building_on_a_camp_covers_it_and_it_stops_scoring():
    s = board()
    keep_top(s, A, "W18")
    camp(s, A, "SE")
    hand(s, A, "W11", "W22", "W24")
    before = seat_score(R.ctx, s, A)
    s = act(s, {"type": "build", "seat": A, "card": "P1-W11", "slot": "SE"})
    after = seat_score(R.ctx, s, A)
    assert (before["camps"], before["walls"]) == (1, 0)
    assert (after["camps"], after["walls"]) == (0, 1)
    assert after["total"] - before["total"] == 1  # 2 for the Wall instead of 1 for the Camp
    assert s.players[A].fort["SE"] == ["P1-C1", "P1-W11"]


def test_scenario_3_an_army_blocks_building_and_camps_on_its_slot():
    s = board()
    keep_top(s, A, "W22")  # back: SE, E
    hand(s, A, "W12", "W24", "W17")
    army(s, B, A, "E", "N")
    sound(s)
    assert _builds(s) == {("P1-W12", "SE")}
    assert all(a["slot"] != "E" for a in of_type(R, s, A, "camp") if a["fort"] == A)
    refusal = R.apply(s, {"type": "build", "seat": A, "card": "P1-W24", "slot": "E"})
    assert not refusal and "Army" in refusal.reason


def test_scenario_4_covering_keeps_the_stack_and_the_covered_card_is_inactive():
    s = board()
    stack(s, A, "NW", "W01")  # Ram, would combo with W22's Ram if W22 were visible
    stack(s, A, "N", "W22")
    keep_top(s, A, "W13")  # back: SE, N
    hand(s, A, "W24", "W12", "W11")
    sound(s)
    s = act(s, {"type": "build", "seat": A, "card": "P1-W24", "slot": "N"})
    assert s.players[A].fort["N"] == ["P1-W22", "P1-W24"]
    assert not any(e["kind"] == "combo" for e in s.events)
    assert seat_score(R.ctx, s, A)["walls"] == 2


def test_a_wrong_shape_is_refused_with_the_reason():
    s = board()
    keep_top(s, A, "W01")
    hand(s, A, "W12", "W22", "W24")
    refusal = R.apply(s, {"type": "build", "seat": A, "card": "P1-W12", "slot": "E"})
    assert not refusal and "corner" in refusal.reason


def test_an_empty_keep_shows_no_arrows_so_only_camps_take_walls():
    s = board()
    hand(s, A, "W12", "W22", "W24")
    camp(s, A, "NE")
    p = s.players[A]
    p.discard.extend(p.keep)
    p.keep.clear()
    sound(s)
    assert R.arrows(s, A) == ()
    assert _builds(s) == {("P1-W12", "NE")}


def test_a_camp_goes_only_on_an_empty_slot_of_your_own_fort_at_two_players():
    s = board()
    hand(s, A, "W12", "W22", "W24")
    stack(s, A, "N", "W20")
    spots = {(a["fort"], a["slot"]) for a in of_type(R, s, A, "camp")}
    assert spots == {(A, slot) for slot in R.ctx.geo.slots if slot != "N"}


def test_building_over_the_drawbridge_wall_brings_the_token_back():
    s = board()
    stack(s, A, "N", "W20")
    s.players[A].token_slot = "N"
    keep_top(s, A, "W13")  # back: SE, N
    hand(s, A, "W24", "W12", "W11")
    sound(s)
    s = act(s, {"type": "build", "seat": A, "card": "P1-W24", "slot": "N"})
    assert s.players[A].token_slot is None
