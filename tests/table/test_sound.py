"""Sound: the WAV files exist and are small, and the table stays silent (never crashes) without audio
(TABLE.md "Sound and feel")."""
import logging
import wave
from array import array

import pygame
import pytest

from fort_desktop import SPRITES_DIR
from fort_desktop.table import sound as sound_mod
from fort_desktop.table.sound import FILE_NAMES, NAMES, Sound
from fort_desktop.tools import make_sounds

SOUNDS = SPRITES_DIR / "sounds"


@pytest.mark.parametrize("name", FILE_NAMES)
def test_sound_file_is_a_small_mono_16bit_wav(name):
    path = SOUNDS / f"{name}.wav"
    assert path.is_file()
    assert path.stat().st_size < 60_000
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        frames = w.readframes(w.getnframes())
    samples = array("h", frames)
    assert len(samples) > 0.02 * 22050
    assert max(abs(s) for s in samples) > 3000            # audible, not silence
    assert abs(samples[-1]) < 2000                       # ends without a click


def test_generator_covers_every_name_and_matches_the_files(tmp_path, monkeypatch):
    assert set(make_sounds.SOUNDS) == set(FILE_NAMES)
    monkeypatch.setattr(make_sounds, "OUT", tmp_path)
    monkeypatch.setattr(make_sounds, "ROOT", tmp_path.parent)
    make_sounds.main([])
    for name in FILE_NAMES:
        assert (tmp_path / f"{name}.wav").read_bytes() == (SOUNDS / f"{name}.wav").read_bytes(), name


@pytest.fixture
def no_audio(monkeypatch):
    calls = []

    def broken_init(*args, **kwargs):
        calls.append(1)
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    return calls


def test_silent_without_audio_device(no_audio, caplog):
    snd = Sound()
    with caplog.at_level(logging.WARNING, logger=sound_mod.__name__):
        for name in NAMES:
            assert snd.play(name) is False
        assert snd.play("snap") is False
    assert snd.available is False
    assert len(no_audio) == 1                      # tried once, then stays silent
    assert len([r for r in caplog.records if "no audio" in r.getMessage()]) == 1


def test_mixer_is_started_lazily(no_audio):
    snd = Sound()
    snd.set_volume(0.5)
    snd.set_muted(False)
    assert no_audio == [] and snd.available is None


def test_muted_play_does_nothing(no_audio):
    snd = Sound(muted=True)
    assert snd.play("win") is False
    assert no_audio == []                          # not even the mixer was touched
    snd.set_muted(False)
    assert snd.play("win") is False and no_audio == [1]


def test_volume_zero_plays_nothing(no_audio):
    snd = Sound(volume=0.0)
    assert snd.play("hit") is False and no_audio == []


def test_set_volume_clamps():
    snd = Sound()
    snd.set_volume(3)
    assert snd.volume == 1.0
    snd.set_volume(-1)
    assert snd.volume == 0.0
    assert Sound(volume=2).volume == 1.0


def test_toggle_muted():
    snd = Sound()
    assert snd.toggle_muted() is True and snd.muted
    assert snd.toggle_muted() is False and not snd.muted


def test_unknown_name_raises():
    with pytest.raises(ValueError):
        Sound(muted=True).play("boing")


def test_plays_with_the_dummy_audio_driver():
    snd = Sound(volume=0.3)
    try:
        started = snd.play("click")
        if not snd.available:
            pytest.skip("no audio driver at all here")
        assert started is True
        snd.set_volume(0.6)
        assert snd._cache["click"].get_volume() == pytest.approx(0.6, abs=0.01)
    finally:
        if pygame.mixer.get_init():
            pygame.mixer.quit()


def test_missing_file_stays_silent(tmp_path, caplog):
    snd = Sound(sounds_dir=tmp_path)
    try:
        with caplog.at_level(logging.WARNING, logger=sound_mod.__name__):
            assert snd.play("snap") is False
            assert snd.play("snap") is False
        if snd.available:
            assert len([r for r in caplog.records if "snap.wav" in r.getMessage()]) == 1
    finally:
        if pygame.mixer.get_init():
            pygame.mixer.quit()
