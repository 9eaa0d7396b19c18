"""Armies: placing one with Garrison, marching at the start of their owner's turn, exits and
defeats (rule text "Précisions à propos de l'Armée"; forfort.md C7, C8, C21, C23).
"""
from __future__ import annotations

from . import cards
from .context import Context
from .destroy import destroy_cards
from .state import ArmyInPlay, ForfortState


def place_army(ctx: Context, s: ForfortState, seat: int, fort: int, slot: str, direction: str) -> None:
    """Take an Army from ``seat``'s supply and stand it on ``slot`` of ``fort``, pointing
    ``direction``. The caller has checked the slot is empty and the direction legal."""
    army = s.players[seat].army_supply.pop(0)
    s.armies.append(ArmyInPlay(army, seat, fort, slot, direction, s.army_seq))
    s.army_seq += 1
    s.events.append({"kind": "army_placed", "army": army, "seat": seat, "fort": fort, "slot": slot,
                     "direction": direction})


def defeat_army(s: ForfortState, army: ArmyInPlay, cause: str) -> None:
    """The Army is out of play, turned to its skull side (C21: never into a discard)."""
    s.armies.remove(army)
    s.players[army.owner].skulls.append(army.id)
    s.events.append({"kind": "army_defeated", "army": army.id, "seat": army.owner, "fort": army.fort,
                     "slot": army.slot, "cause": cause})


def advance_armies(ctx: Context, s: ForfortState, seat: int) -> None:
    """Every Army of ``seat`` in play takes one step, oldest first (C8).

    The step leaves the fort: the Army goes back to its owner's supply (C21). Another Army stands
    there: this one waits (or is defeated with ``army_blocked_behaviour: destroy_army``). A visible
    Protected Wall stands there: the Army is defeated. Otherwise the cards there are destroyed
    (the whole stack, C23) and the Army moves in.
    """
    for army in sorted((a for a in s.armies if a.owner == seat), key=lambda a: a.seq):
        nxt = ctx.geo.step(army.slot, army.direction)
        if nxt is None:
            s.armies.remove(army)
            s.players[army.owner].army_supply.append(army.id)
            s.events.append({"kind": "army_exit", "army": army.id, "seat": army.owner, "fort": army.fort,
                             "slot": army.slot})
            continue
        if s.army_at(army.fort, nxt) is not None:
            if ctx.settings["army_blocked_behaviour"] == "destroy_army":
                defeat_army(s, army, "blocked")
            else:
                s.events.append({"kind": "army_waits", "army": army.id, "fort": army.fort, "slot": army.slot})
            continue
        top = s.top(army.fort, nxt)
        if top is not None and cards.is_wall(top) and ctx.cat.wall(top).protected:
            defeat_army(s, army, "protected_wall")
            continue
        stack = s.players[army.fort].fort[nxt]
        doomed = list(stack) if ctx.settings["army_entering_destroys"] == "whole_stack" else stack[-1:]
        destroy_cards(s, army.fort, nxt, doomed, "army")
        s.events.append({"kind": "army_step", "army": army.id, "fort": army.fort, "from": army.slot, "to": nxt})
        army.slot = nxt
