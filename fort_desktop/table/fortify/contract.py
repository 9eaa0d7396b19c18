"""What the parts of the Fortify table may read and call on the scene: the one declared contract
between :class:`~.scene.FortifyTable` and its painter, input handler, words, hover and reactions.

The parts hold a reference to the scene typed as :class:`TableParts`; anything not listed here is
the scene's own business. Positions are logical pixels, times seconds of scene time.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Protocol

import pygame

if TYPE_CHECKING:  # pragma: no cover - types only
    from ...rules.fortify.engine import FortifyRules
    from ...rules.fortify.state import FortifyState
    from ...session import GameSession
    from .art import Art
    from ..kit.anim import Animations
    from ..kit.dice_tray import DiceTray
    from ..kit.dragdrop import DragController
    from ..kit.hover import HoverEnlarger
    from ..kit.layers import LayerCache
    from ..widgets import Button
    from .draw import TableDrawer
    from .flow import RaceFlow
    from .input import FortifyInput
    from .layout import Layout
    from .pieces import Pieces
    from .words import FortifyWords


class TableParts(Protocol):
    """The Fortify scene as its parts see it."""

    # the game
    app: Any
    session: "GameSession"
    rules: "FortifyRules"
    flow: "RaceFlow"
    fast: bool                 # headless autoplay: no animation, no sound
    speed: float               # animation speed (1 = normal)
    now: float                 # scene seconds
    version: int               # counts game states (the key of cached drawings)
    # what is on the table
    art: "Art"
    layout: "Layout"
    drawer: "TableDrawer"
    pieces: "Pieces"
    layers: "LayerCache"
    anims: "Animations"
    trays: dict[int, "DiceTray"]
    drag: "DragController"
    hover: "HoverEnlarger"
    buttons: dict[tuple[int, str], "Button"]
    next_button: "Button"
    # the parts
    words: "FortifyWords"
    input: "FortifyInput"
    # shared table facts, written by the part named
    pointer: tuple[int, int]                           # input: last pointer position
    hand_rects: dict[int, Optional[pygame.Rect]]       # painter: where each revealed hand card lies
    pile_rects: dict[str, pygame.Rect]                 # painter: the supply piles
    hand_rot: dict[int, int]                           # input: quarter turns of each revealed card
    held_targets: list[dict]                           # input: legal targets of the held die
    dropped_at: dict[str, tuple[float, float]]         # input: where each placed die was let go
    dropped_focus: dict[str, int]                      # input: the focus each die was let go in
    focus: int                                         # scene: the seat whose play area is drawn large
    moment: Optional[dict]                             # reactions: a big moment on show (see scene)
    fling: Optional[dict]                              # input: a fling of the dice under way
    pending_throw: Optional[tuple]                     # input -> reactions: how the dice were flung
    new_rooms: dict[int, list[tuple[frozenset, float]]]  # reactions: rooms that just closed, and when
    results: Optional[dict]                            # reactions: the last clean-up, in words
    after_curtain: dict[int, list[str]]                # reactions: words for a seat once its curtain lifts
    log: list                                          # reactions, scene: the game log lines
    reveal_text: str                                   # scene: race times shown on the fence
    reveal_until: float
    message: str                                       # the toast
    message_until: float
    message_at: Optional[tuple[int, int]]
    message_style: str
    suggest: bool                                      # input: beginner hints on (H)

    @property
    def state(self) -> "FortifyState": ...

    @property
    def showing_results(self) -> bool: ...

    @property
    def holds_final(self) -> bool: ...

    @property
    def results_await_click(self) -> bool: ...

    def view(self) -> "FortifyState": ...

    def name(self, seat: int) -> str: ...

    def is_computer(self, seat: int) -> bool: ...

    def legal_now(self, seat: int) -> list[dict]: ...

    def submit(self, action: dict) -> Optional[str]: ...

    def say(self, text: str, seconds: float = ..., at: Optional[tuple[int, int]] = None,
            style: str = "refusal") -> None: ...

    def note(self, text: str, secret: Optional[tuple] = None, seat: Optional[int] = None,
             at: Optional[float] = None) -> None: ...

    def sound(self, name: str) -> None: ...

    def describe(self, state: "FortifyState", action: dict) -> str: ...

    def next_round(self) -> None: ...

    def rooms_at(self, ghost: Any) -> Any: ...

    def suggested_spot(self) -> Optional[tuple[int, tuple]]: ...

    def set_focus(self, seat: int, picked: bool = False) -> None: ...

    def dropped_points(self, state: "FortifyState") -> dict[str, tuple[float, float]]: ...
