"""Fortify's big moments on the table (table/fortify/staging.py; issue 15 item 2): the end of each
Meeple race (who grabbed it, both times) and the Jerk Die, staged for the person watching, off the
play area they talk about; a click takes one away."""
from __future__ import annotations

from fort_desktop.session import GameSession

from ..shell_helpers import click
from .test_small_things import lift
from .test_steps import jerk_state, table_for

DT = 1 / 60


def test_the_end_of_a_meeple_race_is_a_big_moment_off_the_winners_play_area(app):
    session = GameSession("fortify", 3, ["human", "bot"], ["Ana", "Ben"])
    scene = app.show_table(session)
    lift(app)
    while session.state.phase == "build":
        session.submit(session.bot_action(session.acting_seats()[0]))
    for _ in range(3):
        app.step(DT)
    race = next(m for m in scene.moments.staged if m.kind == "meeple_race")
    assert "Cousin Meeple" in race.title and "Ana" in race.line and "Ben" in race.line
    assert scene.moments.showing is race and race.clear and race.rect.collidelist(race.clear) == -1   # off both forts
    assert scene.race_times.text and not scene.race_times.shown(scene.now)   # the fence's times wait under it
    lift(app)                           # the next raced step's curtain: the moment waits under it
    assert scene.moments.showing is race
    import os, pygame
    if os.environ.get("SHOT"):
        app.step(DT)
        pygame.image.save(app.screen, os.environ["SHOT"])
    click(app, race.rect.center)
    assert scene.moments.showing is None
    app.step(DT)
    assert scene.race_times.shown(scene.now)                  # then the times show on the fence


def test_the_jerk_die_is_a_big_moment_that_keeps_off_what_it_hits(app):
    session, scene = table_for(app, jerk_state("red"), seats=("human", "bot"))
    click(app, scene.buttons[(0, "jerk")].rect.center)
    app.step(DT)
    moment = scene.moments.showing
    assert moment.kind == "jerk_unused" and moment.sound == "jerk"
    assert not moment.rect.colliderect(moment.clear[0])       # the tray where the die lies shows
    assert moment.rect.collidelist(list(scene.layout.area.values())) == -1    # and both forts


def test_ctrl_z_says_a_race_has_no_take_back(app):
    import pygame

    from fort_desktop.table.fortify.input import NO_TAKE_BACK

    from ..shell_helpers import key

    session = GameSession("fortify", 3, ["human", "bot"], ["Ana", "Ben"])
    scene = app.show_table(session)
    lift(app)
    before = list(session.actions)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.toast_showing and scene.message == NO_TAKE_BACK
    assert session.actions[:len(before)] == before          # nothing was taken back


def test_a_banner_by_a_seat_s_tray_keeps_off_the_log_and_the_coach_button(app):
    """Issue 15: the Jerk Die's banner by a tray in the right column lay over the game log and
    "What now?" while the play area's green was empty: both are kept off where there is room."""
    from fort_desktop.table.fortify.staging import jerk_moment
    from fort_desktop.table.kit.bench import table_on_top

    scene = table_on_top(app, GameSession("fortify", 3, ["human", "bot"], bot_pace_seconds=0.0), 1)
    layout = scene.layout
    for seat in (0, 1):
        tray = layout.zone[seat].tray
        scene.moments.clear()
        scene.stage(jerk_moment("red", None, "nothing to hit", None, tray, [tray]))
        app.step(1 / 60)
        rect = scene.moments.showing.rect
        assert not rect.colliderect(layout.log) and not rect.colliderect(scene.coach.rect), (seat, rect)


def test_the_race_times_lie_on_the_fence_in_one_line_not_over_the_base_below_it(app):
    """Issue 15: the second line of the race times ("P2 gets the Jerk Meeple") lay over the Base
    for the whole throwing part; both fit on the fence as one line."""
    from fort_desktop.table.kit.hud import label_rect

    session = GameSession("fortify", 3, ["human", "bot"], ["Ana", "Ben"])
    scene = app.show_table(session)
    lift(app)
    while session.state.phase == "build":
        session.submit(session.bot_action(session.acting_seats()[0]))
    app.step(DT)
    scene.moments.clear()
    app.step(DT)
    painter = scene.painter if hasattr(scene, "painter") else scene
    lines = painter._race_lines(True)
    assert len(scene.race_times.text.split("\n")) == 2 and len(lines) == 1
    layout = scene.layout
    for line, pos in lines:
        rect = label_rect(line, pos, "center", layout.fence.w - 8)[0]
        assert not any(rect.colliderect(scene.drawer.board_rect(seat)) for seat in (0, 1)), rect
