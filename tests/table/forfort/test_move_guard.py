"""A click just after a computer's move is shown is not taken as a move on the board that changed
(issue 15; the kit's ``game_table.BOT_MOVE_GUARD_SECONDS``): it is ignored with words saying why,
and once the guard's moment has passed (table time, stepped here) the same click is taken."""
import pytest

from fort_desktop.table.forfort.words import CARD_CLICKED
from fort_desktop.table.kit import game_table

from ..shell_helpers import click
from .person import card_point
from .test_scene import _table


@pytest.mark.move_guard
def test_a_click_just_after_the_computer_s_move_is_ignored_then_taken(app):
    session, scene = _table(app)
    click(app, scene.layout().slot_rect(0, "S").center)          # the person's starting Camp
    while len(session.actions) < 2:                              # the computer places its own
        app.step(1 / 60)
    assert session.is_bot(session.actions[-1]["seat"])
    card = session.state.players[0].hand[0]
    click(app, card_point(scene, card))
    assert scene.message == game_table.JUST_MOVED_WORDS.format(name=scene.names()[1])
    assert scene.moves.focus is None                             # the click did nothing on the board
    app.step(game_table.BOT_MOVE_GUARD_SECONDS)
    click(app, card_point(scene, card))
    assert scene.message == CARD_CLICKED and scene.moves.focus == card
