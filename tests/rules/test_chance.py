"""The Chance seam (fort_desktop.rules.chance): seeded draws, forced outcomes, copies, snapshots."""
import random

import pytest

from fort_desktop.rules.chance import Chance


def test_the_same_seed_draws_the_same_outcomes():
    a, b = Chance(7), Chance(7)
    assert [a.roll("abcdef") for _ in range(20)] == [b.roll("abcdef") for _ in range(20)]


def test_a_forced_roll_is_used_once_then_chance_goes_on():
    chance = Chance(1).force("die:black1", "block", "wild")
    assert chance.roll(("red", "block", "wild"), "die:black1") == "block"
    assert chance.roll(("red", "block", "wild"), "die:black2") in ("red", "block", "wild")
    assert chance.roll(("red", "block", "wild"), "die:black1") == "wild"
    assert chance.pending() == 0


def test_a_forced_shuffle_puts_those_items_on_top_in_order():
    deck = list(range(10))
    Chance(3).force("deck", [7, 2]).shuffle(deck, "deck")
    assert deck[:2] == [7, 2] and sorted(deck) == list(range(10))


@pytest.mark.parametrize("force, draw", [
    (("die", "purple"), lambda c: c.roll(("red", "blue"), "die")),
    (("deck", [99]), lambda c: c.shuffle([1, 2, 3], "deck")),
    (("n", 9), lambda c: c.randint(1, 6, "n")),
])
def test_a_forced_outcome_that_cannot_happen_is_a_value_error(force, draw):
    with pytest.raises(ValueError):
        draw(Chance(0).force(*force))


def test_a_copy_draws_the_same_future_without_touching_the_original():
    chance = Chance(5).force("x", 3)
    other = chance.copy()
    assert other == chance and other.randint(1, 6, "x") == 3
    assert chance.pending("x") == 1 and other != chance


def test_from_random_draws_what_that_generator_would():
    rng = random.Random(42)
    chance = Chance.from_random(rng)
    assert [chance.roll(range(100)) for _ in range(5)] == [rng.choice(range(100)) for _ in range(5)]
