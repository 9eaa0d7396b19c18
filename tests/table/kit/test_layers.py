"""Cached parts composed into one picture: a part is painted again only when its key changes."""
from __future__ import annotations

import pygame

from fort_desktop.table.kit.layers import LayerCache


def test_a_part_is_painted_once_per_key_and_shown_in_one_blit():
    background = pygame.Surface((200, 100))
    background.fill((10, 20, 30))
    layers = LayerCache(background)
    painted = []

    def paint(target, colour):
        painted.append(colour)
        target.fill(colour, pygame.Rect(0, 0, 200, 100))       # clipped to the part's rect

    rect = pygame.Rect(50, 0, 50, 50)
    for _ in range(5):
        layers.part("p", "red", rect, lambda t: paint(t, (255, 0, 0)))
    assert painted == [(255, 0, 0)]
    layers.part("p", "blue", rect, lambda t: paint(t, (0, 0, 255)))
    screen = pygame.Surface((200, 100))
    layers.show(screen)
    assert screen.get_at((60, 10))[:3] == (0, 0, 255)
    assert screen.get_at((10, 10))[:3] == (10, 20, 30)          # outside the part: the background
    assert layers.repaints == 2


def test_two_parts_that_swap_places_both_show_after_the_swap():
    # The Forfort forts turn round for each viewer: fort A takes B's place and B takes A's.
    background = pygame.Surface((200, 100))
    background.fill((0, 0, 0))
    layers = LayerCache(background)
    left, right = pygame.Rect(0, 0, 100, 100), pygame.Rect(100, 0, 100, 100)
    red, blue = (255, 0, 0), (0, 0, 255)

    def fill(colour, rect):
        return lambda target: target.fill(colour, rect)

    layers.part("a", 1, left, fill(red, left))
    layers.part("b", 1, right, fill(blue, right))
    layers.part("a", 2, right, fill(red, right))   # a moves first, into b's old place
    layers.part("b", 2, left, fill(blue, left))    # then b moves, blanking its old place
    screen = pygame.Surface((200, 100))
    layers.show(screen)
    assert screen.get_at((150, 50))[:3] == red and screen.get_at((50, 50))[:3] == blue
