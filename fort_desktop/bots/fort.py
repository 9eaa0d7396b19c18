"""Fort's computer player: the greedy one-ply player of fort.md 5 ("Simple AI").

It reads only what its seat may know - ``rules.view(state, seat)`` (public things and its own hand)
and ``rules.legal_actions(state, seat)`` - and scores every legal action by the change it makes to

    V = fort_vp(level) + 1.5 level + 0.9 level_progress + track + pack + lookout + 0.6 Stuff
        - 0.3 spare Stuff + 0.3 deck_quality - exposure

simulated on a small copy of its own board (gathers, packs, builds, scores, tucks), picking the best
(ties: the first, so a seed replays). Follows when the copied effect is worth more than 0.4 x the
card's value; recruits the card worth most to it plus half what it denies a rival (Yard picks only).
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..rules.base import Action

STUFF_W, PROGRESS_W, DECK_W, EXPOSURE_W = 0.6, 0.9, 0.3, 0.15
#: each Fort Level held is worth this on top of its VP (a level is a step nearer the end trigger,
#: which a rusher races for); each token of Stuff beyond the next level's cost is worth this less
#: (more of it only waits at the cap: spend it rather than hoard it). Against the old weights (0, 0)
#: in 200 seat-swapped games: 68% won, and 78% (not 65%) against the rusher. Measured at 2 seats
#: and used there only (3-4 seats keep the old weights until measured).
LEVEL_W, SPARE_CUT = 1.5, 0.3
OP_VALUE = {"gather": 1.0, "pack": 0.8, "advance": 1.6, "score": 1.0, "lookout": 1.0, "trash": 0.3,
            "trash_self": -0.3, "recruit": 0.8, "spend": -0.4, "trash_rival": 0.4, "copy_pack": 0.8,
            "copy_rival_pack": 0.8, "convert": 0.2}
_RES = {"P": "pizza", "T": "toys"}
_SUIT = {"SK": "Skateboard", "SH": "Shovel", "GL": "Glue", "SQ": "Squirtgun", "CR": "Crown", "BK": "Book",
         "CO": "Coin"}
PERK_VALUE = {"pack_cap_bonus": 3.0, "advance_discount": 3.2, "coin_weight": 1.2, "follower_counts_lookout": 1.5,
              "yard_save": 1.0, "follow_any": 1.3}


def choose(rules, state, seat: int, rng: random.Random) -> Action | None:
    """The action of highest estimated value for ``seat`` (None when it may not act)."""
    return choose_why(rules, state, seat, rng)[0]


def choose_why(rules, state, seat: int, rng: random.Random) -> tuple[Action | None, str]:
    """:func:`choose` with its reason, a short phrase in the game's words ("to gain 2 pizza for
    Fort Level 2"; "" when it may not act). Reads only ``seat``'s view and legal actions."""
    return _best_by(_Mind, rules, state, seat)


def _best_by(mind: type, rules, state, seat: int) -> tuple[Action | None, str]:
    """The legal action of ``seat`` that ``mind`` (a :class:`_Mind` kind, made from the seat's
    view) values most, the first of equals, with its reason; (None, "") when it may not act."""
    actions = rules.legal_actions(state, seat)
    if not actions:
        return None, ""
    me = mind(rules, rules.view(state, seat), seat)
    if len(actions) == 1:
        return dict(actions[0]), me.reason(actions[0], only=True)
    best, best_value = actions[0], float("-inf")
    for action in actions:
        value = me.value(action)
        if value > best_value + 1e-9:
            best, best_value = action, value
    return dict(best), me.reason(best)


#: (catalogue, seats, two_seat_fort_vp) -> each Fort Level's VP; (catalogue, card) -> card_value
_FORT_VP: dict[tuple[int, int, bool], list[int]] = {}
_CARD_VALUE: dict[tuple[int, str], float] = {}


class _Mind:
    """The bot's picture of the table from its view."""

    def __init__(self, rules, view: dict[str, Any], seat: int):
        self.rules, self.v, self.seat = rules, view, seat
        self.me = view["seats"][seat]
        self.cat = rules.catalogue
        self.fort = self.cat.fort
        #: each Fort Level's VP in this game (the 2-seat column under two_seat_fort_vp)
        settings = view.get("settings") or {}
        key = (id(self.cat), len(view["seats"]), bool(settings.get("two_seat_fort_vp")))
        vps = _FORT_VP.get(key)
        if vps is None:
            vps = _FORT_VP[key] = [row.vp_for(len(view["seats"]), settings) for row in self.fort]
        self.fort_vp = vps
        #: 1 at 2 seats (where LEVEL_W and SPARE_CUT apply), else 0
        self.two_seats = 1 if len(view["seats"]) == 2 else 0
        self.hand = self.me.get("hand", [])
        self._before: float | None = None
        #: a play's value by (card, order, gather types): which action is "full" does not change it
        self._plays: dict[tuple[Any, ...], float] = {}
        #: _count(x, card, the rest of the hand) by (x, card), for plays
        self._counts: dict[tuple[str, str], int] = {}

    # -- board value ------------------------------------------------------------------------------
    def board(self) -> dict[str, Any]:
        m = self.me
        return {"level": m["level"], "stuff": dict(m["stuff"]), "pack": dict(m["pack"]), "track": m["track"],
                "lookout": len(m["lookout"]), "pack_cap": m["pack_cap"], "lookout_cap": m["lookout_cap"]}

    def V(self, b: dict[str, Any]) -> float:
        level = b["level"]
        vp = self.fort_vp[level]
        held = sum(b["stuff"].values()) + sum(b["pack"].values())
        stuff = sum(b["stuff"].values())
        progress, need = 0.0, 0
        if level + 1 < len(self.fort):
            cost = self.fort[level + 1].cost
            need = sum(cost.values())
            progress = min(1.0, self._payable(b, cost) / need) + 0.1 * min(held, need) / need
            progress += 0.5 * (self.fort_vp[level + 1] - vp) * min(1.0, held / need) / 2
        race = self.two_seats      # the race weights are measured at 2 seats only
        return (vp + race * LEVEL_W * level + PROGRESS_W * progress + b["track"] + sum(b["pack"].values())
                + b["lookout"] + STUFF_W * stuff - race * SPARE_CUT * max(0, stuff - need))

    @staticmethod
    def _payable(b, cost) -> int:
        have = {r: b["stuff"][r] + b["pack"][r] for r in "PT"}
        if "ANY" in cost:
            return min(cost["ANY"], have["P"] + have["T"])
        return min(cost.get("P", 0), have["P"]) + min(cost.get("T", 0), have["T"])

    def card_value(self, card: str) -> float:
        key = (id(self.cat), card)
        value = _CARD_VALUE.get(key)
        if value is None:
            value = _CARD_VALUE[key] = self._card_value(card)
        return value

    def _card_value(self, card: str) -> float:
        spec = self.cat.spec(card)
        total = 0.0
        for action in (spec.pub, spec.prv):
            for eff in action or ():
                w = OP_VALUE[eff["op"]]
                if "x" in eff:
                    w *= 1.3
                total += w
        if spec.coin:
            total += 0.3
        if spec.bf:
            total += 0.5
        return total / 2

    # -- effects on a board -------------------------------------------------------------------------
    def _count(self, x: str, card: str, hand: list[str]) -> int:
        wild = self.v["settings"].get("lookout_coin_wild", True)
        n = 1 if (x in self.cat.spec(card).suits or self.cat.spec(card).coin) else 0
        n += sum(1 for c in self.me["lookout"] if x in self.cat.spec(c).suits or (wild and self.cat.spec(c).coin))
        n += sum(1 for c in hand if x in self.cat.spec(c).suits or self.cat.spec(c).coin)
        return n

    def run_effect(self, b: dict[str, Any], eff, m: int, r_choice: str | None, hand_left: int) -> float:
        """Apply one effect to board ``b`` (greedy choices); returns extra value not in V."""
        op = eff["op"]
        if op == "gather":
            r = eff["r"] if eff["r"] != "ONE" else (r_choice or self._wanted(b))
            b["stuff"][r] = min(4, b["stuff"][r] + m)
        elif op == "pack":
            k = min(m, b["pack_cap"] - sum(b["pack"].values()))
            for r in sorted("PT", key=lambda r: -b["stuff"][r]):
                take = min(k, b["stuff"][r])
                b["stuff"][r] -= take
                b["pack"][r] += take
                k -= take
        elif op == "advance":
            if b["level"] + 1 < len(self.fort) and self._pay(b, self.fort[b["level"] + 1].cost, eff.get("disc", 0)):
                b["level"] += 1
                b["pack_cap"] += 1
                b["lookout_cap"] += 1
                reward = self.fort[b["level"]].reward
                return {"made_up_rule": 2.5, "perk": 2.5, "macaroni_if_first": 2.0}.get(reward, 0.0)
        elif op == "score":
            per = eff.get("per")
            b["track"] += m * ({"lookout": b["lookout"], "pack": sum(b["pack"].values()), "fort": b["level"]}[per]
                               if per else 1)
        elif op == "lookout":
            k = max(0, min(m, b["lookout_cap"] - b["lookout"], hand_left))
            b["lookout"] += k
            return 0.4 * k
        elif op == "spend":
            cost = {"ANY": eff["n"]} if eff["r"] == "ANY" else {eff["r"]: eff["n"]}
            if not self._pay(b, cost, 0):
                return -99.0
        elif op == "copy_pack":
            for r in "PT":
                b["stuff"][r] = min(4, b["stuff"][r] + b["pack"][r])
        elif op == "copy_rival_pack":
            best = max((s for s in self.v["seats"] if s["seat"] != self.seat), key=lambda s: sum(s["pack"].values()))
            for r in "PT":
                b["stuff"][r] = min(4, b["stuff"][r] + best["pack"][r])
        else:
            return OP_VALUE.get(op, 0.0) * (m if op == "trash" else 1)
        return 0.0

    def _wanted(self, b) -> str:
        if b["level"] + 1 < len(self.fort):
            cost = self.fort[b["level"] + 1].cost
            if "ANY" not in cost:
                lack = {r: cost.get(r, 0) - b["stuff"][r] - b["pack"][r] for r in "PT"}
                if lack["P"] != lack["T"]:
                    return "P" if lack["P"] > lack["T"] else "T"
        return "P" if b["stuff"]["P"] <= b["stuff"]["T"] else "T"

    @staticmethod
    def _pay(b, cost, disc) -> bool:
        if "ANY" in cost:
            need = {"ANY": max(1, cost["ANY"] - disc)}
        else:
            need = dict(cost)
            for _ in range(disc):
                r = "P" if need.get("P", 0) >= need.get("T", 0) else "T"
                if sum(need.values()) > 1 and need.get(r, 0):
                    need[r] -= 1
        have = {r: b["stuff"][r] + b["pack"][r] for r in "PT"}
        if "ANY" in need:
            if have["P"] + have["T"] < need["ANY"]:
                return False
            left = need["ANY"]
            for zone in ("stuff", "pack"):
                for r in sorted("PT", key=lambda r: -b[zone][r]):
                    take = min(left, b[zone][r])
                    b[zone][r] -= take
                    left -= take
            return True
        if any(have[r] < need.get(r, 0) for r in "PT"):
            return False
        for r in "PT":
            left = need.get(r, 0)
            for zone in ("stuff", "pack"):
                take = min(left, b[zone][r])
                b[zone][r] -= take
                left -= take
        return True

    # -- reasons ----------------------------------------------------------------------------------
    def _next_level_words(self, b: dict[str, Any]) -> str:
        if b["level"] + 1 >= len(self.fort):
            return ""
        cost = self.fort[b["level"] + 1].cost or {}
        need = " and ".join(f"{n} {'pizza or toys' if r == 'ANY' else _RES[r]}" for r, n in cost.items() if n)
        return f"Fort Level {b['level'] + 1} needs {need}"

    def _play_board(self, a: Action) -> dict[str, Any]:
        """The bot's board after play ``a`` (its matching cards added), as :meth:`_simulate_play`."""
        return self._simulate_play(a)[0]

    def _simulate_play(self, a: Action) -> tuple[dict[str, Any], float]:
        """Play ``a`` on a copy of the bot's board with every matching hand card added: the board
        after it and the extra value its effects report (``run_effect``'s returns)."""
        card = a["card"]
        spec = self.cat.spec(card)
        others = [c for c in self.hand if c != card]
        b = self.board()
        extra = 0.0
        for name in a["order"]:
            for eff in getattr(spec, name) or ():
                if "x" in eff:
                    count = self._counts.get((eff["x"], card))
                    if count is None:
                        count = self._counts[(eff["x"], card)] = self._count(eff["x"], card, others)
                    n = eff.get("n", 0) + eff.get("each", 1) * count
                    m = min(n, eff["max"]) if "max" in eff else n
                else:
                    m = eff.get("n", 1)
                extra += self.run_effect(b, eff, m, a["gather"].get(name), len(others))
        return b, extra

    def _gains(self, before: dict[str, Any], after: dict[str, Any]) -> str:
        parts = []
        if after["level"] > before["level"]:
            parts.append(f"to raise the Fort to Level {after['level']}")
        got = {r: after["stuff"][r] + after["pack"][r] - before["stuff"][r] - before["pack"][r] for r in "PT"}
        gained = " and ".join(f"{n} {'toy' if r == 'T' and n == 1 else _RES[r]}" for r, n in got.items() if n > 0)
        if gained and not parts:
            level = self._next_level_words(after)
            parts.append(f"to gain {gained}" + (f" ({level})" if level else ""))
        packed = sum(after["pack"].values()) - sum(before["pack"].values())
        if packed > 0 and not parts:
            parts.append(f"to pack {packed} (packed tokens are safe and score at the end)")
        if after["track"] > before["track"]:
            parts.append(f"for {after['track'] - before['track']} VP on the track")
        if after["lookout"] > before["lookout"]:
            parts.append("to grow the Lookout (it counts for every later action)")
        return ", ".join(parts)

    def reason(self, a: Action, only: bool = False) -> str:
        """Why ``a`` was chosen, in a few words of the game (fort.md 5's value, read back)."""
        kind = a["type"]
        if kind == "play":
            gains = self._gains(self.board(), self._play_board(a)) or "the best card to play now"
            counted = {e["x"] for n in a["order"] for e in (getattr(self.cat.spec(a["card"]), n) or ()) if "x" in e}
            if counted and any(self._count(x, a["card"], [c for c in self.hand if c != a["card"]])
                               > self._count(x, a["card"], []) for x in counted):
                gains += " (with the matching cards added)"
            return gains
        if only and kind not in ("follow", "recruit", "keep_rule", "perk"):
            return ""    # a forced move needs no reason
        if kind == "add":
            return "a matching card makes the action bigger"
        if kind == "confirm":
            return "no card left that would make the action bigger"
        if kind == "follow":
            return "copying the public action is worth the card it costs"
        if kind == "pass":
            pending = (self.v.get("pending") or {}).get("kind")
            if pending == "follow":
                return "following would cost more than it gives"
            if pending == "recruit_phase":
                return "no card here is worth a place in the deck"
            return "nothing here is worth it"
        if kind == "recruit":
            card = a["card"]
            if card == "deck":
                return "a new card from the deck"
            owner = next((s["seat"] for s in self.v["seats"] if card in s["yard"]), None)
            suits = "/".join(_SUIT.get(x, x) for x in self.cat.spec(card).suits)
            if owner is not None:
                return f"the {suits} card worth most, taken from P{owner + 1}'s Yard"
            return f"the {suits} card worth most"
        if kind == "gather":
            return self._next_level_words(self.board()) or "the kind it has less of"
        if kind == "pack":
            return "packed tokens are safe and score at the end"
        if kind == "pay":
            return "keeps the tokens most needed for the next level"
        if kind == "lookout":
            return "the card least needed in hand"
        if kind == "trash":
            return "thins the deck of weak cards"
        if kind == "trash_rival":
            return "takes the best card out of a rival's Yard"
        if kind == "keep_rule":
            return "the rule worth most VP at the end"
        if kind == "perk":
            return "the Perk most useful now"
        return ""

    # -- actions ----------------------------------------------------------------------------------
    def value(self, a: Action) -> float:
        kind = a["type"]
        fn = getattr(self, f"_v_{kind}", None)
        return fn(a) if fn else 0.0

    def _v_play(self, a: Action) -> float:
        key = (a["card"], tuple(a["order"]), tuple(sorted(a["gather"].items())))
        value = self._plays.get(key)
        if value is None:
            before = self._before
            if before is None:
                before = self._before = self.V(self.board())
            b, extra = self._simulate_play(a)
            # cards played or added leave the hand, so fewer are exposed in the Yard
            value = self._plays[key] = self.V(b) - before + extra + EXPOSURE_W * self.card_value(a["card"])
        return value

    def _v_skip(self, a: Action) -> float:
        return -0.5

    def _v_add(self, a: Action) -> float:
        return 1.0 + EXPOSURE_W * self.card_value(a["card"])

    def _v_confirm(self, a: Action) -> float:
        return 0.5

    def _v_use_perk(self, a: Action) -> float:
        return 0.5

    def _v_follow(self, a: Action) -> float:
        play = self.v.get("play") or {}
        spec = self.cat.spec(play["card"]) if play else None
        if spec is None or not spec.pub:
            return 0.0
        b = self.board()
        before = self.V(b)
        extra = 0.0
        for eff in spec.pub:
            m = eff.get("n", 0) + eff.get("each", 1) if "x" in eff else eff.get("n", 1)
            extra += self.run_effect(b, eff, m, None, len(self.hand) - len(a["cards"]))
        gain = self.V(b) - before + extra
        cost = 0.4 * sum(0.5 * self.card_value(c) for c in a["cards"])
        return gain - cost - 0.01 * len(a["cards"])

    def _v_recruit(self, a: Action) -> float:
        card = a["card"]
        if card == "deck":
            return 0.8
        value = self.card_value(card)
        if any(card in s["yard"] for s in self.v["seats"]):
            value += 0.5 * value
        return value

    def _v_pass(self, a: Action) -> float:
        return 0.0

    def _v_gather(self, a: Action) -> float:
        return 1.0 if a["r"] == self._wanted(self.board()) else 0.5

    def _v_pack(self, a: Action) -> float:
        b = self.board()
        return a["P"] + a["T"] - 0.01 * abs((b["stuff"]["P"] - a["P"]) - (b["stuff"]["T"] - a["T"]))

    def _v_pay(self, a: Action) -> float:
        b = self.board()
        for zone in ("stuff", "pack"):
            for r in "PT":
                b[zone][r] -= a[zone][r]
        return self.V(b)

    def _v_convert(self, a: Action) -> float:
        b = self.board()
        for zone in ("stuff", "pack"):
            to_t, to_p = a[zone]["P"], a[zone]["T"]
            b[zone]["P"] += to_p - to_t
            b[zone]["T"] += to_t - to_p
        return self.V(b)

    def _v_lookout(self, a: Action) -> float:
        return len(a["cards"]) * 2 - 0.1 * sum(self.card_value(c) for c in a["cards"]) + \
            0.2 * sum(self.cat.spec(c).coin for c in a["cards"])

    def _v_trash(self, a: Action) -> float:
        return sum(0.9 - self.card_value(c) - (5 if self.cat.spec(c).bf else 0) for c in a["cards"])

    def _v_trash_rival(self, a: Action) -> float:
        return self.card_value(a["card"])

    def _v_rival(self, a: Action) -> float:
        return sum(self.v["seats"][a["rival"]]["pack"].values())

    def _v_keep_rule(self, a: Action) -> float:
        return self._rule_vp(self.cat.rules[a["rule"]].end) + (2.0 if self.cat.rules[a["rule"]].on_gain else 0.0)

    def _v_perk(self, a: Action) -> float:
        perk = self.cat.perks[a["perk"]]
        if perk.hook:
            return PERK_VALUE.get(perk.hook, 1.0)
        if perk.end:
            return self._rule_vp(perk.end) + 0.5
        return 1.5

    def _v_save(self, a: Action) -> float:
        return self.card_value(a["card"])

    def _v_draft(self, a: Action) -> float:
        return self.card_value(a["card"])

    # -- end-game scorers from what the bot knows -------------------------------------------------
    def _metric(self, name: str) -> int:
        m = self.me
        known = m.get("hand", []) + m.get("discard", []) + m["yard"] + m["lookout"]
        owned = len(known) + m["deck_count"]
        if name.startswith("owned_suit("):
            suit = name[11:-1]
            seen = sum(1 for c in known if suit in self.cat.spec(c).suits)
            return round(seen * owned / max(1, len(known)))
        if name.startswith("board_res("):
            r = name[10:-1]
            return m["stuff"][r] + m["pack"][r]
        return {"owned_cards": owned, "lookout_cards": len(m["lookout"]),
                "lookout_distinct_suits": len({s for c in m["lookout"] for s in self.cat.spec(c).suits if s != "CO"}),
                "pairs_PT": min(m["stuff"]["P"] + m["pack"]["P"], m["stuff"]["T"] + m["pack"]["T"]),
                "fort_level": m["level"], "pack_res": sum(m["pack"].values()), "bf_owned": 2}.get(name, 0)

    def _holds(self, cond) -> bool:
        if "all" in cond:
            return all(self._holds(c) for c in cond["all"])
        left = self._metric(cond["metric"])
        right = cond["value"] if isinstance(cond["value"], int) else self._metric(cond["value"])
        return {"<": left < right, "<=": left <= right, "==": left == right, ">=": left >= right,
                ">": left > right}[cond["op"]]

    def _rule_vp(self, s) -> float:
        if "count" in s:
            vp = s["each"] * (self._metric(s["count"]) + s.get("offset", 0))
            vp = max(vp, s.get("floor", vp))
            return min(vp, s["cap"]) if "cap" in s else vp
        if "if" in s:
            return s["vp"] if self._holds(s["if"]) else s["vp"] * 0.3
        if "tiers" in s:
            return next((t["vp"] for t in s["tiers"] if self._holds(t["if"])), s["tiers"][-1]["vp"] * 0.3)
        return s["always"]


# -- the rusher: a yardstick for the ladder, not offered to players ---------------------------------
#: The rusher's recruit bonus for a card that can build the Fort, and for one that gathers.
RUSH_BUILD_BONUS, RUSH_GATHER_BONUS = 2.0, 0.5


class _Rusher(_Mind):
    """A player who only races to Fort Level 5 (as a person who builds levels as fast as they
    can): its board value is the Fort Level first, then how much of the next level's cost it holds
    in the right kinds; recruits favour cards that build or gather."""

    def V(self, b: dict[str, Any]) -> float:
        level = b["level"]
        progress = 0.0
        if level + 1 < len(self.fort):
            cost = self.fort[level + 1].cost
            need = sum(cost.values())
            held = sum(b["stuff"].values()) + sum(b["pack"].values())
            progress = self._payable(b, cost) / need + 0.05 * min(held, need) / need
        return 100.0 * level + 10.0 * progress + 0.01 * super().V(b)

    def _v_recruit(self, a: Action) -> float:
        card = a["card"]
        if card == "deck":
            return 0.8
        spec = self.cat.spec(card)
        ops = {eff["op"] for action in (spec.pub, spec.prv) for eff in action or ()}
        return (self.card_value(card) + RUSH_BUILD_BONUS * ("advance" in ops)
                + RUSH_GATHER_BONUS * ("gather" in ops))

    def reason(self, a: Action, only: bool = False) -> str:
        words = super().reason(a, only)
        if a["type"] == "recruit" and a["card"] != "deck":
            spec = self.cat.spec(a["card"])
            if any(eff["op"] == "advance" for action in (spec.pub, spec.prv) for eff in action or ()):
                return "a card that builds the Fort"
        return words


def choose_rusher_why(rules, state, seat: int, rng: random.Random) -> tuple[Action | None, str]:
    """The rusher's action and reason: a Fort Level whenever it can build one, else the move that
    gets it most of the next level's cost (for the ladder: a yardstick of a player who races to
    the end trigger). Reads only ``seat``'s view and legal actions."""
    return _best_by(_Rusher, rules, state, seat)


def choose_rusher(rules, state, seat: int, rng: random.Random) -> Action | None:
    """The rusher's action (None when it may not act); see :func:`choose_rusher_why`."""
    return choose_rusher_why(rules, state, seat, rng)[0]


def rush_valuer(rules, view: dict[str, Any], seat: int) -> Callable[[Action], float]:
    """The rusher's value of one action read from ``view``, as :func:`valuer` gives Normal's: for
    a rollout that plays a rival as a rusher."""
    return _Rusher(rules, view, seat).value


def scored(rules, state, seat: int, actions: list[Action], view: Any = None) -> list[float]:
    """This player's estimated value of each of ``actions`` (higher is better), read from
    ``view`` (default ``rules.view(state, seat)``). For the search player's move ordering."""
    me = _Mind(rules, view if view is not None else rules.view(state, seat), seat)
    return [me.value(a) for a in actions]


def valuer(rules, view: dict[str, Any], seat: int) -> Callable[[Action], float]:
    """This player's value of one action (as :func:`scored` gives it) read from ``view``: for a
    rollout policy that asks ``rules.best_legal`` for the best legal action."""
    return _Mind(rules, view, seat).value


def board_value(rules, view: dict[str, Any], seat: int) -> float:
    """The value V (module docstring) of seat ``seat``'s board as ``view`` shows it: Fort Level VP
    and progress, track, pack, Lookout and Stuff. For a search's cut-off rollouts."""
    me = _Mind(rules, view, seat)
    return me.V(me.board())


def reason_of(rules, state, seat: int, action: Action) -> str:
    """This player's words for why ``action`` is good (as :func:`choose_why` gives them)."""
    return _Mind(rules, rules.view(state, seat), seat).reason(action)
