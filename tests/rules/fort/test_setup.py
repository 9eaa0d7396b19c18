"""Set-up for 2-4 seats and the draft (rules text "Setup", "Advanced Draft Setup"; fort.md 5
SETUP, DRAFT; T01)."""
import pytest

from .helpers import R, act


def test_t01_three_player_setup():
    st = R.new_game(7, ["human"] * 3)
    assert len(st.made_up) == 4 and len(st.perk_row) == 4 and len([c for c in st.park if c]) == 3
    for b in st.boards:
        assert len(b.hand) == 5 and len(b.deck) == 5
        assert sum(1 for c in b.hand + b.deck if c.startswith("bf-")) == 2
    assert len(st.park_deck) == 60 - 3 - 24


@pytest.mark.parametrize("seats", [2, 4])
def test_setup_sizes_follow_the_player_count(seats):
    st = R.new_game(3, ["bot"] * seats)
    assert len(st.made_up) == seats + 1 and len(st.perk_row) == seats + 1
    assert len(st.park_deck) == 60 - 3 - 8 * seats
    assert len(st.box) == 2 * (4 - seats)  # the unused colours' Best Friends
    assert R.invariants(st) == []


@pytest.mark.parametrize("seats", [1, 5])
def test_other_seat_counts_are_refused(seats):
    with pytest.raises(ValueError):
        R.new_game(1, ["bot"] * seats)


def test_unknown_options_and_values_are_refused():
    with pytest.raises(ValueError):
        R.new_game(1, ["bot"] * 2, {"no_such": True})
    with pytest.raises(ValueError):
        R.new_game(1, ["bot"] * 2, {"reshuffle": "sometimes"})
    with pytest.raises(ValueError):
        R.new_game(1, ["bot"] * 2, {"voluntary_skip": 1})


def test_options_given_as_words_are_read():
    st = R.new_game(1, ["bot"] * 2, {"voluntary_skip": "false", "max_rounds": "12"})
    assert st.settings["voluntary_skip"] is False and st.settings["max_rounds"] == 12


def test_the_park_shuffle_can_be_stacked():
    from fort_desktop.rules.chance import Chance
    chance = Chance(5).force("park", ["kid-CR01", "kid-CR02", "kid-CR03", "kid-SK01"])
    from fort_desktop.rules.fort import setup
    st = setup.new_state(5, 2, R.settings())
    st2 = setup.new_state(5, 2, R.settings())
    assert st.park == st2.park  # same seed, same Park
    st.chance = chance
    assert chance.pending("park") == 1


def test_draft_setup_passes_packets_until_each_seat_kept_eight():
    st = R.new_game(4, ["human"] * 3, {"draft_setup": True})
    assert st.phase == "draft" and R.acting_seats(st) == [0, 1, 2]
    first_packet_of_p1 = list(st.draft["packets"][0])
    picks = 0
    while st.phase == "draft":
        seat = R.acting_seats(st)[0]
        st = act(st, "draft", seat, card=R.legal_actions(st, seat)[0]["card"])
        picks += 1
        assert R.invariants(st) == []
    assert picks == 3 * 7  # the eighth card of each packet is kept without a choice
    for b in st.boards:
        assert len(b.hand) + len(b.deck) == 10
    assert sorted(first_packet_of_p1)[0] in st.boards[0].hand + st.boards[0].deck


def test_draft_hands_the_rest_of_a_packet_to_the_next_seat():
    st = R.new_game(4, ["human"] * 2, {"draft_setup": True})
    p1_packet = sorted(st.draft["packets"][0])
    st = act(st, "draft", 0, card=p1_packet[0])
    assert R.acting_seats(st) == [1]
    st = act(st, "draft", 1, card=sorted(st.draft["packets"][1])[0])
    assert sorted(st.draft["packets"][1]) == p1_packet[1:]


def test_new_game_deals_the_park_and_hands_a_test_stacked():
    from fort_desktop.rules.chance import Chance
    park = ["kid-CR01", "kid-CR02", "kid-CR03"]
    p1_kids = [f"kid-SK0{i}" for i in range(1, 9)]
    chance = Chance(5).force("park", park + p1_kids).force("deck:P1", ["bf-P1-2", "kid-SK04", "bf-P1-1"])
    st = R.new_game(5, ["human", "bot"], chance=chance)
    assert st.park == park
    board = st.boards[0]
    assert sorted(board.owned()) == sorted(p1_kids + ["bf-P1-1", "bf-P1-2"])
    assert board.hand[:3] == ["bf-P1-2", "kid-SK04", "bf-P1-1"]
    assert chance.pending() == 0 and st.chance is chance


def test_a_stacked_deal_replays_from_its_chance_not_the_seed():
    from fort_desktop.rules.chance import Chance
    plain = R.new_game(5, ["human", "bot"])
    stacked = R.new_game(5, ["human", "bot"], chance=Chance(5).force("perks", ["PK3", "PK1", "PK2"]))
    assert stacked.perk_row == ["PK3", "PK1", "PK2"][:len(stacked.perk_row)]
    assert R.digest(plain) != R.digest(stacked)
