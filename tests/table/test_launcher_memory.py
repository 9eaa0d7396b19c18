"""What the launcher remembers: the set-up options are kept like the seats, and cleaned on reading."""
from __future__ import annotations

import json

import pytest

from fort_desktop.table import launcher_memory


@pytest.fixture(autouse=True)
def own_config(monkeypatch, tmp_path):
    from fort_desktop import paths

    monkeypatch.setenv(paths.CONFIG_DIR_ENV, str(tmp_path / "user-config"))


def write(data):
    path = launcher_memory.memory_path(create=True)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_a_saved_option_reads_back():
    assert launcher_memory.save("forfort", ["human"] * 4, ["Ann", "", "", ""], {"four_player_mode": "solo"})
    assert launcher_memory.load().options == {"four_player_mode": "solo"}


@pytest.mark.parametrize("options", [
    {"four_player_mode": "chaos"},            # not one of its choices
    {"no_such_option": "solo"},               # not an option Forfort offers
    {"four_player_mode": 4},                  # not text
    ["four_player_mode", "solo"],             # not a mapping
    "solo",
])
def test_an_odd_option_in_the_file_is_dropped(options):
    write({"version": 1, "game": "forfort", "seats": ["human"] * 4, "names": [], "options": options})
    remembered = launcher_memory.load()
    assert remembered is not None and remembered.seats == ["human"] * 4
    assert remembered.options == {}


def test_an_option_of_another_game_is_not_kept():
    write({"version": 1, "game": "fortify", "seats": ["human", "bot"], "names": [],
           "options": {"four_player_mode": "solo"}})
    assert launcher_memory.load().options == {}


def test_a_file_written_before_options_existed_still_reads():
    write({"version": 1, "game": "forfort", "seats": ["human", "bot"], "names": ["Ann", ""]})
    remembered = launcher_memory.load()
    assert remembered.game == "forfort" and remembered.options == {}


def test_control_characters_around_a_value_are_cleaned_before_it_is_checked():
    write({"version": 1, "game": "forfort", "seats": ["human"] * 4, "names": [],
           "options": {"four_player_mode": "\x00solo\n"}})
    assert launcher_memory.load().options == {"four_player_mode": "solo"}
