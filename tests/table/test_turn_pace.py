"""The computer's pace in a game of turns (issue 14): at the default pace a computer's turn takes
about 5 s (it took 25), each move a second, and in a game with people its last move stays on screen
at least 1.5 s before the next person's curtain (times are the frames' simulated seconds)."""
from __future__ import annotations

import pytest

from fort_desktop.session import GameSession
from fort_desktop.settings import Settings
from fort_desktop.table.kit.handoff import BOT_HOLD_SECONDS
from fort_desktop.table.scenes.curtain import Curtain

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")

DT = 1 / 60


@pytest.mark.parametrize("game, seats", [("fort", ["bot", "human", "human"]), ("forfort", ["bot", "human"])])
def test_a_computer_turn_at_the_default_pace_takes_about_5_s_and_shows_1_5_s_before_a_curtain(app, game, seats):
    pace = Settings().bot_pace_seconds
    app.settings["bot_pace_seconds"] = pace
    session = GameSession(game, 3, seats, bot_pace_seconds=pace)
    app.show_table(session)
    seconds, times, curtain = 0.0, [], None
    seen = len(session.actions)
    for _ in range(int(40 / DT)):          # the computer's first turn, until a person must act
        app.step(DT)
        seconds += DT
        while len(session.actions) > seen:
            if session.actions[seen].get("seat") == 0:
                times.append(seconds)
            seen += 1
        if times and isinstance(app.top, Curtain):
            curtain = seconds
            break
        if times and seats.count("human") == 1 and 1 in session.acting_seats():
            break
    assert times, "the computer never moved"
    gaps = [b - a for a, b in zip([0.0] + times, times)]
    assert min(gaps) >= 1.0 - 2 * DT and max(gaps) <= 1.0 + 2 * DT, gaps   # a second a move
    assert times[-1] <= 6.0, times                                          # the whole turn: about 5 s
    if "human" in seats[2:]:    # two people: the next one's curtain waits until the move was seen
        assert curtain is not None and curtain - times[-1] >= BOT_HOLD_SECONDS - 2 * DT, (curtain, times)
