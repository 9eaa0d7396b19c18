"""The Forfort frame bench (issue 9 "Measured") runs and prints its figures beside their baseline;
it asserts no time (the machine is shared): only that every case is measured against the baseline."""
from fort_desktop.table.forfort import bench


def test_the_frame_bench_prints_each_case_with_its_baseline_and_ratio():
    lines = bench.run()
    cases = [line for line in lines if line.startswith("forfort frame:")]
    assert [c.split("  ")[0] for c in cases] == [
        "forfort frame: idle", "forfort frame: hover", "forfort frame: dragging",
        "forfort frame: after a move", "forfort frame: full repaint"]
    assert all("baseline" in c and "ratio" in c and "target <= 2.5x" in c for c in cases)
    assert "4 seats" in lines[0]
