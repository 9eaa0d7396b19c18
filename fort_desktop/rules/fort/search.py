"""What a search player needs from Fort (base.py :class:`~fort_desktop.rules.base.SearchRules`;
issue 16 item 3): a seat's memory, a deal consistent with it, and an unchecked move.

Hidden in Fort (fort.md 6 edge 22): hands, the contents and order of decks, each discard pile
below its top (but one's own), held Made-Up Rules and the Made-Up stack, and the Park deck. A card
seen in a seat's public area (its Yard, Lookout, discard top, the card it played or added) stays
that seat's until it shows up elsewhere: cards leave a hand, a deck or a discard pile only face up
(played, followed, tucked, trashed, recruited from a Yard). :func:`observe` remembers the last
seat each card was seen with (a Best Friend is its seat's from the start); :func:`sample` deals
every card the seat cannot place, each remembered card among its owner's hidden cards.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..base import Knowledge
from ..chance import Chance
from . import follow as follow_mod
from . import play as play_mod
from .board import CAT
from .knowledge import all_cards
from .resolve import feasible
from .state import FortState, Play
from .view import FortView


def _places(view: FortView) -> dict[str, int | None]:
    """Card id -> the seat whose public area (or, for the viewer, own hand or discard) shows it
    now, or None for the Park and the box (nobody's)."""
    out: dict[str, int | None] = {c: None for c in view["park"] if c is not None}
    out.update({c: None for c in view["box"]})
    for entry in view["seats"]:
        seat = entry["seat"]
        for c in list(entry["yard"]) + list(entry["lookout"]) + list(entry.get("hand", ())) + list(entry.get("discard", ())):
            out[c] = seat
        if entry["discard_top"] is not None:
            out[entry["discard_top"]] = seat
    play = view.get("play")
    if play is not None:
        for c in [play["card"]] + list(play.get("adds", ())):
            out[c] = play.get("leader")
    return out


def observe(knowledge: Knowledge | None, view: FortView, action: dict[str, Any] | None = None) -> Knowledge:
    """``knowledge`` after also seeing ``view`` and the public ``action`` just taken (a recruit or
    a follow names its cards in every seat's log; nothing else of an action is read):
    ``seen["owner"]`` maps each card seen in a seat's public area to that seat (the latest
    sighting; the Park and the box forget it); ``seen["turns"]`` the turns taken, to tell a new
    game (fewer turns than before)."""
    seat = view["viewer"]
    turns = sum(s["turns_taken"] for s in view["seats"])
    old = knowledge.seen if knowledge is not None and knowledge.seat == seat else None
    if old is not None and (old["seats"] != len(view["seats"]) or old["turns"] > turns):
        old = None
    owner: dict[str, int] = dict(old["owner"]) if old is not None else {}
    if action is not None and action.get("type") in ("recruit", "follow"):
        for card in [action.get("card")] + list(action.get("cards") or ()):
            if isinstance(card, str) and (card in CAT.kids or card.startswith("bf-")):
                owner[card] = action["seat"]
    for card, where in _places(view).items():
        if where is None:
            owner.pop(card, None)
        else:
            owner[card] = where
    return Knowledge(seat=seat, view=view, seen={"owner": owner, "turns": turns, "seats": len(view["seats"])})


def sample(state: FortState, knowledge: Knowledge, rng: random.Random) -> FortState | None:
    """A clone of ``state`` with every card and Made-Up Rule ``knowledge.seat`` cannot place dealt
    at random (remembered cards and Best Friends among their owner's hidden cards), a fresh
    Chance from ``rng``; None during the draft (its packets are not dealt here)."""
    view = knowledge.view
    assert isinstance(view, FortView)
    me = knowledge.seat
    if view["phase"] == "draft":
        return None
    out = state.clone()
    out.chance = Chance(rng.getrandbits(63))
    n = out.seats
    places = _places(view)
    owner = dict(knowledge.seen.get("owner", {}))
    for s in range(n):
        for bf in CAT.bf_ids(s):
            owner.setdefault(bf, s)
    pool = sorted(c for c in all_cards(out) if c not in places)
    # hidden room per seat: rivals' hand, deck and discard below the top; one's own deck
    room = []
    for entry in view["seats"]:
        s = entry["seat"]
        size = entry["deck_count"]
        if s != me:
            size += entry["hand_count"] + max(0, entry["discard_count"] - 1)
        room.append(size)
    owned: list[list[str]] = [[] for _ in range(n)]
    loose: list[str] = []
    for card in sorted(pool, key=lambda c: (not CAT.spec(c).bf, c)):
        where = owner.get(card)
        if where is not None and where < n and len(owned[where]) < room[where]:
            owned[where].append(card)
        else:
            loose.append(card)
    rng.shuffle(loose)
    for s in range(n):
        take = room[s] - len(owned[s])
        cards, loose = owned[s] + loose[:take], loose[take:]
        rng.shuffle(cards)
        entry = view["seats"][s]
        b = out.boards[s]
        b.deck, cards = cards[:entry["deck_count"]], cards[entry["deck_count"]:]
        if s != me:
            b.hand, cards = sorted(cards[:entry["hand_count"]]), cards[entry["hand_count"]:]
            b.discard = cards + ([entry["discard_top"]] if entry["discard_top"] is not None else [])
            b.seen_rules = []
    out.park_deck = loose[:view["park_deck_count"]]
    _deal_rules(out, view, me, rng)
    return out


def _deal_rules(out: FortState, view: FortView, me: int, rng: random.Random) -> None:
    """Rivals' held Made-Up Rules, the stack and a rival's drawn ones, dealt from the rules the
    seat does not hold (its own, and every rule once the game is over, stay put)."""
    if view["over"]:
        return
    mine = set(view["seats"][me].get("rules", ()))
    pending = out.pending
    drawn_mine = pending is not None and pending["kind"] == "keep_rule" and pending["seat"] == me
    if drawn_mine and pending is not None:
        mine.update(pending["drawn"])
    pool = sorted(r for r in CAT.rules if r not in mine)
    rng.shuffle(pool)
    for s, b in enumerate(out.boards):
        if s != me:
            count = view["seats"][s]["rules_count"]
            b.rules, pool = sorted(pool[:count]), pool[count:]
    if pending is not None and pending["kind"] == "keep_rule" and not drawn_mine:
        pending["drawn"], pool = sorted(pool[:len(pending["drawn"])]), pool[len(pending["drawn"]):]
    out.made_up = pool[:view["made_up_count"]]


def apply_fast(state: FortState, action: dict[str, Any]) -> FortState:
    """``state`` after the legal ``action``, without checking it (see ``SearchRules.apply_fast``)."""
    from . import steps

    new = state.clone()
    steps.decide(new, {k: (sorted(v) if k == "cards" else v) for k, v in action.items()})
    return new


def advance(state: FortState, action: dict[str, Any]) -> FortState:
    """``state`` itself after the legal ``action``, changed in place (a rollout's own copy, which
    nothing else reads): :func:`apply_fast` without the copy. Returns ``state``."""
    from . import steps

    steps.decide(state, {k: (sorted(v) if k == "cards" else v) for k, v in action.items()})
    return state


def best_legal(state: FortState, seat: int, value: Callable[[dict[str, Any]], float]) -> dict[str, Any] | None:
    """The legal action of ``seat`` with the highest ``value(action)`` (ties: the first in
    ``legal_actions`` order), None when it may not act: exactly ``max`` over
    ``steps.legal(state, seat)``, but a play, a follow or an add is tested for legality only
    when it is the best still standing (a rollout policy asks this at every step, and testing
    every plan is most of its cost). ``value`` must not mutate the action."""
    from . import steps

    p = state.pending
    if state.over or state.phase == "draft" or p is None or p["seat"] != seat:
        return _best_of(steps.legal(state, seat), value)
    kind = p["kind"]
    if kind == "play":
        return _best_play(state, seat, value)
    if kind == "follow":
        base = {"seat": seat}
        return _first_legal(
            [{"type": "follow", **base, "cards": cards} for cards in _follow_sets(state, seat)],
            [{"type": "pass", **base}], value, lambda a: _follow_ok(state, seat, a["cards"]))
    if kind == "add":
        base = {"seat": seat}
        return _first_legal([{"type": "add", **base, "card": c} for c in sorted(set(state.boards[seat].hand))],
                            [{"type": "confirm", **base}], value,
                            lambda a: play_mod.why_not_add(state, seat, a["card"]) is None)
    return _best_of(steps.legal(state, seat), value)


def _best_of(actions: list[dict[str, Any]], value: Callable[[dict[str, Any]], float]) -> dict[str, Any] | None:
    if not actions:
        return None
    if len(actions) == 1:
        return actions[0]
    values = [value(a) for a in actions]
    return actions[max(range(len(actions)), key=lambda i: (values[i], -i))]


def _first_legal(maybe: list[dict[str, Any]], sure: list[dict[str, Any]], value: Callable[[dict[str, Any]], float],
                 legal: Callable[[dict[str, Any]], bool]) -> dict[str, Any] | None:
    """The best of ``maybe + sure`` (in that legal order) whose ``legal`` holds (``sure`` ones
    always do), testing ``maybe`` ones best first."""
    every = maybe + sure
    if not every:
        return None
    values = [value(a) for a in every]
    for i in sorted(range(len(every)), key=lambda i: (-values[i], i)):
        if i >= len(maybe) or legal(every[i]):
            return every[i]
    return None


def _follow_sets(state: FortState, seat: int) -> list[list[str]]:
    """The card sets :func:`.follow.follows` tries, in its order (before the usability test)."""
    from itertools import combinations

    from .board import gained_this_turn, held_hook_args, hook_perk, perk_ready

    hand = sorted(set(state.boards[seat].hand))
    sets = [[c] for c in hand if follow_mod.may_follow_with(state, c)]
    pid = hook_perk(state, seat, "follow_any")
    if pid and perk_ready(state, seat, pid) and not gained_this_turn(state, seat, pid):
        sets += [list(cs) for cs in combinations(hand, held_hook_args(state, seat, "follow_any")["discard"])]
    return sets


def _follow_ok(state: FortState, seat: int, cards: list[str]) -> bool:
    """:func:`.follow.follows`' test of one card set: the copy is then fully usable."""
    sim = state.clone(share_chance=True)
    follow_mod.discard_follow_cards(sim, seat, cards)
    return feasible(sim, follow_mod.copy_tasks(sim, seat, cards, -1))


def _best_play(state: FortState, seat: int, value: Callable[[dict[str, Any]], float]) -> dict[str, Any] | None:
    """:func:`best_legal` at a play decision: every plan :func:`.play.plays` would list, in its
    order and with its test (memoised per card and plan prefix), tested best first; a skip
    after them when ``voluntary_skip`` is on, or when no plan passes."""
    from itertools import product

    plans: list[tuple[dict[str, Any], tuple[str, tuple[Any, ...]], Play]] = []
    for card in sorted(set(state.boards[seat].hand)):
        names = [n for n in play_mod.ACTIONS if play_mod.action_of(card, n)]
        orders = [[n] for n in names] + ([names, names[::-1]] if len(names) == 2 else [])
        for order in orders:
            ones = [n for n in order if any(e["op"] == "gather" and e.get("r") == "ONE"
                                            for e in play_mod.action_of(card, n))]
            for full in order:
                upto = order[:order.index(full) + 1]
                for types in product("PT", repeat=len(ones)):
                    gather = dict(zip(ones, types))
                    key = (card, (tuple(upto), tuple(sorted((n, gather[n]) for n in upto if n in gather))))
                    plan: Play = {"card": card, "order": list(upto), "full": full,
                                  "gather": {n: gather[n] for n in upto if n in gather}}
                    plans.append(({"type": "play", "seat": seat, "card": card, "order": order, "full": full,
                                   "gather": gather}, key, plan))
    known: dict[tuple[str, tuple[Any, ...]], bool] = {}

    def usable(i: int) -> bool:
        _, key, plan = plans[i]
        if key not in known:
            known[key] = play_mod.plan_usable(state, seat, plan, [])
        return known[key]

    skip = {"type": "skip", "seat": seat}
    values = [value(a) for a, _, _ in plans]
    skip_value = value(skip) if state.settings["voluntary_skip"] else None
    for i in sorted(range(len(plans)), key=lambda i: (-values[i], i)):
        if skip_value is not None and skip_value > values[i]:
            return skip
        if usable(i):
            return plans[i][0]
    return skip


#: The last settings seen by :func:`view_fast` and their public part (one game's states share
#: one settings dict, so this is rebuilt once per game, not once per view).
_PUBLIC: list[tuple[dict[str, Any], dict[str, Any]]] = []


def view_fast(st: FortState, seat: int | None) -> FortView:
    """:func:`.view.view`'s data (equal to it) sharing the state's lists and dicts instead of
    copying them (``SearchRules.view_fast``): read it, never change it, and not after the state
    moves on."""
    from .board import lookout_cap, pack_cap
    from .view import _pending

    seats = []
    for i, b in enumerate(st.boards):
        entry: dict[str, Any] = {
            "seat": i, "level": b.level, "track": b.track, "stuff": b.stuff, "pack": b.pack,
            "pack_cap": pack_cap(st, i), "lookout_cap": lookout_cap(st, i), "yard": b.yard,
            "lookout": b.lookout, "perks": b.perks, "hand_count": len(b.hand),
            "deck_count": len(b.deck), "discard_count": len(b.discard),
            "discard_top": b.discard[-1] if b.discard else None, "rules_count": len(b.rules),
            "turns_taken": b.turns_taken, "macaroni": st.macaroni == i,
        }
        if i == seat:
            entry["hand"] = b.hand
            entry["discard"] = b.discard
            entry["rules"] = b.rules
            entry["seen_rules"] = b.seen_rules
        elif st.over:
            entry["rules"] = b.rules
        seats.append(entry)
    if not _PUBLIC or _PUBLIC[0][0] is not st.settings:
        _PUBLIC[:] = [(st.settings, {k: v for k, v in st.settings.items() if not isinstance(v, dict)})]
    out = FortView({
        "game": "fort", "viewer": seat, "round": st.round, "current": st.current, "over": st.over,
        "ending": st.ending, "seats": seats, "park": st.park, "park_deck_count": len(st.park_deck),
        "perk_row": st.perk_row, "made_up_count": len(st.made_up), "supply": st.supply,
        "box": st.box, "macaroni": st.macaroni, "phase": st.phase, "settings": _PUBLIC[0][1],
    })
    if st.play is not None:
        out["play"] = st.play
    out["pending"] = _pending(st, seat)
    if st.draft is not None:
        from .view import view

        return view(st, seat)
    return out
