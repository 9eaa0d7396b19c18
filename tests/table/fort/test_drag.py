"""Dragging cards on the Fort table, headless with posted mouse events: a hand card dropped on the
play area plays (or opens its plans in the panel), a refused add says why and the card goes home,
a Park card dropped on your own board is recruited, a drop nowhere does nothing."""
from __future__ import annotations

import pytest

from fort_desktop.rules.fort.coach import idle_part

from ..shell_helpers import drag
from .test_scene import DT, start as start_table, to_my_recruit

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def start(app, seed):
    return start_table(app, ["human", "bot"], seed=seed)


def hand_rect(scene, card):
    return next(r for r, c in scene.painter.hand_cards if c == card)


def test_a_hand_card_dropped_on_the_play_area_is_played_or_its_plans_are_offered(app):
    session, scene = start(app, 3)
    rect, card = scene.painter.hand_cards[0]
    drag(app, rect.center, scene.painter.layout.play.center)
    played = [a for a in session.actions if a.get("card") == card and a["type"] == "play"]
    plans = [a for _, _, a in scene.panel if not a["type"].startswith("_")]
    assert played or (scene.focus == card and plans and all(a.get("card") == card for a in plans))


def test_a_card_dropped_on_the_play_area_that_does_not_improve_the_play_is_refused_with_the_reason(app):
    session, scene = start(app, 8)
    plays = [a for a in session.legal_actions(0) if a["type"] == "play" and a["order"] == ["pub"]]
    session.submit(plays[0])
    app.step(DT)
    adds = {a["card"] for a in session.legal_actions(0) if a["type"] == "add"}
    refused = next(c for _, c in scene.painter.hand_cards if c not in adds)
    before = len(session.actions)
    drag(app, hand_rect(scene, refused).center, scene.painter.layout.play.center)
    assert len(session.actions) == before
    assert scene.toast_showing and "cannot be added" in scene.message
    assert scene.drag.is_returning(refused)


def test_a_park_card_dropped_on_your_board_is_recruited(app):
    session, scene = start(app, 8)
    to_my_recruit(session)
    app.step(DT)
    target = session.state.park[0]
    rect = next(r for r, c in scene.painter.shown if c == target)
    drag(app, rect.center, scene.painter.layout.board(0).center)
    assert {"type": "recruit", "seat": 0, "card": target} in session.actions


def test_a_card_dropped_where_it_cannot_go_goes_home_and_nothing_happens(app):
    session, scene = start(app, 3)
    rect, card = scene.painter.hand_cards[0]
    drag(app, rect.center, scene.painter.layout.park.center)
    assert session.actions == [] and scene.drag.is_returning(card)


def test_the_plan_panel_names_each_plan_of_the_card_and_escape_leaves_it(app):
    session, scene = start(app, 8)
    counts = {}
    for a in session.legal_actions(0):
        if a["type"] == "play":
            counts[a["card"]] = counts.get(a["card"], 0) + 1
    card = max(counts, key=counts.get)
    assert counts[card] > 1  # seed 8: a card with several plans
    drag(app, hand_rect(scene, card).center, scene.painter.layout.play.center)
    rows = [(label, a) for _, label, a in scene.panel]
    assert rows[0][1]["type"] == "_title" and "How to play" in rows[0][0]
    plans = [label for label, a in rows if a["type"] == "play"]
    assert len(set(plans)) == len(plans)  # each plan in its own words
    listed = [a for _, a in rows if a["type"] == "play"]
    for a in (a for a in session.legal_actions(0) if a["type"] == "play" and a["card"] == card):
        # a plan is listed, or one that differs only in which action is done fully and gives the same,
        # or its other action would do nothing and its full action alone is listed ("then you pack 0 tokens")
        alone = [b for b in listed if b["order"] == [a["full"]]]
        assert a in listed or any(b["order"] == a["order"] and b.get("gather") == a.get("gather")
                                  and scene._outcome(b) == scene._outcome(a) for b in listed) or (
            alone and idle_part(session.state, 0, a))
    assert not any(" 0 token" in label or " 0 card" in label for label in plans), plans
    import pygame
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(DT)
    assert scene.focus is None


def test_a_hand_card_dropped_on_your_board_is_tucked_into_the_lookout(app):
    session, scene = start(app, 1)
    while not (session.acting_seats() == [0]
               and any(a["type"] == "lookout" for a in session.legal_actions(0))):
        session.play_bot(session.acting_seats()[0])  # seed 1: P1's computer choices reach a Lookout tuck
    app.step(DT)
    tuck = next(a for a in session.legal_actions(0) if a["type"] == "lookout" and len(a["cards"]) == 1)
    card = tuck["cards"][0]
    drag(app, hand_rect(scene, card).center, scene.painter.layout.board(0).center)
    assert tuck in session.actions and card in session.state.boards[0].lookout
