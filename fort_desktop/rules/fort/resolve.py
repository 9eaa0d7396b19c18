"""Resolving effects: which choices are offered (fort.md 3 "fully used"; 5 S5: sub-decisions that
would leave the "full" action short are not offered, edge 27), whether a list of tasks can be
fully used (a small search over the choices), and the *effective* result of a plan (fort.md 3
"actually improves")."""
from __future__ import annotations

from typing import Any

from .ops import Option, execute, free_amount, options, required
from .state import FortState, Task


def _later_in_run(task: Task, after: list[Task]) -> list[Task]:
    return [u for u in after if u.get("k") == "eff" and u["run"] == task["run"]]


def offered(st: FortState, task: Task, after: list[Task]) -> list[Option]:
    """The options a player is offered for ``task``: a "full" task only those reaching its
    amount; any task only those that keep every later "full" task of the same run fully usable;
    a "part" or "gain" task (as far as possible) only those going furthest among them, except a
    ``trash ... upto`` where the player picks how many."""
    opts = options(st, task)
    need = required(task)
    if task["mode"] == "full" and need is not None:
        opts = [o for o in opts if o[0] >= need]
    later = _later_in_run(task, after)
    if any(u["mode"] == "full" for u in later):
        opts = [o for o in opts if _preserves(st, task, o, later)]
    if task["mode"] != "full" and not free_amount(task) and opts:
        best = max(o[0] for o in opts)
        opts = [o for o in opts if o[0] == best]
    return opts


def _preserves(st: FortState, task: Task, option: Option, later: list[Task]) -> bool:
    sim = st.clone(share_chance=True)
    execute(sim, task, option[1])
    return feasible(sim, later)


def skip_rest_of_action(tasks: list[Task], task: Task) -> list[Task]:
    """Tasks without the rest of ``task``'s action (an unpaid cost stops its action)."""
    return [u for u in tasks if not (u.get("k") == "eff" and u["run"] == task["run"] and u["act"] == task["act"])]


def feasible(st: FortState, tasks: list[Task]) -> bool:
    """True when some sequence of choices makes every "full" task in ``tasks`` (effect tasks, in
    order) reach its amount. ``st`` is not changed."""
    if not any(t["mode"] == "full" for t in tasks):
        return True
    task, rest = tasks[0], tasks[1:]
    opts = options(st, task)
    need = required(task)
    if need is not None and task["mode"] == "full":
        opts = [o for o in opts if o[0] >= need]
        if not opts:
            return False
    if not opts:
        return feasible(st, skip_rest_of_action(rest, task) if task["eff"]["op"] == "spend" else rest)
    if not any(t["mode"] == "full" for t in rest):
        return True
    seen = set()
    for _, choice in opts:
        sim = st.clone(share_chance=True)
        execute(sim, task, choice)
        key = _board_key(sim)
        if key in seen:
            continue
        seen.add(key)
        if feasible(sim, rest):
            return True
    return False


def _board_key(st: FortState) -> tuple[Any, ...]:
    return tuple((tuple(sorted(b.hand)), tuple(b.lookout), b.stuff["P"], b.stuff["T"], b.pack["P"], b.pack["T"],
                  b.level, len(b.discard), len(b.yard)) for b in st.boards) + (tuple(st.park),)


def effective(st: FortState, tasks: list[Task]) -> list[int]:
    """The effective result of each task when the plan runs in order with the furthest-reaching
    choice each time (tokens gained, VP, units or cards moved), judged on the board each effect
    will meet."""
    sim = st.clone(share_chance=True)
    results = []
    skipped: set[tuple[Any, ...]] = set()
    for task in tasks:
        if (task["run"], task["act"]) in skipped:
            results.append(0)
            continue
        opts = options(sim, task)
        if not opts:
            if task["eff"]["op"] == "spend":
                skipped.add((task["run"], task["act"]))
            results.append(0)
            continue
        best = max(o[0] for o in opts)
        choice = next(o[1] for o in opts if o[0] == best)
        results.append(execute(sim, task, choice))
    return results
