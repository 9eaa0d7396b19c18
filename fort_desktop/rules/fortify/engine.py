"""Fortify's rules engine: the GameRules verbs over :class:`FortifyState` (pure Python).

Rule text: ``fortify-rulebook.txt``; model: ``fortify.md``. Each rule lives in one function below,
named after the rulebook step it implements. The table calls the helpers at the end (placement
problems, dice targets) so the ghost, the lit targets and the drop all ask the same question.
"""
from __future__ import annotations

import functools
import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...grid import BoxGrid, CardFace
from ..base import Action, Knowledge, Progress, Refusal, Result, RulesBase, digest_of
from ..chance import Chance
from . import dice as dice_rules
from . import resolution, search
from .data import CARD_SETS, FortCardSpec, FortifyData, KidCardSpec, load_fortify
from .describe import describe_action, event_words, fresh_events
from .invariants import problems as invariant_problems
from .state import (
    BUILD, JERK, MEDIC, OVER, RECRUIT, THROW, FortifyState, FortCardPlacement, KidPlacement,
    PlacedDie, PlayerState,
)
from .view import FortifyView, copy_state, state_to_data, view_of

KIND_ORDER = ("builder", "thrower", "medic")

#: Each action's fields besides ``type`` and ``seat``, and their JSON type (exactly these keys).
ACTION_FIELDS: dict[str, dict[str, type]] = {
    "place": {"x": int, "y": int, "rot": int},
    "skip": {},
    "grab": {"ms": int},
    "recruit": {"kind": str, "x": int, "y": int, "rot": int},
    "roll": {},
    "place_die": {"die": str, "target": dict},
    "medic": {"kid": int},
}
#: The actions each phase allows (rulebook "Round Summary"); anything else is refused.
PHASE_ACTIONS: dict[str, frozenset[str]] = {
    BUILD: frozenset({"place", "skip", "grab"}),
    RECRUIT: frozenset({"recruit"}),
    THROW: frozenset({"roll", "place_die", "grab"}),
    JERK: frozenset({"roll", "place_die"}),
    MEDIC: frozenset({"medic"}),
    OVER: frozenset(),
}
PHASE_WORDS = {BUILD: "while building", RECRUIT: "while recruiting", THROW: "while throwing",
               JERK: "while the Jerk Die is thrown", MEDIC: "while Medics flip Kids", OVER: "once the game is over"}
#: Longest race time accepted (ms): about 24 days, so no real table clock ever reaches it.
MAX_RACE_MS = 2**31 - 1


class FortifyRules(RulesBase[FortifyState]):
    """Fortify for two seats. ``data`` defaults to ``load_fortify()`` (``data/fortify/*.yaml``)."""

    name = "fortify"
    min_seats = 2
    max_seats = 2

    def __init__(self, data: FortifyData | None = None, card_set: str = "edge"):
        self._data = data
        self.card_set = card_set
        self._other_sets: dict[str, FortifyRules] = {}

    @functools.cached_property
    def data(self) -> FortifyData:
        """The checked Fortify data (raises ``DataError`` on first use if a file is bad)."""
        return self._data or load_fortify(card_set=self.card_set)

    def for_options(self, options: Mapping[str, object] | None) -> "FortifyRules":
        """The rules for a game set up with ``options``: this object, or one playing with the Fort
        Card set ``options["card_set"]`` (``CARD_SETS`` of ``rules/fortify/data.py``; the rulebook's
        card art is lost, so which shapes to use is our choice). Raises ``ValueError`` for an unknown set."""
        wanted = str((options or {}).get("card_set", self.card_set))
        if wanted == self.card_set:
            return self
        if wanted not in CARD_SETS:
            raise ValueError(f"Fortify has no Fort Card set {wanted!r}")
        if wanted not in self._other_sets:
            self._other_sets[wanted] = FortifyRules(card_set=wanted)
        return self._other_sets[wanted]

    # ----- lookups the table shares -------------------------------------------------------------
    def card_spec(self, card_id: int) -> FortCardSpec:
        """The printed Fort Card ``card_id`` (colour, shape, rows)."""
        return self.data.fort_cards[card_id]

    def kid_spec(self, kid_id: int) -> KidCardSpec:
        """The Kid Card ``kid_id`` (kind, colour, size)."""
        return self.data.kid_cards[kid_id]

    def card_face(self, card_id: int, rot: int) -> CardFace:
        """Card ``card_id``'s face after ``rot`` clockwise quarter turns (cells)."""
        return _face(self.data.fort_cards[card_id].rows, rot % 4)

    def kid_size(self, kind: str, rot: int) -> tuple[int, int]:
        """(width, height) in cells of a Kid of ``kind`` lying ``rot`` (0 or 1) quarter turns."""
        w, h = self.data.kid_sizes[kind]
        return (h, w) if rot % 2 else (w, h)

    def kid_rect(self, kid: KidPlacement) -> tuple[int, int, int, int]:
        """The cells (x, y, width, height) a placed Kid covers."""
        w, h = self.kid_size(self.kid_spec(kid.kid_id).kind, kid.rot)
        return kid.x, kid.y, w, h

    def new_grid(self) -> BoxGrid:
        """An empty 36 x 20 play area holding only the Base (fortify.md 1, 3)."""
        rules = self.data.rules
        width, height = rules["play_area_cells"]
        grid = BoxGrid(width, height, kid_sizes=self.data.kid_sizes,
                       junk_blocks_kids=rules["junk_blocks_kids"],
                       kids_may_cover_card_floor=rules["kids_may_cover_card_floor"])
        grid.add_base(self.data.base_rows, self.data.base_origin)
        return grid

    # ----- GameRules verbs -----------------------------------------------------------------------
    def new_game(self, seed: int, seats: Sequence[str], options: Mapping[str, object] | None = None,
                 chance: Chance | None = None) -> FortifyState:
        """Game set-up (rulebook "Game Set Up") and round 1's Part I Step 1.

        ``options``: only ``card_set``, which must be this object's (see :meth:`for_options`). ``chance`` (tests) replaces the
        seeded :class:`Chance`, e.g. one with forced shuffles. Raises ``ValueError`` unless there are
        exactly two seats, or for any other option.
        """
        if len(seats) != 2:
            raise ValueError(f"Fortify is for 2 players, not {len(seats)}")
        unknown = sorted(str(k) for k in (options or {}) if k != "card_set")
        if unknown:
            raise ValueError(f"Fortify has no option {unknown[0]!r}")
        if (options or {}).get("card_set", self.card_set) != self.card_set:
            raise ValueError(f"these rules play the {self.card_set!r} Fort Cards: use for_options(options)")
        chance = chance if chance is not None else Chance(seed)
        deck = [c.card_id for c in self.data.fort_cards]
        chance.shuffle(deck, "deck")
        piles: dict[str, list[int]] = {}
        for kind in KIND_ORDER:
            piles[kind] = [k.kid_id for k in self.data.kid_cards if k.kind == kind]
            chance.shuffle(piles[kind], f"kids:{kind}")
        state = FortifyState(
            seed=seed, chance=chance, round=1, first=0, phase=BUILD,
            players=[PlayerState(seat=s, grid=self.new_grid()) for s in (0, 1)],
            deck=deck, discard=[], kid_piles=piles,
        )
        self._start_round(state)
        return state

    def acting_seats(self, state: FortifyState) -> list[int]:
        """Seats that may act: both during a raced step until each grabs; else the one asked."""
        if state.phase in (BUILD, THROW):
            return [p.seat for p in self._in_order(state) if not p.done]
        asked = {RECRUIT: state.recruit_seat, JERK: state.jerk, MEDIC: state.medic_seat}.get(state.phase)
        return [] if asked is None else [asked]

    def legal_actions(self, state: FortifyState, seat: int) -> list[Action]:
        """Every action ``seat`` may submit now; ``grab`` carries ``ms: None`` to be filled in (any
        whole number of ms from 0 is legal). A card whose turned faces repeat (an I, a Plus) is
        listed once per distinct face, with the smallest ``rot``, and a square Kid with ``rot`` 0;
        the other turns giving the same face are legal too."""
        if seat not in self.acting_seats(state):
            return []
        player = state.players[seat]
        actions: list[Action] = []
        if state.phase == BUILD:
            if player.hand:
                card = player.hand[0]
                seen: set[CardFace] = set()
                for rot in range(4):
                    face = self.card_face(card, rot)
                    if face in seen:  # a symmetric card repeats its faces
                        continue
                    seen.add(face)
                    for x, y in player.grid.legal_positions(face):
                        actions.append({"type": "place", "seat": seat, "x": x, "y": y, "rot": rot})
                if len(player.hand) > 1:
                    actions.append({"type": "skip", "seat": seat})
            actions.append({"type": "grab", "seat": seat, "ms": None})
        elif state.phase == RECRUIT:
            for kind, x, y, rot in self._recruit_options(state, seat):
                actions.append({"type": "recruit", "seat": seat, "kind": kind, "x": x, "y": y, "rot": rot})
        elif state.phase == THROW:
            if dice_rules.can_roll(player):
                actions.append({"type": "roll", "seat": seat})
            for die in player.dice:
                if die in player.rolled:
                    for target in self.die_targets(state, seat, die):
                        actions.append({"type": "place_die", "seat": seat, "die": die, "target": target})
            actions.append({"type": "grab", "seat": seat, "ms": None})
        elif state.phase == JERK:
            if state.jerk_face is None:
                actions.append({"type": "roll", "seat": seat})
            else:
                for target in self.die_targets(state, seat, "jerk"):
                    actions.append({"type": "place_die", "seat": seat, "die": "jerk", "target": target})
        elif state.phase == MEDIC:
            for kid in player.kids.values():
                if not kid.face_up:
                    actions.append({"type": "medic", "seat": seat, "kid": kid.kid_id})
        return actions

    def apply(self, state: FortifyState, action: object) -> FortifyState | Refusal:
        """The state after ``action``, or a :class:`Refusal` with the reason for anything the rules
        do not allow now, of any shape. Never raises, never mutates ``state`` or ``action``."""
        try:
            problem = self._action_problem(state, action)
        except Exception as error:  # a check choked on a strange value: still only a refusal
            problem = f"that action has a wrong value ({type(error).__name__})"
        if problem:
            return Refusal(problem)
        new = copy_state(state)
        new.step += 1
        getattr(self, "_do_" + action["type"])(new, action)  # type: ignore[index]
        return new

    def complete_action(self, state: FortifyState, action: Action, seat_ms: int) -> Action:
        """``action`` with the fields its submitter fills in: a ``grab`` without ``ms`` gets
        ``seat_ms``, the seat's own time in this raced step (fortify.md 9). Other actions as given."""
        if action.get("type") == "grab" and action.get("ms") is None:
            return dict(action, ms=min(MAX_RACE_MS, max(0, int(seat_ms))))
        return action

    def progress(self, state: FortifyState, *, names: Sequence[str] | None = None) -> Progress:
        """Round, phase and who acts, as data and in words (rulebook "Round Summary"); ``names``
        replaces P1, P2 in the words."""
        acting = tuple(self.acting_seats(state))
        who = " and ".join(_name(names, s) for s in acting)
        head = f"Round {state.round}"
        if state.phase == BUILD:
            text = f"{head} - Build: {who} place Fort Cards, then grab the Cousin Meeple"
        elif state.phase == RECRUIT:
            text = f"{head} - Recruit: {who} lays a Kid in a Clear enclosure"
        elif state.phase == THROW:
            text = f"{head} - Throw: {who} roll and place Balloon Dice, then grab the Jerk Meeple"
        elif state.phase == JERK:
            text = f"{head} - The Jerk: {who} " + ("throws the Jerk Die" if state.jerk_face is None
                                                   else "places the Jerk Die")
        elif state.phase == MEDIC:
            text = f"{head} - Clean-up: {who} chooses Kids for the Medics to flip face up"
        else:
            result = self.result(state)
            text = f"Game over after round {state.round}: " + (
                "a draw" if result is None or result.is_draw
                else " and ".join(_name(names, s) for s in result.winners) + " wins")
        return Progress(round=state.round, phase=state.phase, acting=acting, text=text)

    def is_undo_barrier(self, state: FortifyState, action: Action) -> bool:
        """True unless ``action`` is a Balloon Die let go during the throw (no draw, roll, reveal or
        change of step follows it): placing or skipping a Fort Card reveals the next one, a grab
        ends a raced step, a recruit shows the next Kid of the pile, rolls are chance, and the Jerk
        Die or a Medic run the clean-up (TABLE.md "Undo")."""
        return not (isinstance(action, dict) and action.get("type") == "place_die" and state.phase == THROW)

    def secrets(self, state: FortifyState, seat: int | None) -> frozenset[str]:
        """What ``seat`` may not know now, as strings that must not appear in its view or log.

        Fortify's cards are plain ids (ints), so single ids cannot be told from coordinates; the
        secrets are the hidden parts of piles as compact JSON (the deck order, each hand below what
        its owner sees, each Kid pile below its face-up top card, written as the end of the pile's
        list, e.g. ``"12,40,3]"``; 3 cards or more, as shorter runs could match a public list by
        chance) and the chance's generator position. A view that leaked any of these orders shows
        them. The Reserves are public: the clean-up names the cards that go there.
        """
        tails: list[tuple[list[int], int]] = [(list(state.deck), 0)]
        for p in state.players:
            tails.append((list(p.hand), 1 if (p.seat == seat and state.phase == BUILD) else 0))
        tails += [(list(pile), 1) for pile in state.kid_piles.values()]
        found = {("[" if shown == 0 else "") + ",".join(map(str, pile[shown:])) + "]"
                 for pile, shown in tails if len(pile) - shown >= 3}
        if state.chance is not None:
            found.add(str(state.chance.snapshot()["rng"]))
        return frozenset(found)

    def invariants(self, state: FortifyState) -> list[str]:
        """Problems with ``state`` in words (empty when sound): every Fort Card and Kid in exactly
        one place, grids matching the cards and Kids, hits within the buckets, no loose card while
        dice fly, a phase with someone to act (fortify.md 5, 7)."""
        return invariant_problems(self, state)

    def is_over(self, state: FortifyState) -> bool:
        """True once a winner (or a draw) is decided."""
        return state.phase == OVER

    def result(self, state: FortifyState) -> Result | None:
        """Winner(s), rounds played, the reason, and scores = (Base hits landed, face-up Kids)."""
        if state.phase != OVER:
            return None
        scores = tuple((state.players[1 - s].hits, self.face_up_kids(state, s)) for s in (0, 1))
        return Result(winners=state.winners or (), rounds=state.round, reason=state.end_reason,
                      scores=scores)

    def view(self, state: FortifyState, seat: int | None, *, hide_race: bool = True) -> FortifyView:
        """A copy holding only what ``seat`` may see (fortify.md 9; TABLE.md "Hidden information").

        Hidden: the deck order and the RNG; both hands but their revealed top card (the owner's);
        the Kid piles below their face-up top card; with ``hide_race`` during Part II, the other
        player's dice and both race times until both players are done.
        """
        return view_of(state, seat, hide_race)

    def digest(self, state: FortifyState) -> str:
        """A 16-hex-digit digest of the whole state, RNG included."""
        return digest_of(state_to_data(state))

    def describe(self, state: FortifyState, action: Action, viewer: int | None = None, *,
                 names: Sequence[str] | None = None) -> str:
        """``action`` (applied to ``state``) in plain words for the game log, as ``viewer`` may read
        it, e.g. "P2 placed a red L next to the Base; a room closed (a Thrower fits)". Fortify's
        actions name only public things (a card once placed, a Kid from a face-up pile), so every
        viewer reads the same line; what a hot-seat race hides is hidden by the log, not the words.
        ``names`` replaces P1, P2. Never raises (an action it cannot word is named by its type)."""
        try:
            return describe_action(self, state, action, names)
        except Exception:
            seat = action.get("seat") if isinstance(action, dict) else None
            who = _name(names, seat) if isinstance(seat, int) and seat in (0, 1) else "?"
            kind = action.get("type") if isinstance(action, dict) else None
            return f"{who}: {kind}"

    def describe_outcome(self, before: FortifyState, after: FortifyState, viewer: int | None = None, *,
                         names: Sequence[str] | None = None) -> list[str]:
        """What followed an action, one line per step (a draw, a clean-up's blocks, hits, cards
        cut off, Kids flipped, Medics, Mom's Calling, the game's end), in the order it happened:
        the same words the table shows step by step and the game log keeps. ``before`` / ``after``:
        the states around one action."""
        return [line for line in (event_words(self, after, e, names) for e in fresh_events(before, after)) if line]

    # ----- questions the table asks while something is held --------------------------------------
    # ----- what a search player needs (base.py SearchRules) ---------------------------------------
    def copy(self, state: FortifyState) -> FortifyState:
        """An independent copy, chance included."""
        return copy_state(state)

    def apply_fast(self, state: FortifyState, action: Action) -> FortifyState:
        """The state after ``action``, one of ``legal_actions`` with its fields filled in
        (``complete_action``): not checked (base.py SearchRules)."""
        new = copy_state(state)
        new.step += 1
        getattr(self, "_do_" + action["type"])(new, action)
        return new

    def score(self, state: FortifyState, seat: int) -> float:
        """Hits ``seat`` has landed on the rival's Base (3 wins), as :meth:`result`'s scores."""
        return float(state.players[1 - seat].hits)

    def observe(self, knowledge: Knowledge | None, view: FortifyView, action: Action | None = None) -> Knowledge:
        """The latest view: Fortify remembers nothing more (see :mod:`.search`)."""
        return search.observe(view)

    def sample(self, state: FortifyState, knowledge: Knowledge, rng: random.Random) -> FortifyState:
        """The hidden Fort Cards and Kids dealt afresh (see :mod:`.search`)."""
        return search.sample(self.data, state, knowledge, rng)

    def view_fast(self, state: FortifyState, seat: int | None) -> FortifyView:
        """:meth:`view` (Fortify's heuristic reads the state's own grid; a view is a copy)."""
        return view_of(state, seat, True)

    def placement_problem(self, state: FortifyState, seat: int, x: int, y: int, rot: int) -> str | None:
        """Why the revealed card of ``seat`` may not go at (x, y) turned ``rot`` (rules A-G), or None."""
        player = state.players[seat]
        if state.phase != BUILD or player.done:
            return "it is not time to build"
        if not player.hand:
            return "no Fort Card left in your hand"
        return player.grid.placement_problem(self.card_face(player.hand[0], rot), x, y)

    def recruit_problem(self, state: FortifyState, seat: int, kind: str, x: int, y: int, rot: int) -> str | None:
        """Why the top ``kind`` Kid may not be laid at (x, y) (rulebook "Recruit Kids"), or None."""
        if state.phase != RECRUIT or state.recruit_seat != seat:
            return "it is not your time to recruit"
        if kind not in state.kid_piles:
            return f"there is no {kind} pile"
        if not state.kid_piles[kind]:
            return f"the {kind} pile is empty"
        return state.players[seat].grid.kid_problem(*self.kid_size(kind, rot), x, y)

    def target_at(self, state: FortifyState, area_seat: int, x: int, y: int) -> dict[str, Any] | None:
        """What a die let go on cell (x, y) of ``area_seat``'s play area would land on, or None."""
        grid = state.players[area_seat].grid
        if not (0 <= x < grid.width and 0 <= y < grid.height):
            return None
        kid = grid.kid_at(x, y)
        if kid is not None:
            return {"kind": "kid", "seat": area_seat, "id": kid}
        card = grid.card_at(x, y)
        if card is not None:
            return {"kind": "card", "seat": area_seat, "id": card}
        if grid.kind(x, y) == "b":
            return {"kind": "base", "seat": area_seat}
        return None

    def die_face(self, state: FortifyState, seat: int, die: str) -> str | None:
        """The rolled face of ``die`` (in ``seat``'s hand, or the Jerk Die), or None if not rolled."""
        if die == "jerk":
            return state.jerk_face
        return state.players[seat].rolled.get(die)

    def target_problem(self, state: FortifyState, seat: int, die: str, target: dict[str, Any]) -> str | None:
        """Why ``die`` may not go on ``target`` (rulebook "Roll & Place Dice"), or None."""
        face = self.die_face(state, seat, die)
        if face is None:
            return "roll that die first"
        return dice_rules.target_problem(self, state, seat, face, target)

    def die_targets(self, state: FortifyState, seat: int, die: str) -> list[dict[str, Any]]:
        """Every legal target of ``seat``'s rolled ``die`` (for lighting up and for bots)."""
        face = self.die_face(state, seat, die)
        if face is None:
            return []
        return dice_rules.targets_for(self, state, seat, face)

    def can_reroll(self, state: FortifyState, seat: int) -> bool:
        """True when ``seat`` may roll now (first roll, or a die placed since the last roll)."""
        return state.phase == THROW and not state.players[seat].done and dice_rules.can_roll(state.players[seat])

    def active_kids(self, state: FortifyState, seat: int, kind: str) -> list[int]:
        """Face-up Kids of ``kind`` that work now: fully enclosed, or any in Mom's Calling Mode."""
        player = state.players[seat]
        return [
            k.kid_id for k in player.kids.values()
            if k.face_up and self.kid_spec(k.kid_id).kind == kind
            and (state.moms_calling or player.grid.is_fully_enclosed(k.kid_id))
        ]

    def face_up_kids(self, state: FortifyState, seat: int) -> int:
        """Face-up Kid Cards anywhere in ``seat``'s play area (the tie-breaker, Intro)."""
        return sum(1 for k in state.players[seat].kids.values() if k.face_up)

    def dice_count(self, state: FortifyState, seat: int) -> int:
        """Balloon Dice for Part II Step 1: Captain + active Throwers (capped); Cousin not counted."""
        rules = self.data.rules
        throwers = min(len(self.active_kids(state, seat, "thrower")), int(rules["thrower_bonus_max"]))
        return min(int(rules["captain_dice"]) + throwers, self.data.dice_per_seat)

    # ----- round flow ------------------------------------------------------------------------------
    def _in_order(self, state: FortifyState) -> list[PlayerState]:
        return [state.players[state.first], state.players[1 - state.first]]

    def _start_round(self, state: FortifyState) -> None:
        """Part I Steps 1-2: prep Fort Cards (or trigger Mom's Calling Mode) and the Cousin Meeple."""
        rules = self.data.rules
        state.cousin = state.jerk = state.jerk_face = None
        for p in state.players:
            p.done, p.race_ms = False, None
        if not state.moms_calling:
            wants = {p.seat: rules["fort_cards_per_round"]
                     + min(len(self.active_kids(state, p.seat, "builder")), rules["builder_bonus_max"])
                     for p in state.players}
            if len(state.deck) < sum(wants.values()):
                state.moms_calling = True
                left = state.deck + [c for p in state.players for c in p.reserve]
                state.discard.extend(left)
                state.deck = []
                for p in state.players:
                    p.reserve = []
                state.events.append({"step": "moms_calling", "discarded": len(left)})
            else:
                for p in self._in_order(state):
                    drawn, state.deck = state.deck[:wants[p.seat]], state.deck[wants[p.seat]:]
                    p.hand = drawn + p.reserve
                    p.reserve = []
                    state.chance.shuffle(p.hand, f"hand:P{p.seat + 1}")
                    state.events.append({"step": "draw", "seat": p.seat, "cards": len(drawn),
                                         "from_reserve": len(p.hand) - len(drawn)})
        if state.moms_calling:
            self._start_throw(state)
        else:
            state.phase = BUILD

    def _recruit_options(self, state: FortifyState, seat: int) -> list[tuple[str, int, int, int]]:
        grid = state.players[seat].grid
        options = []
        for kind in KIND_ORDER:
            if not state.kid_piles[kind]:
                continue
            w, h = self.data.kid_sizes[kind]
            for rot in ((0,) if w == h else (0, 1)):
                for x, y in grid.kid_positions(*self.kid_size(kind, rot)):
                    options.append((kind, x, y, rot))
        return options

    def _has_recruit(self, state: FortifyState, seat: int) -> bool:
        grid = state.players[seat].grid
        return any(state.kid_piles[kind] and
                   any(grid.kid_positions(*self.kid_size(kind, rot)) for rot in (0, 1))
                   for kind in KIND_ORDER)

    def _advance_recruit(self, state: FortifyState) -> None:
        """Part I Step 4: recruiting is mandatory while a top Kid fits a Clear enclosure; the
        round's first player recruits first (fortify.md 4)."""
        order = [state.first, 1 - state.first]
        start = 0 if state.recruit_seat is None else order.index(state.recruit_seat)
        for seat in order[start:]:
            if self._has_recruit(state, seat):
                state.phase, state.recruit_seat = RECRUIT, seat
                return
        state.recruit_seat = None
        self._start_throw(state)

    def _start_throw(self, state: FortifyState) -> None:
        """Part II Steps 1-2: prep dice (Captain + Throwers + Cousin Die) and the Jerk Meeple."""
        state.dice_placed = []
        state.jerk = state.jerk_face = None
        colours = self.data.seat_dice_colours
        for p in state.players:
            p.dice = [f"{colours[p.seat]}{i + 1}" for i in range(self.dice_count(state, p.seat))]
            if state.cousin == p.seat:
                p.dice.append("cousin")
            p.rolled, p.placed_since_roll, p.done, p.race_ms = {}, False, False, None
        state.phase = THROW

    def _meeple_holder(self, state: FortifyState) -> int:
        """The faster player holds the Meeple; equal times go to the seat the setting names."""
        a, b = state.players[state.first], state.players[1 - state.first]
        if a.race_ms != b.race_ms:  # both set: each grabbed
            return a.seat if (a.race_ms or 0) < (b.race_ms or 0) else b.seat
        return b.seat if self.data.rules["meeple_tie_goes_to"] == "second" else a.seat

    # ----- actions ---------------------------------------------------------------------------------
    def _action_problem(self, state: FortifyState, action: Any) -> str | None:
        """Why ``action`` is not legal now, or None: its shape (exact fields and JSON types, no
        booleans for numbers), the phase, the seat, then the rule of that action."""
        if not isinstance(action, dict):
            return "not an action (an action is a set of named fields)"
        kind = action.get("type")
        if not isinstance(kind, str):
            return "not an action (no type)"
        if kind not in ACTION_FIELDS:
            return f"there is no action {kind[:30]!r} in Fortify"
        fields = ACTION_FIELDS[kind]
        for key in action:
            if key not in fields and key not in ("type", "seat"):
                return f"a {kind} action has no field {str(key)[:30]!r}"
        for key in ("seat", *fields):
            if key not in action:
                return f"a {kind} action needs a {key!r}"
        seat = action["seat"]
        if type(seat) is not int or seat not in (0, 1):
            return "no such player (seat must be 0 or 1)"
        for key, kind_of in fields.items():
            value = action[key]
            if kind == "grab" and key == "ms" and value is None:
                return "a grab needs its race time ms (whole milliseconds)"
            if type(value) is not kind_of:
                words = {int: "a whole number", str: "a text", dict: "a set of named fields"}[kind_of]
                return f"{key!r} must be {words}"
        if kind not in PHASE_ACTIONS[state.phase]:
            return f"nobody may {kind.replace('_', ' ')} {PHASE_WORDS[state.phase]}"
        if seat not in self.acting_seats(state):
            return f"P{seat + 1} may not act now"
        problem: str | None = getattr(self, "_check_" + kind)(state, action)
        return problem

    def _check_place(self, state: FortifyState, a: Action) -> str | None:
        if a["rot"] not in range(4):
            return "rot must be 0 to 3 quarter turns"
        return self.placement_problem(state, a["seat"], a["x"], a["y"], a["rot"])

    def _do_place(self, state: FortifyState, a: Action) -> None:
        player = state.players[a["seat"]]
        card = player.hand.pop(0)
        player.grid.place_card(card, self.card_spec(card).colour, self.card_face(card, a["rot"]), a["x"], a["y"])
        player.cards[card] = FortCardPlacement(card, a["x"], a["y"], a["rot"] % 4)

    def _check_skip(self, state: FortifyState, a: Action) -> str | None:
        if state.phase != BUILD:
            return "you can only skip a Fort Card while building"
        if len(state.players[a["seat"]].hand) < 2:
            return "no other card to reveal: place this one or stop"
        return None

    def _do_skip(self, state: FortifyState, a: Action) -> None:
        hand = state.players[a["seat"]].hand
        hand.append(hand.pop(0))

    def _check_grab(self, state: FortifyState, a: Action) -> str | None:
        if a["ms"] < 0:
            return "a race time cannot be negative"
        if a["ms"] > MAX_RACE_MS:
            return f"a race time is at most {MAX_RACE_MS} ms"
        return None

    def _do_grab(self, state: FortifyState, a: Action) -> None:
        """Build Step 2 STOP (discard the rest of the hand) / Part II Step 4; then the Meeple."""
        player = state.players[a["seat"]]
        player.done, player.race_ms = True, a["ms"]
        if state.phase == BUILD:
            state.discard.extend(player.hand)
            player.hand = []
        else:
            player.dice, player.rolled = [], {}
        if not all(p.done for p in state.players):
            return
        holder = self._meeple_holder(state)
        if state.phase == BUILD:
            state.cousin = holder
            state.recruit_seat = None
            self._advance_recruit(state)
        else:
            state.jerk, state.jerk_face = holder, None
            state.phase = JERK

    def _check_recruit(self, state: FortifyState, a: Action) -> str | None:
        if a["rot"] not in (0, 1):
            return "a Kid lies unturned (rot 0) or turned a quarter (rot 1)"
        if a["kind"] not in KIND_ORDER:
            return f"there is no {a['kind'][:30]!r} pile"
        return self.recruit_problem(state, a["seat"], a["kind"], a["x"], a["y"], a["rot"])

    def _do_recruit(self, state: FortifyState, a: Action) -> None:
        kid = state.kid_piles[a["kind"]].pop(0)
        w, h = self.kid_size(a["kind"], a["rot"])
        player = state.players[a["seat"]]
        player.grid.place_kid(kid, a["x"], a["y"], w, h, True)
        player.kids[kid] = KidPlacement(kid, a["x"], a["y"], a["rot"] % 2, True)
        self._advance_recruit(state)

    def _check_roll(self, state: FortifyState, a: Action) -> str | None:
        if state.phase == JERK:
            return "the Jerk Die is already rolled" if state.jerk_face is not None else None
        if state.phase != THROW:
            return "no dice to roll now"
        player = state.players[a["seat"]]
        if not player.dice:
            return "no dice left in your hand"
        if not dice_rules.can_roll(player):
            return "place at least one die before re-rolling"
        return None

    def _do_roll(self, state: FortifyState, a: Action) -> None:
        if state.phase == JERK:
            state.jerk_face = state.chance.roll(self.data.jerk_die, "die:jerk")
            if not self.die_targets(state, a["seat"], "jerk"):  # the seat acting is the Jerk's
                self._resolve(state, {"step": "jerk_unused", "seat": state.jerk, "face": state.jerk_face})
            return
        player = state.players[a["seat"]]
        player.rolled = {d: state.chance.roll(self._die_faces(d), f"die:{d}") for d in player.dice}
        player.placed_since_roll = False

    def _die_faces(self, die: str) -> tuple[str, ...]:
        return {"cousin": self.data.cousin_die, "jerk": self.data.jerk_die}.get(die, self.data.balloon_die)

    def _check_place_die(self, state: FortifyState, a: Action) -> str | None:
        die, target = a["die"], a["target"]
        problem = _target_shape_problem(target)
        if problem:
            return problem
        player = state.players[a["seat"]]
        if state.phase == THROW:
            if die not in player.dice:
                return "that die is not in your hand"
            if die not in player.rolled:
                return "roll your dice first"
        elif die != "jerk":
            return "only the Jerk Die is placed now"
        elif state.jerk_face is None:
            return "throw the Jerk Die first"
        return self.target_problem(state, a["seat"], die, target)

    def _do_place_die(self, state: FortifyState, a: Action) -> None:
        seat, die = a["seat"], a["die"]
        face = self.die_face(state, seat, die)
        if face is None:
            raise RuntimeError(f"{die} placed unrolled: its check let it through")
        state.dice_placed.append(PlacedDie(die, face, seat, dict(a["target"])))
        if state.phase == JERK:
            self._resolve(state)
            return
        player = state.players[seat]
        player.dice.remove(die)
        del player.rolled[die]
        player.placed_since_roll = True

    def _check_medic(self, state: FortifyState, a: Action) -> str | None:
        kid = state.players[a["seat"]].kids.get(a["kid"])
        if kid is None:
            return "that Kid is not in your play area"
        return "that Kid is already face up" if kid.face_up else None

    def _do_medic(self, state: FortifyState, a: Action) -> None:
        seat = a["seat"]
        resolution.flip_up(state, seat, a["kid"])
        state.medic_left[seat] -= 1
        self._run_medics(state)

    # ----- clean-up ---------------------------------------------------------------------------------
    def _resolve(self, state: FortifyState, note: dict[str, Any] | None = None) -> None:
        """Part II Step 4 "Clean-Up & Check for Winner": resolve both forts, then the Medics."""
        state.events = ([note] if note else []) + [
            {"step": "reveal", "dice": [vars(d).copy() for d in state.dice_placed]}]
        state.medic_left = resolution.resolve_dice(self, state)
        state.dice_placed = []
        self._run_medics(state)

    def _run_medics(self, state: FortifyState) -> None:
        """Resolve Step 5, seat by seat in round order; the owner chooses only when more Kids are
        face down than their Medics can flip, otherwise every face-down Kid flips up."""
        for seat in (state.first, 1 - state.first):
            down = resolution.face_down(state, seat)
            flips = state.medic_left[seat]
            if flips > 0 and down and flips < len(down):
                state.phase, state.medic_seat = MEDIC, seat
                return
            for kid in down[:max(flips, 0)]:
                resolution.flip_up(state, seat, kid)
            state.medic_left[seat] = 0
        state.medic_seat = None
        self._end_round(state)

    def _end_round(self, state: FortifyState) -> None:
        """Check for a winner (Intro "Race to Victory", Tie Breaker); else the next round."""
        rules = self.data.rules
        need = rules["base_hits_to_win"]
        beaten = [p.seat for p in state.players if p.hits >= need]
        limit = state.round >= rules["round_limit"]
        if beaten or limit:
            if len(beaten) == 1:
                winner = 1 - beaten[0]
                self._finish(state, (winner,), f"P{winner + 1} hit P{beaten[0] + 1}'s Base {need} times")
                return
            if not beaten:
                landed = [state.players[1 - s].hits for s in (0, 1)]
                if landed[0] != landed[1]:
                    winner = 0 if landed[0] > landed[1] else 1
                    self._finish(state, (winner,), f"round limit reached; P{winner + 1} landed more Base hits")
                    return
            kids = [self.face_up_kids(state, s) for s in (0, 1)]
            why = "both Bases fell in the same round" if beaten else "round limit reached with equal hits"
            if kids[0] != kids[1]:
                winner = 0 if kids[0] > kids[1] else 1
                self._finish(state, (winner,), f"{why}; P{winner + 1} has more face-up Kids ({kids[winner]} to {kids[1 - winner]})")
            else:
                self._finish(state, (), f"{why}; equal face-up Kids ({kids[0]} each): a draw")
            return
        state.round += 1
        if rules["first_player_alternates"]:
            state.first = 1 - state.first
        self._start_round(state)

    def _finish(self, state: FortifyState, winners: tuple[int, ...], reason: str) -> None:
        state.phase, state.winners, state.end_reason = OVER, winners, reason
        state.events.append({"step": "game_over", "winners": list(winners), "reason": reason})


def _target_shape_problem(target: dict[str, Any]) -> str | None:
    """Why ``target`` is not shaped like ``{"kind": "card"|"kid", "seat": 0|1, "id": int}`` or
    ``{"kind": "base", "seat": 0|1}``, or None."""
    kind = target.get("kind")
    wanted = {"kind", "seat"} | ({"id"} if kind in ("card", "kid") else set())
    if kind not in ("card", "kid", "base") or set(target) != wanted:
        return "that is not a card, a Kid or a Base Target"
    if type(target["seat"]) is not int or target["seat"] not in (0, 1):
        return "that target is in no player's play area"
    if "id" in target and type(target["id"]) is not int:
        return "that target has no such card"
    return None


def _name(names: Sequence[str] | None, seat: int) -> str:
    return names[seat] if names and 0 <= seat < len(names) else f"P{seat + 1}"


@functools.lru_cache(maxsize=None)
def _face(rows: tuple[str, ...], rot: int) -> CardFace:
    return CardFace.from_rows(rows).rotated(rot)


RULES = FortifyRules()
