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


def test_a_recap_tells_what_others_did_since_the_readers_last_move_and_keeps_the_notes_when_cut():
    from types import SimpleNamespace

    from fort_desktop.session import LogLine
    from fort_desktop.table.kit.recap import RecapBook

    lines = [LogLine(0, 0, "Ana plays Mason", 1, "play", False),
             LogLine(1, 1, "P2 follows with Della", 1, "follow", False),
             LogLine(1, None, "P2's Stuff: +1 pizza", 1, "follow", False, True),
             LogLine(2, 0, "Ana does not follow", 1, "follow", False),
             *[LogLine(3 + k, 1, f"P2 adds card {k}", 1, "add", False) for k in range(8)],
             LogLine(11, 1, "P2 recruits Bo from Ana's Yard", 1, "recruit", False)]
    session = SimpleNamespace(humans=[0], names=["Ana", "P2"], actions=[{}] * 12, log=lambda viewer: lines)
    book = RecapBook(session, lambda: ["Ana", "Computer"], lambda: None, since={0: 1})
    book.forced.add(2)
    book.notes[0] = [(2, "You could not follow P2's play, so the table passed for you")]
    assert book.lines_for(0)[:3] == ["Computer follows with Della", "Computer's Stuff: +1 pizza",  # not Ana's own
                                     "Computer adds card 0"]
    recap = book.build(0)          # 12 lines for 9 places: the note and "your" stay, then the newest actions
    assert recap.lines == ["You could not follow P2's play, so the table passed for you",
                           *[f"Computer adds card {k}" for k in range(2, 8)], "Computer recruits Bo from your Yard"]
    assert recap.more == 4
    lines.insert(4, LogLine(3, 1, "P2 takes Sol from Ana's Yard", 1, "recruit", False))
    book = RecapBook(session, lambda: ["Ana", "Computer"], lambda: None, since={0: 1})
    recap = book.build(0)          # an old line about the reader's things outranks newer others
    assert "Computer takes Sol from your Yard" in recap.lines and recap.lines[-1] == "Computer recruits Bo from your Yard"


def test_a_recap_too_tall_for_its_room_drops_the_oldest_and_counts_them_above():
    from fort_desktop.table.kit import hud

    lines = ["Computer takes Sol from your Yard"] + [f"Computer adds card {k}" for k in range(9)]
    rows, _ = hud._recap_rows("Since your last turn", lines, 2, 620, 220)
    words = [row[1] for row in rows]
    bullets = [w for w in words if w.startswith("\u2022")]
    assert bullets[-1] == "\u2022 Computer adds card 8" and len(bullets) < 9     # the newest always shows
    assert bullets[0] == "\u2022 Computer takes Sol from your Yard"            # then what was done to yours
    left = 2 + len(lines) - len(bullets)
    assert words.index(hud.recap_more_words(left)) < words.index(bullets[0])      # the older ones counted, above


def test_what_followed_the_readers_move_that_handed_the_turn_on_is_recapped():
    """Finding: a Wall an Army destroyed marching at the start of the computer's turn (a line of
    what followed the reader's own last move) was missing from the reader's recap."""
    from types import SimpleNamespace

    from fort_desktop.session import LogLine
    from fort_desktop.table.kit.recap import RecapBook

    lines = [LogLine(0, 0, "You placed a Camp", 1, "play", False),
             LogLine(0, None, "P2's turn: P2's Army marched onto your top side, destroying the Wall", 1, "play",
                     False, True),
             LogLine(1, 1, "P2 built a Wall", 1, "play", False)]
    session = SimpleNamespace(humans=[0], names=["Ana", "P2"], actions=[{}], log=lambda viewer: lines)
    turn = [1]
    book = RecapBook(session, lambda: ["Ana", "Computer"], lambda: turn[0])
    book.heard({"seat": 0})
    session.actions = [{}, {}]
    turn[0] = 0
    book.heard({"seat": 1})
    assert book.lines_for(0) == ["Computer's turn: Computer's Army marched onto your top side, destroying the Wall",
                                 "Computer built a Wall"]


def test_before_the_readers_first_move_the_recap_is_not_since_a_last_turn():
    """A new user asked which "last turn" their very first turn's recap meant: before any move of
    theirs it is titled "Before your first turn"; once they moved, "Since your last turn"."""
    from types import SimpleNamespace

    from fort_desktop.session import LogLine
    from fort_desktop.table.kit.recap import FIRST_TITLE, TITLE, RecapBook

    lines = [LogLine(0, 1, "P2 places a Camp", 1, "camp", False)]
    session = SimpleNamespace(humans=[0], names=["Ana", "P2"], actions=[{"seat": 1}], log=lambda viewer: lines)
    assert RecapBook(session, lambda: ["Ana", "Computer"], lambda: None, since={0: 0}).build(0).title == FIRST_TITLE
    session.actions = [{"seat": 0}, {"seat": 1}]
    lines[0] = LogLine(1, 1, "P2 places a Camp", 1, "camp", False)
    assert RecapBook(session, lambda: ["Ana", "Computer"], lambda: None, since={0: 1}).build(0).title == TITLE
