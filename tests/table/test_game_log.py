"""The game log (L): the action list in words, equal to rules.describe of each action, newest at the
bottom; in the hot-seat race the other half of a raced step never shows (fortify.md 9)."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop.session import GameSession
from fort_desktop.table.scenes.game_log import ActionLog, GameLog

from .shell_helpers import key, lift_curtains, played, post

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def described(session):
    """rules.describe(state_before, action) of every action with the players as the table names
    them, replayed from the seed, and " - " why for a computer's move (README: the log says why)."""
    rules = session.rules
    names = [session.player_words(seat) for seat in range(len(session.seats))]
    state = rules.new_game(session.seed, list(session.seats))
    lines = []
    for index, action in enumerate(session.actions):
        lines.append(session.with_reason(index, rules.describe(state, action, names=names)))
        state = rules.apply(state, dict(action))
    return lines


def open_log(app) -> GameLog:
    lift_curtains(app)
    key(app, pygame.K_l)
    assert isinstance(app.top, GameLog)
    return app.top


def test_l_shows_every_action_in_words(app):
    session = played(seed=14, seats=("human", "bot"), actions=60)
    app.show_table(session)
    log = open_log(app)
    assert log.lines() == described(session) and len(log.lines()) == len(session.actions)
    assert any(kind == "heading" and text == "Round 1" for kind, text, _ in log.rows)
    key(app, pygame.K_ESCAPE)
    assert app.top is app.table

    for _ in range(8):  # more actions arrive while the log is closed (described as they come)
        if session.is_over:
            break
        session.play_bot(session.acting_seats()[0])
    log = open_log(app)
    assert log.lines() == described(session)


def test_the_newest_line_is_at_the_bottom_and_the_log_scrolls(app):
    session = played(seed=14, seats=("human", "bot"), actions=120)
    app.show_table(session)
    log = open_log(app)
    assert log.first == max(0, len(log.rows) - log.rows_shown)
    bottom = log.first
    assert bottom > 0
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
    app.step()
    assert log.first < bottom
    key(app, pygame.K_HOME)
    assert log.first == 0
    key(app, pygame.K_END)
    assert log.first == bottom


def test_a_loaded_game_is_replayed_for_its_log():
    session = played(seed=8, seats=("bot", "bot"), actions=200)
    copy = GameSession.replay("fortify", 8, ["bot", "bot"], session.actions)
    log = ActionLog(copy)
    assert [e.text for e in log.visible()] == described(session)


def hot_seat_until(condition, seed=3):
    session = GameSession("fortify", seed, ["human", "human"])
    while not condition(session):
        session.play_bot(session.acting_seats()[0])
    return session


def race_lines(session, phase):
    """(seat, text) of the actions made in the current round's ``phase``."""
    rules = session.rules
    state = rules.new_game(session.seed, list(session.seats))
    out = []
    for action in session.actions:
        if state.round == session.state.round and state.phase == phase:
            out.append((action["seat"], rules.describe(state, action)))
        state = rules.apply(state, dict(action))
    return out


def test_hot_seat_throw_never_shows_the_first_half_to_the_second_player(app):
    def first_half_done(s):
        st = s.state
        return st.phase == "throw" and st.players[st.first].done

    session = hot_seat_until(first_half_done)
    first = session.state.first
    hidden = [text for seat, text in race_lines(session, "throw") if seat == first]
    assert hidden, "the first player made throw actions"
    app.show_table(session)
    log = open_log(app)
    for text in hidden:
        assert text not in log.lines()
    assert not any("Jerk Meeple after" in line for line in log.lines())
    assert len(log.lines()) == len(session.actions) - len(hidden)


def test_hot_seat_build_hides_the_other_half_until_both_are_done(app):
    def first_half_done(s):
        st = s.state
        return st.phase == "build" and st.players[st.first].done

    session = hot_seat_until(first_half_done, seed=11)
    first = session.state.first
    log = ActionLog(session)
    shown = [e.text for e in log.visible()]
    mine = [text for seat, text in race_lines(session, "build") if seat == first]
    assert mine and not any(text in shown for text in mine)
    while session.state.phase == "build":  # the second half ends the race: everything shows
        session.play_bot(session.acting_seats()[0])
    assert [e.text for e in log.visible()] == described(session)


def test_during_the_first_half_its_own_lines_show(app):
    def some_throw(s):
        st = s.state
        return st.phase == "throw" and st.players[st.first].rolled

    session = hot_seat_until(some_throw)
    log = ActionLog(session)
    assert [e.text for e in log.visible()] == described(session)


def test_against_the_computer_nothing_is_hidden():
    session = GameSession("fortify", 3, ["human", "bot"])
    while not (session.state.phase == "throw" and any(p.done for p in session.state.players)):
        session.play_bot(session.acting_seats()[0])
    assert [e.text for e in ActionLog(session).visible()] == described(session)


def test_l_writes_the_log_in_the_words_of_the_person_at_the_table(app):
    """Trial (issue 9): Ben's full log (L) named slots as Ana sees them ("bottom-left corner") while
    his own table said "top-right corner". The log is written for the seat at the mouse."""
    from fort_desktop.session import describe_with_names

    session = GameSession("forfort", 5, ["bot", "human"], ["P1", "Ben"], bot_pace_seconds=0.0)
    while len(session.actions) < 12:
        session.play_bot(session.acting_seats()[0])
    app.show_table(session)
    lift_curtains(app)
    key(app, pygame.K_l)
    assert isinstance(app.top, GameLog) and app.action_log.viewer == 1
    names = [session.player_words(s) for s in range(2)]
    state = session.rules.new_game(session.seed, list(session.seats), dict(session.options))
    for index, (entry, action) in enumerate(zip(app.action_log.catch_up(), session.actions)):
        assert entry.text == session.with_reason(index, describe_with_names(session.rules, state, action, 1, names), 1)
        state = session.rules.apply(state, dict(action))
