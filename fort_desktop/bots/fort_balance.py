"""Fort balance figures from computer-player games (issue 8 "Measured": average rounds, how games
end, each seat's win rate, which strategies win). Printed, never asserted.

A seat's strategy is read from its final score: the source - fort rush (Fort Level VP + the
Macaroni), Crown scoring (the Victory Track) or Lookout (1 VP per Lookout card) - in which it
stands furthest above that source's average over every seat of the run. "Win rate when played"
is wins / seats that played it (fair: 1 / seats).

``python -m fort_desktop.bots.fort_balance --games 1000 --seats 2 [--fort-vp 0,1,3,5,9,14]``;
``--fort-vp`` tries other Fort Level VP (data/fort/fort_table.yaml ``vp``, and ``vp_2_seats``) for this
run only; ``--option two_seat_fort_vp=false`` plays 2 seats with the ``vp`` column.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import Counter
from dataclasses import dataclass, field

from ..rules.fort import RULES
from .fort import choose

STRATEGIES = ("fort rush", "Crown scoring", "Lookout")


@dataclass
class Figures:
    """What a run of ``games`` games at ``seats`` seats gave."""

    games: int
    seats: int
    rounds: list[int] = field(default_factory=list)
    by_max_rounds: int = 0
    seat_wins: Counter = field(default_factory=Counter)
    #: per seat of every game: ((fort + macaroni, track, lookout) VP, won)
    records: list[tuple[tuple[int, int, int], bool]] = field(default_factory=list)

    def strategies(self) -> dict[str, tuple[int, int]]:
        """strategy -> (seats that played it, of them winners)."""
        means = [statistics.fmean(r[0][i] for r in self.records) or 1.0 for i in range(3)]
        out = {name: [0, 0] for name in STRATEGIES}
        for parts, won in self.records:
            name = STRATEGIES[max(range(3), key=lambda i: parts[i] / means[i])]
            out[name][0] += 1
            out[name][1] += won
        return {k: (v[0], v[1]) for k, v in out.items()}

    def lines(self) -> list[str]:
        """The figures in words, one line each."""
        out = [f"fort: {self.seats} seats, {self.games} games: average rounds {statistics.fmean(self.rounds):.1f}, "
               f"ended by max_rounds {100 * self.by_max_rounds / self.games:.0f}%",
               "seat win rate: " + "  ".join(f"P{s + 1} {100 * self.seat_wins[s] / self.games:.1f}%"
                                             for s in range(self.seats))]
        wins = sum(w for _, w in self.strategies().values()) or 1
        out.append("strategies (seats playing it / win rate when played / share of wins): " + "  ".join(
            f"{name} {100 * n / len(self.records):.0f}% / {100 * w / max(1, n):.0f}% / {100 * w / wins:.0f}%"
            for name, (n, w) in self.strategies().items()))
        return out


def run(games: int, seats: int, first_seed: int = 0, options: dict[str, str] | None = None) -> Figures:
    """Play ``games`` seeded bot games at ``seats`` seats with rules ``options``; raises ValueError
    for a bad seat count or option."""
    figures = Figures(games, seats)
    for seed in range(first_seed, first_seed + games):
        state = RULES.new_game(seed, ["bot"] * seats, options)
        rng = random.Random(seed)
        while not RULES.is_over(state):
            seat = RULES.acting_seats(state)[0]
            state = RULES.apply(state, choose(RULES, state, seat, rng))
        result = RULES.result(state)
        figures.rounds.append(result.rounds)
        figures.by_max_rounds += state.end_reason.startswith("max rounds")
        for seat in result.winners:
            figures.seat_wins[seat] += 1
        for seat, (_total, fort, track, _pack, lookout, _rules, _perks, macaroni) in enumerate(result.scores):
            figures.records.append(((fort + macaroni, track, lookout), seat in result.winners))
    return figures


def use_fort_vp(vps: list[int]) -> None:
    """Score the Fort Levels with ``vps`` (one per level) in this process only."""
    levels = RULES.catalogue.fort
    if len(vps) != len(levels):
        raise ValueError(f"--fort-vp takes {len(levels)} numbers, one per Fort Level")
    object.__setattr__(RULES.catalogue, "fort", tuple(e.replace(vp=v, vp_2_seats=v)
                                                      for e, v in zip(levels, vps)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m fort_desktop.bots.fort_balance", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seats", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--fort-vp", help="comma-separated Fort Level VP to try, e.g. 0,1,3,5,9,14")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a rules setting of data/fort/rules.yaml, e.g. two_seat_fort_vp=false")
    args = parser.parse_args(argv)
    options = dict(o.split("=", 1) for o in args.option if "=" in o)
    if args.fort_vp:
        try:
            use_fort_vp([int(v) for v in args.fort_vp.split(",")])
        except ValueError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
    try:
        figures = run(args.games, args.seats, args.first_seed, options)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    for line in figures.lines():
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
