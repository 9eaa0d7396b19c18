"""The Fort "How to play" pages show the table's own pictures (task finding 3): every page but the
choices has a picture drawn by the Fort table code, its words fit, and each named picture draws."""
from __future__ import annotations

import pytest

from fort_desktop.table.fort import pictures
from fort_desktop.table.scenes.rules_reference import RulesReference, illustrations_of

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def test_every_fort_page_shows_a_picture_of_the_table_and_its_words_fit(app):
    ref = RulesReference(app, "fort")
    app.push(ref)
    for i, page in enumerate(ref.pages):
        ref.go(i)
        app.step(1 / 60)
        assert not ref.text_cut, page.title
        if page.kind != "choices":
            assert page.layout and page.layout[0].startswith("table:fort:"), page.title
            assert ref._picture(page) is not None, page.title


@pytest.mark.parametrize("name", ["board", "levels", "play", "follow", "turn", "lookout", "card:SK01", "perk:PK9",
                                  "rule:MR07"])
def test_each_picture_draws_within_its_box_with_no_words_cut(app, name, monkeypatch):
    painters = []
    original = pictures._painter
    monkeypatch.setattr(pictures, "_painter", lambda: painters.append(original()) or painters[-1])
    image = illustrations_of("fort").picture(f"table:fort:{name}", app.art, (470, 300))
    assert image.get_width() <= 470 and image.get_height() <= 300
    assert not painters[0].clipped


def test_an_unknown_picture_is_an_error_not_a_blank():
    with pytest.raises(KeyError):
        pictures.picture("castle", None, (470, 300))


def test_the_pages_say_levels_cost_pizza_or_toys_and_explain_the_lookout(app):
    ref = RulesReference(app, "fort")
    pages = {page.title: " ".join(page.text) for page in ref.pages}
    levels = pages["Fort Levels"]
    assert "Pizza or Toy" in levels and "1, 2, 3" not in levels
    assert "for every x" not in pages["Following"]
    lookout = next(page for page in ref.pages if page.title == "The Lookout")
    assert list(lookout.layout) == ["table:fort:lookout"] and "tuck" in " ".join(lookout.text)
