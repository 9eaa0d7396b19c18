"""The parts of the Fortify table get narrow collaborators (issue 13, "one table shape"): each is
handed exactly the holders and questions it uses, none holds the scene, and none writes another
object's attributes (they change the shared holders through the holders' own methods)."""
from __future__ import annotations

import ast
import importlib.util
import inspect
from pathlib import Path

import pytest

from fort_desktop.table.fortify import held, moments, paint
from fort_desktop.table.fortify.buttons import FortifyButtons
from fort_desktop.table.fortify.hover import FortifyHover
from fort_desktop.table.fortify.input import FortifyInput
from fort_desktop.table.fortify.paint import FortifyPainter
from fort_desktop.table.fortify.reactions import FortifyReactions
from fort_desktop.table.fortify.words import FortifyWords

PARTS_DIR = Path(paint.__file__).parent
PARTS = ["paint.py", "input.py", "words.py", "hover.py", "reactions.py", "buttons.py"]
CLASSES = [FortifyPainter, FortifyInput, FortifyWords, FortifyHover, FortifyReactions, FortifyButtons]


def tree(part: str) -> ast.AST:
    return ast.parse((PARTS_DIR / part).read_text(encoding="utf-8"))


def rooted_at_self(node: ast.AST) -> int:
    """How many attribute or item steps ``node`` takes from ``self`` (0: not rooted at self, or
    through a private ``self._x``: the object's own cache)."""
    depth, first = 0, None
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        if isinstance(node, ast.Attribute):
            first = node.attr
        node, depth = node.value, depth + 1
    if not (isinstance(node, ast.Name) and node.id == "self") or (first or "").startswith("_"):
        return 0
    return depth


def self_attributes(part: str) -> set[str]:
    """Names X of every ``self.X`` in a part."""
    return {node.attr for node in ast.walk(tree(part)) if isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name) and node.value.id == "self"}


def written(node: ast.AST) -> list[ast.AST]:
    targets: list[ast.AST] = []
    if isinstance(node, ast.Assign):
        targets = list(node.targets)
    elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        targets = [node.target]
    elif isinstance(node, ast.Delete):
        targets = list(node.targets)
    flat = []
    for target in targets:
        flat += list(target.elts) if isinstance(target, ast.Tuple) else [target]
    return flat


def test_the_shared_bag_of_table_parts_is_gone():
    assert importlib.util.find_spec("fort_desktop.table.fortify.contract") is None


@pytest.mark.parametrize("part", PARTS)
def test_a_part_holds_no_reference_to_the_scene(part):
    assert not {"table", "scene", "parts"} & self_attributes(part)


@pytest.mark.parametrize("part", PARTS)
def test_a_part_writes_only_its_own_attributes(part):
    foreign = [ast.unparse(target) for node in ast.walk(tree(part)) for target in written(node)
               if rooted_at_self(target) >= 2]
    assert foreign == [], f"{part} writes {foreign}"


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_a_part_is_handed_each_collaborator_by_name(cls):
    params = list(inspect.signature(cls.__init__).parameters.values())[1:]
    assert params and all(p.kind is inspect.Parameter.KEYWORD_ONLY for p in params)
    assert not {"table", "scene", "parts"} & {p.name for p in params}


def test_the_painter_draws_from_the_viewers_view_never_the_full_state():
    params = set(inspect.signature(FortifyPainter.__init__).parameters)
    assert "session" not in params and "state" not in params
    reads = {node.attr for node in ast.walk(tree("paint.py")) if isinstance(node, ast.Attribute)}
    assert "session" not in reads and "state" not in reads        # hidden cards cannot leak into a frame


@pytest.mark.parametrize("module", [held, moments], ids=lambda m: m.__name__.rsplit(".", 1)[-1])
def test_the_shared_holders_change_only_through_their_own_methods(module):
    source = ast.parse(inspect.getsource(module))
    foreign = [ast.unparse(target) for node in ast.walk(source) for target in written(node)
               if rooted_at_self(target) >= 2 and not isinstance(target, ast.Subscript)]
    assert foreign == []
