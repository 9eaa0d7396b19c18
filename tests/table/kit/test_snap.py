"""Drag and drop that snaps to any set of targets, with the same ghost/legal/reason answer."""
from __future__ import annotations

import pygame

from fort_desktop.table.kit.dragdrop import DragController, SnapTarget, Snapper

SLOTS = [SnapTarget("left", pygame.Rect(0, 0, 100, 100)), SnapTarget("right", pygame.Rect(300, 0, 100, 100)),
         SnapTarget("full", pygame.Rect(600, 0, 100, 100), "that slot is full")]


def carried_to(centre):
    drag = DragController()
    drag.start("card", (10, 10), pygame.Rect(0, 0, 20, 20))
    drag.move((centre[0], centre[1]))
    return drag.drag


def test_the_thing_snaps_to_the_target_under_its_centre():
    snapper = Snapper(lambda drag: SLOTS)
    assert snapper.target(carried_to((350, 50))).key == "right"


def test_within_reach_the_nearest_target_is_chosen_and_beyond_it_none():
    snapper = Snapper(lambda drag: SLOTS, reach_px=140)
    assert snapper.target(carried_to((180, 50))).key == "left"      # 130 px from left, 170 from right
    assert Snapper(lambda drag: SLOTS, reach_px=40).target(carried_to((180, 50))) is None


def test_an_illegal_target_keeps_its_reason():
    snapper = Snapper(lambda drag: SLOTS)
    target = snapper.target(carried_to((650, 50)))
    assert target.key == "full" and target.problem == "that slot is full"


def test_the_answer_is_not_recomputed_while_nothing_moved():
    asked = []
    snapper = Snapper(lambda drag: asked.append(1) or SLOTS)
    drag = carried_to((50, 50))
    for _ in range(10):
        snapper.target(drag, version=1)
    assert len(asked) == 1
    snapper.target(drag, version=2)
    assert len(asked) == 2
