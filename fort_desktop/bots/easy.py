"""The Easy computer players (issue 16): a beginner, the Normal heuristic with a controlled rate of
weaker choices.

At each decision with two or more choices, with probability :data:`SLIP` (per decision, drawn from
the decision's ``rng``) the player ranks the legal actions by the heuristic's own score and takes
one of the next :data:`SLIP_DEPTH` below the best (uniformly), never a move drawn from all of them:
it overlooks the best play, as a beginner does, but still plays a sensible one. Otherwise it plays
as the frozen yardstick (:mod:`fort_desktop.bots.baseline`) does, whose scoring it reads (so a later
change to Normal does not change Easy). Fortify's Easy builds and places dice worse at the same
pace: it looks at fewer places for a card (:data:`FORTIFY_SAMPLE` of them, not 24) and ranks them
by the walls they touch, not the rooms they close, slips to a lower-ranked one of those at the
same rate, sometimes turns a card over unplaced (:data:`FORTIFY_SKIP`, a move lost in the race),
and at the slip rate throws a Wild Balloon at another target than the Base. Each choice comes with its reason (the heuristic's words for the action it
took). Reads only what the seat may know, as the players it is built on.
"""
from __future__ import annotations

import random
from typing import Any

from ..rules.base import Action
from .baseline import forfort as _forfort
from .baseline import fort as _fort
from .baseline import fortify as _fortify

#: Chance (0-1) that a decision with two or more choices slips to a lower-ranked one.
SLIP = 0.35
#: How many choices below the best a slip may take (uniformly among them).
SLIP_DEPTH = 3
#: Places for a Fortify card that Easy looks at (Normal looks at 24).
FORTIFY_SAMPLE = 6
#: Chance (0-1) that Easy turns a Fortify card over unplaced, to see the next one, when it may.
FORTIFY_SKIP = 0.2


def _slips(rng: random.Random, choices: int) -> bool:
    """Whether this decision slips (always drawn, so the generator's use does not depend on it)."""
    roll = rng.random()
    return choices >= 2 and roll < SLIP


def _pick_ranked(ranked: list[Any], rng: random.Random) -> Any:
    """One of ``ranked[1 : 1 + SLIP_DEPTH]`` (best first; at least 2 long), uniformly."""
    return ranked[1 + rng.randrange(min(SLIP_DEPTH, len(ranked) - 1))]


# -- Fort -------------------------------------------------------------------------------------------
def choose_fort(rules: Any, state: Any, seat: int, rng: random.Random) -> Action | None:
    """Easy's action in Fort (None when ``seat`` may not act)."""
    return choose_fort_why(rules, state, seat, rng)[0]


def choose_fort_why(rules: Any, state: Any, seat: int, rng: random.Random) -> tuple[Action | None, str]:
    """:func:`choose_fort` with its reason ("" when it may not act)."""
    actions = rules.legal_actions(state, seat)
    if not actions:
        return None, ""
    if not _slips(rng, len(actions)):
        return _fort.choose_why(rules, state, seat, rng)
    me = _fort._Mind(rules, rules.view(state, seat), seat)
    values = [me.value(a) for a in actions]
    order = sorted(range(len(actions)), key=lambda i: (-values[i], i))
    chosen = actions[_pick_ranked(order, rng)]
    return dict(chosen), me.reason(chosen)


# -- Forfort ----------------------------------------------------------------------------------------
def choose_forfort(rules: Any, state: Any, seat: int, rng: random.Random) -> Action | None:
    """Easy's action in Forfort (None when ``seat`` may not act)."""
    return choose_forfort_why(rules, state, seat, rng)[0]


def choose_forfort_why(rules: Any, state: Any, seat: int, rng: random.Random) -> tuple[Action | None, str]:
    """:func:`choose_forfort` with its reason ("" when it may not act)."""
    actions = rules.legal_actions(state, seat)
    if not actions:
        return None, ""
    if not _slips(rng, len(actions)):
        return _forfort.choose_why(rules, state, seat, rng)
    judge = _forfort._Judge(rules, rules.view(state, seat), seat)
    order_of = _forfort.TYPE_ORDER
    keys = [(judge.score(a), -order_of.index(a["type"]) if a["type"] in order_of else -99) for a in actions]
    order = sorted(range(len(actions)), key=lambda i: (keys[i][0], keys[i][1], -i), reverse=True)
    chosen = dict(actions[_pick_ranked(order, rng)])
    return chosen, judge.reason(chosen)


# -- Fortify ----------------------------------------------------------------------------------------
def choose_fortify(rules: Any, state: Any, seat: int, rng: random.Random) -> Action | None:
    """Easy's action in Fortify (None when ``seat`` may not act); ``grab``'s ``ms`` left None."""
    return choose_fortify_why(rules, state, seat, rng)[0]


def _touching_score(rules: Any, state: Any, seat: int, action: Action) -> float:
    """A beginner's look at a place: how many of the card's boxes touch the fort (no thought of
    the rooms it closes), a little for staying near the Base."""
    player = state.players[seat]
    card = player.hand[0]
    face = rules.card_face(card, action["rot"])
    grid = player.grid
    x0, y0 = action["x"], action["y"]
    own = {(x0 + dx, y0 + dy) for dx, dy in face.boxes}
    touching = sum(
        1 for dx, dy in face.boxes
        for nx, ny in ((x0 + dx + 1, y0 + dy), (x0 + dx - 1, y0 + dy), (x0 + dx, y0 + dy + 1), (x0 + dx, y0 + dy - 1))
        if (nx, ny) not in own and 0 <= nx < grid.width and 0 <= ny < grid.height and grid.kind(nx, ny) in "BGYRX")
    return touching - 0.05 * y0


def choose_fortify_why(rules: Any, state: Any, seat: int, rng: random.Random) -> tuple[Action | None, str]:
    """:func:`choose_fortify` with its reason ("" when it may not act). Reads only ``seat``'s own
    play area, hand and dice, as Normal does.

    A beginner's build: now and then (:data:`FORTIFY_SKIP`) it turns a card over unplaced to see
    the next one (a move lost in the race for the Cousin Meeple), and it lays a card where its
    walls touch the fort most among :data:`FORTIFY_SAMPLE` places, without looking at the rooms
    it closes (so it closes fewer, by chance), slipping to a lower-ranked place at :data:`SLIP`.
    A slip throws a Wild Balloon at a card or Kid rather than the Base; its Blocks and Balloons
    go where Normal's go (anywhere they may)."""
    actions = rules.legal_actions(state, seat)
    if not actions:
        return None, ""
    slip = _slips(rng, len(actions))
    hesitate = rng.random() < FORTIFY_SKIP
    places = [a for a in actions if a["type"] == "place"]
    if places:
        skip = next((a for a in actions if a["type"] == "skip"), None)
        if skip is not None and hesitate:
            return dict(skip), "to see the next card"
        sample = rng.sample(places, min(FORTIFY_SAMPLE, len(places)))
        ranked = sorted(sample, key=lambda a: -_touching_score(rules, state, seat, a))
        best = _pick_ranked(ranked, rng) if slip and len(ranked) >= 2 else ranked[0]
        base_rooms = _fortify._room_cells(state.players[seat].grid)
        grid = state.players[seat].grid.copy()
        card = state.players[seat].hand[0]
        grid.place_card(card, rules.card_spec(card).colour, rules.card_face(card, best["rot"]), best["x"], best["y"])
        gain = _fortify._room_cells(grid) - base_rooms
        return dict(best), (f"closes room: {gain} more boxes for Kids" if gain > 0 else "a place that touches the fort")
    if slip:
        wild_elsewhere = [a for a in actions if a["type"] == "place_die" and a["target"]["kind"] != "base"
                          and rules.die_face(state, seat, a["die"]) == "wild"]
        if wild_elsewhere:
            chosen = dict(rng.choice(wild_elsewhere))
            return chosen, _fortify.DIE_WHY.get(chosen["target"]["kind"], _fortify.WHY["place_die"])
    return _fortify.choose_why(rules, state, seat, rng)
