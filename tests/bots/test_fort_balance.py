"""The Fort balance figures (fort_desktop.bots.fort_balance): a few seeded games give rounds,
seat wins and strategies that add up, and a wrong --fort-vp is one line and exit 2."""
from __future__ import annotations

from fort_desktop.bots import fort_balance


def test_a_few_games_give_figures_that_add_up():
    figures = fort_balance.run(3, 2)
    assert len(figures.rounds) == 3 and all(r >= 1 for r in figures.rounds)
    assert sum(figures.seat_wins.values()) >= 3            # a shared win counts for each winner
    strategies = figures.strategies()
    assert sum(n for n, _ in strategies.values()) == 6      # every seat of every game has one
    assert sum(w for _, w in strategies.values()) == sum(figures.seat_wins.values())
    assert figures.lines()[0].startswith("fort: 2 seats, 3 games")


def test_a_wrong_fort_vp_list_is_one_line_and_exit_2(capsys):
    assert fort_balance.main(["--games", "1", "--fort-vp", "1,2"]) == 2
    assert capsys.readouterr().err.count("\n") == 1
