"""The soak command (fort_desktop.soak): plays whole games, and reports a broken one by its seed."""
from fort_desktop import soak


def test_random_bots_finish_fortify_games_with_invariants_checked():
    figures = soak.soak("fortify", 2, 2, {}, ["random", "random"])
    assert figures.broken == [] and figures.games == 2
    assert sum(figures.winners.values()) == 2 and len(figures.rounds) == 2
    assert soak.main(["fortify", "--games", "1", "--bots", "random", "--seats", "2"]) == 0


def test_a_bot_whose_action_is_refused_is_reported_with_its_seed(monkeypatch):
    def cheater(rules, state, seat, rng):
        return {"type": "medic", "seat": seat, "kid": 0}  # never legal in round 1's BUILD

    monkeypatch.setattr(soak, "_bot", lambda entry, name: cheater)
    figures = soak.soak("fortify", 1, 2, {}, ["x", "x"], first_seed=5)
    assert len(figures.broken) == 1 and figures.broken[0].startswith("seed 5:")
    assert "refused" in figures.broken[0]


def test_an_option_that_changes_the_rules_object_is_played_with_those_rules():
    figures = soak.soak("fortify", 1, 2, {"card_set": "classic"}, ["random", "random"])
    assert figures.broken == [] and figures.games == 1
