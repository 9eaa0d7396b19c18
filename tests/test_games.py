"""The game registry (fort_desktop.games): one entry per game, read by everything else."""
import pytest

from fort_desktop import games


def test_every_entry_names_its_parts_and_a_seat_range():
    for name, entry in games.GAMES.items():
        assert entry.name == name and entry.title and entry.pitch
        assert 1 <= entry.min_seats <= entry.max_seats
        for target in (entry.rules, entry.table, entry.bot):
            assert ":" in target


def test_playable_and_coming_games_split_the_registry_by_their_flag():
    playable = [name for name, entry in games.GAMES.items() if entry.playable]
    coming = tuple(name for name, entry in games.GAMES.items() if not entry.playable)
    assert games.playable() == playable and games.coming() == coming
    assert set(playable) | set(coming) == set(games.GAMES) and "fortify" in playable


@pytest.mark.parametrize("name", games.playable())
def test_every_playable_game_loads_its_rules_table_and_bot(name):
    entry = games.playable_entry(name)
    assert entry.load_rules().name == name
    assert callable(entry.load_bot()) and isinstance(entry.load_table(), type)


def test_forfort_is_playable_for_two_to_four_with_teams_or_solo_at_four():
    forfort = games.playable_entry("forfort")
    assert (forfort.min_seats, forfort.max_seats) == (2, 4)
    assert [(o.name, [v for v, _ in o.choices], o.seat_counts) for o in forfort.options] == \
        [("four_player_mode", ["teams", "solo"], (4,))]


@pytest.mark.parametrize("name", ["chess", *games.coming()])
def test_a_game_that_cannot_be_played_is_named_in_one_line(name):
    with pytest.raises(KeyError) as caught:
        games.playable_entry(name)
    words = "unknown game 'chess'" if name == "chess" else f"{games.title(name)} is coming soon"
    assert words in caught.value.args[0] and "playable now: " + ", ".join(games.playable()) in caught.value.args[0]


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


def test_a_coming_game_is_refused_in_one_line_naming_the_playable_ones(monkeypatch):
    coming = games.GameEntry("fortress", "Fortress", "", "", 2, 2, "", "", "", playable=False)
    monkeypatch.setitem(games.GAMES, "fortress", coming)
    with pytest.raises(KeyError) as caught:
        games.playable_entry("fortress")
    assert "Fortress is coming soon" in caught.value.args[0]
    assert "playable now: fortify, fort, forfort" in caught.value.args[0]
