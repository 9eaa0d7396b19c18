"""The follow window (rules text "Following the Leader"; fort.md 5 S5b; T09-T14, T20, T31-T33;
edges 5, 11, 24-26)."""
from .helpers import R, act, k, pending, play, refusal, seat_up, table, to_play, types


def test_t09_a_follower_copies_the_public_action_with_its_card_counting_one():
    st = seat_up(table(), 0, hand=[k("GL01"), k("GL08")])
    seat_up(st, 1, hand=[k("GL03")])
    st = play(st, 0, k("GL01"))
    st = act(st, "add", 0, card=k("GL08"))
    st = act(st, "confirm", 0)
    assert st.boards[0].stuff["T"] == 2 and pending(st) == ("follow", 1)
    st = act(st, "follow", 1, cards=[k("GL03")])
    assert st.boards[1].stuff["T"] == 1 and st.boards[1].discard == [k("GL03")]


def test_t10_a_coin_follows_any_suit():
    st = seat_up(table(), 0, hand=[k("SK01")])
    seat_up(st, 1, hand=[k("CO02")])
    st = play(st, 0, k("SK01"))
    st = act(st, "follow", 1, cards=[k("CO02")])
    assert st.boards[1].stuff["P"] == 1


def test_t11_any_card_follows_a_coin_led_play_with_the_setting_on():
    st = seat_up(table(), 0, hand=[k("CO01")])
    seat_up(st, 1, hand=[k("BK02")])
    st = play(st, 0, k("CO01"), gather={"pub": "P"})
    st = act(st, "follow", 1, cards=[k("BK02")])
    st = act(st, "gather", 1, r="T")
    assert st.boards[1].stuff["T"] == 1


def test_t11_only_a_coin_follows_a_coin_led_play_with_the_setting_off():
    st = seat_up(table(coin_led_any_follow=False), 0, hand=[k("CO01")])
    seat_up(st, 1, hand=[k("BK02"), k("CO03")])
    st = play(st, 0, k("CO01"), gather={"pub": "P"}, confirm=True)
    assert refusal(st, "follow", 1, cards=[k("BK02")])
    assert [a["cards"] for a in R.legal_actions(st, 1) if a["type"] == "follow"] == [[k("CO03")]]


def test_t12_a_followers_lookout_does_not_count_by_default():
    st = seat_up(table(), 0, hand=[k("SK01")])
    seat_up(st, 1, hand=[k("SK04")], lookout=[k("SK02"), k("SK03")], level=1)
    st = play(st, 0, k("SK01"))
    st = act(st, "follow", 1, cards=[k("SK04")])
    assert st.boards[1].stuff["P"] == 1


def test_t12_a_followers_lookout_counts_with_the_setting_on():
    st = seat_up(table(follower_counts_lookout=True), 0, hand=[k("SK01")])
    seat_up(st, 1, hand=[k("SK04")], lookout=[k("SK02"), k("SK03")], level=1)
    st = play(st, 0, k("SK01"))
    st = act(st, "follow", 1, cards=[k("SK04")])
    assert st.boards[1].stuff["P"] == 3


def test_t12_a_followers_lookout_counts_with_walkie_talkies():
    st = seat_up(table(), 0, hand=[k("SK01")])
    seat_up(st, 1, hand=[k("SK04")], lookout=[k("SK02"), k("SK03")], level=1, perks=["PK1"])
    st = play(st, 0, k("SK01"))
    st = act(st, "follow", 1, cards=[k("SK04")])
    assert st.boards[1].stuff["P"] == 3


def test_t13_a_full_lookout_cannot_follow_a_lookout_action():
    st = seat_up(table(), 0, hand=[k("BK01"), k("SK02")])
    seat_up(st, 1, hand=[k("BK05"), k("SK03")], lookout=[k("GL01")])
    st = play(st, 0, k("BK01"), confirm=True)
    st = act(st, "lookout", 0, cards=[k("SK02")]) if pending(st) == ("eff", 0) else st
    assert pending(st) == ("follow", 1) and types(st, 1) == {"pass"}


def test_t14_the_window_asks_every_other_seat_in_turn_order():
    st = seat_up(table(4), 1, hand=[k("SK01")])
    st = to_play(st, 1)
    st = play(st, 1, k("SK01"))
    asked = []
    while pending(st) and pending(st)[0] == "follow":
        asked.append(pending(st)[1])
        st = act(st, "pass", pending(st)[1])
    assert asked == [2, 3, 0]


def test_prompt_all_followers_off_asks_only_seats_with_a_legal_follow():
    st = seat_up(table(4, prompt_all_followers=False), 0, hand=[k("SK01")])
    seat_up(st, 2, hand=[k("SK02")])
    st = play(st, 0, k("SK01"))
    assert pending(st) == ("follow", 2)


def test_t20_a_follower_reaching_level_2_picks_a_perk_during_the_leaders_turn():
    st = seat_up(table(), 0, hand=[k("SH06")], stuff=(1, 0))
    seat_up(st, 1, hand=[k("SH02")], stuff=(2, 0), level=1)
    st = play(st, 0, k("SH06"))
    st = act(st, "keep_rule", 0, rule=st.pending["drawn"][0]) if pending(st) == ("keep_rule", 0) else st
    st = act(st, "follow", 1, cards=[k("SH02")])
    assert st.boards[1].level == 2 and pending(st) == ("perk", 1) and st.current == 0
    st = act(st, "perk", 1, perk=st.perk_row[0])
    assert len(st.boards[1].perks) == 1


def test_t31_a_follow_card_of_the_other_suit_of_a_dual_card_counts_one():
    st = seat_up(table(), 0, hand=[k("CR09")])
    seat_up(st, 1, hand=[k("BK05")])
    st = play(st, 0, k("CR09"))
    st = act(st, "follow", 1, cards=[k("BK05")])
    assert st.boards[1].track == 1


def test_t32_the_follow_card_cannot_be_the_card_tucked_by_the_copy():
    st = seat_up(table(), 0, hand=[k("BK01"), k("SK02")])
    seat_up(st, 1, hand=[k("BK05")])
    st = play(st, 0, k("BK01"), confirm=True)
    assert pending(st) == ("follow", 1) and types(st, 1) == {"pass"}


def test_t32_a_follower_with_another_card_tucks_it():
    st = seat_up(table(), 0, hand=[k("BK01"), k("SK02")])
    seat_up(st, 1, hand=[k("BK05"), k("SK03")])
    st = play(st, 0, k("BK01"), confirm=True)
    st = act(st, "follow", 1, cards=[k("BK05")])
    assert st.boards[1].lookout == [k("SK03")] and st.boards[1].hand == []


def test_t33_two_players_only_the_other_may_follow_and_level_5_ends_after_p2():
    st = seat_up(table(2), 1, hand=[k("SH06")], stuff=(2, 3), level=4)
    seat_up(st, 0, hand=[k("SH02")])
    st = to_play(st, 1)
    st.round = 3
    st = play(st, 1, k("SH06"))
    assert st.ending and st.macaroni == 1
    assert pending(st) == ("follow", 0)
    st = act(st, "pass", 0)
    while not st.over:
        st = act(st, "pass", st.pending["seat"]) if "pass" in types(st, st.pending["seat"]) else \
            act(st, "skip", st.pending["seat"])
    assert st.round == 3 and st.boards[1].turns_taken == 1


def test_edge11_a_follower_reaching_level_5_takes_the_macaroni_and_sets_the_end():
    st = seat_up(table(), 0, hand=[k("SH06")], stuff=(1, 0))
    seat_up(st, 1, hand=[k("SH02")], stuff=(2, 3), level=4)
    seat_up(st, 2, hand=[k("SH03")], stuff=(2, 3), level=4)
    st = play(st, 0, k("SH06"))
    st = act(st, "keep_rule", 0, rule=st.pending["drawn"][0])
    st = act(st, "follow", 1, cards=[k("SH02")])
    st = act(st, "follow", 2, cards=[k("SH03")])
    assert st.macaroni == 1 and st.boards[2].level == 5 and st.ending and not st.over


def test_edge25_two_players_a_copied_rival_choice_names_the_one_rival():
    st = seat_up(table(2), 0, hand=[k("SQ03")])
    seat_up(st, 1, hand=[k("SQ05")], yard=[])
    st.boards[0].yard.append(st.park_deck.pop(0))  # the leader's Yard holds a card
    st = play(st, 0, k("SQ03"), order=["prv"], full="prv")
    st = act(st, "follow", 1, cards=[k("SQ05")])
    assert st.boards[0].yard == []


def test_edge26_a_copied_trash_rival_needs_a_rival_yard_card():
    st = seat_up(table(), 0, hand=[k("SQ03")])
    seat_up(st, 2, yard=[k("GL05"), k("GL06")])
    seat_up(st, 1, hand=[k("SQ01")])
    st = play(st, 0, k("SQ03"))
    st = act(st, "trash_rival", 0, card=k("GL05"))
    st = act(st, "follow", 1, cards=[k("SQ01")])  # one target left: boxed at once
    assert {k("GL05"), k("GL06")} <= set(st.box)


def test_follow_unused_public_setting_both_ways():
    for flag, asked in ((True, True), (False, False)):
        st = seat_up(table(follow_unused_public=flag), 0, hand=[k("SK02")], stuff=(1, 0))
        seat_up(st, 1, hand=[k("SK03")])
        st = play(st, 0, k("SK02"), order=["prv"], full="prv")
        assert (pending(st) == ("follow", 1)) is asked


def test_no_follow_window_after_a_skip():
    st = seat_up(table(), 0, hand=[k("SK01")])
    seat_up(st, 1, hand=[k("SK02")])
    st = act(st, "skip", 0)
    assert pending(st) is None or pending(st)[0] != "follow"


def test_recess_bell_follows_any_play_with_two_cards_once_a_round():
    st = seat_up(table(), 0, hand=[k("SK01")])
    seat_up(st, 1, hand=[k("GL01"), k("CR01")], perks=["PK8"])
    st = play(st, 0, k("SK01"))
    st = act(st, "follow", 1, cards=[k("GL01"), k("CR01")])
    assert st.boards[1].stuff["P"] == 1 and st.boards[1].perk_used["PK8"] == st.round
