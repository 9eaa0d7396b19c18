"""What each seat may know (fort.md 6 edge 22): hands, the contents and order of decks, the
discard piles below their top card (except one's own), held Made-Up Rules (until the game ends)
and the ones put back are hidden. Public: the Park, Yards, Lookouts, the box, the card in play,
the top card of each discard pile, Stuff, Pack, levels, Perks, the Victory Track and every count."""
from __future__ import annotations

from .board import CAT
from .state import FortState


def all_cards(st: FortState) -> list[str]:
    """Every Kid and Best Friend id of the game (60 + 8)."""
    return list(CAT.kid_ids) + [c for s in range(4) for c in CAT.bf_ids(s)]


def known_cards(st: FortState, seat: int | None) -> set[str]:
    """Card and Made-Up Rule ids ``seat`` (None: a spectator) may know where they are now."""
    known: set[str] = {c for c in st.park if c is not None}
    known.update(st.box)
    for b in st.boards:
        known.update(b.yard)
        known.update(b.lookout)
        if b.discard:
            known.add(b.discard[-1])
        known.update(b.perks)
        if st.over:
            known.update(b.rules)
    if st.play is not None:
        known.add(st.play["card"])
        known.update(st.play["adds"])
    if seat is not None:
        b = st.boards[seat]
        known.update(b.hand)
        known.update(b.discard)
        known.update(b.rules)
        known.update(b.seen_rules)
        if st.draft is not None:
            known.update(st.draft["packets"][seat])
            known.update(st.draft["kept"][seat])
        p = st.pending
        if p is not None and p["kind"] == "keep_rule" and p["seat"] == seat:
            known.update(p["drawn"])
    return known


def in_play_rules(st: FortState) -> list[str]:
    """Made-Up Rule ids in this game (the stack, held ones, ones being chosen); the rest of the
    11 stay in the box unseen and are in no state."""
    out = list(st.made_up) + [r for b in st.boards for r in b.rules]
    if st.pending is not None and st.pending["kind"] == "keep_rule":
        out += st.pending["drawn"]
    return out


def secrets(st: FortState, seat: int | None) -> frozenset[str]:
    """Ids of every card and Made-Up Rule ``seat`` may not know now. Names are left out: the
    contract test requires every secret to be found in the state itself, which holds ids only;
    :func:`hidden_names` gives the distinctive names of the same cards."""
    known = known_cards(st, seat)
    return frozenset([c for c in all_cards(st) if c not in known] + [r for r in in_play_rules(st) if r not in known])


def hidden_names(st: FortState, seat: int | None) -> frozenset[str]:
    """Names of the cards and Made-Up Rules hidden from ``seat`` that no other card, perk or rule
    shares (4 letters or more): the log must not contain them."""
    out = set()
    for c in secrets(st, seat):
        if c in CAT.rules:
            out.add(CAT.rules[c].name)
        elif CAT.spec(c).name in CAT.unique_names:
            out.add(CAT.spec(c).name)
    return frozenset(out)
