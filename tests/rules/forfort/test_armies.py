"""Armies marching (forfort.md 5, scenarios 11-15; rule text "Précisions à propos de l'Armée"),
with switches C8 (a blocked Army) and C23 (what an Army destroys)."""
from .helpers import A, B, R, act, army, board, camp, hand, idle, of_type, sound, stack


def _garrison_places(s, slot, rules=R):
    return {a["target"]["direction"] for a in of_type(rules, s, A, "effect")
            if a["symbol"] == "garrison" and a["target"]["mode"] == "place" and a["target"]["slot"] == slot}


def test_scenario_11_an_army_marches_at_its_owners_turn_start_and_goes_home_after_the_edge():
    s = board()
    stack(s, B, "N", "W22")
    c = camp(s, B, "NE")
    hand(s, A, "W24", "W11", "W12")  # W24: Garrison
    hand(s, B, "W11", "W12", "W24")
    sound(s)
    s = act(s, {"type": "effect", "seat": A, "card": "P1-W24", "symbol": "garrison",
                "target": {"mode": "place", "fort": B, "slot": "NW", "direction": "E"}})
    assert s.seat == B and s.armies[0].slot == "NW" and s.players[B].fort["N"] == ["P2-W22"]  # B's turn: no move
    s = idle(s)  # B's turn ends; A's turn starts: the Army enters N
    assert s.seat == A and s.armies[0].slot == "N"
    assert s.players[B].fort["N"] == [] and "P2-W22" in s.players[B].discard
    s = idle(idle(s))  # A, then B; A's next turn: NE
    assert s.armies[0].slot == "NE" and c in s.players[B].discard
    assert len(s.players[A].army_supply) == 2
    s = idle(idle(s))  # next A turn: it leaves the fort
    assert s.armies == [] and len(s.players[A].army_supply) == 3


def test_scenario_12_an_army_marching_into_a_protected_wall_is_defeated():
    s = board()
    s.seat = B
    stack(s, B, "NE", "W01")
    a = army(s, A, B, "N", "E")
    sound(s)
    s = idle(s)  # B ends its turn; A's Army advances
    assert a in s.players[A].skulls and s.players[B].fort["NE"] == ["P2-W01"]


def test_scenario_13_a_covered_protected_wall_does_not_stop_an_army():
    s = board()
    s.seat = B
    stack(s, B, "NE", "W01", "W10")
    army(s, A, B, "N", "E")
    sound(s)
    s = idle(s)
    assert s.armies[0].slot == "NE" and s.players[B].fort["NE"] == []
    assert {"P2-W01", "P2-W10"} <= set(s.players[B].discard)


def test_an_army_destroys_only_the_top_card_with_that_setting():
    rules = R.with_settings(army_entering_destroys="top_card")
    s = board(rules)
    s.seat = B
    stack(s, B, "NE", "W01", "W10")
    army(s, A, B, "N", "E")
    sound(s, rules)
    s = idle(s, rules)
    assert s.players[B].fort["NE"] == ["P2-W01"] and s.armies[0].slot == "NE"


def test_scenario_14_an_army_points_only_along_the_edge():
    s = board()
    hand(s, A, "W24", "W11", "W12")
    assert _garrison_places(s, "N") == {"W", "E"}
    assert _garrison_places(s, "SW") == {"N", "E"}
    assert _garrison_places(s, "E") == {"N", "S"}


def _order_board(x_older: bool, rules=R):
    s = board(rules)
    s.seat = B
    stack(s, B, "E", "W22")
    if x_older:
        x = army(s, A, B, "NE", "S")
        y = army(s, A, B, "N", "E")
    else:
        y = army(s, A, B, "N", "E")
        x = army(s, A, B, "NE", "S")
    return sound(s, rules), x, y


def test_scenario_15_the_oldest_army_moves_first_and_frees_the_way():
    s, x, y = _order_board(x_older=True)
    s = idle(s)
    where = {a.id: a.slot for a in s.armies}
    assert where == {x: "E", y: "NE"} and "P2-W22" in s.players[B].discard


def test_scenario_15_a_younger_army_blocked_by_an_older_one_waits():
    s, x, y = _order_board(x_older=False)
    s = idle(s)
    where = {a.id: a.slot for a in s.armies}
    assert where == {x: "E", y: "N"}


def test_scenario_15_with_destroy_army_the_blocked_army_is_defeated_instead():
    rules = R.with_settings(army_blocked_behaviour="destroy_army")
    s, x, y = _order_board(x_older=False, rules=rules)
    s = idle(s, rules)
    assert {a.id: a.slot for a in s.armies} == {x: "E"} and y in s.players[A].skulls


def test_two_armies_facing_each_other_wait_for_ever():
    s = board()
    s.seat = B
    army(s, A, B, "NW", "E")
    army(s, A, B, "N", "W")
    sound(s)
    s = idle(s)
    assert sorted(a.slot for a in s.armies) == ["N", "NW"]
