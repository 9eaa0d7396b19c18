"""Final scoring and tie-breaks (rules text "Final Scoring", "Tiebreaker"; fort.md 4.1, 4.3, 4.6,
4.7)."""
from fort_desktop.rules.fort import scoring

from .helpers import R, bf, k, seat_up, table


def _over(st):
    st.over = True
    st.end_reason = "level 5 reached: test"
    return st


def test_every_source_adds_up():
    st = seat_up(table(2), 0, pack=(1, 2), lookout=[k("SK01"), k("GL01")], level=3)
    b = st.boards[0]
    b.track = 7
    b.rules.append(st.made_up.pop(st.made_up.index("MR10")) if "MR10" in st.made_up else "MR10")
    st.macaroni = 0
    total, fort, track, pack, lookout, made_up, perks, mac = scoring.breakdown(st, 0)
    assert (fort, track, pack, lookout, made_up, perks, mac) == (5, 7, 3, 2, 2, 0, 2)
    assert total == 21


def test_trophy_shelf_counts_distinct_lookout_suits():
    st = seat_up(table(2), 0, lookout=[k("SK01"), k("SQ08"), k("CO01")], level=2, perks=["PK9"])
    assert scoring.breakdown(st, 0)[6] == 2  # SK and SQ; a coin shows no suit


def test_made_up_rule_metrics():
    st = seat_up(table(2), 0, hand=[k("BK01"), k("CR09")], discard=[bf(0, 1)], yard=[k("CO01")],
                 stuff=(2, 1), pack=(1, 1))
    assert scoring.metric(st, 0, "owned_suit(BK)") == 2
    assert scoring.metric(st, 0, "owned_suit(CO)") == 1
    assert scoring.metric(st, 0, "pairs_PT") == 2
    assert scoring.metric(st, 0, "board_res(P)") == 3
    assert scoring.metric(st, 0, "bf_owned") == 1
    assert scoring.score_of(st, 0, R.catalogue.rules["MR09"].end) == 0  # 3 pizza vs 2 toys
    assert scoring.score_of(st, 0, R.catalogue.rules["MR04"].end) == 0  # 4 owned: floor 0


def test_ties_go_to_the_higher_fort_then_the_bigger_pack_then_are_shared():
    st = _over(table(3))
    for seat, level in enumerate((2, 2, 1)):
        st.boards[seat].level = level
    st.boards[2].track = 2  # totals 3, 3, 3
    assert R.result(st).winners == (0, 1)
    st.boards[1].pack["P"] = 1
    st.boards[0].track = 1
    st.supply["P"] -= 1
    assert R.result(st).winners == (1,)


def test_the_result_line_names_a_shared_win():
    st = _over(table(2))
    result = R.result(st)
    assert result.winner_text() == "P1+P2" and result.reason.startswith("level 5 reached:")


def test_with_two_players_fort_levels_4_and_5_score_the_two_seat_column():
    # data/fort/fort_table.yaml: vp 8 and 12, vp_2_seats 10 and 15 (setting two_seat_fort_vp, on)
    assert scoring.breakdown(seat_up(table(2), 0, level=4), 0)[1] == 10
    assert scoring.breakdown(seat_up(table(2), 0, level=5), 0)[1] == 15
    assert scoring.breakdown(seat_up(table(2), 0, level=3), 0)[1] == 5  # the same in both columns


def test_with_the_two_seat_setting_off_two_players_score_the_common_column():
    assert scoring.breakdown(seat_up(table(2, two_seat_fort_vp=False), 0, level=4), 0)[1] == 8
    assert scoring.breakdown(seat_up(table(2, two_seat_fort_vp=False), 0, level=5), 0)[1] == 12


def test_three_players_score_the_common_column_whatever_the_setting():
    assert scoring.breakdown(seat_up(table(3), 0, level=4), 0)[1] == 8
    assert scoring.breakdown(seat_up(table(3), 0, level=5), 0)[1] == 12
