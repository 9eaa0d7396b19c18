"""Autosave trouble in players' words (issue 7): what happened and what to do, no errno text."""
from __future__ import annotations

import errno

import pytest

from fort_desktop import saves
from fort_desktop.table.autosaver import Autosaver


def failing_with(code, text):
    def write(session):
        try:
            raise OSError(code, text)
        except OSError as error:
            raise saves.SaveError(f"no folder for saves: {text}", damaged=False) from error
    return write


@pytest.mark.parametrize("code, text, advice", [
    (errno.EEXIST, "File exists", "Move or rename it"),
    (errno.ENOSPC, "No space left on device", "Free some space"),
    (errno.EACCES, "Permission denied", "Check its permissions"),
    (errno.EIO, "Input/output error", "Save game"),
])
def test_a_failed_autosave_says_what_to_do_in_players_words(monkeypatch, code, text, advice):
    from .shell_helpers import played

    shown = []
    monkeypatch.setattr(saves, "autosave", failing_with(code, text))
    saver = Autosaver(shown.append)
    saver.session = played(actions=2)
    assert saver.write() is False
    assert len(shown) == 1 and advice in shown[0] and "play goes on" in shown[0].lower()
    assert text not in shown[0] and "saves:" not in shown[0]
