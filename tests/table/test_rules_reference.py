"""The rules reference: F1 over the table, pages turn by buttons and keys, Escape closes and the table
is unchanged; pictures light their rooms; the last page lists our choices; a game with no reference
file shows a "coming" page; the launcher's "How to play" opens it."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from fort_desktop.data import CHOICES_TITLE, DataError, load_reference
from fort_desktop.table.scenes import rules_reference
from fort_desktop.table.scenes.launcher import Launcher
from fort_desktop import games
from fort_desktop.table.fortify.art import get_art as fortify_art
from fort_desktop.table.fortify.pictures import layout_picture, layout_rooms, piece_picture
from fort_desktop.table.scenes.rules_reference import RulesReference, choice_words, icon_picture

from .shell_helpers import shots_dir, click, key, lift_curtains, played

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")



def test_f1_opens_over_the_table_pages_turn_and_escape_closes(app):
    table = app.show_table(played(seed=6, seats=("human", "bot"), actions=20))
    lift_curtains(app)
    session = app.session
    digest, count, scenes = session.digest, len(session.actions), list(app.scenes)
    key(app, pygame.K_F1)
    ref = app.top
    assert isinstance(ref, RulesReference) and ref.page == 0 and app.scenes[:-1] == scenes
    assert not ref.prev.enabled
    click(app, ref.next.rect.center)
    assert ref.page == 1
    key(app, pygame.K_RIGHT)
    assert ref.page == 2
    key(app, pygame.K_LEFT)
    click(app, ref.prev.rect.center)
    assert ref.page == 0
    key(app, pygame.K_END)
    assert ref.page == len(ref.pages) - 1 and not ref.next.enabled
    assert session.digest == digest and len(session.actions) == count  # nothing moved meanwhile
    key(app, pygame.K_ESCAPE)
    assert app.top is table and app.scenes == scenes


def test_every_page_draws_and_the_last_lists_our_choices(app):
    shots = shots_dir()
    app.show_launcher()
    app.step()
    app.show_rules("fortify")
    ref = app.top
    for page in range(len(ref.pages)):
        ref.go(page)
        app.step()
        app.screenshot(shots / f"test_rules_{page}.png")
    last = ref.pages[-1]
    assert last.title == CHOICES_TITLE and last.kind == "choices"
    assert any("junk_blocks_kids = true" in line for line in last.text)  # the data keeps the link


@pytest.mark.parametrize("game", list(games.GAMES))
def test_every_page_fits_its_card_at_1280_by_800(app, game):
    app.show_launcher()
    app.step()
    ref = app.show_rules(game)
    for page in range(len(ref.pages)):
        ref.go(page)
        app.step()
        assert not ref.text_cut, f"{game} page {page + 1}: text cut off"
        assert ref.content_bottom <= ref.prev.rect.top - 30, f"{game} page {page + 1}: runs into the buttons"


def test_every_fortify_page_but_the_choices_shows_a_picture():
    pages = [p for p in load_reference("fortify") if p.kind != "choices"]
    plain = [p.title for p in pages if not p.layout and not p.icons]
    assert plain == []


def test_no_page_shows_a_setting_name_a_file_or_a_note_for_developers():
    import yaml

    from fort_desktop import DATA_DIR

    settings = yaml.safe_load((DATA_DIR / "fortify" / "rules.yaml").read_text())
    pages = load_reference("fortify")
    words = [w for p in pages if p.kind != "choices" for w in p.text + tuple(c for _, c in p.icons)]
    words += [choice_words(line) for line in pages[-1].text]
    for line in words:
        lower = line.lower()
        assert not any(name in line for name in settings), line
        assert ".yaml" not in lower and "no card art" not in lower and "{value}" not in line, line


def test_a_choice_names_its_settings_current_value_in_words():
    assert choice_words("after round {value}, more hits win. [rules.yaml: round_limit = 40]") == \
        "after round 40, more hits win."
    assert choice_words("Junk blocks Kids. [rules.yaml: junk_blocks_kids = true]") == "Junk blocks Kids."


def test_every_icon_of_every_page_draws_a_real_piece(app, caplog):
    for game in games.GAMES:
        for page in load_reference(game):
            for name, caption in page.icons:
                picture = icon_picture(game, name, app.art, 60, max_width=120)   # raises for an unknown piece
                assert picture.get_width() > 8 and picture.get_height() > 8, name
    assert not [r for r in caplog.records if "missing" in r.getMessage().lower()]


def test_a_base_picture_shows_its_hit_tokens(app):
    empty, one, three = (piece_picture(f"base:{n}", fortify_art(), 60, max_width=120) for n in (0, 1, 3))
    def differing(a, b):
        return sum(a.get_at((x, y)) != b.get_at((x, y)) for x in range(a.get_width()) for y in range(a.get_height()))
    assert differing(empty, one) > 20          # a token dropped in the first bucket
    assert differing(one, three) > differing(empty, one)   # two more buckets filled


def test_a_card_picture_draws_its_shape_from_the_card_data(app):
    from fort_desktop.rules.fortify.data import load_fortify

    spec = next(c for c in load_fortify().fort_cards if c.shape == "C" and c.colour == "yellow")
    picture = piece_picture("card:yellow:C", fortify_art(), 60)
    cell = picture.get_height() // len(spec.rows)
    boxes = [(x, y) for y, row in enumerate(spec.rows) for x, ch in enumerate(row) if ch == "#"]
    floor = [(x, y) for y, row in enumerate(spec.rows) for x, ch in enumerate(row) if ch == "."]
    def yellowish(x, y):   # a yellow box tile: little blue in it; card floor is cream
        r, g, b = pygame.transform.average_color(picture, pygame.Rect(x * cell, y * cell, cell, cell))[:3]
        return r > 120 and g > 100 and b < 110
    assert all(yellowish(x, y) for x, y in boxes)
    assert not any(yellowish(x, y) for x, y in floor)


def test_the_picture_lights_the_rooms_of_its_layout(app):
    pages = {p.title: p for p in load_reference("fortify")}
    layout = pages["Rooms and Kids"].layout
    rooms = layout_rooms(layout)
    assert len(rooms) == 1
    picture = layout_picture(layout, fortify_art())
    cell = picture.get_width() // len(layout[0])
    free = sorted(c for c in rooms[0].cells if layout[c[1]][c[0]] in ".,")
    x, y = free[-1]
    lit = picture.get_at((x * cell + cell // 2, y * cell + cell // 2))
    outside = picture.get_at((cell // 2, picture.get_height() - cell // 2))  # table felt, no room
    assert lit.g > outside.g + 40  # the room is lit green
    assert layout_rooms(pages["Placing a Fort Card"].layout) == []


def test_a_game_without_a_reference_shows_a_coming_page(app, monkeypatch, tmp_path):
    # Every registered game has its pages now: a game named in a data folder without a reference file.
    real = rules_reference.load_reference
    monkeypatch.setattr(rules_reference, "load_reference",
                        lambda game, *args: real(game, tmp_path) if game == "fort" else real(game, *args))
    app.show_launcher()
    app.step()
    launcher = app.top
    click(app, next(t for t in launcher.tiles if t.game == "fort").rect.center)
    click(app, launcher.rules_button.rect.center)
    ref = app.top
    assert isinstance(ref, RulesReference) and ref.game == "fort"
    assert len(ref.pages) == 1 and "coming" in ref.pages[0].title
    app.step()
    key(app, pygame.K_ESCAPE)
    assert app.top is launcher


def test_a_damaged_reference_file_is_a_page_not_a_crash(app, monkeypatch):
    def broken(game, *args):
        raise DataError(Path("data/fortify/reference.yaml"), "pages.2.title", "is too long")

    monkeypatch.setattr(rules_reference, "load_reference", broken)
    app.show_launcher()
    ref = app.show_rules("fortify")
    app.step()
    assert ref.problem and "reference.yaml" in ref.pages[0].text[0]


def test_f1_on_the_launcher_opens_how_to_play(app):
    app.show_launcher()
    app.step()
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesReference) and app.top.game == "fortify"
    key(app, pygame.K_F1)
    assert isinstance(app.top, Launcher)


def test_at_150_percent_a_pages_picture_grows_over_its_words(app):
    """Issue 15: at 150% a page's picture stayed 470 px wide beside a narrow column of words, its
    own words 6 px tall at half size: it now lies across the top, grown more than the words, the
    words the whole width under it; the page's words still all show."""
    import dataclasses

    from fort_desktop.table import widgets

    before = RulesReference(app, "fort")
    page = next(p for p in before.pages if p.layout)
    small = before._picture(page).get_size()
    app.apply_settings(dataclasses.replace(app.user_settings, text_size=150), save=False)
    ref = app.push(RulesReference(app, "fort"))
    index = next(i for i, p in enumerate(ref.pages) if p.layout)
    big = ref._picture(ref.pages[index]).get_size()
    assert big[0] >= 1.3 * small[0] and big[1] >= 1.3 * small[1]
    placed = []
    ref.go(index)
    original = widgets.PLACED_WATCHERS[:]
    widgets.PLACED_WATCHERS[:] = [lambda _s, rect, text: placed.append((rect.copy(), text))]
    try:
        ref.draw(pygame.Surface((1280, 800)))
    finally:
        widgets.PLACED_WATCHERS[:] = original
    body = rules_reference.page_body(rules_reference.card_paper())
    words = [rect for rect, text in placed if text in " ".join(ref.pages[index].text)]
    assert words and not ref.text_cut
    assert min(rect.top for rect in words) >= body.y + 4 + big[1]        # under the picture
    assert max(rect.right for rect in words) > body.x + body.width - rules_reference.PICTURE_BOX[0]   # the whole width
