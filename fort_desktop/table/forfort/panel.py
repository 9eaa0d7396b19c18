"""The list of moves (issue 9 new-user finding 1): every legal action of the person at the mouse in
players' words, one clickable row each, so nobody is ever stuck because a drag is hard.

While a card may be played, the list shows one row per hand card ("Corner Wall (Ram): 6 moves"),
and clicking it lists that card's moves; a card with one move is that move's row at once. Other
steps (a starting Camp, a combo, the drawbridge, the card from the keep) list their moves directly.
Long lists are paged. Rows are laid out in logical pixels inside ``rect``; a row is
``(rect, words, action)`` where ``action`` is a legal action dict or a navigation marker
(``{"type": "_card", "card": ...}``, ``{"type": "_back"}``, ``{"type": "_more"}``).
"""
from __future__ import annotations

from typing import Any, Optional

import pygame

from ...rules.forfort.describe import name_of, target_words
from ..kit.layers import blit_text
from ..widgets import CREAM, GOLD, INK, INK_SOFT, PAPER, WOOD_DARK, draw_panel, wrap_text

ROW_H = 40                 # one row (px): up to two lines of words
ROW_GAP = 4
TITLE_H = 26
TEXT_SIZE = 14

Row = tuple[pygame.Rect, str, dict]


def move_words(rules: Any, state: Any, action: dict, viewer: Optional[int], names: Optional[list[str]] = None) -> str:
    """One legal ``action`` as a short order in players' words, slots named as the viewer's
    table draws them and players by ``names`` (e.g. "Ram: destroy Ben's top side")."""
    ctx = rules.ctx
    kind, seat = action["type"], action["seat"]
    turns = ctx.geo.seen_turns(seat, viewer, state.seats)

    def mine(slot: str) -> str:
        return ctx.geo.words(slot, turns)

    if kind == "start_camp":
        return f"Starting Camp on your {mine(action['slot'])}"
    if kind == "build":
        return f"Build it on your {mine(action['slot'])}"
    if kind in ("effect", "combo"):
        name = ctx.data.symbols[action["symbol"]].en
        name = name if kind == "effect" else f"Double {name}"
        return f"{name}: {target_words(ctx, state, action['symbol'], action['target'], viewer, names)}"
    if kind == "camp":
        fort = action["fort"]
        whose = "your" if fort == viewer else f"{name_of(fort, names)}'s"
        where = ctx.geo.words(action["slot"], ctx.geo.seen_turns(fort, viewer, state.seats))
        return f"Discard it for a Camp on {whose} {where}"
    if kind == "pass":
        return "Pass, discarding it" if "card" in action else "Pass (no card to play)"
    if kind == "decline_combo":
        return f"Skip the Double {ctx.data.symbols[action['symbol']].en}"
    if kind == "place_revealed":
        return f"Build the keep's top card on your {mine(action['slot'])}"
    if kind == "drawbridge":
        return f"Lower the drawbridge on your {mine(action['slot'])}: second turn"
    if kind == "end_turn":
        return "End the turn (no drawbridge)"
    return rules.describe(state, action, viewer)


class MoveList:
    """The list of moves in ``rect`` (px). ``focus`` is the hand card whose moves are listed
    (None: the first level); ``page`` counts from 0."""

    def __init__(self, rect: pygame.Rect):
        self.rect = rect
        self.focus: Optional[str] = None
        self.page = 0
        self.rows: list[Row] = []
        #: when set, only these actions are listed (the ways to play a card on one place)
        self.only: Optional[list[dict]] = None
        self.names: Optional[list[str]] = None

    def reset(self) -> None:
        """Back to the first level and page (after a move, a hand-off or Escape)."""
        self.focus, self.page, self.only = None, 0, None

    def build(self, rules: Any, state: Any, legal: list[dict], viewer: Optional[int]) -> list[Row]:
        """The rows for ``legal`` (the mouse seat's legal actions) now; also kept in ``rows``."""
        entries = self._entries(rules, state, legal, viewer)
        top = self.rect.y + TITLE_H + 6
        room = max(1, (self.rect.bottom - top - 4) // (ROW_H + ROW_GAP))
        per_page = room if len(entries) <= room else room - 1
        pages = max(1, -(-len(entries) // per_page))
        self.page %= pages
        shown = entries[self.page * per_page:(self.page + 1) * per_page]
        if pages > 1:
            shown.append((f"More moves... (page {self.page + 1} of {pages})", {"type": "_more"}))
        self.rows = [(pygame.Rect(self.rect.x + 6, top + i * (ROW_H + ROW_GAP), self.rect.w - 12, ROW_H), words, action)
                     for i, (words, action) in enumerate(shown)]
        return self.rows

    def _entries(self, rules: Any, state: Any, legal: list[dict], viewer: Optional[int]) -> list[tuple[str, dict]]:
        cards: dict[str, list[dict]] = {}
        for action in legal:
            if "card" in action and action["type"] != "pass":
                cards.setdefault(action["card"], []).append(action)
        if self.only is not None:
            shown = [a for a in self.only if a in legal]
            if shown:
                return [("< Back to all cards", {"type": "_back"})] + \
                    [(move_words(rules, state, a, viewer, self.names), a) for a in shown]
            self.only = None
        if self.focus is not None and self.focus not in cards:
            self.focus = None
        if self.focus is not None:
            mine = cards[self.focus]
            return [("< Back to all cards", {"type": "_back"})] + \
                [(move_words(rules, state, a, viewer, self.names), a) for a in mine]
        out: list[tuple[str, dict]] = []
        seen: set[str] = set()
        for action in legal:
            card = action.get("card")
            if card in cards:
                if card in seen:
                    continue
                seen.add(card)
                ways = cards[card]
                name = rules.card_words(card)
                if len(ways) == 1:
                    out.append((f"{name}: {move_words(rules, state, ways[0], viewer, self.names)}", ways[0]))
                else:
                    out.append((f"{name}: {len(ways)} moves >", {"type": "_card", "card": card}))
            elif action["type"] == "pass" and card is not None:
                out.append((f"{rules.card_words(card)}: {move_words(rules, state, action, viewer, self.names)}", action))
            else:
                out.append((move_words(rules, state, action, viewer, self.names), action))
        return out

    def row_at(self, pos: tuple[int, int]) -> Optional[Row]:
        """The row under ``pos`` (px), or None."""
        return next((row for row in self.rows if row[0].collidepoint(pos)), None)

    def click(self, pos: tuple[int, int]) -> Optional[dict]:
        """A click at ``pos``: opens a card's moves, goes back or turns the page (returns None), or
        returns the legal action of the row clicked. None also when no row is there."""
        row = self.row_at(pos)
        if row is None:
            return None
        action = row[2]
        if action["type"] == "_card":
            self.focus, self.page = action["card"], 0
        elif action["type"] == "_back":
            self.reset()
        elif action["type"] == "_more":
            self.page += 1
        else:
            return action
        return None

    def draw(self, surface: pygame.Surface, hovered: Optional[tuple[int, int]], title: str) -> None:
        """The panel, its title and its rows (the row under ``hovered`` lightened)."""
        draw_panel(surface, self.rect, PAPER, border=WOOD_DARK, radius=10, shadow=False)
        blit_text(surface, title, (self.rect.x + 10, self.rect.y + 6), size=15, bold=True, colour=INK,
                  max_width=self.rect.w - 20)
        for rect, words, action in self.rows:
            lit = hovered is not None and rect.collidepoint(hovered)
            fill = GOLD if lit else (CREAM if not action["type"].startswith("_") else (226, 212, 182))
            pygame.draw.rect(surface, fill, rect, border_radius=7)
            pygame.draw.rect(surface, WOOD_DARK, rect, 1, border_radius=7)
            size, lines = row_lines(words, rect.w - 14)
            step = size + (4 if len(lines) <= 2 else 1)
            y = rect.centery - step * len(lines) // 2
            for i, line in enumerate(lines):
                blit_text(surface, line, (rect.x + 7, y + step * i), size=size, colour=INK,
                          max_width=rect.w - 14)


def row_lines(words: str, width: int) -> tuple[int, list[str]]:
    """A row's words whole within ``width`` px and a row's height: two lines at the largest size
    from :data:`TEXT_SIZE` down to 11 px, else three small lines (only then the last is cut)."""
    for size, most in [(size, 2) for size in range(TEXT_SIZE, 10, -1)] + [(11, 3), (10, 3)]:
        lines = wrap_text(words, size, width)
        if len(lines) <= most:
            return size, lines
    lines = wrap_text(words, 10, width)
    return 10, lines[:2] + [" ".join(lines[2:])]
