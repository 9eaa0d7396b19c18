"""The contract every registered game's rules keep (STYLE.md "The shape we want"; issue 6 item 7,
issue 7 "The referee must refuse what is not legal"). Parametrized over every registry entry whose
rules import, so a new game is held to it the day its rules land, and over the tests' own toy game
(``tests/fixtures/toygame``). Every threshold scales from the size each game declares
(``GameEntry.typical_game_length`` / ``max_game_length``).

Seeded loops stay small here (the whole suite has a CPU budget); the soak command plays thousands:
``python -m fort_desktop.soak GAME --games 1000``.
"""
from __future__ import annotations

import copy
import json
import random

import pytest

from fort_desktop.rules.base import GameRules, Progress, Refusal

from .probes import action_examples, as_json, bad_actions, every_game, plain, playout, registered, states_along

ENTRIES = every_game()
IDS = [entry.name for entry in ENTRIES]
#: Whole random games per check.
GAMES = 8
#: States apart along a game where the wrong actions are thrown, and wrong actions per state.
EVERY, WRONG_PER_STATE = 6, 25
#: A declared typical length is honest within this factor of the median random game.
LENGTH_FACTOR = 3


@pytest.fixture(params=ENTRIES, ids=IDS)
def entry(request, monkeypatch):
    return registered(monkeypatch, request.param)


def test_the_rules_speak_the_shared_interface(entry):
    rules = entry.load_rules()
    assert isinstance(rules, GameRules)
    assert (rules.name, rules.min_seats, rules.max_seats) == (entry.name, entry.min_seats, entry.max_seats)


def test_random_games_end_and_keep_every_invariant_after_every_action(entry):
    rules = entry.load_rules()
    lengths = []

    def check(state, action):
        problems = rules.invariants(state)
        assert problems == [], f"after {action}: {problems}"

    for seed in range(GAMES):
        state, actions = playout(entry, seed, check=check)
        assert rules.is_over(state) and rules.result(state) is not None
        assert all(rules.legal_actions(state, s) == [] for s in range(entry.min_seats))
        lengths.append(len(actions))
    state, actions = playout(entry, GAMES, check=check, choose=entry.load_bot())  # the game's own bot
    assert rules.is_over(state) and len(actions) <= entry.max_game_length
    assert min(lengths) > 0 and max(lengths) <= entry.max_game_length


def test_the_declared_typical_length_is_near_the_median_random_game(entry):
    lengths = sorted(len(playout(entry, seed)[1]) for seed in range(GAMES))
    median = lengths[len(lengths) // 2]
    assert entry.typical_game_length / LENGTH_FACTOR <= median <= entry.typical_game_length * LENGTH_FACTOR, \
        f"{entry.name} declares {entry.typical_game_length} actions; random games take {lengths}"


def test_every_seat_count_plays_to_an_end(entry):
    rules = entry.load_rules()
    for seats in range(entry.min_seats, entry.max_seats + 1):
        state, actions = playout(entry, 100 + seats, seats=seats)
        assert rules.result(state) is not None and len(actions) <= entry.max_game_length


def test_a_seed_and_the_action_list_replay_to_the_same_digest(entry):
    rules = entry.load_rules()
    for seed in range(3):
        final, actions = playout(entry, seed)
        state = rules.new_game(seed, ["human"] * entry.min_seats, entry.default_options(entry.min_seats))
        for action in actions:
            state = rules.apply(state, json.loads(json.dumps(action)))  # as a save holds it
        assert rules.digest(state) == rules.digest(final)


def test_progress_names_the_acting_seats_in_data_and_words(entry):
    rules = entry.load_rules()
    for state, _ in states_along(entry, 1, every=7):
        progress = rules.progress(state)
        assert isinstance(progress, Progress) and progress.text
        assert list(progress.acting) == list(rules.acting_seats(state))


def test_apply_never_changes_the_state_or_the_action_it_was_given(entry):
    rules = entry.load_rules()
    rng = random.Random(5)
    for state, _ in states_along(entry, 2, every=9):
        before, digest = plain(state), rules.digest(state)
        acting = rules.acting_seats(state)
        tried = [a for s in acting for a in rng.sample(rules.legal_actions(state, s), min(4, len(rules.legal_actions(state, s))))]
        tried = [rules.complete_action(state, a, 500) if hasattr(rules, "complete_action") else a for a in tried]
        tried += list(bad_actions(rules, state, {}, rng, 10))
        for action in tried:
            kept = copy.deepcopy(action)
            rules.apply(state, action)
            assert action == kept
        assert rules.digest(state) == digest and plain(state) == before


def test_wrong_actions_of_every_shape_are_refused_with_a_reason_and_never_raise(entry):
    rules = entry.load_rules()
    rng = random.Random(9)
    examples = action_examples(entry)
    refused = 0
    for seed in (3, 4):
        for state, _ in states_along(entry, seed, every=EVERY):
            digest = rules.digest(state)
            for action in bad_actions(rules, state, examples, rng, WRONG_PER_STATE):
                result = rules.apply(state, action)
                assert isinstance(result, Refusal), f"accepted {action!r} in phase {rules.progress(state).phase}"
                assert isinstance(result.reason, str) and result.reason.strip()
                refused += 1
            assert rules.digest(state) == digest
    # two games of about the declared length give 2 * (length / EVERY + 1) states: at least half
    # of them must have been thrown their full share
    assert refused > WRONG_PER_STATE * (entry.typical_game_length // EVERY + 1)


def test_views_and_log_lines_hold_none_of_the_secrets_of_their_reader(entry):
    rules = entry.load_rules()
    checked = 0
    for state, actions in states_along(entry, 4, every=5):
        for seat in [None, *range(entry.min_seats)]:
            secrets = rules.secrets(state, seat)
            shown = as_json(rules.view(state, seat))
            assert not [s for s in secrets if s in shown], f"view for {seat} leaks"
            for acting in rules.acting_seats(state):
                for action in rules.legal_actions(state, acting)[:5]:
                    words = rules.describe(state, action, seat)
                    assert not [s for s in secrets if s in words]
            checked += len(secrets)
    assert checked > 0  # the game had secrets to keep


def test_a_spectators_secrets_are_really_in_the_full_state(entry):
    """The secrets check above can fail: the whole state (as JSON) shows what views must hide."""
    rules = entry.load_rules()
    state = rules.new_game(1, ["human"] * entry.min_seats, entry.default_options(entry.min_seats))
    secrets = rules.secrets(state, None)
    shown = as_json(state)
    assert secrets and all(s in shown for s in secrets)
