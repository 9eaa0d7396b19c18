"""The scoring computer player (forfort.md 4.3) picks what its weights say, from its own view."""
import random

from fort_desktop.bots.forfort import choose

from .helpers import A, B, R, act, board, hand, keep_top, stack


def test_the_bot_finishes_its_fort_when_it_can():
    s = board()
    walls = {"NW": "W01", "N": "W22", "E": "W15", "SE": "W03", "S": "W24", "SW": "W06", "W": "W17"}
    for slot, card in walls.items():
        stack(s, A, slot, card)
    keep_top(s, A, "W10")  # back: NE, E
    hand(s, A, "W12", "W14", "W23")  # one corner: the only finishing build
    stack(s, B, "N", "W22")  # a Ram target worth less than the win
    action = choose(R, s, A, random.Random(0))
    assert action == {"type": "build", "seat": A, "card": "P1-W12", "slot": "NE"}


def test_the_bot_blocks_a_rival_one_wall_short():
    s = board()
    walls = {"NW": "W04", "N": "W22", "NE": "W12", "SE": "W03", "S": "W24", "SW": "W06", "W": "W17"}
    for slot, card in walls.items():
        stack(s, B, slot, card)
    keep_top(s, A, "W05")  # back: NW, NE
    hand(s, A, "W16", "W23", "W14")  # W16: Ram + Trebuchet, the rest straights off the arrows
    action = choose(R, s, A, random.Random(0))
    assert action["type"] == "effect" and action["target"]["fort"] == B
    assert action["target"]["slot"] in ("NW", "N", "NE", "W", "S", "SW", "SE")


def test_the_bot_lowers_the_drawbridge_when_it_may():
    s = board()
    stack(s, A, "N", "W20")
    keep_top(s, A, "W01")
    hand(s, A, "W12", "W22", "W24")
    s = act(s, {"type": "build", "seat": A, "card": "P1-W22", "slot": "E"})
    assert choose(R, s, A, random.Random(0))["type"] == "drawbridge"


def test_the_bot_waits_when_it_is_not_its_turn():
    assert choose(R, board(), B, random.Random(0)) is None
