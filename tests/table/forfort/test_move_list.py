"""The list of moves beside the Forfort table (new-user finding 1): every legal action can be
found and made by clicks alone, in words."""
from fort_desktop.rules.forfort.actions import canonical

from ...rules.forfort.helpers import A, B, board, hand, keep_top, stack
from ..shell_helpers import click
from .test_gestures import _table


def _every_row_action(scene) -> list[dict]:
    """Walk the list as a person would (each card's moves, every page) and collect its moves."""
    found: list[dict] = []

    def pages() -> None:
        for _ in range(50):
            rows = scene.moves_rows(scene.view())
            found.extend(a for _, _, a in rows if not a["type"].startswith("_"))
            more = next((r for r in rows if r[2]["type"] == "_more"), None)
            if more is None:
                return
            scene.moves.click(more[0].center)
            if scene.moves.page == 0:       # past the last page, back to the first
                return

    scene.moves.reset()
    top = [r[2] for r in scene.moves_rows(scene.view())]
    pages()
    for marker in [a for a in top if a["type"] == "_card"]:
        scene.moves.reset()
        scene.moves.focus = marker["card"]
        pages()
    return found


def test_every_legal_action_is_a_row_of_the_move_list(app):
    s = board()
    stack(s, B, "N", "W22")                # a Ram target
    keep_top(s, A, "W01")                  # arrows: NW, E
    hand(s, A, "W10", "W24", "W22")        # Ram corner, Garrison straight, Ram straight
    session, scene = _table(app, s)
    legal = {canonical(a) for a in session.legal_actions(A)}
    assert len(legal) > 20                  # several cards with many moves each: the list pages
    assert {canonical(a) for a in _every_row_action(scene)} == legal


def test_a_move_clicked_in_the_list_is_made(app):
    s = board()
    stack(s, B, "N", "W22")
    keep_top(s, A, "W01")
    hand(s, A, "W10", "W24", "W22")
    session, scene = _table(app, s)
    app.step(1 / 60)
    card_row = next(r for r in scene.moves.rows if r[2].get("card") == "P1-W10")
    click(app, card_row[0].center, frames=1)           # opens the Ram card's moves
    assert scene.moves.focus == "P1-W10"
    ram = next(r for r in scene.moves.rows if r[2]["type"] == "effect")
    assert "Ram: destroy P2's" in ram[1]
    click(app, ram[0].center, frames=1)
    assert session.actions[-1] == ram[2]
    assert session.state.players[B].fort["N"] == []


def test_clicking_a_hand_card_lists_its_moves(app):
    s = board()
    keep_top(s, A, "W01")
    hand(s, A, "W10", "W24", "W22")
    session, scene = _table(app, s)
    from .person import card_point

    click(app, card_point(scene, "P1-W24"), frames=1)
    assert scene.moves.focus == "P1-W24" and not session.actions
    app.step(1 / 60)
    shown = [a for _, _, a in scene.moves.rows if not a["type"].startswith("_")]
    assert shown and all(a["card"] == "P1-W24" for a in shown)


def test_the_starting_camp_can_be_placed_from_the_list(app):
    s = board()
    s.phase, s.setup_queue = "setup", [A, B]
    session, scene = _table(app, s)
    app.step(1 / 60)
    rows = [r for r in scene.moves.rows if r[2]["type"] == "start_camp"]
    assert len(rows) == 8 and rows[0][1].startswith("Starting Camp on your ")
    click(app, rows[0][0].center, frames=1)
    assert session.actions == [rows[0][2]]


def test_every_row_of_the_list_of_moves_fits_whole_in_two_lines():
    """Trial (issue 9): long moves were cut ("...bottom-right corner, ma..."). Every move of a
    4-seat game, as the acting seat's list words it, fits whole in a row."""
    import pygame

    from fort_desktop.session import GameSession
    from fort_desktop.table.forfort.layout import SCREEN_W, SIDE_X
    from fort_desktop.table.forfort.panel import ROW_H
    from fort_desktop.table.forfort.words import move_words
    from fort_desktop.table.kit.move_list import row_lines
    from fort_desktop.table.widgets import font

    pygame.init()
    session = GameSession("forfort", 3, ["bot"] * 4, ["Annabelle", "Bartholomew", "Christabel", "Dominique"])
    width = (SCREEN_W - SIDE_X - 10) - 12 - 14             # the moves panel's row, less its margins
    checked = 0
    while not session.is_over and checked < 3000:
        seat = session.acting_seats()[0]
        for action in session.legal_actions(seat):
            words = move_words(session.rules, session.state, action, seat, session.names)
            size, lines = row_lines(words, width)
            assert " ".join(lines).split() == words.split(), words
            assert all(font(size).size(line)[0] <= width for line in lines), (words, size, lines)
            assert len(lines) * (size + 1) <= ROW_H
            checked += 1
        session.play_bot(seat)
    assert checked > 200
