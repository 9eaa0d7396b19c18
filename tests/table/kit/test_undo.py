"""The kit's Ctrl+Z (kit/undo.py): it asks the session, which decides (tests/test_session_undo.py),
and hands the table every undo the session makes, whoever asked; the undo key is Ctrl+Z."""
from __future__ import annotations

import pygame

from fort_desktop.rules.base import Refusal
from fort_desktop.session import GameSession
from fort_desktop.table.kit.undo import TableUndo, is_undo_key

from ...test_session_undo import TallyRules, add


def tally():
    return GameSession("tally", 1, ["human", "human"], rules=TallyRules())


def test_the_table_undo_asks_the_session_and_passes_its_refusal_on():
    session = tally()
    undo = TableUndo(session)
    session.submit(add(0, 2))
    assert undo.can_undo(0) and not undo.can_undo(1)
    refusal = undo.undo(1)
    assert isinstance(refusal, Refusal) and refusal == session.undo(1)
    assert undo.undo(0) is None and session.actions == [] and session.state.total == 0


def test_the_table_hears_every_undo_of_its_session_whoever_asked():
    session = tally()
    heard = []
    TableUndo(session, heard.append)
    session.submit(add(0, 1))
    session.undo(0)                       # asked of the session directly (another part, a test)
    assert [(u.index, u.seat, u.action) for u in heard] == [(0, 0, add(0, 1))]


def test_a_detached_table_undo_hears_nothing():
    session = tally()
    heard = []
    undo = TableUndo(session, heard.append)
    undo.detach()
    session.submit(add(0, 1))
    session.undo(0)
    assert heard == [] and session.undo_listeners == []


def test_the_undo_key_is_ctrl_z():
    def key(k, mod):
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod)

    assert is_undo_key(key(pygame.K_z, pygame.KMOD_LCTRL)) and is_undo_key(key(pygame.K_z, pygame.KMOD_RCTRL))
    assert not is_undo_key(key(pygame.K_z, 0)) and not is_undo_key(key(pygame.K_y, pygame.KMOD_LCTRL))
    assert not is_undo_key(pygame.event.Event(pygame.KEYUP, key=pygame.K_z, mod=pygame.KMOD_LCTRL))
