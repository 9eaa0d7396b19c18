"""The final scores in words (new-user finding 6; rule text "La fin de partie": 2 bonus points while
the keep holds cards, 2 per visible Wall, 1 per visible Camp, 1 per own Army in a rival fort; at 4
in teams a team scores both forts, C19)."""
from .helpers import A, B, R, army, board, camp, stack


def test_a_seats_points_are_told_by_where_they_come_from():
    s = board()
    stack(s, A, "NW", "W01")
    stack(s, A, "N", "W22")
    stack(s, A, "E", "W17")
    camp(s, A, "S")
    army(s, A, B, "W", "N")
    seats, teams = R.score_lines(s)
    # 3 Walls x 2 + 1 Camp x 1 + 1 Army x 1 + the keep bonus 2 (A's keep still has cards) = 10
    assert seats[A] == ("3 Walls x 2 = 6, 1 Camp x 1 = 1, 1 Army in rival forts x 1 = 1, keep bonus 2: 10 points")
    assert teams == []                              # two players: no teams


def test_an_empty_keep_earns_no_keep_bonus_in_the_words():
    s = board()
    s.players[B].keep = []
    seats, _ = R.score_lines(s)
    assert seats[B] == "0 Walls x 2 = 0, 0 Camps x 1 = 0, 0 Armies in rival forts x 1 = 0, no keep bonus (keep empty): 0 points"


def test_at_four_in_teams_each_team_adds_its_two_forts():
    s = board(seats=4, options={"four_player_mode": "teams"})
    stack(s, 0, "N", "W22")            # P1: 1 Wall (2) + keep bonus 2 = 4
    camp(s, 2, "S")                    # P3: 1 Camp (1) + keep bonus 2 = 3
    _, teams = R.score_lines(s)
    assert teams == ["Team P1 + P3: 4 + 3 = 7 points", "Team P2 + P4: 2 + 2 = 4 points"]


def _with_bonus(table: str, points: tuple[int, ...]):
    import dataclasses

    from fort_desktop.rules.forfort.engine import ForfortRules
    from fort_desktop.rules.forfort.data import load_forfort

    data = load_forfort()
    bonus = dict(data.turn_order_bonus, **{table: points})
    return ForfortRules(dataclasses.replace(data, turn_order_bonus=bonus), {"start_player": "first_seat"})


def test_the_turn_order_bonus_counts_turn_positions_from_the_start_player():
    from fort_desktop.rules.forfort.scoring import seat_score

    rules = _with_bonus("4", (3, 2, 1, 0))
    s = board(rules, seats=4, options={"four_player_mode": "solo"})
    s.start_seat = 2                      # P3 opened the game: P3 first, P4, P1, then P2 last
    assert [seat_score(rules.ctx, s, seat)["order_bonus"] for seat in range(4)] == [1, 0, 3, 2]
    assert "turn order bonus 3" in rules.score_lines(s)[0][2]


def test_teams_use_their_own_turn_order_bonus():
    from fort_desktop.rules.forfort.scoring import seat_score

    rules = _with_bonus("4", (3, 2, 1, 0))
    s = board(rules, seats=4, options={"four_player_mode": "teams"})
    # the "4 teams" line (even teams need no bonus) is used, not the each-for-themselves one
    assert [seat_score(rules.ctx, s, seat)["order_bonus"] for seat in range(4)] == \
        list(rules.ctx.data.turn_order_bonus["4 teams"])


def test_the_coach_says_who_loses_points_and_why_in_plain_words():
    """New-user finding: "What now?" said "-1 point for Computer"; it names who gains or loses and why."""
    from fort_desktop.rules.forfort.coach import choices
    from .helpers import A, B, R, board, camp, hand, of_type

    s = board()
    camp(s, B, "N")                         # a Camp of P2's on its front side, in the Ram's line
    hand(s, A, "W22", "W11", "W12")         # W22: a Ram
    rams = [a for a in of_type(R, s, A, "effect") if a["symbol"] == "ram" and a["target"].get("slot") == "N"]
    said = [c.outcome for c in choices(R, s, A, rams)]
    assert said and "P2 loses 1 point: a Camp of P2's fort is destroyed or covered" in said[0], said
    assert not any("point for" in o or "-1" in o for o in said)


def test_the_coach_tells_the_starting_camp_slots_apart_by_the_keep_s_arrows():
    """New-user finding: at set-up "What now?" said "you gain 1 point" for all 8 slots alike. A
    Camp where the keep's arrows do not point is a second place to build (rule text, "Contraintes
    de pose"); one where they point gives no new place for now."""
    from fort_desktop.rules.forfort.coach import choices
    from fort_desktop.rules.forfort.placement import arrows

    s = R.new_game(1, ["human", "human"], None)
    seat = s.seat
    acts = [a for a in R.legal_actions(s, seat) if a["type"] == "start_camp"]
    said = {a["slot"]: c.outcome for c in choices(R, s, seat, acts) for a in [acts[c.actions[0]]]}
    pointed = set(arrows(R.ctx, s, seat))
    assert len(said) == 8 and len(pointed) == 2
    for slot, words in said.items():
        assert ("no new place to build" in words) == (slot in pointed), (slot, words)
        assert ("a second place to build" in words) == (slot not in pointed), (slot, words)
