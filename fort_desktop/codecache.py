"""The compiled methods of dataclasses, kept from one start-up to the next (issue 13, start-up).

Each ``@dataclass`` writes its ``__init__``, ``__repr__`` and ``__eq__`` (frozen ones also
``__setattr__``, ``__delattr__`` and ``__hash__``) as source text and compiles it while its module
is imported. Python keeps compiled modules (``.pyc``) but not these: about 30 dataclasses stand
between a start and the first table frame, and compiling their methods was a fifth of the start-up's
own CPU. :func:`install` has the dataclasses module compile through :func:`_exec`, which keeps the
code object of each exact source text, and :func:`save` writes the ones compiled in this run to
``cache_dir()/code/dataclasses-<python>.marshal``, read by the next start-up's :func:`install`.

Nothing else changes: the same text gives the same code as ``exec`` of that text would (file name
``<string>``, no ``__future__`` flags, as the dataclasses module has none), run in the same globals;
a text never kept is compiled as before. The file is keyed by the interpreter's exact version (the
code format is the interpreter's) and trusted as the ``.pyc`` files beside the code are; a missing,
damaged or foreign file is ignored (everything is then compiled, as without it), and a cache that
cannot be written costs only the next start-up's compiling.
"""
from __future__ import annotations

import builtins
import marshal
import sys
from pathlib import Path
from types import CodeType
from typing import Any

#: Most source texts kept (a run making dataclasses on the fly must not grow the file forever).
MAX_KEPT = 2000

_kept: dict[str, CodeType] = {}      # source text -> its code (read from the file, or compiled)
_used: set[str] = set()              # texts this run asked for
_fresh = False                       # something was compiled since the file was read or written
_file: Path | None = None


def _cache_file() -> Path | None:
    try:
        from .paths import cache_dir

        tag = f"{sys.implementation.cache_tag}-{sys.version.split()[0]}-m{marshal.version}"
        return cache_dir(create=False) / "code" / f"dataclasses-{tag}.marshal"
    except (OSError, ValueError):
        return None


def _exec(source: Any, globals: Any = None, locals: Any = None, /) -> None:
    """``exec`` as the dataclasses module calls it; a source text's code is kept by its text."""
    global _fresh
    if type(source) is not str or globals is None:
        frame = sys._getframe(1)                  # as exec itself: the caller's namespaces
        builtins.exec(source, frame.f_globals if globals is None else globals,
                      (frame.f_locals if globals is None else globals) if locals is None else locals)
        return
    code = _kept.get(source)
    if code is None:
        code = compile(source, "<string>", "exec", dont_inherit=True)
        if len(_kept) < MAX_KEPT:
            _kept[source] = code
            _fresh = True
    _used.add(source)
    builtins.exec(code, globals, globals if locals is None else locals)


def install() -> None:
    """Read the kept code (if any) and have the dataclasses module compile through it. Never
    raises; a second call does nothing."""
    global _file
    import dataclasses

    if "exec" in vars(dataclasses):
        return                                    # installed already (or someone else's exec there)
    _file = _cache_file()
    if _file is not None:
        read(_file)
    setattr(dataclasses, "exec", _exec)


def read(path: Path) -> int:
    """Keep the code in the file ``path`` (written by :func:`save`); returns how many texts it
    held, 0 for a missing, damaged or foreign file (never raises)."""
    try:
        kept = marshal.loads(Path(path).read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return 0
    if not isinstance(kept, dict):
        return 0
    good = {text: code for text, code in kept.items() if type(text) is str and type(code) is CodeType}
    _kept.update(good)
    return len(good)


def save(path: Path | None = None) -> bool:
    """Write the kept code to ``path`` (default: the cache file :func:`install` read) if this run
    compiled anything new since, the texts this run used first, :data:`MAX_KEPT` at most. Returns
    whether it wrote; never raises (a cache that cannot be written is only missed next time)."""
    global _fresh
    path = _file if path is None else Path(path)
    if not _fresh or path is None:
        return False
    order = [t for t in _used if t in _kept] + [t for t in _kept if t not in _used]
    try:
        from .paths import write_atomic

        blob = marshal.dumps({text: _kept[text] for text in order[:MAX_KEPT]})
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, blob)
    except (OSError, ValueError):
        return False
    _fresh = False
    return True
