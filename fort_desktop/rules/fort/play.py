"""Phase 2 Play for the leader: which cards and plans are legal (S2/S3), the magnitude of each
effect (fort.md 3 magnitude rule), and which added cards actually improve the action (S4)
(rules text "Phase 2: Play", "Adding Cards"; fort.md 3; edges 5, 6, 7, 27; T03-T08, T37)."""
from __future__ import annotations

from itertools import product
from typing import Any

from .board import CAT, hook_args
from .ops import magnitude
from .resolve import effective, feasible
from .state import FortState, Play, Task

ACTIONS = ("pub", "prv")


def counts_for(card: str, x: str, coin_weight: int) -> int:
    """How much one card counts toward suit ``x``: 1 if it shows ``x``, ``coin_weight`` for a coin,
    else 0 (a dual-suit card never counts twice for one ``x``; edge 6)."""
    spec = CAT.spec(card)
    if x in spec.suits:
        return 1
    return coin_weight if spec.coin else 0


def lookout_count(st: FortState, seat: int, x: str) -> int:
    """Lookout cards showing ``x`` (a coin counts with ``lookout_coin_wild``)."""
    wild = 1 if st.settings["lookout_coin_wild"] else 0
    return sum(counts_for(c, x, wild) for c in st.boards[seat].lookout)


def leader_count(st: FortState, seat: int, x: str, card: str, adds: list[str]) -> int:
    """N(x) for the leader: the played card, the added cards (a coin counts ``coin_weight`` with
    perk PK7) and the leader's Lookout."""
    args = hook_args(st, seat, "coin_weight")
    weight = args["weight"] if args else 1
    return counts_for(card, x, 1) + sum(counts_for(a, x, weight) for a in adds) + lookout_count(st, seat, x)


def action_of(card: str, name: str) -> tuple[Any, ...]:
    """The card's public (``pub``) or private (``prv``) action (a tuple of effects, maybe empty)."""
    return getattr(CAT.spec(card), name) or ()


def plan_ms(st: FortState, seat: int, play: Play, adds: list[str]) -> dict[str, list[int]]:
    """The magnitude ``m`` of every effect of the used actions, given ``adds``."""
    return {name: [magnitude(e, leader_count(st, seat, e["x"], play["card"], adds) if "x" in e else 0)
                   for e in action_of(play["card"], name)] for name in play["order"]}


def plan_tasks(st: FortState, seat: int, play: Play, ms: dict[str, list[int]], run: int) -> list[Task]:
    """The leader's effect tasks in the declared order (the ``full`` action in mode "full")."""
    tasks: list[Task] = []
    for name in play["order"]:
        for i, eff in enumerate(action_of(play["card"], name)):
            tasks.append({"k": "eff", "seat": seat, "eff": dict(eff), "m": ms[name][i],
                          "mode": "full" if name == play["full"] else "part", "run": run, "act": name,
                          "r": play["gather"].get(name) if eff["op"] == "gather" and eff.get("r") == "ONE" else None,
                          "exclude": [], "role": "leader"})
    return tasks


def _with_play(st: FortState, seat: int, play: Play, adds: list[str]) -> FortState:
    sim = st.clone(share_chance=True)
    hand = sim.boards[seat].hand
    for c in [play["card"]] + adds:
        if c in hand:
            hand.remove(c)
    sim.play = {**play, "adds": list(adds)}
    return sim


def plan_usable(st: FortState, seat: int, play: Play, adds: list[str]) -> bool:
    """True when the declared-full action can still be fully used with ``adds`` (S3/S4)."""
    sim = _with_play(st, seat, play, adds)
    return feasible(sim, plan_tasks(sim, seat, play, plan_ms(st, seat, play, adds), -1))


def plan_shape_ok(card: str, order: list[str], full: str, gather: dict[str, str]) -> bool:
    """True when ``order``, ``full`` and ``gather`` name a plan the card allows (actions it has,
    each at most once, ``full`` among them, a P or T for exactly each ONE gather used)."""
    names = [n for n in ACTIONS if action_of(card, n)]
    if not order or len(order) != len(set(order)) or any(n not in names for n in order) or full not in order:
        return False
    ones = {n for n in order if any(e["op"] == "gather" and e.get("r") == "ONE" for e in action_of(card, n))}
    return set(gather) == ones and all(v in ("P", "T") for v in gather.values())


def plays(st: FortState, seat: int) -> list[dict[str, Any]]:
    """Every legal ``play`` action (card, order, which action is full, each ONE gather's type):
    a card is legal when at least one of its actions can be fully used (S2), and a plan when
    its full action can (adds never make an action easier to use fully)."""
    out = []
    for card in sorted(set(st.boards[seat].hand)):
        names = [n for n in ACTIONS if action_of(card, n)]
        orders = [[n] for n in names] + ([names, names[::-1]] if len(names) == 2 else [])
        known: dict[tuple[Any, ...], bool] = {}
        for order in orders:
            ones = [n for n in order if any(e["op"] == "gather" and e.get("r") == "ONE" for e in action_of(card, n))]
            for full in order:
                upto = order[:order.index(full) + 1]  # what runs after the full action cannot spoil it
                for types in product("PT", repeat=len(ones)):
                    gather = dict(zip(ones, types))
                    key = (tuple(upto), tuple(sorted((n, gather[n]) for n in upto if n in gather)))
                    if key not in known:
                        play: Play = {"card": card, "order": list(upto), "full": full,
                                      "gather": {n: gather[n] for n in upto if n in gather}}
                        known[key] = plan_usable(st, seat, play, [])
                    if known[key]:
                        out.append({"type": "play", "seat": seat, "card": card, "order": order, "full": full,
                                    "gather": gather})
    return out


def any_play(st: FortState, seat: int) -> bool:
    """Whether ``seat`` has a legal ``play`` (the same test as :func:`plays`, stopping at the first
    card with an action it can use in full: a one-action plan is legal whenever any plan is)."""
    for card in sorted(set(st.boards[seat].hand)):
        for name in ACTIONS:
            action = action_of(card, name)
            if not action:
                continue
            ones = [name] if any(e["op"] == "gather" and e.get("r") == "ONE" for e in action) else []
            for types in product("PT", repeat=len(ones)):
                one: Play = {"card": card, "order": [name], "full": name, "gather": dict(zip(ones, types))}
                if plan_usable(st, seat, one, []):
                    return True
    return False


def why_not_add(st: FortState, seat: int, card: str) -> str | None:
    """None when ``card`` may be added to the current play now, else the reason (S4): it must be in
    hand, show a suit matching an ``x`` of a used effect (coin: any), make the effective result
    of such an effect larger, and keep the full action fully usable."""
    play = st.play
    if play is None or card not in st.boards[seat].hand:
        return "that card is not in your hand"
    spec = CAT.spec(card)
    keys = [(name, i) for name in play["order"] for i, e in enumerate(action_of(play["card"], name))
            if "x" in e and (e["x"] in spec.suits or spec.coin)]
    if not keys:
        return "it shows no suit that this action counts"
    adds = play["adds"]
    flat = [(name, i) for name in play["order"] for i in range(len(action_of(play["card"], name)))]
    before = effective(_with_play(st, seat, play, adds),
                       plan_tasks(st, seat, play, plan_ms(st, seat, play, adds), -1))
    sim = _with_play(st, seat, play, adds + [card])
    after = effective(sim, plan_tasks(st, seat, play, plan_ms(st, seat, play, adds + [card]), -1))
    if not any(after[flat.index(k)] > before[flat.index(k)] for k in keys):
        return "it would not improve the action: " + _limit_words(st, seat, play, adds, card, keys, flat)
    if not plan_usable(st, seat, play, adds + [card]):
        return "the action you use in full could no longer be used in full"
    return None


#: What holds an effect back, in players' words, by op (:func:`_limit_words`).
LIMIT_WORDS = {"max": "{action} gives at most {most}",
               "stuff": "your Stuff holds at most {cap} {res}",
               "supply": "the supply has no {res} left",
               "pack": "your Pack would be full (it holds {cap} at Fort Level {level})",
               "pack_stuff": "your Stuff would have no more tokens to pack",
               "lookout": "your Lookout would be full (it holds {cap})",
               "other": "a cap, the supply or free space already limits it"}


def _limit_words(st: FortState, seat: int, play: Play, adds: list[str], card: str,
                 keys: list[tuple[str, int]], flat: list[tuple[str, int]]) -> str:
    """Why adding ``card`` leaves each effect it counts for where it was, for the first such
    effect, judged on the board that effect meets when the play runs (rule text "Adding Cards":
    an added card must improve the action): its printed most, a full Stuff, an empty supply,
    a full Pack or Lookout; else the three together."""
    from .board import lookout_cap, pack_cap, pack_free, stuff_cap
    from .describe import WORDS
    from .ops import execute, options

    sim = _with_play(st, seat, play, adds + [card]).clone(share_chance=True)
    tasks = plan_tasks(st, seat, play, plan_ms(st, seat, play, adds + [card]), -1)
    without = plan_ms(st, seat, play, adds)
    wanted = {flat.index(k): k for k in keys}
    for j, task in enumerate(tasks):
        if j in wanted:
            name, i = wanted[j]
            eff, board = task["eff"], sim.boards[seat]
            action = "its public action" if name == "pub" else "its private action"
            if "max" in eff and task["m"] == without[name][i]:
                return LIMIT_WORDS["max"].format(action=action, most=eff["max"])
            op = eff["op"]
            if op == "gather":
                r = eff["r"] if eff["r"] != "ONE" else task.get("r")
                for res in ([r] if r else ["P", "T"]):
                    word = WORDS[res]
                    if stuff_cap(sim, res) - board.stuff[res] <= without[name][i]:
                        return LIMIT_WORDS["stuff"].format(cap=stuff_cap(sim, res), res=word)
                    if sim.supply[res] <= without[name][i]:
                        return LIMIT_WORDS["supply"].format(res=word)
            if op == "pack":
                if pack_free(sim, seat) <= without[name][i]:
                    return LIMIT_WORDS["pack"].format(cap=pack_cap(sim, seat), level=board.level)
                return LIMIT_WORDS["pack_stuff"]
            if op == "lookout":
                return LIMIT_WORDS["lookout"].format(cap=lookout_cap(sim, seat))
            return LIMIT_WORDS["other"]
        opts = options(sim, task)
        if opts:
            best = max(o[0] for o in opts)
            execute(sim, task, next(o[1] for o in opts if o[0] == best))
    return LIMIT_WORDS["other"]


def adds(st: FortState, seat: int) -> list[str]:
    """Hand cards that may be added now."""
    return [c for c in sorted(set(st.boards[seat].hand)) if why_not_add(st, seat, c) is None]
