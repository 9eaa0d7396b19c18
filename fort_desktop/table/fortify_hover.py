"""Hover a card for 0.4 s to see it big, with what it is and does; middle click pins it
(TABLE.md "Window and input"). A mixin of
:class:`~fort_desktop.table.scenes.fortify_table.FortifyTable`. Sizes in logical pixels (3 x the
table's cell size), times in seconds of scene time.
"""
from __future__ import annotations

from typing import Any, Optional

import pygame

from .fortify_hud import draw_enlarged


class TableHover:
    """The hover enlargement of the Fortify table."""

    def _hover_info(self, pos: tuple[int, int], view: Any) -> Optional[tuple[Any, pygame.Surface, list[str]]]:
        """(key, big image, lines) for the card under ``pos`` as ``view`` shows it, or None."""
        c3 = self.layout.cell_px * 3
        state = self.state
        for kind, rect in self.pile_rects.items():
            if rect.collidepoint(pos) and kind in ("builder", "thrower", "medic") and view.kid_piles[kind]:
                kid = view.kid_piles[kind][0]
                spec = self.rules.kid_spec(kid)
                w, h = self.rules.kid_size(kind, 0)
                lines = [f"{spec.colour.title()} {kind.title()} ({len(view.kid_piles[kind])} in the pile)",
                         self.rules.data.kid_abilities[kind]]
                return (("pile", kind, kid), self.pieces.kid_face(kind, spec.colour, (w * c3 // 1, h * c3)), lines)
        for seat in (0, 1):
            rect = self.hand_rects.get(seat)
            top = view.players[seat].hand[0] if view.players[seat].hand else None
            if rect is not None and top is not None and rect.collidepoint(pos):
                return (("hand", seat, top), self.pieces.card(top, self.hand_rot[seat], c3),
                        self._card_lines(top, None))
            cell = self.layout.cell_at(seat, *pos)
            if cell is None:
                continue
            grid = state.players[seat].grid
            kid = grid.kid_at(*cell)
            if kid is not None:
                placement = state.players[seat].kids[kid]
                spec = self.rules.kid_spec(kid)
                w, h = self.rules.kid_size(spec.kind, 0)
                if placement.face_up:
                    image = self.pieces.kid_face(spec.kind, spec.colour, (w * c3, h * c3))
                    works = "works" if (state.moms_calling or grid.is_fully_enclosed(kid)) else \
                        "does NOT work: not fully enclosed"
                    lines = [f"{self.name(seat)}'s {spec.colour} {spec.kind.title()} ({works})",
                             self.rules.data.kid_abilities[spec.kind]]
                else:
                    image = self.pieces.kid(kid, (w * c3, h * c3), False)
                    lines = [f"{self.name(seat)}'s face-down Kid (HIT)", "A Medic can flip it face up again"]
                return (("kid", seat, kid, placement.face_up), image, lines)
            card = grid.card_at(*cell)
            if card is not None:
                placement = state.players[seat].cards[card]
                return (("card", seat, card), self.pieces.card(card, placement.rot, c3),
                        self._card_lines(card, (seat, grid)))
        return None

    def _card_lines(self, card: int, where: Optional[tuple]) -> list[str]:
        spec = self.rules.card_spec(card)
        lines = [f"{spec.colour.title()} {spec.shape.replace('_', ' ')}" + (" (with lawn junk)" if spec.has_junk else "")]
        if where is not None:
            seat, grid = where
            chain = grid.chain_of(card)
            if len(chain) > 1:
                lines.append(f"In a {spec.colour} colour chain of {len(chain)} cards: one hit takes all")
            if card in grid.weak_spots():
                lines.append("Weak spot: if it is hit, cards behind it are cut off")
        else:
            lines.append("Drag it onto your side; R, right click or the wheel turns it")
        return lines

    def _draw_enlarged(self, surface: pygame.Surface, view: Any) -> None:
        if self.drag.active:
            self.hover_key = None
            return
        if self.pinned is not None:
            key, at = self.pinned
            info = self._hover_info(at, view)
            if info is None or info[0] != key:
                self.pinned = None
            else:
                draw_enlarged(surface, info[1], info[2], at, True)
                return
        info = self._hover_info(self.pointer, view)
        key = info[0] if info else None
        if key != self.hover_key:
            self.hover_key, self.hover_since = key, self.now
            return
        if info is not None and self.now - self.hover_since >= self.hover_seconds:
            draw_enlarged(surface, info[1], info[2], self.pointer, False)

    def _pin(self) -> None:
        if self.pinned is not None:
            self.pinned = None
            return
        info = self._hover_info(self.pointer, self.view())
        if info is not None:
            self.pinned = (info[0], self.pointer)
