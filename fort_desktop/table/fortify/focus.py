"""Which play area the Fortify table draws large (issue 7: the area acted on is drawn large, the other
as an inset): the focus seat, one :class:`~.layout.Layout` per focus, and a person's own pick (a click
on the inset), which lasts until the moment it was made for changes.

The scene decides the focus each frame (what is acted on); this holder keeps it and tells its
listeners when it changes (e.g. dice let go keep their spots, cached pictures are painted again).
"""
from __future__ import annotations

from typing import Callable, Optional

from .layout import Layout


class Focus:
    """The seat drawn large (0 or 1) and its layout. ``layouts``: one per seat in focus;
    ``on_change(old_seat, new_seat)``: called after every change; ``holding()``: True while a
    person holds something (no change then)."""

    def __init__(self, layouts: dict[int, Layout], on_change: Callable[[int, int], None],
                 holding: Callable[[], bool] = lambda: False):
        self.layouts = layouts
        self.on_change = on_change
        #: a person holds something (a die, a card, a Kid, dice to fling): the board never
        #: switches under it; the automatic focus catches up after the drop
        self.holding = holding
        self.seat = 0
        #: a person's own choice: (seat, the moment it was made for), or None
        self.pick: Optional[tuple[int, tuple]] = None

    @property
    def layout(self) -> Layout:
        """The layout of the current focus (every rect on the table, px)."""
        return self.layouts[self.seat]

    def picked_for(self, moment: tuple) -> Optional[int]:
        """The seat a person picked for ``moment``, or None (an older pick is forgotten)."""
        if self.pick is not None and self.pick[1] == moment:
            return self.pick[0]
        self.pick = None
        return None

    def set(self, seat: int, moment: Optional[tuple] = None) -> None:
        """Draw ``seat``'s play area large (``moment``: a person asked for it then, and it lasts
        until the moment changes; None: an earlier pick is forgotten)."""
        if seat != self.seat and self.holding():
            return
        self.pick = (seat, moment) if moment is not None else None
        if seat == self.seat:
            return
        old, self.seat = self.seat, seat
        self.on_change(old, seat)
