"""What every game's coach says about one choice (issue 14 item 2, "A coach on every table").

A game's rules package may have a ``coach`` module with ``choices(state, seat, actions) ->
list[CoachChoice]``: the legal ``actions`` of ``seat`` grouped into the choices a player sees, each
in players' words with what it gives in numbers. It reads only what ``seat`` may see (its view, or
the rules applied where the result is public to that seat): two states that look the same from
``seat`` give the same choices. :func:`fort_desktop.coach.advise` puts them together with the
computer player's suggestion. No pygame, no bots.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from ..record import Record
from .base import Action


class CoachChoice(Record):
    """One choice: ``words`` ("Play Penny: public action only"), ``outcome`` (what it gives, in
    numbers: "you gain 1 pizza"; "" when nothing can be said before it is made) and ``actions``,
    the indices in the legal list it stands for (several when they differ only in a detail the
    coach does not spell out, e.g. a Fortify card's many places). Not changed once made."""

    __slots__ = ("words", "outcome", "actions")
    frozen = True

    def __init__(self, words: str, outcome: str, actions: tuple[int, ...]):
        self.words = words
        self.outcome = outcome
        self.actions = actions


def grouped(actions: Sequence[Action], key: Callable[[Action], str],
            outcome: Callable[[Action], str] | None = None) -> list[CoachChoice]:
    """One :class:`CoachChoice` per distinct ``key(action)`` (its words), in first-seen order; the
    outcome is ``outcome`` of the group's first action (default "")."""
    order: list[str] = []
    members: dict[str, list[int]] = {}
    for i, action in enumerate(actions):
        words = key(action)
        if words not in members:
            order.append(words)
            members[words] = []
        members[words].append(i)
    return [CoachChoice(w, outcome(actions[members[w][0]]) if outcome else "", tuple(members[w]))
            for w in order]


def plural(n: int, one: str, many: str | None = None) -> str:
    """``"1 card"`` / ``"2 cards"``: ``n`` and the word for it (``many`` default ``one + "s"``)."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


#: Past-tense verbs of the log's lines and the same verb as a suggestion to a player.
IMPERATIVE = {"built": "Build", "played": "Play", "discarded": "Discard", "placed": "Place",
              "lowered": "Lower", "ended": "End", "fired": "Fire", "declined": "Decline", "passed": "Pass",
              "put": "Put", "rolled": "Roll", "re-rolled": "Re-roll", "threw": "Throw", "skipped": "Skip",
              "recruited": "Recruit", "stopped": "Stop", "reached": "Reach for", "sent": "Send",
              "finished": "Finish", "used": "Use", "took": "Take", "kept": "Keep", "moved": "Move",
              "revealed": "Reveal", "chose": "Choose", "laid": "Lay", "did": "Do"}


def imperative(line: str, who: Sequence[str]) -> str:
    """A log line as a choice: ``"P1 placed a green L"`` / ``"You built a Wall"`` becomes
    ``"Place a green L"`` / ``"Build a Wall"`` (``who``: the words the line may start with, the
    acting seat's name or "You"). A line of another shape is returned as it is, capitalised."""
    for name in who:
        if line.startswith(name + " "):
            rest = line[len(name) + 1:]
            verb, _, tail = rest.partition(" ")
            if verb in IMPERATIVE:
                tail = tail.replace(" their own ", " your own ").replace(" their ", " your ")
                return f"{IMPERATIVE[verb]} {tail}".strip()
            return rest[:1].upper() + rest[1:]
    return line[:1].upper() + line[1:]
