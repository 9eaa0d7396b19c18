"""A trash choice on the Fort table (issue 8 finding 4), headless with posted mouse events: the
cards it offers are shown in the play area under a title, each saying whether it lies in the hand
or the discard pile; clicked cards are picked and one row trashes exactly them."""
from __future__ import annotations

import pytest

from fort_desktop.rules.fort import RULES

from .test_refusals import reach
from .test_scene import click

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def asked_to_trash_two(session):
    p = session.state.pending or {}
    if not (p.get("kind") == "eff" and p.get("seat") == 0 and p["task"]["eff"]["op"] == "trash"):
        return False
    legal = session.legal_actions(0)
    offered = {c for a in legal for c in a["cards"]}
    return max(len(a["cards"]) for a in legal) == 2 and bool(offered - set(session.state.boards[0].hand))


def test_every_card_a_trash_offers_is_shown_with_a_title(app):
    session, scene = reach(app, asked_to_trash_two)
    offered = {c for a in session.legal_actions(0) for c in a["cards"]}
    board = session.state.boards[0]
    assert offered - set(board.hand)  # some offered cards lie in the discard pile, which is never drawn
    assert {c for _, c in scene.painter.trash_tiles} == offered
    assert any(w.startswith("Trash up to 2 cards from your hand or discard pile") for w in scene.painter.words)
    assert all(scene.painter.layout.play.contains(r) for r, _ in scene.painter.trash_tiles)
    assert "discard pile" in scene.painter.words and "hand" in scene.painter.words
    # what trashing means, in plain words where the choice is offered (new users did not know)
    assert any("a trashed card leaves the game for good" in w.lower() for w in scene.painter.words)
    assert not scene.painter.clipped


def test_two_clicked_cards_are_trashed_by_the_one_row_that_names_them(app):
    session, scene = reach(app, asked_to_trash_two)
    (r1, c1), (r2, c2) = scene.painter.trash_tiles[-2:]
    click(app, r1.center)
    click(app, r2.center)
    rows = [(rect, label, a) for rect, label, a in scene.panel if a["type"] == "trash" and a["cards"]]
    assert len(rows) == 1 and RULES.card(c1).name in rows[0][1] and RULES.card(c2).name in rows[0][1]
    click(app, rows[0][0].center)
    assert session.actions[-1]["type"] == "trash" and sorted(session.actions[-1]["cards"]) == sorted([c1, c2])
    assert c1 not in session.state.boards[0].discard and c2 not in session.state.boards[0].discard


def test_a_third_pick_is_refused_and_a_picked_card_clicked_again_is_put_back(app):
    session, scene = reach(app, asked_to_trash_two)
    tiles = scene.painter.trash_tiles
    for rect, _ in tiles[:3]:
        click(app, rect.center)
    assert scene.trash_pick == [tiles[0][1], tiles[1][1]] and "at most 2" in scene.message
    click(app, tiles[0][0].center)
    assert scene.trash_pick == [tiles[1][1]]
