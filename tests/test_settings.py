"""Settings: kept in the config folder, survive a restart, and fall back to defaults with a message."""
from __future__ import annotations

import errno
import math

import pytest
import yaml
from hypothesis import HealthCheck, given, settings as hyp_settings, strategies as st

from fort_desktop import paths
from fort_desktop.settings import Settings, load_settings, save_settings, settings_from_text, settings_path


@pytest.fixture(autouse=True)
def user_dirs(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(paths.CONFIG_DIR_ENV, str(tmp_path / "config"))
    return tmp_path


def kept_files():
    return sorted(p for p in settings_path().parent.iterdir() if paths.BAD_MARK in p.name)


def in_range(s: Settings) -> bool:
    return (isinstance(s.fullscreen, bool) and isinstance(s.muted, bool)
            and 640 <= s.window_size[0] <= 7680 and 400 <= s.window_size[1] <= 4320
            and 0 <= s.volume <= 1 and 0.25 <= s.animation_speed <= 4 and 0 <= s.bot_pace_seconds <= 5)


def test_settings_live_in_the_config_folder(user_dirs):
    assert settings_path() == user_dirs / "config" / "settings.yaml"


def test_no_file_gives_the_defaults_without_a_message():
    assert load_settings() == (Settings(), None)
    assert Settings() == Settings(False, (1280, 800), 0.8, False, 1.0, 5.0)


def test_the_default_computer_pace_is_the_launchers_easy_one():
    from fort_desktop.table.scenes.launcher import PACES

    easy = max(value for value, _ in PACES)
    assert Settings().bot_pace_seconds == easy


def test_settings_survive_a_restart():
    mine = Settings(fullscreen=True, window_size=(1920, 1080), volume=0.25, muted=True,
                    animation_speed=2.5, bot_pace_seconds=0.0)
    save_settings(mine)
    assert load_settings() == (mine, None)
    stored = yaml.safe_load(settings_path().read_text(encoding="utf-8"))
    assert stored == mine.as_dict() and stored["window_size"] == [1920, 1080]


@pytest.mark.parametrize("text, why", [
    ("volume: [0.5,\n", "not valid YAML at line"),
    ("- just\n- a list\n", "not a list of settings"),
    ("", "it is empty"),
    ("!!python/object/apply:os.system ['echo pwned']\n", "not valid YAML"),
    ("\x00\x01garbage: {{{", "not valid YAML"),
])
def test_a_damaged_file_is_replaced_by_defaults_with_a_message(text, why):
    settings_path().write_text(text, encoding="utf-8")
    loaded, message = load_settings()
    assert loaded == Settings()
    assert message.startswith("Settings file was damaged") and why in message and "\n" not in message
    assert [p.read_text(encoding="utf-8") for p in kept_files()] == [text]
    assert kept_files()[0].name in message
    assert load_settings() == (Settings(), None)  # defaults were written in its place


def test_bytes_that_are_not_text_are_damage():
    settings_path().write_bytes(b"\xff\xfe\xfd volume")
    loaded, message = load_settings()
    assert loaded == Settings() and "not UTF-8" in message


@pytest.mark.parametrize("field, value", [
    ("fullscreen", 1),
    ("fullscreen", "no way"),
    ("window_size", [1024]),
    ("window_size", "1024x768"),
    ("window_size", [1024.5, 768]),
    ("volume", "loud"),
    ("volume", True),
    ("volume", float("nan")),
    ("muted", None),
    ("animation_speed", [2]),
    ("bot_pace_seconds", 10**400),
])
def test_a_wrong_field_gets_its_default_and_the_others_are_kept(field, value):
    good = {"fullscreen": True, "window_size": [1600, 900], "volume": 0.5, "muted": True,
            "animation_speed": 2.0, "bot_pace_seconds": 1.5}
    good[field] = value
    settings_path().write_text(yaml.safe_dump(good), encoding="utf-8")
    loaded, message = load_settings()
    expected = Settings(True, (1600, 900), 0.5, True, 2.0, 1.5)
    setattr(expected, field, getattr(Settings(), field))
    assert loaded == expected
    assert message.startswith(f"Settings: {field} has a wrong value") and "\n" not in message
    assert len(kept_files()) == 1
    assert load_settings() == (expected, None)


def test_numbers_out_of_range_are_clamped_quietly():
    settings_path().write_text("window_size: [10, 99999]\nvolume: 3\nanimation_speed: 0\n"
                               "bot_pace_seconds: -2\n", encoding="utf-8")
    loaded, message = load_settings()
    assert message is None
    assert loaded.window_size == (640, 4320) and loaded.volume == 1.0
    assert loaded.animation_speed == 0.25 and loaded.bot_pace_seconds == 0.0


def test_unknown_keys_are_ignored():
    settings_path().write_text("volume: 0.1\ntheme: dark\n", encoding="utf-8")
    assert load_settings() == (Settings(volume=0.1), None)


def test_a_failed_write_leaves_the_previous_settings(monkeypatch):
    save_settings(Settings(volume=0.3))
    before = settings_path().read_bytes()

    def fail(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(paths.os, "fsync", fail)
        with pytest.raises(OSError):
            save_settings(Settings(volume=0.9))
    assert settings_path().read_bytes() == before
    assert [p.name for p in settings_path().parent.iterdir()] == ["settings.yaml"]


def test_an_unreadable_file_gives_defaults_with_a_message():
    settings_path().mkdir()  # a folder where the file should be
    loaded, message = load_settings()
    assert loaded == Settings() and message and "\n" not in message


def test_as_dict_fits_the_table_settings():
    data = Settings().as_dict()
    assert data["bot_pace_seconds"] == 5.0 and data["animation_speed"] == 1.0 and data["muted"] is False


@hyp_settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=400) | st.text(max_size=400).map(str.encode))
def test_any_file_contents_give_usable_settings(raw):
    settings_path().write_bytes(raw)
    loaded, message = load_settings()
    assert in_range(loaded)
    assert message is None or "\n" not in message
    assert load_settings()[1] is None  # whatever was there, a good file is there now


@hyp_settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from(["fullscreen", "window_size", "volume", "muted", "animation_speed",
                                        "bot_pace_seconds", "other"]),
                       st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5)
                       | st.lists(st.integers() | st.floats(), max_size=3)))
def test_any_field_values_give_usable_settings(data):
    loaded, problems = settings_from_text(yaml.safe_dump(data))
    assert in_range(loaded)
    for value in (loaded.volume, loaded.animation_speed, loaded.bot_pace_seconds):
        assert math.isfinite(value)


def test_a_fifo_where_the_settings_file_goes_gives_the_defaults_at_once():
    import os

    from fort_desktop import settings as settings_module

    path = settings_module.settings_path()
    if path.exists():
        path.unlink()
    os.mkfifo(path)
    try:
        loaded, message = settings_module.load_settings()
        assert loaded == settings_module.Settings() and "not a regular file" in message
    finally:
        path.unlink()



#: Texts a start-up reads without PyYAML (as this program writes them, or near it) ...
PLAIN = [
    "fullscreen: true\nwindow_size: [1920, 1080]\nvolume: 0.25\nmuted: false\n",
    "# a comment\n\nvolume: 1.0\r\nanimation_speed: 2\nbot_pace_seconds: -0\n",
    "volume: 01.5\n", "volume: 0\n", "volume: -3\n", "window_size: [1920, 1080, 7]\n", "volume: 0.5\nvolume: 0.75\n",
]
#: ... and texts left to PyYAML (YAML reads some of them otherwise than a plain reading would).
NOT_PLAIN = [
    "volume: 010\n", "volume: 1e3\n", "volume: 1.0e-05\n", "volume: .5\n", "volume: 5.\n", "volume: 1_0\n",
    "volume: 0x10\n", "muted: yes\n", "muted: True\n", "muted: ~\n", "muted:\n", "muted: 'true'\n",
    "muted: true # note\n", "  muted: true\n", "Muted: true\n", "window_size: [1920,1080]\n", "window_size: []\n",
    "window_size: [1.5, 2]\n", "window_size: [true, 2]\n", "volume: \u0663\n", "volume: 1\u00b2\n",
    "---\nvolume: 0.5\n", "# only a comment\n", "", "muted: true\n- x\n", "volume:  0.5\n", "volume: 0.5 \n",
]


@pytest.mark.parametrize("text", PLAIN)
def test_the_plain_reading_is_yamls(text):
    """A start-up reads the file this program writes without PyYAML (_plain_mapping): what it reads
    is exactly what YAML reads, types included."""
    from fort_desktop.settings import _plain_mapping

    plain, read = _plain_mapping(text), yaml.safe_load(text)
    assert plain == read and [type(v) for v in plain.values()] == [type(v) for v in read.values()]


@pytest.mark.parametrize("text", NOT_PLAIN)
def test_anything_else_is_left_to_yaml(text):
    from fort_desktop.settings import _plain_mapping

    assert _plain_mapping(text) is None


def test_the_file_this_program_writes_is_read_without_yaml():
    from fort_desktop.settings import _plain_mapping

    for mine in (Settings(), Settings(True, (7680, 4320), 0.0, True, 0.25, 0.0), Settings(volume=0.35, animation_speed=3.75)):
        save_settings(mine)
        text = settings_path().read_text(encoding="utf-8")
        assert _plain_mapping(text) == yaml.safe_load(text) == mine.as_dict()
