"""Card ids and what each card is (forfort.md 3.1).

Every card in a game has a unique string id: a keep Wall ``P1-W01`` (seat 0's copy of decks.yaml's
``W01``), a Camp ``P1-C1`` (``C1`` is the starting Camp), an Army ``P1-A1``. The ``P<n>`` prefix
is the owner's seat + 1, as the table shows seats.
"""
from __future__ import annotations

import functools

from .data import ForfortData, WallSpec


def wall_id(seat: int, deck_id: str) -> str:
    """``wall_id(0, "W01") == "P1-W01"``."""
    return f"P{seat + 1}-{deck_id}"


def camp_id(seat: int, number: int) -> str:
    """Camp ``number`` (1-based) of ``seat``: ``P1-C1``."""
    return f"P{seat + 1}-C{number}"


def army_id(seat: int, number: int) -> str:
    """Army ``number`` (1-based) of ``seat``: ``P1-A1``."""
    return f"P{seat + 1}-A{number}"


@functools.lru_cache(maxsize=1024)      # (card ids are few; asked for again and again)
def owner(card: str) -> int:
    """The seat (0-based) whose colour ``card`` is."""
    return int(card[1:card.index("-")]) - 1


@functools.lru_cache(maxsize=1024)
def kind(card: str) -> str:
    """``"wall"``, ``"camp"`` or ``"army"``."""
    return {"W": "wall", "C": "camp", "A": "army"}[card[card.index("-") + 1]]


@functools.lru_cache(maxsize=1024)
def is_wall(card: str) -> bool:
    """True for a keep card (a Wall)."""
    return card[card.index("-") + 1] == "W"


@functools.lru_cache(maxsize=1024)
def is_camp(card: str) -> bool:
    """True for a Camp card."""
    return card[card.index("-") + 1] == "C"


class Catalogue:
    """Looks up the printed Wall behind a card id (every deck's cards by their decks.yaml id)."""

    def __init__(self, data: ForfortData):
        self._walls: dict[str, WallSpec] = {}
        for cards in data.decks.values():
            for card in cards:
                self._walls.setdefault(card.id, card)

    def wall(self, card: str) -> WallSpec:
        """The Wall ``card`` (``P2-W05``) is; raises ``KeyError`` for a Camp, Army or unknown id."""
        return self._walls[card[card.index("-") + 1:]]

    def words(self, card: str) -> str:
        """The card in English words: ``"Protected Corner Wall (Ram)"``, ``"Camp"``, ``"Army"``."""
        k = kind(card)
        if k != "wall":
            return k.capitalize()
        w = self.wall(card)
        guard = "Protected " if w.protected else ""
        icons = " and ".join(s.replace("_", " ").title() for s in w.symbols)
        bridge = ", drawbridge" if w.drawbridge else ""
        return f"{guard}{w.shape.capitalize()} Wall ({icons}{bridge})"
