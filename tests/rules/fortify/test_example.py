"""The rulebook's own Example of Part II ("Roll & Place Dice", Example), played through the engine.

YOU are P1, THEM is P2. Their Fort has a Blue Fort Card and a Red Thrower; ours a room. P2 places a
Wild on our Base Target; we place Blue on their Blue card, re-roll 2 dice (Block + Red), Block our
Base, Red on their Red Thrower; they grab the Jerk Meeple first and the Jerk Wild lands on our Base.
"""
from fort_desktop.rules.fortify.state import JERK

from .helpers import R, act, card, kid, new, put_card, put_kid, room, to_throw


def test_the_rulebook_example_of_part_two():
    s = new(30)
    room(s, 0, "green")
    put_card(s, 1, card("blue", "C"), 14, 4, 3)
    put_kid(s, 1, kid("thrower", "red"), 15, 4, rot=1)
    s = to_throw(s, {0: ["blue", "green", "yellow"], 1: ["wild"]})
    our_base = {"kind": "base", "seat": 0}
    # EX. STEP 1: we rolled blue + green + yellow; they place a Wild on our Base Target.
    s = act(s, type="place_die", seat=1, die="white1", target=our_base)
    s = act(s, type="grab", seat=1, ms=1200)  # they are done first: they reach the Jerk Meeple
    # EX. STEP 2: we place the Blue Balloon on their Blue Fort Card.
    s = act(s, type="place_die", seat=0, die="black1", target={"kind": "card", "seat": 1, "id": card("blue", "C")})
    # EX. STEP 3: we re-roll the 2 remaining dice: Block + Red.
    s = act(s, type="roll", seat=0)
    s.players[0].rolled = {"black2": "block", "black3": "red"}  # the Example's faces
    s = act(s, type="place_die", seat=0, die="black2", target=our_base)
    s = act(s, type="place_die", seat=0, die="black3", target={"kind": "kid", "seat": 1, "id": kid("thrower", "red")})
    # EX. STEP 4: no dice left; we grab too late.
    s = act(s, type="grab", seat=0, ms=5000)
    assert s.phase == JERK and s.jerk == 1
    assert R.legal_actions(s, 1) == [{"type": "roll", "seat": 1}]
    s.jerk_face = "wild"  # the Example's Jerk roll, chosen
    s = act(s, type="place_die", seat=1, die="jerk", target=our_base)
    # Clean-up: two Wilds on our Base, one Block -> one HIT; their Blue card goes, their Thrower flips.
    assert s.players[0].hits == 1
    assert card("blue", "C") in s.discard
    assert not s.players[1].kids[kid("thrower", "red")].face_up
