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


def test_names_give_each_seat_its_name_and_a_named_computer_hides_its_strength():
    """A blind try of the strengths: ``--names`` names the computer, so the table says "Rival", not
    "Computer (hard)"."""
    from fort_desktop.session import GameSession

    args = cli.parse(["fort", "--players", "human,bot:hard", "--names", " Ana , Rival"])
    seats = cli._seats(args)
    assert args.names == ["Ana", "Rival"]
    session = GameSession("fort", 3, seats, args.names)
    assert [session.player_words(s) for s in range(2)] == ["Ana", "Rival"]
    assert GameSession("fort", 3, seats).player_words(1) == "Computer (hard)"


@pytest.mark.parametrize("argv, words", [
    (["fort", "--players", "human,bot", "--names", "Ana"], "one name per seat (2), got 1"),
    (["fort", "--names", "Ana,,Cleo"], "a name is empty"),
    (["--names", "Ana,Ben"], "--names needs a game"),
    (["fort", "--tutorial", "--names", "Ana,Ben"], "--names cannot be used with --tutorial"),
])
def test_bad_names_are_one_line(argv, words):
    with pytest.raises(cli.UsageError, match=words.replace("(", r"\(").replace(")", r"\)")):
        cli._seats(cli.parse(argv))
