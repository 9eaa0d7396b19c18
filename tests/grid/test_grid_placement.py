"""Placing Fort Cards: rulebook "Place Fort Cards" A, F, B (fortify.md 2), snapping and removal."""
import pytest

from fort_desktop.grid import BASE_ID, BOARD, FLOOR, JUNK, KID_UP, TABLE, CardFace
from .grid_helpers import ONE_BOX, TWO_BOXES, small_grid

OUTSIDE = "must lie completely on your side of the fence"
OVERLAP = "may not overlap a card, the Base or a Kid"
NOT_TOUCHING = "must touch a box of your fort (box next to box)"


def test_box_next_to_a_base_box_is_legal():
    grid = small_grid()
    assert grid.placement_problem(ONE_BOX, 1, 0) is None


def test_box_next_to_a_card_box_is_legal():
    grid = small_grid()
    grid.place_card(1, "red", ONE_BOX, 1, 0)
    assert grid.placement_problem(ONE_BOX, 2, 0) is None


def test_colours_do_not_matter_for_touching():
    grid = small_grid()
    grid.place_card(1, "red", ONE_BOX, 1, 0)
    grid.place_card(2, "blue", ONE_BOX, 2, 0)
    assert grid.card_at(2, 0) == 2


def test_footprint_past_the_right_edge_is_outside():
    grid = small_grid()
    assert grid.placement_problem(TWO_BOXES, 5, 0) == OUTSIDE


def test_footprint_past_the_fence_is_outside():
    grid = small_grid()
    assert grid.placement_problem(ONE_BOX, 1, -1) == OUTSIDE


def test_footprint_past_the_far_edge_is_outside():
    grid = small_grid()
    assert grid.placement_problem(CardFace.from_rows(["#", "."]), 0, 3) == OUTSIDE


def test_outside_is_reported_before_overlap():
    grid = small_grid()
    assert grid.placement_problem(TWO_BOXES, -1, 0) == OUTSIDE


def test_overlapping_a_base_box_is_refused():
    grid = small_grid()
    assert grid.placement_problem(ONE_BOX, 0, 0) == OVERLAP


def test_overlapping_the_base_board_is_refused():
    grid = small_grid(base_rows=("Xb",))
    assert grid.kind(1, 0) == BOARD
    assert grid.placement_problem(ONE_BOX, 1, 0) == OVERLAP


def test_overlapping_a_card_box_is_refused():
    grid = small_grid()
    grid.place_card(1, "red", ONE_BOX, 1, 0)
    assert grid.placement_problem(ONE_BOX, 1, 0) == OVERLAP


def test_overlapping_a_card_floor_is_refused():
    grid = small_grid()
    grid.place_card(1, "red", CardFace.from_rows(["#."]), 1, 0)
    assert grid.placement_problem(CardFace.from_rows(["#", "#"]), 2, 0) == OVERLAP


def test_overlapping_a_kid_is_refused():
    grid = small_grid()
    grid.place_kid(7, 1, 1, 2, 2, True)
    assert grid.placement_problem(ONE_BOX, 1, 1) == OVERLAP


def test_overlap_is_reported_before_not_touching():
    grid = small_grid()
    grid.place_kid(7, 3, 2, 2, 2, True)
    assert grid.placement_problem(ONE_BOX, 4, 3) == OVERLAP


def test_card_far_from_the_fort_is_not_touching():
    grid = small_grid()
    assert grid.placement_problem(ONE_BOX, 4, 3) == NOT_TOUCHING


def test_diagonal_only_contact_is_refused():
    grid = small_grid()
    assert grid.placement_problem(ONE_BOX, 1, 1) == NOT_TOUCHING


def test_box_next_to_card_floor_only_is_refused():
    grid = small_grid()
    grid.place_card(1, "red", CardFace.from_rows(["#."]), 1, 0)
    assert grid.placement_problem(ONE_BOX, 3, 0) == NOT_TOUCHING


def test_card_floor_next_to_a_box_does_not_touch():
    grid = small_grid()
    assert grid.placement_problem(CardFace.from_rows([".#"]), 1, 0) == NOT_TOUCHING


def test_box_next_to_the_base_board_only_is_refused():
    grid = small_grid(base_rows=("bX",), origin=(0, 0))
    assert grid.placement_problem(ONE_BOX, 0, 1) == NOT_TOUCHING


def test_place_card_writes_colour_floor_and_junk():
    grid = small_grid()
    grid.place_card(3, "green", CardFace.from_rows(["#.j"]), 1, 0)
    assert [grid.kind(x, 0) for x in (1, 2, 3)] == ["G", FLOOR, JUNK]
    assert [grid.card_at(x, 0) for x in (1, 2, 3)] == [3, 3, 3]


def test_place_card_refuses_an_illegal_position_with_the_reason():
    grid = small_grid()
    with pytest.raises(ValueError, match="must touch a box"):
        grid.place_card(1, "red", ONE_BOX, 4, 3)


def test_refused_card_leaves_the_grid_unchanged():
    grid = small_grid()
    before = grid.to_layout()
    with pytest.raises(ValueError):
        grid.place_card(1, "red", ONE_BOX, 4, 3)
    assert grid.to_layout() == before


def test_place_card_refuses_an_unknown_colour():
    grid = small_grid()
    with pytest.raises(ValueError, match="colour"):
        grid.place_card(1, "purple", ONE_BOX, 1, 0)


def test_place_card_refuses_a_card_id_already_placed():
    grid = small_grid()
    grid.place_card(1, "red", ONE_BOX, 1, 0)
    with pytest.raises(ValueError, match="already"):
        grid.place_card(1, "red", ONE_BOX, 2, 0)


def test_legal_positions_of_a_single_box_next_to_the_base():
    grid = small_grid()
    assert grid.legal_positions(ONE_BOX) == [(0, 1), (1, 0)]


def test_legal_positions_slide_along_an_edge():
    grid = small_grid(width=5, height=3, base_rows=("X",), origin=(2, 0))
    assert grid.legal_positions(CardFace.from_rows(["##"])) == [(0, 0), (1, 1), (2, 1), (3, 0)]


def test_legal_positions_on_the_real_play_area_all_pass_the_rules(play_area, shape_face):
    face = shape_face("C").rotated(3)
    positions = play_area.legal_positions(face)
    assert (13, 4) in positions
    assert all(play_area.placement_problem(face, x, y) is None for x, y in positions)


def test_remove_card_turns_its_cells_back_to_table():
    grid = small_grid()
    grid.place_card(1, "red", CardFace.from_rows(["#."]), 1, 0)
    grid.remove_card(1)
    assert [grid.kind(x, 0) for x in (1, 2)] == [TABLE, TABLE]
    assert grid.card_at(1, 0) is None


def test_removed_card_frees_its_place_for_another():
    grid = small_grid()
    grid.place_card(1, "red", ONE_BOX, 1, 0)
    grid.remove_card(1)
    assert grid.placement_problem(ONE_BOX, 1, 0) is None


def test_remove_card_refuses_an_unknown_card():
    grid = small_grid()
    with pytest.raises(KeyError):
        grid.remove_card(5)


def test_snap_rounds_to_the_nearest_cell():
    grid = small_grid(width=10, height=10)
    assert grid.snap(2.4, 3.6, ONE_BOX) == (2, 4)


def test_snap_rounds_halves_up():
    grid = small_grid(width=10, height=10)
    assert grid.snap(2.5, 0.5, ONE_BOX) == (3, 1)


def test_snap_clamps_past_the_fence_and_left_edge():
    grid = small_grid(width=10, height=10)
    assert grid.snap(-3.2, -7.0, ONE_BOX) == (0, 0)


def test_snap_clamps_so_the_whole_face_stays_inside(fortify, play_area):
    face = CardFace.from_rows(fortify.fort_cards[0].rows)  # 4 x 6
    assert play_area.snap(40.0, 19.0, face) == (32, 14)


def test_snap_clamps_a_turned_face_by_its_turned_size(play_area, shape_face):
    assert play_area.snap(35.0, 19.0, shape_face("L").rotated(1)) == (30, 16)


def test_add_base_marks_base_boxes_and_board():
    grid = small_grid(base_rows=("XbX",), origin=(1, 1))
    assert [grid.kind(x, 1) for x in (1, 2, 3)] == ["X", BOARD, "X"]
    assert BASE_ID in grid.neighbours()


def test_add_base_twice_is_refused():
    grid = small_grid()
    with pytest.raises(ValueError):
        grid.add_base(["X"], (3, 3))


def test_kind_outside_the_grid_raises_index_error():
    grid = small_grid()
    with pytest.raises(IndexError):
        grid.kind(6, 0)


def test_card_at_outside_the_grid_is_none():
    assert small_grid().card_at(-1, 0) is None


def test_copy_is_independent():
    grid = small_grid()
    twin = grid.copy()
    twin.place_card(1, "red", ONE_BOX, 1, 0)
    assert grid.kind(1, 0) == TABLE
    assert twin.kind(1, 0) == "R"


def test_to_layout_round_trips_through_from_layout():
    grid = small_grid()
    grid.place_card(1, "yellow", CardFace.from_rows(["#j"]), 1, 0)
    grid.place_kid(2, 0, 2, 2, 2, False)
    text = grid.to_layout()
    assert text == "XYj...\n......\ndd....\ndd....\n"
    assert grid.from_layout(text, kid_sizes={}).to_layout() == text


def test_place_kid_writes_k_when_face_up():
    grid = small_grid()
    grid.place_kid(2, 1, 1, 2, 2, True)
    assert grid.kind(2, 2) == KID_UP


def test_a_card_dropped_just_short_of_the_fort_slides_to_touch_it():
    from fort_desktop.grid import BoxGrid, CardFace

    grid = BoxGrid(36, 20, kid_sizes={"builder": (2, 2)})
    grid.add_base(["XbbbbbbbbX", "XbbbbbbbbX", "XbbbbbbbbX", "XXXXXXXXXX"], (13, 0))
    spine = CardFace.from_rows([".#..", ".#..", ".#..", ".#..", ".#..", ".#.."])
    assert grid.placement_problem(spine, 14, 6) is not None  # two cells below the Base: not touching
    assert grid.snap_to_legal(14.2, 5.6, spine, reach=2) == (14, 4)
    assert grid.snap_to_legal(14.2, 9.0, spine, reach=2) == (14, 9)  # too far: the plain snap
    assert grid.snap_to_legal(14.2, 5.6, spine, reach=0) == (14, 6)
