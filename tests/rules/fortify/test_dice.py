"""Part II "Prep Your Dice" and "Roll & Place Dice" (dice count, re-roll rule, every target rule, Jerk)."""
from fort_desktop.rules.fortify.state import JERK, THROW

from .helpers import R, act, card, kid, new, put_kid, refuse, room, to_throw

BLUE_C = card("blue", "C")


def _board():
    """P1 has a blue C room; P2 a green C room holding a red Thrower."""
    s = new(9)
    room(s, 0, "blue")
    room(s, 1, "green")
    put_kid(s, 1, kid("thrower", "red"), 15, 4, rot=1)
    return s


def test_dice_count_is_captain_plus_enclosed_face_up_throwers_capped_at_three():
    s = new(9)
    room(s, 0)
    assert R.dice_count(s, 0) == 1
    put_kid(s, 0, kid("thrower", "red"), 15, 4, rot=1)
    assert R.dice_count(s, 0) == 2
    put_kid(s, 0, kid("thrower", "red", 1), 0, 12)  # in the open: does not throw
    assert R.dice_count(s, 0) == 2


def test_thrower_bonus_caps_at_three_extra_dice():
    s = new(9)
    s.moms_calling = True  # lets open-air Throwers count, so five can be laid quickly
    for i in range(5):
        put_kid(s, 0, kid("thrower", "green", i % 4) if i < 4 else kid("thrower", "blue"), 2 + 3 * i, 12)
    assert R.dice_count(s, 0) == 4


def test_roll_gives_every_die_in_hand_a_face_from_the_die():
    s = to_throw(new(9))
    s.players[0].dice, s.players[0].rolled = ["black1", "black2", "cousin"], {}
    s = act(s, type="roll", seat=0)
    rolled = s.players[0].rolled
    assert set(rolled) == {"black1", "black2", "cousin"}
    assert rolled["cousin"] in R.data.cousin_die and rolled["black1"] in R.data.balloon_die


def test_rerolling_needs_a_die_placed_since_the_last_roll():
    s = to_throw(new(9), {0: ["block", "block"]})
    s.players[0].rolled = {"black1": "block", "black2": "block"}
    assert refuse(s, type="roll", seat=0) == "place at least one die before re-rolling"
    s = act(s, type="place_die", seat=0, die="black1", target={"kind": "base", "seat": 0})
    s = act(s, type="roll", seat=0)
    assert list(s.players[0].rolled) == ["black2"]


def test_colour_balloon_goes_on_a_matching_card_of_the_opponent():
    s = _board()
    s = to_throw(s, {0: ["green", "blue"]})
    s = act(s, type="place_die", seat=0, die="black1", target={"kind": "card", "seat": 1, "id": card("green", "C")})
    assert s.dice_placed[0].target["id"] == card("green", "C")
    reason = refuse(s, type="place_die", seat=0, die="black2", target={"kind": "card", "seat": 1, "id": card("green", "C")})
    assert "blue balloon" in reason


def test_colour_balloon_on_a_matching_face_up_kid():
    s = to_throw(_board(), {0: ["red"]})
    s = act(s, type="place_die", seat=0, die="black1", target={"kind": "kid", "seat": 1, "id": kid("thrower", "red")})
    assert s.dice_placed[0].target == {"kind": "kid", "seat": 1, "id": kid("thrower", "red")}


def test_colour_balloon_may_not_hit_a_face_down_kid():
    s = _board()
    s.players[1].kids[kid("thrower", "red")].face_up = False
    s = to_throw(s, {0: ["red"]})
    assert "face-down" in refuse(s, type="place_die", seat=0, die="black1", target={"kind": "kid", "seat": 1, "id": kid("thrower", "red")})


def test_colour_balloon_may_not_hit_the_base():
    s = to_throw(_board(), {0: ["red"]})
    assert "Wild" in refuse(s, type="place_die", seat=0, die="black1", target={"kind": "base", "seat": 1})


def test_wild_balloon_goes_on_the_base_target_or_any_card_or_kid():
    s = _board()
    s.players[1].kids[kid("thrower", "red")].face_up = False
    s = to_throw(s, {0: ["wild"]})
    targets = R.die_targets(s, 0, "black1")
    assert {"kind": "base", "seat": 1} in targets
    assert {"kind": "kid", "seat": 1, "id": kid("thrower", "red")} in targets
    assert {"kind": "card", "seat": 1, "id": card("green", "C")} in targets


def test_balloons_never_go_in_your_own_play_area():
    s = to_throw(_board(), {0: ["wild"]})
    assert "opponent" in refuse(s, type="place_die", seat=0, die="black1", target={"kind": "base", "seat": 0})


def test_block_goes_only_in_your_own_play_area():
    s = to_throw(_board(), {0: ["block", "block"]})
    s = act(s, type="place_die", seat=0, die="black1", target={"kind": "card", "seat": 0, "id": BLUE_C})
    assert "own" in refuse(s, type="place_die", seat=0, die="black2", target={"kind": "base", "seat": 1})


def test_several_dice_may_share_a_target():
    s = to_throw(_board(), {0: ["green", "wild"]})
    target = {"kind": "card", "seat": 1, "id": card("green", "C")}
    s = act(s, type="place_die", seat=0, die="black1", target=target)
    s = act(s, type="place_die", seat=0, die="black2", target=target)
    assert len(s.dice_placed) == 2


def test_a_placed_die_cannot_be_placed_again():
    s = to_throw(_board(), {0: ["green"]})
    target = {"kind": "card", "seat": 1, "id": card("green", "C")}
    s = act(s, type="place_die", seat=0, die="black1", target=target)
    assert "not in your hand" in refuse(s, type="place_die", seat=0, die="black1", target=target)


def test_the_first_to_finish_holds_the_jerk_meeple_and_throws_last():
    s = to_throw(_board(), {0: ["green"], 1: ["block"]})
    s = act(s, type="grab", seat=1, ms=800)
    s = act(s, type="grab", seat=0, ms=2000)
    assert s.phase == JERK and s.jerk == 1
    assert R.legal_actions(s, 1) == [{"type": "roll", "seat": 1}]
    s = act(s, type="roll", seat=1)
    if s.phase == JERK:  # a face with a target: P2 must now place it
        assert s.jerk_face in R.data.jerk_die and R.legal_actions(s, 1)
    else:  # a colour P1 does not show: the die returns unused
        assert s.events[0]["step"] == "jerk_unused" and s.events[0]["seat"] == 1


def test_the_jerk_die_returns_unused_without_a_legal_target():
    s = to_throw(new(9), {})
    s = act(s, type="grab", seat=0, ms=5)
    s = act(s, type="grab", seat=1, ms=9)
    # P2 has no cards and no Kids: only a Wild (on the Base Target) could land
    s.chance.force("die:jerk", "yellow")
    t = R.apply(s, {"type": "roll", "seat": 0})
    assert t.events[0] == {"step": "jerk_unused", "seat": 0, "face": "yellow"} and t.phase != JERK


def test_unplaced_dice_return_when_a_player_stops():
    s = to_throw(_board(), {0: ["green", "red"]})
    s = act(s, type="grab", seat=0, ms=5)
    assert s.players[0].dice == [] and s.phase == THROW


def _rolls(n_rolls: int, seed: int):
    """Faces of every die over ``n_rolls`` roll actions (4 Balloon Dice + the Cousin Die each)."""
    import random

    base = to_throw(new(9))
    base.players[0].dice, base.players[0].rolled = ["black1", "black2", "black3", "black4", "cousin"], {}
    base.rng = random.Random(seed)
    balloon, cousin = [], []
    state = base
    for _ in range(n_rolls):
        state = act(state, type="roll", seat=0)
        rolled = state.players[0].rolled
        balloon += [rolled[d] for d in ("black1", "black2", "black3", "black4")]
        cousin.append(rolled["cousin"])
        state.players[0].rolled, state.players[0].placed_since_roll = {}, False  # ready to roll again
    return balloon, cousin


def _chi_square(observed: list[str], faces: tuple[str, ...]) -> float:
    """Pearson's statistic of ``observed`` against each printed face being equally likely."""
    expected = {f: faces.count(f) / len(faces) * len(observed) for f in set(faces)}
    return sum((observed.count(f) - e) ** 2 / e for f, e in expected.items())


def test_dice_faces_are_fair():
    balloon, cousin = _rolls(3000, seed=77)
    # 99.9% critical values of chi-square: 20.52 with 5 degrees of freedom, 16.27 with 3
    assert _chi_square(balloon, R.data.balloon_die) < 20.52
    assert _chi_square(cousin, R.data.cousin_die) < 16.27
    assert set(balloon) == set(R.data.balloon_die)


def test_a_loaded_die_would_fail_the_fairness_check():
    loaded = ["wild"] * 300 + ["blue"] * 100 + ["green", "yellow", "red", "block"] * 100
    assert _chi_square(loaded, R.data.balloon_die) > 20.52


def test_the_same_seed_gives_the_same_faces():
    assert _rolls(50, seed=5) == _rolls(50, seed=5)
    assert _rolls(50, seed=5) != _rolls(50, seed=6)
