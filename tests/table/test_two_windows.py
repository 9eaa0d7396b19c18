"""Two program windows share one autosave (issue 7): when the autosave holds another game than the
one being saved, that game is kept as an "Unfinished ..." save first, so neither game is lost, and
windows taking turns keep one copy per game rather than piling them up."""
from __future__ import annotations

import pytest

from fort_desktop import paths, saves
from fort_desktop.table.autosaver import Autosaver

from .shell_helpers import played


@pytest.fixture(autouse=True)
def no_saves_yet():
    for path in paths.saves_dir().glob("*.json"):
        path.unlink()


def window(session):
    saver = Autosaver(lambda message: None)
    saver.session = session
    return saver


def unfinished():
    return {i.name: i for i in saves.list_saves(include_autosave=False) if i.name.startswith("Unfinished")}


def test_a_second_window_keeps_the_first_windows_game_before_replacing_the_autosave():
    ana, ben = played(seed=4, actions=10), played(seed=5, actions=6)
    window(ana).write()
    window(ben).write()
    kept = unfinished()
    assert len(kept) == 1
    assert saves.load_save(next(iter(kept.values())).path).session.digest == ana.digest
    assert saves.load_autosave().session.digest == ben.digest


def test_windows_taking_turns_keep_one_copy_per_game_with_its_latest_point():
    ana, ben = played(seed=4, actions=10), played(seed=5, actions=6)
    first, second = window(ana), window(ben)
    for _ in range(3):
        ana.play_bot(ana.acting_seats()[0])
        first.write()
        ben.play_bot(ben.acting_seats()[0])
        second.write()
    first.write()      # the autosave now holds ana's game; ben's is kept
    kept = {saves.load_save(i.path).session.seed: saves.load_save(i.path).session for i in unfinished().values()}
    assert sorted(kept) == [4, 5]
    assert kept[5].digest == ben.digest


def test_the_same_game_written_again_keeps_nothing_aside():
    ana = played(seed=4, actions=10)
    saver = window(ana)
    saver.write()
    ana.play_bot(ana.acting_seats()[0])
    saver.write()
    assert unfinished() == {}


def test_two_running_windows_autosave_each_game_to_its_own_file_and_both_resume():
    """Issue 14: the second window's game goes to a save of its own after every action, never
    over the first window's autosave; once the first leaves its table, the autosave is free."""
    ana, ben = played(seed=4, actions=10), played(seed=5, actions=6)
    told = []
    first, second = Autosaver(told.append), Autosaver(told.append)
    assert first.attach(ana) and told == [] and second.attach(ben)
    assert len(told) == 1 and second.own_path.stem in told[0]            # the person is told where
    for _ in range(3):
        ana.play_bot(ana.acting_seats()[0])
        ben.play_bot(ben.acting_seats()[0])
    assert saves.load_autosave().session.digest == ana.digest      # never overwritten by ben
    own = second.own_path
    assert own is not None and own.stem.startswith("Unfinished") and first.own_path is None
    assert saves.load_save(own).session.digest == ben.digest        # ben's latest point, resumable
    assert [i.path for i in unfinished().values()] == [own]         # one file for ben, none piled up
    first.detach()
    third = Autosaver(lambda m: None)
    cara = played(seed=6, actions=4)
    assert third.attach(cara) and third.own_path is None            # the autosave is free again
    second.detach()
    third.detach()
