"""Fort Levels: costs and payment, rewards (Made-Up Rule, Perk, Macaroni) (rules text "Fort Level
Benefits", "Made-Up Rules", "Perks", "Macaroni Sculpture"; fort.md 4.3; T18, T19, T36; edges 10,
13, 14, 20, 23)."""
from .helpers import R, act, bf, k, pending, play, seat_up, table, to_play, types


def _advance_with_dee(st, seat=0):
    return play(st, seat, k("SH01"), order=["prv"], full="prv", confirm=True)


def test_t18_level_1_draws_two_made_up_rules_keeps_one_and_puts_one_under():
    st = seat_up(table(), 0, hand=[bf(0, 1)], stuff=(1, 0))
    top2, stack_size = st.made_up[:2], len(st.made_up)
    st = play(st, 0, bf(0, 1), order=["pub", "prv"], full="prv", gather={"pub": "T"})
    st = act(st, "pay", 0, stuff={"P": 1, "T": 0}, pack={"P": 0, "T": 0})
    assert st.boards[0].level == 1 and pending(st) == ("keep_rule", 0)
    assert st.pending["drawn"] == top2
    st = act(st, "keep_rule", 0, rule=top2[0])
    assert st.boards[0].rules == [top2[0]] and st.made_up[-1] == top2[1] and len(st.made_up) == stack_size - 1
    assert R.invariants(st) == []


def test_t18_with_top1_the_top_rule_is_taken_and_nothing_goes_back():
    st = seat_up(table(made_up_gain="top1"), 0, hand=[k("SH01")], stuff=(1, 0))
    top, size = st.made_up[0], len(st.made_up)
    st = _advance_with_dee(st)
    assert st.boards[0].rules == [top] and len(st.made_up) == size - 1


def test_t19_the_level_4_mix_is_paid_from_stuff_and_pack():
    st = seat_up(table(), 0, hand=[k("SH01")], stuff=(3, 1), pack=(0, 1), level=3)
    supply = dict(st.supply)
    st = _advance_with_dee(st)
    b = st.boards[0]
    assert b.level == 4 and b.stuff == {"P": 1, "T": 0} and b.pack == {"P": 0, "T": 0}
    assert st.supply == {"P": supply["P"] + 2, "T": supply["T"] + 2}


def test_t19_with_an_empty_pack_the_advance_is_unusable():
    st = seat_up(table(), 0, hand=[k("SH01")], stuff=(3, 1), level=3)
    plans = [a for a in R.legal_actions(st, 0) if a["type"] == "play"]
    assert plans and all(a["full"] == "pub" for a in plans)


def test_t36_paid_tokens_return_to_the_supply_at_once():
    st = seat_up(table(), 0, hand=[k("SH01")], stuff=(1, 0))
    seat_up(st, 1, hand=[k("SK01")])
    st.supply["P"] = 0  # the other 29 pizza are elsewhere; only the supply matters here
    st = _advance_with_dee(st)
    st = act(st, "keep_rule", 0, rule=st.pending["drawn"][0])
    assert st.supply["P"] == 1
    while pending(st)[0] != "play" or st.current != 1:
        st = act(st, "pass", pending(st)[1])
    st = play(st, 1, k("SK01"))
    assert st.boards[1].stuff["P"] == 1 and st.supply["P"] == 0


def test_edge15_a_gain_beyond_the_supply_is_lost():
    st = seat_up(table(), 0, hand=[k("SK01"), k("SK02")])
    st.supply["P"] = 1
    st = play(st, 0, k("SK01"))
    assert "improve" in R.apply(st, {"type": "add", "seat": 0, "card": k("SK02")}).reason


def test_edge10_no_advance_past_level_5():
    st = seat_up(table(), 0, hand=[k("SH01")], stuff=(4, 4), level=5)
    assert not any(a.get("order") == ["prv"] for a in R.legal_actions(st, 0))


def test_edge10_paying_from_the_pack_lowers_pack_vp_and_capacity_never_shrinks():
    st = seat_up(table(), 0, hand=[k("SH01")], pack=(1, 0))
    st = _advance_with_dee(st)
    assert st.boards[0].pack == {"P": 0, "T": 0} and st.boards[0].level == 1


def test_level_2_offers_a_perk_from_the_row():
    st = seat_up(table(), 0, hand=[k("SH01")], stuff=(2, 0), level=1)
    row = list(st.perk_row)
    st = _advance_with_dee(st)
    assert pending(st) == ("perk", 0) and {a["perk"] for a in R.legal_actions(st, 0)} == set(row)
    st = act(st, "perk", 0, perk=row[1])
    assert st.boards[0].perks == [row[1]] and row[1] not in st.perk_row


def test_edge14_the_last_perk_taker_chooses_from_what_is_left():
    st = table(2)
    st.boards[1].perks.append(st.perk_row.pop(0))  # 3 in the row, P2 already holds one
    st = seat_up(st, 0, hand=[k("SH01")], stuff=(2, 0), level=1)
    st = _advance_with_dee(st)
    assert len(R.legal_actions(st, 0)) == 2


def test_edge13_the_stack_never_runs_dry_for_four_players():
    st = table(4)
    offered = []
    for seat, card in enumerate(["SH01", "SH02", "SH03", "SK08"]):  # each builds with its private action
        seat_up(st, seat, hand=[k(card)], stuff=(1, 0))
        st = to_play(st, seat)
        st = play(st, seat, k(card), order=["prv"], full="prv")
        offered.append(len(st.pending["drawn"]))
        st = act(st, "keep_rule", seat, rule=st.pending["drawn"][0])
        st.tasks, st.pending = [], None
    assert offered == [2, 2, 2, 2] and len(st.made_up) == 1
    assert all(len(b.rules) == 1 for b in st.boards)


def test_level_5_gives_the_macaroni_to_the_first_only():
    st = seat_up(table(), 0, hand=[k("SH01")], stuff=(2, 3), level=4)
    st.macaroni = 2
    st = _advance_with_dee(st)
    assert st.boards[0].level == 5 and st.macaroni == 2 and st.ending


def test_edge20_blueprints_discounts_one_advance_on_the_owners_turn():
    st = seat_up(table(), 0, hand=[k("SH01")], stuff=(1, 1), level=2, perks=["PK5"])
    from fort_desktop.rules.fort.coach import play_outcome
    words = play_outcome(st, 0, {"card": k("SH01"), "order": ["prv"], "full": "prv"})
    assert words.endswith("Level 3 for 2 pizza or toys"), words      # the preview asks what the payment will
    st4 = seat_up(table(), 0, hand=[k("SH01")], stuff=(2, 1), level=3, perks=["PK5"])
    words = play_outcome(st4, 0, {"card": k("SH01"), "order": ["prv"], "full": "prv"})
    assert words.endswith("Level 4 for 3 pizza and toys (2 pizza and 2 toys, 1 less)"), words
    st = _advance_with_dee(st)  # level 3 costs 3: 2 with the discount
    b = st.boards[0]
    assert b.level == 3 and b.stuff == {"P": 0, "T": 0} and b.perk_used["PK5"] == st.turn_no


def test_edge20_blueprints_keeps_a_minimum_of_one():
    st = seat_up(table(), 0, hand=[k("SH07")], stuff=(1, 0), perks=["PK5"])
    plans = [a for a in R.legal_actions(st, 0) if a["type"] == "play" and a["full"] == "prv"]
    assert plans  # Fitz disc 1 + Blueprints 1 on a cost of 1 still costs 1
    st = play(st, 0, k("SH07"), order=["prv"], full="prv", confirm=True)
    assert st.boards[0].stuff["P"] == 0


def test_edge20_blueprints_does_not_work_on_a_rivals_turn():
    st = seat_up(table(), 0, hand=[k("SH06")], stuff=(1, 0))
    seat_up(st, 1, hand=[k("SH02")], stuff=(1, 0), level=1, perks=["PK5"])
    st = play(st, 0, k("SH06"))
    st = act(st, "keep_rule", 0, rule=st.pending["drawn"][0])
    follows = [a for a in R.legal_actions(st, 1) if a["type"] == "follow"]
    assert follows == []  # level 2 costs 2; one pizza is not enough off its own turn


def test_edge23_padlock_gained_during_play_works_at_that_turns_discard():
    st = seat_up(table(), 0, hand=[k("SH01"), k("SK02")], stuff=(2, 0), level=1)
    if "PK3" not in st.perk_row:
        st.perk_row[0] = "PK3"
    st = play(st, 0, k("SH01"), order=["prv"], full="prv", confirm=True)
    st = act(st, "perk", 0, perk="PK3")
    while pending(st)[0] in ("follow", "recruit_phase"):
        st = act(st, "pass", pending(st)[1])
    assert pending(st) == ("save", 0)


def test_edge23_recess_bell_gained_inside_a_follow_window_waits_for_the_next_one():
    st = seat_up(table(), 0, hand=[k("SH06")], stuff=(1, 0))
    seat_up(st, 1, hand=[k("SH02"), k("GL01"), k("CR01")], stuff=(2, 0), level=1)
    if "PK8" not in st.perk_row:
        st.perk_row[0] = "PK8"
    st = play(st, 0, k("SH06"))
    st = act(st, "keep_rule", 0, rule=st.pending["drawn"][0])
    st = act(st, "follow", 1, cards=[k("SH02")])
    st = act(st, "perk", 1, perk="PK8")
    from fort_desktop.rules.fort.follow import follows
    seat_up(st, 1, hand=[k("GL01"), k("CR01")])
    assert all(len(cards) == 1 for cards in follows(st, 1))


def test_early_bird_on_gain_runs_at_once():
    st = seat_up(table(), 0, hand=[k("SH01")], stuff=(1, 0))
    st.made_up[:2] = ["MR10", "MR01"] if "MR10" not in st.made_up[:2] else st.made_up[:2]
    st = _advance_with_dee(st)
    st = act(st, "keep_rule", 0, rule="MR10")
    st = act(st, "gather", 0, r="T")
    assert st.boards[0].stuff["T"] == 2


def test_swap_meet_offers_one_swap_when_the_owner_plays():
    st = seat_up(table(), 0, hand=[k("SK06")], stuff=(2, 0), perks=["PK6"])
    st = play(st, 0, k("SK06"))
    assert pending(st) == ("use_perk", 0)
    st = act(st, "use_perk", 0, perk="PK6")  # the only swap (a pizza to a toy) runs at once
    assert st.boards[0].stuff == {"P": 1, "T": 1} and st.boards[0].track == 1


def test_swap_meet_never_breaks_the_full_action():
    # Noodle private [spend T 2, score 3] in full with exactly 2 toys: no toy may become a pizza
    st = seat_up(table(), 0, hand=[k("GL07")], stuff=(0, 2), perks=["PK6"])
    st = play(st, 0, k("GL07"), order=["prv"], full="prv")
    st = act(st, "use_perk", 0, perk="PK6")
    assert st.boards[0].track == 3 and st.boards[0].stuff == {"P": 0, "T": 0}


def test_big_backpack_enlarges_the_pack_only():
    st = seat_up(table(), 0, hand=[k("SH05")], stuff=(3, 0), perks=["PK4"])
    st = play(st, 0, k("SH05"), order=["prv"], full="prv")
    assert st.boards[0].pack["P"] == 2 and R.view(st, 0)["seats"][0]["lookout_cap"] == 1
