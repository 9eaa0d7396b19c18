"""The window, the clock, the scene stack and the one event reader (TABLE.md "Window and input").

``App`` opens a 1280 x 800 logical window (``SCALED | RESIZABLE``; F11 toggles fullscreen) and
hands every event to the top scene. ``step(dt_seconds)`` runs one frame (events, update, draw,
flip) so tests drive frames without the endless loop; ``run()`` loops at 60 fps (uncapped and
with a fixed 1/60 s of game time per frame when headless, so headless runs are fast and repeatable).

It also owns the services scenes share: ``app.art`` (``fort_desktop.table.art``), ``app.sound``
(``fort_desktop.table.sound``; ``None`` while either module is absent) and ``app.settings``.

Game flow: ``start_game`` -> the game's table scene (``TABLE_SCENES``) -> ``show_game_over`` ->
"Play again" (``start_game`` with a new seed) or "Back" (``show_launcher``).
"""
from __future__ import annotations

import importlib
import os
import random
from pathlib import Path
from typing import Any, Callable

import pygame

from ..session import DEFAULT_BOT_PACE_SECONDS, GameSession
from .scenes.base import LOGICAL_SIZE, Scene
from .widgets import clear_font_cache

TITLE = "Fort Desktop"
FPS = 60
HEADLESS_DT_SECONDS = 1 / FPS

#: game -> "module:Class" of its table scene, built as ``Class(app, session, *, hot_seat, on_game_over)``.
TABLE_SCENES: dict[str, str] = {
    "fortify": "fort_desktop.table.scenes.fortify_table:FortifyTable",
}

DEFAULT_SETTINGS: dict[str, Any] = {
    "bot_pace_seconds": DEFAULT_BOT_PACE_SECONDS,  # seconds a bot takes per action on screen
    "animation_speed": 1.0,  # 1 = normal; larger is faster (autoplay uses 3)
    "muted": False,
}

_UNSET = object()


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
    """The table scene class of ``game`` from ``TABLE_SCENES``, or None if none is registered or its
    module does not exist yet. An import error *inside* an existing module propagates."""
    target = TABLE_SCENES.get(game)
    if target is None:
        return None
    module_name, attr = target.split(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and module_name.startswith(exc.name):
            return None
        raise
    return getattr(module, attr, None)


class App:
    """The running table.

    ``headless``: SDL dummy drivers (no window, no sound) and no frame cap. ``settings`` updates
    :data:`DEFAULT_SETTINGS`. Raises :class:`PygameNotCE` when plain pygame is installed and
    ``pygame.error`` when no window can be opened.
    """

    def __init__(self, *, headless: bool = False, settings: dict[str, Any] | None = None,
                 title: str = TITLE):
        check_pygame_ce()
        self.headless = headless
        if headless:
            use_dummy_drivers()
        pygame.display.init()
        pygame.font.init()
        clear_font_cache()  # fonts from an earlier App died with its pygame.quit()
        pygame.display.set_caption(title)
        # SCALED prints a "no fast renderer" warning under the dummy driver; harmless.
        self.screen = pygame.display.set_mode(LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE)
        pygame.event.clear()
        pygame.key.set_repeat(400, 40)
        self.clock = pygame.time.Clock()
        self.settings: dict[str, Any] = dict(DEFAULT_SETTINGS)
        self.settings.update(settings or {})
        self.scenes: list[Scene] = []
        self.running = True
        self.frames = 0
        self.rng = random.Random()
        #: Called with the session when a game ends (the CLI prints the result line).
        self.on_result: Callable[[GameSession], Any] | None = None
        #: The game being played (set by ``show_table``), or None on the launcher.
        self.session: GameSession | None = None
        self._art: Any = _UNSET
        self._sound: Any = _UNSET
        self._cursor: int | None = None

    # -- services --------------------------------------------------------------------------------
    @property
    def art(self) -> Any:
        """The shared ``fort_desktop.table.art.Art`` (None until that module exists)."""
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
        return self._sound

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
        """The one event reader: app keys first, then the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and getattr(event, "key", None) == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.scenes:
            self.scenes[-1].process_event(event)

    def toggle_fullscreen(self) -> None:
        if self.headless:
            return
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            pass

    def step(self, dt_seconds: float = HEADLESS_DT_SECONDS) -> bool:
        """Run one frame: read every queued event, update the top scene by ``dt_seconds``, draw the
        visible scenes, flip. Returns False once the app should stop."""
        for event in pygame.event.get():
            self.process_event(event)
            if not self.running:
                return False
        if self.scenes:
            self.scenes[-1].update(dt_seconds)
        self.draw()
        pygame.display.flip()
        self.frames += 1
        return self.running and bool(self.scenes)

    def draw(self) -> None:
        """Draw the top scene, and the scenes under it while overlays let them show through."""
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].draws_below:
            first -= 1
        if first < 0:
            self.screen.fill((0, 0, 0))
            return
        for scene in self.scenes[first:]:
            scene.draw(self.screen)

    def run(self, max_frames: int | None = None) -> None:
        """Loop until QUIT, ``quit()`` or an empty stack (or ``max_frames`` frames)."""
        frames = 0
        while self.running and self.scenes:
            if self.headless:
                dt = HEADLESS_DT_SECONDS
            else:
                dt = min(self.clock.tick(FPS) / 1000.0, 0.1)  # a stall never jumps the game ahead
            if not self.step(dt):
                break
            frames += 1
            if max_frames is not None and frames >= max_frames:
                break

    def screenshot(self, path: str | Path) -> Path:
        """Save the current frame (1280 x 800) as a PNG at ``path`` (folders created). Raises
        ``OSError``/``pygame.error`` if it cannot be written."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
        return path

    def close(self) -> None:
        """Leave every scene and shut pygame down."""
        while self.scenes:
            self.scenes.pop().on_leave()
        clear_cache = getattr(self._art, "clear_cache", None)
        if callable(clear_cache):  # the shared Art's fonts die with pygame.quit()
            clear_cache()
        clear_font_cache()
        pygame.quit()

    # -- game flow -------------------------------------------------------------------------------
    def show_launcher(self, **kwargs: Any) -> Scene:
        """Replace the whole stack with the launcher (``kwargs`` go to ``Launcher``)."""
        from .scenes.launcher import Launcher

        self.session = None
        return self.replace(Launcher(self, **kwargs), clear=True)

    def new_session(self, game: str, seed: int, seats: list[str], names: list[str] | None = None) -> GameSession:
        """A :class:`GameSession` with this app's bot pace (errors as ``GameSession``)."""
        return GameSession(game, seed, seats, names,
                           bot_pace_seconds=float(self.settings["bot_pace_seconds"]))

    def start_game(self, game: str, seed: int, seats: list[str], names: list[str] | None = None) -> Scene:
        """Start a new game and show its table (the whole stack is replaced). Raises as
        :class:`GameSession` does (``KeyError``, ``ValueError``, ``DataError``)."""
        return self.show_table(self.new_session(game, seed, seats, names))

    def show_table(self, session: GameSession) -> Scene:
        """Show the table scene of ``session.game`` (raises ``KeyError`` if it has none)."""
        cls = table_scene_class(session.game)
        done = {"shown": False}

        def on_game_over(*_args: Any, **_kwargs: Any) -> None:
            if not done["shown"]:
                done["shown"] = True
                self.show_game_over(session)

        if cls is None:
            raise KeyError(f"no table scene for {session.game!r}")
        self.session = session
        return self.replace(cls(self, session, hot_seat=session.hot_seat, on_game_over=on_game_over), clear=True)

    def show_game_over(self, session: GameSession) -> Scene:
        """Put the game-over scene on top of the table (which stays drawn underneath)."""
        from .scenes.game_over import GameOver

        if self.on_result is not None:
            self.on_result(session)

        def play_again() -> None:
            self.start_game(session.game, self.rng.randint(1, 999_999), session.seats, session.names)

        def back() -> None:
            self.show_launcher(game=session.game, seats=session.seats, names=session.names)

        return self.push(GameOver(self, session, on_play_again=play_again, on_back=back))


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

