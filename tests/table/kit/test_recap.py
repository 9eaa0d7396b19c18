"""The kit's recap words and the hand-off's pass for a person (issue 14 item 4), without a table."""
from __future__ import annotations

from fort_desktop.table.kit.handoff import TurnCurtain
from fort_desktop.table.kit.recap import personal_words

from .fake_game import CountSession


def test_the_readers_own_things_are_yours_and_a_computer_has_the_tables_name():
    log_names, table_names = ["Ana", "P2", "P12"], ["Ana", "Computer (P2)", "Computer (P12)"]
    assert personal_words("P2 recruits Della from Ana's Yard", 0, log_names, table_names) == \
        "Computer (P2) recruits Della from your Yard"
    assert personal_words("Ana's Stuff: +1 pizza; P12's Pack: +1 toy", 0, log_names, table_names) == \
        "Your Stuff: +1 pizza; Computer (P12)'s Pack: +1 toy"
    assert personal_words("Anabel follows Ana", 0, log_names, table_names) == "Anabel follows Ana"


def test_no_curtain_falls_for_a_person_the_table_passes_for():
    session = CountSession(seats=("human", "human"))
    raised = []
    hand_off = TurnCurtain(session, lambda seat, waiting, note, ready: raised.append(seat),
                           forced=lambda seat: {"type": "add", "seat": seat} if seat == 1 else None)
    hand_off.sync()
    assert raised == [0] and hand_off.layout_seat() == 0
    hand_off.curtain_up = False
    session.submit({"type": "add", "seat": 0})       # P2 may only "pass": no curtain, P1's table stays
    hand_off.sync()
    assert raised == [0] and hand_off.viewer() == 0 and hand_off.mouse_seat() is None
