"""Fortify over seeded random playouts: the Fortify-specific checks. The shared ones (invariants after
every action, every game ends, replays, apply never mutates, views hide secrets) are the contract
test's (tests/contract/), run for every game."""
import random

from fort_desktop.bots import fortify as fortify_bot
from fort_desktop.bots import random_bot
from fort_desktop.bots.playout import play
from fort_desktop.rules.fortify.state import THROW

from .helpers import R, all_cards

#: Whole games per check (each ~30 ms); big numbers belong in the soak command.
GAMES = 12


def test_games_between_random_players_stay_within_the_round_limit_and_keep_every_card():
    for seed in range(GAMES):
        state, _ = play(R, seed, check=lambda s, a: None)
        assert R.result(state).rounds <= R.data.rules["round_limit"]
        assert sorted(all_cards(state)) == list(range(60))


def test_the_invariants_notice_a_lost_card_and_a_loose_card_while_dice_fly():
    state = R.new_game(1, ["bot", "bot"])
    assert R.invariants(state) == []
    lost = R.new_game(1, ["bot", "bot"])
    lost.deck.pop()
    assert any("Fort Cards" in p for p in R.invariants(lost))


def test_different_seeds_give_different_games():
    digests = {R.digest(play(R, seed)[0]) for seed in range(6)}
    assert len(digests) == 6


def test_view_hides_the_other_players_dice_and_times_during_the_race():
    seed = 3
    state = R.new_game(seed, ["human", "human"])
    rng = random.Random(0)
    while not (state.phase == THROW and state.dice_placed and not all(p.done for p in state.players)):
        seat = R.acting_seats(state)[0]
        state = R.apply(state, R.complete_action(state, fortify_bot.weighted_choice(R, state, seat, rng), 600))
    placer = state.dice_placed[0].by
    other = 1 - placer
    assert all(d.by == other for d in R.view(state, other).dice_placed)
    assert R.view(state, placer).dice_placed
    assert all(p.race_ms is None for p in R.view(state, other).players)
    assert R.view(state, other).chance is None and None in R.view(state, other).deck


def test_the_fortify_bot_plays_legal_games_and_recruits_more_than_a_random_placer():
    recruits = {"fortify": 0, "random": 0}
    for seed in range(6):
        for name, chooser in (("fortify", fortify_bot.choose), ("random", fortify_bot.weighted_choice)):
            state, actions = play(R, seed, choose=chooser)
            assert R.is_over(state) and sorted(all_cards(state)) == list(range(60))
            recruits[name] += sum(1 for a in actions if a["type"] == "recruit")
    assert recruits["fortify"] > 1.5 * recruits["random"], recruits


def test_the_uniform_random_player_also_finishes_games():
    state, _ = play(R, 4, choose=random_bot.choose)
    assert R.is_over(state)


def test_the_state_copy_is_equal_and_shares_nothing_that_changes():
    """``copy_state`` (what ``apply`` starts from) builds the placements field by field: at every
    fourth state of a whole game the copy is the same game, every field of every placement included, and
    changing the copy's placements, dice and piles leaves the state as it was."""
    from dataclasses import fields

    from fort_desktop.rules.fortify.state import FortCardPlacement, KidPlacement, PlacedDie
    from fort_desktop.rules.fortify.view import copy_state

    # The fields copy_state copies one by one: a new field must be copied there too.
    assert [f.name for f in fields(FortCardPlacement)] == ["card_id", "x", "y", "rot"]
    assert [f.name for f in fields(KidPlacement)] == ["kid_id", "x", "y", "rot", "face_up"]
    assert [f.name for f in fields(PlacedDie)] == ["die", "face", "by", "target"]
    seen_dice = False
    _, actions = play(R, 2)
    state = R.new_game(2, ["bot", "bot"])
    for index, action in enumerate(actions):
        state = R.apply(state, action)
        if index % 4:
            continue
        copy, before = copy_state(state), R.digest(state)
        assert R.digest(copy) == before              # (grids have no ==; they follow from the cards)
        assert [(p.cards, p.kids) for p in copy.players] == [(p.cards, p.kids) for p in state.players]
        assert copy.dice_placed == state.dice_placed
        for p in copy.players:
            for placed in list(p.cards.values()) + list(p.kids.values()):
                placed.x += 1
        for die in copy.dice_placed:
            die.target["seat"] = 9
            seen_dice = True
        copy.deck.append(-1)
        assert R.digest(state) == before != R.digest(copy)
    assert seen_dice and R.is_over(state)
