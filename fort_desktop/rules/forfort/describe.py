"""Forfort actions in plain words for the game log ("P1 built a Corner Wall (Ram) on the
top-left corner"). Never a card id, and never a card still hidden from the viewer: drawn
cards and keep tops are told as "a card". A slot or an Army's direction is named as the viewer's
table draws it (each fort turned so its front faces the centre: geometry.yaml ``seen_turns``), so
"P2's top side" is the top side of P2's fort on that viewer's screen."""
from __future__ import annotations

from . import cards
from .context import Context
from .effects import KEEP
from .state import ForfortState

def _who(seat: int, viewer: int | None) -> str:
    return "you" if seat == viewer else f"P{seat + 1}"


def _fort(ctx: Context, s: ForfortState, fort: int, slot: str, viewer: int | None) -> str:
    owner = "your" if fort == viewer else f"P{fort + 1}'s"
    return f"{owner} {_slot(ctx, s, fort, slot, viewer)}"


def _slot(ctx: Context, s: ForfortState, fort: int, slot: str, viewer: int | None) -> str:
    """``slot`` of ``fort`` as drawn on ``viewer``'s screen, e.g. "top-left corner"."""
    return ctx.geo.words(slot, ctx.geo.seen_turns(fort, viewer, s.seats))


def direction_words(ctx: Context, s: ForfortState, fort: int, direction: str, viewer: int | None) -> str:
    """An Army's ``direction`` on ``fort`` as drawn on ``viewer``'s screen ("up", "left"...)."""
    return ctx.geo.direction_words(direction, ctx.geo.seen_turns(fort, viewer, s.seats))


def target_words(ctx: Context, s: ForfortState, symbol: str, target: dict, viewer: int | None) -> str:
    """What an effect's target does, e.g. "destroy P2's top side"."""
    if "pick" in target:
        if target["pick"] == KEEP:
            return "take the top card of the keep"
        mine = _slot(ctx, s, s.seat, target["slot"], viewer)
        return f"rebuild a {ctx.cat.words(target['pick'])} on the {mine}"
    if "mode" in target:
        if target["mode"] == "place":
            way = direction_words(ctx, s, target["fort"], target["direction"], viewer)
            return f"send an Army onto {_fort(ctx, s, target['fort'], target['slot'], viewer)}, marching {way}"
        army = next((a for a in s.armies if a.id == target["army"]), None)
        where = f" on {_fort(ctx, s, army.fort, army.slot, viewer)}" if army else ""
        return f"defeat an Army of P{cards.owner(target['army']) + 1}{where}"
    if "slot" in target:
        return f"destroy {_fort(ctx, s, target['fort'], target['slot'], viewer)}"
    owner = "your" if target["fort"] == viewer else f"P{target['fort'] + 1}'s"
    return f"destroy the top card of {owner} keep"


def describe_action(ctx: Context, s: ForfortState, a: dict, viewer: int | None) -> str:
    """One line for the legal action ``a`` applied to ``s`` (the state before it)."""
    kind, seat = a.get("type"), a.get("seat")
    who = _who(seat, viewer) if isinstance(seat, int) else "someone"
    who = who[0].upper() + who[1:]
    if kind == "start_camp":
        return f"{who} placed a starting Camp on the {_slot(ctx, s, seat, a['slot'], viewer)}"
    if kind == "build":
        return f"{who} built a {ctx.cat.words(a['card'])} on the {_slot(ctx, s, seat, a['slot'], viewer)}"
    if kind == "effect":
        name = ctx.data.symbols[a["symbol"]].en
        return f"{who} played a {ctx.cat.words(a['card'])} as a {name}: {target_words(ctx, s, a['symbol'], a['target'], viewer)}"
    if kind == "camp":
        return (f"{who} discarded a {ctx.cat.words(a['card'])} to place a Camp on "
                f"{_fort(ctx, s, a['fort'], a['slot'], viewer)}")
    if kind == "pass":
        paid = f", discarding a {ctx.cat.words(a['card'])}" if "card" in a else ""
        return f"{who} could not play and passed{paid}"
    if kind == "combo":
        name = ctx.data.symbols[a["symbol"]].en
        return f"{who} fired a Double {name}: {target_words(ctx, s, a['symbol'], a['target'], viewer)}"
    if kind == "decline_combo":
        return f"{who} let a Double {ctx.data.symbols[a['symbol']].en} go"
    if kind == "place_revealed":
        card = ctx.cat.words(s.revealed) if s.revealed else "the card"
        return f"{who} built the {card} from the keep on the {_slot(ctx, s, seat, a['slot'], viewer)}"
    if kind == "drawbridge":
        return f"{who} lowered the drawbridge on the {_slot(ctx, s, seat, a['slot'], viewer)}: a second turn"
    if kind == "end_turn":
        return f"{who} ended the turn"
    return f"{who}: {kind}"


def event_words(ctx: Context, s: ForfortState, events: list[dict], viewer: int | None) -> list[str]:
    """What happened on its own after an action (Armies marching, tokens back, the end)."""
    out = []
    for e in events:
        k = e["kind"]
        if k == "army_step":
            out.append(f"an Army marched onto {_fort(ctx, s, e['fort'], e['to'], viewer)}")
        elif k == "army_exit":
            out.append(f"an Army left {_fort(ctx, s, e['fort'], e['slot'], viewer)} and went home")
        elif k == "army_defeated" and e["cause"] in ("protected_wall", "blocked"):
            out.append(f"an Army was defeated on {_fort(ctx, s, e['fort'], e['slot'], viewer)}")
        elif k == "combo":
            out.append(f"combo: Double {ctx.data.symbols[e['symbol']].en}")
        elif k == "end_triggered":
            out.append("a keep is empty: this round is the last")
        elif k == "game_over":
            out.append(e["reason"])
    return out
