"""Fortify actions in plain words, for the game log (issue: "P2 placed a red L next to the Base;
a room for a Thrower closed")."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...grid import BASE_ID

if TYPE_CHECKING:  # pragma: no cover
    from .engine import FortifyRules
    from .state import FortifyState

TURNS = {0: "", 1: " turned a quarter right", 2: " turned upside down", 3: " turned a quarter left"}


def target_words(rules: "FortifyRules", state: "FortifyState", target: dict) -> str:
    """``{"kind": "card", "seat": 1, "id": 7}`` -> "P2's red Hook"."""
    who = f"P{target['seat'] + 1}'s"
    if target["kind"] == "base":
        return f"{who} Base Target"
    if target["kind"] == "card":
        spec = rules.card_spec(target["id"])
        return f"{who} {spec.colour} {spec.shape.replace('_', ' ')}"
    kid = state.players[target["seat"]].kids.get(target["id"])
    spec = rules.kid_spec(target["id"])
    if kid is not None and not kid.face_up:
        return f"{who} face-down Kid"
    return f"{who} {spec.colour} {spec.kind.title()}"


def face_words(face: str) -> str:
    return {"block": "a Block", "wild": "a Wild Balloon"}.get(face, f"a {face} Balloon")


def describe_action(rules: "FortifyRules", state: "FortifyState", action: dict) -> str:
    """One line for ``action`` applied to ``state`` (the state before it)."""
    seat = action.get("seat", 0)
    who = f"P{seat + 1}"
    kind = action.get("type")
    if kind == "place":
        player = state.players[seat]
        card = player.hand[0]
        spec = rules.card_spec(card)
        after = rules.apply(state, action)
        text = f"{who} placed a {spec.colour} {spec.shape.replace('_', ' ')}{TURNS[action['rot'] % 4]}"
        if after:
            if BASE_ID in after.players[seat].grid.neighbours().get(card, set()):
                text += " next to the Base"
            before = {e.cells for e in player.grid.enclosures()}
            new = [e for e in after.players[seat].grid.enclosures() if e.cells not in before and e.clear]
            for room in new:
                fits = " or ".join(k.title() for k in room.fits)
                text += f"; a room for a {fits} closed"
        return text
    if kind == "skip":
        return f"{who} skipped a card (to the bottom of the pile)"
    if kind == "grab":
        seconds = (action.get("ms") or 0) / 1000
        if state.phase == "build":
            left = len(state.players[seat].hand)
            stop = f"stopped ({left} card{'s' if left != 1 else ''} to the discard) and " if left else ""
            return f"{who} {stop}reached for the Cousin Meeple after {seconds:.1f} s"
        return f"{who} finished placing dice and reached for the Jerk Meeple after {seconds:.1f} s"
    if kind == "recruit":
        kid = state.kid_piles[action["kind"]][0]
        return f"{who} recruited a {rules.kid_spec(kid).colour} {action['kind'].title()}"
    if kind == "roll":
        if state.phase == "jerk":
            return f"{who} threw the Jerk Die"
        n = len(state.players[seat].dice)
        again = "re-rolled" if state.players[seat].rolled else "rolled"
        return f"{who} {again} {n} {'die' if n == 1 else 'dice'}"
    if kind == "place_die":
        face = rules.die_face(state, seat, action["die"])
        return f"{who} put {face_words(face or '?')} on {target_words(rules, state, action['target'])}"
    if kind == "medic":
        spec = rules.kid_spec(action["kid"])
        return f"{who}'s Medic flipped the {spec.colour} {spec.kind.title()} face up"
    return f"{who}: {kind}"
