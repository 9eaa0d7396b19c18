"""What one seat may see (TABLE.md "Hidden information"; forfort.md 4.1): hands and keep order are
absent (only counts and the public back of each keep's top card), the chance and the seed too.
Discards, forts, Armies, supplies and tokens are public (rule text: the discard is « VISIBLE ET
CONSULTABLE par tous »)."""
from __future__ import annotations

from typing import Any

from ..base import JsonView
from .context import Context
from .placement import arrows
from .state import ForfortState


class ForfortView(JsonView):
    """Forfort's view (base.py :class:`~fort_desktop.rules.base.View`): JSON-ready data read by
    key, in the shape :func:`view_of` documents."""


def view_of(ctx: Context, s: ForfortState, seat: int | None) -> ForfortView:
    """A JSON-ready dict for ``seat`` (``None``: a spectator). ``players[i]["hand"]`` is present
    only for ``seat`` itself; every keep shows ``keep_count`` and ``arrows`` only."""
    players = []
    for p in s.players:
        entry: dict[str, Any] = {
            "seat": p.seat, "keep_count": len(p.keep), "arrows": list(arrows(ctx, s, p.seat)),
            "hand_count": len(p.hand), "discard": list(p.discard),
            "fort": {slot: list(stack) for slot, stack in p.fort.items()},
            "army_supply": list(p.army_supply), "skulls": list(p.skulls), "camp_supply": list(p.camp_supply),
            "has_token": p.has_token, "token_slot": p.token_slot,
        }
        if p.seat == seat:
            entry["hand"] = list(p.hand)
        players.append(entry)
    return ForfortView({
        "viewer": seat, "seats": s.seats, "teams": [list(t) for t in s.teams], "start_seat": s.start_seat,
        "seat": s.seat, "round": s.round, "phase": s.phase, "players": players,
        "armies": [vars(a).copy() for a in s.armies], "setup_queue": list(s.setup_queue),
        "bonus_turn": s.bonus_turn, "drawbridge_used": s.drawbridge_used, "passed": s.passed,
        "combos": [dict(c, slots=list(c["slots"])) for c in s.combos], "revealed": s.revealed, "played": s.played,
        "end_triggered": s.end_triggered, "events": [dict(e) for e in s.events],
        "winners": list(s.winners) if s.winners is not None else None, "end_reason": s.end_reason,
    })


def secrets_of(s: ForfortState, seat: int | None) -> frozenset[str]:
    """Ids ``seat`` may not know: every card in every keep (their order and faces are hidden,
    one's own included) and in other players' hands. Card names are not secret: every player
    has the same deck, so no name is unique in a game."""
    out: set[str] = set()
    for p in s.players:
        out.update(p.keep)
        if p.seat != seat:
            out.update(p.hand)
    return frozenset(out)
