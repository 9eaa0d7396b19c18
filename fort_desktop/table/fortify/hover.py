"""What the Fortify table shows big when a card is hovered: the Kid on top of a pile, the revealed
hand card, a Fort Card or Kid in a play area, with what it is and does (the hover timing and
pinning are the kit's :class:`~fort_desktop.table.kit.hover.HoverEnlarger`). Sizes in logical
pixels (3 x the table's cell size).
"""
from __future__ import annotations

from typing import Any, Callable, Optional

import pygame

from ..kit.hover import HoverInfo
from .focus import Focus
from .held import Drawn, HandTurns
from .pieces import Pieces


class FortifyHover:
    """Says what is under a point of the Fortify table. ``rules``: Fortify's rules; ``pieces``: the
    piece pictures; ``focus``: the play area drawn large (its layout); ``drawn``: where the last
    frame drew hand cards and piles; ``hands``: how the hand cards are turned; ``view()``: what the
    viewer may see; ``name(seat)``: how the table calls a seat."""

    def __init__(self, *, rules: Any, pieces: Pieces, focus: Focus, drawn: Drawn, hands: HandTurns,
                 view: Callable[[], Any], name: Callable[[int], str]):
        self.rules = rules
        self.pieces = pieces
        self.focus = focus
        self.drawn = drawn
        self.hands = hands
        self.view = view
        self.name = name

    def info_at(self, pos: tuple[int, int]) -> Optional[HoverInfo]:
        """The :data:`HoverInfo` of the card under ``pos`` as the viewer sees it, or None."""
        return self._hover_info(pos, self.view())

    def _hover_info(self, pos: tuple[int, int], view: Any) -> Optional[tuple[Any, pygame.Surface, list[str]]]:
        """(key, big image, lines) for the card under ``pos`` as ``view`` shows it, or None (also
        under the round's results panel, which lies over the cards there)."""
        if self.drawn.results is not None and self.drawn.results.collidepoint(pos):
            return None
        c3 = self.focus.layout.hover_cell_px
        state = view
        for kind, rect in self.drawn.piles.items():
            if rect.collidepoint(pos) and kind in ("builder", "thrower", "medic") and view.kid_piles[kind]:
                kid = view.kid_piles[kind][0]
                spec = self.rules.kid_spec(kid)
                w, h = self.rules.kid_size(kind, 0)
                lines = [f"{spec.colour.title()} {kind.title()} ({len(view.kid_piles[kind])} in the pile)",
                         self.rules.data.kid_abilities[kind]]
                return (("pile", kind, kid), self.pieces.kid_face(kind, spec.colour, (w * c3 // 1, h * c3)), lines)
        for seat in (0, 1):
            rect = self.drawn.hands.get(seat)
            top = view.players[seat].hand[0] if view.players[seat].hand else None
            if rect is not None and top is not None and rect.collidepoint(pos):
                return (("hand", seat, top), self.pieces.card(top, self.hands.rot[seat], c3),
                        self._card_lines(top, None))
            cell = self.focus.layout.cell_at(seat, *pos)
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
                    if not (state.moms_calling or grid.is_fully_enclosed(kid)):
                        lines.append("Its room is open: place Fort Cards around it (never over it) to "
                                     "close it again, and it works again")
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
