"""Autosaving the game on the table (TABLE.md "Saves"; issue 3: "nothing a player does can lose a game").

- A game with at least one human seat is written to ``autosave.json`` when it is shown, after every
  committed action (a session listener) and after every action taken back (an undo listener: the
  save then holds the shorter action list). A computer-only game (``--autoplay``, a demo) is never
  autosaved, so it cannot overwrite a person's game.
- Before a *new* game (not the autosave itself resumed) takes the autosave over, an unfinished game
  in it is kept as a named save ``Unfinished <Game> <date> <time>``, so starting another game never
  loses the one that was interrupted.
- One running window at a time holds ``autosave.json`` (:func:`~fort_desktop.saves.claim_autosave`,
  an OS lock while its game is on the table); a second window's game is autosaved after every action
  to a save of its own, ``Unfinished <Game> seed <seed>`` (resumed from the saves list), so two
  windows never overwrite each other's autosave.
- A write that fails never raises: ``on_error(message)`` gets one line for the screen.

No drawing here; the App owns one :class:`Autosaver`.
"""
from __future__ import annotations

import errno
import json
from pathlib import Path
from typing import Any, Callable, Optional

from .. import games, paths, saves
from ..session import GameSession, Undone

UNFINISHED_PREFIX = "Unfinished"


def saves_folder_words() -> str:
    """Where saves go, for a message (the path, or "the saves folder" if it cannot be told)."""
    try:
        return str(paths.saves_dir(create=False))
    except OSError:
        return "the saves folder"


def trouble_words(error: BaseException, doing: str = "Your game is not being saved") -> str:
    """One line in players' words for a failed write: what happened and what to do, e.g. "Your game
    is not being saved: the disk is full. Free some space; play goes on." ``error`` is the
    :class:`~fort_desktop.saves.SaveError` (its ``__cause__`` the ``OSError``, if any) or any other
    exception; ``doing`` is the start of the line."""
    cause = error if isinstance(error, OSError) else error.__cause__
    code = getattr(cause, "errno", None)
    folder = saves_folder_words()
    if code == errno.ENOSPC:
        return f"{doing}: the disk is full. Free some space; play goes on."
    if code in (errno.EACCES, errno.EPERM, errno.EROFS):
        return f"{doing}: the saves folder ({folder}) may not be written to. Check its permissions; play goes on."
    if code in (errno.EEXIST, errno.ENOTDIR):
        return f"{doing}: a file is in the way of the saves folder ({folder}). Move or rename it; play goes on."
    return (f"{doing} just now. Play goes on and it tries again after the next move; "
            "use Save game (Esc) to save by hand.")


def autosave_info() -> Optional[saves.SaveInfo]:
    """The listing entry of the latest autosave (parsed, not replayed), or None if there is none."""
    return next((info for info in saves.list_saves() if info.name == saves.AUTOSAVE_NAME), None)


def is_finished(info: saves.SaveInfo) -> bool:
    """Whether a listed save holds a finished game (its summary names the winner or a draw)."""
    return saves.summary_says_over(info.summary)


def continuable_autosave() -> Optional[saves.SaveInfo]:
    """The autosave the launcher offers to continue: present, not obviously damaged, not finished.

    A latest autosave that is damaged but has a good previous one still counts (loading falls back to
    it), so then the entry of the damaged file is returned with its ``problem`` set.
    """
    if not saves.has_autosave():
        return None
    info = autosave_info()
    if info is None:  # only autosave.prev.json is left
        return saves.SaveInfo(name=saves.AUTOSAVE_NAME, path=saves.previous_autosave_path(), modified=0.0,
                              summary="the previous autosave")
    if info.problem is None and is_finished(info):
        return None
    return info


def unfinished_kept() -> int:
    """How many ``Unfinished ...`` saves are kept at most (``data/saves.yaml`` ``unfinished_kept``).
    Raises :class:`~fort_desktop.data.DataError` for a bad file."""
    from .. import DATA_DIR
    from ..data import load_yaml

    return int(load_yaml(DATA_DIR / "saves.yaml", DATA_DIR / "schemas" / "saves.yaml")["saves"]["unfinished_kept"])


def prune_unfinished(just_kept: Optional[Path] = None, limit: Optional[int] = None) -> list[str]:
    """Remove the oldest ``Unfinished ...`` saves beyond ``limit`` (default :func:`unfinished_kept`);
    returns the names removed. ``just_kept`` (a file just written from a game that replayed) is
    always kept; a damaged file is left for the player to see; and when none of the kept ones
    loads, the newest older one that does is spared, so the last loadable game is never removed."""
    limit = unfinished_kept() if limit is None else limit
    found = [i for i in saves.list_saves(include_autosave=False)
             if i.name.startswith(UNFINISHED_PREFIX + " ") and i.problem is None]   # newest first
    found.sort(key=lambda i: just_kept is None or i.path != just_kept)             # it first
    kept, older = found[:limit], found[limit:]

    def loads(info: saves.SaveInfo) -> bool:
        try:
            saves.load_save(info.path, keep_bad_aside=False)
        except saves.SaveError:
            return False
        return True

    if not any(just_kept is not None and i.path == just_kept for i in kept) and not any(loads(i) for i in kept):
        spare = next((i for i in older if loads(i)), None)
        older = [i for i in older if i is not spare]
    removed = []
    for info in older:
        try:
            info.path.unlink()
            removed.append(info.name)
        except OSError:
            pass
    return removed


class Autosaver:
    """Keeps the autosave in step with the game on the table.

    ``on_error(message)``: called with one line when a write fails (the App shows it on screen).
    ``enabled``: False for runs that must leave the player's autosave alone (``--headless``).
    """

    def __init__(self, on_error: Callable[[str], Any], *, enabled: bool = True):
        self.on_error = on_error
        self.enabled = enabled
        self.session: Optional[GameSession] = None
        self.last_error: Optional[str] = None
        self.writes = 0
        #: this window's hold on ``autosave.json`` while a game is attached (None: not held)
        self.claim: Optional[saves.AutosaveClaim] = None
        #: where this game is autosaved when another running window holds ``autosave.json``
        #: (an ``Unfinished <Game> ...`` save of its own), else None: the shared autosave
        self.own_path: Optional[Path] = None

    @property
    def active(self) -> bool:
        """Whether the current game is being autosaved."""
        return self.session is not None

    def attach(self, session: GameSession, *, resumed: bool = False) -> bool:
        """Autosave ``session`` from now on if it has a human seat; returns whether it does.

        ``resumed``: the session came from the autosave itself (no need to keep the old one aside).
        """
        self.detach()
        if not self.enabled or not session.humans:
            return False
        self.claim = saves.claim_autosave()
        if self.claim is None:   # another window plays on autosave.json: this game gets a file of its own
            self.own_path = self._unfinished_target(saves.session_to_data(session))
            self.on_error(f"Another Fort Desktop window uses the autosave: this game is saved after every "
                          f"move as \"{self.own_path.stem}\" (Load game lists it).")
        elif not resumed:
            self.keep_unfinished()
        self.session = session
        session.listeners.append(self._listener)
        session.undo_listeners.append(self._undo_listener)
        self.write()
        return True

    def detach(self) -> None:
        """Stop autosaving (the game left the table)."""
        if self.session is not None and self._listener in self.session.listeners:
            self.session.listeners.remove(self._listener)
        if self.session is not None and self._undo_listener in self.session.undo_listeners:
            self.session.undo_listeners.remove(self._undo_listener)
        self.session = None
        if self.claim is not None:
            self.claim.release()
        self.claim = self.own_path = None

    def _listener(self, session: GameSession, action: Any = None, old_state: Any = None) -> None:
        if session is self.session:
            self.write()

    def _undo_listener(self, session: GameSession, undone: Undone) -> None:
        if session is self.session:
            self.write()

    def write(self) -> bool:
        """Write the autosave now; on failure report it through ``on_error`` and return False."""
        if self.session is None:
            return False
        try:
            if self.own_path is not None:
                saves.save_session(self.session, self.own_path)
            else:
                if self._autosave_holds_another_game(self.session):
                    self.keep_unfinished()  # another window's game: kept before it is replaced
                saves.autosave(self.session)
        except Exception as error:  # never let a save stop the game
            self.last_error = f"Autosave failed: {error}"  # the technical words, for a report
            self.on_error(trouble_words(error))
            return False
        self.last_error = None
        self.writes += 1
        return True

    def _autosave_holds_another_game(self, session: GameSession) -> bool:
        """Whether ``autosave.json`` now holds a game other than ours (e.g. written by a second
        program window since our last write): another game or seed, or actions that are not an
        earlier or later point of ours. Unreadable or missing: False (nothing to keep)."""
        try:
            data = json.loads(saves.autosave_path().read_bytes())
        except (OSError, ValueError):
            return False
        if not isinstance(data, dict):
            return False
        theirs, ours = data.get("actions"), list(session.actions)
        if (data.get("game") != session.game or data.get("seed") != session.seed
                or data.get("secret") != session.secret or not isinstance(theirs, list)):
            return True
        shorter = min(len(theirs), len(ours))
        return theirs[:shorter] != ours[:shorter]

    @staticmethod
    def _unfinished_target(data: dict[str, Any]) -> Path:
        """Where an unfinished game (``data``: the loaded save's fields) is kept: ``Unfinished <Game>
        seed <seed>`` when that name is free or holds an earlier point of the same game (two windows
        taking turns at the autosave update one save per game instead of piling up copies), else
        ``Unfinished <Game> <date> <time>``."""
        title = games.title(str(data.get("game") or "game"))
        try:
            by_seed = saves.save_name_to_path(f"{UNFINISHED_PREFIX} {title} seed {int(data['seed'])}")
            if not by_seed.exists():
                return by_seed
            old = json.loads(by_seed.read_bytes())
            if old.get("game") == data.get("game") and old.get("actions") == data["actions"][:len(old["actions"])]:
                return by_seed
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            pass
        saved_at = data.get("saved_at")
        stamp = (saved_at if isinstance(saved_at, str) else "")[:19].replace("T", " ").replace(":", "-")
        return saves.save_name_to_path(f"{UNFINISHED_PREFIX} {title} {stamp}".strip())

    @staticmethod
    def _last_loadable_autosave() -> Optional[tuple[bytes, saves.LoadedSave]]:
        """The bytes and the replayed game of the newest autosave file that replays exactly
        (``autosave.json``, else ``autosave.prev.json``), or None if neither does. A file that parses
        but does not replay (an edited digest, a refused action) is skipped, so what is kept is
        always a loadable game. Raises ``OSError`` only when the saves folder cannot be found."""
        for path in (saves.autosave_path(), saves.previous_autosave_path()):
            try:
                raw = paths.read_regular(path, saves.MAX_SAVE_BYTES)
                return raw, saves.load_save_bytes(raw)
            except (OSError, saves.SaveError):
                continue
        return None

    def keep_unfinished(self) -> Optional[str]:
        """Copy an unfinished game in the autosave to a named save; returns its name (None: nothing kept).

        The copy is made from the newest autosave file that replays (:meth:`_last_loadable_autosave`):
        when ``autosave.json`` is damaged, the game in ``autosave.prev.json`` is kept, so the new
        game's autosaves never rotate away the last loadable copy of the old one. Never raises: a
        failure is reported through ``on_error``.
        """
        try:
            found = self._last_loadable_autosave()
            if found is None:
                return None
            content, loaded = found
            if loaded.session.is_over or not loaded.session.actions:
                return None
            target = self._unfinished_target(loaded.data)
            paths.write_atomic(target, content)
            prune_unfinished(target)
            return target.stem
        except (OSError, saves.SaveError) as error:
            self.on_error(trouble_words(error, "The unfinished game in the autosave could not be kept"))
            return None
