"""The kit and the shell name no game (issue 13, item 4): ``table/kit/``, ``table/scenes/``,
``table/app.py`` and ``table/art.py`` reach every game through its registry entry only. Their whole
source is searched, comments and docstrings included, for each game's name and title as a word
(so ``rules.<name>``, ``data/<name>/`` and ``<Title>'s`` are caught); the app's own name, Fort
Desktop, is not a game."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from fort_desktop import games

from ..contract.probes import fixture_games

TABLE = Path(games.__file__).resolve().parent / "table"
SHELL = sorted([*(TABLE / "kit").rglob("*.py"), *(TABLE / "scenes").rglob("*.py"), TABLE / "app.py", TABLE / "art.py"])
APP_NAME = re.compile(r"fort[ _-]desktop", re.IGNORECASE)


def game_words() -> set[str]:
    """Every game's name and title (the registry's and the tests' own)."""
    entries = [*games.GAMES.values(), *fixture_games()]
    return {word for e in entries for word in (e.name, e.title)}


def names_in(text: str, words: set[str]) -> list[tuple[int, str]]:
    """``(line number, word)`` for each game word in ``text`` (the app's own name left out)."""
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = APP_NAME.sub("", line)
        for word in sorted(words):
            if re.search(rf"(?<![A-Za-z0-9]){re.escape(word)}(?![A-Za-z0-9])", line, re.IGNORECASE):
                found.append((number, word))
    return found


def test_a_game_named_in_code_or_in_a_comment_is_found():
    words = {"fortify", "Ten Cards"}
    assert names_in("from ..rules.fortify import RULES", words) == [(1, "fortify")]
    assert names_in("x = 1\n# as Fortify's table does", words) == [(2, "fortify")]
    assert names_in('title = "ten cards"', words) == [(1, "Ten Cards")]
    assert names_in('"Fort Desktop", fort_desktop.games, fortifying', {"fort", "fortify"}) == []


@pytest.mark.parametrize("path", SHELL, ids=[str(p.relative_to(TABLE)) for p in SHELL])
def test_the_kit_and_the_shell_name_no_game(path):
    found = names_in(path.read_text(encoding="utf-8"), game_words())
    assert found == [], f"{path.relative_to(TABLE)} names a game: " + ", ".join(f"line {n}: {w}" for n, w in found)
