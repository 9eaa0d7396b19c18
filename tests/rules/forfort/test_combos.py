"""Combos (forfort.md 5, scenarios 17-20; rule text "Les effets évolués « Combo »"), with switches
C11 (Mason builds), C12 (Double Mason's cards), C13 (mandatory) and C17 (the win first)."""
from fort_desktop.rules.forfort.state import COMBO, PLACE_REVEALED

from .helpers import A, B, R, act, board, camp, hand, keep_top, of_type, sound, stack


def _combo_symbols(s):
    return sorted(c["symbol"] for c in s.combos)


def _scenario_17(rules=R):
    s = board(rules)
    stack(s, A, "N", "W17")  # Siege Tower + Garrison
    keep_top(s, A, "W01")  # back: NW, E
    hand(s, A, "W12", "W22", "W24")  # W12: Garrison corner
    return sound(s, rules)


def test_scenario_17_a_matching_neighbour_fires_a_double_garrison_of_two_activations():
    s = act(_scenario_17(), {"type": "build", "seat": A, "card": "P1-W12", "slot": "NW"})
    assert s.phase == COMBO and s.combos == [{"symbol": "garrison", "slots": ["NW", "N"], "left": 2}]
    first = {"mode": "place", "fort": B, "slot": "NW", "direction": "E"}
    s = act(s, {"type": "combo", "seat": A, "symbol": "garrison", "target": first})
    assert s.phase == COMBO and s.combos[0]["left"] == 1
    s = act(s, {"type": "combo", "seat": A, "symbol": "garrison",
                "target": {"mode": "place", "fort": B, "slot": "SE", "direction": "N"}})
    assert len(s.armies) == 2 and s.seat == B


def test_scenario_18_diagonal_slots_are_not_side_by_side():
    s = board()
    stack(s, A, "N", "W24")  # Garrison
    keep_top(s, A, "W18")  # back: W, N
    hand(s, A, "W17", "W11", "W12")  # W17: Siege Tower + Garrison
    sound(s)
    s = act(s, {"type": "build", "seat": A, "card": "P1-W17", "slot": "W"})
    assert s.combos == [] and not any(e["kind"] == "combo" for e in s.events)


def _scenario_19():
    s = board()
    stack(s, A, "NW", "W10")  # Ram
    stack(s, A, "NE", "W02")  # Trebuchet
    keep_top(s, A, "W07")  # back: N, E
    hand(s, A, "W16", "W11", "W12")  # W16: Ram + Trebuchet
    stack(s, B, "N", "W22")
    stack(s, B, "W", "W17")
    return sound(s)


def test_scenario_19_two_combos_at_once_and_the_player_picks_the_order():
    s = act(_scenario_19(), {"type": "build", "seat": A, "card": "P1-W16", "slot": "N"})
    assert _combo_symbols(s) == ["ram", "trebuchet"]
    assert {a["symbol"] for a in of_type(R, s, A, "combo")} == {"ram", "trebuchet"}
    s = act(s, {"type": "combo", "seat": A, "symbol": "trebuchet", "target": {"fort": B, "slot": "W"}})
    assert _combo_symbols(s) == ["ram"]
    s = act(s, {"type": "combo", "seat": A, "symbol": "ram", "target": {"fort": B, "slot": "N"}})
    assert s.combos == [] and s.players[B].fort["N"] == [] and s.players[B].fort["W"] == []


def test_a_combo_without_any_target_fizzles():
    s = _scenario_19()
    stack(s, B, "N")
    s = act(s, {"type": "build", "seat": A, "card": "P1-W16", "slot": "N"})
    assert _combo_symbols(s) == ["trebuchet"]
    assert any(e["kind"] == "fizzle" and e["symbol"] == "ram" for e in s.events)


def test_scenario_20_a_camp_beside_the_new_wall_makes_no_combo():
    s = board()
    camp(s, A, "NW")
    stack(s, A, "NE", "W12")  # Garrison
    keep_top(s, A, "W07")  # back: N, E
    hand(s, A, "W24", "W11", "W22")  # W24: Garrison
    sound(s)
    s = act(s, {"type": "build", "seat": A, "card": "P1-W24", "slot": "N"})
    assert s.combos == [{"symbol": "garrison", "slots": ["N", "NE"], "left": 2}]


def test_combos_are_mandatory_by_default_and_may_be_declined_with_the_setting():
    s = act(_scenario_17(), {"type": "build", "seat": A, "card": "P1-W12", "slot": "NW"})
    assert of_type(R, s, A, "decline_combo") == []
    assert not R.apply(s, {"type": "decline_combo", "seat": A, "symbol": "garrison"})
    rules = R.with_settings(combos_mandatory=False)
    s = act(_scenario_17(rules), {"type": "build", "seat": A, "card": "P1-W12", "slot": "NW"}, rules)
    s = act(s, {"type": "decline_combo", "seat": A, "symbol": "garrison"}, rules)
    assert s.combos == [] and s.armies == []


def _mason_beside_a_ram(rules=R):
    s = board(rules)
    stack(s, A, "NW", "W01")  # Ram
    keep_top(s, A, "W07")  # back: N, E
    hand(s, A, "W13", "W11", "W12")  # W13: Mason
    p = s.players[A]
    p.keep.remove("P1-W22")
    p.discard.append("P1-W22")  # Ram, straight
    stack(s, B, "N", "W24")
    return sound(s, rules)


def test_a_wall_placed_by_mason_makes_combos():
    s = act(_mason_beside_a_ram(), {"type": "effect", "seat": A, "card": "P1-W13", "symbol": "mason",
                                    "target": {"pick": "P1-W22", "slot": "N"}})
    assert _combo_symbols(s) == ["ram"]


def test_a_wall_placed_by_mason_makes_no_combo_when_mason_is_not_a_build():
    rules = R.with_settings(mason_triggers_combos=False)
    s = act(_mason_beside_a_ram(rules), {"type": "effect", "seat": A, "card": "P1-W13", "symbol": "mason",
                                         "target": {"pick": "P1-W22", "slot": "N"}}, rules)
    assert s.combos == []


def _double_mason(rules=R):
    s = board(rules)
    stack(s, A, "N", "W18")  # Mason + Trebuchet
    keep_top(s, A, "W03")  # back: SE, W
    keep_top(s, A, "W01")  # back: NW, E
    hand(s, A, "W09", "W11", "W12")  # W09: Mason corner
    c = s.players[A].camp_supply.pop()
    s.players[A].discard.append(c)
    return sound(s, rules), c


def test_double_mason_takes_the_keep_top_reveals_it_and_builds_it_anywhere():
    s, _ = _double_mason()
    s = act(s, {"type": "build", "seat": A, "card": "P1-W09", "slot": "NW"})
    assert _combo_symbols(s) == ["mason"]
    s = act(s, {"type": "combo", "seat": A, "symbol": "mason", "target": {"pick": "keep"}})
    assert s.phase == PLACE_REVEALED and s.revealed == "P1-W01"
    # the card taken is shown in words before its slot is chosen (a new user's trial, issue 9)
    assert R.ctx.cat.words("P1-W01") in R.progress(s).text
    assert R.arrows(s, A) == ("SE", "W")
    slots = {a["slot"] for a in of_type(R, s, A, "place_revealed")}
    assert slots == {"NE", "SE", "SW", "NW"}  # every corner, arrows ignored, covering allowed
    s = act(s, {"type": "place_revealed", "seat": A, "slot": "SW"})
    assert s.players[A].fort["SW"] == ["P1-W01"] and s.revealed is None


def test_double_mason_builds_walls_only_unless_the_setting_allows_camps():
    s, c = _double_mason()
    s = act(s, {"type": "build", "seat": A, "card": "P1-W09", "slot": "NW"})
    assert not any(a["target"].get("pick") == c for a in of_type(R, s, A, "combo"))
    rules = R.with_settings(double_mason_cards="walls_and_camps")
    s, c = _double_mason(rules)
    s = act(s, {"type": "build", "seat": A, "card": "P1-W09", "slot": "NW"}, rules)
    assert any(a["target"].get("pick") == c for a in of_type(rules, s, A, "combo"))


def _seven_walls_and_a_combo(rules=R):
    s = board(rules)
    walls = {"NW": "W01", "N": "W22", "E": "W15", "SE": "W03", "S": "W24", "SW": "W06", "W": "W17"}
    for slot, card in walls.items():
        stack(s, A, slot, card)
    keep_top(s, A, "W10")  # back: NE, E
    hand(s, A, "W04", "W11", "W05")  # W04: Mason + Ram corner: Ram combos with N (W22) and E (W15)
    stack(s, B, "N", "W20")
    return sound(s, rules)


def test_a_finished_fort_wins_at_once_before_its_combos():
    s = act(_seven_walls_and_a_combo(), {"type": "build", "seat": A, "card": "P1-W04", "slot": "NE"})
    assert R.is_over(s) and R.result(s).winners == (A,)
    assert R.result(s).reason.startswith("fort finished:")
    assert s.players[B].fort["N"] == ["P2-W20"]  # the Double Ram never fired


def test_with_the_win_checked_after_combos_they_are_resolved_first():
    rules = R.with_settings(win_check="after_combos")
    s = act(_seven_walls_and_a_combo(rules), {"type": "build", "seat": A, "card": "P1-W04", "slot": "NE"}, rules)
    assert not rules.is_over(s) and s.phase == COMBO
    while s.phase == COMBO:
        s = act(s, of_type(rules, s, A, "combo")[0], rules)
    assert rules.is_over(s) and rules.result(s).winners == (A,)
    assert s.players[B].fort["N"] == []


def test_the_card_played_for_mason_stays_out_of_reach_of_the_double_mason_it_sets_off():
    s = board()
    stack(s, A, "N", "W18")  # Mason + Trebuchet
    keep_top(s, A, "W01")  # back: NW, E
    hand(s, A, "W06", "W11", "W12")  # W06: Garrison + Mason
    p = s.players[A]
    p.keep.remove("P1-W04")
    p.discard.append("P1-W04")  # Mason + Ram corner
    sound(s)
    s = act(s, {"type": "effect", "seat": A, "card": "P1-W06", "symbol": "mason",
                "target": {"pick": "P1-W04", "slot": "NW"}})
    assert _combo_symbols(s) == ["mason"] and s.played == "P1-W06"
    assert not any(a["target"].get("pick") == "P1-W06" for a in of_type(R, s, A, "combo"))
    s = act(s, {"type": "combo", "seat": A, "symbol": "mason", "target": {"pick": "keep"}})
    s = act(s, of_type(R, s, A, "place_revealed")[0])
    assert s.played is None and "P1-W06" in s.players[A].discard


def test_a_combo_whose_symbol_is_a_list_or_a_dict_is_refused_not_raised():
    from fort_desktop.rules.base import Refusal
    s = act(_scenario_17(), {"type": "build", "seat": A, "card": "P1-W12", "slot": "NW"})
    assert s.phase == COMBO
    target = {"mode": "place", "fort": B, "slot": "NW", "direction": "E"}
    for symbol in (["garrison"], {"garrison": 1}):
        for kind, extra in (("combo", {"target": target}), ("decline_combo", {})):
            out = R.apply(s, {"type": kind, "seat": A, "symbol": symbol, **extra})
            assert isinstance(out, Refusal) and "'symbol' must be a symbol name" in out.reason
