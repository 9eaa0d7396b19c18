"""The table's computer players think in a worker process (issue 16 item 5), so a long decision
(a search of half a second or more) never holds a frame.

:class:`AwayThinking` asks the worker (:mod:`fort_desktop.thinker`) as soon as a computer seat is
the next to act, while its pace runs on, and hands the table the action once the answer for the
very position asked has come and the move is due. One question is out at a time: when the position
changes before the answer comes (a person moved in a race), the answer is thrown away when it
arrives and the new position asked. A position the worker cannot answer (a game it does not know,
a bot error) is decided in the frame as before; so is a tutorial's scripted move, and a forced one
(the seat's one legal action: nothing to think over, and no worker is started for it). No game named.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Optional

from ... import thinker as thinker_module
from ...session import BotAsk


class AwayThinking:
    """Computer moves of ``session`` decided by ``thinker`` (default: the program's shared worker,
    started on first use)."""

    def __init__(self, session: Any, thinker: Optional[Callable[[], Any]] = None):
        self.session = session
        self._thinker_of = thinker or thinker_module.shared
        self._worker: Any = None
        self.out: Optional[tuple[Any, Any]] = None       # (key, state) of the question out
        self.ready: Optional[tuple[Any, Any, str, str]] = None   # the answer for ``out`` once come
        self.broken = False                                # the worker failed: decide in the frame
        self._forced_at: tuple[tuple[int, int, int], bool] | None = None   # (key, one legal action)

    def _key(self, seat: int) -> tuple[int, int, int]:
        return (id(self.session.state), len(self.session.actions), seat)

    def _forced(self, seat: int, key: tuple[int, int, int]) -> bool:
        """``seat`` has one legal action in the position of ``key`` (asked once a position): the
        computer takes it in the frame, as quickly as the worker would, and no worker is started
        for it."""
        if self._forced_at is None or self._forced_at[0] != key:
            legal = getattr(self.session, "legal_actions", None)
            self._forced_at = (key, callable(legal) and len(legal(seat)) == 1)
        return self._forced_at[1]

    def thinking(self) -> bool:
        """A question is out and its answer has not come yet."""
        self._collect()
        return self.out is not None and self.ready is None

    def _collect(self) -> None:
        if self.out is None or self.ready is not None or self._worker is None:
            return
        try:
            got = self._worker.poll()
        except (OSError, EOFError):
            self.broken, self.out = True, None
            return
        if got is not None and got[0] == self.out[0]:
            self.ready = got

    def action_for(self, seat: int, due: bool) -> Optional[dict]:
        """The action (fields filled in, not yet submitted) the computer in ``seat`` makes now, once
        ``due`` (its pace has passed) and its answer for the position now has come; None while it
        thinks. Asks the worker the first time it is called for a position."""
        if self.broken:
            return self.session.bot_action(seat) if due else None
        key = self._key(seat)
        if due and getattr(self.session, "chooser", None) is not None:
            scripted = self.session.bot_ask(seat)      # a tutorial's script, asked when the move is due
            if not isinstance(scripted, BotAsk):
                return self.session.bot_answered(seat, scripted, "")
        if self._forced(seat, key):               # one move only: nothing to think over, no worker
            return self.session.bot_action(seat) if due else None
        self._collect()
        if self.out is not None and self.out[0] != key:
            if self.ready is None:
                return None          # an old question is out: its answer comes first, then ask
            self.out, self.ready = None, None
        if self.out is None:
            asked = self.session.bot_ask(seat)
            if not isinstance(asked, BotAsk):   # a tutorial's script: played once due (above)
                return None
            try:
                if self._worker is None:
                    self._worker = self._thinker_of()
                self._worker.ask(key, asked)
            except OSError:
                self.broken = True
                return self.session.bot_action(seat) if due else None
            self.out = (key, self.session.state)
            self._collect()
        if not due or self.ready is None:
            return None
        _, chosen, reason, error = self.ready
        self.out, self.ready = None, None
        if error or chosen is None:
            return self.session.bot_action(seat)   # the worker could not answer: think here
        return self.session.bot_answered(seat, chosen, reason)
