"""A fanned hand of cards: a symmetric fan within its width, and the topmost card under the pointer."""
from __future__ import annotations

from fort_desktop.table.kit.hand import bounds, card_at, fan

CARD = (80, 120)


def test_the_fan_is_symmetric_around_its_anchor():
    cards = fan(5, (400, 700), CARD)
    assert cards[2].angle == 0 and abs(cards[2].centre[0] - 400) < 1e-6
    assert abs(cards[0].angle + cards[4].angle) < 1e-9 and cards[0].angle > 0
    assert abs((cards[0].centre[0] - 400) + (cards[4].centre[0] - 400)) < 1e-6


def test_a_wide_hand_is_squeezed_into_its_width():
    cards = fan(12, (400, 700), CARD, spread_deg=10, max_width=500)
    assert bounds(cards).width <= 500 + CARD[1]         # turned corners may stick out a little


def test_the_pointer_picks_the_topmost_card():
    cards = fan(3, (400, 700), CARD, spread_deg=0.0)    # all three on one spot: the last lies on top
    assert card_at(cards, (400, 640)) == 2
    assert card_at(cards, (100, 100)) is None


def test_a_lifted_card_rises():
    flat = fan(3, (400, 700), CARD)
    lifted = fan(3, (400, 700), CARD, lift_px=20, lifted=1)
    assert lifted[1].centre[1] < flat[1].centre[1] - 19
