"""The Fortify computer player: a beginner who builds compactly and likes closing rooms, aims Wilds
at the Base, and otherwise plays a weighted random legal action (it places more than it skips, and
rarely stops early). Only legal actions, through the same path as a person; cheap enough to run
every frame of an autoplay demo (it scores a sample of placements)."""
from __future__ import annotations

import random

from ..rules.base import Action

#: Placements scored per decision (each costs one grid copy + enclosure count, about 0.5 ms).
SAMPLE = 24

#: Relative weight of one action of each type (per action, so many placements outweigh one skip).
WEIGHTS = {
    "place": 1.0,
    "skip": 2.0,
    "grab": 0.5,
    "recruit": 1.0,
    "roll": 3.0,
    "place_die": 4.0,
    "medic": 1.0,
}


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


def _any_card_fits(rules, state, seat: int) -> bool:
    """Whether some card of ``seat``'s hand has a legal place in its play area (any turn)."""
    player = state.players[seat]
    for card in set(player.hand):
        for rot in range(4):
            if player.grid.legal_positions(rules.card_face(card, rot)):
                return True
    return False


def weighted_choice(rules, state, seat: int, rng: random.Random) -> Action | None:
    """A weighted random legal action (:data:`WEIGHTS`): rolling opens Part II, a die is placed
    rather than re-rolled while it has a target, and grabbing mostly waits until nothing else is
    left. ``grab``'s ``ms`` is left None."""
    actions = rules.legal_actions(state, seat)
    if not actions:
        return None
    types = {a["type"] for a in actions}
    if "roll" in types and "place_die" not in types and len(types) <= 2 and rng.random() < 0.95:
        return next(dict(a) for a in actions if a["type"] == "roll")
    if len(types) > 1 and "grab" in types and rng.random() < 0.97:
        actions = [a for a in actions if a["type"] != "grab"]
    weights = [WEIGHTS.get(a["type"], 1.0) for a in actions]
    return dict(rng.choices(actions, weights=weights, k=1)[0])


def choose(rules, state, seat: int, rng: random.Random) -> Action | None:
    """One legal action for ``seat`` (None when it may not act); ``grab``'s ``ms`` left None."""
    return choose_why(rules, state, seat, rng)[0]


#: The reason of a weighted random pick, by its type (players' words: why, not what again).
WHY = {"place": "a place that fits", "skip": "to see the next card", "grab": "to be first to the Meeple",
       "recruit": "a Kid in a clear room counts for cards, dice and Medics",
       "roll": "every die is rolled before any is placed",
       "place_die": "the die's face has a target there",
       "medic": "a Medic heals a Kid"}
#: Why a die goes on a target, by the target's kind (rulebook "Clean Up": what a HIT does).
DIE_WHY = {"card": "a Fort Card hit in the clean-up is lost", "kid": "a Kid hit in the clean-up flips face down",
           "base": "a Wild Balloon on the Base is a Hit"}


def choose_why(rules, state, seat: int, rng: random.Random) -> tuple[Action | None, str]:
    """:func:`choose` with its reason in the game's words ("closes a room: 6 more boxes";
    "" when it may not act). Reads only ``seat``'s own play area, hand and dice."""
    actions = rules.legal_actions(state, seat)
    if not actions:
        return None, ""
    places = [a for a in actions if a["type"] == "place"]
    if not places and any(a["type"] == "skip" for a in actions) and not _any_card_fits(rules, state, seat):
        # no card of the hand fits anywhere: skipping would only go round the hand (a trial saw the
        # computer skip for minutes with a low Fort deck); it reaches for the Meeple instead
        return next(dict(a) for a in actions if a["type"] == "grab"), "to be first to the Meeple"
    if places:
        base_rooms = _room_cells(state.players[seat].grid)
        sample = rng.sample(places, min(SAMPLE, len(places)))
        best = max(sample, key=lambda a: (_score_place(rules, state, seat, a, base_rooms), rng.random()))
        grid = state.players[seat].grid.copy()
        card = state.players[seat].hand[0]
        grid.place_card(card, rules.card_spec(card).colour, rules.card_face(card, best["rot"]), best["x"], best["y"])
        gain = _room_cells(grid) - base_rooms
        return dict(best), (f"closes room: {gain} more boxes for Kids" if gain > 0
                            else "keeps the fort compact")
    wild_on_base = [a for a in actions if a["type"] == "place_die" and a["target"]["kind"] == "base"
                    and rules.die_face(state, seat, a["die"]) == "wild"]
    if wild_on_base:
        return dict(wild_on_base[0]), "a Wild Balloon on the Base is a Hit"
    chosen = weighted_choice(rules, state, seat, rng)
    if chosen is None:
        return None, ""
    if chosen["type"] == "grab" and len({a["type"] for a in actions}) == 1:
        return chosen, "nothing left to place: grabbing the Meeple ends its step"
    if chosen["type"] == "place_die" and len(actions) > 1:
        return chosen, DIE_WHY.get(str((chosen.get("target") or {}).get("kind")), WHY["place_die"])
    return chosen, ("" if len(actions) == 1 else WHY.get(chosen["type"], ""))   # a forced move needs no reason
