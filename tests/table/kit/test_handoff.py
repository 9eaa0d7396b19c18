"""The turn curtain: a curtain whenever the human who must act changes, never otherwise."""
from __future__ import annotations

from fort_desktop.table.kit.handoff import BOT_HOLD_SECONDS, TurnCurtain

from .fake_game import CountSession


def policy(session):
    raised = []
    hand_off = TurnCurtain(session, lambda seat, waiting, note, ready: raised.append((seat, waiting, ready)))
    return hand_off, raised


def test_two_people_get_a_curtain_each_time_the_acting_person_changes():
    session = CountSession(seats=("human", "human"))
    hand_off, raised = policy(session)
    hand_off.sync()
    assert [(s, w) for s, w, _ in raised] == [(0, 1)]
    assert hand_off.mouse_seat() is None               # nobody acts behind the curtain
    raised[0][2]()
    assert hand_off.mouse_seat() == 0 and hand_off.viewer() == 0
    session.submit({"type": "add", "seat": 0})
    hand_off.sync()
    assert [(s, w) for s, w, _ in raised[1:]] == [(1, 0)]
    raised[1][2]()
    assert hand_off.viewer() == 1


def test_the_same_person_acting_again_gets_no_curtain():
    session = CountSession(seats=("human", "human", "bot"))
    hand_off, raised = policy(session)
    hand_off.sync()
    raised[0][2]()
    hand_off.sync()
    hand_off.sync()
    assert len(raised) == 1


def test_one_person_against_the_computer_never_gets_a_curtain():
    session = CountSession(seats=("human", "bot"))
    hand_off, raised = policy(session)
    for _ in range(3):
        hand_off.sync()
        if session.acting_seats() == [0]:
            session.submit({"type": "add", "seat": 0})
        else:
            session.play_bot(1)
    assert raised == [] and hand_off.viewer() == 0


def test_bots_wait_while_a_curtain_is_up():
    session = CountSession(seats=("human", "human", "bot"))
    hand_off, raised = policy(session)
    hand_off.sync()
    session.state = session.state.__class__(count=2, turn=2, seats=3)
    assert not hand_off.bot_may_act(2)                 # the curtain for P1 is still up
    raised[0][2]()
    assert hand_off.bot_may_act(2)


def test_while_the_computer_acts_between_two_people_nobodys_hand_is_drawn():
    session = CountSession(seats=("human", "bot", "human"))
    hand_off, raised = policy(session)
    hand_off.sync()
    raised[0][2]()
    assert hand_off.viewer() == 0
    session.submit({"type": "add", "seat": 0})      # now the computer (P2) acts
    hand_off.sync()
    assert hand_off.viewer() is None and len(raised) == 1
    session.submit({"type": "add", "seat": 1})      # P3, a person: the computer's move shows, then a curtain
    hand_off.sync(10.0)
    assert hand_off.holding and hand_off.viewer() is None and len(raised) == 1
    hand_off.sync(10.0 + BOT_HOLD_SECONDS)
    assert [(s, w) for s, w, _ in raised[1:]] == [(2, 0)]
    raised[1][2]()
    assert hand_off.viewer() == 2


def test_a_game_that_opens_on_the_computer_shows_no_persons_hand():
    hand_off, _ = policy(CountSession(seats=("bot", "human", "human")))
    hand_off.sync()
    assert hand_off.viewer() is None
