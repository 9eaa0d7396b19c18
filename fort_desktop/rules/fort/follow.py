"""The follow window (rules text "Following the Leader"; fort.md 3 magnitude for followers, 5 S5b,
edges 5, 11, 24-26; T09-T14, T20, T31-T33): after the leader's card resolves, every other seat in
turn order may discard 1 card matching a suit of the played card (a coin matches anything) to
copy its public action, which it must use in full; it adds no cards."""
from __future__ import annotations


from itertools import combinations

from .board import CAT, gained_this_turn, held_hook_args, hook_args, hook_perk, perk_ready
from .ops import magnitude
from .play import action_of, counts_for, lookout_count
from .resolve import feasible
from .state import FortState, Task


def window_opens(st: FortState) -> bool:
    """A window opens after a played card (never after a skip); when the leader did not use the
    public action, only with ``follow_unused_public`` (D11)."""
    play = st.play
    if play is None or not action_of(play["card"], "pub"):
        return False
    return "pub" in play["order"] or st.settings["follow_unused_public"]


def may_follow_with(st: FortState, card: str) -> bool:
    """True when ``card`` matches a suit of the played card: it shows one of them, it is a coin,
    or the play is coin-led and ``coin_led_any_follow`` is on (D12)."""
    led = CAT.spec(st.in_play()["card"])
    spec = CAT.spec(card)
    if led.coin:
        return spec.coin or st.settings["coin_led_any_follow"]
    return spec.coin or any(s in led.suits for s in spec.suits)


def follower_count(st: FortState, seat: int, x: str, cards: list[str]) -> int:
    """N(x) for a follower: the follow card counts 1 toward every ``x`` (a coin counts
    ``coin_weight`` with PK7; two ``follow_any`` cards count its ``count`` together), plus the
    Lookout cards showing ``x`` with PK1 or ``follower_counts_lookout``."""
    n: int
    if len(cards) > 1:
        n = held_hook_args(st, seat, "follow_any")["count"]
    else:
        args = hook_args(st, seat, "coin_weight")
        n = counts_for(cards[0], x, args["weight"] if args else 1) if CAT.spec(cards[0]).coin else 1
    if st.settings["follower_counts_lookout"] or hook_args(st, seat, "follower_counts_lookout") is not None:
        n += lookout_count(st, seat, x)
    return n


def copy_tasks(st: FortState, seat: int, cards: list[str], run: int) -> list[Task]:
    """The follower's copy of the public action, every effect in mode "full"."""
    tasks: list[Task] = []
    for eff in action_of(st.in_play()["card"], "pub"):
        m = magnitude(eff, follower_count(st, seat, eff["x"], cards) if "x" in eff else 0)
        tasks.append({"k": "eff", "seat": seat, "eff": dict(eff), "m": m, "mode": "full", "run": run,
                      "act": "pub", "r": None, "exclude": list(cards), "role": "follower"})
    return tasks


def discard_follow_cards(st: FortState, seat: int, cards: list[str]) -> None:
    """The follow card(s) leave the hand for the discard pile before the copy resolves (edge 24)."""
    board = st.boards[seat]
    for c in cards:
        board.hand.remove(c)
        board.discard.append(c)


def follows(st: FortState, seat: int) -> list[list[str]]:
    """Every card set ``seat`` may follow with now (one matching card, or with a ready
    ``follow_any`` perk any ``discard`` cards), each only if the copy is then fully usable."""
    hand = sorted(set(st.boards[seat].hand))
    sets = [[c] for c in hand if may_follow_with(st, c)]
    pid = hook_perk(st, seat, "follow_any")
    if pid and perk_ready(st, seat, pid) and not gained_this_turn(st, seat, pid):  # edge 23
        sets += [list(cs) for cs in combinations(hand, held_hook_args(st, seat, "follow_any")["discard"])]
    out = []
    for cards in sets:
        sim = st.clone(share_chance=True)
        discard_follow_cards(sim, seat, cards)
        if feasible(sim, copy_tasks(sim, seat, cards, -1)):
            out.append(cards)
    return out
