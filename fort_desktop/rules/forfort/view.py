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


def view_of(ctx: Context, s: ForfortState, seat: int | None, *, share: bool = False) -> ForfortView:
    """A JSON-ready dict for ``seat`` (``None``: a spectator). ``players[i]["hand"]`` is present
    only for ``seat`` itself; every keep shows ``keep_count`` and ``arrows`` only. ``share``: the
    lists and dicts are the state's own, not copies (a heuristic's read inside a search; never
    mutate it)."""
    same = _same if share else list
    players = []
    for p in s.players:
        entry: dict[str, Any] = {
            "seat": p.seat, "keep_count": len(p.keep), "arrows": list(arrows(ctx, s, p.seat)),
            "hand_count": len(p.hand), "discard": same(p.discard),
            "fort": p.fort if share else {slot: list(stack) for slot, stack in p.fort.items()},
            "army_supply": same(p.army_supply), "skulls": same(p.skulls), "camp_supply": same(p.camp_supply),
            "has_token": p.has_token, "token_slot": p.token_slot,
        }
        if p.seat == seat:
            entry["hand"] = same(p.hand)
        players.append(entry)
    return ForfortView({
        "viewer": seat, "seats": s.seats, "teams": [list(t) for t in s.teams], "start_seat": s.start_seat,
        "seat": s.seat, "round": s.round, "phase": s.phase, "players": players,
        "armies": [vars(a) if share else vars(a).copy() for a in s.armies], "setup_queue": same(s.setup_queue),
        "bonus_turn": s.bonus_turn, "drawbridge_used": s.drawbridge_used, "passed": s.passed,
        "combos": s.combos if share else [dict(c, slots=list(c["slots"])) for c in s.combos],
        "revealed": s.revealed, "played": s.played,
        "end_triggered": s.end_triggered, "events": s.events if share else [dict(e) for e in s.events],
        "winners": list(s.winners) if s.winners is not None else None, "end_reason": s.end_reason,
    })


def _same(value: Any) -> Any:
    return value


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
