"""The hand-off curtain waits for the last move to play out (issue 9 trial finding 9): the person
who destroyed a card sees it fly to its discard on their own table (about a second, nobody may
act meanwhile) and its big moment's banner end, then the curtain falls; a click drops it at once
(and the moments not yet shown with it: they never play over the next person's hand)."""
from fort_desktop.table.forfort.scene import HOLD_SECONDS
from fort_desktop.table.scenes.curtain import Curtain

from ...rules.forfort.helpers import A, B
from ..shell_helpers import click
from .test_gestures import ram_played


def test_the_mover_sees_the_destroyed_card_fly_before_the_curtain_falls(app):
    session, scene = ram_played(app)
    app.step(1 / 60)
    assert app.top is scene and scene.motion.anims.busy          # the card is on its way to Ben's discard
    assert scene.view()["viewer"] == A and scene.mouse_seat() is None
    # the top bar does not address Ben while Ana's hand and the move still show (trial: "Ben: build...")
    ana, ben = scene.names()[A], scene.names()[B]
    assert scene.top_bar_words() == f"{ana}'s move - pass the mouse to {ben} next"
    frames = 0
    while app.top is scene and frames < 200:
        app.step(1 / 60)
        frames += 1
    assert isinstance(app.top, Curtain)
    # its big moment ("Ram!") played out first, on Ana's table: none shows over Ben's hand after
    assert scene.moments.staged[-1].kind == "siege_hit" and scene.moments.ended[-1] == ("siege_hit", "ended")
    assert not scene.moments.busy
    assert 0.3 <= frames / 60 <= max(HOLD_SECONDS, scene.moments.staged[-1].seconds) + 0.2
    app.top.ready()
    assert app.top is scene and ben in scene.top_bar_words() and "pass the mouse" not in scene.top_bar_words()


def test_a_click_drops_the_waiting_curtain_at_once(app):
    session, scene = ram_played(app)
    app.step(1 / 60)
    assert app.top is scene and scene.hand_off.holding
    click(app, (40, 700))
    app.step(1 / 60)
    assert isinstance(app.top, Curtain) and not scene.moments.busy
