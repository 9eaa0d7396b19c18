"""The command line (TABLE.md "Command line"): ``python main.py [GAME] [options]``.

``python main.py`` opens the launcher; ``python main.py fortify`` starts Fortify. Options:
``--players human,bot`` (one kind per seat; default two humans; a computer's strength as
``bot:easy``, ``bot:hard``, ``bot:baseline``, ``bot:random``, ``bot`` alone being Normal), ``--seed N``, ``--autoplay`` (every
seat a bot), ``--headless`` (no window, no frame cap; exits when the game ends), ``--screenshot PATH``
(the final frame as PNG), ``--load PATH`` (resume a save: ``python main.py --load PATH``; the save holds
the game, seed, seats and names, so ``--players`` and ``--seed`` do not go with it; ``--autoplay``
lets the computer play every seat from there; ``--look-back`` instead steps through the saved game move
by move, from its last move, over the launcher), ``--option NAME=VALUE`` (a set-up choice of the game,
repeatable, e.g. Forfort's ``four_player_mode=solo``; checked against the game's registry entry),
``--attract`` (attract mode over the launcher, :mod:`fort_desktop.table.scenes.attract`; headless it
needs ``--seconds S``, runs S seconds of simulated game time and prints ``attract: game=GAME moves=N
captions=M`` per game shown), ``--kiosk`` (a game-night stand: no quit, no settings).

A finished game prints ``result: game=fortify seed=7 winner=P1 rounds=6``. Any bad option or value,
an unknown or coming game, or a data file problem prints ONE line ``error: ...`` on stderr and exits
with status 2 (never a traceback).

Headless runs the same table scene as a window, frame by frame without a frame cap (bots act
at once), until the game ends; with a human seat it stops once nothing has happened for
``HEADLESS_IDLE_FRAMES`` frames (nobody can click there).
"""
from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import time
import warnings
from pathlib import Path
from typing import Any, Sequence

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from . import games  # noqa: E402
from .data import DataError  # noqa: E402
from .session import MAX_NAME_CHARS, SEAT_KINDS, GameSession, deal_secret, strength_of  # noqa: E402

EXIT_OK = 0
EXIT_USAGE = 2
MAX_SEED = 2**63 - 1
HEADLESS_IDLE_FRAMES = 600
HEADLESS_SCREENSHOT_FRAMES = 3


class UsageError(Exception):
    """A bad command line; ``str()`` is the one line to print."""


class ArgumentParser(argparse.ArgumentParser):
    """argparse that raises :class:`UsageError` instead of printing the usage block and exiting."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(" ".join(message.split()))


def _seed(text: str) -> int:
    try:
        value = int(text, 10)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, got {text!r}") from None
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"must be between 0 and {MAX_SEED}, got {text}")
    return value


def _players(text: str) -> list[str]:
    kinds = [part.strip().lower() for part in text.split(",")]
    for kind in kinds:
        if kind not in SEAT_KINDS:
            shown = kind or "(empty)"
            raise argparse.ArgumentTypeError(
                f"{shown!r} is not a seat kind; use a comma list of human/bot (or bot:easy, bot:hard...), "
                "e.g. human,bot:hard"
            )
    return kinds


def _names(text: str) -> list[str]:
    names = [part.strip() for part in text.split(",")]
    if any(not name for name in names):
        raise argparse.ArgumentTypeError(f"a name is empty in {text!r}; give one name per seat, e.g. Ana,Rival")
    too_long = [name for name in names if len(name) > MAX_NAME_CHARS]
    if too_long:
        raise argparse.ArgumentTypeError(f"{too_long[0]!r} is longer than {MAX_NAME_CHARS} characters")
    return names


def program_name(argv0: str) -> str:
    """The name the player typed: ``main.py`` from the project folder, else ``fort-desktop`` (the
    installed command, and ``python -m fort_desktop``)."""
    return "main.py" if Path(argv0).name == "main.py" else "fort-desktop"


def build_parser() -> ArgumentParser:
    parser = ArgumentParser(
        prog=program_name(sys.argv[0] if sys.argv else ""),
        description="Fort Desktop: a tabletop for Fortify, Fort and Forfort.",
        allow_abbrev=False,
    )
    parser.add_argument("game", nargs="?", help=" | ".join(games.GAMES) + " (default: open the launcher)")
    parser.add_argument("--players", type=_players, metavar="SPEC",
                        help="one seat kind per player, human or bot (bot:easy, bot:normal, bot:hard, bot:baseline, "
                        "bot:random), e.g. human,bot:hard (default: two humans)")
    parser.add_argument("--names", type=_names, metavar="NAMES",
                        help="one name per seat, in --players order, e.g. Ana,Rival (a computer given a "
                        "name is shown by it alone, not by its strength)")
    parser.add_argument("--seed", type=_seed, metavar="N", help="seed of all the game's randomness (a game with a person at it is also dealt "
                             "from a secret, so its seed alone does not repeat it)")
    parser.add_argument("--autoplay", action="store_true", help="every seat is a bot; the game plays itself")
    parser.add_argument("--headless", action="store_true", help="no window, no frame cap; exit when the game ends")
    parser.add_argument("--screenshot", metavar="PATH", help="save the final frame as PNG on exit")
    parser.add_argument("--load", metavar="PATH", help="resume a saved game")
    parser.add_argument("--tutorial", action="store_true",
                        help="learn to play: a short first game against the computer that teaches each move")
    parser.add_argument("--look-back", action="store_true",
                        help="with --load: step through the saved game move by move instead of resuming it")
    parser.add_argument("--attract", action="store_true",
                        help="attract mode: the computer plays the games in turn until someone clicks")
    parser.add_argument("--kiosk", action="store_true",
                        help="a game-night stand: the app stays on the launcher and attract mode (no quit, no settings)")
    parser.add_argument("--seconds", type=float, metavar="S",
                        help="with --attract: stop after S seconds of attract mode (simulated when headless)")
    parser.add_argument("--option", action="append", metavar="NAME=VALUE", default=[],
                        help="a set-up choice of the game, e.g. four_player_mode=solo (repeat for more)")
    return parser


def _options(args: argparse.Namespace) -> dict[str, str]:
    """``--option NAME=VALUE`` pairs checked against the game's registry entry (UsageError)."""
    pairs: dict[str, str] = {}
    for text in args.option:
        name, sep, value = text.partition("=")
        if not sep or not name.strip():
            raise UsageError(f"--option needs NAME=VALUE, got {text!r}")
        pairs[name.strip()] = value.strip()
    if not pairs:
        return {}
    if args.game is None:
        raise UsageError("--option needs a game, e.g. main.py forfort --option four_player_mode=solo")
    entry = games.get(args.game)
    seats = len(args.players) if args.players else max(2, entry.min_seats)
    try:
        return entry.check_options(seats, pairs)
    except ValueError as error:
        raise UsageError(f"--option: {error}") from None


def _check_game(name: str) -> str:
    game = name.lower()
    if game in games.playable():
        return game
    now = ", ".join(games.playable())
    if game in games.coming():
        raise UsageError(f"{games.title(game)} is coming soon; playable now: {now}")
    coming = f" (coming: {', '.join(games.coming())})" if games.coming() else ""
    raise UsageError(f"unknown game {name!r}; playable now: {now}{coming}")


def parse(argv: Sequence[str]) -> argparse.Namespace:
    """Parse and check ``argv``; raises :class:`UsageError` (one line) for anything wrong."""
    args = build_parser().parse_args(list(argv))
    if args.load is not None:
        for option, value in (("--players", args.players), ("--seed", args.seed), ("--option", args.option or None),
                              ("--names", args.names)):
            if value is not None:
                raise UsageError(f"{option} cannot be used with --load (the save holds the seats and the seed)")
    if args.tutorial:
        if args.game is None:
            raise UsageError("--tutorial needs a game, e.g. main.py fort --tutorial")
        for option, value in (("--players", args.players), ("--seed", args.seed), ("--load", args.load),
                              ("--option", args.option or None), ("--names", args.names)):
            if value is not None:
                raise UsageError(f"{option} cannot be used with --tutorial (the tutorial sets up its own game)")
    if args.look_back and args.load is None:
        raise UsageError("--look-back needs a save: main.py --load PATH --look-back")
    if args.look_back and args.autoplay:
        raise UsageError("--look-back shows a saved game as it was played; it cannot go with --autoplay")
    if args.game is not None:
        args.game = _check_game(args.game)
        if args.tutorial:
            from .tutorial import has_tutorial

            if not has_tutorial(args.game):
                raise UsageError(f"{games.title(args.game)} has no tutorial yet")
    elif args.autoplay and args.load is None:
        raise UsageError("--autoplay needs a game, e.g. main.py fortify --autoplay")
    if args.names is not None and args.game is None:
        raise UsageError("--names needs a game, e.g. main.py fort --players human,bot:hard --names Ana,Rival")
    if args.attract or args.kiosk or args.seconds is not None:
        _check_attract(args)
    args.options = _options(args)
    if args.screenshot is not None:
        shot = Path(args.screenshot)
        if shot.suffix.lower() != ".png" or not shot.name:
            raise UsageError(f"--screenshot needs a .png file name, got {args.screenshot!r}")
        if shot.exists() and shot.is_dir():
            raise UsageError(f"--screenshot: {args.screenshot!r} is a folder")
        if not shot.resolve().parent.is_dir():
            raise UsageError(f"--screenshot: the folder {str(shot.parent)!r} does not exist")
    return args


def _check_attract(args: argparse.Namespace) -> None:
    """``--attract``, ``--kiosk`` and ``--seconds`` go with the launcher only (UsageError)."""
    for option, value in (("a game", args.game), ("--load", args.load), ("--tutorial", args.tutorial or None),
                          ("--autoplay", args.autoplay or None)):
        if value is not None:
            which = "--attract" if args.attract else "--kiosk" if args.kiosk else "--seconds"
            raise UsageError(f"{which} runs from the launcher; it cannot go with {option}")
    if args.seconds is not None and not args.attract:
        raise UsageError("--seconds goes with --attract, e.g. main.py --attract --headless --seconds 30")
    if args.seconds is not None and not 0 < args.seconds <= 86_400:
        raise UsageError(f"--seconds must be above 0 and at most 86400, got {args.seconds:g}")
    if args.headless and args.attract and args.seconds is None:
        raise UsageError("--attract --headless needs --seconds S (there is nobody to click it away)")
    if args.kiosk and args.headless:
        raise UsageError("--kiosk is a stand with a window; it cannot go with --headless")


def _seats(args: argparse.Namespace) -> list[str]:
    """The seat kinds for ``args.game``, checked against its seat limits (UsageError)."""
    entry = games.get(args.game)
    kinds = list(args.players) if args.players else ["human"] * max(2, entry.min_seats)
    if not entry.min_seats <= len(kinds) <= entry.max_seats:
        lo, hi = entry.min_seats, entry.max_seats
        need = str(lo) if lo == hi else f"{lo} to {hi}"
        raise UsageError(f"--players: {args.game} needs {need} seats, got {len(kinds)} ({','.join(kinds)})")
    for kind in kinds:
        strength = strength_of(kind)
        if strength is not None and strength not in entry.strengths:
            raise UsageError(f"--players: {entry.title} has no {kind!r}; its computers: "
                             + ", ".join(f"bot:{s}" for s in entry.strengths))
    if args.names is not None and len(args.names) != len(kinds):
        raise UsageError(f"--names: give one name per seat ({len(kinds)}), got {len(args.names)}")
    if args.autoplay:
        kinds = [kind if strength_of(kind) is not None else "bot" for kind in kinds]
    return kinds


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = parse(argv)
        loaded = _load(args) if args.load is not None else None
        seats = _seats(args) if args.game and loaded is None and not args.tutorial else None
        return _run(args, seats, loaded)
    except UsageError as exc:
        return _fail(str(exc))
    except DataError as exc:
        return _fail(str(exc))
    except ImportError as exc:
        return _fail(f"cannot load the game: {exc}")
    except KeyboardInterrupt:
        return 130


def _fail(message: str) -> int:
    print(f"error: {' '.join(message.split())}", file=sys.stderr)
    return EXIT_USAGE


_printed: set[int] = set()


def _print_result(session: GameSession) -> None:
    """Print ``session``'s result line (once per session)."""
    if id(session) in _printed:
        return
    _printed.add(id(session))
    print(session.result_line(), flush=True)


def _load(args: argparse.Namespace) -> GameSession:
    """The game of ``--load PATH``, replayed and checked (UsageError with the save's one-line problem).

    The file is left where it is even when damaged (it is the person's own file, named by them).
    With ``--autoplay`` every seat becomes a bot (the same game: the rules use only the seat count).
    """
    from .saves import SaveError, load_save

    try:
        session = load_save(args.load, keep_bad_aside=False).session
    except SaveError as error:
        raise UsageError(f"--load: {error}") from None
    if args.game is not None and args.game != session.game:
        raise UsageError(f"--load: the save is a {session.game} game, not {args.game}")
    if args.autoplay:
        bots = GameSession.replay(session.game, session.seed, ["bot"] * len(session.seats),
                                  session.actions, session.names, options=session.options,
                                  secret=session.secret, forced=session.forced)
        bots.tutorial = session.tutorial
        bots.clock_ms = list(session.clock_ms)
        session = bots
    return session


def _run(args: argparse.Namespace, seats: list[str] | None, loaded: GameSession | None = None) -> int:
    seed = args.seed if args.seed is not None else random.SystemRandom().randint(1, 999_999)
    people = [i for i, kind in enumerate(seats or []) if kind == "human"] if loaded is None else []
    if args.headless and people:  # (a --load stays allowed: it checks the save and shows where it stands)
        raise UsageError("--headless has no window for a person to play in: add --autoplay, or "
                         "--players bot,bot")
    if args.headless:
        warnings.filterwarnings("ignore", message=".*no fast renderer.*")
    from .table.app import App, PygameNotCE

    settings: dict[str, Any] = {}
    if args.autoplay:
        settings["animation_speed"] = 3.0
    try:
        app = App(headless=args.headless, settings=settings, autosave=not args.headless)
    except PygameNotCE as exc:
        raise UsageError(str(exc)) from None
    except Exception as exc:  # pygame.error: no display, no video driver
        raise UsageError(f"cannot open a window ({' '.join(str(exc).split())}); try --headless") from None
    app.on_result = _print_result
    app.kiosk = bool(getattr(args, "kiosk", False))
    try:
        if getattr(args, "attract", False):
            return _run_attract(app, args)
        if loaded is not None and args.look_back:
            app.show_launcher(game=loaded.game)     # what Close comes back to
            app.show_look_back(loaded)
        elif loaded is not None:
            from .saves import autosave_path

            app.show_table(loaded, resumed=_same_file(args.load, autosave_path))
        elif args.tutorial:
            from .tutorial import new_session

            app.show_table(new_session(args.game, autoplay=args.autoplay,
                                       bot_pace_seconds=float(app.settings["bot_pace_seconds"])))
        elif args.game and args.options:
            app.show_table(GameSession(args.game, seed, seats, args.names, options=args.options,
                                       bot_pace_seconds=float(app.settings["bot_pace_seconds"]),
                                       secret=deal_secret(seats)))
        elif args.game:
            app.start_game(args.game, seed, seats, args.names)
        else:
            app.show_launcher(seats=args.players, seed=args.seed)
        _collect_from_now_on()
        if args.headless:
            _run_headless(app, tutorial=args.tutorial)
        else:
            app.run()
        if args.screenshot:
            _save(app, args.screenshot)
    finally:
        from .table.widgets import save_text_sizes

        save_text_sizes()         # (the next start measures its first frame's words no more)
        app.close()
    return EXIT_OK


def _run_attract(app: Any, args: argparse.Namespace) -> int:
    """Attract mode over the launcher (:mod:`fort_desktop.table.scenes.attract`): in a window until
    someone takes over (or ``--seconds`` pass); headless, ``--seconds`` of simulated game time at
    ``HEADLESS_DT_SECONDS`` a frame, printing ``attract: game=GAME moves=N captions=M`` per game."""
    from .table.scenes.attract import HEADLESS_DT_SECONDS

    def shown(game: Any) -> None:
        if args.headless:
            print(game.line(), flush=True)

    launcher = app.show_launcher(seats=args.players, seed=args.seed)
    app.show_attract(launcher=launcher, seconds=args.seconds, seed=args.seed, on_shown=shown)
    _collect_from_now_on()
    if args.headless:
        while app.running and app.scenes:
            if not app.step(HEADLESS_DT_SECONDS):
                break
    else:
        app.run(max_seconds=None)
    if args.screenshot:
        _save(app, args.screenshot)
    return EXIT_OK


def _collect_from_now_on() -> None:
    """Turn the garbage collector back on if ``main.py`` held it off for start-up, first freezing
    the objects start-up made (modules, data, the table) so later collections need not walk them."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def _same_file(path: str, autosave_path: Any) -> bool:
    try:
        return Path(path).resolve() == autosave_path().resolve()
    except (OSError, ValueError):
        return False


def _run_headless(app: Any, *, tutorial: bool = False) -> None:
    """Frames until the game ends, the app quits, or nothing happens for a while (only humans can act).
    ``tutorial``: until the tutorial's last step, then print ``tutorial: game=fort steps=N done``."""
    session = app.session
    if session is None:  # the launcher: one frame is all there is to see
        app.step()
        return
    idle, seen = 0, len(session.actions)
    _first_frame(app)
    runner = getattr(app.table, "tutorial", None) if tutorial else None
    while app.running and app.scenes and not session.is_over and idle < HEADLESS_IDLE_FRAMES:
        app.step()
        idle = 0 if len(session.actions) != seen else idle + 1
        seen = len(session.actions)
        if runner is not None and not runner.active:
            break
    if runner is not None:
        from .tutorial import done_line

        print(done_line(session.game, runner), flush=True)
        return
    waited = 0  # a game loaded already finished: let the table call its game-over screen
    while session.is_over and app.table in app.scenes and app.top is app.table and waited < HEADLESS_IDLE_FRAMES:
        app.step()
        waited += 1
    for _ in range(HEADLESS_SCREENSHOT_FRAMES):  # let the game-over screen come up
        if app.running and app.scenes:
            app.step()
    if session.is_over:
        _print_result(session)       # e.g. a finished game loaded with people seated: its sheet waits for a click
    else:
        waiting = ", ".join(f"P{s + 1}" for s in session.acting_seats())
        print(f"headless: stopped while waiting for {waiting or 'nobody'} (human seats cannot play headless)",
              file=sys.stderr)


def _first_frame(app: Any) -> None:
    """One frame; for ``python -m fort_desktop.bench`` (env ``FORT_BENCH_T0``, the launch time in
    seconds since the epoch) print how long the process took to reach it, then stop the app."""
    app.step()
    t0 = os.environ.get("FORT_BENCH_T0")
    if t0:
        print(f"first-frame-ms: {(time.time() - float(t0)) * 1000:.1f}", flush=True)
        app.quit()


def _save(app: Any, path: str) -> None:
    try:
        app.screenshot(path)
    except Exception as exc:  # OSError, or pygame.error for an unwritable file
        raise UsageError(f"--screenshot: cannot write {path!r} ({' '.join(str(exc).split())})") from None
