"""Fortify's coach (issue 14 item 2): a seat's legal choices in players' words, grouped (a card's
many places are one choice), with what they give in numbers ("the best place closes a room of 6
boxes"; "3 places in a Clear room").

It reads the seat's own play area and hand (both its own) and the dice it rolled, never the other
player's half of a raced step: the words are the log's lines for the seat itself.
"""
from __future__ import annotations

from typing import Any

from ..base import Action
from ..coaching import CoachChoice, imperative, plural
from .state import FortifyState

#: Places of one card tried for "the best place" (each costs a grid copy, about 0.5 ms).
SAMPLE = 40


def _room_boxes(grid: Any) -> int:
    return sum(len(room.free) for room in grid.enclosures() if room.clear)


def _best_room_gain(rules: Any, state: FortifyState, seat: int, places: list[Action]) -> int:
    player = state.players[seat]
    card = player.hand[0]
    base = _room_boxes(player.grid)
    best = 0
    step = max(1, len(places) // SAMPLE)
    for action in places[::step]:
        grid = player.grid.copy()
        grid.place_card(card, rules.card_spec(card).colour, rules.card_face(card, action["rot"]),
                        action["x"], action["y"])
        best = max(best, _room_boxes(grid) - base)
    return best


def choices(rules: Any, state: FortifyState, seat: int, actions: list[Action]) -> list[CoachChoice]:
    """``seat``'s legal ``actions`` as coach choices: all places of the card in hand as one, the
    places of each kind of Kid as one, every other action on its own."""
    me = (f"P{seat + 1}",)
    out: list[CoachChoice] = []
    places = [i for i, a in enumerate(actions) if a["type"] == "place"]
    if places:
        line = imperative(rules.describe(state, actions[places[0]], seat), me)
        card = line.split(" next to")[0].split(" turned")[0].replace("Place ", "", 1)
        gain = _best_room_gain(rules, state, seat, [actions[i] for i in places])
        out.append(CoachChoice(f"Place your {card.removeprefix('a ').removeprefix('an ')} ({plural(len(places), 'place')})",
                               f"the best place adds {plural(gain, 'box', 'boxes')} to Clear rooms" if gain
                               else "no place closes a room with it yet", tuple(places)))
    kids: dict[str, list[int]] = {}
    for i, a in enumerate(actions):
        if a["type"] == "recruit":
            kids.setdefault(str(a.get("kind")), []).append(i)
    for kind, members in kids.items():
        line = imperative(rules.describe(state, actions[members[0]], seat), me)
        out.append(CoachChoice(f"{line} ({plural(len(members), 'place')} in a Clear room)",
                               "a Kid face up in your fort at clean-up helps you", tuple(members)))
    for i, a in enumerate(actions):
        if a["type"] in ("place", "recruit"):
            continue
        line = imperative(rules.describe(state, a, seat), me)
        outcome = {"skip": "the card goes to the bottom of your pile; you see the next one",
                   "grab": "you stop this step; the first to grab is first in the next one",
                   "roll": "the dice show their faces; then you place them on targets"}.get(a["type"], "")
        if a["type"] == "grab":
            line = line.split(" after ")[0].replace(" and reached ", " and reach ")
        if a["type"] == "place_die":
            outcome = _die_outcome(a, seat, line)
        out.append(CoachChoice(line, outcome, (i,)))
    return out


def _die_outcome(action: Action, seat: int, line: str) -> str:
    """What a die placed gives at clean-up (rulebook "Resolve Blocks", "HIT")."""
    target = action.get("target") or {}
    if line.startswith("Put a Block"):
        return "it removes 1 Balloon hit from that target at clean-up"
    if target.get("kind") == "base":
        return "an unblocked Wild Balloon on the Base is a Hit: 3 Hits win"
    return "a Hit at clean-up unless it is blocked: the card is lost (a Kid flips)"
