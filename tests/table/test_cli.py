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
        (["fort"], ["Fort is coming soon; playable now: fortify"]),
        (["forfort"], ["Forfort is coming soon"]),
        (["chess"], ["unknown game 'chess'"]),
        (["fortify", "--load", "save.yaml"], ["not yet supported"]),
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
