"""What the shell tests share: events posted as a person makes them, a fake table, a game in progress.

Every helper posts real pygame events (MOUSEMOTION, MOUSEBUTTONDOWN/UP with ``pos`` and ``button``,
KEYDOWN) and runs frames with ``app.step``; positions are logical pixels.
"""
from __future__ import annotations

import os

import random

import pygame

from fort_desktop import paths
from fort_desktop.session import GameSession
from fort_desktop.table.scenes.base import Scene


def use_tmp_dirs(monkeypatch, tmp_path) -> None:
    """Saves and settings of this test go to ``tmp_path`` (never the real home)."""
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(paths.CONFIG_DIR_ENV, str(tmp_path / "config"))


def post(kind, **fields):
    pygame.event.post(pygame.event.Event(kind, **fields))


def click(app, pos, button=1, frames=1):
    """Move there, press, release; then ``frames`` frames."""
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    for _ in range(frames):
        app.step(1 / 60)


def key(app, k, unicode="", mod=0):
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)
    app.step(1 / 60)


def type_text(app, text):
    for ch in text:
        k = pygame.K_BACKSPACE if ch == "\b" else ord(ch.lower())
        post(pygame.KEYDOWN, key=k, mod=0, unicode="" if ch == "\b" else ch, scancode=0)
    app.step(1 / 60)


def drag(app, start, end, steps=6):
    """Press at ``start``, move to ``end`` with the button held, release there."""
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step(1 / 60)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 0), buttons=(1, 0, 0))
        app.step(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.step(1 / 60)


def button_named(scene, label):
    """The widget of ``scene`` (a Button, in ``all_widgets()`` or ``widgets``) whose label starts so."""
    widgets = scene.all_widgets() if hasattr(scene, "all_widgets") else scene.widgets()
    for widget in widgets:
        if getattr(widget, "label", "").startswith(label):
            return widget
    raise LookupError(f"no button {label!r} in {type(scene).__name__}")


def played(seed=7, seats=("human", "bot"), actions=30, names=None):
    """A session with ``actions`` actions chosen by bots (in every seat)."""
    session = GameSession("fortify", seed, list(seats), names)
    for _ in range(actions):
        if session.is_over:
            break
        session.play_bot(session.acting_seats()[0])
    return session


def lift_curtains(app, frames=400):
    """Frames (Space on each curtain) until the bare table is on top."""
    for _ in range(frames):
        if app.top is app.table:
            return
        key(app, pygame.K_SPACE)
    raise AssertionError(f"still covered by {type(app.top).__name__}")


class FakeTable(Scene):
    """Stands in for a game's table (same constructor); ``eat_escape`` makes it use Escape (as the
    Fortify table does to cancel a drag)."""

    eat_escape = False

    def __init__(self, app, session, *, hot_seat, on_game_over):
        super().__init__(app)
        self.session, self.hot_seat, self.on_game_over = session, hot_seat, on_game_over
        self.draws = 0
        self.escapes = 0

    def process_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.eat_escape:
            self.escapes += 1
            return True
        return False

    def draw(self, surface):
        self.draws += 1
        surface.fill((36, 98, 72))


def random_event(rng: random.Random):
    """A random event of the kinds a person makes (mouse anywhere, wheel, keys)."""
    pos = (rng.randint(-40, 1320), rng.randint(-40, 840))
    kind = rng.random()
    if kind < 0.3:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-9, 9), rng.randint(-9, 9)),
                                  buttons=(rng.randint(0, 1), 0, 0))
    if kind < 0.5:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.randint(1, 5))
    if kind < 0.7:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.randint(1, 5))
    if kind < 0.78:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False)
    if kind < 0.8:
        return pygame.event.Event(rng.choice([pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST, pygame.WINDOWENTER]))
    keys = [pygame.K_a, pygame.K_z, pygame.K_0, pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE,
            pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_F1, pygame.K_l, pygame.K_LEFT, pygame.K_RIGHT,
            pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END,
            pygame.K_F11, pygame.K_r, pygame.K_m]
    return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0, scancode=0,
                              unicode=rng.choice(["", "a", "7", " ", "\r", "é"]))


def storm(app, rng, events, restore, per_frame=30):
    """Post ``events`` random events, ``per_frame`` a frame; ``restore()`` puts the scene under test back."""
    for _ in range(0, events, per_frame):
        for _ in range(per_frame):
            pygame.event.post(random_event(rng))
        app.running = True  # Escape on the launcher quits; keep storming
        app.step(rng.choice([0.0, 1 / 60, 0.1]))
        restore()


def shots_dir() -> "Path":
    """The folder for a test's screenshots (``$FORT_SHOTS``, set under ``tmp_path`` by conftest)."""
    from pathlib import Path

    path = Path(os.environ["FORT_SHOTS"])
    path.mkdir(parents=True, exist_ok=True)
    return path


def register_table(monkeypatch, target: str, game: str = "fortify") -> None:
    """Make the game registry name ``target`` ("module:Class") as ``game``'s table scene."""
    from fort_desktop import games

    monkeypatch.setitem(games.GAMES, game, games.GAMES[game].replace(table=target))
