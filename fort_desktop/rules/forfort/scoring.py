"""The end of the game: the instant win of a finished fort, and scoring when a keep runs out
(rule text "La fin de partie..."; forfort.md 4.2 steps 4 and 8, C19).
"""
from __future__ import annotations

from . import cards
from .context import Context
from .placement import visible_walls
from .state import OVER, ForfortState
from .teams import opponents, side_text, sides, team_of
from ...text import possessive


def seat_score(ctx: Context, s: ForfortState, seat: int) -> dict[str, int]:
    """``seat``'s points: ``walls`` and ``camps`` visible in its fort, ``armies`` of its own in
    play in opposing forts, ``keep_bonus`` if its keep still holds cards, ``order_bonus`` (our
    house rule, scoring.yaml ``turn_order_bonus``, by its turn position), and their ``total``."""
    pts = ctx.data.scoring
    walls = len(visible_walls(s, seat))
    camps = sum(1 for stack in s.players[seat].fort.values() if stack and cards.is_camp(stack[-1]))
    enemies = set(opponents(s, seat))
    armies = sum(1 for a in s.armies if a.owner == seat and a.fort in enemies)
    bonus = pts["keep_not_empty_bonus"] if s.players[seat].keep else 0
    table = f"{s.seats} teams" if s.teams else str(s.seats)
    order = ctx.data.turn_order_bonus[table][(seat - s.start_seat) % s.seats]
    total = walls * pts["wall"] + camps * pts["camp"] + armies * pts["army_in_enemy_fort"] + bonus + order
    return {"total": total, "walls": walls, "camps": camps, "armies": armies, "keep_bonus": bonus,
            "order_bonus": order}


def side_score(ctx: Context, s: ForfortState, side: tuple[int, ...]) -> int:
    """A side's score: one seat's total, or a team's (the sum of both, or the better with
    ``team_score: best``; C19)."""
    totals = [seat_score(ctx, s, seat)["total"] for seat in side]
    return max(totals) if ctx.settings["team_score"] == "best" else sum(totals)


def standing(ctx: Context, s: ForfortState) -> list[tuple[tuple[int, ...], int, tuple[int, ...]]]:
    """The running score, counted as the end would count it now (rule text "La fin de partie"):
    per side (one seat, or a team at 4 in teams) ``(seats, points, visible Walls per seat)``, in
    side order. Reads only what every seat sees (forts, Armies, whether each keep still holds
    cards)."""
    return [(side, side_score(ctx, s, side), tuple(len(visible_walls(s, seat)) for seat in side))
            for side in sides(s)]


def last_round(ctx: Context, s: ForfortState) -> str | None:
    """Why the round being played is the last, or None: a keep is empty (the round is finished,
    C18; with ``end_trigger: end_of_turn`` the turn is) or the round guard ``max_rounds`` is
    reached. Players by seat ("P2"); None once the game is over."""
    if s.phase == OVER:
        return None
    if s.end_triggered:
        empty = " and ".join(f"P{p.seat + 1}" for p in s.players if not p.keep) or "a player"
        if ctx.settings["end_trigger"] == "end_of_turn":
            return f"Last turn: {possessive(empty)} keep is empty; the game is scored at the end of this turn"
        return (f"Last round: {possessive(empty)} keep is empty; the game is scored when play comes back to "
                f"P{s.start_seat + 1}")
    if s.round >= ctx.settings["max_rounds"]:
        return f"Last round: round {s.round} of {ctx.settings['max_rounds']}"
    return None


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def score_words(ctx: Context, s: ForfortState, seat: int) -> str:
    """Where ``seat``'s points come from, in words (rule text "La fin de partie": 2 bonus points
    while the keep holds cards, 2 per Wall, 1 per Camp, 1 per Army in play in a rival fort), e.g.
    "6 Walls x 2 = 12, 1 Camp x 1 = 1, keep bonus 2: 15 points"."""
    pts, sc = ctx.data.scoring, seat_score(ctx, s, seat)
    parts = [f"{_count(sc['walls'], 'Wall', 'Walls')} x {pts['wall']} = {sc['walls'] * pts['wall']}",
             f"{_count(sc['camps'], 'Camp', 'Camps')} x {pts['camp']} = {sc['camps'] * pts['camp']}",
             f"{_count(sc['armies'], 'Army', 'Armies')} in rival forts x {pts['army_in_enemy_fort']}"
             f" = {sc['armies'] * pts['army_in_enemy_fort']}"]
    bonus = (f"keep bonus {sc['keep_bonus']}" if sc["keep_bonus"]
             else "no keep bonus (keep empty)")
    if sc["order_bonus"]:
        bonus += f", turn order bonus {sc['order_bonus']}"
    return f"{', '.join(parts)}, {bonus}: {_count(sc['total'], 'point', 'points')}"


def side_words(ctx: Context, s: ForfortState) -> list[str]:
    """One line per team at 4 in teams (its two totals and how they combine, C19); none otherwise."""
    if not s.teams:
        return []
    out = []
    for side in sides(s):
        totals = [seat_score(ctx, s, seat)["total"] for seat in side]
        how = "the better of " if ctx.settings["team_score"] == "best" else ""
        sum_text = " and ".join(str(t) for t in totals) if how else " + ".join(str(t) for t in totals)
        out.append(f"Team {side_text(side).replace('+', ' + ')}: {how}{sum_text} = {side_score(ctx, s, side)} points")
    return out


def finish_fort(ctx: Context, s: ForfortState, seat: int) -> None:
    """``seat`` finished its fort: it (or its team) wins at once."""
    side = team_of(s, seat)
    s.winners = tuple(sorted(side))
    who = f"team {side_text(side)} wins" if len(side) > 1 else f"P{seat + 1} wins"
    s.end_reason = f"fort finished: P{seat + 1} has {len(visible_walls(s, seat))} visible Walls, {who}"
    _over(s)


def finish_scored(ctx: Context, s: ForfortState, kind: str) -> None:
    """Score every side and end the game; ``kind`` is the reason's opening ("keep empty",
    "max turns"). Ties share the victory (rule text "En cas d'égalité")."""
    scored = [(side, side_score(ctx, s, side)) for side in sides(s)]
    best = max(points for _, points in scored)
    s.winners = tuple(sorted(seat for side, points in scored if points == best for seat in side))
    figures = ", ".join(f"{side_text(side)} {points}" for side, points in scored)
    if kind == "keep empty":
        empty = [f"P{p.seat + 1}" for p in s.players if not p.keep]
        s.end_reason = f"keep empty: {', '.join(empty)} ran out; {figures}"
    else:
        s.end_reason = f"{kind}: after round {s.round}; {figures}"
    _over(s)


def _over(s: ForfortState) -> None:
    if s.played is not None:  # the card whose effect won the game still reaches the discard
        s.players[s.seat].discard.append(s.played)
        s.played = None
    s.phase = OVER
    s.combos = []
    s.events.append({"kind": "game_over", "winners": list(s.winners or ()), "reason": s.end_reason})
