"""Which of Forfort's public events stage a big moment (issue 15 item 2; the kit's
:mod:`~..kit.moments` draws them, ``data/forfort/moments.yaml`` holds their words and sounds).

Read from an action's ``state.events`` (what every seat saw happen) and the rules' public words for
the last round: a siege hit (Ram, Trebuchet, Siege Tower), an Army invading, marching over cards
and defeated, a combo, the drawbridge lowered, a fort of 8 Walls winning, the last round begun. A
banner sits by the place it is about and never covers a fort (every fort is kept clear; the kit
draws a banner smaller before it would cover one). Rects in logical pixels.
"""
from __future__ import annotations

from typing import Any, Callable, Optional, Sequence

import pygame

from ...rules.forfort import cards
from ..kit.moments import Moment, MomentWords, badge_picture, load_moments, make_moment
from .layout import Layout

SIEGE = ("ram", "trebuchet", "siege_tower")


def fort_rect(layout: Layout, seat: int) -> pygame.Rect:
    """The whole of ``seat``'s fort on screen: its slots and its keep (px)."""
    rect = layout.keep_rect(seat)
    for slot in layout.cells:
        rect.union_ip(layout.slot_rect(seat, slot))
    return rect


def what_words(stack: Sequence[str]) -> str:
    """Destroyed cards in words: "a Wall", "a Camp", "a stack of 3 cards"."""
    if len(stack) == 1:
        return "a Wall" if cards.is_wall(stack[0]) else "a Camp" if cards.is_camp(stack[0]) else "a card"
    return f"a stack of {len(stack)} cards"


def forfort_moments(events: Sequence[dict], action: dict, names: Sequence[str], layout: Layout,
                    symbol_name: Callable[[str], str], sprite: Callable[[str, int], pygame.Surface],
                    army: Callable[[int, bool], pygame.Surface], owners: dict[str, int],
                    last_round: tuple[Optional[str], Optional[str]] = (None, None),
                    words: Optional[dict[str, MomentWords]] = None) -> list[Moment]:
    """The moments of one action: ``events`` are its public events; ``symbol_name(id)`` a symbol's
    name; ``sprite(name, px)`` and ``army(owner, skull)`` pictures; ``owners``: Army id -> owner
    seat (before and after the action); ``last_round``: the rules' words for why the round is the
    last, before and after it (None: it is not). The moments come in the order of the events they
    are about."""
    words = load_moments("forfort") if words is None else words
    out: list[tuple[int, Optional[Moment]]] = []     # (the index of the event it is about, the moment)
    seat = action.get("seat") if isinstance(action.get("seat"), int) else None
    # each fort with its team label above and its line of figures below
    forts = [fort_rect(layout, s).inflate(8, 0).inflate(0, 50) for s in range(len(names))]

    def who(s: Optional[int]) -> str:
        return names[s] if s is not None and 0 <= s < len(names) else "Someone"

    def slot(fort: int, where: Optional[str]) -> pygame.Rect:
        return layout.keep_rect(fort) if where in (None, "keep") else layout.slot_rect(fort, where)

    sieges = [e for e in events if (e["kind"] == "destroy" and e.get("cause") in SIEGE)
              or e["kind"] == "keep_destroyed"]
    if sieges:
        e = sieges[0]
        at = next(i for i, x in enumerate(events) if x is e)
        what = what_words(e["cards"]) if e["kind"] == "destroy" else "the top card of the keep"
        if len(sieges) > 1:
            what += f" and {len(sieges) - 1} more"
        out.append((at, make_moment(words, "siege_hit", {"name": who(seat), "rival": who(e["fort"]),
                                                    "symbol": symbol_name(e["cause"]), "what": what},
                               picture=sprite(f"symbol_{e['cause']}", 110), at=slot(e["fort"], e.get("slot")),
                               clear=forts)))
    for i, e in enumerate(events):
        if e["kind"] == "army_placed":
            out.append((i, make_moment(words, "army_invades", {"name": who(e["seat"]), "rival": who(e["fort"])},
                                   picture=army(e["seat"], False), at=slot(e["fort"], e["slot"]),
                                   clear=forts)))
            break
    marched = {(e["fort"], e["slot"]): e["cards"] for e in events if e["kind"] == "destroy" and e.get("cause") == "army"}
    for i, e in enumerate(events):
        if e["kind"] == "army_step" and (e["fort"], e["to"]) in marched:
            owner = owners.get(e["army"])
            out.append((i, make_moment(words, "army_marches", {"name": who(owner), "rival": who(e["fort"]),
                                                           "what": what_words(marched[e["fort"], e["to"]])},
                                   picture=army(owner if owner is not None else 0, False), at=slot(e["fort"], e["to"]),
                                   clear=forts)))
            break
    for i, e in enumerate(events):
        if e["kind"] == "army_defeated":
            out.append((i, make_moment(words, "army_defeated", {"name": who(e["seat"]), "rival": who(e["fort"])},
                                   picture=army(e["seat"], True), at=slot(e["fort"], e["slot"]),
                                   clear=forts)))
            break
    for i, e in enumerate(events):
        if e["kind"] == "combo":
            out.append((i, make_moment(words, "combo", {"name": who(e["seat"]), "symbol": symbol_name(e["symbol"])},
                                   picture=sprite(f"symbol_{e['symbol']}", 110), at=slot(e["seat"], e["slots"][0]),
                                   clear=forts)))
            break
    for i, e in enumerate(events):
        if e["kind"] == "drawbridge":
            out.append((i, make_moment(words, "drawbridge", {"name": who(e["seat"])}, picture=sprite("drawbridge", 110),
                                       at=slot(e["seat"], e["slot"]), clear=forts)))
    for i, e in enumerate(events):
        if e["kind"] == "game_over" and str(e.get("reason", "")).startswith("fort finished") and e.get("winners"):
            winners = list(e["winners"])
            out.append((i, make_moment(words, "eight_walls", {"name": " and ".join(who(w) for w in winners)},
                                       picture=sprite("wall_corner_protected", 110), at=forts[winners[0]],
                                       clear=forts)))
    before, after = last_round
    if after and not before:
        why = after.split(": ", 1)[1] if ": " in after else after
        began = next((i for i, e in enumerate(events) if e["kind"] == "end_triggered"), len(events))
        out.append((began, make_moment(words, "last_round", {"why": why[:1].upper() + why[1:]},
                                       picture=badge_picture("!", (170, 210, 255)), clear=forts)))
    # in the order things happened (a march at the next turn's start after this turn's combo)
    return [m for _, m in sorted(out, key=lambda pair: pair[0]) if m is not None]
