"""The text-size setting at its largest (issue 15: "a text-size setting (100 / 125 / 150%) is honoured
by every screen"): the launcher (each game, four seats with computers, and with "Continue"), the
settings screen, the pause menu, the game log, the saves list, the save dialog, look back, the curtain between
two people's turns, the winner screen and every "How to play" page are drawn at 150% on
windows of 1366 x 768 and 1024 x 640, and the kit's text drawing is watched: no line is cut short to
fit (``widgets.CUT_WATCHERS``), no two lines overlap (``widgets.PLACED_WATCHERS``: every line and
button label put on the screen, in screen px), every line lies on the screen, and no page of How to
play leaves words out.

Only the top screen is drawn and watched (the table under an overlay is the table's own test's);
a How to play illustration is drawn by the game's own picture code on its own surface
(``widgets.pictures_text``): its words are neither screen lines nor counted as cut here (its
words are sized for the picture, not for the setting). Kept cheap: one App, one frame per screen."""
from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pygame
import pytest

from fort_desktop.rules.base import Result
from fort_desktop.table import widgets
from fort_desktop.table.app import App
from fort_desktop.table.kit import game_table
from fort_desktop.table.scenes import overlay
from fort_desktop.table.scenes.curtain import Curtain
from fort_desktop.table.scenes.game_over import GameOver
from fort_desktop.table.scenes.rules_reference import CARD, RulesReference
from fort_desktop.table.scenes.saves_menu import SaveDialog

from ..shell_helpers import use_tmp_dirs

SIZES = [(1366, 768), (1024, 640)]


class Watch:
    """What the top scene of ``app`` draws: ``lines`` [(screen rect, words)] and ``cuts``
    [(words, shortened)], for the frame drawn by :meth:`frame`."""

    def __init__(self, app: App):
        self.app = app
        self.lines: list[tuple[pygame.Rect, str]] = []
        self.cuts: list[tuple[str, str]] = []
        self.on = False

    def placed(self, surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        if self.on and str(text).strip() and surface.get_abs_parent() is self.app.screen:
            self.lines.append((rect.move(surface.get_abs_offset()), str(text)))

    def cut(self, _font, text: str, shortened: str) -> None:
        if self.on and not widgets.drawing_pictures():
            self.cuts.append((text, shortened))

    def frame(self) -> Watch:
        """Draw the top scene (only: the scene under an overlay is not watched), watching it."""
        self.lines, self.cuts = [], []
        top = self.app.top
        top.update(0.0)
        self.on = True
        try:
            top.draw(self.app.surface_for(top))
        finally:
            self.on = False
        return self

    def problems(self) -> list[str]:
        """Each cut line, each line off the screen and each pair of lines that overlap."""
        found = [f"cut: {text!r} -> {short!r}" for text, short in self.cuts]
        screen = self.app.screen.get_rect()
        top = self.app.top
        card = getattr(top, "card", None)
        if isinstance(top, RulesReference):
            card = CARD
        if card is not None:   # an overlay's words stay on its card
            card = card.move(self.app.box_offset(top), 0)
        for rect, text in self.lines:
            if not screen.contains(rect.inflate(-2, -2)):
                found.append(f"off the screen: {text!r} at {rect}")
            elif card is not None and not card.contains(rect.inflate(-2, -2)):
                found.append(f"off its card: {text!r} at {rect}")
        # a line's box has a little air above and below its letters: lines that only touch are fine
        boxes = [(rect.inflate(-2, -4), text) for rect, text in self.lines]
        for i, (a, text_a) in enumerate(boxes):
            for b, text_b in boxes[i + 1:]:
                if a.colliderect(b) and not (a == b and text_a == text_b):
                    found.append(f"overlap: {text_a!r} {a} and {text_b!r} {b}")
        return found


@pytest.fixture()
def big_text_app(monkeypatch, tmp_path):
    use_tmp_dirs(monkeypatch, tmp_path)
    monkeypatch.setattr(game_table, "FAST_ACTIONS_PER_FRAME", 12)
    monkeypatch.setattr(overlay, "draw_shade", lambda *_args, **_kw: None)   # no words in it; costly
    app = App(headless=True, user_settings=False, autosave=False, window_px=SIZES[0])
    app.apply_settings(dataclasses.replace(app.user_settings, text_size=150), save=False)
    watch = Watch(app)
    monkeypatch.setattr(widgets, "PLACED_WATCHERS", [watch.placed])
    monkeypatch.setattr(widgets, "CUT_WATCHERS", [watch.cut])
    try:
        yield app, watch
    finally:
        app.close()


def resize(app: App, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app._fit_canvas()


def test_every_shell_screen_fits_its_words_at_150_percent(big_text_app):
    app, watch = big_text_app
    assert widgets.text_px(20) == 30                    # the setting is in force
    seen: dict[str, list[str]] = {}
    screens = 0

    def look(name: str) -> None:
        nonlocal screens
        watch.frame()
        assert watch.lines, name                         # the watch saw the screen's words
        seen[f"{name} at {app.display.get_size()}"] = watch.problems()
        screens += 1

    for size in SIZES:
        resize(app, size)

        seats = ["human", "bot:hard", "human", "bot"]
        for game in ("fortify", "fort", "forfort"):
            app.show_launcher(game=game, seats=seats, names=["Ann", "", "Bea", ""])
            assert app.top.pace_toggle.visible
            look(f"launcher ({game})")
        app.show_settings()
        look("settings")
        app.pop()
        for game in ("fortify", "fort", "forfort"):
            rules = app.show_rules(game)
            # every page on the smaller window (its text is the largest there: 15 px at least);
            # the first pages on the larger one
            for page in range(len(rules.pages) if size == SIZES[-1] else 2):
                rules.go(page)
                look(f"how to play {game} page {page + 1}")
                assert not rules.text_cut, (game, page)
            app.pop()
    app.start_game("forfort", 11, ["bot"] * 4)
    for _ in range(3):
        app.step()
    assert len(app.session.actions) > 5
    for name in ("first", "a second save with a long name"):
        assert app.save_game(name)[1] is None
    for size in SIZES:
        resize(app, size)
        for show in (app.show_pause, app.show_log, app.show_saves, lambda: app.push(SaveDialog(app))):
            show()
            look(f"{type(app.top).__name__}")
            app.pop()
        pause = app.show_pause()
        pause.quit_to_launcher()          # a computer-only game: it asks first, under the buttons
        assert app.top is pause and pause.status
        look("pause, asking before it quits")
        app.pop()
        app.show_look_back(app.session)   # its strip of words and buttons (at 150% they were cut)
        look("look back")
        app.pop()
    names = ["Annabelle", "Computer (P2)", "Bo Longername", "Computer (P4)"]
    finished = [   # the winner screen of a 4-seat game of teams and of 8 figures a seat
        SimpleNamespace(game="forfort", seed=11, seats=["human", "bot", "human", "bot:hard"], names=names,
                        state=SimpleNamespace(teams=((0, 2), (1, 3))),
                        result=Result(winners=(1, 3), rounds=10, scores=((4, 1, 2), (14, 6, 2), (4, 1, 2), (18, 8, 2)),
                                      reason="fort finished: P4 has 8 visible Walls, team P2+P4 wins",
                                      side_scores=(((0, 2), 8), ((1, 3), 32)))),
        SimpleNamespace(game="fort", seed=5, seats=["human", "bot", "human", "bot"], names=names,
                        state=SimpleNamespace(),
                        result=Result(winners=(0,), rounds=15, reason="level 5 reached: P2 built a level 5 fort; "
                                      "P1 wins with 48 VP", scores=tuple((48, 3, 37, 3, 1, 3, 1, 1) for _ in names)))]
    for session in finished:
        app.push(GameOver(app, session, on_play_again=lambda: None, on_back=lambda: None, on_look_back=lambda: None))
        for size in SIZES:
            resize(app, size)
            look(f"game over ({session.game})")
        app.pop()
    app.start_game("fortify", 5, ["human", "human"], ["Annabelle", "Bo"])
    app.step()
    assert isinstance(app.top, Curtain)              # two people: the curtain between their turns
    for size in SIZES:
        resize(app, size)
        look("curtain")
    bad = {name: problems for name, problems in seen.items() if problems}
    assert screens > 20 and bad == {}, bad


def test_the_launcher_with_continue_fits_at_150_percent(big_text_app, monkeypatch):
    from fort_desktop.table.scenes import launcher as launcher_module

    app, watch = big_text_app
    found = {}
    info = type("Info", (), {"problem": None, "summary": "Fort, round 3, Ann vs Computer"})()
    monkeypatch.setattr(launcher_module, "continuable_autosave", lambda: info)
    for size in SIZES:
        resize(app, size)
        app.show_launcher(game="fort", seats=["human", "bot"])
        assert app.top.continue_button is not None
        found[size] = watch.frame().problems()
        buttons = [app.top.start_button.rect, app.top.continue_button.rect]
        assert not buttons[0].colliderect(buttons[1])
    assert found == {size: [] for size in SIZES}


def test_the_watch_sees_overlapping_cut_and_outlying_words(big_text_app):
    # the watch itself can fail: two lines on top of each other, a line cut to fit, one off screen
    app, watch = big_text_app
    app.show_settings()
    top = app.top
    draw = top.draw

    def draw_badly(surface: pygame.Surface) -> None:
        draw(surface)
        widgets.draw_text(surface, "Sound volume", (top.card.x + 60, top.labels[4][1] + 6), size=24)
        widgets.draw_text(surface, "Computer pace", (0, 0), size=24, max_width=40)
        widgets.draw_text(surface, "Off the edge", (1270, 790), size=24)

    top.draw = draw_badly
    problems = " ".join(watch.frame().problems())
    assert "overlap: 'Sound volume'" in problems
    assert "cut: 'Computer pace'" in problems
    assert "off the screen: 'Off the edge'" in problems


def test_below_the_least_window_the_canvas_scales_and_the_text_grows_no_more(monkeypatch, tmp_path):
    """A window smaller than ``MIN_WINDOW_SIZE`` (a window manager that ignores the minimum, a tiny
    screen) shows the whole canvas scaled down: the text is not drawn ever larger to stay 12 px
    tall, which would break the layouts made for text up to the size it has at the least window."""
    from fort_desktop.table.app import MIN_WINDOW_SIZE

    use_tmp_dirs(monkeypatch, tmp_path)
    app = App(headless=True, user_settings=False, autosave=False, window_px=MIN_WINDOW_SIZE)
    try:
        app.apply_settings(dataclasses.replace(app.user_settings, text_size=150), save=False)
        at_least = widgets.text_px(8)
        assert at_least * app.view[2] >= 12 - 1e-6       # 12 px tall on the least window
        resize(app, (640, 400))
        assert app.canvas == (1280, 800) and app.view[2] == 0.5   # the whole canvas, at half size
        assert widgets.text_px(8) == at_least                     # not 24 px to be 12 px there
        resize(app, SIZES[1])
        assert widgets.text_px(8) <= at_least
    finally:
        app.close()


def test_text_size_chosen_in_the_settings_lays_the_screens_out_again(monkeypatch, tmp_path):
    """Text size clicked to 150% on the settings screen over the launcher: the settings card and,
    once closed, the launcher are laid out for it (their buttons grow to hold their words)."""
    from ..shell_helpers import click, key

    use_tmp_dirs(monkeypatch, tmp_path)
    app = App(headless=True, user_settings=False, autosave=False, window_px=(1280, 800))
    try:
        launcher = app.show_launcher()
        app.step()
        learn_before = launcher.learn_button.rect.copy()
        click(app, launcher.settings_button.rect.center)
        settings = app.top
        card_before = settings.card.copy()
        while settings.text.value != 150:
            click(app, settings.text.rect.center)
        assert app.user_settings.text_size == 150 and widgets.text_px(20) == 30
        assert settings.card.width > card_before.width and settings.text.rect.height > 50
        key(app, pygame.K_ESCAPE)
        assert app.top is launcher
        assert launcher.learn_button.rect.width > learn_before.width
        words = widgets.text_size(launcher.learn_button.label, launcher.learn_button.font_size, True)[0]
        assert words <= launcher.learn_button.rect.width - 16      # the whole label fits
    finally:
        app.close()


def shot(app: App, name: str) -> None:
    """Save the screen as ``$FIT_SHOTS/name.png`` when FIT_SHOTS is set (to look at; not asserted)."""
    import os

    folder = os.environ.get("FIT_SHOTS")
    if folder:
        app.draw()
        pygame.image.save(app.screen, os.path.join(folder, f"{name}.png"))


WIDE_SIZES = [(1366, 768), (1920, 1080)]


def test_fortifys_stop_question_fits_at_150_percent(big_text_app):
    from fort_desktop.table.fortify.confirm_stop import ConfirmStop

    app, watch = big_text_app
    app.start_game("fortify", 5, ["human", "bot"], ["Ann", ""])
    found = {}
    for size in WIDE_SIZES:
        resize(app, size)
        dialog = ConfirmStop(app, 3, on_stop=lambda: None)
        app.push(dialog)
        found[size] = watch.frame().problems()
        shot(app, f"confirm_stop_{size[0]}")
        for button in (dialog.keep_button, dialog.stop_button):
            assert widgets.text_size(button.label, button.font_size, True)[0] <= button.rect.width - 16
            assert dialog.card.contains(button.rect)
        assert not dialog.keep_button.rect.colliderect(dialog.stop_button.rect)
        app.pop()
    assert found == {size: [] for size in WIDE_SIZES}


def test_forts_top_bar_words_stop_short_of_what_now_at_150_percent(big_text_app, monkeypatch):
    app, watch = big_text_app
    top_bar: list[tuple[pygame.Rect, str]] = []     # the table's own picture is not the screen: every line

    def placed(surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        if watch.on and rect.bottom <= 40 and str(text).strip():
            top_bar.append((rect.move(surface.get_abs_offset()), str(text)))

    monkeypatch.setattr(widgets, "PLACED_WATCHERS", [watch.placed, placed])
    app.start_game("fort", 5, ["human", "bot"], ["Ann", ""])
    for _ in range(60):                  # to the first turn of play, past the draft
        app.step()
        if app.top.state.phase != "draft":
            break
    # the words of the adding step (rules.fort.engine.PHASE_WORDS["add"]) with a long name
    long_words = "Round 12 - Annabelle: add matching cards to power the play, or be done adding"
    monkeypatch.setattr(type(app.top), "_banner_words", lambda _self, _seat: long_words)
    found = {}
    for size in WIDE_SIZES:
        resize(app, size)
        app.step()
        table = app.top
        table.painter.forget()
        table._base_key, table._banner = None, (None, "")    # paint the table's picture again, watched
        top_bar.clear()
        coach = table.coach.rect
        watch.frame()
        shot(app, f"fort_banner_{size[0]}")
        banner = [(rect, text) for rect, text in top_bar if rect.x < coach.x]
        assert banner, top_bar
        words = {text for _rect, text in banner}
        assert "adding" in " ".join(words)
        found[size] = [f"{text!r} at {rect} under {coach}" for rect, text in banner if rect.right > coach.x - 4] + [
            f"cut: {text!r}" for text, short in watch.cuts if short in words]
    assert found == {size: [] for size in WIDE_SIZES}


def test_the_coachs_panel_fits_the_table_at_150_percent(big_text_app):
    """The "What now?" panel with the most it can say (8 long choices, each with what it gives)
    lies on the table whole: every line it keeps is drawn, none cut, none off the table; what
    does not fit is counted in an "... and N more" line."""
    from fort_desktop.coach import MAX_CHOICES, Advice
    from fort_desktop.rules.coaching import CoachChoice
    from fort_desktop.table.kit.coach import CoachPanel

    app, watch = big_text_app
    app.start_game("fort", 5, ["human", "bot"], ["Ann", ""])
    app.step()
    choice = CoachChoice(words="Play Best Friend: Lookout, tuck 1 card from your hand into your Lookout",
                         outcome="you gain 1 pizza and 1 toys, then 2 VP at the end of the round and 1 VP more for "
                         "each Skateboard in your Yard", actions=(0,))
    advice = Advice(seat=0, headline="Round 3 - Annabelle: add matching cards to power the play, or be done adding",
                    choices=(choice,) * MAX_CHOICES, more=3, suggestion="play Best Friend for its Lookout",
                    reason="it keeps a card for a later round when the pizza is worth more than it is now")
    found = {}
    for size in WIDE_SIZES:
        resize(app, size)
        app.step()
        table = app.top
        panel = CoachPanel(app, advice, table.painter.layout.panel, table.coach.rect, table.table_size())
        app.push(panel)
        watch.frame()
        shot(app, f"coach_panel_{size[0]}")
        drawn = [text for _rect, text in watch.lines]
        found[size] = watch.problems() + [f"not drawn: {line!r}" for line in panel.lines() if line not in drawn]
        found[size] += [f"off the panel: {text!r}" for rect, text in watch.lines
                        if not panel.rect.contains(rect.inflate(-2, -2))]
        assert panel.rect.bottom <= app.screen.get_height()
        left_out = [text for text in drawn if text.startswith("... and ")]
        assert left_out and left_out[0] != "... and 3 more choices", drawn   # some of the 8 left out too
        app.pop()
    assert found == {size: [] for size in WIDE_SIZES}


@pytest.mark.parametrize("text_size", [100, 150])
def test_the_launchers_teams_choice_and_continue_words_are_whole(big_text_app, monkeypatch, text_size):
    """Forfort at four seats (names left empty: "Seat 1"...) with a game to continue whose summary
    names two computers in teams: the Teams toggle and the words under Continue are whole."""
    from fort_desktop.table.scenes import launcher as launcher_module

    app, watch = big_text_app
    app.apply_settings(dataclasses.replace(app.user_settings, text_size=text_size), save=False)
    info = type("Info", (), {"problem": None,
                             "summary": "Forfort, round 3, P1 & Computer (P3) vs Computer (P2) & P4"})()
    monkeypatch.setattr(launcher_module, "continuable_autosave", lambda: info)
    found = {}
    for size in WIDE_SIZES:
        resize(app, size)
        app.show_launcher(game="forfort", seats=["human", "bot", "bot", "human"])
        watch.frame()
        shot(app, f"launcher_{text_size}_{size[0]}")
        found[size] = watch.problems() + [f"clipped: {text!r}" for _rect, text in watch.lines if "..." in text]
        drawn = " ".join(text for _rect, text in watch.lines)
        assert "Teams:" in drawn and "Computer (P3) vs" in drawn
        # two names as long as the launcher takes: the teams are said by seat number, not cut
        app.show_launcher(game="forfort", seats=["human", "bot", "bot", "human"],
                          names=["Annabelle Longna", "", "Bartholomew Smi", ""])
        watch.frame()
        found[f"{size} long names"] = watch.problems()
        assert app.top.option_toggles["four_player_mode"].label in {"Teams: 1 + 3 vs 2 + 4",
                                                                   "Teams: Annabelle Longna + Bartholomew Smi vs 2 + 4"}
    assert found == {key: [] for key in found} and len(found) == 2 * len(WIDE_SIZES)


def test_attract_mode_shows_no_line_of_controls_and_cuts_no_words(big_text_app, monkeypatch):
    """Onlookers of attract mode have no controls: the table's line of keys ("F1: how to play...")
    is not drawn (it ran under the attract caption), and no word on screen is cut."""
    app, watch = big_text_app
    every: list[str] = []

    def placed(_surface: pygame.Surface, _rect: pygame.Rect, text: str) -> None:
        every.append(str(text))      # every line drawn (the table paints its parts once, not each frame)

    monkeypatch.setattr(widgets, "PLACED_WATCHERS", [watch.placed, placed])
    found = {}
    for size in WIDE_SIZES:
        resize(app, size)
        every.clear()
        attract = app.show_attract(seed=3, pace_seconds=0.2)
        assert attract.session.game == "fortify"
        for _ in range(5):
            app.step()
        watch.frame()
        shot(app, f"attract_{size[0]}")
        assert attract.caption in " ".join(every)
        found[size] = [f"controls: {text!r}" for text in every if "F1" in text or "Esc" in text] + [
            f"cut: {text!r} -> {short!r}" for text, short in watch.cuts]
    assert found == {size: [] for size in WIDE_SIZES}


@pytest.mark.parametrize("text_size", [100, 150])
def test_a_kiosks_settings_are_locked_notice_covers_no_launcher_words(big_text_app, text_size):
    """On a game-night stand, Settings on the launcher says it is locked where no word of the
    launcher is (its status line, in place of the summary), whole."""
    app, watch = big_text_app
    app.apply_settings(dataclasses.replace(app.user_settings, text_size=text_size), save=False)
    app.kiosk = True
    found = {}
    for size in WIDE_SIZES:
        resize(app, size)
        launcher = app.show_launcher(game="fort", seats=["human", "bot"])
        app.step()
        launcher.settings_button.click()
        assert app.top is launcher
        watch.lines, watch.cuts = [], []
        watch.on = True
        try:
            app.draw()        # the launcher and any notice of the App over it
        finally:
            watch.on = False
        shot(app, f"kiosk_notice_{text_size}_{size[0]}")
        lines = [(rect, text) for rect, text in watch.lines if text]
        said = [(rect, text) for rect, text in lines if "locked" in text or "game-night stand" in text]
        assert said, lines
        box = said[0][0].unionall([rect for rect, _text in said]).inflate(24, 22)
        found[size] = [f"covers {text!r}" for rect, text in lines
                       if (rect, text) not in said and rect.inflate(-2, -4).colliderect(box)]
        found[size] += [f"cut: {text!r}" for text, _short in watch.cuts]
        app.notice = ""
    assert found == {size: [] for size in WIDE_SIZES}
