"""The dataclasses' methods kept compiled between start-ups (:mod:`fort_desktop.codecache`) are the
very code ``exec`` makes of their text, and a kept file saves the next start-up every compile."""
from __future__ import annotations

import dataclasses
import textwrap

import pytest

from fort_desktop import codecache

SOURCE = textwrap.dedent('''
    from dataclasses import dataclass, field

    @dataclass(frozen=True)
    class Spot:
        """A spot (cells)."""
        x: int
        y: int = 0
        tags: tuple = ()

    @dataclass(order=True)
    class Box:
        w: int
        items: list = field(default_factory=list)
''')
METHODS = ("__init__", "__repr__", "__eq__", "__setattr__", "__delattr__", "__hash__", "__lt__")


@pytest.fixture
def fresh(monkeypatch):
    """An empty cache of this test's own, the dataclasses module compiling through it."""
    monkeypatch.setattr(codecache, "_kept", {})
    monkeypatch.setattr(codecache, "_used", set())
    monkeypatch.setattr(codecache, "_fresh", False)
    monkeypatch.setattr(dataclasses, "exec", codecache._exec, raising=False)
    compiled: list[str] = []

    def counted(source, *args, **kwargs):
        compiled.append(source)
        return compile(source, *args, **kwargs)

    monkeypatch.setattr(codecache, "compile", counted, raising=False)
    return compiled


def _classes() -> dict:
    namespace: dict = {"__name__": "probe"}
    exec(compile(SOURCE, "probe.py", "exec", dont_inherit=True), namespace)
    return namespace


def _codes(cls: type) -> dict[str, object]:
    codes = {}
    for name in METHODS:
        method = vars(cls).get(name)
        if method is not None:
            codes[name] = getattr(method, "__wrapped__", method).__code__     # __repr__ is wrapped
    return codes


def test_the_kept_code_is_the_code_exec_makes(fresh, monkeypatch):
    cached = _classes()
    assert fresh, "nothing went through the cache"
    monkeypatch.delattr(dataclasses, "exec")
    plain = _classes()
    for name in ("Spot", "Box"):
        assert _codes(cached[name]) == _codes(plain[name]), name
        assert len(_codes(cached[name])) >= 3
    spot = cached["Spot"](1, tags=("a",))
    assert (repr(spot), hash(spot) == hash(cached["Spot"](1, 0, ("a",)))) == ("Spot(x=1, y=0, tags=('a',))", True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        spot.x = 2  # type: ignore[misc]
    assert cached["Box"](1) < cached["Box"](2) and cached["Box"](3).items == []


def test_a_saved_file_spares_the_next_start_every_compile(fresh, monkeypatch, tmp_path):
    _classes()
    made = len(fresh)
    file = tmp_path / "code" / "dataclasses.marshal"
    assert codecache.save(file) and file.is_file()
    assert not codecache.save(file)                     # nothing new since: not written again
    monkeypatch.setattr(codecache, "_kept", {})         # the next start-up: only the file
    assert codecache.read(file) == made
    fresh.clear()
    _classes()
    assert fresh == []


@pytest.mark.parametrize("blob", [b"", b"\x00garbage", b"\xfb\x00\x00\x00\x00"])
def test_a_damaged_file_is_ignored(fresh, tmp_path, blob):
    file = tmp_path / "dataclasses.marshal"
    file.write_bytes(blob)
    assert codecache.read(file) == 0
    _classes()
    assert fresh                                        # compiled as without a cache
