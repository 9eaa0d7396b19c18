"""Every step of every game's first game, on the table (issue 14 item 1): the caption never lies over
the place it talks about (the framed place; for a table area as big as several captions, the named
things lying in it) nor over the places the step, or the whole script, keeps clear of (``clear:``;
Fort's captions keep off both boards, Fortify's welcome off the piles), nor over what the table
keeps clear of (``keep_clear``: both Fortify Bases whole, Fort's plan lines and panel rows).

The script is played as the tests of :mod:`fort_desktop.tutorial` play it (the taught move, the
computer's own, Next on a note); the table draws each step once when its caption first shows.
"""
from __future__ import annotations

import pygame
import pytest

from fort_desktop import tutorial
from fort_desktop.table.kit.tutorial import text_grow
from fort_desktop.table.scenes.curtain import Curtain

from .shell_helpers import click

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")

#: a place this many captions big (at 100 % text) is a table area (as the kit's caption sees it)
AREA_CAPTIONS = 4


def covered(box: pygame.Rect, step, places: dict[str, pygame.Rect], keep=()) -> list[str]:
    """What of the step's place, its clear places and the table's ``keep`` rects (what a caption
    keeps clear of: Fortify's Bases, Fort's plan lines and panel rows) ``box`` lies over (names and
    overlap sizes)."""
    at = places[step.at]
    inside = [n for n, r in places.items() if at.contains(r) and r != at]
    area = inside and at.w * at.h >= AREA_CAPTIONS * box.w * box.h / text_grow() ** 2   # (at 100 % text)
    names = (inside if area else [step.at]) + [n for n in step.clear if n in places]
    over = [f"{name} {box.clip(places[name]).size}" for name in names if box.colliderect(places[name])]
    return over + [f"kept clear {tuple(r)}" for r in keep if box.colliderect(r)]


def bases(scene) -> list[pygame.Rect]:
    """Both Fortify Bases whole, as drawn now (the rules' Base footprint on each play area)."""
    data = scene.rules.data
    (ox, oy), rows = data.base_origin, data.base_rows
    return [scene.layout.cell_rect(seat, ox, oy, len(rows[0]), len(rows)) for seat in (0, 1)]


def captions(app, game: str, check=None) -> dict[str, list[str]]:
    """Play ``game``'s first game on the table; for each step, what its caption lies over
    (``check(overlay, step)``, when given, also looks at each step's caption as drawn)."""
    app.autosaver.enabled = False   # (fast: nothing here is about saving)
    session = tutorial.new_session(game, bot_pace_seconds=0.0)
    scene = app.show_table(session)
    runner = scene.tutorial
    found: dict[str, list[str]] = {}
    for _ in range(600):
        step = runner.step
        if step is None:
            break
        if runner.showing and step.id not in found:
            for _ in range(2):
                app.step(1 / 60)
                if isinstance(app.top, Curtain):
                    click(app, app.top.button_rect.center)
            if scene.tutorial_held():   # (Fortify) a clean-up still plays: a click shows the rest
                scene.skip_ahead()
                app.step(1 / 60)
            overlay = scene.tutorial_overlay
            assert overlay.box is not None, f"{game} {step.id}: no caption"
            places = scene.tutorial_places()
            assert step.at in places, f"{game} {step.id}: no place {step.at}"
            keep = scene.tutorial_keep_clear() + (bases(scene) if game == "fortify" else [])
            found[step.id] = covered(overlay.box, step, places, keep)
            if check is not None:
                check(overlay, step)
            if step.id in SHOTS.get(game, ()):
                app.screenshot(str(shot_path(f"{game}-{step.id}.png")))
        if step.read_only and runner.showing:
            runner.next()
            continue
        acting = session.acting_seats()
        assert acting, f"{game}: nobody acts at step {step.id}"
        if runner.person in acting and runner.showing:
            action = runner.choose(runner.person)
            if action is not None:
                assert session.submit(session.complete(dict(action), runner.person)) is None
                continue
        others = [s for s in acting if s != runner.person and runner.bot_may_act(s)]
        assert others, f"{game}: stuck at step {step.id}"
        session.play_bot(others[0])
    assert runner.finished, f"{game}: the script stopped at step {runner.step_number}"
    assert len(found) == len(runner.script.steps)
    return found


SHOTS = {"fortify": ("goal", "weak-spot"), "fort": ("yard", "followed"), "forfort": ("ram",)}


def shot_path(name: str):
    import os
    from pathlib import Path

    folder = Path(os.environ["FORT_SHOTS"])
    folder.mkdir(parents=True, exist_ok=True)
    return folder / name


@pytest.mark.parametrize("game", ["fort", "fortify", "forfort"])
def test_no_caption_lies_over_what_it_talks_about_nor_its_clear_places(app, game):
    found = captions(app, game)
    bad = {step: over for step, over in found.items() if over}
    assert not bad, f"{game}: captions over their places: {bad}"


def test_fort_s_captions_keep_off_both_boards_and_fortify_s_welcome_off_the_piles():
    fort = tutorial.load_script("fort")
    assert all({"board:you", "board:rival"} - {step.at} <= set(step.clear) for step in fort.steps)
    goal = tutorial.load_script("fortify").steps[0]
    assert goal.id == "goal" and {"pile:builder", "pile:thrower", "pile:medic"} <= set(goal.clear)


def test_fortify_names_each_base_whole_and_keeps_both_clear(app):
    """Issue 14: the captions of the clean-up, Medics and win notes lay over the Base (only its
    Target was a named place): the whole Base (walls, Captain, Target, Buckets) is named and kept clear."""
    session = tutorial.new_session("fortify", bot_pace_seconds=0.0)
    scene = app.show_table(session)
    app.step(1 / 60)
    places, keep = scene.tutorial_places(), scene.tutorial_keep_clear()
    for who, base in zip(("you", "rival"), bases(scene)):
        assert places[f"base-board:{who}"] == base and base.contains(places[f"base:{who}"])
        assert base in keep


def test_the_fence_and_forfort_s_figures_and_taught_slots_are_kept_clear(app):
    """Issue 14: a caption lay over Fortify's fence (the players' names, the Meeples, the race
    results) and Forfort's lines of figures under each fort; both are kept clear, and so are the
    slots Forfort's taught move points at."""
    scene = app.show_table(tutorial.new_session("fortify", bot_pace_seconds=0.0))
    app.step(1 / 60)
    assert scene.layout.fence in scene.tutorial_keep_clear()
    app.pop()
    session = tutorial.new_session("forfort", bot_pace_seconds=0.0)
    scene = app.show_table(session)
    runner = scene.tutorial
    while runner.step is not None and runner.step.read_only:
        runner.next()
    app.step(1 / 60)
    keep = scene.tutorial_keep_clear()
    lay = scene.layout()
    assert all(rect in keep for rect in scene.info_rects.values()) and scene.info_rects
    taught = scene.taught_now(runner.person)
    assert 0 < len(taught) < len(scene.legal_now(runner.person))
    from fort_desktop.table.forfort.moves import target_of
    fort, slot = next(w for w in (target_of(a, scene.view()) for a in taught) if w is not None)
    assert (lay.keep_rect(fort) if slot == "keep" else lay.slot_rect(fort, slot)) in keep
    assert scene.painter.score_rect in keep and scene.painter.score_rect.w   # "Score if the game ended now"
    from fort_desktop.table.forfort.paint import keep_arrows
    arrows = keep_arrows(lay, 1, scene.view()["players"][1]["arrows"])
    assert arrows and all(any(r.collidepoint(tip) and r.collidepoint(start) and r.h < lay.keep_rect(1).h
                              for r in keep) for start, tip in arrows)   # each of the rival keep's arrows
    scene.input.browsing = 1                 # an opened discard (the Discards step's caption lay over it)
    shown = scene.painter.discard_rect(lay, 1, len(scene.view()["players"][1]["discard"]))
    assert any(r.contains(shown) for r in scene.tutorial_keep_clear())


@pytest.mark.parametrize("game", ["fort", "fortify", "forfort"])
def test_at_150_percent_every_caption_holds_its_buttons_and_stays_on_the_screen(app, game):
    """A new user at 150 % text saw Next outside its caption (over a hand card) and, in Fortify's
    "Balloons!" step, off the window's left edge: the caption grows with the text and its buttons.
    Issue 14, at 150 % on a 1024 x 640 window (this 16:10 table): Fortify's captions lay over the
    person's Skip card, Stop, Roll and Done buttons and their dice tray; none does now."""
    import dataclasses

    app.apply_settings(dataclasses.replace(app.user_settings, text_size=150), save=False)
    bad: list[str] = []

    def check(overlay, step) -> None:
        screen = pygame.Rect((0, 0), overlay.size)
        if not screen.contains(overlay.box):
            bad.append(f"{step.id}: caption {overlay.box} off the table {screen.size}")
        if game == "fortify":
            table, you = app.top, overlay.runner.person
            controls = {name: b.rect for (seat, name), b in table.buttons.items() if seat == you and b.visible}
            controls["tray"] = table.layout.zone[you].tray
            bad.extend(f"{step.id}: caption {overlay.box} over {name} {rect}" for name, rect in controls.items()
                       if overlay.box.colliderect(rect))
        bad.extend(f"{step.id}: {name} {rect} outside {overlay.box}" for rect, name in overlay.buttons
                   if not overlay.box.contains(rect))

    captions(app, game, check)
    assert bad == []


@pytest.mark.parametrize("game", ["fort", "fortify", "forfort"])
def test_the_top_bar_and_the_coach_button_are_kept_clear(app, game):
    """Issue 15: in the tutorial a caption lay over the "What now?" button and the top bar (Forfort's
    welcome at 150 % over both): the table keeps both clear, and the first caption keeps off them."""
    import dataclasses

    from fort_desktop.table.kit.game_table import BANNER_PX

    app.autosaver.enabled = False
    if game == "forfort":
        app.apply_settings(dataclasses.replace(app.user_settings, text_size=150), save=False)
    scene = app.show_table(tutorial.new_session(game, bot_pace_seconds=0.0))
    for _ in range(2):
        app.step(1 / 60)
        if isinstance(app.top, Curtain):
            click(app, app.top.button_rect.center)
    keep = scene.tutorial_keep_clear()
    top = pygame.Rect(0, 0, scene.table_size()[0], BANNER_PX)
    assert top in keep and any(r.contains(scene.coach.rect) for r in keep)
    box = scene.tutorial_overlay.box
    assert box is not None and not box.colliderect(top) and not box.colliderect(scene.coach.rect)


def test_fortify_s_captions_keep_off_the_line_of_keys_at_the_foot(app):
    """A new user: at "Skip a card" the caption hid "Hover: see it big - F1: how to play - ..."."""
    def check(overlay, step):
        assert not overlay.box.colliderect(app.table.layout.hints), step.id

    captions(app, "fortify", check)
