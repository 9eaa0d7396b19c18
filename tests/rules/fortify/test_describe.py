"""The game log's words for Fortify actions (describe)."""
from .helpers import R, card, new, put_card, room, stack_hand, to_throw
from .test_resolution import GREEN_C, _p2_fort


def test_placing_the_card_that_closes_a_room_says_so():
    s = new(1)
    stack_hand(s, 0, [card("blue", "C")])
    text = R.describe(s, {"type": "place", "seat": 0, "x": 14, "y": 4, "rot": 3})
    assert text == "P1 placed a blue C turned a quarter left next to the Base; a room closed (a Builder, Medic or Thrower fits)"


def test_a_block_on_your_own_card_says_their_own():
    s = new(1)
    room(s, 0)
    s = to_throw(s, {0: ["block"]})
    text = R.describe(s, {"type": "place_die", "seat": 0, "die": "black1",
                          "target": {"kind": "card", "seat": 0, "id": card("blue", "C")}})
    assert text == "P1 put a Block on their own blue C"


def test_the_action_that_ends_the_throwing_is_followed_by_the_clean_up_lines():
    s = _p2_fort()
    s = to_throw(s, {1: ["block"]})
    s = R.apply(s, {"type": "grab", "seat": 0, "ms": 100})
    s = R.apply(s, {"type": "grab", "seat": 1, "ms": 200})
    s.jerk_face = "green"
    action = {"type": "place_die", "seat": 0, "die": "jerk", "target": {"kind": "card", "seat": 1, "id": GREEN_C}}
    assert R.describe(s, action) == "P1 put a green Balloon on P2's green C"
    lines = R.describe_outcome(s, R.apply(s, action))
    assert "P2 loses 2 Fort Cards (HIT): green L, green C to the discard pile" in lines
    assert "1 card cut off from P2's Base goes to the Reserve: red Spine" in lines


def test_a_jerk_die_with_no_target_is_followed_by_its_line():
    s = new(3)
    put_card(s, 1, card("red", "Spine"), 13, 4, 0)  # P2 shows only red (and the Base Target)
    s = to_throw(s, {})
    s = R.apply(s, {"type": "grab", "seat": 0, "ms": 1})
    s = R.apply(s, {"type": "grab", "seat": 1, "ms": 2})
    s.chance.force("die:jerk", "blue")
    roll = {"type": "roll", "seat": 0}
    after = R.apply(s, roll)
    assert R.describe(s, roll) == "P1 threw the Jerk Die"
    assert R.describe_outcome(s, after)[0] == "The Jerk Die shows blue: no target, it returns unused"


def test_names_replace_p1_and_p2_in_the_words():
    s = new(3)
    stack_hand(s, 0, [card("red", "Spine"), card("blue", "L")])
    assert R.describe(s, {"type": "skip", "seat": 0}, 0, names=["Ana", "Ben"]).startswith("Ana skipped")


