"""main.py as a person runs it (subprocess): one clear line and exit 2 for anything wrong, a result
line for a finished game."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from fort_desktop.cli import UsageError, parse

ROOT = Path(__file__).resolve().parents[2]
RESULT = re.compile(r"^result: game=fortify seed=(\d+) winner=(P1|P2|P1\+P2|draw) rounds=(\d+)$")


def run(*args, timeout=120):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT, env=env)


def assert_one_line_error(proc, *words):
    assert proc.returncode == 2, proc
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), proc.stderr
    for word in words:
        assert word in lines[0]
    assert proc.stdout == ""


@pytest.mark.parametrize(
    "args, words",
    [
        (["--bogus"], ["--bogus"]),
        (["fortify", "--players", "human,alien"], ["'alien'", "human/bot"]),
        (["fortify", "--players", "human"], ["needs 2 seats, got 1"]),
        (["fortify", "--players", "human,bot,bot"], ["needs 2 seats, got 3"]),
        (["fortify", "--seed", "abc"], ["--seed", "whole number"]),
        (["fortify", "--seed", "-3"], ["--seed"]),
        (["fortify", "--seed"], ["--seed"]),
        (["chess"], ["unknown game 'chess'"]),
        (["fortify", "--load", "no-such-save.json"], ["--load", "no such save file"]),
        (["--load", "x.json", "--players", "human,bot"], ["--players cannot be used with --load"]),
        (["--load", "x.json", "--seed", "4"], ["--seed cannot be used with --load"]),
        (["fortify", "--screenshot", "shot.jpg"], [".png"]),
        (["--autoplay"], ["needs a game"]),
    ],
)
def test_bad_command_lines_print_one_line_and_exit_2(args, words):
    assert_one_line_error(run(*args), *words)


def test_autoplay_headless_prints_the_result_line_and_is_fast():
    proc = run("fortify", "--autoplay", "--headless", "--seed", "7", timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert RESULT.match(proc.stdout.strip()), proc.stdout
    assert proc.stdout.strip().startswith("result: game=fortify seed=7 ")


def test_same_seed_same_result():
    first = run("fortify", "--autoplay", "--headless", "--seed", "12")
    again = run("fortify", "--players", "bot,bot", "--headless", "--seed", "12")
    assert first.stdout == again.stdout and first.returncode == again.returncode == 0


def test_headless_screenshot_of_a_finished_game(tmp_path):
    shot = tmp_path / "end.png"
    proc = run("fortify", "--autoplay", "--headless", "--seed", "5", "--screenshot", str(shot))
    assert proc.returncode == 0 and RESULT.match(proc.stdout.strip())
    assert pygame.image.load(str(shot)).get_size() == (1280, 800)


def test_headless_launcher_screenshot(tmp_path):
    shot = tmp_path / "launcher.png"
    proc = run("--headless", "--screenshot", str(shot))
    assert proc.returncode == 0, proc.stderr
    assert shot.is_file() and proc.stdout == ""


def test_parse_keeps_good_values():
    args = parse(["FORTIFY", "--players", "Human,bot", "--seed", "9", "--autoplay", "--headless"])
    assert (args.game, args.players, args.seed, args.autoplay, args.headless) == (
        "fortify", ["human", "bot"], 9, True, True)


def test_parse_error_is_one_line_usage_error():
    with pytest.raises(UsageError) as caught:
        parse(["fortify", "--frobnicate"])
    assert "\n" not in str(caught.value)


def test_a_data_error_is_one_line_and_exit_2(tmp_path):
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data)
    rules = data / "fortify" / "rules.yaml"
    rules.write_text(rules.read_text().replace("base_hits_to_win: 3", "base_hits_to_win: 0"))
    env = dict(os.environ, FORT_DESKTOP_GAME_DATA=str(data), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "main.py", "fortify", "--autoplay", "--headless"], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr
    assert "fortify/rules.yaml: base_hits_to_win:" in out.stderr


def test_headless_with_a_person_seated_is_one_error_line_and_exit_2():
    """``main.py fortify --players human,bot --headless``: no window for the person, so one error
    line and exit 2 at once (not frames waiting for a player who cannot act)."""
    proc = run("fortify", "--players", "human,bot", "--headless", "--seed", "3", timeout=60)
    assert_one_line_error(proc)
    assert "--autoplay" in proc.stderr and proc.stdout == ""


# -- --load ----------------------------------------------------------------------------------------
def _saved_game(tmp_path, seats=("human", "bot"), seed=13, actions=25):
    from fort_desktop import saves
    from fort_desktop.session import GameSession

    session = GameSession("fortify", seed, list(seats))
    for _ in range(actions):
        session.play_bot(session.acting_seats()[0])
    return session, saves.save_session(session, tmp_path / "evening.json")


def test_load_resumes_the_saved_position(tmp_path, monkeypatch, capsys):
    from fort_desktop import cli, paths
    from fort_desktop.table.app import App

    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(paths.CONFIG_DIR_ENV, str(tmp_path / "config"))
    session, path = _saved_game(tmp_path)
    seen = {}
    close = App.close

    def record(self):
        seen.update(digest=self.session.digest, count=len(self.session.actions), table=type(self.table).__name__)
        close(self)

    monkeypatch.setattr(App, "close", record)
    monkeypatch.setattr(cli, "HEADLESS_IDLE_FRAMES", 5)
    assert cli.main(["--load", str(path), "--headless"]) == 0
    assert seen == {"digest": session.digest, "count": len(session.actions), "table": "FortifyTable"}
    assert "waiting for P1" in capsys.readouterr().err


def test_load_with_autoplay_plays_the_saved_game_to_its_end(tmp_path):
    from fort_desktop.session import GameSession

    session, path = _saved_game(tmp_path, seed=21)
    bots = GameSession.replay("fortify", 21, ["bot", "bot"], session.actions)
    bots.play_out()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               FORT_DESKTOP_DATA_DIR=str(tmp_path / "data"), FORT_DESKTOP_CONFIG_DIR=str(tmp_path / "config"))
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "--load", str(path), "--autoplay", "--headless"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == bots.result_line()
    assert not (tmp_path / "data" / "saves" / "autosave.json").exists()  # a demo never autosaves


@pytest.mark.parametrize("content, words", [
    ('{"format": "fort-desktop-save", "version": 2, "ga', "cut short"),
    ("[1, 2, 3]", "not a save"),
    ("", "empty"),
])
def test_load_of_a_bad_file_is_one_line_and_exit_2_and_the_file_stays(tmp_path, content, words):
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    proc = run("--load", str(bad), "--headless")
    assert_one_line_error(proc, "--load", "bad.json", words)
    assert bad.read_text(encoding="utf-8") == content


def test_load_of_another_game_than_named_is_refused(tmp_path):
    from fort_desktop import cli

    _, path = _saved_game(tmp_path)
    args = parse(["fortify", "--load", str(path)])
    args.game = "forfort"  # as if Forfort were playable and named on the command line
    with pytest.raises(UsageError, match="the save is a fortify game, not forfort"):
        cli._load(args)


def test_a_screenshot_into_a_missing_folder_is_refused_at_once(tmp_path):
    with pytest.raises(UsageError, match="does not exist"):
        parse(["fortify", "--headless", "--screenshot", str(tmp_path / "no" / "such" / "x.png")])


def test_a_headless_run_never_touches_the_players_autosave(tmp_path):
    env = dict(os.environ, FORT_DESKTOP_DATA_DIR=str(tmp_path / "data"),
               FORT_DESKTOP_CONFIG_DIR=str(tmp_path / "config"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for extra in (["--players", "human,bot"], ["--autoplay"]):
        out = subprocess.run([sys.executable, "main.py", "fortify", "--headless", "--seed", "3", *extra],
                             cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        assert out.returncode in (0, 2) and "Traceback" not in out.stderr   # 2: a person cannot play headless
    assert not (tmp_path / "data" / "saves" / "autosave.json").exists()


@pytest.mark.parametrize("game", ["fort", "forfort"])
def test_a_finished_game_loaded_headless_prints_its_result_line(tmp_path, game):
    """Trial (issue 8): a finished save with people seated, loaded --headless, printed nothing."""
    from fort_desktop import saves
    from fort_desktop.session import GameSession

    session = GameSession(game, 3, ["human", "bot"])
    while not session.is_over:
        session.play_bot(session.acting_seats()[0])
    path = saves.save_session(session, tmp_path / "finished.json")
    proc = run("--load", str(path), "--headless", timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == session.result_line()


def test_the_usage_names_the_command_the_player_typed():
    from fort_desktop.cli import program_name

    assert program_name("/home/ana/fort/main.py") == "main.py"
    assert program_name("/home/ana/.venv/bin/fort-desktop") == "fort-desktop"
    assert program_name("/usr/lib/python3/site-packages/fort_desktop/__main__.py") == "fort-desktop"
