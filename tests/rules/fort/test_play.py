"""Phase 2 Play for the leader: legal cards and plans, adds that actually improve, the magnitude
rule, full and partial actions (fort.md 3, 5 S2-S5; T03-T08, T37; edges 5-7, 27)."""
from .helpers import R, act, bf, k, pending, play, refusal, seat_up, table, to_play, types


def test_t03_added_cards_and_lookout_count_toward_the_gather():
    st = seat_up(table(), 0, hand=[k("SK01"), k("SK02"), k("CO01")], lookout=[k("SK05")])
    st = play(st, 0, k("SK01"), gather={})
    st = act(st, "add", 0, card=k("SK02"))
    st = act(st, "add", 0, card=k("CO01"))
    assert st.play["adds"] == [k("SK02"), k("CO01")]
    st = act(st, "confirm", 0)
    assert st.boards[0].stuff["P"] == 4  # N = SK01 + SK02 + CO01 + Lookout SK05 = 4


def test_t04_an_add_that_the_stuff_cap_makes_useless_is_refused():
    st = seat_up(table(), 0, hand=[k("SK01"), k("SK02")], stuff=(3, 0))
    st = play(st, 0, k("SK01"))
    assert "improve" in refusal(st, "add", 0, card=k("SK02"))
    # which limit, in words (a new user read "a cap, the supply or free space" and could not tell)
    assert "your Stuff holds at most 4 pizza" in refusal(st, "add", 0, card=k("SK02"))
    supply = st.supply["P"]
    st = act(st, "confirm", 0)
    assert st.boards[0].stuff["P"] == 4 and st.supply["P"] == supply - 1


def test_t04_only_confirm_is_offered_when_no_add_improves():
    st = seat_up(table(), 0, hand=[k("SK01"), k("SK02")], stuff=(3, 0))
    st = play(st, 0, k("SK01"))
    assert types(st, 0) == {"confirm"}


def test_with_an_empty_hand_the_play_resolves_at_once():
    st = seat_up(table(), 0, hand=[k("SK01")], stuff=(3, 0))
    st = play(st, 0, k("SK01"))
    assert pending(st) != ("add", 0) and st.boards[0].stuff["P"] == 4


def test_t05_a_card_without_a_matching_suit_cannot_be_added():
    st = seat_up(table(), 0, hand=[k("CR01"), k("GL01"), k("CR05")])
    st = play(st, 0, k("CR01"))
    assert "no suit" in refusal(st, "add", 0, card=k("GL01"))


def test_t06_an_add_past_the_max_improves_nothing_and_is_refused():
    st = seat_up(table(), 0, hand=[k("CR01"), k("CR05"), k("CR07"), k("CR03")], lookout=[k("CR02")], level=1)
    st = play(st, 0, k("CR01"))
    st = act(st, "add", 0, card=k("CR05"))
    st = act(st, "add", 0, card=k("CR07"))
    assert "improve" in refusal(st, "add", 0, card=k("CR03"))
    assert "gives at most" in refusal(st, "add", 0, card=k("CR03"))
    st = act(st, "confirm", 0)
    assert st.boards[0].track == 4


def test_t07_a_card_with_no_fully_usable_action_is_not_legal_and_skip_is_offered():
    for skip in (True, False):
        st = seat_up(table(voluntary_skip=skip), 0, hand=[k("SH07")])
        assert types(st, 0) == {"skip"}
        assert refusal(st, "play", 0, card=k("SH07"), order=["pub"], full="pub", gather={})


def test_voluntary_skip_off_removes_skip_when_a_card_is_legal():
    st = seat_up(table(voluntary_skip=False), 0, hand=[k("SK01")])
    assert "skip" not in types(st, 0)
    st = seat_up(table(voluntary_skip=True), 0, hand=[k("SK01")])
    assert "skip" in types(st, 0)


def test_t08_the_partial_action_runs_as_far_as_possible():
    st = seat_up(table(), 0, hand=[k("SH05")], level=1)
    st = play(st, 0, k("SH05"), order=["pub", "prv"], full="pub")
    b = st.boards[0]
    assert (b.stuff["P"], b.pack["P"]) == (0, 1)  # gathered 1 pizza, then packed the 1 there was


def test_t37_an_add_that_would_overfill_the_pack_is_refused():
    st = seat_up(table(), 0, hand=[k("SH01"), k("SH03")], stuff=(4, 0))
    st = play(st, 0, k("SH01"))
    assert "improve" in refusal(st, "add", 0, card=k("SH03"))
    assert "your Pack would be full (it holds 1 at Fort Level 0)" in refusal(st, "add", 0, card=k("SH03"))
    st = act(st, "confirm", 0)
    assert st.boards[0].pack["P"] == 1 and st.boards[0].stuff["P"] == 3


def test_edge5_a_dual_suit_played_card_counts_only_its_matching_icon():
    # Ari [SQ, SK] public gather P has no x: m = 1 whatever its suits
    st = seat_up(table(), 0, hand=[k("SQ08"), k("SK02")])
    st = play(st, 0, k("SQ08"), confirm=True)
    assert st.boards[0].stuff["P"] == 1


def test_edge6_a_dual_suit_add_counts_once_per_effect():
    # Bo [SK, SH] added to Ollie (gather P x SK): +1, never +2
    st = seat_up(table(), 0, hand=[k("SK01"), k("SK08")])
    st = play(st, 0, k("SK01"))
    st = act(st, "add", 0, card=k("SK08"))
    st = act(st, "confirm", 0)
    assert st.boards[0].stuff["P"] == 2


def test_edge7_a_gather_into_full_stuff_is_legal_and_nothing_can_be_added():
    st = seat_up(table(), 0, hand=[k("SK01"), k("SK02")], stuff=(4, 0))
    assert any(a["type"] == "play" and a["card"] == k("SK01") and a["order"] == ["pub"]
               for a in R.legal_actions(st, 0))
    st = play(st, 0, k("SK01"))
    assert types(st, 0) == {"confirm"}
    st = act(st, "confirm", 0)
    assert st.boards[0].stuff["P"] == 4


def test_edge7_a_pack_into_a_full_pack_is_not_legal_in_full():
    st = seat_up(table(), 0, hand=[k("SH04")], stuff=(2, 0), pack=(1, 0))
    plans = [a for a in R.legal_actions(st, 0) if a["type"] == "play"]
    assert plans and all(a["full"] == "prv" for a in plans)


def test_a_partial_action_declared_first_may_make_room_for_the_full_one():
    # Dee: private advance (paid from the Pack) first frees the Pack for the public pack in full
    st = seat_up(table(), 0, hand=[k("SH01")], stuff=(2, 0), pack=(1, 0))
    assert {"order": ["prv", "pub"], "full": "pub"}.items() <= next(
        a for a in R.legal_actions(st, 0) if a.get("full") == "pub").items()


def test_edge27_a_sub_decision_that_breaks_the_full_action_is_not_offered():
    # Rae private gather ONE x BK first (partial), then public lookout in full; Lookout free 1.
    st = seat_up(table(), 0, hand=[k("BK01"), k("SK02"), k("GL02")])
    st = play(st, 0, k("BK01"), order=["pub"], full="pub", confirm=True)
    assert pending(st) == ("eff", 0)
    options = R.legal_actions(st, 0)
    assert {len(a["cards"]) for a in options} == {1}


def test_the_leader_may_declare_the_private_action_full():
    st = seat_up(table(), 0, hand=[k("SH02")], stuff=(1, 0))
    st = play(st, 0, k("SH02"), order=["pub", "prv"], full="prv", gather={"pub": "T"})
    st = act(st, "pay", 0, stuff={"P": 1, "T": 0}, pack={"P": 0, "T": 0})
    assert st.boards[0].level == 1 and st.boards[0].stuff == {"P": 0, "T": 1}


def test_a_cost_that_cannot_be_paid_stops_a_partial_action():
    # Noodle private [spend T 2, score 3] partial with no toys: no VP
    st = seat_up(table(), 0, hand=[k("GL07")])
    st = play(st, 0, k("GL07"), order=["pub", "prv"], full="pub")
    assert st.boards[0].track == 0 and st.boards[0].stuff["T"] == 1


def test_trash_self_boxes_the_played_card_after_the_follow_window():
    st = seat_up(table(), 0, hand=[k("SK07")])
    seat_up(st, 1, hand=[k("SK02")])
    st = play(st, 0, k("SK07"), order=["prv"], full="prv", gather={"prv": "T"})
    assert st.boards[0].stuff["T"] == 3
    assert pending(st) == ("follow", 1) and k("SK07") not in st.box
    st = act(st, "pass", 1)
    st = act(st, "pass", 2)
    assert k("SK07") in st.box


def test_perk_lucky_penny_makes_an_added_coin_count_two():
    st = seat_up(table(), 0, hand=[k("SK01"), k("CO01")], perks=["PK7"])
    st = play(st, 0, k("SK01"))
    st = act(st, "add", 0, card=k("CO01"))
    st = act(st, "confirm", 0)
    assert st.boards[0].stuff["P"] == 3


def test_lookout_coin_wild_setting_both_ways():
    for wild, expected in ((True, 2), (False, 1)):
        st = seat_up(table(lookout_coin_wild=wild), 0, hand=[k("SK01")], lookout=[k("CO02")])
        st = play(st, 0, k("SK01"))
        assert st.boards[0].stuff["P"] == expected


def test_a_best_friend_may_be_played_like_any_card():
    st = seat_up(table(), 0, hand=[bf(0, 1)], stuff=(1, 0))
    st = play(st, 0, bf(0, 1), order=["pub", "prv"], full="prv", gather={"pub": "P"})
    assert st.boards[0].level == 1
