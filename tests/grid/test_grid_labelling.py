"""The grid's bit-parallel room labelling and its graph kept up to date move by move, against plain
reference searches written here (fortify.md 4 and 5): one cell at a time, 8-connected, the ring
outside; the contacts of G from the cells themselves."""
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from fort_desktop.grid import BASE_ID, WALLS, BoxGrid

from .grid_helpers import KID_SIZES
from .test_grid_properties import random_fort

OPEN_KINDS = ".,jbkd"


def reference_rooms(grid: BoxGrid) -> list[tuple[frozenset, frozenset, tuple[str, ...]]]:
    """``(cells, free, fits)`` of every room, the obvious way: flood the outside from a ring of cells
    around the grid, then flood each open cell left over, in reading order."""
    w, h = grid.width, grid.height

    def open_cell(x, y):
        return not (0 <= x < w and 0 <= y < h) or grid.kind(x, y) not in WALLS

    def flood(start, seen):
        todo, found = [start], {start}
        while todo:
            x, y = todo.pop()
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    n = (x + dx, y + dy)
                    if -1 <= n[0] <= w and -1 <= n[1] <= h and n not in seen and n not in found and open_cell(*n):
                        found.add(n)
                        todo.append(n)
        return found

    seen = flood((-1, -1), set())
    rooms = []
    for y in range(h):
        for x in range(w):
            if (x, y) not in seen and open_cell(x, y):
                cells = flood((x, y), seen)
                seen |= cells
                free = frozenset(c for c in cells if grid.kind(*c) in grid._kid_free)
                fits = tuple(
                    kind for kind, (kw, kh) in sorted(grid.kid_sizes.items())
                    if any(
                        all((fx + dx, fy + dy) in free for dx in range(a) for dy in range(b))
                        for fx, fy in free for a, b in ((kw, kh), (kh, kw))
                    )
                )
                rooms.append((frozenset(cells), free, fits))
    return rooms


def reference_graph(grid: BoxGrid) -> dict[int, set[int]]:
    """Graph G from the cells: each box belongs to the card whose footprint holds it, or to the Base."""
    def piece(x, y):
        if not (0 <= x < grid.width and 0 <= y < grid.height) or grid.kind(x, y) not in WALLS:
            return None
        return BASE_ID if grid.kind(x, y) == "X" else grid.card_at(x, y)

    links = {cid: set() for cid in grid.cards()}
    if any(grid.kind(x, y) == "X" for x in range(grid.width) for y in range(grid.height)):
        links[BASE_ID] = set()
    for y in range(grid.height):
        for x in range(grid.width):
            a = piece(x, y)
            for b in (piece(x + 1, y), piece(x, y + 1)):
                if a is not None and b is not None and a != b:
                    links[a].add(b)
                    links[b].add(a)
    return links


def as_tuples(grid):
    return [(room.cells, room.free, room.fits) for room in grid.enclosures()]


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 10**6), width=st.integers(1, 36), height=st.integers(1, 20),
       walls=st.floats(0.2, 0.7), junk_blocks=st.booleans(), floor_ok=st.booleans())
def test_rooms_of_random_layouts_match_a_cell_by_cell_search(seed, width, height, walls, junk_blocks, floor_ok):
    rng = random.Random(seed)
    rows = ["".join(rng.choice("BGYRX") if rng.random() < walls else rng.choice(OPEN_KINDS) for _ in range(width))
            for _ in range(height)]
    grid = BoxGrid.from_layout("\n".join(rows), kid_sizes=KID_SIZES, junk_blocks_kids=junk_blocks,
                               kids_may_cover_card_floor=floor_ok)
    assert as_tuples(grid) == reference_rooms(grid)


def test_rooms_and_graph_stay_right_through_placements_kids_and_removals():
    rooms_seen = 0
    for seed in range(40):
        rng = random.Random(seed)
        grid = random_fort(seed, rng.randrange(10, 30))
        for step in range(4):
            expected = reference_rooms(grid)
            assert as_tuples(grid) == expected, f"seed {seed} step {step}"
            assert grid.neighbours() == reference_graph(grid), f"seed {seed} step {step}"
            for x, y in {(rng.randrange(-1, 21), rng.randrange(-1, 15)) for _ in range(30)}:
                room = grid.enclosure_of(x, y)
                holding = [cells for cells, _, _ in expected if (x, y) in cells]
                assert (room.cells if room else None) == (holding[0] if holding else None)
            rooms_seen += len(expected)
            inside = set().union(*(cells for cells, _, _ in expected))
            for kid_id in grid._kids:
                assert grid.is_fully_enclosed(kid_id) == (grid.kid_cells(kid_id) <= inside)
            cards = sorted(grid.cards())
            if cards:
                grid.remove_card(rng.choice(cards))
    assert rooms_seen > 10  # the forts really had rooms to find


def test_a_copy_changed_after_its_rooms_were_found_leaves_the_original_as_it_was():
    grid = random_fort(7, 12)
    before = as_tuples(grid)
    copy = grid.copy()
    copy.remove_card(sorted(copy.cards())[0])
    assert as_tuples(copy) == reference_rooms(copy)
    assert as_tuples(grid) == before == reference_rooms(grid)
    assert grid.neighbours() == reference_graph(grid)


def test_rooms_found_again_after_each_placement_match_a_cell_by_cell_search():
    """After one card is placed, only the component it lies in is labelled again: asked after every
    placement (into the outside and into rooms), the rooms still match the plain search."""
    from .test_grid_properties import FACES

    rooms_seen = 0
    for seed in range(15):
        rng = random.Random(seed)
        grid = BoxGrid(20, 14, kid_sizes=KID_SIZES, kids_may_cover_card_floor=rng.random() < 0.5)
        grid.add_base(["XbbX", "XXXX"], (8, 0))
        for card_id in range(25):
            face = rng.choice(FACES).rotated(rng.randrange(4))
            positions = grid.legal_positions(face)
            if positions:
                grid.place_card(card_id, "blue", face, *rng.choice(positions))
            expected = reference_rooms(grid)
            assert as_tuples(grid) == expected, f"seed {seed} card {card_id}"
            rooms_seen += len(expected)
    assert rooms_seen > 15  # placements really closed rooms (and then split them)
