"""The state of a Forfort game: plain data the table only reads (forfort.md 4.1).

Seats are 0-based (shown P1..P4). Card ids are strings (see :mod:`.cards`). A fort is a dict
slot id -> stack of card ids, bottom first (the top card, ``stack[-1]``, is the visible one).
A keep is a list of card ids with its top card LAST. Armies in play are listed apart from the
stacks (an Army stands on a slot; it is not in the stack).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ..chance import Chance

# Phases (forfort.md 4.2).
SETUP = "setup"                  # seats place their starting Camp, in seat order
PLAY = "play"                    # build / effect / camp (or pass)
COMBO = "combo"                  # double effects waiting to be resolved, the player picks the order
PLACE_REVEALED = "place_revealed"  # Double Mason took the top of the keep: choose its slot
DRAWBRIDGE = "drawbridge"        # optional: lower the drawbridge for a second turn, or end the turn
OVER = "over"

PHASES = (SETUP, PLAY, COMBO, PLACE_REVEALED, DRAWBRIDGE, OVER)


@dataclass
class ArmyInPlay:
    """An Army card standing in a fort: ``owner`` placed it in ``fort`` (a seat's fort) on
    ``slot``, pointing ``direction``; ``seq`` orders Armies by age (oldest advances first, C8)."""

    id: str
    owner: int
    fort: int
    slot: str
    direction: str
    seq: int


@dataclass
class PlayerState:
    """One player's things. ``keep``: face-down pile, top LAST; ``hand``: secret cards;
    ``discard``: public, oldest first; ``fort``: slot -> stack (bottom first); ``token_slot``: the
    slot holding this player's drawbridge token, or None when it is in hand (``has_token`` False
    when the player has none, C3); ``army_supply`` / ``skulls``: Army ids ready / defeated;
    ``camp_supply``: Camp ids not placed yet."""

    seat: int
    keep: list[str]
    hand: list[str]
    discard: list[str]
    fort: dict[str, list[str]]
    army_supply: list[str]
    skulls: list[str]
    camp_supply: list[str]
    has_token: bool = True
    token_slot: str | None = None

    def copy(self) -> "PlayerState":
        """An independent copy (lists and stacks copied)."""
        return PlayerState(self.seat, list(self.keep), list(self.hand), list(self.discard),
                           {k: list(v) for k, v in self.fort.items()}, list(self.army_supply),
                           list(self.skulls), list(self.camp_supply), self.has_token, self.token_slot)


@dataclass
class ForfortState:
    """The whole game.

    ``chance``: every shuffle and random pick (labels ``keep:P1``, ``start_player``).
    ``teams``: the partner pairs (4 players in teams mode) or ``()`` when each plays alone.
    ``start_seat``: who opened the game (a round ends when play comes back to it); ``seat``: whose
    turn it is; ``setup_queue``: seats still to place a starting Camp, in order.
    ``bonus_turn``: this is a drawbridge second turn; ``drawbridge_used``: activations this
    normal turn (C9); ``passed``: this turn's play was a Pass (C15).
    ``combos``: pending double effects ``{"symbol", "slots": [new, neighbour], "left": n}`` (C13).
    ``revealed``: the card Double Mason took from the top of the keep, waiting for its slot.
    ``played``: the card just played for its effect, on its way to its owner's discard once the
    effect and the combos it set off are over (``effect_card_discarded: after``, C10).
    ``end_triggered``: a keep has run out, the round is being finished (C18).
    ``events``: what the last action did, in order (dicts with ``kind``), for the log and table.
    ``winners`` / ``end_reason``: set when the game is over.
    """

    seed: int
    chance: Chance
    seats: int
    teams: tuple[tuple[int, ...], ...]
    start_seat: int
    seat: int
    round: int
    phase: str
    players: list[PlayerState]
    armies: list[ArmyInPlay] = field(default_factory=list)
    setup_queue: list[int] = field(default_factory=list)
    bonus_turn: bool = False
    drawbridge_used: int = 0
    passed: bool = False
    combos: list[dict[str, Any]] = field(default_factory=list)
    revealed: str | None = None
    played: str | None = None
    end_triggered: bool = False
    army_seq: int = 0
    events: list[dict[str, Any]] = field(default_factory=list)
    winners: tuple[int, ...] | None = None
    end_reason: str = ""
    step: int = 0

    def copy(self, share_chance: bool = False) -> "ForfortState":
        """An independent copy (nothing mutable shared, chance included; ``share_chance``: the
        same Chance, for a search's moves after the set-up, which draw nothing)."""
        return replace(
            self, chance=self.chance if share_chance else self.chance.copy(), players=[p.copy() for p in self.players],
            armies=[replace(a) for a in self.armies], setup_queue=list(self.setup_queue),
            combos=[dict(c, slots=list(c["slots"])) for c in self.combos], events=[],
        )

    def army_at(self, fort: int, slot: str) -> ArmyInPlay | None:
        """The Army on ``slot`` of seat ``fort``'s fort, if any."""
        for army in self.armies:
            if army.fort == fort and army.slot == slot:
                return army
        return None

    def top(self, fort: int, slot: str) -> str | None:
        """The visible card on ``slot`` of seat ``fort``'s fort, or None."""
        stack = self.players[fort].fort[slot]
        return stack[-1] if stack else None


def state_to_data(s: ForfortState) -> dict[str, Any]:
    """Everything in ``s`` as JSON-ready data (for the digest), chance included."""
    return {
        "seed": s.seed, "chance": s.chance.snapshot(), "seats": s.seats, "teams": [list(t) for t in s.teams],
        "start_seat": s.start_seat, "seat": s.seat, "round": s.round, "phase": s.phase,
        "players": [{"seat": p.seat, "keep": p.keep, "hand": p.hand, "discard": p.discard, "fort": p.fort,
                     "army_supply": p.army_supply, "skulls": p.skulls, "camp_supply": p.camp_supply,
                     "has_token": p.has_token, "token_slot": p.token_slot} for p in s.players],
        "armies": [vars(a) for a in s.armies], "setup_queue": s.setup_queue, "bonus_turn": s.bonus_turn,
        "drawbridge_used": s.drawbridge_used, "passed": s.passed, "combos": s.combos, "revealed": s.revealed, "played": s.played,
        "end_triggered": s.end_triggered, "army_seq": s.army_seq, "events": s.events,
        "winners": list(s.winners) if s.winners is not None else None, "end_reason": s.end_reason,
        "step": s.step,
    }
