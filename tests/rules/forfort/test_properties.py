"""Whole seeded games between random and scoring computer players at 2, 3 and 4 seats, teams and
solo: invariants after every action, every game ends, a replay gives the same digest, and
``apply`` never changes the state it is given."""
import random

import pytest

from fort_desktop.bots import random_bot
from fort_desktop.bots.forfort import choose as scoring_bot
from fort_desktop.rules.forfort import RULES as R

CONFIGS = [(2, None), (3, None), (4, None), (4, {"four_player_mode": "solo"})]
RANDOM_GAMES = 24
BOT_GAMES = 12
MAX_ACTIONS = 2000


def _play(seed, seats, options, bot, check_input=False):
    state = R.new_game(seed, ["bot"] * seats, options)
    rng = random.Random(seed)
    actions = []
    while not R.is_over(state):
        assert len(actions) < MAX_ACTIONS, f"seed {seed}: no end"
        seat = R.acting_seats(state)[0]
        action = bot(R, state, seat, rng)
        before = R.digest(state) if check_input else None
        new = R.apply(state, action)
        assert new, f"seed {seed}: {action} refused: {new.reason}"
        if check_input:
            assert R.digest(state) == before, f"seed {seed}: apply changed its input"
        problems = R.invariants(new)
        assert not problems, f"seed {seed} after {action}: {problems}"
        actions.append(action)
        state = new
    return state, actions


@pytest.mark.parametrize("seats,options", CONFIGS)
def test_random_games_keep_every_card_and_end(seats, options):
    kinds = set()
    for seed in range(RANDOM_GAMES):
        state, _ = _play(seed, seats, options, random_bot.choose)
        result = R.result(state)
        assert result.winners and result.rounds >= 1
        kinds.add(result.reason.split(":")[0])
    assert kinds <= {"fort finished", "keep empty", "max turns"}


@pytest.mark.parametrize("seats,options", CONFIGS)
def test_scoring_bot_games_keep_every_card_and_end(seats, options):
    for seed in range(BOT_GAMES):
        state, _ = _play(1000 + seed, seats, options, scoring_bot)
        assert R.result(state).winners


@pytest.mark.parametrize("seats,options", CONFIGS)
def test_a_seed_and_the_action_list_replay_to_the_same_digest(seats, options):
    for seed in range(3):
        final, actions = _play(seed, seats, options, random_bot.choose, check_input=True)
        state = R.new_game(seed, ["human"] * seats, options)
        for action in actions:
            state = R.apply(state, action)
        assert R.digest(state) == R.digest(final)


def test_different_seeds_deal_different_games():
    assert len({R.digest(R.new_game(seed, ["bot", "bot"])) for seed in range(10)}) == 10


def test_at_four_in_teams_partners_always_win_together():
    for seed in range(20):
        state, _ = _play(seed, 4, None, random_bot.choose)
        winners = set(R.result(state).winners)
        assert winners in ({0, 2}, {1, 3}, {0, 1, 2, 3})


#: Every interpretation switch's other value(s) (rules.yaml), played through whole games.
VARIANTS = [
    {"protected_exemption": "spare_protected_in_stack"}, {"siege_weapons_hit_armies": True},
    {"army_blocked_behaviour": "destroy_army"}, {"bonus_turn_advances_armies": False},
    {"drawbridge_max_per_turn": 2}, {"effect_card_discarded": "before"}, {"mason_triggers_combos": False},
    {"mason_may_place_camps": False}, {"double_mason_cards": "walls_and_camps"}, {"combos_mandatory": False},
    {"camp_in_partner_fort": False}, {"pass_then": "no_draw"}, {"pass_allows_drawbridge": True},
    {"win_check": "after_combos"}, {"end_trigger": "end_of_turn"}, {"team_score": "best"},
    {"start_player": "first_seat"}, {"garrison_defeat_scope": "any_fort"},
    {"army_entering_destroys": "top_card"}, {"hand_size": 2, "camps_start": 0, "armies_per_player": 1},
]


@pytest.mark.parametrize("overrides", VARIANTS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()))
def test_every_switch_the_other_way_still_plays_sound_games(overrides):
    rules = R.with_settings(**overrides)
    for seed, seats in ((1, 2), (2, 4)):
        state = rules.new_game(seed, ["bot"] * seats)
        rng = random.Random(seed)
        for _ in range(MAX_ACTIONS):
            if rules.is_over(state):
                break
            state = rules.apply(state, random_bot.choose(rules, state, rules.acting_seats(state)[0], rng))
            assert state and rules.invariants(state) == [], (overrides, getattr(state, "reason", ""))
        assert rules.is_over(state)
