"""Properties over seeded games with the random and the greedy bot at 2, 3 and 4 seats: the
invariants hold after every action, every game ends, a replay gives the same digest, apply never
changes its input, and a seat that may not act is refused (issue 8 "Tests that must exist")."""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from fort_desktop.bots import fort as greedy
from fort_desktop.bots import random_bot
from fort_desktop.rules.base import Refusal

from .helpers import R

BOTS = {"random": random_bot.choose, "greedy": greedy.choose}


def _play(seed: int, seats: int, bot: str, options=None, check_input=False):
    st = R.new_game(seed, ["bot"] * seats, options or {})
    rng = random.Random(seed)
    actions = []
    while not R.is_over(st):
        assert len(actions) < 5000, "the game did not end"
        acting = R.acting_seats(st)
        assert acting, "nobody may act in an unfinished game"
        seat = acting[0]
        action = BOTS[bot](R, st, seat, rng)
        for other in (s for s in range(seats) if s not in acting):
            assert isinstance(R.apply(st, {**action, "seat": other}), Refusal)
            break
        before = R.digest(st) if check_input else None
        after = R.apply(st, action)
        assert not isinstance(after, Refusal), (action, after)
        if check_input:
            assert R.digest(st) == before
        problems = R.invariants(after)
        assert not problems, (action, problems)
        actions.append(action)
        st = after
    return st, actions


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_seeded_games_keep_the_invariants_and_end(seats, bot):
    for seed in range(6):            # 36 whole games over the six pairings
        st, _ = _play(seed, seats, bot)
        result = R.result(st)
        assert result.rounds <= st.settings["max_rounds"] and result.winners
        assert result.reason.split(":")[0] in ("level 5 reached", "max rounds")


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_replay_gives_the_same_digest(seats):
    st, actions = _play(100 + seats, seats, "random", check_input=True)
    replay = R.new_game(100 + seats, ["bot"] * seats)
    for action in actions:
        replay = R.apply(replay, action)
    assert R.digest(replay) == R.digest(st)


@settings(max_examples=12, deadline=None)
@given(seed=hs.integers(0, 10**6), seats=hs.sampled_from([2, 3, 4]),
       options=hs.fixed_dictionaries({}, optional={
           "voluntary_skip": hs.booleans(), "bf_at_discard": hs.sampled_from(["discard", "yard"]),
           "follower_counts_lookout": hs.booleans(), "follow_unused_public": hs.booleans(),
           "coin_led_any_follow": hs.booleans(), "lookout_coin_wild": hs.booleans(),
           "made_up_gain": hs.sampled_from(["draw2_keep1", "top1"]), "reshuffle": hs.sampled_from(["lazy", "eager"]),
           "prompt_all_followers": hs.booleans(), "recruit_from_deck": hs.booleans(), "draft_setup": hs.booleans()}))
def test_every_setting_combination_plays_to_the_end(seed, seats, options):
    st, _ = _play(seed, seats, "random", options)
    assert R.is_over(st)
