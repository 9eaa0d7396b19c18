"""Ctrl+Z on the Fort table (TABLE.md "Undo"), headless with posted keys: a person takes back an add
and then the play itself; once play has passed to another seat (a hand-off) or a card was drawn,
nothing is taken back and the table says why."""
from __future__ import annotations

import pygame
import pytest

from .test_scene import DT, start as start_table

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def ctrl_z(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z"))
    app.step(DT)


def start(app, seed):
    return start_table(app, ["human", "bot"], seed=seed)


def play_with_an_add(session):
    """P1 plays a card that takes an add, then adds one; returns (state at start, after the play)."""
    first = session.state
    for play in [a for a in session.legal_actions(0) if a["type"] == "play"]:
        session.submit(play)
        adds = [a for a in session.legal_actions(0) if a["type"] == "add"]
        if adds:
            after_play = session.state
            session.submit(adds[0])
            return first, after_play
        session.state, session.actions[:] = first, []
    pytest.skip("no play with an add in this deal")


def test_ctrl_z_takes_back_an_add_then_the_play(app):
    session, scene = start(app, 8)
    first, after_play = play_with_an_add(session)
    app.step(DT)
    ctrl_z(app)
    assert session.state is after_play and len(session.actions) == 1
    ctrl_z(app)
    assert session.state is first and session.actions == []
    assert any(a["type"] == "play" for a in scene.legal_now(0))


def test_ctrl_z_never_goes_back_across_a_hand_off_or_a_draw(app):
    session, scene = start(app, 8)
    while session.acting_seats() == [0]:  # P1's whole turn, to the draw and the hand-off
        acts = session.legal_actions(0)
        session.submit(next((a for a in acts if a["type"] in ("confirm", "skip", "pass")), acts[0]))
    app.step(DT)
    while 0 not in session.acting_seats():
        app.step(DT)
    count = len(session.actions)
    before = session.state
    ctrl_z(app)
    assert session.state is before and len(session.actions) == count
    assert scene.toast_showing and "Nothing to take back" in scene.message



def test_ctrl_z_leaves_the_autosave_and_the_open_log_as_a_replay_of_what_stands(monkeypatch, tmp_path):
    """The table asks the session; the autosaver and the game log hear the undo from it."""
    from fort_desktop import saves
    from fort_desktop.session import GameSession
    from fort_desktop.table.app import App
    from fort_desktop.table.scenes.game_log import ActionLog

    from ..shell_helpers import use_tmp_dirs

    use_tmp_dirs(monkeypatch, tmp_path)
    app = App(headless=True)
    try:
        session = GameSession("fort", 8, ["human", "bot"], bot_pace_seconds=0.0)
        app.show_table(session)
        app.step(DT)
        play_with_an_add(session)
        app.show_log()
        app.pop()                             # the log was read before the undo
        ctrl_z(app)
        assert len(session.actions) == 1
        shorter = GameSession.replay("fort", 8, ["human", "bot"], session.actions)
        assert app.action_log.catch_up() == ActionLog(shorter).catch_up()
        assert saves.load_autosave().session.actions == session.actions
    finally:
        app.close()


def test_ctrl_z_while_the_computer_acts_says_why_nothing_is_taken_back(app):
    session, scene = start(app, 8)
    while session.acting_seats() == [0]:  # P1's whole turn: then the computer acts
        acts = session.legal_actions(0)
        session.submit(next((a for a in acts if a["type"] in ("confirm", "skip", "pass")), acts[0]))
    assert session.is_bot(session.acting_seats()[0])
    done = list(session.actions)
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z"))
    assert session.actions == done
    assert scene.toast_showing and "Nothing to take back" in scene.message
