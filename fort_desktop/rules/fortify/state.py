"""The state of a Fortify game: plain data the table only reads (fortify.md sections 1-9).

Seats are 0 and 1 (shown as P1 and P2). Card and Kid ids are those of ``fort_desktop.data``
(Fort Cards 0..59, Kid Cards 0..35). Positions are cells of the owner's 36 x 20 play area.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ...grid import BoxGrid
from ..chance import Chance

# Phases, in the order of a round (rulebook "Round Summary").
BUILD = "build"        # Part I Step 3, raced: both seats act until each grabs (or stops)
RECRUIT = "recruit"    # Part I Step 4: ``recruit_seat`` places Kids one at a time (mandatory)
THROW = "throw"        # Part II Step 3, raced: roll, place dice, re-roll, grab the Jerk Meeple
JERK = "jerk"          # Part II Step 4: the Jerk Meeple holder rolls and places the Jerk Die
MEDIC = "medic"        # Clean-up Step 5: ``medic_seat`` chooses face-down Kids to flip up
OVER = "over"

PHASES = (BUILD, RECRUIT, THROW, JERK, MEDIC, OVER)


@dataclass
class FortCardPlacement:
    """A Fort Card in a play area: top-left cell ``(x, y)`` and ``rot`` clockwise quarter turns."""

    card_id: int
    x: int
    y: int
    rot: int


@dataclass
class KidPlacement:
    """A Kid Card in a play area: top-left cell, ``rot`` 0 or 1 (a quarter turn), face up or down."""

    kid_id: int
    x: int
    y: int
    rot: int
    face_up: bool = True


@dataclass
class PlacedDie:
    """A die let go on a target (rulebook "Roll & Place Dice").

    ``die`` is its id (``black1``..``black4``, ``white1``..``white4``, ``cousin``, ``jerk``);
    ``face`` one of blue, green, yellow, red, block, wild; ``by`` the seat that placed it;
    ``target`` a dict ``{"kind": "card"|"kid"|"base", "seat": owner of the play area, "id": int}``
    (``id`` absent for ``base``: the Base's Target).
    """

    die: str
    face: str
    by: int
    target: dict[str, Any]


@dataclass
class PlayerState:
    """One player's things.

    ``hand`` is this round's face-down pile of Fort Cards, ``hand[0]`` the revealed top card.
    ``reserve``: disconnected Fort Cards, back into the hand next round (rulebook p.13).
    ``cards`` / ``kids``: what lies in the play area, by id, in placement order.
    ``hits``: Hit Tokens on this player's Base (3 means the opponent has won).
    ``dice``: die ids in hand during Part II (not yet placed); ``rolled`` their faces after a roll
    (empty before the first roll); ``placed_since_roll``: a die was placed since the last roll, so a
    re-roll is allowed. ``done``: finished the current raced step; ``race_ms`` its race time.
    ``grid``: the :class:`BoxGrid` of the play area, kept in step with ``cards`` and ``kids``.
    """

    seat: int
    grid: BoxGrid
    hand: list[int] = field(default_factory=list)
    reserve: list[int] = field(default_factory=list)
    cards: dict[int, FortCardPlacement] = field(default_factory=dict)
    kids: dict[int, KidPlacement] = field(default_factory=dict)
    hits: int = 0
    dice: list[str] = field(default_factory=list)
    rolled: dict[str, str] = field(default_factory=dict)
    placed_since_roll: bool = False
    done: bool = False
    race_ms: int | None = None


@dataclass
class FortifyState:
    """The whole game.

    ``chance`` is the only source of randomness (shuffles labelled ``deck``, ``kids:<kind>``,
    ``hand:P<n>``; rolls labelled ``die:<die id>``, e.g. ``die:black1``, ``die:jerk``). ``first`` is the round's first
    seat (hot-seat order, recruit order; fortify.md 9). ``deck``: the shared face-down Fort deck,
    ``deck[0]`` on top; ``discard``: the shared discard pile; ``kid_piles``: kind -> ids, ``[0]`` on
    top (face up, so the top Kid is public). ``cousin`` / ``jerk``: seat holding that Meeple this
    round, or None. ``jerk_face``: the Jerk Die's face once rolled. ``dice_placed``: dice on targets
    this round. ``medic_left``: per seat, flips the seat still may choose this round.
    ``events``: what happened in the last resolution, in order, for the table to show step by step
    (dicts with ``step`` and details). ``moms_calling``: Mom's Calling Mode is on (rulebook p.14).
    ``winners`` / ``end_reason``: set when the game is over.
    """

    seed: int
    chance: Chance
    round: int
    first: int
    phase: str
    players: list[PlayerState]
    deck: list[int]
    discard: list[int]
    kid_piles: dict[str, list[int]]
    recruit_seat: int | None = None
    medic_seat: int | None = None
    medic_left: list[int] = field(default_factory=lambda: [0, 0])
    cousin: int | None = None
    jerk: int | None = None
    jerk_face: str | None = None
    dice_placed: list[PlacedDie] = field(default_factory=list)
    moms_calling: bool = False
    events: list[dict[str, Any]] = field(default_factory=list)
    winners: tuple[int, ...] | None = None
    end_reason: str = ""
    step: int = 0

    @property
    def rng(self) -> random.Random | None:
        """Compatibility: the generator inside :attr:`chance` (None in a view). Setting it to a
        ``random.Random`` makes the chance draw what that generator would draw next."""
        return None if self.chance is None else self.chance._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self.chance = Chance.from_random(value)
