"""What happened while you looked away, and a table that holds still (issue 14 items 4 and 5), on
the Fort table, headless, in game time (frames of 1/60 s; never the wall clock): a computer's move
stays on screen 1.5 s before the curtain and a click skips the wait; a follow a person cannot take
passes without a curtain and their recap says so; a recap lists only what the reader's own log
says, never a card still hidden in another hand; every board keeps its place whoever looks."""
from __future__ import annotations

import random

import pygame
import pytest

from fort_desktop.rules.fort import RULES
from fort_desktop.rules.fort.knowledge import hidden_names
from fort_desktop.session import GameSession
from fort_desktop.table.fort.scene import FortTable
from fort_desktop.table.kit.handoff import BOT_HOLD_SECONDS
from fort_desktop.table.kit.recap import personal_words
from fort_desktop.table.scenes.curtain import Curtain, ready_button_rect

from ..shell_helpers import click

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")
DT = 1 / 60


def table(app, seats, names, seed):
    session = GameSession("fort", seed, seats, names, rules=RULES, bot_pace_seconds=0.0)
    scene = FortTable(app, session)
    app.push(scene)
    app.step(DT)
    return session, scene


def person_moves(session, scene, rng):
    """The person at the mouse makes a move (one of their legal actions, as a click would)."""
    seat = scene.hand_off.mouse_seat()
    if seat is not None and not session.is_over:
        session.submit(rng.choice(session.legal_actions(seat)))


def test_a_computers_move_stays_on_screen_before_the_curtain_and_a_click_skips(app):
    session, scene = table(app, ["human", "bot", "human"], ["Ana", "P2", "Cleo"], seed=3)
    rng = random.Random(1)
    waits: list[int] = []
    for _ in range(3000):
        if len(waits) == 2 or session.is_over:
            break
        if isinstance(app.top, Curtain):
            click(app, ready_button_rect().center)
            continue
        app.step(DT)
        if scene.hand_off.holding and session.is_bot(session.actions[-1]["seat"]):
            frames = 1
            if waits:            # the second time, a click skips the wait
                click(app, (640, 300))
                frames += 1
            while not isinstance(app.top, Curtain):
                assert scene.view()["viewer"] is None            # nobody's hand meanwhile
                assert scene.hand_off.mouse_seat() is None
                assert scene.hold_words() == "Computer moved - click to go on (that click makes no move)"
                assert scene.wait_words() == scene.hold_words()      # a click on a move row says so
                app.step(DT)
                frames += 1
            waits.append(frames)
            continue
        person_moves(session, scene, rng)
    assert len(waits) == 2
    assert BOT_HOLD_SECONDS <= waits[0] * DT <= BOT_HOLD_SECONDS + 3 * DT
    assert waits[1] <= 3


def test_a_follow_a_person_cannot_take_passes_without_a_curtain_and_the_recap_says_so(app):
    session, scene = table(app, ["human", "human"], ["Ana", "Ben"], seed=3)
    rng = random.Random(2)
    curtains, recaps = [], []
    unseen: dict[int, set[str]] = {}    # per person: cards in the others' hands all along since they acted

    def heard(session_, action, old):
        others = {s: set().union(*(b.hand for r, b in enumerate(session.state.boards) if r != s)) for s in session.humans}
        for s in unseen:
            unseen[s] &= others[s]
        seat = action.get("seat")
        if seat in session.humans and not scene._for_person:
            unseen[seat] = others[seat]

    session.listeners.append(heard)
    for _ in range(1500):
        if session.is_over or len(session.actions) > 60:
            break
        if isinstance(app.top, Curtain):
            seat = session.acting_seats()[0]
            curtains.append((seat, [a["type"] for a in session.legal_actions(seat)]))
            click(app, ready_button_rect().center)
            continue
        app.step(DT)
        recap = scene.recap
        if recap is not None and scene.recap_at is not None and (not recaps or recaps[-1][0] is not recap):
            seat = recap.seat
            hidden = {RULES.card(c).name for c in unseen.get(seat, set())} & hidden_names(session.state, seat)
            recaps.append((recap, hidden))
            click(app, scene.recap_at.center)           # a click on the recap closes it
            assert scene.recap is None
        person_moves(session, scene, rng)
    assert curtains and all(kinds != ["pass"] for _, kinds in curtains)   # never a curtain for a pass
    noted = [line for recap, _ in recaps for line in recap.lines if line.startswith("You could not follow")]
    assert noted and all("so the table passed for you" in line for line in noted)
    forced = [i for i, a in enumerate(session.actions) if i in scene.recaps.forced]
    assert forced and all(session.actions[i]["type"] == "pass" for i in forced)
    # the log tells a pass the table made (the only choice) from one the person chose
    passes = {ln.index: ln.text for ln in session.log(None) if not ln.outcome and session.actions[ln.index]["type"] == "pass"}
    assert all(("the table passed" in text) == (i in scene.recaps.forced) for i, text in passes.items()), passes
    for recap, hidden in recaps:
        log = {personal_words(line.text, recap.seat, session.names, scene.names) for line in session.log(recap.seat)}
        for line in recap.lines:
            assert line in log or line.startswith("You could not follow"), line
            assert not any(name in line for name in hidden), f"{line!r} names a card still hidden from its reader"
    assert any("follows with" in line or "does not follow" in line for recap, _ in recaps for line in recap.lines)


def test_every_board_keeps_its_place_whoever_looks(app):
    session, scene = table(app, ["human", "bot", "human"], ["Ana", "P2", "Cleo"], seed=4)
    rng = random.Random(3)
    places, viewers = set(), set()
    for _ in range(160):
        if session.is_over:
            break
        if isinstance(app.top, Curtain):
            click(app, ready_button_rect().center)
            continue
        if scene.hand_off.holding:
            click(app, (640, 300))
            continue
        app.step(DT)
        if app.top is scene:
            places.add(tuple((seat, tuple(rect)) for rect, seat in scene.painter.board_rects))
            viewers.add(scene.hand_off.viewer())
        person_moves(session, scene, rng)
    assert viewers >= {0, 2, None}       # seen by both people and while the computer played
    assert len(places) == 1
    (place,) = places
    assert [seat for seat, _ in sorted(place, key=lambda p: p[1][0])] == [0, 1, 2]   # seat order, left to right



def test_while_the_computer_decides_the_top_bar_says_what_it_does_and_the_play_area_invites_nobody(app):
    session, scene = table(app, ["human", "bot"], ["Ana", "Computer"], seed=3)
    scene.pace = 60.0                                    # the computer takes its time: watch it
    rng = random.Random(2)
    for _ in range(400):
        if session.acting_seats() == [1] and (session.state.pending or {}).get("kind") == "play" \
                and session.state.current == 1:
            break
        acting = session.acting_seats()
        if 0 in acting:
            session.submit(rng.choice(session.legal_actions(0)))
        elif acting:
            session.play_bot(acting[0])
    else:
        raise AssertionError("the computer's turn never came")
    scene.dirty = True
    app.step(DT)
    banner = next(w for w in scene.painter.words if w.startswith("Round "))
    assert "Computer is choosing a card to play" in banner and "your" not in banner
    assert not scene.painter.play_hint                   # "Drag a card from your hand here" is Ana's only
    session.play_bot(1)
    for _ in range(400):                                 # back to Ana's turn: the hint is hers
        acting = session.acting_seats()
        if acting == [0] and (session.state.pending or {}).get("kind") == "play" and session.state.current == 0:
            break
        if 0 in acting:
            session.submit(rng.choice(session.legal_actions(0)))
        elif acting:
            session.play_bot(acting[0])
    for _ in range(int(2 / DT)):                         # past the computer's move held on screen
        app.step(DT)
    assert scene.hand_off.mouse_seat() == 0 and scene.painter.play_hint.startswith("Drag a card")
