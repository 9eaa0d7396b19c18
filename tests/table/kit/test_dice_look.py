"""A die lying on the table reads on any background (issue 14: the computer's pale balloons on a
pale card in the small fort were hard to see): a dark outline round its shape and a shadow."""
from __future__ import annotations

import pygame

from fort_desktop.table.kit.dice_look import MARGIN, OUTLINE, landed


def _die(px=14, colour=(245, 245, 240)):
    die = pygame.Surface((px, px), pygame.SRCALPHA)
    pygame.draw.rect(die, colour, die.get_rect(), border_radius=3)
    return die


def test_a_landed_die_has_a_dark_outline_round_it_and_keeps_its_face():
    die = _die()
    out = landed(die)
    assert out.get_size() == (14 + 2 * MARGIN, 14 + 2 * MARGIN)
    assert out.get_at((MARGIN + 7, MARGIN + 7))[:3] == (245, 245, 240)       # the face as it was
    left = out.get_at((MARGIN - 1, MARGIN + 7))                               # just outside its edge
    assert left[:3] == OUTLINE and left.a == 255
    under = out.get_at((MARGIN + 7, MARGIN + 14 + 2))                          # below it: outline or shadow
    assert under.a >= 100 and max(under[:3]) < 80


def test_fortify_draws_placed_dice_landed():
    from fort_desktop.table.fortify.art import get_art
    from fort_desktop.table.fortify.pieces import Pieces

    pieces = Pieces(get_art(), None)
    placed = pieces.placed_die("white1", "blue", 14)
    assert placed.get_size() == (14 + 2 * MARGIN,) * 2
    assert placed.get_at((MARGIN - 1, MARGIN + 7))[:3] == OUTLINE


def test_a_face_fills_the_die_and_is_ringed_in_ink():
    # issue 15: a face read at half size across a room: its drawing fills most of the die, ringed dark
    from fort_desktop.table.kit.dice_look import FACE_SHARE, face_on

    body = _die(40)
    glyph = pygame.Surface((round(40 * FACE_SHARE),) * 2, pygame.SRCALPHA)
    pygame.draw.circle(glyph, (250, 250, 250), (18, 18), 18)
    out = face_on(body, glyph)
    assert FACE_SHARE >= 0.85 and out.get_size() == (40, 40)
    assert out.get_at((20, 20))[:3] == (250, 250, 250)            # the face's drawing
    assert max(out.get_at((20, 1))[:3]) < 80                       # just outside it: the ink ring
