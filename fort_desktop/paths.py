"""Where Fort Desktop finds its own files and keeps the player's, and the two safe ways it changes
them (TABLE.md "Saves").

* :func:`assets_root` / :func:`game_data_dir` / :func:`sprites_dir`: the game data (``data/``) and
  the pictures, fonts and sounds (``sprites/``) that ship with the program. They sit at the top of
  the repository; a built wheel carries copies of both in ``fort_desktop/_assets/`` (``setup.py``
  copies them at build time), looked for first. ``FORT_DESKTOP_GAME_DATA`` points the game data
  elsewhere (card designers, tests). Every other module asks these (or ``fort_desktop.DATA_DIR`` /
  ``SPRITES_DIR``, set from them).
* :func:`data_dir` / :func:`config_dir`: the operating system's per-user data and config folders
  (``platformdirs``, app name ``fort-desktop``). The environment variables ``FORT_DESKTOP_DATA_DIR``
  and ``FORT_DESKTOP_CONFIG_DIR`` override them (tests and CI point them at temporary folders, so
  nothing touches the real home folder).
* :func:`saves_dir`: ``data_dir()/saves``.
* :func:`write_atomic`: write a whole file or nothing (temporary file in the same folder, flushed and
  ``fsync``-ed, then ``os.replace``), the pattern of Tuxemon's ``save.py``.
* :func:`read_regular`: read a file only if it is a regular file (a FIFO never hangs the program).
* :func:`keep_aside`: move a bad file to ``<stem>.bad-<timestamp><suffix>`` without ever overwriting
  anything, so a damaged save or settings file is kept for a bug report.

No pygame here.
"""
from __future__ import annotations

import errno
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

import platformdirs

APP_NAME = "fort-desktop"
DATA_DIR_ENV = "FORT_DESKTOP_DATA_DIR"
CONFIG_DIR_ENV = "FORT_DESKTOP_CONFIG_DIR"
CACHE_DIR_ENV = "FORT_DESKTOP_CACHE_DIR"
GAME_DATA_ENV = "FORT_DESKTOP_GAME_DATA"
#: The folder of the ``fort_desktop`` package.
PACKAGE_DIR = Path(__file__).resolve().parent
#: The folder inside the package where a built wheel carries ``data/`` and ``sprites/``.
BUNDLED_ASSETS = "_assets"
#: A temporary file of :func:`write_atomic` older than this (seconds) was left by a killed process.
STALE_TEMP_SECONDS = 60.0

#: Marker in the names of files moved aside by :func:`keep_aside` (listings skip such files).
BAD_MARK = ".bad-"
#: Suffix of the temporary files :func:`write_atomic` writes before the rename.
TEMP_SUFFIX = ".tmp"


def assets_root() -> Path:
    """The folder holding ``data/`` and ``sprites/``: ``fort_desktop/_assets`` in an installed wheel,
    else the repository's top folder (a checkout: the package's parent). Never raises."""
    bundled = PACKAGE_DIR / BUNDLED_ASSETS
    if (bundled / "data").is_dir():
        return bundled
    return PACKAGE_DIR.parent


def game_data_dir() -> Path:
    """The game data folder (cards, rules settings, schemas): ``$FORT_DESKTOP_GAME_DATA`` if set,
    else ``assets_root()/"data"``."""
    override = os.environ.get(GAME_DATA_ENV, "").strip()
    return Path(override).expanduser() if override else assets_root() / "data"


def sprites_dir() -> Path:
    """The pictures, fonts and sounds: ``assets_root()/"sprites"``."""
    return assets_root() / "sprites"


def _folder(env_name: str, default: str, create: bool) -> Path:
    override = os.environ.get(env_name, "").strip()
    folder = Path(override).expanduser() if override else Path(default)
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def data_dir(create: bool = True) -> Path:
    """The per-user data folder (saves live under it); ``$FORT_DESKTOP_DATA_DIR`` if set.

    Created (with its parents) when ``create``; raises ``OSError`` if that fails.
    """
    return _folder(DATA_DIR_ENV, platformdirs.user_data_dir(APP_NAME, appauthor=False), create)


def config_dir(create: bool = True) -> Path:
    """The per-user config folder (settings live in it); ``$FORT_DESKTOP_CONFIG_DIR`` if set.

    Created (with its parents) when ``create``; raises ``OSError`` if that fails.
    """
    return _folder(CONFIG_DIR_ENV, platformdirs.user_config_dir(APP_NAME, appauthor=False), create)


def cache_dir(create: bool = True) -> Path:
    """The per-user cache folder (stamps of data files already checked); ``$FORT_DESKTOP_CACHE_DIR``
    if set. Created when ``create``; raises ``OSError`` if that fails."""
    return _folder(CACHE_DIR_ENV, platformdirs.user_cache_dir(APP_NAME, appauthor=False), create)


class NotRegularFile(OSError):
    """The path names a FIFO, a device, a socket or a folder: never opened for reading."""


def read_regular(path: str | os.PathLike, limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit + 1`` of them (so a caller can tell
    a file over ``limit`` bytes). The file is opened without blocking and checked to be a regular
    file before anything is read: a FIFO or a device never hangs the program.

    Raises ``FileNotFoundError``, :class:`NotRegularFile` (also for a folder), or another ``OSError``.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except IsADirectoryError:
        raise NotRegularFile(errno.EISDIR, "this is a folder, not a file", str(path)) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotRegularFile(errno.EINVAL, "not a regular file", str(path))
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def remove_stale_temps(path: str | os.PathLike, older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete the temporary files :func:`write_atomic` left beside ``path`` when a process was killed
    (``.<name>.*.tmp`` last changed over ``older_than`` seconds ago); returns those removed. Never
    raises (a file that cannot be removed is left)."""
    target = Path(path)
    removed = []
    now = time.time()
    import glob

    try:
        candidates = list(target.parent.glob(f".{glob.escape(target.name)}.*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for temp in candidates:
        try:
            if now - temp.lstat().st_mtime > older_than and stat.S_ISREG(temp.lstat().st_mode):
                temp.unlink()
                removed.append(temp)
        except OSError:
            continue
    return removed


def saves_dir(create: bool = True) -> Path:
    """``data_dir()/"saves"``, created on demand (raises ``OSError`` if that fails)."""
    folder = data_dir(create) / "saves"
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def write_atomic(path: str | os.PathLike, content: str | bytes, *,
                 before_replace: Callable[[], Any] | None = None) -> Path:
    """Write ``content`` (text is UTF-8 encoded) to ``path`` as a whole, or not at all.

    The bytes go to a temporary file in the same folder, which is flushed and ``fsync``-ed, then
    renamed over ``path`` with ``os.replace`` (atomic on POSIX and Windows). If anything fails half
    way (disk full, a killed process...) the previous file at ``path`` is untouched and the temporary
    file is removed. The folder is created if missing; temporary files of ``path`` left by a killed
    process (:func:`remove_stale_temps`) are removed first. ``before_replace`` (optional) is called once
    the temporary file is complete, just before the rename (e.g. to keep the old file under another
    name); if it raises, nothing is renamed. Returns ``path``; raises ``OSError``.
    """
    target = Path(path)
    data = content.encode("utf-8") if isinstance(content, str) else bytes(content)
    target.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temps(target)
    fd, temp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=TEMP_SUFFIX)
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                if written <= 0:  # pragma: no cover - os.write raises rather than writing nothing
                    raise OSError(errno.EIO, "nothing written")
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        if before_replace is not None:
            before_replace()
        os.replace(temp_name, target)
    except BaseException:
        try:
            os.unlink(temp_name)
        except OSError:
            pass
        raise
    _fsync_folder(target.parent)
    return target


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the OS allows it (POSIX); never raises."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def keep_aside(path: str | os.PathLike) -> Path:
    """Move the file at ``path`` to ``<stem>.bad-<YYYYmmdd-HHMMSS><suffix>`` beside it; return the new path.

    Never overwrites: if the name is taken, ``-2``, ``-3``... is added. Raises ``OSError`` (e.g.
    ``FileNotFoundError``) if the file cannot be moved.
    """
    source = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    stem, suffix = source.stem, source.suffix
    for attempt in range(1, 10_000):
        extra = "" if attempt == 1 else f"-{attempt}"
        target = source.with_name(f"{stem}{BAD_MARK}{stamp}{extra}{suffix}")
        if target.exists():
            continue
        try:
            _move_no_overwrite(source, target)
        except FileExistsError:
            continue
        return target
    raise OSError(errno.EEXIST, "no free name to keep the file aside", str(source))


def _move_no_overwrite(source: Path, target: Path) -> None:
    """Rename ``source`` to ``target``; raise ``FileExistsError`` rather than replace ``target``."""
    if os.name == "nt":  # os.rename refuses an existing target on Windows
        os.rename(source, target)
        return
    try:
        os.link(source, target)  # fails with FileExistsError if target appeared meanwhile
    except FileExistsError:
        raise
    except (OSError, NotImplementedError, AttributeError):
        # No hard links on this file system (FAT, some network shares): rename after checking.
        if target.exists():
            raise FileExistsError(errno.EEXIST, "file exists", str(target))
        os.rename(source, target)
        return
    os.unlink(source)
