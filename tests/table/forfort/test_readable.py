"""What a new user must be able to read on the Forfort table (issue 9 trial findings 7 and 8): the
keep's two arrows are big and apart, each reaching into its slot; messages stay off the top bar and
the forts; hand cards show their symbols' names whole; the viewer's line of figures is clear of the
hand; the keep's enlargement stays off the list of moves."""
import pygame

from fort_desktop.table.forfort import paint as paint_module
from fort_desktop.table.forfort.layout import BANNER_H, SIDE_X
from fort_desktop.table.forfort.paint import place_box
from fort_desktop.table.kit.hand import bounds
from fort_desktop.table.kit.hud import draw_toast

from ...rules.forfort.helpers import A, B, board, hand, keep_top
from ..shell_helpers import drag, post
from .person import card_point
from .test_gestures import _slot, _table


def test_the_keeps_two_arrows_each_reach_into_their_slot_and_stay_apart(app, monkeypatch):
    s = board()
    keep_top(s, A, "W20")                    # arrows to neighbouring slots, 45 degrees apart: top-right corner, top side
    session, scene = _table(app, s)
    drawn = []
    real = paint_module.keep_arrows

    def spy(layout, seat, slots):
        arrows = real(layout, seat, slots)
        drawn.extend(arrows)
        return arrows

    monkeypatch.setattr(paint_module, "keep_arrows", spy)
    scene.painter.forget()                   # the pieces over the forts are drawn again in this frame
    app.draw()
    layout = scene.layout()
    mine = [(start, tip) for start, tip in drawn if layout.keep_rect(A).collidepoint(start)]
    assert len(mine) == 2
    for (start, tip), slot in zip(mine, ("NE", "N")):
        assert layout.slot_rect(A, slot).collidepoint(tip), slot
        assert ((tip[0] - start[0]) ** 2 + (tip[1] - start[1]) ** 2) ** 0.5 >= 24
    (_, tip1), (_, tip2) = mine
    assert ((tip1[0] - tip2[0]) ** 2 + (tip1[1] - tip2[1]) ** 2) ** 0.5 >= 40


def test_a_refusal_covers_neither_the_top_bar_nor_any_fort(app):
    s = board(seats=4)
    hand(s, A, "W22", "W11", "W12")           # a Ram, dropped on a rival keep
    session, scene = _table(app, s, seats=("human", "human", "human", "human"))
    drag(app, card_point(scene, "P1-W22"), scene.layout().keep_rect(B).center)
    assert scene.toast_showing and scene.message_style == "refusal"
    shown = draw_toast(pygame.Surface((1280, 800)), scene.message, scene.input.toast_centre(scene.message), width=scene.layout().toast_w,
                       bounds=pygame.Rect(0, BANNER_H + 4, SIDE_X - 4, 800 - BANNER_H - 4))
    assert shown.top > BANNER_H
    layout = scene.layout()
    for seat in layout.forts:
        assert not shown.colliderect(place_box(layout, seat, scene.cells)), seat   # its 3 x 3 board


def test_a_refusal_names_why_a_trebuchet_cannot_hit_a_keep(app):
    s = board()
    hand(s, A, "W21", "W11", "W12")
    session, scene = _table(app, s)
    drag(app, card_point(scene, "P1-W21"), scene.layout().keep_rect(B).center)
    assert "Trebuchet cannot target a keep" in scene.message


def test_three_hand_cards_lie_side_by_side_so_every_name_shows_whole(app):
    s = board()
    hand(s, A, "W17", "W11", "W12")
    session, scene = _table(app, s)
    placed = scene.fan(scene.view())
    gaps = [b.centre[0] - a.centre[0] for a, b in zip(placed, placed[1:])]
    assert min(gaps) >= 112                 # a hand card's width: no card lies over its neighbour


def test_the_viewers_line_of_figures_is_clear_of_a_hand_of_four(app):
    s = board()
    hand(s, A, "W17", "W11", "W12", "W16")
    session, scene = _table(app, s)
    app.draw()
    fan = bounds(scene.fan(scene.view()))
    assert not scene.info_rects[A].colliderect(fan)
    assert fan.right <= SIDE_X               # nor over the list of moves


def test_the_keeps_enlargement_stays_off_the_list_of_moves(app):
    s = board(seats=4)
    session, scene = _table(app, s, seats=("human", "human", "human", "human"))
    right_keep = scene.layout().keep_rect(3).center          # the fort on the right, beside the list
    post(pygame.MOUSEMOTION, pos=right_keep, rel=(1, 0), buttons=(0, 0, 0))
    for _ in range(40):
        app.step(1 / 60)
    assert scene.hover.key is not None
    with_hover = app.screen.copy()
    scene.hover.forget()
    scene.input.pointer = (0, 0)
    app.draw()
    moves = scene.moves.rect
    assert all(with_hover.get_at((x, y)) == app.screen.get_at((x, y))
               for x in range(moves.x, moves.right, 6) for y in range(moves.y, moves.bottom, 6))
