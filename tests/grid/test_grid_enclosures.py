"""Enclosures: open cells labelled with 8-connectivity, ring = outside (fortify.md 4; rulebook
"Recruit Kids" Step 1), on the design examples, real cards and small layouts."""
import json
from pathlib import Path

import pytest

from fort_desktop.grid import BoxGrid, Enclosure
from .grid_helpers import layout_grid

# copies of ../shared/design/fortify-examples (the design team's layouts and their right answers)
EXAMPLES = Path(__file__).resolve().parents[1] / "fixtures" / "fortify-examples"
EXAMPLE_NAMES = sorted(p.stem for p in EXAMPLES.glob("*.txt"))
ALL_KIDS = ("builder", "medic", "thrower")
SHAPES = ("L", "I_long", "I_short", "Bar", "Spine", "T", "C", "H", "Z", "Hook", "Cup")


def as_json(rooms):
    return [
        {"cells": len(r.cells), "free": len(r.free), "clear": r.clear, "fits": list(r.fits)} for r in rooms
    ]


def test_the_design_examples_are_all_there():
    assert EXAMPLE_NAMES == ["base_and_two_cards", "corner_gap", "filled_room", "room_with_space"]


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_example_layout_gives_the_expected_enclosures(name, fortify):
    grid = BoxGrid.from_layout(
        (EXAMPLES / f"{name}.txt").read_text(encoding="utf-8"),
        kid_sizes=fortify.kid_sizes,
        junk_blocks_kids=fortify.rules["junk_blocks_kids"],
        kids_may_cover_card_floor=fortify.rules["kids_may_cover_card_floor"],
    )
    expected = json.loads((EXAMPLES / f"{name}.expected.json").read_text(encoding="utf-8"))
    assert {"enclosures": as_json(grid.enclosures())} == expected


def test_c_turned_against_the_base_front_wall_closes_a_4_by_3_room(play_area, shape_face):
    play_area.place_card(1, "red", shape_face("C").rotated(3), 13, 4)
    [room] = play_area.enclosures()
    assert room.cells == {(x, y) for x in range(14, 18) for y in range(4, 7)}


def test_room_closed_by_c_and_base_is_all_free_card_floor(play_area, shape_face):
    play_area.place_card(1, "red", shape_face("C").rotated(3), 13, 4)
    [room] = play_area.enclosures()
    assert room.free == room.cells
    assert room.fits == ALL_KIDS and room.clear


def test_c_opening_away_from_the_base_encloses_nothing(play_area, shape_face):
    play_area.place_card(1, "red", shape_face("C").rotated(1), 13, 4)
    assert play_area.enclosures() == []


def test_corner_only_contact_leaves_the_room_open(play_area, shape_face):
    # One cell further left, the C's left arm meets the Base only at the corner (12,4)/(13,3).
    play_area.place_card(1, "red", shape_face("C").rotated(3), 12, 4)
    assert play_area.enclosures() == []


@pytest.mark.parametrize("shape", SHAPES)
def test_no_single_card_encloses_space(shape, shape_face):
    for turns in range(4):
        rows = shape_face(shape, junk=True).rotated(turns).to_rows()
        # the card alone in the middle of an 8 x 8 table, boxes drawn blue
        layout = ["." * 8] + ["." + r.replace("#", "B").replace(".", ",").ljust(7, ".") for r in rows]
        layout += ["." * 8] * (8 - len(layout))
        assert layout_grid(layout).enclosures() == [], turns


def test_enclosures_appear_after_a_placement_closes_a_room(play_area, shape_face):
    assert play_area.enclosures() == []
    play_area.place_card(1, "red", shape_face("C").rotated(3), 13, 4)
    assert len(play_area.enclosures()) == 1


def test_enclosures_go_when_the_wall_card_is_removed(play_area, shape_face):
    play_area.place_card(1, "red", shape_face("C").rotated(3), 13, 4)
    play_area.enclosures()
    play_area.remove_card(1)
    assert play_area.enclosures() == []


def test_rooms_come_in_reading_order_of_their_first_cell():
    grid = layout_grid([
        "......BBB",
        "BBBB..B.B",
        "B..B..BBB",
        "BBBB.....",
    ])
    assert [min(r.cells, key=lambda c: (c[1], c[0])) for r in grid.enclosures()] == [(7, 1), (1, 2)]


def test_two_rooms_sharing_only_a_wall_stay_apart():
    grid = layout_grid([
        "BBBBBBB",
        "B..B..B",
        "B..B..B",
        "BBBBBBB",
    ])
    assert [len(r.cells) for r in grid.enclosures()] == [4, 4]


def test_room_touching_the_grid_edge_is_outside():
    grid = layout_grid([
        "B..B",
        "B..B",
        "BBBB",
    ])
    assert grid.enclosures() == []


def test_base_board_cells_are_open_but_not_free():
    grid = layout_grid([
        "XXXXX",
        "Xb..X",
        "Xb..X",
        "XXXXX",
    ])
    [room] = grid.enclosures()
    assert len(room.cells) == 6 and len(room.free) == 4


def test_junk_is_not_free_when_it_blocks_kids():
    grid = layout_grid(["BBBB", "B,jB", "B,,B", "BBBB"])
    [room] = grid.enclosures()
    assert (2, 1) in room.cells and (2, 1) not in room.free
    assert room.fits == ()


def test_junk_is_free_when_it_does_not_block_kids():
    grid = layout_grid(["BBBB", "B,jB", "B,,B", "BBBB"], junk_blocks_kids=False)
    assert grid.enclosures()[0].fits == ("builder", "medic")


def test_card_floor_is_not_free_when_kids_may_not_cover_it():
    grid = layout_grid(["BBBB", "B,.B", "B..B", "BBBB"], kids_may_cover_card_floor=False)
    [room] = grid.enclosures()
    assert room.free == {(2, 1), (1, 2), (2, 2)}
    assert not room.clear


def test_thrower_fits_turned_sideways():
    grid = layout_grid(["BBBBB", "B...B", "B...B", "BBBBB"])
    assert grid.enclosures()[0].fits == ALL_KIDS


def test_enclosure_of_a_room_cell_is_that_room():
    grid = layout_grid(["BBBB", "B..B", "B..B", "BBBB"])
    assert grid.enclosure_of(1, 2) is grid.enclosures()[0]


def test_enclosure_of_an_outside_cell_is_none():
    grid = layout_grid(["BBBB.", "B..B.", "B..B.", "BBBB."])
    assert grid.enclosure_of(4, 1) is None


def test_enclosure_of_a_wall_is_none():
    grid = layout_grid(["BBBB", "B..B", "B..B", "BBBB"])
    assert grid.enclosure_of(0, 0) is None


def test_enclosure_clear_follows_fits():
    assert Enclosure(frozenset(), frozenset(), ("medic",)).clear
    assert not Enclosure(frozenset(), frozenset(), ()).clear
