"""Which of Fort's public events stage a big moment (issue 15 item 2; the kit's
:mod:`~..kit.moments` draws them, ``data/fort/moments.yaml`` holds their words and sounds).

Worked out from the action and two spectator views (``rules.view(state, None)``: only what every
seat may see), before and after: a Fort Level reached, the Macaroni Sculpture taken, a follow, a card
recruited from a rival's Yard, and the final count. Each moment sits by the board it is about and
never covers it (nor the rival's board it came from), and keeps off every other board and what a
person decides on where it can (:func:`moment_avoid`): it goes to the free middle of the table,
the empty part of the play area. Rects in logical pixels."""
from __future__ import annotations

from typing import Any, Callable, Optional, Sequence

import pygame

from ..kit.moments import Moment, MomentWords, badge_picture, load_moments, make_moment
from .layout import CARD, FortLayout


def fort_moments(before: dict, after: dict, action: dict, names: Sequence[str], layout: FortLayout,
                 face: Callable[[str, tuple[int, int]], pygame.Surface], card_name: Callable[[str], str],
                 result: Any = None, art: Any = None,
                 words: Optional[dict[str, MomentWords]] = None) -> list[Moment]:
    """The moments of ``action`` (the views ``before`` and ``after`` are spectator views), in the
    order they happened. ``face(card, size)``: a card's picture; ``card_name(card)``: its name;
    ``result``: the session's result once the game is over; ``art``: the art loader (the Macaroni)."""
    words = load_moments("fort") if words is None else words
    out: list[Optional[Moment]] = []
    seat = action.get("seat")
    kind = action.get("type")

    def who(s: int) -> str:
        return names[s] if 0 <= s < len(names) else f"P{s + 1}"

    if kind == "follow" and isinstance(seat, int) and action.get("cards"):
        card = action["cards"][0]
        shown = " and ".join(card_name(c) for c in action["cards"])
        out.append(make_moment(words, "follow", {"name": who(seat), "card": shown}, picture=face(card, CARD),
                               at=layout.play, clear=[layout.play, layout.board(seat)]))
    if kind == "recruit" and isinstance(seat, int):
        card = action.get("card")
        rival = next((r for r, s in enumerate(before["seats"]) if r != seat and card in s["yard"]), None)
        if rival is not None:
            out.append(make_moment(words, "recruit_rival",
                                   {"name": who(seat), "card": card_name(card), "rival": who(rival)},
                                   picture=face(card, CARD), at=layout.board(seat),
                                   clear=[layout.board(seat), layout.board(rival)]))
    for s, (s0, s1) in enumerate(zip(before["seats"], after["seats"])):
        if s1["level"] > s0["level"]:
            out.append(make_moment(words, "level_up", {"name": who(s), "level": s1["level"]},
                                   picture=badge_picture(str(s1["level"]), (250, 220, 90)),
                                   at=layout.board(s), clear=[layout.board(s)]))
    if after.get("macaroni") is not None and before.get("macaroni") is None:
        s = int(after["macaroni"])
        picture = art.image("fort/macaroni", 110) if art is not None else None
        out.append(make_moment(words, "macaroni", {"name": who(s)}, picture=picture, at=layout.board(s),
                               clear=[layout.board(s)]))
    if after.get("over") and not before.get("over") and result is not None:
        winners = list(result.winners)
        totals = [scores[0] if isinstance(scores, (list, tuple)) and scores else scores for scores in result.scores]
        name = " and ".join(who(w) for w in winners) or "Nobody"
        points = totals[winners[0]] if winners and winners[0] < len(totals) else "?"
        picture = art.image("fort/macaroni", 110) if art is not None else badge_picture("1st", (250, 220, 90))
        out.append(make_moment(words, "final_count", {"name": name, "points": points}, picture=picture,
                               at=layout.play))      # (the free middle: every board in sight for the count)
    return [m for m in out if m is not None]


def moment_avoid(layout: FortLayout, deciding: Sequence[int], person_acts: bool,
                 play_ink: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
    """Where a Fort moment's banner keeps off where it can (px; a rect listed twice costs twice,
    :func:`~..kit.moments.place_banner`): the panel of moves and every board twice (a board is
    what a watcher reads: issue 15, a banner lay over a rival's board), the board of each seat in
    ``deciding`` a third time, the Perks twice (a level-up leads to a Perk pick: they stay in sight),
    the Park and the hand once (the hand twice while a person
    acts: ``person_acts``), and what the play area shows (``play_ink``: its cards and words), so
    the banner lies in the play area's empty part, the free middle of the table."""
    boards = [layout.board(s) for s in range(layout.seats)]
    hand = [layout.hand] * (2 if person_acts else 1)
    return [layout.panel, layout.panel, *boards, *boards, *(layout.board(s) for s in deciding if 0 <= s < layout.seats),
            layout.perks, layout.perks, layout.park, *hand, *(pygame.Rect(r) for r in play_ink)]


def decided_on(layout: FortLayout, pending: Optional[str]) -> list[pygame.Rect]:
    """What a person deciding on a ``pending`` of that kind looks at (px), which a banner never
    covers while any spot allows it: the Perks for a Perk pick, else the play area (the card to
    follow or add to lies there); nothing when no person decides (``pending`` None)."""
    if pending is None:
        return []
    return [pygame.Rect(layout.perks if pending == "perk" else layout.play)]
