"""How a die is drawn so it reads on any background and from across a room (issue 14: a pale die
on a pale card in a small inset was hard to see; issue 15: faces unreadable at half size): its
face's drawing as large as the die holds, ringed in dark ink (:func:`face_on`), and a die lying on
the table with a soft shadow below it and a dark outline round its shape with a thin light ring
inside (:func:`landed`), for every game's dice. Sizes in px."""
from __future__ import annotations

import pygame

#: the outline's colour and width (px), the light ring's colour, the shadow's colour (RGBA) and offset
OUTLINE = (25, 20, 15)
OUTLINE_PX = 2
RING = (255, 250, 235)
SHADOW = (0, 0, 0, 120)
SHADOW_OFFSET = (2, 3)
#: the share of a die's side its face's drawing fills (the body's rim stays visible round it)
FACE_SHARE = 0.9
#: the ink ring round a face's drawing: this share of the die's side wide (at least 1 px)
FACE_RING_SHARE = 1 / 30
#: what :func:`landed` adds on each side (px): the dice keep their spot, the picture grows round them
MARGIN = OUTLINE_PX + max(SHADOW_OFFSET)


def landed(image: pygame.Surface) -> pygame.Surface:
    """``image`` (a die, w x h px, alpha for its round corners) with a shadow, a dark outline and a
    light ring round its shape: a new surface (w + 2 * MARGIN) x (h + 2 * MARGIN), the die at
    (MARGIN, MARGIN). The caller keeps it (one per die picture)."""
    w, h = image.get_size()
    out = pygame.Surface((w + 2 * MARGIN, h + 2 * MARGIN), pygame.SRCALPHA)
    mask = pygame.mask.from_surface(image, 60)
    shadow = mask.to_surface(setcolor=SHADOW, unsetcolor=(0, 0, 0, 0))
    out.blit(shadow, (MARGIN + SHADOW_OFFSET[0], MARGIN + SHADOW_OFFSET[1]))
    dark = mask.to_surface(setcolor=(*OUTLINE, 255), unsetcolor=(0, 0, 0, 0))
    for dx in range(-OUTLINE_PX, OUTLINE_PX + 1):
        for dy in range(-OUTLINE_PX, OUTLINE_PX + 1):
            if dx * dx + dy * dy <= OUTLINE_PX * OUTLINE_PX + 1 and (dx or dy):
                out.blit(dark, (MARGIN + dx, MARGIN + dy))
    out.blit(image, (MARGIN, MARGIN))
    outline = mask.outline()
    if len(outline) > 2:
        pygame.draw.lines(out, RING, True, [(MARGIN + x, MARGIN + y) for x, y in outline], 1)
    return out


def face_on(body: pygame.Surface, glyph: pygame.Surface) -> pygame.Surface:
    """A new die picture: ``body`` (the blank die, w x h px) with ``glyph`` (its face's drawing,
    alpha, as large as :data:`FACE_SHARE` of the die) centred on it, ringed in :data:`OUTLINE` ink
    so a light symbol reads on a light body and a dark one on a dark body."""
    out = body.copy()
    w, h = out.get_size()
    spot = glyph.get_rect(center=(w // 2, h // 2))
    ring = max(1, round(min(w, h) * FACE_RING_SHARE))
    dark = pygame.mask.from_surface(glyph, 90).to_surface(setcolor=(*OUTLINE, 255), unsetcolor=(0, 0, 0, 0))
    for dx in range(-ring, ring + 1):
        for dy in range(-ring, ring + 1):
            if (dx or dy) and dx * dx + dy * dy <= ring * ring + 1:
                out.blit(dark, spot.move(dx, dy))
    out.blit(glyph, spot)
    return out
