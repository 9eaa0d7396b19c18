"""The command line's checks that need no window (fort_desktop.cli.parse): game options."""
import pytest

from fort_desktop import cli


def test_an_option_the_game_does_not_have_is_one_line():
    with pytest.raises(cli.UsageError, match="--option: Fortify has no option 'teams'"):
        cli.parse(["fortify", "--option", "teams=yes"])


def test_an_option_needs_a_name_and_a_value():
    with pytest.raises(cli.UsageError, match="NAME=VALUE"):
        cli.parse(["fortify", "--option", "solo"])


def test_no_option_leaves_the_defaults():
    assert cli.parse(["fortify"]).options == {}


def test_options_do_not_go_with_a_save():
    with pytest.raises(cli.UsageError, match="--option cannot be used with --load"):
        cli.parse(["--load", "x.json", "--option", "a=b"])


def test_an_unknown_game_names_the_playable_ones_and_no_empty_coming_list():
    with pytest.raises(cli.UsageError) as raised:
        cli.parse(["chess"])
    message = str(raised.value)
    assert "unknown game 'chess'; playable now: fortify, fort, forfort" in message
    assert "coming: )" not in message
