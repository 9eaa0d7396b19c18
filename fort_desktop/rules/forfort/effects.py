"""The five symbols' effects, base and double: their legal targets and what they do (rule text
"Activer l'effet d'une carte", "DOUBLE ..."; forfort.md 4.2 EFFECT, C5, C6, C11, C12, C16, C22).

A target is a JSON-ready dict, by effect kind (symbols.yaml ``effect``):
- place_from_discard / build_from_discard_or_keep: ``{"pick": card id, "slot"}``, or for the
  double ``{"pick": "keep"}`` (the top of your keep, revealed, then placed by ``place_revealed``);
- destroy_slot: ``{"fort": seat, "slot"}``;  destroy_keep_top: ``{"fort": seat}``;
- garrison: ``{"mode": "place", "fort", "slot", "direction"}`` or ``{"mode": "defeat", "army"}``.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict

from . import cards
from .armies import defeat_army, place_army
from .combos import after_wall_placed
from .context import Context
from .destroy import destroy_cards, destroy_keep_top
from .data import EffectSpec
from .placement import is_empty, put_on_slot, wall_slots
from .state import ForfortState
from .teams import opponents, team_of

KEEP = "keep"


class Target(TypedDict, total=False):
    """An effect's target (the module docstring gives the keys each kind uses)."""

    pick: str
    slot: str
    fort: int
    mode: str
    direction: str
    army: str


def targets(ctx: Context, s: ForfortState, seat: int, spec: EffectSpec, *, extra_discard: Sequence[str] = ()) -> list[Target]:
    """Every legal target of ``spec`` for ``seat`` now (empty: the effect cannot be played, C16).
    ``extra_discard``: cards counted as in the discard already (``effect_card_discarded: before``)."""
    kind = spec.effect
    if kind == "place_from_discard":
        return _mason_targets(ctx, s, seat, list(s.players[seat].discard) + list(extra_discard), double=False)
    if kind == "build_from_discard_or_keep":
        out = _mason_targets(ctx, s, seat, list(s.players[seat].discard) + list(extra_discard), double=True)
        if s.players[seat].keep:
            out.append({"pick": KEEP})
        return out
    if kind == "destroy_slot":
        return [{"fort": fort, "slot": slot} for fort in opponents(s, seat) for slot in ctx.geo.slots
                if ctx.geo.line(slot) in spec.lines and _slot_doomed(ctx, s, fort, slot, spec.protected)[1]]
    if kind == "destroy_keep_top":
        return [{"fort": fort} for fort in opponents(s, seat) if s.players[fort].keep]
    if kind == "garrison":
        return _garrison_targets(ctx, s, seat)
    raise ValueError(f"unknown effect {kind!r}")


def _mason_targets(ctx: Context, s: ForfortState, seat: int, pool: list[str], *, double: bool) -> list[Target]:
    out: list[Target] = []
    camps_ok = ctx.settings["double_mason_cards" ] == "walls_and_camps" if double else ctx.settings["mason_may_place_camps"]
    for card in pool:
        if cards.is_wall(card):
            out.extend({"pick": card, "slot": slot} for slot in wall_slots(ctx, s, seat, card, ignore_arrows=double))
        elif cards.is_camp(card) and camps_ok:
            out.extend({"pick": card, "slot": slot} for slot in ctx.geo.slots if is_empty(s, seat, slot))
    return out


def _slot_doomed(ctx: Context, s: ForfortState, fort: int, slot: str, protected_ok: bool) -> tuple[list[str], bool]:
    """(the cards a Ram / Trebuchet destroys on that slot, whether the slot is a legal target)."""
    stack = s.players[fort].fort[slot]
    army_hit = ctx.settings["siege_weapons_hit_armies"] and s.army_at(fort, slot) is not None

    def is_protected(card: str) -> bool:
        return cards.is_wall(card) and ctx.cat.wall(card).protected

    if protected_ok:
        doomed = list(stack)
    elif ctx.settings["protected_exemption"] == "top_only":
        if stack and is_protected(stack[-1]):
            return [], False
        doomed = list(stack)
    else:  # spare_protected_in_stack: the literal "hors Muraille protégée"
        doomed = [c for c in stack if not is_protected(c)]
    return doomed, bool(doomed) or army_hit


def _garrison_targets(ctx: Context, s: ForfortState, seat: int) -> list[Target]:
    out: list[Target] = []
    if s.players[seat].army_supply:
        for fort in opponents(s, seat):
            for slot in ctx.geo.slots:
                if is_empty(s, fort, slot):
                    out.extend({"mode": "place", "fort": fort, "slot": slot, "direction": d}
                               for d in ctx.geo.army_directions(slot))
    enemies = set(opponents(s, seat))
    home = set(team_of(s, seat))
    for army in sorted(s.armies, key=lambda a: a.seq):
        if army.owner in enemies and (ctx.settings["garrison_defeat_scope"] == "any_fort" or army.fort in home):
            out.append({"mode": "defeat", "army": army.id})
    return out


def resolve(ctx: Context, s: ForfortState, seat: int, spec: EffectSpec, symbol: str, target: Target) -> None:
    """Carry out one activation of ``spec`` on a target that :func:`targets` listed."""
    kind = spec.effect
    double = kind == "build_from_discard_or_keep"
    if kind in ("place_from_discard", "build_from_discard_or_keep"):
        player = s.players[seat]
        if target["pick"] == KEEP:
            card = player.keep.pop()
            s.revealed = card
            s.events.append({"kind": "reveal", "seat": seat, "card": card})
            if not wall_slots(ctx, s, seat, card, ignore_arrows=True):
                # Every slot of its shape holds an Army: our reading, it cannot be built and goes
                # to the discard (putting it back would hide a card everyone has seen).
                player.discard.append(card)
                s.revealed = None
                s.events.append({"kind": "fizzle", "seat": seat, "symbol": symbol, "card": card})
            return
        card = target["pick"]
        player.discard.remove(card)
        put_on_slot(ctx, s, seat, target["slot"], card)
        s.events.append({"kind": "mason", "seat": seat, "card": card, "slot": target["slot"], "double": double})
        if cards.is_wall(card):
            after_wall_placed(ctx, s, seat, target["slot"], with_combos=ctx.settings["mason_triggers_combos"])
    elif kind == "destroy_slot":
        fort, slot = target["fort"], target["slot"]
        doomed, _ = _slot_doomed(ctx, s, fort, slot, spec.protected)
        destroy_cards(s, fort, slot, doomed, symbol)
        army = s.army_at(fort, slot)
        if army is not None and ctx.settings["siege_weapons_hit_armies"]:
            defeat_army(s, army, symbol)
    elif kind == "destroy_keep_top":
        destroy_keep_top(s, target["fort"], symbol)
    elif kind == "garrison":
        if target["mode"] == "place":
            place_army(ctx, s, seat, target["fort"], target["slot"], target["direction"])
        else:
            army = next(a for a in s.armies if a.id == target["army"])
            defeat_army(s, army, "garrison")
    else:
        raise ValueError(f"unknown effect {kind!r}")


def place_revealed(ctx: Context, s: ForfortState, seat: int, slot: str) -> None:
    """Double Mason's card from the top of the keep goes on ``slot`` (any slot of its shape
    without an Army, C12); it counts as a build (C11)."""
    card = s.revealed
    assert card is not None
    s.revealed = None
    put_on_slot(ctx, s, seat, slot, card)
    s.events.append({"kind": "mason", "seat": seat, "card": card, "slot": slot, "double": True})
    after_wall_placed(ctx, s, seat, slot, with_combos=ctx.settings["mason_triggers_combos"])
