"""Forfort's table shows every word whole at the largest text size (issue 15 item 1: "a text-size
setting (100 / 125 / 150%) is honoured by every screen"): a person in seat 0 and computers
elsewhere play a few moves of 4-seat and 2-seat games at 150% on windows of 1366 x 768 and
1024 x 640, and every frame watched is drawn whole (the painter's kept parts forgotten first) while
the kit's text drawing is watched: no line is cut short to fit (``widgets.CUT_WATCHERS``), no
line is clipped by the part of the table it is painted in, no two lines overlap
(``widgets.PLACED_WATCHERS``: every line put on the table, in screen px), no line lies under a
button it is not the label of, and every player's name shows whole somewhere (the seat lines).

Only the table's own surfaces are watched: the screen, the painter's layer composite (the size of
the canvas) and the game log's kept picture; the words inside card pictures (hand cards, the
enlargement) are sized for their pictures and are not lines of the table."""
from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from fort_desktop.bots.forfort import choose
from fort_desktop.table import widgets
from fort_desktop.table.app import App
from fort_desktop.table.kit import game_table, layers
from fort_desktop.table.launcher_memory import NAME_CHARS_MAX

from ..shell_helpers import use_tmp_dirs

SIZES = [(1366, 768), (1024, 640)]
SEED = 7
MOVES = 4            # the person's moves watched per game


class TableWatch:
    """The lines the Forfort table ``scene`` of ``app`` puts on the screen in one watched frame:
    ``lines`` [(screen rect, words, clipped)], ``cuts`` [(words, shortened)]; ``clipped``: the line
    does not lie whole inside the clip of the surface it is painted on (a layer part's rect)."""

    def __init__(self, app: App):
        self.app = app
        self.lines: list[tuple[pygame.Rect, str, bool]] = []
        self.cuts: list[tuple[str, str]] = []
        self.on = False
        #: where "Since your last turn" lay over the table, and how many lines were drawn before it
        self.recap: tuple[pygame.Rect, int] | None = None
        #: the same for the final sheet over the table
        self.sheet: tuple[pygame.Rect, int] | None = None

    def _offset(self, surface: pygame.Surface) -> tuple[int, int] | None:
        """Where ``surface``'s (0, 0) lies on the screen (px), or None for a picture of its own."""
        scene = self.app.table
        parent = surface.get_abs_parent()
        if parent is self.app.screen or parent.get_size() == self.app.screen.get_size():
            return surface.get_abs_offset()     # the screen, or the painter's composite of the table
        side = scene.layout().side
        if surface.get_size() == side.size:
            return side.topleft                 # the game log's kept picture
        return None

    def placed(self, surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        if not self.on or not str(text).strip() or widgets.drawing_pictures():
            return
        offset = self._offset(surface)
        if offset is not None:
            clipped = not surface.get_clip().contains(rect.inflate(-2, -2))
            self.lines.append((rect.move(offset), str(text), clipped))

    def cut(self, _font, text: str, shortened: str) -> None:
        if self.on and not widgets.drawing_pictures():
            self.cuts.append((text, shortened))

    def frame(self) -> list[str]:
        """Draw one whole frame watched; the problems seen in it."""
        self.lines, self.cuts, self.recap, self.sheet = [], [], None, None
        painter = self.app.table.painter
        painter.forget()
        layers.clear_text_cache()        # words cut in an earlier frame are cut again, seen
        sheet = painter.score_sheet

        def sheet_drawn(*args, **kwargs):
            before = len(self.lines)
            rect = sheet(*args, **kwargs)
            self.sheet = (rect, before)
            return rect

        painter.score_sheet = sheet_drawn
        self.on = True
        try:
            self.app.draw()
        finally:
            self.on = False
            del painter.score_sheet
        return self.problems()

    def recap_drawn(self, draw):
        """``draw`` (the kit's :func:`~fort_desktop.table.kit.hud.draw_recap`) noting where the recap
        lies: the lines drawn before it there are covered by it, not overlapped."""
        def drawing(surface, *args, **kwargs):
            before = len(self.lines)
            rect = draw(surface, *args, **kwargs)
            if self.on:
                self.recap = (rect, before)
            return rect
        return drawing

    def problems(self) -> list[str]:
        scene = self.app.table
        found = [f"cut: {text!r} -> {short!r}" for text, short in self.cuts]
        if self.sheet is not None:        # what the final sheet covers is hidden under it
            over, before = self.sheet
            assert self.recap is None        # no recap once the game is over
            self.lines = [line for i, line in enumerate(self.lines) if i >= before or not over.colliderect(line[0])]
        if self.recap is not None:        # what the recap covers is hidden under it
            over, before = self.recap
            kept = [i for i, line in enumerate(self.lines) if i >= before or not over.colliderect(line[0])]
            self.lines = [self.lines[i] for i in kept]
            self.recap = (over, sum(1 for i in kept if i < before))
        screen = self.app.screen.get_rect()
        buttons = [(scene.coach.rect, "What now? (?)")] if scene.coach.visible else []
        if scene.input.free_step():
            buttons.append((scene.input.end_button.rect, scene.input.end_button.label))
        buttons += [(button.rect, button.label) for button in scene.input.choices]
        on_top = self.recap[1] if self.recap is not None else len(self.lines)   # the recap lies over the buttons
        for index, (rect, text, clipped) in enumerate(self.lines):
            if index >= on_top:
                buttons = []
            if clipped:
                found.append(f"clipped by its part: {text!r} at {rect}")
            if not screen.contains(rect.inflate(-2, -2)):
                found.append(f"off the screen: {text!r} at {rect}")
            for button, label in buttons:
                if text != label and button.colliderect(rect.inflate(-2, -4)):
                    found.append(f"under the button {label!r}: {text!r} at {rect}")
        # a line's box has a little air above and below its letters: lines that only touch are fine
        boxes = [(rect.inflate(-2, -4), text) for rect, text, _ in self.lines]
        for i, (a, text_a) in enumerate(boxes):
            for b, text_b in boxes[i + 1:]:
                if a.colliderect(b) and not (a == b and text_a == text_b):
                    found.append(f"overlap: {text_a!r} {a} and {text_b!r} {b}")
        shown = " | ".join(text for _, text, _ in self.lines)
        found += [f"name not shown whole: {name!r}" for name in scene.names() if name not in shown]
        return found


@pytest.fixture()
def big_text(monkeypatch, tmp_path):
    use_tmp_dirs(monkeypatch, tmp_path)
    app = App(headless=True, user_settings=False, autosave=False, window_px=SIZES[0])
    app.apply_settings(dataclasses.replace(app.user_settings, text_size=150), save=False)
    app.settings["bot_pace_seconds"] = 0.0
    watch = TableWatch(app)
    monkeypatch.setattr(widgets, "PLACED_WATCHERS", [watch.placed])
    monkeypatch.setattr(widgets, "CUT_WATCHERS", [watch.cut])
    monkeypatch.setattr(game_table, "draw_recap", watch.recap_drawn(game_table.draw_recap))
    try:
        yield app, watch
    finally:
        app.close()


def play_watched(app: App, watch: TableWatch, seats: int) -> dict[str, list[str]]:
    """A game of ``seats`` (a person in seat 0 called Annabelle, at 4 seats by the longest name the
    launcher takes, computers elsewhere) at each of
    :data:`SIZES`: a frame watched at each of the person's first :data:`MOVES` decisions and after
    each of their moves; the problems of each frame that had any, by where it was seen."""
    seen: dict[str, list[str]] = {}
    for size in SIZES:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        app._fit_canvas()
        # 4 seats in teams: the running score's rows name both partners (at 150% they once ran
        # into the team band of the fort under the score)
        name = "Annabelle Longna" if seats == 4 else "Annabelle"
        assert len(name) <= NAME_CHARS_MAX
        app.start_game("forfort", SEED, ["human"] + ["bot"] * (seats - 1), [name] + [""] * (seats - 1))
        scene = app.table
        rng = random.Random(SEED)
        made = frames = 0
        while made < MOVES and frames < 3000 and not scene.session.is_over:
            frames += 1
            seat = scene.mouse_seat()
            if app.top is not scene or seat is None:
                app.step(1 / 60)
                continue
            problems = watch.frame()
            assert watch.lines and scene.names()
            if problems:
                seen[f"{seats} seats at {size}, move {made + 1}"] = problems
            card = next((row[2]["card"] for row in scene.moves.rows if row[2]["type"] == "_card"), None)
            if card is not None:                 # one card's moves listed: its name in the title, long rows
                scene.moves.focus = card
                scene.moves.forget()
                problems = watch.frame()
                if problems:
                    seen[f"{seats} seats at {size}, move {made + 1}, the moves of {card}"] = problems
                scene.moves.reset()
                scene.moves.forget()
            assert scene.submit(choose(scene.rules, scene.session.state, seat, rng)) is None
            made += 1
            app.step(1 / 60)
            problems = watch.frame()
            if problems:
                seen[f"{seats} seats at {size}, after move {made}"] = problems
        assert made == MOVES, (size, seats)
    return seen


@pytest.mark.parametrize("seats", [4, 2])
def test_every_word_on_the_table_is_whole_at_150_percent(big_text, seats):
    app, watch = big_text
    assert widgets.text_px(14) == 21                   # the setting is in force
    seen = play_watched(app, watch, seats)
    assert seen == {}, "\n".join(f"{where}:\n  " + "\n  ".join(problems) for where, problems in seen.items())


def test_the_watch_sees_a_cut_name_a_clipped_line_and_two_lines_on_top_of_each_other(big_text, monkeypatch):
    # the watch itself can fail: a seat line's name cut, one line clipped by its part, two overlapping
    app, watch = big_text
    app.start_game("forfort", SEED, ["human", "bot"], ["Annabelle", ""])
    app.step(1 / 60)
    scene = app.table
    paint = scene.painter._paint_legend

    def legend_badly(surface, lines):
        paint(surface, lines)
        x, y = lines[0][0].topleft
        layers.blit_text(surface, "Annabelle", (x - 200, y), size=14)      # past the legend's part
        layers.blit_text(surface, "White arrows", (x, y + 40), size=14)
        layers.blit_text(surface, "White arrows", (x + 10, y + 42), size=14)

    monkeypatch.setattr(scene.painter, "_paint_legend", legend_badly)
    problems = " ".join(watch.frame())
    print(problems)
    assert "overlap: 'White arrows'" in problems
    assert "clipped by its part: 'Annabelle'" in problems
    monkeypatch.setattr(scene, "names", lambda: ["Annabelle", "Someone Else"])
    assert "name not shown whole: 'Someone Else'" in " ".join(watch.problems())


@pytest.mark.parametrize("seats", [4, 2])
def test_the_words_under_the_persons_fort_stay_on_the_table_while_a_card_is_held(big_text, seats):
    # holding a card that may become a Camp adds the Camp line under the arrows' legend: at 150% on
    # every window the words stay above the table's foot, clear of the hand, none on another
    from fort_desktop.table.kit.hand import bounds

    app, _ = big_text
    for size in SIZES + [(1024, 600)]:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        app._fit_canvas()
        app.start_game("forfort", SEED, ["human"] + ["bot"] * (seats - 1), ["Annabelle"] + [""] * (seats - 1))
        app.step(1 / 60)
        scene = app.table
        view = scene.view()
        fan = bounds(scene.fan(view))
        lines = scene.painter._legend_lines(scene.layout(), 0, True, fan)
        words = [(rect, text) for rect, text, _ in lines if text]
        assert any(camp for _, text, camp in lines if text), size            # the Camp line is shown
        for i, (rect, text) in enumerate(words):
            assert rect.bottom <= 800 and not rect.colliderect(fan), (size, text, rect)
            assert all(not rect.inflate(-2, -4).colliderect(other.inflate(-2, -4)) for other, _ in words[i + 1:])
        # under the line of figures, or (large forts near the foot) beside the fort: on neither
        from fort_desktop.table.forfort.paint import place_box
        info, fort = scene.painter._info_boxes[0], place_box(scene.layout(), 0, scene.painter.cells)
        assert not any(rect.colliderect(info) or rect.colliderect(fort) for rect, _ in words), (size, words)


def test_a_card_or_keep_shown_big_has_its_lines_apart_at_150_percent(big_text, monkeypatch):
    # the enlargement is a picture of its own (the kit's hud.enlarged_picture): its lines are watched there
    from fort_desktop.table.kit import hud

    app, watch = big_text
    pygame.display.set_mode(SIZES[1], pygame.RESIZABLE)
    app._fit_canvas()
    app.start_game("forfort", SEED, ["human", "bot", "bot", "bot"], ["Annabelle", "", "", ""])
    app.step(1 / 60)
    scene = app.table
    view, layout = scene.view(), scene.layout()
    placed: list[tuple[pygame.Rect, str]] = []
    monkeypatch.setattr(widgets, "PLACED_WATCHERS", [lambda _surface, rect, text: placed.append((rect.copy(), text))])
    shown = [scene.painter.hover_info(view, layout, i, None, scene.names()) for i in range(len(scene.hand_cards(view)))]
    shown.append(scene.painter.hover_info(view, layout, None, (1, "keep"), scene.names()))
    for _, image, lines in shown:
        placed.clear()
        watch.cuts = []
        watch.on = True
        picture = hud.enlarged_picture(image, lines, False)
        watch.on = False
        assert picture.get_height() <= layout.table.height and watch.cuts == [], lines
        words = [(rect.inflate(-2, -4), text) for rect, text in placed if text.strip()]
        assert len(words) >= len(lines)
        for i, (rect, text) in enumerate(words):
            assert picture.get_rect().contains(rect), text
            assert not any(rect.colliderect(other) for other, _ in words[i + 1:]), (text, lines)


def test_the_end_of_a_game_shows_its_words_whole_at_150_percent(big_text):
    # the top bar's reasons for the end (long: every seat that ran out and the teams' totals) and
    # the final sheet over the table
    app, watch = big_text
    seen = {}
    for size in SIZES:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        app._fit_canvas()
        app.start_game("forfort", SEED, ["human", "bot", "bot", "bot"], ["Annabelle", "", "", ""])
        scene = app.table
        scene.session.play_out(every_seat=True)
        assert scene.session.is_over
        app.step(1 / 60)
        for _ in range(20):                       # the last moments play out before the sheet
            if not scene.sheet_waits():
                break
            app.step(0.5)
        seen[size] = watch.frame()
        assert any("Final scores" in text for _, text, _ in watch.lines)
    assert seen == {size: [] for size in SIZES}, seen


def test_at_150_percent_the_recap_keeps_off_the_forts_and_the_hand(app):
    """Issue 15: at 150 % "Since your last turn" kept 1 line of 4 in the log's column and covered
    the list of moves; it grew over the table's middle (above the viewer's hand) to hold them, but
    at 4 seats that lay over almost all of the right-hand fort (trial): it keeps off every fort,
    over the log, showing the newest line at least."""
    from fort_desktop.table.forfort.staging import fort_rect

    from fort_desktop.session import GameSession
    from fort_desktop.table.kit import hud
    from fort_desktop.table.kit.bench import table_on_top
    from fort_desktop.table.kit.recap import Recap

    app.apply_settings(dataclasses.replace(app.user_settings, text_size=150), save=False)
    scene = table_on_top(app, GameSession("forfort", 1, ["human", "bot", "bot", "bot"], bot_pace_seconds=0.0), 1)
    lines = ["Computer (P2) built a Straight Wall (Ram) on your top side: it knocks down your Camp",
             "Computer (P3) played a Corner Wall (Trebuchet) as a Trebuchet on Computer (P4)'s keep",
             "Computer (P4) placed a Camp on the bottom-left corner of its fort",
             "Computer (P2) fired a Siege Tower at your fort: your right side falls"]
    scene.recaps.shown = Recap(0, "Since your last turn", lines)
    area = scene.recap_area()
    assert hud.recap_lines_shown("Since your last turn", lines, 0, min(hud.RECAP_WIDTH, area.w), area.h) >= 1, area
    assert not area.colliderect(scene.hand_area()) and area.bottom < scene.layout().moves.bottom
    assert area.collidelist([fort_rect(scene.layout(), seat) for seat in range(4)]) < 0
