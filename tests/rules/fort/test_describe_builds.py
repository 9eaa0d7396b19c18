"""The log names what a play built (a new user's trial, issue 8: "the log never records Fort builds or
the Macaroni"): the Fort Level reached and the Macaroni taken, for every viewer (both are public)."""
from fort_desktop.rules.fort.describe import describe, outcome
from fort_desktop.session import GameSession


def test_every_level_up_and_the_macaroni_are_in_the_log_line_of_the_action_that_made_them():
    session = GameSession("fort", 5, ["bot", "bot", "bot"], ["Ana", "Ben", "Cy"])
    seen_levels, seen_macaroni = 0, 0
    while not session.is_over:
        before = session.state
        session.play_bot(session.acting_seats()[0])
        after, action = session.state, session.actions[-1]
        text = describe(before, after, action, 1, session.names)
        for seat, (old, new) in enumerate(zip(before.boards, after.boards)):
            if new.level > old.level:
                assert f"{session.names[seat]}'s Fort reaches Level {new.level}" in text
                seen_levels += 1
        if after.macaroni is not None and before.macaroni is None:
            assert f"{session.names[after.macaroni]} takes the Macaroni Sculpture" in text
            seen_macaroni += 1
    assert seen_levels >= 5 and seen_macaroni == 1


def test_a_turn_s_draw_is_counted_from_the_new_hand_not_from_the_hand_s_growth():
    """A new user's hand went from 3 cards to 5 new ones while the log said "Sam draws 2 cards":
    the unplayed cards had gone to the Yard first (rules "Turn Phases" 4-5), so every card of the
    new hand was drawn."""
    session = GameSession("fort", 7, ["bot", "bot"], ["Ana", "Ben"])
    checked = 0
    while not session.is_over and checked < 12:
        before = session.state
        session.play_bot(session.acting_seats()[0])
        after = session.state
        for seat, (old, new) in enumerate(zip(before.boards, after.boards)):
            if new.turns_taken > old.turns_taken and old.hand and new.hand and not set(old.hand) & set(new.hand):
                n = len(new.hand)
                assert f"{session.names[seat]} draws {n} card{'s' if n != 1 else ''}" in outcome(
                    before, after, None, session.names)
                checked += 1
    assert checked >= 6
