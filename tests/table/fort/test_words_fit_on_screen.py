"""Every word of the Fort table whole and no two lines over each other (issue 15 item 1, "The window
takes the screen"): whole games of 4 and of 2 seats, a person in seat 0 and computers in the other
seats, drawn on windows of 1024 x 640 and 1366 x 768 at the 100% text size and at 150%, and on the
smallest window the App opens (1024 x 600: words drawn 16 px tall at least).

The person's moves are the computer's choices for seat 0, submitted through the session as the
table's own rows would submit them (``session.play_bot(0)``). At the person's first decision of each
kind (play, add, follow, recruit, pack, pay, trash, keep a Made-Up Rule, pick a Perk...), at every
:data:`EVERY` th decision and on the final score sheet, the table is drawn at each size and text
setting (the window resized between frames, so every part is laid out again as a resized window
asks), and watched:

* no words cut short to fit (the kit's ``widgets.CUT_WATCHERS``) nor clipped by the painter
  (``FortPainter.clipped``);
* no two lines of words overlap, and none runs off its picture (``widgets.PLACED_WATCHERS``: every
  line the painter and the kit put on a picture, by picture: the table, a card face, a Perk tile);
* no line under 12 px tall on the window (``widgets.TEXT_WATCHERS``).

Kept fast: a frame only at those decisions (about 70 frames a game, a few seconds of CPU)."""
from __future__ import annotations

import dataclasses
from collections import defaultdict

import pygame
import pytest

from fort_desktop.table import widgets
from fort_desktop.table.app import App

from ..shell_helpers import use_tmp_dirs

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")

#: (window px, text size %) each watched moment is drawn at
SCREENS = [((1024, 640), 100), ((1366, 768), 100), ((1366, 768), 150), ((1024, 640), 150), ((1024, 600), 100)]
EVERY = 24           # besides each first decision of a kind, every this many of the person's decisions
LEAST_PX = 12
SEED = 11


class Watch:
    """What one frame drew: ``lines`` {picture id: [(rect, words)]}, ``cut`` [(words, shortened)],
    ``small`` [(px on the window, words)]; :meth:`problems` says what is wrong with it."""

    def __init__(self, app: App):
        self.app = app
        self.lines: dict[int, list[tuple[pygame.Rect, str]]] = defaultdict(list)
        self.sizes: dict[int, tuple[int, int]] = {}
        self.cut: list[tuple[str, str]] = []
        self.small: list[tuple[float, str]] = []
        self.drawn = 0
        #: this frame's pictures, held so that no two share an id (a freed one's id comes again)
        self.held: list[pygame.Surface] = []
        #: the final score sheet of this frame: (picture id, lines drawn before it, its rect)
        self.sheet: tuple[int, int, pygame.Rect] | None = None

    def sheet_over(self, score_sheet):
        """``score_sheet`` (the painter's) noting where the sheet lies: the words under it are hidden."""
        def drawn(surface, *args, **kwargs):
            before = len(self.lines[id(surface)])
            rect = score_sheet(surface, *args, **kwargs)
            self.sheet = (id(surface), before, pygame.Rect(rect))
            return rect
        return drawn

    def placed(self, surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        if str(text).strip():
            self.lines[id(surface)].append((pygame.Rect(rect), str(text)))
            self.sizes[id(surface)] = surface.get_size()
            self.held.append(surface)
            self.drawn += 1

    def cut_short(self, _font, text: str, shortened: str) -> None:
        if not widgets.drawing_pictures():
            self.cut.append((text, shortened))

    def rendered(self, font, text) -> None:
        words = str(text).strip()
        if words and font.drawn_px * self.app.view[2] < LEAST_PX - 1e-6:
            self.small.append((round(font.drawn_px * self.app.view[2], 1), words))

    def frame(self, size: tuple[int, int], percent: int) -> list[str]:
        """Draw the table at ``size`` (window px) and ``percent`` text; its problems."""
        app = self.app
        if int(app.settings.get("text_size", 100)) != percent:
            app.apply_settings(dataclasses.replace(app.user_settings, text_size=percent), save=False)
        pygame.display.set_mode(size)
        app._fit_canvas()
        self.lines.clear()
        self.held = []
        self.sheet = None
        self.cut, self.small = [], []
        app.had_input = True          # a full frame each time (as after input), never a dirty-rect one
        app.step()
        painter = app.table.painter
        found = [f"cut: {text!r} -> {short!r}" for text, short in self.cut]
        found += [f"clipped: {words!r}" for words in painter.clipped]
        painter.clipped.clear()
        found += [f"{px} px: {words!r}" for px, words in self.small]
        # the hand's name line keeps its size whole (at 150% a 200 px room shrank it to 13 px)
        found += [f"shrunk to {fitted} px: {key[1]!r}" for key, fitted in painter._fits.items()
                  if key[0] == "line" and str(key[1]).endswith("'s hand") and fitted != key[2]]
        if self.sheet is not None:      # the words the sheet covers are not on show
            picture, before, sheet = self.sheet
            self.lines[picture] = [line for k, line in enumerate(self.lines[picture])
                                   if k >= before or not sheet.colliderect(line[0])]
        for picture, lines in self.lines.items():
            whole = pygame.Rect((0, 0), self.sizes[picture])
            found += [f"off its picture {whole.size}: {text!r} {rect}" for rect, text in lines
                      if not whole.contains(rect.inflate(-2, -4))]
            # a line's box has a little air above and below its letters: lines that only touch are fine
            boxes = [(rect.inflate(-2, -4), text) for rect, text in lines]
            for i, (a, text_a) in enumerate(boxes):
                for b, text_b in boxes[i + 1:]:
                    if a.colliderect(b) and not (a == b and text_a == text_b):
                        found.append(f"overlap: {text_a!r} {a} and {text_b!r} {b}")
        return [f"{size[0]}x{size[1]} at {percent}%: {problem}" for problem in found]


def decision_kind(session, seat: int) -> tuple:
    """What the person decides now, as a key: the pending step and the kinds of legal action."""
    return ((session.state.pending or {}).get("kind"), tuple(sorted({a["type"] for a in session.legal_actions(seat)})))


def play_watched(seats: int, monkeypatch, tmp_path) -> dict:
    """A whole game of ``seats`` seats (a person in seat 0) drawn at :data:`SCREENS` at the watched
    decisions; returns ``problems`` (each once), ``frames``, ``kinds`` (decision kinds drawn),
    ``drawn`` (lines seen) and whether the game is ``over``."""
    use_tmp_dirs(monkeypatch, tmp_path)
    app = App(headless=True, user_settings=False, autosave=False, window_px=SCREENS[0][0])
    watch = Watch(app)
    monkeypatch.setattr(widgets, "PLACED_WATCHERS", [watch.placed])
    monkeypatch.setattr(widgets, "CUT_WATCHERS", [watch.cut_short])
    monkeypatch.setattr(widgets, "TEXT_WATCHERS", [watch.rendered])
    problems: dict[str, None] = {}
    kinds: set = set()
    frames = decisions = 0
    try:
        # the person by the longest name the launcher takes
        app.start_game("fort", SEED, ["human"] + ["bot"] * (seats - 1), ["Annabelle Longna"] + [""] * (seats - 1))
        app.table.painter.score_sheet = watch.sheet_over(app.table.painter.score_sheet)
        session = app.session
        for _ in range(20_000):
            if session.is_over:
                break
            acting = session.acting_seats()
            if 0 not in acting:
                session.play_bot(session.next_bot(acting))
                continue
            decisions += 1
            kind = decision_kind(session, 0)
            if kind not in kinds or decisions % EVERY == 0:
                kinds.add(kind)
                for size, percent in SCREENS:
                    problems.update(dict.fromkeys(watch.frame(size, percent)))
                    frames += 1
            if not session.is_over and 0 in session.acting_seats():   # (the table may have passed for the person)
                session.play_bot(0)
        over = session.is_over
        for size, percent in SCREENS:            # the final score sheet, waiting for the person's click
            problems.update(dict.fromkeys(watch.frame(size, percent)))
            frames += 1
    finally:
        app.close()
    return {"problems": list(problems), "frames": frames, "kinds": kinds, "drawn": watch.drawn, "over": over}


@pytest.mark.parametrize("seats", [4, 2])
def test_every_word_is_whole_and_no_lines_overlap_at_laptop_sizes_and_150_percent(seats, monkeypatch, tmp_path):
    seen = play_watched(seats, monkeypatch, tmp_path)
    assert seen["over"] and len(seen["kinds"]) >= 6 and seen["frames"] >= 6 * len(SCREENS)
    assert seen["problems"] == [], "\n".join(seen["problems"][:40])
    assert seen["drawn"] > 1000          # the watch saw the table's lines (the painter tells of them)


def test_the_watch_sees_overlapping_and_clipped_lines(monkeypatch, tmp_path):
    # the watch itself can fail: two lines at one place, a word the painter could not fit
    use_tmp_dirs(monkeypatch, tmp_path)
    app = App(headless=True, user_settings=False, autosave=False, window_px=SCREENS[0][0])
    watch = Watch(app)
    monkeypatch.setattr(widgets, "PLACED_WATCHERS", [watch.placed])
    monkeypatch.setattr(widgets, "CUT_WATCHERS", [watch.cut_short])
    try:
        app.start_game("fort", SEED, ["human", "bot"])
        painter = app.table.painter
        real_paint = painter.paint

        def paint_with_faults(surface, *args, **kwargs):
            real_paint(surface, *args, **kwargs)
            painter.text(surface, "Perks: none", (20, 300), size=12, width=200)
            painter.text(surface, "hand 5 deck 5", (24, 306), size=12, width=200)
            painter.text(surface, "Made-Up Rules", (20, 340), size=12, width=30)

        monkeypatch.setattr(painter, "paint", paint_with_faults)
        problems = watch.frame((1024, 640), 100)
    finally:
        app.close()
    assert any("overlap: 'Perks: none'" in p and "'hand 5 deck 5'" in p for p in problems), problems
    assert any("clipped: 'Made-Up Rules'" in p for p in problems) and any("cut: 'Made-Up Rules'" in p for p in problems)


def test_hand_cards_keep_public_and_private_and_the_level_chips_grow_at_150_percent():
    from fort_desktop.rules.fort import RULES
    from fort_desktop.rules.fort.board import CAT
    from fort_desktop.table.fort import paint
    from fort_desktop.table.fort.layout import CARD

    pygame.init()
    small = paint.track_step()
    widgets.set_text_scale(1.5)
    try:
        painter = paint.FortPainter(RULES, 3)
        lost = [spec.name for spec in map(RULES.card, CAT.kids)
                if not all(w.startswith(("Public:", "Private:"))
                           for w in painter._face_plan(pygame.Rect((0, 0), CARD), 6, spec, spec.name, True)[4])]
        assert lost == []                                   # the labels stay (the words a step smaller)
        assert paint.track_step()[1] > small[1]             # the Fort Level chips grow with the words
    finally:
        widgets.set_text_scale(1.0)


def test_a_long_message_at_the_panel_s_foot_grows_its_box_and_its_words_lie_inside(monkeypatch, tmp_path):
    """Issue 14: the Level 5 confirm words were cut in their box at the panel's foot. At 100, 125
    and 150 % text on 1366 x 768 and 1024 x 640 the message is drawn whole, its words' rect inside
    the box, and the box inside the panel, under its rows."""
    from fort_desktop.table.fort import paint
    from fort_desktop.table.fort.words import BUILD_CONFIRM_NOTE, built_words
    from tests.rules.fort.helpers import k, seat_up, table

    use_tmp_dirs(monkeypatch, tmp_path)
    app = App(headless=True, user_settings=False, autosave=False, window_px=(1366, 768))
    drawn: list = []

    def watched(surface, text, rect, *args, **kwargs):
        lines, whole = original(surface, text, rect, *args, **kwargs)
        drawn.append((pygame.Rect(rect), lines, whole))
        return lines, whole

    original = paint.draw_message_box
    monkeypatch.setattr(paint, "draw_message_box", watched)
    words = "Y" + built_words(5, True, True)[1:] + ": " + BUILD_CONFIRM_NOTE      # the confirm's words (scene.submit)
    try:
        app.start_game("fort", SEED, ["human", "bot"], ["Ana", "Ben"])
        scene, session = app.table, app.session
        # Ana at Level 4 plays Dee's private action (build) and picks a payment: "Build your Fort?"
        session.state = seat_up(table(2), 0, hand=[k("SH01")], stuff=(4, 4), level=4, turns_taken=1)
        scene.track_version()
        play = {"type": "play", "seat": 0, "card": k("SH01"), "order": ["prv"], "full": "prv", "gather": {}}
        assert scene.submit(play) is None and scene.message == words
        for size in ((1366, 768), (1024, 640)):
            for percent in (100, 125, 150):
                app.apply_settings(dataclasses.replace(app.user_settings, text_size=percent), save=False)
                pygame.display.set_mode(size)
                app._fit_canvas()
                scene.message_until = scene.now + 30.0
                app.had_input = True
                drawn.clear()
                app.step()
                box, lines, whole = drawn[-1]
                assert whole and " ".join(lines).split() == words.split(), (size, percent, box, [r for r, w, _ in scene.panel], scene.painter.layout.log, scene.painter.log_shown)
                px = next(p for p in range(20, 10, -1)      # the size it was drawn at (hud.draw_message_box)
                          if widgets.font(p, True).get_linesize() * len(wrap(words, p, box)) <= box.h - 12)
                text = pygame.Rect(0, 0, max(widgets.font(px, True).size(line)[0] for line in lines),
                                   widgets.font(px, True).get_linesize() * len(lines))
                text.center = box.center
                assert box.contains(text) and scene.painter.layout.panel.contains(box), (size, percent, box, text)
                assert all(box.top >= rect.bottom for rect, _, _ in scene.panel)
    finally:
        app.close()


def wrap(words, px, box):
    return widgets.wrap_text(words, px, box.w - 24, bold=True)
