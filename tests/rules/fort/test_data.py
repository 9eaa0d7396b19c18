"""data/fort: every file loads and matches its schema, the counts the rules fix come out of it, and
a damaged copy gives one line naming file, entry and field (fort_desktop.data, catalogue.py)."""
import shutil
from pathlib import Path

import pytest

from fort_desktop import ROOT
from fort_desktop.data import DataError, load_reference, load_yaml
from fort_desktop.rules.fort.data import FILES, load_catalogue

DATA = ROOT / "data"


@pytest.fixture
def data_copy(tmp_path) -> Path:
    shutil.copytree(DATA / "fort", tmp_path / "data" / "fort")
    shutil.copytree(DATA / "schemas" / "fort", tmp_path / "data" / "schemas" / "fort")
    load_catalogue.cache_clear()
    yield tmp_path / "data"
    load_catalogue.cache_clear()


def _edit(root: Path, name: str, old: str, new: str) -> None:
    path = root / "fort" / f"{name}.yaml"
    text = path.read_text()
    assert old in text, f"{old!r} not in {name}.yaml"
    path.write_text(text.replace(old, new, 1))


def _error(root: Path) -> str:
    with pytest.raises(DataError) as info:
        load_catalogue(root)
    message = str(info.value)
    assert "\n" not in message
    return message


def test_every_file_loads_and_matches_its_schema():
    for name in FILES + ("reference",):
        assert load_yaml(DATA / "fort" / f"{name}.yaml", DATA / "schemas" / "fort" / f"{name}.yaml")


def test_the_counts_the_rules_fix_come_out_of_the_data():
    cat = load_catalogue()
    assert len(cat.kids) == 60 and len(cat.best_friends) == 2 and len(cat.perks) == 9 and len(cat.rules) == 11
    suits = [s for spec in cat.kids.values() for s in spec.suits]
    assert {s: suits.count(s) for s in ("SK", "SH", "GL", "BK")} == {"SK": 10, "SH": 10, "GL": 10, "BK": 10}
    assert suits.count("SQ") == 9 and suits.count("CR") == 9 and suits.count("CO") == 6
    assert [row.cap for row in cat.fort] == [1, 2, 3, 4, 5, 6]


def test_every_choice_of_fort_md_4_2_is_a_named_setting():
    config = load_catalogue().config
    for name in ("voluntary_skip", "bf_at_discard", "follower_counts_lookout", "follow_unused_public",
                 "coin_led_any_follow", "lookout_coin_wild", "made_up_gain", "reshuffle", "prompt_all_followers",
                 "recruit_from_deck", "end_vp25", "end_park_empty", "draft_setup", "max_rounds", "two_seat_fort_vp"):
        assert name in config


def test_the_how_to_play_pages_load_with_the_choices_page():
    pages = load_reference("fort")
    assert len(pages) >= 5 and pages[-1].kind == "choices"
    assert any("rules.yaml: voluntary_skip = false" in line for line in pages[-1].text)


def test_a_yaml_syntax_error_names_file_and_line(data_copy):
    _edit(data_copy, "perks", "perks:", "perks: [")
    message = _error(data_copy)
    assert "fort/perks.yaml" in message and "line" in message


def test_an_unknown_op_names_the_card_and_field(data_copy):
    _edit(data_copy, "kids", "prv: [{op: recruit, from: [park]}]}", "prv: [{op: teleport}]}")
    assert "fort/kids.yaml: kids.0.prv" in _error(data_copy)


def test_an_unknown_suit_names_the_card_and_field(data_copy):
    _edit(data_copy, "kids", "suits: [SK], pub: [{op: gather, r: P, x: SK}], prv: [{op: recruit",
          "suits: [XX], pub: [{op: gather, r: P, x: SK}], prv: [{op: recruit")
    assert "fort/kids.yaml: kids.0.suits.0:" in _error(data_copy)


def test_a_parameter_the_op_does_not_take_names_card_and_field(data_copy):
    _edit(data_copy, "kids", "{op: recruit, from: [park]}", "{op: recruit, from: [park], per: fort}")
    assert "fort/kids.yaml: kids.SK01.prv.0.per: op recruit takes no 'per'" in _error(data_copy)


def test_a_wrong_kid_count_is_refused(data_copy):
    _edit(data_copy, "kids", "- {id: CO06", "- {id: CO07, name: Extra, suits: [CO], pub: [{op: score}], prv: [{op: score}]}\n- {id: CO06")
    assert "fort/kids.yaml: kids: 61 Kid cards, the rules text has 60" in _error(data_copy)


def test_a_duplicate_id_is_named(data_copy):
    _edit(data_copy, "kids", "{id: SK02,", "{id: SK01,")
    assert "fort/kids.yaml: kids.SK01.id: this id is used twice" in _error(data_copy)


def test_trash_self_in_a_public_action_is_refused(data_copy):
    _edit(data_copy, "kids", "pub: [{op: gather, r: P, x: SK}], prv: [{op: trash_self}",
          "pub: [{op: trash_self}], prv: [{op: trash_self}")
    assert "fort/kids.yaml: kids.SK07.pub.0.op:" in _error(data_copy)


def test_a_perk_with_two_kinds_is_named(data_copy):
    _edit(data_copy, "perks", "hook: follower_counts_lookout,", "hook: follower_counts_lookout, end: {always: 1},")
    assert "fort/perks.yaml: perks.PK1: a Perk needs exactly one" in _error(data_copy)


def test_a_bad_metric_names_the_rule_and_field(data_copy):
    _edit(data_copy, "made_up_rules", "count: pairs_PT", "count: pairs_XY")
    assert "fort/made_up_rules.yaml: made_up_rules.0.end" in _error(data_copy)


def test_a_fort_table_out_of_order_is_named(data_copy):
    _edit(data_copy, "fort_table", "{level: 3,", "{level: 7,")
    assert "fort/fort_table.yaml: fort.3.level: expected level 3, found 7" in _error(data_copy)


def test_a_wrong_reward_is_named(data_copy):
    _edit(data_copy, "fort_table", "reward: perk", "reward: null")
    assert "fort/fort_table.yaml: fort.2.reward" in _error(data_copy)


def test_a_bad_setting_value_is_named(data_copy):
    _edit(data_copy, "rules", "reshuffle: lazy", "reshuffle: sometimes")
    assert "fort/rules.yaml: reshuffle:" in _error(data_copy)


def test_the_rules_text_wins_where_the_model_differs():
    config = load_catalogue().config
    assert config["voluntary_skip"] is False and config["bf_at_discard"] == "yard"


def test_a_missing_file_is_named(data_copy):
    (data_copy / "fort" / "perks.yaml").unlink()
    assert "fort/perks.yaml" in _error(data_copy) and "missing" in _error(data_copy)
