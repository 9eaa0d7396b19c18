"""Help a physical table cannot give (issue 7, "Rooms a newcomer can close"): while a Fort Card is
held, which rooms it would close there and which Kids would then fit; and, for a beginner, the spot
for the revealed card that closes the most room (fortify.md 4: a room is open cells walled off
from outside; rulebook "Recruit Kids": a Clear room takes a Kid that fits).

Pure questions to the rules' box grid (no drawing): each answer is asked once per game state and
spot, never per frame. Cells are the grid's (x, y).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional


@dataclass(frozen=True)
class NewRooms:
    """The rooms a placement would close: their cells, and the Kid kinds that would fit in them."""

    cells: frozenset[tuple[int, int]]
    fits: tuple[str, ...]

    @property
    def closes(self) -> bool:
        return bool(self.cells)


NOTHING = NewRooms(frozenset(), ())


def rooms_closed_by(rules: Any, state: Any, seat: int, x: int, y: int, rot: int) -> NewRooms:
    """The rooms ``seat``'s revealed card would close at (x, y) turned ``rot`` (cells of rooms that
    are new or grew, Kids that would fit them). :data:`NOTHING` when it would close none or the
    spot is not legal."""
    player = state.players[seat]
    if not player.hand or rules.placement_problem(state, seat, x, y, rot) is not None:
        return NOTHING
    return _closed(rules, player, _rooms_now(player.grid), x, y, rot)


def _rooms_now(grid: Any) -> set[frozenset]:
    return {room.cells for room in grid.enclosures()}


def _closed(rules: Any, player: Any, before: set[frozenset], x: int, y: int, rot: int) -> NewRooms:
    """The rooms the revealed card closes at a legal spot, given the fort's rooms ``before``."""
    card = player.hand[0]
    after = player.grid.copy()
    after.place_card(card, rules.card_spec(card).colour, rules.card_face(card, rot), x, y)
    new = [room for room in after.enclosures() if room.cells not in before]
    if not new:
        return NOTHING
    cells = frozenset().union(*(room.cells for room in new))
    fits = tuple(sorted({kind for room in new for kind in room.fits}))
    return NewRooms(cells, fits)


def best_spot(rules: Any, state: Any, seat: int, limit: int = 400,
              legal: Optional[list[dict]] = None) -> Optional[tuple[int, int, int, NewRooms]]:
    """The legal spot ``(x, y, rot, rooms)`` for ``seat``'s revealed card that closes the most room
    a Kid fits in (ties: the first in the rules' order), or None when no spot closes such a room.
    Looks at most ``limit`` legal spots. ``legal``: ``seat``'s legal actions in ``state`` when the
    caller has them already (the table asks them once per state); the fort's rooms are found once,
    and each spot, legal already, is not checked again."""
    player = state.players[seat]
    if not player.hand:
        return None
    if legal is None:
        legal = rules.legal_actions(state, seat)
    places = [a for a in legal if a.get("type") == "place"][:limit]
    if not places:
        return None
    before = _rooms_now(player.grid)
    best, best_score = None, 0
    for action in places:
        rooms = _closed(rules, player, before, action["x"], action["y"], action["rot"])
        score = len(rooms.cells) if rooms.fits else 0
        if score > best_score:
            best, best_score = (action["x"], action["y"], action["rot"], rooms), score
    return best


class RoomsHelp:
    """The table's rooms help, each answer asked once per game state and spot: which rooms the held
    card would close (:meth:`rooms_at`) and, while the beginner hints are on (``on``; H turns them
    on or off), the spot that closes the most room (:meth:`best_for`). ``rules``: Fortify's rules;
    ``version`` in the calls: the table's count of game states (the cache key)."""

    def __init__(self, rules: Any, on: bool = True):
        self.rules = rules
        self.on = bool(on)
        self._rooms_key: Any = None
        self._rooms: NewRooms = NOTHING
        self._best_key: Any = None
        self._best: Optional[tuple[int, int, int, NewRooms]] = None

    def toggle(self) -> bool:
        """Hints on or off; returns whether they are on now."""
        self.on = not self.on
        return self.on

    def rooms_at(self, state: Any, version: int, seat: int, x: int, y: int, rot: int) -> NewRooms:
        """:func:`rooms_closed_by` for ``seat``'s revealed card at (x, y) turned ``rot``."""
        key = (version, seat, x, y, rot)
        if self._rooms_key != key:
            self._rooms_key = key
            self._rooms = rooms_closed_by(self.rules, state, seat, x, y, rot)
        return self._rooms

    def best_for(self, state: Any, version: int, seat: int,
                 legal: Optional[Callable[[], list[dict]]] = None) -> Optional[tuple[int, int, int, NewRooms]]:
        """:func:`best_spot` for ``seat`` while the hints are on (None when they are off or no spot
        closes a room a Kid fits). ``legal``: gives ``seat``'s legal actions in ``state`` when the
        table has them already (asked once per state)."""
        if not self.on:
            return None
        key = (version, seat)
        if self._best_key != key:
            self._best_key = key
            self._best = best_spot(self.rules, state, seat, legal=legal() if legal is not None else None)
        return self._best
