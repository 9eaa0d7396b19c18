"""CardFace: reading printed rows and quarter turns (fortify.md 2: 0-3 clockwise turns, no mirroring)."""
import pytest

from fort_desktop.grid import CardFace

L_ROWS = ("#...", "#...", "#.j.", "#...", "#...", "####")


def test_face_from_rows_sorts_boxes_floor_and_junk():
    face = CardFace.from_rows(["#.", "j#"])
    assert (face.width, face.height) == (2, 2)
    assert face.boxes == {(0, 0), (1, 1)}
    assert face.floor == {(1, 0)}
    assert face.junk == {(0, 1)}


def test_face_from_rows_refuses_ragged_rows():
    with pytest.raises(ValueError, match="row 2"):
        CardFace.from_rows(["##", "#"])


def test_face_from_rows_refuses_an_unknown_character():
    with pytest.raises(ValueError, match="'x'"):
        CardFace.from_rows(["#x"])


def test_face_from_rows_refuses_no_rows():
    with pytest.raises(ValueError):
        CardFace.from_rows([])


def test_real_l_card_reads_back_unchanged(shape_face):
    assert shape_face("L", junk=True).to_rows() == L_ROWS


def test_l_unturned_is_the_same_face():
    face = CardFace.from_rows(L_ROWS)
    assert face.rotated(0) == face


def test_l_one_quarter_turn_clockwise():
    face = CardFace.from_rows(L_ROWS).rotated(1)
    assert (face.width, face.height) == (6, 4)
    assert face.to_rows() == ("######", "#.....", "#..j..", "#.....")


def test_l_half_turn():
    assert CardFace.from_rows(L_ROWS).rotated(2).to_rows() == (
        "####", "...#", "...#", ".j.#", "...#", "...#",
    )


def test_l_three_quarter_turns_clockwise():
    assert CardFace.from_rows(L_ROWS).rotated(3).to_rows() == (
        ".....#", "..j..#", ".....#", "######",
    )


def test_negative_turns_count_anticlockwise():
    face = CardFace.from_rows(L_ROWS)
    assert face.rotated(-1) == face.rotated(3)


def test_four_quarter_turns_give_the_same_face():
    face = CardFace.from_rows(L_ROWS)
    assert face.rotated(1).rotated(1).rotated(1).rotated(1) == face


def test_turned_faces_are_cached():
    face = CardFace.from_rows(L_ROWS)
    assert face.rotated(1) is face.rotated(5)
