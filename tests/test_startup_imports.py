"""Start-up imports only what the first screen needs (issue 13: start-up <= 1.3x the bare
``import pygame, pymunk, yaml``): the registry alone imports no pygame and no game; a game's first
table frame imports no other game's rules, table or bot, no game's bot at all while a person is to
act, and none of the heavy packages that screen does not use (PyYAML when the data files are kept
parsed and the player's settings file is as this program writes it, pymunk while the dice trays are
empty, jsonschema once the files were checked, logging, OpenSSL's hashes).

Each game runs in a fresh interpreter (this process has imported everything already): one child
per game, well under a second of CPU each.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fort_desktop import games, paths
from fort_desktop.settings import Settings, save_settings
from fort_desktop.session import GameSession

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("fortify", "fort", "forfort")
#: Packages no first table frame needs (with the data files kept parsed and already checked).
HEAVY = ("yaml", "pymunk", "jsonschema", "logging", "_hashlib", "hypothesis", "numpy", "scipy")

CHILD = """
import json, sys
import fort_desktop.games
registry = sorted(sys.modules)
from fort_desktop.session import GameSession
from fort_desktop.table.app import App
app = App(headless=True, autosave=False)
game = sys.argv[1]
app.show_table(GameSession(game, 1, json.loads(sys.argv[2])))
app.step()
print(json.dumps({"registry": registry, "table": sorted(sys.modules), "shown": type(app.table).__name__,
                  "volume": app.user_settings.volume}))
app.close()
"""


def _seats(game: str) -> list[str]:
    return ["human"] + ["bot"] * (games.get(game).min_seats - 1)


def _first_frame_modules(game: str, config: Path) -> dict:
    # The data files parsed and checked once here, so the child reads them kept, as every start-up
    # after the first does (the cache folder is this test run's, from conftest); the child reads the
    # player's settings file, as this program writes it.
    GameSession(game, 1, _seats(game))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env[paths.CONFIG_DIR_ENV] = str(config)
    os.environ[paths.CONFIG_DIR_ENV], before = str(config), os.environ.get(paths.CONFIG_DIR_ENV)
    try:
        save_settings(Settings(volume=0.5, window_size=(1024, 640)))
    finally:
        if before is None:
            del os.environ[paths.CONFIG_DIR_ENV]
        else:
            os.environ[paths.CONFIG_DIR_ENV] = before
    proc = subprocess.run([sys.executable, "-c", CHILD, game, json.dumps(_seats(game))], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _game_parts(modules: list[str]) -> set[tuple[str, str]]:
    """``(layer, game)`` for each game-owned module: ``fort_desktop.<rules|table|bots>.<game>...``."""
    parts = set()
    for name in modules:
        bits = name.split(".")
        if len(bits) >= 3 and bits[0] == "fort_desktop" and bits[1] in ("rules", "table", "bots") and bits[2] in GAMES:
            parts.add((bits[1], bits[2]))
    return parts


@pytest.mark.parametrize("game", GAMES)
def test_the_first_table_frame_imports_only_its_own_game(game, tmp_path):
    seen = _first_frame_modules(game, tmp_path / "config")
    assert seen["shown"] == games.get(game).table.rpartition(":")[2], seen["shown"]
    assert seen["volume"] == 0.5                                      # the child read the settings file
    registry = seen["registry"]
    assert not [m for m in registry if m.split(".")[0] == "pygame"], "importing the registry imported pygame"
    assert not _game_parts(registry), "importing the registry imported a game"
    parts = _game_parts(seen["table"])
    assert ("rules", game) in parts and ("table", game) in parts     # the probe really made the table
    assert parts == {("rules", game), ("table", game)}, f"the first {game} frame imported {sorted(parts)}"
    # The coach (the "What now?" panel and the computer's reasons) loads at its first question.
    assert "fort_desktop.coach" not in seen["table"], f"the first {game} frame imported the coach"
    heavy = [m for m in HEAVY if m in seen["table"]]
    assert not heavy, f"the first {game} frame imported {heavy}"
