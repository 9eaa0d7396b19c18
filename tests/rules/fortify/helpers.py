"""Hand-built Fortify states for scenario tests: stacked hands, cards and Kids laid directly,
chosen dice faces. Card ids: blue 0-14, green 15-29, yellow 30-44, red 45-59, each colour in the
order L L L I_long I_long I_short Bar Spine T T C H Z Hook Cup. Kid ids: Builders 0-11, Throwers
12-27, Medics 28-35, each kind blue, green, yellow, red."""
from __future__ import annotations

from fort_desktop.rules.fortify import RULES
from fort_desktop.rules.fortify.state import BUILD, THROW, FortCardPlacement, KidPlacement

R = RULES
COLOUR_BASE = {"blue": 0, "green": 15, "yellow": 30, "red": 45}
SHAPE_OFFSET = {"L": 0, "I_long": 3, "I_short": 5, "Bar": 6, "Spine": 7, "T": 8, "C": 10, "H": 11,
                "Z": 12, "Hook": 13, "Cup": 14}
KID_BASE = {"builder": 0, "thrower": 12, "medic": 28}
KID_PER = {"builder": 3, "thrower": 4, "medic": 2}
COLOURS = ["blue", "green", "yellow", "red"]

# A C turned with its mouth against the Base front wall closes a 4 x 3 room (fortify.md 2).
ROOM_C = dict(x=14, y=4, rot=3)


def card(colour: str, shape: str, copy: int = 0) -> int:
    """The id of a Fort Card by colour and shape (copy 0 is the junk copy where there is one)."""
    return COLOUR_BASE[colour] + SHAPE_OFFSET[shape] + copy


def kid(kind: str, colour: str, copy: int = 0) -> int:
    """The id of a Kid Card by kind and colour."""
    return KID_BASE[kind] + COLOURS.index(colour) * KID_PER[kind] + copy


def _take(state, card_id: int) -> None:
    """Remove a Fort Card from wherever it is (deck, hands, discard, reserves)."""
    for pile in [state.deck, state.discard] + [p.hand for p in state.players] + [p.reserve for p in state.players]:
        if card_id in pile:
            pile.remove(card_id)
            return
    raise AssertionError(f"card {card_id} is not free")


def put_card(state, seat: int, card_id: int, x: int, y: int, rot: int = 0) -> None:
    """Lay a Fort Card in ``seat``'s play area (it must be a legal spot)."""
    _take(state, card_id)
    player = state.players[seat]
    player.grid.place_card(card_id, R.card_spec(card_id).colour, R.card_face(card_id, rot), x, y)
    player.cards[card_id] = FortCardPlacement(card_id, x, y, rot)


def put_kid(state, seat: int, kid_id: int, x: int, y: int, rot: int = 0, face_up: bool = True) -> None:
    """Lay a Kid Card in ``seat``'s play area, taking it from its pile."""
    spec = R.kid_spec(kid_id)
    state.kid_piles[spec.kind].remove(kid_id)
    w, h = R.kid_size(spec.kind, rot)
    player = state.players[seat]
    player.grid.place_kid(kid_id, x, y, w, h, face_up)
    player.kids[kid_id] = KidPlacement(kid_id, x, y, rot, face_up)


def room(state, seat: int, colour: str = "blue", copy: int = 0) -> int:
    """Close the 4 x 3 room at x 15..18, y 4..6 with a C against the Base; returns the C's id."""
    c = card(colour, "C", copy)
    put_card(state, seat, c, **ROOM_C)
    return c


def new(seed: int = 1):
    return R.new_game(seed, ["human", "human"])


def stack_hand(state, seat: int, cards: list[int]) -> None:
    """Give ``seat`` exactly these cards in hand, top first (the rest go back to the deck)."""
    player = state.players[seat]
    state.deck[:0] = player.hand
    player.hand = []
    for c in cards:
        _take(state, c)
    player.hand = list(cards)


def to_throw(state, faces: dict[int, list[str]] | None = None, first: int = 0):
    """Move a state to Part II with ``faces[seat]`` already rolled on that seat's dice."""
    state.phase = THROW
    state.first = first
    for p in state.players:
        state.deck[:0] = p.hand
        p.hand = []
        p.done, p.race_ms = False, None
        wanted = (faces or {}).get(p.seat, [])
        colour = R.data.seat_dice_colours[p.seat]
        p.dice = [f"{colour}{i + 1}" for i in range(len(wanted))]
        p.rolled = dict(zip(p.dice, wanted))
        p.placed_since_roll = False
    return state


def act(state, **action):
    """Apply an action that must be legal; returns the next state."""
    new_state = R.apply(state, action)
    assert new_state, f"refused: {getattr(new_state, 'reason', '')} for {action}"
    return new_state


def refuse(state, **action) -> str:
    """Apply an action that must be refused; returns the reason."""
    result = R.apply(state, action)
    assert not result, f"{action} was accepted"
    return result.reason


def all_cards(state) -> list[int]:
    """Every Fort Card id wherever it is (for conservation checks)."""
    ids = list(state.deck) + list(state.discard)
    for p in state.players:
        ids += list(p.hand) + list(p.reserve) + list(p.cards)
    return ids


def all_kids(state) -> list[int]:
    ids = [k for pile in state.kid_piles.values() for k in pile]
    for p in state.players:
        ids += list(p.kids)
    return ids


def in_build(state):
    assert state.phase == BUILD
    return state
