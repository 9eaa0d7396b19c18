"""Kids on the grid: recruiting (rulebook "Recruit Kids"; fortify.md 4), covered cells, Kids that stay."""
import pytest

from fort_desktop.grid import FLOOR, KID_DOWN, KID_UP, CardFace

from .grid_helpers import KID_SIZES, layout_grid, small_grid

ROOM = [  # a 4 x 3 room (x 4..7, y 2..4) with a junk cell at (7,4), open table above and left
    ".........",
    "...BBBBBB",
    "...B....B",
    "...B....B",
    "...B...jB",
    "...BBBBBB",
]


def test_kid_inside_a_clear_room_is_legal():
    assert layout_grid(ROOM).kid_problem(2, 2, 4, 2) is None


def test_kid_past_the_grid_edge_is_outside_the_play_area():
    assert layout_grid(ROOM).kid_problem(2, 2, 8, 0) == "must lie inside the play area"


def test_kid_over_a_box_must_cover_only_free_cells():
    assert layout_grid(ROOM).kid_problem(2, 2, 3, 2) == "must cover only free cells of a room"


def test_kid_over_junk_must_cover_only_free_cells():
    assert layout_grid(ROOM).kid_problem(2, 2, 6, 3) == "must cover only free cells of a room"


def test_kid_over_junk_is_legal_when_junk_does_not_block_kids():
    assert layout_grid(ROOM, junk_blocks_kids=False).kid_problem(2, 2, 6, 3) is None


def test_kid_over_another_kid_must_cover_only_free_cells():
    grid = layout_grid(ROOM)
    grid.place_kid(1, 4, 2, 2, 2, True)
    assert grid.kid_problem(2, 2, 5, 2) == "must cover only free cells of a room"


def test_kid_on_open_table_must_lie_inside_one_enclosure():
    assert layout_grid(ROOM).kid_problem(2, 2, 0, 0) == "must lie inside one enclosure"


def test_kid_in_a_room_with_no_kid_fitting_is_refused_as_full():
    # Only Throwers exist here, and the 2 x 2 room holds none: the room is not Clear.
    grid = layout_grid(["BBBB", "B..B", "B..B", "BBBB"], kid_sizes={"thrower": (2, 3)})
    assert grid.kid_problem(2, 2, 1, 1) == "that room is full"


def test_kid_may_cover_card_floor_in_a_room(play_area, shape_face):
    play_area.place_card(1, "red", shape_face("C").rotated(3), 13, 4)
    assert play_area.kind(14, 4) == FLOOR
    assert play_area.kid_problem(2, 3, 14, 4) is None


def test_kid_positions_list_every_legal_top_left():
    grid = layout_grid(["BBBBB", "B...B", "B...B", "BBBBB"])
    assert grid.kid_positions(2, 2) == [(1, 1), (2, 1)]


def test_kid_positions_of_a_size_that_does_not_fit_are_empty():
    grid = layout_grid(["BBBBB", "B...B", "B...B", "BBBBB"])
    assert grid.kid_positions(2, 3) == []


def test_place_kid_face_down_writes_d():
    grid = layout_grid(ROOM)
    grid.place_kid(4, 4, 2, 2, 2, False)
    assert {grid.kind(x, y) for x, y in grid.kid_cells(4)} == {KID_DOWN}


def test_place_kid_records_its_cells():
    grid = layout_grid(ROOM)
    grid.place_kid(4, 4, 2, 2, 2, True)
    assert grid.kid_cells(4) == {(4, 2), (5, 2), (4, 3), (5, 3)}
    assert grid.kid_at(5, 3) == 4


def test_place_kid_refuses_cells_that_are_not_free():
    grid = layout_grid(ROOM)
    with pytest.raises(ValueError):
        grid.place_kid(4, 6, 3, 2, 2, True)


def test_place_kid_refuses_an_id_already_placed():
    grid = layout_grid(ROOM)
    grid.place_kid(4, 4, 2, 2, 2, True)
    with pytest.raises(ValueError):
        grid.place_kid(4, 0, 0, 2, 2, True)


def test_set_kid_face_flips_its_cells():
    grid = layout_grid(ROOM)
    grid.place_kid(4, 4, 2, 2, 2, True)
    grid.set_kid_face(4, False)
    assert grid.kind(4, 2) == KID_DOWN
    grid.set_kid_face(4, True)
    assert grid.kind(4, 2) == KID_UP


def test_kid_takes_free_cells_out_of_its_room():
    grid = layout_grid(ROOM)
    grid.place_kid(4, 4, 2, 2, 2, True)
    room = grid.enclosure_of(4, 2)
    assert len(room.cells) == 12 and len(room.free) == 7


def test_room_without_space_for_another_kid_is_filled():
    grid = layout_grid(ROOM)
    grid.place_kid(4, 5, 2, 2, 2, True)
    assert not grid.enclosures()[0].clear


def test_kid_in_a_room_is_fully_enclosed():
    grid = layout_grid(ROOM)
    grid.place_kid(4, 4, 2, 2, 2, True)
    assert grid.is_fully_enclosed(4)


def test_kid_on_open_table_is_not_fully_enclosed():
    grid = small_grid()
    grid.place_kid(4, 2, 1, 2, 2, True)
    assert not grid.is_fully_enclosed(4)


def test_kid_stops_being_enclosed_when_its_wall_leaves(play_area, shape_face):
    play_area.place_card(1, "red", shape_face("C").rotated(3), 13, 4)
    play_area.place_kid(9, 14, 4, 2, 2, True)
    play_area.remove_card(1)
    assert not play_area.is_fully_enclosed(9)


def test_kid_stays_when_the_card_under_it_is_removed(play_area, shape_face):
    play_area.place_card(1, "red", shape_face("C").rotated(3), 13, 4)
    play_area.place_kid(9, 14, 4, 2, 2, True)
    play_area.remove_card(1)
    assert play_area.kind(14, 4) == KID_UP and play_area.kid_at(15, 5) == 9
    assert play_area.card_at(14, 4) is None


def test_no_card_may_cover_a_kid_left_behind(play_area, shape_face):
    play_area.place_card(1, "red", shape_face("C").rotated(3), 13, 4)
    play_area.place_kid(9, 14, 4, 2, 2, True)
    play_area.remove_card(1)
    assert play_area.placement_problem(CardFace.from_rows(["#", "#"]), 14, 4) == (
        "may not overlap a card, the Base or a Kid"
    )


def test_card_floor_around_a_kid_left_behind_becomes_table(play_area, shape_face):
    play_area.place_card(1, "red", shape_face("C").rotated(3), 13, 4)
    play_area.place_kid(9, 14, 4, 2, 2, True)
    play_area.remove_card(1)
    assert play_area.kind(16, 4) == "."


def test_kid_sizes_are_kept_from_the_constructor():
    assert small_grid().kid_sizes == KID_SIZES
