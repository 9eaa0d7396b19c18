"""The effect ops of fort.md 3: for each op, the choices a player has (``options``) and what a
choice does (``execute``). An option is ``(amount, choice)``: ``amount`` is how far the effect gets
(units packed, cards tucked...; 1 for a paid cost or a found target; 0 for gains, which are always
fully used) and ``choice`` the fields of the decision action (``{"P": 1, "T": 0}`` for a pack).

A *task* is one effect to resolve: ``{"k": "eff", "seat", "eff", "m", "mode", "run", "r", "exclude",
"role"}`` with ``mode`` "full" (must reach ``m``), "part" (as far as possible) or "gain" (a perk or
Made-Up Rule effect, as far as possible); ``r`` the declared type of a ``ONE`` gather (or None);
``exclude`` the follow cards a copy may not touch (edge 24).
"""
from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import Any

from .board import CAT, pack_free, lookout_cap, recruit_targets, rivals, stuff_cap, take_recruit
from .levels import advance_payments, cost_totals, do_advance, pay, payments
from .state import FortState, PT, Task

Choice = dict[str, Any]
Option = tuple[int, Choice]

#: The action ``type`` that answers a decision inside each op.
DECISION = {"gather": "gather", "pack": "pack", "advance": "pay", "spend": "pay", "lookout": "lookout",
            "trash": "trash", "recruit": "recruit", "trash_rival": "trash_rival",
            "copy_rival_pack": "rival", "convert": "convert"}


def magnitude(eff: Mapping[str, Any], count: int) -> int:
    """``m = min(max, n + each * N)``; ``n`` defaults to 0 with an ``x``, else 1 (fort.md 3)."""
    n = eff.get("n", 0 if "x" in eff else 1)
    m: int = n + eff.get("each", 1) * (count if "x" in eff else 0)
    return min(m, eff["max"]) if "max" in eff else m


def required(task: Task) -> int | None:
    """The amount an effect must reach to be fully used, or None for gains (always fully used)."""
    op, eff = task["eff"]["op"], task["eff"]
    if op in ("pack", "lookout", "convert"):
        amount: int = task["m"]
        return amount
    if op == "trash":
        return 0 if eff.get("upto") else task["m"]
    if op in ("advance", "spend", "recruit", "trash_rival"):
        return 1
    return None


def free_amount(task: Task) -> bool:
    """True when the player picks how far the effect goes (``trash`` with ``upto``)."""
    return task["eff"]["op"] == "trash" and bool(task["eff"].get("upto"))


def options(st: FortState, task: Task) -> list[Option]:
    """Every choice the seat has for ``task`` now, with its amount."""
    seat, eff, m = task["seat"], task["eff"], task["m"]
    board = st.boards[seat]
    op = eff["op"]
    if op == "gather":
        r = eff["r"] if eff["r"] != "ONE" else task.get("r")
        if r:
            return [(0, {})]
        return [(0, {"r": "P"}), (0, {"r": "T"})]
    if op == "pack":
        top = min(m, pack_free(st, seat), board.stuff["P"] + board.stuff["T"])
        return [(k, {"P": a, "T": k - a}) for k in range(top, -1, -1)
                for a in range(min(k, board.stuff["P"]), -1, -1) if k - a <= board.stuff["T"]]
    if op == "advance":
        return [(1, p) for p in advance_payments(st, seat, eff.get("disc", 0))]
    if op == "spend":
        n = eff["n"]
        totals = {"P": [(n, 0)], "T": [(0, n)]}.get(eff["r"]) or cost_totals({"ANY": n}, 0)
        return [(1, p) for p in payments(st, seat, totals)]
    if op == "lookout":
        hand = sorted(c for c in board.hand if c not in task.get("exclude", ()))
        top = min(m, lookout_cap(st, seat) - len(board.lookout), len(hand))
        return [(k, {"cards": list(cs)}) for k in range(top, -1, -1) for cs in combinations(hand, k)]
    if op == "trash":
        pool = sorted(set(board.hand + board.discard) - set(task.get("exclude", ())))
        top = min(m, len(pool))
        return [(k, {"cards": list(cs)}) for k in range(top, -1, -1) for cs in combinations(pool, k)]
    if op == "recruit":
        return [(1, {"card": c}) for c in recruit_targets(st, seat, tuple(eff["from"]))]
    if op == "trash_rival":
        return [(1, {"card": c}) for r in rivals(st, seat) for c in st.boards[r].yard if not CAT.spec(c).bf]
    if op == "copy_rival_pack":
        return [(0, {"rival": r}) for r in rivals(st, seat)]
    if op == "convert":
        return _convert_options(st, seat, m)
    return [(0, {})]  # score, copy_pack, trash_self


def _convert_options(st: FortState, seat: int, m: int) -> list[Option]:
    b = st.boards[seat]
    sp, s_t, kp, kt = b.stuff["P"], b.stuff["T"], b.pack["P"], b.pack["T"]
    cap_p, cap_t = stuff_cap(st, "P"), stuff_cap(st, "T")
    out = []
    for a in range(min(sp, m) + 1):          # Stuff P -> T
        for c in range(min(s_t, m - a) + 1):  # Stuff T -> P
            if s_t - c + a > cap_t or sp - a + c > cap_p:
                continue
            for d in range(min(kp, m - a - c) + 1):  # Pack P -> T
                for e in range(min(kt, m - a - c - d) + 1):  # Pack T -> P
                    to_t, to_p = a + d, c + e
                    if st.supply["T"] + to_p - to_t < 0 or st.supply["P"] + to_t - to_p < 0:
                        continue
                    out.append((a + c + d + e, {"stuff": {"P": a, "T": c}, "pack": {"P": d, "T": e}}))
    out.sort(key=lambda o: -o[0])
    return out


def execute(st: FortState, task: Task, choice: Choice) -> int:
    """Carry out ``choice`` for ``task`` on ``st`` (mutated); returns the effective result (tokens
    gained, VP scored, units or cards moved). Rewards of an ``advance`` are queued by the engine."""
    seat, eff, m = task["seat"], task["eff"], task["m"]
    board = st.boards[seat]
    op = eff["op"]
    if op == "gather":
        r = choice.get("r") or task.get("r") or eff["r"]
        return gain(st, seat, r, m)
    if op == "pack":
        for r in PT:
            board.stuff[r] -= choice[r]
            board.pack[r] += choice[r]
        moved: int = choice["P"] + choice["T"]
        return moved
    if op == "advance":
        do_advance(st, seat, eff.get("disc", 0), choice)
        return 1
    if op == "spend":
        pay(st, seat, choice)
        return 1
    if op == "score":
        per = eff.get("per")
        vp: int = m * ({"lookout": len(board.lookout), "pack": board.pack["P"] + board.pack["T"],
                   "fort": board.level}[per] if per else 1)
        board.track += vp
        return vp
    if op == "lookout":
        for c in choice["cards"]:
            board.hand.remove(c)
            board.lookout.append(c)
        return len(choice["cards"])
    if op == "trash":
        for c in choice["cards"]:
            (board.hand if c in board.hand else board.discard).remove(c)
            st.box.append(c)
        return len(choice["cards"])
    if op == "trash_self":
        if st.play is not None:
            st.play["trash_self"] = True
        return 0
    if op == "recruit":
        take_recruit(st, seat, choice["card"])
        return 1
    if op == "trash_rival":
        for r in rivals(st, seat):
            if choice["card"] in st.boards[r].yard:
                st.boards[r].yard.remove(choice["card"])
                st.box.append(choice["card"])
        return 1
    if op == "copy_pack":
        return sum(gain(st, seat, r, board.pack[r]) for r in PT)
    if op == "copy_rival_pack":
        other = st.boards[choice["rival"]]
        return sum(gain(st, seat, r, other.pack[r]) for r in PT)
    if op == "convert":
        for zone in ("stuff", "pack"):
            pile = getattr(board, zone)
            to_t, to_p = choice[zone]["P"], choice[zone]["T"]
            pile["P"] += to_p - to_t
            pile["T"] += to_t - to_p
            st.supply["P"] += to_t - to_p
            st.supply["T"] += to_p - to_t
        return sum(choice[z][r] for z in ("stuff", "pack") for r in PT)
    raise ValueError(f"unknown op {op!r}")


def gain(st: FortState, seat: int, r: str, n: int) -> int:
    """Gain up to ``n`` of ``r`` into Stuff: what the cap or the supply cannot take is lost (edge 15)."""
    board = st.boards[seat]
    got = max(0, min(n, stuff_cap(st, r) - board.stuff[r], st.supply[r]))
    board.stuff[r] += got
    st.supply[r] -= got
    return got
