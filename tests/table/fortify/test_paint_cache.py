"""What the Fortify table keeps between frames (its cached parts: play areas, supply, panels, log)
shows what a painting from scratch shows: after each move the first frame is drawn again, pixel for
pixel, when nothing is kept (the supply's Kid piles and deck, a Kid recruited, a die placed)."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop.session import GameSession
from fort_desktop.table.fortify.paint import supply_key
from fort_desktop.table.kit.bench import lift_curtains, table_on_top

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")
DT = 1 / 60


def test_the_first_frame_after_each_move_is_what_a_fresh_painting_shows(app):
    session = GameSession("fortify", 13, ["human", "human"], bot_pace_seconds=0.0)   # no autosaves
    while session.state.phase != "recruit":      # Kids recruited: the supply's piles change
        session.play_bot(session.acting_seats()[0])
    scene = table_on_top(app, session)
    screen = app.screen
    checked, kinds, supplies = 0, set(), {supply_key(scene.view())}
    for _ in range(8):
        acting = session.acting_seats()
        if session.is_over or not acting:
            break
        action = session.bot_action(acting[0])
        assert session.submit(dict(action)) is None
        kinds.add(action["type"])
        lift_curtains(app, scene)
        scene.update(DT)
        scene.draw(screen)                       # the cached frame
        cached = pygame.image.tobytes(screen, "RGB")
        scene._layers = None                     # nothing kept: every part painted from scratch
        scene.draw(screen)
        assert pygame.image.tobytes(screen, "RGB") == cached, f"a stale picture after {action['type']}"
        checked += 1
        supplies.add(supply_key(scene.view()))
    assert checked >= 5 and len(kinds) >= 2 and len(supplies) >= 2     # the supply did change
