"""A plain record: a class with ``__slots__`` whose fields are its slots, compared and shown by
them (issue 13, start-up).

A ``@dataclass`` compiles its ``__init__``, ``__repr__`` and ``__eq__`` (and ``__setattr__``,
``__delattr__``, ``__hash__`` when frozen) from source text each time the program starts: about half
a millisecond a class, and the first table frame's modules define dozens. The small records of the
first frame's path are written as a :class:`Record` instead: an ``__init__`` of their own (typed,
so mypy checks each construction), ``__slots__`` naming the fields in order, and from here ``==``
(the same class and equal fields), ``repr`` (``Name(field=value, ...)``), :meth:`Record.replace`
(a copy with some fields changed, as ``dataclasses.replace``: the ``__init__`` takes every field by
its name) and, for a record that never changes once made (``frozen = True`` in the class), ``hash``
of its fields. Nothing is generated: what a record does is what this file and the record's own
class say.
"""
from __future__ import annotations

from typing import Any, ClassVar


class Record:
    """Base of a plain record (see the module docstring). A subclass sets ``__slots__`` (its field
    names, in order) and writes its ``__init__``; ``frozen = True`` makes it hashable (its fields
    must then be hashable, and nothing may assign them after ``__init__``)."""

    __slots__ = ()
    frozen: ClassVar[bool] = False

    def _names(self) -> tuple[str, ...]:
        names: tuple[str, ...] = type(self).__slots__
        return names

    def _fields(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._names())

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._fields() == other._fields()

    def __ne__(self, other: object) -> bool:
        same = self.__eq__(other)
        return same if same is NotImplemented else not same

    def __hash__(self) -> int:
        if not self.frozen:
            raise TypeError(f"unhashable type: {type(self).__name__!r}")
        return hash((type(self).__name__,) + self._fields())

    def replace(self, **changes: Any) -> Any:
        """A new record of the same class with ``changes`` (field name -> value) and every other
        field as here (``__init__`` is called with each field by its name). Raises ``TypeError``
        for a name that is not a field."""
        names = self._names()
        unknown = sorted(set(changes) - set(names))
        if unknown:
            raise TypeError(f"{type(self).__name__} has no field {unknown[0]!r}")
        return type(self)(**{name: changes[name] if name in changes else getattr(self, name) for name in names})

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name, '<unset>')!r}" for name in self._names())
        return f"{type(self).__name__}({shown})"
