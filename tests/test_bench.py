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


def test_every_registered_game_is_accepted_and_an_unknown_games_count_refused(capsys):
    from fort_desktop import games

    assert set(bench.TABLE_BENCHES) | {"fortify"} == set(games.GAMES)     # each game has its figures
    assert bench.main(["forfort", "--games", "none"]) == 2
    assert "usage" in capsys.readouterr().err


def test_forfort_prints_its_table_bench_and_soak_figures_for_each_setup(capsys, monkeypatch):
    import sys
    import types

    stub = types.ModuleType("stub_forfort_bench")
    stub.run = lambda: ["forfort frame: idle  (stub line)"]
    monkeypatch.setitem(sys.modules, stub.__name__, stub)
    monkeypatch.setitem(bench.TABLE_BENCHES, "forfort", "stub_forfort_bench:run")
    started = []
    monkeypatch.setattr(bench, "bench_startup", lambda *a, **k: started.append(k.get("game")))
    assert bench.main(["forfort", "--games", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "forfort frame: idle  (stub line)" in out and started == ["forfort"]
    soak_lines = [line for line in out if "rules-only games/s" in line]
    # 2 and 3 seats, then 4 seats in teams and each for themselves (the registry's option at 4)
    assert [line.split(" rules-only")[0].strip() for line in soak_lines] == [
        "forfort 2 seats", "forfort 3 seats", "forfort 4 seats, teams", "forfort 4 seats, solo"]
    assert all("median" in line and "p95" in line and "broke" not in line for line in soak_lines)


def test_a_game_whose_table_bench_does_not_exist_yet_gets_one_clear_line(capsys, monkeypatch):
    monkeypatch.setitem(bench.TABLE_BENCHES, "fort", "fort_desktop.table.fort.no_such_bench:run")
    bench.bench_table("fort")
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1 and "no frame bench yet" in out[0] and "no_such_bench" in out[0]
