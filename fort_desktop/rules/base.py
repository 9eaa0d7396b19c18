"""The one interface every game's rules module offers the table (STYLE.md, "The shape we want").

A rules module is pure Python (no pygame, no pymunk). It exposes a module-level object that satisfies
:class:`GameRules`. States are plain data that the table only reads; actions are JSON-ready dicts
(``{"type": "place", "seat": 0, ...}``) so a save is just the seed, the seats and the action list.
All randomness comes from the :class:`~fort_desktop.rules.chance.Chance` held in the state, so a seed
and an action list replay a game exactly (checked with :meth:`GameRules.digest`).
"""
from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, runtime_checkable

from ..digest import sha256
from ..record import Record
from .chance import Chance

if TYPE_CHECKING:  # types only: typing.Self is Python 3.11+
    from typing_extensions import Self

Action = dict[str, Any]
"""An action: a JSON-ready dict with at least ``type`` (str) and ``seat`` (int, 0-based)."""


class Refusal(Record):
    """An action the rules do not allow, with the reason in words a player understands.

    ``apply`` returns a Refusal instead of raising, so the table can show ``reason`` and carry on.
    Not changed once made.
    """

    __slots__ = ("reason",)
    frozen = True

    def __init__(self, reason: str):
        self.reason = reason

    def __bool__(self) -> bool:  # a refusal is never a usable state
        return False


class Result(Record):
    """How a finished game ended.

    ``winners`` holds the winning seats (0-based; empty for a draw); ``rounds`` the rounds played;
    ``scores`` optional per-seat figures shown on the game-over screen; ``reason`` one line of why;
    ``side_scores``: in a game of partners (Forfort's teams at 4) each side's seats and its total
    points as the rules count it, ``((0, 2), 20)``; empty when each plays alone. Not changed once
    made.
    """

    __slots__ = ("winners", "rounds", "reason", "scores", "side_scores")
    frozen = True

    def __init__(self, winners: tuple[int, ...], rounds: int, reason: str = "", scores: tuple[Any, ...] = (),
                 side_scores: tuple[tuple[tuple[int, ...], int], ...] = ()):
        self.winners = winners
        self.rounds = rounds
        self.reason = reason
        self.scores = scores
        self.side_scores = side_scores

    @property
    def is_draw(self) -> bool:
        """True when nobody won."""
        return not self.winners

    def winner_text(self) -> str:
        """``P1``, ``P1+P3`` for a shared win, or ``draw`` (TABLE.md "Command line")."""
        return "+".join(f"P{s + 1}" for s in self.winners) if self.winners else "draw"


class Progress(Record):
    """Where a game stands, as data and in words (no caller guesses from state attributes).

    ``round``: 1-based round (or turn) number; ``phase``: the game's own phase name (``"build"``,
    ``"follow"``...); ``acting``: seats that may act now (empty when over); ``text``: one line for
    the table's top bar, e.g. ``"Round 2 - Build: both players place Fort Cards"``. Not changed
    once made.
    """

    __slots__ = ("round", "phase", "acting", "text")
    frozen = True

    def __init__(self, round: int, phase: str, acting: tuple[int, ...], text: str):
        self.round = round
        self.phase = phase
        self.acting = acting
        self.text = text


@runtime_checkable
class View(Protocol):
    """What ``GameRules.view`` returns, in every game: a typed, read-only object of that game's own
    view class that holds only what one seat may see and can say it all as JSON-ready data.

    Why one kind and not one type: the tables already read their views by the game's own shape
    (Fortify's painter by the state's attributes, ``view.players[0].grid``; Fort's and Forfort's by
    keys, ``view["seats"][0]["hand"]``), so each game keeps its access and a generic caller (the
    contract test, a search bot, a save inspector) reads :meth:`to_json` and never guesses:

    - Fortify: ``FortifyView``, a redacted copy of the state (hidden things ``None``; rules/fortify/view.py);
    - Fort: ``FortView``, Forfort: ``ForfortView``: :class:`JsonView` dicts (rules/*/view.py).

    A view is never mutated by its reader and never holds a :class:`~fort_desktop.rules.chance.Chance`.
    """

    def to_json(self) -> dict[str, object]:
        """Everything in the view as JSON-ready data (dicts, lists, str, int, bool, None)."""
        ...


class JsonView(dict[str, Any]):
    """A view that is JSON-ready data itself (Fort's and Forfort's): a ``dict`` read by key, its
    shape documented on the game's view function; :meth:`to_json` is a plain-dict copy."""

    def to_json(self) -> dict[str, object]:
        """The view as a plain ``dict`` (nested values are already JSON-ready)."""
        return dict(self)


StateT = TypeVar("StateT")
ViewT = TypeVar("ViewT", bound=View, covariant=True)


@runtime_checkable
class GameRules(Protocol[StateT, ViewT]):
    """The shared verbs (OpenSpiel's Game/State, boardgame.io's moves and playerView), generic over
    the game's state type ``StateT`` (``FortifyState``, ``FortState``, ``ForfortState``) and view
    type ``ViewT`` (see :class:`View`).

    ``seats`` is a list of seat kinds, one per player, e.g. ``["human", "bot"]``; the rules only
    use its length. Seats are numbered from 0; the table shows them as P1, P2...
    ``options`` are the game's set-up choices (e.g. Forfort's ``{"four_player_mode": "teams"}``);
    missing keys take the game's defaults, unknown keys or values raise ``ValueError``.

    All randomness goes through a :class:`~fort_desktop.rules.chance.Chance` held in the state
    (``state.chance``), so a seed and an action list replay a game exactly and tests can force
    outcomes (``new_game(..., chance=Chance(seed).force(...))``).

    The last four verbs (``complete_action``, ``describe_outcome``, ``for_options``, ``sides``)
    are the ones not every game needs: :class:`RulesBase` gives each a default that does nothing
    special, so every rules class (subclassing it) has them and callers call them directly.
    """

    name: str
    min_seats: int
    max_seats: int
    #: False for a game whose every move is final (Ctrl+Z never takes one back).
    has_undo: bool

    def new_game(self, seed: int, seats: Sequence[str], options: Mapping[str, object] | None = None,
                 chance: Chance | None = None) -> StateT:
        """A fresh state; raises ``ValueError`` for an unsupported number of seats or a bad option.
        ``chance``: a ``Chance(seed)`` whose outcomes a test has forced (the deal stacked), used
        in place of the seed's own."""
        ...

    def acting_seats(self, state: StateT) -> list[int]:
        """Seats that may act now (two during a raced step, none when the game is over)."""
        ...

    def legal_actions(self, state: StateT, seat: int) -> list[Action]:
        """Every action ``seat`` may submit now (empty when it may not act)."""
        ...

    def apply(self, state: StateT, action: object) -> StateT | Refusal:
        """The next state, or a :class:`Refusal` with a reason for anything not legal now, of any
        shape (wrong phase, wrong seat, wrong types, unknown keys, not a dict). Never raises,
        never mutates ``state``."""
        ...

    def progress(self, state: StateT, *, names: Sequence[str] | None = None) -> Progress:
        """Round, phase and who acts, as data and in words; players by ``names`` (by seat; default
        "P1".."P4")."""
        ...

    def is_over(self, state: StateT) -> bool:
        """True once the game has ended."""
        ...

    def result(self, state: StateT) -> Result | None:
        """The :class:`Result` once the game is over, else ``None``."""
        ...

    def view(self, state: StateT, seat: int | None) -> ViewT:
        """What ``seat`` may see (``None``: a spectator who sees only public things). Hidden
        things (hands, deck order, secret picks) are absent or replaced, never merely flagged."""
        ...

    def digest(self, state: StateT) -> str:
        """A short hex digest of everything in the state, chance included (replays must match it)."""
        ...

    def describe(self, state: StateT, action: Action, viewer: int | None = None, *,
                 names: Sequence[str] | None = None) -> str:
        """The action in plain words for the game log, as ``viewer`` may read it (``None``: a
        spectator), given the state it was applied to; players by ``names`` (by seat; default
        "P1".."P4"). Never names a card ``viewer`` may not know."""
        ...

    def is_undo_barrier(self, state: StateT, action: Action) -> bool:
        """True when applying ``action`` to ``state`` draws, shuffles, rolls, reveals a hidden
        card or hands play to another seat: Ctrl+Z never goes back across it (TABLE.md "Undo")."""
        ...

    def secrets(self, state: StateT, seat: int | None) -> frozenset[str]:
        """Strings that must never reach ``seat``: the ids of every card it may not know now (in
        hands, decks, secret picks), plus a card's name where that name is unique in the game.
        The contract test checks that neither ``view(state, seat)`` (as JSON) nor ``describe`` for
        ``seat`` contains any of them."""
        ...

    def invariants(self, state: StateT) -> list[str]:
        """Problems with ``state`` in words (empty when sound): every card accounted for, tokens
        conserved, caps respected. Run after every action by the contract test and the soak."""
        ...

    def complete_action(self, state: StateT, action: Action, seat_ms: int) -> Action:
        """``action`` with the fields its submitter fills in (those ``legal_actions`` leaves
        ``None``), from ``seat_ms``, the seat's own time in the current step (ms). Fortify: a
        ``grab``'s race time. The session calls it for bots (their pace) and people (the table's
        clock) alike. Default: ``action`` as given."""
        ...

    def describe_outcome(self, before: StateT, after: StateT, viewer: int | None, *,
                         names: Sequence[str] | None = None) -> list[str]:
        """What followed one action (a clean-up, a draw...), one line per step, for ``viewer``; the
        game log adds these lines after the action's own ``describe`` line, and the table can
        show them step by step. Default: no lines."""
        ...

    def for_options(self, options: Mapping[str, object] | None) -> GameRules[StateT, ViewT]:
        """The rules object to play a game set up with ``options`` (Fortify's Fort Card set picks
        its data); raises ``ValueError`` for a bad option. Default: this object."""
        ...

    def sides(self, state: StateT) -> list[tuple[int, ...]]:
        """The sides of partners who win or lose together (Forfort's teams at 4: ``[(0, 2), (1, 3)]``),
        or ``[]`` when every seat plays for itself (the default)."""
        ...


class Knowledge(Record):
    """What one seat knows of a game: its latest view plus what it has seen so far (issue 16 item 3).

    Built only from views, one after the other (:meth:`SearchRules.observe`), so it can hold no more
    than the seat was shown: ``seat`` the knower (0-based), ``view`` the latest view, ``seen`` the
    game's own memory as JSON-ready data (Forfort: each keep's tops seen, by seat; Fort: the last
    seat in whose public area each card was seen). A search player deals a full state from it
    (:meth:`SearchRules.sample`).
    """

    __slots__ = ("seat", "view", "seen")

    def __init__(self, seat: int, view: View, seen: dict[str, Any] | None = None):
        self.seat = seat
        self.view = view
        self.seen: dict[str, Any] = {} if seen is None else seen


SearchViewT = TypeVar("SearchViewT", bound=View)


@runtime_checkable
class SearchRules(Protocol[StateT, SearchViewT]):
    """The verbs a search player needs (issue 16 item 3), declared by every game's rules next to
    :class:`GameRules`'. Checked for each registered game by tests/rules/test_search_verbs.py.

    The model is OpenSpiel's ``State.resample_from_infostate`` (PIMC and IS-MCTS): a seat's
    :class:`Knowledge` from its views, a full state dealt consistently with it, then fast copies,
    unchecked moves and a mid-game score for the simulations.
    """

    def copy(self, state: StateT) -> StateT:
        """An independent copy of ``state`` (chance included): one verb for every game."""
        ...

    def apply_fast(self, state: StateT, action: Action) -> StateT:
        """The next state after ``action``, NOT checked: ``action`` must be one of
        ``legal_actions(state, action["seat"])`` (anything else may raise or corrupt). The same
        result as :meth:`GameRules.apply` for those, without re-listing the legal moves (a
        search's rollouts). Never mutates ``state``."""
        ...

    def score(self, state: StateT, seat: int) -> float:
        """``seat``'s points as the end would count them now (mid-game or over), in the game's
        own unit (Forfort's points, Fort's VP, Fortify's Hits landed)."""
        ...

    def observe(self, knowledge: Knowledge | None, view: SearchViewT, action: Action | None = None) -> Knowledge:
        """``knowledge`` (None: nothing seen yet) after the seat also saw ``view`` (its own view,
        ``view(state, seat)``), and ``action``, the action just taken (the public history: only
        what ``describe`` tells every seat is read, e.g. Fort's recruit names the card and who
        took it): what the game remembers (cards seen that are hidden now) kept, the latest view
        in place. A view from another game (counts that cannot follow from the memory) starts the
        memory afresh. Never mutates ``knowledge``."""
        ...

    def sample(self, state: StateT, knowledge: Knowledge, rng: random.Random) -> StateT | None:
        """A full state ``knowledge.seat`` cannot tell from the real one: every card it may not
        know (rivals' hands, deck order, keep order, held Made-Up Rules...) dealt at random with
        ``rng`` consistently with ``knowledge`` (its view of the result equals ``knowledge.view``;
        remembered cards where the memory puts them), and a fresh Chance drawn from ``rng``, so
        simulations draw their own shuffles and rolls and not the real game's future.

        ``state`` is the real state, read only for what ``view(state, seat)`` shows and for the
        public turn machinery (whose decision, what is left to resolve): changing only what the
        seat may not see never changes the result for the same ``rng`` (tests check this).
        None when the game cannot be dealt from here (a phase the sampler does not handle)."""
        ...

    def view_fast(self, state: StateT, seat: int | None) -> SearchViewT:
        """:meth:`GameRules.view`'s data sharing the state's lists instead of copying them: for a
        heuristic reading (never mutating) a state inside a simulation, many times a move."""
        ...


class RulesBase(Generic[StateT]):
    """The defaults of :class:`GameRules`' verbs that not every game needs; every game's rules
    class subclasses it and overrides what it uses (Fortify ``complete_action`` and
    ``for_options``; Forfort ``sides``; all three ``describe_outcome``)."""

    #: Within a person's own step, actions that are no barrier may be taken back (TABLE.md "Undo").
    has_undo: bool = True

    def complete_action(self, state: StateT, action: Action, seat_ms: int) -> Action:
        """``action`` as given: nothing is filled in by its submitter."""
        return action

    def describe_outcome(self, before: StateT, after: StateT, viewer: int | None, *,
                         names: Sequence[str] | None = None) -> list[str]:
        """No lines: the action's own words say it all."""
        return []

    def for_options(self, options: Mapping[str, object] | None) -> Self:
        """This object: ``new_game`` reads the options itself."""
        return self

    def sides(self, state: StateT) -> list[tuple[int, ...]]:
        """``[]``: every seat plays for itself."""
        return []


def digest_of(data: Any) -> str:
    """SHA-256 (first 16 hex digits) of ``data`` as canonical JSON (sorted keys, no spaces)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), default=_jsonable)
    return sha256(text.encode("utf-8")).hexdigest()[:16]


def _jsonable(value: Any) -> Any:
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    if isinstance(value, tuple):
        return list(value)
    raise TypeError(f"not JSON-ready: {type(value).__name__}")
