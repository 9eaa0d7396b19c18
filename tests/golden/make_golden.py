"""Write the golden playthrough of each game whose rules import: ``tests/golden/<game>.json``.

Regenerate (after a deliberate change to a game's rules or words; review the diff before you
commit it)::

    /work/venv/bin/python -m tests.golden.make_golden [GAME ...]

A golden file holds the seed, the seats, the options, every action (one a line), the digest of
the final state and the game log as a spectator reads it. ``tests/golden/test_golden.py`` replays
the actions and diffs the log and the digest.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from fort_desktop.session import GameSession

HERE = Path(__file__).resolve().parent
SEED = 2026


def golden_path(game: str) -> Path:
    return HERE / f"{game}.json"


def playthrough(game: str, seed: int = SEED) -> dict:
    """A whole game between the game's own bots, as golden data."""
    from fort_desktop import games

    entry = games.get(game)
    session = GameSession(game, seed, ["bot"] * entry.min_seats, bot_pace_seconds=1.0)
    session.play_out()
    return {
        "game": game, "seed": seed, "seats": session.seats, "options": session.options,
        "actions": session.actions, "digest": session.digest,
        "log": [line.text for line in session.log(None, hide_race=False)],
    }


def dumps(data: dict) -> str:
    """JSON with one action and one log line a line (diffs stay readable)."""
    head = {k: v for k, v in data.items() if k not in ("actions", "log")}
    lines = ["{"] + [f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()]
    for key in ("actions", "log"):
        items = [f"  {json.dumps(item, ensure_ascii=False)}" for item in data[key]]
        lines.append(f" {json.dumps(key)}: [\n" + ",\n".join(items) + "\n ]" + ("," if key == "actions" else ""))
    return "\n".join(lines) + "\n}\n"


def main(argv: list[str]) -> int:
    from fort_desktop import games
    from tests.contract.probes import every_game

    entries = every_game()
    for entry in entries:   # the tests' own games too (registered for this run only)
        games.GAMES.setdefault(entry.name, entry)
    names = argv or [entry.name for entry in entries]
    for game in names:
        golden_path(game).write_text(dumps(playthrough(game)), encoding="utf-8")
        print(f"wrote {golden_path(game)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
