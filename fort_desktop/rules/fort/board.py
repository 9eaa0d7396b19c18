"""Small questions about a seat's board that many rules ask: capacities, perk hooks and limits,
who is a rival, what may be recruited (fort.md 4.1-4.6, rules text "Resource Limits")."""
from __future__ import annotations

from typing import Any, Mapping

from .data import Catalogue, load_catalogue
from .state import FortState

CAT: Catalogue = load_catalogue()


def lookout_cap(st: FortState, seat: int) -> int:
    """Lookout capacity = the Fort table's ``cap`` at the seat's level (rules text: Fort Level + 1)."""
    return CAT.fort[st.boards[seat].level].cap


def pack_cap(st: FortState, seat: int) -> int:
    """Pack capacity: the Fort ``cap`` plus a ``pack_cap_bonus`` perk (PK4)."""
    args = hook_args(st, seat, "pack_cap_bonus")
    return CAT.fort[st.boards[seat].level].cap + (args["bonus"] if args else 0)


def pack_free(st: FortState, seat: int) -> int:
    """Room left in the seat's Pack."""
    b = st.boards[seat]
    return pack_cap(st, seat) - b.pack["P"] - b.pack["T"]


def stuff_cap(st: FortState, r: str) -> int:
    """Stuff holds at most this many of resource ``r`` (4)."""
    cap: int = st.settings["stuff_cap"][r]
    return cap


def hook_args(st: FortState, seat: int, hook: str) -> Mapping[str, Any] | None:
    """The ``args`` of a perk with ``hook`` the seat holds, else None."""
    for pid in st.boards[seat].perks:
        perk = CAT.perks[pid]
        if perk.hook == hook:
            return perk.args
    return None


def held_hook_args(st: FortState, seat: int, hook: str) -> Mapping[str, Any]:
    """The ``args`` of the perk with ``hook`` the seat is known to hold; raises ``RuntimeError``
    when it holds none (a caller's check was skipped)."""
    args = hook_args(st, seat, hook)
    if args is None:
        raise RuntimeError(f"P{seat + 1} holds no perk with {hook}")
    return args


def hook_perk(st: FortState, seat: int, hook: str) -> str | None:
    """The id of a perk with ``hook`` the seat holds, else None."""
    for pid in st.boards[seat].perks:
        if CAT.perks[pid].hook == hook:
            return pid
    return None


def held_perk(st: FortState, seat: int, hook: str) -> str:
    """The id of the perk with ``hook`` the seat is known to hold; raises ``RuntimeError`` when
    it holds none."""
    pid = hook_perk(st, seat, hook)
    if pid is None:
        raise RuntimeError(f"P{seat + 1} holds no perk with {hook}")
    return pid


def perk_ready(st: FortState, seat: int, perk_id: str) -> bool:
    """True when the seat's perk may fire now: not yet used within its ``limit`` (a turn, or a
    round = seat 0's turn through the last seat's). A perk gained mid-turn works from the next
    trigger (edge 23): the engine only asks at triggers that come after the gain, except the
    follow window, which checks :func:`gained_this_turn` itself."""
    board = st.boards[seat]
    limit = CAT.perks[perk_id].limit
    used = board.perk_used.get(perk_id)
    if used is None or limit == "none":
        return True
    return used != (st.turn_no if limit == "once_per_turn" else st.round)


def mark_used(st: FortState, seat: int, perk_id: str) -> None:
    """Record a use of a limited perk."""
    limit = CAT.perks[perk_id].limit
    st.boards[seat].perk_used[perk_id] = st.round if limit == "once_per_round" else st.turn_no


def rivals(st: FortState, seat: int) -> list[int]:
    """Every other seat, in turn order after ``seat`` (fort.md 4.1)."""
    return [(seat + i) % st.seats for i in range(1, st.seats)]


def recruitable_in_yard(card: str) -> bool:
    """A Yard card may be recruited or trashed by a rival unless it is a Best Friend (edge 17)."""
    return not CAT.spec(card).bf


def recruit_targets(st: FortState, seat: int, sources: tuple[str, ...] = ("park", "yard")) -> list[str]:
    """What ``seat`` may recruit: Park cards, rival Yard cards that are not Best Friends, and (variant
    ``recruit_from_deck``) ``"deck"`` for the blind top of the Park deck (edges 3, 17)."""
    out: list[str] = []
    if "park" in sources:
        out += [c for c in st.park if c is not None]
        if st.settings["recruit_from_deck"] and st.park_deck:
            out.append("deck")
    if "yard" in sources:
        for r in rivals(st, seat):
            out += [c for c in st.boards[r].yard if recruitable_in_yard(c)]
    return out


def take_recruit(st: FortState, seat: int, target: str) -> str:
    """Move a recruit target to ``seat``'s discard pile, refilling a Park slot from the Park deck;
    returns the card id (rules text Phase 3; edge 3)."""
    if target == "deck":
        card = st.park_deck.pop(0)
    elif target in st.park:
        card = target
        slot = st.park.index(target)
        st.park[slot] = st.park_deck.pop(0) if st.park_deck else None
        if st.park[slot] is not None:
            st.reveals += 1
    else:
        card = target
        for r in rivals(st, seat):
            if card in st.boards[r].yard:
                st.boards[r].yard.remove(card)
                break
    st.boards[seat].discard.append(card)
    return card


def gained_this_turn(st: FortState, seat: int, perk_id: str) -> bool:
    """True when the seat gained ``perk_id`` during the current turn."""
    return st.boards[seat].perk_gained.get(perk_id, -1) >= st.turn_no
