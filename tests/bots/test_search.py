"""Hard, the search player (bots/search.py): honest (issue 16 item 2: changing only what its seat
may not see never changes its decision for the same rng), legal, and with a reason."""
from __future__ import annotations

import random

import pytest

from fort_desktop import games
from fort_desktop.bots import fort as fort_bot
from fort_desktop.bots import forfort as forfort_bot
from fort_desktop.bots import fortify as fortify_bot
from fort_desktop.bots import search

#: Small and uncapped, so a test's decision depends on nothing but its inputs.
TEST_BUDGET = search.Budget(sims=3, width=3, horizon=10, cap_s=1e9)


def _reach(game: str, actions: int, seed: int, choose, wanted=None):
    """A state of a Normal-vs-Normal game after ``actions`` actions, then on to the first decision
    ``wanted(actions)`` accepts (default: any with a choice)."""
    rules = games.get(game).load_rules()
    state = rules.new_game(seed, ["bot", "bot"])
    rng = random.Random(seed)
    done = 0
    while True:
        seat = rules.acting_seats(state)[0]
        legal = rules.legal_actions(state, seat)
        if done >= actions and len(legal) > 1 and (wanted is None or wanted(legal)):
            return rules, state, seat
        state = rules.apply(state, rules.complete_action(state, choose(rules, state, seat, rng), 600))
        done += 1


def _forfort_variant(state, seat, rng):
    """The same game with the rival's hand and keep (below its top) dealt anew and the seat's own
    keep below its top shuffled: nothing the seat sees changes."""
    other = state.copy()
    other.events = [dict(e) for e in state.events]
    rival = other.players[1 - seat]
    pool = rival.hand + rival.keep[:-1]
    rng.shuffle(pool)
    rival.hand, rest = pool[:len(rival.hand)], pool[len(rival.hand):]
    rival.keep = rest + rival.keep[-1:]
    mine = other.players[seat].keep
    below = mine[:-1]
    rng.shuffle(below)
    other.players[seat].keep = below + mine[-1:]
    return other


def _fort_variant(state, seat, rng):
    """The same game with the rival's hand, deck and discard below its top dealt anew, the
    seat's own deck, the Park deck and the Made-Up stack with the rival's rules shuffled."""
    other = state.clone()
    rival = other.boards[1 - seat]
    top = rival.discard[-1:]
    pool = rival.hand + rival.deck + rival.discard[:-1]
    rng.shuffle(pool)
    h, d = len(rival.hand), len(rival.deck)
    rival.hand, rival.deck, rival.discard = pool[:h], pool[h:h + d], pool[h + d:] + top
    rng.shuffle(other.boards[seat].deck)
    rng.shuffle(other.park_deck)
    rules_pool = rival.rules + other.made_up
    rng.shuffle(rules_pool)
    rival.rules, other.made_up = rules_pool[:len(rival.rules)], rules_pool[len(rival.rules):]
    return other


@pytest.mark.parametrize("game,glue,normal,variant,at", [
    ("forfort", search.FORFORT, forfort_bot.choose, _forfort_variant, 9),
    ("fort", search.FORT, fort_bot.choose, _fort_variant, 25),
])
def test_hard_decides_the_same_whatever_it_cannot_see(game, glue, normal, variant, at):
    differs = 0
    for seed in (1,):
        rules, state, seat = _reach(game, at, seed, normal, glue.worth)
        other = variant(state, seat, random.Random(seed))
        assert rules.view(other, seat).to_json() == rules.view(state, seat).to_json()
        differs += rules.digest(other) != rules.digest(state)
        decisions = []
        for s in (state, other):
            search.forget()
            decisions.append(search.search_why(rules, s, seat, random.Random(7), glue, TEST_BUDGET))
        assert decisions[0] == decisions[1]
        assert decisions[0][0] in rules.legal_actions(state, seat)
        assert decisions[0][1]                              # a reason in words
        search.forget()
        dealt = [rules.digest(rules.sample(s, rules.observe(None, rules.view(s, seat)), random.Random(3)))
                 for s in (state, other)]
        assert dealt[0] == dealt[1]
    assert differs == 1                                     # the variant really hid something else


def test_hard_fortify_decides_from_its_own_view(monkeypatch):
    # the wall-clock cap is a safety only: on a loaded machine it cut one of the two decisions
    # short, so they differed for the machine's sake, not the hidden cards'
    from fort_desktop.bots import fortify_hard
    monkeypatch.setattr(fortify_hard, "CAP_S", 60.0)
    rules, state, seat = _reach("fortify", 2, 4, fortify_bot.choose,
                                lambda legal: any(a["type"] == "place" for a in legal))
    other = rules.copy(state)
    rng = random.Random(5)
    rng.shuffle(other.deck)
    rival = other.players[1 - seat]
    rival.hand = list(reversed(rival.hand))
    assert rules.view(other, seat).to_json() == rules.view(state, seat).to_json()
    assert rules.digest(other) != rules.digest(state)
    picks = [search.choose_fortify_why(rules, s, seat, random.Random(9)) for s in (state, other)]
    assert picks[0] == picks[1] and picks[0][0]["type"] == "place" and picks[0][1]


def test_hard_plays_a_whole_forfort_game_legally():
    rules = games.get("forfort").load_rules()
    state = rules.new_game(11, ["bot", "bot"])
    rng = random.Random(11)
    budget = search.Budget(sims=2, width=2, horizon=6, cap_s=1e9)
    while not rules.is_over(state):
        seat = rules.acting_seats(state)[0]
        if seat == 0:
            action, _ = search.search_why(rules, state, seat, rng, search.FORFORT, budget)
        else:
            action = forfort_bot.choose(rules, state, seat, rng)
        after = rules.apply(state, action)
        assert after, after
        state = after
    assert rules.result(state) is not None


def test_normal_pick_stands_unless_another_leads_clearly():
    """Hard overturns Normal's pick (candidate 0) only on a paired lead of more than ``prior`` +
    ``z`` standard errors over enough deals; then it takes the largest such lead."""
    budget = search.Budget(sims=8, width=3, horizon=None, cap_s=1.0, prior=0.02, z=1.0)
    few = [[0.0, 0.0], [1.0, 1.0], [0.5, 0.5]]  # a lead, but over too few deals
    assert search.MIN_DEALS_TO_SWITCH > 2 and search._pick(few, budget) == 0
    noisy = [[0.0] * 4, [1.0, -1.0, 1.0, -0.5], [0.0] * 4]  # mean lead 0.125, standard error ~0.5
    assert search._pick(noisy, budget) == 0
    clear = [[0.0] * 4, [0.3, 0.4, 0.3, 0.4], [0.5, 0.6, 0.5, 0.6]]
    assert search._pick(clear, budget) == 2
    ties = [[0.0] * 4, [0.0] * 4, [0.01] * 4]  # a lead smaller than the prior
    assert search._pick(ties, budget) == 0


def test_candidates_with_the_same_futures_give_their_place_to_the_next():
    """After the screening deals, a candidate whose outcomes equal a better-ranked one's in every
    deal is dropped; Normal's pick (0) always stays, and at most ``width`` play on."""
    outcomes = [[0.5, 0.7], [0.5, 0.7], [0.4, 0.7], [0.5, 0.7], [0.9, 0.1], [0.2, 0.2]]
    assert search._distinct(outcomes, 3) == [0, 2, 4]
    assert search._distinct(outcomes, 2) == [0, 2]
    assert search._distinct([[0.5], [0.5]], 4) == [0]


def test_fort_rollouts_play_to_the_end_once_a_fort_is_one_level_from_it():
    """Fort's rollouts stop two turns on at 2 seats, but not once a Fort reaches level 4 (or the
    end is triggered): then the end's timing decides and the game is played out."""
    rules = games.get("fort").load_rules()
    state = rules.new_game(3, ["bot", "bot"])
    assert search._fort_last_turn(state) == state.turn_no + 2
    state.boards[1].level = search.FORT_ENDGAME_LEVEL
    assert search._fort_last_turn(state) == float("inf")


def test_in_a_rushed_rollout_only_the_rivals_play_the_rival_policy():
    """A Fort rollout with ``rivals_rush`` plays the searching seat by Normal and its rival by the
    rusher (bots/fort.py); without it both by Normal."""
    rules = games.get("fort").load_rules()
    state = rules.new_game(3, ["bot", "bot"])
    movers: list[tuple[str, int]] = []

    def by(name):
        def policy(rules, state, seat, rng):
            movers.append((name, seat))
            return search._fort_policy(rules, state, seat, rng)
        return policy

    glue = search.Glue(scores=fort_bot.scored, policy=by("normal"), value=search._fort_value, scale=6.0,
                       worth=lambda actions: True, reason=fort_bot.reason_of, in_place=True,
                       rival_policy=by("rusher"), rival_share=1.0)
    assert search.FORT.rival_policy is search._fort_rush_policy
    view = rules.view(state, 0)
    assert search._fort_rush_share(view, 0) == search.FORT_RUSH_SHARE < 1
    view["seats"][1]["level"] = 2                          # the rival builds faster: likelier a rush
    assert search._fort_rush_share(view, 0) == search.FORT_RUSH_SHARE_AHEAD > search.FORT_RUSH_SHARE
    search._rollout(rules, state.clone(), 0, random.Random(1), glue, 60, rivals_rush=True)
    assert {n for n, s in movers if s == 0} == {"normal"} and {n for n, s in movers if s == 1} == {"rusher"}
    movers.clear()
    search._rollout(rules, state.clone(), 0, random.Random(1), glue, 60)
    assert {n for n, _ in movers} == {"normal"}
