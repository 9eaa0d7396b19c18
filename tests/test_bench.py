"""The benchmark command (issue 13, "An honest bench"): one bench for every game, its positions from
each game's registry hook (late, heavy, built through the rules), every figure ours beside a
same-run baseline as the median of paired ratios, the issue's goals; never a time asserted."""
import ast
import importlib.util
import json
from pathlib import Path

import pytest

from fort_desktop import bench, games

FRAME_FIGURES = ["frame_idle", "idle_cpu", "frame_hover", "frame_drag", "frame_after_move"]
BENCHED = [name for name, entry in games.GAMES.items() if entry.bench]


def test_the_goals_printed_are_the_issues_never_looser():
    assert bench.GOALS == {"frame_idle": 2.0, "frame_hover": 1.5, "frame_drag": 2.0, "frame_after_move": 2.0,
                           "idle_cpu": 1.2, "startup": 1.3, "bot_p95_ms": 100.0,
                           "frame_while_thinking": 16.7}


def test_a_ratio_is_the_median_of_the_paired_ratios_not_the_ratio_of_the_medians():
    ours, base = iter([1.0, 2.0, 3.0]), iter([1.0, 1.0, 3.0])
    figure = bench.paired("g", "frame_idle", lambda: next(ours), lambda: next(base), 3, 2.0)
    assert (figure.ours_ms, figure.baseline_ms) == (2.0, 1.0)
    assert figure.ratio == 1.0                                     # ratios 1, 2, 1


def test_a_sample_that_could_not_be_taken_drops_its_pair():
    ours, base = iter([None, 4.0, 6.0]), iter([100.0, 2.0, 2.0])
    figure = bench.paired("g", "frame_after_move", lambda: next(ours), lambda: next(base), 3, 2.0)
    assert (figure.ours_ms, figure.baseline_ms, figure.ratio) == (5.0, 2.0, 2.5)


def test_a_figure_prints_as_one_json_object_with_the_keys_the_issue_names():
    line = json.loads(bench.Figure("fort", "frame_hover", 1.6, 1.0, 1.6, 1.5).as_json())
    assert set(line) >= {"game", "figure", "ours_ms", "baseline_ms", "ratio", "goal"}
    assert (line["game"], line["figure"], line["goal"], line["met"]) == ("fort", "frame_hover", 1.5, False)
    bot = json.loads(bench.Figure("fort", "bot_p95_ms", 12.0, None, None, 100.0).as_json())
    assert bot["baseline_ms"] is None and bot["met"] is True        # a time in ms against its goal in ms


def test_json_mode_prints_only_json_lines(capsys, monkeypatch):
    def run(game, *, samples, games_count, emit, say):
        say("a position")
        emit(bench.Figure(game, "startup", 2.0, 1.0, 2.0, 1.3))

    monkeypatch.setattr(bench, "run", run)
    assert bench.main(["fort", "--json", "--samples", "3"]) == 0
    captured = capsys.readouterr()
    assert [json.loads(line)["figure"] for line in captured.out.splitlines()] == ["startup"]
    assert "a position" in captured.err


@pytest.mark.parametrize("argv", [["chess"], ["fort", "--games", "none"], ["fort", "--samples", "0"], []])
def test_the_benchmark_refuses_bad_use(capsys, argv):
    assert bench.main(argv) == 2
    assert "usage" in capsys.readouterr().err


def test_every_game_names_its_frame_bench_in_the_registry():
    assert set(BENCHED) == set(games.playable())
    for name in BENCHED:
        assert callable(bench.load_hook(name))


def test_no_game_hook_imports_the_measuring_bench():
    root = Path(bench.__file__).parent / "table"
    hooks = sorted(root.glob("*/bench.py"))
    assert hooks
    for path in hooks:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                named = "." * node.level + (node.module or "")
                assert named not in ("...bench", "fort_desktop.bench"), f"{path} imports the bench"
                assert not (node.level == 3 and node.module is None
                            and any(a.name == "bench" for a in node.names)), f"{path} imports the bench"


def test_the_busy_fortify_game_is_full_and_replays_from_its_seed():
    from fort_desktop.rules.fortify import RULES
    from fort_desktop.table.fortify import bench as hook

    game = hook.busy_game()

    def replayed(index):                 # built through the rules from the seed, nothing edited
        state = RULES.new_game(game["seed"], ["human", "human"])
        for _, action in game["trail"][:index]:
            state = RULES.apply(state, action)
        return state

    assert game["throw_at"] <= game["shown_at"] < game["jerk_at"]
    shown, jerk = replayed(game["shown_at"]), replayed(game["jerk_at"])
    for state in (shown, jerk):
        assert hook.counts(state)["fort_cards"] >= 30 and hook.counts(state)["kids"] >= 20
        assert all(p.cards for p in state.players)                  # both forts, not one
    assert len(shown.dice_placed) >= 8 and shown.players[0].rolled  # P1 still holds a rolled die
    # all 9 dice of the throw on targets and the 10th, the Jerk Die, rolled: the most the rules
    # ever leave on the table (the clean-up follows as the Jerk Die lands)
    assert len(jerk.dice_placed) == 9 and jerk.phase == "jerk" and jerk.jerk_face is not None
    assert RULES.digest(replayed(game["shown_at"])) == RULES.digest(game["trail"][game["shown_at"]][0])


HEAVY = {"fortify": {"fort_cards": 30, "kids": 20, "dice_placed": 8},
         "fort": {"cards_shown": 25, "board_cards": 25, "tokens": 6, "lookouts_full": 4, "yards_with_cards": 3},
         "forfort": {"pieces": 30, "armies": 4}}


@pytest.mark.parametrize("game", BENCHED)
def test_every_frame_case_is_timed_against_its_baseline_on_a_heavy_position(game, monkeypatch):
    positions = {}
    figures = bench.frame_figures(game, 2, lambda case, p: positions.setdefault(case, p), idle_cpu_samples=1,
                                  idle_seconds=0.05)
    named = [f.figure for f in figures]
    assert [n for n in named if n in FRAME_FIGURES] == FRAME_FIGURES
    assert all(f.game == game and f.ours_ms > 0 and f.baseline_ms > 0 and f.ratio > 0 for f in figures)
    assert set(positions) == {"idle", "hover", "drag", "after_move"}
    idle = positions["idle"]
    assert len(idle.pieces) >= 20                                   # the table's own pieces, not one surface
    for key, least in HEAVY.get(game, {}).items():
        assert idle.counts[key] >= least, (key, idle.counts)
    assert positions["after_move"].moves >= 20                      # 20+ samples of different real moves
    if game == "forfort":       # the baseline blits what lies over the slots too: keep arrows, Armies
        scene = idle.scene
        over = scene.painter.overlay_pieces(scene.view(), scene.layout())
        armies = [p for p in scene.view()["armies"] if p["id"] not in scene.painter.motion.marching_ids()]
        assert len(over) >= len(armies) + 1 and all(any(s is p for p, _ in idle.pieces) for s, _ in over)
    if game == "fortify":                                           # the Jerk Die's moment: 10 dice out
        assert positions["hover"].counts["dice_placed"] == positions["drag"].counts["dice_placed"] == 9
    if game == "fortify" and importlib.util.find_spec("scipy") is not None:
        assert "rooms" in named                                     # its baseline needs scipy (the bench's extra)
