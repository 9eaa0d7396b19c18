"""The fort's shape: slots around the keep, ring neighbours, lines and Army steps (forfort.md 2).

All answers come from ``data/forfort/geometry.yaml``; nothing here knows compass names.
"""
from __future__ import annotations

from .data import ForfortData


class Geometry:
    """Questions about one fort's 8 slots (the same for every fort; owner-relative, C4).

    Slots are ids such as ``"NW"``; directions are ids such as ``"E"`` (one grid step).
    """

    def __init__(self, data: ForfortData):
        self.slots = tuple(data.ring)
        self._spec = data.slots
        self._dirs = data.directions
        self._slot_words = data.slot_words
        self._dir_words = data.direction_words
        self._seen = data.seen_turns
        self._keep = data.keep
        self._at = {(s.x, s.y): sid for sid, s in data.slots.items()}
        ring = data.ring
        self._neighbours = {sid: (ring[i - 1], ring[(i + 1) % len(ring)]) for i, sid in enumerate(ring)}
        self._army_dirs = {sid: tuple(d for d in self._dirs if self.step(sid, d) is not None) for sid in ring}

    def kind(self, slot: str) -> str:
        """``"corner"`` or ``"straight"``: the shape of Wall the slot takes."""
        return self._spec[slot].kind

    def line(self, slot: str) -> int:
        """1 (front row, the Ram's), 2 or 3 (the Trebuchet's), counted from the fort's front (C4)."""
        return self._spec[slot].line

    def number(self, slot: str) -> int:
        """The slot's number, 1 to 8 clockwise from the front-left corner (ring order): drawn on
        the slot in every fort and the same for every viewer, however the table turns the fort."""
        return self.slots.index(slot) + 1

    def words(self, slot: str) -> str:
        """The slot in English words by its number, e.g. ``"slot 3"`` (geometry.yaml
        ``slot_words``): the label drawn on it, the same whoever reads it and however the table
        turns its fort for them (at 4 seats each person sees the table from their own seat)."""
        return self._slot_words.format(number=self.number(slot))

    def place_words(self, slot: str, turns: int = 0) -> str:
        """Where the slot shows on screen when its fort is drawn turned ``turns`` quarter turns
        clockwise, e.g. ``"top-left corner"`` (0: upright, the owner's own view)."""
        dx, dy = _turned(self._spec[slot].x - self._keep[0], self._spec[slot].y - self._keep[1], turns)
        return self._spec[self._at[(self._keep[0] + dx, self._keep[1] + dy)]].en

    def direction_words(self, slot: str, direction: str) -> str:
        """An Army's ``direction`` from ``slot`` in words that stay the same for every viewer: the
        slot it steps onto first (``"toward slot 4"``), or ``"out of the fort"``."""
        ahead = self.step(slot, direction)
        return f"toward {self.words(ahead)}" if ahead is not None else "out of the fort"

    def screen_direction_words(self, direction: str, turns: int = 0) -> str:
        """An Army's ``direction`` as drawn on a fort turned ``turns`` (e.g. ``"right"``): words for
        the one person looking at the screen now (a choice beside the slot), never the log's."""
        step = _turned(*self._dirs[direction], turns)
        return self._dir_words[next(d for d, v in self._dirs.items() if v == step)]

    def seen_turns(self, fort: int, viewer: int | None, seats: int) -> int:
        """Quarter turns (clockwise on screen) of ``fort``'s drawing for ``viewer`` at ``seats``
        players: the viewer's own fort is upright at the bottom (None: seat 0's view)."""
        return self._seen[seats][(fort - (viewer or 0)) % seats]

    def neighbours(self, slot: str) -> tuple[str, str]:
        """The two slots side by side with ``slot`` on the ring (combos, C13; never a diagonal)."""
        return self._neighbours[slot]

    def step(self, slot: str, direction: str) -> str | None:
        """The slot one Army step from ``slot`` toward ``direction``; None when the step leaves the
        fort (off the grid, or into the keep, which no edge direction ever reaches)."""
        spec = self._spec[slot]
        dx, dy = self._dirs[direction]
        return self._at.get((spec.x + dx, spec.y + dy))

    def army_directions(self, slot: str) -> tuple[str, ...]:
        """Directions an Army placed on ``slot`` may point (C7: its first step lands on a slot, so
        it runs along the fort's edge, never into the keep or straight out)."""
        return self._army_dirs[slot]

    def along_edge(self, slot: str, direction: str) -> bool:
        """True when an Army on ``slot`` pointing ``direction`` runs along the edge: a slot lies
        ahead of it or behind it (it may be about to leave the fort)."""
        if direction not in self._dirs:
            return False
        dx, dy = self._dirs[direction]
        back = next((d for d, v in self._dirs.items() if v == (-dx, -dy)), None)
        return self.step(slot, direction) is not None or (back is not None and self.step(slot, back) is not None)

    def path(self, slot: str, direction: str) -> list[str]:
        """The slots an Army on ``slot`` pointing ``direction`` will enter, in order, until it exits."""
        out, here = [], self.step(slot, direction)
        while here is not None:
            out.append(here)
            here = self.step(here, direction)
        return out


def _turned(dx: int, dy: int, turns: int) -> tuple[int, int]:
    """A step (x right, y down) turned ``turns`` quarter turns clockwise on screen."""
    for _ in range(turns % 4):
        dx, dy = -dy, dx
    return dx, dy
