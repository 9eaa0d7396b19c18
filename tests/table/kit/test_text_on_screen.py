"""Words that read on a laptop (issue 15 item 1): whole computer-only games of 4-seat Fort, 4-seat
Forfort and Fortify are drawn on windows of 1366 x 768 and 1024 x 640 (the window changes size
between frames, so every table is laid out again as a resized window asks), and the kit's text
drawing is watched: every line drawn is at least 12 px tall on the window (its font size times the
window's scale), and no word (a card title, a player's name, an action, a count) is cut short to
fit on either window. Each game's own words-fit test (tests/table/GAME/test_words_fit*.py) plays with
a person in seat 0 and at 150 % text as well.

Only what the kit's fonts draw is seen (``widgets.TEXT_WATCHERS``, ``widgets.CUT_WATCHERS``); every
screen draws its words with them. Kept fast: the computers play many moves a frame, so each game is
a handful of frames at each size."""
from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from fort_desktop.table import widgets
from fort_desktop.table.app import App
from fort_desktop.table.kit import game_table

from ..shell_helpers import use_tmp_dirs

ROOT = Path(__file__).resolve().parents[3]
SIZES = [(1366, 768), (1024, 640)]
#: (game, seats, moves a frame): about eight frames of each game, the game-over screen included
GAMES = [("fort", 4, 50), ("forfort", 4, 16), ("fortify", 2, 16)]
LEAST_PX = 12
SEED = 11


def names_in_data(game: str) -> set[str]:
    """Every ``name:`` of the game's data files (card titles, perks, rules)."""
    found: set[str] = set()
    for path in sorted((ROOT / "data" / game).glob("*.yaml")):
        for match in re.finditer(r"\bname:\s*\"?([^,}\"\n#]+)", path.read_text(encoding="utf-8")):
            name = match.group(1).strip()
            if name:
                found.add(name)
    return found


def play_watched(game: str, seats: int, per_frame: int, monkeypatch, tmp_path) -> dict:
    """Play ``game`` to its end with computers in every seat, switching the window between
    :data:`SIZES` every frame; returns what was drawn: ``small`` [(px on the window, words, size)],
    ``cut`` [(words, shortened)], ``sizes`` the window sizes drawn, ``names`` the players' names."""
    use_tmp_dirs(monkeypatch, tmp_path)
    monkeypatch.setattr(game_table, "FAST_ACTIONS_PER_FRAME", per_frame)
    app = App(headless=True, user_settings=False, autosave=False, window_px=SIZES[0])
    seen = {"small": [], "cut": [], "clipped": [], "sizes": set(), "drawn": 0}

    def watch(font, text) -> None:
        words = str(text).strip()
        if not words:
            return
        seen["drawn"] += 1
        on_window = font.drawn_px * app.view[2]
        if on_window < LEAST_PX - 1e-6:
            seen["small"].append((round(on_window, 1), words, app.display.get_size()))

    def cut(_font, text, shortened) -> None:
        seen["cut"].append((text, shortened, app.display.get_size()))

    monkeypatch.setattr(widgets, "TEXT_WATCHERS", [watch])
    monkeypatch.setattr(widgets, "CUT_WATCHERS", [cut])
    try:
        app.start_game(game, SEED, ["bot"] * seats)
        session = app.session
        seen["names"] = {session.player_words(s) for s in range(seats)} | set(session.names)
        frames = 0
        over_frames = 0
        while over_frames < 2 and frames < 80:
            size = SIZES[frames % len(SIZES)]
            pygame.display.set_mode(size)
            app._fit_canvas()
            app.had_input = True       # a full frame each time (as after input), never a dirty-rect one
            app.step()
            seen["sizes"].add(size)
            painter = getattr(app.table, "painter", None)     # Fort's painter lists the words it could not fit
            clipped = getattr(painter, "clipped", None)
            if isinstance(clipped, list):
                seen["clipped"] += [(size, words) for words in clipped]
                clipped.clear()
            frames += 1
            if session.is_over:
                app.table.sheet_seen = True
                app.table.over_at = -1e9 if app.table.over_at is not None else app.table.over_at
                over_frames += 1
        seen["over"] = session.is_over
    finally:
        app.close()
    return seen


@pytest.mark.parametrize("game, seats, per_frame", GAMES, ids=[g for g, _, _ in GAMES])
def test_no_text_is_under_12_px_on_a_laptop_window_and_no_name_is_cut(game, seats, per_frame, monkeypatch, tmp_path):
    seen = play_watched(game, seats, per_frame, monkeypatch, tmp_path)
    assert seen["over"] and seen["sizes"] == set(SIZES)
    assert seen["drawn"] > 50                      # the watch saw the table's words
    assert seen["small"] == [], seen["small"][:10]
    names = names_in_data(game) | seen["names"]
    cut_names = sorted({(text, short) for text, short, _ in seen["cut"] if text.strip() in names})
    assert cut_names == [], cut_names[:10]
    # on either window no word at all is cut short (a card's action, a board's counts, a title)
    every = sorted({(text, short, size) for text, short, size in seen["cut"]})
    assert every == [], every[:10]
    assert sorted({(size, words) for size, words in seen["clipped"]}) == []


def test_the_watch_sees_small_and_cut_words():
    # the watch itself can fail: a 9 px line on a window at 0.8 scale, and a name cut to fit
    app = App(headless=True, user_settings=False, autosave=False, window_px=SIZES[1])
    try:
        drawn: list[float] = []
        cut: list[str] = []
        widgets.TEXT_WATCHERS.append(lambda f, t: drawn.append(f.drawn_px * app.view[2]))
        widgets.CUT_WATCHERS.append(lambda f, t, s: cut.append(t))
        try:
            widgets.draw_text(app.screen, "Ollie", (0, 0), size=9, max_width=12)
        finally:
            widgets.TEXT_WATCHERS.clear()
            widgets.CUT_WATCHERS.clear()
        assert drawn and min(drawn) >= LEAST_PX           # the kit draws it at 15 px: 12 px on the window
        assert cut == ["Ollie"]
        widgets.set_text_scale(1.0, 1)                   # without the least size: 9 px text is 7.2 px on screen
        assert widgets.font(9).drawn_px * app.view[2] < LEAST_PX
    finally:
        app.close()
