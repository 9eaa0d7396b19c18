"""Fortify's strengths (issue 16): Hard plans its fort and its dice (bots/fortify_hard.py) from its
own view; Easy builds as a beginner (bots/easy.py). Hand-built positions, each decided once."""
from __future__ import annotations

import random

from fort_desktop.bots import easy, search
from fort_desktop.bots import fortify as fortify_bot
from fort_desktop.rules.fortify.state import RECRUIT, PlacedDie
from tests.rules.fortify.helpers import R, act, card, new, room, stack_hand, to_throw


def _hard(state, seat: int = 0, n: int = 3):
    return search.choose_fortify_why(R, state, seat, random.Random(n))


def test_hard_throws_its_wild_at_the_base_then_rerolls_a_useless_balloon():
    state = to_throw(new(1), {0: ["blue", "wild"], 1: ["red"]})
    action, why = _hard(state)
    assert action == {"type": "place_die", "seat": 0, "die": "black2", "target": {"kind": "base", "seat": 1}}
    assert "Base" in why
    state = act(state, **action)
    action, why = _hard(state)         # a blue balloon with no blue card of theirs: roll for a Block
    assert action["type"] == "roll" and "re-roll" in why


def test_hard_blocks_its_own_base_with_a_block():
    state = to_throw(new(2), {0: ["green", "block"], 1: ["wild"]})
    action, _ = _hard(state)
    assert action == {"type": "place_die", "seat": 0, "die": "black2", "target": {"kind": "base", "seat": 0}}


def test_hard_throw_decides_the_same_whatever_the_rivals_hidden_dice_show():
    state = to_throw(new(3), {0: ["yellow", "red"], 1: ["wild", "block"]})
    other = R.copy(state)
    other.players[1].rolled = {d: "blue" for d in other.players[1].rolled}
    other.dice_placed.append(PlacedDie("white9", "wild", 1, {"kind": "base", "seat": 0}))
    assert R.view(other, 0).to_json() == R.view(state, 0).to_json()
    assert R.digest(other) != R.digest(state)
    assert _hard(state) == _hard(other)


def _recruiting(seed: int):
    state = new(seed)
    room(state, 0)
    state = act(state, type="grab", seat=0, ms=1)
    state = act(state, type="grab", seat=1, ms=2)
    assert state.phase == RECRUIT and state.recruit_seat == 0
    return state


def test_hard_recruits_a_thrower_into_a_room_that_fits_one():
    state = _recruiting(4)
    kinds = {a["kind"] for a in R.legal_actions(state, 0)}
    assert {"thrower", "builder"} <= kinds
    action, why = _hard(state)
    assert action["kind"] == "thrower" and "die" in why


def test_hard_closes_a_room_a_thrower_fits_when_its_card_can():
    state = new(5)
    c = card("red", "C")
    stack_hand(state, 0, [c, card("blue", "L")])
    action, _ = _hard(state)
    after = act(state, **action)
    rooms = [r for r in after.players[0].grid.enclosures() if r.clear]
    assert action["type"] == "place" and any("thrower" in r.fits for r in rooms)


def _build_round(kind: str, seed: int) -> int:
    """Both seats play round 1's build as ``kind``; the boxes of Clear rooms they end with."""
    chooser = {"easy": easy.choose_fortify, "normal": fortify_bot.choose}[kind]
    state = new(seed)
    rng = random.Random(seed)
    while state.phase == "build":
        seat = min(R.acting_seats(state))
        action = R.complete_action(state, chooser(R, state, seat, rng), 600)
        state = act(state, **action)
    return sum(len(r.free) for p in state.players for r in p.grid.enclosures() if r.clear)


def test_easy_builds_fewer_rooms_than_normal():
    seeds = range(4)
    assert sum(_build_round("easy", s) for s in seeds) < sum(_build_round("normal", s) for s in seeds)


def test_easy_turns_a_card_over_now_and_then(monkeypatch):
    state = new(6)
    monkeypatch.setattr(easy, "FORTIFY_SKIP", 1.0)
    assert easy.choose_fortify(R, state, 0, random.Random(1))["type"] == "skip"
    monkeypatch.setattr(easy, "FORTIFY_SKIP", 0.0)
    assert easy.choose_fortify(R, state, 0, random.Random(1))["type"] == "place"
