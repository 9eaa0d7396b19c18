"""Attract mode (issue 15 item 5): the table shows itself to passers-by at a game night.

After :data:`IDLE_SECONDS` untouched on the launcher (:class:`IdleWatch`), or at once with
``--attract``, :class:`Attract` cycles the games of the registry (``games.playable()``, never a list
of its own): for each, a new game with the computer at every seat (``max_seats`` seats) is played on
its real table at :data:`PACE_SECONDS` a move, a caption says each move in plain words (the game's
log line for a spectator, ``session.log(None)``) and a banner invites a click. A game is shown until
it ends (then its end stays :data:`END_HOLD_SECONDS`) or for :data:`GAME_SECONDS`, then the next.

Any input (a mouse button, the wheel, a key, a touch, a real mouse move) hands back to the launcher
at once: the launcher that was on screen (with what was typed on it), or a fresh one. Nothing is saved
and nothing changed: the table is given a stand-in of the App (:class:`_TableHost`) that keeps its
own copy of the settings, refuses ``apply_settings`` and pushes no scene, the autosaver never hears
the game, and ``app.session`` stays None (so no pause menu, log or save reaches it).

Headless (``main.py --attract --headless --seconds S``), the cycle runs on simulated time: the
command line steps the App by :data:`HEADLESS_DT_SECONDS` of game time a frame, uncapped, so 30 s of
attract take a few seconds of wall time; ``S`` is shared among the games (at most ``GAME_SECONDS``
each) and one line per game shown is printed: ``attract: game=GAME moves=N captions=M``.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Optional

import pygame

from ... import games
from ...session import GameSession
from ..widgets import ACCENT_DARK, CREAM, INK, PAPER, WOOD_DARK, draw_panel, draw_text, font, line_step, wrap_text
from ..kit.game_table import TURN_PACE_SHARE
from .base import Scene

#: Seconds untouched on the launcher before attract mode starts.
IDLE_SECONDS = 60.0
#: Seconds between the computer's moves in attract mode, in every game (a pace people can follow:
#: each move's caption stays this long; a game of turns is given the pace setting that makes its
#: table's share of it this, not the 0.3 s a move of the table's share of this).
PACE_SECONDS = 1.6
#: The longest a game is shown (seconds of game time), then the next game of the registry.
GAME_SECONDS = 75.0
#: How long a finished game stays on screen before the next (s).
END_HOLD_SECONDS = 6.0
#: Game time per frame when the command line runs attract mode headless (s).
HEADLESS_DT_SECONDS = 0.1
#: Times within this of a limit count as reached (sums of frame times are not exact), s.
EPSILON_SECONDS = 1e-6
#: A mouse move shorter than this (px, both axes summed) is not someone at the table (a bumped desk).
MOVE_PX = 3

BANNER = "Click anywhere to play!"
BANNER_PX = 44
CAPTION_SIZE = 22
CAPTION_LINES = 2
#: Frames a second at most while a move is shown: cards slide and slots flash smoothly enough for
#: people watching from across the room, at a third of the CPU of a table played at 60.
FRAME_CAP = 20


def attract_games() -> list[str]:
    """The games attract mode cycles: the registry's playable games, in launcher order."""
    return list(games.playable())


#: After handing back, the launcher ignores mouse buttons this long (s): the click (or the move and
#: click) that ended the show lands on no tile or button.
HAND_BACK_DEAF_SECONDS = 0.4


def is_input(event: pygame.event.Event) -> bool:
    """Whether ``event`` is a person at the table: a mouse button or wheel, a key, a touch, or a
    mouse move of at least :data:`MOVE_PX` px."""
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.KEYDOWN,
                      pygame.FINGERDOWN, pygame.JOYBUTTONDOWN):
        return True
    if event.type == pygame.MOUSEMOTION:
        rel = getattr(event, "rel", (0, 0)) or (0, 0)
        return abs(rel[0]) + abs(rel[1]) >= MOVE_PX
    return False


class IdleWatch:
    """Counts seconds with no input (the launcher's clock for attract mode).

    ``seconds``: the idle time that starts attract mode. :meth:`tick` adds ``dt`` seconds and says
    whether it is due; :meth:`touched` starts again; :meth:`left` is the seconds still to wait.
    """

    def __init__(self, seconds: float = IDLE_SECONDS):
        self.seconds = float(seconds)
        self.idle = 0.0

    def touched(self) -> None:
        self.idle = 0.0

    def tick(self, dt_seconds: float) -> bool:
        self.idle += max(0.0, float(dt_seconds))
        return self.idle >= self.seconds

    def left(self) -> float:
        return max(0.0, self.seconds - self.idle)


@dataclass
class Shown:
    """One game shown: its name, the moves played and the captions shown."""

    game: str
    moves: int = 0
    captions: int = 0

    def line(self) -> str:
        """``attract: game=GAME moves=12 captions=12`` (what the command line prints)."""
        return f"attract: game={self.game} moves={self.moves} captions={self.captions}"


class _TableHost:
    """What a table in attract mode sees as its App: the real App for drawing services (art, sound,
    screen, cursor), its own copy of the settings (the attract pace), ``top`` the table itself (so it
    plays), and no way to change anything: no scene pushed, no setting applied, no notice, no save."""

    def __init__(self, app: Any, table_settings: dict[str, Any]):
        self._app = app
        self.settings = table_settings
        self.headless = False         # paced and animated, also under the command line's headless run
        self.top: Any = None
        self.session = None
        self.kiosk = getattr(app, "kiosk", False)

    def __getattr__(self, name: str) -> Any:
        if name in ("art", "sound", "screen", "user_settings", "frames", "rng", "seconds", "canvas"):
            return getattr(self._app, name)
        raise AttributeError(name)

    def push(self, scene: Any) -> Any:
        return scene                  # nothing pops up over attract mode (no curtain, no panel)

    def pop(self, scene: Any = None) -> None:
        return None

    def notify(self, text: str, seconds: float = 0.0) -> None:
        return None

    def apply_settings(self, new: Any, *, save: bool = True) -> None:
        return None                   # attract mode changes no setting (e.g. a table's mute key)

    def set_cursor(self, cursor: int) -> None:
        return None

    def show_rules(self, *args: Any, **kwargs: Any) -> None:
        return None


class Attract(Scene):
    """The attract-mode scene. ``launcher``: the scene to hand back to on input (None: a fresh
    launcher). ``seconds``: stop the cycle after this much game time (None: run until input);
    ``seed``: the first game's seed (None: random). ``on_shown(Shown)`` hears each game as it is
    left (the command line prints it). ``game_seconds``: each game's longest showing."""

    #: every key comes here, F11 included (the App's own keys would change a setting)
    takes_all_input = True
    #: laid out for the canvas's width, as the tables it shows are (a 16:9 screen is filled)
    fills_width = True
    #: a show, not a table played: fewer frames while a move is shown (:data:`FRAME_CAP`)
    frame_cap = FRAME_CAP

    def __init__(self, app: Any, *, launcher: Optional[Scene] = None, seconds: Optional[float] = None,
                 seed: Optional[int] = None, on_shown: Optional[Callable[[Shown], Any]] = None,
                 game_seconds: float = GAME_SECONDS, pace_seconds: float = PACE_SECONDS):
        super().__init__(app)
        self.launcher = launcher
        self.order = attract_games()
        if not self.order:
            raise ValueError("attract mode needs a playable game in the registry")
        self.seconds = seconds
        self.game_seconds = float(game_seconds)
        if seconds is not None:
            self.game_seconds = min(self.game_seconds, max(0.1, float(seconds) / len(self.order)))
        self.pace_seconds = float(pace_seconds)
        self.rng = random.Random(seed)
        self.on_shown = on_shown
        self.elapsed = 0.0
        self.index = -1
        self.table: Any = None
        self.session: Optional[GameSession] = None
        self.shown: Optional[Shown] = None
        self.history: list[Shown] = []
        self.caption = ""
        self.game_time = 0.0
        self.over_time: Optional[float] = None
        self.handed_back = False
        #: (what it shows, pictures, rects px): the banner and caption as last painted
        self._overlay: Optional[tuple[Any, list[pygame.Surface], list[pygame.Rect]]] = None
        self.next_game()

    # -- the cycle -------------------------------------------------------------------------------
    def next_game(self) -> None:
        """Leave the game shown (reported to ``on_shown``) and start the registry's next one."""
        self._report()
        self.index = (self.index + 1) % len(self.order)
        name = self.order[self.index]
        entry = games.get(name)
        seats = ["bot"] * entry.max_seats
        pace = self.pace_seconds if entry.raced else self.pace_seconds / TURN_PACE_SHARE
        self.session = GameSession(name, self.rng.randint(1, 999_999), seats, bot_pace_seconds=pace)
        host = _TableHost(self.app, {**dict(getattr(self.app, "settings", {})),
                                     "bot_pace_seconds": pace, "animation_speed": 1.0})
        cls = entry.load_table()
        self.table = cls(host, self.session, hot_seat=False, on_game_over=self._game_over)
        self.table.controls_hinted = False     # onlookers have no keys to learn
        coach = getattr(self.table, "coach", None)
        if coach is not None:
            coach.onlookers = True             # nor a "What now?" for a seat no one holds
        host.top = self.table
        # headless, attract runs on simulated time: the computer decides in the frame (a worker
        # answers in wall time); with a window it thinks away like any table
        self.table.think_away = not bool(getattr(self.app, "headless", False))
        self.table.on_enter()
        self._keep_moments_clear()
        self.shown = Shown(name)
        self.caption = f"{entry.title}: {self.session.players_words()}"
        self.game_time = 0.0
        self.over_time = None
        self.session.listeners.append(self._heard)

    def _report(self, leave: bool = True) -> None:
        if self.shown is not None:
            self.history.append(self.shown)
            if self.on_shown is not None:
                self.on_shown(self.shown)
            self.shown = None
        if leave and self.table is not None:
            self.table.on_leave()
            self.table = None

    def _heard(self, session: Any, action: Any, old: Any) -> None:
        """A move was played: its words for a spectator become the caption."""
        if self.shown is None or session is not self.session:
            return
        self.shown.moves = len(session.actions)
        lines = [line for line in session.log(None) if not line.outcome and line.index == len(session.actions) - 1]
        if lines:
            self.caption = lines[-1].text
            self.shown.captions += 1

    def _game_over(self, *_args: Any, **_kwargs: Any) -> None:
        if self.over_time is None:
            self.over_time = self.game_time
            result = self.session.result if self.session is not None else None
            if result is not None and self.session is not None:
                winners = " and ".join(self.session.player_words(s) for s in result.winners)
                self.caption = f"{winners} won!" if winners else "A draw!"

    def finish(self) -> None:
        """The cycle's time is up (``seconds``): report the game shown and stop the App."""
        self._report(leave=False)   # the last frame still shows the table
        self.app.quit()

    # -- the hand-back ---------------------------------------------------------------------------
    def hand_back(self) -> None:
        """Back to the launcher at once (the one attract mode covered, or a new one); the attract
        game is dropped unsaved."""
        if self.handed_back:
            return
        self.handed_back = True
        self._report()
        self.session = None
        if self.launcher is not None:
            self.app.replace(self.launcher, clear=True)
        else:
            self.app.show_launcher()
        launcher = self.launcher if self.launcher is not None else getattr(self.app, "top", None)
        if hasattr(launcher, "deafen"):
            launcher.deafen(HAND_BACK_DEAF_SECONDS)

    def process_event(self, event: pygame.event.Event) -> bool:
        if is_input(event):
            self.hand_back()
            return True
        return False

    # -- frames ----------------------------------------------------------------------------------
    def on_canvas(self, size: tuple[int, int]) -> None:
        """A new canvas: the table shown lays itself out for it (logical px)."""
        if self.table is not None:
            self.table.on_canvas(size)
            self._keep_moments_clear()
        self._overlay = None

    def foot_room(self) -> int:
        """The height (logical px) kept at the table's foot for the caption: its most lines, its
        drop shadow and the gap under it."""
        step = max(CAPTION_SIZE + 6, line_step(CAPTION_SIZE, True) + 2)
        return 12 + step * CAPTION_LINES + 6

    def _keep_moments_clear(self) -> None:
        """The table's big moments are staged between the banner and the caption's room at the
        foot, so neither of them covers a moment's words (the table's own bounds, narrowed)."""
        moments = getattr(self.table, "moments", None)
        if moments is None:
            return
        bounds = pygame.Rect(moments.bounds)
        top = max(bounds.top, max(BANNER_PX, line_step(28, True) + 4))
        moments.bounds = pygame.Rect(bounds.x, top, bounds.w, max(80, bounds.bottom - self.foot_room() - top))

    def wake_in(self) -> Optional[float]:
        """Seconds until the next frame is due with no input: the table's own (a computer's move at
        the attract pace, an animation, a clock) or the cycle's (the next game), whichever is first;
        the App sleeps meanwhile (s)."""
        if self.table is None:
            return 0.0
        if self.over_time is not None:
            left = END_HOLD_SECONDS - (self.game_time - self.over_time)
        else:
            left = self.game_seconds - self.game_time
        times = [left, self.table.wake_in()]
        if self.seconds is not None:
            times.append(self.seconds - self.elapsed)
        return max(0.0, min(t for t in times if t is not None))

    def draw_changes(self, surface: pygame.Surface) -> Optional[list[pygame.Rect]]:
        """The table's own dirty-rect frame (e.g. a running race clock) when what it repaints lies
        clear of the banner and the caption, and the caption is the one painted; else None (a full
        frame)."""
        if self.table is None or self._overlay is None \
                or self._overlay[0] != (surface.get_size(), self.index, self.caption):
            return None
        rects = self.table.draw_changes(surface)
        if rects is None or any(r.collidelist(self._overlay[2]) >= 0 for r in rects):
            return None
        return rects

    def update(self, dt_seconds: float) -> None:
        dt = max(0.0, float(dt_seconds))
        self.elapsed += dt
        self.game_time += dt
        if self.table is not None:
            self.table.update(dt)
        if self.seconds is not None and self.elapsed >= self.seconds - EPSILON_SECONDS:
            self.finish()
            return
        ended = self.over_time is not None and self.game_time - self.over_time >= END_HOLD_SECONDS - EPSILON_SECONDS
        if ended or (self.over_time is None and self.game_time >= self.game_seconds - EPSILON_SECONDS):
            self.next_game()

    def draw(self, surface: pygame.Surface) -> None:
        """The table; over its top bar the banner inviting a click (the caption says whose move it
        is), and along the bottom, over the table's key hints, the caption of the last move."""
        if self.table is not None:
            self.table.draw(surface)
        size = surface.get_size()
        key = (size, self.index, self.caption)
        if self._overlay is None or self._overlay[0] != key:
            self._overlay = (key, *self._paint_overlay(size))
        for picture, rect in zip(self._overlay[1], self._overlay[2]):
            surface.blit(picture, rect)

    def _paint_overlay(self, size: tuple[int, int]) -> tuple[list[pygame.Surface], list[pygame.Rect]]:
        """The banner across the top and the caption's box at the foot, as pictures and their rects
        (px), painted once per caption and canvas."""
        width, height = size
        banner = pygame.Rect(0, 0, width, max(BANNER_PX, line_step(28, True) + 4))   # as tall as its words
        top = pygame.Surface(banner.size)
        draw_panel(top, banner, ACCENT_DARK, border=WOOD_DARK, radius=0, shadow=False)
        title = games.title(self.order[self.index])
        draw_text(top, f"{BANNER}   -   now showing: {title}", banner.center, size=28, bold=True, color=CREAM,
                  anchor="center", shadow=WOOD_DARK, max_width=banner.width - 24)
        room = self.table.attract_caption_room() if self.table is not None else None
        room = room.clip(pygame.Rect(0, banner.bottom, width, height - banner.bottom)) if room is not None else None
        step = max(CAPTION_SIZE + 6, line_step(CAPTION_SIZE, True) + 2)
        if room is not None and room.w >= 200:
            lines = wrap_text(self.caption, CAPTION_SIZE, room.w - 24, bold=True)[:max(1, (room.h - 12) // step)]
        else:
            room = None
            lines = wrap_text(self.caption, CAPTION_SIZE, width - 120, bold=True)[:CAPTION_LINES]
        text_w = max(font(CAPTION_SIZE, True).size(line)[0] for line in lines) if lines else 0
        box_w = room.w if room is not None else min(width - 40, text_w + 40)
        box = pygame.Rect(0, 0, box_w, 12 + step * len(lines))
        shadowed = pygame.Rect(0, 0, box.w, box.h + 6)          # the box and its drop shadow below
        foot = pygame.Surface(shadowed.size, pygame.SRCALPHA)
        draw_panel(foot, box, PAPER, border=WOOD_DARK, radius=12)
        for i, line in enumerate(lines):
            draw_text(foot, line, (box.centerx, 6 + step * i), size=CAPTION_SIZE, bold=True, color=INK,
                      anchor="midtop", max_width=box.width - 24)
        if room is not None:      # the table's own room for it (its moves list: nobody's to click)
            shadowed.topleft = room.topleft
        else:
            shadowed.midbottom = (width // 2, height - 4 + 6)
        return [top, foot], [banner, shadowed]
