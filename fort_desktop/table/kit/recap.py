"""What happened while you looked away (issue 14 item 4): the recap a person reads when the table
passes to them, drawn by the kit (:func:`~.hud.draw_recap`) and kept by :class:`RecapBook`.

A recap's lines are the game log as that person may read it (``session.log(seat)``, the rules'
own words for that viewer, so nothing they may not know is ever in it) for the actions other
seats made since that person last acted themselves, in the table's names for the players ("your
Yard" for the reader's own things), followed by the table's own notes to them (a follow they
could not take, passed for them). It is built when the mouse passes to the person and either a
curtain fell for them since they last acted, or their turn began since (``turn_of``); it goes at
a click or at their next action.
"""
from __future__ import annotations

import functools
import re
from typing import Any, Callable, Optional, Sequence

from ...record import Record

#: A recap's title; before the reader's first turn (a new user asked which "last turn")
TITLE = "Since your last turn"
FIRST_TITLE = "Before your first turn"
#: The most lines a recap shows (the older rest: "... and N earlier lines in the game log (L)").
RECAP_LINES = 9


class Recap(Record):
    """One recap on screen: for ``seat``, its ``title`` and ``lines`` (plain words, capitalised),
    ``more``: lines left out for room (the game log holds them)."""

    __slots__ = ("seat", "title", "lines", "more")

    def __init__(self, seat: int, title: str, lines: list[str], more: int = 0):
        self.seat = seat
        self.title = title
        self.lines = lines
        self.more = more


def personal_words(text: str, reader: int, log_names: Sequence[str], table_names: Sequence[str]) -> str:
    """``text`` (a log line worded with ``log_names``) in the table's names for the players
    (``table_names``: "Computer" for a bot called P2 in the log), and "Ana's Yard" as "your Yard"
    when Ana (``reader``) reads it. Whole names only ("P1" never touches "P12")."""
    swapper = _swapper(reader, tuple(log_names), tuple(table_names))
    if swapper is None:
        return text
    out = swapper(text)
    return out[:1].upper() + out[1:]


@functools.lru_cache(maxsize=64)
def _swapper(reader: int, log_names: tuple[str, ...], table_names: tuple[str, ...]) -> Optional[Callable[[str], str]]:
    """:func:`personal_words`' swap of names for one reader and names (None: nothing to swap),
    made once: a log of many lines is read again after every move."""
    swap = {}
    for seat, (old, new) in enumerate(zip(log_names, table_names)):
        if seat == reader:
            swap[old + "'s"] = "your"
        if old != new:
            swap[old] = new
    if not swap:
        return None
    pattern = re.compile("|".join(rf"(?<![\w']){re.escape(k)}(?!\w)"
                                  for k in sorted(swap, key=len, reverse=True)))
    return functools.partial(pattern.sub, lambda m: swap[m.group(0)])


def table_log(session: Any, reader: int | None, table_names: Sequence[str], count: int) -> list[str]:
    """The last ``count`` lines of ``session``'s game log as ``reader`` may read them (a seat, or
    None: a spectator; ``session.log(reader)``, so nothing they may not know), in the table's names
    for the players (``table_names``) and "your Yard" for the reader's own: the few moves a table
    shows beside the play (issue 15: a table without a log)."""
    log = getattr(session, "log", None)
    if log is None or count <= 0:
        return []
    names = list(getattr(session, "shown_names", session.names))
    return [personal_words(line.text, -1 if reader is None else reader, names, table_names)
            for line in log(reader)[-count:]]


class RecapBook(Record):
    """Who last acted when, and what the table must tell each person.

    ``session``: the game (``actions``, ``humans``, ``names``, ``log(viewer)``); ``table_names()``:
    the players as the table names them; ``turn_of()``: whose turn it is now (None: the game does
    not say, then only a curtain brings a recap). Per person: ``since``, how many actions stood when
    they last acted themselves; ``notes``, the table's notes to them since (a follow passed for
    them), by action index; ``due``, a curtain fell for them, or their turn began, since they last
    acted. ``forced``: the actions the table submitted for a person (their own lines are said by a
    note); ``away``: the people whose turn has passed to another seat since they last acted.
    """

    __slots__ = ("session", "table_names", "turn_of", "since", "notes", "due", "forced", "away", "shown", "_mouse")

    def __init__(self, session: Any, table_names: Callable[[], Sequence[str]], turn_of: Callable[[], Optional[int]],
                 since: Optional[dict[int, int]] = None, notes: Optional[dict[int, list[tuple[int, str]]]] = None,
                 due: Optional[dict[int, bool]] = None, forced: Optional[set[int]] = None,
                 away: Optional[set[int]] = None, shown: Optional[Recap] = None, _mouse: Optional[int] = None):
        self.session = session
        self.table_names = table_names
        self.turn_of = turn_of
        self.since: dict[int, int] = {} if since is None else since
        self.notes: dict[int, list[tuple[int, str]]] = {} if notes is None else notes
        self.due: dict[int, bool] = {} if due is None else due
        self.forced: set[int] = set() if forced is None else forced
        self.away: set[int] = set() if away is None else away
        self.shown = shown
        self._mouse = _mouse

    def __post_init__(self) -> None:
        # a resumed game's recaps start at the moment the table opens, not at its first move
        count = len(getattr(self.session, "actions", ()))
        for person in self.session.humans:
            self.since.setdefault(person, count)

    def heard(self, action: dict, *, for_person: bool = False) -> None:
        """An action was applied (``for_person``: the table passed for the person in its seat)."""
        seat = action.get("seat") if isinstance(action, dict) else None
        count = len(getattr(self.session, "actions", ()))
        turn = self.turn_of()
        if for_person:
            self.forced.add(count - 1)
        elif type(seat) is int and seat in self.session.humans:
            # an action that hands the turn on: what followed it (the next seat's Armies marching
            # at its turn's start) is the others' doing, told in the recap; its own line is not
            self.since[seat] = count - 1 if turn is not None and turn != seat else count
            self.notes.pop(seat, None)
            self.due[seat] = False
            if self.shown is not None and self.shown.seat == seat:
                self.shown = None
        if turn is None:
            return
        for person in self.session.humans:
            if turn != person:
                self.away.add(person)
            elif person in self.away:      # their turn begins again
                self.away.discard(person)
                self.due[person] = True

    def curtain_for(self, seat: int) -> None:
        """A curtain fell for ``seat``: they looked away."""
        self.due[seat] = True

    def note(self, seat: int, text: str) -> None:
        """Tell ``seat`` ``text`` in their next recap, in the place of the last action (just applied)."""
        self.notes.setdefault(seat, []).append((len(getattr(self.session, "actions", ())) - 1, text))
        self.due[seat] = True

    def taken_back(self) -> None:
        """An undo: lines of actions taken back must not be recapped (the count moved back)."""
        count = len(getattr(self.session, "actions", ()))
        self.since = {s: min(n, count) for s, n in self.since.items()}
        self.forced = {i for i in self.forced if i < count}
        self.notes = {s: [(i, t) for i, t in notes if i < count] for s, notes in self.notes.items()}

    def mouse_is(self, seat: Optional[int]) -> None:
        """The mouse acts for ``seat`` now (None: nobody): when it is a person whose recap is due
        (a curtain fell for them or their turn began since they last acted), the recap shows."""
        self._mouse = seat
        if seat is None:
            return
        if self.shown is not None and self.shown.seat != seat:
            self.shown = None
        if not self.due.get(seat):
            return
        self.due[seat] = False
        recap = self.build(seat)
        if recap is not None:
            self.shown = recap

    def lines_for(self, seat: int) -> list[str]:
        """What ``seat`` has not seen yet: the log lines (as they may read them) of every action since
        they last acted that was not their own, in the table's words."""
        return [text for _, _, text in self._entries(seat, [])]

    def _entries(self, seat: int, notes: list[tuple[int, str]]) -> list[tuple[int, int, str]]:
        """(action index, rank, words) for ``seat``, oldest first: the log lines (``session.log(seat)``)
        of the actions since they last acted that they did not make themselves, and ``notes`` in
        the place of the action they are about. Rank: 0 a note to them, 1 a line about their own
        things ("your Yard"), 2 another seat's action, 3 what followed an action."""
        log = getattr(self.session, "log", None)
        if log is None:
            return []
        start = self.since.get(seat, 0)
        names, table = list(getattr(self.session, "shown_names", self.session.names)), list(self.table_names())
        out = []
        for line in log(seat):
            if line.index < start or (not line.outcome and (line.seat == seat or line.index in self.forced)):
                continue
            text = personal_words(line.text, seat, names, table)
            if text.lower() == "your turn":
                continue                      # the top bar says so
            mine = re.search(r"\byou(r)?\b", text, re.IGNORECASE) is not None
            out.append((line.index, 1 if mine else (3 if line.outcome else 2), text))
        for index, text in notes:
            at = next((k for k, entry in enumerate(out) if entry[0] > index), len(out))
            out.insert(at, (index, 0, text))
        return out

    def build(self, seat: int, room: int = RECAP_LINES) -> Optional[Recap]:
        """The recap for ``seat`` now, or None when there is nothing to tell. Past ``room`` lines
        the notes to them, the newest (always: what just happened), the lines about their own
        things ("your Yard") and then the newest others are kept,
        in the order they happened; ``more`` counts the log lines left out."""
        # no move of theirs yet (nor a resumed game's): there is no "last turn"
        actions = list(getattr(self.session, "actions", ()))
        first = not any(isinstance(a, dict) and a.get("seat") == seat for a in actions)
        entries = self._entries(seat, list(self.notes.pop(seat, [])))
        if not entries:
            return None
        more = 0
        if len(entries) > room:
            ranked = sorted(range(len(entries)), key=lambda k: (entries[k][1] != 0, k != len(entries) - 1,
                                                                entries[k][1] != 1, -k))
            chosen = sorted(ranked[:room - 1])
            more = len(entries) - len(chosen)
            entries = [entries[k] for k in chosen]
        return Recap(seat, FIRST_TITLE if first else TITLE, [text for _, _, text in entries], more)

    def dismiss(self) -> None:
        """The person read it (a click)."""
        self.shown = None
