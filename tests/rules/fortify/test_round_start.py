"""Set-up and Part I Step 1 (rulebook "Game Set Up", "Prep Your Fort Cards", "Mom's Calling Mode")."""
from fort_desktop.rules.fortify.state import BUILD, THROW

from .helpers import R, all_cards, all_kids, card, kid, new, put_card, put_kid, room


def test_setup_shuffles_all_sixty_fort_cards_and_deals_four_each():
    s = new(3)
    assert sorted(all_cards(s)) == list(range(60))
    assert [len(p.hand) for p in s.players] == [4, 4]
    assert len(s.deck) == 52
    assert s.phase == BUILD and s.round == 1 and s.first == 0


def test_kid_piles_hold_twelve_builders_sixteen_throwers_eight_medics():
    s = new(3)
    assert {k: len(v) for k, v in s.kid_piles.items()} == {"builder": 12, "thrower": 16, "medic": 8}
    assert sorted(all_kids(s)) == list(range(36))


def test_same_seed_same_deal_and_other_seed_other_deal():
    assert new(5).deck == new(5).deck
    assert new(5).deck != new(6).deck


def _next_round(s):
    """Finish round 1 at once: both stop building, then both stop throwing, Jerk unused or placed."""
    s = R.apply(s, {"type": "grab", "seat": 0, "ms": 10})
    s = R.apply(s, {"type": "grab", "seat": 1, "ms": 20})
    while s.phase == "recruit":
        s = R.apply(s, R.legal_actions(s, s.recruit_seat)[0])
    s = R.apply(s, {"type": "grab", "seat": s.first, "ms": 10})
    s = R.apply(s, {"type": "grab", "seat": 1 - s.first, "ms": 20})
    if s.phase == "jerk":
        s = R.apply(s, {"type": "roll", "seat": s.jerk})
        if s.phase == "jerk":
            s = R.apply(s, R.legal_actions(s, s.jerk)[0])
    return s


def test_enclosed_face_up_builder_draws_one_more_card():
    s = new(4)
    room(s, 0)  # two 2x2 Kids fill the 4 x 3 room: nothing more fits, so no recruiting
    put_kid(s, 0, kid("builder", "red"), 15, 4)
    put_kid(s, 0, kid("builder", "red", 1), 17, 4, face_up=False)
    s = _next_round(s)
    assert s.round == 2
    assert len(s.players[0].hand) == 5 and len(s.players[1].hand) == 4


def test_builder_bonus_stops_at_two():
    s = new(4)
    room(s, 0)
    put_kid(s, 0, kid("builder", "red"), 15, 4)
    put_kid(s, 0, kid("builder", "red", 1), 17, 4)
    put_card(s, 0, card("green", "C"), 14, 8, 3)  # a second room under the first C
    put_kid(s, 0, kid("builder", "blue"), 15, 8)
    put_kid(s, 0, kid("builder", "blue", 1), 17, 8)
    assert len(R.active_kids(s, 0, "builder")) == 4
    s = _next_round(s)
    assert len(s.players[0].hand) == 6


def test_face_down_or_open_air_builder_draws_nothing():
    s = new(4)
    room(s, 0)
    put_kid(s, 0, kid("builder", "red"), 15, 4, face_up=False)
    put_kid(s, 0, kid("builder", "red", 1), 17, 4, face_up=False)
    put_kid(s, 1, kid("builder", "blue"), 0, 10)  # lying in the open, not enclosed
    s = _next_round(s)
    assert [len(p.hand) for p in s.players] == [4, 4]


def test_reserve_cards_join_the_hand_next_round():
    s = new(4)
    s.players[1].reserve = [s.deck.pop(0), s.deck.pop(0)]
    reserved = list(s.players[1].reserve)
    s = _next_round(s)
    assert set(reserved) <= set(s.players[1].hand)
    assert len(s.players[1].hand) == 6 and s.players[1].reserve == []


def test_first_player_alternates_each_round():
    s = _next_round(new(4))
    assert s.first == 1
    assert _next_round(s).first == 0


def test_moms_calling_mode_when_the_deck_cannot_supply_both():
    s = new(4)
    s.discard.extend(s.deck[:45])
    del s.deck[:45]  # 7 cards left, both players want 4
    s.players[0].reserve = [s.deck.pop()]
    s = _next_round(s)
    assert s.moms_calling
    assert s.phase == THROW  # Part I is skipped for the rest of the game
    assert s.deck == [] and all(p.reserve == [] and p.hand == [] for p in s.players)
    assert sorted(all_cards(s)) == list(range(60))


def test_moms_calling_mode_counts_open_air_throwers_and_medics():
    s = new(4)
    put_kid(s, 0, kid("thrower", "red"), 0, 10)
    assert R.dice_count(s, 0) == 1
    s.moms_calling = True
    assert R.dice_count(s, 0) == 2
    put_kid(s, 0, kid("medic", "red"), 5, 10)
    assert R.active_kids(s, 0, "medic") == [kid("medic", "red")]
