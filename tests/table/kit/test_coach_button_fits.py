"""The coach's button shows its whole label (issue 15 item 1, "no ... name is cut"): "What now? (?)"
on every game's table, at 100 % and 150 % text, on windows of 1366 x 768, 1024 x 640 and 1024 x 600
(where the least text size makes the words bigger than the place the table gave the button). The
button grows leftwards from its place; its label is never shortened (``widgets.CUT_WATCHERS``)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from fort_desktop.table import widgets
from fort_desktop.table.app import App
from fort_desktop.table.kit.coach import LABEL, SMALL_SIZE, label_room

from ..shell_helpers import use_tmp_dirs

SIZES = [(1366, 768), (1024, 640), (1024, 600)]


@pytest.mark.parametrize("game", ["fortify", "fort", "forfort"])
def test_what_now_is_never_cut(game, monkeypatch, tmp_path):
    use_tmp_dirs(monkeypatch, tmp_path)
    app = App(headless=True, user_settings=False, autosave=False, window_px=SIZES[0])
    cuts: list[tuple[str, tuple[int, int], int]] = []
    monkeypatch.setattr(widgets, "CUT_WATCHERS",
                        [lambda _f, text, _short: cuts.append((text, app.display.get_size(), widgets.text_px(20)))])
    try:
        app.settings["bot_pace_seconds"] = 0.0
        app.start_game(game, 7, ["human", "bot"], ["Ann", ""])
        drawn = 0
        for text_size in (100, 150):
            app.apply_settings(dataclasses.replace(app.user_settings, text_size=text_size), save=False)
            for size in SIZES:
                pygame.display.set_mode(size, pygame.RESIZABLE)
                app._fit_canvas()
                app.had_input = True
                app.step()
                button = app.table.coach
                assert button.visible
                width, _ = widgets.text_size(LABEL, SMALL_SIZE, True)
                assert button.rect.width >= width + 16, (size, text_size)
                assert app.screen.get_rect().contains(button.rect), (size, text_size, button.rect)
                drawn += 1
        assert drawn == 6
        assert [cut for cut in cuts if cut[0] == LABEL] == []
    finally:
        app.close()


def test_label_room_keeps_the_right_edge_and_only_grows():
    pygame.font.init()
    roomy = pygame.Rect(100, 10, 400, 40)
    assert label_room(roomy) == roomy
    narrow = label_room(pygame.Rect(100, 10, 20, 8))
    assert narrow.right == 120 and narrow.width > 20 and narrow.height > 8 and narrow.centery == 14
