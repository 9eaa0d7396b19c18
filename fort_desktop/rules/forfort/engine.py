"""Forfort's rules object: the GameRules verbs over :class:`ForfortState` (pure Python).

Each rule lives in one module (placement, effects, armies, combos, turn, scoring, teams); this
file wires them to the shared interface of :mod:`fort_desktop.rules.base` and adds the questions
the table asks while a card is held.
"""
from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from typing import Any

import random

from ..base import Action, Knowledge, Progress, Refusal, Result, RulesBase, digest_of
from ..chance import Chance
from . import actions, search
from .context import Context
from .describe import describe_action, event_words, name_of, named_codes, split_at_turn, turn_lines
from .invariants import problems
from .data import ForfortData, WallSpec, load_forfort
from .placement import arrows, camp_spots, wall_problem
from .scoring import last_round, score_words, seat_score, side_score, side_words, standing
from .setup import new_game
from .teams import sides as team_sides
from .why import effect_problem
from .state import COMBO, DRAWBRIDGE, OVER, PLACE_REVEALED, PLAY, SETUP, ForfortState, state_to_data
from .view import ForfortView, secrets_of, view_of


class ForfortRules(RulesBase[ForfortState]):
    """Forfort for 2 to 4 seats. ``data`` defaults to ``load_forfort()``; ``overrides`` change
    interpretation settings by name (``with_settings``)."""

    name = "forfort"
    min_seats = 2
    max_seats = 4

    def __init__(self, data: ForfortData | None = None, overrides: Mapping[str, Any] | None = None):
        self._data = data
        self._overrides = dict(overrides or {})

    @functools.cached_property
    def ctx(self) -> Context:
        """Data, geometry, catalogue and settings (raises ``DataError`` on first use if a file is bad)."""
        return Context.build(self._data or load_forfort(), self._overrides)

    def with_settings(self, **overrides: Any) -> "ForfortRules":
        """A rules object with some rules.yaml choices changed (``KeyError`` for an unknown name)."""
        rules = ForfortRules(self._data, {**self._overrides, **overrides})
        rules.ctx  # noqa: B018 - check the names now
        return rules

    # ----- GameRules verbs -----------------------------------------------------------------------
    def new_game(self, seed: int, seats: Sequence[str], options: Mapping[str, object] | None = None, *,
                 chance: Chance | None = None) -> ForfortState:
        """Set-up (see :mod:`.setup`); ``ValueError`` for 1 or 5+ seats or a bad option.
        ``chance``: a ``Chance(seed)`` whose keep shuffles a test has forced (``keep:P1``...)."""
        return new_game(self.ctx, seed, seats, options, chance)

    def acting_seats(self, state: ForfortState) -> list[int]:
        """The one seat asked to act, or none once the game is over."""
        return [] if state.phase == OVER else [state.seat]

    def legal_actions(self, state: ForfortState, seat: int) -> list[Action]:
        """Every complete action ``seat`` may submit now (targets included)."""
        return actions.legal_actions(self.ctx, state, seat)

    def apply(self, state: ForfortState, action: object) -> ForfortState | Refusal:
        """The state after ``action``, or a Refusal with the reason. Never mutates ``state``."""
        seat = action.get("seat") if isinstance(action, dict) else None
        legal = self.legal_actions(state, seat) if isinstance(seat, int) and not isinstance(seat, bool) else []
        key = actions.canonical(action)
        if key is None or not isinstance(action, dict) or not any(actions.canonical(a) == key for a in legal):
            return Refusal(actions.problem(self.ctx, state, action, legal))
        new = state.copy()
        new.step += 1
        actions.perform(self.ctx, new, dict(action))
        return new

    def progress(self, state: ForfortState, *, names: Sequence[str] | None = None) -> Progress:
        """Round, phase, who acts, and a line such as "Round 3 - P2: play a card" (players by
        ``names``, by seat, where given)."""
        who = name_of(state.seat, names)
        words = {
            SETUP: f"Set-up - {who}: place your starting Camp",
            PLAY: f"Round {state.round} - {who}: " + ("second turn: " if state.bonus_turn else "") +
                  "build a Wall, use an effect or place a Camp",
            COMBO: f"Round {state.round} - {who}: resolve the combo" + ("s" if len(state.combos) > 1 else ""),
            PLACE_REVEALED: f"Round {state.round} - {who}: build the card from your keep, "
                            f"a {self.ctx.cat.words(state.revealed) if state.revealed else 'Wall'}, on a lit slot",
            DRAWBRIDGE: f"Round {state.round} - {who}: lower the drawbridge, or end your turn",
            OVER: f"Game over - {state.end_reason}",
        }
        text = words[state.phase]
        if state.phase == OVER:   # "P3 has 8 visible Walls, team P1+P3 wins" with the names
            text = named_codes(text, state.seats, names)
        return Progress(round=state.round, phase=state.phase, acting=tuple(self.acting_seats(state)),
                        text=text)

    def is_over(self, state: ForfortState) -> bool:
        """True once a fort is finished or the forts have been scored."""
        return state.phase == OVER

    def result(self, state: ForfortState) -> Result | None:
        """Winners (a whole team at 4 in teams), rounds, the reason, and per seat the scores
        (points, walls, camps, armies in opposing forts, keep bonus, turn order bonus)."""
        if state.phase != OVER:
            return None
        scores = []
        for seat in range(state.seats):
            sc = seat_score(self.ctx, state, seat)
            scores.append((sc["total"], sc["walls"], sc["camps"], sc["armies"], sc["keep_bonus"], sc["order_bonus"]))
        teams = tuple((tuple(side), side_score(self.ctx, state, tuple(side))) for side in team_sides(state)
                      if len(side) > 1)
        return Result(winners=tuple(state.winners or ()), rounds=state.round, reason=state.end_reason,
                      scores=tuple(scores), side_scores=teams)

    def score_lines(self, state: ForfortState) -> tuple[list[str], list[str]]:
        """Where each seat's points come from in words (one line per seat), then one line per team
        at 4 in teams (empty otherwise); see :func:`.scoring.score_words`."""
        return ([score_words(self.ctx, state, seat) for seat in range(state.seats)],
                side_words(self.ctx, state))

    def standing(self, state: ForfortState) -> list[tuple[tuple[int, ...], int, tuple[int, ...]]]:
        """The running score as the end would count it now: per side ``(seats, points, visible
        Walls per seat)`` (see :func:`.scoring.standing`; public information only)."""
        return standing(self.ctx, state)

    def last_round(self, state: ForfortState, names: Sequence[str] | None = None) -> str | None:
        """Why this round is the last, in words with the players' ``names`` (by seat), or None
        (see :func:`.scoring.last_round`)."""
        text = last_round(self.ctx, state)
        if text is None or names is None:
            return text
        return re.sub(r"\bP([1-9])\b", lambda m: name_of(int(m.group(1)) - 1, names), text)

    def view(self, state: ForfortState, seat: int | None) -> ForfortView:
        """What ``seat`` may see, as a JSON-ready dict (see :mod:`.view`)."""
        return view_of(self.ctx, state, seat)

    def digest(self, state: ForfortState) -> str:
        """A 16-hex-digit digest of the whole state, chance included."""
        return digest_of(state_to_data(state))

    def describe(self, state: ForfortState, action: Action, viewer: int | None = None, *,
                 names: Sequence[str] | None = None) -> str:
        """``action`` in words for ``viewer``'s log, with what followed in the same turn; players
        by ``names`` (by seat; default "P1".."P4"). What happened at the start of the next turn
        is :meth:`describe_outcome`'s own line."""
        after = self.apply(state, action)
        if not isinstance(after, ForfortState):
            return f"refused: {after.reason}"
        text = describe_action(self.ctx, state, action, viewer, names)
        own, _ = split_at_turn(after.events)
        extra = event_words(self.ctx, after, own, viewer, names)
        return text + ("; " + "; ".join(extra) if extra else "")

    def describe_outcome(self, before: ForfortState, after: ForfortState, viewer: int | None, *,
                         names: Sequence[str] | None = None) -> list[str]:
        """What happened at the start of the turn ``after`` begins, one line naming whose turn
        it is (its Armies march then: rule text "Tour de jeu", C8), e.g. "Ben's turn: Ben's Army
        left your slot 1 and went home"; empty when nothing did."""
        _, next_turn = split_at_turn(after.events)
        return turn_lines(self.ctx, after, next_turn, viewer, names)

    def progress_words(self, state: ForfortState, names: Sequence[str] | None = None, *,
                       addressed: bool = True, computer: bool = False) -> str:
        """:meth:`progress`'s line with the players' names (the table's top bar). ``addressed``
        False: the acting seat is not the one reading (a computer, or nobody's eyes), so the line
        is in the third person ("Set-up - Computer (P4) places its starting Camp"; "its" for a
        ``computer``, else "their")."""
        if addressed or state.phase == OVER:
            return self.progress(state, names=names).text
        who, pron = name_of(state.seat, names), "its" if computer else "their"
        card = self.ctx.cat.words(state.revealed) if state.revealed else "Wall"
        words = {
            SETUP: f"Set-up - {who} places {pron} starting Camp",
            PLAY: f"Round {state.round} - {who} " + ("takes a second turn: " if state.bonus_turn else "") +
                  "is building a Wall, using an effect or placing a Camp",
            COMBO: f"Round {state.round} - {who} is resolving the combo" + ("s" if len(state.combos) > 1 else ""),
            PLACE_REVEALED: f"Round {state.round} - {who} is building the card from {pron} keep, a {card}",
            DRAWBRIDGE: f"Round {state.round} - {who} is deciding whether to lower the drawbridge",
        }
        return words[state.phase]

    def sides(self, state: ForfortState) -> list[tuple[int, ...]]:
        """The sides that win together: at 4 in teams the two teams of partners, else each seat
        alone (rule text "A 4 joueurs, Forfort se joue en équipe"; C25)."""
        return team_sides(state)

    def is_undo_barrier(self, state: ForfortState, action: Action) -> bool:
        """True when ``action`` draws, reveals or destroys a hidden card, or hands play on."""
        after = self.apply(state, action)
        if not isinstance(after, ForfortState):
            return False
        return (after.seat != state.seat or after.phase == OVER or after.revealed != state.revealed
                or any(len(a.keep) != len(b.keep) for a, b in zip(after.players, state.players)))

    def secrets(self, state: ForfortState, seat: int | None) -> frozenset[str]:
        """Card ids ``seat`` may not know now (every keep card, other players' hands)."""
        return secrets_of(state, seat)

    def invariants(self, state: ForfortState) -> list[str]:
        """Problems with ``state`` in words (empty when sound)."""
        return problems(self.ctx, state)

    # ----- what a search player needs (base.py SearchRules) ---------------------------------------
    def copy(self, state: ForfortState) -> ForfortState:
        """An independent copy, chance and the last action's events included."""
        copied = state.copy()
        copied.events = [dict(e) for e in state.events]
        return copied

    def apply_fast(self, state: ForfortState, action: Action) -> ForfortState:
        """The state after ``action``, one of ``legal_actions``: not checked (base.py SearchRules)."""
        return search.apply_fast(self.ctx, state, action)

    def score(self, state: ForfortState, seat: int) -> float:
        """``seat``'s points as the end would count them now (scoring.yaml; see :meth:`result`)."""
        return float(seat_score(self.ctx, state, seat)["total"])

    def observe(self, knowledge: Knowledge | None, view: ForfortView, action: Action | None = None) -> Knowledge:
        """``knowledge`` after seeing ``view``: every keep top seen is remembered (see :mod:`.search`)."""
        return search.observe(self.ctx, knowledge, view)

    def sample(self, state: ForfortState, knowledge: Knowledge, rng: random.Random) -> ForfortState:
        """Keeps and rivals' hands dealt consistently with ``knowledge`` (see :mod:`.search`)."""
        return search.sample(self.ctx, state, knowledge, rng)

    def view_fast(self, state: ForfortState, seat: int | None) -> ForfortView:
        """:meth:`view` sharing the state's lists (read only; for heuristics inside a search)."""
        return view_of(self.ctx, state, seat, share=True)

    # ----- questions the table (and the bot) ask -------------------------------------------------
    def card_words(self, card: str) -> str:
        """A card in English words, e.g. "Protected Corner Wall (Ram)"."""
        return self.ctx.cat.words(card)

    def wall(self, card: str) -> WallSpec:
        """The printed Wall behind ``card`` (shape, guard, symbols, drawbridge, back)."""
        return self.ctx.cat.wall(card)

    def arrows(self, state: ForfortState, seat: int) -> tuple[str, ...]:
        """The slots ``seat``'s keep top points to (public)."""
        return arrows(self.ctx, state, seat)

    def build_problem(self, state: ForfortState, seat: int, card: str, slot: str) -> str | None:
        """Why ``card`` may not be built on ``slot`` now, in words, or None."""
        if state.phase != PLAY or state.seat != seat:
            return "it is not your time to build"
        return wall_problem(self.ctx, state, seat, card, slot)

    def effect_problem(self, state: ForfortState, seat: int, card: str, fort: int, slot: str) -> str:
        """Why ``card``'s effects cannot be played by ``seat`` on ``slot`` (or "keep") of ``fort``,
        in words (see :func:`.why.effect_problem`)."""
        return effect_problem(self.ctx, state, seat, card, fort, slot)

    def camp_spots(self, state: ForfortState, seat: int) -> list[tuple[int, str]]:
        """(fort, slot) pairs where ``seat`` may place a Camp."""
        return camp_spots(self.ctx, state, seat)


RULES = ForfortRules()
