"""A beginner Fortify player: it builds compactly and likes closing rooms, aims Wilds at the Base,
and otherwise plays like :mod:`random_bot`. Still only legal actions, through the same path as a
person; cheap enough to run every frame of an autoplay demo (it scores a sample of placements)."""
from __future__ import annotations

import random

from ..rules.base import Action
from . import random_bot

#: Placements scored per decision (each costs one grid copy + enclosure count, about 0.5 ms).
SAMPLE = 24


def _room_cells(grid) -> int:
    return sum(len(room.free) for room in grid.enclosures() if room.clear)


def _score_place(rules, state, seat: int, action: Action, base_rooms: int) -> float:
    player = state.players[seat]
    card = player.hand[0]
    face = rules.card_face(card, action["rot"])
    grid = player.grid.copy()
    grid.place_card(card, rules.card_spec(card).colour, face, action["x"], action["y"])
    touching = sum(
        1 for dx, dy in face.boxes
        for nx, ny in ((action["x"] + dx + 1, action["y"] + dy), (action["x"] + dx - 1, action["y"] + dy),
                       (action["x"] + dx, action["y"] + dy + 1), (action["x"] + dx, action["y"] + dy - 1))
        if 0 <= nx < grid.width and 0 <= ny < grid.height and grid.kind(nx, ny) in "BGYRX"
        and grid.card_at(nx, ny) != card
    )
    return 3.0 * (_room_cells(grid) - base_rooms) + touching - 0.05 * action["y"]


def choose(rules, state, seat: int, rng: random.Random) -> Action | None:
    """One legal action for ``seat`` (None when it may not act); ``grab``'s ``ms`` left None."""
    actions = rules.legal_actions(state, seat)
    if not actions:
        return None
    places = [a for a in actions if a["type"] == "place"]
    if places:
        base_rooms = _room_cells(state.players[seat].grid)
        sample = rng.sample(places, min(SAMPLE, len(places)))
        return dict(max(sample, key=lambda a: (_score_place(rules, state, seat, a, base_rooms), rng.random())))
    wild_on_base = [a for a in actions if a["type"] == "place_die" and a["target"]["kind"] == "base"
                    and rules.die_face(state, seat, a["die"]) == "wild"]
    if wild_on_base:
        return dict(wild_on_base[0])
    return random_bot.choose(rules, state, seat, rng)
