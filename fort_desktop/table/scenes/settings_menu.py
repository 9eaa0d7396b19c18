"""The settings screen (pause menu and launcher): fullscreen, window size ("Fit the screen", the
largest window the desktop holds, or a size), text size, sound volume and mute, animation speed,
computer pace (``fort_desktop.settings``; TABLE.md "Sound and feel").

Every change is applied at once through ``app.apply_settings`` (the sound, the window, the table's
pace and animations) and written to the settings file when a click or a slider drag ends; a failed
write shows its message here and the game goes on. "Defaults" restores the defaults; Escape or Done
closes. Logical pixels; the slider units are the settings' own (volume 0..1, speed factor, seconds).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from ...settings import ANIMATION_SPEED_RANGE, BOT_PACE_SECONDS_RANGE, TEXT_SIZES, Settings
from ..widgets import (CREAM, GOLD, Button, Slider, Toggle, Widget, button_size, draw_card, draw_text, line_step,
                       text_size)
from .base import LOGICAL_SIZE
from .overlay import Overlay

#: Window sizes offered (pixels) besides "Fit the screen" when they fit the desktop, 16:10 and 16:9
#: (the window may also be dragged to any size; the table is laid out for its shape).
WINDOW_SIZES = ((960, 600), (1024, 640), (1152, 720), (1280, 720), (1280, 800), (1366, 768), (1440, 900),
                (1600, 900), (1600, 1000), (1920, 1080), (1920, 1200))
#: The "Fit the screen" choice of the window size row.
FIT = "fit"
#: Offered even when the desktop size is unknown or tiny (the smallest the table scales down to).
ALWAYS_OFFERED = (960, 600)
#: Pixels of the desktop a window cannot use: its title bar and a task bar or panel.
DESKTOP_MARGIN = (0, 72)


def desktop_size() -> tuple[int, int] | None:
    """The largest desktop (pixels) of ``pygame.display.get_desktop_sizes()``, or None if unknown."""
    try:
        sizes = [tuple(int(v) for v in s) for s in pygame.display.get_desktop_sizes()]
    except (pygame.error, AttributeError, TypeError, ValueError):
        return None
    sizes = [s for s in sizes if len(s) == 2 and s[0] > 0 and s[1] > 0]
    return max(sizes, key=lambda s: s[0] * s[1]) if sizes else None


def fit_size(desktop: tuple[int, int] | None = None) -> tuple[int, int]:
    """The largest window (px) that fits ``desktop`` (default: the real one) with its title bar and
    a task bar (:data:`DESKTOP_MARGIN`), of the desktop's own shape: 1366 x 768 gives 1366 x 696,
    1920 x 1080 gives 1920 x 1008. An unknown desktop gives 1280 x 800."""
    desktop = desktop if desktop is not None else desktop_size()
    if desktop is None:
        return (1280, 800)
    return (max(ALWAYS_OFFERED[0], desktop[0] - DESKTOP_MARGIN[0]),
            max(ALWAYS_OFFERED[1], desktop[1] - DESKTOP_MARGIN[1]))


def fits(size: tuple[int, int], desktop: tuple[int, int] | None) -> bool:
    """Whether a window of ``size`` (with its title bar, beside a task bar) fits ``desktop``."""
    return desktop is None or (size[0] <= desktop[0] - DESKTOP_MARGIN[0]
                               and size[1] <= desktop[1] - DESKTOP_MARGIN[1])


def window_sizes(current: tuple[int, int] | None = None,
                 desktop: tuple[int, int] | None = None) -> list[tuple[int, int]]:
    """The sizes to offer: those of :data:`WINDOW_SIZES` that fit ``desktop`` (default: the real one),
    plus the smallest (960 x 600) and ``current`` always, smallest first."""
    desktop = desktop if desktop is not None else desktop_size()
    sizes = {s for s in WINDOW_SIZES if fits(s, desktop)} | {ALWAYS_OFFERED}
    if current is not None:
        sizes.add(tuple(int(v) for v in current))
    return sorted(sizes, key=lambda s: (s[0] * s[1], s))


def clamp_window_size(size: tuple[int, int], desktop: tuple[int, int] | None = None) -> tuple[int, int]:
    """A saved window size that fits the desktop: itself if it fits, else the largest offered size
    that does (960 x 600 when none does). A 1366 x 768 laptop gets 1024 x 640."""
    desktop = desktop if desktop is not None else desktop_size()
    size = (int(size[0]), int(size[1]))
    if fits(size, desktop):
        return size
    fitting = [s for s in WINDOW_SIZES if fits(s, desktop)]
    return max(fitting, key=lambda s: s[0] * s[1]) if fitting else ALWAYS_OFFERED


def size_options(current: tuple[int, int] | None = None) -> list[tuple[Any, str]]:
    """The window size row's choices: "Fit the screen" first, then the sizes that fit (``current``
    among them)."""
    return [(FIT, "Fit the screen")] + [(s, f"{s[0]} x {s[1]}") for s in window_sizes(current)]


def speed_words(value: float) -> str:
    return "normal" if abs(value - 1.0) < 1e-6 else f"{value:g}x"


def pace_words(value: float) -> str:
    """The computer's pace as the launcher says it: a move of a raced game, a move of a game of
    turns (the table's share of the pace, :data:`~..kit.game_table.TURN_PACE_SHARE`)."""
    if value <= 0:
        return "at once"
    from ..kit.game_table import TURN_PACE_SHARE

    return f"{value * TURN_PACE_SHARE:.1f} s, race {value:g}"


class SettingsMenu(Overlay):
    """Edits ``app.user_settings`` live."""

    def __init__(self, app: Any):
        super().__init__(app)
        self.card = pygame.Rect(0, 0, 760, 680)
        current: Settings = app.user_settings
        self.labels: list[tuple[str, int]] = []
        self.row_rects: list[pygame.Rect] = []
        nowhere = pygame.Rect(0, 0, 0, 0)
        self.fullscreen = Toggle(nowhere, [(False, "Off"), (True, "On")], current.fullscreen,
                                 self._changed, style="light", font_size=24)
        self.window = Toggle(nowhere, size_options(tuple(current.window_size)),
                             self._window_value(current), self._changed, style="light", font_size=22)
        self.text = Toggle(nowhere, [(t, f"{t}%") for t in TEXT_SIZES], current.text_size,
                           self._changed, style="light", font_size=24)
        player = getattr(app, "sound", None)
        silent = player is not None and not player.works()    # no audio device here
        self.muted = Toggle(nowhere, [(False, "On (no sound device)" if silent else "On"), (True, "Muted")],
                            current.muted, self._changed, style="light", font_size=20 if silent else 24)
        self.volume = Slider(nowhere, 0.0, 1.0, current.volume, step=0.05,
                             on_change=self._live, on_release=self._changed,
                             text=lambda v: f"{round(v * 100)}%")
        self.speed = Slider(nowhere, *ANIMATION_SPEED_RANGE, current.animation_speed, step=0.25,
                            on_change=self._live, on_release=self._changed, text=speed_words)
        self.pace = Slider(nowhere, *BOT_PACE_SECONDS_RANGE, current.bot_pace_seconds, step=0.1,
                           on_change=self._live, on_release=self._changed, text=pace_words)
        self.done = Button(nowhere, "Done", self.close, style="primary", font_size=28)
        self.defaults = Button(nowhere, "Defaults", self.reset, style="light", font_size=24)
        self.rows: list[tuple[str, Widget]] = [
            ("Fullscreen  (F11)", self.fullscreen), ("Window size", self.window), ("Text size", self.text),
            ("Sound", self.muted), ("Sound volume", self.volume), ("Animation speed", self.speed),
            ("Computer pace", self.pace)]
        self.widgets = [self.fullscreen, self.window, self.text, self.muted, self.volume, self.speed, self.pace,
                        self.defaults, self.done]
        self._layout()

    def _layout(self) -> None:
        """Size the card from its words at the text size now: the labels' column as wide as the
        longest label, the controls as wide as their longest choice (a slider: its track and its
        longest words), each row as tall as its text, all centred on the 1280 x 800 box."""
        label_w = max(text_size(label, 24, True)[0] for label, _ in self.rows)
        control_w = 380
        row_h = 50
        for _, widget in self.rows:
            if isinstance(widget, Toggle):
                for _, words in widget.options:
                    w, h = button_size(words, widget.font_size, pad=(12, 8))
                    control_w, row_h = max(control_w, w), max(row_h, h)
            elif isinstance(widget, Slider):
                words = [widget.text(v) for v in (widget.low, widget.high, widget.value,
                                                  (widget.low + widget.high) / 2)]
                widget.words_w = max(150, max(text_size(w, widget.font_size, True)[0] for w in words) + 6)
                control_w = max(control_w, 200 + widget.words_w + 30)
        row_h = max(row_h, line_step(24, True) + 8)
        step = row_h + 12
        control_w = min(control_w, LOGICAL_SIZE[0] - 80 - 60 - label_w - 30 - 50)
        head = line_step(30, True) + 26                      # the card's title on its frame
        self.row_y0 = head + 24
        self.row_step = step
        button_h = max(58, line_step(28, True) + 16)
        hint_h = line_step(18) + 12
        width = max(760, 60 + label_w + 30 + control_w + 50)
        height = self.row_y0 + 20 + step * len(self.rows) + 8 + hint_h + button_h + 32
        self.card = pygame.Rect(0, 0, width, min(LOGICAL_SIZE[1] - 20, height))
        self.card.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        x = self.card.right - 50 - control_w
        y = self.card.y + self.row_y0 + 20
        self.labels = []
        for label, widget in self.rows:
            widget.rect = pygame.Rect(x, y, control_w, row_h)
            self.labels.append((label, widget.rect.centery))
            y += step
        self.band = pygame.Rect(self.card.x + 32, self.card.y + self.row_y0 + 6, self.card.width - 64,
                                step * len(self.rows) + 8)
        self.hint_y = self.band.bottom + hint_h // 2 + 4
        done_w = button_size("Done", 28, least=(200, 0), pad=(12, 0))[0]
        defaults_w = button_size("Defaults", 24, least=(200, 0), pad=(12, 0))[0]
        self.done.rect = pygame.Rect(self.card.right - 50 - done_w, self.card.bottom - 32 - button_h, done_w,
                                     button_h)
        self.defaults.rect = pygame.Rect(self.card.x + 50, self.done.rect.y, defaults_w, button_h)

    def on_canvas(self, size: tuple[int, int]) -> None:
        """The text size changed (this very screen may have changed it): lay the card out again."""
        self._layout()

    def chosen(self) -> Settings:
        """The settings the controls show now."""
        fit = self.window.value == FIT
        size = tuple(self.app.user_settings.window_size) if fit else tuple(self.window.value)
        return replace(self.app.user_settings, fullscreen=bool(self.fullscreen.value), window_fit=fit,
                       window_size=size, text_size=int(self.text.value), muted=bool(self.muted.value),
                       volume=float(self.volume.value), animation_speed=float(self.speed.value),
                       bot_pace_seconds=float(self.pace.value))

    @staticmethod
    def _window_value(current: Settings) -> Any:
        return FIT if current.window_fit else tuple(current.window_size)

    def _live(self, _value: Any = None) -> None:
        self.app.apply_settings(self.chosen(), save=False)

    def _changed(self, _value: Any = None) -> None:
        error = self.app.apply_settings(self.chosen(), save=True)
        self.status = error or "Saved."

    def reset(self) -> None:
        """Back to the defaults (applied and saved)."""
        defaults = Settings()
        self.fullscreen.value = defaults.fullscreen
        self.window.value = FIT
        self.text.value = defaults.text_size
        self.muted.value = defaults.muted
        self.volume.value = defaults.volume
        self.speed.value = defaults.animation_speed
        self.pace.value = defaults.bot_pace_seconds
        self._changed()

    def sync(self) -> None:
        """Show ``app.user_settings`` as they are now (F11, M or another screen may have changed them):
        the controls never keep a stale copy that a later click would write back."""
        current: Settings = self.app.user_settings
        self.fullscreen.value = bool(current.fullscreen)
        value = self._window_value(current)
        if value not in [v for v, _ in self.window.options]:
            self.window.options = size_options(tuple(current.window_size))
        self.window.value = value
        self.text.value = int(current.text_size)
        self.muted.value = bool(current.muted)
        for slider, value in ((self.volume, current.volume), (self.speed, current.animation_speed),
                              (self.pace, current.bot_pace_seconds)):
            if not slider.dragging:
                slider.value = slider._snap(float(value))

    def update(self, dt_seconds: float) -> None:
        self.sync()
        super().update(dt_seconds)

    def process_event(self, event: pygame.event.Event) -> bool:
        self.sync()   # a click acts on what the settings are now, not on what they were when drawn
        return super().process_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.sync()
        super().draw(surface)

    def draw_card(self, surface: pygame.Surface) -> None:
        draw_card(surface, self.card, "Settings")
        pygame.draw.rect(surface, (120, 76, 42), self.band, border_radius=14)
        for label, y in self.labels:
            draw_text(surface, label, (self.card.x + 60, y), size=24, bold=True, color=CREAM, anchor="midleft")
        hint = "Changes apply at once and are kept for next time."
        draw_text(surface, hint, (self.card.centerx, self.hint_y), size=18, color=(110, 92, 76),
                  anchor="center")
        if self.status:
            room = self.done.rect.x - self.defaults.rect.right - 20
            draw_text(surface, self.status, ((self.defaults.rect.right + self.done.rect.x) // 2,
                                             self.done.rect.centery), size=18, bold=True,
                      color=GOLD if self.status != "Saved." else (70, 120, 60), anchor="center", max_width=room)
