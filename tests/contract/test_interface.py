"""One rules shape (issue 13 item 4), held by every registered game: the same files for the same
roles, the typed interface's optional verbs declared (not probed), ``view`` the same kind of thing
(a :class:`~fort_desktop.rules.base.View` that says itself as JSON) and ``new_game(..., chance=)``."""
from __future__ import annotations

import importlib.util
import json

import pytest

from fort_desktop.rules.base import GameRules, RulesBase, View
from fort_desktop.rules.chance import Chance

from .probes import importable_games, states_along

ENTRIES = importable_games()
IDS = [entry.name for entry in ENTRIES]
#: The modules every game's rules package holds, by role (rules/base.py).
ROLES = ("engine", "data", "state", "view", "describe", "invariants")
OPTIONAL_VERBS = ("complete_action", "describe_outcome", "for_options", "sides")


@pytest.fixture(params=ENTRIES, ids=IDS)
def entry(request):
    return request.param


def test_every_rules_package_has_one_module_per_role(entry):
    package = type(entry.load_rules()).__module__.rpartition(".")[0]
    missing = [role for role in ROLES if importlib.util.find_spec(f"{package}.{role}") is None]
    assert not missing, f"{package} lacks {missing}"
    assert importlib.import_module(f"{package}.engine").RULES is entry.load_rules()


def test_the_optional_verbs_are_declared_and_answer_without_a_probe(entry):
    rules = entry.load_rules()
    assert isinstance(rules, GameRules) and isinstance(rules, RulesBase)
    seats = entry.min_seats
    options = entry.default_options(seats)
    played = rules.for_options(options)
    state = played.new_game(1, ["bot"] * seats, options)
    seat = played.acting_seats(state)[0]
    action = played.legal_actions(state, seat)[0]
    completed = played.complete_action(state, action, 500)
    after = played.apply(state, completed)
    assert after, f"{completed} refused"
    assert all(isinstance(line, str) for line in played.describe_outcome(state, after, seat))
    assert all(set(side) <= set(range(seats)) for side in played.sides(state))
    assert all(callable(getattr(type(played), verb)) for verb in OPTIONAL_VERBS)


def test_every_view_is_a_view_that_says_itself_as_json_without_secrets(entry):
    rules = entry.load_rules()
    for state, _ in states_along(entry, 5, every=9):
        for seat in [None, *range(entry.min_seats)]:
            view = rules.view(state, seat)
            assert isinstance(view, View)
            text = json.dumps(view.to_json(), allow_nan=False)  # no default=: JSON-ready as it is
            assert not [s for s in rules.secrets(state, seat) if s in text]


def test_new_game_takes_a_chance_and_plays_from_it(entry):
    rules = entry.load_rules()
    seats = ["bot"] * entry.min_seats
    options = entry.default_options(entry.min_seats)
    chance = Chance(7)
    stacked = rules.new_game(7, seats, options, chance=chance)
    assert stacked.chance is chance
    assert rules.digest(stacked) == rules.digest(rules.new_game(7, seats, options))
    assert rules.digest(rules.new_game(7, seats, options, chance=Chance(8))) != rules.digest(stacked)
