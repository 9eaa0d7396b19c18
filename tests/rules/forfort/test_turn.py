"""The turn and the game's course: set-up, the drawbridge's second turn, Pass, the draw, the end
of the round once a keep is empty (rule text "Tour de jeu", "La fin de partie"), with switches
C9, C15, C18 and C20."""
from fort_desktop.rules.chance import Chance
from fort_desktop.rules.forfort.state import DRAWBRIDGE, PLAY, SETUP

from .helpers import A, B, R, act, army, board, camp, hand, idle, keep_top, of_type, sound, stack


def test_setup_places_the_starting_camps_in_seat_order_from_the_start_player():
    s = R.new_game(3, ["human"] * 3)
    assert s.phase == SETUP
    order = []
    while s.phase == SETUP:
        order.append(s.seat)
        s = act(s, of_type(R, s, s.seat, "start_camp")[0])
    assert order == [0, 1, 2] and s.phase == PLAY and s.seat == 0
    assert all(p.fort["NW"] == [f"P{p.seat + 1}-C1"] for p in s.players)
    assert all(len(p.hand) == 3 for p in s.players)


def test_a_test_can_stack_a_keep_through_the_chance_seam():
    chance = Chance(5).force("keep:P2", ["P2-W07", "P2-W08", "P2-W09", "P2-W05"]).force("start_player", 1)
    s = R.with_settings(start_player="random").new_game(5, ["human"] * 2, chance=chance)
    assert s.players[B].hand == ["P2-W07", "P2-W08", "P2-W09"] and s.players[B].keep[-1] == "P2-W05"
    assert R.arrows(s, B) == ("NW", "NE") and s.start_seat == 1 and s.seat == 1


def test_a_random_start_player_comes_from_the_chance_seam():
    rules = R.with_settings(start_player="random")
    seen = {rules.new_game(seed, ["human"] * 4).start_seat for seed in range(40)}
    assert seen == {0, 1, 2, 3}
    assert R.new_game(7, ["human"] * 4).start_seat == 0


def _drawbridge_board(rules=R):
    s = board(rules)
    stack(s, A, "N", "W20")  # drawbridge icon
    keep_top(s, A, "W01")  # back: NW, E
    hand(s, A, "W12", "W22", "W24")
    army(s, A, B, "NW", "E")
    return sound(s, rules)


def test_the_drawbridge_gives_a_draw_and_a_whole_second_turn_with_armies_marching():
    s = act(_drawbridge_board(), {"type": "build", "seat": A, "card": "P1-W22", "slot": "E"})
    assert s.phase == DRAWBRIDGE
    assert {a.get("slot") for a in R.legal_actions(s, A)} == {"N", None}
    keep = len(s.players[A].keep)
    s = act(s, {"type": "drawbridge", "seat": A, "slot": "N"})
    assert s.seat == A and s.phase == PLAY and s.bonus_turn
    assert len(s.players[A].hand) == 3 and len(s.players[A].keep) == keep - 1
    assert s.players[A].token_slot == "N" and s.armies[0].slot == "N"


def test_without_armies_marching_the_second_turn_is_play_and_draw_only():
    rules = R.with_settings(bonus_turn_advances_armies=False)
    s = act(_drawbridge_board(rules), {"type": "build", "seat": A, "card": "P1-W22", "slot": "E"}, rules)
    s = act(s, {"type": "drawbridge", "seat": A, "slot": "N"}, rules)
    assert s.bonus_turn and s.armies[0].slot == "NW"


def test_the_drawbridge_works_once_a_turn_even_when_the_token_comes_back():
    s = act(_drawbridge_board(), {"type": "build", "seat": A, "card": "P1-W22", "slot": "E"})
    s = act(s, {"type": "drawbridge", "seat": A, "slot": "N"})
    s.players[A].token_slot = None  # as if its slot had been destroyed
    build = of_type(R, s, A, "build") or of_type(R, s, A, "camp")
    s = act(s, build[0])
    assert s.seat == B


def test_ending_the_turn_draws_and_hands_over():
    s = act(_drawbridge_board(), {"type": "build", "seat": A, "card": "P1-W22", "slot": "E"})
    assert R.is_undo_barrier(s, {"type": "end_turn", "seat": A})
    s = act(s, {"type": "end_turn", "seat": A})
    assert s.seat == B and len(s.players[A].hand) == 3 and s.players[A].token_slot is None


def test_pass_is_offered_only_when_nothing_else_is_legal_and_then_the_player_draws():
    s = board()
    hand(s, A, "W12", "W22", "W24")
    assert of_type(R, s, A, "pass") == []
    assert not R.apply(s, {"type": "pass", "seat": A, "card": "P1-W12"})
    s = _stuck_simple()
    passes = R.legal_actions(s, A)
    assert passes and all(a["type"] == "pass" for a in passes)
    s = act(s, passes[0])
    assert s.seat == B and len(s.players[A].hand) == 3


def _stuck_simple(rules=R):
    s = board(rules)
    p = s.players[A]
    p.discard.extend(p.camp_supply)
    p.camp_supply.clear()
    keep_top(s, A, "W05")  # back: NW, NE (corners)
    hand(s, A, "W14", "W23", "W17")  # straights: Siege Tower, Siege Tower, Siege Tower + Garrison
    p.army_supply, p.skulls = [], p.army_supply  # no Army to send
    q = s.players[B]
    q.discard.extend(q.keep)
    q.keep.clear()  # no keep to besiege
    return sound(s, rules)


def test_with_no_draw_after_a_pass_the_hand_shrinks():
    rules = R.with_settings(pass_then="no_draw")
    s = _stuck_simple(rules)
    s = act(s, R.legal_actions(s, A)[0], rules)
    assert s.seat == B and len(s.players[A].hand) == 2


def test_no_drawbridge_after_a_pass_unless_the_setting_allows_it():
    s = _stuck_simple()
    stack(s, A, "N", "W20")
    s = act(s, R.legal_actions(s, A)[0])
    assert s.seat == B
    rules = R.with_settings(pass_allows_drawbridge=True)
    s = _stuck_simple(rules)
    stack(s, A, "N", "W20")
    s = act(s, rules.legal_actions(s, A)[0], rules)
    assert s.seat == A and s.phase == DRAWBRIDGE


def _last_card(rules=R, seats=3):
    """Seat 1 (P2) is to play with one card left in its keep; seat 0 started."""
    s = board(rules, seats=seats)
    s.seat = 1
    p = s.players[1]
    while len(p.keep) > 1:
        p.discard.append(p.keep.pop(0))
    return sound(s, rules)


def test_an_empty_keep_ends_the_game_when_the_round_is_finished():
    s = idle(_last_card())  # P2 draws its last card: the end is triggered
    assert s.end_triggered and s.seat == 2 and not R.is_over(s)
    s = idle(s)  # P3 was last in the round
    assert R.is_over(s) and R.result(s).reason.startswith("keep empty:")


def test_with_end_of_turn_the_game_ends_with_the_turn_that_emptied_a_keep():
    rules = R.with_settings(end_trigger="end_of_turn")
    s = idle(_last_card(rules), rules)
    assert rules.is_over(s)


def test_scoring_counts_walls_camps_armies_and_the_keep_bonus_and_ties_share():
    s = _last_card(seats=2)
    stack(s, A, "N", "W22")  # A: 2 + keep bonus 2
    camp(s, B, "N")
    stack(s, B, "NE", "W12")  # B: 2 + 1 + the Army in A's fort 1, empty keep after its draw
    army(s, B, A, "E", "N")
    sound(s)
    s = idle(s, slots=("SW",))  # B's last turn: one more Camp (+1); B 5 against A 4
    result = R.result(s)
    assert R.is_over(s)
    assert result.scores[A][0] == 2 * 1 + 2 and result.scores[B][0] == 2 + 1 + 1 + 1
    assert result.winners == (B,)


def test_a_tie_is_a_shared_victory():
    s = _last_card(seats=2)
    stack(s, A, "N", "W22")
    stack(s, A, "NE", "W12")  # A: 4 + keep bonus 2 = 6
    stack(s, B, "N", "W22")
    stack(s, B, "NE", "W12")  # B: 4 + Camp placed by idle 1 + Army 1 = 6
    army(s, B, A, "E", "N")
    sound(s)
    s = idle(s, slots=("SW",))
    assert R.result(s).winners == (A, B) and R.result(s).winner_text() == "P1+P2"


def test_the_drawbridge_is_offered_in_the_last_round_and_said_why_not_when_the_token_is_down():
    """New-user finding: in the last round the drawbridge was not offered and nothing said why. The
    rules allow it then; when the token already lies on a Wall, the coach says so in plain words."""
    from fort_desktop.rules.forfort.coach import choices
    from fort_desktop.rules.forfort.turn import drawbridge_reason

    s = _drawbridge_board()
    s.end_triggered = True                              # the last round
    build = {"type": "build", "seat": A, "card": "P1-W22", "slot": "E"}
    after = act(s, build)
    assert any(a["type"] == "drawbridge" for a in R.legal_actions(after, A))
    assert drawbridge_reason(R.ctx, s, A) is None
    s.players[A].token_slot = "N"                       # the token lowered on an earlier turn
    assert drawbridge_reason(R.ctx, s, A).startswith("your drawbridge token already lies on slot 2")
    said = [c.outcome for c in choices(R, s, A, [build])]
    assert "no drawbridge: your drawbridge token already lies on slot 2" in said[0], said
