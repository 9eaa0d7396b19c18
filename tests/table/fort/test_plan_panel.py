"""The plan panel and the hand on the Fort table (issue 8 findings 1 and 6), headless with posted
mouse events: every plan of the card with the most plans can be clicked and none sits under the
message box, the wheel turns the panel's pages, Ctrl+Z backs out of the plan panel like Esc, and
the hand fits the 1280 x 800 screen with a margin."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop.rules.fort import RULES
from fort_desktop.session import GameSession
from fort_desktop.table.fort import scene as scene_module
from fort_desktop.table.fort.layout import PANEL, SCREEN_H
from fort_desktop.table.fort.scene import FortTable

from ..shell_helpers import drag, key, post
from .test_scene import click

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")
DT = 1 / 60
MESSAGE_TOP = PANEL.bottom - 78   # the message box at the foot of the panel (paint.py)


def most_plans(app, size=(1280, 800)):
    """Ana's table at seed 0 (3 seats), where her hand holds a card with 11 plans."""
    app.settings["window_size"] = list(size)
    app._apply_window()
    session = GameSession("fort", 0, ["human", "bot", "bot"], ["Ana", "Ben", "Cleo"], rules=RULES,
                          bot_pace_seconds=100.0)
    scene = FortTable(app, session)
    app.push(scene)
    app.step(DT)
    plays = [a for a in session.legal_actions(0) if a["type"] == "play"]
    card = max({a["card"] for a in plays}, key=lambda c: sum(a["card"] == c for a in plays))
    # the plans the panel lists: one of two that give the very same outcome
    return session, scene, card, scene._one_per_outcome([a for a in plays if a["card"] == card])


def hand_centre(scene, card):
    return next(r for r, c in scene.painter.hand_cards if c == card).center


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_every_plan_of_the_card_with_most_plans_can_be_clicked_above_the_message(app, size):
    session, scene, card, plans = most_plans(app, size)
    assert len(plans) >= 7      # 11 plans, 4 of them the same outcome as another
    drag(app, hand_centre(scene, card), scene.painter.layout.play.center)
    assert scene.focus == card and scene.toast_showing  # "Choose how to play it in the panel"
    seen = []
    for _ in range(len(plans)):  # every page, turned by clicking the "more" row
        rows = [(rect, a) for rect, _, a in scene.panel]
        assert all(PANEL.contains(rect) and rect.bottom < MESSAGE_TOP for rect, _ in rows)
        seen += [a for _, a in rows if a["type"] == "play" and a not in seen]
        more = [rect for rect, a in rows if a["type"] == "_more"]
        if not more:
            break
        click(app, more[0].center)
    assert all(plan in seen for plan in plans)
    last = next(rect for rect, _, a in scene.panel if a == plans[-1]) if plans[-1] in \
        [a for _, _, a in scene.panel] else None
    if last is None:  # the last plan is on another page: turn to it
        for _ in range(len(plans)):
            click(app, next(rect for rect, _, a in scene.panel if a["type"] == "_more").center)
            if plans[-1] in [a for _, _, a in scene.panel]:
                break
        last = next(rect for rect, _, a in scene.panel if a == plans[-1])
    click(app, last.center)
    assert session.actions[0] == plans[-1]


def test_the_mouse_wheel_over_the_panel_turns_its_pages(app, monkeypatch):
    monkeypatch.setattr(scene_module, "ROWS_BOTTOM", PANEL.y + 200)  # a short panel: several pages
    monkeypatch.setattr(scene_module, "ROWS_BOTTOM_NO_LOG", PANEL.y + 200)
    session, scene, card, plans = most_plans(app)
    drag(app, hand_centre(scene, card), scene.painter.layout.play.center)
    first = [a for _, _, a in scene.panel if a["type"] == "play"]
    assert scene.pages > 1 and len(first) < len(plans)
    post(pygame.MOUSEMOTION, pos=PANEL.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    app.step(DT)
    second = [a for _, _, a in scene.panel if a["type"] == "play"]
    assert scene.page == 1 and second and not set(map(repr, second)) & set(map(repr, first))
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    app.step(DT)
    assert [a for _, _, a in scene.panel if a["type"] == "play"] == first


def test_ctrl_z_in_the_plan_panel_backs_out_of_it(app):
    session, scene, card, plans = most_plans(app)
    drag(app, hand_centre(scene, card), scene.painter.layout.play.center)
    assert scene.focus == card
    key(app, pygame.K_z, "z", mod=pygame.KMOD_LCTRL)
    assert scene.focus is None and session.actions == []
    assert "Nothing to take back" not in scene.message and "Back" in scene.message


def test_the_hand_fits_the_screen_with_a_margin(app):
    session, scene, card, plans = most_plans(app)
    view = RULES.view(session.state, 0)
    for size in (5, 7, 9):  # a hand grown by draws: still inside the screen
        big = dict(view, seats=[dict(s) for s in view["seats"]])
        big["seats"][0]["hand"] = (list(session.state.boards[0].hand) + list(session.state.park) * 3)[:size]
        surface = pygame.Surface((1280, SCREEN_H))
        scene.painter.hand(surface, big)
        assert len(scene.painter.hand_cards) == size
        assert all(rect.bottom <= SCREEN_H - 6 and rect.left >= 0 and rect.right <= 1280
                   for rect, _ in scene.painter.hand_cards)
