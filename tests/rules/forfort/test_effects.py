"""Card effects: Ram, Trebuchet, Siege Tower, Garrison, Mason (forfort.md 5, scenarios 5-10 and 16;
rule text "Activer l'effet d'une carte de votre main"), with switches C5, C6, C10, C16, C22."""
from fort_desktop.rules.forfort.scoring import seat_score

from .helpers import A, B, R, act, army, board, camp, hand, keep_top, of_type, sound, stack


def _targets(s, symbol, rules=R, seat=A):
    return [a["target"] for a in of_type(rules, s, seat, "effect") if a["symbol"] == symbol]


def _ram_board(rules=R):
    s = board(rules)
    stack(s, B, "N", "W22")
    stack(s, B, "NE", "W02")  # Protected
    stack(s, B, "W", "W17")
    hand(s, A, "W10", "W11", "W12")  # W10: Ram
    return sound(s, rules)


def test_scenario_5_a_ram_hits_only_unprotected_cards_on_the_first_line():
    assert _targets(_ram_board(), "ram") == [{"fort": B, "slot": "N"}]


def test_scenario_5_a_slot_holding_only_an_army_is_no_ram_target_by_default():
    s = _ram_board()
    army(s, A, B, "NW", "E")
    assert {"fort": B, "slot": "NW"} not in _targets(s, "ram")


def test_scenario_5_with_siege_weapons_hitting_armies_the_army_is_a_target_and_is_defeated():
    rules = R.with_settings(siege_weapons_hit_armies=True)
    s = _ram_board(rules)
    a = army(s, A, B, "NW", "E")
    assert {"fort": B, "slot": "NW"} in _targets(s, "ram", rules)
    s = act(s, {"type": "effect", "seat": A, "card": "P1-W10", "symbol": "ram", "target": {"fort": B, "slot": "NW"}}, rules)
    assert a in s.players[A].skulls and not s.armies


def test_scenario_6_a_double_ram_may_destroy_a_protected_wall():
    s = _ram_board()
    stack(s, A, "NW", "W01")  # Ram
    keep_top(s, A, "W20")  # back: NE, N
    hand(s, A, "W22", "W11", "W12")
    sound(s)
    s = act(s, {"type": "build", "seat": A, "card": "P1-W22", "slot": "N"})
    assert s.phase == "combo"
    targets = [a["target"] for a in of_type(R, s, A, "combo")]
    assert sorted(t["slot"] for t in targets) == ["N", "NE"] and all(t["fort"] == B for t in targets)
    s = act(s, {"type": "combo", "seat": A, "symbol": "ram", "target": {"fort": B, "slot": "NE"}})
    assert "P2-W02" in s.players[B].discard and s.players[B].fort["NE"] == []


def test_scenario_7_a_trebuchet_hits_the_second_and_third_lines():
    s = board()
    stack(s, B, "W", "W17")
    stack(s, B, "E", "W15")  # Protected
    c = camp(s, B, "S")
    stack(s, B, "N", "W22")  # first line: never the Trebuchet's
    hand(s, A, "W20", "W11", "W12")  # W20: Trebuchet
    sound(s)
    assert sorted(t["slot"] for t in _targets(s, "trebuchet")) == ["S", "W"]
    s = act(s, {"type": "effect", "seat": A, "card": "P1-W20", "symbol": "trebuchet", "target": {"fort": B, "slot": "S"}})
    assert c in s.players[B].discard and s.players[B].fort["S"] == []


def test_scenario_8_the_whole_stack_goes_and_the_drawbridge_token_comes_back():
    s = board()
    c = camp(s, B, "N")
    stack(s, B, "N", c, "W19")
    s.players[B].token_slot = "N"
    hand(s, A, "W10", "W11", "W12")
    sound(s)
    s = act(s, {"type": "effect", "seat": A, "card": "P1-W10", "symbol": "ram", "target": {"fort": B, "slot": "N"}})
    assert s.players[B].discard[-2:] == [c, "P2-W19"]
    assert s.players[B].fort["N"] == [] and s.players[B].token_slot is None


def _covered_protected(rules=R):
    s = board(rules)
    stack(s, B, "NE", "W02", "W12")
    hand(s, A, "W10", "W11", "W24")
    return sound(s, rules)


def test_scenario_9_a_covered_protected_wall_gives_no_cover():
    s = _covered_protected()
    assert {"fort": B, "slot": "NE"} in _targets(s, "ram")
    s = act(s, {"type": "effect", "seat": A, "card": "P1-W10", "symbol": "ram", "target": {"fort": B, "slot": "NE"}})
    assert s.players[B].fort["NE"] == [] and {"P2-W02", "P2-W12"} <= set(s.players[B].discard)


def test_scenario_9_read_literally_the_protected_wall_in_the_stack_is_spared():
    rules = R.with_settings(protected_exemption="spare_protected_in_stack")
    s = _covered_protected(rules)
    s = act(s, {"type": "effect", "seat": A, "card": "P1-W10", "symbol": "ram", "target": {"fort": B, "slot": "NE"}}, rules)
    assert s.players[B].fort["NE"] == ["P2-W02"] and "P2-W12" in s.players[B].discard


def test_read_literally_a_visible_protected_wall_over_a_camp_is_still_no_target():
    rules = R.with_settings(protected_exemption="spare_protected_in_stack")
    s = board(rules)
    c = camp(s, B, "NE")
    stack(s, B, "NE", c, "W02")
    hand(s, A, "W10", "W11", "W24")
    sound(s, rules)
    assert {"fort": B, "slot": "NE"} in _targets(s, "ram", rules)  # the Camp under it may go
    s = act(s, {"type": "effect", "seat": A, "card": "P1-W10", "symbol": "ram", "target": {"fort": B, "slot": "NE"}}, rules)
    assert s.players[B].fort["NE"] == ["P2-W02"]


def test_scenario_10_a_siege_tower_destroys_the_keep_top_and_new_arrows_show():
    s = board()
    keep_top(s, B, "W21")  # back: SE, S
    keep_top(s, B, "W05")  # back: NW, NE
    hand(s, A, "W11", "W12", "W24")  # W11: Siege Tower
    sound(s)
    assert R.arrows(s, B) == ("NW", "NE")
    s = act(s, {"type": "effect", "seat": A, "card": "P1-W11", "symbol": "siege_tower", "target": {"fort": B}})
    assert s.players[B].discard == ["P2-W05"]
    assert R.arrows(s, B) == ("SE", "S")


def test_scenario_10_an_empty_keep_is_no_siege_tower_target():
    s = board()
    hand(s, A, "W11", "W12", "W24")
    p = s.players[B]
    p.discard.extend(p.keep)
    p.keep.clear()
    sound(s)
    assert _targets(s, "siege_tower") == []


def test_scenario_16_a_garrison_defeats_an_invading_army_which_then_scores_nothing():
    s = board()
    a = army(s, A, B, "E", "N")
    hand(s, A, "W12", "W22", "W24")
    sound(s)
    assert seat_score(R.ctx, s, A)["armies"] == 1
    s.seat = B
    hand(s, B, "W24", "W22", "W11")  # W24: Garrison
    assert {"mode": "defeat", "army": a} in _targets(s, "garrison", seat=B)
    s = act(s, {"type": "effect", "seat": B, "card": "P2-W24", "symbol": "garrison", "target": {"mode": "defeat", "army": a}})
    assert a in s.players[A].skulls and not s.armies
    assert seat_score(R.ctx, s, A)["armies"] == 0


def test_garrison_places_an_army_only_on_an_empty_slot_of_a_rival_fort():
    s = board()
    stack(s, B, "N", "W22")
    army(s, A, B, "S", "E")
    hand(s, A, "W12", "W22", "W24")
    places = {(t["fort"], t["slot"]) for t in _targets(s, "garrison") if t["mode"] == "place"}
    assert places == {(B, slot) for slot in R.ctx.geo.slots if slot not in ("N", "S")}


def test_an_army_of_a_rival_in_another_fort_is_out_of_reach_unless_the_scope_is_any_fort():
    seats = 3
    s = board(seats=seats)
    a = army(s, B, 2, "E", "N")
    hand(s, A, "W12", "W22", "W24")
    sound(s)
    assert {"mode": "defeat", "army": a} not in _targets(s, "garrison")
    rules = R.with_settings(garrison_defeat_scope="any_fort")
    assert {"mode": "defeat", "army": a} in _targets(s, "garrison", rules)


def test_a_mason_places_a_card_from_the_discard_following_the_arrows():
    s = board()
    keep_top(s, A, "W01")  # back: NW, E
    hand(s, A, "W13", "W11", "W24")  # W13: Mason
    p = s.players[A]
    for card in ("P1-W12", "P1-W22"):
        p.keep.remove(card)
        p.discard.append(card)
    sound(s)
    assert {(t["pick"], t["slot"]) for t in _targets(s, "mason")} == {("P1-W12", "NW"), ("P1-W22", "E")}
    s = act(s, {"type": "effect", "seat": A, "card": "P1-W13", "symbol": "mason", "target": {"pick": "P1-W22", "slot": "E"}})
    assert s.players[A].fort["E"] == ["P1-W22"] and s.players[A].discard == ["P1-W12", "P1-W13"]


def test_the_mason_card_cannot_take_itself_back_unless_it_is_discarded_first():
    s = board()
    keep_top(s, A, "W07")  # back: N, E
    hand(s, A, "W13", "W11", "W12")  # W13: straight Mason
    sound(s)
    assert _targets(s, "mason") == []
    rules = R.with_settings(effect_card_discarded="before")
    picks = {(t["pick"], t["slot"]) for t in _targets(s, "mason", rules)}
    assert picks == {("P1-W13", "N"), ("P1-W13", "E")}
    s = act(s, {"type": "effect", "seat": A, "card": "P1-W13", "symbol": "mason", "target": {"pick": "P1-W13", "slot": "N"}}, rules)
    assert s.players[A].fort["N"] == ["P1-W13"] and "P1-W13" not in s.players[A].discard


def test_a_mason_may_take_back_a_camp_unless_the_setting_forbids_it():
    s = board()
    hand(s, A, "W13", "W11", "W12")
    c = s.players[A].camp_supply.pop()
    s.players[A].discard.append(c)
    sound(s)
    assert any(t["pick"] == c for t in _targets(s, "mason"))
    rules = R.with_settings(mason_may_place_camps=False)
    assert not any(t["pick"] == c for t in _targets(s, "mason", rules))
