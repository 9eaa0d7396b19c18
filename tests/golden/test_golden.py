"""Golden playthroughs: each game's recorded actions replay to the recorded log and digest.
A failure shows the first lines that differ; if the change was meant, regenerate with
``/work/venv/bin/python -m tests.golden.make_golden GAME`` and review the diff. Runs over the
registry's games and the tests' toy game; the length wanted scales from each game's declared size."""
from __future__ import annotations

import difflib
import json

import pytest

from fort_desktop.session import GameSession
from tests.contract.probes import every_game, registered

from .make_golden import golden_path

ENTRIES = [entry for entry in every_game() if golden_path(entry.name).exists()]
#: A golden game is at least this share of the game's declared typical length (a real game).
SHARE_OF_TYPICAL = 1 / 5


def test_every_game_whose_rules_import_has_a_golden_file():
    missing = [e.name for e in every_game() if not golden_path(e.name).exists()]
    assert missing == [], f"run: python -m tests.golden.make_golden {' '.join(missing)}"


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.name for e in ENTRIES])
def test_the_golden_actions_replay_to_the_golden_log_and_digest(entry, monkeypatch):
    game = registered(monkeypatch, entry).name
    golden = json.loads(golden_path(game).read_text(encoding="utf-8"))
    session = GameSession.replay(game, golden["seed"], golden["seats"], golden["actions"],
                                 options=golden["options"])
    log = [line.text for line in session.log(None, hide_race=False)]
    diff = list(difflib.unified_diff(golden["log"], log, "golden", "now", lineterm="", n=1))
    assert not diff, "\n".join(diff[:30])
    assert session.digest == golden["digest"]
    assert session.is_over and len(golden["actions"]) > entry.typical_game_length * SHARE_OF_TYPICAL


def test_fort_s_log_names_a_tuck_once():
    """A new user read "Sam tucks into the Lookout: Kiko" and then "Sam tucks Kiko into the
    Lookout" for one tuck: the golden game's every tuck has one line."""
    import json
    from pathlib import Path

    log = json.loads((Path(__file__).parent / "fort.json").read_text())["log"]
    decided = [line for line in log if "tucks into the Lookout:" in line]
    assert decided and not any(" tucks " in line and line.endswith("into the Lookout") for line in log)
