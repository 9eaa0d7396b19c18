"""The one seam all of a game's randomness goes through (STYLE.md: OpenSpiel's chance outcomes,
boardgame.io's MockRandom).

A :class:`Chance` lives inside a game state. Every shuffle, die roll or random pick of the rules calls
it with a *label* (``"deck:P1"``, ``"die:black1"``, ``"jerk"``...). Normally the outcome comes from a
``random.Random`` seeded from the game's seed, so a seed and an action list replay a game exactly.
A scenario test steers it instead with :meth:`Chance.force`: "the next roll labelled ``die:black1``
shows ``block``", "the next shuffle of ``park`` puts these five on top". Forced outcomes are part of
the state (and of its digest), are used once each in order, and are never written by the rules
themselves.

No pygame; nothing here knows any game.
"""
from __future__ import annotations

import random
from collections.abc import Hashable, MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

#: A JSON-ready outcome: a face, an index, or (for a shuffle) the list of items to put on top.
Outcome = object


class Chance:
    """Seeded randomness with outcomes a test can force.

    ``seed``: any int or str (``random.Random`` accepts both). Copy a state's Chance with
    :meth:`copy` (states are never mutated by ``apply``; the engine copies, then draws).
    """

    __slots__ = ("_rng", "_forced")

    def __init__(self, seed: int | str = 0):
        self._rng = random.Random(seed)
        self._forced: dict[str, list[Outcome]] = {}

    @classmethod
    def from_random(cls, rng: random.Random) -> "Chance":
        """A Chance drawing exactly what ``rng`` would draw next (a copy of its position)."""
        other = cls.__new__(cls)
        other._rng = random.Random()
        other._rng.setstate(rng.getstate())
        other._forced = {}
        return other

    # -- steering (tests) ------------------------------------------------------------------------
    def force(self, label: str, *outcomes: Outcome) -> "Chance":
        """Queue ``outcomes`` for the next draws labelled ``label`` (used first, one per draw).

        For :meth:`roll`/:meth:`choice` an outcome is the value to return (it must be one of the
        offered values, else the draw raises ``ValueError``); for :meth:`shuffle` it is a list of
        items to put on top of the shuffled sequence in that order (the rest follow, shuffled);
        for :meth:`randint` an int in range. Returns ``self`` so calls chain.
        """
        self._forced.setdefault(str(label), []).extend(outcomes)
        return self

    def pending(self, label: str | None = None) -> int:
        """How many forced outcomes wait (for ``label``, or in all)."""
        if label is not None:
            return len(self._forced.get(label, ()))
        return sum(len(v) for v in self._forced.values())

    # -- drawing (rules) -------------------------------------------------------------------------
    def roll(self, faces: Sequence[T], label: str = "die") -> T:
        """One of ``faces`` (a die's faces, uniformly). Raises ``ValueError`` on no faces or a
        forced outcome that is not a face."""
        if not faces:
            raise ValueError(f"{label}: nothing to roll")
        forced = self._take(label)
        if forced is not _NONE:
            if forced not in faces:
                raise ValueError(f"{label}: forced outcome {forced!r} is not one of {list(faces)!r}")
            return forced  # type: ignore[return-value]
        return self._rng.choice(list(faces))

    choice = roll

    def randint(self, low: int, high: int, label: str = "int") -> int:
        """An int in ``low..high`` inclusive."""
        forced = self._take(label)
        if forced is not _NONE:
            if not (isinstance(forced, int) and low <= forced <= high):
                raise ValueError(f"{label}: forced outcome {forced!r} is not in {low}..{high}")
            return forced
        return self._rng.randint(low, high)

    def shuffle(self, items: MutableSequence[T], label: str = "deck") -> None:
        """Shuffle ``items`` in place. A forced outcome (a list) puts those items first, in order;
        it raises ``ValueError`` if one of them is not in ``items``."""
        self._rng.shuffle(items)
        forced = self._take(label)
        if forced is _NONE:
            return
        top = list(forced)  # type: ignore[call-overload]
        rest = list(items)
        for item in top:
            try:
                rest.remove(item)
            except ValueError:
                raise ValueError(f"{label}: forced item {item!r} is not in the shuffled items") from None
        items[:] = top + rest

    # -- copies and digests ----------------------------------------------------------------------
    def copy(self) -> "Chance":
        """An independent Chance in the same position (same future draws)."""
        other = Chance.__new__(Chance)
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        other._forced = {k: list(v) for k, v in self._forced.items()}
        return other

    def snapshot(self) -> dict[str, object]:
        """JSON-ready position (for digests): the generator's state and the forced queue."""
        return {"rng": repr(self._rng.getstate()), "forced": {k: list(v) for k, v in sorted(self._forced.items()) if v}}

    def random_state(self) -> object:
        """The generator's position (``random.Random.getstate()``), e.g. for a digest."""
        return self._rng.getstate()

    def __deepcopy__(self, memo: dict[str, Any]) -> "Chance":
        return self.copy()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Chance) and self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]

    def _take(self, label: Hashable) -> Outcome:
        queue = self._forced.get(str(label))
        if queue:
            return queue.pop(0)
        return _NONE


_NONE = object()
