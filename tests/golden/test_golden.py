"""Golden playthroughs: each game's recorded actions replay to the recorded log and digest.
A failure shows the first lines that differ; if the change was meant, regenerate with
``/work/venv/bin/python -m tests.golden.make_golden GAME`` and review the diff."""
from __future__ import annotations

import difflib
import json

import pytest

from fort_desktop.session import GameSession
from tests.contract.probes import importable_games

from .make_golden import golden_path

GAMES = [entry.name for entry in importable_games() if golden_path(entry.name).exists()]


def test_every_game_whose_rules_import_has_a_golden_file():
    missing = [e.name for e in importable_games() if not golden_path(e.name).exists()]
    assert missing == [], f"run: python -m tests.golden.make_golden {' '.join(missing)}"


@pytest.mark.parametrize("game", GAMES)
def test_the_golden_actions_replay_to_the_golden_log_and_digest(game):
    golden = json.loads(golden_path(game).read_text(encoding="utf-8"))
    session = GameSession.replay(game, golden["seed"], golden["seats"], golden["actions"],
                                 options=golden["options"])
    log = [line.text for line in session.log(None, hide_race=False)]
    diff = list(difflib.unified_diff(golden["log"], log, "golden", "now", lineterm="", n=1))
    assert not diff, "\n".join(diff[:30])
    assert session.digest == golden["digest"]
    assert session.is_over and len(golden["actions"]) > 50
