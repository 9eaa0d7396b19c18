"""Ten Cards, the tests' toy game (``tests/fixtures/toygame``), through the whole house with only its
packages and one registry entry: the launcher, the command line, saves, game over and how to play
(the contract and golden tests run over it too). The proof that a game is its packages plus one entry."""
from __future__ import annotations

import re

import pygame
import pytest

from fort_desktop import saves
from fort_desktop.session import GameSession
from fort_desktop.table.scenes.game_over import GameOver
from fort_desktop.table.scenes.rules_reference import RulesReference, icon_picture
from tests.fixtures.toygame.table import ToyTable

from .shell_helpers import click, key, lift_curtains, shots_dir

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def play_card(app):
    """The person at the mouse clicks the first card of their hand (as a person would)."""
    lift_curtains(app)
    rect, _ = app.table.hand_cards()[0]
    click(app, rect.center)


def test_its_tile_shows_its_own_picture_and_start_starts_it(app, toy_game):
    launcher = app.show_launcher()
    app.step()
    tile = next(t for t in launcher.tiles if t.game == toy_game.name)
    assert tile.picture is not None and not app.art.is_placeholder_name(toy_game.picture_name)
    click(app, tile.rect.center)
    assert launcher.game == toy_game.name and launcher.seats == ["human", "human"]
    click(app, launcher.seat_toggles[1].rect.center)
    click(app, launcher.start_button.rect.center)
    assert isinstance(app.top, ToyTable)
    assert app.session.game == toy_game.name and app.session.seats == ["human", "bot"]
    app.screenshot(shots_dir() / "toygame_table.png")


def test_the_command_line_plays_it_to_a_result_line(toy_game, capsys):
    from fort_desktop import cli

    assert cli.main([toy_game.name, "--autoplay", "--headless", "--seed", "5"]) == 0
    line = capsys.readouterr().out.strip()
    assert re.fullmatch(r"result: game=toygame seed=5 winner=(P1|P2|draw) rounds=5", line), line
    bots = GameSession(toy_game.name, 5, ["bot", "bot"])
    bots.play_out()
    assert line == bots.result_line()


def test_a_person_plays_it_by_mouse_every_move_is_autosaved_and_it_ends_on_the_game_over_screen(app, toy_game):
    app.start_game(toy_game.name, 11, ["human", "bot"])
    app.step()
    session = app.session
    while not session.is_over:
        before = len(session.actions)
        play_card(app)
        for _ in range(3):
            app.step(1 / 60)
        assert len(session.actions) > before
        assert saves.load_autosave().session.digest == session.digest
    for _ in range(200):
        app.step(1 / 60)
        if isinstance(app.top, GameOver):
            break
    assert isinstance(app.top, GameOver)
    assert len(session.actions) == toy_game.max_game_length
    app.screenshot(shots_dir() / "toygame_over.png")


def test_two_people_pass_the_mouse_behind_a_curtain(app, toy_game):
    from fort_desktop.table.scenes.curtain import Curtain

    app.start_game(toy_game.name, 3, ["human", "human"], ["Ana", "Ben"])
    app.step()
    play_card(app)
    app.step(1 / 60)
    assert isinstance(app.top, Curtain) and "Ben" in app.top.headline
    lift_curtains(app)
    assert app.table.hand_off.mouse_seat() == 1


def test_its_save_loads_and_replays_to_the_same_position(app, toy_game, tmp_path):
    app.start_game(toy_game.name, 8, ["human", "bot"])
    app.step()
    play_card(app)
    app.step(1 / 60)
    session = app.session
    path = saves.save_session(session, tmp_path / "toy.json")
    app.show_launcher()
    assert app.load_game(path) is None
    assert isinstance(app.table, ToyTable)
    assert app.session.digest == session.digest and app.session.actions == session.actions


def test_how_to_play_shows_its_pages_and_its_pictures(app, toy_game):
    ref = app.show_rules(toy_game.name)
    assert isinstance(ref, RulesReference) and ref.problem is None
    assert [p.title for p in ref.pages][:2] == ["The goal", "The table"]
    for page in range(len(ref.pages)):
        ref.go(page)
        app.step()
        assert not ref.text_cut
    table_page = ref.pages[1]
    assert ref._picture(table_page) is not None and ref.caption(table_page)
    for name, _ in ref.pages[0].icons:
        image = icon_picture(toy_game.name, name, app.art, 60, max_width=120)
        assert image.get_height() == 60
    key(app, pygame.K_ESCAPE)


def test_the_bench_takes_it_through_its_registry_hook(toy_game, monkeypatch):
    import json

    from fort_desktop import bench

    # start-up is timed in a fresh process, where a game registered by a test does not exist
    started = []
    monkeypatch.setattr(bench, "startup", lambda game, runs=5: started.append(game) or bench.Figure(
        game, "startup", 1.0, 1.0, 1.0, bench.GOALS["startup"]))
    # the worker process that thinks for frame_while_thinking does not know a game a test registered
    monkeypatch.setattr(bench, "frame_while_thinking", lambda game, say=None: bench.Figure(
        game, "frame_while_thinking", 1.0, None, None, bench.GOALS["frame_while_thinking"]))
    lines: list[dict] = []
    bench.run(toy_game.name, samples=3, games_count=2, idle_cpu_samples=1, idle_seconds=0.05,
              emit=lambda figure: lines.append(json.loads(figure.as_json())), say=lambda words: None)
    named = [line["figure"] for line in lines]
    # its table has no enlargement and no drag: those cases are left out, the others measured
    assert named == ["frame_idle", "idle_cpu", "frame_after_move", "startup", "bot_p95_ms",
                     "frame_while_thinking"], named
    assert started == [toy_game.name]
    for line in lines:
        assert set(line) >= {"game", "figure", "ours_ms", "baseline_ms", "ratio", "goal"} and line["game"] == "toygame"
    frames = [line for line in lines if line["figure"].startswith("frame_") and line["figure"] != "frame_while_thinking"]
    assert all(line["ours_ms"] > 0 and line["baseline_ms"] > 0 for line in frames)
