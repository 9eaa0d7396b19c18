"""Why something cannot be done, in players' words, from the rules alone (issue 14 item 3: every
refusal and every missing option says why): why an effect cannot be used in full now (the Pack
full, no rival Yard card to trash...), why a seat has no follow (rules text "Following the Leader":
a matching card whose copy of the public action is used in full), and why a Perk cannot be taken
(rules text "Fort Level Benefits": a Perk when the Fort rises to Level 2). Pure functions; no state
is changed (a follow is tried on a clone)."""
from __future__ import annotations

from .board import CAT, lookout_cap, pack_free, rivals
from .data import SUIT_WORDS
from .follow import copy_tasks, discard_follow_cards, follows, may_follow_with
from .ops import options, required
from .state import FortState, Task
from ...text import possessive

RES_WORDS = {"P": "pizza", "T": "toys", "ANY": "pizza or toys"}


def _cards(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


def _tokens(n: int) -> str:
    return f"{n} token{'s' if n != 1 else ''}"


def effect_shortfall(st: FortState, task: Task) -> str | None:
    """Why ``task`` (one effect, see :mod:`.ops`) cannot reach its full amount now, in players'
    words ("your Pack is full"); None when it can, or when the effect has no amount to reach (a
    gather, a score). fort.md 3: the ops and what each needs."""
    need = required(task)
    if need is None or need == 0:
        return None
    found = max((amount for amount, _ in options(st, task)), default=0)
    if found >= need:
        return None
    seat, eff, m = task["seat"], task["eff"], task["m"]
    board = st.boards[seat]
    op = eff["op"]
    if op == "pack":
        free, stuff = pack_free(st, seat), board.stuff["P"] + board.stuff["T"]
        if free <= 0:
            return "your Pack is full"
        if free < m:
            return f"your Pack has room for only {_tokens(free)}, not {m}"
        return "your Stuff is empty: nothing to pack" if not stuff else \
            f"your Stuff holds only {_tokens(stuff)} to pack, not {m}"
    if op == "advance":
        if board.level + 1 >= len(CAT.fort):
            return "your Fort is already at its top Level"
        return f"your Fort cannot rise to Level {board.level + 1}: not enough pizza and toys to pay for it"
    if op == "spend":
        return f"you have not {eff['n']} {RES_WORDS.get(eff.get('r', 'ANY'), 'tokens')} to pay"
    if op == "lookout":
        room = lookout_cap(st, seat) - len(board.lookout)
        if room <= 0:
            return "your Lookout is full"
        return f"your Lookout has room for only {_cards(room)}, not {m}" if room < m else \
            f"you have not {_cards(m)} left in your hand to tuck"
    if op == "trash":
        return f"you have not {_cards(m)} in your hand and discard pile to trash"
    if op == "recruit":
        where = " or ".join({"park": "the Park", "yard": "a rival's Yard"}[f] for f in eff.get("from", ["park", "yard"]))
        return f"there is no card to recruit in {where} (Best Friends are never recruited)"
    if op == "trash_rival":
        if not any(st.boards[r].yard for r in rivals(st, seat)):
            return "no rival has a card in their Yard to trash"
        return "no rival's Yard holds a card that may be trashed (Best Friends never are)"
    if op == "convert":
        return f"only {_tokens(found)} can swap type now, not {m} (Stuff holds at most 4 of each)"
    return None


def why_no_follow(st: FortState, seat: int) -> str | None:
    """Why ``seat`` may not follow the play now (rules text "Following the Leader": discard a card
    matching a suit of the played card, a Coin matching anything, to copy its public action, used
    in full); None when it may. Raises ``ValueError`` when no card is in play."""
    if st.play is None:
        raise ValueError("no card is in play")
    if follows(st, seat):
        return None
    hand = sorted(set(st.boards[seat].hand))
    led = CAT.spec(st.in_play()["card"])
    if not hand:
        return "you have no card in your hand"
    matching = [c for c in hand if may_follow_with(st, c)]
    if not matching:
        suits = " or ".join(SUIT_WORDS[s] for s in led.suits)
        return f"none of your cards shows {suits or 'its suit'} or a Coin"
    for card in matching:
        sim = st.clone(share_chance=True)
        discard_follow_cards(sim, seat, [card])
        for task in copy_tasks(sim, seat, [card], -1):
            short = effect_shortfall(sim, task)
            if short:
                return f"a follower must copy {possessive(led.name)} public action in full, and {short}"
    return f"a follower must copy {possessive(led.name)} public action in full, and your matching cards cannot"


def perk_problem(st: FortState, seat: int, perk: str) -> str | None:
    """Why ``seat`` may not take or use ``perk`` now (rules text "Fort Level Benefits": the Fort
    rising to the Perk's Level takes one Perk from the row; a held Perk is used when its moment
    comes); None when it may. Reads the Fort table of the catalogue for the Perk's Level."""
    pending = st.pending or {}
    if pending.get("seat") == seat and pending.get("kind") == "perk" and perk in st.perk_row:
        return None
    if pending.get("seat") == seat and pending.get("kind") == "use_perk" and pending.get("perk") == perk:
        return None
    board = st.boards[seat]
    if perk in board.perks:
        return "that Perk is yours already: it works by itself when its moment comes"
    if perk not in st.perk_row:
        return "that Perk has been taken already"
    level = next((row.level for row in CAT.fort if row.reward == "perk"), 2)
    if board.level >= level:
        return f"you took your Perk when your Fort rose to Level {level}; a Fort takes only one"
    return f"a Perk is taken when your Fort rises to Level {level} (it is at Level {board.level} now)"


__all__ = ["effect_shortfall", "why_no_follow", "perk_problem"]
