"""Clean-up: resolving the dice on each fort (rulebook "Resolve Dice" Steps 1-5; fortify.md 7).

Each player's dice resolve on their own fort. A colour chain is one target (rulebook "Color
Chains"): a Block anywhere on it cancels a Balloon anywhere on it, and a hit discards all of it.
"""
from __future__ import annotations

from typing import Any, TYPE_CHECKING

from .state import FortifyState

if TYPE_CHECKING:  # pragma: no cover
    from .engine import FortifyRules


def _unit(state: FortifyState, target: dict[str, Any]) -> tuple[Any, ...]:
    """The thing a die really lands on: a whole colour chain, a Kid, or a Base Target."""
    if target["kind"] == "card":
        return ("chain", state.players[target["seat"]].grid.chain_of(target["id"]))
    if target["kind"] == "kid":
        return ("kid", target["seat"], target["id"])
    return ("base", target["seat"])


def resolve_dice(rules: "FortifyRules", state: FortifyState) -> list[int]:
    """Steps 1-4 for both forts; returns, per seat, how many Kids its Medics may flip (Step 5).

    Appends events ``block``, ``discard``, ``reserve``, ``flip_down``, ``base_hit`` to
    ``state.events``.
    """
    rule = rules.data.rules
    medic_flips = [0, 0]
    for seat in (state.first, 1 - state.first):
        player = state.players[seat]
        balloons: dict[tuple[Any, ...], int] = {}
        blocks: dict[tuple[Any, ...], int] = {}
        for die in state.dice_placed:
            if die.target["seat"] != seat:
                continue
            unit = _unit(state, die.target)
            counter = blocks if die.face == "block" else balloons
            counter[unit] = counter.get(unit, 0) + 1
        hit = [u for u, n in balloons.items() if n > blocks.get(u, 0)]
        for unit, n in blocks.items():
            cancelled = min(n, balloons.get(unit, 0))
            if cancelled:
                state.events.append({"step": "block", "seat": seat, "target": _unit_target(unit), "count": cancelled})
        # Step 2: HIT Fort Cards (whole colour chains), then disconnected cards to the Reserve.
        gone = sorted(c for u in hit if u[0] == "chain" for c in u[1])
        for card in gone:
            player.grid.remove_card(card)
            del player.cards[card]
            state.discard.append(card)
        if gone:
            state.events.append({"step": "discard", "seat": seat, "cards": gone})
            loose = sorted(player.grid.disconnected_cards())
            for card in loose:
                player.grid.remove_card(card)
                del player.cards[card]
                player.reserve.append(card)
            if loose:
                state.events.append({"step": "reserve", "seat": seat, "cards": loose})
        # Step 3: HIT Kids flip face down (they never leave the play area).
        flipped = sorted(u[2] for u in hit if u[0] == "kid" and player.kids[u[2]].face_up)
        for kid in flipped:
            player.kids[kid].face_up = False
            player.grid.set_kid_face(kid, False)
        if flipped:
            state.events.append({"step": "flip_down", "seat": seat, "kids": flipped})
        # Step 4: at most one new Hit Token per Base per round.
        if any(u[0] == "base" for u in hit):
            before = player.hits
            player.hits = min(before + rule["base_hits_per_round_max"], rules.data.buckets)
            state.events.append({"step": "base_hit", "seat": seat, "hits": player.hits})
        # Step 5 (counted now, after the walls of Step 2 and the flips of Step 3).
        medic_flips[seat] = len(rules.active_kids(state, seat, "medic")) * rule["medics_flip_each"]
    return medic_flips


def _unit_target(unit: tuple[Any, ...]) -> dict[str, Any]:
    if unit[0] == "chain":
        return {"kind": "chain", "cards": sorted(unit[1])}
    if unit[0] == "kid":
        return {"kind": "kid", "seat": unit[1], "id": unit[2]}
    return {"kind": "base", "seat": unit[1]}


def face_down(state: FortifyState, seat: int) -> list[int]:
    """Face-down Kids of ``seat``, in placement order (what Medics may recover)."""
    return [k.kid_id for k in state.players[seat].kids.values() if not k.face_up]


def flip_up(state: FortifyState, seat: int, kid: int) -> None:
    """Step 5: a Medic recovers one HIT Kid (face down -> face up)."""
    player = state.players[seat]
    player.kids[kid].face_up = True
    player.grid.set_kid_face(kid, True)
    state.events.append({"step": "medic", "seat": seat, "kid": kid})
