"""The effect ops and their sub-decisions (fort.md 3; edges 8, 9, 15, 16, 18)."""
from .helpers import R, act, bf, k, pending, play, seat_up, table, types


def test_edge8_a_best_friend_may_be_tucked_and_a_full_lookout_blocks_lookout():
    st = seat_up(table(), 0, hand=[k("GL08"), bf(0, 2)])
    st = play(st, 0, k("GL08"), order=["prv"], full="prv", confirm=True)
    assert st.boards[0].lookout == [bf(0, 2)]
    st = seat_up(table(), 0, hand=[k("GL08"), k("SK02")], lookout=[k("SK03")])
    assert not any(a.get("full") == "prv" and a["card"] == k("GL08") for a in R.legal_actions(st, 0))


def test_edge9_trash_takes_from_hand_or_discard_never_the_deck_and_may_box_a_best_friend():
    st = seat_up(table(), 0, hand=[k("CR08"), bf(0, 1)], discard=[k("SK02")], deck=[k("SK03")])
    st = play(st, 0, k("CR08"), order=["prv"], full="prv", confirm=True)
    choices = [a["cards"] for a in R.legal_actions(st, 0)]
    assert sorted(choices) == sorted([[], [bf(0, 1)], [k("SK02")]])
    st = act(st, "trash", 0, cards=[bf(0, 1)])
    assert bf(0, 1) in st.box and R.invariants(st) == []


def test_edge16_copy_rival_pack_of_an_empty_pack_is_legal_and_gains_nothing():
    st = seat_up(table(2), 0, hand=[k("SQ02")])
    st = play(st, 0, k("SQ02"), order=["prv"], full="prv")
    assert st.boards[0].stuff == {"P": 0, "T": 0}


def test_copy_rival_pack_copies_the_chosen_rival_truncated_by_the_cap():
    st = seat_up(table(), 0, hand=[k("SQ02")], stuff=(3, 0))
    seat_up(st, 1, pack=(2, 0), level=1)
    seat_up(st, 2, pack=(0, 1))
    st = play(st, 0, k("SQ02"), order=["prv"], full="prv")
    st = act(st, "rival", 0, rival=1)
    assert st.boards[0].stuff == {"P": 4, "T": 0}


def test_edge16_trash_rival_is_unusable_with_empty_rival_yards():
    st = seat_up(table(), 0, hand=[k("SQ03")])
    assert not any(a.get("full") == "pub" for a in R.legal_actions(st, 0))


def test_edge18_convert_in_stuff_may_not_push_a_type_above_four():
    st = seat_up(table(), 0, hand=[k("GL01")], stuff=(1, 4))
    st = play(st, 0, k("GL01"), order=["prv"], full="prv")
    b = st.boards[0]
    assert b.stuff == {"P": 2, "T": 3}  # only toy -> pizza was possible, so it ran at once


def test_convert_needs_the_new_type_in_the_supply():
    st = seat_up(table(), 0, hand=[k("GL01")], stuff=(1, 0))
    st.supply["T"] = 0
    assert not any(a.get("full") == "prv" for a in R.legal_actions(st, 0))


def test_spend_pays_the_cost_before_the_score():
    st = seat_up(table(), 0, hand=[k("GL07")], stuff=(0, 3))
    st = play(st, 0, k("GL07"), order=["prv"], full="prv")
    assert st.boards[0].track == 3 and st.boards[0].stuff["T"] == 1


def test_pack_lets_the_player_pick_the_types():
    st = seat_up(table(), 0, hand=[k("SK02")], stuff=(1, 1), level=1)
    st = play(st, 0, k("SK02"), order=["prv"], full="prv")
    assert pending(st) == ("eff", 0)
    options = {(a["P"], a["T"]) for a in R.legal_actions(st, 0)}
    assert options == {(1, 0), (0, 1)}


def test_copy_pack_gains_a_copy_of_the_own_pack():
    st = seat_up(table(), 0, hand=[k("SH08")], pack=(1, 1), level=1)
    st = play(st, 0, k("SH08"), order=["prv"], full="prv")
    assert st.boards[0].stuff == {"P": 1, "T": 1} and st.boards[0].pack == {"P": 1, "T": 1}


def test_score_per_lookout_multiplies():
    st = seat_up(table(), 0, hand=[k("BK04")], lookout=[k("SK01"), k("SK02")], level=1)
    st = play(st, 0, k("BK04"), order=["prv"], full="prv")
    assert st.boards[0].track == 2


def test_an_extra_recruit_effect_takes_from_the_park_into_the_discard():
    st = seat_up(table(), 0, hand=[k("SK01")])
    target = st.park[2]
    st = play(st, 0, k("SK01"), order=["prv"], full="prv")
    st = act(st, "recruit", 0, card=target)
    assert st.boards[0].discard == [target]


def test_recruit_from_yard_effect_needs_a_rival_yard_card():
    st = seat_up(table(), 0, hand=[k("SK04")])
    assert not any(a.get("full") == "prv" for a in R.legal_actions(st, 0))
    seat_up(st, 2, yard=[k("CR01")])
    assert any(a.get("full") == "prv" for a in R.legal_actions(st, 0))
