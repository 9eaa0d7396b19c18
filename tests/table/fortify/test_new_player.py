"""What a fresh tester tripped over as a new player: an enlargement popping up over a card just
placed, a round without a closed room passing silently, broken rooms' Kids missing from the round
results, labels cut at the window's edge, Stop & grab throwing a hand away in one click."""
from __future__ import annotations

import pygame

from .test_scene import DT, held_centre, legal_spot, lift_curtain, pointer_for, post, press_and_move, release, start


def rest(app, frames=40):
    for _ in range(frames):
        app.step(DT)


def test_a_card_just_placed_under_the_pointer_only_shows_big_after_a_move_and_a_rest(app):
    session, scene = start(app, ["human", "human"])
    lift_curtain(app)
    card = session.state.players[0].hand[0]
    spot = legal_spot(session, 0)
    end = pointer_for(scene, 0, held_centre(scene, 0), spot["x"], spot["y"])
    press_and_move(app, scene.hand_rects[0].center, end)
    release(app, end)
    assert card in session.state.players[0].cards
    rest(app)                                     # 0.67 s without moving: still nothing big
    assert scene.hover_key is None
    moved = (end[0] + 1, end[1])
    post(pygame.MOUSEMOTION, pos=moved, rel=(1, 0), buttons=(0, 0, 0))
    rest(app)
    assert scene.hover_key == ("card", 0, card)
