"""Fort Card sets: the rulebook's card art is lost, so the shapes are ours (data/fortify/fort_cards*.yaml).
``edge`` (walls on the card edges) is the default; ``classic`` is kept so games saved with it replay."""
import pytest

from fort_desktop.rules.fortify import RULES
from fort_desktop.rules.fortify.data import CARD_SETS, load_fortify


def test_each_card_set_holds_the_rulebooks_sixty_fort_cards_in_four_colours():
    for card_set in CARD_SETS:
        cards = load_fortify(card_set=card_set).fort_cards
        assert len(cards) == 60 and len({c.colour for c in cards}) == 4


def test_the_sets_differ_only_in_the_shapes_whose_walls_moved_to_the_edge():
    edge = {(c.colour, c.shape): c.rows for c in load_fortify(card_set="edge").fort_cards}
    classic = {(c.colour, c.shape): c.rows for c in load_fortify(card_set="classic").fort_cards}
    changed = {shape for key in set(edge) | set(classic) if edge.get(key) != classic.get(key)
               for shape in [key[1]]}
    assert changed == {"Bar", "Spine", "T", "Plus", "H"}  # the Plus became the H


def test_for_options_gives_rules_playing_the_chosen_set_and_new_game_refuses_a_mismatch():
    classic = RULES.for_options({"card_set": "classic"})
    assert classic.card_set == "classic" and RULES.for_options({}) is RULES
    assert classic is RULES.for_options({"card_set": "classic"})
    state = classic.new_game(3, ["human", "human"], {"card_set": "classic"})
    assert classic.legal_actions(state, 0)
    with pytest.raises(ValueError, match="for_options"):
        RULES.new_game(3, ["human", "human"], {"card_set": "classic"})
    with pytest.raises(ValueError):
        RULES.for_options({"card_set": "paper"})


def test_the_same_seed_deals_the_same_order_whatever_the_set():
    edge = RULES.new_game(5, ["bot", "bot"])
    classic = RULES.for_options({"card_set": "classic"}).new_game(5, ["bot", "bot"], {"card_set": "classic"})
    assert edge.players[0].hand == classic.players[0].hand
