"""Cleaning text from outside (fort_desktop.text.clean_text): what pygame cannot render never gets
through, ordinary names pass unchanged."""
import pytest
from hypothesis import given, settings, strategies as st

from fort_desktop.session import GameSession
from fort_desktop.text import clean_text, possessive


@pytest.mark.parametrize("raw, clean", [
    ("Ana", "Ana"), ("Zoé  Ben", "Zoé Ben"), ("An\x00a", "Ana"), ("B\ud800en", "B\ufffden"),
    ("line\nbreak\ttab", "line break tab"), ("\u2028\x7f\x85", ""), ("  ", ""),
])
def test_clean_text_drops_controls_replaces_lone_surrogates_and_folds_spaces(raw, clean):
    assert clean_text(raw) == clean


def test_what_is_not_text_or_nothing_left_gives_the_fallback():
    assert clean_text(None, fallback="P1") == "P1" and clean_text("\x00", fallback="P2") == "P2"


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.characters(), max_size=80))
def test_any_text_comes_out_encodable_and_without_controls(raw):
    text = clean_text(raw, 40)
    text.encode("utf-8")  # a lone surrogate would raise here
    assert "\x00" not in text and len(text) <= 40 and clean_text(text, 40) == text


def test_session_names_are_cleaned_where_they_enter():
    session = GameSession("fortify", 1, ["human", "human"], ["An\x00a", "\ud800"])
    assert session.names == ["Ana", "\ufffd"]
    assert GameSession("fortify", 1, ["human", "human"], ["\x00", " "]).names == ["P1", "P2"]



def test_a_person_named_you_owns_things_as_your_in_every_game():
    # issue 16: typing "You" as a name gave "You's hand"; each game's words go through possessive
    from fort_desktop.rules.fortify.describe import event_words
    from fort_desktop.table.forfort.words import discard_title
    from fort_desktop.table.fort.words import no_follow_words
    from fort_desktop.table.kit.game_table import HANDING_OVER_WORDS
    from fort_desktop.table.kit.moments import _fill

    assert [possessive(n) for n in ("Ana", "You", " you ", "Youssef")] == ["Ana's", "Your", "your", "Youssef's"]
    assert discard_title("You", 3).startswith("Your discard (3)")                                  # Forfort
    assert "follow Your Rocket" in no_follow_words("You", "Rocket", "Crown", False, True)             # Fort
    assert event_words(None, None, {"step": "block", "seat": 0, "count": 2}, ["You", "P2"]) \
        == "A Block saves Your fort from 2 balloons"                                               # Fortify
    assert _fill("{name}'s Fort reaches Level {level}", {"name": "You", "level": 2}) == "Your Fort reaches Level 2"
    assert "'s" not in HANDING_OVER_WORDS
