"""Fort, the deck-builder (pure Python): ``RULES`` is the :class:`~fort_desktop.rules.base.GameRules`
object. Rule text: ``../shared/rules/fort-rules-summary.txt``; our model: ``../shared/design/fort.md``.

Modules: ``data`` (data/fort and its cross-checks), ``state``, ``setup`` (deal and draft),
``steps`` (the turn machine S1-S9), ``turn`` (cleanup, recruit offer, discard, draw, end check),
``play`` (legal plays, magnitudes, adds), ``follow`` (the follow window), ``ops`` (the effect ops),
``resolve`` (what is offered, "fully used", "actually improves"), ``levels`` (costs, rewards),
``board`` (capacities, perk hooks, recruit targets), ``scoring``, ``knowledge`` (who may know what),
``view``, ``describe`` (log lines and outcomes), ``invariants``, ``engine`` (FortRules, the verbs).

VOCABULARY of the data (fixed; cards only combine it): suits SK SH GL SQ CR BK and the wild CO;
ops gather pack advance score lookout trash trash_self recruit spend trash_rival copy_pack
copy_rival_pack convert (fort.md 3); metrics owned_suit(S) owned_cards lookout_cards
lookout_distinct_suits pairs_PT fort_level pack_res bf_owned board_res(P|T) and conditions (4.1);
perk hooks follower_counts_lookout yard_save pack_cap_bonus advance_discount coin_weight follow_any
(4.6). Card ids: ``kid-SK01`` .. ``kid-CO06``, ``bf-P1-1`` .. ``bf-P4-2``; perks ``PK1``..; rules ``MR01``...

ACTIONS (JSON-ready dicts, each with ``type`` and ``seat`` 0-3; only the seat(s) in
``acting_seats`` may act; ``legal_actions`` lists every one allowed now):
- ``{"type": "draft", "seat", "card"}``  DRAFT (setting ``draft_setup``): keep ``card`` from the packet.
- ``{"type": "play", "seat", "card", "order", "full", "gather"}``  S2/S3: play ``card`` from hand using
  ``order`` (``["pub"]``, ``["prv"]``, ``["pub", "prv"]`` or ``["prv", "pub"]``), ``full`` the action
  used in full (``"pub"``/``"prv"``), ``gather`` the type of each ONE gather (``{"pub": "P"}``).
- ``{"type": "skip", "seat"}``  S2: play no card (always with ``voluntary_skip``, else only when none is legal).
- ``{"type": "add", "seat", "card"}`` / ``{"type": "confirm", "seat"}``  S4: add a card that actually
  improves the action (refused with the reason otherwise); confirm to resolve.
- ``{"type": "use_perk", "seat", "perk"}``  use a perk's optional effect now (PK2 at Cleanup, PK6 on
  your play); ``{"type": "pass", "seat"}`` declines it - and declines a follow, a recruit, a save.
- Sub-decisions inside an effect (D4-D10): ``{"type": "gather", "seat", "r": "P"|"T"}``,
  ``{"type": "pack", "seat", "P", "T"}``, ``{"type": "pay", "seat", "stuff": {"P", "T"}, "pack": {"P", "T"}}``
  (advance or spend), ``{"type": "lookout", "seat", "cards"}``, ``{"type": "trash", "seat", "cards"}``,
  ``{"type": "recruit", "seat", "card"}``, ``{"type": "trash_rival", "seat", "card"}``,
  ``{"type": "rival", "seat", "rival"}`` (copy_rival_pack), ``{"type": "convert", "seat", "stuff": {"P",
  "T"}, "pack": {"P", "T"}}`` (how many pizza / toys of each zone change type).
- ``{"type": "keep_rule", "seat", "rule"}``  D11: keep one drawn Made-Up Rule (the other goes to the bottom).
- ``{"type": "perk", "seat", "perk"}``  D12: take a Perk from the row.
- ``{"type": "follow", "seat", "cards"}``  D13: follow with one matching card (two with Recess Bell).
- ``{"type": "recruit", "seat", "card"}``  D14 (Phase 3): a Park card id, a rival Yard card id, or
  ``"deck"`` (variant ``recruit_from_deck``); ``pass`` recruits nobody.
- ``{"type": "save", "seat", "card"}``  D15 (Padlock): that hand card goes to the discard, not the Yard.
"""
from .engine import RULES, FortRules

__all__ = ["RULES", "FortRules"]
