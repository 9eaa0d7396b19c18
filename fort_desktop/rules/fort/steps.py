"""The turn engine: runs tasks until a decision is needed (``state.pending``), lists the legal
actions for that decision and applies the chosen one (fort.md 5, S1-S9 and D1-D15).

Pending decision kinds: ``draft``, ``play`` (S2/S3), ``add`` (S4), ``use_perk`` (a perk's optional
effect), ``eff`` (a sub-decision D4-D10 inside an effect), ``keep_rule`` (D11), ``perk`` (D12),
``follow`` (D13), ``recruit_phase`` (D14), ``save`` (D15).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import follow as follow_mod
from . import play as play_mod
from . import turn
from .board import CAT, held_perk, mark_used, perk_ready, recruit_targets, take_recruit
from .levels import reward_of
from .ops import DECISION, execute, magnitude
from .resolve import offered, skip_rest_of_action
from .setup import draft_acting, draft_actions, draft_pick
from .state import FortState, Task

Action = dict[str, Any]


def acting(st: FortState) -> list[int]:
    """The seats that must decide now (several during a draft pass; none when over)."""
    if st.over:
        return []
    if st.phase == "draft":
        return draft_acting(st)
    return [st.pending["seat"]] if st.pending else []


def run(st: FortState) -> None:
    """Carry out automatic tasks until a decision is pending or the game is over."""
    while st.pending is None and not st.over and st.phase != "draft":
        if not st.tasks:
            raise RuntimeError("Fort engine: no task left and no decision pending")
        task = st.tasks.pop(0)
        HANDLERS[task["k"]](st, task)


# -- automatic tasks ----------------------------------------------------------------------------
def _eff(st: FortState, task: Task) -> None:
    opts = offered(st, task, st.tasks)
    if not opts:
        if task["eff"]["op"] == "spend":
            st.tasks[:] = skip_rest_of_action(st.tasks, task)
        return
    if len(opts) == 1:
        do_effect(st, task, opts[0][1])
        return
    st.pending = {"kind": "eff", "seat": task["seat"], "task": task}


def do_effect(st: FortState, task: Task, choice: dict[str, Any]) -> None:
    """Run one effect with ``choice``; an ``advance`` queues its level's reward first."""
    execute(st, task, choice)
    if task["eff"]["op"] == "advance":
        seat = task["seat"]
        st.tasks.insert(0, {"k": "reward", "seat": seat, "level": st.boards[seat].level})


def _reward(st: FortState, task: Task) -> None:
    seat, kind = task["seat"], reward_of(task["level"])
    if kind == "made_up_rule" and st.made_up:
        take = 2 if st.settings["made_up_gain"] == "draw2_keep1" else 1
        drawn, st.made_up[:] = st.made_up[:take], st.made_up[take:]
        st.reveals += 1
        if len(drawn) == 1:
            keep_rule(st, seat, drawn[0], [])
        else:
            st.pending = {"kind": "keep_rule", "seat": seat, "drawn": drawn}
    elif kind == "perk" and st.perk_row:
        if len(st.perk_row) == 1:
            take_perk(st, seat, st.perk_row[0])
        else:
            st.pending = {"kind": "perk", "seat": seat}
    elif kind == "macaroni_if_first" and st.macaroni is None:
        st.macaroni = seat


def keep_rule(st: FortState, seat: int, rule: str, others: list[str]) -> None:
    """The seat keeps ``rule`` (secret); the others go to the bottom of the stack, known to it;
    the rule's ``on_gain`` runs now, as far as possible (fort.md 4.7; edge 13; T18)."""
    board = st.boards[seat]
    board.rules.append(rule)
    for other in others:
        st.made_up.append(other)
        board.seen_rules.append(other)
    spec = CAT.rules[rule]
    if spec.on_gain:
        run_id = st.new_run()
        st.tasks[:0] = [{"k": "eff", "seat": seat, "eff": dict(e), "m": _plain_m(e), "mode": "gain", "run": run_id,
                         "act": "rule", "r": None, "exclude": [], "role": "rule"} for e in spec.on_gain]


def _plain_m(eff: Mapping[str, Any]) -> int:
    return magnitude(eff, 0)  # perk and Made-Up effects have no cards to count


def take_perk(st: FortState, seat: int, perk: str) -> None:
    """The seat takes ``perk`` from the row; it works from the next trigger (edge 23)."""
    st.perk_row.remove(perk)
    st.boards[seat].perks.append(perk)
    st.boards[seat].perk_gained[perk] = st.turn_no


def _perk_offer(st: FortState, task: Task) -> None:
    st.pending = {"kind": "use_perk", "seat": task["seat"], "perk": task["perk"], "run": task["run"]}


def _play(st: FortState, task: Task) -> None:
    st.pending = {"kind": "play", "seat": st.current}


def _follow(st: FortState, task: Task) -> None:
    order = list(task["order"])
    while order:
        q = order.pop(0)
        if st.settings["prompt_all_followers"] or follow_mod.follows(st, q):
            st.pending = {"kind": "follow", "seat": q, "rest": order}
            return


HANDLERS = {"eff": _eff, "reward": _reward, "perk_offer": _perk_offer, "play": _play, "follow": _follow,
            "cleanup": turn.cleanup, "post": turn.post, "recruit": turn.recruit, "discard": turn.discard,
            "draw": turn.draw, "end_turn": turn.end_turn}


# -- decisions ------------------------------------------------------------------------------------
def legal(st: FortState, seat: int) -> list[Action]:
    """Every action ``seat`` may submit now."""
    if st.over:
        return []
    if st.phase == "draft":
        return draft_actions(st, seat)
    p = st.pending
    if p is None or p["seat"] != seat:
        return []
    kind = p["kind"]
    base = {"seat": seat}
    if kind == "play":
        out = play_mod.plays(st, seat)
        if st.settings["voluntary_skip"] or not out:
            out.append({"type": "skip", **base})
        return out
    if kind == "add":
        return [{"type": "add", **base, "card": c} for c in play_mod.adds(st, seat)] + [{"type": "confirm", **base}]
    if kind == "use_perk":
        return [{"type": "use_perk", **base, "perk": p["perk"]}, {"type": "pass", **base}]
    if kind == "eff":
        task = p["task"]
        return [{"type": DECISION[task["eff"]["op"]], **base, **choice} for _, choice in offered(st, task, st.tasks)]
    if kind == "keep_rule":
        return [{"type": "keep_rule", **base, "rule": r} for r in p["drawn"]]
    if kind == "perk":
        return [{"type": "perk", **base, "perk": k} for k in st.perk_row]
    if kind == "follow":
        return [{"type": "follow", **base, "cards": cards} for cards in follow_mod.follows(st, seat)] + \
            [{"type": "pass", **base}]
    if kind == "recruit_phase":
        return [{"type": "recruit", **base, "card": c} for c in recruit_targets(st, seat)] + [{"type": "pass", **base}]
    if kind == "save":
        return [{"type": "save", **base, "card": c} for c in sorted(set(st.boards[seat].hand))] + [{"type": "pass", **base}]
    raise RuntimeError(f"unknown decision {kind!r}")


def decide(st: FortState, action: Action) -> None:
    """Apply a legal ``action`` to ``st`` (mutated) and run on to the next decision."""
    if st.phase == "draft":
        draft_pick(st, action)
        run(st)
        return
    p, st.pending = st.asked(), None
    kind, kind_a, seat = p["kind"], action["type"], action["seat"]
    if kind == "play":
        if kind_a == "skip":
            st.tasks[:0] = turn.after_play_tasks()
        else:
            st.boards[seat].hand.remove(action["card"])
            st.play = {"leader": seat, "card": action["card"], "order": list(action["order"]),
                       "full": action["full"], "gather": dict(action["gather"]), "adds": [], "ms": None,
                       "trash_self": False}
            _open_adds(st, seat)
    elif kind == "add":
        if kind_a == "confirm":
            _confirm(st, seat)
        else:
            st.boards[seat].hand.remove(action["card"])
            st.in_play()["adds"].append(action["card"])
            st.pending = {"kind": "add", "seat": seat}  # stays open until the player confirms
    elif kind == "use_perk":
        if kind_a == "use_perk":
            perk = CAT.perks[p["perk"]]
            mark_used(st, seat, p["perk"])
            st.tasks[:0] = [{"k": "eff", "seat": seat, "eff": dict(e), "m": _plain_m(e), "mode": "gain",
                             "run": p["run"], "act": "perk", "r": None, "exclude": [], "role": "perk"}
                            for e in perk.effect or ()]
    elif kind == "eff":
        choice = {k: v for k, v in action.items() if k not in ("type", "seat")}
        do_effect(st, p["task"], choice)
    elif kind == "keep_rule":
        keep_rule(st, seat, action["rule"], [r for r in p["drawn"] if r != action["rule"]])
    elif kind == "perk":
        take_perk(st, seat, action["perk"])
    elif kind == "follow":
        if kind_a == "follow":
            cards = list(action["cards"])
            if len(cards) > 1:
                mark_used(st, seat, held_perk(st, seat, "follow_any"))
            follow_mod.discard_follow_cards(st, seat, cards)
            st.tasks[:0] = follow_mod.copy_tasks(st, seat, cards, st.new_run()) + [{"k": "follow", "order": p["rest"]}]
        else:
            st.tasks.insert(0, {"k": "follow", "order": p["rest"]})
    elif kind == "recruit_phase":
        if kind_a == "recruit":
            take_recruit(st, seat, action["card"])
    elif kind == "save":
        if kind_a == "save":
            board = st.boards[seat]
            board.hand.remove(action["card"])
            board.discard.append(action["card"])
            mark_used(st, seat, held_perk(st, seat, "yard_save"))
    run(st)


def _open_adds(st: FortState, seat: int) -> None:
    # S4 opens whenever cards are left in hand, so a refused add can show its reason
    if st.boards[seat].hand:
        st.pending = {"kind": "add", "seat": seat}
    else:
        _confirm(st, seat)


def _confirm(st: FortState, seat: int) -> None:
    play = st.in_play()
    play["ms"] = ms = play_mod.plan_ms(st, seat, play, play["adds"])
    run_id = st.new_run()
    tasks: list[Task] = []
    for pid in st.boards[seat].perks:
        perk = CAT.perks[pid]
        if perk.trigger == "on_own_play" and perk.effect and perk_ready(st, seat, pid):
            tasks.append({"k": "perk_offer", "seat": seat, "perk": pid, "run": run_id})
    tasks += play_mod.plan_tasks(st, seat, play, ms, run_id)
    if follow_mod.window_opens(st):
        tasks.append({"k": "follow", "order": [(seat + i) % st.seats for i in range(1, st.seats)]})
    st.tasks[:0] = tasks + turn.after_play_tasks()
