"""The ladder (issue 16 item 4): how strong is one computer strength against another, measured.

``python -m fort_desktop.ladder GAME --seats N --games K A B [C D ...]`` plays, for each pair of
strengths (A against B, then C against D...), K seeded games and prints A's win rate with its 95%
Wilson interval and the decision times (p50 / p95 / max, in ms) of each side. ``--json`` prints one
JSON object per pair instead, with the keys ``game``, ``seats``, ``a``, ``b``, ``games``,
``win_rate`` (A's share of the games, a shared win counting half: a game is worth, to A, the share
of its winning seats that are A's; a game nobody wins is worth A's share of the seats), ``low``,
``high`` (the interval), ``p95_ms`` (A's decisions), and ``p50_ms``, ``max_ms``, ``b_p95_ms``,
``a_seats``, ``stopped_early``.

Seats: one A and N - 1 B (``--a-seats M`` for M of A). Every seat order is played equally: each
seed is played once in every arrangement of the A and B seats (2 at 2 seats: A as P1, then A as
P2), so K is rounded up to a whole number of arrangements. Games run through the same session and
driver as ``--autoplay --headless`` (:class:`~fort_desktop.session.GameSession`, the seats acting
in its order, every computer at the same pace), so Fortify's race counts as on the table.

Early stop (``--early``): after each seed's arrangements, once at least :data:`MIN_GAMES_EARLY`
games are played, the run stops when the interval lies wholly above or wholly below ``--target``
(default: chance, A's share of the seats). Without it all K games are played.

Not a test: 400 games of Fort take a long while. No pygame.
"""
from __future__ import annotations

import argparse
import itertools
import json
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from . import games
from .session import GameSession

#: z of a two-sided 95% interval.
Z95 = 1.959963984540054
#: Games played at the least before ``--early`` may stop a run.
MIN_GAMES_EARLY = 40


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval ``(low, high)`` (fractions 0-1) of a win rate of ``wins`` out of
    ``n`` games (``wins`` may hold halves: shared wins). ``(0.0, 1.0)`` for ``n == 0``. Raises
    ``ValueError`` when ``wins`` is outside ``[0, n]``."""
    if n <= 0:
        return 0.0, 1.0
    if not 0 <= wins <= n:
        raise ValueError(f"{wins} wins out of {n} games")
    p = wins / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def seat_orders(seats: int, a_seats: int = 1) -> list[tuple[str, ...]]:
    """Every arrangement of ``a_seats`` "A" and ``seats - a_seats`` "B" over the seats, P1 first
    (``[("A", "B"), ("B", "A")]`` at 2 seats). Raises ``ValueError`` unless ``1 <= a_seats < seats``."""
    if not 1 <= a_seats < seats:
        raise ValueError(f"--a-seats must be 1 to {seats - 1}, not {a_seats}")
    return [tuple("A" if s in chosen else "B" for s in range(seats))
            for chosen in itertools.combinations(range(seats), a_seats)]


def share_of(winners: Sequence[int], a_seats: Sequence[int], seats: int) -> float:
    """What a game is worth to A (0-1): the share of its winning seats that are A's, or, when
    nobody won, A's share of the seats."""
    if not winners:
        return len(a_seats) / seats
    return sum(1 for s in winners if s in a_seats) / len(winners)


@dataclass
class PairRun:
    """The figures of one pair: ``games`` played, ``points`` (A's wins, halves for shared ones),
    each side's decision times (seconds), whether the run ``stopped_early``."""

    game: str
    seats: int
    a: str
    b: str
    a_seats: int = 1
    games: int = 0
    points: float = 0.0
    a_times: list[float] = field(default_factory=list)
    b_times: list[float] = field(default_factory=list)
    stopped_early: bool = False

    @property
    def win_rate(self) -> float:
        return self.points / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.points, self.games)

    def summary(self) -> dict[str, object]:
        """The ``--json`` object (times in ms, rates as fractions)."""
        low, high = self.interval
        return {"game": self.game, "seats": self.seats, "a": self.a, "b": self.b, "games": self.games,
                "win_rate": round(self.win_rate, 4), "low": round(low, 4), "high": round(high, 4),
                "p95_ms": _ms(self.a_times, 0.95), "p50_ms": _ms(self.a_times, 0.5),
                "max_ms": _ms(self.a_times, 1.0), "b_p95_ms": _ms(self.b_times, 0.95),
                "a_seats": self.a_seats, "stopped_early": self.stopped_early}

    def line(self) -> str:
        """The pair in one line of words."""
        low, high = self.interval
        early = " (stopped early: the interval decided)" if self.stopped_early else ""
        return (f"{self.game} {self.seats} seats: {self.a} vs {self.b}, {self.games} games{early}: "
                f"{self.a} wins {100 * self.win_rate:.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}%); "
                f"decisions {self.a} {_times(self.a_times)}; {self.b} {_times(self.b_times)}")


def _ms(times: Sequence[float], q: float) -> float:
    if not times:
        return 0.0
    ordered = sorted(times)
    return round(1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2)


def _times(times: Sequence[float]) -> str:
    return f"p50 {_ms(times, 0.5):.1f} ms p95 {_ms(times, 0.95):.1f} ms max {_ms(times, 1.0):.1f} ms"


def play_game(game: str, seed: int, kinds: Sequence[str], options: dict[str, str] | None = None, *,
              pace_seconds: float = 1.0, times: list[list[float]] | None = None,
              max_actions: int = 100_000) -> tuple[int, ...]:
    """Play one seeded game with seat kinds ``kinds`` (``"bot:easy"``...) through a
    :class:`GameSession`, every computer at ``pace_seconds`` a move (the race clock); returns the
    winning seats. ``times[seat]`` (optional) gets each decision's time in seconds. Raises
    ``RuntimeError`` for a game with no end after ``max_actions`` actions."""
    session = GameSession(game, seed, list(kinds), options=options, bot_pace_seconds=pace_seconds)
    for _ in range(max_actions):
        if session.is_over:
            result = session.result
            assert result is not None
            return tuple(result.winners)
        seat = session.next_bot()
        if seat is None:
            raise RuntimeError(f"seed {seed}: the game is not over but no seat may act")
        start = time.perf_counter()
        action = session.bot_action(seat)
        if times is not None:
            times[seat].append(time.perf_counter() - start)
        refusal = session.submit(action)
        if refusal is not None:
            raise RuntimeError(f"seed {seed}: the bot's action {action} was refused: {refusal.reason}")
    raise RuntimeError(f"seed {seed}: no end after {max_actions} actions")


def run_pair(game: str, seats: int, a: str, b: str, games_count: int, *, a_seats: int = 1,
             first_seed: int = 0, options: dict[str, str] | None = None, early: bool = False,
             target: float | None = None, pace_seconds: float = 1.0) -> PairRun:
    """Play strength ``a`` against ``b`` (see the module docstring) and return the figures. Raises
    ``KeyError`` for an unknown game or strength, ``ValueError`` for a bad seat count or option."""
    entry = games.playable_entry(game)
    entry.check_seats(seats)
    entry.check_options(seats, options)
    for strength in (a, b):
        entry.bot_target(strength)
    orders = seat_orders(seats, a_seats)
    rounds = max(1, math.ceil(games_count / len(orders)))
    chance = a_seats / seats if target is None else target
    run = PairRun(game, seats, a, b, a_seats)
    for seed in range(first_seed, first_seed + rounds):
        for order in orders:
            kinds = [f"bot:{a if side == 'A' else b}" for side in order]
            times: list[list[float]] = [[] for _ in range(seats)]
            winners = play_game(game, seed, kinds, options, pace_seconds=pace_seconds, times=times)
            mine = [s for s, side in enumerate(order) if side == "A"]
            run.points += share_of(winners, mine, seats)
            run.games += 1
            for s, side in enumerate(order):
                (run.a_times if side == "A" else run.b_times).extend(times[s])
        if early and run.games >= MIN_GAMES_EARLY:
            low, high = run.interval
            if low > chance or high < chance:
                run.stopped_early = True
                break
    return run


def main(argv: Sequence[str] | None = None) -> int:
    """The command line; returns the exit status (2 for a bad argument, with one line)."""
    parser = argparse.ArgumentParser(prog="python -m fort_desktop.ladder",
                                     description="Play computer strengths against each other and measure.")
    parser.add_argument("game", help=" | ".join(games.playable()))
    parser.add_argument("pairs", nargs="+", metavar="STRENGTH",
                        help="A B [C D ...]: each pair's A plays its B (" + ", ".join(games.STRENGTHS) + ")")
    parser.add_argument("--seats", type=int, default=None, help="seats per game (default: the game's least)")
    parser.add_argument("--games", type=int, default=200, help="games per pair (rounded up to whole seat orders)")
    parser.add_argument("--a-seats", type=int, default=1, help="seats of A in each game (default 1)")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--pace", type=float, default=1.0, help="seconds a computer move takes on its race clock")
    parser.add_argument("--early", action="store_true", help="stop once the interval excludes --target")
    parser.add_argument("--target", type=float, default=None, help="the rate --early tests (default: chance)")
    parser.add_argument("--json", action="store_true", help="one JSON object per pair")
    args = parser.parse_args(argv)
    if len(args.pairs) % 2:
        print("ladder: strengths come in pairs: A B [C D ...]", file=sys.stderr)
        return 2
    options = dict(o.split("=", 1) for o in args.option if "=" in o)
    try:
        entry = games.playable_entry(args.game)
        seats = args.seats or entry.min_seats
        for a, b in zip(args.pairs[::2], args.pairs[1::2]):
            run = run_pair(args.game, seats, a, b, args.games, a_seats=args.a_seats, first_seed=args.first_seed,
                           options=options, early=args.early, target=args.target, pace_seconds=args.pace)
            print(json.dumps(run.summary()) if args.json else run.line(), flush=True)
    except (KeyError, ValueError) as error:
        print(f"ladder: {error.args[0] if error.args else error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
