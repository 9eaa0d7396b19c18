"""Cleaning text from outside (fort_desktop.text.clean_text): what pygame cannot render never gets
through, ordinary names pass unchanged."""
import pytest
from hypothesis import given, settings, strategies as st

from fort_desktop.session import GameSession
from fort_desktop.text import clean_text


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
