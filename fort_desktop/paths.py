"""Where Fort Desktop keeps its files, and the two safe ways it changes them (TABLE.md "Saves").

* :func:`data_dir` / :func:`config_dir`: the operating system's per-user data and config folders
  (``platformdirs``, app name ``fort-desktop``). The environment variables ``FORT_DESKTOP_DATA_DIR``
  and ``FORT_DESKTOP_CONFIG_DIR`` override them (tests and CI point them at temporary folders, so
  nothing touches the real home folder).
* :func:`saves_dir`: ``data_dir()/saves``.
* :func:`write_atomic`: write a whole file or nothing (temporary file in the same folder, flushed and
  ``fsync``-ed, then ``os.replace``), the pattern of Tuxemon's ``save.py``.
* :func:`keep_aside`: move a bad file to ``<stem>.bad-<timestamp><suffix>`` without ever overwriting
  anything, so a damaged save or settings file is kept for a bug report.

No pygame here.
"""
from __future__ import annotations

import errno
import os
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

import platformdirs

APP_NAME = "fort-desktop"
DATA_DIR_ENV = "FORT_DESKTOP_DATA_DIR"
CONFIG_DIR_ENV = "FORT_DESKTOP_CONFIG_DIR"

#: Marker in the names of files moved aside by :func:`keep_aside` (listings skip such files).
BAD_MARK = ".bad-"
#: Suffix of the temporary files :func:`write_atomic` writes before the rename.
TEMP_SUFFIX = ".tmp"


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
    file is removed. The folder is created if missing. ``before_replace`` (optional) is called once
    the temporary file is complete, just before the rename (e.g. to keep the old file under another
    name); if it raises, nothing is renamed. Returns ``path``; raises ``OSError``.
    """
    target = Path(path)
    data = content.encode("utf-8") if isinstance(content, str) else bytes(content)
    target.parent.mkdir(parents=True, exist_ok=True)
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
