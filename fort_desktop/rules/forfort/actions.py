"""Forfort's actions: what is legal now, why something is not, and carrying one out.

The vocabulary is documented in the package docstring. ``apply`` accepts exactly the dicts
:func:`legal_actions` lists (compared as canonical JSON, so ``True`` is not ``1`` and ``1.0`` is
not ``1``); anything else gets a reason from :func:`problem`.
"""
from __future__ import annotations

from typing import Any

import json

from .context import Context
from .effects import place_revealed, resolve, targets
from .placement import camp_spots, is_empty, put_on_slot, wall_problem, wall_slots
from .state import COMBO, DRAWBRIDGE, OVER, PLACE_REVEALED, PLAY, SETUP, ForfortState
from .combos import after_wall_placed
from .turn import begin_turn, combo_targets, continue_turn, drawbridge_slots, end_turn, lower_drawbridge

#: Action type -> its fields besides ``type`` and ``seat`` (a field in brackets may be absent).
FIELDS: dict[str, tuple[str, ...]] = {
    "start_camp": ("slot",),
    "build": ("card", "slot"),
    "effect": ("card", "symbol", "target"),
    "camp": ("card", "fort", "slot"),
    "pass": ("[card]",),
    "combo": ("symbol", "target"),
    "decline_combo": ("symbol",),
    "place_revealed": ("slot",),
    "drawbridge": ("slot",),
    "end_turn": (),
}

#: Phase -> the action types it accepts, and what the player is asked, in words.
PHASE_TYPES: dict[str, tuple[tuple[str, ...], str]] = {
    SETUP: (("start_camp",), "place a starting Camp"),
    PLAY: (("build", "effect", "camp", "pass"), "play a card: build a Wall, use an effect or place a Camp"),
    COMBO: (("combo", "decline_combo"), "resolve a combo"),
    PLACE_REVEALED: (("place_revealed",), "place the card taken from the top of the keep"),
    DRAWBRIDGE: (("drawbridge", "end_turn"), "lower the drawbridge for a second turn, or end the turn"),
}


def legal_actions(ctx: Context, s: ForfortState, seat: int) -> list[dict[str, Any]]:
    """Every action ``seat`` may submit now (empty when it is not asked anything)."""
    if s.phase == OVER or seat != s.seat:
        return []
    if s.phase == SETUP:
        return [{"type": "start_camp", "seat": seat, "slot": slot} for slot in ctx.geo.slots if is_empty(s, seat, slot)]
    if s.phase == PLAY:
        return _play_actions(ctx, s, seat)
    if s.phase == COMBO:
        out: list[dict[str, Any]] = []
        seen: set[str] = set()
        for combo in s.combos:
            if combo["symbol"] in seen:
                continue
            seen.add(combo["symbol"])
            out.extend({"type": "combo", "seat": seat, "symbol": combo["symbol"], "target": t}
                       for t in combo_targets(ctx, s, combo))
            if not ctx.settings["combos_mandatory"]:
                out.append({"type": "decline_combo", "seat": seat, "symbol": combo["symbol"]})
        return out
    if s.phase == PLACE_REVEALED and s.revealed is not None:
        return [{"type": "place_revealed", "seat": seat, "slot": slot}
                for slot in wall_slots(ctx, s, seat, s.revealed, ignore_arrows=True)]
    if s.phase == DRAWBRIDGE:
        return [{"type": "drawbridge", "seat": seat, "slot": slot} for slot in drawbridge_slots(ctx, s, seat)] + \
            [{"type": "end_turn", "seat": seat}]
    return []


def _play_actions(ctx: Context, s: ForfortState, seat: int) -> list[dict[str, Any]]:
    p = s.players[seat]
    out: list[dict[str, Any]] = []
    for card in p.hand:
        out.extend({"type": "build", "seat": seat, "card": card, "slot": slot} for slot in wall_slots(ctx, s, seat, card))
    before = ctx.settings["effect_card_discarded"] == "before"
    for card in p.hand:
        for symbol in ctx.cat.wall(card).symbols:
            spec = ctx.data.symbols[symbol].base
            out.extend({"type": "effect", "seat": seat, "card": card, "symbol": symbol, "target": t}
                       for t in targets(ctx, s, seat, spec, extra_discard=(card,) if before else ()))
    if p.camp_supply:
        spots = camp_spots(ctx, s, seat)
        out.extend({"type": "camp", "seat": seat, "card": card, "fort": fort, "slot": slot}
                   for card in p.hand for fort, slot in spots)
    if not out:  # Pass only when nothing else is possible (C15)
        out = [{"type": "pass", "seat": seat, "card": card} for card in p.hand] or [{"type": "pass", "seat": seat}]
    return out


def canonical(action: object) -> str | None:
    """``action`` as canonical JSON, or None when it is not JSON-ready data."""
    try:
        return json.dumps(action, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError):
        return None


def problem(ctx: Context, s: ForfortState, action: object, legal: list[dict[str, Any]]) -> str:
    """Why ``action`` is not one of ``legal`` (the legal actions of its seat), in words."""
    if not isinstance(action, dict):
        return "an action is a dict with a 'type' and a 'seat'"
    if canonical(action) is None:
        return "an action holds only plain data (text, whole numbers, true/false, lists, dicts)"
    kind, seat = action.get("type"), action.get("seat")
    if not isinstance(kind, str) or kind not in FIELDS:
        return f"unknown action type {kind!r}; Forfort knows {', '.join(FIELDS)}"
    if isinstance(seat, bool) or not isinstance(seat, int):
        return "'seat' must be a whole number (0 for P1)"
    if not 0 <= seat < s.seats:
        return f"there is no seat {seat} in a {s.seats}-player game"
    if s.phase == OVER:
        return "the game is over"
    if seat != s.seat:
        return f"it is P{s.seat + 1}'s turn, not P{seat + 1}'s"
    types, asked = PHASE_TYPES[s.phase]
    if kind not in types:
        return f"now P{s.seat + 1} must {asked}"
    wanted = {f.strip("[]") for f in FIELDS[kind]}
    needed = {f for f in FIELDS[kind] if not f.startswith("[")}
    extra = sorted(set(action) - wanted - {"type", "seat"})
    if extra:
        return f"a {kind} action has no field {extra[0]!r}"
    missing = sorted(needed - set(action))
    if missing:
        return f"a {kind} action needs a {missing[0]!r}"
    for name, value in action.items():
        shape = FIELD_SHAPES.get(name)
        if shape is not None and not _has_shape(value, shape):
            return f"a {kind} action's {name!r} must be {shape[1]}"
    return _specific(ctx, s, action, kind, seat)


#: Field -> (its JSON type, in words): checked before a value is looked up in a set or a table.
FIELD_SHAPES: dict[str, tuple[type, str]] = {
    "slot": (str, "a slot name such as 'NW'"), "card": (str, "a card id"), "symbol": (str, "a symbol name"),
    "fort": (int, "a seat number"), "target": (dict, "a dict"),
}


def _has_shape(value: object, shape: tuple[type, str]) -> bool:
    return isinstance(value, shape[0]) and not isinstance(value, bool)


def _specific(ctx: Context, s: ForfortState, a: dict[str, Any], kind: str, seat: int) -> str:
    p = s.players[seat]
    slot: str = a.get("slot", "")
    if "slot" in a and slot not in ctx.geo.slots:
        return f"there is no slot {slot!r}; slots are {', '.join(ctx.geo.slots)}"
    if "card" in a and a["card"] not in p.hand:
        return "that card is not in your hand"
    if kind == "start_camp":
        return f"your {ctx.geo.words(slot)} is not empty"
    if kind == "build":
        return wall_problem(ctx, s, seat, a["card"], slot) or "that Wall cannot be built there"
    if kind == "effect":
        if a["symbol"] not in ctx.cat.wall(a["card"]).symbols:
            return "that card does not show that symbol"
        return f"that is not a legal target for the {ctx.data.symbols[a['symbol']].en} now"
    if kind == "camp":
        if not p.camp_supply:
            return "you have no Camp left to place"
        if (a["fort"], slot) not in camp_spots(ctx, s, seat):
            return "a Camp goes on an empty slot of your fort (or your partner's, in teams)"
    if kind == "pass":
        return "you may pass only when you cannot build, use an effect or place a Camp"
    if kind in ("combo", "decline_combo"):
        if not isinstance(a["symbol"], str) or a["symbol"] not in {c["symbol"] for c in s.combos}:
            return "no combo of that symbol is waiting"
        if kind == "decline_combo":
            return "combos are not optional (rules.yaml combos_mandatory)"
        return "that is not a legal target for this combo"
    if kind == "place_revealed" and s.revealed is not None:
        return wall_problem(ctx, s, seat, s.revealed, slot, ignore_arrows=True) or "that card cannot go there"
    if kind == "drawbridge":
        return "the drawbridge goes on a visible Wall with the drawbridge icon, once a turn, while you hold the token"
    return "that is not a legal move now"


def perform(ctx: Context, s: ForfortState, a: dict[str, Any]) -> None:
    """Carry out the legal action ``a`` on ``s`` (a copy the engine owns), through to the next
    decision: the turn's end, the next seat's Armies marching, or the game's end."""
    kind, seat = a["type"], a["seat"]
    p = s.players[seat]
    if kind == "start_camp":
        camp = p.camp_supply.pop(0)
        put_on_slot(ctx, s, seat, a["slot"], camp)
        s.events.append({"kind": "camp", "seat": seat, "card": camp, "fort": seat, "slot": a["slot"], "start": True})
        s.setup_queue.pop(0)
        if s.setup_queue:
            s.seat = s.setup_queue[0]
        else:
            s.seat = s.start_seat
            begin_turn(ctx, s)
        return
    if kind == "build":
        p.hand.remove(a["card"])
        put_on_slot(ctx, s, seat, a["slot"], a["card"])
        s.events.append({"kind": "build", "seat": seat, "card": a["card"], "slot": a["slot"]})
        after_wall_placed(ctx, s, seat, a["slot"], with_combos=True)
    elif kind == "effect":
        p.hand.remove(a["card"])
        before = ctx.settings["effect_card_discarded"] == "before"
        if before:
            p.discard.append(a["card"])
        s.events.append({"kind": "effect", "seat": seat, "card": a["card"], "symbol": a["symbol"], "target": a["target"]})
        resolve(ctx, s, seat, ctx.data.symbols[a["symbol"]].base, a["symbol"], a["target"])
        if not before:
            s.played = a["card"]  # into the discard once the combos it set off are over
    elif kind == "camp":
        p.hand.remove(a["card"])
        p.discard.append(a["card"])
        camp = p.camp_supply.pop(0)
        put_on_slot(ctx, s, a["fort"], a["slot"], camp)
        s.events.append({"kind": "camp", "seat": seat, "card": camp, "paid": a["card"], "fort": a["fort"], "slot": a["slot"]})
    elif kind == "pass":
        if "card" in a:
            p.hand.remove(a["card"])
            p.discard.append(a["card"])
        s.passed = True
        s.events.append({"kind": "pass", "seat": seat, "card": a.get("card")})
    elif kind == "combo":
        combo = next(c for c in s.combos if c["symbol"] == a["symbol"])
        combo["left"] -= 1
        if combo["left"] <= 0:
            s.combos.remove(combo)
        s.events.append({"kind": "double", "seat": seat, "symbol": a["symbol"], "target": a["target"]})
        resolve(ctx, s, seat, ctx.data.symbols[a["symbol"]].double, a["symbol"], a["target"])
    elif kind == "decline_combo":
        s.combos.remove(next(c for c in s.combos if c["symbol"] == a["symbol"]))
        s.events.append({"kind": "declined", "seat": seat, "symbol": a["symbol"]})
    elif kind == "place_revealed":
        place_revealed(ctx, s, seat, a["slot"])
    elif kind == "drawbridge":
        lower_drawbridge(ctx, s, a["slot"])
        return
    elif kind == "end_turn":
        end_turn(ctx, s)
        return
    continue_turn(ctx, s)


