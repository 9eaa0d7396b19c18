"""Combos: a Wall built in your fort beside a Wall sharing a symbol fires that symbol's double
effect (rule text "Les effets évolués « Combo »"; forfort.md C13, C17).
"""
from __future__ import annotations

from typing import Any

from . import cards
from .context import Context
from .placement import fort_finished
from .scoring import finish_fort
from .state import ForfortState


def detect(ctx: Context, s: ForfortState, seat: int, slot: str) -> list[dict[str, Any]]:
    """The combos the Wall now on top of ``slot`` makes with its two ring neighbours: one per
    symbol it shares with a neighbour whose top card is a Wall (Camps never combo; a covered card
    has no symbols; diagonals are not side by side). Each is ``{"symbol", "slots", "left"}``."""
    fort = s.players[seat].fort
    new = ctx.cat.wall(fort[slot][-1])
    found = []
    for other in ctx.geo.neighbours(slot):
        stack = fort[other]
        if not stack or not cards.is_wall(stack[-1]):
            continue
        shared = [sym for sym in new.symbols if sym in ctx.cat.wall(stack[-1]).symbols]
        for sym in shared:
            found.append({"symbol": sym, "slots": [slot, other], "left": ctx.data.symbols[sym].double.repeat})
    return found


def after_wall_placed(ctx: Context, s: ForfortState, seat: int, slot: str, *, with_combos: bool) -> None:
    """What follows a Wall placed in ``seat``'s own fort: the instant win (checked before combos
    with ``win_check: before_combos``, C17), then the combos it made join the queue."""
    if ctx.settings["win_check"] == "before_combos" and fort_finished(s, seat):
        finish_fort(ctx, s, seat)
        return
    if with_combos:
        made = detect(ctx, s, seat, slot)
        for combo in made:
            s.events.append({"kind": "combo", "seat": seat, "symbol": combo["symbol"], "slots": list(combo["slots"])})
        s.combos.extend(made)
