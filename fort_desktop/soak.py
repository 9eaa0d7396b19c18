"""Soak a game's rules with computer players: many seeded games, invariants after every action,
and the figures a designer wants (rounds, who wins, how games end, how long the bots think).

Usage::

    python -m fort_desktop.soak fort --games 1000 --seats 3
    python -m fort_desktop.soak forfort --games 1000 --seats 4 --option four_player_mode=solo
    python -m fort_desktop.soak fort --games 200 --seats 2 --bots fort,random --no-check

Prints figures, never asserts; exits 1 if any game broke (an invariant, a refused bot action, an
exception, no end within ``--max-actions``), naming the first seed that did, so it can be replayed.
Runs the rules only (no pygame); the bots see what a player may see (their ``choose`` gets the
state and decides from it - each bot promises to read only its seat's knowledge).
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from . import games
from .rules.base import Action, GameRules, Refusal, Result

BotFn = Callable[[GameRules, object, int, random.Random], "Action | None"]


@dataclass
class SoakFigures:
    """What a soak measured. Times in seconds; ``decisions_s`` one entry per bot decision."""

    games: int = 0
    broken: list[str] = field(default_factory=list)
    rounds: list[int] = field(default_factory=list)
    actions: list[int] = field(default_factory=list)
    winners: Counter = field(default_factory=Counter)
    seat_wins: Counter = field(default_factory=Counter)
    reasons: Counter = field(default_factory=Counter)
    decisions_s: list[float] = field(default_factory=list)
    wall_s: float = 0.0


def play_one(rules: GameRules, seed: int, seats: int, options: dict[str, str], bots: Sequence[BotFn], *,
             check: bool = True, max_actions: int = 50_000, timings: list[float] | None = None
             ) -> tuple[Result, int]:
    """Play one seeded game with ``bots[seat]`` in each seat; returns ``(result, actions)``.

    Raises ``AssertionError`` naming the problem when an invariant breaks, a bot's action is refused,
    nobody may act in an unfinished game, or the game has not ended after ``max_actions`` actions.
    """
    for_options = rules.for_options  # rules that differ by option (Fortify's Fort Cards)
    if for_options is not None:
        rules = for_options(options)
    state = rules.new_game(seed, ["bot"] * seats, options) if options else rules.new_game(seed, ["bot"] * seats)
    rng = random.Random(f"soak-bots:{seed}")
    for count in range(max_actions):
        if rules.is_over(state):
            result = rules.result(state)
            assert result is not None, "over but no result"
            return result, count
        acting = rules.acting_seats(state)
        assert acting, "not over, but nobody may act"
        seat = acting[0]
        start = time.perf_counter()
        action = bots[seat](rules, state, seat, rng)
        if timings is not None:
            timings.append(time.perf_counter() - start)
        assert action is not None, f"the bot in P{seat + 1} found no action"
        complete = rules.complete_action  # fields the submitter fills (Fortify's race time)
        if complete is not None:
            action = complete(state, action, 1000)
        new_state = rules.apply(state, action)
        assert not isinstance(new_state, Refusal), f"bot action {action} refused: {new_state.reason}"
        state = new_state
        if check:
            problems = rules.invariants(state)
            assert not problems, f"after action {count} {action}: {'; '.join(problems)}"
    raise AssertionError(f"no end after {max_actions} actions")


def soak(game: str, games_count: int, seats: int, options: dict[str, str], bot_names: Sequence[str], *,
         first_seed: int = 0, check: bool = True, max_actions: int = 50_000) -> SoakFigures:
    """Play ``games_count`` games with seeds ``first_seed...``; returns the figures (never raises for
    a broken game: it is listed in ``broken`` as ``"seed N: problem"``)."""
    entry = games.get(game)
    rules = entry.load_rules()
    bots = [_bot(entry, name) for name in bot_names]
    figures = SoakFigures()
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + games_count):
        figures.games += 1
        try:
            result, count = play_one(rules, seed, seats, options, bots, check=check,
                                     max_actions=max_actions, timings=figures.decisions_s)
        except Exception as exc:  # noqa: BLE001 - a soak reports every kind of break
            figures.broken.append(f"seed {seed}: {type(exc).__name__}: {exc}")
            continue
        figures.rounds.append(result.rounds)
        figures.actions.append(count)
        figures.winners[result.winner_text()] += 1
        for seat in result.winners:
            figures.seat_wins[seat] += 1
        figures.reasons[_reason_kind(result.reason)] += 1
    figures.wall_s = time.perf_counter() - start
    return figures


def _bot(entry: games.GameEntry, name: str) -> BotFn:
    if name == "random":
        from .bots.random_bot import choose
        return choose
    if name in ("game", entry.name):
        return entry.load_bot()
    if name in entry.strengths:             # a computer strength: easy, normal, baseline...
        return entry.load_bot(name)
    raise SystemExit(f"soak: unknown bot {name!r} (use 'random', {entry.name!r} or a strength: "
                     f"{', '.join(entry.strengths)})")


def _reason_kind(reason: str) -> str:
    return reason.split(":")[0].strip()[:60] or "(no reason)"


def _pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def report(game: str, seats: int, options: dict[str, str], bot_names: Sequence[str], f: SoakFigures) -> str:
    """The figures as text (one fact a line)."""
    ok = f.games - len(f.broken)
    lines = [f"soak: game={game} seats={seats} options={options or '{}'} bots={','.join(bot_names)}",
             f"games: {f.games}  finished cleanly: {ok}  broken: {len(f.broken)}",
             f"rules-only games per second: {f.games / f.wall_s:.1f}" if f.wall_s else "games per second: n/a"]
    if f.rounds:
        lines.append(f"rounds: mean {statistics.mean(f.rounds):.1f}  min {min(f.rounds)}  max {max(f.rounds)}")
        lines.append(f"actions per game: mean {statistics.mean(f.actions):.0f}")
    if f.decisions_s:
        lines.append(f"bot decision: median {statistics.median(f.decisions_s) * 1000:.2f} ms  "
                     f"p95 {_pct(f.decisions_s, 0.95) * 1000:.2f} ms  max {max(f.decisions_s) * 1000:.1f} ms")
    if ok:
        lines.append("seat win rate (shared wins count for each): " + "  ".join(
            f"P{s + 1} {f.seat_wins[s] / ok:.1%}" for s in range(seats)))
        lines.append("winners: " + "  ".join(f"{w} {n}" for w, n in f.winners.most_common()))
        lines.append("how games end: " + "  ".join(f"{r!r} {n}" for r, n in f.reasons.most_common()))
    for line in f.broken[:5]:
        lines.append(f"BROKEN {line}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Command line; returns the exit code (0 all games clean, 1 some broke, 2 bad arguments)."""
    parser = argparse.ArgumentParser(prog="python -m fort_desktop.soak", description=__doc__.split("\n")[0])
    parser.add_argument("game", choices=list(games.GAMES))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--bots", default="game", help="one bot for all seats, or one per seat: game|random|easy|normal|hard|baseline")
    parser.add_argument("--no-check", action="store_true", help="skip invariants (for speed figures)")
    parser.add_argument("--max-actions", type=int, default=50_000)
    args = parser.parse_args(argv)
    options = {}
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            parser.error(f"--option wants NAME=VALUE, got {item!r}")
        options[name] = value
    names = args.bots.split(",")
    if len(names) == 1:
        names = names * args.seats
    if len(names) != args.seats:
        parser.error(f"{len(names)} bots for {args.seats} seats")
    figures = soak(args.game, args.games, args.seats, options, names, first_seed=args.first_seed,
                   check=not args.no_check, max_actions=args.max_actions)
    print(report(args.game, args.seats, options, names, figures))
    return 1 if figures.broken else 0


if __name__ == "__main__":
    sys.exit(main())
