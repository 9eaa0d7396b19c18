"""A game's own table, still, at any position of a game and through one seat's eyes (the look-back
scene's pictures, issue 14 item 6). Read-only: nothing here plays, and the table never gets input.

How a seat's view is had from any game's table without asking it anything new: every table shows,
by the kit's contract (:class:`~.handoff.TurnCurtain` and each game's own hand-off), the view of
the one person seated when there is one, and a spectator's view (``rules.view(state, None)``: no
hand at all) when nobody is. So the table is built over a :class:`StillSession`, a read-only copy of
one position in which only the chosen seat is a person (or no seat is); its words for each seat,
who is a computer and its log stay those of the real game. The picture is drawn once with the
table's own ``draw``, off screen, and kept by the caller.

Positions are a :class:`~fort_desktop.timeline.Timeline`'s; pictures are 1280 x 800 logical px.
"""
from __future__ import annotations

from typing import Any, Optional

import pygame

from ...rules.base import Refusal
from ...session import GameSession, LogLine
from ..scenes.base import LOGICAL_SIZE
from .game_table import GameTable

#: Why a still table takes no move (said if a table ever tries).
STILL_WORDS = "Looking back: nothing can be played here"


class StillSession(GameSession):
    """One position of ``source``'s game, seen as ``viewer`` (a seat, or None: the table only).

    Its ``seats`` make ``viewer`` the only person (None: nobody), so the game's table shows that
    view; :meth:`is_bot`, :meth:`player_words` and :meth:`log` answer as the real game does.
    :meth:`show` moves it to another position. Every move is refused, every bot call raises
    ``ValueError`` and nothing is ever taken back.
    """

    def __init__(self, source: GameSession, viewer: Optional[int]):
        seats = ["human" if seat == viewer else "bot" for seat in range(len(source.seats))]
        super().__init__(source.game, source.seed, seats, list(source.names), rules=source.rules,
                         options=dict(source.options), secret=source.secret,
                         bot_pace_seconds=source.bot_pace_seconds)
        self.source = source
        self.viewer = viewer
        self.kinds = list(source.seats)
        self.position = 0

    def show(self, state: Any, position: int) -> None:
        """Stand at ``position``: ``state`` after the first ``position`` moves of the game.
        Listeners of an earlier table are dropped.

        Its ``actions`` stay empty: a table that replays them to fill its own log would replay the
        whole game for every picture; what it shows of the log comes from :meth:`log` (the real
        game's lines up to this position), and the move's own words are the look-back's."""
        self.state = state
        self.position = position
        self.actions = []
        self.listeners.clear()
        self.undo_listeners.clear()
        self.clock_ms = [0] * len(self.seats)

    # -- as the real game answers -------------------------------------------------------------
    def is_bot(self, seat: int) -> bool:
        return self.source.is_bot(seat)

    def player_words(self, seat: int) -> str:
        return self.source.player_words(seat)

    def players_words(self) -> str:
        return self.source.players_words()

    def log(self, viewer: Optional[int] = None, *, hide_race: Optional[bool] = None) -> list[LogLine]:
        """The real game's log for ``viewer`` up to this position."""
        return [line for line in self.source.log(viewer, hide_race=hide_race) if line.index < self.position]

    # -- nothing is played --------------------------------------------------------------------
    def submit(self, action: dict) -> Refusal | None:
        return Refusal(STILL_WORDS)

    def undo(self, seat: Optional[int]) -> Refusal | None:
        return Refusal(STILL_WORDS)

    def can_undo(self, seat: Optional[int]) -> bool:
        return False

    def bot_action(self, seat: int) -> dict:
        raise ValueError(STILL_WORDS)

    def bot_ask(self, seat: int) -> Any:
        raise ValueError(STILL_WORDS)

    def play_bot(self, seat: int) -> dict:
        raise ValueError(STILL_WORDS)


class _StillApp:
    """What a still table is built with: the real app's art, sound and settings, and a stack of
    its own that nothing is ever put on (a curtain or a question a table might raise while it is
    set up never covers the screen)."""

    top = None

    def __init__(self, app: Any):
        self._app = app
        self.scenes: list[Any] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)

    def push(self, scene: Any) -> Any:
        return scene

    def replace(self, scene: Any, **_: Any) -> Any:
        return scene

    def pop(self, scene: Any = None) -> None:
        return None

    def notify(self, text: str, seconds: float = 0.0) -> None:
        return None


class StillTable:
    """Pictures of ``table_class`` (the game's table scene, from its registry entry) for
    ``source``'s game: :meth:`picture` draws one position as one viewer sees it. The table is built
    with ``app``'s art, settings and sound, but a stack of its own that stays empty (nothing it
    raises covers the screen), asked :meth:`~.game_table.GameTable.prepare_still`, then drawn."""

    def __init__(self, app: Any, table_class: type, source: GameSession):
        self.app = _StillApp(app)
        self.table_class = table_class
        self.source = source
        self._sessions: dict[Optional[int], StillSession] = {}

    def session(self, viewer: Optional[int]) -> StillSession:
        """The still session of ``viewer`` (made once)."""
        found = self._sessions.get(viewer)
        if found is None:
            found = self._sessions[viewer] = StillSession(self.source, viewer)
        return found

    def picture(self, state: Any, position: int, viewer: Optional[int]) -> pygame.Surface:
        """The table at ``position`` (``state``, after the first ``position`` moves) as ``viewer``
        sees it: a new 1280 x 800 surface, drawn by a fresh table of the game (so nothing of another
        position stays on it)."""
        session = self.session(viewer)
        session.show(state, position)
        table = self.table_class(self.app, session, hot_seat=False, on_game_over=None)
        if isinstance(table, GameTable):
            table.sheet_seen = True   # a final score sheet shows, without asking for a click
            table.prepare_still()
        if getattr(table, "fills_width", False):
            table.on_canvas(LOGICAL_SIZE)    # a look-back picture is always of the 1280 x 800 table
        surface = pygame.Surface(LOGICAL_SIZE)
        table.draw(surface)
        session.listeners.clear()
        return surface
