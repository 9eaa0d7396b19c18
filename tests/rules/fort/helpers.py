"""Hand-built Fort states for scenario tests (fort.md 7 notation: P1 is seat 0; ``Stuff(P,T)``).

:func:`table` starts a game and empties every seat (all their cards go back to the bottom of the
Park deck); :func:`seat_up` then lays out one seat exactly; the state waits for ``current``'s Play
decision. Card ids: ``k("SK01")`` is ``"kid-SK01"``; Best Friends ``bf(seat, 1 or 2)``.
"""
from __future__ import annotations

from fort_desktop.rules.base import Refusal
from fort_desktop.rules.fort import RULES
from fort_desktop.rules.fort.state import FortState

R = RULES


def k(spec_id: str) -> str:
    """The card id of Kid ``SK01``."""
    return f"kid-{spec_id}"


def bf(seat: int, template: int) -> str:
    """Seat ``seat``'s Best Friend 1 (Builder) or 2 (Lookout)."""
    return f"bf-P{seat + 1}-{template}"


def _take(st: FortState, card: str) -> None:
    for b in st.boards:
        for pile in (b.deck, b.hand, b.discard, b.yard, b.lookout):
            if card in pile:
                pile.remove(card)
                return
    if card in st.park:
        st.park[st.park.index(card)] = st.park_deck.pop(0) if st.park_deck else None
        return
    for pile in (st.park_deck, st.box):
        if card in pile:
            pile.remove(card)
            return
    raise AssertionError(f"{card} not found")


#: fort.md 7: "Unless stated ... settings are the defaults of 4.2" (the model). rules.yaml follows the
#: rules text for these two instead (a skip only when no card is legal; Best Friends to the Yard).
MODEL_DEFAULTS = {"voluntary_skip": True, "bf_at_discard": "discard"}


def table(seats: int = 3, seed: int = 1, **options) -> FortState:
    """A game after set-up with every seat's cards returned to the Park deck, P1 to play, with
    the model's settings (fort.md 4.2) unless ``options`` say otherwise."""
    st = R.new_game(seed, ["human"] * seats, {**MODEL_DEFAULTS, **options})
    for b in st.boards:
        for pile in (b.deck, b.hand, b.discard, b.yard, b.lookout):
            st.park_deck.extend(pile)
            pile.clear()
    return st


def seat_up(st: FortState, seat: int, *, hand=(), deck=(), discard=(), yard=(), lookout=(), stuff=(0, 0),
            pack=(0, 0), level=None, perks=(), turns_taken=None) -> FortState:
    """Lay out ``seat``'s board exactly (cards taken from wherever they are; tokens from the supply)."""
    b = st.boards[seat]
    for name, cards in (("hand", hand), ("deck", deck), ("discard", discard), ("yard", yard), ("lookout", lookout)):
        for c in cards:
            _take(st, c)
            getattr(b, name).append(c)
    for zone, values in (("stuff", stuff), ("pack", pack)):
        for r, n in zip("PT", values):
            st.supply[r] += getattr(b, zone)[r] - n
            getattr(b, zone)[r] = n
    if level is not None:
        b.level = level
    for p in perks:
        st.perk_row.remove(p) if p in st.perk_row else None
        b.perks.append(p)
        b.perk_gained[p] = -1
    if turns_taken is not None:
        b.turns_taken = turns_taken
    return st


def to_play(st: FortState, seat: int) -> FortState:
    """Make it ``seat``'s turn, at its Play decision."""
    st.current = seat
    st.tasks = []
    st.pending = {"kind": "play", "seat": seat}
    return st


def act(st: FortState, kind: str, seat: int, **fields) -> FortState:
    """Apply an action that must be legal."""
    out = R.apply(st, {"type": kind, "seat": seat, **fields})
    assert not isinstance(out, Refusal), f"{kind} {fields} refused: {out.reason}"
    return out


def refusal(st: FortState, kind: str, seat: int, **fields) -> str:
    """Apply an action that must be refused; returns the reason."""
    out = R.apply(st, {"type": kind, "seat": seat, **fields})
    assert isinstance(out, Refusal), f"{kind} {fields} was accepted"
    return out.reason


def play(st: FortState, seat: int, card: str, order=("pub",), full="pub", gather=None, confirm=False) -> FortState:
    """Play ``card`` with a plan (``confirm``: and resolve it at once, adding nothing)."""
    st = act(st, "play", seat, card=card, order=list(order), full=full, gather=dict(gather or {}))
    if confirm and st.pending and st.pending["kind"] == "add":
        st = act(st, "confirm", seat)
    return st


def pending(st: FortState) -> tuple[str, int] | None:
    """(kind, seat) of the decision the game waits for."""
    return (st.pending["kind"], st.pending["seat"]) if st.pending else None


def types(st: FortState, seat: int) -> set[str]:
    """The action types ``seat`` may submit now."""
    return {a["type"] for a in R.legal_actions(st, seat)}


def pass_all(st: FortState) -> FortState:
    """Answer ``pass`` (or confirm) until the pending decision is not a follow, add or perk offer."""
    while st.pending and st.pending["kind"] in ("follow", "add", "use_perk"):
        kind = "confirm" if st.pending["kind"] == "add" else "pass"
        st = act(st, kind, st.pending["seat"])
    return st
