"""Build hook: ships ``data/`` and ``sprites/`` (they stay at the top of the repository) inside the
wheel as ``fort_desktop/_assets/data`` and ``fort_desktop/_assets/sprites``, where
``fort_desktop.paths.assets_root`` looks first. Everything else is in ``pyproject.toml``.

An editable install copies nothing: the package then finds the folders at the repository's top.
"""
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
#: The top-level folders carried into the wheel, and where in the package they go.
ASSET_FOLDERS = ("data", "sprites")
BUNDLE = Path("fort_desktop") / "_assets"


class BuildPyWithAssets(build_py):
    """``build_py`` that also copies :data:`ASSET_FOLDERS` into ``<build_lib>/fort_desktop/_assets``."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        for name in ASSET_FOLDERS:
            target = Path(self.build_lib) / BUNDLE / name
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(HERE / name, target,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".*"))

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = list(super().get_outputs(include_bytecode))
        if not getattr(self, "editable_mode", False):
            root = Path(self.build_lib) / BUNDLE
            outputs += [str(path) for name in ASSET_FOLDERS for path in (root / name).rglob("*")
                        if path.is_file()]
        return outputs


setup(cmdclass={"build_py": BuildPyWithAssets})
