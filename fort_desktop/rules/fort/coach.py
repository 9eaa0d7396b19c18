"""Fort's coach (issue 14 item 2): each legal choice of a seat in players' words, with what it
gives in numbers before it is made ("Play Penny: public action only" - "you gain 1 pizza").

The numbers come from the rules run on a copy of the table where everything they touch is open to
the seat: its own hand, Stuff, Pack, Lookout and Fort Level, the supply and the rivals' Yards
(:func:`~.play.plan_tasks` and :func:`~.resolve.effective`, the same functions that judge a plan
legal). Nothing is drawn and no hidden card is read, so two tables that look the same from the seat
give the same words (tests/rules/test_coach.py). The effects' wording follows fort.md 3.
"""
from __future__ import annotations

from typing import Any

from ..base import Action
from ..coaching import CoachChoice, grouped, plural
from .board import CAT, lookout_cap, pack_cap, rivals, stuff_cap
from .follow import copy_tasks, discard_follow_cards
from .describe import swap_words
from .levels import advance_discount
from .play import _with_play, plan_ms, plan_tasks, why_not_add
from .resolve import effective
from .state import FortState, Task

RES = {"P": "pizza", "T": "toys"}
SIDE = {"pub": "public", "prv": "private"}


def _tokens(n: int, r: str) -> str:
    return f"{n} {'pizza' if r == 'P' else ('toy' if n == 1 else 'toys')}"


def cost_words(cost: dict[str, int] | None, disc: int = 0) -> str:
    """A Fort Level's cost in words ("2 pizza", "1 pizza and 1 toy", "3 pizza or toys")."""
    cost = dict(cost or {})
    if "ANY" in cost:
        n = max(1, cost["ANY"] - disc)
        return f"{n} pizza or toys"
    parts = [_tokens(cost[r], r) for r in ("P", "T") if cost.get(r)]
    text = " and ".join(parts) or "nothing"
    if not disc:
        return text
    need = max(1, sum(cost.get(r, 0) for r in ("P", "T")) - disc)
    return f"{need} pizza and toys ({text}, {disc} less)"      # what the payment step asks


def gain_words(st: FortState, seat: int, r: str, m: int, got: int) -> str:
    """What a gather of ``m`` tokens of ``r`` ("P" or "T") gives ``seat``: ``got`` (its effective
    result, ``ops.gain``) in words, with why it is less than ``m`` (rule text "Resource Limits":
    Stuff holds at most 4 of each; what the supply lacks is lost too, fort.md 3 ``gather``): "you
    gain 3 pizza", "you gain 2 of 3 pizza (your Stuff holds only 4 pizza)", "no toys (your Stuff
    already holds 4 toys, the most it may)". ``st``: the board the gather meets (its Stuff and the
    supply before it)."""
    if got >= m:
        return f"you gain {_tokens(got, r)}"
    cap = stuff_cap(st, r)
    room = cap - st.boards[seat].stuff[r]
    short = st.supply[r] < m and st.supply[r] < room     # the supply runs out before the Stuff fills
    most = _tokens(cap, r)
    if not got:
        return (f"no {RES[r]} (none left in the supply)" if short
                else f"no {RES[r]} (your Stuff already holds {most}, the most it may)")
    why = f"only {_tokens(st.supply[r], r)} left in the supply" if short else f"your Stuff holds only {most}"
    return f"you gain {got} of {_tokens(m, r)} ({why})"


def _task_words(st: FortState, task: Task, got: int, level: list[int]) -> str | None:
    """What one resolved effect gave (``got``: its effective result), or None when it gave
    nothing worth saying. ``level`` holds the seat's Fort Level as the plan goes (raised here)."""
    eff, op = task["eff"], task["eff"]["op"]
    if op == "gather":
        r = task.get("r") or eff.get("r")
        if r in RES:
            return gain_words(st, task["seat"], r, task["m"], got)
        return f"you gain {got} pizza or toys" if got else None
    if op == "pack":
        if not got:       # "you pack 0 tokens" read as a move that does something
            return ("nothing packed yet" if not task["m"]
                    else f"nothing to pack (Stuff empty or Pack full: it holds {pack_cap(st, task['seat'])})")
        return f"you pack {plural(got, 'token')} (Pack holds {pack_cap(st, task['seat'])})"
    if op == "advance":
        if not got:
            return "your Fort cannot rise (not enough pizza and toys)"
        level[0] += 1
        row = CAT.fort[level[0]]
        disc, _ = advance_discount(st, task["seat"], eff.get("disc", 0))    # a Perk's discount too, as paid
        return f"your Fort rises to Level {level[0]} for {cost_words(dict(row.cost or {}), disc)}"
    if op == "score":
        return f"you score {got} VP on the track"
    if op == "lookout":
        if not got and task["m"]:
            return f"no card to tuck (Lookout full or no card in hand: it holds {lookout_cap(st, task['seat'])})"
        return f"you tuck {plural(got, 'card')} into your Lookout (it holds {lookout_cap(st, task['seat'])})"
    if op == "trash":
        return (f"you may trash up to {plural(task['m'], 'card')} from hand or discard" if eff.get("upto")
                else f"you trash {plural(got, 'card')}")
    if op == "trash_self":
        return "this card is trashed afterwards"
    if op == "recruit":
        where = " or ".join({"park": "the Park", "yard": "a rival's Yard"}[f] for f in eff.get("from", ("park", "yard")))
        return f"you recruit a card from {where}" if got else "nobody to recruit"
    if op == "spend":
        what = f"{eff['n']} {'pizza or toys' if eff.get('r', 'ANY') == 'ANY' else RES[eff['r']]}"
        # unpaid, the rest of its action does nothing (new users read "pay 2 toys, then you score 0 VP")
        return f"you pay {what}" if got else f"you cannot pay {what}, so it gives nothing"
    if op == "trash_rival":
        return "you trash a card from a rival's Yard" if got else None
    if op in ("copy_pack", "copy_rival_pack"):
        return f"you gain {got} pizza and toys"
    if op == "convert":
        return f"you swap {plural(got, 'token')} pizza <-> toys" if got or not task["m"] else "no token to swap"
    return None


def _typed_gathers(sim: FortState, seat: int, tasks: list[Task]) -> list[Task]:
    """``tasks`` with each gather of pizza or toys not yet declared taking the kind Stuff has room for."""
    board = sim.boards[seat]
    room = {r: min(stuff_cap(sim, r) - board.stuff[r], sim.supply[r]) for r in ("P", "T")}
    return [{**t, "r": max(("P", "T"), key=lambda r: room[r])}
            if t["eff"]["op"] == "gather" and t["eff"].get("r") == "ONE" and not t.get("r") else t for t in tasks]


#: Effects whose effective result 0 means they change nothing (tokens, VP, cards moved, a level).
_NOTHING_AT_ZERO = frozenset({"gather", "pack", "advance", "score", "lookout", "convert", "recruit", "trash_rival",
                              "copy_pack", "copy_rival_pack", "spend"})


def _mine(st: FortState, seat: int) -> tuple[object, ...]:
    """What of ``seat``'s own a choice may change: tokens, Fort, track, cards in hand and Lookout."""
    b = st.boards[seat]
    return (dict(b.stuff), dict(b.pack), b.level, b.track, sorted(b.hand), sorted(b.lookout), sorted(b.discard))


def perk_idle(st: FortState, seat: int, depth: int = 3) -> bool:
    """Whether using the Perk ``seat`` is asked about now (a pending ``use_perk``: Lemonade Stand
    at Cleanup, Swap Meet on a play) would leave ``seat`` with just what not using it leaves,
    whatever they then choose in it (Stuff full of both, nothing to swap): asking is then idle.
    Asks the rules only (each choice applied to a copy); False when not such a moment."""
    from .engine import RULES   # (the engine imports this module)

    pending = st.pending or {}
    if pending.get("kind") != "use_perk" or pending.get("seat") != seat:
        return False
    legal = RULES.legal_actions(st, seat)
    use = next((a for a in legal if a["type"] == "use_perk"), None)
    skip = next((a for a in legal if a["type"] == "pass"), None)
    if use is None or skip is None:
        return False
    passed = RULES.apply(st, skip)
    if not isinstance(passed, FortState):
        return False
    target = _mine(passed, seat)

    def changes(state: Any, left: int) -> bool:
        if not isinstance(state, FortState):
            return False
        p = state.pending or {}
        if p.get("kind") == "eff" and p.get("seat") == seat and left > 0:   # a choice inside the Perk
            return any(changes(RULES.apply(state, a), left - 1) for a in RULES.legal_actions(state, seat))
        return _mine(state, seat) != target

    return not changes(RULES.apply(st, use), depth)


def idle_part(st: FortState, seat: int, action: Action) -> bool:
    """Whether a two-action ``play``'s other action (the one not done fully) gives ``seat`` nothing
    whatever cards are added: each of its effects changes nothing on the board it meets (a Pack
    full or no Stuff to pack, a full Stuff, a Fort that cannot rise), not for want of added cards,
    and still nothing with every hand card added (an effect before it that counts added cards may
    change that board: a larger gather gives Stuff to pack). Such a play does just what its full
    action alone does (rule text "Phase 2: Play": "You must fully use at least one action"); it is
    legal, and says nothing new."""
    if action.get("type") != "play" or len(action.get("order") or ()) < 2:
        return False
    play = {"card": action["card"], "order": list(action["order"]), "full": action["full"],
            "gather": dict(action.get("gather") or {})}

    def results(adds: list[str]) -> tuple[list[Task], list[int]]:
        sim = _with_play(st, seat, play, adds)  # type: ignore[arg-type]
        tasks = _typed_gathers(sim, seat, plan_tasks(sim, seat, play, plan_ms(st, seat, play, adds), -1))  # type: ignore[arg-type]
        return tasks, effective(sim, tasks)

    tasks, got = results([])
    part = [i for i, task in enumerate(tasks) if task["mode"] == "part"]
    if not part or any(tasks[i]["eff"]["op"] not in _NOTHING_AT_ZERO or got[i]
                       or ("x" in tasks[i]["eff"] and not tasks[i]["m"]) for i in part):
        return False                       # it does something, or would with a card added
    if not any("x" in task["eff"] for task in tasks[:part[-1]]):
        return True
    every = [c for c in st.boards[seat].hand if c != play["card"]]
    return not any(results(every)[1][i] for i in part)


def more_words(suit: str) -> str:
    """What an effect that counts added cards of ``suit`` says after its words."""
    return f" (more for each {suit} card you add)"


def tasks_outcome(st: FortState, seat: int, tasks: list[Task], sim: FortState, more: bool = False) -> str:
    """The effects ``tasks`` would give ``seat`` run in order on ``sim`` (a copy), in words. A
    gather of pizza or toys not yet declared (a follower's copy) takes the kind Stuff has room for.
    ``more``: cards may still be added; each effect that counts them says so right after its own
    words (new users read "you gain 1 pizza, then you score 1 VP (more for each Crown card you
    add)" as pizza for each Crown when it was only on the end of the line)."""
    tasks = _typed_gathers(sim, seat, tasks)
    results = effective(sim, tasks)
    level = [st.boards[seat].level]
    words, unpaid = [], set()
    for task, got in zip(tasks, results):
        if (task.get("run"), task.get("act")) in unpaid:
            continue                     # after a cost not paid: its action stops (resolve.effective)
        if task["eff"]["op"] == "spend" and not got:
            unpaid.add((task.get("run"), task.get("act")))
        if (w := _task_words(sim, task, got, level)):
            if more and "x" in task["eff"]:
                w += more_words(CAT_SUIT.get(task["eff"]["x"], task["eff"]["x"]))
            words.append(w)
    return ", then ".join(words) or "nothing changes for you"


def play_words(action: Action) -> str:
    """A play's plan in words: "Play Penny: public, then private (private in full), pizza"."""
    card = CAT.spec(action["card"]).name
    order = ", then ".join(SIDE[n] for n in action["order"])
    text = f"Play {card}: {order}" + (" action only" if len(action["order"]) == 1 else "")
    if len(action["order"]) > 1:
        text += f" ({SIDE[action['full']]} must be done in full)"
    for name, r in sorted((action.get("gather") or {}).items()):
        text += f", {SIDE[name]} takes {RES[r]}"
    return text


def play_outcome(st: FortState, seat: int, action: Action) -> str:
    """What ``seat`` playing ``action`` (a ``play``: card, order, full, gather) gives, in numbers,
    before any card is added: "you gain 2 pizza, then you pack 1 token" (rule text "Phase 2: Play";
    with " (more for each Skateboard card you add)" right after the effect that counts added cards)."""
    return _play_outcome(st, seat, action)


def _play_outcome(st: FortState, seat: int, action: Action) -> str:
    play = {"card": action["card"], "order": list(action["order"]), "full": action["full"],
            "gather": dict(action.get("gather") or {})}
    sim = _with_play(st, seat, play, [])  # type: ignore[arg-type]
    tasks = plan_tasks(sim, seat, play, plan_ms(st, seat, play, []), -1)  # type: ignore[arg-type]
    xs = {CAT_SUIT.get(e["x"], e["x"]) for n in play["order"] for e in (getattr(CAT.spec(play["card"]), n) or ())
          if "x" in e}
    more = bool(xs) and bool(addable_after(st, seat, action))   # never "more" when the rules would refuse every add
    text = tasks_outcome(st, seat, tasks, sim, more=more)
    unsaid = sorted(x for x in xs if more_words(x) not in text)   # an effect that said nothing: at the end
    if more and unsaid:
        text += more_words(" or ".join(unsaid))
    return text


def addable_after(st: FortState, seat: int, action: Action) -> list[str]:
    """The hand cards the rules would let ``seat`` add right after playing ``action`` (a ``play``),
    each judged alone (:func:`~.play.why_not_add`, rule "Adding Cards")."""
    play = {"card": action["card"], "order": list(action["order"]), "full": action["full"],
            "gather": dict(action.get("gather") or {})}
    sim = _with_play(st, seat, play, [])  # type: ignore[arg-type]
    return [c for c in sorted(set(sim.boards[seat].hand)) if why_not_add(sim, seat, c) is None]


#: The computer's words for a play whose value counted every matching card in hand as added.
ADDED_WORDS = " (with the matching cards added)"


def honest_reason(rules: Any, state: FortState, seat: int, action: Action, reason: str) -> str:
    """The computer's ``reason`` for suggesting ``action`` to ``seat``, as the coach may say it: a
    play whose reason counted matching cards added ("... (with the matching cards added)") says
    instead what the rules give when not every such card could be added now (new users: the
    suggested add was then refused), naming the cards that could ("you may add Gil")."""
    if action.get("type") != "play" or ADDED_WORDS not in reason:
        return reason
    spec = CAT.spec(action["card"])
    counted = {e["x"] for n in action["order"] for e in (getattr(spec, n) or ()) if "x" in e}
    matching = {c for c in _hand(state, seat) if c != action["card"]
                and (CAT.spec(c).coin or counted & set(CAT.spec(c).suits))}
    ok = addable_after(state, seat, action)
    if matching <= set(ok):
        return reason
    real = _play_outcome(state, seat, action)
    return real + (f" (you may add {', '.join(CAT.spec(c).name for c in ok)})" if ok else "")


def _hand(state: FortState, seat: int) -> list[str]:
    """``seat``'s hand cards."""
    return list(state.boards[seat].hand)


CAT_SUIT = {"SK": "Skateboard", "SH": "Shovel", "GL": "Glue", "SQ": "Squirtgun", "CR": "Crown", "BK": "Book",
            "CO": "Coin"}


def _current_plan(st: FortState, seat: int, adds: list[str]) -> str:
    play = st.play
    if play is None:
        return ""
    sim = _with_play(st, seat, play, adds)
    tasks = plan_tasks(sim, seat, play, plan_ms(st, seat, play, adds), -1)
    return tasks_outcome(st, seat, tasks, sim)


def _follow_outcome(st: FortState, seat: int, cards: list[str]) -> str:
    sim = st.clone(share_chance=True)
    discard_follow_cards(sim, seat, cards)
    return "you copy the public action: " + tasks_outcome(st, seat, copy_tasks(sim, seat, cards, -1), sim)


def _card_text(card: str) -> str:
    spec = CAT.spec(card)
    parts = []
    for name in ("pub", "prv"):
        action = getattr(spec, name) or ()
        if action:
            parts.append(f"{SIDE[name]}: " + ", then ".join(_effect_short(e) for e in action))
    return "; ".join(parts)


def _effect_short(eff: dict[str, Any]) -> str:
    op = eff["op"]
    n = eff.get("n", 0 if "x" in eff else 1)
    per = f" per {CAT_SUIT[eff['x']]}" if "x" in eff else ""
    size = (f"{n}+" if n and "x" in eff else "") + ("1" if "x" in eff else str(n))
    res = RES.get(eff.get('r', ''), 'pizza or toys')
    res = res.replace("toys", "toy") if size == "1" else res      # "+1 toy per Shovel"
    words: dict[str, str] = {"gather": f"+{size} {res}{per}",
            "pack": f"pack {size}{per}", "advance": "raise the Fort", "score": f"+{size} VP{per}",
            "lookout": f"tuck {size}{per} into the Lookout", "trash": f"trash {size}{per}",
            "recruit": "recruit", "spend": f"pay {n}", "trash_rival": "trash from a rival's Yard",
            "copy_pack": "copy your Pack", "copy_rival_pack": "copy a rival's Pack",
            "convert": f"swap {size}{per} token{'' if size == '1' else 's'}", "trash_self": "trash this card"}
    return words.get(op, str(op))


def _where(st: FortState, seat: int, card: str) -> str:
    if card == "deck":
        return "the top card of the Park deck"
    for r in rivals(st, seat):
        if card in st.boards[r].yard:
            return f"{CAT.spec(card).name} from P{r + 1}'s Yard"
    return f"{CAT.spec(card).name} from the Park"


def choice_words(st: FortState, seat: int, action: Action) -> tuple[str, str]:
    """(words, outcome) of one of ``seat``'s legal non-play actions in ``st``, in players' words:
    ("Take pizza", "you gain 2 of 3 pizza (your Stuff holds only 4 pizza)")."""
    return _one(st, seat, action)


def _one(st: FortState, seat: int, action: Action) -> tuple[str, str]:
    """(words, outcome) of one non-play action."""
    kind = action["type"]
    board = st.boards[seat]
    p = st.pending or {}
    if kind == "add":
        adds = list((st.play or {}).get("adds", []))
        return (f"Add {CAT.spec(action['card']).name} to the play",
                "then: " + _current_plan(st, seat, adds + [action["card"]]))
    if kind == "confirm":
        return "Done adding: carry out the play now", _current_plan(st, seat, list((st.play or {}).get("adds", [])))
    if kind == "follow":
        names = ", ".join(CAT.spec(c).name for c in action["cards"])
        return f"Follow with {names}", _follow_outcome(st, seat, list(action["cards"]))
    if kind == "pass":
        if p.get("kind") == "follow":
            return "Do not follow", "your cards stay in your hand"
        if p.get("kind") == "recruit_phase":
            return "Recruit nobody this turn", "no new card for your deck"
        return "Pass", ""
    if kind == "recruit":
        card = action["card"]
        if card == "deck":
            return "Recruit the top card of the Park deck", "an unknown card joins your discard pile"
        return f"Recruit {_where(st, seat, card)}", f"it joins your discard pile ({_card_text(card)})"
    if kind == "gather":
        r = action["r"]
        m = int((p.get("task") or {}).get("m", 1))
        got = max(0, min(m, stuff_cap(st, r) - board.stuff[r], st.supply[r]))   # ops.gain
        return f"Take {RES[r]}", gain_words(st, seat, r, m, got)
    if kind == "pack":
        return (f"Pack {', '.join(_tokens(action[r], r) for r in ('P', 'T') if action[r])}",
                f"Pack {sum(board.pack.values()) + action['P'] + action['T']} of {pack_cap(st, seat)}")
    if kind == "pay":
        paid = [f"{_tokens(action[z][r], r)} from {z.capitalize()}" for z in ("stuff", "pack") for r in ("P", "T")
                if action[z][r]]
        left = {r: board.stuff[r] + board.pack[r] - action["stuff"][r] - action["pack"][r] for r in ("P", "T")}
        return "Pay " + ", ".join(paid or ["nothing"]), f"you keep {_tokens(left['P'], 'P')} and {_tokens(left['T'], 'T')}"
    if kind == "lookout":
        names = ", ".join(CAT.spec(c).name for c in action["cards"]) or "no card"
        return f"Tuck {names} into the Lookout", "it counts for every action you play from now on"
    if kind == "trash":
        names = ", ".join(CAT.spec(c).name for c in action["cards"]) or "no card"
        return f"Trash {names}", "gone from your deck for good"
    if kind == "trash_rival":
        return f"Trash {_where(st, seat, action['card'])}", "it is gone for good"
    if kind == "rival":
        other = st.boards[action["rival"]]
        return f"Copy P{action['rival'] + 1}'s Pack", f"you gain {_tokens(other.pack['P'], 'P')} and {_tokens(other.pack['T'], 'T')}"
    if kind == "keep_rule":
        rule = CAT.rules[action["rule"]]
        return f"Keep the Made-Up Rule {rule.name}", rule.text
    if kind == "perk":
        perk = CAT.perks[action["perk"]]
        return f"Take the Perk {perk.name}", perk.text
    if kind == "use_perk":
        return "Use the Perk now", CAT.perks[p["perk"]].text if p.get("perk") in CAT.perks else ""
    if kind == "save":
        return f"Keep {CAT.spec(action['card']).name} out of your Yard", "it goes to your discard pile, safe"
    if kind == "draft":
        return f"Pick {CAT.spec(action['card']).name}", _card_text(action["card"])
    if kind == "convert":   # each swap its own choice: what changes type, and where
        words = swap_words(action)
        return "Swap" + words[len("swaps"):], ""
    return str(kind).replace("_", " ").capitalize(), ""


def choices(rules: Any, state: FortState, seat: int, actions: list[Action]) -> list[CoachChoice]:
    """``seat``'s legal ``actions`` (of ``rules``, Fort's) as coach choices, one per action (a play: one per way to play
    its card), each with its outcome in numbers (see the module docstring for what is read)."""
    out = []
    for i, action in enumerate(actions):
        if action["type"] == "play":
            out.append(CoachChoice(play_words(action), _play_outcome(state, seat, action), (i,)))
        else:
            words, outcome = _one(state, seat, action)
            out.append(CoachChoice(words, outcome, (i,)))
    # two actions the coach words alike (a payment's zones...) are one choice
    merged = grouped([{"w": c.words} for c in out], lambda a: a["w"])
    result = [CoachChoice(g.words, out[g.actions[0]].outcome, tuple(out[k].actions[0] for k in g.actions))
              for g in merged]
    # each card's first way to play it comes first, so a short list still names every card
    seen: set[str] = set()
    first: list[CoachChoice] = []
    rest: list[CoachChoice] = []
    for choice in result:
        action = actions[choice.actions[0]]
        card = action.get("card") if action["type"] == "play" else None
        (rest if card in seen else first).append(choice)
        if card is not None:
            seen.add(card)
    return first + rest


#: What a person must keep in mind while choosing a play (rule text "Following the Leader" and
#: "Phase 4: Discard"; new users learnt both only by losing to them).
PLAY_REMINDER = ("Mind: a rival may copy your public action with a card of its suit; the cards left in your hand "
                 "go to your Yard, where rivals may recruit them.")


def reminder(rules: Any, state: FortState, seat: int) -> str:
    """A rule to keep in mind for ``seat``'s decision now, said by the coach under what the game
    asks (:data:`PLAY_REMINDER` while ``seat`` chooses its play), else ""."""
    pending = state.pending or {}
    if state.phase != "draft" and pending.get("kind") == "play" and pending.get("seat") == seat:
        return PLAY_REMINDER
    return ""

