"""The rooms measure (``python -m fort_desktop.tools.rooms``): its counts agree with what the game
leaves behind, and another card file is measured on the same seeds."""
from fort_desktop.rules.fortify import RULES
from fort_desktop.bots import fortify as bot
from fort_desktop.bots.playout import play
from fort_desktop import DATA_DIR
from fort_desktop.tools.rooms import measure_game, rules_with_cards, summary


def test_kids_recruited_are_the_kids_left_in_both_play_areas():
    # Kid Cards never leave a play area (rulebook "Resolve Dice": never remove Kid Cards).
    game = measure_game(RULES, 3)
    state, _ = play(RULES, 3, choose=bot.choose)
    assert game.recruits == sum(len(p.kids) for p in state.players) > 0


def test_a_room_for_a_kid_is_also_counted_as_a_room():
    games = [measure_game(RULES, seed) for seed in (1, 2)]
    assert all(g.rooms >= g.kid_rooms for g in games)
    figures = summary(games)
    assert figures["games"] == 2 and figures["rooms_per_build_round"] >= figures["kid_rooms_per_build_round"]


def test_the_same_card_file_gives_the_same_figures():
    copy = rules_with_cards(DATA_DIR / "fortify" / "fort_cards.yaml")
    assert measure_game(copy, 5) == measure_game(RULES, 5)
