"""``FortRules``: the GameRules object for Fort (fort_desktop/rules/base.py)."""
from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeGuard

import random

from ..base import Action, Knowledge, Progress, Refusal, Result, RulesBase, digest_of
from ..chance import Chance
from . import describe as describe_mod
from . import knowledge, scoring, search, setup, steps
from .board import CAT
from .ops import DECISION
from .data import CardSpec, Catalogue
from .play import any_play, plan_shape_ok, plan_usable, why_not_add
from .state import FortState, Play
from .invariants import invariants as invariants_of
from .view import FortView, view as view_of
from ...text import possessive

#: Settings a game may change through ``options`` (rules.yaml names) and their allowed values.
OPTION_VALUES: dict[str, tuple[Any, ...]] = {
    "voluntary_skip": (True, False), "bf_at_discard": ("discard", "yard"),
    "follower_counts_lookout": (True, False), "follow_unused_public": (True, False),
    "coin_led_any_follow": (True, False), "lookout_coin_wild": (True, False),
    "made_up_gain": ("draw2_keep1", "top1"), "reshuffle": ("lazy", "eager"),
    "prompt_all_followers": (True, False), "recruit_from_deck": (True, False), "end_vp25": (True, False),
    "end_park_empty": (True, False), "draft_setup": (True, False), "two_seat_fort_vp": (True, False),
}
_STR, _INT, _LIST, _PT, _ZONES = "str", "int", "cards", "pt", "zones"
#: Each action type's fields besides ``type`` and ``seat`` (see the package docstring).
FIELDS: dict[str, dict[str, str]] = {
    "play": {"card": _STR, "order": "order", "full": _STR, "gather": "gather"}, "skip": {}, "add": {"card": _STR},
    "confirm": {}, "use_perk": {"perk": _STR}, "pass": {}, "gather": {"r": _STR}, "pack": {"P": _INT, "T": _INT},
    "pay": {"stuff": _PT, "pack": _PT}, "lookout": {"cards": _LIST}, "trash": {"cards": _LIST},
    "recruit": {"card": _STR}, "trash_rival": {"card": _STR}, "rival": {"rival": _INT},
    "convert": {"stuff": _PT, "pack": _PT}, "keep_rule": {"rule": _STR}, "perk": {"perk": _STR},
    "follow": {"cards": _LIST}, "save": {"card": _STR}, "draft": {"card": _STR},
}
PHASE_WORDS = {"play": "play a card from your hand", "add": "add matching cards to power the play, then Done adding",
               "use_perk": "use a Perk?", "eff": "finish the play", "keep_rule": "keep one of the Made-Up Rules drawn",
               "perk": "pick a Perk from the row", "follow": "follow the play with a matching card, or pass",
               "recruit_phase": "recruit from the Park or a rival's Yard, or nobody: this ends your turn",
               "save": "keep a card out of the Yard?", "draft": "keep a card from the draft"}
#: What a sub-decision inside an effect asks (the pending ``eff``'s decision, ops.DECISION).
DECISION_WORDS = {"gather": "take pizza or toys", "pack": "choose the tokens to move from Stuff to Pack",
                  "pay": "choose the tokens to pay", "lookout": "choose the cards to tuck into the Lookout",
                  "trash": "choose the cards to trash", "recruit": "choose a card to recruit",
                  "trash_rival": "choose a card to trash from a rival's Yard",
                  "rival": "choose a rival whose Pack to copy (click their board)",
                  "convert": "choose the tokens to swap"}


def _is_int(v: object) -> TypeGuard[int]:
    return isinstance(v, int) and not isinstance(v, bool)


def _shape_ok(kind: str, value: object) -> bool:
    if kind == _STR:
        return isinstance(value, str)
    if kind == _INT:
        return _is_int(value)
    if kind in (_LIST, "order"):
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    if kind == "gather":
        return isinstance(value, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items())
    if kind == _PT:
        return isinstance(value, dict) and set(value) == {"P", "T"} and all(_is_int(v) for v in value.values())
    return False


def _canon(action: Mapping[str, Any]) -> str:
    data = dict(action)
    if "cards" in data:
        data["cards"] = sorted(data["cards"])
    return json.dumps(data, sort_keys=True)


class FortRules(RulesBase[FortState]):
    """Fort, the deck-builder, for 2-4 seats (rules text ../shared/rules/fort-rules-summary.txt;
    our model ../shared/design/fort.md)."""

    name = "fort"
    min_seats = 2
    max_seats = 4

    @property
    def catalogue(self) -> Catalogue:
        """The checked data of ``data/fort/``."""
        return CAT

    def card(self, card_id: str) -> CardSpec:
        """The face of a card id (``kid-SK01``, ``bf-P2-1``); raises KeyError."""
        return CAT.spec(card_id)

    def settings(self, options: Mapping[str, object] | None = None) -> dict[str, Any]:
        """rules.yaml with ``options`` applied; raises ValueError for an unknown name or value
        (values may be given as words, ``"false"``, ``"30"``, as on the command line)."""
        out = dict(CAT.config)
        for key, raw in (options or {}).items():
            if key == "max_rounds":
                value = int(raw) if isinstance(raw, str) and raw.isdigit() else raw
                if not _is_int(value) or not 1 <= value <= 200:
                    raise ValueError(f"fort: max_rounds must be a whole number 1..200, not {raw!r}")
            elif key in OPTION_VALUES:
                value = {"true": True, "false": False}.get(raw, raw) if isinstance(raw, str) else raw
                if value not in OPTION_VALUES[key] or type(value) is not type(OPTION_VALUES[key][0]):
                    raise ValueError(f"fort: option {key} takes {list(OPTION_VALUES[key])}, not {raw!r}")
            else:
                raise ValueError(f"fort: unknown option {key!r}")
            out[key] = value
        return out

    def new_game(self, seed: int, seats: Sequence[str], options: Mapping[str, object] | None = None,
                 chance: Chance | None = None) -> FortState:
        """A fresh game after set-up; raises ValueError for fewer than 2 or more than 4 seats or a
        bad option. ``chance`` (tests): a ``Chance(seed)`` whose shuffles a test has forced
        (``made_up``, ``perks``, ``park``, ``deck:P1``.., see setup.py)."""
        low, high = CAT.config["players"]
        if not low <= len(seats) <= high:
            raise ValueError(f"fort: {len(seats)} seats; Fort takes {low} to {high}")
        st = setup.new_state(seed, len(seats), self.settings(options), chance)
        steps.run(st)
        return st

    def acting_seats(self, state: FortState) -> list[int]:
        """The seat that must decide now (several during a draft pass; none when over)."""
        return steps.acting(state)

    def legal_actions(self, state: FortState, seat: int) -> list[Action]:
        """Every action ``seat`` may submit now."""
        if not _is_int(seat) or not 0 <= seat < state.seats:
            return []
        return steps.legal(state, seat)

    def apply(self, state: FortState, action: object) -> FortState | Refusal:
        """The next state, or a Refusal with the reason; never raises, never mutates ``state``."""
        try:
            checked = self._check(state, action)
        except Exception as exc:  # noqa: BLE001 - a malformed action must never crash the table
            return Refusal(f"that action could not be read ({type(exc).__name__})")
        if isinstance(checked, Refusal):
            return checked
        new = state.clone()
        steps.decide(new, checked)
        return new

    def _check(self, state: FortState, action: object) -> Action | Refusal:
        if not isinstance(action, dict):
            return Refusal("an action is a dict with a type and a seat")
        kind = action.get("type")
        if not isinstance(kind, str) or kind not in FIELDS:
            return Refusal(f"unknown action type {kind!r}")
        seat = action.get("seat")
        if not _is_int(seat) or not 0 <= seat < state.seats:
            return Refusal(f"seat must be a whole number 0..{state.seats - 1}")
        expected = {"type", "seat"} | set(FIELDS[kind])
        if set(action) != expected:
            extra, missing = set(action) - expected, expected - set(action)
            return Refusal(f"a {kind} action takes {sorted(expected)}"
                           + (f"; unknown {sorted(map(str, extra))}" if extra else "")
                           + (f"; missing {sorted(missing)}" if missing else ""))
        for key, shape in FIELDS[kind].items():
            if not _shape_ok(shape, action[key]):
                return Refusal(f"{kind}: {key} has the wrong type")
        if state.over:
            return Refusal("the game is over")
        if seat not in self.acting_seats(state):
            return Refusal(f"it is not P{seat + 1}'s turn to decide")
        if kind == "play" and state.pending and state.pending["kind"] == "play" and state.phase == "play":
            return self._check_play(state, action)
        legal = steps.legal(state, seat)
        wanted = _canon(action)
        for candidate in legal:
            if _canon(candidate) == wanted:
                return {k: (sorted(v) if k == "cards" else v) for k, v in action.items()}
        if kind == "add" and state.pending and state.pending["kind"] == "add":
            return Refusal(f"that card cannot be added: {why_not_add(state, seat, action['card'])}")
        if kind not in {a["type"] for a in legal}:
            waiting = state.pending["kind"] if state.pending else state.phase
            return Refusal(f"P{seat + 1} cannot {kind} now (waiting to {PHASE_WORDS.get(waiting, waiting)})")
        return Refusal(f"that {kind} is not open now")

    @staticmethod
    def _check_play(state: FortState, action: Action) -> Action | Refusal:
        """A ``play`` is checked on its own (the same test ``plays`` applies to every plan)."""
        seat, card = action["seat"], action["card"]
        if card not in state.boards[seat].hand:
            return Refusal("that card is not in your hand")
        if not plan_shape_ok(card, action["order"], action["full"], action["gather"]):
            return Refusal("that plan does not fit the card (actions, the one used in full, gather types)")
        play: Play = {"card": card, "order": list(action["order"]), "full": action["full"],
                      "gather": dict(action["gather"])}
        if not plan_usable(state, seat, play, []):
            return Refusal("the action chosen to be used in full cannot be used in full now")
        return dict(action)

    def progress(self, state: FortState, *, names: Sequence[str] | None = None) -> Progress:
        """Round, the pending decision and who decides, in players' words (``names``: the
        players' names by seat; default "P1".."P4"). Offers a skip only when one is legal."""
        acting = tuple(self.acting_seats(state))
        if state.over:
            return Progress(state.round, "over", (), f"Round {state.round} - game over")
        kind = "draft" if state.phase == "draft" else (state.pending["kind"] if state.pending else "play")
        who = " and ".join(describe_mod.who_is(s, names) for s in acting)
        words = PHASE_WORDS.get(kind, kind)
        if kind == "eff":
            words = DECISION_WORDS.get(DECISION.get(state.asked()["task"]["eff"]["op"], ""), words)
        elif kind == "use_perk":
            words = f"use the Perk {CAT.perks[state.asked()['perk']].name}?"
        elif kind == "play" and acting and (state.settings["voluntary_skip"] or not any_play(state, acting[0])):
            words += " (or play none: no card can be used in full)" if not state.settings["voluntary_skip"] \
                else " or play none"
        current = describe_mod.who_is(state.current, names)
        text = (f"Round {state.round} - {current}: {words}" if acting == (state.current,)
                else f"Round {state.round} - {possessive(current)} turn - {who}: {words}")
        if state.ending:
            text += " (last round)"
        return Progress(state.round, kind, acting, text)

    def is_over(self, state: FortState) -> bool:
        """True once the game has ended."""
        return state.over

    def result(self, state: FortState) -> Result | None:
        """Winners (several on a full tie), rounds played, the reason, and per seat
        (total, fort, track, pack, lookout, made-up, perks, macaroni) as ``scores``."""
        if not state.over:
            return None
        scores = tuple(scoring.breakdown(state, s) for s in range(state.seats))
        win = scoring.winners(state)
        names = "+".join(f"P{s + 1}" for s in win)
        return Result(win, state.round, f"{state.end_reason}; {names} {'share the win' if len(win) > 1 else 'wins'} "
                      f"with {scores[win[0]][0]} VP", scores)

    def view(self, state: FortState, seat: int | None) -> FortView:
        """What ``seat`` may see (see view.py)."""
        return view_of(state, seat)

    def digest(self, state: FortState) -> str:
        """A 16-hex digest of the whole state, chance included."""
        return digest_of(state.to_json())

    def describe(self, state: FortState, action: Action, viewer: int | None = None, *,
                 names: Sequence[str] | None = None) -> str:
        """``action`` in words for ``viewer``, naming only cards it may know after the action
        (``viewer`` None: an onlooker, who sees only public cards - what a shared log may show);
        players by ``names`` (by seat; default "P1".."P4")."""
        after = self.apply(state, action)
        return describe_mod.describe(state, None if isinstance(after, Refusal) else after, action, viewer, names)

    def describe_outcome(self, before: FortState, after: FortState, viewer: int | None, *,
                         names: Sequence[str] | None = None) -> list[str]:
        """What followed one action (tokens, levels, draws, the Park, turns), one line per change,
        naming only what ``viewer`` may see (base.py GameRules); players by ``names``."""
        return describe_mod.outcome(before, after, viewer, names)

    def is_undo_barrier(self, state: FortState, action: Action) -> bool:
        """True when ``action`` draws, shuffles, reveals a card or a rule, or hands play to another
        seat (or ends the game)."""
        after = self.apply(state, action)
        if isinstance(after, Refusal):
            return False
        return (after.reveals != state.reveals or after.over
                or self.acting_seats(after) != self.acting_seats(state))

    def secrets(self, state: FortState, seat: int | None) -> frozenset[str]:
        """Ids (and unique names) of the cards and Made-Up Rules ``seat`` may not know now."""
        return knowledge.secrets(state, seat)

    def invariants(self, state: FortState) -> list[str]:
        """Problems in words (see invariants.py)."""
        return invariants_of(state)


    # ----- what a search player needs (base.py SearchRules) ---------------------------------------
    def copy(self, state: FortState) -> FortState:
        """An independent copy, chance included (:meth:`FortState.clone`)."""
        return state.clone()

    def apply_fast(self, state: FortState, action: Action) -> FortState:
        """The state after ``action``, one of ``legal_actions``: not checked (base.py SearchRules)."""
        return search.apply_fast(state, action)

    def score(self, state: FortState, seat: int) -> float:
        """``seat``'s VP as the end would count them now (:func:`.scoring.breakdown`'s total)."""
        return float(scoring.breakdown(state, seat)[0])

    def observe(self, knowledge: Knowledge | None, view: FortView, action: Action | None = None) -> Knowledge:
        """``knowledge`` after seeing ``view``: where each card was last seen (see :mod:`.search`)."""
        return search.observe(knowledge, view, action)

    def sample(self, state: FortState, knowledge: Knowledge, rng: random.Random) -> FortState | None:
        """Hidden cards and rules dealt consistently with ``knowledge`` (see :mod:`.search`)."""
        return search.sample(state, knowledge, rng)

    def view_fast(self, state: FortState, seat: int | None) -> FortView:
        """:meth:`view`'s data sharing the state's lists (see :func:`.search.view_fast`)."""
        return search.view_fast(state, seat)

    def advance(self, state: FortState, action: Action) -> FortState:
        """:meth:`apply_fast` in place: ``state`` (a simulation's own, read by nothing else)
        after ``action``, one of ``legal_actions``; returns ``state``."""
        return search.advance(state, action)

    def best_legal(self, state: FortState, seat: int, value: Callable[[Action], float]) -> Action | None:
        """The legal action of highest ``value`` (ties: the first legal), testing plays, follows
        and adds for legality best first only (see :func:`.search.best_legal`)."""
        return search.best_legal(state, seat, value)

RULES = FortRules()
