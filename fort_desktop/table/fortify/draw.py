"""Drawing the Fortify play areas, Bases, placed dice and the supply (no input handling here).

Reads a state (a :class:`~fort_desktop.rules.fortify.state.FortifyState` or a view of one) and
draws it with :class:`~fort_desktop.table.fortify.layout.Layout` rects. Seat 1's area is drawn
turned 180 degrees (fortify.md 1). Rooms (enclosures) are lit: Clear rooms gold with the icons of
the Kids that fit, Filled rooms faint; weak spots carry a red crack (fortify.md 4-5); Kids that are
not fully enclosed are greyed (they do not work this round). Units: logical pixels, cells.
"""
from __future__ import annotations

from typing import Any, Iterable, Optional, Sequence

import pygame

from ..kit.dice_look import MARGIN
from .layout import SCREEN_H, SUPPLY_LABELS, Layout
from .pieces import Pieces
from ..widgets import CREAM, FELT, FELT_DARK, FELT_LIGHT, GOLD, WOOD, WOOD_DARK, WOOD_LIGHT, draw_text, text_size
from ..kit.palette import draw_lit_outline

AREA_FELT = (44, 114, 84)
GRID_LINE = (255, 255, 255, 16)
STONE = (150, 146, 138)
STONE_DARK = (96, 92, 86)
ROOM_CLEAR = (255, 214, 90, 90)
ROOM_EDGE = (240, 180, 40)
ROOM_FILLED = (150, 190, 255, 34)
CRACK = (214, 40, 30)
LEGAL = (90, 230, 120)
ILLEGAL = (235, 70, 60)


#: A die lying on a target in the play area in focus (px): its face reads from a metre away.
PLACED_DIE_PX = 30


def placed_die_px(cell_px: int) -> int:
    """The size (px) of a die lying on a target in an area drawn at ``cell_px`` px a cell: a little
    more than a cell, :data:`PLACED_DIE_PX` at most (the inset's dice stay small, never hiding it)."""
    return max(12, min(PLACED_DIE_PX, round(cell_px * 1.15)))


def placed_dice_spots(rect: pygame.Rect, points: list[Optional[tuple[float, float]]], px: int,
                      avoid: Sequence[pygame.Rect] = ()) -> list[tuple[int, int]]:
    """Top-left corners (px) of dice of ``px`` px lying on the target ``rect``, one per entry of
    ``points`` (where each was let go, or None: the computer's, or one let go elsewhere).

    One die lies where it was dropped (kept inside the target); several lie side by side, in rows
    as wide as the target allows, centred where they were dropped on average - never piled up.
    ``avoid``: what must stay readable on the target (the Kids lying on a card's floor: new users
    saw a balloon drawn over the Kid): the dice move, within the target, to the spot nearest the
    drop that covers the least of them.
    """
    n = len(points)
    if n == 0:
        return []
    known = [p for p in points if p is not None]
    cx, cy = (sum(p[0] for p in known) / len(known), sum(p[1] for p in known) / len(known)) if known \
        else rect.center
    step = px + 2
    per_row = max(1, min(n, (rect.w + 2) // step))
    rows = -(-n // per_row)
    block = pygame.Rect(0, 0, per_row * step - 2, rows * step - 2)
    block.center = (round(cx), round(cy))
    block.clamp_ip(rect) if block.w <= rect.w and block.h <= rect.h else setattr(block, "center", rect.center)
    if avoid and block.w <= rect.w and block.h <= rect.h and any(block.colliderect(a) for a in avoid):
        block = _clear_spot(block, rect, avoid)
    spots = []
    for i in range(n):
        row, col = divmod(i, per_row)
        in_row = min(per_row, n - row * per_row)
        x0 = block.x + (per_row - in_row) * step // 2         # a short last row is centred
        spots.append((x0 + col * step, block.y + row * step))
    return spots


def _clear_spot(block: pygame.Rect, rect: pygame.Rect, avoid: Sequence[pygame.Rect]) -> pygame.Rect:
    """``block`` moved within ``rect`` to cover the least of ``avoid`` (then: nearest its spot)."""
    step = max(2, min(block.w, block.h) // 4)
    best: Optional[tuple[int, int, pygame.Rect]] = None
    for y in range(rect.top, rect.bottom - block.h + 1, step):
        for x in range(rect.left, rect.right - block.w + 1, step):
            spot = pygame.Rect(x, y, block.w, block.h)
            covered = sum(spot.clip(a).w * spot.clip(a).h for a in avoid)
            far = (x - block.x) ** 2 + (y - block.y) ** 2
            if best is None or (covered, far) < best[:2]:
                best = (covered, far, spot)
    return best[2] if best is not None else block


class TableDrawer:
    """Draws the table's pieces; owns the cached backgrounds. ``art`` is the shared Art."""

    def __init__(self, layout: Layout, rules: Any, art: Any):
        self.layout, self.rules, self.art = layout, rules, art
        self.pieces = Pieces(art, rules)
        self._stones: dict[int, pygame.Surface] = {}
        self._backgrounds: dict[int, pygame.Surface] = {}
        self._rooms: dict[tuple, tuple[pygame.Surface, tuple[int, int]]] = {}
        self._washes: dict[tuple[Any, ...], pygame.Surface] = {}
        self._board_cells_seen: Optional[list[tuple[int, int]]] = None

    def forget(self) -> None:
        """Drop every picture made for the layout's sizes (a new canvas width)."""
        self._stones.clear()
        self._backgrounds.clear()
        self._rooms.clear()
        self._washes.clear()
        self._board_cells_seen = None

    # ------------------------------------------------------------------ background
    def background(self) -> pygame.Surface:
        """The full-screen static layer (built once): felt, both empty play areas with a faint cell
        grid, and the fence between them (the players' names go on it); one per focus."""
        focus = self.layout.focus
        if focus not in self._backgrounds:
            surf = pygame.Surface((self.layout.width, SCREEN_H))
            self._paint_background(surf)
            self._backgrounds[focus] = surf
        return self._backgrounds[focus]

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(self.background(), (0, 0))

    def _paint_background(self, surface: pygame.Surface) -> None:
        surface.fill(FELT_DARK)
        lay = self.layout
        for seat in (0, 1):
            surface.blit(self._area_background(seat), lay.area[seat])
            pygame.draw.rect(surface, FELT, lay.area[seat].inflate(4, 4), 2)
        fence = lay.fence
        pygame.draw.rect(surface, WOOD, fence)
        for x in range(0, fence.w, 46):
            pygame.draw.line(surface, WOOD_DARK, (x, fence.y + 2), (x, fence.bottom - 3), 2)
        pygame.draw.line(surface, WOOD_LIGHT, (0, fence.y + 3), (fence.w, fence.y + 3), 2)
        pygame.draw.line(surface, WOOD_DARK, (0, fence.bottom - 2), (fence.w, fence.bottom - 2), 3)

    def _area_background(self, seat: int) -> pygame.Surface:
        """An empty play area: felt with a faint line around every cell (px of the area)."""
        lay, c = self.layout, self.layout.cells[seat]
        surf = pygame.Surface(lay.area[seat].size)
        surf.fill(AREA_FELT)
        lines = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        for x in range(0, surf.get_width() + 1, c):
            pygame.draw.line(lines, GRID_LINE, (x, 0), (x, surf.get_height()))
        for y in range(0, surf.get_height() + 1, c):
            pygame.draw.line(lines, GRID_LINE, (0, y), (surf.get_width(), y))
        surf.blit(lines, (0, 0))
        return surf

    def _stone_tile(self, c: int) -> pygame.Surface:
        if c not in self._stones:
            tile = pygame.Surface((c, c), pygame.SRCALPHA)
            tile.fill(STONE)
            pygame.draw.rect(tile, STONE_DARK, tile.get_rect(), 1)
            pygame.draw.line(tile, (176, 172, 164), (2, 2), (c - 4, 2))
            self._stones[c] = tile
        return self._stones[c]

    # ------------------------------------------------------------------ one play area
    def board_rect(self, seat: int) -> pygame.Rect:
        """The Base board ('b' cells: Captain, Target, Buckets) of ``seat`` on screen (px)."""
        cells = self._board_cells()
        xs, ys = [x for x, _ in cells], [y for _, y in cells]
        return self.layout.cell_rect(seat, min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)

    def base_area(self, seat: int) -> pygame.Rect:
        """The whole Base of ``seat`` on screen (px): its stone walls and its board (Captain,
        Target, Buckets), as drawn in the play area, large or small."""
        ox, oy = self.rules.data.base_origin
        rows = self.rules.data.base_rows
        return self.layout.cell_rect(seat, ox, oy, len(rows[0]), len(rows))

    def _board_cells(self) -> list[tuple[int, int]]:
        """The Base board's cells (the rules' data: worked out once)."""
        cells = self._board_cells_seen
        if cells is None:
            ox, oy = self.rules.data.base_origin
            cells = self._board_cells_seen = [
                (ox + x, oy + y) for y, row in enumerate(self.rules.data.base_rows)
                for x, ch in enumerate(row) if ch == "b"]
        return cells

    def target_rect(self, seat: int) -> pygame.Rect:
        """Where the Target sits on ``seat``'s Base board (Wild Balloons and Blocks land there)."""
        board = self.board_rect(seat)
        size = board.h - 6
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (board.x + board.w * 40 // 100, board.centery)
        return rect

    def bucket_rect(self, seat: int, index: int) -> pygame.Rect | None:
        """Where bucket ``index`` (0-based) of ``seat``'s Base board is drawn (px), or None."""
        if not 0 <= index < self.rules.data.buckets:
            return None
        board, target = self.board_rect(seat), self.target_rect(seat)
        size = board.h - 6
        bucket_px = min(size - 6, (board.right - target.right - 6) // 3)
        return pygame.Rect(target.right + 4 + index * (bucket_px + 1), board.centery - bucket_px // 2,
                           bucket_px, bucket_px)

    def card_rect(self, seat: int, placement: Any) -> pygame.Rect:
        face = self.rules.card_face(placement.card_id, placement.rot)
        return self.layout.cell_rect(seat, placement.x, placement.y, face.width, face.height)

    def kid_rect(self, seat: int, kid: Any) -> pygame.Rect:
        return self.layout.cell_rect(seat, *self.rules.kid_rect(kid))

    def draw_area(self, surface: pygame.Surface, state: Any, seat: int, *, rooms: bool = True) -> None:
        """Everything lying in ``seat``'s play area: rooms, Base, Fort Cards, weak spots, Kids.

        Reads only what every player may see, and nothing that moves with time: the table paints it
        once per state into a cached layer."""
        player = state.players[seat]
        grid = player.grid
        lay, c = self.layout, self.layout.cells[seat]
        self._draw_base(surface, state, seat)
        for placement in player.cards.values():
            rect = self.card_rect(seat, placement)
            turns = placement.rot + lay.screen_turns(seat)
            surface.blit(self.pieces.card(placement.card_id, turns, c), rect)
        if rooms:       # over the cards: a room's cells are often a card's floor
            self._draw_rooms(surface, grid, seat)
        weak = grid.weak_spots() if player.cards else set()
        for card_id in weak:
            if card_id in player.cards:
                self._draw_crack(surface, self.card_rect(seat, player.cards[card_id]), c)
        for kid in player.kids.values():
            rect = self.kid_rect(seat, kid)
            surface.blit(self.pieces.kid(kid.kid_id, rect.size, kid.face_up), rect)
            if kid.face_up and not state.moms_calling and not grid.is_fully_enclosed(kid.kid_id):
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((40, 40, 40, 120))
                surface.blit(shade, rect)
                size = max(10, min(18, c * 2 // 3))
                if text_size("out", size, True)[0] <= rect.w:   # a small fort (the inset): the shade alone
                    draw_text(surface, "out", rect.center, size=size, bold=True, color=CREAM, anchor="center")

    def _draw_rooms(self, surface, grid, seat) -> None:
        """Clear rooms gold with the icons of the Kids that fit; Filled rooms faint blue. Each room is
        one surface (its cells and outline), made once per room shape."""
        for room in grid.enclosures():
            image, at = self.room_image(seat, room.cells, room.clear)
            surface.blit(image, at)
            if room.clear and room.fits:
                self._draw_fit_icons(surface, seat, room, grid)

    def room_image(self, seat: int, cells: frozenset, clear: bool) -> tuple[pygame.Surface, tuple[int, int]]:
        """(surface, screen top-left) of a room's cells washed gold (Clear, outlined) or faint blue."""
        key = (seat, cells, clear, self.layout.cells[seat], tuple(self.layout.area[seat]))
        cached = self._rooms.get(key)
        if cached is not None:
            return cached
        lay = self.layout
        rects = [lay.cell_rect(seat, x, y) for x, y in cells]
        box = rects[0].unionall(rects[1:])
        image = pygame.Surface(box.size, pygame.SRCALPHA)
        colour = ROOM_CLEAR if clear else ROOM_FILLED
        for r in rects:
            image.fill(colour, r.move(-box.x, -box.y))
        if clear:
            self._outline(image, seat, cells, ROOM_EDGE, offset=(-box.x, -box.y))
        if len(self._rooms) > 400:
            self._rooms.clear()
        self._rooms[key] = (image, box.topleft)
        return image, box.topleft

    def _outline(self, surface: pygame.Surface, seat: int, cells: frozenset, colour,
                 offset: tuple[int, int] = (0, 0)) -> None:
        """A line along the outer edges of a set of cells (a room's border), 2 px inside them
        (``offset``: added to screen positions, for drawing on a room's own surface)."""
        lay = self.layout
        for x, y in cells:
            r = lay.cell_rect(seat, x, y).inflate(-2, -2).move(offset)
            for (dx, dy), (a, b) in (((0, -1), (r.topleft, r.topright)), ((0, 1), (r.bottomleft, r.bottomright)),
                                     ((-1, 0), (r.topleft, r.bottomleft)), ((1, 0), (r.topright, r.bottomright))):
                if (x + dx, y + dy) not in cells:
                    if seat == 1:      # the far area is drawn turned: its sides swap on screen
                        a, b = _swap_side(r, a, b)
                    pygame.draw.line(surface, colour, a, b, 2)

    def _draw_fit_icons(self, surface: pygame.Surface, seat: int, room: Any, grid: Any = None) -> None:
        """Icons of the Kids that fit a Clear room, in a row on the room's free cells (px), never over a
        Kid lying there: centred when that spot is free, else the first free spot big enough, else none."""
        lay, c = self.layout, self.layout.cells[seat]
        free = [cell for cell in room.free if grid is None or grid.kid_at(*cell) is None]
        if not free:
            return
        screen = [lay.cell_rect(seat, x, y) for x, y in free]
        box = screen[0].unionall(screen[1:]) if len(screen) > 1 else screen[0]
        n = len(room.fits)
        icon_px = max(min(10, c), min(max(26, c), box.w // n - 2, box.h - 2))
        row = pygame.Rect(0, 0, n * (icon_px + 2), icon_px)
        row.center = box.center
        ok = {r.topleft for r in screen}

        def clear(rect: pygame.Rect) -> bool:
            x0 = rect.x - (rect.x - box.x) % c
            y0 = rect.y - (rect.y - box.y) % c
            return all((x, y) in ok for x in range(x0, rect.right, c) for y in range(y0, rect.bottom, c))

        if not clear(row):
            icon_px = min(icon_px, max(min(10, c), c - 2))
            row.size = (n * (icon_px + 2), icon_px)
            spots = sorted(screen, key=lambda r: (r.y, r.x))
            for spot in spots:
                row.topleft = spot.topleft
                if clear(row):
                    break
            else:
                return
        for i, kind in enumerate(room.fits):
            icon = self.art.kid_icon(kind, icon_px)
            surface.blit(icon, (row.x + 1 + i * (icon_px + 2), row.centery - icon_px // 2))

    def draw_fresh_rooms(self, surface: pygame.Surface, seat: int, rooms: Iterable[frozenset],
                         now_seconds: float) -> None:
        """Rooms that just closed pulse gold for a moment (drawn every frame over the cached layer)."""
        alpha = int(70 * abs(((now_seconds * 3) % 2) - 1))
        for cells in rooms:
            self.light_cells(surface, seat, cells, (*ROOM_CLEAR[:3], alpha))

    def _draw_crack(self, surface: pygame.Surface, rect: pygame.Rect, c: int) -> None:
        """A weak spot (its loss cuts cards off the Base): a red crack badge on the card's corner
        (``c``: px per cell of its area)."""
        x, y = rect.right - c - 2, rect.y + 2
        points = [(x + 2, y), (x + c // 2, y + c // 3), (x + c // 4, y + c // 2), (x + c - 2, y + c)]
        pygame.draw.lines(surface, (255, 240, 230), False, points, max(3, c // 5))
        pygame.draw.lines(surface, CRACK, False, points, max(2, c // 8))

    def _draw_base(self, surface: pygame.Surface, state: Any, seat: int) -> None:
        lay = self.layout
        ox, oy = self.rules.data.base_origin
        stone = self._stone_tile(lay.cells[seat])
        for y, row in enumerate(self.rules.data.base_rows):
            for x, ch in enumerate(row):
                if ch == "X":
                    surface.blit(stone, lay.cell_rect(seat, ox + x, oy + y))
        board = self.board_rect(seat)
        pygame.draw.rect(surface, WOOD_LIGHT, board, border_radius=4)
        pygame.draw.rect(surface, WOOD_DARK, board, 1, border_radius=4)
        size = board.h - 6
        captain = self.art.base_piece("captain", size - 4)
        surface.blit(captain, captain.get_rect(midleft=(board.x + 3, board.centery)))
        target = self.target_rect(seat)
        surface.blit(self.art.base_piece("target", target.w), target)
        hits = state.players[seat].hits
        bucket_px = min(size - 6, (board.right - target.right - 6) // 3)
        for i in range(self.rules.data.buckets):
            pos = (target.right + 4 + i * (bucket_px + 1), board.centery - bucket_px // 2)
            surface.blit(self.art.base_piece("bucket", bucket_px), pos)
            if i < hits:
                token = self.art.base_piece("hit_token", bucket_px - 2)
                surface.blit(token, (pos[0] + 1, pos[1] + 1))

    # ------------------------------------------------------------------ dice on targets
    def target_screen_rect(self, state: Any, target: dict) -> pygame.Rect | None:
        """The rect (px) of a die target ``{"kind", "seat", "id"}`` in ``state``, or None if gone."""
        seat, kind = target.get("seat"), target.get("kind")
        if seat not in (0, 1):
            return None
        player = state.players[seat]
        if kind == "card" and target.get("id") in player.cards:
            return self.card_rect(seat, player.cards[target["id"]])
        if kind == "kid" and target.get("id") in player.kids:
            return self.kid_rect(seat, player.kids[target["id"]])
        if kind == "base":
            return self.target_rect(seat)
        return None

    def draw_placed_dice(self, surface: pygame.Surface, state: Any, dice: Iterable[Any],
                         dropped_at: Optional[dict] = None) -> None:
        """Dice let go on targets, readable (:data:`PLACED_DIE_PX`), where they were dropped
        (``dropped_at``: die id -> the point it was let go, px), several on one target side by side."""
        groups: dict[tuple, list] = {}
        for die in dice:
            key = (die.target.get("kind"), die.target.get("seat"), die.target.get("id"))
            groups.setdefault(key, []).append(die)
        for group in groups.values():
            rect = self.target_screen_rect(state, group[0].target)
            if rect is None:
                continue
            px = placed_die_px(self.layout.cells[group[0].target["seat"]])
            points = [(dropped_at or {}).get(d.die) for d in group]
            for die, (x, y) in zip(group, placed_dice_spots(rect, points, px, self._kids_on(state, group[0].target, rect))):
                surface.blit(self.pieces.placed_die(die.die, die.face, px), (x - MARGIN, y - MARGIN))

    def _kids_on(self, state: Any, target: dict, rect: pygame.Rect) -> list[pygame.Rect]:
        """The rects (px) of the Kids lying on a card target's ``rect`` (none for another target)."""
        seat = target.get("seat")
        if target.get("kind") != "card" or seat not in (0, 1):
            return []
        kids = (self.kid_rect(seat, kid) for kid in state.players[seat].kids.values())
        return [k for k in kids if k.colliderect(rect)]

    def light_targets(self, surface: pygame.Surface, state: Any, targets: Iterable[dict],
                      now_seconds: float = 0.0) -> None:
        """Light up legal targets of a held die: a pulsing green frame around each."""
        for key, picture, topleft in self.target_lights(state, targets, now_seconds):
            surface.blit(picture, topleft)

    def target_lights(self, state: Any, targets: Iterable[dict],
                      now_seconds: float = 0.0) -> list[tuple[tuple[str, int, int, int], pygame.Surface, tuple[int, int]]]:
        """The lights of :meth:`light_targets` as ``(key, picture, topleft px)`` (a
        :class:`~fort_desktop.table.kit.layers.LayerCache` overlay each: the key names the pixels):
        each target's green wash and pulsing frame in one picture, made once per size and pulse."""
        pulse = 2 + int(2 * abs(((now_seconds * 2.5) % 2) - 1))
        lights = []
        for target in targets:
            rect = self.target_screen_rect(state, target)
            if rect is not None:
                key = ("lit", rect.w, rect.h, pulse)
                picture = self._washes.get(key)
                if picture is None:
                    picture = pygame.Surface((rect.w + 6, rect.h + 6), pygame.SRCALPHA)
                    picture.fill((*LEGAL, 60), pygame.Rect(3, 3, rect.w, rect.h))
                    draw_lit_outline(picture, LEGAL, pygame.Rect(1, 1, rect.w + 4, rect.h + 4), pulse, border_radius=3)
                    self._washes[key] = picture
                lights.append((key, picture, (rect.x - 3, rect.y - 3)))
        return lights

    def light_cells(self, surface: pygame.Surface, seat: int, cells: Iterable[tuple[int, int]],
                    colour: tuple[int, int, int, int]) -> None:
        """Wash ``cells`` of ``seat``'s area with ``colour`` (one surface per set of cells and colour
        without its alpha: a pulse changes only the surface's alpha, never makes a new one)."""
        cells = frozenset(cells)
        if not cells:
            return
        key = ("light", seat, cells, colour[:3], self.layout.cells[seat], tuple(self.layout.area[seat]))
        cached = self._rooms.get(key)
        if cached is None:
            rects = [self.layout.cell_rect(seat, x, y) for x, y in cells]
            box = rects[0].unionall(rects[1:])
            image = pygame.Surface(box.size, pygame.SRCALPHA)
            for r in rects:
                image.fill((*colour[:3], 255), r.move(-box.x, -box.y))
            cached = self._rooms[key] = (image, box.topleft)
        image, at = cached
        image.set_alpha(colour[3] if len(colour) > 3 else 255)
        surface.blit(image, at)

    # ------------------------------------------------------------------ supply
    def supply_rects(self, state: Any) -> dict[str, pygame.Rect]:
        """The rect (px) of each pile's top piece by name (``deck``, ``builder``, ``thrower``,
        ``medic``, ``discard``); a Kid pile is missing while it is empty. Kid piles are drawn at
        ``layout.pile_cell_px`` per cell (bigger than on the table, so the top Kid reads well)."""
        lay = self.layout
        card_w, card_h = lay.supply_card_size
        tops: dict[str, pygame.Rect] = {}
        for name in lay.supply_slots:
            centre = lay.supply_centres[name]
            if name in ("deck", "discard"):
                rect = pygame.Rect(0, 0, card_w, card_h)
            else:
                if not state.kid_piles[name]:
                    continue
                w, h = self.rules.kid_size(name, 0)
                rect = pygame.Rect(0, 0, w * lay.pile_cell_px, h * lay.pile_cell_px)
            rect.center = centre
            tops[name] = rect
        return tops

    def draw_supply(self, surface: pygame.Surface, state: Any, hidden_kinds: Iterable[str] = ()) -> None:
        """Fort deck, the three face-up Kid piles and the discard pile, each with its name and count."""
        lay, c = self.layout, self.layout.supply_cell_px
        hidden = set(hidden_kinds)
        pygame.draw.rect(surface, FELT, lay.supply, border_radius=10)
        pygame.draw.rect(surface, FELT_LIGHT, lay.supply, 2, border_radius=10)
        tops = self.supply_rects(state)
        for name, slot in lay.supply_slots.items():
            label = SUPPLY_LABELS[name]
            if name == "deck":
                count = len(state.deck)
            elif name == "discard":
                count = len(state.discard)
            else:
                count = len(state.kid_piles[name])
            at_label, at_count, anchor = lay.supply_words[name]
            draw_text(surface, label, at_label, size=16, bold=True, color=CREAM, anchor=anchor)
            draw_text(surface, f"{count} left" if name not in ("discard",) else str(count),
                      at_count, size=14, color=GOLD, anchor=anchor)
            rect = tops.get(name)
            if name in ("deck", "discard"):
                if count == 0:
                    pygame.draw.rect(surface, FELT_LIGHT, rect, 2, border_radius=4)
                elif name == "deck":
                    for i in range(min(3, count) - 1, -1, -1):
                        surface.blit(self.pieces.card_back(rect.size), rect.move(2 * i, -2 * i))
                else:
                    top = state.discard[-1]
                    if top is None:
                        surface.blit(self.pieces.card_back(rect.size), rect)
                    else:
                        surface.blit(self.pieces.card(top, 0, c), rect)
                continue
            pile = state.kid_piles[name]
            if rect is None:
                w, h = self.rules.kid_size(name, 0)
                empty = pygame.Rect(0, 0, w * lay.pile_cell_px, h * lay.pile_cell_px)
                empty.center = lay.supply_centres[name]
                pygame.draw.rect(surface, FELT_LIGHT, empty, 2, border_radius=4)
                continue
            for i in range(min(3, len(pile)) - 1, 0, -1):
                back = self.art.card_back("kid", rect.size)
                surface.blit(back, rect.move(2 * i, -2 * i))
            if name not in hidden and pile[0] is not None:
                surface.blit(self.pieces.kid(pile[0], rect.size, True), rect)


def _swap_side(r: pygame.Rect, a: tuple[int, int], b: tuple[int, int]) -> tuple[tuple[int, int], tuple[int, int]]:
    """The opposite side of cell rect ``r`` (a turned area: the cell's top is drawn at its bottom)."""
    opposite = {r.topleft: r.bottomright, r.topright: r.bottomleft, r.bottomleft: r.topright,
                r.bottomright: r.topleft}
    return opposite[a], opposite[b]
