"""Dice on targets are readable, lie where they were let go, and several on one card lie side by
side (issue 7: "placed dice jump 1-1.5 cells from where they were dropped", "dice on one card pile up")."""
from __future__ import annotations

import itertools

import pygame

from fort_desktop.table.fortify.draw import PLACED_DIE_PX, placed_dice_spots

CARD = pygame.Rect(100, 100, 68, 102)       # a Fort Card standing up at 17 px a cell


def test_a_lone_die_lies_where_it_was_let_go():
    (x, y), = placed_dice_spots(CARD, [(120, 180)], PLACED_DIE_PX)
    assert (x + PLACED_DIE_PX // 2, y + PLACED_DIE_PX // 2) == (120, 180)


def test_a_die_let_go_at_the_edge_stays_on_its_card():
    (x, y), = placed_dice_spots(CARD, [(101, 101)], PLACED_DIE_PX)
    assert CARD.contains(pygame.Rect(x, y, PLACED_DIE_PX, PLACED_DIE_PX))


def test_several_dice_on_one_card_lie_side_by_side_without_covering_each_other():
    for n in range(2, 7):
        spots = placed_dice_spots(CARD, [(130, 150)] * n, PLACED_DIE_PX)
        rects = [pygame.Rect(x, y, PLACED_DIE_PX, PLACED_DIE_PX) for x, y in spots]
        assert not any(a.colliderect(b) for a, b in itertools.combinations(rects, 2)), n
        assert all(CARD.inflate(4, 4).contains(r) for r in rects[:6]), n


def test_the_computers_dice_lie_in_the_middle_of_their_target():
    spots = placed_dice_spots(CARD, [None, None], PLACED_DIE_PX)
    left, right = spots
    assert left[1] == right[1] and abs((left[0] + right[0] + PLACED_DIE_PX) / 2 - CARD.centerx) <= 1


def test_placed_dice_are_bigger_than_a_cell():
    assert PLACED_DIE_PX >= 1.5 * 17


def test_a_balloon_on_a_card_keeps_off_the_kid_lying_on_its_floor():
    """New users: the balloon on a card was drawn over the Kid lying on that card's floor."""
    kid = pygame.Rect(CARD.x + 17, CARD.y + 17, 34, 34)          # a 2 x 2 Kid on the card's floor
    for drop in (None, kid.center):
        (x, y), = placed_dice_spots(CARD, [drop], PLACED_DIE_PX, avoid=[kid])
        die = pygame.Rect(x, y, PLACED_DIE_PX, PLACED_DIE_PX)
        assert CARD.contains(die) and not die.colliderect(kid), drop
    (x, y), = placed_dice_spots(CARD, [(120, 180)], PLACED_DIE_PX, avoid=[kid])   # clear of it: it stays
    assert (x + PLACED_DIE_PX // 2, y + PLACED_DIE_PX // 2) == (120, 180)
