"""The ladder (issue 16 item 4): Wilson interval, seat orders, A's share of a game, a tiny run."""
import json

import pytest

from fort_desktop import ladder


def test_the_wilson_interval_matches_known_values():
    low, high = ladder.wilson(50, 100)
    assert (round(low, 4), round(high, 4)) == (0.4038, 0.5962)
    low, high = ladder.wilson(0, 10)
    assert low == pytest.approx(0.0) and round(high, 4) == 0.2775
    low, high = ladder.wilson(10, 10)
    assert round(low, 4) == 0.7225 and high == pytest.approx(1.0)
    assert ladder.wilson(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        ladder.wilson(11, 10)


def test_every_seat_order_is_played_and_a_shared_win_counts_half():
    assert ladder.seat_orders(2) == [("A", "B"), ("B", "A")]
    assert ladder.seat_orders(4) == [("A", "B", "B", "B"), ("B", "A", "B", "B"), ("B", "B", "A", "B"),
                                     ("B", "B", "B", "A")]
    assert len(ladder.seat_orders(4, 2)) == 6
    assert ladder.share_of((0, 1), [0], 2) == 0.5 and ladder.share_of((1,), [0], 2) == 0.0
    assert ladder.share_of((), [0], 4) == 0.25 and ladder.share_of((0, 2), [0], 4) == 0.5


def test_a_tiny_ladder_prints_one_json_object_per_pair(capsys):
    assert ladder.main(["forfort", "--games", "2", "--json", "easy", "random", "random", "easy"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(x["a"], x["b"], x["games"], x["seats"]) for x in lines] == [("easy", "random", 2, 2),
                                                                         ("random", "easy", 2, 2)]
    for x in lines:
        assert {"game", "seats", "a", "b", "games", "win_rate", "low", "high", "p95_ms"} <= set(x)
        assert x["low"] <= x["win_rate"] <= x["high"] and x["p95_ms"] > 0
    assert lines[0]["win_rate"] + lines[1]["win_rate"] == pytest.approx(1.0)   # the same games, sides swapped


def test_early_stop_once_the_interval_excludes_chance(monkeypatch):
    played = []
    monkeypatch.setattr(ladder, "play_game", lambda game, seed, kinds, options, **kw: played.append(kinds) or
                        (kinds.index("bot:easy"),))
    run = ladder.run_pair("fort", 2, "easy", "random", 400, early=True)
    assert run.stopped_early and run.games == ladder.MIN_GAMES_EARLY and run.win_rate == 1.0
    assert played[:2] == [["bot:easy", "bot:random"], ["bot:random", "bot:easy"]]
    assert ladder.run_pair("fort", 2, "easy", "random", 6).games == 6


def test_bad_use_is_one_line(capsys):
    assert ladder.main(["fort", "easy"]) == 2
    assert ladder.main(["fort", "easy", "clever"]) == 2
    assert "no 'clever' computer player" in capsys.readouterr().err
