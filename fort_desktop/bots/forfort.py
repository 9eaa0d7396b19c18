"""Forfort's computer player: the one-ply scoring player of forfort.md 4.3.

It scores every legal complete action (targets included) with a fixed heuristic and plays the
best, breaking ties by a fixed order of action types, then with ``rng``. It reads only what its
seat may know: ``rules.view(state, seat)`` (public things and its own hand) and the legal actions
(which depend only on those: the arrows on the keep's back, its hand, the public forts). Public
card facts come from the rules' catalogue (every deck list is public).
"""
from __future__ import annotations

import random
from typing import Any

from ..rules.base import Action, GameRules

#: Ties between equal scores go to the earlier type here, then to the rng.
TYPE_ORDER = ("drawbridge", "combo", "place_revealed", "build", "effect", "camp", "start_camp",
              "end_turn", "decline_combo", "pass")
COMBO_VALUE = 10  # what a combo is worth on top of its +15 (its double effect's rough value)


def choose(rules: GameRules, state: Any, seat: int, rng: random.Random) -> Action | None:
    """The best-scoring legal action for ``seat`` (None when ``seat`` may not act)."""
    return choose_why(rules, state, seat, rng)[0]


def choose_why(rules: GameRules, state: Any, seat: int, rng: random.Random) -> tuple[Action | None, str]:
    """:func:`choose` with its reason in the game's words ("a combo's double effect comes free";
    "" when ``seat`` may not act). Reads only ``seat``'s view and legal actions."""
    actions = rules.legal_actions(state, seat)
    if not actions:
        return None, ""
    judge = _Judge(rules, rules.view(state, seat), seat)
    scored = [(judge.score(a), -TYPE_ORDER.index(a["type"]) if a["type"] in TYPE_ORDER else -99, i)
              for i, a in enumerate(actions)]
    best = max((s, t) for s, t, _ in scored)
    ties = [i for s, t, i in scored if (s, t) == best]
    chosen = dict(actions[ties[0] if len(ties) == 1 else rng.choice(ties)])
    return chosen, ("" if len(actions) == 1 and chosen["type"] != "combo" else judge.reason(chosen))   # forced: no reason


class _Judge:
    """Scores actions from one seat's view (forfort.md 4.3's weights)."""

    def __init__(self, rules: Any, view: dict, seat: int):
        self.rules, self.view, self.seat = rules, view, seat
        self.geo = rules.ctx.geo
        self.players = view["players"]
        self.teams = [tuple(t) for t in view["teams"]]
        self.me = self.players[seat]
        mine = self._side(seat)
        self.points = {p["seat"]: self._points(p) for p in self.players}
        self.side_points = {side: sum(self.points[s] for s in side) for side in self._sides()}
        my_points = self.side_points[mine]
        self.i_lead = all(my_points >= pts for side, pts in self.side_points.items() if side != mine)
        self.leading = {s for side, pts in self.side_points.items() if side != mine and pts >= my_points for s in side}
        self._wall_counts: dict[int, int] = {}   # fort -> Walls on top, counted once per view
        self._fits: bool | None = None

    # -- public facts ------------------------------------------------------------------------------
    def _side(self, seat: int) -> tuple[int, ...]:
        return next((t for t in self.teams if seat in t), (seat,))

    def _sides(self) -> list[tuple[int, ...]]:
        return self.teams or [(p["seat"],) for p in self.players]

    def _top(self, fort: int, slot: str) -> str | None:
        stack = self.players[fort]["fort"][slot]
        return stack[-1] if stack else None

    @staticmethod
    def _is_wall(card: str | None) -> bool:
        return card is not None and card[card.index("-") + 1] == "W"

    def _protected(self, card: str | None) -> bool:
        return self._is_wall(card) and self.rules.wall(card).protected

    def _walls(self, fort: int) -> int:
        known = self._wall_counts.get(fort)
        if known is None:
            known = self._wall_counts[fort] = sum(1 for slot in self.geo.slots if self._is_wall(self._top(fort, slot)))
        return known

    def _points(self, p: dict) -> int:
        walls = sum(1 for stack in p["fort"].values() if stack and self._is_wall(stack[-1]))
        camps = sum(1 for stack in p["fort"].values() if stack and not self._is_wall(stack[-1]))
        armies = sum(1 for a in self.view["armies"] if a["owner"] == p["seat"])
        return 2 * walls + camps + armies + (2 if p["keep_count"] else 0)

    def _value(self, card: str) -> int:
        w = self.rules.wall(card)
        return 2 * w.protected + len(w.symbols) + w.drawbridge

    # -- scores ------------------------------------------------------------------------------------
    def score(self, a: dict) -> float:
        kind = a["type"]
        if kind in ("build", "place_revealed"):
            card = a.get("card") or self.view["revealed"]
            return self._build(card, a["slot"])
        if kind == "effect":
            spec = self.rules.ctx.data.symbols[a["symbol"]].base
            return self._effect(spec, a["target"]) - 0.5 * self._value(a["card"])
        if kind == "combo":
            return self._effect(self.rules.ctx.data.symbols[a["symbol"]].double, a["target"])
        if kind == "camp":
            return (8 if not self._arrow_fits() else 1) - 0.5 * self._value(a["card"]) + (0.5 if a["fort"] == self.seat else 0)
        if kind == "pass":
            return -self._value(a["card"]) if "card" in a else 0
        if kind == "drawbridge":
            return 100
        if kind == "start_camp":
            return 2 if a["slot"] not in self.me["arrows"] else 0
        return 0

    def reason(self, a: dict) -> str:
        """Why ``a`` scored best, in a few words (forfort.md 4.3's weights read back)."""
        kind = a["type"]
        if kind in ("build", "place_revealed"):
            card = a.get("card") or self.view["revealed"]
            w = self.rules.wall(card)
            top = self._top(self.seat, a["slot"])
            walls = self._walls(self.seat) + (0 if self._is_wall(top) else 1)
            if walls == len(self.geo.slots):
                return "the last Wall: the fort is finished"
            for other in self.geo.neighbours(a["slot"]):
                ntop = self._top(self.seat, other)
                if self._is_wall(ntop):
                    if any(sym in self.rules.wall(ntop).symbols for sym in w.symbols):
                        return "a combo's double effect comes free"
            extra = " over a Camp" if top is not None and not self._is_wall(top) else ""
            return f"a Wall{extra}: {walls} of {len(self.geo.slots)}" + (" (protected)" if w.protected else "")
        if kind in ("effect", "combo"):
            symbols = self.rules.ctx.data.symbols[a["symbol"]]
            spec = symbols.base if kind == "effect" else symbols.double
            target = a["target"]
            effect = spec.effect
            if effect == "destroy_slot":
                fort = target["fort"]
                top = self._top(fort, target["slot"])
                if self._is_wall(top) and self._walls(fort) == len(self.geo.slots) - 1:
                    return f"P{fort + 1} was one Wall from finishing"
                lead = ", who leads" if fort in self.leading else ""
                return (f"knocks down a Wall of P{fort + 1}{lead}" if self._is_wall(top)
                        else f"clears a Camp of P{fort + 1}{lead}")
            if effect == "destroy_keep_top":
                return f"empties P{target['fort'] + 1}'s keep faster (it counts at the end)"
            if effect in ("place_from_discard", "build_from_discard_or_keep"):
                return "builds again from the discard pile" if target.get("pick") != "keep" else "builds from the keep"
            if target.get("mode") == "defeat":
                return "defeats an Army before it knocks a Wall down"
            return f"an Army marching through P{target['fort'] + 1}'s Walls"
        if kind == "camp":
            return "a Camp: 1 point and a new place to build"  # never what its hand holds: the log is public
        if kind == "drawbridge":
            return "one more card and one more play"
        if kind == "start_camp":
            return "a Camp where no arrow points gives a second place to build"
        if kind == "pass":
            return "nothing here is worth a card"
        if kind == "end_turn":
            return "nothing more to do this turn"
        return ""

    def _arrow_fits(self) -> bool:
        if self._fits is None:
            self._fits = self._arrow_fits_now()
        return self._fits

    def _arrow_fits_now(self) -> bool:
        for card in self.me.get("hand", ()):
            shape = self.rules.wall(card).shape
            for slot in self.me["arrows"]:
                if self.geo.kind(slot) == shape and not self._army_at(self.seat, slot):
                    return True
        return False

    def _army_at(self, fort: int, slot: str) -> dict | None:
        return next((x for x in self.view["armies"] if x["fort"] == fort and x["slot"] == slot), None)

    def _build(self, card: str, slot: str) -> float:
        w = self.rules.wall(card)
        top = self._top(self.seat, slot)
        walls = self._walls(self.seat) + (0 if self._is_wall(top) else 1)
        if walls == len(self.geo.slots):
            return 1000
        score = 0.0 if self._is_wall(top) else 20
        if not self._is_wall(top):
            score += 5
        for other in self.geo.neighbours(slot):
            ntop = self._top(self.seat, other)
            if self._is_wall(ntop):
                score += sum(15 + COMBO_VALUE for sym in w.symbols if sym in self.rules.wall(ntop).symbols)
        return score + (4 if w.protected else 0) + (3 if w.drawbridge else 0)

    def _effect(self, spec: Any, target: dict) -> float:
        kind = spec.effect
        if kind in ("place_from_discard", "build_from_discard_or_keep"):
            if target["pick"] == "keep":
                return 22
            if self._is_wall(target["pick"]):
                return self._build(target["pick"], target["slot"])
            return 6
        if kind == "destroy_slot":
            fort, slot = target["fort"], target["slot"]
            top = self._top(fort, slot)
            removed = 2 if self._is_wall(top) else (1 if top else 0)
            score = 10.0 * removed
            if self._is_wall(top) and self._walls(fort) == len(self.geo.slots) - 1:
                score += 300
            if fort in self.leading:
                score += 8
            if self.players[fort]["token_slot"] == slot:
                score += 6
            return score
        if kind == "destroy_keep_top":
            keep = self.players[target["fort"]]["keep_count"]
            return 15 if keep <= 2 and self.i_lead else 6
        if target["mode"] == "defeat":
            army = next(x for x in self.view["armies"] if x["id"] == target["army"])
            nxt = self.geo.step(army["slot"], army["direction"])
            hits = nxt is not None and self._is_wall(self._top(army["fort"], nxt))
            return 12 + (6 if hits else 0)
        fort = target["fort"]
        path = self.geo.path(target["slot"], target["direction"])
        score = 1.0
        for i, slot in enumerate(path):
            top = self._top(fort, slot)
            if self._protected(top):
                score -= 10 if i == 0 else 0
                break
            if self._is_wall(top):
                score += 6
        return score + (4 if fort in self.leading else 0)


def scored(rules: Any, state: Any, seat: int, actions: list[Action], view: Any = None) -> list[float]:
    """This player's score of each of ``actions`` (higher is better; the type order breaks ties
    by a fraction), read from ``view`` (default ``rules.view(state, seat)``; a search passes the
    shared ``rules.view_fast`` of a state it dealt). For the search player's move ordering."""
    judge = _Judge(rules, view if view is not None else rules.view(state, seat), seat)
    return [judge.score(a) + (0.001 * (len(TYPE_ORDER) - TYPE_ORDER.index(a["type"])) if a["type"] in TYPE_ORDER else 0)
            for a in actions]


def reason_of(rules: Any, state: Any, seat: int, action: Action) -> str:
    """This player's words for why ``action`` is good (as :func:`choose_why` gives them)."""
    return _Judge(rules, rules.view(state, seat), seat).reason(action)
