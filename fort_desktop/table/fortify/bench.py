"""The Fortify table's frame-bench hook (registry ``bench``; issue 13, "An honest bench").

:func:`bench_position` builds, through the rules, a late game with full forts and returns the
case's :class:`~fort_desktop.table.kit.bench.FramePosition`; it times nothing (``python -m
fort_desktop.bench fortify`` does). The busy game (:func:`busy_game`): bots build (placing whenever
they can) and recruit whenever they can; Part II dice are grabbed unused (the Jerk Die thrown at a
Kid) until both forts together hold 30+ Fort Cards and 20+ Kids; then in that round's Part II both
roll and place every die they can, P2 first, so that P1 is the last one still placing.

The rules never leave 10 dice lying on targets: a throw has at most 9 (4 a seat and the Cousin
Die) and the 10th, the Jerk Die, starts the clean-up as it lands. So the positions are the two
heaviest moments of that throw:

Two people play (hot-seat), but for ``idle``:

- ``idle``: a person (P1) against the computer, P1 racing with its race time on screen, 8 dice
  on targets and its 9th rolled in hand.
- ``hover`` and ``drag``: all 9 dice on targets and the Jerk Die rolled in its holder's tray, 10
  dice on the table (hovered: a Fort Card of P1; dragged: the Jerk Die).
- ``after_move``: :data:`MOVES` real moves of both seats from the start of that throw (every
  roll, die placed, grab, the Jerk Die, the clean-up, then the next rounds by the same policy).
"""
from __future__ import annotations

import functools
import random
from typing import Any, Optional

from ..kit.bench import (
    FramePosition,
    PairedFigure,
    first_hovered,
    path_across,
    table_on_top,
)

#: Seeds tried in order for the busy game: the one found first (the search goes on if the rules
#: change so that it no longer gives one).
SEEDS = (13, *range(1, 200))
#: 8 dice on targets while P1 still holds the throw's last (a throw has at most 9: 4 a seat and the
#: Cousin Die); all 9 once the Jerk Die is rolled (the 10th: the clean-up follows as it lands).
MIN_CARDS, MIN_KIDS, MIN_DICE, ALL_DICE = 30, 20, 8, 9
#: After-move samples: real moves from the start of the full forts' throw on (the table's own
#: grabs for a person among them are not timed).
MOVES = 48


def _full(state: Any) -> bool:
    return (sum(len(p.cards) for p in state.players) >= MIN_CARDS
            and sum(len(p.kids) for p in state.players) >= MIN_KIDS)


def busy_move(state: Any, rng: random.Random, stop: bool = True) -> Optional[dict]:
    """The busy game's next move (see the module), or None (``stop``) once the full forts' Part II
    is over (without ``stop`` the game goes on the same way) or when nobody may act:
    a placement (the bot's choice when it places), a recruit, in a full round's throw a die placed
    or a roll (P2 first), the Jerk Die at a Kid; else a grab (race time 1 s) or the bot's choice."""
    from ...bots.fortify import choose
    from ...rules.fortify import RULES

    phase, full = state.phase, _full(state)
    action = None
    for seat in sorted(RULES.acting_seats(state), reverse=phase == "throw"):
        legal = RULES.legal_actions(state, seat)

        def pick(kind: str, legal: list[dict] = legal) -> Optional[dict]:
            options = [a for a in legal if a["type"] == kind]
            return rng.choice(options) if options else None

        if phase == "build":
            chosen = choose(RULES, state, seat, rng)
            action = chosen if chosen and chosen["type"] == "place" else pick("place")
        elif phase == "recruit":
            action = pick("recruit")
        elif phase == "throw" and full:
            action = pick("place_die") or pick("roll")
        elif phase == "jerk":
            dice = [a for a in legal if a["type"] == "place_die"]
            action = next((a for a in dice if a["target"]["kind"] == "kid"), None) or (dice[0] if dice else None)
        if action is not None:
            break
    if action is None and phase == "throw" and full and stop:
        return None
    if action is None:
        acting = RULES.acting_seats(state)
        if not acting:
            return None
        legal = RULES.legal_actions(state, acting[0])
        action = next((a for a in legal if a["type"] == "grab"), None) or choose(RULES, state, acting[0], rng)
    if action is None:
        return None
    action = dict(action)
    if action["type"] == "grab" and action.get("ms") is None:
        action["ms"] = 1000 + action["seat"]
    return action


@functools.lru_cache(maxsize=1)
def busy_game(seeds: tuple[int, ...] = SEEDS) -> dict[str, Any]:
    """``{"seed", "trail", "throw_at", "shown_at", "jerk_at"}``: ``trail`` the ``(state, action)``
    pairs of the busy game from its ``seed``; by index in it: ``throw_at`` the full forts' throw
    before its first roll, ``shown_at`` that throw with :data:`MIN_DICE`+ dice placed and P1 still
    to place a rolled die, ``jerk_at`` its Jerk Die rolled with :data:`ALL_DICE` dice placed.
    Raises ``RuntimeError`` when no seed gives all three."""
    from ...rules.fortify import RULES

    for seed in seeds:
        state = RULES.new_game(seed, ["human", "human"])
        rng = random.Random(seed)
        trail: list[tuple[Any, dict]] = []
        found: dict[str, int] = {}
        for _ in range(3000):
            if RULES.is_over(state):
                break
            if state.phase == "throw" and _full(state):
                found.setdefault("throw_at", len(trail))
                if (len(state.dice_placed) >= MIN_DICE and not state.players[1].dice and state.players[0].rolled
                        and any(a["type"] == "place_die" for a in RULES.legal_actions(state, 0))):
                    found.setdefault("shown_at", len(trail))
            if (state.phase == "jerk" and state.jerk_face is not None and len(state.dice_placed) >= ALL_DICE
                    and "shown_at" in found):
                found["jerk_at"] = len(trail)
                break                      # the throw is as busy as it gets
            action = busy_move(state, rng, stop=False)
            if action is None:
                break
            new = RULES.apply(state, action)
            if not new:
                break
            trail.append((state, action))
            state = new
        if {"throw_at", "shown_at", "jerk_at"} <= set(found):
            return {"seed": seed, "trail": trail, **found}
    raise RuntimeError("no seed gave a busy Fortify game")


def counts(state: Any) -> dict[str, int]:
    """What makes ``state`` heavy: Fort Cards, Kids and dice on targets."""
    return {"fort_cards": sum(len(p.cards) for p in state.players),
            "kids": sum(len(p.kids) for p in state.players), "dice_placed": len(state.dice_placed)}


def _session(app: Any, game: dict[str, Any], index: int, seats: tuple[str, str] = ("human", "human")) -> Any:
    session = app.new_session("fortify", game["seed"], list(seats))
    for _, action in game["trail"][:index]:
        if session.submit(dict(action)) is not None:
            raise RuntimeError(f"the busy game does not replay at action {action}")
    return session


def pieces(scene: Any) -> list:
    """Every Fort Card, Kid and placed die on the table as the table's own surfaces (px)."""
    state, drawer = scene.state, scene.drawer
    out = []
    for seat, player in enumerate(state.players):
        c = scene.layout.cells[seat]
        for placement in player.cards.values():
            turns = placement.rot + scene.layout.screen_turns(seat)
            out.append((scene.pieces.card(placement.card_id, turns, c), drawer.card_rect(seat, placement).topleft))
        for kid in player.kids.values():
            rect = drawer.kid_rect(seat, kid)
            out.append((scene.pieces.kid(kid.kid_id, rect.size, kid.face_up), rect.topleft))
    from .draw import placed_die_px

    for die in state.dice_placed:
        rect = drawer.target_screen_rect(state, die.target)
        if rect is not None:
            px = placed_die_px(scene.layout.cells[die.target["seat"]])
            out.append((scene.pieces.die(die.die, die.face, px), rect.topleft))
    return out


def rooms_figure(state: Any) -> PairedFigure:
    """Rooms + weak spots + colour chains of the busiest fort after a placement, vs scipy's
    8-connected labelling of the same grid's open cells (the figure is left out without scipy)."""
    from ...rules.fortify import RULES

    seat = max((0, 1), key=lambda s: len(state.players[s].cards))
    grid = state.players[seat].grid
    in_play = {c for p in state.players for c in p.cards}
    card = next(c.card_id for c in RULES.data.fort_cards if c.card_id not in in_play)
    faces = [RULES.card_face(card, r) for r in range(4)]
    legal = [(x, y, r) for r in range(4) for x, y in grid.legal_positions(faces[r])][:200] or [(0, 0, 0)]
    rng = random.Random(1)
    placed = []
    for _ in range(16):
        g = grid.copy()
        x, y, r = legal[rng.randrange(len(legal))]
        if g.placement_problem(faces[r], x, y) is None:
            g.place_card(card, RULES.card_spec(card).colour, faces[r], x, y)
        placed.append(g)
    fresh: list = []

    def ours() -> None:
        if not fresh:                  # fresh copies: nothing cached from an earlier sample
            fresh.extend(g.copy() for _ in range(16) for g in placed)
        g = fresh.pop()
        g.enclosures()
        g.weak_spots()
        g.colour_chains()

    import numpy as np
    from scipy import ndimage

    walls = np.array([[grid.kind(x, y) in "BGYRX" for x in range(grid.width)] for y in range(grid.height)])
    structure = np.ones((3, 3), dtype=bool)

    def baseline() -> None:
        ndimage.label(~walls, structure=structure)

    return PairedFigure("rooms", ours, baseline, 8.0)


def bench_position(app: Any, case: str) -> FramePosition:
    """The Fortify table on ``app`` at the busy game, for frame case ``case`` (see the module)."""
    game = busy_game()
    start = {"idle": game["shown_at"], "after_move": game["throw_at"]}.get(case, game["jerk_at"])
    # idle: a person against the computer, whose own race time is on screen (a hot-seat race hides it)
    seats = ("human", "bot") if case == "idle" else ("human", "human")
    session = _session(app, game, start, seats)
    scene = table_on_top(app, session)
    for tray in scene.trays.values():
        tray.update(5.0)                        # rolled dice at rest in the trays
    for _ in range(3):
        app.step(1 / 60)
    state = session.state
    where = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in counts(state).items())
    who = "a person and the computer" if seats[1] == "bot" else "2 people"
    description = f"seed {game['seed']}, round {state.round}, {who}: {where}"
    if state.jerk_face is not None:
        description += f", the Jerk Die rolled ({len(state.dice_placed) + 1} dice on the table)"
    elif any(p.rolled for p in state.players):
        rolled = sum(len(p.rolled) for p in state.players)
        description += f", {rolled} rolled in hand, the race clock running"
    if case == "after_move":
        description += f", then {MOVES} real moves (the throw's dice, the Jerk Die, the clean-up, on)"
    position = FramePosition(scene, description, counts(state), pieces(scene))
    if case == "idle":
        if not any(clock.running and scene.words.clock_shown(seat, scene.view())
                   for seat, clock in scene.flow.clocks.items()):
            raise RuntimeError("no race clock runs on screen on the idle table")
        try:
            position.extra.append(rooms_figure(state))
        except ImportError:
            pass
    elif case == "hover":
        grid_spots = [scene.drawer.card_rect(0, p).center for p in state.players[0].cards.values()]
        spot = first_hovered(scene, grid_spots)
        if spot is None:
            raise RuntimeError("no Fort Card of P1 shows big")
        position.pointer = spot
    elif case == "drag":
        seat = state.jerk
        movable = [v for v in scene.trays[seat].dice() if scene.rules.die_targets(state, seat, v.die_id)]
        if not movable:
            raise RuntimeError("the Jerk Die cannot be placed")
        position.pointer = (round(movable[0].x_px), round(movable[0].y_px))
        position.path = path_across(scene.layout.area[1 - seat])
    elif case == "after_move":
        rng = random.Random(game["seed"])
        position.next_move = lambda session: busy_move(session.state, rng, stop=False)
        position.moves = MOVES
        position.counts["moves"] = position.moves
    return position
