"""The game log (L) of a 3-seat hot-seat Fort game (task finding 6): players by name, and never a
card or a Made-Up Rule a seat may not know (the log is shared, so it is worded for an onlooker)."""
from __future__ import annotations

import re

from fort_desktop.rules.fort import RULES
from fort_desktop.session import GameSession
from fort_desktop.table.scenes.game_log import ActionLog

NAMES = ["Ana", "Ben", "Cleo"]


def played(seed: int, actions: int) -> tuple[GameSession, list]:
    session = GameSession("fort", seed, ["human"] * 3, NAMES, rules=RULES, bot_pace_seconds=0.0)
    log = ActionLog(session)
    states = [session.state]
    for _ in range(actions):
        if session.is_over:
            break
        session.play_bot(session.acting_seats()[0])
        states.append(session.state)
    return session, list(zip(log.catch_up(), states[1:]))


def test_the_log_names_players_and_never_p1():
    _, entries = played(4, 160)
    texts = [entry.text for entry, _ in entries]
    assert any("Ana" in t for t in texts) and any("Cleo" in t for t in texts)
    assert not [t for t in texts if re.search(r"\bP[1-4]\b", t)]


def test_the_log_never_tells_a_hand_card_or_a_held_made_up_rule():
    _, entries = played(4, 300)
    leaks = []
    for entry, after in entries:  # what an onlooker may not know once the action is done
        leaks += [(entry.text, s) for s in RULES.secrets(after, None) if s in entry.text]
    kept = [entry.text for entry, _ in entries if "Made-Up Rule" in entry.text]
    assert kept and all(text.endswith("keeps a Made-Up Rule") for text in kept)
    assert not leaks


def test_the_log_says_why_each_computer_move_was_made():
    session = GameSession("fort", 3, ["human", "human", "bot"], NAMES, rules=RULES, bot_pace_seconds=0.0)
    log = ActionLog(session)

    def bots_reasons() -> list[int]:
        return [i for i, why in session.reasons.items() if why and session.actions[i]["seat"] == 2]

    while not bots_reasons() and not session.is_over:
        session.play_bot(session.acting_seats()[0])        # its reason heard live
    index = bots_reasons()[0]
    assert log.catch_up()[index].text.endswith(" - " + session.reasons[index].replace("P2", "Cleo"))
