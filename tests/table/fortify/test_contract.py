"""The parts of the Fortify table read only what the declared contract lists (no hidden sharing of
the scene's attributes, as the old mixins did)."""
from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from fort_desktop.table.fortify import contract
from fort_desktop.table.fortify.scene import FortifyTable

PARTS = Path(contract.__file__).parent
DECLARED = set(contract.TableParts.__annotations__) | {
    name for name, _ in inspect.getmembers(contract.TableParts) if not name.startswith("_")}


def used_names(source: str) -> set[str]:
    """Names X in every ``self.table.X`` of a module."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
                and node.value.attr == "table" and isinstance(node.value.value, ast.Name)
                and node.value.value.id == "self"):
            names.add(node.attr)
    return names


@pytest.mark.parametrize("part", ["paint.py", "input.py", "words.py", "hover.py", "reactions.py"])
def test_a_part_reads_only_what_the_contract_declares(part):
    used = used_names((PARTS / part).read_text(encoding="utf-8"))
    assert used, f"{part} reads nothing of the table?"
    assert used <= DECLARED, f"{part} reads undeclared {sorted(used - DECLARED)}"


def test_the_scene_provides_everything_the_contract_declares(app):
    from fort_desktop.session import GameSession

    scene = FortifyTable(app, GameSession("fortify", 3, ["human", "bot"]))
    missing = [name for name in DECLARED if not hasattr(scene, name)]
    assert missing == []


def test_the_painter_draws_from_the_viewers_view_never_the_full_state():
    used = used_names((PARTS / "paint.py").read_text(encoding="utf-8"))
    assert "state" not in used and "session" not in used        # hidden cards cannot leak into a frame
