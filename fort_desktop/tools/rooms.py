"""How often Fortify's computer players close rooms, for card designers (issue 7, "rooms a newcomer
can close"; fortify.md 2 sets the pacing target: a room for a Kid after a median of 4 cards).

    python -m fort_desktop.tools.rooms [--games 300] [--first-seed 1] [--cards FORT_CARDS.yaml]

Plays seeded games of :mod:`fort_desktop.bots.fortify` on both seats straight on the rules and
prints one JSON object: rooms closed per building round (a placement that raises the number of
enclosures closes that many rooms; ``kid_rooms`` counts only rooms a Kid fits in), Kids recruited per
game, cards placed to a seat's first Kid room. ``--cards`` measures another ``fort_cards.yaml`` on
the same code (copied into a temporary data folder). Same seeds, same figures.
"""
from __future__ import annotations

import argparse
import json
import shutil
import statistics
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from .. import DATA_DIR
from ..bots import fortify as bot
from ..bots.playout import play
from ..rules.fortify.data import load_fortify
from ..rules.fortify.engine import FortifyRules


@dataclass
class GameRooms:
    """One game's counts: ``rooms`` / ``kid_rooms`` closed by placements (all, and those a Kid fits
    in), ``recruits`` (Kids recruited), ``build_rounds`` (rounds with at least one placement),
    ``first_kid_room`` per seat (cards that seat had placed when its first Kid room closed, or None)."""

    seed: int
    rounds: int = 0
    build_rounds: int = 0
    rooms: int = 0
    kid_rooms: int = 0
    recruits: int = 0
    places: int = 0
    first_kid_room: list[int | None] = field(default_factory=lambda: [None, None])


def _counts(grid) -> tuple[int, int]:
    rooms = grid.enclosures()
    return len(rooms), sum(1 for room in rooms if room.clear)


def measure_game(rules: FortifyRules, seed: int) -> GameRooms:
    """Play seed ``seed`` between two Fortify bots and count its rooms (see :class:`GameRooms`)."""
    out = GameRooms(seed)
    before = [(0, 0), (0, 0)]
    placed = [0, 0]
    rounds_built: set[int] = set()

    def check(state, action) -> None:
        kind = action.get("type")
        if kind == "place":
            seat = action["seat"]
            placed[seat] += 1
            out.places += 1
            rounds_built.add(state.round)
            now = _counts(state.players[seat].grid)
            out.rooms += max(0, now[0] - before[seat][0])
            out.kid_rooms += max(0, now[1] - before[seat][1])
            if now[1] > before[seat][1] and out.first_kid_room[seat] is None:
                out.first_kid_room[seat] = placed[seat]
        elif kind == "recruit":
            out.recruits += 1
        for s in (0, 1):
            before[s] = _counts(state.players[s].grid)

    state, _ = play(rules, seed, choose=bot.choose, check=check)
    out.rounds, out.build_rounds = state.round, len(rounds_built)
    return out


def summary(games: list[GameRooms]) -> dict[str, float | int | None]:
    """The figures over ``games``: per building round (both seats, and per seat), per game, and the
    cards a seat placed before its first Kid room (median; share within 6 cards)."""
    built = max(1, sum(g.build_rounds for g in games))
    firsts = [f for g in games for f in g.first_kid_room if f is not None]
    seats = 2 * len(games)
    return {
        "games": len(games),
        "rounds_per_game": round(statistics.mean(g.rounds for g in games), 2),
        "rooms_per_build_round": round(sum(g.rooms for g in games) / built, 3),
        "kid_rooms_per_build_round": round(sum(g.kid_rooms for g in games) / built, 3),
        "kid_rooms_per_build_round_per_seat": round(sum(g.kid_rooms for g in games) / built / 2, 3),
        "kids_recruited_per_game": round(statistics.mean(g.recruits for g in games), 2),
        "cards_placed_per_game": round(statistics.mean(g.places for g in games), 2),
        "seats_that_closed_a_kid_room": round(len(firsts) / seats, 3),
        "median_cards_to_first_kid_room": statistics.median(firsts) if firsts else None,
        "first_kid_room_within_6_cards": round(sum(1 for f in firsts if f <= 6) / seats, 3),
    }


def rules_with_cards(cards: Path | None) -> FortifyRules:
    """Fortify's rules on the real data, or with ``cards`` as ``fort_cards.yaml`` (DataError if it is bad)."""
    if cards is None:
        return FortifyRules()
    folder = Path(tempfile.mkdtemp(prefix="fort-rooms-")) / "data"
    shutil.copytree(DATA_DIR, folder)
    shutil.copy(cards, folder / "fortify" / "fort_cards.yaml")
    return FortifyRules(load_fortify(folder))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m fort_desktop.tools.rooms", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--cards", type=Path, default=None, help="another fort_cards.yaml to measure")
    args = parser.parse_args(argv)
    rules = rules_with_cards(args.cards)
    games = [measure_game(rules, seed) for seed in range(args.first_seed, args.first_seed + args.games)]
    print(json.dumps(summary(games), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
