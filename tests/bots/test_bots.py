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
