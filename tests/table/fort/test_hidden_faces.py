"""No face stays up after its card went out of sight (issue 13, item 8): on the Fort table a card
sliding face up (a recruit, a draw) stops as soon as an action takes it out of the viewer's view,
e.g. shuffled into a deck while its 0.4 s slide still runs."""
from __future__ import annotations

import json
import random

import pytest

from fort_desktop.rules.fort import RULES
from fort_desktop.rules.fort.knowledge import all_cards
from fort_desktop.session import GameSession
from fort_desktop.table.app import App
from fort_desktop.table.fort.moves import shows
from fort_desktop.table.fort.scene import FortTable

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


@pytest.fixture
def app():
    a = App(headless=True)
    yield a
    a.close()


def _faces_out_of_sight(scene: FortTable, session: GameSession, viewer: int) -> list[str]:
    """Cards the viewer's view does not show whose face is still drawn by a running animation."""
    shown = json.dumps(RULES.view(session.state, viewer))
    drawn = {id(a.image): a.to_rect.size for a in scene.anims.items if a.image is not None and a.to_rect}
    return [card for card in all_cards(session.state) if not shows(shown, card)
            and any(id(scene.painter.face(card, size)) == key for key, size in drawn.items())]


def test_no_card_face_slides_on_after_its_card_left_the_view(app):
    """A whole game played faster than the slides run (no frame between actions)."""
    session = GameSession("fort", 4, ["human", "bot"], rules=RULES, bot_pace_seconds=0.0)
    scene = FortTable(app, session)
    app.push(scene)
    app.step(1 / 60)
    rng = random.Random(4)
    faces_slid = 0
    while not session.is_over and len(session.actions) < 600:
        session.submit(rng.choice(session.legal_actions(session.acting_seats()[0])))
        faces_slid += len(scene.sliding_faces)
        assert _faces_out_of_sight(scene, session, 0) == [], f"after action {len(session.actions)}"
        if len(scene.anims.items) > 40:
            scene.anims.items.clear()  # keep the check quick; what runs on still counts
            scene.sliding_faces.clear()
    assert faces_slid > 0
