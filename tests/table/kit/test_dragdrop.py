"""The generic drag controller (TABLE.md "Window and input"): grab offset, turning, cancelling."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop.table.kit.dragdrop import RETURN_SECONDS, DragController


def ev(kind, **fields):
    return pygame.event.Event(kind, **fields)


@pytest.fixture
def held():
    ctl = DragController()
    ctl.start("card", (110, 220), pygame.Rect(100, 200, 56, 84))
    return ctl


def test_the_thing_keeps_its_grab_offset_while_moving(held):
    held.move((400, 300))
    assert held.drag.top_left == (390, 280)
    held.move((401, 517))
    assert held.drag.top_left == (391, 497)
    assert held.drag.rect.size == (56, 84)


def test_turning_keeps_the_same_spot_under_the_pointer(held):
    # the pointer is 10 px right of and 20 px below the card's top-left corner
    held.turn(1)
    assert held.drag.size == (84, 56)
    assert held.drag.grab_offset == (84 - 20, 10)
    held.turn(3)
    assert held.drag.size == (56, 84)
    assert held.drag.grab_offset == (10, 20)
    assert held.drag.turns == 0


def test_finish_hands_the_drag_back_and_refuse_slides_it_home(held):
    held.move((500, 500))
    drag = held.finish((510, 505))
    assert drag.pointer == (510, 505) and not held.active
    held.refuse(drag)
    assert held.is_returning("card")
    held.update(RETURN_SECONDS / 2)
    midway = held.returning[0].top_left
    assert 100 < midway[0] < 500
    held.update(RETURN_SECONDS)
    assert not held.returning


@pytest.mark.parametrize("event", [
    ev(pygame.WINDOWFOCUSLOST),
    ev(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0),
])
def test_focus_loss_and_escape_cancel_the_drag(held, event):
    assert held.cancel_event(event)
    assert not held.active
    assert held.is_returning("card")


def test_leaving_the_window_cancels_only_with_the_button_released(held):
    assert not held.cancel_event(ev(pygame.WINDOWLEAVE))      # button still held: SDL keeps the mouse
    assert held.active
    held.button_held = False
    assert held.cancel_event(ev(pygame.WINDOWLEAVE))
    assert not held.active


def test_motion_without_the_button_means_a_release_we_missed(held):
    assert held.cancel_event(ev(pygame.MOUSEMOTION, pos=(300, 300), rel=(5, 5), buttons=(0, 0, 0)))
    assert not held.active


def test_motion_with_the_button_keeps_the_drag(held):
    assert not held.cancel_event(ev(pygame.MOUSEMOTION, pos=(300, 300), rel=(5, 5), buttons=(1, 0, 0)))
    assert held.active


def test_nothing_to_cancel_when_nothing_is_held():
    ctl = DragController()
    assert not ctl.cancel_event(ev(pygame.WINDOWFOCUSLOST))
    assert ctl.cancel() is None


def test_picking_up_something_else_sends_the_first_home(held):
    held.start("die", (5, 5), (0, 0, 34, 34))
    assert held.drag.payload == "die"
    assert held.is_returning("card")


def test_a_release_outside_the_window_cancels_instead_of_dropping():
    ctl = DragController(bounds=(0, 0, 1280, 800))
    ctl.start("card", (110, 220), pygame.Rect(100, 200, 56, 84))
    assert not ctl.cancel_event(ev(pygame.WINDOWLEAVE))          # held: SDL keeps the mouse
    assert ctl.cancel_event(ev(pygame.MOUSEBUTTONUP, pos=(1400, 300), button=1))
    assert not ctl.active and ctl.is_returning("card")
    assert "outside the window" in ctl.last_cancel
    assert not ctl.cancel_event(ev(pygame.WINDOWLEAVE))          # nothing left to cancel


def test_a_release_inside_the_window_is_left_to_the_scene(held):
    held.bounds = (0, 0, 1280, 800)
    assert not held.cancel_event(ev(pygame.MOUSEBUTTONUP, pos=(640, 400), button=1))
    assert held.active and not held.button_held
