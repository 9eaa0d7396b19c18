"""Every data field the rules use is checked (issue 13, item 8): for every data file of every game,
each field is deleted, nulled, negated and given the wrong type, one entry of each shape at a time,
and the game's data must refuse it with ONE line naming the file, the entry and the field.

Fast: the damaged document is checked in memory by its schema (:func:`fort_desktop.data.check_document`,
what :func:`~fort_desktop.data.load_yaml` runs); only damage the schema lets through is written to a
copy of ``data/`` and loaded by the game's own loader, which must then refuse it.
"""
from __future__ import annotations

import copy
import re
import shutil
from pathlib import Path
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import yaml

from fort_desktop import ROOT
from fort_desktop.data import DataError, check_document, parse_yaml
from fort_desktop.rules.forfort.data import FILES as FORFORT_FILES
from fort_desktop.rules.forfort.data import load_forfort
from fort_desktop.rules.fort.data import FILES as FORT_FILES
from fort_desktop.rules.fort.data import load_catalogue
from fort_desktop.rules.fortify.data import FORTIFY_FILES, _load_fortify, load_fortify

DATA = ROOT / "data"

#: game -> [(data file name, schema file name)]
FILES: dict[str, list[tuple[str, str]]] = {
    "fortify": [(name, name) for name in FORTIFY_FILES] + [("fort_cards_classic", "fort_cards")],
    "fort": [(name, name) for name in FORT_FILES],
    "forfort": [(name, name) for name in FORFORT_FILES],
}

#: Fields a data file may leave out (regular expressions over ``game:file:dotted.path``, list indices
#: as ``#``): the rules give them a default, or they are one of several ways to write an entry.
OPTIONAL = [
    # An effect needs only its op; the others refine it (fort.md 4.1).
    r"^fort:\w+:.*\.(pub|prv|effect|on_gain)\.#\.(r|n|x|each|max|per|from|disc|upto)$",
    r"^fort:(perks|made_up_rules):\w+\.#\.end\.(offset|floor|cap)$",   # a count's adjustments
    r"^fort:perks:perks\.#\.(effect|end|hook|args)$",          # a Perk does one of these (the loader checks)
    r"^fort:made_up_rules:made_up_rules\.#\.(on_gain|secret)$",  # only some rules act when gained
    r"^fort:fort_table:fort\.#\.cost\.\w+$",                    # a cost names only what it needs
    r"^fort:(kids|best_friends):\w+\.#\.(bf|per_color|owner|copies)$",
    r"^forfort:decks:decks\.\w+\.cards\.#\.(drawbridge|skull)$",   # a card face's marks
    r"^forfort:symbols:symbols\.\w+\.(base|double)\.(lines|protected|repeat)$",  # an effect's reach
]

#: Damage that is another valid way to write the field (``value`` is a number or a metric's name).
OTHER_FORM = [r"^fort:(perks|made_up_rules):.*\.if\.(all\.#\.)?value a number$"]


def _shape(path: tuple) -> str:
    return ".".join("#" if isinstance(p, int) else str(p) for p in path)


def _fields(doc: Any, path: tuple = ()) -> Iterator[tuple[tuple, Any]]:
    """``(path, value)`` of every field (mapping value or list item) under ``doc``, outside in."""
    items = doc.items() if isinstance(doc, dict) else enumerate(doc) if isinstance(doc, list) else ()
    for key, value in items:
        yield path + (key,), value
        yield from _fields(value, path + (key,))


def _damages(value: Any, in_mapping: bool) -> Iterator[tuple[str, Any]]:
    if in_mapping:
        yield "deleted", None
    yield "null", None
    if isinstance(value, bool):
        yield "a text", "yes"
    elif isinstance(value, int):
        yield "negated", -abs(value) - 1
        yield "a text", "x"
    elif isinstance(value, float):
        yield "negated", -abs(value) - 1.0
    elif isinstance(value, str):
        yield "a number", 5
    elif isinstance(value, list):
        yield "a mapping", {"x": 1}
    elif isinstance(value, dict):
        yield "a list", [1]


def _damaged(doc: Any, path: tuple, how: str, new: Any) -> Any:
    out = copy.deepcopy(doc)
    parent = out
    for key in path[:-1]:
        parent = parent[key]
    if how == "deleted":
        del parent[path[-1]]
    else:
        parent[path[-1]] = new
    return out


def _cases(game: str) -> Iterator[tuple[str, str, Any, tuple, str, Any]]:
    """``(file, schema, document, path, how, new)``: each kind of damage once per field shape of each
    file. A field never becomes null or negative where the real data has such a value in its place."""
    for name, schema in FILES[game]:
        doc = parse_yaml((DATA / game / f"{name}.yaml").read_text(encoding="utf-8"))
        fields = list(_fields(doc))
        nulls = {_shape(path) for path, value in fields if value is None}
        negatives = {_shape(path) for path, value in fields
                     if isinstance(value, (int, float)) and not isinstance(value, bool) and value < 0}
        seen: set[tuple[str, str]] = set()
        for path, value in fields:
            shape = _shape(path)
            label = f"{game}:{name}:{shape}"
            for how, new in _damages(value, not isinstance(path[-1], int)):
                if (shape, how) in seen or (how == "null" and shape in nulls) \
                        or (how == "negated" and shape in negatives):
                    continue
                seen.add((shape, how))
                if how == "deleted" and any(re.search(p, label) for p in OPTIONAL):
                    continue
                if any(re.search(p, f"{label} {how}") for p in OTHER_FORM):
                    continue
                yield name, schema, doc, path, how, new


def _entry_names(doc: Any, path: tuple) -> set[str]:
    """The ways a message may name the entry holding the field at ``path``: its dotted path, with
    list indices or with the entries' ``id``/``name``."""
    by_index, by_id, node = [], [], doc
    for key in path[:-1]:
        node = node[key]
        by_index.append(str(key))
        label = node.get("id", node.get("name")) if isinstance(key, int) and isinstance(node, dict) else None
        by_id.append(str(label) if label is not None else str(key))
    return {".".join(by_index), ".".join(by_id)}


LOADERS: dict[str, Callable[[Path], Any]] = {
    "fortify": lambda root: (_load_fortify.cache_clear(), load_fortify(root), load_fortify(root, "classic")),
    "fort": lambda root: (load_catalogue.cache_clear(), load_catalogue(root)),
    "forfort": lambda root: (load_forfort.cache_clear(), load_forfort(root)),
}


def _refusal(game: str, name: str, schema: str, doc: Any, copy_root: Path) -> DataError | None:
    """The DataError the damaged ``doc`` of ``name`` gets: from its schema, else (written to the copy
    of data/ under ``copy_root``) from the game's loader. None if it is accepted."""
    path = copy_root / game / f"{name}.yaml"
    try:
        check_document(path, doc, copy_root / "schemas" / game / f"{schema}.yaml")
    except DataError as error:
        return error
    original = path.read_bytes()
    path.write_text(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True), encoding="utf-8")
    try:
        LOADERS[game](copy_root)
    except DataError as error:
        return error
    finally:
        path.write_bytes(original)
    return None


@pytest.mark.parametrize("game", sorted(FILES))
def test_every_damaged_field_is_refused_in_one_line_naming_file_entry_and_field(game, tmp_path):
    copy_root = tmp_path / "data"
    shutil.copytree(DATA, copy_root)
    problems = []
    count = 0
    try:
        for name, schema, doc, path, how, new in _cases(game):
            count += 1
            error = _refusal(game, name, schema, _damaged(doc, path, how, new), copy_root)
            shown = f"{name}: {'.'.join(map(str, path))} {how}"
            if error is None:
                problems.append(f"{shown}: accepted")
                continue
            message = str(error)
            old = doc
            for key in path:
                old = old[key]
            whole_entry = how == "deleted" and isinstance(old, (dict, list))  # a count names the list
            names_entry = any(entry in message for entry in _entry_names(doc, path))
            names_field = str(path[-1]) in message or (whole_entry and names_entry)
            if "\n" in message or f"{game}/" not in message or not names_field or \
                    (f"{game}/{name}.yaml" in message and not names_entry):
                problems.append(f"{shown}: {message}")
    finally:
        LOADERS[game](DATA)  # the caches hold the real data again
    assert count > 100
    assert not problems, f"{len(problems)} of {count}:\n" + "\n".join(problems)


def test_the_issue_examples_are_refused(tmp_path):
    """A Fort Perk with ``count: -1``, a Kid with ``prv: null``, Forfort's terms without ``pass``."""
    for game, name, path, new in (("fort", "perks", ("perks", 2, "args", "count"), -1),
                                  ("fort", "kids", ("kids", 0, "prv"), None),
                                  ("forfort", "terms", ("terms", "pass"), "deleted")):
        doc = parse_yaml((DATA / game / f"{name}.yaml").read_text(encoding="utf-8"))
        damaged = _damaged(doc, path, "deleted" if new == "deleted" else "set", new)
        with pytest.raises(DataError) as caught:
            check_document(DATA / game / f"{name}.yaml", damaged, DATA / "schemas" / game / f"{name}.yaml")
        assert f"{game}/{name}.yaml" in str(caught.value) and str(path[-1]) in str(caught.value)
