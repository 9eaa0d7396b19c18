"""The coach of every table (issue 14 item 2): "What now?" for one seat, in players' words.

:func:`advise` puts together, for a seat of a :class:`~fort_desktop.session.GameSession`: what the
game asks of it now (``rules.progress``), its legal choices with what each gives in numbers (the
game's ``rules/<game>/coach.py`` ``choices``; any game without one gets the log's words for each
action) and one suggestion with its reason from the game's own computer player (the bot module's
``choose_why``; a bot without it gives no reason). Everything is read through that seat: the coach
modules read only what the seat may see, and the bot chooses from the seat's view, so the advice
never names a card hidden from it. :func:`bot_choice` is the same bot call the session uses for a
computer's move (its reason goes into the log). No pygame.
"""
from __future__ import annotations

import importlib
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import games
from .rules.base import Action
from .rules.coaching import CoachChoice, imperative

#: Choices listed at most (the rest are counted: "and 12 more ways").
MAX_CHOICES = 8

ChooseWhy = Callable[..., "tuple[Action | None, str]"]


@dataclass(frozen=True)
class Advice:
    """What the coach says to ``seat``: ``headline`` (what the game asks now), ``choices`` (at most
    :data:`MAX_CHOICES`, the suggested one first), ``more`` (how many choices were left out),
    ``suggestion`` (the suggested choice's words, "" when none) and ``reason`` (why, from the
    computer player), ``suggested`` (the legal action it stands for, or None), ``lines`` (rules to
    keep in mind now, the game's ``reminder``: said under the headline)."""

    seat: int | None
    headline: str
    choices: tuple[CoachChoice, ...] = ()
    more: int = 0
    suggestion: str = ""
    reason: str = ""
    suggested: Action | None = None
    waiting: bool = False
    lines: tuple[str, ...] = field(default=())

    def text_lines(self) -> list[str]:
        """The advice as plain lines (tests, the log, a screen reader)."""
        out = [self.headline, *self.lines]
        if self.suggestion:
            out.append(f"Suggested: {self.suggestion}" + (f" - {self.reason}" if self.reason else ""))
        for choice in self.choices:
            out.append(f"{choice.words}: {choice.outcome}" if choice.outcome else choice.words)
        if self.more:
            out.append(f"... and {self.more} more")
        return out


def _module_of(target: str) -> str:
    return target.partition(":")[0]


def coach_choices_for(session: Any) -> Callable[..., list[CoachChoice]] | None:
    """The game's ``choices`` function (``<rules package>.coach``), or None when it has none."""
    return coach_hook(session, "choices")


def coach_hook(session: Any, name: str) -> Callable[..., Any] | None:
    """The function ``name`` of the game's coach module (``<rules package>.coach``), or None."""
    entry = getattr(session, "entry", None)
    if entry is None:
        return None
    package = _module_of(entry.rules).rpartition(".")[0] if "." in _module_of(entry.rules) else ""
    for module_name in (f"{_module_of(entry.rules)}.coach", f"{package}.coach"):
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        found = getattr(module, name, None)
        if callable(found):
            return found  # type: ignore[no-any-return]
    return None


def choose_why_for(entry: games.GameEntry | None, strength: str = "normal") -> ChooseWhy | None:
    """The reason-giving variant of the game's ``strength`` computer player (``choose_why`` beside
    Normal's ``choose``; :meth:`~fort_desktop.games.GameEntry.load_bot_why`), or None."""
    if entry is None or not (entry.bot or entry.bots):
        return None
    return entry.load_bot_why(strength)


def bot_choice(session: Any, seat: int, rng: random.Random, state: Any = None,
               strength: str = "normal") -> tuple[Action | None, str]:
    """The game's ``strength`` computer player's choice for ``seat`` in ``state`` (default: the
    session's now) and its reason ("" when its bot gives none), chosen from ``seat``'s view (the
    bot reads ``rules.view(state, seat)``)."""
    state = session.state if state is None else state
    return choose_with_reason(session.entry, session.rules, state, seat, rng, strength)


def choose_with_reason(entry: games.GameEntry | None, rules: Any, state: Any, seat: int, rng: random.Random,
                       strength: str = "normal") -> tuple[Action | None, str]:
    """:func:`bot_choice` without a session: ``entry``'s ``strength`` player on ``rules`` and
    ``state`` (the random player for a game the registry does not know). Raises ``KeyError`` for a
    strength the game does not have."""
    why = choose_why_for(entry, strength)
    if why is not None:
        return why(rules, state, seat, rng)
    choose = entry.load_bot(strength) if entry is not None and (entry.bot or entry.bots) else None
    if choose is None:
        from . import bots

        choose = bots.choose
    return choose(rules, state, seat, rng), ""


def _plain_choices(session: Any, seat: int, actions: list[Action]) -> list[CoachChoice]:
    from .session import describe_with_names

    who = (session.names[seat], "You", f"P{seat + 1}")
    out: list[CoachChoice] = []
    for i, action in enumerate(actions):
        out.append(CoachChoice(imperative(describe_with_names(session.rules, session.state, action, seat,
                                                              session.names), who), "", (i,)))
    return out


def advise(session: Any, seat: int | None) -> Advice:
    """What the coach says to ``seat`` now (see the module docstring). A seat that may not act (or
    None, a spectator) is told who is playing; a finished game says so."""
    if session.is_over:
        return Advice(seat, "The game is over: the score sheet says who won.", waiting=True)
    names = [session.player_words(s) for s in range(len(session.seats))]  # as the table calls them
    progress = _progress(session, names)
    acting = list(session.acting_seats())
    if seat is None or seat not in acting:
        who = ", ".join(session.player_words(s) for s in acting) or "nobody"
        return Advice(seat, f"Wait: {who} is playing now. {progress.text}", waiting=True)
    actions = session.legal_actions(seat)
    found = coach_choices_for(session)
    choices = found(session.rules, session.state, seat, actions) if found is not None else _plain_choices(session, seat, actions)
    # the rules' words name seats "P1".."P4": the players as the table calls them ("Computer")
    choices = [CoachChoice(with_names(c.words, names), with_names(c.outcome, names), c.actions) for c in choices]
    rng = random.Random(f"coach:{session.seed}:{len(session.actions)}:{seat}")
    suggested, reason = bot_choice(session, seat, rng)
    honest = coach_hook(session, "honest_reason")   # the game may put the rules' numbers for the bot's
    if honest is not None and suggested is not None:
        reason = honest(session.rules, session.state, seat, suggested, reason)
    suggestion = ""
    first: list[CoachChoice] = []
    if suggested is not None:
        index = next((i for i, a in enumerate(actions) if _same(a, suggested)), None)
        pick = next((c for c in choices if index is not None and index in c.actions), None)
        if pick is not None:
            suggestion = pick.words
            first = [pick]
            choices = [c for c in choices if c is not pick]
    listed = (first + choices)[:MAX_CHOICES]
    remind = coach_hook(session, "reminder")     # a rule to keep in mind now, under what is asked
    mind = remind(session.rules, session.state, seat) if remind is not None else ""
    return Advice(seat, progress.text, tuple(listed), max(0, len(first) + len(choices) - len(listed)),
                  suggestion, with_names(reason, names), suggested, lines=(mind,) if mind else ())


def _progress(session: Any, names: list[str]) -> Any:
    return session.rules.progress(session.state, names=names)


def with_names(reason: str, names: Sequence[str], viewer: int | None = None) -> str:
    """``reason`` (a bot's words name seats "P1".."P4") with the players' ``names``; the seat
    ``viewer`` (the one reading) is "you": "P2's keep" -> "your keep", "a Wall of P2" -> "a Wall of
    yours", "P2 was" -> "you were"."""
    if viewer is not None:
        me = f"P{viewer + 1}"
        reason = re.sub(rf"\bof {me}\b", "of yours", reason)
        reason = re.sub(rf"\b{me}'s\b", "your", reason)
        reason = re.sub(rf"\b{me} was\b", "you were", reason)
        reason = re.sub(rf"\b{me}\b", "you", reason)
    return re.sub(r"\bP([1-9])\b", lambda m: names[int(m.group(1)) - 1] if int(m.group(1)) <= len(names)
                  else m.group(0), reason)


def _same(legal: Action, chosen: Action) -> bool:
    """Whether ``chosen`` (a bot's pick, maybe with filled-in fields) is the legal action."""
    return all(chosen.get(k) == v for k, v in legal.items() if v is not None)
