"""Where a rolled die may go (rulebook "Roll & Place Dice", Step 2; fortify.md 6).

- a colour Balloon: an opponent's Fort Card of that colour, or an opponent's face-up Kid of that
  colour (a face-down Kid shows no colour);
- a Wild Balloon: any opponent Fort Card or Kid (face up or down), or the opponent's Base Target;
- a Block: any own Fort Card, own Kid, or own Base Target, balloon there or not.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .state import FortifyState, PlayerState

if TYPE_CHECKING:  # pragma: no cover
    from .engine import FortifyRules

COLOURS = ("blue", "green", "yellow", "red")


def can_roll(player: PlayerState) -> bool:
    """Roll Step 1 / re-roll: dice in hand, and either no roll yet or a die placed since the last."""
    return bool(player.dice) and (not player.rolled or player.placed_since_roll)


def target_problem(rules: "FortifyRules", state: FortifyState, seat: int, face: str, target: dict[str, Any]) -> str | None:
    """Why a die showing ``face``, placed by ``seat``, may not go on ``target``; None if it may."""
    kind, area = target.get("kind"), target.get("seat")
    if kind not in ("card", "kid", "base") or area not in (0, 1):
        return "that is not a card, a Kid or a Base Target"
    player = state.players[area]
    if kind == "card" and target.get("id") not in player.cards:
        return "there is no such Fort Card there"
    if kind == "kid" and target.get("id") not in player.kids:
        return "there is no such Kid there"
    if face == "block":
        return None if area == seat else "a Block goes in your own play area"
    if area == seat:
        return "a balloon goes in your opponent's play area"
    if face == "wild":
        return None
    if kind == "base":
        return "only a Wild Balloon may hit the Base Target"
    if kind == "card":
        colour = rules.card_spec(target["id"]).colour
        return None if colour == face else f"a {face} balloon must go on a {face} card or Kid, not a {colour} card"
    kid = player.kids[target["id"]]
    if not kid.face_up:
        return "a face-down Kid shows no colour: only a Wild Balloon may hit it"
    colour = rules.kid_spec(kid.kid_id).colour
    return None if colour == face else f"a {face} balloon must go on a {face} card or Kid, not a {colour} Kid"


def targets_for(rules: "FortifyRules", state: FortifyState, seat: int, face: str) -> list[dict[str, Any]]:
    """Every legal target of a die showing ``face`` placed by ``seat``, in a fixed order."""
    area = seat if face == "block" else 1 - seat
    player = state.players[area]
    candidates: list[dict[str, Any]] = [{"kind": "card", "seat": area, "id": c} for c in player.cards]
    candidates += [{"kind": "kid", "seat": area, "id": k} for k in player.kids]
    candidates.append({"kind": "base", "seat": area})
    return [t for t in candidates if target_problem(rules, state, seat, face, t) is None]
