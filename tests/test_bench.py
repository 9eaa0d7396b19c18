"""The benchmark command: an honest busy position built through the rules, figures printed beside
their same-run baselines with the ratio (never asserted against a time)."""
from fort_desktop import bench
from fort_desktop.rules.fortify import RULES


def test_the_busy_position_is_as_full_as_the_issue_asks_and_replays_from_its_seed():
    position = bench.busy_position()
    state = position["throw"]
    assert sum(len(p.cards) for p in state.players) >= 30
    assert sum(len(p.kids) for p in state.players) >= 25
    assert all(p.cards for p in state.players)                      # both forts, not one
    assert len(state.dice_placed) >= 8
    replay = RULES.new_game(position["seed"], ["bot", "bot"])
    for action in position["actions"]:
        replay = RULES.apply(replay, action)
    assert RULES.digest(replay) == RULES.digest(state)              # built through the rules, nothing edited


def test_a_figure_is_printed_with_its_baseline_ratio_and_target(capsys):
    bench._line("frame: idle", 3.0, 1.5, "bare blits", 2.5)
    bench._line("start-up", 2.0, 1.0, "bare imports", 1.6)
    out = capsys.readouterr().out.splitlines()
    assert "ratio  2.00x" in out[0] and "target <= 2.5x: met" in out[0]
    assert "ratio  2.00x" in out[1] and "NOT met" in out[1]


def test_the_benchmark_refuses_an_unknown_game(capsys):
    assert bench.main(["chess"]) == 2
    assert "usage" in capsys.readouterr().err
