"""The package installs the Python way: setuptools builds it with ``data/`` and ``sprites/`` inside,
an installed copy finds them from any folder, and the ``fort-desktop`` command is declared.

The build runs setuptools' own ``egg_info`` and ``build_py`` steps (what ``pip install .`` runs
before it zips the wheel) into a temporary folder: no network, no ``wheel`` package, well under a
second of CPU. Skipped where setuptools is absent.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from fort_desktop import paths

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ("data", "sprites")


def _shipped_files(folder: Path) -> set[str]:
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*")
            if path.is_file() and "__pycache__" not in path.parts}


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, Path]:
    """``(build_lib, egg_info_folder)`` of a setuptools build of the repository."""
    pytest.importorskip("setuptools")
    out = tmp_path_factory.mktemp("build")
    (out / "egg").mkdir()
    proc = subprocess.run(
        [sys.executable, "setup.py", "-q", "egg_info", "--egg-base", str(out / "egg"),
         "build_py", "-d", str(out / "lib")],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    (info,) = (out / "egg").glob("*.egg-info")
    return out / "lib", info


def test_the_build_carries_every_data_and_sprite_file(built):
    lib, _ = built
    for name in ASSETS:
        wanted = _shipped_files(ROOT / name)
        assert wanted, name
        assert _shipped_files(lib / "fort_desktop" / paths.BUNDLED_ASSETS / name) == wanted, name


def test_the_source_distribution_lists_data_and_sprites(built):
    _, info = built
    listed = set((info / "SOURCES.txt").read_text().split())
    for name in ASSETS:
        assert {f"{name}/{file}" for file in _shipped_files(ROOT / name)} <= listed, name


def test_the_fort_desktop_command_is_declared_and_exists(built):
    _, info = built
    entry = (info / "entry_points.txt").read_text()
    assert "fort-desktop = fort_desktop.__main__:run" in entry
    from fort_desktop.__main__ import run
    assert callable(run)


def test_dependencies_are_those_of_requirements_txt(built):
    _, info = built
    requires = {line.split("<")[0].split(">")[0]: line
                for line in (info / "requires.txt").read_text().lower().split()}
    pinned = dict(line.strip().lower().split("==") for line in (ROOT / "requirements.txt").read_text().splitlines()
                  if line.strip() and not line.startswith("#"))
    assert set(requires) == set(pinned)
    for name, version in pinned.items():
        assert f">={version}" in requires[name] and "<" in requires[name], requires[name]


def test_an_installed_copy_finds_its_files_from_another_folder(built, tmp_path):
    lib, _ = built
    env = {key: value for key, value in os.environ.items() if key != paths.GAME_DATA_ENV}
    env["PYTHONPATH"] = str(lib)
    probe = ("import fort_desktop as f; print(f.DATA_DIR); print(f.SPRITES_DIR); "
             "print((f.DATA_DIR / 'schemas').is_dir(), (f.SPRITES_DIR / 'fonts').is_dir())")
    proc = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr
    data, sprites, found = proc.stdout.splitlines()
    bundle = (lib / "fort_desktop" / paths.BUNDLED_ASSETS).resolve()
    assert Path(data) == bundle / "data"
    assert Path(sprites) == bundle / "sprites"
    assert found == "True True"


def test_a_checkout_finds_its_files_at_the_repository_top():
    assert paths.assets_root() == ROOT
    assert paths.sprites_dir() == ROOT / "sprites"


def test_the_game_data_folder_can_be_pointed_elsewhere(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.GAME_DATA_ENV, str(tmp_path))
    assert paths.game_data_dir() == tmp_path
    monkeypatch.delenv(paths.GAME_DATA_ENV)
    assert paths.game_data_dir() == ROOT / "data"
