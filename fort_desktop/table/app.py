"""The window, the clock, the scene stack and the one event reader (TABLE.md "Window and input").

``App`` opens a resizable window at the largest size that fits the desktop (any shape; F11 or the
launcher's button toggles fullscreen at the desktop's size) and hands every event to the top scene.
Scenes draw on a *canvas* 800 logical pixels high and as wide as the window's shape
(:func:`~.scenes.base.canvas_size`: 1280 at 16:10, 1422 at 16:9), which the App scales smoothly to the
window (``present``) and whose mouse positions it maps back (``to_canvas``); a scene that is not
``fills_width`` is drawn in a 1280 x 800 box in the middle with its events moved into it. Headless,
the window is 1280 x 800 unless ``window_px`` asks for another size (a test of 1366 x 768). ``step(dt_seconds)`` runs one frame (events, update, draw,
flip) so tests drive frames without the endless loop; ``run()`` loops at 60 fps (uncapped and
with a fixed 1/60 s of game time per frame when headless, so headless runs are fast and repeatable).

It also owns the services scenes share: ``app.art`` (``fort_desktop.table.art``), ``app.sound``
(``fort_desktop.table.sound``; ``None`` while either module is absent) and ``app.settings`` (the
player's saved settings, ``fort_desktop.settings``, read at start-up, plus the caller's overrides).

Game flow: ``start_game`` -> the game's table scene (the registry, :mod:`fort_desktop.games`) -> ``show_game_over`` ->
"Play again" (``start_game`` with a new seed), "Look back" (``show_look_back``: the game move by move,
also from the saves list) or "Back" (``show_launcher``).

The game-night shell around any table (issue 3), game-agnostic:
- Esc that the table (or the pass-the-device curtain over it) did not use opens the pause menu
  (resume, save, load, settings, rules, quit to launcher); F1 opens the rules reference and L the game
  log over the bare table (the table has no text field, so a typed name never triggers them).
- Games with a human seat are autosaved after every committed action (:mod:`.autosaver`); a failed
  write is a message on screen (``notify``), never a crash.
"""
from __future__ import annotations

import dataclasses
import importlib
import math
import os
import random
import sys
import time
from pathlib import Path
from typing import Any, Callable

import pygame

from ..session import DEFAULT_BOT_PACE_SECONDS, GameSession, deal_secret
from ..settings import Settings, load_settings, save_settings
from .autosaver import Autosaver
from .scenes.base import LOGICAL_SIZE, Scene, canvas_size
from .widgets import (ACCENT_DARK, CREAM, FELT_DARK, WOOD_DARK, clear_font_cache, draw_panel, draw_text,
                      set_text_scale)

TITLE = "Fort Desktop"
FPS = 60
#: While nothing on screen changes, the App sleeps in ``pygame.event.wait`` this long (ms) at a time;
#: it draws nothing when it wakes with no input and nothing due. Input is handled at once.
IDLE_WAIT_MS = 1000
#: The longest frame time handed to the scenes (s) beyond the sleep the App chose before it: a stall
#: never jumps the game far ahead, while a table that sleeps between frames (until its race clock's
#: next second) still keeps its clocks right.
MAX_FRAME_SECONDS = 0.5
#: The smallest window (pixels) the table is scaled down to (issue 7: "a window that fits"): the
#: window cannot be made smaller (SDL's minimum size), and a window smaller still (a window manager
#: that ignores it, a tiny screen) shows the canvas scaled down as at this size, its text no larger.
MIN_WINDOW_SIZE = (960, 600)
#: The canvas's scale (window px per logical px) at :data:`MIN_WINDOW_SIZE`: below it text is not
#: drawn larger to stay 12 px tall (the layouts are made for text up to this large).
MIN_TEXT_SCALE = min(MIN_WINDOW_SIZE[0] / LOGICAL_SIZE[0], MIN_WINDOW_SIZE[1] / LOGICAL_SIZE[1])
#: The least height (px) of any text on the window: the kit's fonts never draw smaller (scaled).
MIN_TEXT_PX = 12
#: Mouse events whose ``pos`` (window px) the App maps to canvas px.
_POS_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
HEADLESS_DT_SECONDS = 1 / FPS
#: Events of the mouse and the keys: they change only what the scene on top draws (a frame after
#: them may still be a dirty-rect one, :meth:`App.draw_changes`).
PLAIN_INPUT = frozenset({pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
                         pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING})

DEFAULT_SETTINGS: dict[str, Any] = {
    "bot_pace_seconds": DEFAULT_BOT_PACE_SECONDS,  # seconds a bot takes per action on screen
    "animation_speed": 1.0,  # 1 = normal; larger is faster (autoplay uses 3)
    "muted": False,
    "volume": 0.8,  # 0..1
    "fullscreen": False,
    "window_size": [1280, 800],  # window pixels when ``window_fit`` is off
    "window_fit": True,          # the window takes the largest size that fits the desktop
    "text_size": 100,            # percent: 100, 125 or 150
}

#: What a kiosk stand says when someone asks for the settings.
KIOSK_NO_SETTINGS = "Settings are locked on this game-night stand"

#: Seconds a ``notify`` message stays on screen.
NOTICE_SECONDS = 5.0

_UNSET = object()


def _set_default_icon() -> None:
    """Give the window pygame's own icon from its file before the window opens: left unset,
    ``set_mode`` finds that icon through ``importlib.resources``, which imports zipfile and threading
    (several ms of every start-up). The same picture either way; a missing file leaves SDL's."""
    try:
        icon = pygame.image.load(os.path.join(os.path.dirname(pygame.__file__), "pygame_icon.bmp"))
        icon.set_colorkey((0, 0, 0))  # as pygame does with its default icon
        pygame.display.set_icon(icon)
    except (OSError, pygame.error):
        pass


class PygameNotCE(RuntimeError):
    """Plain pygame is installed instead of pygame-ce."""


def check_pygame_ce() -> None:
    """Raise :class:`PygameNotCE` (one-line message) unless pygame is pygame-ce (TESTING.md)."""
    if not getattr(pygame, "IS_CE", False):
        raise PygameNotCE(
            "plain pygame has replaced pygame-ce; repair with: "
            "pip install --force-reinstall --no-deps pygame-ce==2.5.8"
        )


def use_dummy_drivers() -> None:
    """Make SDL open no window and play no sound (call before the display is initialised)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def table_scene_class(game: str) -> type | None:
    """The table scene class of ``game`` from the game registry, or None if the game is unknown,
    not playable yet, or its table module does not exist yet. An import error *inside* an existing
    module propagates."""
    from .. import games

    try:
        entry = games.get(game)
    except KeyError:
        return None
    if not entry.playable:
        return None
    module_name = entry.table.partition(":")[0]
    try:
        return entry.load_table()
    except ModuleNotFoundError as exc:
        if exc.name is not None and module_name.startswith(exc.name):
            return None
        raise


class App:
    """The running table.

    ``headless``: SDL dummy drivers (no window, no sound) and no frame cap. ``user_settings``: read
    the player's settings file (``load_settings``; a damaged file gives the defaults and
    ``settings_message``, shown by the launcher). ``settings`` then overrides :data:`DEFAULT_SETTINGS`
    and the file for this run only (e.g. ``--autoplay`` speeds animations up; never saved).
    Raises :class:`PygameNotCE` when plain pygame is installed and ``pygame.error`` when no window
    can be opened.
    """

    def __init__(self, *, headless: bool = False, settings: dict[str, Any] | None = None,
                 title: str = TITLE, user_settings: bool = True, autosave: bool = True,
                 window_px: tuple[int, int] | None = None):
        check_pygame_ce()
        self.headless = headless
        if headless:
            use_dummy_drivers()
        pygame.display.init()
        pygame.font.init()
        clear_font_cache()  # fonts from an earlier App died with its pygame.quit()
        pygame.display.set_caption(title)
        _set_default_icon()
        #: The player's settings as saved (the settings screen edits these).
        self.user_settings = Settings()
        #: One line about a damaged settings file, until the launcher shows it (else None).
        self.settings_message: str | None = None
        if user_settings:
            self.user_settings, self.settings_message = load_settings()
        if not headless:
            self._fit_saved_window()
        self.settings: dict[str, Any] = dict(DEFAULT_SETTINGS)
        self.settings.update(self.user_settings.as_dict())
        self.settings.update(settings or {})
        # The window is a plain resizable one (SDL's SCALED mode keeps one logical size and shows
        # bars at any other shape); the App scales its canvas to it.
        first = tuple(window_px) if window_px is not None else (LOGICAL_SIZE if headless else self.windowed_size())
        self.display = pygame.display.set_mode(first, pygame.RESIZABLE)
        #: The canvas scenes draw on (logical px, width x 800); the display itself when no scaling is due.
        self.screen: pygame.Surface = self.display
        #: (x, y, scale): where the canvas lies on the window (px) and its scale (window px per logical px).
        self.view: tuple[int, int, float] = (0, 0, 1.0)
        self._fit_canvas()
        pygame.event.clear()
        pygame.key.set_repeat(400, 40)
        self.clock = pygame.time.Clock()
        self.scenes: list[Scene] = []
        self.running = True
        self.frames = 0
        self.rng = random.Random()
        #: Called with the session when a game ends (the CLI prints the result line).
        self.on_result: Callable[[GameSession], Any] | None = None
        #: The game being played (set by ``show_table``), or None on the launcher.
        self.session: GameSession | None = None
        #: The table scene of ``session`` (set by ``show_table``), or None.
        self.table: Scene | None = None
        #: The game log lines of ``session`` (made when the log is first opened).
        self.action_log: Any = None
        self.autosaver = Autosaver(self.notify, enabled=autosave)
        #: a game-night stand (``--kiosk``): the app stays on the launcher and attract mode; closing
        #: the window, quitting from the launcher and the settings screen are refused
        self.kiosk = False
        self.seconds = 0.0  # time the app has run, in seconds of frame time
        self.notice = ""
        self.notice_until = 0.0
        self._art: Any = _UNSET
        self._sound: Any = _UNSET
        self._cursor: int | None = None
        self._waited: list[pygame.event.Event] = []   # an event that ended an idle wait
        self.had_input = True                          # the last frame read at least one event
        self.window_changed = True                     # ... an event other than the mouse's and the keys'
        #: the scene whose full frame alone is on the screen (the dirty-rect frames build on it)
        self._drawn_alone: Scene | None = None
        #: ``time.monotonic()`` of the last frame ``run`` drew, and of the moment it last returned
        self._last_frame_at: float | None = None
        self._stopped_at: float | None = None
        self._apply_window(first=True)

    # -- services --------------------------------------------------------------------------------
    @property
    def art(self) -> Any:
        """The shared art loader, ``fort_desktop.table.art.get_art()`` (None until that module exists)."""
        if self._art is _UNSET:
            module = _optional_module("fort_desktop.table.art")
            self._art = None if module is None else module.get_art()
        return self._art

    @property
    def sound(self) -> Any:
        """The shared sound player from ``fort_desktop.table.sound`` (None until it exists)."""
        if self._sound is _UNSET:
            module = _optional_module("fort_desktop.table.sound")
            self._sound = None if module is None else _make_service(module, ("get_sound", "Sound"))
            self._apply_sound()
        return self._sound

    def notify(self, text: str, seconds: float = NOTICE_SECONDS) -> None:
        """Show one line over every scene for ``seconds`` (e.g. a save that could not be written)."""
        self.notice = " ".join(str(text).split())
        self.notice_until = self.seconds + seconds

    # -- settings --------------------------------------------------------------------------------
    def apply_settings(self, new: Settings, *, save: bool = True) -> str | None:
        """Use ``new`` settings now (sound, window, the table's pace and animation speed) and, with
        ``save``, write them to the settings file. Returns None, or the one-line message of a failed
        write (also shown with ``notify``); never raises for a failed write."""
        new = new.clamped()
        old = self.user_settings
        self.user_settings = new
        self.settings.update(new.as_dict())
        self._apply_sound()
        if (new.fullscreen != old.fullscreen or tuple(new.window_size) != tuple(old.window_size)
                or new.window_fit != old.window_fit):
            self._apply_window()
        if new.text_size != old.text_size:
            self._fit_canvas(force=True)
        if self.session is not None:
            self.session.bot_pace_seconds = float(new.bot_pace_seconds)
        self._apply_to_table()
        if not save:
            return None
        try:
            save_settings(new)
        except OSError as error:
            message = f"Settings could not be saved: {error.strerror or error}"
            self.notify(message)
            return message
        return None

    def _fit_saved_window(self) -> None:
        """A saved window size larger than the desktop (e.g. settings from a bigger screen) is clamped
        to the largest size that fits, for this run (the file is rewritten only by a change)."""
        from .scenes.settings_menu import clamp_window_size

        try:
            size = clamp_window_size(tuple(self.user_settings.window_size))
        except (TypeError, ValueError):
            return
        if size != tuple(self.user_settings.window_size):
            self.user_settings = dataclasses.replace(self.user_settings, window_size=size)

    def _apply_sound(self) -> None:
        sound = self._sound if self._sound is not _UNSET else None
        if sound is None:
            return
        try:
            if hasattr(sound, "set_volume"):
                sound.set_volume(float(self.settings.get("volume", 0.8)))
            if hasattr(sound, "set_muted"):
                sound.set_muted(bool(self.settings.get("muted", False)))
        except Exception:  # sound never stops the game
            pass

    def _window(self) -> Any:
        """The SDL window of the display (None headless or where unsupported)."""
        if self.headless:
            return None
        import warnings

        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                return pygame.Window.from_display_module()
        except (pygame.error, AttributeError):
            return None

    def _apply_window(self, first: bool = False) -> None:
        """Fullscreen (the desktop's size) or the windowed size from ``settings`` (nothing headless;
        never raises): the display mode is set again and the canvas fitted to it."""
        if self.headless:
            return
        try:
            want_full = bool(self.settings.get("fullscreen", False))
            was_full = bool(pygame.display.is_fullscreen())
            if want_full:
                desktop = _desktop() or tuple(self.display.get_size())
                if not was_full or tuple(self.display.get_size()) != desktop:
                    window = self._window()
                    if window is not None and not was_full:
                        # the window first moves to the screen's corner: with no window manager (a
                        # bare X server) a fullscreen window stays where the window was, cut off
                        window.position = (0, 0)
                        pygame.event.pump()
                    self.display = pygame.display.set_mode(desktop, pygame.FULLSCREEN)
            else:
                size = self.windowed_size()
                if was_full or tuple(self.display.get_size()) != size:
                    self.display = pygame.display.set_mode(size, pygame.RESIZABLE)
                window = self._window()
                if window is not None:
                    window.minimum_size = MIN_WINDOW_SIZE
                    if first or was_full:
                        window.position = pygame.WINDOWPOS_CENTERED
        except (pygame.error, AttributeError, TypeError, ValueError):
            pass
        self._fit_canvas()

    def _fit_canvas(self, force: bool = False) -> None:
        """Fit the canvas to the window as it is now (:func:`canvas_size`), set the kit's text scale
        (the text-size setting, and never under :data:`MIN_TEXT_PX` on the window) and tell every
        scene of a new canvas size (:meth:`Scene.on_canvas`)."""
        display = pygame.display.get_surface() or self.display
        self.display = display
        win_w, win_h = display.get_size()
        size = canvas_size((win_w, win_h))
        scale = min(win_w / size[0], win_h / size[1])
        shown = (round(size[0] * scale), round(size[1] * scale))
        self.view = ((win_w - shown[0]) // 2, (win_h - shown[1]) // 2, scale)
        old = self.screen.get_size() if getattr(self, "screen", None) is not None else None
        if size == (win_w, win_h):
            self.screen = display
        elif self.screen is display or self.screen.get_size() != size:
            self.screen = pygame.Surface(size).convert()
        percent = int(self.settings.get("text_size", 100) or 100)
        least = math.ceil(MIN_TEXT_PX / max(scale, MIN_TEXT_SCALE) - 0.05)
        changed = set_text_scale(percent / 100.0, least)
        if changed or force or old != size:
            from . import art

            art.clear_caches()
            for scene in list(getattr(self, "scenes", [])):
                scene.on_canvas(size)
        self._drawn_alone = None

    @property
    def canvas(self) -> tuple[int, int]:
        """The canvas size (logical px)."""
        return self.screen.get_size()

    def box_offset(self, scene: Scene | None) -> int:
        """Logical px from the canvas's left to ``scene``'s 1280 x 800 box (0 for a ``fills_width`` scene)."""
        if scene is None or scene.fills_width:
            return 0
        return max(0, (self.screen.get_width() - LOGICAL_SIZE[0]) // 2)

    def surface_for(self, scene: Scene) -> pygame.Surface:
        """What ``scene`` draws on: the canvas, or its 1280 x 800 box in the middle."""
        left = self.box_offset(scene)
        if left == 0 and self.screen.get_height() == LOGICAL_SIZE[1] and (
                scene.fills_width or self.screen.get_width() == LOGICAL_SIZE[0]):
            return self.screen
        return self.screen.subsurface(pygame.Rect((left, 0), LOGICAL_SIZE))

    def to_canvas(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A window position (px) as canvas px."""
        x, y, scale = self.view
        return int((pos[0] - x) / scale), int((pos[1] - y) / scale)

    def present(self) -> None:
        """Put the canvas on the window (smoothly scaled when it is not the window itself) and flip."""
        if self.screen is not self.display:
            x, y, scale = self.view
            size = (round(self.screen.get_width() * scale), round(self.screen.get_height() * scale))
            if (x, y) != (0, 0):
                self.display.fill((0, 0, 0))
            target = self.display.subsurface(pygame.Rect((x, y), size).clip(self.display.get_rect()))
            try:
                pygame.transform.smoothscale(self.screen, target.get_size(), target)
            except ValueError:
                pygame.transform.scale(self.screen, target.get_size(), target)
        pygame.display.flip()

    def windowed_size(self, desktop: tuple[int, int] | None = None) -> tuple[int, int]:
        """The window size (px) out of fullscreen: the saved ``window_size``, at least
        :data:`MIN_WINDOW_SIZE` and shrunk to an offered size that fits the ``desktop`` (default: the
        screen), so leaving fullscreen never gives a window larger than the screen."""
        from .scenes.settings_menu import clamp_window_size

        from .scenes.settings_menu import fit_size

        if self.settings.get("window_fit", True):
            return fit_size(desktop)
        size = tuple(int(v) for v in self.settings.get("window_size", LOGICAL_SIZE))
        size = (max(size[0], MIN_WINDOW_SIZE[0]), max(size[1], MIN_WINDOW_SIZE[1]))
        return clamp_window_size(size, desktop)

    def _apply_to_table(self) -> None:
        """Tell the table on screen the settings it reads (:class:`~.kit.table_settings.TableSettings`,
        through the kit's declared ``GameTable.apply_settings``)."""
        from .kit.game_table import GameTable
        from .kit.table_settings import TableSettings

        table = self.table
        if not isinstance(table, GameTable):
            return
        pace = self.session.bot_pace_seconds if self.session is not None else None
        table.apply_settings(TableSettings.from_mapping(self.settings, pace))

    def set_cursor(self, cursor: int) -> None:
        """Show a system cursor (``pygame.SYSTEM_CURSOR_*``); silently ignored where unsupported
        (the dummy driver raises for system cursors)."""
        if cursor == self._cursor:
            return
        self._cursor = cursor
        try:
            pygame.mouse.set_cursor(cursor)
        except (pygame.error, TypeError, ValueError):
            pass

    # -- scene stack -----------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        """Put ``scene`` on top: the old top's ``on_leave`` runs, then the new one's ``on_enter``."""
        if self.scenes:
            self.scenes[-1].on_leave()
        self.scenes.append(scene)
        scene.on_enter()
        return scene

    def pop(self, scene: Scene | None = None) -> Scene | None:
        """Remove the top scene (if ``scene`` is given, only when it is the top); the uncovered
        scene's ``on_enter`` runs. Returns the removed scene, or None."""
        if not self.scenes or (scene is not None and self.scenes[-1] is not scene):
            return None
        old = self.scenes.pop()
        old.on_leave()
        if self.scenes:
            self.scenes[-1].on_enter()
        return old

    def replace(self, scene: Scene, *, clear: bool = False) -> Scene:
        """Swap the top scene for ``scene`` (``clear``: empty the whole stack first)."""
        if self.scenes:
            self.scenes[-1].on_leave()
            if clear:
                self.scenes.clear()
            else:
                self.scenes.pop()
        self.scenes.append(scene)
        scene.on_enter()
        return scene

    # -- frames ----------------------------------------------------------------------------------
    def quit(self) -> None:
        """End the loop after the current frame."""
        self.running = False

    def process_event(self, event: pygame.event.Event) -> None:
        """The one event reader: app keys first, then the top scene, then Esc for the pause menu.

        F1 (rules reference) is taken before the table sees it while the table, its curtain or the
        game-over screen is on top (the rules hide nothing); L (game log) only while the bare table or the game-over screen
        is on top, since the log is written for the seat at the mouse. Esc the table or its curtain did not use opens the pause
        menu.
        """
        if event.type == pygame.QUIT:
            if not self.kiosk:
                if not self.headless:
                    print("fort-desktop: the window was closed; stopping", file=sys.stderr)
                self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._fit_canvas()
            return
        if event.type in _POS_EVENTS and self.screen is not self.display and hasattr(event, "pos"):
            event = _moved(event, self.to_canvas(event.pos), self.view[2])
        key = getattr(event, "key", None) if event.type == pygame.KEYDOWN else None
        if key == pygame.K_F11 and not getattr(self.top, "takes_all_input", False):
            self.toggle_fullscreen()
            return
        if key == pygame.K_F1 and (self.game_on_top() or self._game_over_on_top()):
            self.show_rules()
            return
        if key == pygame.K_l and self.table is not None and (self.top is self.table or self._game_over_on_top()):
            if not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
                self.show_log()
            return
        used = False
        if self.scenes:
            top = self.scenes[-1]
            left = self.box_offset(top)
            if left and event.type in _POS_EVENTS + (pygame.MOUSEWHEEL,) and hasattr(event, "pos"):
                event = _moved(event, (event.pos[0] - left, event.pos[1]), 1.0)
            used = top.process_event(event)
        if not used and key == pygame.K_ESCAPE and self.game_on_top():
            self.show_pause()
        if not used and key == pygame.K_m and not getattr(event, "mod", 0) & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            self.toggle_mute()      # on every screen (a text field being typed in keeps its "m")

    def toggle_mute(self) -> None:
        """M: every sound off or on, through :meth:`apply_settings` (so it is remembered), and a
        notice saying which."""
        current = self.user_settings
        self.apply_settings(dataclasses.replace(current, muted=not current.muted))
        player = self.sound
        silent = player is not None and getattr(player, "available", None) is False
        self.notify("Sound off" if self.user_settings.muted else
                    "Sound on (but no sound device was found)" if silent else "Sound on", 1.5)

    def _game_over_on_top(self) -> bool:
        from .scenes.game_over import GameOver

        return isinstance(self.top, GameOver)

    def game_on_top(self) -> bool:
        """Whether the top scene is the game table, or the pass-the-device curtain over it."""
        from .scenes.curtain import Curtain

        top = self.top
        if self.table is None or top is None or self.table not in self.scenes:
            return False
        return top is self.table or isinstance(top, Curtain)

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen on or off, through :meth:`apply_settings` like a change on the settings
        screen (so it is saved, and an open settings screen shows it)."""
        current = self.user_settings
        self.apply_settings(dataclasses.replace(current, fullscreen=not current.fullscreen), save=not self.kiosk)

    def step(self, dt_seconds: float = HEADLESS_DT_SECONDS) -> bool:
        """Run one frame: read every queued event, update the top scene by ``dt_seconds``, draw the
        visible scenes, flip. Returns False once the app should stop."""
        self.seconds += max(0.0, float(dt_seconds))
        events, self._waited = self._waited + pygame.event.get(), []
        self.had_input = bool(events)
        # anything but the mouse and the keys (the window shown again, resized, moved to a screen)
        # may have changed what the window shows: the next frame is a full one
        self.window_changed = any(event.type not in PLAIN_INPUT for event in events)
        for event in events:
            self.process_event(event)
            if not self.running:
                return False
        if self.scenes:
            self.scenes[-1].update(dt_seconds)
        rects = self.draw_changes()
        if rects is None:
            self.draw()
            self.present()
        elif rects and self.screen is not self.display:
            self.present()
        elif rects:
            left = self.box_offset(self.scenes[-1])
            pygame.display.update([pygame.Rect(r).move(left, 0) for r in rects])
        self.frames += 1
        return self.running and bool(self.scenes)

    def draw_changes(self) -> list[pygame.Rect] | None:
        """A dirty-rect frame: when no input came (or only the mouse's and the keys', to a scene
        whose ``changes_with_input`` says it sees their effects itself), the screen shows the top
        scene's own last frame and nothing else (no scene under it, no notice) and that scene can
        repaint only what changed
        (``draw_changes(surface)``, e.g. a running race clock), its rects (logical px; [] when
        nothing changed); None: a full frame is needed."""
        top = self.scenes[-1] if self.scenes else None
        if top is None or top is not self._drawn_alone or self._showing_notice():
            return None
        if self.had_input and (self.window_changed or not getattr(top, "changes_with_input", False)):
            return None
        repaint = getattr(top, "draw_changes", None)
        return repaint(self.surface_for(top)) if callable(repaint) else None

    def _showing_notice(self) -> bool:
        return bool(self.notice) and self.seconds < self.notice_until

    def draw(self) -> None:
        """Draw the top scene, and the scenes under it while overlays let them show through."""
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].draws_below:
            first -= 1
        self._drawn_alone = None
        if first < 0:
            self.screen.fill((0, 0, 0))
            return
        for i, scene in enumerate(self.scenes[first:]):
            if not scene.fills_width and self.box_offset(scene) > 0:
                if i == 0 and not scene.backdrop(self.screen, self.box_offset(scene)):
                    self.screen.fill(FELT_DARK)
                elif hasattr(scene, "shade"):
                    self._shade_bars(int(getattr(scene, "shade", 170)))
            scene.draw(self.surface_for(scene))
        if self._showing_notice():
            self._draw_notice(self.screen)
        elif first == len(self.scenes) - 1:
            self._drawn_alone = self.scenes[first]

    def _shade_bars(self, alpha: int) -> None:
        """Darken the canvas outside the 1280 x 800 box, as an overlay in the box darkens inside it."""
        left = self.box_offset(_BOXED)
        right = self.screen.get_width() - left - LOGICAL_SIZE[0]
        for x, width in ((0, left), (left + LOGICAL_SIZE[0], right)):
            if width > 0:
                shade = pygame.Surface((width, self.screen.get_height()), pygame.SRCALPHA)
                shade.fill((10, 24, 18, max(0, min(255, alpha))))
                self.screen.blit(shade, (x, 0))

    def notice_lines(self) -> tuple[int, list[str]]:
        """(font size, lines) of the ``notify`` message: 20 px up to 3 lines, else 16 px (at most 4)."""
        from .widgets import wrap_text

        room = self.screen.get_width() - 120
        size, lines = 20, wrap_text(self.notice, 20, room, bold=True)
        if len(lines) > 3:
            size, lines = 16, wrap_text(self.notice, 16, room, bold=True)
        if len(lines) > 4:
            lines = lines[:3] + [" ".join(lines[3:])]
        return size, lines

    def _draw_notice(self, surface: pygame.Surface) -> None:
        """The ``notify`` message: an orange strip near the bottom, over everything; a long message
        (e.g. a load error naming the file kept aside) wraps to up to 3 lines, in a smaller font if
        it needs more, so the whole message stays readable."""
        size, lines = self.notice_lines()
        canvas_w, canvas_h = surface.get_size()
        step = font_line(size) + 6
        width = min(canvas_w - 80, 40 + max(_text_width(line, size) for line in lines))
        rect = pygame.Rect(0, 0, width, 22 + step * len(lines))
        rect.midbottom = (canvas_w // 2, canvas_h - 40)   # above the tables' hint line
        draw_panel(surface, rect, ACCENT_DARK, border=WOOD_DARK, radius=14)
        for i, line in enumerate(lines):
            draw_text(surface, line, (rect.centerx, rect.y + 11 + step * i), size=size, bold=True, color=CREAM,
                      anchor="midtop", max_width=rect.width - 24)

    def run(self, max_frames: int | None = None, max_seconds: float | None = None) -> None:
        """Loop until QUIT, ``quit()`` or an empty stack (or ``max_frames`` frames, or ``max_seconds``
        of wall time). On screen, a frame is drawn only when something changed: input arrived, or
        the top scene asks for one (:meth:`Scene.wake_in`); meanwhile the App sleeps in
        ``pygame.event.wait``."""
        frames = 0
        began = time.monotonic()
        # table time is time in this loop: what passed since the last run ended is none of it
        last = self._last_frame_at
        self._last_frame_at = began if last is None or self._stopped_at is None else last + began - self._stopped_at
        try:
            while self.running and self.scenes:
                if max_seconds is not None and time.monotonic() - began >= max_seconds:
                    break
                if self.headless:
                    dt = HEADLESS_DT_SECONDS
                else:
                    wait = self.wait_seconds()      # from the last frame on
                    since = time.monotonic() - self._last_frame_at
                    if wait is None or wait > since:
                        # (SDL counts whole ms and may wake up to 1 ms early: 1 ms more, never a frame too soon)
                        limit = IDLE_WAIT_MS if wait is None else math.ceil((wait - since) * 1000) + 1
                        if max_seconds is not None:
                            limit = max(1, min(limit, int((max_seconds - (time.monotonic() - began)) * 1000)))
                        if not self.wait_for_input(limit) and (
                                wait is None or time.monotonic() - self._last_frame_at < wait - 0.001):
                            continue      # no input, and nothing due yet (a wait is cut at 1 s and at
                            #               ``max_seconds``): no frame at all
                    self.clock.tick(self.frame_cap())   # at most so many frames a second while something moves
                    now = time.monotonic()
                    # a sleep the App chose (e.g. until a race clock's next second) is table time;
                    # a stall beyond it counts MAX_FRAME_SECONDS at most
                    planned = wait if wait is not None else 0.0
                    dt = min(now - self._last_frame_at, planned + MAX_FRAME_SECONDS)
                    self._last_frame_at = now
                if not self.step(dt):
                    break
                frames += 1
                if max_frames is not None and frames >= max_frames:
                    break
        finally:
            self._stopped_at = time.monotonic()
        if self.running and not self.scenes and not self.headless:
            # never a silent stop: a new user's window vanished at a game's end with no word why
            print("fort-desktop: no screen left to show (the last one closed itself); stopping", file=sys.stderr)

    def frame_cap(self) -> int:
        """Frames a second at most while something moves: :data:`FPS`, or less when the top scene
        asks (:attr:`Scene.frame_cap`, e.g. attract mode)."""
        cap = getattr(self.scenes[-1], "frame_cap", None) if self.scenes else None
        return FPS if cap is None else max(1, min(FPS, int(cap)))

    def wait_seconds(self) -> float | None:
        """How long the App may sleep before the next frame: 0 (draw now: input came, or the top
        scene moves), seconds until the top scene or a notice next changes, or None (only input)."""
        if self.headless or self.had_input or not self.scenes or self._waited:
            return 0.0
        top = self.scenes[-1]
        wake = top.wake_in() if hasattr(top, "wake_in") else (0.0 if getattr(top, "animates", True) else None)
        if self.notice and self.seconds < self.notice_until:
            left = self.notice_until - self.seconds
            wake = left if wake is None else min(wake, left)
        return wake

    def idle(self) -> bool:
        """Nothing to draw until input arrives or the top scene's next change (``Scene.wake_in``).
        Never headless (runs stay uncapped)."""
        wait = self.wait_seconds()
        return wait is None or wait > 0

    def wait_for_input(self, timeout_ms: int = IDLE_WAIT_MS) -> bool:
        """Sleep until an event arrives or ``timeout_ms`` pass (the event is read by the next frame).
        Returns True when an event arrived. Waits at most :data:`IDLE_WAIT_MS` at a time (a scene
        that waits "for ever", e.g. a score sheet held until a click, must not overflow SDL's
        32-bit timeout)."""
        try:
            event = pygame.event.wait(max(1, min(int(timeout_ms), IDLE_WAIT_MS)))
        except pygame.error:
            return False
        if event.type != pygame.NOEVENT:
            self._waited.append(event)
            return True
        return False

    def screenshot(self, path: str | Path) -> Path:
        """Save the current frame (1280 x 800) as a PNG at ``path`` (folders created). Raises
        ``OSError``/``pygame.error`` if it cannot be written."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
        return path

    def close(self) -> None:
        """Leave every scene and shut pygame down (the autosave is already on disk)."""
        self.autosaver.detach()
        while self.scenes:
            self.scenes.pop().on_leave()
        from . import art

        art.clear_caches()  # every shared catalogue's fonts die with pygame.quit()
        clear_font_cache()
        pygame.quit()

    # -- game flow -------------------------------------------------------------------------------
    def show_launcher(self, **kwargs: Any) -> Scene:
        """Replace the whole stack with the launcher (``kwargs`` go to ``Launcher``)."""
        from .scenes.launcher import Launcher

        self._leave_game()
        return self.replace(Launcher(self, **kwargs), clear=True)

    def _leave_game(self) -> None:
        self.autosaver.detach()
        self.session = None
        self.table = None
        self.action_log = None

    def new_session(self, game: str, seed: int, seats: list[str], names: list[str] | None = None, *,
                    options: dict[str, str] | None = None, secret: str | None = None,
                    forced: dict[str, list[object]] | None = None) -> GameSession:
        """A :class:`GameSession` with this app's bot pace (errors as ``GameSession``); ``forced``:
        outcomes stacked on the deal's chance (a tutorial's, see ``GameSession``)."""
        return GameSession(game, seed, seats, names, options=options,
                           bot_pace_seconds=float(self.settings["bot_pace_seconds"]), secret=secret, forced=forced)

    def start_game(self, game: str, seed: int, seats: list[str], names: list[str] | None = None, *,
                   options: dict[str, str] | None = None) -> Scene:
        """Start a new game and show its table (the whole stack is replaced). ``options``: the
        game's set-up choices (``GameEntry.options``; missing ones take their defaults). Raises as
        :class:`GameSession` does (``KeyError``, ``ValueError`` for an option it does not offer,
        ``DataError``)."""
        # A person seated: the deal also needs a secret, so the shown seed does not give the hands away.
        return self.show_table(self.new_session(game, seed, seats, names, options=options,
                                                secret=deal_secret(seats)))

    def show_table(self, session: GameSession, *, resumed: bool = False) -> Scene:
        """Show the table scene of ``session.game`` (raises ``KeyError`` if it has none).

        A game with a human seat is autosaved from now on (``resumed``: it came from the autosave, so
        the autosave is not kept aside first; see :class:`~.autosaver.Autosaver`).
        """
        cls = table_scene_class(session.game)
        done = {"shown": False}

        def on_game_over(*_args: Any, **_kwargs: Any) -> None:
            if not done["shown"]:
                done["shown"] = True
                self.show_game_over(session)

        if cls is None:
            raise KeyError(f"no table scene for {session.game!r}")
        self._leave_game()
        session.bot_pace_seconds = float(self.settings["bot_pace_seconds"])
        self.session = session
        scene = cls(self, session, hot_seat=session.hot_seat, on_game_over=on_game_over)
        self.table = scene
        self.replace(scene, clear=True)
        self.autosaver.attach(session, resumed=resumed)
        if self.settings_message:
            self.notify(self.settings_message, 8.0)
            self.settings_message = None
        return scene

    def resume(self, loaded: Any, *, resumed: bool = False) -> Scene:
        """Show the game of a :class:`~fort_desktop.saves.LoadedSave` (its ``note``, if any, on screen)."""
        scene = self.show_table(loaded.session, resumed=resumed)
        if getattr(loaded, "note", None):
            self.notify(loaded.note, 8.0)
        return scene

    def continue_game(self) -> str | None:
        """Resume the autosave. Returns None, or the one-line reason it could not be loaded (the
        current scenes are then untouched)."""
        from .. import saves  # saves and their json/hashing load when first needed, not at start-up

        try:
            loaded = saves.load_autosave(bot_pace_seconds=float(self.settings["bot_pace_seconds"]))
            self.resume(loaded, resumed=True)
        except saves.SaveError as error:
            return str(error)
        except KeyError as error:  # no table scene for that game
            return f"cannot show that game: {error}"
        return None

    def load_game(self, path: Any) -> str | None:
        """Load the save at ``path`` and show it. Returns None, or the one-line reason it could not be
        loaded (a damaged file is moved aside by ``saves.load_save``; the table stays as it was)."""
        from .. import saves

        try:
            loaded = saves.load_save(path, bot_pace_seconds=float(self.settings["bot_pace_seconds"]))
            self.resume(loaded, resumed=_is_autosave(path))
        except saves.SaveError as error:
            return str(error)
        except KeyError as error:
            return f"cannot show that game: {error}"
        return None

    def save_game(self, name: str) -> tuple[str | None, str | None]:
        """Save the current game as ``name``: ``(saved name, None)`` or ``(None, one-line error)``."""
        if self.session is None:
            return None, "there is no game to save"
        from .. import saves

        try:
            path = saves.save_by_name(self.session, name)
        except saves.SaveError as error:
            return None, str(error)
        return path.stem, None

    def quit_to_launcher(self) -> Scene:
        """Leave the game for the launcher (the autosave keeps it for "Continue")."""
        session = self.session
        if session is None:
            return self.show_launcher()
        return self.show_launcher(game=session.game, seats=list(session.seats), names=list(session.names),
                                  options=dict(session.options))

    # -- overlays --------------------------------------------------------------------------------
    def show_pause(self) -> Scene:
        """Put the pause menu over the game (if it is not already open)."""
        from .scenes.pause_menu import PauseMenu

        if isinstance(self.top, PauseMenu):
            return self.top
        return self.push(PauseMenu(self))

    def show_rules(self, game: str | None = None) -> Scene:
        """Put the rules reference of ``game`` (default: the game being played) on top."""
        from .scenes.rules_reference import RulesReference

        from .. import games

        game = game or (self.session.game if self.session is not None else games.playable()[0])
        return self.push(RulesReference(self, game))

    def show_log(self) -> Scene | None:
        """Put the game log of the current game on top (None when no game is being played)."""
        from .scenes.game_log import ActionLog, GameLog

        if self.session is None:
            return None
        if self.action_log is None or self.action_log.session is not self.session:
            self.action_log = ActionLog(self.session)
        # in the words of the person at the table ("your top-right corner"), as the table's own log
        hand_off = getattr(self.table, "hand_off", None)
        viewer = hand_off.viewer() if hand_off is not None and not self.session.is_over else None
        self.action_log.set_viewer(viewer)
        return self.push(GameLog(self, self.action_log))

    def show_settings(self) -> Scene | None:
        """Put the settings screen on top (refused on a kiosk stand: a notice, and None)."""
        from .scenes.settings_menu import SettingsMenu

        if self.kiosk:
            self.notify(KIOSK_NO_SETTINGS)
            return None
        return self.push(SettingsMenu(self))

    def show_attract(self, **kwargs: Any) -> Scene:
        """Replace the stack with attract mode (:class:`~.scenes.attract.Attract`; ``kwargs`` go to
        it, e.g. ``launcher``: the scene any input hands back to)."""
        from .scenes.attract import Attract

        self._leave_game()
        return self.replace(Attract(self, **kwargs), clear=True)

    def show_saves(self) -> Scene:
        from .scenes.saves_menu import SavesMenu

        return self.push(SavesMenu(self))

    def show_look_back(self, session: GameSession, *, position: int | None = None) -> Scene:
        """Put the look-back scene of ``session``'s game on top (:mod:`.scenes.look_back`; its Close
        comes back here). ``position``: the move shown first (default: the last). Raises
        ``KeyError`` when the game has no table scene."""
        from .scenes.look_back import LookBack

        return self.push(LookBack(self, session, position=position))

    def look_back_at_save(self, path: Any) -> str | None:
        """Look back on the game of the save at ``path`` (replayed, its digest checked; the game on
        the table, if any, is untouched). Returns None, or the one-line reason it cannot be read
        (a damaged file is moved aside, as by :meth:`load_game`)."""
        from .. import saves

        try:
            loaded = saves.load_save(path, bot_pace_seconds=float(self.settings["bot_pace_seconds"]))
            self.show_look_back(loaded.session)
        except saves.SaveError as error:
            return str(error)
        except KeyError as error:
            return f"cannot show that game: {error}"
        return None

    def show_game_over(self, session: GameSession) -> Scene:
        """Put the game-over scene on top of the table (which stays drawn underneath)."""
        from .scenes.game_over import GameOver

        if self.on_result is not None:
            self.on_result(session)

        def play_again() -> None:
            self.start_game(session.game, self.rng.randint(1, 999_999), session.seats, session.names,
                            options=dict(session.options))

        def back() -> None:
            if session.humans:
                self.show_launcher(game=session.game, seats=session.seats, names=session.names,
                                   options=dict(session.options))
            else:   # a computer-only demo: back to the seats and names people chose last time
                self.show_launcher(game=session.game)

        return self.push(GameOver(self, session, on_play_again=play_again, on_back=back,
                                  on_look_back=lambda: self.show_look_back(session)))


class _Boxed(Scene):
    """Stands for any scene drawn in the 1280 x 800 box (for :meth:`App.box_offset`)."""

    def __init__(self) -> None:
        pass


_BOXED = _Boxed()


def _moved(event: pygame.event.Event, pos: tuple[int, int], scale: float) -> pygame.event.Event:
    """A copy of mouse ``event`` at ``pos`` (its ``rel`` divided by ``scale``)."""
    data = dict(event.dict)
    data["pos"] = pos
    if "rel" in data and scale != 1.0:
        data["rel"] = (int(data["rel"][0] / scale), int(data["rel"][1] / scale))
    return pygame.event.Event(event.type, data)


def _desktop() -> tuple[int, int] | None:
    from .scenes.settings_menu import desktop_size

    return desktop_size()


def font_line(size: int) -> int:
    """The line height (logical px) of the kit's bold font at ``size``."""
    from .widgets import font

    return font(size, True).get_linesize()


def _is_autosave(path: Any) -> bool:
    """Whether ``path`` is the autosave file itself."""
    from .. import saves

    try:
        return Path(path).resolve() == saves.autosave_path().resolve()
    except (OSError, TypeError, ValueError):
        return False


def _text_width(text: str, size: int = 20) -> int:
    from .widgets import font

    return font(size, True).size(text[:400])[0]


def _optional_module(name: str) -> Any:
    """Import ``name``; None if that module itself does not exist (yet)."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise


def _make_service(module: Any, names: tuple[str, ...]) -> Any:
    """The first of ``names`` the module has, called with no arguments; else the module itself."""
    for name in names:
        factory = getattr(module, name, None)
        if callable(factory):
            return factory()
    return module

