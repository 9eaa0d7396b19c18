"""A first game for each title (issue 14 item 1): the tutorial's script and the runner that follows
it. No pygame, and no game named here: a game's tutorial is DATA, ``data/<game>/tutorial.yaml``,
checked by ``data/schemas/tutorial.yaml`` (a bad file: one :class:`~fort_desktop.data.DataError`
line naming the file, the entry and the field).

A script holds the game's seats and names, a seed, the outcomes forced on the deal's chance (the
stacked cards: ``{label: [outcome, ...]}`` as :meth:`fort_desktop.rules.chance.Chance.force` takes
them) and a list of steps. A step teaches one thing:

- ``id``: a short name (unique); ``text``: the caption; ``at``: the named table place the caption sits
  by (the game's table lists its places, e.g. ``hand``, ``park``, ``board:you``); ``then``
  (optional): the place it moves to once the step's first taught move is made (e.g. ``panel``: the
  panel that move opens is what the person uses next; :attr:`TutorialRunner.place`).
- ``moves``: the taught moves in order, each a *pattern*: the fields an action must have (``{type:
  play, card: kid-SK01, order: [pub]}``; a ``cards`` list matches in any order). While a move is
  taught, only legal actions of the person's seat that match it are accepted; any other is refused
  with ``"First, let's " + first`` (the rules stay the referee: the tutorial only filters which of
  their legal actions it accepts). No moves: a read-only step (a caption and a Next button).
- ``computer``: the computer's moves made while the step waits (patterns too: when the computer
  must act and the first one left matches a legal action of its seat, that action is played; else
  its own bot chooses). The caption shows once they are made, or as soon as the person must act.
  A scripted move may fill a field the legal action leaves open (None: a race time, ``{type:
  grab, ms: 20000}``).

A script with ``computer_waits: true`` (a real-time game, where both sides act at once) keeps the
computer from rushing the person: while the tutorial runs, the computer acts only for its scripted
moves of the step, or when the person has nothing to do; and the person's taught move waits until
the step's scripted computer moves are made (a refusal says so: :data:`WATCH_FIRST`). So the order
of the moves is the script's, on a table and in :func:`play_through` alike.

The runner (:class:`TutorialRunner`) listens to the :class:`~fort_desktop.session.GameSession`,
moves through the steps as the taught moves are made, answers the session's ``chooser`` for the
computer's scripted moves (and, under ``--autoplay``, for the person's seat: each taught move), and
keeps its progress in ``session.tutorial`` (a JSON-ready dict the saves keep, so leaving and coming
back resumes). Steps can be skipped one by one (:meth:`TutorialRunner.skip_step`) or all at once
(:meth:`TutorialRunner.skip_all`, free play). A step whose taught move is out of reach when the
person must act (after a skip, say) leaves the person free (any legal move, no caption); after
:data:`MAX_FREE_MOVES` such moves the step is passed by, so the tutorial never blocks the game. A
table (and a loop) calls :meth:`TutorialRunner.catch_up` before each move: it makes a skipped
step's taught moves once the person's turn comes, and when the taught move is out of reach it moves
the script on to a later step the board matches, or ends the tutorial (the table then says the rest
is a real game), so the table is never silent. The
autoplay run reports any free move as a problem of the script. After the last step the game is a real
game that the person plays on to the end.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import DATA_DIR
from .data import DataError, load_yaml
from .session import GameSession

Action = dict[str, Any]
#: The fields an action must have (a ``cards`` list in any order).
Pattern = Mapping[str, Any]

#: The refusal of a move other than the taught one starts with these words.
FIRST_WORDS = "First, let's"
#: The refusal of any move while a read-only step shows.
READ_FIRST = "First, let's read this note: click Next when you are ready"
#: The refusal of the person's move while the computer's scripted moves come first (computer_waits).
WATCH_FIRST = "First, let's watch the computer's move"
#: Free moves (the taught one out of reach, after a skip) before a step is passed by.
MAX_FREE_MOVES = 4
#: Where the shared schema of every game's tutorial lies (under ``data/``).
SCHEMA = Path("schemas") / "tutorial.yaml"
FILE_NAME = "tutorial.yaml"


@dataclass(frozen=True)
class Step:
    """One step of a script (see the module docstring). ``index``: its place in the script (0-based)."""

    index: int
    id: str
    text: str
    at: str
    moves: tuple[Pattern, ...] = ()
    computer: tuple[Pattern, ...] = ()
    first: str = ""
    title: str = ""
    #: places (names as ``at``) the caption keeps clear of, e.g. where the taught card is dropped
    clear: tuple[str, ...] = ()
    #: the place the caption moves to once the first taught move is made ("" : it stays at ``at``)
    then: str = ""
    #: the step's own ``clear`` places (not the script's): what its words talk about, which the
    #: recap of the computer's moves keeps off too
    said: tuple[str, ...] = ()

    @property
    def read_only(self) -> bool:
        """A caption and a Next button: no move is taught."""
        return not self.moves


@dataclass(frozen=True)
class Script:
    """A game's tutorial (``data/<game>/tutorial.yaml``): ``seats`` (kinds, one ``human``),
    ``names``, ``seed``, ``chance`` (forced outcomes per label), ``options`` (the game's set-up
    choices), ``steps`` and ``end`` (the words once the last step is done)."""

    game: str
    seed: int
    seats: tuple[str, ...]
    names: tuple[str, ...]
    chance: dict[str, list[Any]]
    steps: tuple[Step, ...]
    end: str
    options: dict[str, str] = field(default_factory=dict)
    #: the computer makes only its scripted moves while the person may act (see the module docstring)
    computer_waits: bool = False

    @property
    def person(self) -> int:
        """The seat the person plays (the script's one ``human`` seat)."""
        return self.seats.index("human")


def script_path(game: str, data_dir: Path = DATA_DIR) -> Path:
    """``data/<game>/tutorial.yaml``."""
    return Path(data_dir) / game / FILE_NAME


def has_tutorial(game: str, data_dir: Path = DATA_DIR) -> bool:
    """Whether ``game`` has a tutorial file."""
    return script_path(game, data_dir).is_file()


def load_script(game: str, data_dir: Path = DATA_DIR) -> Script:
    """``game``'s tutorial, read and checked (schema, then: ids unique, one human seat, a name per
    seat). Raises :class:`DataError` (one line: file, entry, field)."""
    path = script_path(game, data_dir)
    doc = load_yaml(path, Path(data_dir) / SCHEMA)["tutorial"]
    seats = tuple(doc["seats"])
    if seats.count("human") != 1:
        raise DataError(path, "tutorial.seats", "must hold exactly one human seat")
    names = tuple(doc.get("names") or [f"P{i + 1}" for i in range(len(seats))])
    if len(names) != len(seats):
        raise DataError(path, "tutorial.names", f"{len(names)} names for {len(seats)} seats")
    steps = []
    seen: set[str] = set()
    every = tuple(doc.get("clear") or ())   # places every caption keeps clear of (but its own)
    for i, raw in enumerate(doc["steps"]):
        if raw["id"] in seen:
            raise DataError(path, f"tutorial.steps.{i}.id", f"{raw['id']!r} is used twice")
        seen.add(raw["id"])
        moves = tuple(dict(m) for m in raw.get("moves") or ())
        if moves and not raw.get("first"):
            raise DataError(path, f"tutorial.steps.{i}.first", "a step with moves needs its 'first' words")
        steps.append(Step(i, raw["id"], " ".join(str(raw["text"]).split()), raw["at"], moves,
                          tuple(dict(m) for m in raw.get("computer") or ()), raw.get("first", ""),
                          raw.get("title", ""), _clear(raw.get("clear") or (), every, raw["at"]),
                          raw.get("then", ""), tuple(raw.get("clear") or ())))
    return Script(game, int(doc["seed"]), seats, names, {k: list(v) for k, v in (doc.get("chance") or {}).items()},
                  tuple(steps), " ".join(str(doc.get("end", "")).split()), dict(doc.get("options") or {}),
                  bool(doc.get("computer_waits", False)))


def _clear(own: Sequence[str], every: Sequence[str], at: str) -> tuple[str, ...]:
    """A step's places to keep clear of: its own, then the script's ``clear`` (not its ``at``)."""
    return tuple(own) + tuple(c for c in every if c != at and c not in own)


def matches(pattern: Pattern, action: Mapping[str, Any], open_fields: bool = False) -> bool:
    """Whether ``action`` has every field of ``pattern`` (lists of ``cards`` in any order).
    ``open_fields``: a field ``action`` holds as None (left for its submitter) matches any value."""
    for key, want in pattern.items():
        have = action.get(key)
        if open_fields and have is None and key in action:
            continue
        if key == "cards" and isinstance(want, list) and isinstance(have, list):
            if sorted(map(str, want)) != sorted(map(str, have)):
                return False
        elif have != want:
            return False
    return True


def new_session(game: str, *, bot_pace_seconds: float | None = None, autoplay: bool = False,
                data_dir: Path = DATA_DIR) -> GameSession:
    """A new game of ``game``'s tutorial: its seats (every seat a bot with ``autoplay``), names,
    seed and stacked deal, its progress at the first step. Raises DataError for a bad script and
    ValueError if its forced outcomes do not fit the game's deal."""
    script = load_script(game, data_dir)
    seats = ["bot"] * len(script.seats) if autoplay else list(script.seats)
    extra: dict[str, Any] = {} if bot_pace_seconds is None else {"bot_pace_seconds": bot_pace_seconds}
    session = GameSession(game, script.seed, seats, list(script.names), options=script.options or None,
                          forced=script.chance, **extra)
    session.tutorial = {"game": game, "step": 0, "move": 0, "computer": 0, "free": 0, "off": False}
    return session


class TutorialRunner:
    """Follows ``script`` on ``session`` (see the module docstring).

    The progress lives in ``session.tutorial`` (``step``, ``move``, ``computer``: counts done in the
    current step; ``off``: skipped or finished). ``on_change()`` is called whenever the step changes
    (the table redraws and autosaves). ``problems`` lists what the script could not do (a taught move
    out of reach), for the autoplay report and the tests.
    """

    def __init__(self, session: GameSession, script: Script, on_change: Callable[[], None] | None = None):
        self.session = session
        self.script = script
        self.on_change = on_change
        self.problems: list[str] = []
        if session.tutorial is None:
            session.tutorial = {"game": script.game, "step": 0, "move": 0, "computer": 0, "free": 0, "off": False}
        self.progress = session.tutorial
        self._history: list[tuple[int, dict[str, Any]]] = []   # (actions before, progress) for undo
        #: (step, state) when :meth:`realign` last found the board matching: a table asks every
        #: frame, the legal actions are worked out again only for a new state or a new step
        self._aligned_at: tuple[int, object] | None = None
        session.listeners.insert(0, self._heard)   # before the autosave: it saves the new progress
        session.undo_listeners.insert(0, self._undone)
        session.chooser = self.choose
        self._settle()

    @classmethod
    def for_session(cls, session: GameSession, on_change: Callable[[], None] | None = None,
                    data_dir: Path = DATA_DIR) -> "TutorialRunner | None":
        """A runner for ``session`` if it is a tutorial game (``session.tutorial`` set), else None."""
        if session.tutorial is None:
            return None
        return cls(session, load_script(session.game, data_dir), on_change)

    def detach(self) -> None:
        """Stop listening to the session (the table left)."""
        if self._heard in self.session.listeners:
            self.session.listeners.remove(self._heard)
        if self._undone in self.session.undo_listeners:
            self.session.undo_listeners.remove(self._undone)
        if self.session.chooser == self.choose:
            self.session.chooser = None

    # -- where the tutorial stands --------------------------------------------------------------
    @property
    def person(self) -> int:
        return self.script.person

    @property
    def active(self) -> bool:
        """Steps are left and the tutorial was not skipped."""
        return not self.progress.get("off") and self.progress.get("step", 0) < len(self.script.steps)

    @property
    def finished(self) -> bool:
        """Every step was done or skipped one by one (not left with Skip tutorial)."""
        return int(self.progress.get("step", 0)) >= len(self.script.steps)

    @property
    def step(self) -> Step | None:
        """The current step, or None once the tutorial is over."""
        return self.script.steps[self.progress["step"]] if self.active else None

    @property
    def step_number(self) -> int:
        """1-based number of the current step (for "Step 3 of 20")."""
        return int(self.progress.get("step", 0)) + 1

    @property
    def place(self) -> str:
        """The place the current step's caption sits by now: its ``then`` once its first taught
        move is made, else its ``at`` ("" with no step)."""
        step = self.step
        if step is None:
            return ""
        if step.then and int(self.progress.get("move", 0)) >= 1:
            return step.then
        return step.at

    def move(self) -> Pattern | None:
        """The move taught now (None: a read-only step, or no tutorial)."""
        step = self.step
        if step is None or step.read_only:
            return None
        return step.moves[min(int(self.progress["move"]), len(step.moves) - 1)]

    def computer_move(self) -> Pattern | None:
        """The computer's next scripted move in this step, or None."""
        step = self.step
        done = int(self.progress.get("computer", 0))
        return step.computer[done] if step is not None and done < len(step.computer) else None

    def person_acts(self) -> bool:
        return self.person in self.session.acting_seats()

    def in_reach(self) -> bool:
        """The taught move is among the person's legal actions now (True for a read-only step, or
        while the person does not act)."""
        pattern = self.move()
        if pattern is None or not self.person_acts():
            return True
        return any(matches(pattern, a) for a in self.session.legal_actions(self.person))

    def computer_first(self) -> bool:
        """``computer_waits``: the step's scripted computer moves come first, and a computer seat
        may make the next one now."""
        if not (self.script.computer_waits and self.active) or self.computer_move() is None:
            return False
        return any(s != self.person for s in self.session.acting_seats())

    @property
    def showing(self) -> bool:
        """The current step's caption shows: its computer moves are made, or the person must act
        and the taught move is in reach."""
        step = self.step
        if step is None or self.computer_first() or self.progress.get("skipping") == step.index:
            return False
        if self.person_acts():
            return self.in_reach()
        # a step that teaches a move waits for the person's turn: no caption while the computer moves
        return step.read_only and self.computer_move() is None

    def bot_may_act(self, seat: int) -> bool:
        """Bots wait while a read-only step shows (the person reads it); otherwise they play. With
        ``computer_waits`` a computer seat acts only for a scripted move or while the person has
        nothing to do, and the person's seat (autoplay: its notes are read at once) waits for the
        computer's scripted moves."""
        step = self.step
        if step is not None and step.read_only and self.showing and seat != self.person:
            return False
        if not (self.script.computer_waits and self.active):
            return True
        if seat == self.person:   # asked only when a bot plays the person's seat (autoplay)
            self.autoplay_tick()   # the notes that show are read at once
            return not self.computer_first()
        return self.computer_move() is not None or not self.person_acts()

    # -- the filter -----------------------------------------------------------------------------
    def taught(self, seat: int, legal: Sequence[Action]) -> list[Action]:
        """Of ``legal`` (``seat``'s legal actions), those the tutorial accepts now: all of them for
        another seat or without a tutorial, none while a read-only step shows, else the ones
        matching the taught move."""
        if not self.active or seat != self.person:
            return list(legal)
        if self.computer_first():
            return []
        pattern = self.move()
        if pattern is None:
            return [] if self.showing else list(legal)
        taught = [a for a in legal if matches(pattern, a)]
        return taught if taught else list(legal)   # out of reach (after a skip): free

    def refusal(self, action: Mapping[str, Any]) -> str | None:
        """Why the tutorial does not accept ``action`` now (players' words starting "First, let's"),
        or None when it does (the rules then judge it)."""
        if not self.active or action.get("seat") != self.person:
            return None
        step = self.step
        assert step is not None
        if self.computer_first():
            return WATCH_FIRST
        pattern = self.move()
        if pattern is None:
            return READ_FIRST if self.showing else None
        if matches(pattern, action) or not self.in_reach():
            return None
        return f"{FIRST_WORDS} {step.first}"

    # -- the computer's (and, under autoplay, the person's) choices ---------------------------
    def choose(self, seat: int) -> Action | None:
        """The session's ``chooser``: a scripted computer move, or (the person's seat played by the
        computer: autoplay) read-only steps passed and the taught move; None: the bot chooses."""
        legal = self.session.legal_actions(seat)
        if not self.active:
            return None
        if seat == self.person:
            while self.active and self.step is not None and self.step.read_only and self.showing:
                self.next()
            pattern = self.move()
            if pattern is None:
                return None
            picks = [a for a in legal if matches(pattern, a)]
            return dict(picks[0]) if picks else None
        pattern = self.computer_move()
        if pattern is None:
            return None
        picks = [a for a in legal if matches(pattern, a, open_fields=True)]
        if not picks:
            return None
        return {**picks[0], **{k: v for k, v in pattern.items() if picks[0].get(k) is None}}

    # -- moving on ------------------------------------------------------------------------------
    def _heard(self, session: GameSession, action: Action, old: Any) -> None:
        if not self.active:
            return
        self._history.append((len(session.actions) - 1, dict(self.progress)))
        seat = action.get("seat")
        pattern = self.move() if seat == self.person else self.computer_move()
        step = self.step
        assert step is not None
        if pattern is not None and matches(pattern, action):
            key = "move" if seat == self.person else "computer"
            self.progress[key] = int(self.progress.get(key, 0)) + 1
            self.progress["free"] = 0
            if key == "move" and self.progress["move"] >= len(step.moves):
                self._advance()
                return
        elif pattern is not None and seat == self.person:
            # a free move: the taught one was out of reach (after a skip); passed by after a few
            self.problems.append(f"step {step.index + 1} ({step.id}): {dict(pattern)} was not legal when "
                                 f"the person acted ({action.get('type')})")
            self.progress["free"] = int(self.progress.get("free", 0)) + 1
            if self.progress["free"] >= MAX_FREE_MOVES:
                self._advance()
                return
        self._settle()

    def _undone(self, session: GameSession, undone: Any) -> None:
        """An action was taken back: the progress goes back to what it was before it."""
        while self._history and self._history[-1][0] >= len(session.actions):
            _, before = self._history.pop()
            self.progress.clear()
            self.progress.update(before)
        self._changed()

    def _advance(self) -> None:
        self.progress.update(step=int(self.progress["step"]) + 1, move=0, computer=0, free=0)
        self.progress.pop("skipping", None)
        self._settle()

    def _settle(self) -> None:
        """After a change: a finished script turns the tutorial off; tell the table."""
        if self.finished:
            self.progress["off"] = True
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def next(self) -> bool:
        """Next (a read-only step): on to the next step. False when the step is not read-only."""
        step = self.step
        if step is None or not step.read_only:
            return False
        self._advance()
        return True

    def skip_step(self) -> None:
        """Skip step: a note is passed; a step that teaches moves has its taught moves made for
        the person as the computer's moves are made (the session's bot path: ``bot_answered``,
        then ``submit``), so the board matches the next step: at once when the person acts now,
        else as soon as the person must act (:meth:`catch_up`; meanwhile the step's caption hides
        and the computer plays on)."""
        step = self.step
        if step is None:
            return
        if step.read_only:
            self._advance()
            return
        self.progress["skipping"] = step.index
        if not self.catch_up():
            self._changed()

    def catch_up(self) -> bool:
        """A skipped step's taught moves, made for the person once the person must act (a table
        calls this every frame, a loop before each move); a taught move out of reach then passes
        the step by. Else, the person acting with the taught move out of reach: :meth:`realign`.
        True when a move was made or the step changed."""
        step = self.step
        if step is None:
            return False
        if self.progress.get("skipping") != step.index:
            return self.realign()
        changed = False
        while self.step is step and self.person_acts() and not self.computer_first():
            if not self.make_taught_move():
                self.problems.append(f"step {step.index + 1} ({step.id}): skipped, its taught move out of reach")
                self._advance()
                return True
            changed = True
        return changed

    def realign(self) -> bool:
        """The person must act and the taught move is out of reach (the board no longer matches
        the script, e.g. a save from before skipped steps made their moves): rather than a silent
        table, the script moves on to the first later step whose first taught move is legal now;
        with none, the tutorial ends (``off``, ``skipped`` and ``lost``: the table says the rest is
        a real game). True when the step changed."""
        step = self.step
        if step is None:
            return False
        at = (step.index, self.session.state)
        if self._aligned_at is not None and self._aligned_at[0] == at[0] and self._aligned_at[1] is at[1]:
            return False
        if step.read_only or not self.person_acts() or self.computer_first() or self.in_reach():
            self._aligned_at = at
            return False
        self.problems.append(f"step {step.index + 1} ({step.id}): the board does not match, its taught move "
                             f"{dict(self.move() or {})} is not legal")
        legal = self.session.legal_actions(self.person)
        for later in self.script.steps[step.index + 1:]:
            if later.moves and any(matches(later.moves[0], a) for a in legal):
                self.progress.update(step=later.index, move=0, computer=0, free=0)
                self.progress.pop("skipping", None)
                self._changed()
                return True
        self.progress.update(off=True, skipped=True, lost=True)
        self._changed()
        return True

    def make_taught_move(self) -> bool:
        """Make the taught move for the person now, as the computer makes its moves (True: made);
        False when it is out of reach (the person does not act, the computer comes first, no legal
        action matches)."""
        if not self.active or not self.person_acts() or self.computer_first():
            return False
        pattern = self.move()
        if pattern is None:
            return False
        picks = [a for a in self.session.legal_actions(self.person) if matches(pattern, a)]
        if not picks:
            return False
        action = self.session.bot_answered(self.person, dict(picks[0]))
        return self.session.submit(action) is None

    def skip_all(self) -> None:
        """Skip tutorial: no more steps; free play from here (the computer chooses for itself)."""
        self.progress["off"] = True
        self.progress["skipped"] = True
        self._changed()

    def autoplay_tick(self) -> None:
        """The computer plays the person's seat (autoplay): a read-only step that shows is passed."""
        while self.step is not None and self.step.read_only and self.showing:
            self.next()


def play_through(game: str, data_dir: Path = DATA_DIR, max_actions: int = 5000) -> tuple[GameSession, TutorialRunner]:
    """The tutorial played through with no table: each taught move made, the computer's scripted
    moves (and its own choices between them), until the last step is done. Returns the session
    and the runner (``runner.problems`` empty when every step was reached). Raises RuntimeError if
    the game stops with steps left."""
    session = new_session(game, autoplay=True, data_dir=data_dir, bot_pace_seconds=0.0)
    runner = TutorialRunner(session, load_script(game, data_dir))
    for _ in range(max_actions):
        if not runner.active:
            return session, runner
        runner.autoplay_tick()
        if not runner.active:  # the tick may end the tutorial
            return session, runner  # type: ignore[unreachable]
        acting = session.acting_seats()
        if not acting:
            raise RuntimeError(f"the game ended at step {runner.step_number} of {len(runner.script.steps)}")
        ready = [s for s in acting if runner.bot_may_act(s)] or acting
        session.play_bot(min(ready, key=lambda s: (session.streak(s), s)))
    raise RuntimeError(f"the tutorial did not end in {max_actions} actions")


def done_line(game: str, runner: TutorialRunner) -> str:
    """``tutorial: game=fort steps=20 done`` (or ``... stuck: <first problem>``)."""
    steps = len(runner.script.steps)
    if runner.problems or not runner.finished:
        why = runner.problems[0] if runner.problems else f"stopped at step {runner.step_number}"
        return f"tutorial: game={game} steps={steps} stuck: {why}"
    return f"tutorial: game={game} steps={steps} done"
