"""GameSession.undo (TABLE.md "Undo"): a person takes back their own actions within their step,
never back across a draw, a shuffle, a roll, a reveal, a hand-off, a computer's action or the end;
the autosaver and the game log hear an undo from the session, and afterwards hold exactly what a
replay of the shorter action list gives."""
from __future__ import annotations

import json
from dataclasses import dataclass, replace

import pytest

from fort_desktop import paths, saves
from fort_desktop.rules.base import Progress, Refusal, Result, RulesBase, digest_of
from fort_desktop.session import NO_UNDO_IN_GAME, NOTHING_TO_UNDO, GameSession, Undone
from fort_desktop.table.autosaver import Autosaver
from fort_desktop.table.scenes.game_log import ActionLog

BARRIERS = ("draw", "shuffle", "roll", "reveal")


@dataclass(frozen=True)
class Tally:
    total: int = 0
    turn: int = 0
    hidden: int = 0     # stands for a deck: a draw, shuffle, roll or reveal changes it


class TallyRules(RulesBase[Tally]):
    """A toy game: on your turn ``add`` 1 or 2 (no barrier), ``draw``/``shuffle``/``roll``/``reveal``
    (barriers), ``end`` (hands play on, a barrier) or ``slip`` (hands play on, but the rules forget to
    call it a barrier: the session sees the hand-off itself). Whoever reaches 9 wins."""

    name = "tally"
    min_seats = 2
    max_seats = 2

    def new_game(self, seed, seats, options=None):
        return Tally()

    def acting_seats(self, state):
        return [] if self.is_over(state) else [state.turn]

    def legal_actions(self, state, seat):
        if seat not in self.acting_seats(state):
            return []
        return ([{"type": "add", "seat": seat, "n": n} for n in (1, 2)]
                + [{"type": kind, "seat": seat} for kind in (*BARRIERS, "end", "slip")])

    def apply(self, state, action):
        if not isinstance(action, dict) or action.get("seat") not in self.acting_seats(state):
            return Refusal("not your turn")
        kind = action.get("type")
        if kind == "add" and action.get("n") in (1, 2):
            return replace(state, total=state.total + action["n"])
        if kind in BARRIERS:
            return replace(state, hidden=state.hidden + 1)
        if kind in ("end", "slip"):
            return replace(state, turn=1 - state.turn)
        return Refusal("no such action")

    def is_undo_barrier(self, state, action):
        return action.get("type") in (*BARRIERS, "end")

    def progress(self, state, *, names=None):
        return Progress(1, "play", tuple(self.acting_seats(state)), f"total {state.total}")

    def is_over(self, state):
        return state.total >= 9

    def result(self, state):
        return Result((state.turn,), rounds=1) if self.is_over(state) else None

    def view(self, state, seat):
        return state

    def digest(self, state):
        return digest_of([state.total, state.turn, state.hidden])

    def describe(self, state, action, viewer=None, *, names=None):
        return f"P{action['seat'] + 1} {action['type']} {action.get('n', '')}".strip()


class FinalRules(TallyRules):
    """The same game declared without undo: every move is final."""

    has_undo = False


def tally(seats=("human", "human"), rules=None):
    return GameSession("tally", 1, list(seats), rules=rules or TallyRules())


def add(seat, n=1):
    return {"type": "add", "seat": seat, "n": n}


def replayed(session):
    """A fresh session of the same game replaying ``session``'s actions."""
    return GameSession.replay(session.game, session.seed, session.seats, session.actions, session.names,
                              rules=session.rules, options=session.options)


# -- within a step -------------------------------------------------------------------------------
def test_a_persons_own_actions_are_taken_back_last_first():
    s = tally()
    start = s.state
    s.submit(add(0, 1))
    after_one = s.state
    s.submit(add(0, 2))
    assert s.can_undo(0)
    assert s.undo(0) is None and s.state is after_one and s.actions == [add(0, 1)]
    assert s.undo(0) is None and s.state is start and s.actions == []
    assert isinstance(s.undo(0), Refusal) and s.state is start


def test_undo_puts_the_step_count_back_as_a_replay_has_it():
    s = tally()
    for n in (1, 2, 1):
        s.submit(add(0, n))
    s.undo(0)
    assert s.streak(0) == replayed(s).streak(0) == 2


def test_a_refused_action_keeps_what_can_be_taken_back():
    s = tally()
    s.submit(add(0))
    assert isinstance(s.submit(add(1)), Refusal)
    assert s.undo(0) is None and s.actions == []


def test_after_an_undo_the_person_plays_on_and_can_take_that_back_too():
    s = tally()
    s.submit(add(0, 1))
    s.undo(0)
    s.submit(add(0, 2))
    assert s.state.total == 2 and s.undo(0) is None and s.state.total == 0


# -- what stands ---------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", BARRIERS)
def test_undo_never_goes_back_across_a_barrier(kind):
    s = tally()
    s.submit(add(0, 1))
    s.submit({"type": kind, "seat": 0})
    s.submit(add(0, 2))
    assert s.undo(0) is None                          # the add after the barrier
    kept = s.state
    refusal = s.undo(0)
    assert isinstance(refusal, Refusal) and refusal.reason == NOTHING_TO_UNDO
    assert s.state is kept and len(s.actions) == 2


def test_undo_never_goes_back_across_a_hand_off_the_rules_call_a_barrier():
    s = tally()
    s.submit(add(0))
    s.submit({"type": "end", "seat": 0})
    assert not s.can_undo(0) and not s.can_undo(1) and len(s.actions) == 2


def test_the_session_sees_a_hand_off_the_rules_forgot():
    s = tally()
    s.submit(add(0))
    s.submit({"type": "slip", "seat": 0})
    assert isinstance(s.undo(0), Refusal) and isinstance(s.undo(1), Refusal) and len(s.actions) == 2


def test_another_seat_cannot_take_back_a_persons_action():
    s = tally()
    s.submit(add(0))
    assert isinstance(s.undo(1), Refusal) and isinstance(s.undo(None), Refusal)
    assert s.actions == [add(0)]


def test_another_seats_action_ends_what_can_be_taken_back():
    s = tally()
    s.submit(add(0))
    s.submit({"type": "slip", "seat": 0})
    s.submit(add(1))
    assert s.undo(1) is None and len(s.actions) == 2      # P2's own add
    assert not s.can_undo(0) and not s.can_undo(1)        # P1's run stands


def test_a_computers_action_cannot_be_taken_back():
    s = tally(seats=("bot", "human"))
    s.submit(add(0))
    assert not s.can_undo(0) and not s.can_undo(1)


def test_the_end_of_the_game_stands():
    s = tally()
    for n in (2, 2, 2, 2):
        s.submit(add(0, n))
    s.submit(add(0, 1))                                   # reaches 9: nobody may act
    assert s.is_over and isinstance(s.undo(0), Refusal) and s.is_over


def test_a_game_without_undo_says_every_move_is_final():
    s = tally(rules=FinalRules())
    s.submit(add(0))
    refusal = s.undo(0)
    assert isinstance(refusal, Refusal) and refusal.reason == NO_UNDO_IN_GAME and s.actions == [add(0)]


def test_a_state_set_from_outside_is_not_taken_back_across():
    s = tally()
    s.submit(add(0))
    s.state = TallyRules().new_game(1, ["human", "human"])   # a tool resets the position
    assert not s.can_undo(0)


def test_a_replayed_game_can_take_back_what_the_uninterrupted_one_could():
    s = tally()
    s.submit(add(0, 1))
    s.submit({"type": "draw", "seat": 0})
    s.submit(add(0, 2))
    copy = replayed(s)
    assert copy.undo(0) is None and copy.digest == GameSession.replay(
        "tally", 1, ["human", "human"], s.actions[:2], rules=TallyRules()).digest
    assert not copy.can_undo(0)


# -- who hears it --------------------------------------------------------------------------------
def test_undo_listeners_hear_each_undo_and_move_listeners_do_not():
    s = tally()
    moves, undos = [], []
    s.listeners.append(lambda session, action, old: moves.append(action))
    s.undo_listeners.append(lambda session, undone: undos.append((session, undone)))
    before = s.state
    s.submit(add(0, 2))
    after = s.state
    s.undo(0)
    assert moves == [add(0, 2)]
    assert undos == [(s, Undone(index=0, seat=0, action=add(0, 2), before=before, after=after))]
    s.undo(0)                                             # refused: nobody hears anything
    assert len(undos) == 1


def test_the_session_log_shows_no_undone_move():
    s = tally()
    s.submit(add(0, 1))
    s.log(0)                                              # described before the undo
    s.submit(add(0, 2))
    s.log(0)
    s.undo(0)
    assert [line.text for line in s.log(0)] == ["P1 add 1"] == [line.text for line in replayed(s).log(0)]
    s.submit(add(0, 1))
    assert [line.text for line in s.log(0)] == ["P1 add 1", "P1 add 1"]


def test_the_game_log_drops_the_undone_line_as_a_replay_has_it():
    s = tally()
    log = ActionLog(s)
    s.submit(add(0, 1))
    s.submit(add(0, 2))
    log.catch_up()
    s.undo(0)
    assert log.entries == ActionLog(replayed(s)).catch_up()
    s.submit(add(0, 1))
    assert [e.text for e in log.catch_up()] == ["P1 add 1", "P1 add 1"]


# -- the autosave, with a real game ------------------------------------------------------------
@pytest.fixture
def user_dirs(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(paths.CONFIG_DIR_ENV, str(tmp_path / "config"))
    return tmp_path


def fort_play_then_add(session):
    """P1 plays a card that takes an add, then adds one (Fort, seed 8); returns the state after the play."""
    for play in [a for a in session.legal_actions(0) if a["type"] == "play"]:
        session.submit(play)
        adds = [a for a in session.legal_actions(0) if a["type"] == "add"]
        if adds:
            after_play = session.state
            session.submit(adds[0])
            return after_play
        if session.undo(0) is not None:
            break
    pytest.skip("no play with an add in this deal")


def without_time(data):
    return {key: value for key, value in data.items() if key != "saved_at"}


def test_the_autosave_after_an_undo_is_the_save_of_the_shorter_game(user_dirs):
    session = GameSession("fort", 8, ["human", "bot"], bot_pace_seconds=0.0)
    errors = []
    saver = Autosaver(errors.append)
    assert saver.attach(session)
    after_play = fort_play_then_add(session)
    writes = saver.writes
    assert session.undo(0) is None and session.state is after_play
    assert saver.writes == writes + 1 and not errors
    on_disk = json.loads(saves.autosave_path().read_text(encoding="utf-8"))
    assert without_time(on_disk) == without_time(saves.session_to_data(replayed(session)))
    loaded = saves.load_autosave().session
    assert loaded.actions == session.actions and loaded.digest == session.digest


def test_a_detached_autosaver_hears_no_undo(user_dirs):
    session = GameSession("fort", 8, ["human", "bot"], bot_pace_seconds=0.0)
    saver = Autosaver(lambda message: None)
    saver.attach(session)
    fort_play_then_add(session)
    saver.detach()
    writes = saver.writes
    assert session.undo(0) is None and saver.writes == writes and not session.undo_listeners


# -- real games' barriers ------------------------------------------------------------------------
def test_fort_takes_back_an_add_and_the_play_but_not_a_hand_off():
    session = GameSession("fort", 8, ["human", "human"])
    start = session.state
    after_play = fort_play_then_add(session)
    assert session.undo(0) is None and session.state is after_play
    assert session.undo(0) is None and session.state is start and session.actions == []
    while session.acting_seats() == [0]:                  # P1's whole turn, to the hand-off
        acts = session.legal_actions(0)
        session.submit(next((a for a in acts if a["type"] in ("confirm", "skip", "pass")), acts[0]))
    count = len(session.actions)
    assert not any(session.can_undo(seat) for seat in (0, 1)) and len(session.actions) == count


def test_fortify_never_takes_back_a_roll_or_a_placement():
    session = GameSession("fortify", 3, ["human", "human"])
    seat = session.acting_seats()[0]
    session.submit(session.legal_actions(seat)[0])        # a placement reveals the next Fort Card
    assert not session.can_undo(seat) and len(session.actions) == 1
