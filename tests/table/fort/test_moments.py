"""Fort's big moments on the table (table/fort/staging.py; issue 15 item 2): a level-up, the
Macaroni, a follow, a recruit from a rival's Yard and the final count are staged for the person
watching, shown over the table off the boards they talk about, and a click takes one away; a
game nobody watches (headless autoplay) stages none."""
from __future__ import annotations

import random

import pygame

from fort_desktop.session import GameSession

from ..shell_helpers import click


def in_colour(surface, rect, colour, tolerance=40):
    """How many pixels of ``rect`` on ``surface`` are near ``colour`` (its border and title)."""
    return sum(1 for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2)
               if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], colour)) < tolerance)

KINDS = {"level_up", "macaroni", "follow", "recruit_rival", "final_count"}


def play_on(app, seats, seed=1, limit=400):
    """A Fort game of ``seats`` on the table, every seat's moves chosen at random (seeded) and
    submitted to the session the table listens to; no frame runs meanwhile. Returns the scene."""
    session = GameSession("fort", seed, list(seats))
    scene = app.show_table(session)
    rng = random.Random(seed)
    while not session.is_over and len(session.actions) < limit:
        seat = session.acting_seats()[0]
        session.submit(rng.choice(session.legal_actions(seat)))
    return scene


def test_every_fort_moment_is_staged_for_a_watcher_off_the_boards_and_a_click_ends_it(app, monkeypatch):
    heard = []
    monkeypatch.setattr(app.sound, "play", heard.append)
    scene = play_on(app, ["human", "bot"])
    assert "snap" in heard                                      # cards are heard going down
    staged = {m.kind: m for m in scene.moments.staged}
    assert KINDS <= set(staged)
    assert staged["level_up"].title.startswith("Level ") and "Computer" in staged["recruit_rival"].title + \
        staged["recruit_rival"].line
    app.step(1 / 60)
    assert scene.moments.showing is not None
    waiting = [m.kind for m in scene.moments.waiting]
    assert "final_count" in [scene.moments.showing.kind, *waiting]   # the end is never dropped
    while scene.moments.showing.kind != "final_count":
        app.step(0.5)
    shown = scene.moments.showing
    assert heard[-1] == "win"                                   # each moment with its sound
    app.step(0.3)
    app.draw()
    rect = shown.rect
    assert rect.collidelist(list(shown.clear)) == -1
    # issue 15: the count is staged in the free middle, over no board and not over the sheet
    lay = scene.painter.layout
    assert rect.collidelist([lay.board(s) for s in range(lay.seats)]) == -1
    seen = in_colour(app.screen, rect, shown.colour)
    click(app, rect.center)
    app.draw()
    assert seen - in_colour(app.screen, rect, shown.colour) > 200   # the banner was on the screen, now gone
    assert scene.moments.showing is None and scene.moments.ended[-1] == ("final_count", "skipped")
    level = staged["level_up"]                                 # shown again: it keeps off its board
    scene.stage(level)
    app.step(1 / 60)
    assert scene.moments.showing is level and not level.rect.colliderect(level.clear[0])


def test_nobody_watching_headless_autoplay_stages_no_moment(app):
    scene = play_on(app, ["bot", "bot"], limit=150)
    assert scene.fast and scene.moments.staged == []


def test_banners_are_placed_on_the_whole_canvas_of_a_wide_window(monkeypatch, tmp_path):
    # issue 15 item 1: on a 16:9 window the table is 1423 px wide; a moment's banner may use the
    # width past 1280 (by the rightmost board) and keeps off the panel at the right edge
    from fort_desktop.table.app import App

    from ..shell_helpers import use_tmp_dirs

    use_tmp_dirs(monkeypatch, tmp_path)
    app = App(headless=True, user_settings=False, autosave=False, window_px=(1366, 768))
    try:
        scene = app.show_table(GameSession("fort", 1, ["human", "bot", "bot", "bot"]))
        width = app.canvas[0]
        assert width > 1400 and scene.moments.bounds.w == width
        lay = scene.painter.layout
        assert lay.panel in scene.moment_avoid() and lay.panel.right > 1280
        deciding = scene.session.acting_seats()[0]              # the board of the seat deciding now
        avoid = scene.moment_avoid()     # every board kept off, the deciding one most (issue 15)
        assert avoid.count(lay.board(deciding)) == 3 and all(avoid.count(lay.board(s)) == 2 for s in range(4) if s != deciding)
        from fort_desktop.table.kit.moments import Moment

        board, left = lay.board(3), pygame.Rect(0, 0, 1000, 800)   # room only past x = 1000
        moment = Moment(kind="level_up", title="Level 3!", line="Dee builds a bigger fort", seconds=1.5,
                        at=board, clear=(left,))
        scene.stage(moment)
        app.step(1 / 60)
        assert scene.moments.showing is moment
        assert moment.rect.right > 1280 and scene.moments.bounds.contains(moment.rect)
        assert not moment.rect.colliderect(left)
        pygame.display.set_mode((1280, 800))
        app.process_event(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 800), w=1280, h=800))
        app.step(1 / 60)
        assert scene.moments.bounds.w == app.canvas[0] == 1280
    finally:
        app.close()


def test_a_banner_keeps_off_the_play_while_a_person_decides_on_it(app):
    """Issue 15: "Level 4!" lay over the computer's played card while the top bar asked the
    person to follow it or pass: with a person deciding, the play area is kept clear."""
    session = GameSession("fort", 1, ["human", "bot"])
    scene = app.show_table(session)
    rng = random.Random(3)
    while session.acting_seats() != [0] or session.is_over:
        session.submit(rng.choice(session.legal_actions(session.acting_seats()[0])))
    play = scene.painter.layout.play
    assert play in scene.moment_keep_off()
    from fort_desktop.table.kit.moments import load_moments, make_moment
    scene.moments.clear()
    scene.stage(make_moment(load_moments("fort"), "level_up", {"name": "Computer", "level": 4}, at=play))
    app.step(1 / 60)
    assert not scene.moments.showing.rect.colliderect(play)
