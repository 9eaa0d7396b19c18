"""Labels on the Fort table (issue 8 finding 3): the Perk row and the Made-Up Rule stack say what
they are, a seat has one name everywhere (the computer is "Computer" on the boards, the curtain and
the score sheet, never "P3"), and the curtain of a follow says who is asked about whose play."""
from __future__ import annotations

import re

import pytest

from fort_desktop.rules.fort import RULES
from fort_desktop.session import GameSession
from fort_desktop.table.fort.scene import FortTable
from fort_desktop.table.scenes.curtain import Curtain

from .test_scene import click

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")
DT = 1 / 60


def table_at(app, seats, names, ready=lambda s: True, seed=3):
    session = GameSession("fort", seed, seats, names, rules=RULES, bot_pace_seconds=100.0)
    for _ in range(2000):
        if session.is_over or ready(session):
            break
        session.play_bot(session.acting_seats()[0])
    scene = FortTable(app, session)
    app.push(scene)
    app.step(DT)
    return session, scene


def test_the_perk_row_and_the_made_up_rule_stack_say_what_they_are(app):
    session, scene = table_at(app, ["human", "bot"], ["Ana", "P2"])
    words = scene.painter.words
    perk_level = next(row.level for row in RULES.catalogue.fort if row.reward == "perk")
    assert f"Perks (take one at Fort Level {perk_level}):" in words
    assert any(w.startswith("Made-Up Rule stack:") and "face down" in w for w in words)
    # issue 15: the Perks' words read on their tiles (not only hovered), at least 12 px
    painter = scene.painter
    for tile, perk in painter.perk_tiles:
        spec = RULES.catalogue.perks[perk]
        lines = painter._perk_name_lines(spec.name, tile.w - 6, 13) or [spec.name]
        assert (painter._perk_words_size(spec, tile, 13, lines) or 0) >= 12, spec.name


def test_the_computer_has_one_name_on_the_boards_and_the_score_sheet(app):
    session, scene = table_at(app, ["human", "human", "bot"], ["Ana", "Ben", "P3"], lambda s: False)
    assert session.is_over
    for _ in range(3):
        if isinstance(app.top, Curtain):
            click(app, (640, 400))
    scene.dirty = True
    app.step(DT)
    words = " ".join(scene.painter.words)
    assert "Computer" in words and not re.search(r"\bP3\b", words)


def test_the_curtain_of_a_follow_names_who_is_asked_and_whose_play(app):
    session, scene = table_at(app, ["human", "human"], ["Ana", "Ben"],
                              lambda s: (s.state.pending or {}).get("kind") == "follow"
                              and s.state.pending["seat"] == 1 and s.state.current == 0
                              and any(a["type"] == "follow" for a in s.legal_actions(1)))
    assert isinstance(app.top, Curtain) and app.top.acting == "Ben"
    assert app.top.headline == "Ben: follow Ana's play?"          # not "Ben's turn": it is Ana's


def test_the_game_over_screen_names_the_computer_as_the_table_does():
    from fort_desktop.table.scenes.game_over import seat_label

    session = GameSession("fort", 3, ["human", "human", "bot"], ["Ana", "Ben", "P3"], rules=RULES)
    assert [seat_label(session, s) for s in range(3)] == ["Ana", "Ben", "Computer"]
    two_bots = GameSession("fort", 3, ["human", "bot", "bot"], ["Ana", "P2", "P3"], rules=RULES)
    assert seat_label(two_bots, 2) == "Computer (P3)"
