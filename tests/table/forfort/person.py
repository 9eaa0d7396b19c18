"""A person at the Forfort table, made of posted mouse events only: it chooses what to do with the
game's computer player (so the game moves on sensibly) and then does it as a person would - drags
the card from the fanned hand to its place, clicks a lit place, a choice button, "End turn", or the
curtain. Positions are logical pixels read from the table's own layout."""
from __future__ import annotations

import random

from fort_desktop.bots.forfort import choose
from fort_desktop.table.forfort.moves import target_of
from fort_desktop.table.forfort.words import choice_words
from fort_desktop.table.kit.hand import card_at
from fort_desktop.table.scenes.curtain import Curtain

from ..shell_helpers import click, drag


def card_point(scene, card: str) -> tuple[int, int]:
    """A point of the hand where a press picks ``card`` (fanned cards overlap: the visible part)."""
    view = scene.view()
    index = scene.hand_cards(view).index(card)
    placed = scene.fan(view)
    cx, cy = placed[index].centre
    for dx in range(0, -80, -4):
        for dy in (0, -30, 30):
            pos = (int(cx + dx), int(cy + dy))
            if card_at(placed, pos) == index:
                return pos
    raise AssertionError(f"{card} cannot be picked from the hand")


def place_point(scene, action: dict) -> tuple[int, int]:
    """The centre of the place ``action`` points at (a pass with a card: the person's keep)."""
    where = target_of(action, scene.view()) or (action["seat"], "keep")
    layout = scene.layout()
    rect = layout.keep_rect(where[0]) if where[1] == "keep" else layout.slot_rect(*where)
    return rect.center


def lift_curtain(app) -> bool:
    """Click a curtain away, as the next person does (True if there was one)."""
    if not isinstance(app.top, Curtain):
        return False
    click(app, app.top.button_rect.center, frames=2)
    return True


def do(app, scene, action: dict) -> None:
    """Make ``action`` with the mouse; raises AssertionError if the table did not take it. As a
    person does, it first watches a big moment on show to its end (a click on its banner, which
    may lie over the hand while a long recap shows, is its skip) and for it to be gone."""
    for _ in range(600):
        if not scene.moments.busy and not scene.moments.just_ended():
            break
        app.step(1 / 60)
    count = len(scene.session.actions)
    if "card" in action:
        drag(app, card_point(scene, action["card"]), place_point(scene, action))
    elif scene.input.free_action() == action:
        click(app, scene.input.end_button.rect.center)
    else:
        click(app, place_point(scene, action))
    words = choice_words(scene.rules, scene.state, action, scene.hand_off.viewer(), scene.names())
    if len(scene.session.actions) == count and scene.input.choices:
        button = next(b for b in scene.input.choices if b.label == words)
        click(app, button.rect.center)
    elif len(scene.session.actions) == count and scene.moves.only is not None:
        # many ways to play the card there: they are listed on the right
        for _ in range(20):
            row = next((r for r in scene.moves_rows(scene.view()) if r[2] == action), None)
            if row is not None:
                break
            more = next(r for r in scene.moves.rows if r[2]["type"] == "_more")
            click(app, more[0].center)
        click(app, row[0].center)
    assert len(scene.session.actions) > count, (action, scene.message)
    made = scene.session.actions[count]
    # two copies of one card make one button: the one taken may be the other copy
    assert made == action or (made["type"] == action["type"] and words ==
                              choice_words(scene.rules, scene.state, made, None, scene.names())), (made, action)


def play_turns(app, scene, rng: random.Random, limit: int = 2000, on_frame=None) -> int:
    """Let the people (by mouse) and the bots (by themselves) play until the game ends or
    ``limit`` frames; returns how many actions the people made. ``on_frame(app)`` after each."""
    session = scene.session
    made = 0
    for _ in range(limit):
        if session.is_over:
            break
        if lift_curtain(app):
            if on_frame:
                on_frame(app)
            continue
        seat = scene.mouse_seat()
        if app.top is scene and scene.hand_off.holding and scene.moments.busy:
            click(app, (40, 700))      # the curtain waits for the big moments: a person clicks on
        elif app.top is scene and seat is not None:
            do(app, scene, choose(scene.rules, session.state, seat, rng))
            made += 1
        else:
            app.step(1 / 60)
        if on_frame:
            on_frame(app)
    return made
