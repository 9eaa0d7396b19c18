"""What a gesture on the Forfort table means: the legal actions a dropped card or a clicked target
stands for (the table then submits the one, or asks which when there are several). Pure: reads
legal actions (``rules.legal_actions``) and the viewer's view only.
"""
from __future__ import annotations

from typing import Any

from ...rules.forfort.describe import direction_words


def target_of(action: dict, view: dict) -> tuple[int, str] | None:
    """Where an action points on the table: ``(fort seat, slot id)`` or ``(fort seat, "keep")``;
    None when it points nowhere (end turn, pass, decline)."""
    seat = action["seat"]
    kind = action["type"]
    if kind in ("build", "start_camp", "place_revealed", "drawbridge"):
        return seat, action["slot"]
    if kind == "camp":
        return action["fort"], action["slot"]
    target = action.get("target")
    if not isinstance(target, dict):
        return None
    if target.get("pick") == "keep":
        return seat, "keep"
    if "pick" in target:
        return seat, target["slot"]
    if target.get("mode") == "defeat":
        army = next((a for a in view["armies"] if a["id"] == target["army"]), None)
        return (army["fort"], army["slot"]) if army else None
    if "slot" in target:
        return target["fort"], target["slot"]
    return target["fort"], "keep"


def card_moves(legal: list[dict], view: dict, card: str) -> dict[tuple[int, str], list[dict]]:
    """The actions playing hand ``card`` could be, grouped by where they point."""
    out: dict[tuple[int, str], list[dict]] = {}
    for action in legal:
        if action.get("card") != card:
            continue
        where = target_of(action, view)
        if where is not None:
            out.setdefault(where, []).append(action)
    return out


def click_moves(legal: list[dict], view: dict) -> dict[tuple[int, str], list[dict]]:
    """The actions a click on the table could be (no card held): combos, the card from the keep,
    starting Camps, the drawbridge; grouped by where they point."""
    out: dict[tuple[int, str], list[dict]] = {}
    for action in legal:
        if "card" in action:
            continue
        where = target_of(action, view)
        if where is not None:
            out.setdefault(where, []).append(action)
    return out


def choice_words(rules: Any, state: Any, action: dict, viewer: int | None, names: list[str] | None = None) -> str:
    """A short button label for one of several actions at the same place, in full words that tell
    the choices apart (e.g. "Build it here", "Mason: rebuild your Corner Wall (Ram) here")."""
    kind = action["type"]
    if kind == "build":
        return "Build it here"
    if kind == "camp":
        return "Discard it for a Camp here"
    target = action.get("target", {})
    if kind in ("effect", "combo"):
        name = rules.ctx.data.symbols[action["symbol"]].en
        name = name if kind == "effect" else f"Double {name}"
        if target.get("mode") == "place":
            arrow = direction_words(rules.ctx, state, target["fort"], target["direction"], viewer)
            return f"{name}: Army here, marching {arrow}"
        if target.get("mode") == "defeat":
            return f"{name}: defeat this Army"
        if target.get("pick") == "keep":
            return f"{name}: build your keep's top card"
        if "pick" in target:
            # the Mason is the only symbol that rebuilds: its name is said only for the double
            lead = "Rebuild" if kind == "effect" else f"{name}: rebuild"
            return f"{lead} {short_card_words(rules, target['pick'])} here"
        if "slot" in target:
            return f"{name}: destroy this"
        return f"{name}: destroy the keep's top card"
    return rules.describe(state, action, viewer, names=names) if names else rules.describe(state, action, viewer)


def short_card_words(rules: Any, card: str) -> str:
    """A card in few words for a button: "Corner (Trebuchet + Ram)", "Protected Straight (Ram)",
    "a Camp"."""
    if "-C" in card:
        return "a Camp"
    wall = rules.wall(card)
    symbols = " + ".join(rules.ctx.data.symbols[s].en for s in wall.symbols)
    guard = "Protected " if wall.guard == "protected" else ""
    return f"{guard}{wall.shape.capitalize()} ({symbols})"
