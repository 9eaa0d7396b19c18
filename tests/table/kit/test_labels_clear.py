"""The kit's labels and toasts keep clear of each other (issue 14: two refusal labels on show at
once lay one over the other): ``clear_of`` moves a rect the least way off those already on show,
inside its bounds; ``draw_label`` and ``draw_toast`` do so with ``taken`` and add their own."""
from __future__ import annotations

import pygame

from fort_desktop.table.kit.hud import TOAST_RED, clear_of, draw_label, draw_toast


def test_clear_of_moves_the_least_way_inside_the_bounds():
    bounds = pygame.Rect(0, 0, 400, 300)
    first = pygame.Rect(100, 100, 200, 30)
    moved = clear_of(pygame.Rect(120, 110, 150, 30), [first], bounds)
    assert not moved.colliderect(first) and bounds.contains(moved)
    assert moved.x == 120 and moved.y in (first.top - 4 - 30, first.bottom + 4)     # just above or below
    alone = pygame.Rect(10, 10, 50, 20)
    assert clear_of(alone, [first], bounds) == alone                                # clear already: as it is


def test_labels_and_a_toast_drawn_at_one_spot_do_not_overlap():
    surface = pygame.Surface((800, 600))
    taken: list[pygame.Rect] = []
    toast = draw_toast(surface, "Not there: a Block goes in your own play area", (400, 300), TOAST_RED, taken=taken)
    one = draw_label(surface, "First, let's drop the Block on your blue C", (400, 300), (230, 80, 70),
                     anchor="center", taken=taken)
    two = draw_label(surface, "press R to turn it", (400, 300), (250, 200, 40), anchor="center", taken=taken)
    rects = [toast, one, two]
    assert taken == rects
    assert not [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)]
    assert all(surface.get_rect().contains(r) for r in rects)
