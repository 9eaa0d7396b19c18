"""What a game's table gets from the kit without writing it: the hand-off curtain whenever the person
who must act changes, the pause while covered, and the settings it reads (one typed value)."""
from __future__ import annotations

import pytest

from fort_desktop.table.kit.game_table import GameTable
from fort_desktop.table.kit.table_settings import TableSettings
from fort_desktop.table.scenes.curtain import Curtain

from .fake_game import CountSession


class Stage:
    """Just enough of an App: a scene stack and settings."""

    def __init__(self, settings=None):
        self.settings = dict(settings or {"animation_speed": 1.0})
        self.headless = False
        self.scenes = []

    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene):
        if self.scenes:
            self.scenes[-1].on_leave()
        self.scenes.append(scene)
        scene.on_enter()
        return scene

    def pop(self, scene=None):
        old = self.scenes.pop()
        old.on_leave()
        if self.scenes:
            self.scenes[-1].on_enter()
        return old


def table_on(stage, session):
    table = GameTable(stage, session)
    stage.push(table)
    return table


@pytest.mark.parametrize("people, look_away", [(2, ("P2", "P1")), (3, ("Everyone but P1", "Everyone but P2"))])
def test_a_new_game_gets_the_curtain_when_the_person_who_must_act_changes(people, look_away):
    session = CountSession(seats=("human",) * people)
    stage = Stage()
    table = table_on(stage, session)
    table.hand_off.sync(0.0)              # P1 acts first: a curtain for P1 while the others look away
    first = stage.top
    assert isinstance(first, Curtain) and (first.acting, first.waiting) == ("P1", look_away[0])
    first.seconds = 99.0                  # past the guard against a double click
    first.ready()
    assert table.hand_off.mouse_seat() == 0 and table.handing_over_words() is None
    session.submit({"type": "add", "seat": 0})
    # until the curtain falls the table's words do not address P2 yet
    assert table.handing_over_words() == "P1's move - pass the mouse to P2 next"
    table.say("P1 did well", seconds=9.0)
    table.update(0.1)
    curtain = stage.top
    assert isinstance(curtain, Curtain)
    assert (curtain.acting, curtain.waiting) == ("P2", look_away[1])
    assert not table.toast_showing        # nothing of P1's turn shows after the curtain
    assert table.hand_off.mouse_seat() is None
    curtain.seconds = 99.0
    curtain.ready()
    assert stage.top is table and table.hand_off.mouse_seat() == 1


def test_a_table_covered_by_another_scene_pauses_its_hand_off():
    session = CountSession(seats=("human", "bot"), pace=0.0)
    session.submit({"type": "add", "seat": 0})          # the bot's turn
    stage = Stage()
    table = table_on(stage, session)
    table.on_leave()
    assert table.hand_off.paused and not table.hand_off.bot_may_act(1)
    table.on_enter()
    assert not table.hand_off.paused and table.hand_off.bot_may_act(1)


def test_push_curtain_takes_the_headline_and_calls_back_once_ready():
    session = CountSession(seats=("human", "human"))
    stage = Stage()
    table = table_on(stage, session)
    ready = []
    table.push_curtain(1, 0, "a note", lambda: ready.append(True), headline="P2: a choice")
    curtain = stage.top
    assert (curtain.headline, curtain.note, curtain.acting, curtain.waiting) == ("P2: a choice", "a note", "P2", "P1")
    curtain.seconds = 99.0
    curtain.ready()
    assert ready == [True]


def test_the_table_reads_its_settings_once_and_applies_new_ones():
    session = CountSession(seats=("human", "bot"), pace=2.0)
    stage = Stage({"animation_speed": 2.0})
    table = table_on(stage, session)
    assert table.settings == TableSettings(animation_speed=2.0, bot_pace_seconds=2.0)
    assert table.speed == 2.0 and table.anims.speed == 2.0 and table.pace == pytest.approx(1.0)
    table.apply_settings(TableSettings(animation_speed=4.0, bot_pace_seconds=3.0))
    assert table.speed == 4.0 and table.anims.speed == 4.0 and table.pace == pytest.approx(0.75)
    table.apply_settings(TableSettings(animation_speed=0.0))        # the session's pace; the slowest speed
    assert table.speed == pytest.approx(0.1) and table.pace == pytest.approx(20.0)


def test_the_app_hands_the_table_one_typed_settings_value(app, monkeypatch):
    from dataclasses import replace

    table = app.start_game("fort", 3, ["human", "bot"])
    heard = []
    monkeypatch.setattr(table, "apply_settings", heard.append)
    app.apply_settings(replace(app.user_settings, animation_speed=2.5, bot_pace_seconds=1.5), save=False)
    assert heard == [TableSettings(animation_speed=2.5, bot_pace_seconds=1.5, suggest_spots=True)]
