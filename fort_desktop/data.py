"""Loading and checking the YAML data in ``data/`` (generic: no game's rules here).

:func:`load_yaml` reads one file with the safe YAML loader (the C ``yaml.CSafeLoader`` where PyYAML
has it, about 7x faster than the pure Python one), refuses duplicate keys, and checks the document
against its JSON Schema in ``data/schemas/<game>/<file>.yaml``. Any problem raises
:class:`DataError` whose text is one line naming the file, the entry and the field, e.g.
``data/fortify/fort_cards.yaml: shapes.L.copies: -1 is less than the minimum of 1``.

Schema checks cost the start-up little: ``jsonschema`` is imported only when a check really runs,
and a (data file, schema file) pair whose exact bytes already passed is not checked again (a stamp
of both files' SHA-256 is kept in :func:`fort_desktop.paths.cache_dir`; a changed or broken file
has a new stamp, so it is always checked). A parsed document is kept there too (``marshal``, keyed
by the file's SHA-256 and the Python version), so a start-up reads the data files without parsing
them again: a changed file has a new key and is parsed (and checked) afresh. Each game's own loader lives in its rules package
(``fort_desktop.rules.fortify.data``); :func:`load_reference` (the "How to play" pages) is shared.
"""
from __future__ import annotations

import functools
import marshal
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import DATA_DIR, ROOT
from .digest import sha256
from .record import Record

if TYPE_CHECKING:  # pragma: no cover - types only
    import yaml

# PyYAML is imported only when a file really is parsed: a start-up whose data files are all kept
# parsed (see _parse_kept) never needs it.

#: Largest data file read (bytes); a bigger one is refused as damaged.
MAX_DATA_BYTES = 4 * 1024 * 1024
STAMP_FILE = "checked-data.txt"


class DataError(ValueError):
    """A data file is missing, is not valid YAML, or breaks its schema or the rulebook's counts.
    ``str()`` is one line: ``<file>: <entry.field>: <problem>``."""

    def __init__(self, path: Path, where: str, message: str):
        self.path, self.where, self.message = path, where, message
        super().__init__(" ".join(f"{_shown(path)}: {where + ': ' if where else ''}{message}".split()))


def _shown(path: Path) -> str:
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except (ValueError, OSError):
        return str(path)


@functools.lru_cache(maxsize=1)
def _unique_key_loader() -> Any:
    """The safe loader (the C one where PyYAML has it) refusing a mapping that names the same key
    twice; built, with PyYAML imported, on the first parse."""
    import yaml

    class _UniqueKeyLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
        """The safe loader, refusing a mapping that names the same key twice."""

    _UniqueKeyLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)
    return _UniqueKeyLoader


def _mapping(loader: Any, node: yaml.MappingNode) -> dict:
    import yaml

    loader.flatten_mapping(node)
    seen: set = set()
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=True)
        try:
            duplicate = key in seen
        except TypeError:
            raise yaml.constructor.ConstructorError(None, None, "a key that is not a plain value",
                                                    key_node.start_mark) from None
        if duplicate:
            raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", key_node.start_mark)
        seen.add(key)
    return loader.construct_mapping(node, deep=True)


def parse_yaml(text: str) -> Any:
    """``text`` parsed with the safe loader, duplicate keys refused; raises ``yaml.YAMLError``."""
    import yaml

    return yaml.load(text, Loader=_unique_key_loader())  # noqa: S506 - a safe loader subclass


def _read_bytes(path: Path) -> bytes:
    from .paths import NotRegularFile, read_regular

    try:
        return read_regular(path, MAX_DATA_BYTES)
    except FileNotFoundError:
        raise DataError(path, "", "file is missing") from None
    except NotRegularFile:
        raise DataError(path, "", "is not a regular file") from None
    except OSError as exc:
        raise DataError(path, "", f"cannot be read ({exc.__class__.__name__})") from None


def _parse_file(path: Path, raw: bytes) -> Any:
    import yaml

    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DataError(path, "", "is not UTF-8 text") from None
    try:
        return parse_yaml(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or "not valid YAML"
        raise DataError(path, where, f"YAML syntax: {problem}") from None
    except (RecursionError, ValueError, TypeError) as exc:
        raise DataError(path, "", f"YAML syntax: {exc.__class__.__name__}") from None


def load_yaml(path: Path, schema_path: Path | None = None) -> Any:
    """Read one YAML file (safe loader, duplicate keys refused) and, if given, check it against a
    JSON Schema file (itself YAML). Only regular files are opened (a FIFO is refused, never waited on).

    Raises :class:`DataError` (file missing, unreadable or not a regular file, YAML syntax, a
    duplicate key, schema violation, or a broken schema file).
    """
    path = Path(path)
    raw = _read_bytes(path)
    document = _parse_kept(path, raw)
    if schema_path is not None:
        schema_path = Path(schema_path)
        schema_raw = _read_bytes(schema_path)
        stamp = sha256(raw).hexdigest()[:24] + "-" + sha256(schema_raw).hexdigest()[:24]
        if stamp not in _stamps():
            _validate(path, document, schema_path, _validator_for(schema_path, schema_raw))
            _remember(stamp)
    return document


def check_document(path: Path, document: Any, schema_path: Path) -> None:
    """Check an already parsed data ``document`` (from file ``path``) against the JSON Schema file
    ``schema_path``, whatever checks were remembered. Raises :class:`DataError`: one line naming the
    file, the entry and the field (a missing field is named in the problem, its entry in ``where``)."""
    schema_path = Path(schema_path)
    raw = _read_bytes(schema_path)
    _validate(path, document, schema_path, _validator_for(schema_path, raw))


_VALIDATORS: dict[tuple[str, bytes], Any] = {}


def _validator_for(schema_path: Path, schema_raw: bytes) -> Any:
    """The checked schema of ``schema_path`` (its bytes ``schema_raw``) as a validator, built once per
    content. Raises :class:`DataError` for a broken schema file."""
    key = (str(schema_path), sha256(schema_raw).digest())
    validator = _VALIDATORS.get(key)
    if validator is None:
        import jsonschema  # imported only when a file really needs checking

        schema = _parse_file(schema_path, schema_raw)
        try:
            jsonschema.Draft7Validator.check_schema(schema)
        except jsonschema.exceptions.SchemaError as exc:
            where = ".".join(str(p) for p in exc.absolute_path) or "(top level)"
            raise DataError(schema_path, where, f"broken schema: {_short(exc.message)}") from None
        validator = _VALIDATORS[key] = jsonschema.Draft7Validator(schema)
    return validator


def _most_relevant(error: Any) -> tuple[str, str]:
    """``(where, problem)`` to show for a schema error: for "valid under none of the given schemas"
    (``anyOf``/``oneOf``), the deepest error of the alternative that came closest (fewest errors),
    so a missing or bad field is named rather than the whole entry; when several alternatives each
    miss one field, all those fields are named."""
    while error.validator in ("anyOf", "oneOf") and error.context:
        branches: dict[Any, list[Any]] = {}
        for sub in error.context:
            branches.setdefault(sub.schema_path[0], []).append(sub)
        fewest = min(len(errors) for errors in branches.values())
        closest = [errors for errors in branches.values() if len(errors) == fewest]
        if len(closest) > 1 and all(len(errors) == 1 and errors[0].validator == "required" for errors in closest):
            missing = [repr(errors[0].message.split("'")[1]) for errors in closest if "'" in errors[0].message]
            return _where(error), f"needs one of {', '.join(missing)}"
        error = max(closest[0], key=lambda sub: len(sub.absolute_path))
    return _where(error), _short(error.message)


def _where(error: Any) -> str:
    return ".".join(str(p) for p in error.absolute_path) or "(top level)"


def _validate(path: Path, document: Any, schema_path: Path, validator: Any) -> None:
    import jsonschema

    errors = list(validator.iter_errors(document))
    if errors:
        where, problem = _most_relevant(jsonschema.exceptions.best_match(errors))
        raise DataError(path, where, problem)


@functools.lru_cache(maxsize=1)
def _parsed_dir() -> Path | None:
    try:
        from .paths import cache_dir

        return cache_dir() / "parsed"
    except OSError:
        return None


def _parse_kept(path: Path, raw: bytes) -> Any:
    """``raw`` (the bytes of ``path``) parsed as :func:`_parse_file` does, through the kept parsed
    documents (a document marshal cannot hold, e.g. a YAML date, is parsed every time)."""
    folder = _parsed_dir()
    if folder is None:
        return _parse_file(path, raw)
    key = f"{sha256(raw).hexdigest()}-py{sys.version_info[0]}{sys.version_info[1]}-m{marshal.version}"
    kept = folder / f"{key}.marshal"
    try:
        return marshal.loads(kept.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        pass
    document = _parse_file(path, raw)
    try:
        blob = marshal.dumps(document)
        from .paths import write_atomic

        folder.mkdir(parents=True, exist_ok=True)
        write_atomic(kept, blob)
    except (OSError, ValueError):
        pass                    # not kept: parsed again next time
    return document


@functools.lru_cache(maxsize=1)
def _stamp_file() -> Path | None:
    try:
        from .paths import cache_dir

        return cache_dir() / STAMP_FILE
    except OSError:
        return None


_STAMPS: set[str] | None = None


def _stamps() -> set[str]:
    global _STAMPS
    if _STAMPS is None:
        _STAMPS = set()
        file = _stamp_file()
        if file is not None:
            try:
                from .paths import read_regular

                _STAMPS = set(read_regular(file, 1 << 20).decode("ascii", "replace").split())
            except OSError:
                pass
    return _STAMPS


def _remember(stamp: str) -> None:
    stamps = _stamps()
    stamps.add(stamp)
    file = _stamp_file()
    if file is None:
        return
    try:
        from .paths import write_atomic

        write_atomic(file, "\n".join(sorted(stamps)[-200:]) + "\n")
    except OSError:
        pass  # a read-only cache only costs a re-check next time


def forget_checks() -> None:
    """Forget which files passed their schema (tests; the next load checks every file)."""
    global _STAMPS
    _STAMPS = set()
    file = _stamp_file()
    if file is not None:
        try:
            os.unlink(file)
        except OSError:
            pass


def _short(message: str) -> str:
    message = " ".join(message.split())
    return message if len(message) <= 160 else message[:157] + "..."


class ReferencePage(Record):
    """One page of a game's "How to play": ``text`` paragraphs, an optional ``layout`` picture
    (rows of layout characters, fortify.md 1) and ``icons`` as (sprite name, caption) pairs.

    ``kind`` is ``"page"``, or ``"choices"`` for the last page that :func:`load_reference` builds from
    the file's ``choices`` list (one paragraph per choice, shown as a list). Not changed once made
    (a :class:`~fort_desktop.record.Record`).
    """

    __slots__ = ("title", "text", "layout", "icons", "kind")
    frozen = True

    def __init__(self, title: str, text: tuple[str, ...], layout: tuple[str, ...] = (),
                 icons: tuple[tuple[str, str], ...] = (), kind: str = "page"):
        self.title, self.text, self.layout, self.icons, self.kind = title, text, layout, icons, kind


CHOICES_TITLE = "Choices we made"


@functools.lru_cache(maxsize=8)
def load_reference(game: str, data_dir: Path = DATA_DIR) -> tuple[ReferencePage, ...]:
    """The "How to play" pages of ``game`` from ``data/<game>/reference.yaml``; raises DataError.

    When the file has a ``choices`` list, a last page titled "Choices we made" lists them; a choice
    naming a ``setting`` shows that setting's value from ``data/<game>/rules.yaml`` (DataError if
    the setting is not there).
    """
    path = Path(data_dir) / game / "reference.yaml"
    doc = load_yaml(path, Path(data_dir) / "schemas" / game / "reference.yaml")
    pages = []
    for i, page in enumerate(doc["pages"]):
        layout = tuple(page.get("layout", ()))
        if len({len(row) for row in layout}) > 1:
            raise DataError(path, f"pages.{i}.layout", "all rows must have the same length")
        icons = tuple((icon["sprite"], icon["caption"]) for icon in page.get("icons", ()))
        pages.append(ReferencePage(page["title"], tuple(page["text"]), layout, icons))
    choices = doc.get("choices") or []
    if choices:
        lines = []
        settings: Any = None
        for i, choice in enumerate(choices):
            text = choice["text"]
            name = choice.get("setting")
            if name is not None:
                if settings is None:
                    settings = load_yaml(Path(data_dir) / game / "rules.yaml") or {}
                if not isinstance(settings, dict) or name not in settings:
                    raise DataError(path, f"choices.{i}.setting", f"{name!r} is not a setting of rules.yaml")
                text += f" [rules.yaml: {name} = {_setting_words(settings[name])}]"
            lines.append(text)
        pages.append(ReferencePage(CHOICES_TITLE, tuple(lines), kind="choices"))
    return tuple(pages)


def _setting_words(value: Any) -> str:
    """A setting's value as it is written in YAML (``true``, ``[36, 20]``, ``second``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_setting_words(v) for v in value) + "]"
    return str(value)
