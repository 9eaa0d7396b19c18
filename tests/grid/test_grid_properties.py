"""Property tests (hypothesis) for the grid: placement search agrees with the rule check, rooms hold no
walls and are closed under 8-steps, turns compose."""
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from fort_desktop.grid import WALLS, BoxGrid, CardFace

from .grid_helpers import KID_SIZES

SHAPE_ROWS = [  # the printed shapes of fortify.md 2
    ["#...", "#...", "#.j.", "#...", "#...", "####"],
    ["####", "....", "....", ".j..", "....", "...."],
    ["....", "....", "####", "....", "....", "...."],
    ["####", ".#..", ".#..", ".#..", ".#.j", ".#.."],
    ["####", "#...", "#...", "#...", "#...", "####"],
    [".#..", ".#..", "####", ".#..", ".#..", ".#.."],
    ["#...", "#...", "####", "...#", "...#", "...#"],
    ["####", "...#", "...#", "....", ".jj.", "...."],
    ["#...", "#...", "#.j.", "#...", "#..#", "####"],
]
FACES = [CardFace.from_rows(rows) for rows in SHAPE_ROWS]

faces = st.builds(lambda i, t: FACES[i].rotated(t), st.integers(0, len(FACES) - 1), st.integers(-8, 8))


def random_fort(seed: int, cards: int) -> BoxGrid:
    """A 20 x 14 area with a small Base at the fence and up to ``cards`` cards placed at random."""
    rng = random.Random(seed)
    grid = BoxGrid(20, 14, kid_sizes=KID_SIZES)
    grid.add_base(["XbbX", "XXXX"], (8, 0))
    for card_id in range(cards):
        face = rng.choice(FACES).rotated(rng.randrange(4))
        positions = grid.legal_positions(face)
        if positions:
            grid.place_card(card_id, rng.choice(["blue", "green", "yellow", "red"]), face, *rng.choice(positions))
        if rng.random() < 0.2 and grid.enclosures():
            room = rng.choice(grid.enclosures())
            spots = grid.kid_positions(2, 2)
            if spots and room.clear:
                grid.place_kid(100 + card_id, *spots[0], 2, 2, rng.random() < 0.5)
    return grid


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), cards=st.integers(0, 10), face=faces)
def test_legal_positions_agree_with_placement_problem(seed, cards, face):
    grid = random_fort(seed, cards)
    expected = [
        (x, y)
        for y in range(-1, grid.height + 1)
        for x in range(-1, grid.width + 1)
        if grid.placement_problem(face, x, y) is None
    ]
    assert grid.legal_positions(face) == sorted(expected)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), cards=st.integers(0, 10), size=st.sampled_from([(2, 2), (2, 3), (3, 2)]))
def test_kid_positions_agree_with_kid_problem(seed, cards, size):
    grid = random_fort(seed, cards)
    w, h = size
    expected = [(x, y) for y in range(grid.height) for x in range(grid.width) if grid.kid_problem(w, h, x, y) is None]
    assert grid.kid_positions(w, h) == sorted(expected)


layouts = st.integers(1, 9).flatmap(
    lambda w: st.lists(st.text(alphabet="..,jBXbk", min_size=w, max_size=w), min_size=1, max_size=9)
)


@settings(max_examples=200, deadline=None)
@given(rows=layouts)
def test_enclosure_cells_are_never_walls(rows):
    grid = BoxGrid.from_layout("\n".join(rows), kid_sizes=KID_SIZES)
    for room in grid.enclosures():
        assert all(grid.kind(x, y) not in WALLS for x, y in room.cells)


@settings(max_examples=200, deadline=None)
@given(rows=layouts)
def test_enclosures_are_closed_under_8_steps_and_stay_off_the_edge(rows):
    grid = BoxGrid.from_layout("\n".join(rows), kid_sizes=KID_SIZES)
    for room in grid.enclosures():
        for x, y in room.cells:
            assert 0 < x < grid.width - 1 and 0 < y < grid.height - 1
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    n = (x + dx, y + dy)
                    assert n in room.cells or grid.kind(*n) in WALLS


@settings(max_examples=100, deadline=None)
@given(face=faces, turns=st.integers(-10, 10))
def test_four_quarter_turns_come_back_to_the_same_face(face, turns):
    assert face.rotated(turns).rotated(4 - turns % 4) == face.rotated(4)
    assert face.rotated(1).rotated(1).rotated(1).rotated(1) == face


@settings(max_examples=100, deadline=None)
@given(face=faces, a=st.integers(-5, 5), b=st.integers(-5, 5))
def test_turns_add_up(face, a, b):
    assert face.rotated(a).rotated(b) == face.rotated(a + b)


def test_weak_spots_and_chains_by_one_search_match_taking_each_away_on_many_random_forts():
    """Tarjan's articulation points (one search) against removing each card (chain) in turn, on forts
    built at random and then broken at random (cards hit and taken away, some left cut off)."""
    checked_weak = 0
    for seed in range(150):
        rng = random.Random(seed)
        grid = random_fort(seed, rng.randrange(2, 16))
        for card_id in list(grid.cards()):
            if rng.random() < 0.25:
                grid.remove_card(card_id)
        assert grid.weak_spots() == grid.weak_spots_by_removal(), f"seed {seed}"
        assert grid.weak_chains() == grid.weak_chains_by_removal(), f"seed {seed}"
        checked_weak += len(grid.weak_spots()) + len(grid.weak_chains())
    assert checked_weak > 50  # the forts really had weak spots and chains to find
