"""The game-over headline: one winner, a team that won together, a win shared by rivals, a draw."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from fort_desktop.rules.base import Result
from fort_desktop.session import GameSession
from fort_desktop.table.app import App
from fort_desktop.table.scenes.game_over import GameOver

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")

NAMES = ["Ann", "Bob", "Cy", "Dee"]


@pytest.fixture
def app(monkeypatch, tmp_path):
    from fort_desktop import paths

    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "user-data"))
    monkeypatch.setenv(paths.CONFIG_DIR_ENV, str(tmp_path / "user-config"))
    a = App(headless=True)
    yield a
    a.close()


def headline(app, winners, teams=()):
    """The title of the game-over screen of a 4-seat Forfort game that ended with ``winners``."""
    session = SimpleNamespace(game="forfort", seed=1, seats=["human"] * 4, names=list(NAMES),
                              result=Result(winners=winners, rounds=9, reason="keep empty"),
                              state=SimpleNamespace(teams=teams))
    return GameOver(app, session, on_play_again=lambda: None, on_back=lambda: None).title()


def test_a_team_win_names_the_team_with_both_partners(app):
    assert headline(app, (0, 2), teams=((0, 2), (1, 3))) == "Team Ann & Cy wins!"


def test_two_rivals_tied_in_a_game_without_teams_share_the_win(app):
    assert headline(app, (0, 2)) == "Ann and Cy share the win!"


def test_two_teams_tied_share_the_win_as_teams(app):
    title = headline(app, (0, 1, 2, 3), teams=((0, 2), (1, 3)))
    assert title == "Team Ann & Cy and Team Bob & Dee share the win!"


def test_one_winner_alone_wins(app):
    assert headline(app, (3,)) == "Dee wins!"


def test_nobody_winning_is_a_draw(app):
    assert headline(app, ()) == "It's a draw!"


def test_a_finished_teams_game_of_forfort_is_headed_by_the_winning_team(app):
    session = GameSession("forfort", 1, ["bot"] * 4, NAMES, options={"four_player_mode": "teams"})
    session.play_out()
    winners = session.result.winners
    assert len(winners) == 2 and winners[1] - winners[0] == 2      # partners sit diagonally (P1+P3, P2+P4)
    title = GameOver(app, session, on_play_again=lambda: None, on_back=lambda: None).title()
    assert title.startswith("Team ") and title.endswith(" wins!")
    assert all(NAMES[s] in title for s in winners) and "(P" not in title


def test_a_finished_solo_game_of_four_never_speaks_of_teams(app):
    session = GameSession("forfort", 1, ["bot"] * 4, NAMES, options={"four_player_mode": "solo"})
    session.play_out()
    title = GameOver(app, session, on_play_again=lambda: None, on_back=lambda: None).title()
    assert "Team" not in title
    assert all(NAMES[s] in title for s in session.result.winners) and "(P" not in title


def test_a_long_team_headline_keeps_every_name_whole_within_the_panel(app):
    from fort_desktop.table.scenes.game_over import fit_title
    from fort_desktop.table.widgets import font

    title = "Team Alexandrine Montgomery & Bartholomew Fitzgerald wins!"
    size, lines = fit_title(title, 724)
    assert " ".join(lines) == title                                  # nothing cut to "..."
    assert all(font(size, True).size(line)[0] <= 724 for line in lines)


def test_screenshot_of_a_team_win(app, tmp_path):
    session = GameSession("forfort", 1, ["bot"] * 4, NAMES, options={"four_player_mode": "teams"})
    session.play_out()
    app.push(GameOver(app, session, on_play_again=lambda: None, on_back=lambda: None))
    app.step()
    app.screenshot(tmp_path / "team_win.png")
    assert (tmp_path / "team_win.png").stat().st_size > 5_000


def test_the_reason_names_the_players_and_the_computers_as_every_screen_does():
    from fort_desktop.table.scenes.game_over import named

    session = GameSession("forfort", 1, ["human", "human", "bot", "bot"], ["Ann", "Bob", "P3", "P4"])
    assert named(session, "fort finished: P1 has 8 visible Walls, team P1+P3 wins") == \
        "fort finished: Ann has 8 visible Walls, team Ann & Computer (P3) wins"


def test_a_score_column_that_is_zero_for_everyone_is_left_out(app, monkeypatch):
    """Trial (issue 9): the "Turn order bonus" column showed 0 for every seat of a teams game."""
    import fort_desktop.table.scenes.game_over as game_over

    session = SimpleNamespace(game="forfort", seed=1, seats=["human"] * 2, names=["Ann", "Bob"],
                              result=Result(winners=(0,), rounds=9, reason="keep empty",
                                            scores=((12, 4, 1, 0, 2, 0), (9, 3, 1, 1, 0, 0))),
                              state=SimpleNamespace(teams=()))
    drawn = []
    monkeypatch.setattr(game_over, "draw_text", lambda surface, text, *a, **k: drawn.append(text))
    GameOver(app, session, on_play_again=lambda: None, on_back=lambda: None).draw(app.screen)
    assert "Keep bonus" in drawn and "Armies in rival forts" in " ".join(drawn)
    assert "Turn order bonus" not in " ".join(drawn)


def test_a_computer_with_a_name_of_its_own_keeps_its_strength_hidden_on_the_final_sheet(app):
    """A blind try (README: --names): the final rows said "Rival - computer (easy)"."""
    session = GameSession("fort", 3, ["human", "bot:easy"], ["Ann", "Rival"])
    while not session.is_over:
        session.play_bot(session.acting_seats()[0])
    over = GameOver(app, session, on_play_again=lambda: None, on_back=lambda: None)
    assert over._seat_words(1) == "Rival  -  computer" and "easy" not in over.title().lower()
