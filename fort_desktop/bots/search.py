"""Hard: the search computer player of issue 16 (determinized sampling, "PIMC").

For a decision with a real choice it asks the game's Normal player (``bots/<game>.py``) for its
few best moves, deals ``sims`` full states the seat cannot tell from the real one
(:meth:`~fort_desktop.rules.base.SearchRules.sample`, from the seat's
:class:`~fort_desktop.rules.base.Knowledge`: its views, and what it has seen so far), plays each
candidate move in each of them and then the game on (or a few turns on) with Normal playing every
seat, and takes the move whose futures went best. Every candidate meets the same deals and the
same dice (common random numbers), so a difference is the move's and not the luck's. Models:
OpenSpiel's ``ismcts.py`` / ``resample_from_infostate`` and PIMC in card-game programs.

Strength is ``sims`` (the same on any machine); ``cap_s`` is a wall-clock cap on top of it (it
stops dealing once it is spent, so a slow machine plays a little weaker rather than late). It is
honest: it reads ``rules.view(state, seat)`` and its memory only; the real ``state`` is passed to
``sample`` as the template of the public turn machinery, which the sampler reads no hidden part
of (tests/bots/test_search.py changes only hidden cards and checks the decision stays the same).

Normal's top moves are screened first (``Budget.pool``): a plan that is the same move in effect
(its futures equal a better-ranked one's in the first deals) gives its place to the next. A Fort
rollout moves its own copy on in place (``rules.advance``) with Normal's move found by
``rules.best_legal`` (its plans tested for legality best first), two turns on and then scored by
Normal's board value, or to the end once a Fort is one level from the end trigger. In 30% of the
deals (60% once a rival's Fort is higher: ``Glue.rival_share_of``) the rivals play as the rusher (bots/fort.py ``choose_rusher``: a Fort
Level whenever they can) instead, so Hard's futures foresee a person racing to the end trigger.

Fortify is a race, not a turn game: its Hard player (:mod:`.fortify_hard`) looks ahead over its
own fort instead (places by the rooms and Kids they lead to, one unseen card on) and aims its
dice by the damage they do (see :func:`choose_fortify`).

Functions: ``choose_<game>(rules, state, seat, rng) -> Action | None`` and
``choose_<game>_why(...) -> (action, reason)`` as every bot module's ``choose``/``choose_why``.
"""
from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..rules.base import Action, Knowledge
from . import fort as fort_bot
from . import forfort as forfort_bot
from . import fortify as fortify_bot
from . import fortify_hard


@dataclass(frozen=True)
class Budget:
    """How hard Hard thinks: ``sims`` deals (each candidate plays one future in each), ``width``
    candidate moves (Normal's best first), ``horizon`` actions played on before the position is
    scored (None: to the end), ``cap_s`` the wall-clock cap in seconds, ``prior`` the bonus in
    win-share Normal's own pick gets (a noisy estimate must beat it by that much), ``z`` how
    many standard errors of the paired difference on top (see :func:`_pick`)."""

    sims: int
    width: int
    horizon: int | None
    cap_s: float
    prior: float = 0.02
    #: standard errors of its paired lead another candidate needs to overturn Normal's pick
    z: float = 1.0
    #: Normal's best moves tried in the first ``screen`` deals, of which the first ``width``
    #: whose futures differ play on (see :func:`_distinct`); ``pool <= width``: no screening
    pool: int = 0
    screen: int = 2


#: Each game's budget, tuned for p50 <= 0.5 s and p95 <= 1 s a decision on a shared 2-core machine.
BUDGETS = {
    "forfort": Budget(sims=12, width=5, horizon=None, cap_s=0.45),
    # Fort: 96 deals (48 left a searched decision's p95 near 0.35 s, half the allowance); the cap
    # only bites on a loaded machine
    "fort": Budget(sims=96, width=4, horizon=120, cap_s=0.8, prior=0.03, pool=8),
}

#: (game, seat, deal) -> what that seat knows of that game (the views it was shown while it played;
#: see :func:`remember`). The deal's seed only tells one game from another (a ladder's or a worker's
#: next game starts with an empty memory); no decision reads it.
MEMORY: dict[tuple[str, int, object], Knowledge] = {}
#: The most games remembered at once (a long-lived worker forgets the oldest).
MEMORY_GAMES = 32


def forget() -> None:
    """Drop every seat's memory (a new process, a test)."""
    MEMORY.clear()


def remember(rules: Any, state: Any, seat: int, action: Action | None = None) -> Knowledge:
    """``seat``'s knowledge after seeing ``state`` (its own view only) and the public ``action``
    that led there. The table may call it after every action for each Hard seat, so the memory
    misses nothing; Hard calls it itself whenever it decides."""
    key = (rules.name, seat, getattr(state, "seed", None))
    known = rules.observe(MEMORY.get(key), rules.view(state, seat), action)
    if key not in MEMORY and len(MEMORY) >= MEMORY_GAMES:
        del MEMORY[next(iter(MEMORY))]
    MEMORY[key] = known
    return known


# ----- the generic search ------------------------------------------------------------------------
@dataclass
class Glue:
    """What the search needs of one game's Normal player: ``scores(rules, state, seat, actions,
    view)`` its value of each action; ``policy(rules, state, seat, rng)`` its move inside a
    simulation (reads the dealt state's ``view_fast``); ``value(rules, state, seat)`` how well
    ``seat`` stands at a cut-off (the larger the better, in points); ``scale`` points that make
    a clear lead; ``worth(action)`` False for a decision not worth a search (Normal takes it)."""

    scores: Callable[..., list[float]]
    policy: Callable[[Any, Any, int, random.Random], Action | None]
    value: Callable[[Any, Any, int], float]
    scale: float
    worth: Callable[[list[Action]], bool]
    reason: Callable[[Any, Any, int, Action], str]
    #: ``cut(mark(start), now)``: True where a rollout stops to be scored (the same point of the
    #: turn for every candidate, so none is scored in the middle of a rival's gains); None:
    #: horizon only. ``mark`` keeps what ``cut`` needs of the rollout's first state (which an
    #: in-place rollout changes).
    cut: Callable[[Any, Any], bool] | None = None
    mark: Callable[[Any], Any] = lambda state: state
    #: True: a rollout moves its own copy on in place (``rules.advance``) instead of copying it
    #: at every step (``rules.apply_fast``)
    in_place: bool = False
    #: Another way a rival may play (Fort: a rusher who builds a level whenever it can) and the
    #: share of deals in which every rival plays it (the searching seat plays ``policy`` still), so
    #: the futures foresee a rival who does not play as Normal does; None: ``policy`` for all.
    rival_policy: Callable[[Any, Any, int, random.Random], Action | None] | None = None
    rival_share: float = 0.0
    #: ``rival_share_of(view, seat)``: the share read from what the seat sees (overrides
    #: ``rival_share``; None: ``rival_share`` always)
    rival_share_of: Callable[[Any, int], float] | None = None
    #: how the reason names the deals played so ("against a rival who rushes the Fort")
    rival_words: str = ""


def _side(rules: Any, state: Any, seat: int) -> tuple[int, ...]:
    return next((side for side in rules.sides(state) if seat in side), (seat,))


def _outcome(rules: Any, state: Any, seat: int, glue: Glue) -> float:
    """1 for a win, 0.5 a shared win or draw, 0 a loss; at a cut-off the lead squashed into 0..1."""
    if rules.is_over(state):
        winners = rules.result(state).winners
        side = _side(rules, state, seat)
        if not winners:
            return 0.5
        if any(s in winners for s in side):
            return 1.0 if all(w in side for w in winners) else 0.5
        return 0.0
    side = _side(rules, state, seat)
    mine = sum(glue.value(rules, state, s) for s in side) / len(side)
    rivals = [s for s in range(state.seats) if s not in side]
    best = max(glue.value(rules, state, s) for s in rivals)
    return 0.5 + 0.5 * math.tanh((mine - best) / glue.scale)


def _rollout(rules: Any, state: Any, seat: int, rng: random.Random, glue: Glue, horizon: int | None,
             rivals_rush: bool = False) -> float:
    """Play ``state`` on (every seat by ``glue.policy``; with ``rivals_rush`` the rivals of
    ``seat``'s side by ``glue.rival_policy``) and score it for ``seat`` (:func:`_outcome`)."""
    steps = 0
    side = _side(rules, state, seat)
    start = glue.mark(state)
    while not rules.is_over(state) and (horizon is None or steps < horizon):
        if glue.cut is not None and glue.cut(start, state):
            break
        acting = rules.acting_seats(state)
        if not acting:
            break
        policy = glue.policy
        if rivals_rush and glue.rival_policy is not None and acting[0] not in side:
            policy = glue.rival_policy
        action = policy(rules, state, acting[0], rng)
        if action is None:
            break
        state = rules.advance(state, action) if glue.in_place else rules.apply_fast(state, action)
        steps += 1
    return _outcome(rules, state, seat, glue)


def search_why(rules: Any, state: Any, seat: int, rng: random.Random, glue: Glue, budget: Budget,
               stats: dict[str, Any] | None = None) -> tuple[Action | None, str]:
    """The move whose simulated futures went best, with its reason (see the module docstring).
    ``stats`` (optional) gets ``deals`` (how many were played), ``rushed`` (in how many of them
    the rivals played ``glue.rival_policy``) and ``shares`` (each candidate's win share, best
    first by Normal)."""
    actions = rules.legal_actions(state, seat)
    if not actions:
        return None, ""
    knowledge = remember(rules, state, seat)
    view = knowledge.view
    values = glue.scores(rules, state, seat, actions, view)
    order = sorted(range(len(actions)), key=lambda i: -values[i])
    normal = actions[order[0]]
    if len(actions) == 1 or not glue.worth(actions):
        return dict(normal), ("" if len(actions) == 1 else glue.reason(rules, state, seat, normal))
    candidates = [actions[i] for i in order[:max(budget.width, budget.pool)]]
    outcomes: list[list[float]] = [[] for _ in candidates]
    deals = rushed = 0
    share = glue.rival_share_of(view, seat) if glue.rival_share_of is not None else glue.rival_share
    start = time.perf_counter()
    for _ in range(budget.sims):
        dealt = rules.sample(state, knowledge, rng)
        if dealt is None:
            break
        seed = rng.getrandbits(32)
        rush = rng.random() < share     # drawn every deal: the same for every candidate
        got: list[float] = []
        for action in candidates:
            if deals and time.perf_counter() - start > budget.cap_s:
                break   # out of time within a deal: the deal is dropped (every move meets the same deals)
            after = rules.apply_fast(dealt, action)
            got.append(_rollout(rules, after, seat, random.Random(seed), glue, budget.horizon, rush))
        if len(got) < len(candidates):
            break
        for j, value in enumerate(got):
            outcomes[j].append(value)
        deals += 1
        rushed += rush
        if deals == budget.screen and len(candidates) > budget.width:
            keep = _distinct(outcomes, budget.width)
            candidates = [candidates[j] for j in keep]
            outcomes = [outcomes[j] for j in keep]
        if time.perf_counter() - start > budget.cap_s:
            break
    if len(candidates) > budget.width:
        keep = _distinct(outcomes, budget.width)
        candidates = [candidates[j] for j in keep]
        outcomes = [outcomes[j] for j in keep]
    totals = [sum(o) for o in outcomes]
    diffs = [[got - first for got, first in zip(o, outcomes[0])] for o in outcomes]
    if stats is not None:
        stats["deals"] = deals
        stats["shares"] = [t / deals for t in totals] if deals else []
        stats["rushed"] = rushed
    if deals == 0:
        return dict(normal), glue.reason(rules, state, seat, normal)
    best = _pick(diffs, budget)
    chosen = candidates[best]
    share = round(100 * totals[best] / deals)
    words = glue.reason(rules, state, seat, chosen)
    ahead = f"{_AHEAD} {deals} games played ahead ({share}% won)"
    if rushed and glue.rival_words:
        ahead = f"{_AHEAD} {deals} games played ahead, {rushed} of them {glue.rival_words} ({share}% won)"
    if best != 0:
        ahead = f"{_BETTER} {ahead}"
    return dict(chosen), f"{words}; {ahead}" if words else ahead


#: How a searched reason names its search ("...; it came out best in 48 games played ahead").
_AHEAD = "it came out best in"
_BETTER = "better than it looks:"


def without_search_words(reason: str) -> str:
    """``reason`` (a computer's words for its move) without what says it searched, so a named
    computer's reasons read alike at every strength ("" when nothing else is left); other
    strengths' reasons come back unchanged."""
    for mark in (_BETTER, _AHEAD):
        cut = reason.find(mark)
        if cut >= 0:
            reason = reason[:cut]
    return reason.rstrip("; ").strip()


def _distinct(outcomes: list[list[float]], width: int) -> list[int]:
    """Up to ``width`` candidates (indices, Normal's order kept; 0 always) whose futures differ:
    one whose outcome in every deal so far equals that of a candidate kept before it is the same
    move in effect (a plan naming its actions in another order, say) and gives its place to the
    next."""
    keep: list[int] = []
    for j, got in enumerate(outcomes):
        if len(keep) >= width:
            break
        if all(got != outcomes[k] for k in keep):
            keep.append(j)
    return keep


def _pick(diffs: list[list[float]], budget: Budget) -> int:
    """The candidate to play: 0 (Normal's pick) unless another one's paired lead over it (the same
    deals and dice: ``diffs[j][k]`` is candidate j's outcome minus candidate 0's in deal k) is
    larger than ``budget.prior`` plus ``budget.z`` standard errors, over at least
    :data:`MIN_DEALS_TO_SWITCH` deals; among those that clear it, the largest lead."""
    n = len(diffs[0])
    if n < MIN_DEALS_TO_SWITCH:
        return 0
    best, lead = 0, 0.0
    for j in range(1, len(diffs)):
        d = diffs[j]
        mean = sum(d) / n
        var = sum((x - mean) ** 2 for x in d) / (n - 1)
        if mean - budget.prior - budget.z * math.sqrt(var / n) > 0 and mean > lead:
            best, lead = j, mean
    return best


#: Fewer deals than this never overturn Normal's pick (one or two futures are luck).
MIN_DEALS_TO_SWITCH = 3


# ----- Forfort ------------------------------------------------------------------------------------
def _forfort_policy(rules: Any, state: Any, seat: int, rng: random.Random) -> Action | None:
    actions = rules.legal_actions(state, seat)
    if not actions:
        return None
    if len(actions) == 1:
        return actions[0]
    values = forfort_bot.scored(rules, state, seat, actions, rules.view_fast(state, seat))
    best = max(values)
    ties = [a for a, v in zip(actions, values) if v == best]
    return ties[0] if len(ties) == 1 else rng.choice(ties)


FORFORT = Glue(scores=forfort_bot.scored, policy=_forfort_policy,
               value=lambda rules, state, seat: rules.score(state, seat), scale=4.0,
               worth=lambda actions: True, reason=forfort_bot.reason_of)


def choose_forfort_why(rules: Any, state: Any, seat: int, rng: random.Random) -> tuple[Action | None, str]:
    """Hard's Forfort move and its reason (see the module docstring)."""
    return search_why(rules, state, seat, rng, FORFORT, BUDGETS["forfort"])


def choose_forfort(rules: Any, state: Any, seat: int, rng: random.Random) -> Action | None:
    """Hard's Forfort move (None when ``seat`` may not act)."""
    return choose_forfort_why(rules, state, seat, rng)[0]


# ----- Fort ---------------------------------------------------------------------------------------
def _fort_policy(rules: Any, state: Any, seat: int, rng: random.Random) -> Action | None:
    """Normal's move (its best value, ties the first legal), legality tested best first only."""
    return rules.best_legal(state, seat, fort_bot.valuer(rules, rules.view_fast(state, seat), seat))


def _fort_rush_policy(rules: Any, state: Any, seat: int, rng: random.Random) -> Action | None:
    """The rusher's move (bots/fort.py ``choose_rusher``: a Fort Level whenever it can), as
    :func:`_fort_policy` finds Normal's."""
    return rules.best_legal(state, seat, fort_bot.rush_valuer(rules, rules.view_fast(state, seat), seat))


#: The share of Fort deals whose rivals rush: :data:`FORT_RUSH_SHARE`, or
#: :data:`FORT_RUSH_SHARE_AHEAD` once a rival's Fort Level is above the seat's own (a rival who
#: builds faster is likelier to be racing for the end trigger).
FORT_RUSH_SHARE = 0.3
FORT_RUSH_SHARE_AHEAD = 0.6


def _fort_rush_share(view: Any, seat: int) -> float:
    """The share of deals whose rivals rush, from the Fort Levels ``seat``'s view shows."""
    mine = view["seats"][seat]["level"]
    ahead = any(s["level"] > mine for i, s in enumerate(view["seats"]) if i != seat)
    return FORT_RUSH_SHARE_AHEAD if ahead else FORT_RUSH_SHARE


def _fort_level_w(seats: int) -> float:
    """The weight of a Fort Level at a cut-off beside Normal's V (which holds its own
    ``fort_bot.LEVEL_W`` per level at 2 seats only): the fitted :data:`FORT_LEVEL_W` in all."""
    return FORT_LEVEL_W - (fort_bot.LEVEL_W if seats == 2 else 0.0)


def _fort_value(rules: Any, state: Any, seat: int) -> float:
    return (FORT_MIX * rules.score(state, seat) + _fort_level_w(state.seats) * state.boards[seat].level
            + fort_bot.board_value(rules, rules.view_fast(state, seat), seat))


#: How much the VP counted now and each Fort Level weigh beside Normal's board value V at a
#: rollout's cut-off, with :data:`FORT_SCALE`: a logistic fit of who won on the turn starts of 300
#: Normal-vs-Normal games (2 seats): win chance ~ sigmoid(0.33 dV + 0.72 dLevel + 0.015 dVP), log
#: loss 0.43 on games it was not fit on, against 0.58 for the old tanh(dV / 3) (a Fort Level ahead
#: wins more than the VP it shows: it is a step nearer the end trigger). The fit predates Normal's
#: own LEVEL_W (bots/fort.py: V now holds 1.5 per level at 2 seats), so at 2 seats the level's
#: weight here is the fitted 2.17 less that 1.5 (else a level counted 3.67: futures that built a
#: level were overrated against the fit); :func:`_fort_level_w`.
FORT_MIX = 0.045
FORT_LEVEL_W = 2.17
FORT_SCALE = 6.0


#: Fort decisions worth a search: what to play and whether to follow. The rest Normal settles by
#: itself: gather, pay, add... are plain, and a recruit or a rule pays off beyond a search's reach
#: (a recruit is drawn turns later), where Normal's card values judge it better.
FORT_SEARCHED = {"play", "follow"}

FORT = Glue(scores=fort_bot.scored, policy=_fort_policy, value=_fort_value, scale=FORT_SCALE,
            worth=lambda actions: any(a["type"] in FORT_SEARCHED for a in actions), reason=fort_bot.reason_of,
            mark=lambda state: _fort_last_turn(state), cut=lambda last, now: now.turn_no >= last, in_place=True,
            rival_policy=_fort_rush_policy, rival_share=0.3, rival_share_of=lambda view, seat: _fort_rush_share(view, seat),
            rival_words="against a rival who rushes the Fort")

#: Turns a Fort rollout plays past the one deciding before it is scored, by seats (2 seats: to the
#: end of the rival's reply; 4 turns left only 3-5 deals in the cap, too few to tell moves apart).
FORT_CUT_TURNS = {2: 2}
#: Once a seat's Fort is at this level (one step from the end trigger) rollouts play on to the end
#: (the horizon permitting): who wins then turns on when the game ends, which a board value
#: after two turns cannot tell, and the rest of the game is short.
FORT_ENDGAME_LEVEL = 4


def _fort_last_turn(state: Any) -> float:
    """The turn number at which a Fort rollout from ``state`` stops to be scored."""
    if state.ending or max(b.level for b in state.boards) >= FORT_ENDGAME_LEVEL:
        return math.inf
    return state.turn_no + FORT_CUT_TURNS.get(state.seats, state.seats)


def choose_fort_why(rules: Any, state: Any, seat: int, rng: random.Random) -> tuple[Action | None, str]:
    """Hard's Fort move and its reason (see the module docstring)."""
    return search_why(rules, state, seat, rng, FORT, BUDGETS["fort"])


def choose_fort(rules: Any, state: Any, seat: int, rng: random.Random) -> Action | None:
    """Hard's Fort move (None when ``seat`` may not act)."""
    return choose_fort_why(rules, state, seat, rng)[0]


# ----- Fortify ------------------------------------------------------------------------------------
def choose_fortify_why(rules: Any, state: Any, seat: int, rng: random.Random) -> tuple[Action | None, str]:
    """Hard's Fortify move and its reason, from ``seat``'s view (:mod:`.fortify_hard`: places
    scored by the fort they lead to and played one unseen card on, Kids by what they bring, dice
    by the damage they do, re-rolls while a Hit or a Block is missing, the Jerk Meeple raced for);
    what it has no plan for (a skip, the grab that ends building) as Normal makes it."""
    return fortify_hard.choose_why(rules, state, seat, rng, normal=fortify_bot.choose_why)


def choose_fortify(rules: Any, state: Any, seat: int, rng: random.Random) -> Action | None:
    """Hard's Fortify move (None when ``seat`` may not act); ``grab``'s ``ms`` left None."""
    return choose_fortify_why(rules, state, seat, rng)[0]
