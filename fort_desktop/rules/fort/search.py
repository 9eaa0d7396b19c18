"""What a search player needs from Fort (base.py :class:`~fort_desktop.rules.base.SearchRules`;
issue 16 item 3): a seat's memory, a deal consistent with it, and an unchecked move.

Hidden in Fort (fort.md 6 edge 22): hands, the contents and order of decks, each discard pile
below its top (but one's own), held Made-Up Rules and the Made-Up stack, and the Park deck. A card
seen in a seat's public area (its Yard, Lookout, discard top, the card it played or added) stays
that seat's until it shows up elsewhere: cards leave a hand, a deck or a discard pile only face up
(played, followed, tucked, trashed, recruited from a Yard). :func:`observe` remembers the last
seat each card was seen with (a Best Friend is its seat's from the start); :func:`sample` deals
every card the seat cannot place, each remembered card among its owner's hidden cards.
"""
from __future__ import annotations

import random
from typing import Any

from ..base import Knowledge
from ..chance import Chance
from .board import CAT
from .knowledge import all_cards
from .state import FortState
from .view import FortView


def _places(view: FortView) -> dict[str, int | None]:
    """Card id -> the seat whose public area (or, for the viewer, own hand or discard) shows it
    now, or None for the Park and the box (nobody's)."""
    out: dict[str, int | None] = {c: None for c in view["park"] if c is not None}
    out.update({c: None for c in view["box"]})
    for entry in view["seats"]:
        seat = entry["seat"]
        for c in list(entry["yard"]) + list(entry["lookout"]) + list(entry.get("hand", ())) + list(entry.get("discard", ())):
            out[c] = seat
        if entry["discard_top"] is not None:
            out[entry["discard_top"]] = seat
    play = view.get("play")
    if play is not None:
        for c in [play["card"]] + list(play.get("adds", ())):
            out[c] = play.get("leader")
    return out


def observe(knowledge: Knowledge | None, view: FortView, action: dict[str, Any] | None = None) -> Knowledge:
    """``knowledge`` after also seeing ``view`` and the public ``action`` just taken (a recruit or
    a follow names its cards in every seat's log; nothing else of an action is read):
    ``seen["owner"]`` maps each card seen in a seat's public area to that seat (the latest
    sighting; the Park and the box forget it); ``seen["turns"]`` the turns taken, to tell a new
    game (fewer turns than before)."""
    seat = view["viewer"]
    turns = sum(s["turns_taken"] for s in view["seats"])
    old = knowledge.seen if knowledge is not None and knowledge.seat == seat else None
    if old is not None and (old["seats"] != len(view["seats"]) or old["turns"] > turns):
        old = None
    owner: dict[str, int] = dict(old["owner"]) if old is not None else {}
    if action is not None and action.get("type") in ("recruit", "follow"):
        for card in [action.get("card")] + list(action.get("cards") or ()):
            if isinstance(card, str) and (card in CAT.kids or card.startswith("bf-")):
                owner[card] = action["seat"]
    for card, where in _places(view).items():
        if where is None:
            owner.pop(card, None)
        else:
            owner[card] = where
    return Knowledge(seat=seat, view=view, seen={"owner": owner, "turns": turns, "seats": len(view["seats"])})


def sample(state: FortState, knowledge: Knowledge, rng: random.Random) -> FortState | None:
    """A clone of ``state`` with every card and Made-Up Rule ``knowledge.seat`` cannot place dealt
    at random (remembered cards and Best Friends among their owner's hidden cards), a fresh
    Chance from ``rng``; None during the draft (its packets are not dealt here)."""
    view = knowledge.view
    assert isinstance(view, FortView)
    me = knowledge.seat
    if view["phase"] == "draft":
        return None
    out = state.clone()
    out.chance = Chance(rng.getrandbits(63))
    n = out.seats
    places = _places(view)
    owner = dict(knowledge.seen.get("owner", {}))
    for s in range(n):
        for bf in CAT.bf_ids(s):
            owner.setdefault(bf, s)
    pool = sorted(c for c in all_cards(out) if c not in places)
    # hidden room per seat: rivals' hand, deck and discard below the top; one's own deck
    room = []
    for entry in view["seats"]:
        s = entry["seat"]
        size = entry["deck_count"]
        if s != me:
            size += entry["hand_count"] + max(0, entry["discard_count"] - 1)
        room.append(size)
    owned: list[list[str]] = [[] for _ in range(n)]
    loose: list[str] = []
    for card in sorted(pool, key=lambda c: (not CAT.spec(c).bf, c)):
        where = owner.get(card)
        if where is not None and where < n and len(owned[where]) < room[where]:
            owned[where].append(card)
        else:
            loose.append(card)
    rng.shuffle(loose)
    for s in range(n):
        take = room[s] - len(owned[s])
        cards, loose = owned[s] + loose[:take], loose[take:]
        rng.shuffle(cards)
        entry = view["seats"][s]
        b = out.boards[s]
        b.deck, cards = cards[:entry["deck_count"]], cards[entry["deck_count"]:]
        if s != me:
            b.hand, cards = sorted(cards[:entry["hand_count"]]), cards[entry["hand_count"]:]
            b.discard = cards + ([entry["discard_top"]] if entry["discard_top"] is not None else [])
            b.seen_rules = []
    out.park_deck = loose[:view["park_deck_count"]]
    _deal_rules(out, view, me, rng)
    return out


def _deal_rules(out: FortState, view: FortView, me: int, rng: random.Random) -> None:
    """Rivals' held Made-Up Rules, the stack and a rival's drawn ones, dealt from the rules the
    seat does not hold (its own, and every rule once the game is over, stay put)."""
    if view["over"]:
        return
    mine = set(view["seats"][me].get("rules", ()))
    pending = out.pending
    drawn_mine = pending is not None and pending["kind"] == "keep_rule" and pending["seat"] == me
    if drawn_mine and pending is not None:
        mine.update(pending["drawn"])
    pool = sorted(r for r in CAT.rules if r not in mine)
    rng.shuffle(pool)
    for s, b in enumerate(out.boards):
        if s != me:
            count = view["seats"][s]["rules_count"]
            b.rules, pool = sorted(pool[:count]), pool[count:]
    if pending is not None and pending["kind"] == "keep_rule" and not drawn_mine:
        pending["drawn"], pool = sorted(pool[:len(pending["drawn"])]), pool[len(pending["drawn"]):]
    out.made_up = pool[:view["made_up_count"]]


def apply_fast(state: FortState, action: dict[str, Any]) -> FortState:
    """``state`` after the legal ``action``, without checking it (see ``SearchRules.apply_fast``)."""
    from . import steps

    new = state.clone()
    steps.decide(new, {k: (sorted(v) if k == "cards" else v) for k, v in action.items()})
    return new
