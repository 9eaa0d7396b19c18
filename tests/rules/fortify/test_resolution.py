"""Clean-up (rulebook "Resolve Dice" Steps 1-5, "Color Chains", "Weak Spots", "Disconnected")."""
from fort_desktop.rules.fortify.state import BUILD, JERK, MEDIC

from .helpers import R, act, all_cards, card, kid, new, put_card, put_kid, room, to_throw

GREEN_C = card("green", "C")


def _resolve(s, p1=(), p2=(), jerk=None):
    """Both players place the listed (die number, target) pairs and stop; P1 holds the Jerk
    Meeple. ``jerk`` = (face, target) places a Jerk Die of that face; without it the Jerk Die is
    taken as returned unused and the round resolves."""
    for seat, placements in ((0, p1), (1, p2)):
        for die, target in placements:
            s = act(s, type="place_die", seat=seat, die=f"{R.data.seat_dice_colours[seat]}{die}", target=target)
    s = act(s, type="grab", seat=0, ms=100)
    s = act(s, type="grab", seat=1, ms=200)
    assert s.phase == JERK and s.jerk == 0
    if jerk:
        s.jerk_face = jerk[0]
        return act(s, type="place_die", seat=0, die="jerk", target=jerk[1])
    R._resolve(s)  # the engine's own clean-up, as after an unusable Jerk roll
    return s


def _p2_fort():
    """P2: a green C room against the Base, a green L continuing the chain below, a red Spine
    hanging from the L (so the L is a weak spot), and a red Thrower in the room."""
    s = new(11)
    put_card(s, 1, GREEN_C, 14, 4, 3)                    # boxes x 14..19, y 4..7
    put_card(s, 1, card("green", "L", 1), 14, 8, 0)      # boxes x=14 y 8..13, bottom row y=13
    put_card(s, 1, card("red", "Spine", 0), 17, 14, 0)   # boxes x=17 y 14..19, under the L's foot
    put_kid(s, 1, kid("thrower", "red"), 15, 4, rot=1)
    return s


def test_a_green_balloon_discards_the_whole_green_chain():
    s = _p2_fort()
    assert s.players[1].grid.chain_of(GREEN_C) == {GREEN_C, card("green", "L", 1)}
    s = to_throw(s, {0: ["green"]})
    s = _resolve(s, p1=[(1, {"kind": "card", "seat": 1, "id": GREEN_C})])
    assert GREEN_C in s.discard and card("green", "L", 1) in s.discard
    assert GREEN_C not in s.players[1].cards


def test_disconnected_cards_go_to_the_reserve_and_come_back_next_round():
    s = _p2_fort()
    spine = card("red", "Spine", 0)
    s = to_throw(s, {0: ["green"]})
    s = _resolve(s, p1=[(1, {"kind": "card", "seat": 1, "id": GREEN_C})])
    assert spine not in s.players[1].cards
    assert s.phase == BUILD and spine in s.players[1].hand  # the next round has begun
    assert sorted(all_cards(s)) == list(range(60))


def test_a_block_cancels_one_balloon_on_the_same_target():
    s = _p2_fort()
    s = to_throw(s, {0: ["wild"], 1: ["block"]})
    target = {"kind": "kid", "seat": 1, "id": kid("thrower", "red")}
    s = _resolve(s, p1=[(1, target)], p2=[(1, target)])
    assert s.players[1].kids[kid("thrower", "red")].face_up
    assert any(e["step"] == "block" for e in s.events)


def test_one_block_does_not_cancel_two_balloons():
    s = _p2_fort()
    s = to_throw(s, {0: ["wild", "red"], 1: ["block"]})
    target = {"kind": "kid", "seat": 1, "id": kid("thrower", "red")}
    s = _resolve(s, p1=[(1, target), (2, target)], p2=[(1, target)])
    assert not s.players[1].kids[kid("thrower", "red")].face_up


def test_a_block_anywhere_on_a_colour_chain_protects_the_whole_chain():
    s = _p2_fort()
    s = to_throw(s, {0: ["green"], 1: ["block"]})
    s = _resolve(s, p1=[(1, {"kind": "card", "seat": 1, "id": GREEN_C})],
                 p2=[(1, {"kind": "card", "seat": 1, "id": card("green", "L", 1)})])
    assert GREEN_C in s.players[1].cards and card("green", "L", 1) in s.players[1].cards


def test_hitting_a_weak_spot_sends_the_cards_beyond_it_to_the_reserve():
    s = new(12)
    put_card(s, 1, card("red", "Spine", 0), 13, 4, 0)    # boxes x=13 y 4..9: the only link
    put_card(s, 1, card("blue", "Bar", 0), 13, 10, 1)    # boxes x=13 y 10..13
    assert s.players[1].grid.weak_spots() == {card("red", "Spine", 0)}
    s = to_throw(s, {0: ["red"]})
    s = _resolve(s, p1=[(1, {"kind": "card", "seat": 1, "id": card("red", "Spine", 0)})])
    assert card("red", "Spine", 0) in s.discard
    assert card("blue", "Bar", 0) in s.players[1].hand  # reserve -> hand at the next round


def test_a_hit_kid_flips_face_down_and_stays():
    s = _p2_fort()
    s = to_throw(s, {0: ["red"]})
    s = _resolve(s, p1=[(1, {"kind": "kid", "seat": 1, "id": kid("thrower", "red")})])
    k = s.players[1].kids[kid("thrower", "red")]
    assert not k.face_up and (k.x, k.y) == (15, 4)


def test_a_kid_stays_when_the_card_around_it_is_discarded():
    s = _p2_fort()
    s = to_throw(s, {0: ["green"]})
    s = _resolve(s, p1=[(1, {"kind": "card", "seat": 1, "id": GREEN_C})])
    assert kid("thrower", "red") in s.players[1].kids
    assert s.players[1].grid.kid_at(15, 4) == kid("thrower", "red")


def test_a_wild_on_the_base_target_adds_one_hit_token():
    s = _p2_fort()
    s = to_throw(s, {0: ["wild"]})
    s = _resolve(s, p1=[(1, {"kind": "base", "seat": 1})])
    assert s.players[1].hits == 1


def test_a_base_gains_at_most_one_hit_token_a_round():
    s = _p2_fort()
    s = to_throw(s, {0: ["wild", "wild", "wild"]})
    base = {"kind": "base", "seat": 1}
    s = _resolve(s, p1=[(1, base), (2, base), (3, base)])
    assert s.players[1].hits == 1


def test_a_blocked_wild_on_the_base_adds_nothing():
    s = _p2_fort()
    s = to_throw(s, {0: ["wild"], 1: ["block"]})
    base1 = {"kind": "base", "seat": 1}
    s = _resolve(s, p1=[(1, base1)], p2=[(1, base1)])
    assert s.players[1].hits == 0


def _medic_fort(seat=1, down=1, enclosed=True):
    s = new(13)
    room(s, seat, "green")
    medic_at = (15, 4) if enclosed else (2, 14)
    put_kid(s, seat, kid("medic", "blue"), *medic_at)
    spots = [(17, 4), (0, 10), (3, 10), (6, 10)]
    for i in range(down):
        put_kid(s, seat, kid("builder", "yellow", i), *spots[i], face_up=False)
    return s


def test_an_enclosed_medic_recovers_a_hit_kid_at_clean_up():
    s = to_throw(_medic_fort(down=1))
    s = _resolve(s)
    assert s.players[1].kids[kid("builder", "yellow", 0)].face_up


def test_a_medic_in_the_open_recovers_no_one():
    s = to_throw(_medic_fort(down=1, enclosed=False))
    s = _resolve(s)
    assert not s.players[1].kids[kid("builder", "yellow", 0)].face_up


def test_the_owner_chooses_when_more_kids_are_down_than_medics():
    s = to_throw(_medic_fort(down=2))
    s = _resolve(s)
    assert s.phase == MEDIC and s.medic_seat == 1
    s = act(s, type="medic", seat=1, kid=kid("builder", "yellow", 1))
    assert s.players[1].kids[kid("builder", "yellow", 1)].face_up
    assert not s.players[1].kids[kid("builder", "yellow", 0)].face_up
    assert s.phase == BUILD


def test_a_medic_hit_this_round_recovers_no_one():
    s = _medic_fort(down=1)
    s = to_throw(s, {0: ["blue"]})
    s = _resolve(s, p1=[(1, {"kind": "kid", "seat": 1, "id": kid("medic", "blue")})])
    assert not s.players[1].kids[kid("medic", "blue")].face_up
    assert not s.players[1].kids[kid("builder", "yellow", 0)].face_up


def test_medics_work_in_the_open_in_moms_calling_mode():
    s = _medic_fort(down=1, enclosed=False)
    s.moms_calling = True
    s = _resolve(to_throw(s))
    assert s.players[1].kids[kid("builder", "yellow", 0)].face_up


def test_the_jerk_die_resolves_with_the_other_dice():
    s = _p2_fort()
    s = to_throw(s, {1: ["block"]})
    base1 = {"kind": "base", "seat": 1}
    s = _resolve(s, p2=[(1, base1)], jerk=("wild", base1))
    assert s.players[1].hits == 0  # P2's Block cancelled the Jerk's Wild
