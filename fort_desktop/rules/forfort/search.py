"""What a search player needs from Forfort (base.py :class:`~fort_desktop.rules.base.SearchRules`;
issue 16 item 3): a seat's memory, a deal consistent with it, and an unchecked move.

Hidden in Forfort: every keep's order (one's own too) and rivals' hands. The 24 keep backs all
differ (data/forfort decks, checked), so a keep's two arrows name its top card: whoever saw a
keep's top knows that card, and once it leaves the keep without showing up on a fort, a discard
or the Mason's reveal, it is in that player's hand (a keep gains no card, and a card leaves a
hand only face up). :func:`observe` remembers every top seen; :func:`sample` deals the rest.
"""
from __future__ import annotations

import random
from typing import Any

from ..base import Knowledge
from ..chance import Chance
from .cards import wall_id
from .context import Context
from .state import SETUP, ForfortState
from .view import ForfortView


def _public(view: ForfortView, seat: int) -> set[str]:
    """``seat``'s Walls every player sees now (forts, discard, the Mason's reveal, the card in play)."""
    p = view["players"][seat]
    out = {c for stack in p["fort"].values() for c in stack}
    out.update(p["discard"])
    for extra in (view["revealed"], view["played"]):
        if extra is not None:
            out.add(extra)
    return out


def top_card(ctx: Context, view: ForfortView, seat: int) -> str | None:
    """The card on top of ``seat``'s keep, read from its public arrows (None for an empty keep)."""
    arrows = view["players"][seat]["arrows"]
    if not arrows:
        return None
    for card in ctx.data.deck_for(view["seats"]):
        if tuple(card.back) == tuple(arrows):
            return wall_id(seat, card.id)
    return None  # pragma: no cover - the data check makes every back unique


def observe(ctx: Context, knowledge: Knowledge | None, view: ForfortView) -> Knowledge:
    """``knowledge`` after also seeing ``view``: ``seen["tops"][seat]`` lists every card seen on
    top of that seat's keep (oldest first); ``seen["keep_counts"]`` and ``seen["public"]`` the
    latest counts and public cards, to tell a new game (a keep grew, a public card vanished)."""
    seat = view["viewer"]
    counts = [p["keep_count"] for p in view["players"]]
    public = sorted(c for s in range(view["seats"]) for c in _public(view, s))
    old = knowledge.seen if knowledge is not None and knowledge.seat == seat else None
    if old is not None and (len(old["keep_counts"]) != len(counts)
                            or any(a < b for a, b in zip(old["keep_counts"], counts))
                            or not set(old["public"]) <= set(public)):
        old = None
    tops = [list(t) for t in old["tops"]] if old is not None else [[] for _ in counts]
    for s in range(view["seats"]):
        top = top_card(ctx, view, s)
        if top is not None and top not in tops[s]:
            tops[s].append(top)
    return Knowledge(seat=seat, view=view, seen={"tops": tops, "keep_counts": counts, "public": public})


def known_hand(ctx: Context, knowledge: Knowledge, seat: int) -> list[str]:
    """Cards ``knowledge`` places in ``seat``'s hand: tops seen that left the keep unseen."""
    view = knowledge.view
    assert isinstance(view, ForfortView)
    public = _public(view, seat)
    top = top_card(ctx, view, seat)
    return [c for c in knowledge.seen["tops"][seat] if c != top and c not in public]


def sample(ctx: Context, state: ForfortState, knowledge: Knowledge, rng: random.Random) -> ForfortState:
    """A copy of ``state`` with every keep (below its known top) and every rival's hand dealt at
    random from the cards ``knowledge.seat`` cannot place, remembered hand cards kept in their
    hands; a fresh Chance from ``rng``. Reads from ``state`` only what the seat's view shows."""
    me = knowledge.seat
    view = knowledge.view
    assert isinstance(view, ForfortView)
    out = state.copy()
    out.chance = Chance(rng.getrandbits(63))
    deck = ctx.data.deck_for(view["seats"])
    for seat, p in enumerate(out.players):
        pv = view["players"][seat]
        everything = [wall_id(seat, c.id) for c in deck]
        public = _public(view, seat)
        top = top_card(ctx, view, seat)
        mine = set(pv["hand"]) if seat == me else set()
        hand_known = [] if seat == me else known_hand(ctx, knowledge, seat)[:pv["hand_count"]]
        pool = sorted(c for c in everything if c not in public and c not in mine and c != top
                      and c not in hand_known)
        rng.shuffle(pool)
        if seat == me:
            p.hand = list(pv["hand"])
        else:
            free = pv["hand_count"] - len(hand_known)
            p.hand = sorted(hand_known + pool[:free])
            pool = pool[free:]
        rest = pv["keep_count"] - (1 if top is not None else 0)
        p.keep = pool[:rest] + ([top] if top is not None else [])
    out.events = [dict(e) for e in state.events]
    return out


def apply_fast(ctx: Context, state: ForfortState, action: dict[str, Any]) -> ForfortState:
    """``state`` after the legal ``action``, without checking it (see ``SearchRules.apply_fast``)."""
    from .actions import perform

    new = state.copy(share_chance=state.phase != SETUP)   # only the set-up draws (keeps, start player)
    new.step += 1
    perform(ctx, new, dict(action))
    return new
