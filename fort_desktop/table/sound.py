"""Short sound effects for the table, with a volume and a mute toggle.

The WAV files live in ``sprites/sounds/<name>.wav`` (written by
``python -m fort_desktop.tools.make_sounds``), the big moments' sounds (:data:`MOMENT_NAMES`) too;
one of those whose file is missing is made by that same generator on its first use, in memory, and
kept for the rest of the run (one making per process, whatever the number of players). ``pygame.mixer`` is started on the first sound actually
played, not at import or construction. Never crashes for want of sound: with no audio device
(``pygame.mixer.init`` raises) the whole object goes silent and logs one line; a missing or broken
file makes that one sound silent and logs one line. Only an unknown sound *name* raises
``ValueError`` (a programming error).
"""
from __future__ import annotations

import functools
import io
import logging
from pathlib import Path

import pygame

from fort_desktop import SPRITES_DIR

log = logging.getLogger(__name__)

SOUNDS_DIR = SPRITES_DIR / "sounds"
#: The sounds shipped as files: card snap, dice roll, balloon hit, win fanfare, button click.
FILE_NAMES = ("snap", "roll", "hit", "win", "click")
#: The big moments' sounds, shipped as files too (made on first use without one:
#: ``fort_desktop.tools.make_sounds.MOMENT_SOUNDS``).
MOMENT_NAMES = ("cheer", "treasure", "follow", "steal", "boom", "march", "defeat", "combo", "horn", "bell",
                "race", "jerk")
#: Every sound the table plays.
NAMES = FILE_NAMES + MOMENT_NAMES


@functools.lru_cache(maxsize=None)
def made_sound(name: str) -> bytes:
    """The WAV bytes of the moment sound ``name``, made once per process by the generator."""
    from ..tools.make_sounds import wav_bytes

    return wav_bytes(name)


class Sound:
    """Plays the named effects. ``volume`` is 0.0 (silent) .. 1.0 (full); ``muted`` silences all.

    ``play`` returns True when a sound was started, False when it stayed silent (muted, no audio
    device, missing file). ``available`` tells whether the mixer could be started (None before the
    first attempt).
    """

    def __init__(self, volume: float = 0.8, muted: bool = False, sounds_dir: Path | str = SOUNDS_DIR):
        self.sounds_dir = Path(sounds_dir)
        self.volume = self._clamp(volume)
        self.muted = bool(muted)
        #: None: mixer not tried yet; True: working; False: no audio (silent for good).
        self.available: bool | None = None
        self._cache: dict[str, pygame.mixer.Sound | None] = {}

    @staticmethod
    def _clamp(v: float) -> float:
        return max(0.0, min(1.0, float(v)))

    def set_volume(self, v: float) -> None:
        """Set the volume, clamped to 0.0 .. 1.0; applies to sounds already loaded too."""
        self.volume = self._clamp(v)
        for snd in self._cache.values():
            if snd is not None:
                snd.set_volume(self.volume)

    def set_muted(self, muted: bool) -> None:
        """Mute (True) or unmute (False). Muting also stops sounds that are playing."""
        self.muted = bool(muted)
        if self.muted and self.available:
            try:
                pygame.mixer.stop()
            except pygame.error:
                pass

    def toggle_muted(self) -> bool:
        """Flip mute; returns the new state."""
        self.set_muted(not self.muted)
        return self.muted

    def works(self) -> bool:
        """Whether sound can play on this machine (starts the mixer on the first call; False with no
        audio device). Muting does not change it."""
        return self._start_mixer()

    def _start_mixer(self) -> bool:
        if self.available is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                self.available = True
            except (pygame.error, OSError, NotImplementedError) as exc:
                self.available = False
                log.warning("sound: no audio (%s); the table stays silent", exc)
        return bool(self.available)

    def _load(self, name: str):
        if name not in self._cache:
            path = self.sounds_dir / f"{name}.wav"
            try:
                if name in MOMENT_NAMES and not path.is_file():
                    snd = pygame.mixer.Sound(file=io.BytesIO(made_sound(name)))
                else:
                    snd = pygame.mixer.Sound(str(path))
                snd.set_volume(self.volume)
            except (pygame.error, FileNotFoundError, OSError, ValueError) as exc:
                log.warning("sound: %s cannot be played (%s); that sound stays silent", path, exc)
                snd = None
            self._cache[name] = snd
        return self._cache[name]

    def play(self, name: str) -> bool:
        """Play ``name`` (one of :data:`NAMES`) once, without waiting.

        Returns True if it started. ValueError for an unknown name; never raises for audio problems.
        """
        if name not in NAMES:
            raise ValueError(f"unknown sound {name!r}; expected one of {', '.join(NAMES)}")
        if self.muted or self.volume <= 0.0 or not self._start_mixer():
            return False
        snd = self._load(name)
        if snd is None:
            return False
        try:
            snd.play()
        except pygame.error as exc:  # e.g. the device went away
            log.warning("sound: playing %s failed (%s)", name, exc)
            return False
        return True
