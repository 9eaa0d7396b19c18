"""The settings a game's table reads, in one typed value (the App hands it to
:meth:`~.game_table.GameTable.apply_settings` when the player changes them, and a table reads it from
the App's settings when it opens).

Units: ``animation_speed`` is a factor (1 = normal, larger is faster); ``bot_pace_seconds`` is the
seconds a computer player takes per action on screen (None: the session's own pace).
"""
from __future__ import annotations

from typing import Any, Mapping, Optional

from ...record import Record

#: The slowest animation speed a table uses (a smaller factor is raised to this).
MIN_ANIMATION_SPEED = 0.1


class TableSettings(Record):
    """What a table reads of the player's settings (not changed once made).

    ``animation_speed``: 1 = normal (autoplay uses 3), at least :data:`MIN_ANIMATION_SPEED`;
    ``bot_pace_seconds``: seconds per computer action on screen (None: the session's);
    ``suggest_spots``: beginner hints shown (a table's suggested spot for the held piece).
    """

    __slots__ = ("animation_speed", "bot_pace_seconds", "suggest_spots")
    frozen = True

    def __init__(self, animation_speed: float = 1.0, bot_pace_seconds: Optional[float] = None,
                 suggest_spots: bool = True):
        self.animation_speed = animation_speed
        self.bot_pace_seconds = bot_pace_seconds
        self.suggest_spots = suggest_spots

    @property
    def speed(self) -> float:
        """The animation speed a table uses (never below :data:`MIN_ANIMATION_SPEED`)."""
        return max(MIN_ANIMATION_SPEED, float(self.animation_speed))

    @classmethod
    def from_mapping(cls, settings: Optional[Mapping[str, Any]],
                     bot_pace_seconds: Optional[float] = None) -> "TableSettings":
        """The table's settings out of the App's settings dict (missing keys: the defaults);
        ``bot_pace_seconds`` (the session's pace) wins over the dict's. Raises ``ValueError`` /
        ``TypeError`` for a number that is not one."""
        settings = settings or {}
        pace = bot_pace_seconds if bot_pace_seconds is not None else settings.get("bot_pace_seconds")
        return cls(animation_speed=float(settings.get("animation_speed", 1.0)),
                   bot_pace_seconds=None if pace is None else float(pace),
                   suggest_spots=bool(settings.get("suggest_spots", True)))
