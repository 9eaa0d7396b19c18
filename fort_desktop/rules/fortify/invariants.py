"""What must hold in every Fortify state (run after every action by the contract test and soaks):
each Fort Card and Kid in exactly one place (rulebook "Components": 60 and 36), each grid matching
its cards and Kids, Hit Tokens within the buckets, no loose Fort Card while dice are placed
(fortify.md 5, 7), and someone to act in an unfinished game."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .state import JERK, MEDIC, OVER, RECRUIT, THROW, FortifyState

if TYPE_CHECKING:  # pragma: no cover
    from .engine import FortifyRules


def problems(rules: "FortifyRules", state: FortifyState) -> list[str]:
    """Every broken invariant of ``state`` in words; empty when the state is sound."""
    found: list[str] = []
    cards = Counter(state.deck) + Counter(state.discard)
    kids = Counter(k for pile in state.kid_piles.values() for k in pile)
    for p in state.players:
        cards += Counter(p.hand) + Counter(p.reserve) + Counter(list(p.cards))
        kids += Counter(list(p.kids))
    all_cards = {c.card_id for c in rules.data.fort_cards}
    all_kids = {k.kid_id for k in rules.data.kid_cards}
    if set(cards) != all_cards or any(n != 1 for n in cards.values()):
        lost = sorted(all_cards - set(cards))
        twice = sorted(c for c, n in cards.items() if n > 1)
        found.append(f"Fort Cards: lost {lost[:5]}, twice {twice[:5]}, unknown {sorted(set(cards) - all_cards)[:5]}")
    if set(kids) != all_kids or any(n != 1 for n in kids.values()):
        found.append(f"Kid Cards: lost {sorted(all_kids - set(kids))[:5]}, twice {sorted(k for k, n in kids.items() if n > 1)[:5]}")
    for p in state.players:
        who = f"P{p.seat + 1}"
        if set(p.grid.cards()) != set(p.cards):
            found.append(f"{who}'s grid holds cards {sorted(p.grid.cards())} but the play area {sorted(p.cards)}")
        for kid in p.kids.values():
            if p.grid.kid_face_up(kid.kid_id) != kid.face_up:
                found.append(f"{who}'s Kid {kid.kid_id} is face {'up' if kid.face_up else 'down'} but not on the grid")
        if not 0 <= p.hits <= rules.data.buckets:
            found.append(f"{who}'s Base holds {p.hits} Hit Tokens (buckets: {rules.data.buckets})")
        if state.phase in (THROW, JERK) and p.grid.disconnected_cards():
            found.append(f"{who} has Fort Cards cut off from the Base while dice are placed")
        if len(set(p.dice)) != len(p.dice) or not set(p.rolled) <= set(p.dice):
            found.append(f"{who}'s dice in hand {p.dice} do not match the rolled {sorted(p.rolled)}")
    if sum(p.hits for p in state.players) > 2 * rules.data.buckets:
        found.append("more Hit Tokens than the game has")
    if state.phase != OVER and not rules.acting_seats(state):
        found.append(f"nobody may act in phase {state.phase}")
    if state.phase == RECRUIT and state.recruit_seat not in (0, 1):
        found.append("recruiting with no recruiting player")
    if state.phase == MEDIC and state.medic_seat not in (0, 1):
        found.append("Medics with no player to choose")
    if state.phase == JERK and state.jerk not in (0, 1):
        found.append("the Jerk Die with no Jerk Meeple holder")
    if state.phase == OVER and state.winners is None:
        found.append("the game is over without a result")
    return found
