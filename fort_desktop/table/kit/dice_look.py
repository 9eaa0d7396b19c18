"""How a die lying on the table is drawn so it reads on any background (issue 14: a pale die on a
pale card in a small inset was hard to see): a soft shadow below it and a dark outline round its
shape with a thin light ring inside, for every game's dice. Sizes in px."""
from __future__ import annotations

import pygame

#: the outline's colour and width (px), the light ring's colour, the shadow's colour (RGBA) and offset
OUTLINE = (25, 20, 15)
OUTLINE_PX = 2
RING = (255, 250, 235)
SHADOW = (0, 0, 0, 120)
SHADOW_OFFSET = (2, 3)
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
