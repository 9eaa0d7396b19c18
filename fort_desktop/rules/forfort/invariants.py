"""Checks a sound Forfort state always passes (run after every action by tests and the soak)."""
from __future__ import annotations

from collections import Counter

from . import cards
from .cards import army_id, camp_id, wall_id
from .context import Context
from .state import OVER, PHASES, ForfortState


def problems(ctx: Context, s: ForfortState) -> list[str]:
    """Every problem with ``s`` in words (empty when sound): each Wall once in keep, hand, fort
    stacks, discard, revealed or played; each Camp once in supply, a fort or a discard; each Army once in
    supply, in play or skulls; at most one Army per slot, pointing along the edge; Walls only in
    their owner's fort; tokens on a visible drawbridge Wall; hands within the hand size."""
    out: list[str] = []
    st = ctx.settings
    deck = ctx.data.deck_for(s.seats)
    expected: set[str] = set()
    for seat in range(s.seats):
        expected.update(wall_id(seat, c.id) for c in deck)
        expected.update(camp_id(seat, i + 1) for i in range(st["camps_start"] + st["camps_supply"]))
        expected.update(army_id(seat, i + 1) for i in range(st["armies_per_player"]))
    seen: Counter[str] = Counter()
    for p in s.players:
        for zone in (p.keep, p.hand, p.discard, p.army_supply, p.skulls, p.camp_supply):
            seen.update(zone)
        for slot, stack in p.fort.items():
            seen.update(stack)
            for card in stack:
                if cards.kind(card) == "army":
                    out.append(f"Army {card} lies in a stack")
                elif cards.is_wall(card) and cards.owner(card) != p.seat:
                    out.append(f"{card} is in P{p.seat + 1}'s fort")
        for zone, name in ((p.keep, "keep"), (p.hand, "hand"), (p.discard, "discard")):
            if any(cards.kind(c) == "army" for c in zone):
                out.append(f"an Army is in P{p.seat + 1}'s {name}")
        if any(not cards.is_wall(c) for c in p.keep + p.hand):
            out.append(f"P{p.seat + 1}'s keep or hand holds a card that is not a Wall")
        if len(p.hand) > st["hand_size"]:
            out.append(f"P{p.seat + 1} holds {len(p.hand)} cards")
        if p.token_slot is not None:
            top = p.fort[p.token_slot][-1] if p.fort[p.token_slot] else None
            if not p.has_token or top is None or not cards.is_wall(top) or not ctx.cat.wall(top).drawbridge:
                out.append(f"P{p.seat + 1}'s drawbridge token is on {p.token_slot}, not on a visible drawbridge Wall")
    seen.update(a.id for a in s.armies)
    for held in (s.revealed, s.played):
        if held is not None:
            seen[held] += 1
    for card in sorted(expected | set(seen)):
        if seen[card] != 1:
            out.append(f"{card} is in {seen[card]} places" if card in expected else f"unknown card {card}")
    spots = Counter((a.fort, a.slot) for a in s.armies)
    for (fort, slot), n in spots.items():
        if n > 1:
            out.append(f"{n} Armies on P{fort + 1}'s {slot}")
    for a in s.armies:
        if a.slot not in ctx.geo.slots or not ctx.geo.along_edge(a.slot, a.direction):
            out.append(f"Army {a.id} on {a.slot} points {a.direction}, not along the edge")
        if a.fort == a.owner or cards.owner(a.id) != a.owner:
            out.append(f"Army {a.id} stands in its owner's own fort")
    if s.phase not in PHASES:
        out.append(f"unknown phase {s.phase!r}")
    if (s.phase == OVER) != (s.winners is not None):
        out.append("the game is over without winners, or has winners but goes on")
    if not 0 <= s.seat < s.seats:
        out.append(f"seat {s.seat} is not in the game")
    return out
