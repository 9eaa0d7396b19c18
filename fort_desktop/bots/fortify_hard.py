"""Fortify's Hard player (issue 16): it plans its fort and its dice by what they lead to.

Fortify is a race, not a game of turns, so Hard does not search the rival's replies; it looks
ahead over its own fort instead, from its own view only (``rules.view(state, seat)``):

- **Build**: every legal place of the revealed card (a sample of :data:`PLACES` when there are
  more) is scored by what the fort becomes (:func:`fort_value`: rooms counted by the Kids that
  can be packed in them, a Thrower room most while it has fewer than three Throwers; walls that
  touch; weak spots and long colour chains that one balloon could take down); the best
  :data:`LOOK_WIDTH` are then played one card on: :data:`LOOK_CARDS` cards it has not seen
  (dealt from the cards no view shows, the same for every candidate) are each placed at their best
  and the candidate whose futures build most is taken.
- **Recruit**: every Kid it may lay, by the Kids it brings (Throwers until three work, a Medic,
  Builders until two) and what still fits after it (the recruit goes on while a Kid fits).
- **Throw**: each die on the target where it does most (:func:`die_value`: a Wild on the Base
  while none of its own is there, a Block on its own Base, then the Kids and chains whose loss
  costs the rival dice next round); a die worth little is re-rolled while a Hit or a Block is still
  missing, and once they are placed it grabs the Jerk Meeple rather than spend moves on small
  targets.
- **Jerk Die, Medics**: the Jerk Die on the Base when it makes a Hit there (every die is seen by
  then), a Medic flips the Kid worth most (a Thrower first).

Strength is set by counts (:data:`PLACES`, :data:`LOOK_WIDTH`, :data:`LOOK_CARDS`,
:data:`LOOK_PLACES`), the same on any machine, with a wall-clock cap (:data:`CAP_S`) on top: a card
takes about 0.05-0.15 s, other decisions milliseconds (p95 well under 1 s). ``choose_why(rules, state, seat, rng) -> (action, reason)``.
"""
from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from ..grid import BoxGrid, CardFace
from ..rules.base import Action
from ..rules.fortify.engine import FortifyRules
from ..rules.fortify.state import FortifyState
from ..rules.fortify.view import FortifyView

#: Places of a card scored at the first look (each a grid copy and its rooms: about 0.5 ms).
PLACES = 160
#: Candidates played one card on, cards dealt for each, places of each dealt card scored.
LOOK_WIDTH = 5
LOOK_CARDS = 3
LOOK_PLACES = 28
#: Weight of the card-on look beside the place's own score.
LOOK_WEIGHT = 0.6
#: Wall-clock cap (s) of a card's decision: once spent, it scores no more places and looks no
#: further ahead (a loaded machine plays a little weaker rather than late); about 0.15 s is usual.
CAP_S = 0.5

#: Value of a Kid of each kind in a room (while the fort needs it), and once enough work.
THROWER_VALUE, THROWER_SPARE = 8.0, 1.5
BUILDER_VALUE, BUILDER_SPARE = 3.0, 0.5
MEDIC_VALUE, MEDIC_SPARE = 3.0, 1.0
#: Weights of a place: each wall box touching the fort, each new weak spot, each card the new
#: one joins in a colour chain.
TOUCH_W, WEAK_W, CHAIN_W = 0.6, 0.8, 0.4

#: A die worth at least this is placed at once; less, and it is re-rolled while something is missing.
GOOD_DIE = 2.5
#: Once the Hit and the Block are placed, a die worth less than this is not worth a move (it grabs).
WORTH_A_MOVE = 1.8


# ----- what a fort is worth ------------------------------------------------------------------------
def _counts(rules: FortifyRules, view: FortifyView, seat: int) -> dict[str, int]:
    """Working (face-up, fully enclosed) Kids of ``seat`` by kind."""
    return {kind: len(rules.active_kids(view, seat, kind)) for kind in ("thrower", "builder", "medic")}


def _kid_value(kind: str, have: dict[str, int]) -> float:
    if kind == "thrower":
        return THROWER_VALUE if have["thrower"] < 3 else THROWER_SPARE
    if kind == "builder":
        return BUILDER_VALUE if have["builder"] < 2 else BUILDER_SPARE
    return MEDIC_VALUE if have["medic"] < 1 else MEDIC_SPARE


def _pack(free: frozenset[tuple[int, int]], sizes: dict[str, tuple[int, int]], have: dict[str, int],
          piles: set[str]) -> float:
    """What the Kids that fit in one room's ``free`` cells are worth, packed greedily (reading
    order, a Thrower first while one is needed), given the Kids ``have`` already working."""
    have = dict(have)
    left = set(free)
    total = 0.0
    order = sorted(piles, key=lambda k: -_kid_value(k, have))
    for cell in sorted(free, key=lambda c: (c[1], c[0])):
        if cell not in left:
            continue
        x, y = cell
        for kind in sorted(order, key=lambda k: -_kid_value(k, have)):
            w, h = sizes[kind]
            placed = False
            for cw, ch in ((w, h), (h, w)) if w != h else ((w, h),):
                rect = [(x + dx, y + dy) for dy in range(ch) for dx in range(cw)]
                if all(c in left for c in rect):
                    left.difference_update(rect)
                    total += _kid_value(kind, have)
                    have[kind] += 1
                    placed = True
                    break
            if placed:
                break
    return total


def fort_value(grid: BoxGrid, sizes: dict[str, tuple[int, int]], have: dict[str, int], piles: set[str]) -> float:
    """What ``grid``'s Clear rooms will bring: each packed Kid at its worth (:func:`_pack`)."""
    total = 0.0
    for room in grid.enclosures():
        if room.clear:
            total += _pack(room.free, sizes, have, piles)
    return total


def _touching(grid: BoxGrid, face: CardFace, x: int, y: int, card: int) -> int:
    return sum(
        1 for dx, dy in face.boxes
        for nx, ny in ((x + dx + 1, y + dy), (x + dx - 1, y + dy), (x + dx, y + dy + 1), (x + dx, y + dy - 1))
        if 0 <= nx < grid.width and 0 <= ny < grid.height and grid.kind(nx, ny) in "BGYRX"
        and grid.card_at(nx, ny) != card)


class _Builder:
    """Scores places of Fort Cards on one seat's grid (its view's)."""

    def __init__(self, rules: FortifyRules, view: FortifyView, seat: int):
        self.rules = rules
        self.sizes = {k: (int(v[0]), int(v[1])) for k, v in rules.data.kid_sizes.items()}
        self.have = _counts(rules, view, seat)
        self.piles = {k for k, pile in view.kid_piles.items() if pile}

    def base(self, grid: BoxGrid) -> tuple[float, int]:
        return fort_value(grid, self.sizes, self.have, self.piles), len(grid.weak_spots())

    def after(self, grid: BoxGrid, card: int, x: int, y: int, rot: int) -> tuple[BoxGrid, float]:
        """The grid with ``card`` placed and the place's own score (touching, weak spots, chain)."""
        face = self.rules.card_face(card, rot)
        g = grid.copy()
        g.place_card(card, self.rules.card_spec(card).colour, face, x, y)
        touch = _touching(g, face, x, y, card)
        chain = len(g.chain_of(card)) - 1
        return g, TOUCH_W * touch - CHAIN_W * chain - 0.03 * y

    def score(self, grid: BoxGrid, base: tuple[float, int], card: int, x: int, y: int, rot: int) -> tuple[float, BoxGrid]:
        g, local = self.after(grid, card, x, y, rot)
        value = fort_value(g, self.sizes, self.have, self.piles) - base[0]
        weak = len(g.weak_spots()) - base[1]
        return value + local - WEAK_W * max(0, weak), g

    def best_of(self, grid: BoxGrid, card: int, rng: random.Random, places: int) -> float:
        """The best score a place of ``card`` on ``grid`` gets (0 when it has none: it is skipped)."""
        positions = []
        seen = set()
        for rot in range(4):
            face = self.rules.card_face(card, rot)
            if face in seen:
                continue
            seen.add(face)
            positions += [(x, y, rot) for x, y in grid.legal_positions(face)]
        if not positions:
            return 0.0
        if len(positions) > places:
            positions = rng.sample(positions, places)
        base = self.base(grid)
        return max(0.0, max(self.score(grid, base, card, x, y, rot)[0] for x, y, rot in positions))


def _unseen_cards(rules: FortifyRules, view: FortifyView) -> list[int]:
    seen = {c for p in view.players for c in p.hand if c is not None}
    seen |= {c for p in view.players for c in p.cards} | set(view.discard)
    return sorted(c.card_id for c in rules.data.fort_cards if c.card_id not in seen)


def _choose_place(rules: FortifyRules, view: FortifyView, seat: int, places: list[Action], rng: random.Random) -> tuple[Action, str]:
    me = view.players[seat]
    card = me.hand[0]
    grid = me.grid
    builder = _Builder(rules, view, seat)
    base = builder.base(grid)
    sample = places if len(places) <= PLACES else rng.sample(places, PLACES)
    start = time.perf_counter()
    scored = []
    for i, a in enumerate(sample):
        value, g = builder.score(grid, base, card, a["x"], a["y"], a["rot"])
        scored.append((value, i, g))
        if time.perf_counter() - start > CAP_S / 2:
            break
    scored.sort(key=lambda t: (-t[0], t[1]))
    top = scored[:LOOK_WIDTH]
    pool = _unseen_cards(rules, view)
    dealt = rng.sample(pool, min(LOOK_CARDS, len(pool))) if pool else []
    seed = rng.getrandbits(32)
    best, best_total = top[0], None
    for value, i, g in top:
        if time.perf_counter() - start > CAP_S:
            break
        look = random.Random(seed)
        ahead = sum(builder.best_of(g, c, look, LOOK_PLACES) for c in dealt) / len(dealt) if dealt else 0.0
        total = value + LOOK_WEIGHT * ahead
        if best_total is None or total > best_total:
            best, best_total = (value, i, g), total
    chosen = sample[best[1]]
    gain = fort_value(best[2], builder.sizes, builder.have, builder.piles) - base[0]
    closed = sum(1 for r in best[2].enclosures() if r.clear) - sum(1 for r in grid.enclosures() if r.clear)
    weak = len(best[2].weak_spots()) - base[1]
    if closed > 0 or gain > 0.5:
        words = "closes a room with space for " + ("a Thrower" if _thrower_room(best[2], grid) else "Kids")
    else:
        words = "builds toward a room for a Thrower"
    if weak <= 0 and len(best[2].cards()) > 1:
        words += ", no new weak spot"
    return dict(chosen), words


def _thrower_room(after: BoxGrid, before: BoxGrid) -> bool:
    old = {r.cells for r in before.enclosures()}
    return any(r.clear and "thrower" in r.fits and r.cells not in old for r in after.enclosures())


# ----- recruiting and Medics ---------------------------------------------------------------------
def _choose_recruit(rules: FortifyRules, view: FortifyView, seat: int, recruits: list[Action], rng: random.Random) -> tuple[Action, str]:
    builder = _Builder(rules, view, seat)
    grid = view.players[seat].grid
    sample = recruits if len(recruits) <= 80 else rng.sample(recruits, 80)
    best, best_value = sample[0], None
    for a in sample:
        w, h = rules.kid_size(a["kind"], a["rot"])
        g = grid.copy()
        g.place_kid(-1000, a["x"], a["y"], w, h, True)
        have = dict(builder.have)
        value = _kid_value(a["kind"], have)
        have[a["kind"]] += 1
        value += 0.9 * fort_value(g, builder.sizes, have, builder.piles)
        if best_value is None or value > best_value:
            best, best_value = a, value
    kind = best["kind"]
    words = {"thrower": "a Thrower: one more die a round", "builder": "a Builder: one more Fort Card a round",
             "medic": "a Medic to heal hit Kids"}[kind]
    return dict(best), words


def _choose_medic(rules: FortifyRules, view: FortifyView, seat: int, medics: list[Action]) -> tuple[Action, str]:
    me = view.players[seat]
    have = _counts(rules, view, seat)

    def worth(a: Action) -> float:
        kind = rules.kid_spec(a["kid"]).kind
        enclosed = me.grid.is_fully_enclosed(a["kid"])
        return _kid_value(kind, have) * (1.0 if enclosed else 0.2)

    best = max(medics, key=lambda a: (worth(a), -a["kid"]))
    return dict(best), f"heals the {rules.kid_spec(best['kid']).kind} that helps most"


# ----- dice --------------------------------------------------------------------------------------
def _loss_of_chain(rules: FortifyRules, view: FortifyView, owner: int, card: int) -> float:
    """What the rival ``owner`` loses when the colour chain of ``card`` is hit: its cards, the
    cards cut off with them, and the Kids that stop working (no longer fully enclosed)."""
    grid = view.players[owner].grid
    chain = grid.chain_of(card)
    g = grid.copy()
    for c in chain:
        g.remove_card(c)
    loose = g.disconnected_cards()
    for c in loose:
        g.remove_card(c)
    have = _counts(rules, view, owner)
    lost = 0.0
    for kid in view.players[owner].kids.values():
        if kid.face_up and grid.is_fully_enclosed(kid.kid_id) and not g.is_fully_enclosed(kid.kid_id):
            lost += _kid_value(rules.kid_spec(kid.kid_id).kind, have) * 0.5
    return 0.4 * (len(chain) + len(loose)) + lost


def _kid_loss(rules: FortifyRules, view: FortifyView, owner: int, kid: int) -> float:
    placed = view.players[owner].kids[kid]
    if not placed.face_up:
        return 0.0
    have = _counts(rules, view, owner)
    working = view.players[owner].grid.is_fully_enclosed(kid)
    return _kid_value(rules.kid_spec(kid).kind, have) * (0.45 if working else 0.1)


def die_value(rules: FortifyRules, view: FortifyView, seat: int, face: str, target: dict[str, Any],
              mine: list[dict[str, Any]]) -> float:
    """What a die showing ``face`` is worth on ``target`` (``mine``: the targets of the dice
    ``seat`` has placed this round): a Wild on the rival's Base while none of its own is there
    most (a second one a little, against a Block), a Block on its own Base next, then the rival's
    loss (:func:`_loss_of_chain`, :func:`_kid_loss`); a Block elsewhere saves a part of what a
    balloon there would take. A unit already hit by one of its dice is worth little more."""
    kind = target["kind"]
    owner = target["seat"]
    if kind == "base":
        same = sum(1 for t in mine if t["kind"] == "base" and t["seat"] == owner)
        if face == "block":
            return (5.0, 1.2, 0.3)[min(same, 2)]
        return (10.0, 1.5, 0.2)[min(same, 2)]
    grid = view.players[owner].grid
    if kind == "kid":
        same = sum(1 for t in mine if t["kind"] == "kid" and t.get("id") == target["id"])
        loss = _kid_loss(rules, view, owner, target["id"])
    else:
        chain = grid.chain_of(target["id"])
        same = sum(1 for t in mine if t["kind"] == "card" and t["seat"] == owner and t.get("id") in chain)
        loss = _loss_of_chain(rules, view, owner, target["id"])
    if face == "block":
        return 0.35 * loss / (1 + 2 * same)
    return loss / (1 + 4 * same)


def _choose_die(rules: FortifyRules, view: FortifyView, seat: int, actions: list[Action]) -> tuple[Action, str, float]:
    mine = [d.target for d in view.dice_placed if d.by == seat]
    best, best_value = None, -1.0
    for a in actions:
        face = rules.die_face(view, seat, a["die"]) or ""
        value = die_value(rules, view, seat, face, a["target"], mine)
        if value > best_value:
            best, best_value = a, value
    assert best is not None
    face = rules.die_face(view, seat, best["die"]) or ""
    kind = best["target"]["kind"]
    if face == "block":
        words = "a Block on its own Base" if kind == "base" else "a Block where a balloon would hurt most"
    elif kind == "base":
        words = "a Wild Balloon on the Base is a Hit"
    elif kind == "kid":
        words = "flips a Kid that costs them most"
    else:
        words = "knocks down the wall that costs them most"
    return dict(best), words, best_value


def _choose_throw(rules: FortifyRules, view: FortifyView, seat: int, actions: list[Action]) -> tuple[Action, str]:
    me = view.players[seat]
    dice = [a for a in actions if a["type"] == "place_die"]
    roll = next((a for a in actions if a["type"] == "roll"), None)
    grab = next((a for a in actions if a["type"] == "grab"), None)
    if not me.rolled and roll is not None:
        return dict(roll), "every die is rolled before any is placed"
    mine = [d.target for d in view.dice_placed if d.by == seat]
    hit_placed = any(t["kind"] == "base" and t["seat"] != seat for t in mine)
    block_placed = any(t["kind"] == "base" and t["seat"] == seat for t in mine)
    missing = not hit_placed or not block_placed
    if dice:
        chosen, words, value = _choose_die(rules, view, seat, dice)
        if value >= GOOD_DIE:
            return chosen, words
        if roll is not None and missing:
            return dict(roll), "re-rolls for a Wild or a Block"
        if missing and len(me.rolled) >= 2:
            return chosen, words          # one must go before the rest are re-rolled
        if value >= WORTH_A_MOVE or (missing and roll is None and len(me.rolled) >= 2):
            return chosen, words
        if grab is not None:
            return dict(grab), "to be first to the Jerk Meeple"
        return chosen, words
    if roll is not None and missing:
        return dict(roll), "re-rolls for a Wild or a Block"
    if grab is not None:
        return dict(grab), "to be first to the Jerk Meeple"
    return dict(actions[0]), ""


def _choose_jerk(rules: FortifyRules, view: FortifyView, seat: int, actions: list[Action]) -> tuple[Action, str]:
    dice = [a for a in actions if a["type"] == "place_die"]
    if not dice:
        return dict(actions[0]), "to throw the Jerk Die"
    face = rules.die_face(view, seat, "jerk")
    rival = 1 - seat
    if face == "wild":
        wilds = sum(1 for d in view.dice_placed if d.target["kind"] == "base" and d.target["seat"] == rival
                    and d.face != "block")
        blocks = sum(1 for d in view.dice_placed if d.target["kind"] == "base" and d.target["seat"] == rival
                     and d.face == "block")
        base = next((a for a in dice if a["target"]["kind"] == "base"), None)
        if base is not None and wilds <= blocks and view.players[rival].hits < rules.data.buckets:
            return dict(base), "the Jerk Die's Wild on the Base is a Hit"
    chosen, words, _ = _choose_die(rules, view, seat, dice)
    return chosen, words


# ----- the player --------------------------------------------------------------------------------
def choose_why(rules: FortifyRules, state: FortifyState, seat: int, rng: random.Random,
               normal: Callable[[FortifyRules, FortifyState, int, random.Random], tuple[Action | None, str]] | None = None) -> tuple[Action | None, str]:
    """Hard's Fortify action for ``seat`` and its reason ("" when it may not act); ``grab``'s
    ``ms`` left None. Reads ``rules.view(state, seat)`` only (its legal actions are the state's,
    which the view shows alike). ``normal``: the Normal player's ``choose_why`` for what Hard has
    no plan of its own (skips and grabs while building)."""
    actions = rules.legal_actions(state, seat)
    if not actions:
        return None, ""
    view = rules.view(state, seat)
    types = {a["type"] for a in actions}
    if len(actions) == 1:
        return dict(actions[0]), ""
    if "place" in types and view.players[seat].hand and view.players[seat].hand[0] is not None:
        return _choose_place(rules, view, seat, [a for a in actions if a["type"] == "place"], rng)
    if "recruit" in types:
        return _choose_recruit(rules, view, seat, actions, rng)
    if "medic" in types:
        return _choose_medic(rules, view, seat, actions)
    if view.phase == "throw":
        return _choose_throw(rules, view, seat, actions)
    if view.phase == "jerk":
        return _choose_jerk(rules, view, seat, actions)
    if normal is not None:
        chosen: tuple[Action | None, str] = normal(rules, state, seat, rng)
        return chosen
    return dict(actions[0]), ""
