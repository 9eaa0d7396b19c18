"""One game being played: the rules, the current state, the applied actions and who sits where.

No pygame. The table, the command line and the tests all drive a game through a
:class:`GameSession`, which talks to the rules only through the shared
:class:`~fort_desktop.rules.base.GameRules` verbs and the registry (:mod:`fort_desktop.games`), so
any game works the same way.

Seats are numbered from 0 (shown as P1, P2...). A seat's kind is ``"human"`` or a computer of a
strength, ``"bot:<strength>"`` (:data:`SEAT_KINDS`; ``"bot"`` alone, also ``"bot:normal"``, is
Normal and is kept as ``"bot"``). A bot is its game's registry player of that strength
(``GameEntry.load_bot(strength)``: ``choose(rules, state, seat, rng) -> action``); the rules are
told only ``"human"`` or ``"bot"``. Its generator
is seeded from the game's seed and the number of actions so far, so the computer's choices follow
from the position alone: a resumed game plays on exactly as the uninterrupted one (nothing to save).

Seat clocks: ``clock_ms[seat]`` is the time (ms) a seat has spent in the current step of the game
(a Fortify race). The table adds a person's time (:meth:`GameSession.add_time`); a bot's time is its
pace per action. Fields a submitter fills in (a ``grab``'s race time) come from the rules'
optional ``complete_action(state, action, seat_ms)`` hook, given that clock. A clock goes back to 0
when its seat stops being an acting seat. A save keeps the clocks, so Continue does not reset a race.

Hidden cards and the shown seed: the seed on the screen and in save names seeds the rules alone
only in a computer-only game (so ``--autoplay --seed N`` replays exactly). A game with a person
seated is started with a ``secret`` (:func:`deal_secret`, kept only inside its save file); the rules
are then seeded with :func:`deal_seed` of both, so nobody can deal the same hands, decks and keeps
again from the shown seed and read the rivals' cards.

The game log: :meth:`GameSession.log` gives every action and what followed it in words, as one
viewer may read it (``rules.describe(state, action, viewer)`` and ``rules.describe_outcome``).

Undo (TABLE.md "Undo"): :meth:`GameSession.undo` takes back a person's last action, only within
that person's own step: never a computer's action, never back across another seat's action or a
change of who may act (a hand-off), nor across an action the rules call a barrier (a draw, a
shuffle, a roll, a reveal: ``rules.is_undo_barrier(state, action)``; a game without that verb has
no undo). The action leaves ``actions`` (a save holds only what stands), the state before it comes
back, and ``undo_listeners`` hear it as ``listeners`` hear a move. The seats' clocks run on (time
spent stays spent). What can be taken back follows from the actions alone, so a replayed (loaded)
game can take back what the uninterrupted one could.
"""
from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from . import games
from .digest import sha256
from .record import Record
from .rules.base import Action, GameRules, Progress, Refusal, Result, View
from .rules.chance import Chance
from .settings import Settings
from .text import clean_text

#: Every seat kind: a person, or the computer at a strength (``"bot"`` is ``"bot:normal"``).
SEAT_KINDS = ("human", "bot") + tuple(f"bot:{strength}" for strength in games.STRENGTHS)


def seat_kind(kind: str) -> str:
    """``kind`` as a session keeps it: ``"bot:normal"`` becomes ``"bot"``, others unchanged.

    Raises ``ValueError`` (one line) for a kind not in :data:`SEAT_KINDS`."""
    kind = str(kind).strip()
    if kind not in SEAT_KINDS:
        raise ValueError(f"seat kind {kind[:40]!r} is not one of: {', '.join(SEAT_KINDS)}")
    return "bot" if kind == "bot:normal" else kind


def strength_of(kind: str) -> str | None:
    """The computer strength of seat kind ``kind`` (``"normal"`` for ``"bot"``), None for a person."""
    if kind == "bot":
        return "normal"
    return kind[4:] if kind.startswith("bot:") else None


class BotAsk(Record):
    """What a computer player needs to choose, picklable for a worker process: the game's registry
    ``game`` and ``options`` (the worker loads the rules), ``strength``, ``state``, ``seat`` and
    ``rng_seed`` (the text its ``random.Random`` is seeded with). ``index``: how many actions
    stood when it was asked (an answer for another position is stale)."""

    __slots__ = ("game", "options", "strength", "state", "seat", "rng_seed", "index")

    def __init__(self, game: str, options: dict[str, Any], strength: str, state: Any, seat: int, rng_seed: str,
                 index: int):
        self.game = game
        self.options = options
        self.strength = strength
        self.state = state
        self.seat = seat
        self.rng_seed = rng_seed
        self.index = index


def answer(ask: BotAsk, rules: "Rules | None" = None) -> tuple[Action | None, str]:
    """The choice and reason of ``ask``'s computer player (what :meth:`GameSession.bot_action`
    submits): ``rules`` given, or loaded from the registry with ``ask.options``. Runs anywhere
    (a worker process: :mod:`fort_desktop.thinker`)."""
    entry = games.GAMES.get(ask.game)
    if rules is None:
        if entry is None:
            raise KeyError(f"unknown game {ask.game!r}")
        rules = entry.load_rules()
        if rules.for_options is not None:
            rules = rules.for_options(ask.options)
    from . import coach     # (with the game's computer player: loaded at its first move)

    return coach.choose_with_reason(entry, rules, ask.state, ask.seat, random.Random(ask.rng_seed), ask.strength)


#: Longest player name (characters).
MAX_NAME_CHARS = 24
#: Strengths that search (up to a second a move): their reasons are recalled as ``normal``'s.
SEARCHING = frozenset({"hard"})

#: A game's state: the rules' own type, which the session only holds and hands back to the rules.
State = Any
#: Any game's rules: the session serves every game, so their state type is theirs, not its own.
Rules = GameRules[Any, View]

#: ``listener(session, action, old_state)``, called after each applied action.
Listener = Callable[["GameSession", Action, State], None]

#: Why :meth:`GameSession.undo` takes nothing back (the words start as players read them on the table).
NOTHING_TO_UNDO = "Nothing to take back: a draw, a reveal or a hand-off stands"
NO_UNDO_IN_GAME = "Nothing to take back: every move in this game is final"

#: A person's pass that was their only choice (the table passes for them, :meth:`GameTable.act_for_people`),
#: in the log: not the words of a pass they chose.
PASSED_FOR_WORDS = "{text} (the table passed: it was the only choice)"

#: Default seconds a bot takes per action (the user's settings override it).
DEFAULT_BOT_PACE_SECONDS = Settings().bot_pace_seconds


def deal_secret(seats: Sequence[str]) -> str | None:
    """A fresh secret (32 hex digits, from the operating system's entropy) for a new game with a
    person among ``seats``; None for a computer-only game (its shown seed reproduces it)."""
    if "human" not in seats:
        return None
    import secrets

    return secrets.token_hex(16)


def deal_seed(seed: int, secret: str | None) -> int:
    """The seed the rules deal from: ``seed`` itself without a secret, else a number in
    ``[0, 2**63)`` that follows from both and cannot be told from ``seed`` alone."""
    if secret is None:
        return int(seed)
    digest = sha256(f"fort-desktop deal:{int(seed)}:{secret}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


class LogLine(Record):
    """One line of the game log: ``index`` of the action it belongs to, ``seat`` that acted (None
    if none), ``text``, ``round`` and ``phase`` of the state before the action (``rules.progress``),
    ``raced`` (several seats could act then) and ``outcome`` (False for the action's own line, True for a line about
    what followed it). Not changed once made."""

    __slots__ = ("index", "seat", "text", "round", "phase", "raced", "outcome")
    frozen = True

    def __init__(self, index: int, seat: int | None, text: str, round: int, phase: str, raced: bool,
                 outcome: bool = False):
        self.index = index
        self.seat = seat
        self.text = text
        self.round = round
        self.phase = phase
        self.raced = raced
        self.outcome = outcome


class Undone(Record):
    """One action taken back by :meth:`GameSession.undo`: it stood at ``index`` in ``actions`` (the
    list is now that long), ``seat`` had made it, ``before`` is the state it was applied to (the
    session's state again) and ``after`` the state it had made (out of play now). Not changed
    once made."""

    __slots__ = ("index", "seat", "action", "before", "after")

    def __init__(self, index: int, seat: int, action: Action, before: State, after: State):
        self.index = index
        self.seat = seat
        self.action = action
        self.before = before
        self.after = after


#: ``undo_listener(session, undone)``, called after each action taken back.
UndoListener = Callable[["GameSession", Undone], None]


class _Undoable(Record):
    """A person's action that may be taken back, with what undoing it restores: ``streak``, every
    seat's step count before the action; ``barrier``, asked of the rules the first time it matters."""

    __slots__ = ("undone", "streak", "barrier")

    def __init__(self, undone: Undone, streak: tuple[int, ...], barrier: bool | None = None):
        self.undone = undone
        self.streak = streak
        self.barrier = barrier


class _LogCursor:
    """The log as one viewer reads it, kept up to date action by action."""

    def __init__(self) -> None:
        self.lines: list[LogLine] = []
        self.done = 0          # actions described so far
        self.after: State = None  # state after the last described action

    def take_back(self, index: int, state: State) -> None:
        """Forget the lines of action ``index`` and later ones; ``state`` stands before ``index``."""
        if self.done > index:
            self.lines = [line for line in self.lines if line.index < index]
            self.done = index
            self.after = state


class GameSession:
    """A game in progress.

    ``game``: a registry name (``fort_desktop.games.playable()``); ``seed``: seeds all of the game's
    randomness; ``seats``: one kind per seat (:data:`SEAT_KINDS`: ``"human"``, ``"bot"``, ``"bot:hard"``...); ``names``: shown names
    (default ``P1``, ``P2``...; cleaned with :func:`fort_desktop.text.clean_text`); ``options``: the
    game's set-up choices (``GameEntry.options``; missing ones take their defaults). ``rules`` may be
    given directly (tests, tools); otherwise it comes from the registry entry. ``secret``: mixed into
    the rules' seed (:func:`deal_seed`; ``deal_seed`` is the result); None: the rules get ``seed``.

    Raises ``KeyError`` for an unknown or coming game, ``ValueError`` for a bad seat kind, a bad
    number of seats or names, or a bad option, and whatever the rules raise while loading their
    data (``fort_desktop.data.DataError``).
    """

    def __init__(
        self,
        game: str,
        seed: int,
        seats: list[str],
        names: list[str] | None = None,
        *,
        rules: Rules | None = None,
        bot_pace_seconds: float = DEFAULT_BOT_PACE_SECONDS,
        options: Mapping[str, object] | None = None,
        secret: str | None = None,
        forced: Mapping[str, Sequence[object]] | None = None,
    ):
        seats = [seat_kind(kind) for kind in seats]
        self.game = game
        self.seed = int(seed)
        self.secret = secret
        self.deal_seed = deal_seed(self.seed, secret)
        self.seats = seats
        entry = games.GAMES.get(game)
        if rules is None:
            entry = games.playable_entry(game)
            rules = entry.load_rules()
        self.rules: Rules = rules
        self.entry = entry
        for kind in seats:
            strength = strength_of(kind)
            if entry is not None and strength is not None and strength not in entry.strengths:
                raise ValueError(f"{entry.title} has no {strength!r} computer; it has {', '.join(entry.strengths)}")
        if not self.rules.min_seats <= len(seats) <= self.rules.max_seats:
            raise ValueError(f"{game} needs {_seat_range(self.rules)} seats, got {len(seats)}")
        self.options: dict[str, Any] = (entry.check_options(len(seats), options) if entry is not None
                                        else dict(options or {}))
        for_options = self.rules.for_options  # rules that differ by option (Fortify's cards)
        if for_options is not None:
            self.rules = for_options(self.options)
        if names is None:
            names = [f"P{i + 1}" for i in range(len(seats))]
        if len(names) != len(seats):
            raise ValueError(f"{len(names)} names for {len(seats)} seats")
        self.names = [clean_text(n, MAX_NAME_CHARS, f"P{i + 1}") for i, n in enumerate(names)]
        self.bot_pace_seconds = float(bot_pace_seconds)
        #: outcomes forced on the deal's chance (``{label: [outcome, ...]}``, JSON-ready): a scripted
        #: game (a tutorial's stacked deck, :mod:`fort_desktop.tutorial`); empty for a normal game
        self.forced: dict[str, list[object]] = {str(k): list(v) for k, v in (forced or {}).items()}
        #: a tutorial's progress (:class:`fort_desktop.tutorial.TutorialRunner` keeps it; saves keep
        #: it with the game), None when the game is not a tutorial
        self.tutorial: dict[str, Any] | None = None
        #: ``chooser(seat) -> action or None``: asked before the game's bot (a tutorial's scripted
        #: computer moves); None or a None answer: the bot chooses
        self.chooser: Callable[[int], Action | None] | None = None
        self.state: State = self.first_state()
        self.actions: list[Action] = []
        self.listeners: list[Listener] = []
        self.undo_listeners: list[UndoListener] = []
        self._undoable: list[_Undoable] = []   # the acting person's run of actions, oldest first
        self._streak = [0] * len(seats)
        self.clock_ms: list[int] = [0] * len(seats)
        self._logs: dict[int | None, _LogCursor] = {}
        #: why the computer made the action at each index (its bot's reason; the log adds it)
        self.reasons: dict[int, str] = {}
        self._recalled: set[int] = set()   # actions whose reason was asked again (kept or not)
        self._bot_reason: tuple[int, Action, str] | None = None

    def first_state(self) -> State:
        """The game's state before any action (a new game of the deal seed, with the ``forced``
        outcomes on its chance); the same every call."""
        if not self.forced:
            return self.rules.new_game(self.deal_seed, self.rules_seats(), dict(self.options))
        chance = Chance(self.deal_seed)
        for label, outcomes in self.forced.items():
            chance.force(label, *[_copied(o) for o in outcomes])
        return self.rules.new_game(self.deal_seed, self.rules_seats(), dict(self.options), chance=chance)

    def rules_seats(self) -> list[str]:
        """The seats as the rules are told them: ``"human"`` or ``"bot"`` (a strength is the
        session's business, never the deal's)."""
        return ["bot" if strength_of(kind) is not None else kind for kind in self.seats]

    # -- reading -------------------------------------------------------------------------------
    @property
    def title(self) -> str:
        """The game's shown name (from the registry)."""
        return games.title(self.game)

    @property
    def is_over(self) -> bool:
        return bool(self.rules.is_over(self.state))

    @property
    def result(self) -> Result | None:
        """The :class:`Result` once the game is over, else ``None``."""
        return self.rules.result(self.state)

    @property
    def digest(self) -> str:
        """The rules' digest of the current state (replays must match it)."""
        return self.rules.digest(self.state)

    def progress(self) -> Progress:
        """Round, phase and who acts (``rules.progress``), with the players as every screen calls
        them (:attr:`shown_names`) where the rules take names."""
        return self.rules.progress(self.state, names=self.shown_names)

    def round_of(self, state: State) -> int | None:
        """The round ``rules.progress`` gives for ``state`` (the one the table shows), or None where
        the game has no rounds or cannot say."""
        try:
            value = self.rules.progress(state).round
        except Exception:  # a listing must never break the game
            return None
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def player_words(self, seat: int) -> str:
        """Seat ``seat`` as players read it: its name, or "Computer" for a bot left with the
        default "P<n>" name ("Computer (P2)" when several bots play); a strength other than Normal
        is named: "Computer (hard)", "Computer (P2, easy)"."""
        name = self.names[seat]
        strength = self.strength(seat)
        if strength is not None and name == f"P{seat + 1}":
            several = sum(self.is_bot(s) for s in range(len(self.seats))) > 1
            words = ([name] if several else []) + ([strength] if strength != "normal" else [])
            return f"Computer ({', '.join(words)})" if words else "Computer"
        return name

    @property
    def shown_names(self) -> list[str]:
        """Every seat as :meth:`player_words` calls it, in seat order: the names the log, the
        rules' words (``progress``, ``describe``) and every screen use (issue 15: one name
        everywhere, the computer called alike on every screen)."""
        return [self.player_words(seat) for seat in range(len(self.seats))]

    def team_words(self, side: Sequence[int]) -> str:
        """A side of partners named by its players, ``Ana & Cleo`` (one seat: its words)."""
        return " & ".join(self.player_words(seat) for seat in side)

    def in_words(self, text: str) -> str:
        """``text`` (a rules' sentence naming seats by code: "keep empty: P1 ran out; P1+P3 20,
        P2+P4 18") with each code said as the players are called: "Ana ran out; Ana & Cleo 20,
        Computer (P2) & Computer (P4) 18". A code of no seat of this game stays as it is."""
        seats = len(self.seats)

        def side(match: "re.Match[str]") -> str:
            found = [int(code) - 1 for code in re.findall(r"P([1-9])", match.group(0))]
            if not all(0 <= seat < seats for seat in found):
                return match.group(0)
            return self.team_words(found)
        return _SEAT_CODES.sub(side, str(text))

    def players_words(self) -> str:
        """``Ana vs Computer``: every seat by :meth:`player_words`; where the rules name sides of
        partners (``rules.sides(state)``, Forfort's teams at 4) ``Ana & Cleo vs Ben & Computer (P4)``."""
        sides = self.rules.sides
        teams = sides(self.state) if sides is not None else []
        if any(len(side) > 1 for side in teams):
            return " vs ".join(self.team_words(side) for side in teams)
        return " vs ".join(self.player_words(seat) for seat in range(len(self.seats)))

    def acting_seats(self) -> list[int]:
        return list(self.rules.acting_seats(self.state))

    def legal_actions(self, seat: int) -> list[Action]:
        return list(self.rules.legal_actions(self.state, seat))

    def is_bot(self, seat: int) -> bool:
        """Whether a computer player of any strength sits in ``seat``."""
        return strength_of(self.seats[seat]) is not None

    def strength(self, seat: int) -> str | None:
        """The strength of the computer in ``seat`` (``"normal"``, ``"hard"``...), None for a person."""
        return strength_of(self.seats[seat])

    def strength_hidden(self, seat: int) -> bool:
        """Whether the computer in ``seat`` was given a name, which hides its strength everywhere
        (README: try Easy and Hard blind): its words never say how it chose, only what for."""
        return self.is_bot(seat) and self.names[seat] != f"P{seat + 1}"

    @property
    def humans(self) -> list[int]:
        return [i for i, kind in enumerate(self.seats) if kind == "human"]

    @property
    def hot_seat(self) -> bool:
        """Two or more people share the screen (curtains hide one player's half from another)."""
        return len(self.humans) >= 2

    def streak(self, seat: int) -> int:
        """Actions ``seat`` made since it last became an acting seat (its count in this step)."""
        return self._streak[seat]

    def next_bot(self, seats: Sequence[int] | None = None) -> int | None:
        """The bot seat (of ``seats``, default all) that acts next in a race among bots: the one that
        has made the fewest actions in this step, the lower seat on a tie, so every bot's clock ends
        in the same order on screen, at any pace, and headless (same seed + same players = same
        game). None when no bot among them may act."""
        acting = set(self.acting_seats())
        candidates = [s for s in (range(len(self.seats)) if seats is None else seats)
                      if s in acting and self.is_bot(s)]
        return min(candidates, key=lambda s: (self._streak[s], s)) if candidates else None

    def result_line(self) -> str:
        """``result: game=fortify seed=7 winner=P1 rounds=6`` (TABLE.md "Command line")."""
        result = self.result
        if result is None:
            raise ValueError("the game is not over")
        return f"result: game={self.game} seed={self.seed} winner={result.winner_text()} rounds={result.rounds}"

    # -- clocks and the computer's generator (kept by saves) -----------------------------------
    def add_time(self, seat: int, ms: int) -> None:
        """Add ``ms`` (whole milliseconds >= 0) to ``seat``'s clock in the current step."""
        self.clock_ms[seat] += max(0, int(ms))

    def set_time(self, seat: int, ms: int) -> None:
        """Set ``seat``'s clock in the current step to ``ms`` (a table whose race clock runs itself)."""
        self.clock_ms[seat] = max(0, int(ms))

    # -- acting --------------------------------------------------------------------------------
    def complete(self, action: Action, seat: int | None = None) -> Action:
        """``action`` with the fields its submitter fills in (``rules.complete_action`` with the
        seat's clock), unchanged for a game without that hook or an action that needs nothing."""
        hook = self.rules.complete_action
        seat = action.get("seat") if seat is None else seat
        if hook is None or not isinstance(seat, int) or not 0 <= seat < len(self.clock_ms):
            return action
        completed: Action = hook(self.state, action, self.clock_ms[seat])
        return completed

    def submit(self, action: Action) -> Refusal | None:
        """Apply ``action``; return the rules' :class:`Refusal`, or ``None`` once applied.

        On success the action is appended to ``actions``, the seats' step counts and clocks move
        on, and every listener is called with ``(session, action, old_state)``.
        """
        old_state = self.state
        new_state = self.rules.apply(old_state, action)
        if isinstance(new_state, Refusal):
            return new_state
        self.state = new_state
        self.actions.append(action)
        pending, self._bot_reason = self._bot_reason, None
        if pending is not None and pending[0] == len(self.actions) - 1 and pending[1] == action and pending[2]:
            self.reasons[pending[0]] = pending[2]
        seat = action.get("seat")
        self._remember_for_undo(seat, action, old_state, new_state)
        if type(seat) is int and 0 <= seat < len(self._streak):
            self._streak[seat] += 1
        acting = set(self.rules.acting_seats(new_state))
        for other in range(len(self._streak)):
            if other not in acting:
                self._streak[other] = 0
                self.clock_ms[other] = 0
        for cursor_viewer, cursor in self._logs.items():
            if cursor.done == len(self.actions) - 1 and cursor.after is old_state:
                self._describe_into(cursor, cursor_viewer, len(self.actions) - 1, old_state, action, new_state)
        for listener in list(self.listeners):
            listener(self, action, old_state)
        return None

    # -- undo (TABLE.md "Undo") ----------------------------------------------------------------
    def can_undo(self, seat: int | None) -> bool:
        """Whether ``seat`` (None: nobody) has an action of its own step to take back now."""
        return self._undo_refusal(seat) is None

    def undo(self, seat: int | None) -> Refusal | None:
        """Take back ``seat``'s last action of its own step; ``None`` once taken back, else a
        :class:`Refusal` saying why nothing changed (see the module docstring for what stands).

        On success the state before the action is back, the action leaves ``actions``, the seats'
        step counts are as they were before it, the log forgets its lines, and every undo listener
        is called with ``(session, Undone)``.
        """
        refusal = self._undo_refusal(seat)
        if refusal is not None:
            return refusal
        taken = self._undoable.pop()
        undone = taken.undone
        self.state = undone.before
        del self.actions[undone.index:]
        self.reasons = {i: why for i, why in self.reasons.items() if i < undone.index}
        self._streak = list(taken.streak)
        for cursor in self._logs.values():
            cursor.take_back(undone.index, undone.before)
        for listener in list(self.undo_listeners):
            listener(self, undone)
        return None

    def _remember_for_undo(self, seat: object, action: Action, before: State, after: State) -> None:
        """Called by :meth:`submit` once ``action`` made ``after`` from ``before`` and joined
        ``actions`` (the step counts not yet moved on): keep it as undoable when a person made it."""
        run = self._undoable
        last = run[-1] if run else None
        if last is not None and (last.undone.after is not before or last.undone.seat != seat
                                 or last.barrier):
            run.clear()  # another seat acted, or the state was set from outside: that run stands
        if (type(seat) is not int or not 0 <= seat < len(self.seats) or self.is_bot(seat)
                or not self.rules.has_undo):
            run.clear()
            return
        run.append(_Undoable(Undone(len(self.actions) - 1, seat, action, before, after), tuple(self._streak)))

    def _undo_refusal(self, seat: int | None) -> Refusal | None:
        """Why ``seat`` may not undo now, or None when it may."""
        if not self.rules.has_undo:
            return Refusal(NO_UNDO_IN_GAME)
        if not self._undoable:
            return Refusal(NOTHING_TO_UNDO)
        last = self._undoable[-1]
        if (last.undone.seat != seat or last.undone.after is not self.state
                or last.undone.index != len(self.actions) - 1 or self._is_barrier(last)):
            return Refusal(NOTHING_TO_UNDO)
        return None

    def _is_barrier(self, taken: _Undoable) -> bool:
        """Whether ``taken`` stands: it changed who may act (a hand-off, the end of the game), or the
        rules call it a barrier; asked once per action, and only when an undo needs it."""
        if taken.barrier is None:
            undone = taken.undone
            try:
                taken.barrier = (not self.rules.has_undo
                                 or list(self.rules.acting_seats(undone.before))
                                 != list(self.rules.acting_seats(undone.after))
                                 or bool(self.rules.is_undo_barrier(undone.before, dict(undone.action))))
            except Exception:  # rules that cannot judge an action keep it: never undo blindly
                taken.barrier = True
        return taken.barrier

    def bot_action(self, seat: int) -> Action:
        """The action a bot in ``seat`` chooses now (fields filled in), not yet submitted. A bot's
        clock runs at its pace: this action ends at pace x (its actions in this step + 1). The same
        as :meth:`bot_ask`, :func:`answer` and :meth:`bot_answered` (a table that thinks in a worker
        process does those apart).

        Raises ``ValueError`` if ``seat`` may not act now or its bot finds no action.
        """
        asked = self.bot_ask(seat)
        if isinstance(asked, BotAsk):
            chosen, reason = answer(asked, self.rules)
        else:
            chosen, reason = asked, ""
        return self.bot_answered(seat, chosen, reason)

    def bot_ask(self, seat: int) -> "BotAsk | Action":
        """What the bot in ``seat`` must decide now: a :class:`BotAsk` (its choice follows from the
        position alone, the generator seeded from the seed, the actions so far and the seat), or the
        action already chosen by :attr:`chooser` (a tutorial's scripted move). Raises
        ``ValueError`` if ``seat`` may not act now."""
        if seat not in self.acting_seats():
            raise ValueError(f"P{seat + 1} may not act now")
        chosen = self.chooser(seat) if self.chooser is not None else None
        if chosen is not None:
            return chosen
        return BotAsk(self.game, dict(self.options), self.strength(seat) or "normal", self.state, seat,
                      f"bots:{self.seed}:{len(self.actions)}:{seat}", len(self.actions))

    def bot_answered(self, seat: int, chosen: Action | None, reason: str = "") -> Action:
        """The bot's ``chosen`` action for the position now (asked by :meth:`bot_ask` on this very
        state), its fields filled in and its clock moved on; ``reason`` goes to the log once it is
        submitted. Raises ``ValueError`` when ``chosen`` is None."""
        if chosen is None:
            raise ValueError(f"the bot in P{seat + 1} found no action")
        pace_ms = round(self.bot_pace_seconds * 1000)
        self.clock_ms[seat] = max(self.clock_ms[seat], pace_ms * (self.streak(seat) + 1))
        completed = self.complete(dict(chosen), seat)
        self._bot_reason = (len(self.actions), completed, reason)
        return completed

    def play_bot(self, seat: int) -> Action:
        """Let the bot in ``seat`` choose and submit one action; returns it.

        Raises ``RuntimeError`` if the rules refuse the bot's action (a bot bug).
        """
        action = self.bot_action(seat)
        refusal = self.submit(action)
        if refusal is not None:
            raise RuntimeError(f"the bot's action {action} was refused: {refusal.reason}")
        return action

    def play_out(self, max_actions: int = 200_000, *, every_seat: bool = True) -> Result | None:
        """Let bots play until the game ends (``every_seat``: humans' seats too, as in --autoplay).

        Stops early when only humans may act (``every_seat`` false). Returns the result, or
        ``None`` if the game is not over. Raises ``RuntimeError`` after ``max_actions`` actions
        without an end, or when nobody may act in an unfinished game.
        """
        for _ in range(max_actions):
            if self.is_over:
                return self.result
            acting = self.acting_seats()
            if not acting:
                raise RuntimeError("the game is not over but no seat may act")
            movers = acting if every_seat else [s for s in acting if self.is_bot(s)]
            if not movers:
                return None
            self.play_bot(min(movers, key=lambda s: (self._streak[s], s)))  # the table's order (next_bot)
        if self.is_over:
            return self.result
        raise RuntimeError(f"no end after {max_actions} actions")

    # -- the game log --------------------------------------------------------------------------
    def prepare_logs(self) -> None:
        """Describe the game so far now for everyone the table may show the log to (each person's
        seat, or the spectator when nobody sits), so that a loaded game's first turns never do it
        inside a frame; from then on each action is described as it comes (:meth:`submit`)."""
        viewers: list[int | None] = list(self.humans) or [None]
        for viewer in viewers:
            self.log(viewer)

    def log(self, viewer: int | None = None, *, hide_race: bool | None = None) -> list[LogLine]:
        """Every action so far and what followed it, in words, oldest first, as ``viewer`` (a seat,
        or None for a spectator) may read it: ``rules.describe(state, action, viewer)`` then
        ``rules.describe_outcome(state, after, viewer)`` (if the rules have it), with the players'
        names.

        Hot-seat race (fortify.md 9): with ``hide_race`` (default: two or more people share the
        screen) and the game still inside a raced step (one whose first action several seats could
        act at), the lines of seats other than ``viewer`` in that step are left out, with nothing
        hinting at them. A loaded game's actions are described once, replaying from the seed.
        """
        cursor = self._logs.get(viewer)
        if cursor is None:
            cursor = self._logs[viewer] = _LogCursor()
        self._catch_up(cursor, viewer)
        hide = self.hot_seat if hide_race is None else hide_race
        if not hide or self.is_over:
            return list(cursor.lines)
        hidden = self._hidden(cursor, viewer)     # (once: it asks the rules for the progress)
        return [line for line in cursor.lines if line.index not in hidden]

    def _hidden(self, cursor: _LogCursor, viewer: int | None) -> set[int]:
        if not self.acting_seats() or not cursor.lines:
            return set()
        progress = self.rules.progress(self.state)
        now = (progress.round, progress.phase)
        run = []
        for line in reversed(cursor.lines):
            if line.outcome:
                continue
            if (line.round, line.phase) != now:
                break
            run.append(line)
        if not run or not run[-1].raced:
            return set()
        return {line.index for line in run if line.seat != viewer}

    def _catch_up(self, cursor: _LogCursor, viewer: int | None) -> None:
        if cursor.done >= len(self.actions):
            return
        state = cursor.after if cursor.done else self.first_state()
        for index in range(cursor.done, len(self.actions)):
            action = self.actions[index]
            after = self.rules.apply(state, dict(action))
            if isinstance(after, Refusal):  # cannot happen for a real session
                break
            self._recall_reason(index, state, action)
            self._describe_into(cursor, viewer, index, state, action, after)
            state = after
        if cursor.done == len(self.actions):
            cursor.after = self.state  # the same position: later actions are described as they come

    def with_reason(self, index: int, text: str, viewer: int | None = None) -> str:
        """``text`` (the words of action ``index``) with " - " and why the computer made it, when a
        computer player made it and its reason is known (:attr:`reasons`; never the same words twice),
        worded for ``viewer`` (that seat is "you", as the log's own words)."""
        reason = self.reasons.get(index)
        seat = self.actions[index].get("seat") if 0 <= index < len(self.actions) else None
        if not reason or type(seat) is not int or not 0 <= seat < len(self.seats) or not self.is_bot(seat):
            return text
        from .coach import with_names

        if self.strength_hidden(seat):
            from .bots.search import without_search_words

            reason = without_search_words(reason)
            if not reason:
                return text
        why = with_names(reason, self.shown_names, viewer)
        return text if why.lower() in text.lower() else f"{text} - {why}"   # ("a second turn - a second turn")

    def _recall_reason(self, index: int, before: State, action: Action) -> None:
        """A computer's action of a resumed game (its reason not heard live): ask its bot again on
        the same position with the same generator; the reason is kept when it makes the same
        choice (a bot's choice follows from the position alone, see the module docstring). Asked
        once per action, whoever reads the log; a searching strength (``hard``, up to a second a
        move) is asked as the ``normal`` player it is built on, whose reason stands when it makes
        the same choice."""
        seat = action.get("seat")
        if (index in self.reasons or index in self._recalled or type(seat) is not int
                or not 0 <= seat < len(self.seats) or not self.is_bot(seat)):
            return
        self._recalled.add(index)
        from . import coach

        strength = self.strength(seat) or "normal"
        try:
            chosen, reason = coach.bot_choice(self, seat, random.Random(f"bots:{self.seed}:{index}:{seat}"), before,
                                              "normal" if strength in SEARCHING else strength)
        except Exception:  # the log must never break the game
            return
        if reason and chosen is not None and all(action.get(k) == v for k, v in chosen.items() if v is not None):
            self.reasons[index] = reason

    def _only_choice(self, before: State, action: Action) -> bool:
        """Whether ``action`` is a person's pass that was their only legal action on ``before``
        (the table passed for them; the same words would say they chose to pass)."""
        seat = action.get("seat")
        if action.get("type") != "pass" or type(seat) is not int or not 0 <= seat < len(self.seats) \
                or self.is_bot(seat):
            return False
        try:
            return len(self.rules.legal_actions(before, seat)) == 1
        except Exception:  # the log must never break the game
            return False

    def _describe_into(self, cursor: _LogCursor, viewer: int | None, index: int, before: State, action: Action,
                       after: State) -> None:
        seat = action.get("seat")
        seat = seat if type(seat) is int else None
        progress = self.rules.progress(before)
        step = (progress.round, progress.phase)
        raced = len(progress.acting) >= 2
        names = self.shown_names
        text = self.with_reason(index, self.in_words(describe_with_names(self.rules, before, action, viewer, names)),
                                viewer)
        if self._only_choice(before, action):
            text = PASSED_FOR_WORDS.format(text=text)
        cursor.lines.append(LogLine(index, seat, text, step[0], step[1], raced))
        outcome = self.rules.describe_outcome
        if outcome is not None:
            try:
                extra = outcome(before, after, viewer, names=names)
            except Exception as error:  # the log must never break the game
                extra = [f"({type(error).__name__} while wording what followed)"]
            for line in extra:
                cursor.lines.append(LogLine(index, None, self.in_words(line), step[0], step[1], False, True))
        cursor.done = index + 1
        cursor.after = after

    # -- replays -------------------------------------------------------------------------------
    @classmethod
    def replay(
        cls,
        game: str,
        seed: int,
        seats: list[str],
        actions: Iterable[Action],
        names: list[str] | None = None,
        *,
        rules: Rules | None = None,
        options: Mapping[str, object] | None = None,
        secret: str | None = None,
        forced: Mapping[str, Sequence[object]] | None = None,
    ) -> "GameSession":
        """A session that replays ``actions`` from a new game of ``seed`` (and ``secret``).

        Raises ``ValueError`` naming the first refused action (its index, the action and the reason).
        """
        session = cls(game, seed, seats, names, rules=rules, options=options, secret=secret, forced=forced)
        for index, action in enumerate(actions):
            refusal = session.submit(dict(action))
            if refusal is not None:
                raise ValueError(f"action {index} {action} was refused: {refusal.reason}")
        return session


#: A seat code ("P2") or a side of them ("P1+P3", "P1 + P3") in a rules' sentence.
#: Not one in brackets: "Computer (P2)" already says the seat as :meth:`GameSession.player_words` does.
_SEAT_CODES = re.compile(r"(?<!\()\bP[1-9](?:\s*\+\s*P[1-9])*\b")


def _copied(outcome: object) -> object:
    """A forced outcome as the chance takes it (a list copied, so the session's stays whole)."""
    return list(outcome) if isinstance(outcome, list) else outcome


def describe_with_names(rules: Rules, state: State, action: Action, viewer: int | None,
                        names: Sequence[str]) -> str:
    """``rules.describe`` of ``action`` on ``state`` for ``viewer``, with the players' ``names`` where
    given. Never raises: an action the rules cannot word is named by its type."""
    try:
        return rules.describe(state, action, viewer, names=names)
    except Exception as error:  # the log must never break the game
        seat = action.get("seat")
        who = names[seat] if type(seat) is int and 0 <= seat < len(names) else "?"
        return f"{who}: {action.get('type')} ({type(error).__name__})"


def _seat_range(rules: Rules) -> str:
    lo, hi = rules.min_seats, rules.max_seats
    return str(lo) if lo == hi else f"{lo} to {hi}"
