"""SHA-256 without loading OpenSSL at start-up: :func:`sha256`.

``import hashlib`` loads OpenSSL's ``_hashlib`` (a few milliseconds, a share of the start-up worth
having back), while every start-up hashes only a few kilobytes: the data files' cache keys
(:mod:`fort_desktop.data`), a save's fingerprint, a new game's deal seed. So this takes CPython's own
built-in SHA-256 (``_sha256`` up to 3.11, ``_sha2`` from 3.12; the standard library's ``random``
does the same for SHA-512) and falls back to :mod:`hashlib` where neither exists. The digests are
SHA-256's whichever is used.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:  # pragma: no cover - types only
    from typing import Protocol

    class Hash(Protocol):
        """What :func:`sha256` gives: a hash object as ``hashlib``'s."""

        def update(self, data: bytes, /) -> None: ...
        def digest(self) -> bytes: ...
        def hexdigest(self) -> str: ...

__all__ = ["sha256"]


def _builtin_sha256() -> Callable[..., Any]:
    for module in ("_sha2", "_sha256"):
        try:
            made: Callable[..., Any] = getattr(importlib.import_module(module), "sha256")
            return made
        except (ImportError, AttributeError):
            continue
    import hashlib

    return hashlib.sha256


_SHA256 = _builtin_sha256()


def sha256(data: bytes = b"") -> Hash:
    """A SHA-256 hash object of ``data`` (``.digest()``: 32 bytes, ``.hexdigest()``: 64 hex digits,
    ``.update(more)``), as ``hashlib.sha256(data)`` gives."""
    made: Hash = _SHA256(data)
    return made
