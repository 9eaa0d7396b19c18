"""Fort through the product, headless with posted mouse events: the launcher seats 2 to 4 players,
two people and the computer play a whole game by clicking to the game-over screen with every
scoring source, a save mid-game resumes the same table with the same legal actions, the command
line prints the result line."""
from __future__ import annotations

import random

import pygame
import pytest

from fort_desktop import cli, games
from fort_desktop.table.fort.scene import FortTable
from fort_desktop.table.scenes.curtain import Curtain, ready_button_rect
from fort_desktop.table.scenes.game_over import GameOver
from fort_desktop.table.scenes.launcher import Launcher
from fort_desktop.table.scenes.pause_menu import PauseMenu

from ..shell_helpers import button_named, click, key, type_text, use_tmp_dirs

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def plus_seat(launcher):
    """The launcher's "+ Seat" button (in its Players panel)."""
    return next(w for w in launcher.players.children if getattr(w, "label", "") == "+ Seat")


def launch_fort(app, seats, seed=11):
    """Launcher -> Fort -> seats (kinds) -> seed typed -> Start, by mouse and keys."""
    app.show_launcher()
    app.step()
    launcher = app.top
    click(app, next(t for t in launcher.tiles if t.game == "fort").rect.center)
    while len(launcher.seats) < len(seats):
        click(app, plus_seat(launcher).rect.center)
    for toggle, kind in zip(launcher.seat_toggles, seats):
        while toggle.value != kind:
            click(app, toggle.rect.center)
    click(app, launcher.seed_field.field.rect.center)
    type_text(app, "\b" * 12 + str(seed))
    assert launcher.seed_field.value == seed
    click(app, launcher.start_button.rect.center)
    return app.session


def click_a_row(app, rng):
    """One person's move: lift a curtain, or click a row of the panel (never "more...")."""
    if isinstance(app.top, Curtain):
        click(app, ready_button_rect().center)
        return
    table = app.top
    if isinstance(table, FortTable) and table.holds_sheet:
        click(app, (640, 400))
        return
    if isinstance(table, FortTable) and table.hand_off.holding:
        click(app, (640, 400))      # the computer's move was seen: a click skips the wait
        return
    rows = [r for r, _, a in table.panel if a["type"] != "_more"] if isinstance(table, FortTable) else []
    if rows:
        click(app, rng.choice(rows).center)
    else:
        app.step(1 / 60)


def test_the_launcher_seats_two_to_four_players_for_fort(app):
    app.show_launcher()
    app.step()
    launcher = app.top
    click(app, next(t for t in launcher.tiles if t.game == "fort").rect.center)
    assert launcher.game == "fort" and launcher.seat_limits == (2, 4)
    for _ in range(4):
        click(app, plus_seat(launcher).rect.center)
    assert len(launcher.seats) == 4  # no more than four


def test_two_people_and_the_computer_play_a_whole_game_by_mouse_to_the_final_score(app):
    session = launch_fort(app, ["human", "human", "bot"])
    assert session.game == "fort" and session.seats == ["human", "human", "bot"]
    assert isinstance(app.table, FortTable)
    rng = random.Random(4)
    sheet_held = False
    for _ in range(6000):
        if isinstance(app.top, GameOver):
            break
        sheet_held = sheet_held or (app.top is app.table and app.table.holds_sheet)
        click_a_row(app, rng)
    assert sheet_held  # the final score sheet with every source waited for a click
    over = app.top
    assert isinstance(over, GameOver) and session.is_over
    assert {a["seat"] for a in session.actions} == {0, 1, 2}
    labels = games.get("fort").score_labels
    assert all(len(scores) == len(labels) for scores in session.result.scores)
    # the total is the sum of the sources, and each source is drawn
    assert all(scores[0] == sum(scores[1:]) for scores in session.result.scores)


def test_a_save_resumed_mid_game_offers_the_same_actions_on_the_same_table(app):
    session = launch_fort(app, ["human", "human", "bot"])
    rng = random.Random(2)
    for _ in range(40):
        click_a_row(app, rng)
    while isinstance(app.top, Curtain) or session.acting_seats()[0] == 2:  # a person must act
        click_a_row(app, rng)
    table = app.top
    seat = table.hand_off.mouse_seat()
    legal, digest = table.legal_now(seat), session.digest
    hand = [c for _, c in table.painter.hand_cards]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    click(app, button_named(app.top, "Quit to launcher").rect.center)
    launcher = app.top
    assert isinstance(launcher, Launcher)
    click(app, launcher.continue_button.rect.center)
    while isinstance(app.top, Curtain):
        click(app, ready_button_rect().center)
    resumed = app.top
    assert isinstance(resumed, FortTable) and app.session is not session
    assert app.session.actions == session.actions
    assert app.session.digest == digest
    assert resumed.hand_off.mouse_seat() == seat and resumed.legal_now(seat) == legal
    assert [c for _, c in resumed.painter.hand_cards] == hand


def test_the_autosave_follows_each_action_with_a_person_seated(app):
    from fort_desktop import saves

    session = launch_fort(app, ["human", "bot"])
    rng = random.Random(1)
    for _ in range(12):
        click_a_row(app, rng)
        assert saves.load_autosave().session.digest == session.digest


@pytest.mark.parametrize("seats", ["bot,bot", "bot,bot,bot,bot"])
def test_the_command_line_prints_the_result_line(capsys, monkeypatch, tmp_path, seats):
    use_tmp_dirs(monkeypatch, tmp_path)
    assert cli.main(["fort", "--autoplay", "--headless", "--players", seats, "--seed", "5"]) == 0
    line = capsys.readouterr().out.strip().splitlines()[-1]
    assert line.startswith("result: game=fort seed=5 winner=P") and " rounds=" in line


def test_the_game_log_reads_each_action_in_words(app):
    from fort_desktop.table.scenes.game_log import GameLog

    session = launch_fort(app, ["human", "human", "bot"])
    rng = random.Random(3)
    for _ in range(30):
        click_a_row(app, rng)
    while isinstance(app.top, Curtain):
        click(app, ready_button_rect().center)
    key(app, pygame.K_l)
    log = app.top
    assert isinstance(log, GameLog)
    lines = log.lines()
    assert len(lines) >= len(session.actions) - 1 and not any("Error" in line for line in lines)
    assert any(line.startswith("P1 plays ") or line.startswith("P1 skips") for line in lines)
