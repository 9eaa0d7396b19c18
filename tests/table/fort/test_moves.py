"""What moves on the Fort table (table/fort/moves.py): a draw slides the drawn cards into the
viewer's hand, a level-up and tokens move, and no move ever carries a card its viewer may not know."""
from __future__ import annotations

import random

import pytest

from fort_desktop.rules.fort import RULES
from fort_desktop.session import GameSession
from fort_desktop.table.fort.layout import FortLayout
from fort_desktop.table.fort.moves import moves

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def game_steps(seed, seats=3, limit=500):
    """(state before, state after) of each action of a seeded random game."""
    session = GameSession("fort", seed, ["bot"] * seats, rules=RULES)
    rng = random.Random(seed)
    while not session.is_over and len(session.actions) < limit:
        before = session.state
        session.submit(rng.choice(session.legal_actions(session.acting_seats()[0])))
        yield before, session.state


def test_no_move_carries_a_card_its_viewer_may_not_know():
    layout = FortLayout(3)
    carried = 0
    for before, after in game_steps(5):
        for viewer in range(3):
            cards = {m.card for m in moves(RULES.view(before, viewer), RULES.view(after, viewer), layout)
                     if m.kind == "card"}
            assert not cards & RULES.secrets(after, viewer)
            carried += len(cards)
    assert carried > 20  # draws and recruits did move


def test_a_draw_slides_the_drawn_cards_into_the_viewers_hand_and_levels_flash():
    layout = FortLayout(2)
    drawn_seen = levels = 0
    for before, after in game_steps(3, seats=2):
        old, new = RULES.view(before, 0), RULES.view(after, 0)
        found = moves(old, new, layout)
        drawn = [c for c in new["seats"][0]["hand"] if c not in old["seats"][0]["hand"]]
        slid = [m.card for m in found if m.kind == "card" and m.goal.colliderect(layout.hand)]
        assert slid == drawn
        drawn_seen += len(drawn)
        levels += sum(m.kind == "level" for m in found)
    assert drawn_seen > 10 and levels >= 1
