"""The box grid of one Fortify play area: placement, snapping, enclosures, connection, chains.

Pure Python (no pygame). Used by the Fortify rules (``fort_desktop.rules.fortify``) and by the table
(ghost while dragging, lit rooms, weak-spot marks). Model: ``../shared/design/fortify.md`` sections 1-5;
rulebook "Place Fort Cards" (A-G), "Recruit Kids", "Fort Concepts".

Coordinates are cells: ``x`` 0..width-1 left to right, ``y`` 0..height-1 with ``y = 0`` on the fence
side. Outside the grid is *outside*: the fence and the table edge are not walls.

Cell kinds are the layout characters of fortify.md section 1:
``.`` table, ``,`` card floor, ``j`` lawn junk, ``B G Y R`` a Fort Card box of that colour, ``X`` a Base
box, ``b`` the Base board, ``k`` / ``d`` covered by a face-up / face-down Kid Card.

Main pieces: :class:`CardFace` (a card's cells, turned), :class:`BoxGrid` (the play area),
:class:`Enclosure` (one room), :class:`LayoutError` (a malformed layout text), and ``BASE_ID``, the
Base's node in the connection graph. Results that cost a full pass (enclosures, the graph) are cached
until the grid changes.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

KID_UP = "k"
KID_DOWN = "d"
TABLE = "."
FLOOR = ","
JUNK = "j"
BASE_BOX = "X"
BOARD = "b"
COLOUR_CHAR = {"blue": "B", "green": "G", "yellow": "Y", "red": "R"}
BASE_ID = -1

#: Kinds that are walls (fortify.md 1): every box, of a Fort Card or of the Base.
WALLS = frozenset("BGYRX")
#: Every kind a layout may hold.
KINDS = frozenset((KID_UP, KID_DOWN, TABLE, FLOOR, JUNK, BASE_BOX, BOARD)) | WALLS

# The ring of padding cells around the grid (never a wall, never inside the grid).
_RING = " "


class LayoutError(ValueError):
    """A layout text is malformed (fortify.md 10).

    ``path`` (or None), ``line`` and ``col`` (1-based) say where, ``message`` what is wrong;
    ``str()`` is ``"FILE:LINE:COL: message"``, or ``"LINE:COL: message"`` when the file is not known.
    """

    def __init__(self, path: object | None, line: int, col: int, message: str):
        self.path, self.line, self.col, self.message = path, line, col, message
        where = f"{line}:{col}" if path is None else f"{path}:{line}:{col}"
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class CardFace:
    """The cells of a Fort Card as it lies, after any turn (fortify.md 2).

    ``width`` x ``height`` cells; ``boxes``, ``floor`` and ``junk`` are sets of ``(dx, dy)`` offsets
    from the face's top-left cell and together cover the whole face.
    """

    width: int
    height: int
    boxes: frozenset[tuple[int, int]]
    floor: frozenset[tuple[int, int]]
    junk: frozenset[tuple[int, int]]

    @classmethod
    def from_rows(cls, rows: Sequence[str]) -> CardFace:
        """A face from printed rows (row 0 first) of ``#`` box, ``.`` floor, ``j`` junk.

        Raises ValueError for no rows, rows of different lengths or another character.
        """
        rows = tuple(rows)
        if not rows or not rows[0]:
            raise ValueError("a card face needs at least one cell")
        width = len(rows[0])
        cells: dict[str, set[tuple[int, int]]] = {"#": set(), ".": set(), "j": set()}
        for y, row in enumerate(rows):
            if len(row) != width:
                raise ValueError(f"row {y + 1} has {len(row)} cells, expected {width}")
            for x, ch in enumerate(row):
                if ch not in cells:
                    raise ValueError(f"row {y + 1} has {ch!r}: expected '#', '.' or 'j'")
                cells[ch].add((x, y))
        return cls(width, len(rows), frozenset(cells["#"]), frozenset(cells["."]), frozenset(cells["j"]))

    def rotated(self, quarter_turns: int) -> CardFace:
        """This face turned ``quarter_turns`` times clockwise (any int, taken mod 4; no mirroring).

        Results are cached, so turning the same face again is a dictionary look-up.
        """
        turns = quarter_turns % 4
        return self if turns == 0 else _rotated(self, turns)

    def to_rows(self) -> tuple[str, ...]:
        """The face as rows of ``#``, ``.`` and ``j`` (the inverse of :meth:`from_rows`)."""
        grid = [["."] * self.width for _ in range(self.height)]
        for ch, cells in (("#", self.boxes), ("j", self.junk)):
            for x, y in cells:
                grid[y][x] = ch
        return tuple("".join(row) for row in grid)


@functools.lru_cache(maxsize=1024)
def _rotated(face: CardFace, turns: int) -> CardFace:
    for _ in range(turns):
        h = face.height
        # One clockwise quarter turn: (dx, dy) -> (h - 1 - dy, dx); the top-left goes top-right.
        turn = lambda cells: frozenset((h - 1 - y, x) for x, y in cells)  # noqa: E731
        face = CardFace(face.height, face.width, turn(face.boxes), turn(face.floor), turn(face.junk))
    return face


@dataclass(frozen=True)
class Enclosure:
    """One room: a connected region of open cells walled off from outside (fortify.md 4).

    ``cells``: every open cell ``(x, y)`` of the room (any kind but a box); ``free``: its cells a Kid
    may cover (``.`` and ``,`` with the data's settings; no ``,`` when Kids may not cover card floor,
    plus ``j`` when junk does not block Kids); ``fits``: the Kid kinds (sorted) whose rectangle fits in
    ``free`` either way round. The room is *Clear* while ``fits`` is not empty (rulebook "Recruit
    Kids" Step 1: Filled / Clear).
    """

    cells: frozenset[tuple[int, int]]
    free: frozenset[tuple[int, int]]
    fits: tuple[str, ...]

    @property
    def clear(self) -> bool:
        """True while at least one Kid kind fits in the room's free cells."""
        return bool(self.fits)


@dataclass(frozen=True)
class _PlacedCard:
    colour: str
    face: CardFace
    x: int
    y: int
    cells: tuple[int, ...]  # padded indices of the footprint


@dataclass(frozen=True)
class _FaceOffsets:
    """A face's cells as offsets in the padded flat arrays of a grid ``pw`` cells wide, and as bit
    masks of those offsets (shift a mask left by the top-left's index to lay it on the grid)."""

    footprint: tuple[int, ...]
    boxes: tuple[int, ...]
    floor: tuple[int, ...]
    junk: tuple[int, ...]
    box_bits: int
    floor_bits: int
    junk_bits: int


_BYTE_TO_DIGIT = bytes.maketrans(b"\x00\x01", b"01")


def _bits_of(indices: Iterable[int]) -> int:
    """The mask with bit ``i`` set for each index (one byte a cell, then one parse: linear)."""
    indices = list(indices)
    if len(indices) < 32:
        bits = 0
        for i in indices:
            bits |= 1 << i
        return bits
    marks = bytearray(max(indices) + 1)
    for i in indices:
        marks[i] = 1
    return int(marks[::-1].translate(_BYTE_TO_DIGIT), 2)


@functools.lru_cache(maxsize=4096)
def _offsets(face: CardFace, pw: int) -> _FaceOffsets:
    flat = lambda cells: tuple(sorted(y * pw + x for x, y in cells))  # noqa: E731
    boxes, floor, junk = flat(face.boxes), flat(face.floor), flat(face.junk)
    return _FaceOffsets(
        flat(face.boxes | face.floor | face.junk), boxes, floor, junk,
        _bits_of(boxes), _bits_of(floor), _bits_of(junk),
    )


@functools.lru_cache(maxsize=64)
def _frame_bits(width: int, height: int) -> tuple[int, int]:
    """``(interior, border)``: bit masks (bit = padded index) of every cell of a ``width`` x
    ``height`` grid and of its cells on the grid's edge."""
    pw = width + 2
    row = ((1 << width) - 1) << 1  # cells 0..width-1 of one padded row
    ends = (1 << 1) | (1 << width)  # its first and last cell
    interior = border = 0
    for y in range(1, height + 1):
        interior |= row << (y * pw)
        border |= ends << (y * pw)
    border |= (row << pw) | (row << (height * pw))
    return interior, border


class BoxGrid:
    """The cells of one play area, ``width`` x ``height`` cells, with its Base, Fort Cards and Kids.

    ``kid_sizes`` maps each Kid kind to its unturned (width, height) in cells (``load_fortify().kid_sizes``);
    ``junk_blocks_kids`` and ``kids_may_cover_card_floor`` are the rule choices of ``rules.yaml``
    (fortify.md 1 and 4). Raises ValueError for a size below 1 x 1.

    Pieces: the Base is ``BASE_ID``; Fort Cards and Kids are known by the ids the caller gives them.
    Internally the cells are kept in flat lists with a one-cell ring of padding around the grid, so a
    neighbour look-up never leaves the list.
    """

    def __init__(
        self,
        width: int,
        height: int,
        *,
        kid_sizes: Mapping[str, tuple[int, int]],
        junk_blocks_kids: bool = True,
        kids_may_cover_card_floor: bool = True,
    ):
        if width < 1 or height < 1:
            raise ValueError(f"a play area needs at least 1 x 1 cells, not {width} x {height}")
        self.width, self.height = width, height
        self.kid_sizes = {kind: (int(w), int(h)) for kind, (w, h) in kid_sizes.items()}
        self.junk_blocks_kids = junk_blocks_kids
        self.kids_may_cover_card_floor = kids_may_cover_card_floor
        self._kid_free = frozenset(
            TABLE
            + (FLOOR if kids_may_cover_card_floor else "")
            + ("" if junk_blocks_kids else JUNK)
        )
        pw = self._pw = width + 2
        size = pw * (height + 2)
        self._kinds = [_RING] * size
        self._interior = tuple((y + 1) * pw + x + 1 for y in range(height) for x in range(width))
        for i in self._interior:
            self._kinds[i] = TABLE
        self._card: list[int | None] = [None] * size  # Fort Card whose footprint holds the cell
        self._kid: list[int | None] = [None] * size
        self._owner: list[int | None] = [None] * size  # piece whose box is the cell
        self._under: dict[int, str] = {}  # kind under a Kid, by padded index
        self._cards: dict[int, _PlacedCard] = {}
        self._kids: dict[int, tuple[frozenset[tuple[int, int]], bool]] = {}
        self._has_base = False
        # Bit masks over the padded indices (bit i = cell i), kept up to date by every change: open
        # cells (not a box: what rooms are made of) and cells a Kid may cover.
        self._open_bits, self._border_bits = _frame_bits(width, height)
        self._free_bits = self._open_bits
        self._kid_key = tuple(sorted(self.kid_sizes.items()))
        # Graph G of fortify.md 5, kept up to date by every change (a new dict each time, so copies
        # may share it): node -> the nodes it touches.
        self._graph: dict[int, frozenset[int]] = {}
        self._invalidate()

    # -- cells ---------------------------------------------------------------------------------------

    def _index(self, x: int, y: int) -> int:
        return (y + 1) * self._pw + x + 1

    def _xy(self, i: int) -> tuple[int, int]:
        y, x = divmod(i, self._pw)
        return x - 1, y - 1

    def _inside(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    def _invalidate(self) -> None:
        self._enclosures: list[Enclosure] | None = None
        self._room_bits: list[int] = []  # each room's cells as a bit mask, in the order of _enclosures
        self._outside_bits = 0  # the open cells outside, once _enclosures is known
        # (room masks, outside mask, new boxes) when the only change since the rooms were last known
        # is one card placed: the next enclosures() relabels just the component it lies in.
        self._after_card: tuple[list[int], int, int] | None = None
        self._weak: set[int] | None = None
        self._chains: list[frozenset[int]] | None = None
        self._blocked_sums: list[int] | None = None
        self._touch: bytearray | None = None
        self._touch_xy: list[tuple[int, int]] | None = None

    def kind(self, x: int, y: int) -> str:
        """The layout character of cell ``(x, y)`` (fortify.md 1). Raises IndexError outside the grid."""
        if not self._inside(x, y):
            raise IndexError(f"cell ({x}, {y}) is outside the {self.width} x {self.height} grid")
        return self._kinds[self._index(x, y)]

    def card_at(self, x: int, y: int) -> int | None:
        """The Fort Card whose footprint holds ``(x, y)`` (also under a Kid), or None (also outside)."""
        return self._card[self._index(x, y)] if self._inside(x, y) else None

    def kid_at(self, x: int, y: int) -> int | None:
        """The Kid covering ``(x, y)``, or None (also outside the grid)."""
        return self._kid[self._index(x, y)] if self._inside(x, y) else None

    def cards(self) -> dict[int, tuple[str, CardFace, int, int]]:
        """Every Fort Card on the grid: ``{card_id: (colour, face, x, y)}``."""
        return {cid: (c.colour, c.face, c.x, c.y) for cid, c in self._cards.items()}

    # -- the Base --------------------------------------------------------------------------------------

    def add_base(self, rows: Sequence[str], origin: tuple[int, int]) -> None:
        """Lay the Base (fortify.md 3): ``rows`` of ``X`` (box) / ``b`` (board) / ``.`` (nothing), top-left
        cell ``origin``. Its boxes are the piece ``BASE_ID``. Raises ValueError if a Base is already
        laid, a cell falls outside the grid or is not table, or a row holds another character.
        """
        if self._has_base:
            raise ValueError("the Base is already laid")
        ox, oy = origin
        cells: list[tuple[int, str]] = []
        for dy, row in enumerate(rows):
            for dx, ch in enumerate(row):
                if ch == TABLE:
                    continue
                if ch not in (BASE_BOX, BOARD):
                    raise ValueError(f"Base row {dy + 1} has {ch!r}: expected 'X', 'b' or '.'")
                x, y = ox + dx, oy + dy
                if not self._inside(x, y):
                    raise ValueError(f"the Base cell ({x}, {y}) is outside the play area")
                i = self._index(x, y)
                if self._kinds[i] != TABLE:
                    raise ValueError(f"the Base cell ({x}, {y}) is not free table")
                cells.append((i, ch))
        for i, ch in cells:
            self._kinds[i] = ch
            if ch == BASE_BOX:
                self._owner[i] = BASE_ID
        boxes = [i for i, ch in cells if ch == BASE_BOX]
        self._open_bits &= ~_bits_of(boxes)
        self._free_bits &= ~_bits_of(i for i, _ in cells)  # neither a box nor the board takes a Kid
        self._has_base = True
        self._link(BASE_ID, boxes)
        self._invalidate()

    # -- Fort Cards ------------------------------------------------------------------------------------

    def placement_problem(self, face: CardFace, x: int, y: int) -> str | None:
        """Why ``face`` may not be placed with its top-left cell at ``(x, y)``, or None if it may.

        Rulebook "Place Fort Cards", checked in this order: A "must lie completely on your side of the
        fence" (the footprint lies inside the grid); F "may not overlap a card, the Base or a Kid"
        (every footprint cell is table); B "must touch a box of your fort (box next to box)" (a box of
        the face is orthogonally next to a Base box or a box of a placed card; diagonal contact does not
        count, colours do not matter: rules D, E). fortify.md 2.
        """
        if x < 0 or y < 0 or x + face.width > self.width or y + face.height > self.height:
            return "must lie completely on your side of the fence"
        offs = _offsets(face, self._pw)
        at = self._index(x, y)
        kinds = self._kinds
        for o in offs.footprint:
            if kinds[at + o] != TABLE:
                return "may not overlap a card, the Base or a Kid"
        touch = self._touch_cells()
        for o in offs.boxes:
            if touch[at + o]:
                return None
        return "must touch a box of your fort (box next to box)"

    def _touch_cells(self) -> bytearray:
        """1 at every cell orthogonally next to a box (where a new box would connect), cached."""
        if self._touch is None:
            touch = bytearray(len(self._kinds))
            pw = self._pw
            for i in self._interior:
                if self._kinds[i] in WALLS:
                    touch[i - 1] = touch[i + 1] = touch[i - pw] = touch[i + pw] = 1
            self._touch = touch
        return self._touch

    def _touch_table(self) -> list[tuple[int, int]]:
        """The table cells next to a box: where a box of a new card must land (rule B)."""
        if self._touch_xy is None:
            touch, kinds = self._touch_cells(), self._kinds
            self._touch_xy = [self._xy(i) for i in self._interior if touch[i] and kinds[i] == TABLE]
        return self._touch_xy

    def _blocked(self) -> list[int]:
        """Summed-area table over the padded grid of cells that are not table (ring cells count)."""
        if self._blocked_sums is None:
            pw, ph = self._pw, len(self._kinds) // self._pw
            kinds = self._kinds
            sums = [0] * ((pw + 1) * (ph + 1))
            for y in range(ph):
                run = 0
                row, above, here = y * pw, y * (pw + 1), (y + 1) * (pw + 1)
                for x in range(pw):
                    run += kinds[row + x] != TABLE
                    sums[here + x + 1] = sums[above + x + 1] + run
            self._blocked_sums = sums
        return self._blocked_sums

    def legal_positions(self, face: CardFace) -> list[tuple[int, int]]:
        """Every top-left ``(x, y)`` (sorted) where :meth:`placement_problem` finds nothing.

        Only positions where a box of the face lands next to a fort box are examined; the overlap test
        is a summed-area look-up, so a call costs well under a millisecond on 36 x 20 cells.
        """
        w, h = face.width, face.height
        if w > self.width or h > self.height:
            return []
        sw = self._pw + 1
        sums = self._blocked()
        max_x, max_y = self.width - w, self.height - h
        found: set[tuple[int, int]] = set()
        tried: set[tuple[int, int]] = set()
        for cx, cy in self._touch_table():
            for bx, by in face.boxes:
                x, y = cx - bx, cy - by
                if 0 <= x <= max_x and 0 <= y <= max_y and (x, y) not in tried:
                    tried.add((x, y))
                    # footprint = padded rows y+1..y+h, columns x+1..x+w
                    top, bottom, left, right = (y + 1) * sw, (y + 1 + h) * sw, x + 1, x + 1 + w
                    if sums[bottom + right] - sums[top + right] - sums[bottom + left] + sums[top + left] == 0:
                        found.add((x, y))
        return sorted(found)

    def snap(self, x_cells: float, y_cells: float, face: CardFace) -> tuple[int, int]:
        """The whole cell nearest ``(x_cells, y_cells)`` (the face's top-left, in cells, halves round up),
        clamped so the face lies inside the grid (or at 0 when the face is larger than the grid).
        """
        x = math.floor(x_cells + 0.5)
        y = math.floor(y_cells + 0.5)
        x = max(0, min(x, self.width - face.width))
        y = max(0, min(y, self.height - face.height))
        return x, y

    def snap_to_legal(self, x_cells: float, y_cells: float, face: CardFace, reach: int = 2) -> tuple[int, int]:
        """Like :meth:`snap`, but pulled to the nearest legal position within ``reach`` cells (in
        x and in y) of ``(x_cells, y_cells)`` when the plain snap is not legal, as a real card
        slides against the wall it was dropped next to. With none in reach: the plain snap."""
        x0, y0 = self.snap(x_cells, y_cells, face)
        if reach <= 0 or self.placement_problem(face, x0, y0) is None:
            return x0, y0
        best, best_d = (x0, y0), None
        for y in range(max(0, y0 - reach), min(self.height - face.height, y0 + reach) + 1):
            for x in range(max(0, x0 - reach), min(self.width - face.width, x0 + reach) + 1):
                d = (x - x_cells) ** 2 + (y - y_cells) ** 2
                if (best_d is None or d < best_d) and self.placement_problem(face, x, y) is None:
                    best, best_d = (x, y), d
        return best

    def place_card(self, card_id: int, colour: str, face: CardFace, x: int, y: int) -> None:
        """Place a Fort Card: boxes become ``COLOUR_CHAR[colour]``, floor ``,``, junk ``j``.

        Raises ValueError with the :meth:`placement_problem` reason if the placement is illegal, and
        for an unknown colour or a card id already on the grid (rulebook "Place Fort Cards" A-G).
        """
        if colour not in COLOUR_CHAR:
            raise ValueError(f"unknown colour {colour!r}")
        if card_id in self._cards or card_id == BASE_ID:
            raise ValueError(f"card {card_id} is already on the grid")
        problem = self.placement_problem(face, x, y)
        if problem is not None:
            raise ValueError(problem)
        offs = _offsets(face, self._pw)
        at = self._index(x, y)
        box = COLOUR_CHAR[colour]
        kinds, owner, card = self._kinds, self._owner, self._card
        for o in offs.footprint:
            card[at + o] = card_id
        for o in offs.boxes:
            kinds[at + o] = box
            owner[at + o] = card_id
        for o in offs.floor:
            kinds[at + o] = FLOOR
        for o in offs.junk:
            kinds[at + o] = JUNK
        self._cards[card_id] = _PlacedCard(colour, face, x, y, tuple(at + o for o in offs.footprint))
        taken = offs.box_bits
        self._open_bits &= ~(taken << at)
        if FLOOR not in self._kid_free:
            taken |= offs.floor_bits
        if JUNK not in self._kid_free:
            taken |= offs.junk_bits
        self._free_bits &= ~(taken << at)
        self._link(card_id, [at + o for o in offs.boxes])
        known = self._enclosures is not None
        before = self._room_bits, self._outside_bits
        self._invalidate()
        if known:  # the rooms are found again when next asked for, from these
            self._after_card = (before[0], before[1], offs.box_bits << at)

    def remove_card(self, card_id: int) -> None:
        """Take a Fort Card off (hit, or disconnected: fortify.md 7). Its cells become table, except
        cells under a Kid, which stay covered (``k`` / ``d``) with table beneath (fortify.md 4: the Kid
        stays). Raises KeyError for a card not on the grid.
        """
        placed = self._cards.pop(card_id)
        table = 0
        for i in placed.cells:
            self._card[i] = None
            self._owner[i] = None
            if self._kid[i] is None:
                self._kinds[i] = TABLE
                table |= 1 << i
            else:
                self._under[i] = TABLE
        self._open_bits |= table
        self._free_bits |= table
        graph = dict(self._graph)
        for other in graph.pop(card_id):
            graph[other] = graph[other] - {card_id}
        self._graph = graph
        self._invalidate()

    def _link(self, piece: int, boxes: Iterable[int]) -> None:
        """Add ``piece`` (a new node of G, whose box cells are ``boxes``) and its edges to the graph."""
        owner, pw = self._owner, self._pw
        touching = {owner[j] for i in boxes for j in (i - 1, i + 1, i - pw, i + pw)} - {None, piece}
        graph = dict(self._graph)
        graph[piece] = frozenset(touching)
        for other in touching:
            graph[other] = graph[other] | {piece}
        self._graph = graph

    # -- Kids ------------------------------------------------------------------------------------------

    def _kid_rect(self, width: int, height: int, x: int, y: int) -> list[int]:
        base = self._index(x, y)
        return [base + dy * self._pw + dx for dy in range(height) for dx in range(width)]

    def kid_problem(self, width: int, height: int, x: int, y: int) -> str | None:
        """Why a Kid of ``width`` x ``height`` cells may not be recruited with its top-left at ``(x, y)``,
        or None if it may (rulebook "Recruit Kids"; fortify.md 4). In this order:
        "must lie inside the play area", "must cover only free cells of a room" (a cell is not table,
        or card floor / junk as the settings forbid), "must lie inside one enclosure" (the cells are
        outside), "that room is full" (the room is not Clear).
        """
        if width < 1 or height < 1 or x < 0 or y < 0 or x + width > self.width or y + height > self.height:
            return "must lie inside the play area"
        cells = self._kid_rect(width, height, x, y)
        kinds, free = self._kinds, self._kid_free
        if any(kinds[i] not in free for i in cells):
            return "must cover only free cells of a room"
        # A rectangle of open cells is connected, so all of it lies in one component.
        room = self.enclosure_of(x, y)
        if room is None:
            return "must lie inside one enclosure"
        if not room.clear:
            return "that room is full"
        return None

    def kid_positions(self, width: int, height: int) -> list[tuple[int, int]]:
        """Every top-left ``(x, y)`` (sorted) where :meth:`kid_problem` finds nothing for that size."""
        found = []
        for room in self.enclosures():
            if not room.clear:
                continue
            free = room.free
            for x, y in room.free:
                if all((x + dx, y + dy) in free for dy in range(height) for dx in range(width)):
                    found.append((x, y))
        return sorted(found)

    def place_kid(self, kid_id: int, x: int, y: int, width: int, height: int, face_up: bool = True) -> None:
        """Lay a Kid over ``width`` x ``height`` cells from ``(x, y)``; its cells become ``k`` (face up)
        or ``d``. Only the cells are checked, not the room (the rules check :meth:`kid_problem`).
        Raises ValueError if a cell is outside the grid or not free for a Kid, or the id is taken.
        """
        if kid_id in self._kids:
            raise ValueError(f"kid {kid_id} is already on the grid")
        if width < 1 or height < 1 or x < 0 or y < 0 or x + width > self.width or y + height > self.height:
            raise ValueError("must lie inside the play area")
        cells = self._kid_rect(width, height, x, y)
        if any(self._kinds[i] not in self._kid_free for i in cells):
            raise ValueError("must cover only free cells of a room")
        ch = KID_UP if face_up else KID_DOWN
        for i in cells:
            self._under[i] = self._kinds[i]
            self._kinds[i] = ch
            self._kid[i] = kid_id
        self._kids[kid_id] = (frozenset(self._xy(i) for i in cells), bool(face_up))
        self._free_bits &= ~_bits_of(cells)
        self._invalidate()

    def set_kid_face(self, kid_id: int, face_up: bool) -> None:
        """Flip a Kid face up (``k``) or face down (``d``). Raises KeyError for an unknown Kid."""
        cells, _ = self._kids[kid_id]
        ch = KID_UP if face_up else KID_DOWN
        for x, y in cells:
            self._kinds[self._index(x, y)] = ch
        self._kids[kid_id] = (cells, bool(face_up))
        # k and d are the same for rooms, fits and placement: the caches stay valid.

    def kid_cells(self, kid_id: int) -> frozenset[tuple[int, int]]:
        """The cells a Kid covers. Raises KeyError for an unknown Kid."""
        return self._kids[kid_id][0]

    def kid_face_up(self, kid_id: int) -> bool:
        """Whether a Kid lies face up. Raises KeyError for an unknown Kid."""
        return self._kids[kid_id][1]

    def is_fully_enclosed(self, kid_id: int) -> bool:
        """Whether every cell of the Kid lies in an enclosure, with the walls as they stand now
        (fortify.md 4: recompute every time). Raises KeyError for an unknown Kid.
        """
        self.enclosures()
        kid = _bits_of(self._index(x, y) for x, y in self._kids[kid_id][0])
        inside = 0
        for mask in self._room_bits:
            inside |= mask
        return kid & ~inside == 0

    # -- enclosures ------------------------------------------------------------------------------------

    def enclosures(self) -> list[Enclosure]:
        """Every room, ordered by its first cell in reading order (y, then x); cached until the grid
        changes (a new list each call, the :class:`Enclosure` objects are shared).

        fortify.md 4: open cells are every non-box cell; with a ring of outside cells around the grid,
        the open cells are labelled with 8-connectivity (a corner-only contact between two boxes leaks,
        rulebook "continuous wall... on all edges & corners"); the ring's component is outside, every
        other component is an enclosure. The ring touches every open cell on the grid's edge, so
        outside is the component of those cells.
        """
        if self._enclosures is None:
            if self._after_card is not None:
                self._relabel_after_card(*self._after_card)
            else:
                self._label(self._open_bits, True, [])
        return list(self._enclosures)

    def _label(self, region: int, outside: bool, kept: list[int]) -> None:
        """Label the open cells of ``region`` (a union of whole components of the open cells) into
        outside (when ``outside``: the component of the open edge cells; else the outside is kept) and
        rooms; the rooms ``kept`` (masks) stay as they are."""
        opened, pw = self._open_bits, self._pw
        region &= opened
        down = _down_steps(opened, self.width)
        if outside:
            seeds = region & self._border_bits
            self._outside_bits = _fill(seeds, opened, pw, down) if seeds else 0
        rest = region & ~self._outside_bits
        masks = list(kept)
        while rest:
            room = _fill(rest & -rest, opened, pw, down)
            rest &= ~room
            masks.append(room)
        masks.sort(key=lambda mask: mask & -mask)  # by lowest bit: the first cell in reading order
        free, key = self._free_bits, self._kid_key
        self._enclosures = [_enclosure(room, room & free, pw, key) for room in masks]
        self._room_bits = masks

    def _relabel_after_card(self, rooms: list[int], outside: int, boxes: int) -> None:
        """Rooms after one card's ``boxes`` (mask) walled off cells that were open, from the rooms and
        outside before it: only the component the card lies in can change (new walls split
        components, never join them); it is labelled again, every other room kept."""
        if outside & boxes:
            self._label(outside, True, rooms)
            return
        hit = next(room for room in rooms if room & boxes)
        self._outside_bits = outside
        self._label(hit, False, [room for room in rooms if room is not hit])

    def enclosure_of(self, x: int, y: int) -> Enclosure | None:
        """The room holding cell ``(x, y)``, or None for a box, an outside cell or a cell off the grid."""
        if not self._inside(x, y):
            return None
        rooms = self.enclosures()
        bit = 1 << self._index(x, y)
        return next((room for room, mask in zip(rooms, self._room_bits) if mask & bit), None)

    # -- connection (fortify.md 5) ---------------------------------------------------------------------

    def neighbours(self) -> dict[int, set[int]]:
        """Graph G of fortify.md 5: nodes ``BASE_ID`` (once the Base is laid) and every card id; an edge
        where a box of one is orthogonally next to a box of the other. A fresh dict of fresh sets.
        """
        return {node: set(linked) for node, linked in self._graph_cached().items()}

    def _graph_cached(self) -> dict[int, frozenset[int]]:
        return self._graph

    def _reachable(self, without: frozenset[int] = frozenset()) -> set[int]:
        graph = self._graph_cached()
        if BASE_ID not in graph:
            return set()
        seen, todo = {BASE_ID}, [BASE_ID]
        while todo:
            for other in graph[todo.pop()]:
                if other not in seen and other not in without:
                    seen.add(other)
                    todo.append(other)
        seen.discard(BASE_ID)
        return seen

    def connected_cards(self) -> set[int]:
        """The cards reachable from the Base in G (none before the Base is laid)."""
        return self._reachable()

    def disconnected_cards(self) -> set[int]:
        """The cards not reachable from the Base (they go to the Reserve: fortify.md 7 step 2)."""
        return set(self._cards) - self._reachable()

    def _cuts(self, pieces: frozenset[int], connected: set[int]) -> bool:
        """Whether taking ``pieces`` away disconnects a connected card that is not one of them."""
        return bool(connected - pieces - self._reachable(pieces))

    def weak_spots(self) -> set[int]:
        """Cards whose removal disconnects another card from the Base (the articulation points of G
        with the Base as root; fortify.md 5). One depth-first search (Tarjan's low links), linear in
        the cards and their contacts.
        """
        if self._weak is None:
            graph = self._graph
            self._weak = _articulation_points(graph, BASE_ID) if BASE_ID in graph else set()
        return set(self._weak)

    def weak_spots_by_removal(self) -> set[int]:
        """:meth:`weak_spots` the slow, obvious way (one search per card with that card taken away);
        kept as the reference the fast search is tested against."""
        connected = self._reachable()
        return {cid for cid in connected if self._cuts(frozenset((cid,)), connected)}

    def colour_chains(self) -> list[frozenset[int]]:
        """The colour chains: components of G kept to edges between two cards of the same colour (the
        Base is in none); a lone card is a chain of one. Sorted by smallest card id (fortify.md 5).
        """
        if self._chains is not None:
            return list(self._chains)
        graph = self._graph
        chains, seen = [], set()
        for cid in sorted(self._cards):
            if cid in seen:
                continue
            colour = self._cards[cid].colour
            chain, todo = {cid}, [cid]
            while todo:
                for other in graph[todo.pop()]:
                    if other not in chain and other != BASE_ID and self._cards[other].colour == colour:
                        chain.add(other)
                        todo.append(other)
            seen |= chain
            chains.append(frozenset(chain))
        self._chains = chains
        return list(chains)

    def chain_of(self, card_id: int) -> frozenset[int]:
        """The colour chain holding ``card_id``. Raises KeyError for a card not on the grid."""
        if card_id not in self._cards:
            raise KeyError(card_id)
        return next(chain for chain in self.colour_chains() if card_id in chain)

    def weak_chains(self) -> list[frozenset[int]]:
        """Colour chains whose removal (a hit takes the whole chain) disconnects another card from the
        Base, sorted like :meth:`colour_chains` (fortify.md 5).
        """
        chains = self.colour_chains()
        graph = self._graph_cached()
        if BASE_ID not in graph:
            return []
        # Each chain is connected, so taking a chain away is taking its node away from G with every
        # chain drawn together into one node: the weak chains are that graph's articulation points.
        chain_of = {cid: index for index, chain in enumerate(chains) for cid in chain}
        chain_of[BASE_ID] = -1
        merged: dict[int, set[int]] = {index: set() for index in range(-1, len(chains))}
        for node, linked in graph.items():
            for other in linked:
                a, b = chain_of[node], chain_of[other]
                if a != b:
                    merged[a].add(b)
        weak = _articulation_points(merged, -1)
        return [chain for index, chain in enumerate(chains) if index in weak]

    def weak_chains_by_removal(self) -> list[frozenset[int]]:
        """:meth:`weak_chains` the slow, obvious way (one search per chain taken away); the
        reference the fast search is tested against."""
        connected = self._reachable()
        return [chain for chain in self.colour_chains() if self._cuts(chain, connected)]

    # -- copies and layouts ----------------------------------------------------------------------------

    def copy(self) -> BoxGrid:
        """An independent grid with the same cells, pieces and settings (caches are shared until either
        changes, since cached results are never mutated).
        """
        other = object.__new__(BoxGrid)
        other.__dict__.update(self.__dict__)
        for name in ("_kinds", "_card", "_kid", "_owner"):
            setattr(other, name, list(getattr(self, name)))
        other._under = dict(self._under)
        other._cards = dict(self._cards)
        other._kids = dict(self._kids)
        other.kid_sizes = dict(self.kid_sizes)
        return other

    def to_layout(self) -> str:
        """The grid as layout text (fortify.md 10): one row per line, row 0 first, ending in a newline."""
        pw = self._pw
        return "".join(
            "".join(self._kinds[(y + 1) * pw + 1 : (y + 1) * pw + 1 + self.width]) + "\n"
            for y in range(self.height)
        )

    @classmethod
    def from_layout(
        cls,
        text: str,
        *,
        path: object | None = None,
        kid_sizes: Mapping[str, tuple[int, int]],
        junk_blocks_kids: bool = True,
        kids_may_cover_card_floor: bool = True,
    ) -> BoxGrid:
        """A grid from layout text (fortify.md 10): one line per row (row 0 = fence side), all rows the
        same length, characters of fortify.md 1; lines starting with ``;`` and blank lines are ignored.
        Pieces are not known, so only the kinds (enclosures, placement tests) are meaningful: the graph
        is empty and ``card_at`` / ``kid_at`` answer None.

        Raises :class:`LayoutError` (with ``path`` when given) for no rows, a row of another length or
        an unknown character.
        """
        rows: list[tuple[int, str]] = []
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith(";"):
                continue
            if rows and len(line) != len(rows[0][1]):
                expected = len(rows[0][1])
                col = min(len(line), expected) + 1
                raise LayoutError(
                    path, number, col,
                    f"row has {len(line)} cells, expected {expected} (as on line {rows[0][0]})",
                )
            for col, ch in enumerate(line, start=1):
                if ch not in KINDS:
                    raise LayoutError(path, number, col, f"unknown character {ch!r}")
            rows.append((number, line))
        if not rows:
            raise LayoutError(path, 1, 1, "no rows (every line is blank or a ; comment)")
        grid = cls(
            len(rows[0][1]), len(rows),
            kid_sizes=kid_sizes,
            junk_blocks_kids=junk_blocks_kids,
            kids_may_cover_card_floor=kids_may_cover_card_floor,
        )
        for y, (_, line) in enumerate(rows):
            at = grid._index(0, y)
            grid._kinds[at : at + len(line)] = line
            for x, ch in enumerate(line):
                if ch in (KID_UP, KID_DOWN):
                    grid._under[at + x] = TABLE
        kinds, kid_free = grid._kinds, grid._kid_free
        grid._open_bits = _bits_of(i for i in grid._interior if kinds[i] not in WALLS)
        grid._free_bits = _bits_of(i for i in grid._interior if kinds[i] in kid_free)
        grid._invalidate()
        return grid


def _articulation_points(graph: Mapping[int, Iterable[int]], root: int) -> set[int]:
    """Nodes other than ``root`` whose removal cuts another node off from ``root`` (Tarjan's low
    links, one iterative depth-first search from ``root``; nodes it cannot reach are never cut)."""
    order: dict[int, int] = {root: 0}
    low: dict[int, int] = {root: 0}
    cut: set[int] = set()
    stack = [(root, iter(graph[root]))]
    while stack:
        node, links = stack[-1]
        for other in links:
            if other not in order:
                order[other] = low[other] = len(order)
                stack.append((other, iter(graph[other])))
                break
            low[node] = min(low[node], order[other])
        else:
            stack.pop()
            if stack:
                parent = stack[-1][0]
                low[parent] = min(low[parent], low[node])
                if parent != root and low[node] >= order[parent]:
                    cut.add(parent)
    return cut


# -- rooms as bit masks --------------------------------------------------------------------------------
# A set of cells of a grid is an int whose bit i is the cell of padded index i = (y + 1) * pw + x + 1
# (pw = width + 2). The padding ring is never open, so a shift by one (a step left or right) or by pw (a
# step up or down) never carries a cell into another row's cells unnoticed: it lands on the ring.


def _down_steps(opened: int, width: int) -> tuple[tuple[int, int], ...]:
    """``(k, mask)`` pairs for :func:`_runs`: k = 1, 2, 4... below a row's width, and the cells from
    which the k cells above (to higher bits) are all open, so a cell k above may reach down to them."""
    steps, k, mask = [], 1, opened
    while k < width:
        steps.append((k, mask))
        mask &= mask >> k
        k *= 2
    return tuple(steps)


def _runs(seeds: int, opened: int, down: tuple[tuple[int, int], ...]) -> int:
    """The whole row runs of ``opened`` (cells of one row, side by side) that hold a cell of ``seeds``
    (a subset of ``opened``). Upwards (to higher bits) an addition carries each seed through its
    run's cells in one big-int operation; downwards (additions only carry up) a doubling sweep over
    the ``down`` steps of :func:`_down_steps` reaches the start of every run in log2(width) shifts."""
    found = (((opened + seeds) ^ opened) & opened) | seeds
    for k, mask in down:
        found |= (found >> k) & mask
    return found


def _fill(seeds: int, opened: int, pw: int, down: tuple[tuple[int, int], ...]) -> int:
    """The cells of ``opened`` 8-connected to ``seeds`` (a non-empty subset of ``opened``), ``pw``
    bits a row: whole runs, then one row up and down with a cell of slack either side (the diagonal
    steps), until nothing new is reached. Each round crosses one row, however long the runs."""
    found = _runs(seeds, opened, down)
    while True:
        wide = found | (found << 1) | (found >> 1)
        new = ((wide << pw) | (wide >> pw)) & opened & ~found
        if not new:
            return found
        found |= _runs(new, opened, down)


_ROW_CELLS: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {}


def _cells_of(bits: int, pw: int) -> frozenset[tuple[int, int]]:
    """The ``(x, y)`` cells of a mask, a row at a time (a row's cells are memoised by its bits)."""
    cells: list[tuple[int, int]] = []
    row_mask = (1 << pw) - 1
    if not bits:
        return frozenset()
    if len(_ROW_CELLS) > 50_000:
        _ROW_CELLS.clear()
    for padded_y in range(((bits & -bits).bit_length() - 1) // pw, (bits.bit_length() - 1) // pw + 1):
        line = (bits >> (padded_y * pw)) & row_mask
        if line:
            key = (padded_y, line)
            found = _ROW_CELLS.get(key)
            if found is None:
                found = _ROW_CELLS[key] = tuple(
                    (x - 1, padded_y - 1) for x in range(line.bit_length()) if line >> x & 1
                )
            cells.extend(found)
    return frozenset(cells)


def _rect_bits(free: int, w: int, h: int, pw: int) -> int:
    """The top-left cells of every ``w`` x ``h`` rectangle lying wholly in ``free`` (an erosion: a
    cell stays while the cells to its right, then the rows below, are free too; the ring is never
    free, so no rectangle wraps)."""
    across = free
    for dx in range(1, w):
        across &= free >> dx
    corners = across
    for dy in range(1, h):
        corners &= across >> (dy * pw)
    return corners


@functools.lru_cache(maxsize=4096)
def _enclosure(cells: int, free: int, pw: int, kid_sizes: tuple[tuple[str, tuple[int, int]], ...]) -> Enclosure:
    """The :class:`Enclosure` of a room's cell and free-cell masks (memoised: after a placement, the
    rooms it did not touch come back as they were)."""
    fits = tuple(
        kind for kind, (w, h) in kid_sizes
        if _rect_bits(free, w, h, pw) or (w != h and _rect_bits(free, h, w, pw))
    )
    return Enclosure(_cells_of(cells, pw), _cells_of(free, pw), fits)
