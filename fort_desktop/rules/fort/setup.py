"""Set-up (rules text "Setup"; fort.md 5 SETUP and DRAFT; T01): the Made-Up stack and the Perk row
(players + 1 each), the Park (3 face up from the shuffled 60 Kids), 8 Kids per seat dealt (or
drafted with ``draft_setup``), each seat's deck of 8 Kids + 2 Best Friends shuffled, 5 drawn.

Seat 0 is P1 and holds the First Player card: who sits where is the table's choice, so the rules
draw no first player. Chance labels: ``made_up``, ``perks``, ``park``, ``deck:P1``..``deck:P4``.
"""
from __future__ import annotations

from typing import Any

from ..chance import Chance
from .board import CAT
from .state import Board, FortState
from .turn import start_turn_tasks


def new_state(seed: int, seats: int, settings: dict[str, Any], chance: Chance | None = None) -> FortState:
    """A fresh game with ``seats`` seats after set-up, waiting for P1's first decision (or the
    first draft pick). ``chance`` (tests): a ``Chance(seed)`` with forced shuffles (the labels
    above) in place of the seed's own."""
    chance = chance if chance is not None else Chance(seed)
    made_up = sorted(CAT.rules)
    chance.shuffle(made_up, "made_up")
    perks = sorted(CAT.perks)
    chance.shuffle(perks, "perks")
    park_deck = list(CAT.kid_ids)
    chance.shuffle(park_deck, "park")
    size = settings["park_size"]
    park: list[str | None] = list(park_deck[:size])
    park_deck = park_deck[size:]
    box = [c for s in range(seats, 4) for c in CAT.bf_ids(s)]
    st = FortState(seed=seed, seats=seats, settings=dict(settings), chance=chance,
                   boards=[Board() for _ in range(seats)], park=park, park_deck=park_deck, box=box,
                   made_up=made_up[:seats + settings["made_up_stack"]["players_plus"]],
                   perk_row=perks[:seats + settings["perk_row"]["players_plus"]],
                   supply=dict(settings["supply"]))
    k = settings["start_kids"]
    packets = [st.park_deck[i * k:(i + 1) * k] for i in range(seats)]
    del st.park_deck[:seats * k]
    if settings["draft_setup"]:
        st.phase = "draft"
        st.draft = {"packets": packets, "kept": [[] for _ in range(seats)], "picks": [None] * seats}
        for seat, board in enumerate(st.boards):
            board.deck = list(CAT.bf_ids(seat))  # the Best Friends wait in the deck for the draft
        st.reveals += 1
        _auto_last_pick(st)
        return st
    finish_setup(st, packets)
    return st


def finish_setup(st: FortState, kids: list[list[str]]) -> None:
    """Each seat shuffles its Kids with its 2 Best Friends into its deck and draws 5."""
    for seat, board in enumerate(st.boards):
        board.deck = list(kids[seat]) + list(CAT.bf_ids(seat))
        st.chance.shuffle(board.deck, f"deck:P{seat + 1}")
        n = st.settings["hand_size"]
        board.hand, board.deck = board.deck[:n], board.deck[n:]
    st.phase = "play"
    st.draft = None
    st.reveals += 1
    st.tasks = start_turn_tasks()


def draft_actions(st: FortState, seat: int) -> list[dict[str, Any]]:
    """DRAFT: keep one card of the packet in hand (each seat once per pass, all at once)."""
    d = st.draft
    if d is None or d["picks"][seat] is not None:
        return []
    return [{"type": "draft", "seat": seat, "card": c} for c in sorted(d["packets"][seat])]


def draft_pick(st: FortState, action: dict[str, Any]) -> None:
    """Record a pick; when every seat has picked, each keeps its card and passes the rest of its
    packet to the next seat in turn order; after 8 picks the decks are made (fort.md 5 DRAFT)."""
    d = st.drafting()
    d["picks"][action["seat"]] = action["card"]
    if any(p is None for p in d["picks"]):
        return
    for seat, card in enumerate(d["picks"]):
        d["kept"][seat].append(card)
        d["packets"][seat].remove(card)
    n = st.seats
    d["packets"] = [d["packets"][(seat - 1) % n] for seat in range(n)]
    d["picks"] = [None] * n
    st.reveals += 1
    _auto_last_pick(st)


def _auto_last_pick(st: FortState) -> None:
    d = st.drafting()
    if all(len(p) == 1 for p in d["packets"]):
        for seat in range(st.seats):
            d["kept"][seat].append(d["packets"][seat].pop())
    if all(not p for p in d["packets"]):
        finish_setup(st, d["kept"])


def draft_acting(st: FortState) -> list[int]:
    """Seats still to pick in this pass of the draft."""
    return [s for s, p in enumerate(st.drafting()["picks"]) if p is None]
