"""Hand-built Forfort positions for scenario tests (forfort.md 5).

``board()`` starts a game with seat 0 to play (set-up skipped: every Camp still in supply, no
card in any fort), then the helpers move named cards from wherever they are into place, so
every card stays accounted for. Card names are deck ids (``W12``) or full ids (``P2-W12``);
a bare deck id means seat 0's copy unless ``seat`` says otherwise.
"""
from __future__ import annotations

from fort_desktop.rules.forfort import RULES
from fort_desktop.rules.forfort.state import PLAY, ArmyInPlay, ForfortState

R = RULES.with_settings(start_player="first_seat")
A, B = 0, 1


def cid(card: str, seat: int = A) -> str:
    """``cid("W12", 1) == "P2-W12"``; full ids pass through."""
    return card if "-" in card else f"P{seat + 1}-{card}"


def board(rules=R, seats: int = 2, options=None, seed: int = 1) -> ForfortState:
    """A game at its first PLAY step for seat 0, all forts empty, all Camps in supply."""
    s = rules.new_game(seed, ["human"] * seats, options)
    s.setup_queue = []
    s.phase = PLAY
    s.seat = 0
    s.start_seat = 0
    return s


def take(s: ForfortState, card: str) -> str:
    """Remove ``card`` from whatever zone holds it (keep, hand, discard, stack, Camp supply)."""
    for p in s.players:
        for zone in (p.keep, p.hand, p.discard, p.camp_supply):
            if card in zone:
                zone.remove(card)
                return card
        for stack in p.fort.values():
            if card in stack:
                stack.remove(card)
                return card
    raise AssertionError(f"{card} is nowhere to take")


def stack(s: ForfortState, fort: int, slot: str, *cards: str) -> None:
    """Make ``fort``'s ``slot`` hold ``cards`` (bottom first); the old cards go to the keep bottom."""
    p = s.players[fort]
    for old in p.fort[slot]:
        if old.split("-")[1].startswith("W"):
            p.keep.insert(0, old)
        else:
            p.camp_supply.append(old)
    p.fort[slot] = []
    for card in cards:
        full = cid(card, fort)
        take(s, full)
        p.fort[slot].append(full)


def camp(s: ForfortState, fort: int, slot: str, owner: int | None = None) -> str:
    """Put one of ``owner``'s (default: the fort owner's) supply Camps on ``slot``; its id."""
    owner = fort if owner is None else owner
    card = s.players[owner].camp_supply.pop(0)
    s.players[fort].fort[slot].append(card)
    return card


def hand(s: ForfortState, seat: int, *cards: str) -> None:
    """Make ``seat``'s hand exactly ``cards`` (the old hand goes to the keep bottom)."""
    p = s.players[seat]
    for old in p.hand:
        p.keep.insert(0, old)
    p.hand = []
    for card in cards:
        full = cid(card, seat)
        take(s, full)
        p.hand.append(full)


def keep_top(s: ForfortState, seat: int, card: str) -> None:
    """Put ``card`` on top of ``seat``'s keep (its back's arrows are then the keep's arrows)."""
    full = cid(card, seat)
    take(s, full)
    s.players[seat].keep.append(full)


def army(s: ForfortState, owner: int, fort: int, slot: str, direction: str) -> str:
    """Stand one of ``owner``'s supply Armies on ``fort``'s ``slot``, pointing ``direction``
    (the newest Army so far); its id."""
    a = s.players[owner].army_supply.pop(0)
    s.armies.append(ArmyInPlay(a, owner, fort, slot, direction, s.army_seq))
    s.army_seq += 1
    return a


def sound(s: ForfortState, rules=R) -> ForfortState:
    """Check the hand-built state passes every invariant, and return it."""
    problems = rules.invariants(s)
    assert problems == [], problems
    return s


def act(s: ForfortState, action: dict, rules=R) -> ForfortState:
    """Apply a legal action (the test fails with the refusal's reason otherwise)."""
    new = rules.apply(s, action)
    assert new, f"refused {action}: {getattr(new, 'reason', '')}"
    assert rules.invariants(new) == [], rules.invariants(new)
    return new


def of_type(rules, s: ForfortState, seat: int, kind: str) -> list[dict]:
    """The legal actions of ``kind`` for ``seat``."""
    return [a for a in rules.legal_actions(s, seat) if a["type"] == kind]


def idle(s: ForfortState, rules=R, slots=("S", "SW", "SE")) -> ForfortState:
    """The player to act places a Camp on the first empty of ``slots`` of its own fort and ends
    its turn (a turn that touches nothing else), returning the state at the next seat's play."""
    seat = s.seat
    options = [a for a in of_type(rules, s, seat, "camp") if a["fort"] == seat and a["slot"] in slots]
    assert options, "no quiet Camp placement left"
    s = act(s, options[0], rules)
    if s.phase == "drawbridge":
        s = act(s, {"type": "end_turn", "seat": seat}, rules)
    return s
