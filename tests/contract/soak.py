"""Soak: many seeded random games of one game with the contract's invariant check after every
action (too slow for the suite; run it after a rules change)::

    /work/venv/bin/python -m tests.contract.soak fortify 2000

Prints one line per failing seed and a summary; exit status 1 if any seed failed.
"""
from __future__ import annotations

import sys

from fort_desktop import games

from .probes import playout


def main(argv: list[str]) -> int:
    game = argv[0] if argv else "fortify"
    count = int(argv[1]) if len(argv) > 1 else 500
    entry = games.get(game)
    rules = entry.load_rules()
    failed = 0
    longest = 0

    def check(state, action):
        problems = rules.invariants(state)
        if problems:
            raise AssertionError(f"after {action}: {problems[0]}")

    for seed in range(count):
        try:
            state, actions = playout(entry, seed, check=check)
            longest = max(longest, len(actions))
        except (AssertionError, RuntimeError) as error:
            failed += 1
            print(f"seed {seed}: {error}")
    print(f"{game}: {count} games, {failed} failed, longest {longest} actions")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
