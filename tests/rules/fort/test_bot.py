"""The greedy computer player (fort.md 5 "Simple AI"): it picks legal actions, decides from what
its seat may know only, and prefers the bigger immediate gain."""
import random

from fort_desktop.bots.fort import choose

from .helpers import R, k, seat_up, table


def test_the_bot_answers_none_when_its_seat_may_not_act():
    st = table()
    assert choose(R, st, 1, random.Random(1)) is None


def test_the_bot_decides_the_same_whatever_the_hidden_cards_are():
    first = seat_up(table(seed=4), 0, hand=[k("SK01"), k("CR01"), k("GL01")])
    seat_up(first, 1, hand=[k("CR02"), k("CR03")])
    second = seat_up(table(seed=4), 0, hand=[k("SK01"), k("CR01"), k("GL01")])
    seat_up(second, 1, hand=[k("SH01"), k("SH02")])  # a rival's hand differs; so does the Park deck order
    second.park_deck.reverse()
    assert R.view(first, 0) == R.view(second, 0) and R.digest(first) != R.digest(second)
    assert choose(R, first, 0, random.Random(2)) == choose(R, second, 0, random.Random(2))


def test_the_bot_adds_an_improving_card_before_confirming():
    st = seat_up(table(), 0, hand=[k("SK01"), k("SK02")])
    st = R.apply(st, {"type": "play", "seat": 0, "card": k("SK01"), "order": ["pub"], "full": "pub", "gather": {}})
    assert choose(R, st, 0, random.Random(1)) == {"type": "add", "seat": 0, "card": k("SK02")}


def test_the_bot_builds_when_a_level_is_in_reach_and_nothing_scores_more():
    st = seat_up(table(), 0, hand=[k("SH01")], stuff=(1, 0))
    action = choose(R, st, 0, random.Random(1))
    assert action["type"] == "play" and "prv" in action["order"]
