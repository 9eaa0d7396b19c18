"""Start after a damaged autosave: the "Unfinished" copy is always a game that replays, and the new
game's autosaves never rotate away the last loadable copy of the old one (issue 13, item 8)."""
from __future__ import annotations

import json

import pytest

from fort_desktop import saves
from fort_desktop.session import GameSession
from fort_desktop.table.autosaver import UNFINISHED_PREFIX, Autosaver

from .shell_helpers import use_tmp_dirs


def _edit_digest(data: dict) -> None:
    data["digest"] = "0" * len(data["digest"])


def _bad_action(data: dict) -> None:
    data["actions"][-1] = {"type": "no_such_move"}


def _loadable_games() -> set[str]:
    """Digests of every save file (autosaves included) that replays."""
    found = set()
    for path in saves.paths.saves_dir().glob("*.json"):
        try:
            found.add(saves.load_save(path, keep_bad_aside=False).session.digest)
        except saves.SaveError:
            continue
    return found


def _move(session: GameSession) -> None:
    session.play_bot(session.acting_seats()[0])


@pytest.mark.parametrize("damage", [_edit_digest, _bad_action], ids=["edited digest", "one bad action"])
def test_start_after_a_damaged_autosave_keeps_the_last_game_that_replays(tmp_path, monkeypatch, damage):
    use_tmp_dirs(monkeypatch, tmp_path)
    errors: list[str] = []
    autosaver = Autosaver(errors.append)
    old = GameSession("fortify", 5, ["human", "bot"])
    autosaver.attach(old)
    for _ in range(3):
        _move(old)
    before_last = saves.load_save(saves.previous_autosave_path()).session.digest  # autosave.prev
    data = json.loads(saves.autosave_path().read_text(encoding="utf-8"))
    damage(data)
    saves.autosave_path().write_text(json.dumps(data), encoding="utf-8")  # parses, does not replay

    new = GameSession("fortify", 6, ["human", "bot"])
    autosaver.attach(new)  # Start
    kept = [info for info in saves.list_saves() if info.name.startswith(UNFINISHED_PREFIX)]
    assert len(kept) == 1
    assert saves.load_save(kept[0].path, keep_bad_aside=False).session.digest == before_last
    for _ in range(3):
        _move(new)
    assert before_last in _loadable_games()
    assert errors == []


def test_start_after_a_good_autosave_keeps_its_latest_point(tmp_path, monkeypatch):
    use_tmp_dirs(monkeypatch, tmp_path)
    autosaver = Autosaver(lambda message: None)
    old = GameSession("fortify", 5, ["human", "bot"])
    autosaver.attach(old)
    for _ in range(3):
        _move(old)
    autosaver.attach(GameSession("fortify", 6, ["human", "bot"]))
    (kept,) = [info for info in saves.list_saves() if info.name.startswith(UNFINISHED_PREFIX)]
    assert saves.load_save(kept.path).session.digest == old.digest


def test_nothing_is_kept_when_no_autosave_replays(tmp_path, monkeypatch):
    use_tmp_dirs(monkeypatch, tmp_path)
    autosaver = Autosaver(lambda message: None)
    old = GameSession("fortify", 5, ["human", "bot"])
    autosaver.attach(old)
    _move(old)
    autosaver.detach()
    for path in (saves.autosave_path(), saves.previous_autosave_path()):
        data = json.loads(path.read_text(encoding="utf-8"))
        _edit_digest(data)
        path.write_text(json.dumps(data), encoding="utf-8")
    assert autosaver.keep_unfinished() is None
    assert not [info for info in saves.list_saves() if info.name.startswith(UNFINISHED_PREFIX)]


def test_unfinished_saves_stop_piling_up_at_the_bound_and_named_saves_stay(tmp_path, monkeypatch):
    """Issue 14: at most ``unfinished_kept`` (data/saves.yaml) "Unfinished" saves, the newest; a
    save the player named is never removed."""
    from fort_desktop.table.autosaver import unfinished_kept

    use_tmp_dirs(monkeypatch, tmp_path)
    monkeypatch.setattr("fort_desktop.table.autosaver.unfinished_kept", lambda: 3)
    autosaver = Autosaver(lambda message: None)
    mine = GameSession("fortify", 99, ["human", "bot"])
    _move(mine)
    saves.save_by_name(mine, "My game")
    played = []
    for seed in range(10, 16):           # six games left unfinished, one after the other
        game = GameSession("fortify", seed, ["human", "bot"])
        autosaver.attach(game)
        _move(game)
        played.append(game)
    kept = [info for info in saves.list_saves() if info.name.startswith(UNFINISHED_PREFIX)]
    assert len(kept) == 3
    assert {saves.load_save(i.path).session.seed for i in kept} == {12, 13, 14}   # the newest
    assert any(info.name == "My game" for info in saves.list_saves())
    assert 1 <= unfinished_kept() <= 100


def test_the_bound_never_removes_the_last_unfinished_game_that_loads(tmp_path, monkeypatch):
    from fort_desktop.table.autosaver import prune_unfinished

    use_tmp_dirs(monkeypatch, tmp_path)
    old = GameSession("fortify", 5, ["human", "bot"])
    _move(old)
    good = saves.save_by_name(old, f"{UNFINISHED_PREFIX} Fortify seed 5")
    import os
    os.utime(good, (1_000_000, 1_000_000))
    for seed in (6, 7):                  # newer ones that parse but no longer replay
        game = GameSession("fortify", seed, ["human", "bot"])
        _move(game)
        data = saves.session_to_data(game)
        data["saved_at"] = f"2030-01-0{seed}T10:00:00+00:00"
        _edit_digest(data)
        saves.write_save(saves.save_name_to_path(f"{UNFINISHED_PREFIX} Fortify seed {seed}"), data)
    removed = prune_unfinished(limit=2)
    assert removed == [] and good.exists()
    assert saves.load_save(good).session.digest == old.digest
