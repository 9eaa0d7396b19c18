"""Forfort actions in plain words for the game log ("P1 built a Corner Wall (Ram) on slot 1").
Never a card id, and never a card still hidden from the viewer: drawn cards and keep tops are told
as "a card". A slot is named by the number drawn on it ("P2's slot 3"), the same for every viewer
however the table turns each fort toward the person playing, and an Army's way by the slot it
steps onto first ("marching toward slot 4"). Players are named by
``names`` (by seat; default "P1".."P4"); what follows at the start of the next turn (its owner's
Armies marching) is its own line, naming the Army's owner (:func:`outcome_lines`)."""
from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Optional

from . import cards
from .context import Context
from .effects import KEEP, Target
from .state import ForfortState
from ...text import possessive

#: Players' names by seat (None: "P1".."P4").
Names = Optional[Sequence[str]]


def name_of(seat: int, names: Names = None) -> str:
    """Seat ``seat`` by its player's name (``names`` by seat), else "P<n>"."""
    if names is not None and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return f"P{seat + 1}"


def named_codes(text: str, seats: int, names: Names = None) -> str:
    """``text`` (the rules' words naming seats by code: "P3 has 8 visible Walls, team P1+P3 wins")
    with each seat by its name and a team as "Ana & Cleo" (codes of no seat stay); ``names``
    None: as it is."""
    if names is None:
        return text

    def said(m: re.Match[str]) -> str:
        found = [int(code) - 1 for code in re.findall(r"P([1-9])", m.group(0))]
        if not all(seat < seats for seat in found):
            return m.group(0)
        return " & ".join(name_of(seat, names) for seat in found)
    return re.sub(r"\bP[1-9](?:\+P[1-9])*\b", said, text)


def _who(seat: int, viewer: int | None, names: Names = None) -> str:
    return "you" if seat == viewer else name_of(seat, names)


def _whose(fort: int, viewer: int | None, names: Names = None) -> str:
    return "your" if fort == viewer else f"{possessive(name_of(fort, names))}"


def _fort(ctx: Context, s: ForfortState, fort: int, slot: str, viewer: int | None, names: Names = None) -> str:
    return f"{_whose(fort, viewer, names)} {_slot(ctx, s, fort, slot, viewer)}"


def _slot(ctx: Context, s: ForfortState, fort: int, slot: str, viewer: int | None) -> str:
    """``slot`` of ``fort`` by the number drawn on it, e.g. "slot 3" (the same for every viewer)."""
    return ctx.geo.words(slot)


def direction_words(ctx: Context, s: ForfortState, fort: int, slot: str, direction: str) -> str:
    """An Army's ``direction`` from ``slot`` of ``fort``: "toward slot 4" (the slot it steps onto
    first; the same for every viewer)."""
    return ctx.geo.direction_words(slot, direction)


def target_words(ctx: Context, s: ForfortState, symbol: str, target: Target, viewer: int | None,
                 names: Names = None) -> str:
    """What an effect's target does, e.g. "destroy P2's slot 2"."""
    if "pick" in target:
        if target["pick"] == KEEP:
            return "take the top card of the keep"
        mine = _slot(ctx, s, s.seat, target["slot"], viewer)
        return f"rebuild a {ctx.cat.words(target['pick'])} on {mine}"
    if "mode" in target:
        if target["mode"] == "place":
            way = direction_words(ctx, s, target["fort"], target["slot"], target["direction"])
            return f"send an Army onto {_fort(ctx, s, target['fort'], target['slot'], viewer, names)}, marching {way}"
        army = next((a for a in s.armies if a.id == target["army"]), None)
        where = f" on {_fort(ctx, s, army.fort, army.slot, viewer, names)}" if army else ""
        return f"defeat an Army of {name_of(cards.owner(target['army']), names)}{where}"
    if "slot" in target:
        return f"destroy {_fort(ctx, s, target['fort'], target['slot'], viewer, names)}"
    return f"destroy the top card of {_whose(target['fort'], viewer, names)} keep"


def _still_to_come(s: ForfortState, symbol: Any) -> str:
    """" (1 more to come)" when ``symbol``'s double effect fires again after this one (a Double
    Siege Tower runs twice; two Mason combos made at once fire one after the other), else "": two
    firings at the same target would otherwise read as one log line shown twice."""
    left = sum(int(c.get("left", 0)) for c in s.combos if isinstance(c, dict) and c.get("symbol") == symbol) - 1
    return f" ({left} more to come)" if left > 0 else ""


def describe_action(ctx: Context, s: ForfortState, a: dict[str, Any], viewer: int | None, names: Names = None) -> str:
    """One line for the legal action ``a`` applied to ``s`` (the state before it)."""
    kind, given = a.get("type"), a.get("seat")
    seat = given if isinstance(given, int) else s.seat  # a legal action's seat is the one to play
    who = _who(seat, viewer, names) if isinstance(given, int) else "someone"
    who = who[0].upper() + who[1:]
    if kind == "start_camp":
        return f"{who} placed a starting Camp on {_slot(ctx, s, seat, a['slot'], viewer)}"
    if kind == "build":
        return f"{who} built a {ctx.cat.words(a['card'])} on {_slot(ctx, s, seat, a['slot'], viewer)}"
    if kind == "effect":
        name = ctx.data.symbols[a["symbol"]].en
        return f"{who} played a {ctx.cat.words(a['card'])} as a {name}: {target_words(ctx, s, a['symbol'], a['target'], viewer, names)}"
    if kind == "camp":
        return (f"{who} discarded a {ctx.cat.words(a['card'])} to place a Camp on "
                f"{_fort(ctx, s, a['fort'], a['slot'], viewer, names)}")
    if kind == "pass":
        paid = f", discarding a {ctx.cat.words(a['card'])}" if "card" in a else ""
        return f"{who} could not play and passed{paid}"
    if kind == "combo":
        name = ctx.data.symbols[a["symbol"]].en
        return (f"{who} fired a Double {name}{_still_to_come(s, a['symbol'])}: "
                f"{target_words(ctx, s, a['symbol'], a['target'], viewer, names)}")
    if kind == "decline_combo":
        return f"{who} let a Double {ctx.data.symbols[a['symbol']].en} go"
    if kind == "place_revealed":
        card = ctx.cat.words(s.revealed) if s.revealed else "the card"
        return f"{who} built the {card} from the keep on {_slot(ctx, s, seat, a['slot'], viewer)}"
    if kind == "drawbridge":
        return f"{who} lowered the drawbridge on {_slot(ctx, s, seat, a['slot'], viewer)}: a second turn"
    if kind == "end_turn":
        return f"{who} ended the turn"
    return f"{who}: {kind}"


def split_at_turn(events: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``events`` of one action cut where the next turn begins (its "turn" event): what the action
    did in its own turn, then what happened at the start of the next (its owner's Armies marching)."""
    for i, e in enumerate(events):
        if e["kind"] == "turn" and i > 0:
            return events[:i], events[i:]
    return list(events), []


def event_words(ctx: Context, s: ForfortState, events: list[dict[str, Any]], viewer: int | None, names: Names = None) -> list[str]:
    """What happened on its own after an action (Armies marching, tokens back, the end); each
    Army named by its owner ("Ben's Army left your slot 1 and went home")."""
    out = []
    trampled: list[str] = []   # what the next step of an Army destroyed (its "destroy" event comes first)
    for e in events:
        k = e["kind"]
        army = f"{possessive(name_of(cards.owner(e['army']), names))} Army" if "army" in e else "an Army"
        if k == "destroy" and e.get("cause") == "army":
            trampled = [ctx.cat.words(card) for card in reversed(e["cards"])]
        elif k == "army_step":
            wrecked = f", destroying the {' and the '.join(trampled)}" if trampled else ""
            out.append(f"{army} marched onto {_fort(ctx, s, e['fort'], e['to'], viewer, names)}{wrecked}")
            trampled = []
        elif k == "army_exit":
            out.append(f"{army} left {_fort(ctx, s, e['fort'], e['slot'], viewer, names)} and went home")
        elif k == "army_defeated" and e["cause"] in ("protected_wall", "blocked"):
            out.append(f"{army} was defeated on {_fort(ctx, s, e['fort'], e['slot'], viewer, names)}")
        elif k == "combo":
            name = ctx.data.symbols[e['symbol']].en
            out.append(f"two {name}s side by side: a combo, the Double {name}")
        elif k == "fizzle" and "card" in e:
            out.append(f"the {ctx.cat.words(e['card'])} from the keep fits no slot: it goes to the discard")
        elif k == "fizzle":
            if e["symbol"] != "garrison":
                what = "finds no target"
            elif e.get("armies"):       # Armies left, but no empty slot in a rival fort to stand one on
                what = "has nothing more to do: no empty slot in a rival fort for an Army and no invading Army to defeat"
            else:
                what = "has nothing more to do: no Army left to place and no invading Army to defeat"
            out.append(f"the Double {ctx.data.symbols[e['symbol']].en} {what}")
        elif k == "end_triggered":
            out.append("a keep is empty: this round is the last")
        elif k == "game_over":
            out.append(named_codes(e["reason"], s.seats, names))
    return out


def turn_lines(ctx: Context, s: ForfortState, events: list[dict[str, Any]], viewer: int | None, names: Names = None) -> list[str]:
    """The start of the next turn as its own log line, when something happened then: "Ben's turn:
    Ben's Army marched onto your slot 2" (``events`` from its "turn" event on)."""
    if not events:
        return []
    words = event_words(ctx, s, events, viewer, names)
    if not words:
        return []
    seat = events[0]["seat"]
    turn = "second turn" if events[0].get("bonus") else "turn"
    return [f"{possessive(name_of(seat, names))} {turn}: " + "; ".join(words)]
