"""A saved game comes back on the table as it was (issue 7): saved and resumed after every action of
a whole game, through the table, the table offers the person exactly the actions the rules allow -
rolled dice lie in the tray again (the Jerk Die too), Roll / Done / Skip as before."""
from __future__ import annotations

import pytest

from fort_desktop import saves
from fort_desktop.rules.fortify.state import BUILD, JERK, THROW
from fort_desktop.table.scenes.curtain import Curtain

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")
BUTTON_ACTION = {"skip": "skip", "stop": "grab", "done": "grab", "roll": "roll", "reroll": "roll", "jerk": "roll"}


def offered(scene) -> set[tuple]:
    """What the table lets the mouse do now, in the rules' words."""
    seat = scene.flow.mouse_seat()
    if seat is None:
        return set()
    out = {(BUTTON_ACTION[name],) for (s, name), button in scene.buttons.items()
           if s == seat and button.visible and button.enabled}
    tray = scene.trays[seat]
    if tray.settled:
        out |= {("place_die", v.die_id) for v in tray.dice()
                if scene.rules.die_face(scene.state, seat, v.die_id) is not None}
    if scene.state.phase == BUILD and scene.hand_rects.get(seat) is not None:
        out.add(("place",))
    return out


def allowed(session, seat) -> set[tuple]:
    """The rules' legal actions of ``seat`` in the same words (placing a card: any spot)."""
    out = set()
    for action in session.legal_actions(seat):
        kind = action["type"]
        if kind == "place_die":
            out.add(("place_die", action["die"]))
        elif kind in ("place", "roll", "grab", "skip"):
            out.add((kind,))
    return out


def show(app, session):
    scene = app.show_table(session, resumed=True)
    for _ in range(2):
        app.step(1 / 60)
        while isinstance(app.top, Curtain):
            app.top.ready()
            app.step(1 / 60)
    return scene


#: Every action's save is loaded and replayed; the resumed table is shown this often per phase
#: (showing it is most of the test's CPU).
SHOWN_PER_PHASE = 6


def test_after_every_action_of_a_whole_game_a_resumed_table_offers_what_the_rules_allow(app):
    app.settings["bot_pace_seconds"] = 60.0          # the computer waits: we look at the person's turn
    session = app.new_session("fortify", 5, ["human", "bot"])
    checked = {BUILD: 0, THROW: 0, JERK: 0}
    for step in range(400):
        if session.is_over:
            break
        raw = saves.dumps_save(saves.session_to_data(session)).encode("utf-8")   # as a save file holds it
        loaded = saves.load_save_bytes(raw, bot_pace_seconds=60.0)
        resumed = loaded.session
        assert resumed.digest == session.digest
        if 0 not in resumed.acting_seats() or checked.get(resumed.state.phase, SHOWN_PER_PHASE) >= SHOWN_PER_PHASE:
            session.submit(session.bot_action(session.acting_seats()[0]))
            continue                              # (the table is shown where the person may act, a few times a phase)
        scene = show(app, resumed)
        if scene.flow.mouse_seat() == 0:
            assert offered(scene) == allowed(resumed, 0), (step, resumed.state.phase)
            checked[resumed.state.phase] += 1
        seat = session.acting_seats()[0]
        session.submit(session.bot_action(seat))
    assert session.is_over
    assert all(checked.values()), checked            # the person's build, throw and Jerk were all seen
