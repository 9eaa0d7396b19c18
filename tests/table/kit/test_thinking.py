"""The computer thinks away from the frame loop (issue 16 item 5): the table asks, keeps drawing, and
submits the answer when it comes, the same move as deciding in the frame."""
from fort_desktop.session import GameSession, answer
from fort_desktop.table.kit.thinking import AwayThinking
from fort_desktop.thinker import Thinker


class HeldThinker:
    """A worker stand-in in this thread: answers only once ``release``d."""

    def __init__(self):
        self.asked, self.released = [], False

    def ask(self, key, ask):
        self.asked.append((key, ask))

    def poll(self):
        if not self.released or not self.asked:
            return None
        key, ask = self.asked.pop(0)
        chosen, reason = answer(ask)
        return key, chosen, reason, ""


def test_the_table_keeps_drawing_while_the_computer_thinks_then_plays_its_move(app):
    first_secret = f"{1:032x}"                         # the tests' first deal secret (conftest)
    seed = next(n for n in range(50)
                if GameSession("forfort", n, ["bot", "human"], secret=first_secret).acting_seats() == [0])
    app.start_game("forfort", seed, ["bot", "human"])
    table = app.top
    assert table.session.secret == first_secret
    held = HeldThinker()
    table.think_away, table.thinker = True, (lambda: held)
    same = GameSession("forfort", seed, ["bot", "human"], secret=first_secret)
    expected = same.bot_action(0)
    for _ in range(5):
        app.step()                                    # frames go on, nothing played yet
    assert table.session.actions == [] and len(held.asked) == 1 and held.asked[0][1].seat == 0
    assert table.away_thinking().thinking()
    held.released = True
    app.step()
    assert table.session.actions == [expected]        # the move the frame would have made
    assert 0 in table.session.reasons                 # with its reason for the log


def test_a_worker_process_answers_as_the_frame_would_and_is_not_waited_for():
    worker = Thinker(slow_seconds=0.2, spin=False)
    try:
        session = GameSession("forfort", 8, ["bot:easy", "bot"])
        alone = GameSession("forfort", 8, ["bot:easy", "bot"])
        away = AwayThinking(session, lambda: worker)
        assert away.action_for(session.next_bot(), True) is None      # asked; it holds 0.2 s at least
        while len(session.actions) < 6:
            action = away.action_for(session.next_bot(), True)
            if action is not None:
                assert session.submit(action) is None
                alone.play_bot(alone.next_bot())
                assert session.digest == alone.digest and session.reasons == alone.reasons
        assert worker.asked == 6
    finally:
        worker.close()
    assert not worker.alive


def test_a_scripted_move_is_played_when_due_and_the_worker_never_asked():
    session = GameSession("forfort", 2, ["bot", "bot"])
    seat = session.next_bot()
    scripted = session.legal_actions(seat)[-1]
    session.chooser = lambda s: dict(scripted)
    held = HeldThinker()
    away = AwayThinking(session, lambda: held)
    assert away.action_for(seat, False) is None
    assert away.action_for(seat, True) == scripted and held.asked == []


def test_a_forced_move_is_played_in_the_frame_and_no_worker_is_started():
    session = GameSession("fortify", 1, ["bot", "bot"])
    for _ in range(400):                              # on to a seat whose one legal move is its grab
        seat = session.next_bot(session.acting_seats())
        if len(session.legal_actions(seat)) == 1:
            break
        session.play_bot(seat)
    assert len(session.legal_actions(seat)) == 1
    alone = GameSession("fortify", 1, ["bot", "bot"])
    for action in session.actions:
        assert alone.submit(dict(action)) is None
    started = []
    away = AwayThinking(session, lambda: started.append(1) or HeldThinker())
    assert away.action_for(seat, False) is None       # not due yet: nothing asked, nothing played
    action = away.action_for(seat, True)
    assert action is not None and started == []
    assert session.submit(action) is None
    alone.play_bot(seat)                              # the move and reason the frame gives
    last = len(session.actions) - 1
    assert session.digest == alone.digest and session.reasons.get(last) == alone.reasons.get(last)
