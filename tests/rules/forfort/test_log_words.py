"""The log's words (issue 9 trial findings 3, 4 and 6): an Army's march is its own line at the
turn it happens, naming its owner; players are named by their names; refusals name places as the
screen does (never compass letters) and say why an effect cannot go somewhere."""
from .helpers import A, B, R, act, army, board, hand, keep_top, of_type, stack

NAMES = ["Ana", "Ben"]


def _ana_ends_her_turn_with_bens_army_at_her_edge():
    """Ben's Army stands on Ana's top-left corner pointing out of the fort; Ana places a Camp,
    which ends her turn; Ben's turn begins with the Army leaving."""
    s = board()
    army(s, B, A, "NW", "W")
    hand(s, A, "W22", "W11", "W12")
    camp = next(a for a in of_type(R, s, A, "camp") if a["fort"] == A and a["slot"] == "S")
    return s, camp


def test_an_army_leaving_at_the_start_of_its_owners_turn_is_not_told_on_the_last_players_line():
    s, camp = _ana_ends_her_turn_with_bens_army_at_her_edge()
    line = R.describe(s, camp, A, names=NAMES)
    assert line.startswith("You discarded") and "Army" not in line


def test_an_army_leaving_gets_its_own_line_naming_its_owner_at_his_turn():
    s, camp = _ana_ends_her_turn_with_bens_army_at_her_edge()
    after = act(s, camp)
    assert R.describe_outcome(s, after, A, names=NAMES) == [
        "Ben's turn: Ben's Army left your slot 1 and went home"]


def test_the_log_names_players_by_their_names():
    s = board()
    stack(s, B, "N", "W22")
    hand(s, A, "W10", "W11", "W12")
    ram = {"type": "effect", "seat": A, "card": "P1-W10", "symbol": "ram", "target": {"fort": B, "slot": "N"}}
    assert R.describe(s, ram, B, names=NAMES).startswith("Ana played a Corner Wall (Ram) as a Ram: destroy your")
    assert "destroy Ben's" in R.describe(s, ram, A, names=NAMES)


def test_the_top_bar_names_the_player_to_act():
    assert R.progress_words(board(), NAMES).startswith("Round 1 - Ana: build a Wall")


def test_the_top_bar_never_says_your_to_a_computer():
    """Trial: "Computer (P4): place your starting Camp" / "lower the drawbridge, or end your turn"."""
    from fort_desktop.rules.forfort.state import DRAWBRIDGE, SETUP

    names = ["Ana", "Computer (P2)"]
    s = board()
    s.seat = B
    for phase in (SETUP, DRAWBRIDGE):
        s.phase = phase
        words = R.progress_words(s, names, addressed=False, computer=True)
        assert "your" not in words.lower() and "Computer (P2)" in words
    s.phase = SETUP
    assert R.progress_words(s, names, addressed=False, computer=True) == "Set-up - Computer (P2) places its starting Camp"
    assert "your" in R.progress_words(s, names)


def test_a_build_off_the_arrows_is_refused_in_the_screens_words_not_compass_points():
    s = board()
    keep_top(s, A, "W07")                       # arrows: N and E
    hand(s, A, "W22", "W11", "W12")
    reason = R.build_problem(s, A, "P1-W22", "S")
    assert reason == ("your keep's arrows point to slot 2 and slot 4, "
                      "and there is no Camp of yours on slot 6")


def test_a_ram_on_a_protected_wall_says_the_wall_is_protected():
    s = board()
    stack(s, B, "N", "W15")                     # a Protected Straight Wall (Ram) on Ben's front line
    hand(s, A, "W10", "W11", "W12")
    reason = R.effect_problem(s, A, "P1-W10", B, "N")
    assert "Protected Wall" in reason and "Ram" in reason


def test_a_trebuchet_dropped_on_a_keep_says_it_cannot_target_a_keep():
    s = board()
    hand(s, A, "W21", "W11", "W12")
    assert "cannot target a keep" in R.effect_problem(s, A, "P1-W21", B, "keep")


def test_a_ram_aimed_past_the_front_line_says_what_it_reaches():
    s = board()
    stack(s, B, "S", "W22")                     # Ben's back line
    hand(s, A, "W10", "W11", "W12")
    assert "reaches only the front line" in R.effect_problem(s, A, "P1-W10", B, "S")


def test_the_top_bar_at_the_end_names_the_players_in_the_reason():
    """Trial (issue 9): at the end the top bar read "P3 has 8 visible Walls, team P1+P3 wins"
    although the players had names."""
    from fort_desktop.rules.forfort.state import OVER

    state = R.new_game(4, ["human"] * 4, {"four_player_mode": "teams"})
    state.phase, state.end_reason = OVER, "fort finished: P3 has 8 visible Walls, team P1+P3 wins"
    words = R.progress_words(state, ["Ana", "Ben", "Cy", "Dee"])
    assert words == "Game over - fort finished: Cy has 8 visible Walls, team Ana & Cy wins"


def test_a_double_effect_that_runs_out_of_targets_says_so():
    """Trial (issue 9): a Double Garrison with one Army left placed it and silently skipped the
    second placement."""
    from fort_desktop.rules.forfort.describe import event_words

    lines = event_words(R.ctx, R.new_game(1, ["human"] * 2), [{"kind": "fizzle", "seat": 0, "symbol": "garrison"}],
                        None)
    assert lines == ["the Double Garrison has nothing more to do: no Army left to place and no invading Army to defeat"]
    # finding: with Armies still in supply that reason is wrong: no rival slot is empty
    lines = event_words(R.ctx, R.new_game(1, ["human"] * 2),
                        [{"kind": "fizzle", "seat": 0, "symbol": "garrison", "armies": 2}], None)
    assert lines == ["the Double Garrison has nothing more to do: no empty slot in a rival fort for an Army "
                     "and no invading Army to defeat"]


def test_a_double_siege_tower_at_one_keep_twice_gives_two_different_log_lines():
    """Issue 15: the log showed "fired a Double Siege Tower: destroy the top card of Ben's keep"
    twice in a row (a Double Siege Tower runs twice, both times at the only rival keep), which
    read as one line shown twice; the first firing says that another follows."""
    from fort_desktop.rules.forfort.state import COMBO

    s = board()
    s.phase, s.combos = COMBO, [{"symbol": "siege_tower", "slots": ["S", "SW"], "left": 2}]
    lines = []
    for _ in range(2):
        fire = next(a for a in of_type(R, s, A, "combo") if a["symbol"] == "siege_tower")
        lines.append(R.describe(s, fire, None, names=NAMES))
        s = R.apply(s, fire)
    assert lines[0] != lines[1]
    assert lines[0].startswith("Ana fired a Double Siege Tower (1 more to come): destroy the top card of Ben's keep")
    assert lines[1].startswith("Ana fired a Double Siege Tower: destroy the top card of Ben's keep")


def test_a_wall_an_army_marches_over_is_told_destroyed():
    """Finding: a Wall an Army destroyed as it marched in was missing from the log (and so from
    the recap of the computers' moves, which is made of the log's lines)."""
    s = board()
    army(s, B, A, "NW", "E")
    stack(s, A, "N", "W22")
    hand(s, A, "W10", "W11", "W12")
    camp = next(a for a in of_type(R, s, A, "camp") if a["fort"] == A and a["slot"] == "S")
    after = act(s, camp)
    wall = R.ctx.cat.words("P1-W22")
    assert R.describe_outcome(s, after, A, names=NAMES) == [
        f"Ben's turn: Ben's Army marched onto your slot 2, destroying the {wall}"]


def test_the_log_line_at_the_end_names_the_winner_by_name():
    """Finding: the end-of-game log line said "P2 wins" although the players had names."""
    from fort_desktop.rules.forfort.describe import event_words

    state = R.new_game(1, ["human"] * 2)
    over = {"kind": "game_over", "winners": [1], "reason": "fort finished: P2 has 8 visible Walls, P2 wins"}
    assert event_words(R.ctx, state, [over], 0, ["Ana", "Ben"]) == ["fort finished: Ben has 8 visible Walls, Ben wins"]
