"""The kit's final score sheet (TABLE.md "Scenes"): one picture for every game's final scores."""
from __future__ import annotations

import pygame

from fort_desktop.table.kit.score_sheet import SHEET_PAPER, WINNER_BAND, SeatScores, draw_score_sheet


def test_a_table_of_figures_says_every_heading_and_stars_the_winner_on_a_gold_band():
    pygame.font.init()
    surface = pygame.Surface((1280, 800))
    seats = [SeatScores("Ana", [45, 12, 3]), SeatScores("Ben", [47, 10, 4], won=True)]
    drawn = draw_score_sheet(surface, "Final scores", headings=["Total", "Fort", "Perks"], seats=seats,
                             go_on="Click to see the result")
    assert drawn.words[:4] == ["Final scores", "Total", "Fort", "Perks"]
    assert "* Ben" in drawn.words and "Ana" in drawn.words and "Click to see the result" in drawn.words
    assert surface.get_rect().contains(drawn.rect)
    ben_row = drawn.rect.y + 56 + 2 * 44
    assert surface.get_at((drawn.rect.x + 14, ben_row)) == WINNER_BAND
    assert surface.get_at((drawn.rect.x + 14, ben_row - 44)) == SHEET_PAPER


def test_lines_of_words_wrap_inside_the_sheet_and_grow_it():
    pygame.font.init()
    surface = pygame.Surface((1280, 800))
    short = draw_score_sheet(surface, "Final scores", lines=[("Ana: 6 points", False)])
    long = draw_score_sheet(surface, "Final scores", lines=[("Ana: " + "2 Walls x 2 = 4, " * 20, True)])
    assert len(long.words) > 2 and long.rect.h > short.rect.h and long.rect.w == short.rect.w
    assert "Click" not in " ".join(long.words)                           # no go-on line asked
