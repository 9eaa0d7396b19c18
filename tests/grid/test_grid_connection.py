"""Graph G, connection, weak spots, colour chains and weak chains (fortify.md 5)."""
import pytest

from fort_desktop.grid import BASE_ID, CardFace

from .grid_helpers import ONE_BOX, TWO_BOXES, small_grid


def row_of_cards(*colours):
    """Base X at (0,0), then one single-box card per colour at (1,0), (2,0)...: ids 1, 2, ..."""
    grid = small_grid(width=len(colours) + 2, height=3)
    for n, colour in enumerate(colours, start=1):
        grid.place_card(n, colour, ONE_BOX, n, 0)
    return grid


def test_neighbours_link_boxes_next_to_boxes():
    assert row_of_cards("red", "blue").neighbours() == {BASE_ID: {1}, 1: {BASE_ID, 2}, 2: {1}}


def test_neighbours_ignore_card_floor_next_to_a_box():
    grid = small_grid()
    grid.place_card(1, "red", CardFace.from_rows(["#", "."]), 1, 0)  # floor at (1,1)
    grid.place_card(2, "red", ONE_BOX, 0, 1)  # under the Base box, next to card 1's floor
    assert grid.neighbours()[2] == {BASE_ID}


def test_neighbours_of_a_grid_without_base_have_no_base_node():
    assert small_grid(base_rows=()).neighbours() == {}


def test_corner_only_contact_is_not_an_edge():
    grid = small_grid()
    grid.place_card(1, "red", ONE_BOX, 1, 0)  # right of the Base box
    grid.place_card(2, "red", CardFace.from_rows(["#", "#"]), 0, 1)  # below it: (0,1) meets (1,0) at a corner
    assert grid.neighbours() == {BASE_ID: {1, 2}, 1: {BASE_ID}, 2: {BASE_ID}}


def test_cards_in_a_line_are_all_connected():
    assert row_of_cards("red", "blue", "green").connected_cards() == {1, 2, 3}


def test_removing_a_middle_card_disconnects_the_rest():
    grid = row_of_cards("red", "blue", "green")
    grid.remove_card(1)
    assert grid.disconnected_cards() == {2, 3}
    assert grid.connected_cards() == set()


def test_removing_the_end_card_disconnects_nothing():
    grid = row_of_cards("red", "blue", "green")
    grid.remove_card(3)
    assert grid.disconnected_cards() == set()


def test_middle_cards_of_a_line_are_weak_spots():
    assert row_of_cards("red", "blue", "green").weak_spots() == {1, 2}


def test_a_card_with_two_ways_to_the_base_is_no_weak_spot():
    grid = small_grid(base_rows=("XX",))
    grid.place_card(1, "red", ONE_BOX, 0, 1)
    grid.place_card(2, "blue", ONE_BOX, 1, 1)
    grid.place_card(3, "green", TWO_BOXES, 0, 2)
    assert grid.weak_spots() == set()


def test_lone_card_is_a_chain_of_one():
    assert row_of_cards("red").colour_chains() == [frozenset({1})]


def test_same_colour_cards_that_touch_form_one_chain():
    assert row_of_cards("red", "red", "blue").colour_chains() == [frozenset({1, 2}), frozenset({3})]


def test_colour_chain_stops_at_another_colour():
    grid = row_of_cards("red", "blue", "red")
    assert grid.colour_chains() == [frozenset({1}), frozenset({2}), frozenset({3})]


def test_colour_chain_does_not_run_through_the_base():
    grid = small_grid(base_rows=("X",), origin=(1, 0))
    grid.place_card(1, "red", ONE_BOX, 0, 0)
    grid.place_card(2, "red", ONE_BOX, 2, 0)
    assert grid.colour_chains() == [frozenset({1}), frozenset({2})]


def test_colour_chain_runs_across_several_cards():
    grid = row_of_cards("green", "green", "green", "green")
    assert grid.chain_of(3) == {1, 2, 3, 4}


def test_chain_of_an_unknown_card_raises_key_error():
    with pytest.raises(KeyError):
        row_of_cards("red").chain_of(9)


def chain_holding_up_a_card():
    """Base XX; red 1 and red 2 below it (one chain); blue 3 below both: no single weak spot."""
    grid = small_grid(base_rows=("XX",))
    grid.place_card(1, "red", ONE_BOX, 0, 1)
    grid.place_card(2, "red", ONE_BOX, 1, 1)
    grid.place_card(3, "blue", TWO_BOXES, 0, 2)
    return grid


def test_chain_whose_loss_disconnects_a_card_is_weak():
    assert chain_holding_up_a_card().weak_chains() == [frozenset({1, 2})]


def test_weak_chain_can_exist_without_weak_spots():
    assert chain_holding_up_a_card().weak_spots() == set()


def test_end_of_a_line_is_not_a_weak_chain():
    grid = row_of_cards("red", "blue")
    assert grid.weak_chains() == [frozenset({1})]


def test_graph_follows_a_removal():
    grid = row_of_cards("red", "blue")
    grid.remove_card(2)
    assert grid.neighbours() == {BASE_ID: {1}, 1: {BASE_ID}}
