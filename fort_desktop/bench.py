"""Benchmarks: ``python -m fort_desktop.bench fortify`` prints median and p95 figures (ms).

Measured, never asserted (TESTING.md "Benchmarks"): these machines are shared and noisy, so
each figure is printed with a baseline measured in the same run (an empty loop of the same count)
when that helps to compare. Figures:

- ghost check: ``placement_problem`` for the card under the pointer, on a mid-game fort (target < 1 ms)
- recompute: enclosures + weak spots + colour chains after one placement (target < 2 ms)
- frame: one frame of a full mid-game table under the dummy video driver (target < 4 ms)
- throw: 5 dice thrown in the pymunk tray until all sleep (CPU ms)
- start-up: process start to the first frame of the Fortify table (target < 1.5 s)
- game: one whole headless autoplay game through the table code
- peak memory: the largest resident size of the game processes started above (MB)
"""
from __future__ import annotations

import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Callable

from . import ROOT


def _stats(samples_ms: list[float]) -> str:
    samples = sorted(samples_ms)
    p95 = samples[min(len(samples) - 1, int(round(0.95 * (len(samples) - 1))))]
    return f"median {statistics.median(samples):8.3f} ms   p95 {p95:8.3f} ms   (n={len(samples)})"


def _time(fn: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000)
    return out


def mid_game_state(seed: int = 7, min_cards: int = 14):
    """A busy Fortify state from a seeded game of the Fortify bot: Part II of the first round in
    which one fort holds at least ``min_cards`` Fort Cards (or the last Part II before the end)."""
    from . import bots
    from .rules.fortify import RULES
    from .rules.playout import fill_race_time

    rng = random.Random(seed)
    state = RULES.new_game(seed, ["bot", "bot"])
    busy = state
    while not RULES.is_over(state):
        if state.phase == "throw":
            busy = state
            if max(len(p.cards) for p in state.players) >= min_cards:
                break
        seat = RULES.acting_seats(state)[0]
        state = RULES.apply(state, fill_race_time(bots.choose(RULES, state, seat, rng), 3, 600))
    return busy


def bench_rules() -> None:
    """Grid figures on a busy fort: the ghost check while dragging, and the recompute after a placement."""
    from .rules.fortify import RULES

    state = mid_game_state()
    grid = max((p.grid for p in state.players), key=lambda g: len(g.cards()))
    print(f"fort under test: {len(grid.cards())} Fort Cards, {len(grid.enclosures())} enclosures")
    in_play = set(grid.cards())
    card = next(c.card_id for c in RULES.data.fort_cards if c.card_id not in in_play)
    faces = [RULES.card_face(card, r) for r in range(4)]
    reach = int(RULES.data.table["snap_reach_cells"])
    rng = random.Random(1)
    # where a pointer drags: fractional cells over the fort's rows and just beyond them
    spots = [(rng.uniform(0, grid.width - 4), rng.uniform(0, min(grid.height - 4, 14)), rng.randrange(4))
             for _ in range(2000)]
    it = iter(spots)

    def ghost():
        xf, yf, r = next(it)
        x, y = grid.snap_to_legal(xf, yf, faces[r], reach)
        grid.placement_problem(faces[r], x, y)

    print("ghost check    ", _stats(_time(ghost, 2000)), f"  (snap within {reach} cells + legality)")
    legal = [(x, y, r) for r in range(4) for x, y in grid.legal_positions(faces[r])][:200]

    def recompute():
        x, y, r = legal[rng.randrange(len(legal))]
        g = grid.copy()
        g.place_card(card, RULES.card_spec(card).colour, faces[r], x, y)
        g.enclosures()
        g.weak_spots()
        g.colour_chains()

    copies = _time(lambda: grid.copy(), 300)
    print("recompute      ", _stats(_time(recompute, 300)), f"  (of which grid copy median {statistics.median(copies):.3f} ms)")


def bench_dice() -> None:
    """CPU time of a throw of 5 dice in the pymunk tray until every die sleeps."""
    from .table.kit.dice_tray import bench_throw

    print("throw 5 dice   ", _stats([bench_throw(5, seed) for seed in range(50)]), " CPU")


def bench_frame() -> None:
    """One frame of a busy Fortify table under the dummy video driver."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from .rules.fortify import RULES
    from .session import GameSession
    from .table.app import App

    app = App(headless=True)
    try:
        session = GameSession("fortify", 7, ["human", "human"])
        session.state = mid_game_state()
        scene = app.show_table(session)
        for _ in range(10):
            app.step(1 / 60)

        def frame():
            scene.update(1 / 60)
            scene.draw(app.screen)

        print("frame          ", _stats(_time(frame, 300)), f"  ({type(scene).__name__}, dummy driver)")
    finally:
        app.close()
    del RULES


def bench_startup() -> None:
    """Wall time from process start to the first frame of the Fortify table (5 runs)."""
    samples = []
    for _ in range(5):
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", FORT_BENCH_T0=repr(time.time()))
        out = subprocess.run([sys.executable, "main.py", "fortify", "--headless"], cwd=ROOT, env=env,
                             capture_output=True, text=True)
        first = [line for line in out.stdout.splitlines() if line.startswith("first-frame-ms:")]
        if not first:
            print("start-up        (no first-frame line:", out.stderr.strip()[:200], ")")
            return
        samples.append(float(first[0].split(":")[1]))
    print("start-up       ", _stats(samples), "  (process start to first table frame)")


def bench_game() -> None:
    """Wall time of whole headless autoplay games through the table, and the peak memory seen."""
    samples = []
    for seed in range(3):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "main.py", "fortify", "--autoplay", "--headless", "--seed", str(seed)],
                       cwd=ROOT, capture_output=True, check=True)
        samples.append((time.perf_counter() - t0) * 1000)
    print("whole game     ", _stats(samples), "  (headless autoplay through the table)")
    try:
        import resource

        peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        print(f"peak memory     {peak_mb:8.1f} MB   (largest of the processes above, resident)")
    except ImportError:  # not on Windows
        pass


def main(argv: list[str] | None = None) -> int:
    """``python -m fort_desktop.bench fortify``: print every figure; returns the exit status (2 for bad use)."""
    argv = sys.argv[1:] if argv is None else argv
    if argv != ["fortify"]:
        print("usage: python -m fort_desktop.bench fortify", file=sys.stderr)
        return 2
    # Measuring must never touch the player's saves or settings: use throw-away folders.
    scratch = tempfile.mkdtemp(prefix="fort-desktop-bench-")
    os.environ["FORT_DESKTOP_DATA_DIR"] = os.path.join(scratch, "data")
    os.environ["FORT_DESKTOP_CONFIG_DIR"] = os.path.join(scratch, "config")
    bench_rules()
    bench_dice()
    bench_frame()
    bench_startup()
    bench_game()
    shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
