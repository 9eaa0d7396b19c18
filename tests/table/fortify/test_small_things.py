"""Smaller things a player noticed (issue 7): names everywhere, the round in the header and on the pause menu, the curtain
of a lone player, no stale enlargement after a curtain, the race times whole on the fence."""
from __future__ import annotations

import pygame

from fort_desktop.session import GameSession
from fort_desktop.table.scenes import curtain as curtain_module
from fort_desktop.table.scenes.curtain import Curtain

DT = 1 / 60


def lift(app):
    for _ in range(3):
        app.step(DT)
        while isinstance(app.top, Curtain):
            app.top.ready()
            app.step(DT)


def test_the_log_calls_players_by_their_names(app):
    session = GameSession("fortify", 3, ["human", "bot"], ["Ana", "Ben"])
    scene = app.show_table(session)
    lift(app)
    session.submit(session.bot_action(0))
    lines = scene.words.log_lines(None)
    assert lines[-1].startswith("Ana ") and not any(" P1 " in f" {line} " for line in lines)
    # new users: the log gave no reasons for the computer's moves (Fort and Forfort's logs do)
    session.play_bot(1)
    why = session.reasons.get(len(session.actions) - 1)
    assert why and scene.words.log_lines(None)[-1].startswith("Ben ") and scene.words.log_lines(None)[-1].endswith(f" - {why}")


def round_one_played_on_the_table(app):
    """A game against the computer whose round 1 is played by bots, its Jerk step and clean-up on
    the table (a person seated: the results wait for a click). Returns (session, scene)."""
    session = GameSession("fortify", 3, ["human", "bot"])
    while session.state.phase != "jerk" and session.state.round == 1:
        session.play_bot(session.acting_seats()[0])
    scene = app.show_table(session)
    app.step(DT)
    while session.state.round == 1:
        session.play_bot(session.acting_seats()[0])
        app.step(DT)
    return session, scene


def test_the_header_shows_the_round_whose_results_are_on_screen(app):
    session, scene = round_one_played_on_the_table(app)
    if scene.moment is not None:
        scene.skip_ahead()
    app.step(DT)
    assert scene.showing_results and session.state.round == 2
    assert scene.painter.round_words(scene.view()) == "Round 1 - Clean-up"
    pause = app.show_pause()              # the pause menu names the same round (it said "round 2")
    assert any(line.startswith("Fortify - round 1 - ") for line, *_ in pause.header_lines(600))


def test_a_lone_player_is_not_told_to_pass_the_mouse(app, monkeypatch):
    drawn = []
    real = curtain_module.draw_text
    monkeypatch.setattr(curtain_module, "draw_text", lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k))
    Curtain(app, acting="Ana", waiting=None).draw(app.screen)
    assert "Ana, get ready" in drawn and not any("Pass the mouse" in t for t in drawn)
    drawn.clear()
    Curtain(app, acting="Ana", waiting="Ben").draw(app.screen)
    assert "Pass the mouse to Ana" in drawn


def test_after_a_curtain_no_old_enlargement_pops_up(app):
    session = GameSession("fortify", 3, ["human", "human"])
    scene = app.show_table(session)
    lift(app)
    pile = scene.pile_rects["deck"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.hand_rects[0].center, rel=(1, 1), buttons=(0, 0, 0)))
    app.step(DT)
    scene.on_leave()                         # a curtain (or a menu) covers the table
    scene.on_enter()
    for _ in range(60):
        scene.update(DT)
    assert scene.pointer == (-1, -1) and scene.hover.key is None and pile


def test_the_race_times_show_whole_on_two_lines(app):
    session = GameSession("fortify", 3, ["human", "bot"], ["Annabelle Smith", "Computer P2"])
    scene = app.show_table(session)
    lift(app)
    while session.state.phase == "build":
        session.submit(session.bot_action(session.acting_seats()[0]))
    for _ in range(3):
        app.step(DT)
    lines = scene.reveal_text.split("\n")
    assert len(lines) == 2 and lines[1].endswith("Meeple")


def test_the_clean_up_is_shown_step_by_step_after_the_jerk_die(app):
    from fort_desktop.table.fortify.reactions import STEP_SECONDS

    session, scene = round_one_played_on_the_table(app)
    moment_end = scene.moment["until"] if scene.moment else scene.now
    shown_at = sorted({line.at for line in scene.log if line.at > scene.now})
    assert shown_at and shown_at[0] >= moment_end - 1e-9        # nothing of the clean-up before the moment
    gaps = [b - a for a, b in zip(shown_at, shown_at[1:])]
    assert all(g >= STEP_SECONDS - 1e-9 for g in gaps)           # one step at a time
    scene.skip_ahead()                                           # a click shows the rest at once
    assert all(line.at <= scene.now for line in scene.log)


def test_messages_and_drag_reasons_never_cover_the_players_panels_or_the_log(app, monkeypatch):
    """Trial (issue 7): a refusal by the held card ran into the game log, and a message while
    recruiting covered both panels. Every toast and caption stays left of the right column."""
    from fort_desktop.rules.fortify.state import RECRUIT

    from .test_scene import held_centre, pointer_for, press_and_move, spy_captions, start, to_phase

    drawn = spy_captions(monkeypatch)
    session, scene = start(app, ["human", "bot"])
    lift(app)
    right_column = min(z.rect.x for z in scene.layout.zone.values())
    # (a note: a refusal goes when the next piece is picked up)
    scene.say("A long reason that a person must read whole, placed where the table puts messages " * 2, 5.0,
              style="info")
    # a card held at the right edge of the fort, dropped nowhere legal: its reason shows by it
    end = pointer_for(scene, 0, held_centre(scene, 0), 34, 18)
    press_and_move(app, scene.hand_rects[0].center, end)
    app.step(1 / 30)
    to_phase(RECRUIT)(session)
    scene.drag.cancel("test")
    scene.say("Ana: no cards left to place - you reach for the Meeple", 5.0, style="info")
    app.step(1 / 30)
    assert session.state.phase == RECRUIT and len(drawn) >= 3
    assert all(rect.right <= right_column for rect in drawn), [r for r in drawn if r.right > right_column]


def test_a_press_on_a_pile_while_the_computer_acts_says_who_is_acting(app):
    """Trial (issue 7): dragging a Kid pile while the computer recruited did nothing, silently."""
    from fort_desktop.rules.fortify.state import RECRUIT

    from .test_scene import click, start, to_phase

    app.settings["bot_pace_seconds"] = 60.0
    session, scene = start(app, ["human", "bot"], advance=to_phase(RECRUIT))
    lift(app)
    while session.acting_seats() == [0]:
        session.play_bot(0)
    assert session.state.phase == RECRUIT and session.acting_seats() == [1]
    app.step(1 / 30)
    assert scene.flow.mouse_seat() is None
    click(app, scene.pile_rects["builder"].center)
    assert scene.message.startswith("Wait: ") and "is acting now" in scene.message

