"""Forfort's coach (issue 14 item 2): each legal choice of a seat in players' words ("Build a
Corner Wall (Ram) on the top-right corner") with what it gives in points and Walls ("+2 points: 4
of 8 Walls"; "P2 -2 points").

The words are the log's own (:func:`~.describe.describe_action` for the seat, who knows its hand);
the numbers come from applying the action and reading only public counts of the result (each
fort's visible Walls and Camps, Armies in play, whether a keep still holds cards: the score of
:func:`~.scoring.seat_score`), so a card the seat may not see never changes a word.
"""
from __future__ import annotations

from typing import Any

from ..base import Action
from ..coaching import CoachChoice, imperative
from .describe import describe_action
from .placement import arrows, visible_walls
from .scoring import seat_score
from .state import ForfortState
from .turn import drawbridge_reason
from ...text import possessive


#: An effect with more targets than this is one choice ("Play ... as a Garrison (12 targets)").
GROUP_FROM = 3


def _outcome(rules: Any, state: ForfortState, seat: int, action: Action) -> str:
    after = rules.apply(state, action)
    if not isinstance(after, ForfortState):
        return ""
    ctx = rules.ctx
    slots = len(ctx.geo.slots)
    parts = []
    for other in range(state.seats):
        old, new = seat_score(ctx, state, other)["total"], seat_score(ctx, after, other)["total"]
        walls, walls_before = len(visible_walls(after, other)), len(visible_walls(state, other))
        who = "you" if other == seat else f"P{other + 1}"
        if new != old:
            whose = "your" if other == seat else f"{possessive(who)}"
            parts.append(_points_words(who, new - old, _why_points(seat_score(ctx, state, other),
                                                                   seat_score(ctx, after, other), whose))
                         + (f" ({walls} of {slots} Walls)" if walls != walls_before else ""))
        keep, keep_before = len(after.players[other].keep), len(state.players[other].keep)
        if keep != keep_before:
            parts.append(f"{'your' if other == seat else possessive(who)} keep: {keep_before} -> "
                         f"{keep} card{'s' if keep != 1 else ''}")
    if rules.is_over(after):
        parts.append("the game ends")
    nxt = rules.legal_actions(after, seat) if not rules.is_over(after) else []
    if any(a["type"] == "combo" for a in nxt):
        parts.append("then a combo")
    if any(a["type"] == "drawbridge" for a in nxt):
        parts.append("then you may lower a drawbridge for a second turn")
    elif not rules.is_over(after) and not any(a["type"] == "combo" for a in nxt) and after.revealed is None:
        # a drawbridge Wall shows, yet none is offered after this move: why (the token is down...)
        ahead = after if after.seat == seat else _same_turn(after, state, action["type"] == "pass")
        why = drawbridge_reason(ctx, ahead, seat)
        if why:
            parts.append(f"no drawbridge: {why}")
    if action["type"] == "effect" or action["type"] == "camp":
        parts.append("the card goes to your discard pile")
    if action["type"] == "start_camp":
        parts.append(_start_camp_words(ctx, state, seat, action["slot"]))
    return ", ".join(parts) or "no points change"


def _start_camp_words(ctx: Any, state: ForfortState, seat: int, slot: str) -> str:
    """What a starting Camp on ``slot`` gives beside its point (rule text, building a Wall,
    "Contraintes de pose": a Wall goes on a slot the keep's two arrows point to or on a visible
    Camp): a place to build the arrows do not give already, or none while they point at it (the
    keep's top back is public)."""
    if slot in arrows(ctx, state, seat):
        return "the keep's arrows already point here: no new place to build for now"
    return "a second place to build, where the keep's arrows do not point"


#: What a change of each part of a seat's score means, in players' words (by ``seat_score`` key).
#: ``{whose}``: "your" or "P2's".
POINT_REASONS = {"walls": ("a Wall more shows in {whose} fort", "a Wall of {whose} fort is destroyed or covered"),
                 "camps": ("a Camp more shows in {whose} fort", "a Camp of {whose} fort is destroyed or covered"),
                 "armies": ("{whose} Army stands in a rival fort", "{whose} Army leaves a rival fort or is defeated"),
                 "keep_bonus": ("{whose} keep holds cards again", "{whose} keep runs out: no bonus for cards left")}


def _why_points(before: dict[str, int], after: dict[str, int], whose: str) -> str:
    """Why a seat's points change, from its score's parts (``seat_score``), e.g. "a Camp of P2's
    fort is destroyed or covered" (``whose``: "your", "P2's"); "" when no part says it."""
    out = []
    for key, (more, fewer) in POINT_REASONS.items():
        if after[key] != before[key]:
            words = more if after[key] > before[key] else fewer
            out.append(words.format(whose=whose))
    return " and ".join(out)


def _points_words(who: str, change: int, why: str) -> str:
    """A change of points in plain words with the player named: "P2 loses 1 point: a Camp of the
    fort is destroyed or covered", "you gain 2 points: a Wall more shows in the fort"."""
    verb = ("gain" if who == "you" else "gains") if change > 0 else ("lose" if who == "you" else "loses")
    amount = abs(change)
    return f"{who} {verb} {amount} point{'s' if amount != 1 else ''}" + (f": {why}" if why else "")


def _same_turn(after: ForfortState, before: ForfortState, passed: bool) -> ForfortState:
    """``after`` (the next seat's turn begun) seen as the end of ``before``'s turn: the same forts
    and tokens, with the turn's own counts of ``before`` (drawbridge lowered; ``passed``: a pass)."""
    seen = after.copy()
    seen.seat, seen.drawbridge_used, seen.passed = before.seat, before.drawbridge_used, before.passed or passed
    return seen


def choices(rules: Any, state: ForfortState, seat: int, actions: list[Action]) -> list[CoachChoice]:
    """``seat``'s legal ``actions`` as coach choices: one per action, except Camps, one per card
    ("Discard a Straight Wall (Ram) to place a Camp: 9 places")."""
    out: list[CoachChoice] = []
    camps: dict[str, list[int]] = {}
    effects: dict[str, list[tuple[int, str]]] = {}
    for i, action in enumerate(actions):
        if action["type"] == "camp":
            camps.setdefault(action["card"], []).append(i)
            continue
        words = imperative(describe_action(rules.ctx, state, action, seat, None), ("You", f"P{seat + 1}"))
        if action["type"] == "effect":
            effects.setdefault(words.split(":")[0], []).append((i, words))
            continue
        out.append(CoachChoice(words, _outcome(rules, state, seat, action), (i,)))
    for head, members in effects.items():
        if len(members) <= GROUP_FROM:
            out += [CoachChoice(words, _outcome(rules, state, seat, actions[i]), (i,)) for i, words in members]
        else:
            out.append(CoachChoice(f"{head} ({len(members)} targets)",
                                   _outcome(rules, state, seat, actions[members[0][0]]),
                                   tuple(i for i, _ in members)))
    for card, places in camps.items():
        first = actions[places[0]]
        line = describe_action(rules.ctx, state, first, seat, None)
        name = line.split(" to place")[0].replace("You discarded ", "")
        out.append(CoachChoice(f"Discard {name} to place a Camp ({len(places)} places)",
                               _outcome(rules, state, seat, first), tuple(places)))
    return out
