"""Cleanup, Recruit, Discard, Draw and the end check (rules text "Turn Structure"; fort.md 5
S1, S6-S9; T02, T15-T17, T34, T35; edges 1-4, 16, 17, 21)."""
from .helpers import R, act, bf, k, pending, play, seat_up, table, to_play, types


FIVE = [k(f"BK0{i}") for i in range(1, 10)] + [k("CO01")]  # deck fillers, so draws never reach the discard


def _finish_turn(st, seat):
    """Skip Play and recruit nobody."""
    st = act(st, "skip", seat)
    if pending(st) == ("recruit_phase", seat):
        st = act(st, "pass", seat)
    return st


def test_t02_the_first_cleanup_is_skipped_without_error():
    st = R.new_game(3, ["human"] * 3)
    assert st.boards[0].turns_taken == 0 and st.boards[0].yard == [] and pending(st) == ("play", 0)


def test_t15_a_rival_recruits_from_the_yard_and_the_rest_returns_at_cleanup():
    st = seat_up(table(), 0, hand=[k("SK04"), k("GL03"), k("CR08")], deck=FIVE[:5])
    seat_up(st, 1, deck=FIVE[5:])
    st = _finish_turn(st, 0)
    assert st.boards[0].yard == [k("SK04"), k("GL03"), k("CR08")]
    st = act(st, "skip", 1)
    st = act(st, "recruit", 1, card=k("CR08"))
    assert k("CR08") in st.boards[1].discard and len(st.boards[0].yard) == 2
    st = _finish_turn(st, 2)
    assert st.boards[0].yard == [] and {k("SK04"), k("GL03")} <= set(st.boards[0].discard)


def test_t16_with_bf_at_discard_the_best_friend_goes_to_the_discard_pile():
    st = seat_up(table(), 0, hand=[bf(0, 2), k("SK04")], deck=FIVE[:5])
    st = _finish_turn(st, 0)
    assert st.boards[0].yard == [k("SK04")] and bf(0, 2) in st.boards[0].discard


def test_t16_with_bf_at_yard_the_best_friend_waits_in_the_yard_safe_from_rivals():
    st = seat_up(table(bf_at_discard="yard"), 0, hand=[bf(0, 2), k("SK04")])
    st = _finish_turn(st, 0)
    assert st.boards[0].yard == [bf(0, 2), k("SK04")]
    st = act(st, "skip", 1)
    recruits = {a["card"] for a in R.legal_actions(st, 1) if a["type"] == "recruit"}
    assert k("SK04") in recruits and bf(0, 2) not in recruits


def test_t16_with_bf_at_yard_a_rival_cannot_trash_the_best_friend():
    st = seat_up(table(bf_at_discard="yard"), 1, hand=[k("SQ01")], yard=[])
    seat_up(st, 0, yard=[bf(0, 2)])
    st = to_play(st, 1)
    plans = [a for a in R.legal_actions(st, 1) if a["type"] == "play"]
    assert all(a["order"] != ["prv"] for a in plans)  # Splash's private trash_rival has no target


def test_t17_an_emptied_park_deck_leaves_the_slot_empty():
    st = seat_up(table(), 0, hand=[])
    st.box.extend(st.park_deck[1:])
    del st.park_deck[1:]
    last = st.park_deck[0]
    st = act(st, "skip", 0)
    slot2 = st.park[1]
    st = act(st, "recruit", 0, card=slot2)
    assert st.park[1] == last and st.park_deck == []
    st = act(st, "skip", 1)
    st = act(st, "recruit", 1, card=st.park[0])
    assert st.park[0] is None


def test_edge1_the_hand_may_be_short_when_deck_and_discard_are_empty():
    st = seat_up(table(), 0, hand=[k("SK01")], deck=[k("SK02"), k("SK03")])
    st = play(st, 0, k("SK01"))
    st = act(st, "pass", 1)
    st = act(st, "pass", 2)
    st = act(st, "pass", 0) if pending(st) == ("recruit_phase", 0) else st
    assert sorted(st.boards[0].hand) == sorted([k("SK02"), k("SK03"), k("SK01")])


def test_edge2_yard_cards_never_join_a_reshuffle():
    st = seat_up(table(), 0, hand=[k("SK01"), k("SK02")], discard=[k("GL01")])
    st = _finish_turn(st, 0)
    assert st.boards[0].hand == [k("GL01")] and st.boards[0].yard == [k("SK01"), k("SK02")]


def test_edge4_a_skip_sends_the_whole_hand_to_the_yard_and_recruiting_is_allowed():
    st = seat_up(table(), 0, hand=[k("SK01"), k("SK02")])
    st = act(st, "skip", 0)
    assert pending(st) == ("recruit_phase", 0)
    st = act(st, "pass", 0)
    assert st.boards[0].yard == [k("SK01"), k("SK02")]


def test_edge4_an_empty_hand_may_still_recruit():
    st = seat_up(table(), 0, hand=[])
    assert types(st, 0) == {"skip"}
    st = act(st, "skip", 0)
    assert pending(st) == ("recruit_phase", 0)


def test_edge3_recruiting_is_skipped_when_nothing_is_recruitable():
    st = seat_up(table(), 0, hand=[])
    st.park_deck.extend(c for c in st.park if c)
    st.park[:] = [None, None, None]
    st = act(st, "skip", 0)
    assert pending(st) == ("play", 1)


def test_edge17_nobody_recruits_from_their_own_yard():
    st = seat_up(table(), 0, hand=[], yard=[k("SK05")], turns_taken=0)
    st = act(st, "skip", 0)
    assert k("SK05") not in {a.get("card") for a in R.legal_actions(st, 0)}


def test_recruit_from_deck_variant_offers_the_blind_top_card():
    for flag in (True, False):
        st = seat_up(table(recruit_from_deck=flag), 0, hand=[])
        st = act(st, "skip", 0)
        assert ("deck" in {a.get("card") for a in R.legal_actions(st, 0)}) is flag


def test_t35_lazy_reshuffle_waits_for_the_next_draw():
    deck = [k(f"SK0{i}") for i in range(1, 6)]
    discard = [k(f"GL0{i}") for i in range(1, 5)]
    st = seat_up(table(), 0, hand=[], deck=deck, discard=discard)
    st = act(st, "skip", 0)
    st = act(st, "pass", 0)
    b = st.boards[0]
    assert b.deck == [] and len(b.discard) == 4 and b.hand == deck


def test_t35_eager_reshuffle_happens_as_soon_as_the_deck_empties():
    deck = [k(f"SK0{i}") for i in range(1, 6)]
    discard = [k(f"GL0{i}") for i in range(1, 5)]
    st = seat_up(table(reshuffle="eager"), 0, hand=[], deck=deck, discard=discard)
    st = act(st, "skip", 0)
    st = act(st, "pass", 0)
    b = st.boards[0]
    assert len(b.deck) == 4 and b.discard == [] and b.hand == deck


def test_a_forced_reshuffle_puts_the_chosen_cards_on_top():
    st = seat_up(table(), 0, hand=[], deck=[k("SK01")], discard=[k("GL01"), k("GL02"), k("GL03")])
    st.chance.force("deck:P1", [k("GL03"), k("GL01")])
    st = act(st, "skip", 0)
    st = act(st, "pass", 0)
    assert st.boards[0].hand == [k("SK01"), k("GL03"), k("GL01"), k("GL02")]


def test_t34_max_rounds_ends_after_the_last_seat_not_mid_round():
    st = table(3)
    st.round = 30
    for seat in range(3):
        st = seat_up(st, seat, hand=[])
    st = act(st, "skip", 0)
    st = act(st, "pass", 0) if pending(st) == ("recruit_phase", 0) else st
    assert not st.over and st.current == 1
    st = act(st, "skip", 1)
    st = act(st, "pass", 1) if pending(st) == ("recruit_phase", 1) else st
    st = act(st, "skip", 2)
    st = act(st, "pass", 2) if pending(st) == ("recruit_phase", 2) else st
    assert st.over and R.result(st).reason.startswith("max rounds:")


def test_edge21_max_rounds_can_be_set_lower():
    st = table(2, max_rounds=1)
    for seat in (0, 1):
        st = act(st, "skip", seat)
        st = act(st, "pass", seat) if pending(st) == ("recruit_phase", seat) else st
    assert st.over and R.result(st).rounds == 1


def test_end_vp25_variant_ends_the_game_at_the_end_of_the_round():
    for flag in (True, False):
        st = table(2, end_vp25=flag)
        st.boards[0].track = 25
        for seat in (0, 1):
            st = act(st, "skip", seat)
            st = act(st, "pass", seat) if pending(st) == ("recruit_phase", seat) else st
        assert st.over is flag


def test_end_park_empty_variant_ends_the_game_when_the_park_deck_is_gone():
    for flag in (True, False):
        st = table(2, end_park_empty=flag)
        st.box.extend(st.park_deck)
        st.park_deck.clear()
        for seat in (0, 1):
            st = act(st, "skip", seat)
            st = act(st, "pass", seat) if pending(st) == ("recruit_phase", seat) else st
        assert st.over is flag


def test_padlock_keeps_one_hand_card_out_of_the_yard():
    st = seat_up(table(), 0, hand=[k("SK01"), k("SK02")], perks=["PK3"])
    st = act(st, "skip", 0)
    st = act(st, "pass", 0)
    assert pending(st) == ("save", 0)
    st = act(st, "save", 0, card=k("SK02"))
    assert st.boards[0].yard == [k("SK01")]


def test_lemonade_stand_offers_a_token_at_cleanup():
    st = seat_up(table(2), 1, perks=["PK2"], turns_taken=1)
    st = act(st, "skip", 0)
    st = act(st, "pass", 0)
    assert pending(st) == ("use_perk", 1)
    st = act(st, "use_perk", 1, perk="PK2")
    st = act(st, "gather", 1, r="T")
    assert st.boards[1].stuff["T"] == 1 and pending(st) == ("play", 1)
