"""Versioned saves: autosave after each action, Save and Load by name (TABLE.md "Saves").

A save is a human-readable JSON file (UTF-8, one action per line)::

    {
     "format": "fort-desktop-save",
     "version": 3,
     "game": "fortify",
     "saved_at": "2025-01-31T18:02:11+01:00",
     "summary": "Fortify, round 3, P1 vs P2",
     "round": 3,
     "seed": 7,
     "seats": ["human", "bot"],
     "names": ["P1", "P2"],
     "options": {},
     "clocks_ms": [0, 4200],
     "digest": "0c1d2e3f4a5b6c7d",
     "actions": [
      {"type": "place", "seat": 0, "x": 21, "y": 4, "rot": 0},
      ...
     ]
    }

``summary``, ``round`` and ``saved_at`` are for listings only; a game is rebuilt from the seed, the
seats, the options and the actions alone (each action must be accepted by the rules, else the save
is refused), and the rules' :meth:`~fort_desktop.rules.base.GameRules.digest` of the replayed state
must equal ``digest``. ``seats`` holds each seat's kind (``"human"``, ``"bot"`` for the Normal
computer as every older save has it, ``"bot:easy"``, ``"bot:hard"``...: the session's kinds).
``clocks_ms`` (each seat's time in the current step) lets a resumed race go
on where it was (the computer's choices follow from the position, see :mod:`fort_desktop.session`).
Names and the summary are cleaned text (:func:`fort_desktop.text.clean_text`). Nothing is pickled.

Writing goes through :func:`fort_desktop.paths.write_atomic` (temporary file, ``fsync``,
``os.replace``), so a failed write leaves the previous file whole. Loading never raises anything but
:class:`SaveError`, whose message names the one thing that is wrong; a damaged file is moved aside
(:func:`quarantine`) and never overwritten, and the caller's current game is not touched.

Older versions are brought up to :data:`VERSION` by :data:`UPGRADERS`, one small step per version
(Tuxemon's ``save.py``). Version 1 called the action list ``moves``, held the seats as one
comma-separated text (``"human,bot"``) and had no ``names``; version 2 had no ``options`` or
``clocks_ms`` (its games had no options; clocks start at 0).

Files in :func:`fort_desktop.paths.saves_dir`: ``autosave.json`` (after every action),
``autosave.prev.json`` (the autosave before it) and ``<name>.json`` for each named save.

Autosave rotation keeps only what loads, and survives a kill at any point: the new autosave is
written whole to a temporary file first; the current autosave is copied (not moved) to
``autosave.prev.json`` only if it loads (a file this process wrote is known good by its bytes,
anything else is fully replayed), else it is moved aside; then the temporary file replaces
``autosave.json``. So ``autosave.json`` always exists once written, and ``autosave.prev.json`` is
always a good save. Temporary files left by a killed process are removed by the next write.
"""
from __future__ import annotations

import errno
import json
import os
import re
import unicodedata
from pathlib import Path
from typing import Any, Callable, TypeVar

T = TypeVar("T")

from . import games, paths
from .digest import sha256
from .record import Record
from .session import SEAT_KINDS, GameSession
from .text import clean_text

FORMAT = "fort-desktop-save"
#: The version this program writes.
VERSION = 3
SUFFIX = ".json"
AUTOSAVE_NAME = "autosave"
PREVIOUS_AUTOSAVE_NAME = "autosave.prev"
#: Larger files are refused before parsing (a whole Fortify game is ~15 KB).
MAX_SAVE_BYTES = 16 * 1024 * 1024
#: Seeds are kept within a signed 64-bit range.
MAX_SEED = 2**63
#: Longest file name a named save gets (characters, before ``.json``).
MAX_NAME_CHARS = 60

_WINDOWS_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)),
                     *(f"lpt{i}" for i in range(1, 10))}


class SaveError(Exception):
    """A save could not be written or loaded.

    ``reason``: the one thing that is wrong, in plain words (``"digest does not match: the file was
    edited"``); ``path``: the file concerned (or ``None``); ``kept_as``: where a damaged file was moved
    aside (or ``None``); ``damaged``: the file's contents are bad (as opposed to a missing file, a
    newer version or a failed write). ``str(error)`` is one line for the player.
    """

    def __init__(self, reason: str, *, path: Path | None = None, damaged: bool = True,
                 kept_as: Path | None = None):
        self.reason = clean_text(reason, 300, "the save cannot be read")  # shown as it is
        self.path = path
        self.damaged = damaged
        self.kept_as = kept_as
        super().__init__(reason)

    def __str__(self) -> str:
        text = f"{self.path.name}: {self.reason}" if self.path is not None else self.reason
        if self.kept_as is not None:
            text += f" (the file was kept aside as {self.kept_as.name})"
        return text


class LoadedSave(Record):
    """A save that loaded: ``data`` (upgraded to :data:`VERSION`), ``session`` (the replayed game,
    its digest checked), ``path`` (``None`` when loaded from bytes), ``upgraded_from`` (the file's
    version when older than :data:`VERSION`, else ``None``) and ``note`` (a line for the player, e.g.
    that the latest autosave was damaged and the one before it was loaded; else ``None``)."""

    __slots__ = ("data", "session", "path", "upgraded_from", "note")

    def __init__(self, data: dict[str, Any], session: GameSession, path: Path | None = None,
                 upgraded_from: int | None = None, note: str | None = None):
        self.data = data
        self.session = session
        self.path = path
        self.upgraded_from = upgraded_from
        self.note = note


class SaveInfo(Record):
    """One file of :func:`list_saves`, read without replaying it.

    ``name``: the save's name (file name without ``.json``, cleaned to show; load by ``path``); ``modified``: file time (seconds since the
    epoch); ``problem``: why the file cannot be a save (``None`` if it looks fine; a full check happens
    on load); ``tutorial``: the save is of a first game (a tutorial) whose steps are not over; the
    other fields are copied from the file when present.
    """

    __slots__ = ("name", "path", "modified", "game", "saved_at", "summary", "round", "actions", "problem",
                 "tutorial")

    def __init__(self, name: str, path: Path, modified: float, game: str | None = None, saved_at: str | None = None,
                 summary: str | None = None, round: int | None = None, actions: int | None = None,
                 problem: str | None = None, tutorial: bool = False):
        self.name = name
        self.path = path
        self.modified = modified
        self.game = game
        self.saved_at = saved_at
        self.summary = summary
        self.round = round
        self.actions = actions
        self.problem = problem
        self.tutorial = tutorial


# -- upgraders -----------------------------------------------------------------------------------
def _upgrade_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 -> 2: ``moves`` became ``actions``; ``seats`` went from ``"human,bot"`` to a list;
    ``names`` was added (``P1``, ``P2``...)."""
    data = dict(data)
    if "moves" not in data:
        raise SaveError("missing field 'moves'")
    data["actions"] = data.pop("moves")
    seats = _require(data, "seats", str, "a comma-separated text")
    data["seats"] = [kind.strip() for kind in seats.split(",")] if seats.strip() else []
    data.setdefault("names", [f"P{i + 1}" for i in range(len(data["seats"]))])
    data["version"] = 2
    return data


def _upgrade_2_to_3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 -> 3: ``options`` (the game's set-up choices) was added; ``clocks_ms`` may be absent
    (clocks at 0). A version-2 Fortify game was played with the first Fort Card shapes, so it gets
    ``card_set: classic`` and replays exactly (the default set changed in version 3)."""
    data = dict(data)
    data.setdefault("options", {"card_set": "classic"} if data.get("game") == "fortify" else {})
    data["version"] = 3
    return data


#: version -> function turning a save of that version into one of the next version.
UPGRADERS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _upgrade_1_to_2,
    2: _upgrade_2_to_3,
}


def upgrade(data: dict[str, Any]) -> tuple[dict[str, Any], int | None]:
    """Bring save ``data`` (already checked to be a dict with a ``version``) up to :data:`VERSION`.

    Returns ``(data, old_version)`` where ``old_version`` is ``None`` if no step was needed. Raises
    :class:`SaveError` for a version newer than :data:`VERSION` (``damaged`` false) or unknown.
    """
    version = data["version"]
    if version > VERSION:
        raise SaveError(f"version {version} is newer than this program ({VERSION})", damaged=False)
    if version < min(UPGRADERS, default=VERSION):
        raise SaveError(f"version {version} is not a known save version")
    start = version
    while version < VERSION:
        step = UPGRADERS.get(version)
        if step is None:  # pragma: no cover - the chain is complete (a test checks it)
            raise SaveError(f"no upgrade from version {version}")
        try:
            data = step(data)
        except SaveError as error:
            raise SaveError(f"upgrading from version {version}: {error.reason}") from None
        except Exception as error:  # a malformed old file
            raise SaveError(f"upgrading from version {version}: {_error_words(error)}") from None
        version += 1
        data["version"] = version
    return data, (start if start != VERSION else None)


# -- writing -------------------------------------------------------------------------------------
def _now() -> str:
    """The local time now with its offset, to the second (``2026-12-02T01:05:00+00:00``); datetime is
    imported when a save is written, not at start-up."""
    from datetime import datetime

    return datetime.now().astimezone().isoformat(timespec="seconds")


def session_to_data(session: GameSession) -> dict[str, Any]:
    """The save (a JSON-ready dict of the current :data:`VERSION`) of ``session``."""
    state_round = session.progress().round
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": session.game,
        "saved_at": _now(),
        "summary": _summary(session, state_round),
        "seed": session.seed,
        "seats": list(session.seats),
        "names": list(session.names),
        "options": dict(session.options),
        "clocks_ms": list(session.clock_ms),
        "digest": session.digest,
        "actions": [dict(action) for action in session.actions],
    }
    if session.secret is not None:  # a game with a person seated: its deal (see fort_desktop.session)
        data["secret"] = session.secret
    if session.forced:  # a scripted deal (a tutorial's stacked cards)
        data["forced"] = {label: list(outcomes) for label, outcomes in session.forced.items()}
    if session.tutorial is not None:  # how far the tutorial has come (fort_desktop.tutorial)
        data["tutorial"] = dict(session.tutorial)
    if isinstance(state_round, int) and not isinstance(state_round, bool):
        data["round"] = state_round
    return data


def summary_says_over(summary: str | None) -> bool:
    """Whether a listing summary written by :func:`_summary` is of a finished game."""
    return summary is not None and (", won by " in summary or summary.endswith(", draw"))


def _summary(session: GameSession, state_round: Any) -> str:
    parts = [games.title(session.game)]
    if isinstance(state_round, int) and not isinstance(state_round, bool):
        parts.append(f"round {state_round}")
    parts.append(session.players_words())
    result = session.result
    if result is not None:
        parts.append("draw" if result.is_draw else
                     "won by " + " and ".join(session.player_words(s) for s in result.winners))
    return ", ".join(parts)


_KEY_ORDER = ("format", "version", "game", "saved_at", "summary", "round", "seed", "seats", "names",
              "options", "clocks_ms", "secret", "digest")


_ENCODE = json.JSONEncoder(ensure_ascii=False, allow_nan=False).encode   # one encoder for every line


def dumps_save(data: dict[str, Any]) -> str:
    """``data`` as the save file's text: JSON, one field per line and one action per line.

    Raises :class:`SaveError` if something in it is not JSON-ready.
    """
    keys = [k for k in _KEY_ORDER if k in data] + [k for k in data if k not in _KEY_ORDER]
    keys = [k for k in keys if k != "actions"] + (["actions"] if "actions" in data else [])
    lines = ["{"]
    try:
        for i, key in enumerate(keys):
            comma = "," if i < len(keys) - 1 else ""
            value = data[key]
            name = _ENCODE(str(key))
            if key == "actions" and isinstance(value, list) and value:
                lines.append(f" {name}: [")
                lines.append(",\n".join("  " + _ENCODE(action) for action in value))
                lines.append(f" ]{comma}")
            else:
                lines.append(f" {name}: {_ENCODE(value)}{comma}")
    except (TypeError, ValueError) as error:
        raise SaveError(f"the game cannot be saved: {error}", damaged=False) from None
    lines.append("}")
    return "\n".join(lines) + "\n"


def write_save(path: str | os.PathLike[str], data: dict[str, Any], *,
               before_replace: Callable[[], Any] | None = None) -> Path:
    """Write save ``data`` to ``path`` atomically (see :func:`fort_desktop.paths.write_atomic`).

    ``before_replace`` (optional) runs once the new file is complete, just before it replaces the old
    one (the autosave rotation). Raises :class:`SaveError` (``damaged`` false) if the data is not
    JSON-ready or the write fails; the previous file at ``path`` is then unchanged.
    """
    target = Path(path)
    text = dumps_save(data)
    try:
        return paths.write_atomic(target, text, before_replace=before_replace)
    except OSError as error:
        raise SaveError(f"could not write the save: {_os_words(error)}", path=target,
                        damaged=False) from error


def save_session(session: GameSession, path: str | os.PathLike[str]) -> Path:
    """Save ``session`` to ``path`` atomically; returns the path. Raises :class:`SaveError`."""
    return write_save(path, session_to_data(session))


def autosave_path() -> Path:
    """``saves_dir()/autosave.json``."""
    return paths.saves_dir() / (AUTOSAVE_NAME + SUFFIX)


def previous_autosave_path() -> Path:
    """``saves_dir()/autosave.prev.json``: the autosave before the latest one."""
    return paths.saves_dir() / (PREVIOUS_AUTOSAVE_NAME + SUFFIX)


def has_autosave() -> bool:
    """Whether an autosave (latest or previous) exists to continue from."""
    try:
        return autosave_path().is_file() or previous_autosave_path().is_file()
    except OSError:
        return False


def autosave(session: GameSession) -> Path:
    """Write ``session`` to :func:`autosave_path` (call it after every committed action).

    The autosave being replaced becomes ``autosave.prev.json`` if it looks like a save; a damaged one
    is moved aside instead (:func:`quarantine`), so a good previous autosave is never replaced by a
    bad file. Returns the path; raises :class:`SaveError` if the write fails (the files on disk are
    then as they were).
    """
    try:
        current, previous = autosave_path(), previous_autosave_path()
    except OSError as error:
        raise SaveError(f"no folder for saves: {_os_words(error)}", damaged=False) from error

    def rotate() -> None:
        try:
            raw = paths.read_regular(current, MAX_SAVE_BYTES)
        except FileNotFoundError:
            return
        except OSError:
            raw = None
        if raw is not None and _loads(raw):
            paths.write_atomic(previous, raw)  # a copy: autosave.json stays until it is replaced
            _KNOWN_GOOD[str(previous)] = _fingerprint(raw)
        else:
            paths.keep_aside(current)

    data = session_to_data(session)
    written = write_save(current, data, before_replace=rotate)
    _KNOWN_GOOD[str(current)] = _fingerprint(dumps_save(data).encode("utf-8"))
    return written


#: path -> fingerprint of the bytes this process last wrote there (known to load).
_KNOWN_GOOD: dict[str, str] = {}


def _fingerprint(raw: bytes) -> str:
    return sha256(raw).hexdigest()


def _loads(raw: bytes) -> bool:
    """Whether a save's bytes load (known good when this process wrote them; else replayed)."""
    if _fingerprint(raw) in _KNOWN_GOOD.values():
        return True
    try:
        load_save_bytes(raw)
    except SaveError:
        return False
    return True


LOCK_NAME = "autosave.lock"


class AutosaveClaim:
    """This program window's hold on ``autosave.json`` (:func:`claim_autosave`): while a window
    holds it, another running window autosaves its own game to a file of its own instead, so two
    windows never write one autosave. An OS lock on ``saves_dir()/autosave.lock`` (``flock``, or
    ``msvcrt.locking`` on Windows): it ends with :meth:`release` or when the program ends, even
    killed, so a stale lock never keeps the autosave from the next start."""

    def __init__(self, handle: Any):
        self._handle = handle

    def release(self) -> None:
        """Let another window have the autosave (twice is harmless)."""
        handle, self._handle = self._handle, None
        if handle is not None:
            try:
                handle.close()   # closing the file ends the lock
            except OSError:
                pass


def claim_autosave() -> AutosaveClaim | None:
    """Hold ``autosave.json`` for this window: an :class:`AutosaveClaim`, or None while another
    running window (another process, or another claim in this one) holds it. Where the folder or
    the lock cannot be had at all (no locking on this system), the claim is given: one window
    then writes the autosave as before."""
    try:
        handle = open(paths.saves_dir() / LOCK_NAME, "a+b")
    except OSError:
        return AutosaveClaim(None)
    try:
        try:
            import fcntl
        except ImportError:   # Windows
            import msvcrt
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        else:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.close()
        return None
    except OSError as error:
        handle.close()
        if error.errno in (errno.EACCES, errno.EAGAIN):   # (Windows: held elsewhere)
            return None
        return AutosaveClaim(None)
    return AutosaveClaim(handle)


def autosave_listener(session: GameSession, action: Any = None, old_state: Any = None) -> None:
    """A :data:`fort_desktop.session.Listener` that autosaves; raises :class:`SaveError` on failure."""
    autosave(session)


def save_name_to_path(name: str) -> Path:
    """The file of the named save ``name`` in :func:`fort_desktop.paths.saves_dir`.

    The name is cleaned into a safe file name: letters, digits, spaces, ``-`` and ``_`` kept (others
    become ``-``), at most :data:`MAX_NAME_CHARS` characters, ``save`` if nothing is left; names the
    program uses itself (``autosave``) or Windows reserves (``CON``...) get a ``save-`` prefix.
    """
    text = unicodedata.normalize("NFC", str(name))
    text = "".join(ch if (ch.isalnum() or ch in " -_") else "-" for ch in text)
    text = re.sub(r"-{2,}", "-", re.sub(r"\s+", " ", text)).strip(" -_.")[:MAX_NAME_CHARS].strip(" -_")
    if not text:
        text = "save"
    if text.lower() in _WINDOWS_RESERVED or text.lower().startswith(AUTOSAVE_NAME):
        text = "save-" + text
    return paths.saves_dir() / (text + SUFFIX)


def save_by_name(session: GameSession, name: str) -> Path:
    """Save ``session`` as the named save ``name`` (see :func:`save_name_to_path`; an existing save of
    that name is replaced atomically). Returns the path; raises :class:`SaveError`."""
    try:
        target = save_name_to_path(name)
    except OSError as error:
        raise SaveError(f"no folder for saves: {_os_words(error)}", damaged=False) from error
    return save_session(session, target)


def list_saves(include_autosave: bool = True) -> list[SaveInfo]:
    """The saves in :func:`fort_desktop.paths.saves_dir`, newest first (never raises).

    Files moved aside and temporary files are skipped; ``autosave.prev`` is never listed and
    ``autosave`` only with ``include_autosave``. Each file is parsed but not replayed.
    """
    try:
        folder = paths.saves_dir()
        files = [p for p in folder.iterdir() if p.suffix == SUFFIX and p.is_file()]
    except OSError:
        return []
    infos: list[SaveInfo] = []
    for file in files:
        name = file.stem
        if paths.BAD_MARK in file.name or name.startswith(".") or name == PREVIOUS_AUTOSAVE_NAME:
            continue
        if name == AUTOSAVE_NAME and not include_autosave:
            continue
        try:
            modified = file.stat().st_mtime
        except OSError:
            continue
        info = SaveInfo(name=clean_text(name, 120, "?"), path=file, modified=modified)
        try:
            data = _parse(_read(file))
            data, _ = upgrade(data)
            info.game = clean_text(data.get("game"), 40) or None
            for key in ("saved_at", "summary"):
                value = data.get(key)
                setattr(info, key, clean_text(value, 120) or None if isinstance(value, str) else None)
            value = data.get("round")
            info.round = value if isinstance(value, int) and not isinstance(value, bool) else None
            actions = data.get("actions")
            info.actions = len(actions) if isinstance(actions, list) else None
            progress = data.get("tutorial")
            info.tutorial = isinstance(progress, dict) and not progress.get("off")
        except SaveError as error:
            info.problem = error.reason
        except Exception as error:  # never let a strange file break the listing
            info.problem = _error_words(error)
        infos.append(info)
    infos.sort(key=lambda i: (_saved_when(i), i.modified), reverse=True)  # same second: file time
    return infos


def _saved_when(info: SaveInfo) -> float:
    """Seconds since the epoch the save was made: its own ``saved_at`` (the time the list shows),
    else the file's time (a copied or touched file keeps its place by when it was saved)."""
    if info.saved_at:
        try:
            from datetime import datetime

            when = datetime.fromisoformat(info.saved_at)
            return when.timestamp() if when.tzinfo else when.astimezone().timestamp()
        except (ValueError, OverflowError, OSError):
            pass
    return float(info.modified)


# -- loading -------------------------------------------------------------------------------------
def load_save(path: str | os.PathLike[str], *, keep_bad_aside: bool = True,
              bot_pace_seconds: float | None = None) -> LoadedSave:
    """Read, check, upgrade and replay the save at ``path``.

    Raises :class:`SaveError` (and nothing else) naming what is wrong: a missing or unreadable file,
    cut-short or invalid JSON, a missing or wrongly typed field, an unknown game, a newer version, an
    action the rules refuse, or a digest that does not match. When the contents are bad and
    ``keep_bad_aside`` is true the file is moved aside (:func:`quarantine`; ``error.kept_as``) so it is
    never overwritten. A version newer than this program is left in place. ``bot_pace_seconds`` is
    passed to the :class:`GameSession` when given.
    """
    target = Path(path)
    try:
        raw = _read(target)
        loaded = load_save_bytes(raw, bot_pace_seconds=bot_pace_seconds)
    except SaveError as error:
        error.path = target
        if error.damaged and keep_bad_aside:
            try:
                error.kept_as = quarantine(target)
            except OSError:
                pass
        raise
    except Exception as error:  # pragma: no cover - load_save_bytes already catches everything
        raise SaveError(f"unexpected problem: {_error_words(error)}", path=target) from None
    loaded.path = target
    return loaded


def load_save_bytes(raw: bytes, *, bot_pace_seconds: float | None = None) -> LoadedSave:
    """Check, upgrade and replay a save held in memory (``raw``: the file's bytes).

    Raises :class:`SaveError` only (see :func:`load_save`); touches no file.
    """
    try:
        data = _parse(raw)
        data, old_version = upgrade(data)
        game, seed, seats, names, actions, digest = _checked_fields(data)
        options = _require(data, "options", dict, "a set of named choices")
        secret = _secret(data)
        session = _replay(game, seed, seats, names, actions, bot_pace_seconds, options, secret, _forced(data))
        if session.digest != digest:
            raise SaveError("digest does not match: the file was edited "
                            "(or saved by a different version of the rules)")
        _restore_extras(session, data)
        return LoadedSave(data=data, session=session, upgraded_from=old_version)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError("save file is nested too deeply to be a save") from None
    except MemoryError:
        raise SaveError("save file is too large to load") from None
    except Exception as error:
        raise SaveError(f"unexpected problem: {_error_words(error)}") from None


def load_by_name(name: str, **options: Any) -> LoadedSave:
    """:func:`load_save` of the named save ``name`` (see :func:`save_name_to_path`)."""
    try:
        target = save_name_to_path(name)
    except OSError as error:
        raise SaveError(f"no folder for saves: {_os_words(error)}", damaged=False) from error
    return load_save(target, **options)


def load_autosave(**options: Any) -> LoadedSave:
    """Load the latest autosave; if it is missing or damaged, the one before it.

    A damaged latest autosave is moved aside and named in ``note``. Raises the latest autosave's
    :class:`SaveError` when neither loads.
    """
    try:
        latest, previous = autosave_path(), previous_autosave_path()
    except OSError as error:
        raise SaveError(f"no folder for saves: {_os_words(error)}", damaged=False) from error
    try:
        return load_save(latest, **options)
    except SaveError as first:
        missing = not first.damaged and first.kept_as is None and not latest.exists()
        if not first.damaged and not missing:
            raise  # unreadable, or a newer version: the previous autosave is no better
        try:
            loaded = load_save(previous, **options)
        except SaveError:
            raise first from None
        if not missing:
            loaded.note = (f"The latest autosave could not be loaded ({first}); "
                           "the autosave before it was loaded instead.")
        return loaded


def quarantine(path: str | os.PathLike[str]) -> Path:
    """Move a bad save aside as ``<name>.bad-<timestamp>.json`` (never overwriting); return the new
    path. Raises ``OSError`` if it cannot be moved."""
    return paths.keep_aside(path)


def _read(path: Path) -> bytes:
    try:
        raw = paths.read_regular(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise SaveError("there is no such save file", path=path, damaged=False) from None
    except paths.NotRegularFile:
        raise SaveError("this is not a regular file (a folder, a pipe or a device), not a save file",
                        path=path, damaged=False) from None
    except OSError as error:
        raise SaveError(f"the file cannot be read: {_os_words(error)}", path=path,
                        damaged=False) from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(f"save file is too large (over {MAX_SAVE_BYTES // (1024 * 1024)} MB)", path=path)
    return raw


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in a save")


def _parse(raw: bytes) -> dict[str, Any]:
    """The save's top-level object, its format and version checked. Raises :class:`SaveError`."""
    if not raw.strip():
        raise SaveError("save file is empty")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        if error.reason == "unexpected end of data":
            raise SaveError("save file is cut short (in the middle of a character)") from None
        raise SaveError(f"save file is not UTF-8 text (byte 0x{raw[error.start]:02x} at position "
                        f"{error.start})") from None
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        if _cut_short(text, error):
            raise SaveError(f"save file is cut short (not valid JSON at line {error.lineno})") from None
        if error.msg.startswith("Extra data"):
            raise SaveError(f"save file has extra text after the save (line {error.lineno})") from None
        raise SaveError(f"save file is not valid JSON (line {error.lineno}, column {error.colno}: "
                        f"{error.msg})") from None
    except ValueError as error:  # NaN, or a number too long to read
        raise SaveError(f"save file is not valid JSON ({error})") from None
    if not isinstance(data, dict):
        raise SaveError(f"save file holds {_kind(data)}, not a save")
    if data.get("format") != FORMAT:
        if "format" not in data:
            raise SaveError("missing field 'format' (this is not a Fort Desktop save)")
        raise SaveError(f"field 'format' is {_short(data['format'])}, not {FORMAT!r} "
                        "(this is not a Fort Desktop save)")
    _require(data, "version", int, "a whole number")
    return data


#: What a JSON text cut short can end with after the point where the decoder gave up: part of a
#: literal, or the dangling end of a number (compiled by ``re`` on first use, kept in its cache).
_DANGLING_END = r"(t|tr|tru|f|fa|fal|fals|n|nu|nul|-|\.|[eE][-+]?)?"


def _cut_short(text: str, error: json.JSONDecodeError) -> bool:
    """Whether ``error`` comes from ``text`` ending early rather than from something wrong in it."""
    rest = text[error.pos:].rstrip()
    if error.msg.startswith("Unterminated string"):
        return True
    if error.msg.startswith("Invalid \\uXXXX escape"):
        return len(rest) < 6
    return re.fullmatch(_DANGLING_END, rest) is not None


def _require(data: dict[str, Any], key: str, kind: type[T], words: str) -> T:
    if key not in data:
        raise SaveError(f"missing field {key!r}")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(f"field {key!r} must be {words}, not {_kind(value)}")
    return value


def _checked_fields(data: dict[str, Any]) -> tuple[str, int, list[str], list[str], list[Any], str]:
    """The fields a replay needs, each checked. Raises :class:`SaveError` naming the bad field."""
    game = _require(data, "game", str, "a text")
    if game not in games.playable():
        if game in games.coming():
            raise SaveError(f"game {game!r} is not playable in this version of the program")
        raise SaveError(f"unknown game {_short(game)}")
    seed = _require(data, "seed", int, "a whole number")
    if not -MAX_SEED <= seed < MAX_SEED:
        raise SaveError("field 'seed' is out of range")
    seats = _require(data, "seats", list, "a list")
    for kind in seats:
        if kind not in SEAT_KINDS:
            raise SaveError(f"field 'seats' holds {_short(kind)}, not one of: {', '.join(SEAT_KINDS)}")
    names = _require(data, "names", list, "a list")
    if not all(isinstance(n, str) for n in names):
        raise SaveError("field 'names' must hold texts")
    if len(names) != len(seats):
        raise SaveError(f"field 'names' has {len(names)} names for {len(seats)} seats")
    actions = _require(data, "actions", list, "a list")
    digest = _require(data, "digest", str, "a text")
    return game, seed, seats, names, actions, digest


#: Longest ``secret`` a save may hold (characters); :func:`fort_desktop.session.deal_secret` makes 32.
MAX_SECRET_CHARS = 128


def _secret(data: dict[str, Any]) -> str | None:
    """The save's optional ``secret`` (the deal of a game with a person seated), or None.
    Raises :class:`SaveError` if it is not a short text of hex digits."""
    if "secret" not in data:
        return None
    secret = _require(data, "secret", str, "a text")
    if not 0 < len(secret) <= MAX_SECRET_CHARS or not all(ch in "0123456789abcdef" for ch in secret):
        raise SaveError("field 'secret' must be a short text of hex digits")
    return secret


def _forced(data: dict[str, Any]) -> dict[str, list[Any]] | None:
    """The save's optional ``forced`` outcomes of a scripted deal (``{label: [outcome, ...]}``), or
    None. Raises :class:`SaveError` if it is not a map of texts to lists."""
    if "forced" not in data:
        return None
    forced = _require(data, "forced", dict, "a map")
    if not all(isinstance(k, str) and isinstance(v, list) for k, v in forced.items()):
        raise SaveError("field 'forced' must map labels to lists of outcomes")
    return forced


def _restore_extras(session: GameSession, data: dict[str, Any]) -> None:
    """The seats' clocks and a tutorial's progress, when the save has them (SaveError if bad)."""
    if "tutorial" in data:
        session.tutorial = dict(_require(data, "tutorial", dict, "a map"))
    if "clocks_ms" in data:
        clocks = data["clocks_ms"]
        if (not isinstance(clocks, list) or len(clocks) != len(session.seats)
                or not all(type(ms) is int and 0 <= ms < 2**40 for ms in clocks)):
            raise SaveError("field 'clocks_ms' must hold one time (ms) per seat")
        session.clock_ms = list(clocks)


def _replay(game: str, seed: int, seats: list[str], names: list[str], actions: list[Any],
            bot_pace_seconds: float | None, game_options: dict[str, Any] | None = None,
            secret: str | None = None, forced: dict[str, list[Any]] | None = None) -> GameSession:
    options: dict[str, Any] = {} if bot_pace_seconds is None else {"bot_pace_seconds": bot_pace_seconds}
    try:
        session = GameSession(game, seed, seats, names, options=game_options, secret=secret, forced=forced,
                              **options)
    except ValueError as error:
        raise SaveError(f"the game cannot start: {error}") from None
    count = len(actions)
    for index, action in enumerate(actions):
        number = f"action {index + 1} of {count}"
        if not isinstance(action, dict):
            raise SaveError(f"{number} is {_kind(action)}, not an action")
        kind = action.get("type")
        if not isinstance(kind, str):
            raise SaveError(f"{number} has no 'type'")
        label = f"{number} ({_short(kind, quote=False)})"
        try:
            refusal = session.submit(dict(action))
        except (RecursionError, MemoryError):
            raise
        except Exception as error:  # the rules choked on a malformed action
            raise SaveError(f"{label} cannot be applied: {_error_words(error)}") from None
        if refusal is not None:
            raise SaveError(f"{label} is refused by the rules: {refusal.reason}")
    return session


def _kind(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "a text", bool: "true/false", int: "a number",
            float: "a number", type(None): "null"}.get(type(value), type(value).__name__)


def _short(value: Any, limit: int = 40, quote: bool = True) -> str:
    text = repr(value) if quote else str(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _error_words(error: BaseException) -> str:
    text = str(error)
    text = text if len(text) <= 160 else text[:157] + "..."
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def _os_words(error: OSError) -> str:
    return error.strerror or str(error) or type(error).__name__


__all__ = [
    "FORMAT", "VERSION", "UPGRADERS", "SaveError", "LoadedSave", "SaveInfo", "upgrade",
    "session_to_data", "dumps_save", "write_save", "save_session", "autosave", "autosave_listener",
    "autosave_path", "previous_autosave_path", "has_autosave", "save_name_to_path", "save_by_name",
    "list_saves", "load_save", "load_save_bytes", "load_by_name", "load_autosave", "quarantine",
]
