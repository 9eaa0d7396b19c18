"""The kit's GameTable with a tiny stand-in game: one view per state, refusals shown, bot pacing,
fast mode, nothing running while covered, the game-over hand-off, and when it needs frames."""
from __future__ import annotations


from fort_desktop.table.kit.game_table import GameTable
from fort_desktop.table.kit.handoff import TurnCurtain

from .fake_game import CountSession


class Stage:
    """Just enough of an App: a scene stack top and settings."""

    def __init__(self, headless=False):
        self.settings = {"animation_speed": 1.0}
        self.headless = headless
        self.top = None
        self.curtains = []


def table_for(session, headless=False, over=None):
    stage = Stage(headless)
    table = GameTable(stage, session, on_game_over=over)
    table.hand_off = TurnCurtain(session, lambda seat, waiting, note, ready: stage.curtains.append(ready))
    stage.top = table
    return stage, table


def test_the_view_is_made_once_per_state_not_once_per_frame():
    session = CountSession(seats=("human", "human"))
    _, table = table_for(session)
    for _ in range(30):
        table.view()
    assert session.rules.views == 1
    session.submit({"type": "add", "seat": 0})
    table.view()
    assert session.rules.views == 2


def test_a_refused_action_gives_its_reason_and_changes_nothing():
    session = CountSession(seats=("human", "human"))
    _, table = table_for(session)
    assert table.submit({"type": "add", "seat": 1}) == "it is not your turn"
    assert session.state.count == 0
    assert table.submit({"type": "add", "seat": 0}) is None and session.state.count == 1


def test_a_bot_waits_its_pace_before_acting():
    session = CountSession(seats=("human", "bot"), pace=0.5)
    session.submit({"type": "add", "seat": 0})          # the bot's turn now
    _, table = table_for(session)
    table.update(0.4)
    assert session.state.count == 1
    table.update(0.2)
    assert session.state.count == 2


def test_headless_with_nobody_seated_the_bots_play_at_once():
    session = CountSession(seats=("bot", "bot"), goal=10)
    _, table = table_for(session, headless=True)
    assert table.fast
    table.update(1 / 60)
    assert session.is_over


def test_nothing_runs_while_another_scene_covers_the_table():
    session = CountSession(seats=("human", "bot"), pace=0.1)
    session.submit({"type": "add", "seat": 0})
    stage, table = table_for(session)
    stage.top = object()                                # a menu over the table
    table.update(5.0)
    assert session.state.count == 1 and table.now == 0.0


def test_the_result_is_handed_on_once_after_a_moment():
    results = []
    session = CountSession(seats=("human", "human"), goal=1)
    session.submit({"type": "add", "seat": 0})
    _, table = table_for(session, over=results.append)
    table.update(0.5)
    assert results == []
    table.update(1.0)
    table.update(1.0)
    assert len(results) == 1


def test_an_untouched_table_needs_no_frame_until_a_bot_is_due():
    session = CountSession(seats=("human", "bot"), pace=0.5)
    _, table = table_for(session)
    table.update(0.0)
    table.dirty = False
    assert table.wake_in() is None                      # the person's turn: only input matters
    session.submit({"type": "add", "seat": 0})
    table.update(0.1)
    table.dirty = False
    assert abs(table.wake_in() - 0.4) < 1e-6            # the bot moves in 0.4 s


def test_a_refusal_toast_keeps_the_table_awake_until_it_goes():
    session = CountSession(seats=("human", "human"))
    _, table = table_for(session)
    table.say("no", seconds=2.0)
    table.dirty = False
    assert abs(table.wake_in() - 2.0) < 1e-6


def test_describe_is_asked_for_the_viewer():
    session = CountSession(seats=("human", "bot"))
    _, table = table_for(session)
    assert table.describe(session.state, {"type": "add", "seat": 0}) == "P1 adds one"


def test_a_refusal_names_its_fault_but_a_tutorial_s_first_lets_is_said_as_it_is():
    from fort_desktop.table.kit.game_table import GameTable

    assert GameTable.refusal_words("it overlaps a card", "Can't place it there") == \
        "Can't place it there: it overlaps a card"
    assert GameTable.refusal_words("First, let's roll your dice", "Not there") == "First, let's roll your dice"
    assert GameTable.refusal_words("Put it down on your side") == "Put it down on your side"
