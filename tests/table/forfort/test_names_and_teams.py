"""Players' names and teams on the Forfort table (issue 9 trial findings 4, 5 and 10): the top bar,
each fort's line and the log name Ana and Ben, not P1 and P2; at 4 in teams each fort wears its
team's band and the pause menu reads "Ana + P3 vs Ben + P4"; Ctrl+Z says why nothing is undone."""
import pygame

from fort_desktop.session import GameSession
from fort_desktop.table.forfort import paint as paint_module

from ..shell_helpers import key
from .person import lift_curtain

TEAMS = ["human", "human", "bot", "bot"]
NAMES = ["Ana", "Ben", "P3", "P4"]


def _spy_words(monkeypatch, name):
    """Every text the paint module's ``name`` function (draw_banner, text_image...) is given."""
    seen: list[str] = []
    real = getattr(paint_module, name)

    def spy(*args, **kwargs):
        seen.extend(a for a in args if isinstance(a, str))
        return real(*args, **kwargs)

    monkeypatch.setattr(paint_module, name, spy)
    return seen


def _teams_table(app, options=None):
    """The 4-seat table, curtains lifted, at a person's move (the computers play at once)."""
    session = app.new_session("forfort", 11, TEAMS, NAMES, **({"options": options} if options else {}))
    scene = app.show_table(session)
    for _ in range(50):
        if app.top is scene and scene.mouse_seat() is not None:
            break
        if not lift_curtain(app):
            app.step(1 / 60)
    assert app.top is scene and scene.mouse_seat() is not None
    return session, scene


def test_the_top_bar_names_the_player_to_act_by_name(app, monkeypatch):
    seen = _spy_words(monkeypatch, "draw_banner")
    session, scene = _teams_table(app)
    scene.painter.forget()
    app.draw()
    acting = NAMES[session.state.seat]
    assert any(f"- {acting}:" in words for words in seen), seen
    assert not any(f"- P{session.state.seat + 1}:" in words for words in seen)


def test_the_log_names_the_people_by_name(app):
    session = app.new_session("forfort", 11, ["human", "human"], ["Ana", "Ben"])
    for _ in range(6):
        session.play_bot(session.acting_seats()[0])
    text = " ".join(line.text for line in session.log(0))
    assert "Ben" in text and "P2" not in text


def test_each_fort_wears_its_teams_band_at_four_in_teams(app, monkeypatch):
    seen = _spy_words(monkeypatch, "blit_text")
    session, scene = _teams_table(app)
    scene.painter.forget()
    app.draw()
    assert "Team 1: Ana & Computer (P3)" in seen and "Team 2: Ben & Computer (P4)" in seen


def test_no_team_band_when_four_play_each_for_themselves(app, monkeypatch):
    seen = _spy_words(monkeypatch, "blit_text")
    session, scene = _teams_table(app, {"four_player_mode": "solo"})
    scene.painter.forget()
    app.draw()
    assert not any(words.startswith("Team ") for words in seen)


def test_the_pause_menu_words_name_the_teams():
    session = GameSession("forfort", 11, TEAMS, NAMES)
    assert session.players_words() == "Ana & Computer (P3) vs Ben & Computer (P4)"


def test_the_pause_menu_words_of_a_solo_game_name_every_seat():
    session = GameSession("forfort", 11, TEAMS, NAMES, options={"four_player_mode": "solo"})
    assert session.players_words() == "Ana vs Ben vs Computer (P3) vs Computer (P4)"


def test_the_pause_menu_words_of_fortify_are_unchanged():
    assert GameSession("fortify", 3, ["human", "bot"], ["Ana", "P2"]).players_words() == "Ana vs Computer"


def test_ctrl_z_says_forfort_has_no_undo(app):
    session, scene = _teams_table(app)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.toast_showing and "no undo" in scene.message


def test_the_pause_menu_shows_the_teams(app):
    from fort_desktop.table.scenes.pause_menu import players_line

    session, scene = _teams_table(app)
    assert players_line(session) == "Ana & Computer (P3) vs Ben & Computer (P4)"


def test_the_log_reads_for_the_seat_whose_table_is_drawn_while_a_computer_moves(app, monkeypatch):
    """At 4 seats, while a computer's move shows nobody's hand (viewer None), the table keeps the
    last person's seating picture: the log is worded for that seat ("you", its sides), not for
    an onlooker in the first seat's picture (finding: "you" vs the name, sides turned)."""
    session = app.new_session("forfort", 5, ["human", "bot", "human", "bot"], ["Ana", "P2", "Cleo", "P4"])
    scene = app.show_table(session)
    for _ in range(6):
        session.play_bot(session.acting_seats()[0])
    monkeypatch.setattr(scene.hand_off, "viewer", lambda: None)
    monkeypatch.setattr(scene.hand_off, "layout_seat", lambda: 2)
    shown: list[list[str]] = []
    real = scene.painter.paint
    monkeypatch.setattr(scene.painter, "paint", lambda surface, view, frame: (shown.append(frame.log()),
                                                                            real(surface, view, frame)))
    scene.painter.forget()
    scene.paint(pygame.Surface((scene.canvas_w, 720)), scene.view())
    assert shown and shown[-1] == [line.text for line in session.log(2)][-len(shown[-1]):]
    assert any(line.startswith("You ") for line in shown[-1]), shown[-1]
