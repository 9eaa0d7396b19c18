"""Fort's fast search verbs (rules/fort/search.py): ``best_legal`` is the best of ``legal_actions``
whatever the values (plays, follows and adds are tested for legality best first only),
``advance`` is ``apply_fast`` in place, ``view_fast`` equals ``view``."""
from __future__ import annotations

import json
import random

from fort_desktop.bots import fort as fort_bot
from fort_desktop.rules.fort import RULES


def _walk(seed: int, seats: int, steps: int):
    """States of a game played by Normal and random moves (every decision kind turns up)."""
    state = RULES.new_game(seed, ["bot"] * seats)
    rng = random.Random(seed)
    for _ in range(steps):
        if RULES.is_over(state):
            return
        seat = RULES.acting_seats(state)[0]
        yield state, seat
        actions = RULES.legal_actions(state, seat)
        action = rng.choice(actions) if rng.random() < 0.3 else fort_bot.choose(RULES, state, seat, rng)
        state = RULES.apply(state, action)


def _key(action) -> str:
    return json.dumps(action, sort_keys=True)


def test_best_legal_is_the_best_legal_action_for_any_values():
    kinds = set()
    for state, seat in _walk(3, 2, 45):
        legal = RULES.legal_actions(state, seat)
        kinds.add(state.pending["kind"] if state.pending else state.phase)
        rng = random.Random(len(legal))
        # values for illegal plans too (best_legal values every plan it might play): a high value
        # on an illegal plan must not be chosen
        drawn: dict[str, float] = {}

        def random_value(action, drawn=drawn, rng=rng):
            return drawn.setdefault(_key(action), rng.choice([-1.0, -0.5, 0.0, 1.0, 2.0]))

        normal_value = fort_bot.valuer(RULES, RULES.view(state, seat), seat)
        for value in (random_value, normal_value, lambda action: 0.0):
            want = legal[max(range(len(legal)), key=lambda i: (value(legal[i]), -i))]
            assert RULES.best_legal(state, seat, value) == want
    assert {"play", "add", "follow"} <= kinds


def test_advance_is_the_fast_move_in_place_and_view_fast_is_the_view():
    for state, seat in _walk(4, 3, 30):
        assert RULES.view_fast(state, seat) == RULES.view(state, seat)
        action = RULES.legal_actions(state, seat)[-1]
        want = RULES.digest(RULES.apply_fast(state, action))
        mine = RULES.copy(state)
        assert RULES.advance(mine, action) is mine
        assert RULES.digest(mine) == want
