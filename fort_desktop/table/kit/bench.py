"""What a game's table hands the frame bench (issue 13, "An honest bench"): data, no timing.

A game's registry entry names its hook (``GameEntry.bench = "module:function"``). The bench
(:mod:`fort_desktop.bench`, which a hook never imports) calls ``hook(app, case)`` once per case
with a fresh headless :class:`~fort_desktop.table.app.App`; the hook builds a late, heavy position
through the rules, puts its table on top of ``app`` (:func:`table_on_top`) and returns a
:class:`FramePosition`. The bench then drives the scene with real events and times every frame
against the baseline made of the position's own :attr:`FramePosition.pieces`.

Cases (:data:`CASES`): ``idle`` (a person to act, the clock running where there is one), ``hover``
(the pointer resting on a piece, its enlargement shown), ``drag`` (a piece held and moved) and
``after_move`` (the first frame after each of :attr:`FramePosition.moves` real moves, each chosen
by :attr:`FramePosition.next_move` from the session's state of the moment and submitted through
the session: what the table does by itself between them, such as grabbing for a person, stays). Positions are in
logical pixels.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

import pygame

#: The frame cases a hook is asked for, in the order the bench measures them.
CASES = ("idle", "hover", "drag", "after_move")

#: A piece surface of the table at its real size and format, and where the table puts it (px).
Blit = tuple[pygame.Surface, tuple[int, int]]


@dataclass(frozen=True)
class PairedFigure:
    """A figure of the game's own besides the frames (e.g. a grid labelling figure): ``ours()`` and
    ``baseline()`` are each called once per sample, interleaved; ``goal`` the ratio to meet."""

    figure: str
    ours: Callable[[], object]
    baseline: Callable[[], object]
    goal: float


@dataclass
class FramePosition:
    """One case's position, the table ``scene`` on top of the app it was given.

    ``counts``: what makes it heavy (``{"pieces": 39, ...}``), for the printed description and
    the tests. ``pieces``: every piece the table shows, as :data:`Blit` (the baseline blits them
    over a full-screen copy of the table's background). ``pointer``: where the pointer rests (idle),
    the piece hovered (hover) or pressed (drag); ``path``: where a drag moves (px). ``next_move``:
    the ``after_move`` case's next real move for the session (None: no more), ``moves`` how many. ``extra``: the game's own figures (asked in case ``idle``).
    """

    scene: Any
    description: str
    counts: dict[str, int]
    pieces: list[Blit]
    pointer: tuple[int, int] = (5, 795)
    path: list[tuple[int, int]] = field(default_factory=list)
    next_move: Optional[Callable[[Any], Optional[dict]]] = None
    moves: int = 0
    extra: list[PairedFigure] = field(default_factory=list)


def table_on_top(app: Any, session: Any, frames: int = 5) -> Any:
    """Show ``session``'s table on ``app`` and draw ``frames`` frames, lifting every hand-off
    curtain that falls (the table itself is what is timed). Returns the table scene; raises
    ``RuntimeError`` when something else stays on top."""
    scene = app.show_table(session)
    for _ in range(frames):
        app.step(1 / 60)
        lift_curtains(app, scene)
    if app.top is not scene:
        raise RuntimeError(f"the bench position shows {type(app.top).__name__}, not the table")
    return scene


def lift_curtains(app: Any, scene: Any) -> None:
    """Click every "ready" curtain above ``scene`` away."""
    while app.top is not scene and hasattr(app.top, "ready"):
        app.top.ready()


def path_across(rect: pygame.Rect, steps: int = 300, margin: int = 30) -> list[tuple[int, int]]:
    """``steps`` points wandering over ``rect`` (px), ``margin`` px inside its edges."""
    w, h = max(1, rect.w - 2 * margin), max(1, rect.h - 2 * margin)
    return [(rect.x + margin + (i * 37) % w, rect.y + margin + (i * 23) % h) for i in range(steps)]


def first_hovered(scene: Any, spots: list[tuple[int, int]]) -> Optional[tuple[int, int]]:
    """The first of ``spots`` (px) the table's hover enlarger shows something for."""
    for spot in spots:
        if scene.hover.info_at(spot) is not None:
            return spot
    return None


def late_game(game: str, seats: list[str], seeds: tuple[int, ...], is_late: Callable[[Any], bool],
              steps: int, moves: int, least_moves: int = 20) -> dict[str, Any]:
    """A late position of ``game`` found through its rules: computer players play each seed's game
    (at most ``steps`` actions) until ``is_late(session)`` holds, then on for up to ``moves`` more.
    Returns ``{"seed", "actions", "moves"}``: the actions up to the late position and how many real
    moves followed (at least ``least_moves``). Raises ``RuntimeError`` when no seed gets there."""
    from ...session import GameSession

    for seed in seeds:
        session = GameSession(game, seed, list(seats), bot_pace_seconds=0.0)
        found: Optional[list[dict[str, Any]]] = None
        for _ in range(steps):
            if session.is_over:
                break
            if is_late(session):
                found = list(session.actions)
                break
            session.play_bot(session.acting_seats()[0])
        if found is None:
            continue
        played = 0
        while played < moves and not session.is_over:
            session.play_bot(session.acting_seats()[0])
            played += 1
        if played >= least_moves:
            return {"seed": seed, "actions": found, "moves": played}
    raise RuntimeError(f"no seed gave a late {game} game")
