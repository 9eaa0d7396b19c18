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
