"""Where cards may go in a fort, and putting them there (rule text "Construire une muraille",
"Placer une carte Campement"; forfort.md 4.2 BUILD and CAMP).

A Wall goes on a slot of its shape (corner / straight) that the keep's top card points to, or
that shows a Camp, and never where an Army stands; it may cover what is there (the covered card
stays, inactive). A Camp goes on an empty slot (no card, no Army).
"""
from __future__ import annotations

from . import cards
from .context import Context
from .state import ForfortState
from .teams import partner


def arrows(ctx: Context, s: ForfortState, seat: int) -> tuple[str, ...]:
    """The two slots the back of ``seat``'s keep top card points to; () for an empty keep (C18)."""
    keep = s.players[seat].keep
    return tuple(ctx.cat.wall(keep[-1]).back) if keep else ()


def is_empty(s: ForfortState, fort: int, slot: str) -> bool:
    """No card and no Army on ``slot`` of seat ``fort``'s fort."""
    return not s.players[fort].fort[slot] and s.army_at(fort, slot) is None


def wall_problem(ctx: Context, s: ForfortState, seat: int, card: str, slot: str, *,
                 ignore_arrows: bool = False) -> str | None:
    """Why Wall ``card`` may not be built on ``slot`` of ``seat``'s own fort, in words, or None."""
    if slot not in ctx.geo.slots:
        return f"there is no slot {slot!r}"
    shape = ctx.cat.wall(card).shape
    if shape != ctx.geo.kind(slot):
        return f"a {shape} Wall goes on a {shape} slot, and {ctx.geo.words(slot)} is not one"
    if s.army_at(seat, slot) is not None:
        return f"an Army stands on your {ctx.geo.words(slot)}: nothing can be built there"
    if ignore_arrows:
        return None
    top = s.top(seat, slot)
    if top is not None and cards.is_camp(top):
        return None
    if slot in arrows(ctx, s, seat):
        return None
    if not s.players[seat].keep:
        return "your keep is empty, so it shows no arrows: build on a Camp"
    pointed = " and ".join(ctx.geo.words(a) for a in arrows(ctx, s, seat))
    return (f"your keep's arrows point to {pointed}, and there is no Camp of yours on "
            f"{ctx.geo.words(slot)}")


def wall_slots(ctx: Context, s: ForfortState, seat: int, card: str, *, ignore_arrows: bool = False) -> list[str]:
    """Slots of ``seat``'s fort where Wall ``card`` may be built, in ring order: those where
    :func:`wall_problem` finds nothing, tested without its words (a search lists them often)."""
    shape = ctx.cat.wall(card).shape
    pointed = () if ignore_arrows else arrows(ctx, s, seat)
    fort = s.players[seat].fort
    out = []
    for slot in ctx.geo.slots:
        if ctx.geo.kind(slot) != shape or s.army_at(seat, slot) is not None:
            continue
        stack = fort[slot]
        if ignore_arrows or (stack and cards.is_camp(stack[-1])) or slot in pointed:
            out.append(slot)
    return out


def camp_forts(ctx: Context, s: ForfortState, seat: int) -> list[int]:
    """Forts ``seat`` may put a Camp in: its own, and its partner's in teams (rule text, C14)."""
    mate = partner(s, seat)
    return [seat] + ([mate] if mate is not None and ctx.settings["camp_in_partner_fort"] else [])


def camp_spots(ctx: Context, s: ForfortState, seat: int) -> list[tuple[int, str]]:
    """(fort, slot) pairs where ``seat`` may place a Camp now: empty slots of its camp forts."""
    return [(fort, slot) for fort in camp_forts(ctx, s, seat) for slot in ctx.geo.slots if is_empty(s, fort, slot)]


def put_on_slot(ctx: Context, s: ForfortState, fort: int, slot: str, card: str) -> None:
    """Lay ``card`` on top of ``slot`` (covering what is there). A Wall built over the owner's
    drawbridge token sends the token back (rule text "recouvert (par vous-même)", C24)."""
    s.players[fort].fort[slot].append(card)
    owner = s.players[fort]
    if owner.token_slot == slot and cards.is_wall(card):
        owner.token_slot = None
        s.events.append({"kind": "token_back", "seat": fort, "slot": slot})


def visible_walls(s: ForfortState, seat: int) -> list[str]:
    """The visible (top) Walls of ``seat``'s fort."""
    return [stack[-1] for stack in s.players[seat].fort.values() if stack and cards.is_wall(stack[-1])]


def fort_finished(s: ForfortState, seat: int) -> bool:
    """8 visible Walls (4 corners and 4 straights, which their shapes guarantee): an instant win
    (rule text "La fin de partie se déclenche...")."""
    return len(visible_walls(s, seat)) == len(s.players[seat].fort)
