"""Which of Fortify's public events stage a big moment (issue 15 item 2; the kit's
:mod:`~..kit.moments` draws them, ``data/fortify/moments.yaml`` holds their words and sounds): the
end of a Meeple race (both race times, who grabbed the Meeple: shown to both players together once
the raced step is over, never during it), the Jerk Die (what it hits, or why it returns unused) and
a Base hit in the clean-up (rulebook "Clean Up": a Hit Token; three win).
A banner sits by the place it is about and keeps clear of the play area it talks about. Rects in
logical pixels."""
from __future__ import annotations

from typing import Optional

import pygame

from ..kit.moments import Moment, MomentWords, load_moments, make_moment


def race_moment(meeple: str, holder: Optional[int], times_words: str, holder_name: str,
                picture: Optional[pygame.Surface], at: pygame.Rect, keep_clear: list[pygame.Rect],
                words: Optional[dict[str, MomentWords]] = None) -> Optional[Moment]:
    """The end of a Meeple race: ``meeple`` "Cousin" or "Jerk", ``holder`` the seat that grabbed it
    (None: nobody), ``times_words`` "Ana 12.3 s, Computer 15.0 s"; ``at``: the fence."""
    words = load_moments("fortify") if words is None else words
    kind = "meeple_race" if holder is not None else "meeple_race_none"
    return make_moment(words, kind, {"name": holder_name, "meeple": meeple, "times": times_words},
                       picture=picture, at=at, clear=keep_clear)


def jerk_moment(face: str, target_words: Optional[str], why: str, picture: Optional[pygame.Surface],
                at: Optional[pygame.Rect], keep_clear: list[pygame.Rect],
                words: Optional[dict[str, MomentWords]] = None) -> Optional[Moment]:
    """The Jerk Die shows ``face``: it hits ``target_words`` (None: it has no target, ``why``)."""
    words = load_moments("fortify") if words is None else words
    kind = "jerk_hit" if target_words is not None else "jerk_unused"
    why = why[:1].upper() + why[1:]
    return make_moment(words, kind, {"face": face.capitalize(), "target": target_words or "", "why": why},
                       picture=picture, at=at, clear=keep_clear)


def base_hit_moment(name: str, hits: int, need: int, picture: Optional[pygame.Surface], at: pygame.Rect,
                    words: Optional[dict[str, MomentWords]] = None) -> Optional[Moment]:
    """``name``'s Base takes its ``hits``-th Hit Token of the ``need`` that win; ``at``: that Base
    (px), which the banner keeps clear of."""
    words = load_moments("fortify") if words is None else words
    return make_moment(words, "base_hit", {"name": name, "hits": hits, "need": need},
                       picture=picture, at=at, clear=[pygame.Rect(at).inflate(20, 20)])
