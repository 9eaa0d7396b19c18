"""The game registry (fort_desktop.games): one entry per game, read by everything else."""
import pytest

from fort_desktop import games


def test_every_entry_names_its_parts_and_a_seat_range():
    for name, entry in games.GAMES.items():
        assert entry.name == name and entry.title and entry.pitch
        assert 1 <= entry.min_seats <= entry.max_seats
        for target in (entry.rules, entry.table, entry.bot):
            assert ":" in target


def test_only_fortify_and_fort_are_playable_and_forfort_is_coming():
    assert games.playable() == ["fortify", "fort"] and games.coming() == ("forfort",)
    assert games.get("fortify").load_rules().name == "fortify"


@pytest.mark.parametrize("name, words", [("chess", "unknown game 'chess'"), ("forfort", "Forfort is coming soon")])
def test_a_game_that_cannot_be_played_is_named_in_one_line(name, words):
    with pytest.raises(KeyError) as caught:
        games.playable_entry(name)
    assert words in caught.value.args[0] and "playable now: fortify" in caught.value.args[0]


def test_options_take_their_defaults_and_refuse_what_is_not_a_choice():
    forfort = games.get("forfort")
    assert forfort.check_options(4, {}) == {"four_player_mode": "teams"}
    assert forfort.check_options(4, {"four_player_mode": "solo"}) == {"four_player_mode": "solo"}
    assert forfort.check_options(3, None) == {}
    for bad in ({"four_player_mode": "pairs"}, {"colour": "red"}):
        with pytest.raises(ValueError):
            forfort.check_options(4, bad)
    with pytest.raises(ValueError, match="only for 4 players"):
        forfort.check_options(2, {"four_player_mode": "solo"})


def test_titles_come_from_the_registry():
    assert games.title("forfort") == "Forfort" and games.get("fortify").seats_text == "2 players"
