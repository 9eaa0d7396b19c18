"""Animations: what moves now is drawn over things still waiting their turn; holds are not cut short."""
from __future__ import annotations

import pygame

from fort_desktop.table.kit.anim import MAX_SECONDS, Animations


def solid(colour):
    image = pygame.Surface((10, 10), pygame.SRCALPHA)
    image.fill((*colour, 255))
    return image


def test_a_thing_shown_now_lies_over_a_card_still_waiting_to_leave():
    anims = Animations()
    spot = pygame.Rect(20, 20, 10, 10)
    anims.show(solid((0, 0, 255)), spot, start=0.0, seconds=2.0)                       # the Jerk Die, now
    anims.slide(solid((255, 0, 0)), spot, pygame.Rect(90, 90, 10, 10), start=1.5)     # the card, later
    surface = pygame.Surface((100, 100))
    anims.draw(surface, 1.0)
    assert surface.get_at((25, 25))[:3] == (0, 0, 255)


def test_a_hold_lasts_as_long_as_asked_but_a_slide_is_capped():
    anims = Animations()
    anims.show(solid((0, 0, 255)), pygame.Rect(0, 0, 10, 10), start=0.0, seconds=3.0)
    anims.slide(solid((255, 0, 0)), pygame.Rect(0, 0, 10, 10), pygame.Rect(50, 50, 10, 10), start=0.0, seconds=3.0)
    anims.update(2.0)
    assert len(anims.items) == 1 and anims.items[0].duration == 3.0 and MAX_SECONDS < 2.0


def test_skipping_ahead_brings_later_animations_forward():
    anims = Animations()
    anims.flash(pygame.Rect(0, 0, 10, 10), (255, 0, 0), start=3.0)
    anims.shift(1.0, 1.5)
    assert anims.items[0].start == 1.5


def test_every_pixel_drawn_lies_in_the_rects_said_drawn():
    # A table keeps a piece under the animations (a slot's ring) in its cache while none of
    # drawn_rects covers it: what draw() changes must lie inside them, at every moment.
    anims = Animations()
    anims.slide(solid((255, 0, 0)), pygame.Rect(10, 10, 10, 10), pygame.Rect(150, 120, 10, 10), start=0.0)
    anims.slide(solid((0, 255, 0)), pygame.Rect(60, 20, 10, 10), pygame.Rect(20, 150, 10, 10), start=0.3)
    anims.fade(solid((0, 0, 255)), pygame.Rect(100, 40, 10, 10), start=0.1)
    anims.flash(pygame.Rect(40, 100, 30, 30), (250, 220, 90), start=0.0)
    for now in (0.0, 0.05, 0.2, 0.31, 0.45, 0.55):
        surface = pygame.Surface((200, 200))
        anims.draw(surface, now)
        drawn = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
        drawn.invert()                                   # every pixel not left black
        said = pygame.mask.Mask((200, 200))
        for rect in anims.drawn_rects(now):
            said.draw(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
        assert drawn.count(), now
        assert drawn.overlap_area(said, (0, 0)) == drawn.count(), now
