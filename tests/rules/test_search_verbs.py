"""The verbs a search player needs (base.py SearchRules; issue 16 item 3), for every game: the
sampler deals states the seat cannot tell from the real one, the fast move equals the checked
one, the memory is right, and copy and score behave."""
from __future__ import annotations

import functools
import random

import pytest

from fort_desktop import games
from fort_desktop.bots import random_bot
from fort_desktop.rules.base import SearchRules
from fort_desktop.rules.forfort import RULES as FORFORT
from fort_desktop.rules.forfort import search as forfort_search

#: (game, seats, actions walked): enough to reach draws, reshuffles and keep tops, yet fast.
WALKS = [("forfort", 2, 40), ("forfort", 4, 20), ("fort", 2, 40), ("fort", 3, 60), ("fortify", 2, 24)]


@functools.cache
def _walk(game: str, seats: int, steps: int, seed: int = 5) -> list:
    """(rules, state, acting seat, knowledge by seat, action) at each step of a random game
    (walked once per test session: nothing here mutates a state)."""
    return list(_walking(game, seats, steps, seed))


def _walking(game: str, seats: int, steps: int, seed: int):
    rules = games.get(game).load_rules()
    state = rules.new_game(seed, ["bot"] * seats)
    rng = random.Random(seed)
    known: list = [None] * seats
    action = None
    for _ in range(steps):
        if rules.is_over(state):
            return
        known = [rules.observe(known[s], rules.view(state, s), action) for s in range(seats)]
        seat = rules.acting_seats(state)[0]
        action = rules.complete_action(state, random_bot.choose(rules, state, seat, rng), 700)
        yield rules, state, seat, known, action
        state = rules.apply(state, action)


@pytest.mark.parametrize("game", ["forfort", "fort", "fortify"])
def test_every_game_declares_the_search_verbs(game):
    assert isinstance(games.get(game).load_rules(), SearchRules)


@pytest.mark.parametrize("game,seats,steps", WALKS)
def test_a_dealt_state_shows_the_seat_exactly_its_view(game, seats, steps):
    dealt_any = 0
    for rules, state, seat, known, _ in _walk(game, seats, steps):
        dealt = rules.sample(state, known[seat], random.Random(len(known)))
        if dealt is None:
            continue
        dealt_any += 1
        assert rules.view(dealt, seat).to_json() == rules.view(state, seat).to_json()
        assert rules.invariants(dealt) == []
        assert rules.acting_seats(dealt) == rules.acting_seats(state)
    assert dealt_any > steps // 2


@pytest.mark.parametrize("game,seats,steps", WALKS)
def test_the_fast_move_is_the_checked_move_on_legal_moves(game, seats, steps):
    for rules, state, _seat, _known, action in _walk(game, seats, steps):
        before = rules.digest(state)
        fast = rules.apply_fast(state, action)
        assert rules.digest(fast) == rules.digest(rules.apply(state, action))
        assert rules.digest(state) == before          # never mutates
        copied = rules.copy(state)
        assert copied is not state and rules.digest(copied) == before


def test_the_deal_changes_what_the_seat_cannot_see():
    """The sampler really deals: a rival's first hand differs across deals (else a search would
    read the real one); later the memory may pin it down."""
    for rules, state, seat, known, _ in _walk("forfort", 2, 3):
        pass
    rival = 1 - seat
    hands = {tuple(rules.sample(state, known[seat], random.Random(i)).players[rival].hand) for i in range(8)}
    assert len(hands) > 1


def test_forfort_remembers_keep_tops_that_went_to_a_hand():
    remembered = 0
    for rules, state, _seat, known, _ in _walk("forfort", 2, 40):
        for me in range(2):
            rival = 1 - me
            hand = forfort_search.known_hand(FORFORT.ctx, known[me], rival)
            assert set(hand) <= set(state.players[rival].hand)
            remembered += len(hand)
            dealt = rules.sample(state, known[me], random.Random(1))
            assert set(hand) <= set(dealt.players[rival].hand)
    assert remembered > 0


def test_fort_remembers_whose_each_card_is():
    seen = 0
    for _rules, state, seat, known, _ in _walk("fort", 3, 60):
        for card, owner in known[seat].seen["owner"].items():
            play = state.play or {}
            assert card in state.boards[owner].owned() or card == play.get("card") or card in play.get("adds", [])
            seen += 1
    assert seen > 0


def test_score_is_the_end_count_now():
    for game in ("forfort", "fort", "fortify"):
        rules = games.get(game).load_rules()
        state = rules.new_game(3, ["bot", "bot"])
        assert [rules.score(state, s) for s in range(2)] == [rules.score(rules.copy(state), s) for s in range(2)]
    fort = games.get("fort").load_rules()
    state = fort.new_game(3, ["bot", "bot"])
    assert fort.score(state, 0) == fort.result(state.__class__(**{**state.__dict__, "over": True})).scores[0][0]
