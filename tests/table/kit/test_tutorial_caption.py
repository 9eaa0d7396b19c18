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


def test_every_tutorial_title_wraps_whole_at_150_percent(monkeypatch):
    # issue 15: at 150 % "Stop and grab the Cou..." was cut (later drawn smaller than the words
    # under it); a title now wraps at its own size, never cut nor made smaller
    from fort_desktop import tutorial
    from fort_desktop.table import widgets
    from fort_desktop.table.kit.tutorial import TITLE_SIZE

    cuts, drawn = [], []
    monkeypatch.setattr(widgets, "CUT_WATCHERS", [lambda _f, words, short: cuts.append((words, short))])
    monkeypatch.setattr(widgets, "TEXT_WATCHERS", [lambda f, words: drawn.append((f.asked_px, words))])
    widgets.set_text_scale(1.5, 16)          # 150 % on a 1024 x 600 window (its canvas is 1365 x 800)
    try:
        titles = {step.title for game in ("fortify", "fort", "forfort")
                  for step in tutorial.load_script(game).steps if step.title}
        assert "Stop and grab the Cousin Meeple" in titles
        for size in ((1365, 800), (1280, 800)):
            surface = pygame.Surface(size)
            spot = pygame.Rect(size[0] - 200, 40, 60, 60)
            for title in sorted(titles):
                o = overlay({"spot": spot}, size=size)
                o.runner.step.title = title
                drawn.clear()
                o.draw(surface)
                heads = [words for px, words in drawn if px == TITLE_SIZE]
                assert " ".join(heads) == title and not cuts, (size, title, drawn, cuts)
    finally:
        widgets.set_text_scale(1.0, 1)
