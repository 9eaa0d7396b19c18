"""The kit's tutorial caption (issue 14): where it goes. It never lies over what the table keeps
clear of (``keep_clear``: the words and pieces a step talks about) while any spot allows it, and
it narrows (taller) when only a narrower caption keeps clear. Pure placement: no table, no window."""
from __future__ import annotations

from types import SimpleNamespace

import pygame

from fort_desktop.table.kit.tutorial import CAPTION_W, NARROW_W, TutorialOverlay


def overlay(places, keep=(), avoid=(), size=(1280, 800)):
    step = SimpleNamespace(clear=(), read_only=True, title="", text="", at="spot")
    runner = SimpleNamespace(step=step, progress={}, finished=False, showing=True, step_number=1,
                             script=SimpleNamespace(steps=[step], end=""))
    return TutorialOverlay(runner, lambda: places, lambda: list(avoid), size, keep_clear=lambda: list(keep))


def test_a_caption_keeps_off_the_rects_the_table_keeps_clear():
    spot = pygame.Rect(600, 300, 80, 60)
    plain = overlay({"spot": spot}).place(spot, 150)
    assert not plain.colliderect(spot)
    keep = [plain.inflate(40, 40)]                      # the words where it would have gone
    box = overlay({"spot": spot}, keep).place(spot, 150)
    assert not box.colliderect(spot) and not box.colliderect(keep[0])


def test_a_caption_narrows_where_only_a_narrow_one_keeps_clear():
    # a column 350 px wide left of a Base-like block, the place at its top, the rest kept clear
    size = (1280, 800)
    spot = pygame.Rect(150, 20, 20, 20)
    keep = [pygame.Rect(350, 0, 930, 800), pygame.Rect(0, 0, 350, 10)]
    o = overlay({"spot": spot}, keep, size=size)
    box, _ = o.fit(spot, "Words " * 40)
    assert box.w == NARROW_W < CAPTION_W and box.right <= 350
    assert not any(box.colliderect(r) for r in keep) and not box.colliderect(spot)
    wide, _ = overlay({"spot": spot}, size=size).fit(spot, "Words " * 40)
    assert wide.w == CAPTION_W                          # with room, the caption keeps its width
