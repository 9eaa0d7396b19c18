"""Forfort through the product, headless with posted mouse events (issue 9 items 5-7): started from
the launcher, a whole 4-seat teams game played by two people and two computers to a winner named as
a team, the autosave after each action and "Continue" bringing back the same table, the game log."""
from __future__ import annotations

import random

import pytest

from fort_desktop import saves
from fort_desktop.table.forfort.scene import ForfortTable
from fort_desktop.table.scenes.game_over import GameOver
from fort_desktop.table.scenes.launcher import Launcher

from ..shell_helpers import click
from .person import do, lift_curtain, play_turns


def _tile(app, game):
    return next(t for t in app.top.tiles if t.game == game)


def _button(app, label):
    widgets = [w for top in app.top.widgets() for w in [top, *getattr(top, "children", [])]]
    return next(w for w in widgets if getattr(w, "label", None) == label)


def test_the_launcher_starts_a_four_seat_teams_game_of_forfort(app):
    app.show_launcher()
    app.step(1 / 60)
    click(app, _tile(app, "forfort").rect.center)
    assert isinstance(app.top, Launcher) and app.top.game == "forfort" and app.top.status == ""
    while len(app.top.seats) < 4:
        click(app, _button(app, "+ Seat").rect.center)
    assert not _button(app, "+ Seat").enabled                 # Forfort stops at 4 seats
    click(app, app.top.seat_toggles[1].rect.center)            # P2 a computer
    click(app, _button(app, "Start").rect.center, frames=2)
    scene = app.table
    assert isinstance(scene, ForfortTable)
    assert scene.session.seats[:2] == ["human", "bot"] and scene.session.options == {"four_player_mode": "teams"}


def test_two_people_and_two_computers_play_a_teams_game_by_mouse_to_a_team_win(app):
    session = app.new_session("forfort", 11, ["human", "bot", "human", "bot"])
    scene = app.show_table(session)
    made = play_turns(app, scene, random.Random(1), limit=4000)
    assert session.is_over and made > 20
    for _ in range(5):
        app.step(0.5)
    for _ in range(20):                                  # the last moments play out before the sheet
        if not scene.sheet_waits():
            break
        app.step(0.5)
    assert app.top is scene and scene.holds_sheet        # the final scores in words wait for a click
    click(app, (640, 400), frames=2)
    for _ in range(5):
        app.step(0.5)
    assert isinstance(app.top, GameOver)
    winners = session.result.winners
    assert len(winners) == 2 and winners[1] - winners[0] == 2          # partners sit diagonally
    title = app.top.title()
    assert all(session.names[s] in title for s in winners)
    assert "winner=" + "+".join(f"P{s + 1}" for s in winners) in session.result_line()


def _offered(scene) -> dict:
    """What the table offers the person now: each hand card's lit places, the lit clicks, the
    free button."""
    view = scene.view()
    seat = scene.mouse_seat()
    return {"seat": seat, "hand": {card: sorted(scene.input.lit_for_card(card, view)) for card in scene.hand_cards(view)},
            "clicks": sorted(scene.input.lit(view)), "button": scene.input.free_action(),
            "legal": scene.legal_now(seat) if seat is not None else None}


def test_a_game_saved_mid_way_comes_back_from_continue_offering_the_same_table(app):
    session = app.new_session("forfort", 4, ["human", "bot", "bot"])
    scene = app.show_table(session)
    rng = random.Random(3)
    for _ in range(600):
        if len(session.actions) >= 25 and scene.mouse_seat() == 0:
            break
        if scene.mouse_seat() == 0:
            from fort_desktop.bots.forfort import choose
            do(app, scene, choose(scene.rules, session.state, 0, rng))
        app.step(1 / 60)
    assert scene.mouse_seat() == 0 and len(session.actions) >= 25
    before = _offered(scene)
    saved = saves.load_autosave(bot_pace_seconds=0.0).session     # written after the last action
    assert saved.digest == session.digest and saved.actions == session.actions
    app.show_launcher()
    app.step(1 / 60)
    click(app, _button(app, "Continue").rect.center, frames=2)
    resumed = app.table
    assert isinstance(resumed, ForfortTable) and resumed is not scene
    assert resumed.session.digest == session.digest
    assert _offered(resumed) == before


def test_the_game_log_tells_each_action_in_words(app):
    from fort_desktop.bots.forfort import choose

    session = app.new_session("forfort", 6, ["human", "bot"])
    scene = app.show_table(session)
    rng = random.Random(2)
    for _ in range(200):
        if scene.mouse_seat() == 0:
            if len(session.actions) >= 6:
                break
            do(app, scene, choose(scene.rules, session.state, 0, rng))
        app.step(1 / 60)
    lines = [line.text for line in session.log(0)]
    assert len(lines) == len(session.actions) >= 6
    assert all(text and "{" not in text and "'type'" not in text for text in lines)
    assert app.show_log() is not None                       # the log viewer opens over the table


@pytest.mark.parametrize("players, option, winners_per_team", [
    ("bot,bot", None, 1), ("bot,bot,bot", None, 1),
    ("bot,bot,bot,bot", None, 2), ("bot,bot,bot,bot", "four_player_mode=solo", 1)])
def test_autoplay_on_the_command_line_prints_the_result_line(players, option, winners_per_team, capsys, monkeypatch, tmp_path):
    from fort_desktop import cli
    from ..shell_helpers import use_tmp_dirs

    use_tmp_dirs(monkeypatch, tmp_path)
    argv = ["forfort", "--headless", "--seed", "9", "--players", players] + (["--option", option] if option else [])
    assert cli.main(argv) == 0
    line = [t for t in capsys.readouterr().out.splitlines() if t.startswith("result:")][0]
    assert line.startswith("result: game=forfort seed=9 winner=P")
    winner = line.split("winner=")[1].split()[0]
    assert len(winner.split("+")) >= winners_per_team        # a team names both partners (ties add more)


def _play_until(app, scene, actions: int, seat: int, rng) -> None:
    """People (by mouse) and bots play until ``actions`` were made and person ``seat`` is to act."""
    from fort_desktop.bots.forfort import choose

    for _ in range(800):
        if lift_curtain(app):
            continue
        acting = scene.mouse_seat()
        if len(scene.session.actions) >= actions and acting == seat:
            return
        if acting is not None:
            do(app, scene, choose(scene.rules, scene.session.state, acting, rng))
        app.step(1 / 60)
    raise AssertionError("the position was never reached")


def test_a_hot_seat_game_continued_opens_behind_the_curtain_of_the_person_to_play(app):
    from fort_desktop.table.scenes.curtain import Curtain

    session = app.new_session("forfort", 3, ["human", "human", "bot"], names=["Ann", "Bo", "Cy"])
    scene = app.show_table(session)
    _play_until(app, scene, 12, 1, random.Random(4))
    app.show_launcher()
    app.step(1 / 60)
    click(app, _button(app, "Continue").rect.center, frames=1)
    assert isinstance(app.top, Curtain) and app.top.acting == "Bo"   # nobody sees Bo's hand yet
    assert isinstance(app.table, ForfortTable) and app.table.session.digest == session.digest


def test_a_game_saved_by_name_loads_back_to_the_same_position(app, tmp_path):
    session = app.new_session("forfort", 5, ["human", "bot", "bot", "bot"])
    scene = app.show_table(session)
    _play_until(app, scene, 15, 0, random.Random(6))
    before = _offered(scene)
    name, error = app.save_game("siege")
    assert error is None and name == "siege"
    path = saves.save_name_to_path(name)
    assert path.is_file()
    app.show_launcher()
    assert app.load_game(path) is None
    assert app.table.session.digest == session.digest and _offered(app.table) == before
