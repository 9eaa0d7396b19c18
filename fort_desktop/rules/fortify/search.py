"""What a search player needs from Fortify (base.py :class:`~fort_desktop.rules.base.SearchRules`;
issue 16 item 3). Hidden in Fortify: the Fort deck's order, the hands (but one's own revealed top
card while building), the Reserves and each Kid pile below its face-up top (fortify.md 9; the
view). A seat remembers nothing the view does not show (a hand is flipped through, never looked
at whole), so :func:`sample` deals the hidden Fort Cards and Kids afresh.
"""
from __future__ import annotations

import random

from ..base import Knowledge
from ..chance import Chance
from .data import FortifyData
from .state import FortifyState
from .view import FortifyView, copy_state


def observe(view: FortifyView) -> Knowledge:
    """The latest view (``view.viewer`` its seat); nothing else is remembered."""
    return Knowledge(seat=view.viewer if view.viewer is not None else 0, view=view, seen={})


def sample(data: FortifyData, state: FortifyState, knowledge: Knowledge, rng: random.Random) -> FortifyState:
    """A copy of ``state`` with the hidden Fort Cards (deck, Reserves, hands but what the view
    shows) and the Kids under each pile's top dealt at random from ``rng``, and a fresh Chance."""
    view = knowledge.view
    assert isinstance(view, FortifyState)
    out = copy_state(state)
    out.chance = Chance(rng.getrandbits(63))
    seen = {c for p in view.players for c in p.hand if c is not None}
    seen |= {c for p in view.players for c in p.cards} | set(view.discard)
    pool = sorted(c.card_id for c in data.fort_cards if c.card_id not in seen)
    rng.shuffle(pool)
    out.deck, pool = pool[:len(view.deck)], pool[len(view.deck):]
    for p, pv in zip(out.players, view.players):
        p.hand = [c if c is not None else pool.pop() for c in pv.hand]
        p.reserve = [pool.pop() for _ in pv.reserve]
    laid = {k for p in view.players for k in p.kids}
    for kind, pile in view.kid_piles.items():
        top = pile[0] if pile else None
        hidden = sorted(k.kid_id for k in data.kid_cards if k.kind == kind and k.kid_id not in laid and k.kid_id != top)
        rng.shuffle(hidden)
        out.kid_piles[kind] = pile[:1] + hidden[:len(pile) - 1]
    return out
