"""Colours that read on every seat (issue 15 item 3): WCAG contrast of at least 3:1 for the lit
outlines of every game against each colour they are drawn on (every seat colour, the felt, the
slots and boards), for seat colours against what they sit on, and a mark of its own for each seat."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop.table.fort import paint as fort_paint
from fort_desktop.table.forfort import paint as forfort_paint
from fort_desktop.table.fortify import draw as fortify_draw
from fort_desktop.table.kit.palette import (LIT_EDGE, MIN_CONTRAST, SEAT_MARKS, contrast_ratio, draw_lit_outline,
                                            mark_points, outline_contrast, readable_on, relative_luminance)
from fort_desktop.table.scenes import game_log
from fort_desktop.table import widgets

#: Each game's lit colour and the colours it is drawn on (taken from the tables' own palettes).
LIT_ON = {
    "forfort": (forfort_paint.LIT, [*forfort_paint.COLOURS, forfort_paint.SLOT, forfort_paint.FELT,
                                    widgets.PAPER]),
    "forfort camp": (forfort_paint.CAMP_LIT, [*forfort_paint.COLOURS, forfort_paint.SLOT, forfort_paint.FELT]),
    "fort": (fort_paint.LIT, [fort_paint.BOARD, fort_paint.FELT, fort_paint.PAPER, widgets.CREAM, widgets.PAPER]),
    "fortify": (fortify_draw.LEGAL, [widgets.FELT, widgets.FELT_DARK, widgets.FELT_LIGHT, widgets.CREAM,
                                     widgets.WOOD, widgets.WOOD_LIGHT, widgets.PAPER]),
}


def test_wcag_figures_are_the_standard_ones():
    assert relative_luminance((255, 255, 255)) == pytest.approx(1.0)
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast_ratio((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)


def test_the_bare_gold_outline_on_the_gold_fort_was_unreadable():
    gold_fort = forfort_paint.COLOURS[3]
    assert contrast_ratio(forfort_paint.LIT, gold_fort) < MIN_CONTRAST <= outline_contrast(forfort_paint.LIT, gold_fort)


@pytest.mark.parametrize("name", LIT_ON)
def test_every_lit_outline_reads_on_everything_it_is_drawn_on(name):
    lit, backgrounds = LIT_ON[name]
    low = [(bg, round(outline_contrast(lit, bg), 2)) for bg in backgrounds if outline_contrast(lit, bg) < MIN_CONTRAST]
    assert low == []
    # and on any colour at all: its two rings are far enough apart that one of them always reads
    assert contrast_ratio(lit, LIT_EDGE) >= MIN_CONTRAST ** 2


def test_the_drawn_outline_has_the_dark_edge_round_the_bright_ring():
    surface = pygame.Surface((40, 40))
    surface.fill(forfort_paint.COLOURS[3])
    draw_lit_outline(surface, forfort_paint.LIT, pygame.Rect(10, 10, 20, 20), 3)
    assert tuple(surface.get_at((9, 20)))[:3] == LIT_EDGE          # outside
    assert tuple(surface.get_at((11, 20)))[:3] == forfort_paint.LIT
    assert tuple(surface.get_at((13, 20)))[:3] == LIT_EDGE         # inside


def test_seat_colours_read_on_what_they_sit_on():
    for colour, edge in zip(forfort_paint.COLOURS, forfort_paint.INFO_EDGES):
        assert contrast_ratio(edge, forfort_paint.INFO_BG) >= MIN_CONTRAST
    for colour in game_log.SEAT_COLOURS:
        assert contrast_ratio(colour, widgets.PAPER) >= MIN_CONTRAST
    for colour in forfort_paint.COLOURS:    # a keep's light edge on its slot and against its own colour
        assert contrast_ratio(forfort_paint.PIECE_EDGE, forfort_paint.SLOT) >= MIN_CONTRAST
        assert max(contrast_ratio(forfort_paint.PIECE_EDGE, colour), contrast_ratio(colour, forfort_paint.SLOT)) > 1
    assert readable_on((200, 160, 50), (255, 255, 255)) != (200, 160, 50)


def test_each_seat_has_a_mark_of_its_own():
    shapes = [tuple(sorted((round(x), round(y)) for x, y in mark_points(seat, (0, 0), 20))) for seat in range(4)]
    assert len(set(SEAT_MARKS[:4])) == 4 and len(set(shapes)) == 4
