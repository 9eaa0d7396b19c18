"""Fort's boards show their state as pieces (issue 15 item 1): a red pawn on the step of the Fort
Level track reached, and a marker on a victory track whose place follows the VP scored, on one scale
for every board (:func:`~fort_desktop.table.fort.paint.vp_scale`)."""
from __future__ import annotations

import pygame

from fort_desktop.session import GameSession
from fort_desktop.table.fort.paint import MARKER, FortPainter, vp_scale


def red_columns(surface: pygame.Surface, rect: pygame.Rect) -> list[int]:
    """The x (px) of every column of ``rect`` holding a pixel of the markers' red."""
    return [x for x in range(rect.x, rect.right)
            if any(surface.get_at((x, y))[:3] == MARKER for y in range(rect.y, rect.bottom))]


def board_picture(painter: FortPainter, s: dict, scale: int) -> tuple[pygame.Surface, pygame.Rect]:
    rect = painter.layout.board(0)
    surface = pygame.Surface((1280, 300))
    painter._board(surface, rect, s, 0, False, False, {}, frozenset(), None, scale)
    return surface, rect


def test_the_level_pawn_and_the_victory_marker_move_with_the_board(app):
    session = GameSession("fort", 3, ["bot", "bot"])
    painter = FortPainter(session.rules, 2, ["Ana", "Bo"])
    s = dict(session.rules.view(session.state, 0)["seats"][0])
    track_row = lambda rect: pygame.Rect(rect.x + 44, rect.y + 26, 150, 22)     # the Fort Level steps
    vp_row = lambda rect: pygame.Rect(rect.x + 204, rect.y + 30, rect.w - 210, 20)
    pawns, vps = [], []
    for level, track in ((0, 0), (2, 12), (4, 30)):
        s.update(level=level, track=track)
        surface, rect = board_picture(painter, s, 40)
        pawns.append(sum(red_columns(surface, track_row(rect))) / max(1, len(red_columns(surface, track_row(rect)))))
        vps.append(sum(red_columns(surface, vp_row(rect))) / max(1, len(red_columns(surface, vp_row(rect)))))
    assert pawns[0] < pawns[1] < pawns[2] and pawns[2] - pawns[0] > 80       # 4 steps of 24 px
    assert vps[0] < vps[1] < vps[2] and vps[2] - vps[0] > 100
    assert vp_scale({"seats": [{"track": 4}, {"track": 41}]}) == 50 and vp_scale({"seats": [{"track": 0}]}) == 30


def test_a_board_with_the_macaroni_still_says_its_fort_s_points(app):
    """A new user at 3 seats: once a board held the Macaroni its header said "4 VP on the track"
    only, every other board "+12 for the Fort at the end": a shorter "4 VP, +12 for the Fort"."""
    session = GameSession("fort", 3, ["bot", "bot", "bot"])
    painter = FortPainter(session.rules, 3, ["Eve", "Ben", "Computer"])
    s = dict(session.rules.view(session.state, 0)["seats"][0])
    s.update(level=4, track=4, macaroni=True)
    painter.fort_vp = [row.vp_for(3, session.state.settings) for row in session.rules.catalogue.fort]
    painter.words = []
    board_picture(painter, s, 40)
    fort = painter.fort_vp[4]
    assert any(f"+{fort} for the Fort" in words for words in painter.words), painter.words[:6]
