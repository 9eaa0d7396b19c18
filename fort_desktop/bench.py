"""Benchmarks: ``python -m fort_desktop.bench GAME [--json] [--samples N] [--games N]`` for any
registered game; prints figures, never asserts (TESTING.md "Benchmarks").

These machines are shared and noisy, so every figure is ours beside a baseline measured in the same
run, the two interleaved sample by sample, and its ratio is the median of the paired ratios. The
goals printed are issue 13's ("Frames that meet their goals"), never looser:

========================  ====================================================  =====
figure                    ours / baseline                                        goal
========================  ====================================================  =====
``frame_idle``            update + draw, a person to act, the clock running      2.0x
``frame_hover``           the pointer on a piece, its enlargement shown          1.5x
``frame_drag``            a piece held and moved                                 2.0x
``frame_after_move``      the slowest frame of a real move (first to settled)  2.0x
                          as the App draws it (a table's dirty-rect frame when
                          it offers one), with input after a person's move
``idle_cpu``              CPU ms a second of the App's own loop on the idle      1.2x
                          table / a window waiting in ``pygame.event.wait``
``startup``               process CPU to the first table frame / to the bare     1.3x
                          ``import pygame, pymunk, yaml``
``bot_p95_ms``            the computer player's decision time, p95 (no baseline) 100 ms
``frame_while_thinking``  update + draw (wall ms, p95, no baseline) while the    16.7 ms
                          computer thinks 0.5 s a move in its worker process
========================  ====================================================  =====

Frames and their baselines are timed in this thread's CPU time (``time.thread_time``), so time
slices the machine gives to others do not count. Frame baselines: a full-screen blit of a copy of the table's picture, then every piece the table
shows blitted as the table's own surfaces at their real sizes and formats
(:attr:`~fort_desktop.table.kit.bench.FramePosition.pieces`). Positions come from each game's hook,
named by its registry entry (``GameEntry.bench``): late, heavy, built through the rules. A hook may
add figures of its own (Fortify's ``rooms`` vs ``scipy.ndimage.label``). ``--json`` prints one
object a line: ``game``, ``figure``, ``ours_ms``, ``baseline_ms``, ``ratio``, ``goal``, ``met``
(``baseline_ms`` and ``ratio`` are null for ``bot_p95_ms`` and ``frame_while_thinking``, whose
``goal`` is in ms). Without it,
the same figures as lines of words, then per seat count and option the rules-only games per second.
"""
from __future__ import annotations

import importlib
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional

from . import ROOT

#: issue 13's goals (ratios; ``bot_p95_ms`` in milliseconds).
#: Frames after a move's first in which a table may still paint that move's words (all timed).
SETTLE_FRAMES = 8
GOALS = {"frame_idle": 2.0, "frame_hover": 1.5, "frame_drag": 2.0, "frame_after_move": 2.0,
         "idle_cpu": 1.2, "startup": 1.3, "bot_p95_ms": 100.0, "frame_while_thinking": 16.7}
#: Seconds the bench's deliberately slow computer takes a move in ``frame_while_thinking``.
THINK_SECONDS = 0.5
#: Frames ``frame_while_thinking`` times (at 60 a second: a few slow moves).
THINKING_FRAMES = 150
#: Frame samples per case (pairs of ours and baseline) by default.
SAMPLES = 200
#: Seconds of each idle-CPU sample (ours and the waiting window alternate).
IDLE_SAMPLE_SECONDS = 1.0
#: Seeded games each seat count / option plays in the soak figures (a few: figures, not a soak).
SOAK_GAMES = 10


@dataclass(frozen=True)
class Figure:
    """One measured figure: medians (ms) of ours and of the baseline, and the median paired ratio."""

    game: str
    figure: str
    ours_ms: float
    baseline_ms: Optional[float]
    ratio: Optional[float]
    goal: float

    @property
    def met(self) -> bool:
        value = self.ratio if self.baseline_ms is not None else self.ours_ms
        return value is not None and value <= self.goal

    def as_json(self) -> str:
        return json.dumps({"game": self.game, "figure": self.figure, "ours_ms": round(self.ours_ms, 4),
                           "baseline_ms": None if self.baseline_ms is None else round(self.baseline_ms, 4),
                           "ratio": None if self.ratio is None else round(self.ratio, 3),
                           "goal": self.goal, "met": self.met})

    def as_words(self) -> str:
        verdict = "met" if self.met else "NOT met"
        if self.baseline_ms is None:
            return f"{self.game} {self.figure:<18} {self.ours_ms:9.3f} ms   goal <= {self.goal:g} ms: {verdict}"
        return (f"{self.game} {self.figure:<18} {self.ours_ms:9.3f} ms   baseline {self.baseline_ms:9.3f} ms   "
                f"ratio {self.ratio:5.2f}x   goal <= {self.goal:g}x: {verdict}")


def median_ms(fn: Callable[[], object], repeat: int) -> float:
    """The median wall time of ``repeat`` calls of ``fn`` (milliseconds)."""
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000)
    return statistics.median(out)


def _timed_ms(fn: Callable[[], object]) -> float:
    """The CPU time of ``fn()`` on this thread (ms): what the machine's other work does not change
    (a wall clock on a shared machine counts every time slice someone else took)."""
    t0 = time.thread_time()
    fn()
    return (time.thread_time() - t0) * 1000


def paired(game: str, figure: str, ours: Callable[[], Optional[float]], baseline: Callable[[], float],
           samples: int, goal: float) -> Figure:
    """``samples`` pairs of ``ours()`` and ``baseline()`` (each returns its own ms; ``ours`` None
    for a sample that could not be taken, which drops the pair), the order alternating from pair
    to pair; the medians and the median of the paired ratios. Raises ``RuntimeError`` when no
    pair was taken."""
    mine, base, ratios = [], [], []
    for i in range(samples):
        if i % 2:
            b = baseline()
            o = ours()
        else:
            o = ours()
            b = baseline()
        if o is None:
            continue
        mine.append(o)
        base.append(b)
        ratios.append(o / b if b > 0 else float("inf"))
    if not mine:
        raise RuntimeError(f"{game}: no sample of {figure} could be taken")
    return Figure(game, figure, statistics.median(mine), statistics.median(base), statistics.median(ratios), goal)


# ------------------------------------------------------------------------------- frames
def load_hook(game: str) -> Callable[[Any, str], Any]:
    """The frame-bench hook the registry names for ``game``; raises ``LookupError`` when it names
    none."""
    from . import games

    target = games.get(game).bench
    if not target:
        raise LookupError(f"{game} names no frame bench in the registry")
    module_name, _, attr = target.partition(":")
    return getattr(importlib.import_module(module_name), attr)


def _new_app() -> Any:
    from .table.app import App

    return App(headless=True, user_settings=False, autosave=False)


def _baseline_of(app: Any, position: Any) -> Callable[[], float]:
    """The frame baseline: the table's picture blitted whole, then each of its pieces."""
    screen = app.screen
    background = screen.copy()
    blits = [(surface, spot) for surface, spot in position.pieces]

    def baseline() -> float:
        t0 = time.thread_time()
        screen.blit(background, (0, 0))
        for surface, spot in blits:
            screen.blit(surface, spot)
        return (time.thread_time() - t0) * 1000

    return baseline


def _frame(app: Any, scene: Any) -> Callable[[], None]:
    def frame() -> None:
        scene.update(1 / 60)
        scene.draw(app.screen)
    return frame


def _app_frame(app: Any, scene: Any, clicked: bool) -> Callable[[], None]:
    """A frame as the App draws it (``App.step``) after a click (``clicked``) or no input: the top
    scene's dirty-rect frame when it offers one (``draw_changes``), else the whole frame."""
    def frame() -> None:
        scene.update(1 / 60)
        app.had_input, app.window_changed = clicked, False
        if app.draw_changes() is None:
            app.draw()
    return frame


def frame_figures(game: str, samples: int, on_position: Callable[[str, Any], None] | None = None,
                  idle_cpu_samples: int = 3, idle_seconds: float = IDLE_SAMPLE_SECONDS) -> list[Figure]:
    """Every frame case of ``game``'s hook against its baseline, then ``idle_cpu`` on the idle
    position and the hook's own figures. ``on_position(case, position)`` hears each position
    (for the description and the tests). Raises ``RuntimeError`` when a case cannot be set up
    (a piece that does not show big, a drag that does not start)."""
    import pygame

    from .table.kit.bench import CASES, lift_curtains

    hook = load_hook(game)
    figures: list[Figure] = []
    for case in CASES:
        app = _new_app()
        try:
            position = hook(app, case)
            if position is None:              # a table without that part (no enlargement, no drag)
                continue
            if on_position is not None:
                on_position(case, position)
            scene = position.scene
            frame = _frame(app, scene)
            baseline = _baseline_of(app, position)
            if case == "idle":
                scene.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=position.pointer, rel=(1, 1),
                                                       buttons=(0, 0, 0)))
                for _ in range(3):
                    frame()
                figures.append(paired(game, "frame_idle", lambda f=frame: _timed_ms(f), baseline, samples,
                                      GOALS["frame_idle"]))
                figures.append(idle_cpu(game, app, scene, idle_cpu_samples, idle_seconds))
                for extra in position.extra:
                    figures.append(paired(game, extra.figure, lambda e=extra: _timed_ms(e.ours),
                                          lambda e=extra: _timed_ms(e.baseline), samples, extra.goal))
            elif case == "hover":
                figures.append(_hover(game, app, scene, position, frame, baseline, samples))
            elif case == "drag":
                figures.append(_drag(game, scene, position, frame, baseline, samples))
            elif case == "after_move":
                figures.append(_after_moves(game, app, scene, position, baseline, lift_curtains, samples,
                                            _app_frame(app, scene, True), _app_frame(app, scene, False)))
        finally:
            app.close()
    return figures


def _motion(pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> Any:
    import pygame

    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=buttons)


def _hover(game: str, app: Any, scene: Any, position: Any, frame: Callable[[], None],
           baseline: Callable[[], float], samples: int) -> Figure:
    """The pointer rests on ``position.pointer`` until the piece shows big, then wobbles a pixel
    on it: each frame draws the enlargement."""
    x, y = position.pointer
    scene.process_event(_motion((x, y)))
    frame()
    scene.update(1.0)                                # rested long enough
    frame()
    if scene.hover.key is None or scene.hover.due_in(scene.now) is not None:
        raise RuntimeError(f"{game}: nothing shows big at {position.pointer}")
    turn = iter(range(10 ** 9))

    def ours() -> float:
        i = next(turn)
        scene.process_event(_motion((x + i % 2, y)))
        return _timed_ms(frame)

    figure = paired(game, "frame_hover", ours, baseline, samples, GOALS["frame_hover"])
    if scene.hover.key is None:
        raise RuntimeError(f"{game}: the enlargement went away while timed")
    return figure


def _drag(game: str, scene: Any, position: Any, frame: Callable[[], None], baseline: Callable[[], float],
          samples: int) -> Figure:
    import pygame

    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=position.pointer, button=1))
    path = position.path or [(300 + (i * 7) % 400, 300 + (i * 3) % 200) for i in range(300)]
    scene.process_event(_motion(path[0], (1, 0, 0)))
    frame()
    if not scene.drag.active:
        raise RuntimeError(f"{game}: pressing at {position.pointer} starts no drag")
    turn = iter(range(10 ** 9))

    def ours() -> float:
        scene.process_event(_motion(path[next(turn) % len(path)], (1, 0, 0)))
        return _timed_ms(frame)

    return paired(game, "frame_drag", ours, baseline, samples, GOALS["frame_drag"])


def _after_moves(game: str, app: Any, scene: Any, position: Any, baseline: Callable[[], float],
                 lift: Callable[[Any, Any], None], samples: int, clicked: Callable[[], None],
                 quiet: Callable[[], None]) -> Figure:
    """One sample per move (the hook's ``moves``, ``samples`` at most): the hook's next real move
    submitted through the session, the timed frame (and its baseline), then a few untimed frames
    (what the App draws while the move's animations play) with any curtain lifted. A table that
    paints some of a move's words in the frames after the first (its ``settling()``) has each of
    those frames timed too, and the sample is the slowest of them: a move's cost is never hidden
    in a frame the bench does not time. Frames are drawn as the App draws them (:func:`_app_frame`):
    after a person's move with input (``clicked``: the click came in that frame and the next ones,
    as if the mouse went on moving), after a computer's without (``quiet``)."""
    session = scene.session
    if position.next_move is None or position.moves < 1:
        raise RuntimeError(f"{game}: the hook gave no moves to time")

    def ours() -> Optional[float]:
        move = None if session.is_over else position.next_move(session)
        if move is None:
            return None
        refusal = session.submit(dict(move))
        if refusal is not None:
            raise RuntimeError(f"{game}: the bench move {move} was refused: {refusal.reason}")
        seat = move.get("seat")
        computer = type(seat) is int and 0 <= seat < len(session.seats) and session.is_bot(seat)
        later = quiet if computer else clicked
        ms = _timed_ms(later)
        settling = getattr(scene, "settling", lambda: False)
        for _ in range(SETTLE_FRAMES):
            if not settling():
                break
            ms = max(ms, _timed_ms(later))
        if settling():
            raise RuntimeError(f"{game}: the table did not settle {SETTLE_FRAMES} frames after a move")
        for _ in range(2):
            lift(app, scene)
            quiet()
        lift(app, scene)
        return ms

    return paired(game, "frame_after_move", ours, baseline, min(position.moves, samples), GOALS["frame_after_move"])


# ------------------------------------------------------------------------------- idle CPU
def idle_cpu(game: str, app: Any, scene: Any, samples: int, seconds: float = IDLE_SAMPLE_SECONDS) -> Figure:
    """CPU ms per wall second of the App's own loop (it sleeps between frames) with the idle table
    on top, vs a loop that only waits in ``pygame.event.wait``; ``samples`` pairs."""
    import pygame

    def waiting() -> float:
        pygame.event.clear()
        t0, end = time.process_time(), time.monotonic() + seconds
        while time.monotonic() < end:
            pygame.event.wait(max(1, int((end - time.monotonic()) * 1000)))
        return (time.process_time() - t0) * 1000 / seconds

    def table() -> float:
        pygame.event.clear()
        app.headless = False              # the real loop (it sleeps), under the dummy driver
        try:
            t0 = time.process_time()
            app.run(max_seconds=seconds)
            return (time.process_time() - t0) * 1000 / seconds
        finally:
            app.headless = True

    if app.top is not scene:
        raise RuntimeError(f"{game}: the idle table is not on top")
    figure = paired(game, "idle_cpu", table, waiting, samples, GOALS["idle_cpu"])
    if app.top is not scene:
        raise RuntimeError(f"{game}: something covered the idle table while timed")
    return figure


# ------------------------------------------------------------------------------- start-up
def startup(game: str, runs: int = 5) -> Figure:
    """CPU of a process from start to the first table frame of a new ``game`` with a person seated
    (a fresh save loaded with ``main.py --load FILE --headless``; it quits at that frame) vs a
    process doing the bare ``import pygame, pymunk, yaml``; ``runs`` pairs, bytecode cached."""
    from . import games
    from .saves import save_session
    from .session import GameSession

    # As an installed copy runs: with its bytecode cached (written to a scratch folder, not the tree;
    # a first run of each warms it), even where PYTHONDONTWRITEBYTECODE is set for development: that
    # variable is dropped for both children alike, so neither compiles its modules on every run. The
    # table's first run also warms what the program itself keeps in its cache folder from one start
    # to the next (parsed data files, the dataclasses' compiled methods), as any start after an
    # installed copy's first has them.
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               PYTHONPYCACHEPREFIX=os.path.join(tempfile.gettempdir(), f"fort-desktop-bench-pyc-{os.getpid()}"),
               FORT_BENCH_T0=repr(time.time()))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    seats = ["human"] + ["bot"] * (games.get(game).min_seats - 1)
    folder = Path(tempfile.mkdtemp(prefix="fort-desktop-bench-"))
    fresh = folder / "fresh.json"
    save_session(GameSession(game, 1, seats), fresh)
    table_argv = [sys.executable, "main.py", "--load", str(fresh), "--headless"]
    bare_argv = [sys.executable, "-c", "import pygame, pymunk, yaml"]

    def cpu_ms(argv: list[str], check: bool) -> float:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        proc = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if check and "first-frame-ms:" not in proc.stdout:
            raise RuntimeError(f"{game}: no first table frame: {' '.join(proc.stderr.split())[:200]}")
        return ((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)) * 1000

    try:
        cpu_ms(table_argv, True)           # warm the bytecode and the program's own cache
        cpu_ms(bare_argv, False)           # warm the bytecode cache
        return paired(game, "startup", lambda: cpu_ms(table_argv, True), lambda: cpu_ms(bare_argv, False),
                      runs, GOALS["startup"])
    finally:
        shutil.rmtree(env["PYTHONPYCACHEPREFIX"], ignore_errors=True)
        shutil.rmtree(folder, ignore_errors=True)


# ------------------------------------------------------------------------------- the computer player
def bot_p95(game: str, games_count: int = SOAK_GAMES) -> Figure:
    """The computer player's decision time at the most seats, p95 over ``games_count`` seeded games."""
    from . import games
    from .soak import _pct, soak

    entry = games.get(game)
    seats = entry.max_seats
    figures = soak(game, games_count, seats, entry.default_options(seats), ["game"] * seats, check=False)
    return Figure(game, "bot_p95_ms", _pct(figures.decisions_s, 0.95) * 1000, None, None, GOALS["bot_p95_ms"])


def frame_while_thinking(game: str, frames: int = THINKING_FRAMES, think_seconds: float = THINK_SECONDS,
                         say: Callable[[str], None] | None = None) -> Figure:
    """The table's frame (update + draw, wall ms, p95 over ``frames`` frames at 60 a second) while
    its computers think ``think_seconds`` a move in the worker process (issue 16 item 5: the
    Normal player held back that long, spinning as a search does): a computer-only game at the
    game's least seats, every move due at once, timed from its first computer move on. ``say``
    hears how many moves came in the frames timed."""
    from . import games
    from .thinker import Thinker

    entry = games.get(game)
    app = _new_app()
    worker = Thinker(slow_seconds=think_seconds)
    try:
        session = app.new_session(game, 1, ["bot"] * entry.min_seats)
        scene = app.show_table(session)
        scene.fast, scene.pace = False, 0.0           # paced as on a window, every move due at once
        scene.think_away, scene.thinker = True, (lambda: worker)
        frame = _frame(app, scene)
        deadline = time.perf_counter() + 30.0
        while not session.actions and time.perf_counter() < deadline:   # the worker is up and answering
            frame()
            time.sleep(1 / 60)
        start_moves = len(session.actions)
        times: list[float] = []
        for _ in range(frames):
            t0 = time.perf_counter()
            frame()
            spent = time.perf_counter() - t0
            times.append(spent * 1000)
            time.sleep(max(0.0, 1 / 60 - spent))
        if say is not None:
            say(f"{game} frame_while_thinking: {len(session.actions) - start_moves} computer moves of "
                f"{think_seconds:g} s in {frames} frames")
        ordered = sorted(times)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        return Figure(game, "frame_while_thinking", p95, None, None, GOALS["frame_while_thinking"])
    finally:
        worker.close()
        app.close()


def soak_setups(game: str) -> list[tuple[int, dict[str, str]]]:
    """``(seats, options)`` for each seat count of ``game`` and each choice of every option that
    applies there (Forfort: 2, 3, 4 in teams, 4 each for themselves)."""
    from . import games

    entry = games.get(game)
    setups: list[tuple[int, dict[str, str]]] = []
    for seats in range(entry.min_seats, entry.max_seats + 1):
        combos: list[dict[str, str]] = [{}]
        for option in entry.options:
            if option.seat_counts and seats not in option.seat_counts:
                continue
            combos = [{**c, option.name: value} for c in combos for value, _ in option.choices]
        setups += [(seats, combo) for combo in combos]
    return setups


def bench_soak(game: str, games_count: int = SOAK_GAMES) -> None:
    """Per seat count and option: rules-only games per second (bots playing, no table, invariants
    off) and the bot's decision time, median and p95, over ``games_count`` seeded games."""
    from .soak import _pct, soak

    for seats, options in soak_setups(game):
        setup = f"{seats} seats" + "".join(f", {v}" for v in options.values())
        try:
            f = soak(game, games_count, seats, options, ["game"] * seats, check=False)
        except (ImportError, KeyError, ValueError) as exc:   # a game without rules or bot yet
            print(f"{game} {setup}: no soak figures ({type(exc).__name__}: {' '.join(str(exc).split())[:160]})")
            return
        if len(f.broken) == f.games:          # no figures worth printing: say why
            print(f"{game} {setup}: no soak figures (every game broke: {f.broken[0][:160]})")
            continue
        per_second = f"{f.games / f.wall_s:7.1f}" if f.wall_s > 0 else "    n/a"
        decisions = (f"bot decision median {statistics.median(f.decisions_s) * 1000:7.3f} ms  "
                     f"p95 {_pct(f.decisions_s, 0.95) * 1000:7.3f} ms" if f.decisions_s else "no bot decisions")
        broken = f"  ({len(f.broken)} of {f.games} broke: {f.broken[0][:120]})" if f.broken else ""
        print(f"{game + ' ' + setup:<28} rules-only games/s {per_second}   {decisions}   "
              f"({f.games} seeded games){broken}")


def run(game: str, *, samples: int = SAMPLES, games_count: int = SOAK_GAMES, startup_runs: int = 5,
        idle_cpu_samples: int = 3, idle_seconds: float = IDLE_SAMPLE_SECONDS, emit: Callable[[Figure], None] = print,
        say: Callable[[str], None] = print) -> list[Figure]:
    """Measure every figure of ``game``; ``emit`` hears each figure as it is measured, ``say``
    each position's description. Returns the figures."""
    figures: list[Figure] = []

    def heard(figure: Figure) -> None:
        figures.append(figure)
        emit(figure)

    said: set[str] = set()

    def described(case: str, position: Any) -> None:
        if position.description not in said:
            said.add(position.description)
            say(f"{game} position ({case}): {position.description}")

    for figure in frame_figures(game, samples, described, idle_cpu_samples, idle_seconds):
        heard(figure)
    heard(startup(game, startup_runs))
    heard(bot_p95(game, games_count))
    heard(frame_while_thinking(game, say=say))
    return figures


def main(argv: list[str] | None = None) -> int:
    """``python -m fort_desktop.bench GAME [--json] [--samples N] [--games N]``: print every
    figure; returns the exit status (0, or 2 for bad use: an unknown game or a bad number)."""
    from . import games

    argv = sys.argv[1:] if argv is None else list(argv)
    usage = (f"usage: python -m fort_desktop.bench {{{'|'.join(games.GAMES)}}} [--json] [--samples N] "
             "[--games N]")
    as_json = "--json" in argv
    argv = [a for a in argv if a != "--json"]
    numbers = {"--samples": SAMPLES, "--games": SOAK_GAMES}
    rest = []
    i = 0
    while i < len(argv):
        if argv[i] in numbers and i + 1 < len(argv):
            try:
                numbers[argv[i]] = int(argv[i + 1])
            except ValueError:
                numbers[argv[i]] = 0
            i += 2
            continue
        rest.append(argv[i])
        i += 1
    if len(rest) != 1 or rest[0] not in games.GAMES or min(numbers.values()) < 1:
        print(usage, file=sys.stderr)
        return 2
    game = rest[0]
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    # Measuring must never touch the player's saves or settings: use throw-away folders.
    scratch = tempfile.mkdtemp(prefix="fort-desktop-bench-")
    os.environ["FORT_DESKTOP_DATA_DIR"] = os.path.join(scratch, "data")
    os.environ["FORT_DESKTOP_CONFIG_DIR"] = os.path.join(scratch, "config")
    try:
        if as_json:
            run(game, samples=numbers["--samples"], games_count=numbers["--games"],
                emit=lambda f: print(f.as_json(), flush=True), say=lambda s: print(s, file=sys.stderr))
        else:
            run(game, samples=numbers["--samples"], games_count=numbers["--games"],
                emit=lambda f: print(f.as_words(), flush=True))
            bench_soak(game, numbers["--games"])
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
