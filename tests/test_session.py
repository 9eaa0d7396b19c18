"""GameSession: submitting, listeners, replays, bots; through the GameRules verbs only."""
from __future__ import annotations

import random
from dataclasses import dataclass, replace

import pytest

from fort_desktop.rules.base import Refusal, Result, RulesBase, digest_of
from fort_desktop.session import GameSession


@dataclass(frozen=True)
class CountState:
    total: int
    turn: int
    rng_state: object
    last_roll: int = 0


class CountToTen(RulesBase["CountState"]):
    """A toy game: on your turn add 1 or 2, or roll a die (adds 1-3 from the state's RNG); whoever
    reaches 10 wins. With ``race`` every seat may act at once and only ``grab`` (with ``ms``)."""

    name = "count"
    min_seats = 2
    max_seats = 3

    def __init__(self, race: bool = False):
        self.race = race

    def new_game(self, seed, seats, options=None):
        if not self.min_seats <= len(seats) <= self.max_seats:
            raise ValueError("bad seats")
        return CountState(0, 0, random.Random(seed).getstate())

    def acting_seats(self, state):
        if self.is_over(state):
            return []
        return [0, 1] if self.race else [state.turn]

    def legal_actions(self, state, seat):
        if seat not in self.acting_seats(state):
            return []
        if self.race:
            return [{"type": "grab", "seat": seat, "ms": None}]
        return [{"type": "add", "seat": seat, "n": 1}, {"type": "add", "seat": seat, "n": 2},
                {"type": "roll", "seat": seat}]

    def apply(self, state, action):
        seat = action.get("seat")
        if seat not in self.acting_seats(state):
            return Refusal("not your turn")
        if action.get("type") == "grab":
            if not isinstance(action.get("ms"), int):
                return Refusal("a grab needs its race time")
            return replace(state, total=10, turn=seat)
        if action.get("type") == "roll":
            rng = random.Random()
            rng.setstate(state.rng_state)
            n = rng.randint(1, 3)
            total = state.total + n
            return replace(state, total=total, turn=state.turn if total >= 10 else (state.turn + 1) % 2,
                           rng_state=rng.getstate(), last_roll=n)
        if action.get("type") != "add" or action.get("n") not in (1, 2):
            return Refusal("add 1 or 2")
        total = state.total + action["n"]
        return replace(state, total=total, turn=state.turn if total >= 10 else (state.turn + 1) % 2)

    def complete_action(self, state, action, seat_ms):
        if action.get("type") == "grab" and action.get("ms") is None:
            return dict(action, ms=seat_ms)
        return action

    def is_over(self, state):
        return state.total >= 10

    def result(self, state):
        return Result((state.turn,), rounds=1, reason="reached 10") if self.is_over(state) else None

    def view(self, state, seat):
        return state

    def digest(self, state):
        return digest_of([state.total, state.turn, state.last_roll, repr(state.rng_state)])

    def describe(self, state, action, viewer=None, *, names=None):
        return str(action)


def session(**kwargs):
    kwargs.setdefault("rules", CountToTen())
    return GameSession("count", kwargs.pop("seed", 5), kwargs.pop("seats", ["human", "human"]), **kwargs)


def test_submit_applies_and_records_the_action():
    s = session()
    assert s.submit({"type": "add", "seat": 0, "n": 2}) is None
    assert s.state.total == 2 and s.actions == [{"type": "add", "seat": 0, "n": 2}]


def test_refused_action_changes_nothing_and_gives_the_reason():
    s = session()
    before = s.digest
    refusal = s.submit({"type": "add", "seat": 1, "n": 1})
    assert isinstance(refusal, Refusal) and refusal.reason == "not your turn"
    assert s.actions == [] and s.digest == before


def test_listeners_get_session_action_and_old_state():
    s = session()
    seen = []
    s.listeners.append(lambda sess, action, old: seen.append((sess, action, old.total, sess.state.total)))
    s.submit({"type": "add", "seat": 0, "n": 1})
    s.submit({"type": "add", "seat": 0, "n": 1})  # refused: P2's turn; no call
    assert seen == [(s, {"type": "add", "seat": 0, "n": 1}, 0, 1)]


def test_replay_reaches_the_same_digest():
    s = session(seats=["bot", "bot"], seed=11)
    s.play_out()
    again = GameSession.replay("count", 11, ["bot", "bot"], s.actions, rules=CountToTen())
    assert again.digest == s.digest and again.is_over and again.result == s.result


def test_replay_names_the_first_refused_action():
    actions = [{"type": "add", "seat": 0, "n": 1}, {"type": "add", "seat": 0, "n": 1}]
    with pytest.raises(ValueError, match=r"action 1 .*not your turn"):
        GameSession.replay("count", 1, ["human", "human"], actions, rules=CountToTen())


def test_play_out_ends_the_game_with_a_result_line():
    s = session(seats=["bot", "human"], seed=3)
    result = s.play_out()
    assert s.is_over and result == s.result and result.winners
    assert s.result_line() == f"result: game=count seed=3 winner={result.winner_text()} rounds=1"


def test_play_out_for_bots_only_stops_at_a_human_turn():
    s = session(seats=["bot", "human"])
    assert s.play_out(every_seat=False) is None
    assert s.acting_seats() == [1] and len(s.actions) == 1


def test_bot_fills_the_race_time_from_its_pace():
    s = session(rules=CountToTen(race=True), seats=["bot", "bot"], bot_pace_seconds=0.25)
    action = s.bot_action(1)
    assert action == {"type": "grab", "seat": 1, "ms": 250}


def test_bot_action_for_a_seat_that_may_not_act_is_an_error():
    s = session()
    with pytest.raises(ValueError, match="P2 may not act"):
        s.bot_action(1)


def test_bad_seat_kind_and_count_are_refused():
    with pytest.raises(ValueError, match="'alien'"):
        session(seats=["human", "alien"])
    with pytest.raises(ValueError, match="needs 2 to 3 seats, got 1"):
        session(seats=["human"])
    with pytest.raises(ValueError, match="2 names for 3 seats"):
        session(seats=["human"] * 3, names=["a", "b"])


def test_unknown_game_is_a_key_error():
    with pytest.raises(KeyError):
        GameSession("chess", 1, ["human", "human"])


def test_default_names_and_hot_seat():
    s = session()
    assert s.names == ["P1", "P2"] and s.hot_seat
    assert not session(seats=["human", "bot"]).hot_seat


def test_fortify_bots_replay_to_the_same_digest():
    s = GameSession("fortify", 7, ["bot", "bot"])
    s.play_out()
    assert s.is_over and s.result_line().startswith("result: game=fortify seed=7 winner=")
    again = GameSession.replay("fortify", 7, ["bot", "bot"], s.actions)
    assert again.digest == s.digest
    assert GameSession("fortify", 7, ["bot", "bot"]).play_out() == s.result  # same seed, same game


def test_progress_and_the_log_use_the_players_names():
    s = GameSession("fortify", 3, ["human", "human"], ["Ana", "Ben"])
    assert s.progress().text.startswith("Round 1 - Build: Ana and Ben place")
    s.submit(s.complete({"type": "grab", "seat": 0, "ms": None}))
    assert s.log(0)[0].text.startswith("Ana stopped (4 cards to the discard) and reached for the Cousin Meeple")


def test_the_log_hides_the_other_half_of_a_hot_seat_race_until_the_step_is_over():
    s = GameSession("fortify", 3, ["human", "human"])
    assert s.submit({"type": "skip", "seat": 0}) is None
    assert [line.seat for line in s.log(1)] == [] and [line.seat for line in s.log(0)] == [0]
    assert [line.seat for line in s.log(1, hide_race=False)] == [0]
    s.submit({"type": "grab", "seat": 0, "ms": 100})
    s.submit({"type": "grab", "seat": 1, "ms": 200})  # the build step is over: everything shows
    assert {line.seat for line in s.log(1) if not line.outcome} == {0, 1}


def test_the_log_of_a_resumed_game_is_the_same_as_the_one_built_action_by_action():
    live = GameSession("fortify", 8, ["bot", "bot"])
    live.log(None)  # kept up to date as actions come
    for _ in range(60):
        live.play_bot(live.acting_seats()[0])
    again = GameSession.replay("fortify", 8, ["bot", "bot"], live.actions)
    assert [l.text for l in again.log(None)] == [l.text for l in live.log(None)]
    assert any(line.outcome for line in live.log(None))  # clean-ups and draws have their lines


def test_a_bot_clock_runs_at_its_pace_and_fills_the_race_time():
    s = GameSession("fortify", 3, ["bot", "bot"], bot_pace_seconds=0.5)
    grab = None
    while grab is None:
        action = s.play_bot(s.acting_seats()[0])
        grab = action if action["type"] == "grab" else None
    assert grab["ms"] == 500 * sum(1 for a in s.actions if a["seat"] == grab["seat"])


def test_the_next_bot_in_a_race_is_the_one_with_fewest_actions_in_this_step_then_the_lower_seat():
    session = GameSession("fortify", 7, ["bot", "bot"])
    assert len(session.acting_seats()) == 2          # round 1's build is a race
    assert session.next_bot() == 0
    session.play_bot(0)
    assert session.next_bot() == 1                   # P1 has one action in this step, P2 none
    assert session.next_bot([0]) == 0
