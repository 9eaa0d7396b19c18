"""The referee accepts exactly what is legal (issue 7, "The referee must refuse what is not legal"):
at random states of random games, many near-miss and random actions are thrown at ``apply``; each
is accepted exactly when the rules list it, and refused with a reason otherwise, never raising and
never changing the state. Plus the three cases the audit found."""
from __future__ import annotations

import json
import random

from fort_desktop.bots.playout import play
from fort_desktop.rules.base import Refusal
from fort_desktop.rules.fortify.engine import ACTION_FIELDS, KIND_ORDER
from fort_desktop.rules.fortify.state import BUILD, JERK, MEDIC

from .helpers import R, kid, new, put_kid, room, to_throw


def _strict(action) -> str:
    """``action`` as canonical JSON: ``True`` and ``1`` differ here (``==`` would mix them up)."""
    return json.dumps(action, sort_keys=True, default=repr)


def _is_legal(state, action) -> bool:
    """``action`` is one ``legal_actions`` lists, up to what the list leaves open: a grab's race
    time (any whole ms from 0) and a turn of a card that gives a face already listed."""
    if not isinstance(action, dict) or type(action.get("seat")) is not int or action["seat"] not in (0, 1):
        return False
    legal = R.legal_actions(state, action["seat"])
    if action.get("type") == "grab":  # listed with ms None: the submitter fills it in
        return (set(action) == {"type", "seat", "ms"} and type(action["ms"]) is int and 0 <= action["ms"] <= 2**31 - 1
                and {"type": "grab", "seat": action["seat"], "ms": None} in legal)
    if _strict(action) in {_strict(a) for a in legal}:
        return True
    if (action.get("type") == "recruit" and action.get("rot") == 1 and type(action["rot"]) is int
            and action.get("kind") in R.data.kid_sizes and len(set(R.data.kid_sizes[action["kind"]])) == 1):
        return _strict(dict(action, rot=0)) in {_strict(a) for a in legal}  # a square Kid turned
    if action.get("type") == "place" and set(action) == {"type", "seat", "x", "y", "rot"} \
            and all(type(action[k]) is int for k in ("x", "y", "rot")) and action["rot"] in range(4):
        face = R.card_face(state.players[action["seat"]].hand[0], action["rot"]) if state.players[action["seat"]].hand else None
        return any(a["type"] == "place" and (a["x"], a["y"]) == (action["x"], action["y"])
                   and R.card_face(state.players[a["seat"]].hand[0], a["rot"]) == face for a in legal)
    return False


def _candidates(state, rng: random.Random, count: int) -> list:
    legal = [a for s in (0, 1) for a in R.legal_actions(state, s)]
    ids = [c for p in state.players for c in p.cards] + [k for p in state.players for k in p.kids] + [0, 99]
    dice = ["black1", "black2", "white1", "white3", "cousin", "jerk", "red"]
    found = []
    for _ in range(count):
        roll = rng.random()
        if legal and roll < 0.5:
            action = dict(rng.choice(legal))
            key = rng.choice([k for k in action if k != "type"])
            if key == "seat":
                action["seat"] = rng.choice([0, 1, True, False, 2, -1, "0", None])
            elif key in ("x", "y", "rot", "kid", "ms"):
                action[key] = rng.choice([(action[key] or 0) + d for d in (-1, 1, 2)] + [True, 1.0, None, -5])
            elif key == "kind":
                action[key] = rng.choice(list(KIND_ORDER) + ["captain", 3])
            elif key == "die":
                action[key] = rng.choice(dice)
            elif key == "target":
                action[key] = rng.choice([
                    {"kind": "card", "seat": rng.choice([0, 1]), "id": rng.choice(ids)},
                    {"kind": "kid", "seat": rng.choice([0, 1]), "id": rng.choice(ids)},
                    {"kind": "base", "seat": rng.choice([0, 1, True])},
                    {"kind": "base", "seat": 0, "id": 1}, {"kind": "chain"}, [], "base"])
            if rng.random() < 0.1:
                action["extra"] = 1
        elif legal and roll < 0.6:
            action = dict(rng.choice(legal))
            if action["type"] == "grab":
                action["ms"] = rng.choice([0, 1, 2500, -1, 2**31])
        else:
            kind = rng.choice(list(ACTION_FIELDS))
            action = {"type": kind, "seat": rng.choice([0, 1])}
            for key in ACTION_FIELDS[kind]:
                action[key] = {"x": rng.randrange(-1, 37), "y": rng.randrange(-1, 21), "rot": rng.randrange(-1, 5),
                               "ms": rng.randrange(0, 9000), "kind": rng.choice(KIND_ORDER),
                               "die": rng.choice(dice), "kid": rng.choice(ids),
                               "target": {"kind": rng.choice(["card", "kid"]), "seat": rng.choice([0, 1]),
                                          "id": rng.choice(ids)}}[key]
        found.append(action)
    return found


def test_at_random_states_apply_accepts_exactly_the_legal_actions():
    rng = random.Random(11)
    accepted = refused = 0
    for seed in range(5):
        _, actions = play(R, seed)
        state = R.new_game(seed, ["bot", "bot"])
        for index, action in enumerate(actions):
            if index % 7 == 0:
                digest = R.digest(state)
                for candidate in _candidates(state, rng, 40):
                    result = R.apply(state, candidate)
                    legal = _is_legal(state, candidate)
                    assert isinstance(result, Refusal) != legal, (candidate, state.phase, getattr(result, "reason", ""), [a for a in R.legal_actions(state, candidate.get("seat") if isinstance(candidate, dict) and type(candidate.get("seat")) is int and candidate.get("seat") in (0, 1) else 0) if a["type"] == candidate.get("type")][:8])
                    if isinstance(result, Refusal):
                        assert result.reason.strip()
                        refused += 1
                    else:
                        accepted += 1
                assert R.digest(state) == digest
            state = R.apply(state, action)
    assert accepted > 100 and refused > 500


def test_a_medic_flip_is_refused_outside_the_medic_step():
    s = new(1)
    down = kid("thrower", "red")
    put_kid(s, 0, down, 2, 12, face_up=False)
    assert s.phase == BUILD
    refusal = R.apply(s, {"type": "medic", "seat": 0, "kid": down})
    assert isinstance(refusal, Refusal) and "building" in refusal.reason


def test_the_jerk_die_cannot_be_placed_again_in_the_medic_step():
    s = new(9)
    room(s, 0, "blue")
    put_kid(s, 0, kid("medic", "blue"), 15, 4)
    put_kid(s, 0, kid("thrower", "red"), 2, 12, face_up=False)
    put_kid(s, 0, kid("thrower", "green"), 5, 12, face_up=False)
    s = to_throw(s, {})
    s.phase, s.jerk, s.jerk_face, s.medic_seat, s.medic_left = MEDIC, 0, "wild", 0, [1, 0]
    again = {"type": "place_die", "seat": 0, "die": "jerk", "target": {"kind": "base", "seat": 1}}
    refusal = R.apply(s, again)
    assert isinstance(refusal, Refusal) and "Medics" in refusal.reason


def test_a_boolean_seat_is_no_seat():
    s = new(1)
    for seat in (True, False):
        refusal = R.apply(s, {"type": "grab", "seat": seat, "ms": 100})
        assert isinstance(refusal, Refusal) and "no such player" in refusal.reason


def test_the_jerk_die_is_placed_only_once_it_is_thrown():
    s = to_throw(new(9), {})
    s.phase, s.jerk, s.jerk_face = JERK, 0, None
    refusal = R.apply(s, {"type": "place_die", "seat": 0, "die": "jerk", "target": {"kind": "base", "seat": 1}})
    assert isinstance(refusal, Refusal) and "throw the Jerk Die first" in refusal.reason
