"""fort_desktop.record: the plain records of the start-up path compare, hash and show by their
fields, as the dataclasses they replaced did."""
import pytest

from fort_desktop.record import Record
from fort_desktop.rules.base import Refusal, Result


class Spot(Record):
    __slots__ = ("x", "y")
    frozen = True

    def __init__(self, x: int, y: int = 0):
        self.x = x
        self.y = y


class Held(Record):
    __slots__ = ("what",)

    def __init__(self, what: list):
        self.what = what


def test_records_compare_by_class_and_fields():
    assert Spot(1, 2) == Spot(1, 2) and not Spot(1, 2) != Spot(1, 2)
    assert Spot(1, 2) != Spot(2, 1) and Spot(1) != (1, 0)
    assert Held([1]) == Held([1]) and Held([1]) != Spot(1)


def test_only_a_frozen_record_hashes_and_it_keeps_no_other_attribute():
    assert {Spot(1, 2): "a"}[Spot(1, 2)] == "a"
    with pytest.raises(TypeError):
        hash(Held([1]))
    with pytest.raises(AttributeError):
        Spot(1).z = 3


def test_a_record_shows_its_fields():
    assert repr(Spot(1, 2)) == "Spot(x=1, y=2)"
    assert repr(Result((0,), 3, "level 5 reached")) == "Result(winners=(0,), rounds=3, reason='level 5 reached', scores=(), side_scores=())"
    assert not Refusal("no") and Refusal("no") == Refusal("no") and hash(Refusal("no")) == hash(Refusal("no"))


def test_a_record_is_copied_with_some_fields_changed():
    spot = Spot(1, 2)
    moved = spot.replace(y=5)
    assert moved == Spot(1, 5) and spot == Spot(1, 2) and type(moved) is Spot
    assert Held([1]).replace() == Held([1])
    with pytest.raises(TypeError):
        spot.replace(z=3)
