"""Loading and checking data/ (fort_desktop.data): every file loads; a broken one gives one line
naming the file, the entry and the field."""
import os
import shutil
from pathlib import Path

import pytest

from fort_desktop import ROOT
from fort_desktop.data import DataError, load_yaml
from fort_desktop.rules.fortify.data import FORTIFY_FILES, load_fortify

DATA = ROOT / "data"


@pytest.fixture
def data_copy(tmp_path) -> Path:
    shutil.copytree(DATA, tmp_path / "data")
    load_fortify.cache_clear()
    yield tmp_path / "data"
    load_fortify.cache_clear()


def _edit(root: Path, name: str, old: str, new: str) -> None:
    path = root / "fortify" / f"{name}.yaml"
    text = path.read_text()
    assert old in text, f"{old!r} not in {name}.yaml"
    path.write_text(text.replace(old, new, 1))


def _error(root: Path) -> str:
    with pytest.raises(DataError) as info:
        load_fortify(root)
    message = str(info.value)
    assert "\n" not in message
    return message


def test_every_data_file_loads_and_matches_its_schema():
    for name in FORTIFY_FILES:
        assert load_yaml(DATA / "fortify" / f"{name}.yaml", DATA / "schemas" / "fortify" / f"{name}.yaml")


def test_the_rulebook_counts_come_out_of_the_data():
    data = load_fortify()
    assert len(data.fort_cards) == 60
    assert {c: sum(1 for f in data.fort_cards if f.colour == c) for c in data.colours} == \
        {"blue": 15, "green": 15, "yellow": 15, "red": 15}
    assert sum(1 for f in data.fort_cards if f.has_junk) == 24
    kinds = [k.kind for k in data.kid_cards]
    assert (kinds.count("builder"), kinds.count("thrower"), kinds.count("medic")) == (12, 16, 8)
    assert data.balloon_die.count("wild") == 1 and data.balloon_die.count("block") == 1
    assert data.cousin_die.count("block") == 2 and data.jerk_die.count("wild") == 2
    assert data.rules["fort_cards_per_round"] == 4 and data.rules["base_hits_to_win"] == 3


def test_yaml_syntax_error_names_file_line_and_column(data_copy):
    _edit(data_copy, "dice", "jerk_die: [", "jerk_die: [[")
    message = _error(data_copy)
    assert "fortify/dice.yaml" in message and "line" in message and "YAML syntax" in message


def test_missing_file_is_named(data_copy):
    (data_copy / "fortify" / "kid_cards.yaml").unlink()
    assert "fortify/kid_cards.yaml" in _error(data_copy) and "missing" in _error(data_copy)


def test_a_wrong_field_type_names_entry_and_field(data_copy):
    _edit(data_copy, "kid_cards", "per_colour: 4", "per_colour: four")
    message = _error(data_copy)
    assert "fortify/kid_cards.yaml: kinds.thrower.per_colour:" in message


def test_an_unknown_die_face_is_refused(data_copy):
    _edit(data_copy, "dice", "cousin_die: [blue", "cousin_die: [purple")
    assert "fortify/dice.yaml: cousin_die.0:" in _error(data_copy)


def test_a_card_row_of_the_wrong_width_names_the_shape(data_copy):
    _edit(data_copy, "fort_cards", '"#.j.", "#...", "#...", "####"]', '"#.j.", "#....", "#...", "####"]')
    assert "fortify/fort_cards.yaml: shapes.L.rows: row 4 has 5 cells, expected 4" in _error(data_copy)


def test_a_card_whose_boxes_are_not_one_wall_is_refused(data_copy):
    _edit(data_copy, "fort_cards", 'rows: ["....", "....", "....", "....", "....", "####"]',
          'rows: ["#...", "....", "....", "....", "....", "####"]')
    assert "shapes.Bar.rows: the boxes must form one wall" in _error(data_copy)


def test_an_unknown_setting_is_refused(data_copy):
    _edit(data_copy, "rules", "round_limit: 40", "round_limit: 40\nround_limt: 3")
    assert "fortify/rules.yaml" in _error(data_copy) and "round_limt" in _error(data_copy)


def test_a_missing_setting_is_named(data_copy):
    _edit(data_copy, "rules", "junk_blocks_kids: true", "")
    assert "junk_blocks_kids" in _error(data_copy)


def test_a_base_that_does_not_fit_is_refused(data_copy):
    _edit(data_copy, "base", "origin_cells: [13, 0]", "origin_cells: [30, 0]")
    assert "fortify/base.yaml: origin_cells:" in _error(data_copy)


def test_not_a_mapping_at_the_top_is_refused(data_copy):
    (data_copy / "fortify" / "table.yaml").write_text("- just\n- a list\n")
    assert "fortify/table.yaml: (top level):" in _error(data_copy)


def test_binary_garbage_is_refused(data_copy):
    (data_copy / "fortify" / "rules.yaml").write_bytes(bytes(range(256)))
    assert "fortify/rules.yaml" in _error(data_copy)


def test_the_how_to_play_pages_load_and_their_sprites_exist():
    from fort_desktop import SPRITES_DIR
    from fort_desktop.data import load_reference

    pages = load_reference("fortify")
    assert len(pages) >= 5 and pages[0].title == "The goal"
    for page in pages:
        for sprite, _caption in page.icons:
            if ":" in sprite:   # a piece the overlay draws (die:..., card:...): tests/table/test_rules_reference.py
                continue
            assert (SPRITES_DIR / f"{sprite}.svg").exists() or (SPRITES_DIR / f"{sprite}.png").exists(), sprite


def test_the_how_to_play_pictures_show_what_their_text_says():
    """The 'Rooms and Kids' picture closes one room; the first picture closes none."""
    from fort_desktop.data import load_reference
    from fort_desktop.grid import BoxGrid

    pages = {p.title: p for p in load_reference("fortify")}
    sizes = load_fortify().kid_sizes
    rooms = BoxGrid.from_layout("\n".join(pages["Rooms and Kids"].layout), kid_sizes=sizes).enclosures()
    assert len(rooms) == 1 and rooms[0].clear
    assert BoxGrid.from_layout("\n".join(pages["Placing a Fort Card"].layout), kid_sizes=sizes).enclosures() == []


def test_a_ragged_picture_is_refused(data_copy):
    from fort_desktop.data import load_reference

    _edit(data_copy, "reference", '"...GGGGGGG...."', '"...GGGGGGG..."')
    load_reference.cache_clear()
    with pytest.raises(DataError, match=r"reference.yaml: pages.4.layout: all rows"):
        load_reference("fortify", data_copy)
    load_reference.cache_clear()


# -- issue 7: every data problem is one line, and the rulebook's counts are checked -------------------
@pytest.mark.parametrize("old, new, words", [
    ("copies: 3\n", "copies: 1\n", "52 Fort Cards, but the rulebook has 60"),
    ("copies: 3\n", "copies: 10\n", "88 Fort Cards, but the rulebook has 60"),
])
def test_a_deck_of_the_wrong_size_is_refused(data_copy, old, new, words):
    _edit(data_copy, "fort_cards", old, new)
    assert words in _error(data_copy)


def test_the_wrong_number_of_kids_is_refused(data_copy):
    _edit(data_copy, "kid_cards", "per_colour: 4", "per_colour: 5")
    assert "kinds.thrower: 20 Throwers, but the rulebook has 16" in _error(data_copy)


def test_a_die_with_the_wrong_faces_is_refused(data_copy):
    _edit(data_copy, "dice", "balloon_die: [blue, green, yellow, red, block, wild]",
          "balloon_die: [blue, green, yellow, red, wild, wild]")
    assert "dice.yaml: balloon_die: the rulebook's die has 4 Balloons, 1 Blocks and 1 Wilds" in _error(data_copy)


def test_a_duplicate_key_is_refused_with_its_line(data_copy):
    _edit(data_copy, "rules", "captain_dice: 1", "captain_dice: 1\ncaptain_dice: 2")
    message = _error(data_copy)
    assert "rules.yaml" in message and "duplicate key 'captain_dice'" in message and "line" in message


def test_a_colour_without_a_symbol_or_a_colour_is_named(data_copy):
    _edit(data_copy, "table", "  red: heart\n", "")
    assert "table.yaml: colour_symbols.red: missing" in _error(data_copy)


@pytest.mark.parametrize("name, old, new, where", [
    ("base", '  - "XbbbbbbbbX"\n  - "XbbbbbbbbX"\n  - "XbbbbbbbbX"\n', "", "rows"),
    ("rules", "play_area_cells: [36, 20]", "play_area_cells: [80, 20]", "play_area_cells.0"),
    ("table", "focus_cell_px: 27", "focus_cell_px: 2", "focus_cell_px"),
])
def test_data_the_table_cannot_show_is_refused(data_copy, name, old, new, where):
    _edit(data_copy, name, old, new)
    assert f"{name}.yaml: {where}" in _error(data_copy)


def test_a_broken_schema_file_is_one_line_naming_the_schema(data_copy):
    schema = data_copy / "schemas" / "fortify" / "dice.yaml"
    schema.write_text(schema.read_text().replace("type: object", "type: 12", 1))
    message = _error(data_copy)
    assert "schemas/fortify/dice.yaml" in message and "broken schema" in message


def test_a_file_checked_once_is_checked_again_when_it_changes(data_copy):
    load_fortify(data_copy)  # passes, and is remembered as checked
    load_fortify.cache_clear()
    _edit(data_copy, "rules", "captain_dice: 1", "captain_dice: 0")
    assert "rules.yaml: captain_dice" in _error(data_copy)


def test_a_fifo_in_place_of_a_data_file_is_refused_at_once(data_copy):
    path = data_copy / "fortify" / "dice.yaml"
    path.unlink()
    os.mkfifo(path)
    assert "dice.yaml: is not a regular file" in _error(data_copy)


def test_the_data_is_loaded_once_however_its_folder_is_named():
    assert load_fortify() is load_fortify(DATA) is load_fortify(str(DATA) + "/")


def test_an_unchanged_file_is_not_schema_checked_again(data_copy, monkeypatch):
    from fort_desktop import data as data_module

    load_fortify(data_copy)  # checked once: the files' stamps are kept
    load_fortify.cache_clear()
    monkeypatch.setattr(data_module, "_validate", lambda *a: pytest.fail("checked again"))
    assert load_fortify(data_copy).dice_per_seat == 4
