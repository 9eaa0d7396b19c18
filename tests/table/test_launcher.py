"""The launcher, clicked and typed into as a person would (posted events, logical positions)."""
from __future__ import annotations

import sys
import types
from pathlib import Path

import pygame

from .shell_helpers import register_table, shots_dir
import pytest

from fort_desktop.table import widgets
from fort_desktop.table.app import App
from fort_desktop.table.scenes.base import Scene
from fort_desktop.table.scenes.game_over import GameOver
from fort_desktop.table.scenes.launcher import Launcher
from fort_desktop.session import GameSession

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


@pytest.fixture(autouse=True)
def own_user_dirs(monkeypatch, tmp_path):
    """Saves and settings of each test in its own folder (a storm may click Settings or Start)."""
    from fort_desktop import paths

    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "user-data"))
    monkeypatch.setenv(paths.CONFIG_DIR_ENV, str(tmp_path / "user-config"))



def post(kind, **fields):
    pygame.event.post(pygame.event.Event(kind, **fields))


def click(app, pos):
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step(1 / 60)


def type_text(app, text):
    for ch in text:
        k = pygame.K_BACKSPACE if ch == "\b" else ord(ch)
        post(pygame.KEYDOWN, key=k, mod=0, unicode="" if ch == "\b" else ch, scancode=0)
    app.step(1 / 60)


def press(app, k):
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    app.step(1 / 60)


class FakeTable(Scene):
    def __init__(self, app, session, *, hot_seat, on_game_over):
        super().__init__(app)
        self.session, self.hot_seat, self.on_game_over = session, hot_seat, on_game_over

    def draw(self, surface):
        surface.fill((36, 98, 72))


@pytest.fixture
def app(monkeypatch):
    module = types.ModuleType("fake_launcher_tables")
    module.FakeTable = FakeTable
    monkeypatch.setitem(sys.modules, module.__name__, module)
    register_table(monkeypatch, f"{module.__name__}:FakeTable")
    a = App(headless=True)
    a.show_launcher()
    a.step()
    yield a
    a.close()


def tile(app, game):
    return next(t for t in app.top.tiles if t.game == game)


def test_launcher_lists_every_registered_game_with_the_first_chosen(app):
    from fort_desktop import games

    launcher = app.top
    assert [t.game for t in launcher.tiles] == list(games.GAMES)
    assert [t.playable for t in launcher.tiles] == [e.playable for e in games.GAMES.values()]
    first = games.playable()[0]
    assert launcher.game == first and launcher.seats == ["human"] * games.get(first).min_seats
    assert launcher.seed_field.value is not None


@pytest.mark.parametrize("count", range(1, 9))
def test_any_number_of_tiles_fits_the_shelf_without_overlap(count):
    from fort_desktop.table.scenes.launcher import SHELF, tile_rects

    rects = tile_rects(count)
    assert len(rects) == count
    assert all(SHELF.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert min(r.width for r in rects) >= 250 and min(r.height for r in rects) >= 110
    assert [r.y for r in rects] == sorted(r.y for r in rects)      # reading order: rows top to bottom


def _more_games(monkeypatch, count):
    """The registry with ``count`` games: the real ones, then copies under new names (the copies'
    rules are their twin's, named as the copy); every table is the fake one."""
    from fort_desktop import games

    fake = games.GAMES[games.playable()[0]].table
    real = list(games.GAMES.values())[:count]
    for entry in real:
        monkeypatch.setitem(games.GAMES, entry.name, entry.replace(table=fake))
    for i in range(len(real), count):
        twin = real[i % len(real)]
        name = f"{twin.name}{i}"
        monkeypatch.setitem(games.GAMES, name, twin.replace(name=name, title=f"{twin.title} {i}",
                                                          picture=twin.picture_name, table=fake))
    return list(games.GAMES)


@pytest.mark.parametrize("count", [3, 5, 8])
def test_every_tile_shows_and_each_starts_its_game(app, monkeypatch, count):
    names = _more_games(monkeypatch, count)
    app.show_launcher()
    app.step()
    launcher = app.top
    assert [t.game for t in launcher.tiles] == names
    app.screenshot(shots_dir() / f"test_launcher_{count}_games.png")
    last = launcher.tiles[-1]
    click(app, last.rect.center)
    assert launcher.game == last.game
    click(app, launcher.start_button.rect.center)
    assert isinstance(app.top, FakeTable) and app.top.session.game == last.game


def test_clicking_fortify_then_start_reaches_the_game_table(app):
    click(app, tile(app, "fortify").rect.center)
    seed = app.top.seed_field.value
    click(app, app.top.start_button.rect.center)
    table = app.top
    assert isinstance(table, FakeTable)
    assert table.session.game == "fortify" and table.session.seed == seed
    assert table.session.seats == ["human", "human"] and table.hot_seat is True


def test_seat_toggle_makes_p2_a_computer(app):
    toggle = app.top.seat_toggles[1]
    click(app, toggle.rect.center)
    assert toggle.label == "Computer"
    click(app, app.top.start_button.rect.center)
    assert app.top.session.seats == ["human", "bot"] and app.top.hot_seat is False


def test_toggle_cycles_back_to_human(app):
    toggle = app.top.seat_toggles[0]
    click(app, toggle.rect.center)
    click(app, toggle.rect.center)
    assert toggle.value == "human"


def test_press_inside_release_outside_is_not_a_click(app):
    toggle = app.top.seat_toggles[0]
    post(pygame.MOUSEBUTTONDOWN, pos=toggle.rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=(5, 795), button=1)
    app.step()
    assert toggle.value == "human"


def test_typed_name_and_seed_are_used(app):
    launcher = app.top
    click(app, launcher.name_fields[0].rect.center)
    type_text(app, "Ann")
    click(app, launcher.seed_field.field.rect.center)
    type_text(app, "\b" * 12 + "42x")  # the letter is refused
    press(app, pygame.K_RETURN)  # ends editing; does not start
    assert app.top is launcher and launcher.seed_field.value == 42
    press(app, pygame.K_RETURN)  # now Enter starts
    session = app.top.session
    assert session.names == ["Ann", "P2"] and session.seed == 42


def test_ctrl_a_selects_a_name_and_a_computer_turned_human_takes_a_free_name(app):
    launcher = app.top
    field = launcher.name_fields[0]
    click(app, field.rect.center)
    type_text(app, "Ann")
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="\x01", scancode=0)
    type_text(app, "Bo")                                    # replaces the whole name
    assert field.text == "Bo"
    seat, toggle = launcher.name_fields[1], launcher.seat_toggles[1]
    seat.set_text("Computer")
    while toggle.value != "bot":
        click(app, toggle.rect.center)
    assert seat.text == "Computer"
    click(app, toggle.rect.center)                          # back to a person
    assert toggle.value == "human" and seat.text == "Player 2"


def test_new_seed_button_changes_the_seed(app):
    field = app.top.seed_field
    before = field.value
    for _ in range(3):
        click(app, field.button.rect.center)
        if field.value != before:
            break
    assert field.value != before and field.value is not None


def test_empty_seed_keeps_the_launcher_with_a_message(app):
    launcher = app.top
    click(app, launcher.seed_field.field.rect.center)
    type_text(app, "\b" * 12)
    click(app, launcher.start_button.rect.center)
    assert app.top is launcher and "seed" in launcher.status.lower()


def test_clicking_a_coming_game_does_nothing_harmful(app, monkeypatch):
    from fort_desktop import games

    first, *_, last = games.GAMES
    monkeypatch.setitem(games.GAMES, last, games.GAMES[last].replace(playable=False))
    app.show_launcher()
    app.step()
    launcher = app.top
    assert [t.playable for t in launcher.tiles] == [name != last for name in games.GAMES]
    click(app, tile(app, last).rect.center)
    assert app.top is launcher and launcher.game == first
    assert "coming soon" in launcher.status
    click(app, launcher.start_button.rect.center)
    assert isinstance(app.top, FakeTable) and app.top.session.game == first


def test_a_data_error_becomes_a_message(app, monkeypatch):
    from fort_desktop.data import DataError

    def broken(*args, **kwargs):
        raise DataError(Path("data/fortify/rules.yaml"), "rounds", "must be a number")

    monkeypatch.setattr(app, "start_game", broken)
    click(app, app.top.start_button.rect.center)
    assert isinstance(app.top, Launcher) and "rules.yaml" in app.top.status


def test_escape_asks_first_and_a_second_escape_quits(app):
    press(app, pygame.K_ESCAPE)
    assert app.running is True and "Esc again" in app.top.status
    press(app, pygame.K_ESCAPE)
    assert app.running is False


def test_anything_but_a_second_escape_keeps_the_launcher(app):
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_a)
    assert app.top.status == ""
    press(app, pygame.K_ESCAPE)
    assert app.running is True


def test_screenshots_of_launcher_and_game_over(app):
    shots = shots_dir()
    launcher = app.top
    click(app, launcher.name_fields[0].rect.center)
    type_text(app, "Ann")
    click(app, launcher.seat_toggles[1].rect.center)
    post(pygame.MOUSEMOTION, pos=launcher.start_button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    app.screenshot(shots / "launcher.png")

    session = GameSession("fortify", 7, ["human", "bot"], ["Ann", "P2"])
    session.play_out()
    app.show_table(session).on_game_over()
    app.step()
    assert isinstance(app.top, GameOver)
    app.screenshot(shots / "game_over.png")
    assert (shots / "launcher.png").stat().st_size > 10_000


def test_a_coming_game_shows_its_seats_as_information(app, monkeypatch):
    from fort_desktop import games

    monkeypatch.setitem(games.GAMES, "fort", games.GAMES["fort"].replace(playable=False))
    app.show_launcher()
    app.step()
    launcher = app.top
    click(app, tile(app, "fort").rect.center)
    assert "2 to 4 players" in launcher.status
    assert launcher.game == "fortify" and launcher.seats == ["human", "human"]


def test_continue_appears_once_a_game_with_a_person_was_autosaved(app):
    assert app.top.continue_button is None
    click(app, app.top.seat_toggles[1].rect.center)
    click(app, app.top.start_button.rect.center)  # human vs computer: autosaved
    session = app.session
    app.show_launcher()
    app.step()
    launcher = app.top
    assert launcher.continue_button is not None
    click(app, launcher.continue_button.rect.center)
    assert isinstance(app.top, FakeTable) and app.session.digest == session.digest


def test_the_banner_buttons_open_their_screens(app):
    from fort_desktop.table.scenes.rules_reference import RulesReference
    from fort_desktop.table.scenes.saves_menu import SavesMenu
    from fort_desktop.table.scenes.settings_menu import SettingsMenu

    launcher = app.top
    for button, kind in ((launcher.rules_button, RulesReference), (launcher.load_button, SavesMenu),
                         (launcher.settings_button, SettingsMenu)):
        click(app, button.rect.center)
        assert isinstance(app.top, kind)
        press(app, pygame.K_ESCAPE)
        assert app.top is launcher


def test_the_computers_pace_is_offered_on_the_launcher_and_applies(app, monkeypatch, tmp_path):
    from fort_desktop.table.scenes.launcher import PACES

    from .shell_helpers import use_tmp_dirs

    use_tmp_dirs(monkeypatch, tmp_path)
    launcher = app.top
    if "bot" not in launcher.seats:
        click(app, launcher.seat_toggles[-1].rect.center)      # a computer seated: its pace is offered
    toggle = launcher.pace_toggle
    assert toggle.visible
    seen = []
    for _ in range(len(toggle.options)):
        click(app, toggle.rect.center)
        seen.append(app.settings["bot_pace_seconds"])
        assert app.user_settings.bot_pace_seconds == app.settings["bot_pace_seconds"]
    assert {value for value, _ in PACES} <= set(seen)          # easy, normal and fast all offered
    assert max(v for v, _ in PACES) >= 2 * 2.5                  # easy: at least twice the old pace


def test_the_computers_pace_is_shown_only_while_a_computer_is_seated(app, monkeypatch, tmp_path):
    """Trial (issue 15): the pace button was on the launcher with two people and no computer."""
    from .shell_helpers import use_tmp_dirs

    use_tmp_dirs(monkeypatch, tmp_path)
    launcher = app.top
    for toggle in launcher.seat_toggles:           # every seat a person
        if toggle.value != "human":
            click(app, toggle.rect.center)
    assert launcher.seats == ["human"] * len(launcher.seats)
    assert not launcher.pace_toggle.visible
    before = app.settings["bot_pace_seconds"]
    click(app, launcher.pace_toggle.rect.center)   # where it would be: nothing changes
    assert app.settings["bot_pace_seconds"] == before
    click(app, launcher.seat_toggles[0].rect.center)
    assert launcher.seats[0] == "bot" and launcher.pace_toggle.visible
    click(app, launcher.seat_toggles[0].rect.center)
    assert not launcher.pace_toggle.visible


# -- set-up options (the registry's GameEntry.options) -------------------------------------------
def forfort_launcher(app, monkeypatch, seats=4):
    """The launcher with Forfort picked by mouse and ``seats`` seats (fake table for Forfort)."""
    register_table(monkeypatch, "fake_launcher_tables:FakeTable", game="forfort")
    click(app, tile(app, "forfort").rect.center)
    launcher = app.top
    while len(launcher.seats) < seats:
        click(app, seat_button(launcher, "+ Seat").rect.center)
    return launcher


def seat_button(launcher, label):
    from fort_desktop.table.widgets import Button

    return next(b for b in launcher.players.children if isinstance(b, Button) and b.label == label)


def option_labels(launcher):
    from fort_desktop.table.widgets import Label

    return [c.text for c in launcher.players.children if isinstance(c, Label) and c.text.startswith("At ")]


def test_forfort_at_four_seats_offers_teams_and_starts_solo_when_clicked(app, monkeypatch):
    launcher = forfort_launcher(app, monkeypatch, seats=4)
    toggle = launcher.option_toggles["four_player_mode"]
    # the seats by their default names, or by number where those do not fit whole
    assert toggle.label in ("Teams: Seat 1 + Seat 3 vs Seat 2 + Seat 4", "Teams: 1 + 3 vs 2 + 4")
    assert widgets.text_size(toggle.label, toggle.font_size, True)[0] <= toggle.rect.w - 16
    assert option_labels(launcher) == ["At 4 players"]
    click(app, toggle.rect.center)
    assert toggle.label == "Each for themselves"
    click(app, launcher.start_button.rect.center)
    session = app.top.session
    assert isinstance(app.top, FakeTable) and session.game == "forfort" and len(session.seats) == 4
    assert session.options == {"four_player_mode": "solo"}


def test_seats_and_teams_are_named_by_the_names_typed(app, monkeypatch):
    # issue 15 item 4: no seat codes on the launcher; the teams read as the names typed so far
    from fort_desktop.table.widgets import Label

    launcher = forfort_launcher(app, monkeypatch, seats=4)
    rows = [c.text for c in launcher.players.children if isinstance(c, Label) and c.text.startswith("Seat ")]
    assert rows == ["Seat 1", "Seat 2", "Seat 3", "Seat 4"]
    for seat, name in ((0, "Ana"), (1, "Bo")):
        click(app, launcher.name_fields[seat].rect.center)
        type_text(app, name)
    toggle = launcher.option_toggles["four_player_mode"]
    assert toggle.label == "Teams: Ana + Seat 3 vs Bo + Seat 4"
    click(app, toggle.rect.center)
    click(app, toggle.rect.center)
    assert toggle.label == "Teams: Ana + Seat 3 vs Bo + Seat 4" and launcher.options == {"four_player_mode": "teams"}


@pytest.mark.parametrize("seats", [2, 3])
def test_the_four_player_option_is_hidden_at_fewer_seats(app, monkeypatch, seats):
    launcher = forfort_launcher(app, monkeypatch, seats=seats)
    assert len(launcher.seats) == seats
    assert launcher.option_toggles == {} and option_labels(launcher) == []
    click(app, launcher.start_button.rect.center)
    assert app.top.session.options == {}


def test_removing_the_fourth_seat_hides_the_option_and_adding_it_back_keeps_the_choice(app, monkeypatch):
    launcher = forfort_launcher(app, monkeypatch, seats=4)
    click(app, launcher.option_toggles["four_player_mode"].rect.center)      # solo
    click(app, seat_button(launcher, "- Seat").rect.center)
    assert launcher.option_toggles == {}
    click(app, seat_button(launcher, "+ Seat").rect.center)
    assert launcher.option_toggles["four_player_mode"].value == "solo"


def test_the_chosen_option_is_remembered_for_the_next_launcher(app, monkeypatch):
    launcher = forfort_launcher(app, monkeypatch, seats=4)
    click(app, launcher.option_toggles["four_player_mode"].rect.center)      # solo
    click(app, launcher.start_button.rect.center)
    app.show_launcher()
    app.step()
    again = app.top
    assert again.game == "forfort" and len(again.seats) == 4
    assert again.option_toggles["four_player_mode"].value == "solo"


def test_back_from_a_finished_solo_game_keeps_solo_on_the_launcher(app, monkeypatch):
    register_table(monkeypatch, "fake_launcher_tables:FakeTable", game="forfort")
    session = GameSession("forfort", 3, ["human", "bot", "bot", "bot"], options={"four_player_mode": "solo"})
    session.play_out()
    app.show_table(session).on_game_over()
    app.step()
    click(app, app.top.back.rect.center)
    launcher = app.top
    assert isinstance(launcher, Launcher) and launcher.game == "forfort"
    assert launcher.option_toggles["four_player_mode"].value == "solo"


def test_screenshot_of_the_launcher_with_forfort_at_four_seats(app, monkeypatch):
    launcher = forfort_launcher(app, monkeypatch, seats=4)
    click(app, launcher.option_toggles["four_player_mode"].rect.center)
    app.screenshot(shots_dir() / "launcher_forfort_4.png")
    toggle = launcher.option_toggles["four_player_mode"].rect
    assert launcher.players.rect.contains(toggle)
    from fort_desktop.table.widgets import Label

    others = [c.rect for c in launcher.players.children
              if c is not launcher.option_toggles["four_player_mode"] and not isinstance(c, Label)]
    assert not any(toggle.colliderect(r) for r in others)          # nothing drawn over the option


def test_the_seating_hint_counts_the_people_and_computers_chosen(app, monkeypatch):
    launcher = forfort_launcher(app, monkeypatch, seats=3)

    def hint(*kinds):
        for toggle, kind in zip(launcher.seat_toggles, kinds):
            toggle.value = kind
        return launcher.seating_hint()
    assert hint("human", "human", "bot").startswith("Two people, one mouse, with the computer:")
    assert hint("human", "human", "human").startswith("Three people, one mouse:")
    assert hint("human", "bot", "bot").startswith("You against 2 computer players: they take their turns")


def test_a_game_of_turns_offers_the_computers_pace_as_speed_not_strength(app, monkeypatch):
    launcher = forfort_launcher(app, monkeypatch, seats=2)
    labels = [words for _, words in launcher.pace_toggle.options]
    assert not any("easy" in w for w in labels) and any("slowly" in w for w in labels)
    click(app, tile(app, "fortify").rect.center)
    race = [words for _, words in app.top.pace_toggle.options]
    assert any("races" in words for words in race) and not any("easy" in words for words in race)



def test_adding_a_seat_never_moves_the_name_fields_above_it(app, monkeypatch):
    """Trial (issue 8): "+ Seat" shifted the rows, so "Ben" typed into P2's field landed in P3's."""
    launcher = forfort_launcher(app, monkeypatch, seats=2)
    before = [f.rect.copy() for f in launcher.name_fields]
    click(app, seat_button(launcher, "+ Seat").rect.center)
    after = [f.rect for f in launcher.name_fields]
    assert len(after) == 3 and after[:2] == before


def test_the_pace_button_shows_a_pace_changed_in_the_settings(app, monkeypatch, tmp_path):
    """Trial (issue 8): after Settings set the pace to "at once", the launcher still said 5 s."""
    from .shell_helpers import use_tmp_dirs

    use_tmp_dirs(monkeypatch, tmp_path)
    launcher = app.top
    click(app, launcher.settings_button.rect.center)
    app.settings["bot_pace_seconds"] = 0.0
    press(app, pygame.K_ESCAPE)
    assert app.top is launcher and launcher.pace_toggle.value == 0.0
    assert "0 s" in launcher.pace_toggle.label


def test_after_a_finished_game_the_launcher_says_how_it_ended(monkeypatch, tmp_path):
    """Trial (issue 7): killed on the last round's results, the game came back with no Continue and
    no word of who won. The launcher names the last game's result."""
    from fort_desktop import saves

    from .shell_helpers import use_tmp_dirs

    use_tmp_dirs(monkeypatch, tmp_path)
    session = GameSession("fortify", 3, ["human", "bot"], ["Ann", "P2"])
    while not session.is_over:
        session.play_bot(session.acting_seats()[0])
    saves.autosave(session)
    app = App(headless=True)
    try:
        app.show_launcher()
        app.step()
        launcher = app.top
        assert launcher.continue_button is None
        assert launcher.status.startswith("Your last game: Fortify") and "won by" in launcher.status
    finally:
        app.close()


def test_every_games_pitch_fits_whole_inside_its_tile():
    from fort_desktop import games
    from fort_desktop.table.scenes.launcher import pitch_lines, tile_rects
    from fort_desktop.table.widgets import font

    entries = list(games.GAMES.values())
    for entry, rect in zip(entries, tile_rects(len(entries))):
        top = rect.y + 18 + 118 + 56                      # under the picture and the title
        lines = pitch_lines(entry.pitch, rect, top)
        assert " ".join(line for line, _, _ in lines).split() == entry.pitch.split(), entry.name
        last_line, y, size = lines[-1]
        assert y + font(size).get_linesize() <= rect.bottom - 4, entry.name


def test_every_tile_s_pitch_is_drawn_at_one_size(app):
    """A new user at 1920 x 1080: the Fortify tile's words were smaller than the others'. The tiles
    share the size the longest pitch fits whole at."""
    from fort_desktop import games
    from fort_desktop.table.scenes.launcher import pitch_lines

    launcher = app.show_launcher()
    app.step(1 / 60)
    full = [t for t in launcher.tiles if not t.compact]
    assert len(full) >= 3
    drawn = {size for t in full
             for _, _, size in pitch_lines(games.get(t.game).pitch, t.rect, t.pitch_top(), t.pitch_most)}
    alone = {size for t in full for _, _, size in pitch_lines(games.get(t.game).pitch, t.rect, t.pitch_top())}
    assert len(alone) == 2                      # alone, one pitch fits at 19 px and another only at 16
    assert len(drawn) == 1 and drawn <= alone


def test_a_compact_tile_s_seats_break_at_their_dash_never_leaving_a_number_alone(app):
    """A new user saw "2 to 4 players - teams at" and then "4" alone on a line of the Forfort tile:
    too long for one line, the seats break at the " - "."""
    from fort_desktop.table.scenes.launcher import _text_w, seats_lines

    words = "2 to 4 players - teams at 4"
    assert seats_lines(words, _text_w(words, 15) + 2) == [words]
    narrow = _text_w("2 to 4 players - teams at", 15) + 2
    assert seats_lines(words, narrow) == ["2 to 4 players", "teams at 4"]
