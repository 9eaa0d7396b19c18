"""Fort Levels: what the next level costs, how a cost may be paid, and the rewards (rules text
"Fort Level Benefits"; fort.md 3 ``advance``, 4.3, 5 S5 D11/D12, edges 10, 11, 13, 14, 20)."""
from __future__ import annotations

from .board import CAT, hook_args, hook_perk, mark_used, perk_ready
from .state import FortState

Payment = dict[str, dict[str, int]]  # {"stuff": {"P": n, "T": n}, "pack": {"P": n, "T": n}}


def cost_totals(cost: dict[str, int], disc: int) -> list[tuple[int, int]]:
    """The (pizza, toys) totals that pay ``cost`` less ``disc`` (at least 1 in total; with a P/T
    mix the payer picks the waived units)."""
    if "ANY" in cost:
        need = max(1, cost["ANY"] - disc)
        return [(p, need - p) for p in range(need + 1)]
    a, b = cost.get("P", 0), cost.get("T", 0)
    need = max(1, a + b - disc)
    return [(p, need - p) for p in range(a + 1) if 0 <= need - p <= b]


def payments(st: FortState, seat: int, totals: list[tuple[int, int]]) -> list[Payment]:
    """Every way to pay one of ``totals`` from the seat's Stuff and Pack."""
    board = st.boards[seat]
    out = []
    for tp, tt in totals:
        for sp in range(max(0, tp - board.pack["P"]), min(board.stuff["P"], tp) + 1):
            for s_t in range(max(0, tt - board.pack["T"]), min(board.stuff["T"], tt) + 1):
                out.append({"stuff": {"P": sp, "T": s_t}, "pack": {"P": tp - sp, "T": tt - s_t}})
    return out


def advance_discount(st: FortState, seat: int, disc: int) -> tuple[int, str | None]:
    """The effect's ``disc`` plus an ``advance_discount`` perk (PK5) the seat may use now; returns
    (discount, the perk id if it is used)."""
    args = hook_args(st, seat, "advance_discount")
    pid = hook_perk(st, seat, "advance_discount")
    if args and pid and perk_ready(st, seat, pid) and (not args.get("own_turn_only") or st.current == seat):
        return disc + args["discount"], pid
    return disc, None


def advance_payments(st: FortState, seat: int, disc: int) -> list[Payment]:
    """Ways to pay for the seat's next level (empty at the top level or when it cannot pay)."""
    board = st.boards[seat]
    if board.level >= st.settings["end_level"]:
        return []
    total, _ = advance_discount(st, seat, disc)
    return payments(st, seat, cost_totals(dict(CAT.fort[board.level + 1].cost or {}), total))


def pay(st: FortState, seat: int, payment: Payment) -> None:
    """Take the tokens from Stuff and Pack back to the supply at once (edge 15)."""
    board = st.boards[seat]
    for zone in ("stuff", "pack"):
        for r in ("P", "T"):
            n = payment[zone][r]
            getattr(board, zone)[r] -= n
            st.supply[r] += n


def do_advance(st: FortState, seat: int, disc: int, payment: Payment) -> None:
    """Pay and raise the seat's Fort Level by one; a discount perk used here is marked; reaching
    the end level sets the end trigger (edge 12). The reward is queued by the engine."""
    base = sum(cost_totals(dict(CAT.fort[st.boards[seat].level + 1].cost or {}), disc)[0])
    total, pid = advance_discount(st, seat, disc)
    pay(st, seat, payment)
    if pid and sum(cost_totals(dict(CAT.fort[st.boards[seat].level + 1].cost or {}), total)[0]) < base:
        mark_used(st, seat, pid)
    st.boards[seat].level += 1
    if st.boards[seat].level >= st.settings["end_level"] and not st.ending:
        st.ending = True
        st.end_reason = f"level {st.settings['end_level']} reached: P{seat + 1} built a Level {st.boards[seat].level} Fort"


def reward_of(level: int) -> str | None:
    """The reward printed at ``level`` (made_up_rule, perk, macaroni_if_first or None)."""
    return CAT.fort[level].reward
