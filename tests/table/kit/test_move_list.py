"""The kit's list of moves (TABLE.md "Window and input"): a game gives its entries, the kit lays
out the rows, pages them and finds the row under a point."""
from __future__ import annotations

import pygame

from fort_desktop.table.kit.move_list import MORE, TITLE, MoveList, is_marker, row_lines
from fort_desktop.table.widgets import font


def _entries(count: int) -> list[tuple[str, dict]]:
    return [(f"Move {i}", {"type": "move", "n": i}) for i in range(count)]


def test_entries_that_fit_are_one_page_of_rows_in_order():
    moves = MoveList(pygame.Rect(0, 0, 200, 300), row_h=40, gap_px=4, title_h=26)
    rows = moves.lay_out(_entries(3))
    assert [action["n"] for _, _, action in rows] == [0, 1, 2]
    assert all(rect.h == 40 and moves.rect.contains(rect) for rect, _, _ in rows)
    assert rows[1][0].y - rows[0][0].y == 44


def test_too_many_entries_are_paged_with_a_more_row_that_comes_round_again():
    moves = MoveList(pygame.Rect(0, 0, 200, 250), row_h=40, gap_px=4, title_h=26,
                     more_words=lambda page, pages, hidden: f"page {page + 1}/{pages}")
    seen: list[int] = []
    for _ in range(6):
        rows = moves.lay_out(_entries(10))
        assert rows[-1][2] == {"type": MORE} and is_marker(rows[-1][2])
        assert all(moves.rect.contains(rect) for rect, _, _ in rows)
        seen += [action["n"] for _, _, action in rows[:-1]]
        moves.turn_page()
    pages = -(-10 // (len(moves.rows) - 1))
    assert sorted(set(seen)) == list(range(10))          # every move is on some page
    assert moves.lay_out(_entries(10))[-1][1].endswith(f"/{pages}")

    moves.pinned = lambda action: action["n"] == 9          # e.g. Pass, last of many follows
    moves.page = 0
    first = [action["n"] for _, _, action in moves.lay_out(_entries(10))[:-1]]
    assert first[-1] == 9 and first[:-1] == list(range(len(first) - 1))   # on the first page, in its place
    moves.turn_page()
    assert 9 not in [action.get("n") for _, _, action in moves.lay_out(_entries(10))]


def test_the_row_under_a_point_is_found_and_none_between_rows():
    moves = MoveList(pygame.Rect(0, 0, 200, 300))
    rows = moves.lay_out(_entries(2))
    assert moves.row_at(rows[1][0].center) == rows[1]
    gap = (rows[0][0].centerx, rows[0][0].bottom + 1)
    assert moves.row_at(gap) is None


def test_long_words_stay_whole_in_two_lines_of_a_row():
    pygame.font.init()
    words = "Double Trebuchet: destroy every card on Bartholomew's bottom-left corner"
    size, lines = row_lines(words, 250)
    assert " ".join(lines).split() == words.split()
    assert len(lines) <= 2 and all(font(size).size(line)[0] <= 250 for line in lines)


def test_the_panel_draws_the_hovered_row_lit(monkeypatch):
    pygame.font.init()
    surface = pygame.Surface((220, 300))
    moves = MoveList(pygame.Rect(0, 0, 220, 300))
    rows = moves.lay_out(_entries(2))
    moves.draw(surface, rows[0][0].center, "Your moves")
    lit = surface.get_at((rows[0][0].x + 3, rows[0][0].centery))
    plain = surface.get_at((rows[1][0].x + 3, rows[1][0].centery))
    assert lit != plain


def test_titles_head_every_page_and_rows_take_their_own_heights_above_the_rows_bottom():
    pygame.font.init()
    entries = [(("long " * 12) if i % 3 == 0 else f"Move {i}", {"type": "move", "n": i}) for i in range(14)]
    moves = MoveList(pygame.Rect(0, 0, 300, 500), row_h=25, gap_px=3, title_h=0,
                     row_height=lambda words: 25 if len(words) < 20 else 42, rows_bottom=300,
                     more_gap_px=8, more_at_foot=True,
                     more_words=lambda page, pages, hidden: f"{hidden} more: page {page + 1} of {pages}")
    seen: list[int] = []
    for page in range(4):
        rows = moves.lay_out(entries, ["How to play it?"])
        assert rows[0][2]["type"] == TITLE and rows[0][1] == "How to play it?" and is_marker(rows[0][2])
        assert moves.pages > 1 and moves.page == page % moves.pages
        more = rows[-1]
        assert more[2] == {"type": MORE} and more[0].bottom == 300 - 3        # at the foot of the rows
        shown = [action["n"] for _, _, action in rows[1:-1]]
        assert more[1] == f"{14 - len(shown)} more: page {page % moves.pages + 1} of {moves.pages}"
        assert all(rect.h == (42 if action["n"] % 3 == 0 else 25) for rect, _, action in rows[1:-1])
        assert rows[-2][0].bottom + 8 <= more[0].top                           # a wider gap above "more"
        seen += shown
        moves.turn_page()
    assert sorted(set(seen)) == list(range(14))


def test_entries_that_fit_above_the_rows_bottom_are_one_page_without_a_more_row():
    moves = MoveList(pygame.Rect(0, 0, 300, 500), row_h=25, gap_px=3, title_h=0, rows_bottom=200)
    rows = moves.lay_out(_entries(3), ["Title"])
    assert moves.pages == 1 and [a["type"] for _, _, a in rows] == [TITLE, "move", "move", "move"]
    rows = moves.lay_out(_entries(7))                                    # 7 x 28 px do not fit in 194
    assert moves.pages == 2 and rows[-1][2] == {"type": MORE} and len(rows) == 6
