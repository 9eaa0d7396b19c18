"""The turn: Armies advance, one card is played, combos, the optional drawbridge, the draw, and
the end of the round once a keep is empty (rule text "Tour de jeu"; forfort.md 4.2, C9, C15, C18).
"""
from __future__ import annotations

from typing import Any

from . import cards
from .armies import advance_armies
from .context import Context
from .effects import Target, targets
from .placement import fort_finished
from .scoring import finish_fort, finish_scored
from .state import COMBO, DRAWBRIDGE, OVER, PLACE_REVEALED, PLAY, ForfortState


def begin_turn(ctx: Context, s: ForfortState, *, bonus: bool = False) -> None:
    """Start ``s.seat``'s turn (or its drawbridge second turn): its Armies advance (C9 for the
    second turn), then it must play."""
    if not bonus:
        s.bonus_turn = False
        s.drawbridge_used = 0
    s.passed = False
    s.events.append({"kind": "turn", "seat": s.seat, "round": s.round, "bonus": bonus})
    if not bonus or ctx.settings["bonus_turn_advances_armies"]:
        advance_armies(ctx, s, s.seat)
    s.phase = PLAY


def combo_targets(ctx: Context, s: ForfortState, combo: dict[str, Any]) -> list[Target]:
    """Legal targets of a pending combo's double effect for the player whose turn it is."""
    return targets(ctx, s, s.seat, ctx.data.symbols[combo["symbol"]].double)


def continue_turn(ctx: Context, s: ForfortState) -> None:
    """After a play, a combo or a revealed card's placement: the next decision of the turn, or
    its end. Combos without a legal target fizzle (C13)."""
    if s.phase == OVER:
        return
    check_keeps(s)
    if s.revealed is not None:
        s.phase = PLACE_REVEALED
        return
    kept = []
    for combo in s.combos:
        if combo_targets(ctx, s, combo):
            kept.append(combo)
        else:
            # (how many Armies were still in supply: the log's true reason why a Garrison has no target)
            s.events.append({"kind": "fizzle", "seat": s.seat, "symbol": combo["symbol"],
                             "armies": len(s.players[s.seat].army_supply)})
    s.combos = kept
    if s.combos:
        s.phase = COMBO
        return
    if s.played is not None:
        s.players[s.seat].discard.append(s.played)
        s.played = None
    if ctx.settings["win_check"] == "after_combos" and fort_finished(s, s.seat):
        finish_fort(ctx, s, s.seat)
        return
    if drawbridge_slots(ctx, s, s.seat):
        s.phase = DRAWBRIDGE
        return
    end_turn(ctx, s)


def drawbridge_slots(ctx: Context, s: ForfortState, seat: int) -> list[str]:
    """Slots where ``seat`` may lower its drawbridge now: its visible Walls with the icon, while
    its token is in hand, not after a Pass (C15), at most ``drawbridge_max_per_turn`` (C9, C24)."""
    p = s.players[seat]
    if not p.has_token or p.token_slot is not None or s.drawbridge_used >= ctx.settings["drawbridge_max_per_turn"]:
        return []
    if s.passed and not ctx.settings["pass_allows_drawbridge"]:
        return []
    return [slot for slot in ctx.geo.slots
            if p.fort[slot] and cards.is_wall(p.fort[slot][-1]) and ctx.cat.wall(p.fort[slot][-1]).drawbridge]


def drawbridge_reason(ctx: Context, s: ForfortState, seat: int) -> str | None:
    """Why ``seat`` may not lower its drawbridge after its play this turn although a visible Wall
    of its fort shows the icon, in players' words; None when it may (or shows no such Wall). The
    last round changes nothing: the drawbridge may be lowered then too (its draw is only empty
    when the keep is)."""
    p = s.players[seat]
    shown = [slot for slot in ctx.geo.slots
             if p.fort[slot] and cards.is_wall(p.fort[slot][-1]) and ctx.cat.wall(p.fort[slot][-1]).drawbridge]
    if not shown:
        return None
    if p.token_slot is not None:
        return (f"your drawbridge token already lies on {ctx.geo.words(p.token_slot)}; it comes back "
                "when that Wall is destroyed or built over")
    if not p.has_token:
        return "you have no drawbridge token"
    if s.seat == seat and s.drawbridge_used >= ctx.settings["drawbridge_max_per_turn"]:
        return "the drawbridge is lowered once a turn, and you lowered it this turn"
    if s.seat == seat and s.passed and not ctx.settings["pass_allows_drawbridge"]:
        return "there is no drawbridge after a pass"
    return None


def lower_drawbridge(ctx: Context, s: ForfortState, slot: str) -> None:
    """Token on ``slot``, draw one card, then a complete second turn (rule text "REJOUER UN
    SECOND TOUR")."""
    s.players[s.seat].token_slot = slot
    s.drawbridge_used += 1
    s.events.append({"kind": "drawbridge", "seat": s.seat, "slot": slot})
    draw(s, s.seat)
    check_keeps(s)
    s.bonus_turn = True
    begin_turn(ctx, s, bonus=True)


def draw(s: ForfortState, seat: int) -> None:
    """``seat`` draws the top card of its keep (nothing when it is empty, C18)."""
    p = s.players[seat]
    if p.keep:
        p.hand.append(p.keep.pop())
        s.events.append({"kind": "draw", "seat": seat})


def check_keeps(s: ForfortState) -> None:
    """Any empty keep triggers the end: the round in progress is finished (C18)."""
    if not s.end_triggered and any(not p.keep for p in s.players):
        s.end_triggered = True
        s.events.append({"kind": "end_triggered", "seats": [p.seat for p in s.players if not p.keep]})


def end_turn(ctx: Context, s: ForfortState) -> None:
    """The draw (none after a Pass with ``pass_then: no_draw``), then the next seat's turn, or
    scoring once a keep is empty and the round is over (C18)."""
    if not (s.passed and ctx.settings["pass_then"] == "no_draw"):
        draw(s, s.seat)
    check_keeps(s)
    nxt = (s.seat + 1) % s.seats
    if s.end_triggered and (ctx.settings["end_trigger"] == "end_of_turn" or nxt == s.start_seat):
        finish_scored(ctx, s, "keep empty")
        return
    if nxt == s.start_seat:
        if s.round >= ctx.settings["max_rounds"]:
            finish_scored(ctx, s, "max turns")
            return
        s.round += 1
    s.seat = nxt
    begin_turn(ctx, s)
