"""One game being played: the rules, the current state, the applied actions and who sits where.

No pygame. The table, the command line and the tests all drive a game through a
:class:`GameSession`, which talks to the rules only through the shared
:class:`~fort_desktop.rules.base.GameRules` verbs, so any game works the same way.

Seats are numbered from 0 (shown as P1, P2...). A seat's kind is ``"human"`` or ``"bot"``.
Bots are ``fort_desktop.bots.choose(rules, state, seat, rng) -> action`` (the game's own bot, or
the random one).

Race times: an action field ``ms`` that ``legal_actions`` leaves as ``None`` is a race time the
submitter fills in (fortify.md 9). For a bot the session fills it with its pace times its number of
actions in the current step (the actions it made since it last became an acting seat, this one
included), so ``--headless`` games give the same Meeple holder as on screen.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Iterable

from . import bots
from . import rules as rules_registry
from .rules.base import Action, GameRules, Refusal, Result
from .settings import Settings

SEAT_KINDS = ("human", "bot")

#: ``listener(session, action, old_state)``, called after each applied action.
Listener = Callable[["GameSession", Action, Any], None]

#: Default seconds a bot takes per action (the user's settings override it).
DEFAULT_BOT_PACE_SECONDS = Settings().bot_pace_seconds


class GameSession:
    """A game in progress.

    ``game``: a registry name (``fort_desktop.rules.available()``); ``seed``: seeds all of the game's
    randomness; ``seats``: one kind per seat (``"human"`` / ``"bot"``); ``names``: shown names
    (default ``P1``, ``P2``...). ``rules`` may be given directly (tests, tools); otherwise it comes
    from ``fort_desktop.rules.get(game)``.

    Raises ``KeyError`` for an unknown or coming game, ``ValueError`` for a bad seat kind, a bad
    number of seats or names, and whatever the rules raise while loading their data
    (``fort_desktop.data.DataError``).
    """

    def __init__(
        self,
        game: str,
        seed: int,
        seats: list[str],
        names: list[str] | None = None,
        *,
        rules: GameRules | None = None,
        bot_pace_seconds: float = DEFAULT_BOT_PACE_SECONDS,
    ):
        seats = [str(kind) for kind in seats]
        bad = [kind for kind in seats if kind not in SEAT_KINDS]
        if bad:
            raise ValueError(f"seat kind {bad[0]!r} is not one of: {', '.join(SEAT_KINDS)}")
        self.game = game
        self.seed = int(seed)
        self.seats = seats
        self.rules: GameRules = rules if rules is not None else rules_registry.get(game)
        if not self.rules.min_seats <= len(seats) <= self.rules.max_seats:
            raise ValueError(
                f"{game} needs {_seat_range(self.rules)} seats, got {len(seats)}"
            )
        if names is None:
            names = [f"P{i + 1}" for i in range(len(seats))]
        if len(names) != len(seats):
            raise ValueError(f"{len(names)} names for {len(seats)} seats")
        self.names = [str(n).strip() or f"P{i + 1}" for i, n in enumerate(names)]
        self.bot_pace_seconds = float(bot_pace_seconds)
        self.state: Any = self.rules.new_game(self.seed, list(seats))
        self.actions: list[Action] = []
        self.listeners: list[Listener] = []
        self._bot_rng = random.Random(f"bots:{self.seed}")
        self._streak = [0] * len(seats)

    # -- reading -------------------------------------------------------------------------------
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

    def acting_seats(self) -> list[int]:
        return list(self.rules.acting_seats(self.state))

    def legal_actions(self, seat: int) -> list[Action]:
        return list(self.rules.legal_actions(self.state, seat))

    def is_bot(self, seat: int) -> bool:
        return self.seats[seat] == "bot"

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

    def result_line(self) -> str:
        """``result: game=fortify seed=7 winner=P1 rounds=6`` (TABLE.md "Command line")."""
        result = self.result
        if result is None:
            raise ValueError("the game is not over")
        return f"result: game={self.game} seed={self.seed} winner={result.winner_text()} rounds={result.rounds}"

    # -- acting --------------------------------------------------------------------------------
    def submit(self, action: Action) -> Refusal | None:
        """Apply ``action``; return the rules' :class:`Refusal`, or ``None`` once applied.

        On success the action is appended to ``actions`` and every listener is called with
        ``(session, action, old_state)``.
        """
        old_state = self.state
        new_state = self.rules.apply(old_state, action)
        if isinstance(new_state, Refusal):
            return new_state
        self.state = new_state
        self.actions.append(action)
        seat = action.get("seat")
        if isinstance(seat, int) and 0 <= seat < len(self._streak):
            self._streak[seat] += 1
        acting = set(self.rules.acting_seats(new_state))
        for other in range(len(self._streak)):
            if other not in acting:
                self._streak[other] = 0
        for listener in list(self.listeners):
            listener(self, action, old_state)
        return None

    def bot_action(self, seat: int) -> Action:
        """The action a bot in ``seat`` chooses now (race time ``ms`` filled in), not yet submitted.

        Raises ``ValueError`` if ``seat`` may not act now.
        """
        if seat not in self.acting_seats():
            raise ValueError(f"P{seat + 1} may not act now")
        chosen = bots.choose(self.rules, self.state, seat, self._bot_rng)
        if chosen is None:
            raise ValueError(f"the bot in P{seat + 1} found no action")
        action = dict(chosen)
        if "ms" in action and action["ms"] is None:
            action["ms"] = round(self.bot_pace_seconds * 1000 * (self.streak(seat) + 1))
        return action

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
            bots = acting if every_seat else [s for s in acting if self.is_bot(s)]
            if not bots:
                return None
            self.play_bot(bots[0])
        if self.is_over:
            return self.result
        raise RuntimeError(f"no end after {max_actions} actions")

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
        rules: GameRules | None = None,
    ) -> "GameSession":
        """A session that replays ``actions`` from a new game of ``seed``.

        Raises ``ValueError`` naming the first refused action (its index, the action and the reason).
        """
        session = cls(game, seed, seats, names, rules=rules)
        for index, action in enumerate(actions):
            refusal = session.submit(dict(action))
            if refusal is not None:
                raise ValueError(f"action {index} {action} was refused: {refusal.reason}")
        return session


def _seat_range(rules: GameRules) -> str:
    lo, hi = rules.min_seats, rules.max_seats
    return str(lo) if lo == hi else f"{lo} to {hi}"
