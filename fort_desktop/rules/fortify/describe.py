"""Fortify actions and what they set off, in plain words: the one wording of the game log and of
the table's step-by-step clean-up ("P2 placed a red L next to the Base; a room closed (a Thrower
fits)", "P1 loses 2 Fort Cards (HIT): ...")."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TYPE_CHECKING

from ...grid import BASE_ID
from ..base import Refusal
from ...text import possessive

if TYPE_CHECKING:  # pragma: no cover
    from .engine import FortifyRules
    from .state import FortifyState

TURNS = {0: "", 1: " turned a quarter right", 2: " turned upside down", 3: " turned a quarter left"}


def target_words(rules: "FortifyRules", state: "FortifyState", target: dict[str, Any],
                 names: Sequence[str] | None = None) -> str:
    """``{"kind": "card", "seat": 1, "id": 7}`` -> "P2's red Hook"."""
    who = possessive(_who(names, target['seat']))
    if target["kind"] == "base":
        return f"{who} Base Target"
    if target["kind"] == "card":
        spec = rules.card_spec(target["id"])
        return f"{who} {spec.colour} {spec.shape.replace('_', ' ')}"
    kid = state.players[target["seat"]].kids.get(target["id"])
    kid_spec = rules.kid_spec(target["id"])
    if kid is not None and not kid.face_up:
        return f"{who} face-down Kid"
    return f"{who} {kid_spec.colour} {kid_spec.kind.title()}"


def seconds_words(seconds: float) -> str:
    """A race time in plain words: tenths under 10 s only when they are not naught ("4.2 s",
    "0 s"), whole seconds under a minute ("37 s"), then minutes ("1 minute", "1 min 5 s")."""
    if seconds < 9.95:
        text = f"{seconds:.1f}"
        return (text[:-2] if text.endswith(".0") else text) + " s"
    whole = int(round(seconds))
    if whole < 60:
        return f"{whole} s"
    minutes, rest = divmod(whole, 60)
    if rest == 0:
        return "1 minute" if minutes == 1 else f"{minutes} minutes"
    return f"{minutes} min {rest} s"


def face_words(face: str) -> str:
    """A die face in words: "a Block", "a Wild Balloon", "a red Balloon"."""
    return {"block": "a Block", "wild": "a Wild Balloon"}.get(face, f"a {face} Balloon")


def describe_action(rules: "FortifyRules", state: "FortifyState", action: dict[str, Any],
                    names: Sequence[str] | None = None) -> str:
    """One line for ``action`` applied to ``state`` (the state before it). What follows it (a
    clean-up, a new round's draw) is worded by :func:`event_words`, one line per step."""
    return _action_words(rules, state, action, names)


def _who(names: Sequence[str] | None, seat: int) -> str:
    return names[seat] if names and 0 <= seat < len(names) else f"P{seat + 1}"


def _card_names(rules: "FortifyRules", cards: list[int]) -> str:
    names = [f"{rules.card_spec(c).colour} {rules.card_spec(c).shape.replace('_', ' ')}" for c in cards]
    return ", ".join(names)


def _kid_names(rules: "FortifyRules", kids: list[int]) -> str:
    return ", ".join(f"{rules.kid_spec(k).colour} {rules.kid_spec(k).kind.title()}" for k in kids)


def fresh_events(before: "FortifyState", after: "FortifyState") -> list[dict[str, Any]]:
    """The events ``after`` holds that ``before`` did not (what one action set off, in order)."""
    old, new = before.events, after.events
    if new[:len(old)] == old:
        return list(new[len(old):])
    return list(new)


def event_words(rules: "FortifyRules", state: "FortifyState", event: dict[str, Any],
                names: Sequence[str] | None = None) -> str:
    """One event of ``state.events`` (engine) in players' words; "" for an event not worded.
    ``state`` is the state the event happened in (for the round number). Rule text: "Resolve Dice"
    Steps 1-5, Part I Step 1, "Mom's Calling Mode"."""
    step = event.get("step")
    seat = event.get("seat", 0)
    who = _who(names, seat) if isinstance(seat, int) else "?"
    if step == "draw":
        extra = f" + {event['from_reserve']} from the Reserve" if event.get("from_reserve") else ""
        return f"Round {state.round}: {who} draws {event['cards']} Fort Cards{extra}"
    if step == "moms_calling":
        return "Mom's calling! Not enough Fort Cards: no more building, only balloons from now on"
    if step == "reveal":
        n = len(event.get("dice", []))
        return f"Dice revealed: {n} on the table" if n else "No dice on the table: nothing is hit"
    if step == "block":
        n = event["count"]
        return f"A Block saves {possessive(who)} fort from {n} balloon{'s' if n != 1 else ''}"
    if step == "discard":
        n = len(event["cards"])
        return (f"{who} loses {n} Fort Card{'s' if n != 1 else ''} (HIT): "
                f"{_card_names(rules, event['cards'])} to the discard pile")
    if step == "reserve":
        n = len(event["cards"])
        return (f"{n} card{'s' if n != 1 else ''} cut off from {possessive(who)} Base {'goes' if n == 1 else 'go'} to the "
                f"Reserve: {_card_names(rules, event['cards'])}")
    if step == "flip_down":
        n = len(event["kids"])
        return (f"{n} of {possessive(who)} Kids {'is HIT and flips' if n == 1 else 'are HIT and flip'} face down: "
                f"{_kid_names(rules, event['kids'])}")
    if step == "base_hit":
        return f"{possessive(who)} Base is HIT! Hit Tokens: {event['hits']} of {rules.data.rules['base_hits_to_win']}"
    if step == "medic":
        return f"A Medic flips {possessive(who)} {_kid_names(rules, [event['kid']])} face up again"
    if step == "jerk_unused":
        return f"The Jerk Die shows {event.get('face')}: no target, it returns unused"
    if step == "game_over":
        return f"Game over: {event.get('reason', '')}"
    return ""


def cleanup_words(rules: "FortifyRules", state: "FortifyState", events: list[dict[str, Any]],
                  names: Sequence[str] | None = None) -> str:
    """What a clean-up did: its :func:`event_words` lines joined with "; " (compatibility)."""
    return "; ".join(line for line in (event_words(rules, state, e, names) for e in events) if line)


def _action_words(rules: "FortifyRules", state: "FortifyState", action: dict[str, Any],
                  names: Sequence[str] | None) -> str:
    seat = action.get("seat", 0)
    who = _who(names, seat)
    kind = action.get("type")
    if kind == "place":
        player = state.players[seat]
        card = player.hand[0]
        spec = rules.card_spec(card)
        after = rules.apply(state, action)
        text = f"{who} placed a {spec.colour} {spec.shape.replace('_', ' ')}{TURNS[action['rot'] % 4]}"
        if not isinstance(after, Refusal):
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
        meeple = "Cousin" if state.phase == "build" else "Jerk"
        # a rival already grabbed in less time (the faster player holds the Meeple, rulebook Step 2
        # "Prep the Cousin Meeple"; a tie goes by the data's meeple_tie_goes_to, so it says nothing):
        # this grab is too late, and the words say so rather than "reached for" it
        faster = [p.seat for p in state.players if p.seat != seat and p.race_ms is not None
                  and p.race_ms < (action.get("ms") or 0)]
        late = f", too late: the {meeple} Meeple is {possessive(_who(names, faster[0]))}" if faster else ""
        if state.phase == "build":
            left = len(state.players[seat].hand)
            stop = f"stopped ({left} card{'s' if left != 1 else ''} to the discard) and " if left else ""
            if faster:
                return f"{who} {stop}finished building after {seconds_words(seconds)}{late}"
            return f"{who} {stop}reached for the Cousin Meeple after {seconds_words(seconds)}"
        if faster:
            return f"{who} finished placing dice after {seconds_words(seconds)}{late}"
        return f"{who} finished placing dice and reached for the Jerk Meeple after {seconds_words(seconds)}"
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
        where = target_words(rules, state, action["target"], names)
        if action["target"].get("seat") == seat:   # "P2's red Hook" -> "their own red Hook"
            owner = possessive(_who(names, seat))
            where = "their own" + where[len(owner):] if where.startswith(owner) else where
        return f"{who} put {face_words(face or '?')} on {where}"
    if kind == "medic":
        kid_spec = rules.kid_spec(action["kid"])
        return f"{possessive(who)} Medic flipped the {kid_spec.colour} {kid_spec.kind.title()} face up"
    return f"{who}: {kind}"
