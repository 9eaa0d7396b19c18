"""Forfort rules (pure Python): ``RULES`` is the :class:`~fort_desktop.rules.base.GameRules` object.

Rule text: ``../shared/rules/forfort-gamehelp-fr.txt`` (French, it wins); our model:
``../shared/design/forfort.md``; data and every interpretation choice: ``data/forfort/``.

Seats are 0-based (P1..P4). Cards have unique string ids: ``P1-W01`` (a keep Wall), ``P1-C1`` (a
Camp; C1 is the starting Camp), ``P1-A1`` (an Army). Slots: ``NW N NE E SE S SW W`` (geometry.yaml).

ACTIONS (JSON-ready dicts, all with ``type`` and ``seat``; the player whose turn it is acts):
- ``{"type": "start_camp", "seat", "slot"}``  SET-UP: the starting Camp on an empty slot, in seat order.
- ``{"type": "build", "seat", "card", "slot"}``  PLAY: build a hand Wall in your fort (shape, arrows or
  a visible Camp, no Army; it may cover a card).
- ``{"type": "effect", "seat", "card", "symbol", "target"}``  PLAY: discard a hand card for one of its
  symbols' effect. ``target`` by symbol: Mason ``{"pick": discard card, "slot"}``; Ram / Trebuchet
  ``{"fort": seat, "slot"}``; Siege Tower ``{"fort": seat}``; Garrison ``{"mode": "place", "fort",
  "slot", "direction"}`` or ``{"mode": "defeat", "army": army id}``.
- ``{"type": "camp", "seat", "card", "fort", "slot"}``  PLAY: discard ``card`` to place a Camp on an
  empty slot of your fort (or your partner's in teams).
- ``{"type": "pass", "seat", "card"}``  PLAY, only when nothing else is legal: discard ``card``
  (no ``card`` when the hand is empty).
- ``{"type": "combo", "seat", "symbol", "target"}``  COMBO: one activation of a pending double effect,
  in the order the player likes; Double Mason's target may be ``{"pick": "keep"}`` (the keep's top).
- ``{"type": "decline_combo", "seat", "symbol"}``  COMBO, only with ``combos_mandatory: false``.
- ``{"type": "place_revealed", "seat", "slot"}``  the card Double Mason took from the keep.
- ``{"type": "drawbridge", "seat", "slot"}``  DRAWBRIDGE: token on a visible drawbridge Wall, draw, and
  take a second turn.  ``{"type": "end_turn", "seat"}``  DRAWBRIDGE: no thanks, draw and pass on.
Armies marching, draws, the end of a turn and of the game happen inside ``apply`` (see ``events``).
"""
from .engine import RULES, ForfortRules

__all__ = ["RULES", "ForfortRules"]
