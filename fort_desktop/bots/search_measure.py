"""Hard against Normal (or a noisier, reweighted Normal), seat-swapped, straight on the rules: wins,
a 95% Wilson interval and Hard's decision times (issue 16 "Measured"). Printed, never asserted;
the ladder command (``fort_desktop.ladder``) is the general tool, this is the search player's own.

``python -m fort_desktop.bots.search_measure GAME [--seats N] [--games K] [--rival normal|noisy]
[--first-seed S] [--json]``. Every seat order is played equally: game i puts Hard in seat
``i % seats``; at 4 seats in Forfort each plays for itself (one Hard, three rivals).
"""
from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from typing import Any

from .. import games
from ..rules.base import Action
from . import fort as fort_bot
from . import forfort as forfort_bot
from . import search


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win share ``wins / n`` (a shared win counts half)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def noisy(game: str) -> Any:
    """A reweighted, noisier Normal: its own scores times a random weight per action type (fixed
    per game, 0.6-1.4), and 10% of its choices uniformly random among the legal moves."""
    scored = {"forfort": forfort_bot.scored, "fort": fort_bot.scored}[game]
    weights: dict[str, float] = {}

    def choose(rules: Any, state: Any, seat: int, rng: random.Random) -> Action | None:
        actions = rules.legal_actions(state, seat)
        if not actions:
            return None
        if rng.random() < 0.10:
            return dict(rng.choice(actions))
        values = scored(rules, state, seat, actions)
        for a in actions:
            weights.setdefault(a["type"], 0.6 + 0.8 * random.Random(f"{game}:{a['type']}").random())
        best = max(range(len(actions)), key=lambda i: (values[i] * weights[actions[i]["type"]], -i))
        return dict(actions[best])

    return choose


def play(game: str, seats: int, games_count: int, rival: str, first_seed: int = 0) -> dict[str, Any]:
    """Play ``games_count`` games of Hard against ``rival``; returns the figures as a dict."""
    entry = games.get(game)
    options = {"four_player_mode": "solo"} if game == "forfort" and seats == 4 else {}
    rules = entry.load_rules().for_options(options)
    hard = {"forfort": search.choose_forfort, "fort": search.choose_fort}[game]
    other = entry.load_bot() if rival == "normal" else noisy(game)
    wins = 0.0
    times: list[float] = []
    for i in range(games_count):
        seed = first_seed + i
        hard_seat = i % seats
        search.forget()
        state = rules.new_game(seed, ["bot"] * seats, options)
        rng = random.Random(f"measure:{seed}")
        while not rules.is_over(state):
            seat = rules.acting_seats(state)[0]
            if seat == hard_seat:
                t = time.perf_counter()
                action = hard(rules, state, seat, rng)
                times.append(time.perf_counter() - t)
            else:
                action = other(rules, state, seat, rng)
            state = rules.apply(state, action)
        winners = rules.result(state).winners
        if hard_seat in winners:
            wins += 1.0 / len(winners) if len(winners) > 1 else 1.0
        print(f"  game {i + 1}: seed {seed}, Hard P{hard_seat + 1}, winners {winners}, "
              f"so far {wins}/{i + 1}", file=sys.stderr, flush=True)
    low, high = wilson(wins, games_count)
    ms = sorted(1000 * t for t in times)
    return {"game": game, "seats": seats, "a": "hard", "b": rival, "games": games_count,
            "win_rate": wins / games_count if games_count else 0.0, "low": low, "high": high,
            "p50_ms": statistics.median(ms) if ms else 0.0,
            "p95_ms": ms[int(0.95 * (len(ms) - 1))] if ms else 0.0, "max_ms": ms[-1] if ms else 0.0,
            "decisions": len(ms)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m fort_desktop.bots.search_measure",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("game", choices=("fort", "forfort"))
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rival", choices=("normal", "noisy"), default="normal")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    out = play(args.game, args.seats, args.games, args.rival, args.first_seed)
    if args.json:
        print(json.dumps(out))
    else:
        print(f"{out['game']} {out['seats']} seats: hard vs {out['b']}: {out['win_rate']:.0%} of {out['games']} "
              f"[{out['low']:.0%}, {out['high']:.0%}]; decision p50 {out['p50_ms']:.0f} ms, "
              f"p95 {out['p95_ms']:.0f} ms, max {out['max_ms']:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
