"""``python -m fort_desktop.enclosures LAYOUT`` (fortify.md 10): exact JSON for the design examples; one
``error:`` line on stderr and exit status 2 for every kind of bad input."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fort_desktop import enclosures
from fort_desktop.rules.fortify.data import layout_rules

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "tests" / "fixtures" / "fortify-examples"  # copies of ../shared/design/fortify-examples
EXAMPLE_NAMES = sorted(p.stem for p in EXAMPLES.glob("*.txt"))


def run_cli(*args):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "fort_desktop.enclosures", *map(str, args)],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=60,
    )


def assert_one_error_line(result, *expected_start):
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: ")
    for text in expected_start:
        assert text in lines[0]
    return lines[0]


def write(tmp_path, content: bytes, name="layout.txt"):
    path = tmp_path / name
    path.write_bytes(content)
    return path


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_cli_prints_the_expected_json_for_each_example(name):
    result = run_cli(EXAMPLES / f"{name}.txt")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout == (EXAMPLES / f"{name}.expected.json").read_text(encoding="utf-8")


def test_cli_names_file_line_and_column_of_an_unknown_character(tmp_path):
    path = write(tmp_path, b"; comment\n....\n..Q.\n")
    line = assert_one_error_line(run_cli(path))
    assert line == f"error: {path}:3:3: unknown character 'Q'"


def test_cli_refuses_a_row_longer_than_the_first(tmp_path):
    path = write(tmp_path, b"....\n.....\n")
    assert_one_error_line(run_cli(path), f"{path}:2:5: ", "row has 5 cells, expected 4")


def test_cli_refuses_a_row_shorter_than_the_first(tmp_path):
    path = write(tmp_path, b"....\n\n...\n")
    assert_one_error_line(run_cli(path), f"{path}:3:4: ", "row has 3 cells, expected 4")


def test_cli_refuses_bytes_that_are_not_utf8(tmp_path):
    path = write(tmp_path, b"....\n.\xff..\n")
    assert_one_error_line(run_cli(path), f"{path}:2:2: ", "UTF-8")


def test_cli_refuses_a_layout_with_no_rows(tmp_path):
    path = write(tmp_path, b"; only a comment\n\n")
    assert_one_error_line(run_cli(path), f"{path}:1:1: ", "no rows")


def test_cli_refuses_a_missing_file(tmp_path):
    assert_one_error_line(run_cli(tmp_path / "nope.txt"), "nope.txt", "no such file")


def test_cli_refuses_a_directory(tmp_path):
    assert_one_error_line(run_cli(tmp_path), "directory")


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root reads any file")
def test_cli_refuses_an_unreadable_file(tmp_path):
    path = write(tmp_path, b"....\n")
    path.chmod(0)
    assert_one_error_line(run_cli(path), "cannot be read")


def test_cli_refuses_no_arguments():
    assert_one_error_line(run_cli(), "usage")


def test_cli_refuses_two_arguments():
    assert_one_error_line(run_cli(EXAMPLES / "corner_gap.txt", EXAMPLES / "corner_gap.txt"), "usage")


def test_cli_never_prints_a_traceback(tmp_path):
    result = run_cli(write(tmp_path, b"\x00\x01\n"))
    assert "Traceback" not in result.stderr and result.returncode == 2


def test_main_returns_2_in_process_for_a_bad_layout(tmp_path, capsys):
    assert enclosures.main([str(write(tmp_path, b"..\n.?\n"))], layout_rules) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_main_reads_a_utf8_bom(tmp_path, capsys):
    assert enclosures.main([str(write(tmp_path, "\ufeffBBB\nB.B\nBBB\n".encode()))], layout_rules) == 0
    assert capsys.readouterr().out == '{"enclosures": [{"cells": 1, "free": 1, "clear": false, "fits": []}]}\n'


def test_the_design_examples_are_all_here():
    assert EXAMPLE_NAMES == ["base_and_two_cards", "corner_gap", "filled_room", "room_with_space"]


def test_the_grid_and_the_enclosures_grid_side_import_no_rules():
    code = ("import sys, fort_desktop.grid, fort_desktop.enclosures as e; "
            f"g = e.read_layout({str(EXAMPLES / 'corner_gap.txt')!r}, e.LayoutRules({{'builder': (2, 2)}})); "
            "assert g.enclosures() is not None; "
            "print(sorted(m for m in sys.modules if m.startswith('fort_desktop.rules')))")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
