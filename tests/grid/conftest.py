"""Helpers for the grid tests: the real Fortify data, new grids, and faces by shape name."""
from __future__ import annotations

import pytest

from fort_desktop.rules.fortify.data import load_fortify
from fort_desktop.grid import BoxGrid, CardFace

@pytest.fixture(scope="session")
def fortify():
    return load_fortify()


@pytest.fixture
def play_area(fortify):
    """The real 36 x 20 play area with the real Base laid."""
    width, height = fortify.rules["play_area_cells"]
    grid = BoxGrid(
        width,
        height,
        kid_sizes=fortify.kid_sizes,
        junk_blocks_kids=fortify.rules["junk_blocks_kids"],
        kids_may_cover_card_floor=fortify.rules["kids_may_cover_card_floor"],
    )
    grid.add_base(fortify.base_rows, fortify.base_origin)
    return grid


@pytest.fixture
def shape_face(fortify):
    """``shape_face("C")``: the unturned face of a card of that shape, plain, or with ``junk=True``
    as on its junk copy (plain if the shape has none)."""

    def face(shape: str, junk: bool = False) -> CardFace:
        specs = sorted((c for c in fortify.fort_cards if c.shape == shape), key=lambda c: not c.has_junk)
        rows = specs[0].rows
        return CardFace.from_rows(rows if junk else [r.replace("j", ".") for r in rows])

    return face
