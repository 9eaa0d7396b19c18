"""What each seat may see, the log's words, secrets and undo barriers (TABLE.md "Hidden
information"; rules/base.py ``view``, ``describe``, ``secrets``, ``is_undo_barrier``)."""
import json
import random

from fort_desktop.bots import random_bot

from .helpers import A, B, R, act, board, hand, keep_top, of_type, stack


def test_the_view_shows_your_hand_and_only_counts_of_other_hands_and_keeps():
    s = board()
    view = R.view(s, A)
    me, other = view["players"][A], view["players"][B]
    assert me["hand"] == s.players[A].hand and "hand" not in other
    assert other["hand_count"] == 3 and other["keep_count"] == len(s.players[B].keep)
    assert "keep" not in me and "chance" not in view and "seed" not in view
    assert me["arrows"] == list(R.arrows(s, A))


def test_no_view_or_log_line_names_a_secret_card():
    for seats in (2, 3, 4):
        s = R.new_game(seats, ["bot"] * seats)
        rng = random.Random(seats)
        while not R.is_over(s):
            seat = s.seat
            action = random_bot.choose(R, s, seat, rng)
            for viewer in list(range(seats)) + [None]:
                secrets = R.secrets(s, viewer)
                text = json.dumps(R.view(s, viewer)) + R.describe(s, action, viewer)
                leaked = [c for c in secrets if c in text]
                assert not leaked, f"P{viewer} sees {leaked}"
            s = act(s, action)


def test_secrets_are_every_keep_card_and_the_other_hands():
    s = board()
    assert set(s.players[B].hand) <= R.secrets(s, A)
    assert not set(s.players[A].hand) & R.secrets(s, A)
    assert set(s.players[A].keep) <= R.secrets(s, A)
    assert set(s.players[A].hand) <= R.secrets(s, None)


def test_discards_are_public():
    s = board()
    s.players[B].discard.append(s.players[B].keep.pop(0))
    assert R.view(s, A)["players"][B]["discard"] == s.players[B].discard


def test_the_log_says_what_was_built_where():
    s = board()
    keep_top(s, A, "W01")
    hand(s, A, "W12", "W22", "W24")
    text = R.describe(s, {"type": "build", "seat": A, "card": "P1-W12", "slot": "NW"}, B)
    # P2 sees P1's fort turned half round (it faces P2's): its front-left corner is still slot 1
    assert text.startswith("P1 built a Corner Wall (Garrison) on slot 1")
    assert R.describe(s, {"type": "build", "seat": A, "card": "P1-W12", "slot": "NW"}, A).startswith("You built")


def test_a_siege_tower_and_a_draw_are_undo_barriers_but_a_combo_choice_is_not():
    s = board()
    stack(s, A, "N", "W17")
    keep_top(s, A, "W01")
    hand(s, A, "W12", "W11", "W24")
    siege = {"type": "effect", "seat": A, "card": "P1-W11", "symbol": "siege_tower", "target": {"fort": B}}
    assert R.is_undo_barrier(s, siege)
    s = act(s, {"type": "build", "seat": A, "card": "P1-W12", "slot": "NW"})
    first = of_type(R, s, A, "combo")[0]
    assert not R.is_undo_barrier(s, first)


def test_progress_names_the_round_the_seat_and_what_to_do():
    s = R.new_game(1, ["human", "human"])
    assert R.progress(s).text.startswith("Set-up - P1")
    p = R.progress(board())
    assert p.acting == (A,) and p.phase == "play" and "P1" in p.text


def test_describing_an_illegal_action_says_it_was_refused():
    assert R.describe(board(), {"type": "build", "seat": B}, None).startswith("refused: ")
