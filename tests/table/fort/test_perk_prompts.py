"""A Perk's "use it now?" is asked only when it can do something (new users: Lemonade Stand and
Swap Meet asked every turn, even when nothing useful could happen), and the person may say "Not
now" or "Not now, and don't ask again this game"; the rules are the same (passing is theirs)."""
from __future__ import annotations

import pytest

from fort_desktop.rules.fort import RULES
from fort_desktop.rules.fort.coach import perk_idle
from fort_desktop.session import GameSession
from fort_desktop.table.fort.scene import QUIET, QUIET_WORDS, FortTable
from tests.rules.fort.helpers import act, pending, seat_up, table

from ..shell_helpers import click

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def lemonade(stuff):
    """P2 (a person) holds Lemonade Stand and is asked about it at their Cleanup, ``stuff`` in Stuff."""
    st = seat_up(table(2), 1, perks=["PK2"], turns_taken=1, stuff=stuff)
    st = act(act(st, "skip", 0), "pass", 0)
    assert pending(st) == ("use_perk", 1)
    return st


def test_a_perk_that_can_do_nothing_is_not_asked_about():
    assert perk_idle(lemonade((4, 4)), 1) is True      # Stuff full of pizza and toys: nothing to gain
    assert perk_idle(lemonade((4, 0)), 1) is False     # room for a toy
    assert perk_idle(lemonade((0, 0)), 1) is False


def test_not_now_and_don_t_ask_again_this_game_by_mouse(app):
    app.autosaver.enabled = False
    session = GameSession("fort", 1, ["bot", "human"], ["Ben", "Ana"], rules=RULES, bot_pace_seconds=100.0)
    session.state = lemonade((4, 4))
    scene = FortTable(app, session)
    app.push(scene)
    assert scene.forced_action(1) == {"type": "pass", "seat": 1}   # idle: passed for Ana, said in her recap
    assert "could do nothing for you" in scene.forced_words(1, {"type": "pass", "seat": 1})
    session.state = lemonade((0, 0))
    scene.track_version()
    app.step(1 / 60)
    assert scene.forced_action(1) is None                          # it can help: Ana is asked
    rows = {words: (rect, a) for rect, words, a in scene.panel}
    assert list(rows) == ["Use Lemonade Stand now (it is your Cleanup, the first step of your turn): "
                          "At your Cleanup gain 1 pizza or toy.", "Not now", QUIET_WORDS]
    click(app, rows[QUIET_WORDS][0].center)
    assert session.actions[-1] == {"type": "pass", "seat": 1} and (1, "PK2") in scene.quiet_perks
    session.state = lemonade((0, 0))                               # the next Cleanup: not asked again
    assert scene.forced_action(1) == {"type": "pass", "seat": 1}
    assert "asked not to be asked again" in scene.forced_words(1, {"type": "pass", "seat": 1})
    assert rows[QUIET_WORDS][1]["type"] == QUIET
