"""Saves: versioned JSON, atomic writes, upgraders, and a loader that only ever raises SaveError.

Every test points FORT_DESKTOP_DATA_DIR / FORT_DESKTOP_CONFIG_DIR at its own temporary folder.
"""
from __future__ import annotations

import errno
import json
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from fort_desktop import games, paths, saves
from fort_desktop.bots.playout import play
from fort_desktop.saves import SaveError
from fort_desktop.session import GameSession

FIXTURES = Path(__file__).parent / "fixtures"
#: The first seed tried for the whole-game playout; the next seeds are tried until one goes through
#: every phase (so a rules change cannot quietly shrink what the tests cover). 31 gives the shortest
#: such playout of seeds 14-53 (173 actions): the every-action test replays the game at each one.
FIRST_SEED = 31
PHASES = {"build", "recruit", "throw", "jerk", "medic"}


@pytest.fixture(autouse=True)
def user_dirs(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(paths.CONFIG_DIR_ENV, str(tmp_path / "config"))
    return tmp_path


class Playout(list):
    """The actions of a whole seeded playout; ``seed`` is its seed."""

    seed: int


def phases_of(rules_object, seed, actions):
    state, seen = rules_object.new_game(seed, ["bot", "bot"]), set()
    for action in actions:
        seen.add(state.phase)
        state = rules_object.apply(state, action)
    return seen


@pytest.fixture(scope="module")
def game_actions():
    """A whole seeded Fortify playout (a few hundred actions) that goes through every phase."""
    fortify = games.get("fortify").load_rules()
    for seed in range(FIRST_SEED, FIRST_SEED + 40):
        _, actions = play(fortify, seed)
        if len(actions) <= 400 and PHASES <= phases_of(fortify, seed, actions):
            playout = Playout(actions)
            playout.seed = seed
            return playout
    pytest.fail("no seeded playout goes through every phase")


def session_after(actions, count, names=None):
    return GameSession.replay("fortify", actions.seed, ["human", "bot"], actions[:count], names)


def save_bytes(session):
    return saves.dumps_save(saves.session_to_data(session)).encode("utf-8")


def load_error(raw: bytes) -> SaveError:
    """The SaveError of loading ``raw`` (fails the test if it loads or raises anything else)."""
    with pytest.raises(SaveError) as caught:
        saves.load_save_bytes(raw)
    return caught.value


def edited(session, **changes) -> bytes:
    data = saves.session_to_data(session)
    for key, value in changes.items():
        if value is KeyError:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data).encode("utf-8")


def no_temp_files(folder: Path) -> bool:
    return not [p for p in folder.iterdir() if p.name.endswith(paths.TEMP_SUFFIX)]


# -- paths -----------------------------------------------------------------------------------------
def test_folders_follow_the_environment_variables(user_dirs):
    assert paths.data_dir() == user_dirs / "data"
    assert paths.config_dir() == user_dirs / "config"
    assert paths.saves_dir() == user_dirs / "data" / "saves"
    assert paths.saves_dir().is_dir()


def test_folders_default_to_platformdirs(tmp_path, monkeypatch):
    monkeypatch.delenv(paths.DATA_DIR_ENV)
    monkeypatch.delenv(paths.CONFIG_DIR_ENV)
    seen = []

    def fake(kind):
        def where(appname, appauthor=None):
            seen.append((kind, appname))
            return str(tmp_path / kind / appname)
        return where

    monkeypatch.setattr(paths.platformdirs, "user_data_dir", fake("data"))
    monkeypatch.setattr(paths.platformdirs, "user_config_dir", fake("config"))
    assert paths.data_dir() == tmp_path / "data" / "fort-desktop"
    assert paths.config_dir() == tmp_path / "config" / "fort-desktop"
    assert seen == [("data", "fort-desktop"), ("config", "fort-desktop")]


# -- save then load ----------------------------------------------------------------------------------
def test_save_then_load_after_every_action_gives_the_same_game(game_actions, tmp_path):
    """Every phase of a whole Fortify game: save, load, compare at each step that starts a phase,
    at every 4th action besides, and at the end (a load replays the whole game: every action
    would make the test quadratic in the game's length)."""
    session = GameSession("fortify", game_actions.seed, ["human", "bot"], ["Zoé", "Bot"])
    path = tmp_path / "every.json"
    phases = set()
    last_phase = None
    for index, action in enumerate(game_actions + [None]):
        if action is not None and index % 4 and session.state.phase == last_phase:
            assert session.submit(dict(action)) is None
            continue
        last_phase = session.state.phase
        saves.save_session(session, path)
        loaded = saves.load_save(path, keep_bad_aside=False)
        again = loaded.session
        assert again.digest == session.digest, f"after {index} actions"
        assert again.actions == session.actions
        assert again.acting_seats() == session.acting_seats()
        for seat in session.acting_seats():
            assert again.legal_actions(seat) == session.legal_actions(seat), f"after {index}, P{seat + 1}"
        assert (again.names, again.seats, again.seed) == (session.names, session.seats, session.seed)
        phases.add(session.state.phase)
        if action is None:
            break
        assert again.submit(dict(action)) is None  # the loaded game plays on
        assert session.submit(dict(action)) is None
        assert again.digest == session.digest
    assert session.is_over and loaded.session.result == session.result
    assert PHASES | {"over"} <= phases


def test_save_file_is_readable_json_with_every_field(game_actions, tmp_path):
    session = session_after(game_actions, 40)
    path = saves.save_session(session, tmp_path / "g.json")
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["format"] == "fort-desktop-save" and data["version"] == saves.VERSION
    assert data["game"] == "fortify" and data["seed"] == game_actions.seed
    assert data["seats"] == ["human", "bot"] and data["names"] == ["P1", "P2"]
    assert data["actions"] == game_actions[:40] and data["digest"] == session.digest
    assert data["round"] == session.state.round and "Fortify" in data["summary"]
    assert "T" in data["saved_at"]
    assert text.count("\n") > 40  # one action per line, not one long line
    assert all(len(line) < 200 for line in text.splitlines())


# -- damaged files ---------------------------------------------------------------------------------
def test_a_real_save_truncated_at_every_length_is_refused_clearly(game_actions):
    raw = save_bytes(session_after(game_actions, len(game_actions), ["Zoé", "Bot"]))
    assert len(raw) > 5000
    for length in range(len(raw)):
        cut = raw[:length]
        if not cut.strip():
            assert "empty" in load_error(cut).reason
        elif cut.rstrip() == raw.rstrip():
            saves.load_save_bytes(cut)  # only the final newline is missing: still a whole save
        else:
            error = load_error(cut)
            assert "cut short" in error.reason, (length, error.reason)
            assert "\n" not in str(error)


def test_damaged_autosave_is_kept_aside_and_the_previous_one_still_loads(game_actions):
    first, second = session_after(game_actions, 30), session_after(game_actions, 31)
    saves.autosave(first)
    saves.autosave(second)
    latest, previous = saves.autosave_path(), saves.previous_autosave_path()
    good_previous = previous.read_bytes()
    bad = latest.read_bytes()[:500]
    latest.write_bytes(bad)

    with pytest.raises(SaveError) as caught:
        saves.load_save(latest)
    error = caught.value
    assert "cut short" in error.reason and "autosave.json" in str(error)
    assert error.kept_as is not None and error.kept_as.read_bytes() == bad
    assert not latest.exists()
    assert previous.read_bytes() == good_previous
    assert saves.load_save(previous).session.digest == first.digest

    saves.autosave(second)  # the next autosave does not touch the kept file
    assert error.kept_as.read_bytes() == bad


def test_continue_falls_back_to_the_previous_autosave_with_a_note(game_actions):
    first, second = session_after(game_actions, 30), session_after(game_actions, 31)
    saves.autosave(first)
    saves.autosave(second)
    saves.autosave_path().write_text('{"format": "fort-desktop-save", "version": 2, "ga', encoding="utf-8")
    loaded = saves.load_autosave()
    assert loaded.session.digest == first.digest
    assert "cut short" in loaded.note and "before it" in loaded.note


def test_damaged_latest_autosave_is_moved_aside_not_rotated_over_the_previous(game_actions):
    first, second, third = (session_after(game_actions, n) for n in (30, 31, 32))
    saves.autosave(first)
    saves.autosave(second)
    good_previous = saves.previous_autosave_path().read_bytes()
    saves.autosave_path().write_bytes(b"\x00garbage")
    saves.autosave(third)
    assert saves.previous_autosave_path().read_bytes() == good_previous
    kept = [p for p in paths.saves_dir().iterdir() if paths.BAD_MARK in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == b"\x00garbage"
    assert saves.load_save(saves.autosave_path()).session.digest == third.digest


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=3000))
def test_random_bytes_never_raise_anything_but_a_save_error(raw):
    with pytest.raises(SaveError) as caught:
        saves.load_save_bytes(raw)
    assert caught.value.reason and "\n" not in caught.value.reason


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.sampled_from(["format", "version", "game", "seed", "seats", "names",
                                        "actions", "digest", "moves"]), JSON_VALUES))
def test_random_fields_never_raise_anything_but_a_save_error(fields):
    data = {"format": "fort-desktop-save", "version": 2, **fields}
    with pytest.raises(SaveError):
        saves.load_save_bytes(json.dumps(data).encode())


@pytest.fixture(scope="module")
def short_save(game_actions):
    return save_bytes(session_after(game_actions, 25))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_real_save_with_random_edits_loads_or_says_what_is_wrong(short_save, data):
    raw = bytearray(short_save)
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(raw) - 1))
        how = data.draw(st.sampled_from(["replace", "insert", "delete"]))
        byte = data.draw(st.sampled_from(b'0123456789-":,{}[] \nabtx\xff'))
        if how == "replace":
            raw[at] = byte
        elif how == "insert":
            raw.insert(at, byte)
        else:
            del raw[at]
    try:
        loaded = saves.load_save_bytes(bytes(raw))
    except SaveError as error:
        assert error.reason and "\n" not in error.reason
    else:  # e.g. only spacing changed: then it must be the same game
        assert loaded.session.digest == json.loads(short_save)["digest"]


def test_random_garbage_on_disk_is_kept_aside_with_one_message(tmp_path):
    path = tmp_path / "junk.json"
    path.write_bytes(os.urandom(300) + b"\xff")
    with pytest.raises(SaveError) as caught:
        saves.load_save(path)
    assert "not UTF-8" in caught.value.reason or "not valid JSON" in caught.value.reason
    assert caught.value.kept_as.exists() and not path.exists()


def test_newer_version_is_named_and_the_file_stays(game_actions, tmp_path):
    path = tmp_path / "new.json"
    path.write_bytes(edited(session_after(game_actions, 10), version=9))
    with pytest.raises(SaveError) as caught:
        saves.load_save(path)
    assert caught.value.reason == f"version 9 is newer than this program ({saves.VERSION})"
    assert path.exists() and caught.value.kept_as is None


@pytest.mark.parametrize("version, words", [
    (0, "version 0 is not a known save version"),
    ("2", "field 'version' must be a whole number, not a text"),
    (True, "field 'version' must be a whole number, not true/false"),
    (KeyError, "missing field 'version'"),
])
def test_bad_version_is_named(game_actions, version, words):
    assert load_error(edited(session_after(game_actions, 5), version=version)).reason == words


def test_edited_action_that_the_rules_refuse_is_named(game_actions):
    session = session_after(game_actions, 40)
    data = saves.session_to_data(session)
    index = next(i for i, a in enumerate(data["actions"]) if a["type"] == "place" and i >= 10)
    data["actions"][index]["x"] = -50
    reason = load_error(json.dumps(data).encode()).reason
    assert reason.startswith(f"action {index + 1} of 40 (place) is refused by the rules: ")


def test_edited_action_that_the_rules_allow_fails_the_digest(game_actions):
    fortify = games.get("fortify").load_rules()
    state = fortify.new_game(game_actions.seed, ["human", "bot"])
    for index, action in enumerate(game_actions):  # the first action with a legal alternative
        after = fortify.apply(state, action)
        others = [a for a in fortify.legal_actions(state, action["seat"])
                  if a != action and None not in a.values()
                  and fortify.digest(fortify.apply(state, a)) != fortify.digest(after)]
        if others and index >= 10:
            break
        state = after
    session = session_after(game_actions, index + 1)
    data = saves.session_to_data(session)
    data["actions"][index] = others[0]
    assert load_error(json.dumps(data).encode()).reason.startswith("digest does not match: the file was edited")


def test_edited_digest_is_named(game_actions):
    reason = load_error(edited(session_after(game_actions, 40), digest="0123456789abcdef")).reason
    assert reason.startswith("digest does not match")


@pytest.mark.parametrize("field", ["game", "seed", "seats", "names", "actions", "digest"])
def test_missing_field_is_named(game_actions, field):
    assert load_error(edited(session_after(game_actions, 5), **{field: KeyError})).reason == f"missing field {field!r}"


@pytest.mark.parametrize("changes, words", [
    ({"seed": "7"}, "field 'seed' must be a whole number, not a text"),
    ({"seed": True}, "field 'seed' must be a whole number, not true/false"),
    ({"seed": 2**70}, "field 'seed' is out of range"),
    ({"game": 7}, "field 'game' must be a text, not a number"),
    ({"game": "chess"}, "unknown game 'chess'"),
    ({"seats": "human,bot"}, "field 'seats' must be a list, not a text"),
    ({"seats": ["human", "robot"]}, "field 'seats' holds 'robot', not one of: human, bot"),
    ({"seats": ["bot"], "names": ["A"]}, "the game cannot start: fortify needs 2 seats, got 1"),
    ({"names": ["A", "B", "C"]}, "field 'names' has 3 names for 2 seats"),
    ({"names": [1, 2]}, "field 'names' must hold texts"),
    ({"actions": {"0": {}}}, "field 'actions' must be a list, not an object"),
    ({"actions": [5]}, "action 1 of 1 is a number, not an action"),
    ({"actions": [{"seat": 0}]}, "action 1 of 1 has no 'type'"),
    ({"actions": [{"type": "fly", "seat": 0}]}, "action 1 of 1 (fly) is refused by the rules"),
    ({"digest": 5}, "field 'digest' must be a text, not a number"),
    ({"format": "other-game"}, "field 'format' is 'other-game', not 'fort-desktop-save'"),
])
def test_wrong_field_is_named(game_actions, changes, words):
    assert load_error(edited(session_after(game_actions, 5), **changes)).reason.startswith(words)


@pytest.mark.parametrize("raw, words", [
    (b"", "save file is empty"),
    (b"[1, 2]", "save file holds a list, not a save"),
    (b'{"a": 1} extra', "save file has extra text after the save"),
    (b'{"a": NaN}', "save file is not valid JSON"),
    (b'{"a" 1}', "save file is not valid JSON (line 1, column 6"),
    (b'{"seed": ' + b"9" * 5000 + b"}", "save file is not valid JSON"),
    (b"[" * 100_000 + b"]" * 100_000, "save file is nested too deeply"),
    (b"\xff\xfe{}", "save file is not UTF-8 text"),
])
def test_absurd_files_are_named(raw, words):
    assert load_error(raw).reason.startswith(words)


def test_byte_order_mark_is_accepted(game_actions):
    session = session_after(game_actions, 5)
    assert saves.load_save_bytes(b"\xef\xbb\xbf" + save_bytes(session)).session.digest == session.digest


def test_missing_file_is_named_and_nothing_is_created(tmp_path):
    with pytest.raises(SaveError) as caught:
        saves.load_save(tmp_path / "none.json")
    assert caught.value.reason == "there is no such save file" and not caught.value.damaged
    assert not (tmp_path / "none.json").exists()


def test_a_failed_load_leaves_the_current_game_alone(game_actions, tmp_path):
    playing = session_after(game_actions, 20)
    before = (playing.digest, list(playing.actions))
    path = tmp_path / "bad.json"
    path.write_bytes(edited(session_after(game_actions, 10), digest="x"))
    with pytest.raises(SaveError):
        playing = saves.load_save(path).session
    assert (playing.digest, playing.actions) == before


# -- writing ---------------------------------------------------------------------------------------
def half_then_disk_full(real_write):
    calls = []

    def write(fd, data):
        if calls:
            raise OSError(errno.ENOSPC, "No space left on device")
        calls.append(fd)
        return real_write(fd, bytes(data)[: max(1, len(data) // 2)])

    return write


def test_a_write_that_fails_half_way_leaves_the_previous_file(game_actions, tmp_path, monkeypatch):
    path = saves.save_session(session_after(game_actions, 10), tmp_path / "g.json")
    old = path.read_bytes()
    with monkeypatch.context() as patch:
        patch.setattr(paths.os, "write", half_then_disk_full(os.write))
        with pytest.raises(SaveError) as caught:
            saves.save_session(session_after(game_actions, 60), path)
    assert "No space left on device" in str(caught.value)
    assert path.read_bytes() == old
    assert no_temp_files(tmp_path)


@pytest.mark.parametrize("broken", ["fsync", "replace"])
def test_a_failed_fsync_or_rename_leaves_the_previous_file(game_actions, tmp_path, monkeypatch, broken):
    path = saves.save_session(session_after(game_actions, 10), tmp_path / "g.json")
    old = path.read_bytes()

    def fail(*args, **kwargs):
        raise OSError(errno.EIO, "Input/output error")

    with monkeypatch.context() as patch:
        patch.setattr(paths.os, broken, fail)
        with pytest.raises(SaveError):
            saves.save_session(session_after(game_actions, 60), path)
    assert path.read_bytes() == old and no_temp_files(tmp_path)


def test_a_failed_autosave_keeps_both_autosaves(game_actions, monkeypatch):
    saves.autosave(session_after(game_actions, 10))
    saves.autosave(session_after(game_actions, 11))
    latest, previous = saves.autosave_path().read_bytes(), saves.previous_autosave_path().read_bytes()
    with monkeypatch.context() as patch:
        patch.setattr(paths.os, "write", half_then_disk_full(os.write))
        with pytest.raises(SaveError):
            saves.autosave(session_after(game_actions, 12))
    assert saves.autosave_path().read_bytes() == latest
    assert saves.previous_autosave_path().read_bytes() == previous
    assert no_temp_files(paths.saves_dir())


def test_unsavable_action_is_a_save_error(game_actions, tmp_path):
    session = session_after(game_actions, 3)
    session.actions.append({"type": "place", "seat": 0, "x": object()})
    with pytest.raises(SaveError):
        saves.save_session(session, tmp_path / "g.json")
    assert not (tmp_path / "g.json").exists()


# -- autosave, names, listing ------------------------------------------------------------------------
def test_autosave_keeps_the_one_before(game_actions):
    assert not saves.has_autosave()
    first, second = session_after(game_actions, 10), session_after(game_actions, 11)
    saves.autosave(first)
    assert saves.has_autosave() and not saves.previous_autosave_path().exists()
    saves.autosave(second)
    assert saves.load_save(saves.autosave_path()).session.digest == second.digest
    assert saves.load_save(saves.previous_autosave_path()).session.digest == first.digest


def test_autosave_listener_saves_after_every_action():
    session = GameSession("fortify", 3, ["bot", "bot"])
    session.listeners.append(saves.autosave_listener)
    for _ in range(5):
        session.play_bot(session.acting_seats()[0])
        assert saves.load_autosave().session.digest == session.digest


@pytest.mark.parametrize("name, file_name", [
    ("My game", "My game.json"),
    ("../../etc/passwd", "etc-passwd.json"),
    ("a/b\\c:d*e?f", "a-b-c-d-e-f.json"),
    ("", "save.json"),
    ("...", "save.json"),
    ("autosave", "save-autosave.json"),
    ("autosave.prev", "save-autosave-prev.json"),
    ("CON", "save-CON.json"),
    ("Zoé's fort", "Zoé-s fort.json"),
    ("x" * 200, "x" * saves.MAX_NAME_CHARS + ".json"),
])
def test_save_names_become_safe_file_names(name, file_name):
    path = saves.save_name_to_path(name)
    assert path.parent == paths.saves_dir() and path.name == file_name


def test_save_and_load_by_name(game_actions):
    session = session_after(game_actions, 50)
    path = saves.save_by_name(session, "Before the jerk")
    assert path.name == "Before the jerk.json"
    assert saves.load_by_name("Before the jerk").session.digest == session.digest


def test_list_saves_shows_saves_newest_first_and_damaged_ones_with_their_problem(game_actions):
    older = saves.save_by_name(session_after(game_actions, 10), "older")
    newer = saves.save_by_name(session_after(game_actions, 20), "newer")
    os.utime(older, (1_000_000, 1_000_000))
    saves.autosave(session_after(game_actions, 21))
    saves.autosave(session_after(game_actions, 22))
    (paths.saves_dir() / "broken.json").write_text("{", encoding="utf-8")
    os.utime(paths.saves_dir() / "broken.json", (500_000, 500_000))
    saves.quarantine(saves.save_by_name(session_after(game_actions, 5), "bad"))
    listed = saves.list_saves()
    assert [i.name for i in listed] == ["autosave", "newer", "older", "broken"]
    assert listed[1].game == "fortify" and listed[1].actions == 20 and listed[1].problem is None
    assert listed[1].round == session_after(game_actions, 20).state.round
    assert "cut short" in listed[3].problem
    assert [i.name for i in saves.list_saves(include_autosave=False)] == ["newer", "older", "broken"]
    assert newer.exists()


def test_quarantine_never_overwrites(tmp_path, monkeypatch):
    monkeypatch.setattr(paths.time, "strftime", lambda fmt: "20250101-120000")
    path = tmp_path / "autosave.json"
    kept = []
    for text in ("one", "two", "three"):
        path.write_text(text, encoding="utf-8")
        kept.append(saves.quarantine(path))
    assert [p.name for p in kept] == ["autosave.bad-20250101-120000.json",
                                      "autosave.bad-20250101-120000-2.json",
                                      "autosave.bad-20250101-120000-3.json"]
    assert [p.read_text(encoding="utf-8") for p in kept] == ["one", "two", "three"]
    assert not path.exists()


# -- versions --------------------------------------------------------------------------------------
def test_every_old_version_has_an_upgrade_step():
    assert sorted(saves.UPGRADERS) == list(range(1, saves.VERSION))


def test_version_1_fixture_upgrades_and_plays_on(tmp_path):
    path = tmp_path / "old.json"
    shutil.copy(FIXTURES / "save_v1_fortify.json", path)
    old = json.loads(path.read_text(encoding="utf-8"))
    assert old["version"] == 1 and "moves" in old and isinstance(old["seats"], str)

    loaded = saves.load_save(path)
    assert loaded.upgraded_from == 1
    assert loaded.data["version"] == saves.VERSION and "moves" not in loaded.data
    assert loaded.data["actions"] == old["moves"] and loaded.data["seats"] == ["human", "bot"]
    session = loaded.session
    assert session.names == ["P1", "P2"] and session.digest == old["digest"]
    assert not session.is_over
    seat = session.acting_seats()[0]
    assert session.legal_actions(seat)
    assert session.submit(session.bot_action(seat)) is None
    assert session.digest != old["digest"]

    resaved = saves.save_session(session, tmp_path / "new.json")
    assert json.loads(resaved.read_text(encoding="utf-8"))["version"] == saves.VERSION
    assert saves.load_save(resaved).session.digest == session.digest


def test_version_1_without_moves_is_named():
    data = json.loads((FIXTURES / "save_v1_fortify.json").read_text(encoding="utf-8"))
    del data["moves"]
    assert load_error(json.dumps(data).encode()).reason == "upgrading from version 1: missing field 'moves'"


def test_rules_that_raise_on_an_action_give_a_save_error(game_actions, monkeypatch):
    raw = save_bytes(session_after(game_actions, 5))
    fortify = games.get("fortify").load_rules()
    real_apply = fortify.apply

    def apply(state, action):
        if state.step >= 2:
            raise KeyError("x")
        return real_apply(state, action)

    monkeypatch.setattr(fortify, "apply", apply)
    kind = game_actions[2]["type"]
    assert load_error(raw).reason == f"action 3 of 5 ({kind}) cannot be applied: KeyError: 'x'"


def test_rules_that_raise_anywhere_give_a_save_error(game_actions, monkeypatch):
    raw = save_bytes(session_after(game_actions, 5))

    def digest(state):
        raise RuntimeError("boom")

    monkeypatch.setattr(games.get("fortify").load_rules(), "digest", digest)
    assert load_error(raw).reason == "unexpected problem: RuntimeError: boom"


# -- issue 7: a saved game is never lost or stuck ----------------------------------------------------
def test_a_save_holding_an_action_the_rules_do_not_allow_now_is_refused(game_actions):
    session = session_after(game_actions, 2)
    data = saves.session_to_data(session)
    data["actions"].append({"type": "medic", "seat": 0, "kid": 0})  # a Medic flip while building
    error = load_error(saves.dumps_save(data).encode("utf-8"))
    assert "action 3 of 3 (medic) is refused by the rules" in error.reason


def test_a_good_previous_autosave_is_not_replaced_by_a_damaged_one_that_still_parses(game_actions):
    first, second, third = (session_after(game_actions, n) for n in (30, 31, 32))
    saves.autosave(first)
    saves.autosave(second)
    good_previous = saves.previous_autosave_path().read_bytes()
    edited_digest = json.loads(saves.autosave_path().read_text(encoding="utf-8"))
    edited_digest["digest"] = "0" * 16
    saves.autosave_path().write_text(json.dumps(edited_digest), encoding="utf-8")
    saves.autosave(third)
    assert saves.previous_autosave_path().read_bytes() == good_previous
    assert [p for p in paths.saves_dir().iterdir() if paths.BAD_MARK in p.name]


def test_an_autosave_from_another_run_is_replayed_before_it_becomes_the_previous_one(game_actions):
    first, second = session_after(game_actions, 20), session_after(game_actions, 21)
    saves.write_save(saves.autosave_path(), saves.session_to_data(first))  # not written by autosave()
    saves._KNOWN_GOOD.clear()
    saves.autosave(second)
    assert saves.load_save(saves.previous_autosave_path()).session.digest == first.digest


def test_a_kill_at_any_point_of_the_rotation_leaves_the_latest_autosave_in_place(game_actions, monkeypatch):
    """The rotation's steps: copy the latest to the previous, then rename the new file over the
    latest. A process killed before the last step still leaves a loadable autosave.json."""
    saves.autosave(session_after(game_actions, 10))
    saves.autosave(session_after(game_actions, 11))
    latest = saves.autosave_path().read_bytes()
    real_replace = os.replace

    def killed_at_the_last_rename(source, target):
        if Path(target) == saves.autosave_path():
            raise KeyboardInterrupt  # the process dies here
        return real_replace(source, target)

    with monkeypatch.context() as patch:
        patch.setattr(paths.os, "replace", killed_at_the_last_rename)
        with pytest.raises(KeyboardInterrupt):
            saves.autosave(session_after(game_actions, 12))
    assert saves.autosave_path().read_bytes() == latest
    assert saves.load_autosave().session.digest == session_after(game_actions, 11).digest


def test_temporary_files_left_by_a_killed_process_are_removed_by_the_next_write(game_actions):
    folder = paths.saves_dir()
    orphan = folder / f".autosave.json.x1y2{paths.TEMP_SUFFIX}"
    orphan.write_text("half a save", encoding="utf-8")
    old = orphan.stat().st_mtime - 2 * paths.STALE_TEMP_SECONDS
    os.utime(orphan, (old, old))
    fresh = folder / f".autosave.json.z9{paths.TEMP_SUFFIX}"  # another process may be writing it
    fresh.write_text("being written", encoding="utf-8")
    saves.autosave(session_after(game_actions, 5))
    assert not orphan.exists() and fresh.exists()


def test_a_fifo_given_as_a_save_is_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveError) as caught:
        saves.load_save(fifo)
    assert "not a regular file" in caught.value.reason and fifo.exists()


def test_names_with_nul_or_lone_surrogates_are_cleaned_on_load_and_in_the_list(game_actions):
    session = session_after(game_actions, 12)
    data = saves.session_to_data(session)
    data["names"] = ["An\x00a", "B\ud800en"]
    data["summary"] = "Fortify\x00, round 2\udfff"
    raw = json.dumps(data).encode("utf-8")  # JSON escapes keep the bad code points
    loaded = saves.load_save_bytes(raw)
    assert loaded.session.names == ["Ana", "B\ufffden"]
    (paths.saves_dir() / "odd.json").write_bytes(raw)
    info = next(i for i in saves.list_saves() if i.name == "odd")
    assert info.summary == "Fortify, round 2\ufffd" and info.problem is None
    saves.save_session(loaded.session, paths.saves_dir() / "again.json")  # writable once cleaned


def test_a_resumed_game_plays_on_exactly_as_the_uninterrupted_one():
    whole = GameSession("fortify", 21, ["bot", "bot"])
    for _ in range(40):
        whole.play_bot(whole.acting_seats()[0])
    saved = saves.dumps_save(saves.session_to_data(whole)).encode("utf-8")
    whole.play_out()
    resumed = saves.load_save_bytes(saved).session
    resumed.play_out()
    assert resumed.actions == whole.actions and resumed.digest == whole.digest


def test_the_race_clocks_are_kept_by_a_save():
    session = GameSession("fortify", 4, ["human", "human"])
    session.add_time(0, 4200)
    session.add_time(1, 900)
    loaded = saves.load_save_bytes(save_bytes(session)).session
    assert loaded.clock_ms == [4200, 900]
    loaded.submit(loaded.complete({"type": "grab", "seat": 0, "ms": None}))
    assert loaded.actions[-1]["ms"] == 4200


def test_version_2_saves_load_with_the_first_fort_cards_and_clocks_at_zero():
    # Version 2 knew no options: its Fortify games were played with the first (classic) Fort Cards.
    classic = games.get("fortify").load_rules().for_options({"card_set": "classic"})
    _, actions = play(classic, FIRST_SEED)
    played = GameSession.replay("fortify", FIRST_SEED, ["human", "bot"], actions[:15],
                                options={"card_set": "classic"})
    data = saves.session_to_data(played)
    data["version"] = 2
    del data["options"], data["clocks_ms"]
    loaded = saves.load_save_bytes(json.dumps(data).encode("utf-8"))
    assert loaded.upgraded_from == 2 and loaded.session.options == {"card_set": "classic"}
    assert loaded.session.digest == played.digest and loaded.session.clock_ms == [0, 0]
    edge = GameSession("fortify", FIRST_SEED, ["human", "bot"])
    assert edge.options == {"card_set": "edge"} and edge.rules is not loaded.session.rules


def test_a_version_2_save_written_by_the_previous_program_loads_with_its_digest(tmp_path):
    path = tmp_path / "v2.json"
    shutil.copy(FIXTURES / "save_v2_fortify.json", path)
    old = json.loads(path.read_text(encoding="utf-8"))
    assert old["version"] == 2 and "options" not in old
    loaded = saves.load_save(path)
    session = loaded.session
    assert loaded.upgraded_from == 2 and session.digest == old["digest"]
    assert session.names == ["Zoé", "Computer"] and session.state.phase == "throw"
    assert session.play_out() is not None  # and it plays on to an end


def test_a_file_name_or_game_name_that_cannot_be_shown_is_cleaned_in_the_list(game_actions):
    data = saves.session_to_data(session_after(game_actions, 5))
    data["game"] = "chess\x00"
    folder = paths.saves_dir()
    odd = os.fsdecode(b"bad\xff\x00name.json".replace(b"\x00", b""))  # an undecodable byte: a lone surrogate
    (folder / odd).write_text(json.dumps(data), encoding="utf-8")
    info = next(i for i in saves.list_saves() if i.path.name == odd)
    for text in (info.name, info.game, info.summary):
        text.encode("utf-8")
        assert "\x00" not in text
    assert info.game == "chess" and info.path.exists()
    with pytest.raises(SaveError) as caught:
        saves.load_save(info.path, keep_bad_aside=False)
    assert caught.value.reason == "unknown game 'chess\\x00'"


def test_a_save_of_a_game_not_playable_here_is_named(game_actions, monkeypatch):
    from fort_desktop import games

    monkeypatch.setitem(games.GAMES, "forfort", games.GAMES["forfort"].replace(playable=False))
    reason = load_error(edited(session_after(game_actions, 5), game="forfort")).reason
    assert reason == "game 'forfort' is not playable in this version of the program"


def test_the_listing_tells_a_finished_game_from_one_in_progress():
    session = GameSession("fortify", 3, ["bot", "bot"])
    session.play_bot(session.acting_seats()[0])
    assert not saves.summary_says_over(saves._summary(session, 1))
    while not session.is_over:
        session.play_bot(session.acting_seats()[0])
    assert saves.summary_says_over(saves._summary(session, session.state.round))
