"""Why a recruit drop is refused names where this recruit may come from (new user, issue 14 item 3:
"cannot be recruited now" during a private "recruit from the Park" did not say Park only)."""
from __future__ import annotations

from fort_desktop.table.fort.refusals import drop_refusal

VIEW = {"current": 0, "park": ["kid-SK01", "kid-SH02"]}
NAMES = ["Ana", "Ben"]


def test_a_rival_yard_card_dropped_when_the_recruit_is_from_the_park_says_park_only():
    legal = [{"type": "recruit", "seat": 0, "card": "kid-SK01"}, {"type": "recruit", "seat": 0, "card": "kid-SH02"}]
    words = drop_refusal(VIEW, 0, "kid-GL03", False, ("yard", 1), "discard", legal, NAMES)
    assert "Park only" in words


def test_a_park_card_dropped_when_the_recruit_is_from_a_yard_says_yard_only():
    legal = [{"type": "recruit", "seat": 0, "card": "kid-GL03"}]
    words = drop_refusal(VIEW, 0, "kid-SK01", False, "park", "discard", legal, NAMES)
    assert "Yard only" in words


def test_a_recruit_from_either_place_keeps_the_general_words():
    legal = [{"type": "recruit", "seat": 0, "card": "kid-SK01"}, {"type": "recruit", "seat": 0, "card": "kid-GL03"}]
    words = drop_refusal(VIEW, 0, "kid-SH02", False, "park", "discard", legal, NAMES)
    assert words == "That card cannot be recruited now: pick one of the lit cards"


def test_a_card_the_view_no_longer_shows_says_it_moved_while_held():
    legal = [{"type": "play", "seat": 0, "card": "kid-SK01"}]
    words = drop_refusal(VIEW, 0, "kid-CR09", False, None, "play", legal, NAMES)
    assert words.startswith("That card is no longer there: it moved")
