"""The player's settings, kept in ``config_dir()/settings.yaml`` (TABLE.md "Saves", "Sound and feel").

Fields (:class:`Settings`): ``fullscreen``; ``window_fit`` (the window takes the largest size that
fits the desktop) or else ``window_size`` ``(width_px, height_px)``; ``text_size`` (percent of the
words' size: 100, 125 or 150); sound
``volume`` (0 to 1) and ``muted``; ``animation_speed`` (1 = normal, larger is faster);
``bot_pace_seconds`` (seconds a computer player takes per action on screen).

The file is YAML written with ``yaml.safe_dump`` (never objects). Reading it never raises: a missing
file gives the defaults; an unreadable or damaged file, or something that is not a regular file (a
FIFO is never opened for reading, so it cannot hang the program), gives the defaults and one line; a
field of the wrong type gets its default, again with a line; numbers outside their range are clamped
quietly; unknown keys are ignored. A file that was damaged or had a wrong field is moved aside (kept,
never overwritten) and a clean file is written in its place. Writes are atomic
(:func:`fort_desktop.paths.write_atomic`).
"""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from . import paths

# PyYAML is imported when a settings file is written, or read and not in the plain shape this
# program writes (:func:`_plain_mapping`): a start-up with the player's own settings file reads it
# without PyYAML.

FILE_NAME = "settings.yaml"

#: Smallest and largest window, in pixels (width, height).
MIN_WINDOW_PX = (640, 400)
MAX_WINDOW_PX = (7680, 4320)
VOLUME_RANGE = (0.0, 1.0)
ANIMATION_SPEED_RANGE = (0.25, 4.0)
BOT_PACE_SECONDS_RANGE = (0.0, 5.0)
#: The text sizes offered (percent); another number in a file becomes the nearest of these.
TEXT_SIZES = (100, 125, 150)
#: Settings files larger than this (bytes) are treated as damaged.
MAX_SETTINGS_BYTES = 64 * 1024


@dataclass
class Settings:
    """The player's settings, each with its default. Use :meth:`clamped` to bring numbers in range."""

    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 800)
    volume: float = 0.8
    muted: bool = False
    animation_speed: float = 1.0
    #: Seconds a computer player takes per action on screen. Its race time is this times its
    #: actions (fortify.md 9), so the default is the launcher's "easy" pace, one a newcomer can beat
    #: in the Meeple races (newcomers took 22-98 s a race, issue 7).
    bot_pace_seconds: float = 5.0
    #: the window takes the largest size that fits the desktop (``window_size`` is then unused)
    window_fit: bool = True
    #: the words' size, percent (:data:`TEXT_SIZES`)
    text_size: int = 100

    def clamped(self) -> "Settings":
        """A copy with every number inside its range (window size within :data:`MIN_WINDOW_PX` ..
        :data:`MAX_WINDOW_PX`)."""
        width, height = self.window_size
        return Settings(
            fullscreen=bool(self.fullscreen),
            window_size=(_clamp(int(width), MIN_WINDOW_PX[0], MAX_WINDOW_PX[0]),
                         _clamp(int(height), MIN_WINDOW_PX[1], MAX_WINDOW_PX[1])),
            window_fit=bool(self.window_fit),
            text_size=min(TEXT_SIZES, key=lambda t: (abs(t - float(self.text_size)), t)),
            volume=_clamp(float(self.volume), *VOLUME_RANGE),
            muted=bool(self.muted),
            animation_speed=_clamp(float(self.animation_speed), *ANIMATION_SPEED_RANGE),
            bot_pace_seconds=_clamp(float(self.bot_pace_seconds), *BOT_PACE_SECONDS_RANGE),
        )

    def as_dict(self) -> dict[str, Any]:
        """Plain data (``window_size`` as a list), as stored and as ``App(settings=...)`` takes it."""
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data


def settings_path() -> Path:
    """``config_dir()/settings.yaml`` (the folder is created; raises ``OSError`` if it cannot be)."""
    return paths.config_dir() / FILE_NAME


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings and a one-line message for the player (``None`` when all was well).

    Never raises. Missing file: defaults, no message. Unreadable or damaged file: defaults and a
    message. Wrong field types: those fields' defaults and a message naming them. In both of the last
    cases the bad file is moved aside (``settings.bad-<timestamp>.yaml``) and the settings in use are
    written in its place.
    """
    try:
        path = settings_path()
    except OSError as error:
        return Settings(), f"Settings folder unavailable ({_os_words(error)}); using the defaults."
    try:
        raw = paths.read_regular(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return Settings(), None
    except paths.NotRegularFile:
        return Settings(), "Settings file is not a regular file (a pipe or a device?); using the defaults."
    except OSError as error:
        return Settings(), f"Settings file could not be read ({_os_words(error)}); using the defaults."
    try:
        settings, problems = settings_from_text(raw)
    except ValueError as error:
        settings, problems, damaged = Settings(), [str(error)], True
    else:
        damaged = False
    if not problems:
        return settings, None
    kept = _keep_aside(path)
    saved = _try_save(settings)
    if damaged:
        message = f"Settings file was damaged ({problems[0]}); using the defaults."
    else:
        which = "its default" if len(problems) == 1 else "their defaults"
        message = f"Settings: {'; '.join(problems)}; using {which}."
    if kept is not None:
        message += f" The old file was kept as {kept.name}."
    if saved is not None:
        message += f" {saved}"
    return settings, message


def settings_from_text(raw: bytes | str) -> tuple[Settings, list[str]]:
    """Settings from a settings file's contents, and the problems found in its fields.

    Raises ``ValueError`` (with a short reason) when the contents are not a YAML mapping at all; a
    field of the wrong type gets its default and a problem line; numbers are clamped; unknown keys
    are ignored.
    """
    if len(raw) > MAX_SETTINGS_BYTES:
        raise ValueError("it is too large")
    try:
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError:
        raise ValueError("it is not UTF-8 text") from None
    data = _plain_mapping(text)
    if data is None:
        data = _yaml_document(text)
    defaults = Settings()
    values: dict[str, Any] = {}
    problems: list[str] = []
    for f in fields(Settings):
        if f.name not in data:
            continue
        value = _checked(f.name, data[f.name])
        if value is None:
            problems.append(f"{f.name} has a wrong value")
            value = getattr(defaults, f.name)
        values[f.name] = value
    return Settings(**values).clamped(), problems


def _yaml_document(text: str) -> dict[Any, Any]:
    """``text`` parsed as YAML; raises ``ValueError`` (a short reason) unless it is a mapping."""
    import yaml

    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        raise ValueError(f"it is not valid YAML{where}") from None
    except (RecursionError, MemoryError, ValueError, TypeError):
        raise ValueError("it is not valid YAML") from None
    if data is None:
        raise ValueError("it is empty")
    if not isinstance(data, dict):
        raise ValueError("it is not a list of settings")
    return data


def _plain_mapping(text: str) -> dict[str, Any] | None:
    """``text`` read as what :func:`save_settings` writes, or ``None`` when it is anything else (then
    PyYAML reads it). The shape: whole-line ``#`` comments and blank lines; every other line
    ``name: value`` at the start of the line, ``name`` of lower-case letters and ``_``, ``value``
    ``true``, ``false``, a whole number (no leading zero), a decimal number (digits, a dot, digits)
    or ``[n, n, ...]`` of whole numbers. For such a text the result is exactly what YAML gives; a
    text with no setting line gives ``None`` (YAML then says why it is not a mapping)."""
    data: dict[str, Any] = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        name, sep, raw = line.partition(": ")
        if not sep or not name or name.strip("abcdefghijklmnopqrstuvwxyz_") or raw != raw.strip():
            return None
        if raw.startswith("[") and raw.endswith("]"):
            items = [_plain_scalar(item) for item in raw[1:-1].split(", ")]
            if not all(isinstance(item, int) and not isinstance(item, bool) for item in items):
                return None
            data[name] = items
            continue
        value = _plain_scalar(raw)
        if value is None:
            return None
        data[name] = value
    return data or None


def _plain_scalar(raw: str) -> bool | int | float | None:
    """``true``/``false``, a whole number with no leading zero, or ``digits.digits`` (a float), as YAML
    reads them; ``None`` for anything else."""
    if raw == "true" or raw == "false":
        return raw == "true"
    whole, dot, fraction = raw.partition(".")
    digits = whole[1:] if whole.startswith("-") else whole
    if not digits.isascii() or not digits.isdigit():
        return None
    if not dot:
        return int(whole) if digits == "0" or digits[0] != "0" else None
    if not fraction.isascii() or not fraction.isdigit():
        return None
    return float(raw)


def save_settings(settings: Settings) -> Path:
    """Write ``settings`` (clamped) to :func:`settings_path` atomically; returns the path.

    Raises ``OSError`` if the write fails (the previous file is then unchanged).
    """
    import yaml

    text = "# Fort Desktop settings (edit with care: a bad value falls back to its default)\n"
    text += yaml.safe_dump(settings.clamped().as_dict(), sort_keys=False, default_flow_style=None)
    return paths.write_atomic(settings_path(), text)


def _checked(name: str, value: Any) -> Any:
    """``value`` as field ``name`` takes it, or ``None`` if it has the wrong type."""
    if name in ("fullscreen", "muted", "window_fit"):
        return value if isinstance(value, bool) else None
    if name == "window_size":
        if (isinstance(value, (list, tuple)) and len(value) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
            return (value[0], value[1])
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        try:
            number = float(value)
        except OverflowError:  # an absurdly long whole number
            return None
        return number if math.isfinite(number) else None
    return None


def _clamp(value: Any, low: Any, high: Any) -> Any:
    return max(low, min(high, value))


def _keep_aside(path: Path) -> Path | None:
    try:
        return paths.keep_aside(path)
    except OSError:
        return None


def _try_save(settings: Settings) -> str | None:
    try:
        save_settings(settings)
    except OSError as error:
        return f"They could not be saved ({_os_words(error)})."
    return None


def _os_words(error: OSError) -> str:
    return error.strerror or str(error) or type(error).__name__


__all__ = ["Settings", "load_settings", "save_settings", "settings_from_text", "settings_path"]
