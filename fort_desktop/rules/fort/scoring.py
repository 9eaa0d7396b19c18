"""Final scoring and the winner (rules text "Final Scoring", "Tiebreaker"; fort.md 4.1 metrics and
Scoring forms, 4.3 Fort VP, 4.6 PK9, 4.7 Made-Up Rules).

Total = Fort Level VP + Victory Track + 1 per Pack resource + 1 per Lookout card + Made-Up Rules
+ Perk end scoring + the Macaroni Sculpture. Ties: higher Fort Level, then more Pack resources,
then a shared win.
"""
from __future__ import annotations

import re
from typing import Any, Mapping

from .board import CAT
from .data import SUITS
from .state import FortState

#: A metric that names its argument, ``owned_suit(BK)`` (compiled by ``re`` on first use, kept in its cache).
_CALL = r"^(\w+)\((\w+)\)$"


def metric(st: FortState, seat: int, name: str) -> int:
    """A metric of fort.md 4.1 for ``seat`` (``owned_suit(BK)``, ``pairs_PT``, ``board_res(P)``...)."""
    b = st.boards[seat]
    call = re.match(_CALL, name)
    if call:
        fn, arg = call.groups()
        if fn == "owned_suit":
            return sum(1 for c in b.owned() if arg in CAT.spec(c).suits)
        if fn == "board_res":
            return b.stuff[arg] + b.pack[arg]
        raise ValueError(f"unknown metric {name!r}")
    if name == "owned_cards":
        return len(b.owned())
    if name == "lookout_cards":
        return len(b.lookout)
    if name == "lookout_distinct_suits":
        return len({s for c in b.lookout for s in CAT.spec(c).suits if s in SUITS})
    if name == "pairs_PT":
        return min(b.stuff["P"] + b.pack["P"], b.stuff["T"] + b.pack["T"])
    if name == "fort_level":
        return b.level
    if name == "pack_res":
        return b.pack["P"] + b.pack["T"]
    if name == "bf_owned":
        return sum(1 for c in b.owned() if CAT.spec(c).bf)
    raise ValueError(f"unknown metric {name!r}")


def _holds(st: FortState, seat: int, cond: Mapping[str, Any]) -> bool:
    if "all" in cond:
        return all(_holds(st, seat, c) for c in cond["all"])
    left = metric(st, seat, cond["metric"])
    right = cond["value"] if isinstance(cond["value"], int) else metric(st, seat, cond["value"])
    return {"<": left < right, "<=": left <= right, "==": left == right, ">=": left >= right,
            ">": left > right}[cond["op"]]


def score_of(st: FortState, seat: int, scoring: Mapping[str, Any]) -> int:
    """VP of one Scoring entry (count / if / tiers / always)."""
    if "count" in scoring:
        vp: int = scoring["each"] * (metric(st, seat, scoring["count"]) + scoring.get("offset", 0))
        vp = max(vp, scoring.get("floor", vp))
        return min(vp, scoring["cap"]) if "cap" in scoring else vp
    if "if" in scoring:
        met: int = scoring["vp"] if _holds(st, seat, scoring["if"]) else 0
        return met
    if "tiers" in scoring:
        tier: int = next((t["vp"] for t in scoring["tiers"] if _holds(st, seat, t["if"])), 0)
        return tier
    always: int = scoring["always"]
    return always


def breakdown(st: FortState, seat: int) -> tuple[int, ...]:
    """(total, fort, track, pack, lookout, made-up, perks, macaroni) for ``seat``."""
    b = st.boards[seat]
    parts = (CAT.fort[b.level].vp_for(st.seats, st.settings), b.track, b.pack["P"] + b.pack["T"], len(b.lookout),
             sum(score_of(st, seat, end) for r in b.rules if (end := CAT.rules[r].end) is not None),
             sum(score_of(st, seat, perk_end) for p in b.perks if (perk_end := CAT.perks[p].end)),
             st.settings["macaroni_vp"] if st.macaroni == seat else 0)
    return (sum(parts),) + parts


def winners(st: FortState) -> tuple[int, ...]:
    """The seats with the best total, then Fort Level, then Pack resources (shared if still tied)."""
    def key(seat: int) -> tuple[int, ...]:
        b = st.boards[seat]
        out = [breakdown(st, seat)[0]]
        for rule in st.settings["tiebreak"]:
            if rule == "fort_level":
                out.append(b.level)
            elif rule == "pack_res":
                out.append(b.pack["P"] + b.pack["T"])
        return tuple(out)
    best = max(key(s) for s in range(st.seats))
    return tuple(s for s in range(st.seats) if key(s) == best)
