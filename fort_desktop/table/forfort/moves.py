"""What a gesture on the Forfort table means: the legal actions a dropped card or a clicked target
stands for (the table then submits the one, or asks which when there are several; the buttons'
words are in :mod:`.words`). Pure: reads legal actions (``rules.legal_actions``) and the viewer's
view only.
"""
from __future__ import annotations


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
