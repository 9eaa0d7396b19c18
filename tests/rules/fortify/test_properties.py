"""Invariants over seeded random playouts (hundreds of whole games between random bots)."""
import random

from hypothesis import given, settings, strategies as st

from fort_desktop.bots import random_bot
from fort_desktop.rules.fortify.state import THROW
from fort_desktop.rules.playout import fill_race_time, play

from .fortify_helpers import R, all_cards, all_kids

GAMES = 200


def _checked_playout(seed: int):
    """Play one game, checking after every action that no card is lost or duplicated and that
    every Fort Card in play is connected to its Base while dice are placed (fortify.md 5)."""
    rng = random.Random(seed)
    state = R.new_game(seed, ["bot", "bot"])
    actions, counts = [], {}
    while not R.is_over(state):
        seat = R.acting_seats(state)[0]
        key = (state.round, state.phase, seat)
        action = fill_race_time(random_bot.choose(R, state, seat, rng), counts.get(key, 0), 600)
        state = R.apply(state, action)
        assert state, f"seed {seed}: a legal action was refused: {action}"
        counts[key] = counts.get(key, 0) + 1
        actions.append(action)
        assert sorted(all_cards(state)) == list(range(60)), f"seed {seed}: Fort Cards after {action}"
        assert sorted(all_kids(state)) == list(range(36)), f"seed {seed}: Kid Cards after {action}"
        if state.phase == THROW:
            for p in state.players:
                assert p.grid.disconnected_cards() == set(), f"seed {seed}: loose card in Part II"
        assert len(actions) < 5000, f"seed {seed}: the game does not end"
    return state, actions


def test_hundreds_of_games_end_and_keep_every_card():
    rounds = []
    for seed in range(GAMES):
        state, _ = _checked_playout(seed)
        result = R.result(state)
        assert result is not None and result.rounds >= 1
        rounds.append(result.rounds)
    assert max(rounds) <= R.data.rules["round_limit"]


def test_a_seed_and_the_action_list_replay_to_the_same_digest():
    for seed in range(0, GAMES, 10):
        final, actions = play(R, seed)
        state = R.new_game(seed, ["human", "human"])
        for action in actions:
            state = R.apply(state, action)
        assert R.digest(state) == R.digest(final)


def test_different_seeds_give_different_games():
    digests = {R.digest(play(R, seed)[0]) for seed in range(10)}
    assert len(digests) == 10


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), bot_seed=st.integers(min_value=0, max_value=1000))
def test_any_seed_plays_to_an_end_with_a_result(seed, bot_seed):
    state, _ = play(R, seed, bot_seed)
    result = R.result(state)
    assert result.winners in ((), (0,), (1,))
    assert R.legal_actions(state, 0) == [] and R.legal_actions(state, 1) == []


def test_apply_never_changes_the_state_it_was_given():
    state = R.new_game(5, ["bot", "bot"])
    before = R.digest(state)
    for action in R.legal_actions(state, 0)[:50]:
        R.apply(state, dict(action, ms=1) if action["type"] == "grab" else action)
    assert R.digest(state) == before


def test_view_hides_the_other_players_dice_and_times_during_the_race():
    seed = 3
    state = R.new_game(seed, ["human", "human"])
    rng = random.Random(0)
    while not (state.phase == THROW and state.dice_placed and not all(p.done for p in state.players)):
        seat = R.acting_seats(state)[0]
        state = R.apply(state, fill_race_time(random_bot.choose(R, state, seat, rng), 0, 600))
    placer = state.dice_placed[0].by
    other = 1 - placer
    assert all(d.by == other for d in R.view(state, other).dice_placed)
    assert R.view(state, placer).dice_placed
    assert all(p.race_ms is None for p in R.view(state, other).players)
    assert R.view(state, other).rng is None and None in R.view(state, other).deck


def test_the_fortify_bot_plays_legal_games_and_recruits_more_than_a_random_placer():
    from fort_desktop.bots import fortify_bot, random_bot

    recruits = {"fortify": 0, "random": 0}
    for seed in range(12):
        for name, chooser in (("fortify", fortify_bot.choose), ("random", random_bot.choose)):
            state, actions = play(R, seed, choose=chooser)
            assert R.is_over(state) and sorted(all_cards(state)) == list(range(60))
            recruits[name] += sum(1 for a in actions if a["type"] == "recruit")
    assert recruits["fortify"] > 1.5 * recruits["random"], recruits
