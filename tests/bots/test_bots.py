"""Computer players: the registry names each game's bot; the generic random bot works for any game;
playouts fill what a submitter fills through the rules' hook."""
import random

from fort_desktop import bots, games
from fort_desktop.bots import fortify as fortify_bot
from fort_desktop.bots import random_bot
from fort_desktop.bots.playout import play
from fort_desktop.rules.fortify import RULES


def test_choose_asks_the_bot_the_registry_names(monkeypatch):
    calls = []
    monkeypatch.setattr(fortify_bot, "choose", lambda rules, state, seat, rng: calls.append(seat) or None)
    bots.choose(RULES, RULES.new_game(1, ["bot", "bot"]), 0, random.Random(0))
    assert games.get("fortify").bot == "fort_desktop.bots.fortify:choose" and calls == [0]


def test_the_random_bot_draws_only_legal_actions_and_none_for_a_seat_that_may_not_act():
    state = RULES.new_game(2, ["bot", "bot"])
    rng = random.Random(1)
    legal = RULES.legal_actions(state, 0)
    assert all(random_bot.choose(RULES, state, 0, rng) in legal for _ in range(30))
    state = RULES.apply(state, {"type": "grab", "seat": 0, "ms": 10})
    assert random_bot.choose(RULES, state, 0, rng) is None


def test_weights_steer_the_random_bot():
    state = RULES.new_game(2, ["bot", "bot"])
    rng = random.Random(1)
    picks = {random_bot.choose(RULES, state, 0, rng, {"place": 0.0, "skip": 0.0})["type"] for _ in range(20)}
    assert picks == {"grab"}


def test_a_playout_fills_race_times_at_the_bot_pace():
    _, actions = play(RULES, 6, pace_ms=700)
    grabs = [a for a in actions if a["type"] == "grab"]
    assert grabs and all(a["ms"] > 0 and a["ms"] % 700 == 0 for a in grabs)


def test_with_no_card_of_its_hand_fitting_the_computer_grabs_instead_of_skipping_round(monkeypatch):
    """Trial (issue 7): with a low Fort deck the computer skipped its unplaceable cards for minutes
    ("Ben skipped a card" 70 times). When nothing in its hand fits, it reaches for the Meeple; when a
    later card fits, skipping to it is still right."""
    from fort_desktop.grid import BoxGrid
    from tests.rules.fortify.helpers import new

    state = new(9)
    seat = 0
    assert len(state.players[seat].hand) >= 2
    real = BoxGrid.legal_positions
    monkeypatch.setattr(BoxGrid, "legal_positions", lambda self, face: [])
    types = {a["type"] for a in RULES.legal_actions(state, seat)}
    assert types == {"skip", "grab"}
    for n in range(50):
        assert fortify_bot.choose(RULES, state, seat, random.Random(n))["type"] == "grab"
    later = state.players[seat].hand[1]                  # only the second card fits somewhere
    monkeypatch.setattr(BoxGrid, "legal_positions",
                        lambda self, face: real(self, face) if face in {RULES.card_face(later, r) for r in range(4)} else [])
    picks = [fortify_bot.choose(RULES, state, seat, random.Random(n))["type"] for n in range(50)]
    assert picks.count("skip") > 40


def test_fortify_s_computer_says_why_not_what_again():
    """New users read "rolled 2 dice - to throw the dice", "put a Balloon on ... - a target for the
    die": a reason must say why (what a hit does), not repeat the move."""
    from fort_desktop.session import GameSession

    session = GameSession("fortify", 5, ["bot", "bot"])
    reasons = {}
    while not session.is_over and len(session.actions) < 400:
        seat = session.acting_seats()[0]
        action, why = fortify_bot.choose_why(RULES, session.state, seat, random.Random(len(session.actions)))
        if action is None:
            break
        reasons.setdefault(action["type"], set()).add(why)
        session.submit(dict(action, ms=action.get("ms") or 1000) if action["type"] == "grab" else action)
    said = set().union(*reasons.values())
    assert not said & {"to throw the dice", "a target for the die", "a Kid for the room", "nothing left to do in this step"}
    assert reasons["place_die"] - {""} <= set(fortify_bot.DIE_WHY.values()) and reasons["place_die"] - {""}
