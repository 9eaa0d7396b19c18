"""Small grids and faces for the grid tests (imported by the test modules)."""
from __future__ import annotations

from fort_desktop.grid import BoxGrid, CardFace

KID_SIZES = {"builder": (2, 2), "medic": (2, 2), "thrower": (2, 3)}
ONE_BOX = CardFace.from_rows(["#"])
TWO_BOXES = CardFace.from_rows(["##"])


def small_grid(width=6, height=4, base_rows=("X",), origin=(0, 0), **settings) -> BoxGrid:
    """A small grid with a tiny Base (``base_rows`` at ``origin``; none if empty)."""
    settings.setdefault("kid_sizes", KID_SIZES)
    grid = BoxGrid(width, height, **settings)
    if base_rows:
        grid.add_base(base_rows, origin)
    return grid


def layout_grid(rows, **settings) -> BoxGrid:
    """A grid from layout rows (kinds only, no pieces)."""
    settings.setdefault("kid_sizes", KID_SIZES)
    return BoxGrid.from_layout("\n".join(rows), **settings)
