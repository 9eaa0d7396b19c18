"""Text that comes from outside (names typed or saved, save summaries, remembered launcher fields)
made safe to show: pygame cannot render a NUL and cannot encode a lone surrogate, and a control
character draws as a box. No pygame here.
"""
from __future__ import annotations

import unicodedata

#: Longest cleaned text by default (characters).
MAX_TEXT_CHARS = 200


def clean_text(value: object, max_chars: int = MAX_TEXT_CHARS, fallback: str = "") -> str:
    """``value`` as text pygame can render: NFC-normalised; lone surrogates (``"\\ud800"``) become
    U+FFFD; NUL and other control characters (C0, C1, DEL,
    line and paragraph separators) are dropped, except that tabs and newlines become spaces; runs
    of spaces are folded and the ends stripped; cut to ``max_chars`` characters. A non-text
    ``value`` or a text with nothing left gives ``fallback``. Never raises.
    """
    if not isinstance(value, str):
        return fallback
    out = []
    for ch in value:
        if ch in "\t\n\r":
            out.append(" ")
            continue
        category = unicodedata.category(ch)
        if category == "Cs":
            out.append("\ufffd")
            continue
        if category in ("Cc", "Zl", "Zp") or ch == "\ufeff":
            continue
        out.append(ch)
    text = unicodedata.normalize("NFC", " ".join("".join(out).split()))
    text = text[:max_chars].rstrip()
    return text or fallback


def is_clean(value: object, max_chars: int = MAX_TEXT_CHARS) -> bool:
    """True when :func:`clean_text` would leave ``value`` (a text) as it is."""
    return isinstance(value, str) and clean_text(value, max_chars) == value


__all__ = ["clean_text", "is_clean", "MAX_TEXT_CHARS"]


def possessive(name: str) -> str:
    """``name`` owning something, for words built from a player's name: ``"Ana's"``, and
    ``"Your"`` / ``"your"`` for a person who typed "You" (or "you") as their name, never "You's".
    The case of "You" is kept, so a line may start with it."""
    words = " ".join(name.split())
    if words.lower() == "you":
        return "Your" if words[:1] == "Y" else "your"
    return f"{name}'s"
