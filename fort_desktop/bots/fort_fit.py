"""How well does a Fort position's score say who will win? The fit behind Hard's cut-off value
(bots/search.py ``FORT_MIX``, ``FORT_LEVEL_W``, ``FORT_SCALE``). Printed, never asserted.

``python -m fort_desktop.bots.fort_fit [--games N] [--first-seed S]`` plays N seeded 2-seat games of
Normal against Normal, takes every turn start from both seats' side (where Hard's rollouts are cut
and scored), and fits by logistic regression (Newton's method) the chance that side wins from the
differences, side minus rival, of Normal's board value V (``dV``), Fort Level (``dL``) and VP
counted now (``dS``), with whether the side is to move (``cur``). Games with an even seed are fit,
odd ones judged: it prints each model's weights and its log loss and accuracy on the judged games,
beside the old ``tanh(dV / 3)``.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Callable, Sequence

from ..rules.fort import RULES
from . import fort as fort_bot

#: One turn start from one side: (features by name, what the side scored: 1 win, 0.5 shared, 0 loss).
Row = tuple[dict[str, float], float]


def rows_of_game(seed: int) -> list[Row]:
    """Every turn start of one Normal-vs-Normal game (2 seats), from both sides."""
    state = RULES.new_game(seed, ["bot", "bot"])
    rng = random.Random(seed)
    seen: list[dict[str, float]] = []
    sides: list[int] = []
    last = -1
    while not RULES.is_over(state):
        if state.turn_no != last and state.pending is not None:
            last = state.turn_no
            for me in (0, 1):
                rival = 1 - me
                view_me, view_rival = RULES.view(state, me), RULES.view(state, rival)
                seen.append({
                    "dV": fort_bot.board_value(RULES, view_me, me) - fort_bot.board_value(RULES, view_rival, rival),
                    "dL": float(state.boards[me].level - state.boards[rival].level),
                    "dS": RULES.score(state, me) - RULES.score(state, rival),
                    "cur": 0.5 if state.current == me else -0.5})
                sides.append(me)
        seat = RULES.acting_seats(state)[0]
        action = fort_bot.choose(RULES, state, seat, rng)
        assert action is not None
        state = RULES.apply_fast(state, action)
    result = RULES.result(state)
    winners = result.winners if result is not None else ()
    return [(f, 1.0 if tuple(winners) == (me,) else 0.5 if me in winners else 0.0) for f, me in zip(seen, sides)]


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for i in range(n):
        p = max(range(i, n), key=lambda r: abs(m[r][i]))
        m[i], m[p] = m[p], m[i]
        for r in range(n):
            if r != i:
                f = m[r][i] / m[i][i]
                for c in range(i, n + 1):
                    m[r][c] -= f * m[i][c]
    return [m[i][n] / m[i][i] for i in range(n)]


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def fit(rows: Sequence[Row], names: Sequence[str], rounds: int = 10) -> list[float]:
    """Logistic weights (intercept first, then one per name) of the win share on ``names``."""
    xs = [[1.0] + [f[n] for n in names] for f, _ in rows]
    k = len(names) + 1
    w = [0.0] * k
    for _ in range(rounds):
        g = [0.0] * k
        h = [[1e-6 if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, (_, y) in zip(xs, rows):
            p = _sigmoid(sum(a * b for a, b in zip(w, x)))
            for i in range(k):
                g[i] += (y - p) * x[i]
                for j in range(k):
                    h[i][j] += p * (1 - p) * x[i] * x[j]
        w = [a + b for a, b in zip(w, _solve(h, g))]
    return w


def judge(rows: Sequence[Row], chance: Callable[[dict[str, float]], float]) -> tuple[float, float]:
    """(mean log loss, accuracy) of ``chance(features)`` as the win share on ``rows``."""
    loss = hits = 0.0
    for f, y in rows:
        p = min(1 - 1e-6, max(1e-6, chance(f)))
        loss -= y * math.log(p) + (1 - y) * math.log(1 - p)
        hits += 0.5 if y == 0.5 else float((p > 0.5) == (y > 0.5))
    return loss / len(rows), hits / len(rows)


class _Chance:
    def __init__(self, names: Sequence[str], weights: Sequence[float]):
        self.names, self.weights = list(names), list(weights)

    def __call__(self, f: dict[str, float]) -> float:
        return _sigmoid(self.weights[0] + sum(w * f[n] for w, n in zip(self.weights[1:], self.names)))


def main(argv: Sequence[str] | None = None) -> int:
    """The command line (see the module docstring); returns 0."""
    parser = argparse.ArgumentParser(prog="python -m fort_desktop.bots.fort_fit", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--first-seed", type=int, default=1000)
    args = parser.parse_args(argv)
    train: list[Row] = []
    test: list[Row] = []
    for seed in range(args.first_seed, args.first_seed + args.games):
        (train if seed % 2 == 0 else test).extend(rows_of_game(seed))
    loss, hits = judge(test, lambda f: 0.5 + 0.5 * math.tanh(f["dV"] / 3))
    print(f"tanh(dV / 3): log loss {loss:.3f}, accuracy {hits:.3f} ({len(test)} turn starts judged)")
    for names in (["dV"], ["dS"], ["dV", "dL", "dS", "cur"]):
        weights = fit(train, names)
        loss, hits = judge(test, _Chance(names, weights))
        terms = " + ".join(f"{w:.3f} {n}" for w, n in zip(weights[1:], names))
        print(f"sigmoid({terms}): log loss {loss:.3f}, accuracy {hits:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
