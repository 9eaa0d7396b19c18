"""Forfort's data files: each loads and matches its schema, the counts hold, and a damaged copy
gives one line naming the file, the entry and the field (fort_desktop.data.DataError)."""
import shutil
from pathlib import Path

import pytest

from fort_desktop import ROOT
from fort_desktop.data import DataError, load_reference, load_yaml
from fort_desktop.rules.forfort.data import FILES, load_forfort

DATA = ROOT / "data"


def test_every_forfort_file_loads_and_matches_its_schema():
    for name in FILES + ("reference",):
        assert load_yaml(DATA / "forfort" / f"{name}.yaml", DATA / "schemas" / "forfort" / f"{name}.yaml")


def test_the_decks_have_the_model_counts():
    data = load_forfort()
    assert len(data.deck_for(2)) == 24 and len(data.deck_for(3)) == 20 and len(data.deck_for(4)) == 20
    d24 = data.decks["standard24"]
    assert sum(c.protected for c in d24) == 6 and sum(c.drawbridge for c in d24) == 4
    assert sum(len(c.symbols) == 2 for c in d24) == 6
    assert {c.id for c in d24} - {c.id for c in data.decks["standard20"]} == {"W09", "W10", "W21", "W23"}


def test_every_card_has_a_distinct_back_so_the_keep_shows_a_new_pair_each_time():
    d24 = load_forfort().decks["standard24"]
    assert len({frozenset(c.back) for c in d24}) == 24


def test_the_french_names_of_the_rule_text_are_in_the_data():
    data = load_forfort()
    assert [data.symbols[s].fr for s in ("mason", "ram", "trebuchet", "siege_tower", "garrison")] == \
        ["Maçon", "Bélier", "Trébuchet", "Tour de siège", "Garnison"]
    assert data.terms["wall"] == ("Wall", "Muraille") and data.terms["keep"] == ("Keep", "Donjon")


def test_the_how_to_play_pages_list_every_choice_with_its_setting():
    pages = load_reference("forfort")
    assert pages[-1].kind == "choices"
    assert any("protected_exemption = top_only" in line for line in pages[-1].text)
    assert any("Bélier" in line for page in pages for line in page.text)


@pytest.fixture
def data_copy(tmp_path) -> Path:
    shutil.copytree(DATA / "forfort", tmp_path / "data" / "forfort")
    shutil.copytree(DATA / "schemas" / "forfort", tmp_path / "data" / "schemas" / "forfort")
    load_forfort.cache_clear()
    yield tmp_path / "data"
    load_forfort.cache_clear()


def _damage(root: Path, name: str, old: str, new: str) -> str:
    path = root / "forfort" / f"{name}.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {name}.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_forfort(root)
    message = str(info.value)
    assert "\n" not in message and f"forfort/{name}.yaml" in message
    return message


def test_an_unknown_symbol_on_a_card_is_named(data_copy):
    message = _damage(data_copy, "decks", "symbols: [ram],                     back: [NW, E]",
                      "symbols: [rams],                    back: [NW, E]")
    assert "decks.standard24.cards.0.symbols.0" in message and "rams" in message


def test_a_deck_that_breaks_its_counts_is_named(data_copy):
    message = _damage(data_copy, "decks", "back: [SW, N]", "back: [SW, NE]")
    assert "decks.standard24.expect.backs_per_slot" in message


def test_a_wrong_shape_field_is_named(data_copy):
    message = _damage(data_copy, "decks", "{id: W02, shape: corner", "{id: W02, shape: round")
    assert "decks.standard24.cards.1.shape" in message


def test_a_ring_that_jumps_a_diagonal_is_named(data_copy):
    message = _damage(data_copy, "geometry", "ring: [NW, N, NE, E, SE, S, SW, W]", "ring: [NW, N, NE, E, SE, SW, S, W]")
    assert "ring." in message and "side by side" in message


def test_a_corner_slot_called_straight_is_named(data_copy):
    message = _damage(data_copy, "geometry", "NW: {x: 0, y: 0, kind: corner", "NW: {x: 0, y: 0, kind: straight")
    assert "slots.NW.kind" in message


def test_an_unknown_setting_value_is_named(data_copy):
    message = _damage(data_copy, "rules", "protected_exemption: top_only", "protected_exemption: sometimes")
    assert "protected_exemption" in message


def test_a_missing_deck_for_a_player_count_is_named(data_copy):
    message = _damage(data_copy, "rules", "keep_deck_3p: standard20", "keep_deck_3p: standard18")
    assert "keep_deck_3p" in message and "standard18" in message


def test_teams_that_do_not_cover_four_seats_are_named(data_copy):
    message = _damage(data_copy, "rules", "teams_4p: [[0, 2], [1, 3]]", "teams_4p: [[0, 2], [1, 2]]")
    assert "teams_4p" in message


def test_a_yaml_syntax_error_names_the_line(data_copy):
    message = _damage(data_copy, "scoring", "wall: 2", "wall: [2")
    assert "line" in message and "YAML syntax" in message
