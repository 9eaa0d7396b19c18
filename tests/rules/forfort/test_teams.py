"""Four players: teams of two sitting diagonally, or each for themselves (rule text "A 4 joueurs,
Forfort se joue en équipe"; forfort.md C19, C25)."""
import pytest

from .helpers import R, act, army, board, hand, idle, keep_top, of_type, sound, stack

SOLO = {"four_player_mode": "solo"}


def test_teams_are_the_diagonal_partners_by_default_and_none_in_solo():
    assert board(seats=4).teams == ((0, 2), (1, 3))
    assert board(seats=4, options=SOLO).teams == ()
    assert board(seats=3).teams == ()


def test_an_unknown_option_or_value_is_refused_at_set_up():
    with pytest.raises(ValueError):
        R.new_game(1, ["human"] * 4, {"four_player_mode": "pairs"})
    with pytest.raises(ValueError):
        R.new_game(1, ["human"] * 4, {"teams": "yes"})
    with pytest.raises(ValueError):
        R.new_game(1, ["human"] * 5)


def test_in_teams_only_the_rival_team_is_a_target():
    s = board(seats=4)
    for seat in range(4):
        stack(s, seat, "N", "W22")
    hand(s, 0, "W01", "W11", "W12")
    rams = {a["target"]["fort"] for a in of_type(R, s, 0, "effect") if a["symbol"] == "ram"}
    assert rams == {1, 3}
    s2 = board(seats=4, options=SOLO)
    for seat in range(4):
        stack(s2, seat, "N", "W22")
    hand(s2, 0, "W01", "W11", "W12")
    assert {a["target"]["fort"] for a in of_type(R, s2, 0, "effect") if a["symbol"] == "ram"} == {1, 2, 3}


def test_a_camp_may_go_in_the_partners_fort_in_teams_only():
    s = board(seats=4)
    hand(s, 0, "W01", "W11", "W12")
    assert {a["fort"] for a in of_type(R, s, 0, "camp")} == {0, 2}
    s = act(s, {"type": "camp", "seat": 0, "card": "P1-W01", "fort": 2, "slot": "S"})
    assert s.players[2].fort["S"] == ["P1-C1"]
    s2 = board(seats=4, options=SOLO)
    hand(s2, 0, "W01", "W11", "W12")
    assert {a["fort"] for a in of_type(R, s2, 0, "camp")} == {0}


def test_a_garrison_may_defeat_an_army_in_the_partners_fort():
    s = board(seats=4)
    a = army(s, 1, 2, "E", "N")
    hand(s, 0, "W24", "W11", "W01")
    sound(s)
    assert {"mode": "defeat", "army": a} in [x["target"] for x in of_type(R, s, 0, "effect") if x["symbol"] == "garrison"]
    s2 = board(seats=4, options=SOLO)
    a2 = army(s2, 1, 2, "E", "N")
    hand(s2, 0, "W24", "W11", "W01")
    assert {"mode": "defeat", "army": a2} not in [x["target"] for x in of_type(R, s2, 0, "effect") if x["symbol"] == "garrison"]


def _one_wall_short(options=None):
    s = board(seats=4, options=options)
    s.seat = 2
    walls = {"NW": "W01", "N": "W22", "E": "W15", "SE": "W03", "S": "W24", "SW": "W06", "W": "W17"}
    for slot, card in walls.items():
        stack(s, 2, slot, card)
    keep_top(s, 2, "W05")  # back: NW, NE
    hand(s, 2, "W12", "W11", "W14")
    return sound(s)


def test_one_finished_fort_wins_for_the_whole_team():
    s = act(_one_wall_short(), {"type": "build", "seat": 2, "card": "P3-W12", "slot": "NE"})
    result = R.result(s)
    assert result.winners == (0, 2) and result.winner_text() == "P1+P3"
    assert result.reason.startswith("fort finished:")


def test_in_solo_a_finished_fort_wins_alone():
    s = act(_one_wall_short(SOLO), {"type": "build", "seat": 2, "card": "P3-W12", "slot": "NE"})
    assert R.result(s).winners == (2,)


def _team_end(rules=R):
    s = board(rules, seats=4)
    s.seat = 3  # the last seat of the round
    for seat in range(4):
        p = s.players[seat]
        p.discard.extend(p.keep)
        p.keep.clear()  # no keep bonus for anyone
    stack(s, 0, "N", "W22")
    stack(s, 0, "E", "W17")
    stack(s, 0, "W", "W24")  # P1: 6
    stack(s, 1, "N", "W22")
    stack(s, 1, "E", "W17")  # P2: 4
    stack(s, 3, "N", "W22")  # P4: 2 (+1 for its idle Camp)
    s.end_triggered = True
    return sound(s, rules)


def test_team_scores_add_both_forts():
    s = idle(_team_end())
    assert R.result(s).winners == (1, 3)  # P2+P4: 4 + 3 = 7 against P1+P3: 6
    assert "P1+P3 6" in R.result(s).reason and "P2+P4 7" in R.result(s).reason


def test_team_scores_take_the_better_fort_with_that_setting():
    rules = R.with_settings(team_score="best")
    s = idle(_team_end(rules), rules)
    assert rules.result(s).winners == (0, 2)  # 6 against max(4, 3)
