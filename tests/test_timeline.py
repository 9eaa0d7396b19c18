"""Looking back on a game move by move (issue 14 item 6), below the screen: positions replayed
through the rules, each move's log lines, who may look as whom, and a new game played on from any
position, for every registered game and the tests' toy game."""
from __future__ import annotations

import pytest

from fort_desktop.session import GameSession
from fort_desktop import timeline as timeline_module
from fort_desktop.timeline import Timeline

from .contract.probes import every_game, registered

ENTRIES = every_game()
SECRET = "5eed" * 8


@pytest.fixture(params=ENTRIES, ids=[e.name for e in ENTRIES])
def entry(request, monkeypatch):
    return registered(monkeypatch, request.param)


_PLAYED: dict = {}


def finished(game: str, seats: list[str], seed: int = 3) -> GameSession:
    """A game played to its end by the computer in every seat (chosen once per file, then replayed)."""
    session = GameSession(game, seed, seats, bot_pace_seconds=0.0, secret=SECRET if "human" in seats else None)
    key = (game, tuple(seats), seed)
    if key not in _PLAYED:
        session.play_out()
        _PLAYED[key] = list(session.actions)
        return session
    for action in _PLAYED[key]:
        assert session.submit(dict(action)) is None
    return session


def test_each_position_is_the_replayed_state_and_each_move_has_its_log_lines(entry):
    session = finished(entry.name, ["human", "human"])
    timeline = Timeline(session)
    count = len(session.actions)
    assert timeline.count == count and timeline.viewers == [None] and timeline.shared_table
    rules = session.rules
    log = session.log(None)
    replayed = GameSession(entry.name, session.seed, session.seats, secret=SECRET)
    for k in range(count + 1):
        if k in (0, 1, count // 2, count):
            assert rules.digest(timeline.state(k)) == replayed.digest, f"position {k}"
            assert timeline.lines(k, None) == [line for line in log if line.index == k - 1]
        if k < count:
            assert replayed.submit(dict(session.actions[k])) is None
    assert timeline.lines(0, None) == [] and timeline.lines(count, None)
    assert timeline.move_words(count) == f"Move {count} of {count}"
    assert timeline.move_words(0).startswith("The deal")
    with pytest.raises(IndexError):
        timeline.state(count + 1)


def test_playing_on_from_a_position_gives_a_new_game_in_that_very_state(entry):
    session = finished(entry.name, ["human", "bot"])
    timeline = Timeline(session)
    k = timeline.count // 2
    new = timeline.play_on(k)
    assert new is not session and new.actions == session.actions[:k]
    assert new.digest == session.rules.digest(timeline.state(k))
    assert (new.seats, new.names, new.secret, new.seed) == (session.seats, session.names, session.secret, session.seed)
    assert len(session.actions) == timeline.count      # the game looked back on is untouched
    with pytest.raises(ValueError, match="over"):
        timeline.play_on(timeline.count)


def test_stepping_back_replays_nothing_once_a_position_is_made(entry, monkeypatch):
    session = finished(entry.name, ["human", "bot"])
    timeline = Timeline(session)
    applied = []
    rules = session.rules
    real_apply = rules.apply
    monkeypatch.setattr(rules, "apply", lambda state, action: applied.append(1) or real_apply(state, action))
    end = timeline.count
    timeline.state(end)
    assert applied == []                               # the last position is the game's own
    timeline.state(end - 1)
    assert len(applied) == end - 1                     # made once, in order from the deal
    for k in range(end - 1, max(0, end - 30), -1):
        timeline.state(k)
    assert len(applied) == end - 1                     # stepping back: no replay at all


def test_a_long_game_keeps_a_few_positions_and_a_jump_replays_from_the_checkpoint_below(monkeypatch):
    session = finished("fort", ["human", "bot"], seed=1)
    timeline = Timeline(session)
    timeline.fill(10**6)
    end = timeline.count
    assert end > timeline_module.RECENT_POSITIONS + 2 * timeline_module.CHECKPOINT_MOVES
    kept = len(timeline._recent) + len(timeline._checkpoints)
    assert kept <= timeline_module.RECENT_POSITIONS + end // timeline_module.CHECKPOINT_MOVES + 1
    applied = []
    rules = session.rules
    real_apply = rules.apply
    monkeypatch.setattr(rules, "apply", lambda state, action: applied.append(1) or real_apply(state, action))
    every = timeline_module.CHECKPOINT_MOVES
    k = (end - timeline_module.RECENT_POSITIONS - 8) // every * every + 7   # out of the recent ones
    assert k > every
    replayed = GameSession.replay("fort", session.seed, session.seats, session.actions[:k], secret=SECRET)
    applied.clear()
    assert session.rules.digest(timeline.state(k)) == replayed.digest
    assert len(applied) == 7                           # from the checkpoint below, not from the deal
    timeline.state(k - 1)
    assert len(applied) == 7                           # and kept


def test_who_may_look_follows_who_sat_at_the_table():
    one = finished("forfort", ["bot", "human", "bot"])
    assert Timeline(one).viewers == [1, None, 0, 2]    # over: the computers' hands are no secret now
    unfinished = GameSession("fort", 3, ["bot", "human"], secret=SECRET)
    for _ in range(12):
        unfinished.play_bot(unfinished.acting_seats()[0])
    assert Timeline(unfinished).viewers == [1, None]   # not over: their own seat or the table only
    nobody = finished("forfort", ["bot", "bot"])
    assert Timeline(nobody).viewers == [None, 0, 1]
    assert Timeline(nobody).viewer_words(None).startswith("Seen by: the table (no hands)")


def test_a_hot_seat_race_under_way_is_not_shown_to_the_other_person():
    """Fortify's hot-seat halves (fortify.md 9): in an unfinished game the moves of a raced step
    still under way stay out of the look-back, as they stay out of the log."""
    session = GameSession("fortify", 4, ["human", "human"], secret=SECRET)
    while True:
        seat = session.acting_seats()[0]
        session.play_bot(seat)
        progress = session.rules.progress(session.state)
        if len(progress.acting) >= 2 and session.streak(seat) >= 2:
            break
    hidden = [i for i in range(len(session.actions)) if i not in {line.index for line in session.log(None)}]
    assert hidden
    timeline = Timeline(session)
    assert timeline.count == min(hidden) < len(session.actions)
    assert all(line.index < timeline.count for line in timeline.log(None))
    with pytest.raises(IndexError):
        timeline.state(timeline.count + 1)


def test_a_tutorial_game_looks_back_and_plays_on_from_its_stacked_deal():
    from fort_desktop import tutorial

    from .test_tutorial import play_lesson

    session = tutorial.new_session("fort", bot_pace_seconds=0.0)
    runner = tutorial.TutorialRunner(session, tutorial.load_script("fort"))
    states = [session.rules.digest(session.state)]
    session.listeners.append(lambda s, action, old: states.append(s.rules.digest(s.state)))
    play_lesson(session, runner, lambda: len(session.actions) >= 12)
    line = Timeline(session)
    assert [session.rules.digest(line.state(k)) for k in range(len(session.actions) + 1)] == states
    again = line.play_on(6)
    assert again.rules.digest(again.state) == states[6] and again.forced == session.forced
