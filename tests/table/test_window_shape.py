"""The window takes the screen (issue 15 item 1): the canvas has the window's shape, Fort and Forfort
lay their tables out for it, a boxed screen gets its clicks where they are drawn, the launcher's
Full screen button toggles fullscreen, "Fit the screen" is the default window, and the text size
setting makes every word larger."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from fort_desktop.settings import Settings, settings_from_text
from fort_desktop.table import widgets
from fort_desktop.table.scenes.base import canvas_size
from fort_desktop.table.scenes.settings_menu import FIT, fit_size

from .shell_helpers import click


def test_the_canvas_takes_the_windows_shape():
    assert canvas_size((1280, 800)) == (1280, 800)
    assert canvas_size((1366, 768)) == (1423, 800)       # 16:9: wider, not 1280 x 800 with bars
    assert canvas_size((1920, 1080)) == (1422, 800)
    assert canvas_size((1024, 768)) == (1280, 800)       # narrower than 16:10 keeps 1280 (bars above, below)


def test_the_window_fits_the_screen_of_any_shape():
    assert fit_size((1366, 768)) == (1366, 696)
    assert fit_size((1920, 1080)) == (1920, 1008)
    assert Settings().window_fit and Settings().text_size == 100


def test_a_text_size_in_the_settings_file_becomes_one_that_is_offered():
    settings, problems = settings_from_text("text_size: 140\nwindow_fit: false\n")
    assert problems == [] and settings.text_size == 150 and settings.window_fit is False
    settings, problems = settings_from_text("text_size: big\n")
    assert settings.text_size == 100 and problems


def test_fort_and_forfort_lay_out_for_a_16_9_window(wide):
    wide.start_game("fort", 3, ["bot"] * 4)
    wide.step()
    lay = wide.table.painter.layout
    assert wide.canvas == (1423, 800) and lay.size == (1423, 800)
    assert lay.panel.right == 1413 and lay.board(3).right > 1400 and lay.hand.w == 910 + 143
    wide.start_game("forfort", 3, ["bot"] * 4)
    wide.step()
    layout = wide.table.layout()
    assert layout.moves.right > 1400 and layout.banner.w == 1423
    xs = sorted(place.centre[0] for place in layout.forts.values())
    assert xs[-1] - xs[0] > 640 * layout.side_x / 990 - 1          # the forts spread over the wider table


def test_a_resized_window_lays_the_table_out_again(wide):
    wide.start_game("fort", 3, ["bot"] * 2)
    wide.step()
    pygame.display.set_mode((1024, 640))
    wide.process_event(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 640), w=1024, h=640))
    wide.step()
    assert wide.canvas == (1280, 800) and wide.table.painter.layout.size == (1280, 800)
    assert wide.table.painter.layout.panel.right == 1270


def test_a_screen_drawn_in_the_middle_gets_its_clicks_where_it_is_drawn(wide):
    launcher = wide.show_launcher()
    wide.step()
    assert wide.box_offset(launcher) == (1423 - 1280) // 2
    x, y = launcher.settings_button.rect.center            # in the launcher's own 1280 x 800 box
    left, _, scale = 71, 0, wide.view[2]
    click(wide, (round((x + left) * scale), round(y * scale)))   # window pixels, as SDL gives them
    assert type(wide.top).__name__ == "SettingsMenu"


def test_the_launchers_full_screen_button_toggles_fullscreen(wide):
    launcher = wide.show_launcher()
    wide.step()
    assert launcher.fullscreen_button.label == "Full screen"
    x, y = launcher.fullscreen_button.rect.center
    scale = wide.view[2]
    click(wide, (round((x + 71) * scale), round(y * scale)))
    assert wide.user_settings.fullscreen is True
    wide.step()
    assert launcher.fullscreen_button.label == "Window"


def test_the_settings_offer_fit_the_screen_and_the_text_size(wide):
    wide.show_launcher()
    menu = wide.show_settings()
    assert menu.window.value == FIT and menu.window.options[0] == (FIT, "Fit the screen")
    wide.apply_settings(dataclasses.replace(wide.user_settings, text_size=150), save=False)
    wide.step()
    assert menu.text.value == 150
    assert widgets.font(20).drawn_px == 30 and widgets.font(9).drawn_px == 14


def test_the_text_size_makes_every_word_of_a_table_larger(wide):
    def sizes() -> list[int]:
        drawn: list[int] = []
        for forget in widgets.TEXT_CHANGE_LISTENERS:     # every word drawn afresh, none from a cache
            forget()
        wide.table.on_canvas(wide.canvas)
        bar = wide.table._banner[1]      # the top bar's words fit its height (kit draw_banner), the rest grow
        widgets.TEXT_WATCHERS.append(lambda f, t: drawn.append(f.drawn_px) if str(t).strip() and t != bar else None)
        try:
            wide.draw()
        finally:
            widgets.TEXT_WATCHERS.clear()
        return sorted(drawn)

    wide.start_game("fort", 3, ["bot"] * 3)
    wide.step()
    before = sizes()
    wide.apply_settings(dataclasses.replace(wide.user_settings, text_size=125), save=False)
    after = sizes()
    assert before and after
    assert after[-1] >= 1.2 * before[-1]                                  # the largest words 25% larger
    assert after[len(after) // 2] > before[len(before) // 2]              # the small ones too (off the least size)


@pytest.mark.parametrize("game", ["fort", "forfort", "fortify"])
def test_the_what_now_button_lies_on_a_wide_table(wide, game):
    # new user (issue 15): Forfort's "What now?" was moved right twice on a 16:9 window, off the table
    wide.start_game(game, 3, ["human", "bot"])
    wide.step()
    table = wide.table
    width = table.table_size()[0]
    rect = table.coach.rect
    assert rect.left >= 0 and rect.right <= width, (rect, width)


def test_the_hand_off_curtain_covers_a_wide_window_edge_to_edge(wide, tmp_path):
    from fort_desktop.table.scenes.curtain import DRAPE, DRAPE_DARK, DRAPE_LIGHT, Curtain

    wide.show_launcher()
    wide.step()
    wide.push(Curtain(wide, acting="Ana", waiting="Ben"))
    wide.step()
    pygame.image.save(wide.screen, str(tmp_path / "curtain-16-9.png"))
    drape = {DRAPE, DRAPE_DARK, DRAPE_LIGHT}
    for x in (2, 40, 1380, 1420):                  # in the bars left and right of the 1280 x 800 box
        assert tuple(wide.screen.get_at((x, 400)))[:3] in drape
    row = [tuple(wide.screen.get_at((x, 120)))[:3] for x in range(0, 1423)]   # over the card
    edges = [x for x in range(1, len(row)) if row[x] == DRAPE_DARK and row[x - 1] != DRAPE_DARK]
    assert edges and {(b - a) for a, b in zip(edges, edges[1:])} == {80}   # the folds run on in step
