"""Who plays with and against whom (rule text: "A 4 joueurs, Forfort se joue en équipe (en
diagonale)"; C25 lets 4 players play each for themselves)."""
from __future__ import annotations

from .state import ForfortState


def team_of(s: ForfortState, seat: int) -> tuple[int, ...]:
    """The seats that win or lose with ``seat`` (itself alone unless 4 players play in teams)."""
    for team in s.teams:
        if seat in team:
            return tuple(team)
    return (seat,)


def partner(s: ForfortState, seat: int) -> int | None:
    """``seat``'s teammate, or None when it plays alone."""
    others = [t for t in team_of(s, seat) if t != seat]
    return others[0] if others else None


def opponents(s: ForfortState, seat: int) -> list[int]:
    """The seats whose forts are "adverse" to ``seat`` (targets of Ram, Trebuchet, Siege Tower,
    Garrison), in seat order."""
    mine = team_of(s, seat)
    return [o for o in range(s.seats) if o not in mine]


def sides(s: ForfortState) -> list[tuple[int, ...]]:
    """The sides that score and win together: the two teams, or each seat alone."""
    return [tuple(t) for t in s.teams] if s.teams else [(seat,) for seat in range(s.seats)]


def side_text(side: tuple[int, ...]) -> str:
    """``(0, 2)`` -> ``"P1+P3"``."""
    return "+".join(f"P{seat + 1}" for seat in side)
