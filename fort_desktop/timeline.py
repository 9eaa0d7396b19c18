"""A game looked back on, move by move (issue 14 item 6, "Look back"): its positions, each move's
log lines, who may look as whom, and a new game played on from any position. No pygame.

A seed and an action list replay a game exactly (:meth:`fort_desktop.session.GameSession.replay`),
so position ``k`` (``0 <= k <= count``) is the state after the first ``k`` actions of the game:
position 0 is the deal, position ``k`` shows move ``k``, the ``k``-th action. The last position is
the game's own state; the others are made by the rules in order from the deal, the first time one
is asked or a few at a time while nothing happens (:meth:`Timeline.fill`). Kept are the last
:data:`RECENT_POSITIONS` asked and one every :data:`CHECKPOINT_MOVES` moves, so stepping back and
forth replays nothing and a jump replays at most 15 moves from a checkpoint, never from the start,
while a long game's states stay a few MB (a position of a race game can hold ~75 KB).

Who may look (TABLE.md "Hidden information on one screen"): where two or more people shared the
mouse, the table only (viewer ``None``: nobody's hand), and in an unfinished game of theirs the
moves of a raced step still under way are not shown at all (the log leaves them out for the same
reason). With one person seated: their own seat, or the table only; once the game is over also
each computer's seat (its hand is no secret any more). A computer-only game: any seat.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Optional

from .rules.base import Action, Refusal
from .session import GameSession, LogLine, State

#: A viewer: a seat (its own eyes) or None (the table only, what everyone sees).
Viewer = Optional[int]
#: Every this many moves a position is kept for good, so a step anywhere replays fewer moves.
CHECKPOINT_MOVES = 16
#: The positions last asked are kept too (stepping back and forth replays nothing).
RECENT_POSITIONS = 48


class Timeline:
    """The positions of the game of ``session`` (which it reads and never changes).

    ``count``: the moves that may be looked at (every action, but for a hot-seat race still under
    way, see the module docstring). ``viewers``: who the table may be seen as, the first the default.
    """

    def __init__(self, session: GameSession):
        self.session = session
        self.rules = session.rules
        self.actions: list[Action] = [dict(action) for action in session.actions]
        deal = session.first_state()
        self._checkpoints: dict[int, State] = {0: deal}
        self._recent: OrderedDict[int, State] = OrderedDict()
        self._made = 0                     # positions made in order from the deal so far
        self._last_made: State = deal
        self.count = len(self.actions)
        if session.hot_seat and not session.is_over:
            shown = {line.index for line in session.log(None)}
            hidden = [index for index in range(len(self.actions)) if index not in shown]
            if hidden:
                self.count = min(hidden)
        self.viewers: list[Viewer] = self._viewers()

    # -- who may look --------------------------------------------------------------------------
    def _viewers(self) -> list[Viewer]:
        session = self.session
        humans = session.humans
        if len(humans) >= 2:
            return [None]
        seats = list(range(len(session.seats)))
        if not humans:
            return [None, *seats]
        person = humans[0]
        others = [seat for seat in seats if seat != person] if session.is_over else []
        return [person, None, *others]

    @property
    def shared_table(self) -> bool:
        """Two or more people shared the mouse: only the table (no hand) is shown."""
        return len(self.session.humans) >= 2

    def viewer_words(self, viewer: Viewer) -> str:
        """``viewer`` as the picker says it: ``"Seen by Ana"``, ``"Seen by: the table (no hands)"``."""
        if viewer is None:
            return "Seen by: the table (no hands)"
        return f"Seen by {self.session.player_words(viewer)}"

    # -- positions -----------------------------------------------------------------------------
    def state(self, k: int) -> State:
        """The state after the first ``k`` moves (``0 <= k <= count``; raises ``IndexError``
        outside). Raises ``ValueError`` if the rules refuse a saved action (a replay that drifted)."""
        if not 0 <= k <= self.count:
            raise IndexError(f"position {k} is not between 0 and {self.count}")
        if k > self._made and k == len(self.actions):
            return self.session.state      # the game's own last position: no replay needed
        found = self._recent.get(k)
        if found is not None:
            self._recent.move_to_end(k)
            return found
        if k % CHECKPOINT_MOVES == 0 and k <= self._made:
            return self._checkpoints[k]
        if k > self._made:
            self.fill(k - self._made)
            return self._recent[k]
        at = k - k % CHECKPOINT_MOVES        # replay from the checkpoint below: never from the deal
        state = self._checkpoints[at]
        while at < k:
            state = self._apply(at, state)
            at += 1
            self._keep(at, state)
        return state

    def fill(self, moves: int) -> int:
        """Make up to ``moves`` more positions, in order from the deal (an idle frame's work);
        returns how many were made. Raises ``ValueError`` as :meth:`state`."""
        made = 0
        state = self._last_made
        while made < moves and self._made < self.count:
            state = self._apply(self._made, state)
            self._made += 1
            made += 1
            self._keep(self._made, state)
        self._last_made = state
        return made

    def _apply(self, index: int, state: State) -> State:
        after = self.rules.apply(state, dict(self.actions[index]))
        if isinstance(after, Refusal):
            raise ValueError(f"action {index} {self.actions[index]} was refused: {after.reason}")
        return after

    def _keep(self, k: int, state: State) -> None:
        """Keep position ``k``: as a checkpoint every :data:`CHECKPOINT_MOVES` moves, and among the
        :data:`RECENT_POSITIONS` last asked."""
        if k % CHECKPOINT_MOVES == 0:
            self._checkpoints[k] = state
        self._recent[k] = state
        self._recent.move_to_end(k)
        while len(self._recent) > RECENT_POSITIONS:
            self._recent.popitem(last=False)

    @property
    def filled(self) -> bool:
        """Every position has been made once (stepping anywhere replays at most
        :data:`CHECKPOINT_MOVES` - 1 moves)."""
        return self._made >= self.count

    def log(self, viewer: Viewer) -> list[LogLine]:
        """The whole game's log as ``viewer`` may read it (the session's own log)."""
        return [line for line in self.session.log(viewer) if line.index < self.count]

    def lines(self, k: int, viewer: Viewer) -> list[LogLine]:
        """The log lines of move ``k`` (action ``k - 1`` and what followed it) for ``viewer``;
        none for position 0."""
        return [line for line in self.session.log(viewer) if line.index == k - 1] if k > 0 else []

    def move_words(self, k: int) -> str:
        """``"Move 12 of 87"``; ``"The deal, before move 1 (87 moves)"`` at position 0."""
        if k == 0:
            return f"The deal, before move 1 ({self.count} move{'s' if self.count != 1 else ''})"
        return f"Move {k} of {self.count}"

    def is_over_at(self, k: int) -> bool:
        """Whether the game is over at position ``k``."""
        return bool(self.rules.is_over(self.state(k)))

    # -- playing on ----------------------------------------------------------------------------
    def play_on(self, k: int, make: Optional[Callable[..., GameSession]] = None) -> GameSession:
        """A new game (a new session, same game, seed, deal, seats, names and options) that has
        replayed the first ``k`` moves, so its state equals :meth:`state` ``(k)``. ``make(game,
        seed, seats, names, options=..., secret=..., forced=...)`` builds the empty session (default:
        :class:`GameSession`). Raises ``IndexError`` outside ``0..count``, ``ValueError`` if the
        game is over at ``k`` (nothing to play on) or an action is refused."""
        if not 0 <= k <= self.count:
            raise IndexError(f"position {k} is not between 0 and {self.count}")
        if self.is_over_at(k):
            raise ValueError("the game is over at this move: there is nothing to play on")
        source = self.session
        factory: Callable[..., GameSession] = make if make is not None else GameSession
        session = factory(source.game, source.seed, list(source.seats), list(source.names),
                          options=dict(source.options), secret=source.secret, forced=source.forced)
        for index, action in enumerate(self.actions[:k]):
            refusal = session.submit(dict(action))
            if refusal is not None:
                raise ValueError(f"action {index} {action} was refused: {refusal.reason}")
        return session


__all__ = ["Timeline", "Viewer"]
