"""What each seat may see, the secrets, the log words and undo barriers (fort.md 6 edge 22;
base.py view, secrets, describe, is_undo_barrier)."""
import json
import random

from fort_desktop.bots.random_bot import choose

from fort_desktop.rules.fort.knowledge import hidden_names

from .helpers import R, act, bf, k, play, seat_up, table


def test_a_view_holds_only_the_viewers_hand():
    st = R.new_game(2, ["human"] * 3)
    v = R.view(st, 1)
    assert v["seats"][1]["hand"] == st.boards[1].hand
    assert "hand" not in v["seats"][0] and v["seats"][0]["hand_count"] == 5
    text = json.dumps(v)
    for card in st.boards[0].hand + st.boards[2].hand + st.boards[1].deck + st.park_deck:
        assert card not in text


def test_a_spectator_sees_no_hand_and_no_deck():
    st = R.new_game(2, ["human"] * 2)
    text = json.dumps(R.view(st, None))
    for b in st.boards:
        for card in b.hand + b.deck:
            assert card not in text


def test_held_made_up_rules_are_counted_not_shown_to_rivals():
    st = seat_up(table(), 0, hand=[k("SH01")], stuff=(1, 0))
    st = play(st, 0, k("SH01"), order=["prv"], full="prv")
    drawn = st.pending["drawn"]
    assert R.view(st, 0)["pending"]["drawn"] == drawn and "drawn" not in R.view(st, 1)["pending"]
    st = act(st, "keep_rule", 0, rule=drawn[0])
    v1 = json.dumps(R.view(st, 1))
    assert drawn[0] not in v1 and drawn[1] not in v1 and R.view(st, 1)["seats"][0]["rules_count"] == 1
    assert R.view(st, 0)["seats"][0]["rules"] == [drawn[0]]
    assert drawn[1] not in R.secrets(st, 0) and drawn[1] in R.secrets(st, 1)  # the keeper saw the other


def test_secrets_hold_hidden_ids_and_hidden_names_only_distinctive_names():
    st = seat_up(table(), 1, hand=[k("SK01"), k("CO01"), k("SH01")])
    assert {k("SK01"), k("SH01"), k("CO01")} <= R.secrets(st, 0)
    assert k("SK01") not in R.secrets(st, 1)
    names = hidden_names(st, 0)
    assert "Ollie" in names and "Penny" not in names and "Dee" not in names  # inside a perk name; too short


def test_every_secret_of_a_spectator_is_in_the_state_itself():
    st = R.new_game(1, ["human"] * 2)
    shown = json.dumps(st.to_json())
    assert R.secrets(st, None) and all(s in shown for s in R.secrets(st, None))


def test_the_discard_pile_shows_only_its_top_card_to_rivals():
    st = seat_up(table(), 0, discard=[k("SK01"), k("SK02")])
    assert k("SK01") in R.secrets(st, 1) and k("SK02") not in R.secrets(st, 1)
    assert R.view(st, 1)["seats"][0]["discard_top"] == k("SK02") and "discard" not in R.view(st, 1)["seats"][0]
    assert R.view(st, 0)["seats"][0]["discard"] == [k("SK01"), k("SK02")]


def test_made_up_rules_are_revealed_when_the_game_is_over():
    st = table(2)
    st.boards[0].rules.append(st.made_up.pop(0))
    rule = st.boards[0].rules[0]
    assert rule in R.secrets(st, 1)
    st.over = True
    assert rule not in R.secrets(st, 1) and R.view(st, 1)["seats"][0]["rules"] == [rule]


def test_describe_names_a_kept_rule_only_to_its_keeper():
    st = seat_up(table(), 0, hand=[k("SH01")], stuff=(1, 0))
    st = play(st, 0, k("SH01"), order=["prv"], full="prv")
    action = {"type": "keep_rule", "seat": 0, "rule": st.pending["drawn"][0]}
    name = R.catalogue.rules[action["rule"]].name
    assert name in R.describe(st, action, 0) and name not in R.describe(st, action, 1)


def test_describe_never_leaks_a_secret_over_random_games():
    for seed in range(3):
        st = R.new_game(seed, ["bot"] * 3)
        rng = random.Random(seed)
        for _ in range(150):
            if R.is_over(st):
                break
            seat = R.acting_seats(st)[0]
            action = choose(R, st, seat, rng)
            after = R.apply(st, action)
            for viewer in (None, 0, 1, 2):
                text = R.describe(st, action, viewer)
                view_text = json.dumps(R.view(after, viewer))
                # never an id; never the name of a card hidden both before and after the action
                for secret in R.secrets(st, viewer) | R.secrets(after, viewer) | \
                        (hidden_names(st, viewer) & hidden_names(after, viewer)):
                    assert secret not in text, (secret, text)
                for secret in R.secrets(after, viewer):
                    assert secret not in view_text, secret
            st = after


def test_a_draw_is_an_undo_barrier_and_an_add_is_not():
    st = seat_up(table(), 0, hand=[k("SK01"), k("SK02"), k("SK03")])
    assert R.is_undo_barrier(st, {"type": "play", "seat": 0, "card": k("SK01"), "order": ["pub"], "full": "pub",
                                  "gather": {}}) is False
    st = play(st, 0, k("SK01"))
    assert R.is_undo_barrier(st, {"type": "add", "seat": 0, "card": k("SK02")}) is False
    st = act(st, "add", 0, card=k("SK02"))
    assert R.is_undo_barrier(st, {"type": "confirm", "seat": 0}) is True  # hands the follow to P2


def test_recruiting_from_the_park_reveals_a_card_and_is_a_barrier():
    st = seat_up(table(), 0, hand=[])
    st = act(st, "skip", 0)
    assert R.is_undo_barrier(st, {"type": "recruit", "seat": 0, "card": st.park[0]}) is True


def test_progress_names_the_deciding_seat():
    st = R.new_game(1, ["human"] * 2)
    p = R.progress(st)
    assert p.acting == (0,) and p.phase == "play" and "P1" in p.text


def test_a_best_friend_id_names_its_owner():
    assert R.catalogue.bf_owner(bf(2, 1)) == 2 and R.card(bf(2, 1)).bf


def test_outcome_lines_tell_tokens_and_turns_without_naming_hidden_cards():
    st = seat_up(table(), 0, hand=[k("SK01")], deck=[k("SK02"), k("SK03")])
    after = play(st, 0, k("SK01"))
    lines = R.describe_outcome(st, after, 1)
    assert "P1's Stuff: +1 pizza" in lines


def test_outcome_lines_never_hold_a_secret_over_a_random_game():
    st = R.new_game(11, ["bot"] * 3)
    rng = random.Random(11)
    while not R.is_over(st):
        action = choose(R, st, R.acting_seats(st)[0], rng)
        after = R.apply(st, action)
        for viewer in (None, 0, 1, 2):
            text = " | ".join(R.describe_outcome(st, after, viewer))
            assert not [s for s in hidden_names(after, viewer) | R.secrets(after, viewer) if s in text]
        st = after


def test_the_top_bar_offers_playing_none_only_when_a_skip_is_legal():
    forced = seat_up(table(3, voluntary_skip=False), 0, hand=[k("SH07")])  # T07: no card can be used in full
    playable = seat_up(table(3, voluntary_skip=False), 0, hand=[k("SK01")])
    free = seat_up(table(3, voluntary_skip=True), 0, hand=[k("SK01")])
    for st in (forced, playable, free):
        skip = any(a["type"] == "skip" for a in R.legal_actions(st, 0))
        assert ("play none" in R.progress(st).text) == skip
    assert "play none" in R.progress(forced).text and "play none" not in R.progress(playable).text


def test_progress_uses_the_players_names():
    st = R.new_game(1, ["human"] * 3)
    assert R.progress(st, names=["Ana", "Ben", "Cleo"]).text.startswith("Round 1 - Ana:")
