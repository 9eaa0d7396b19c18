"""The benchmark command keeps working (its figures are printed, never asserted)."""
from fort_desktop import bench


def test_the_rules_benchmark_prints_its_figures(capsys):
    bench.bench_rules()
    out = capsys.readouterr().out
    assert "ghost check" in out and "recompute" in out and "median" in out


def test_the_benchmark_refuses_an_unknown_game(capsys):
    assert bench.main(["chess"]) == 2
    assert "usage" in capsys.readouterr().err
