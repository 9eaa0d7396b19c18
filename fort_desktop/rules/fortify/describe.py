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
    """A die face in words: "a Block", "a Wild Balloon", "a red Balloon"."""
    return {"block": "a Block", "wild": "a Wild Balloon"}.get(face, f"a {face} Balloon")


def describe_action(rules: "FortifyRules", state: "FortifyState", action: dict) -> str:
    """One line for ``action`` applied to ``state`` (the state before it); an action that ends
    the round's throwing also says what the clean-up did (rulebook "Resolve Dice")."""
    text = _action_words(rules, state, action)
    if state.phase == "jerk":
        after = rules.apply(state, action)
        if after and after.phase != "jerk":
            summary = cleanup_words(rules, state, after.events)
            text += f"; clean-up: {summary}" if summary else "; clean-up: nothing was hit"
    return text


def _card_names(rules: "FortifyRules", cards: list[int]) -> str:
    names = [f"{rules.card_spec(c).colour} {rules.card_spec(c).shape.replace('_', ' ')}" for c in cards]
    return ", ".join(names)


def cleanup_words(rules: "FortifyRules", state: "FortifyState", events: list[dict]) -> str:
    """What a clean-up did, in words, from its ``events`` (engine ``state.events``)."""
    parts = []
    for e in events:
        step = e.get("step")
        who = f"P{e.get('seat', 0) + 1}"
        if step == "jerk_unused":
            parts.append(f"the Jerk Die ({e['face']}) found no target")
        elif step == "block":
            n = e["count"]
            parts.append(f"{who}'s Block{'s' if n > 1 else ''} stopped {n} balloon{'s' if n > 1 else ''}")
        elif step == "discard":
            parts.append(f"{who} lost the {_card_names(rules, e['cards'])}")
        elif step == "reserve":
            parts.append(f"{who}'s {_card_names(rules, e['cards'])} cut off, to the Reserve")
        elif step == "flip_down":
            kids = ", ".join(f"{rules.kid_spec(k).colour} {rules.kid_spec(k).kind.title()}" for k in e["kids"])
            parts.append(f"{who}'s {kids} flipped face down")
        elif step == "base_hit":
            parts.append(f"{who}'s Base takes a Hit Token ({e['hits']}/{rules.data.rules['base_hits_to_win']})")
        elif step == "medic":
            spec = rules.kid_spec(e["kid"])
            parts.append(f"{who}'s Medic got the {spec.colour} {spec.kind.title()} back up")
        elif step == "moms_calling":
            parts.append("Mom's calling! The Fort deck ran out: no more building")
        elif step == "game_over":
            parts.append(f"game over: {e['reason']}")
    return "; ".join(parts)


def _action_words(rules: "FortifyRules", state: "FortifyState", action: dict) -> str:
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
                kinds = [k.title() for k in room.fits]
                fits = kinds[0] if len(kinds) == 1 else ", ".join(kinds[:-1]) + " or " + kinds[-1]
                text += f"; a room closed (a {fits} fits)"
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
        where = target_words(rules, state, action["target"])
        if action["target"].get("seat") == seat:
            where = "their own" + where.split("'s", 1)[1]
        return f"{who} put {face_words(face or '?')} on {where}"
    if kind == "medic":
        spec = rules.kid_spec(action["kid"])
        return f"{who}'s Medic flipped the {spec.colour} {spec.kind.title()} face up"
    return f"{who}: {kind}"
