"""Fortify rules (pure Python): ``RULES`` is the :class:`~fort_desktop.rules.base.GameRules` object.

Rule text: ``../shared/rules/fortify-rulebook.txt``; our model: ``../shared/design/fortify.md``.

ACTIONS (JSON-ready dicts; ``seat`` 0 or 1):
- ``{"type": "place", "seat", "x", "y", "rot"}``  BUILD: place the revealed card ``hand[0]`` with its
  top-left at cell (x, y) after ``rot`` clockwise quarter turns (rules A-G).
- ``{"type": "skip", "seat"}``  BUILD: the revealed card goes to the bottom of the pile.
- ``{"type": "grab", "seat", "ms"}``  BUILD: stop (cards left in hand go to the discard) and grab the
  Cousin Meeple; THROW: stop placing dice and grab the Jerk Meeple. ``ms`` is the race time in
  milliseconds (int >= 0); in ``legal_actions`` it is ``None`` and the submitter fills it in.
- ``{"type": "recruit", "seat", "kind", "x", "y", "rot"}``  RECRUIT: take the top Kid of pile ``kind``
  and lay it at (x, y), ``rot`` 0 or 1 (a quarter turn).
- ``{"type": "roll", "seat"}``  THROW: roll every die in hand (a re-roll needs a die placed since the
  last roll); JERK: the Jerk Meeple holder rolls the Jerk Die.
- ``{"type": "place_die", "seat", "die", "target"}``  THROW / JERK: let go of a rolled die on
  ``target`` = ``{"kind": "card"|"kid"|"base", "seat": owner of that play area, "id": card/kid id}``.
- ``{"type": "medic", "seat", "kid"}``  MEDIC: flip that face-down Kid face up.

Each action has exactly these fields, with JSON types (a boolean is not a number); anything else, or
an action of another phase or seat, is refused with a reason (``engine.ACTION_FIELDS``,
``engine.PHASE_ACTIONS``). Chance labels for :meth:`Chance.force`: ``deck``, ``kids:<kind>``,
``hand:P1`` / ``hand:P2`` (shuffles), ``die:<die id>`` (``die:black1``, ``die:cousin``, ``die:jerk``).

Package: ``engine`` (the verbs), ``state``, ``data`` (loader and the rulebook's counts), ``dice``
(targets), ``resolution`` (clean-up), ``describe`` (the log's words), ``view`` (copies, digests,
what a seat sees), ``invariants``.
"""
from .engine import RULES, FortifyRules

__all__ = ["RULES", "FortifyRules"]
