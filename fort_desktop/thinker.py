"""The computer thinks away from the frame loop (issue 16 item 5): a worker process that answers a
:class:`~fort_desktop.session.BotAsk` with the bot's choice and reason.

The table asks (:meth:`Thinker.ask`), keeps drawing, and takes the answer when it comes
(:meth:`Thinker.poll`); the session submits it only on the very position it was asked for, so a
seed replays the same whether the bot ran in the frame, headless or here (the decision's generator
is seeded from the position, :meth:`~fort_desktop.session.GameSession.bot_ask`). One worker serves
every table of the program (:func:`shared`), started on first use with the ``spawn`` method (a clean
interpreter: no window, no sound in it) and stopped when the program ends. No pygame.

``slow_seconds`` holds each answer back at least that long (the bench's deliberately slow bot,
:mod:`fort_desktop.bench` ``frame_while_thinking``, spins; a test may have it sleep).
"""
from __future__ import annotations

import atexit
import time
from typing import TYPE_CHECKING, Any

from .rules.base import Action
from .session import BotAsk, answer

if TYPE_CHECKING:  # pragma: no cover - types only (multiprocessing is imported on first use)
    from multiprocessing.connection import Connection

#: What :meth:`Thinker.poll` hands back: ``(key, action or None, reason, error words or "")``.
Answer = tuple[Any, "Action | None", str, str]


def _serve(conn: "Connection", slow_seconds: float, spin: bool = True) -> None:
    """The worker's loop: answer each ``(key, ask)`` until ``None`` comes or the pipe closes."""
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        key, ask = job
        start = time.perf_counter()
        try:
            chosen, reason = answer(ask)
            error = ""
        except Exception as exc:  # noqa: BLE001 - the table falls back to thinking itself
            chosen, reason, error = None, "", f"{type(exc).__name__}: {exc}"
        while time.perf_counter() - start < slow_seconds:  # the bench's slow bot spins, as a search does
            if not spin:
                time.sleep(max(0.0, slow_seconds - (time.perf_counter() - start)))
        try:
            conn.send((key, chosen, reason, error))
        except (BrokenPipeError, OSError):
            return


class Thinker:
    """One worker process and the pipe to it. ``slow_seconds``: each answer takes at least that
    long (a bench), spinning the worker's CPU as a search would (``spin``) or asleep. Raises
    ``OSError`` when the process cannot be started."""

    def __init__(self, slow_seconds: float = 0.0, *, spin: bool = True):
        import multiprocessing  # on first use: start-up does not pay for it

        context = multiprocessing.get_context("spawn")
        self._conn, child = context.Pipe()
        self.process = context.Process(target=_serve, args=(child, float(slow_seconds), spin), daemon=True,
                                       name="fort-desktop-thinker")
        self.process.start()
        child.close()
        self.asked = 0

    @property
    def alive(self) -> bool:
        return self.process.is_alive()

    def ask(self, key: Any, ask: BotAsk) -> None:
        """Send ``ask`` to the worker, to be answered under ``key`` (any picklable value). Raises
        ``OSError`` when the worker is gone."""
        self._conn.send((key, ask))
        self.asked += 1

    def poll(self) -> Answer | None:
        """The next answer if one has come (never waits), else None. Raises ``OSError``/``EOFError``
        when the worker is gone."""
        if not self._conn.poll(0):
            return None
        found: Answer = self._conn.recv()
        return found

    def close(self) -> None:
        """Stop the worker (it finishes the answer in hand first, at most a moment)."""
        try:
            self._conn.send(None)
        except (OSError, ValueError):
            pass
        self.process.join(timeout=1.0)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(timeout=1.0)
        self._conn.close()


_SHARED: Thinker | None = None


def shared() -> Thinker:
    """The program's one worker, started on first use (a dead one is started again)."""
    global _SHARED
    if _SHARED is None or not _SHARED.alive:
        _SHARED = Thinker()
        atexit.register(_SHARED.close)
    return _SHARED
