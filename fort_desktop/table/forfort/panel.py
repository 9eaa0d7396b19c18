"""Forfort's entries in the kit's list of moves (issue 9 new-user finding 1; :mod:`..kit.move_list`).

While a card may be played, the list shows one row per hand card ("Corner Wall (Ram): 6 moves"),
and clicking it lists that card's moves; a card with one move is that move's row at once. Other
steps (a starting Camp, a combo, the drawbridge, the card from the keep) list their moves directly.
Besides the kit's ``"_more"`` row, two markers of its own: ``{"type": "_card", "card": ...}``
(open that card's moves) and ``{"type": "_back"}``.
"""
from __future__ import annotations

from typing import Any, Optional

import pygame

from ..kit.move_list import MORE, MoveList, Row
from .words import BACK, more_words, move_words

ROW_H = 40                 # one row (px): up to two lines of words
ROW_GAP = 4
TITLE_H = 26
TEXT_SIZE = 14



class MovesPanel:
    """The list of moves in ``rect`` (px). ``focus`` is the hand card whose moves are listed
    (None: the first level); ``only``, when set, the actions listed alone (the ways to play a card
    on one place); ``names``: the players' names the rows use."""

    def __init__(self, rect: pygame.Rect):
        self.list = MoveList(rect, row_h=ROW_H, gap_px=ROW_GAP, title_h=TITLE_H, text_size=TEXT_SIZE,
                             more_words=more_words, one_size=True)   # long moves on more lines, never smaller
        self.focus: Optional[str] = None
        self.only: Optional[list[dict]] = None
        self.names: Optional[list[str]] = None
        #: what :attr:`rows` were last built for (the table's key; None: build them again)
        self.key: Any = None

    @property
    def rect(self) -> pygame.Rect:
        return self.list.rect

    @property
    def rows(self) -> list[Row]:
        return self.list.rows

    @property
    def page(self) -> int:
        return self.list.page

    def forget(self) -> None:
        """Build the rows again on the next frame (the level or page changed)."""
        self.key = None

    def reset(self) -> None:
        """Back to the first level and page (after a move, a hand-off or Escape)."""
        self.focus, self.only = None, None
        self.list.page = 0

    def build(self, rules: Any, state: Any, legal: list[dict], viewer: Optional[int], title: str = "") -> list[Row]:
        """The rows for ``legal`` (the mouse seat's legal actions) now, under ``title`` (the
        panel's title, one line or two); also kept in ``rows``."""
        return self.list.lay_out(self._entries(rules, state, legal, viewer), title=title)

    def _entries(self, rules: Any, state: Any, legal: list[dict], viewer: Optional[int]) -> list[tuple[str, dict]]:
        cards: dict[str, list[dict]] = {}
        for action in legal:
            if "card" in action and action["type"] != "pass":
                cards.setdefault(action["card"], []).append(action)
        if self.only is not None:
            shown = [a for a in self.only if a in legal]
            if shown:
                return [(BACK, {"type": "_back"})] + [(move_words(rules, state, a, viewer, self.names), a) for a in shown]
            self.only = None
        if self.focus is not None and self.focus not in cards:
            self.focus = None
        if self.focus is not None:
            mine = cards[self.focus]
            return [(BACK, {"type": "_back"})] + [(move_words(rules, state, a, viewer, self.names), a) for a in mine]
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
        return self.list.row_at(pos)

    def click(self, pos: tuple[int, int]) -> Optional[dict]:
        """A click at ``pos``: opens a card's moves, goes back or turns the page (returns None), or
        returns the legal action of the row clicked. None also when no row is there."""
        row = self.row_at(pos)
        if row is None:
            return None
        action = row[2]
        if action["type"] == "_card":
            self.focus, self.list.page = action["card"], 0
        elif action["type"] == "_back":
            self.reset()
        elif action["type"] == MORE:
            self.list.turn_page()
        else:
            return action
        return None

    def draw(self, surface: pygame.Surface, hovered: Optional[tuple[int, int]], title: str) -> None:
        """The panel, its title and its rows (the row under ``hovered`` lightened)."""
        self.list.draw(surface, hovered, title)
