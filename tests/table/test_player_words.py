"""The players are named alike everywhere (issue 7): the game log, the pause menu and a save's
summary call the person by the name the table shows and the computer "Computer", and give the round
``rules.progress`` gives (the one on the table's top bar)."""
from __future__ import annotations

from fort_desktop import saves
from fort_desktop.table.scenes.game_log import ActionLog
from fort_desktop.table.scenes.pause_menu import game_line, players_line

from .shell_helpers import played


def ana_against_the_computer(actions=60):
    return played(seed=14, seats=("human", "bot"), actions=actions, names=["Ana", "P2"])


def test_the_log_calls_the_person_by_name_and_the_bot_computer():
    session = ana_against_the_computer()
    texts = [entry.text for entry in ActionLog(session).catch_up()]
    by_seat = {seat: [t for t, a in zip(texts, session.actions) if a.get("seat") == seat] for seat in (0, 1)}
    assert by_seat[0] and all("P1" not in t for t in by_seat[0]) and any("Ana" in t for t in by_seat[0])
    assert by_seat[1] and all("P2" not in t for t in by_seat[1]) and any("Computer" in t for t in by_seat[1])


def test_a_save_summary_names_the_computer():
    session = ana_against_the_computer(actions=5)
    assert "Ana vs Computer" in saves.session_to_data(session)["summary"]


def test_the_pause_menu_names_the_computer():
    assert players_line(ana_against_the_computer(actions=5)) == "Ana vs Computer"


def test_every_round_shown_is_the_round_the_rules_progress_gives():
    session = ana_against_the_computer(actions=0)
    rounds_seen = set()
    for _ in range(400):
        if session.is_over:
            break
        expected = session.rules.progress(session.state).round
        rounds_seen.add(expected)
        assert f"round {expected}  -" in game_line(session)
        session.play_bot(session.acting_seats()[0])
    log = ActionLog(session).catch_up()
    replay = session.rules.new_game(session.seed, list(session.seats))
    for entry, action in zip(log, session.actions):
        assert entry.round == session.rules.progress(replay).round
        replay = session.rules.apply(replay, dict(action))
    assert len(rounds_seen) >= 2
