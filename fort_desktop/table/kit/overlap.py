"""How much of some rects a box would cover at every spot of a grid, summed fast: a box's overlap
with a rect is its overlap along x times its overlap along y, so each rect adds its products only
over the columns and rows it meets (used to place banners and captions; kit, no game named)."""
from __future__ import annotations

from collections.abc import Sequence

import pygame


def overlap_grid(xs: Sequence[int], ys: Sequence[int], size: tuple[int, int],
                 rects: Sequence[pygame.Rect], weight: int = 1,
                 into: list[list[int]] | None = None) -> list[list[int]]:
    """``grid[j][k]``: ``weight`` times the px² of ``rects`` (each counted on its own, as a sum of
    ``Rect.clip`` areas) covered by a box of ``size`` (w, h px) whose top left is at
    (``xs[j]``, ``ys[k]``). Adds into ``into`` (same shape) when given. Rects of no area add nothing."""
    w, h = size
    grid = into if into is not None else [[0] * len(ys) for _ in xs]
    for other in rects:
        if other.w <= 0 or other.h <= 0:
            continue
        top, bottom, left, right = other.top, other.bottom, other.left, other.right
        along_y = [(k, min(y + h, bottom) - max(y, top)) for k, y in enumerate(ys)]
        along_y = [(k, oy) for k, oy in along_y if oy > 0]
        if not along_y:
            continue
        for j, x in enumerate(xs):
            ox = (min(x + w, right) - max(x, left)) * weight
            if ox > 0:
                line = grid[j]
                for k, oy in along_y:
                    line[k] += ox * oy
    return grid
