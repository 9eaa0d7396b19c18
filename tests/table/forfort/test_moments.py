"""Forfort's big moments on the table (table/forfort/staging.py; issue 15 item 2): siege hits, an
Army invading, marching over cards and defeated, combos, the drawbridge, an 8-Wall win and the last
round are staged for the person watching, each banner off every fort, and a click takes it away."""
from __future__ import annotations

from fort_desktop.session import GameSession

from ..shell_helpers import click


def in_colour(surface, rect, colour, tolerance=40):
    """How many pixels of ``rect`` on ``surface`` are near ``colour`` (its border and title)."""
    return sum(1 for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2)
               if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], colour)) < tolerance)

KINDS = {"siege_hit", "army_invades", "army_marches", "army_defeated", "combo", "drawbridge", "last_round"}


def played_on(app, seed, seats):
    """A Forfort game on the table, played out by the computer's choices for every seat (a person
    sits at seat 0, so the table is watched); no frame runs meanwhile. Returns the scene."""
    session = GameSession("forfort", seed, list(seats), bot_pace_seconds=0.0)
    scene = app.show_table(session)
    while not session.is_over and len(session.actions) < 300:
        session.submit(session.bot_action(session.acting_seats()[0]))
    return scene


def fort_squares(scene):
    layout = scene.layout()
    return [layout.slot_rect(seat, slot) for seat in range(len(scene.session.seats))
            for slot in [*layout.cells, "keep"]]


def test_every_forfort_moment_is_staged_for_a_watcher_and_no_banner_covers_a_fort(app, monkeypatch):
    heard = []
    monkeypatch.setattr(app.sound, "play", heard.append)
    scene = played_on(app, 1, ["human", "bot", "bot"])
    assert "snap" in heard                                      # cards are heard going down
    staged = {m.kind: m for m in scene.moments.staged}
    assert KINDS <= set(staged)
    assert staged["siege_hit"].title.rstrip("!") in ("Ram", "Trebuchet", "Siege Tower")
    squares = fort_squares(scene)
    for kind in ("army_defeated", "drawbridge", "siege_hit"):
        scene.moments.clear()
        scene.stage(staged[kind])
        app.step(1 / 60)
        shown = scene.moments.showing
        assert shown is staged[kind] and shown.rect.collidelist(squares) == -1, kind
        assert heard[-1] == shown.sound
    app.step(0.3)
    app.draw()
    rect = shown.rect
    seen = in_colour(app.screen, rect, shown.colour)
    click(app, rect.center)
    app.draw()
    assert seen - in_colour(app.screen, rect, shown.colour) > 200   # the banner was on the screen, now gone
    assert scene.moments.showing is None and scene.moments.ended[-1] == ("siege_hit", "skipped")


def test_a_fort_of_eight_walls_wins_with_a_big_moment(app):
    scene = played_on(app, 2, ["human", "bot"])
    assert scene.session.state.end_reason.startswith("fort finished")
    final = [m for m in scene.moments.staged if m.kind == "eight_walls"]
    assert len(final) == 1 and "8 Walls" in final[0].title


def test_a_banner_keeps_off_the_running_score_and_the_coach_button(app):
    """Issue 15: a banner about the top-left fort could lie over the running score at the table's
    top left, and one by the log over "What now?": both are kept off where there is room."""
    from fort_desktop.table.forfort.staging import fort_rect
    from fort_desktop.table.kit.bench import table_on_top
    from fort_desktop.table.kit.moments import make_moment, load_moments

    scene = table_on_top(app, GameSession("forfort", 1, ["human", "bot", "bot"], bot_pace_seconds=0.0), 1)
    while scene.settling():
        app.step(1 / 60)
    score, layout = scene.painter.score_rect, scene.layout()
    assert score.w > 100 and score in scene.moment_avoid()
    forts = [fort_rect(layout, seat) for seat in range(3)]
    words = load_moments("forfort")
    for at in (score, scene.coach.rect):
        scene.moments.clear()
        scene.stage(make_moment(words, "last_round", {"why": "A keep ran out"}, at=at, clear=forts))
        app.step(1 / 60)
        rect = scene.moments.showing.rect
        assert not rect.colliderect(score) and not rect.colliderect(scene.coach.rect), (at, rect)


def test_a_banner_on_show_moves_off_a_recap_that_comes_up(app):
    """Issue 14: a banner placed before "Since your last turn" came up lay under it."""
    import pygame

    from fort_desktop.table.forfort.staging import fort_rect
    from fort_desktop.table.kit.bench import table_on_top
    from fort_desktop.table.kit.moments import make_moment, load_moments
    from fort_desktop.table.kit.recap import Recap

    scene = table_on_top(app, GameSession("forfort", 1, ["human", "bot"], bot_pace_seconds=0.0), 0)
    layout = scene.layout()
    forts = [fort_rect(layout, seat) for seat in range(2)]
    recap = Recap(0, "Since your last turn", ["Computer built a Protected Corner Wall (Ram) on the top-right corner"
                                              " - a combo's double effect comes free"] * 4)
    scene.recaps.shown = recap
    area = scene.recap_area()                  # grown over the table's middle: long lines
    scene.recaps.shown = None
    assert area.left < layout.side.left
    at = pygame.Rect(area.left, area.centery, 40, 40)
    # (the forts fill the table at 2 players: the room left of the log is kept clear as well, so
    # the banner comes over the log, where the recap will come up)
    scene.stage(make_moment(load_moments("forfort"), "last_round", {"why": "A keep ran out"}, at=at,
                            clear=forts + [pygame.Rect(0, 0, area.left - 1, 800)]))
    app.step(1 / 60)
    assert scene.moments.showing.rect.colliderect(area)                  # there: no recap yet
    scene.recaps.shown = recap
    app.step(1 / 60)
    assert not scene.moments.showing.rect.colliderect(area)
    app.draw()
    assert scene.recap_at is not None and scene.recap_at in scene.tutorial_keep_clear()   # "Well done!" keeps off it


def test_a_recap_at_four_seats_keeps_off_every_fort(app):
    """Trial: at 4 seats "Since your last turn" grew left over the right-hand fort at every turn
    (at 150% text over almost all of it); it keeps over the log, its lines shrunk, instead."""
    from fort_desktop.table.forfort.staging import fort_rect
    from fort_desktop.table.kit.bench import table_on_top
    from fort_desktop.table.kit.hud import recap_rect
    from fort_desktop.table.kit.recap import Recap

    scene = table_on_top(app, GameSession("forfort", 1, ["human", "bot", "bot", "bot"], bot_pace_seconds=0.0), 0)
    forts = [fort_rect(scene.layout(), seat) for seat in range(4)]
    assert scene.recap_avoid() == forts
    scene.recaps.shown = recap = Recap(0, "Since your last turn", [
        ("Computer (P2) built a Protected Corner Wall (Ram) on the top-right corner - a combo's double effect"
         " comes free")] * 6)
    area = scene.recap_area()
    centre, width, bounds = scene.recap_spot(recap, area)
    drawn = recap_rect(recap.title, recap.lines, centre, recap.more, width, bounds)
    assert drawn.collidelist(forts) < 0 and area.collidelist(forts) < 0


def test_the_final_sheet_waits_for_the_last_moments_and_keeps_off_the_forts(app, monkeypatch):
    """Trial: at the end "Final scores" covered every fort, the winning 8th Wall too, and the last
    banners ("Combo: Double Mason!", "Computer wins: 8 Walls!") popped over it; a click that ended
    the last banner must not clear the sheet before it was seen."""
    import pygame

    from fort_desktop.table.forfort.staging import fort_rect
    from fort_desktop.table.kit.bench import table_on_top
    from fort_desktop.table.kit.moments import make_moment, load_moments

    scene = table_on_top(app, GameSession("forfort", 1, ["human", "bot", "bot", "bot"], bot_pace_seconds=0.0), 0)
    monkeypatch.setattr(GameSession, "is_over", property(lambda s: True))
    scene.stage(make_moment(load_moments("forfort"), "last_round", {"why": "A keep ran out"}))
    scene.moments.update(scene.now)             # on show
    assert scene.holds_sheet and scene.sheet_waits()
    pos = (5, 780)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.process_event(pygame.event.Event(kind, pos=pos, button=1))
    assert not scene.sheet_seen and not scene.sheet_waits()     # the click ended the banner, not the sheet
    rows = [(("* P1: 6 Walls x 2 = 12, 0 Camps x 1 = 0, 2 Armies in rival forts x 1 = 2, no keep bonus"
              " (keep empty): 14 points"), True)] * 4 + [("Team P1 & Computer (P3): 14 + 10 = 24 points", False)] * 2
    layout = scene.layout()
    sheet = scene.painter.score_sheet(pygame.Surface(scene.table_size()), rows, True, room=layout.sheet_room)
    assert sheet.collidelist([fort_rect(layout, seat) for seat in range(4)]) < 0


def test_moments_come_in_the_order_things_happened_and_the_computer_waits_for_them(app):
    """New-user finding: at a turn's end the banners came out of order, one after the next turn's
    moves began. Within one action they follow its events; the computer moves on only after them."""
    import pygame

    from fort_desktop.table.forfort.staging import forfort_moments

    session = app.new_session("forfort", 3, ["human", "bot"])
    while 1 not in session.acting_seats():           # the person plays until it is the computer's turn
        session.submit(session.legal_actions(0)[0])
    scene = app.show_table(session)
    events = [{"kind": "combo", "seat": 0, "symbol": "ram", "slots": ["NW", "N"]},
              {"kind": "turn", "seat": 1, "round": 1, "bonus": False},
              {"kind": "destroy", "cause": "army", "fort": 1, "slot": "N", "cards": ["P2-W01"]},
              {"kind": "army_step", "army": "P1-A1", "fort": 1, "to": "N"},
              {"kind": "drawbridge", "seat": 1, "slot": "NE"}]
    image = pygame.Surface((10, 10))
    found = forfort_moments(events, {"type": "end_turn", "seat": 0}, ["Ana", "Ben"], scene.layout(),
                            str, lambda name, px: image, lambda owner, skull: image, {"P1-A1": 0})
    assert [m.kind for m in found] == ["combo", "army_marches", "drawbridge"]
    scene.pace = 1.0                                 # the computer has a pace (a person watches)
    scene.moments.stage(found[0])
    before = len(session.actions)
    for _ in range(30):
        app.step(1 / 10)                             # its pace is up long before the banner's 2.7 s...
        if not scene.moments.busy:
            break
        assert len(session.actions) == before        # ... so the computer waits for it
    assert not scene.moments.busy


def test_a_recap_of_many_lines_at_four_seats_runs_down_the_log_s_column(app):
    """A new user at 4 seats read one line of eight and "... and 7 earlier lines in the game log
    (L)", and missed the hits on their own keep: the recap runs down the log's column over the list
    of moves (a click closes it) as far as the hand, off every fort, and shows what that holds."""
    from fort_desktop.table.forfort.staging import fort_rect
    from fort_desktop.table.kit.bench import table_on_top
    from fort_desktop.table.kit.hud import recap_lines_shown, recap_rect
    from fort_desktop.table.kit.recap import Recap

    scene = table_on_top(app, GameSession("forfort", 1, ["human", "bot", "bot", "bot"], bot_pace_seconds=0.0), 0)
    forts = [fort_rect(scene.layout(), seat) for seat in range(4)]
    lines = [f"Computer (P{2 + i % 3}) played a Corner Wall (Trebuchet and Siege Tower) as a Trebuchet: destroy "
             f"your slot {i + 1} - knocks down a Wall of yours, who leads" for i in range(3)]
    for shown, least in ((lines, 3), (lines * 3, 2)):     # (over the log alone: 1)
        scene.recaps.shown = recap = Recap(0, "Since your last turn", shown)
        area = scene.recap_area()
        centre, width, bounds = scene.recap_spot(recap, area)
        drawn = recap_rect(recap.title, recap.lines, centre, recap.more, width, bounds)
        assert drawn.collidelist(forts) < 0 and not drawn.colliderect(scene.hand_area())
        assert recap_lines_shown(recap.title, recap.lines, recap.more, width, bounds.h) >= least
