"""Every word on a Forfort card picture fits its card (issue 15 item 1: "no card title or name is
cut"): every Wall of ``data/forfort`` is drawn at each size the table shows a card at (the hand's
fan of 1 to 4 cards, its words kept clear of the next card; the card carried; an opened discard;
the enlargement), at 100 % and 150 % text with the least size of a 1024 x 640 window (15 px), of
the smallest window (16 px) and of 1366 x 768 and 1920 x 1080 screens (13 and 9 px), while the kit's text drawing is watched: no word is shortened
(``widgets.CUT_WATCHERS``, picture words included), every word lies inside the card's frame (the
Protected band's inside its band; a symbol's name clear of the next fanned card wherever some way
of writing it fits there), and each symbol is named (its full name, or a shorter one only
where the full one fits neither on one line nor on two)."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop.table import widgets
from fort_desktop.table.art import get_art
from fort_desktop.table.forfort.card_words import card_faces, largest_px
from fort_desktop.table.forfort.layout import CARD_SIZE, Layout, fan_card_size, hand_fan
from fort_desktop.table.forfort.paint import DISCARD_CARD, HOVER_SIZE
from fort_desktop.table.forfort.pictures import Pictures, card_face
from fort_desktop.table.kit.hand import covered_px

from ...rules.forfort.helpers import R

CELLS = {sid: (s.x, s.y) for sid, s in R.ctx.data.slots.items()}
WALLS = sorted(R.ctx.cat._walls)
COLOUR = (70, 110, 190)
#: the least text size (logical px) of a 1024 x 640 window, and of the smallest window (1024 x 600)
LEAST_PX = (15, 16)
#: ... and of a 1920 x 1080 and a 1366 x 768 screen (the App's ``_fit_canvas``)
LEAST_PX_LARGER = (9, 13)


def card_sizes() -> list[tuple[tuple[int, int], int, str]]:
    """(size px, px covered by the next card, where) of every card picture the table draws; the hand
    on the narrowest table (1280 px: its fan overlaps most)."""
    sizes = [(CARD_SIZE, 0, "carried"), (DISCARD_CARD, 0, "discard"), (HOVER_SIZE, 0, "enlarged")]
    for seats in (2, 4):
        layout = Layout(seats, 0, CELLS, R.ctx.data.keep, R.ctx.data.seen_turns[seats])
        for count in range(1, 5):          # a hand holds 3 (rules.yaml hand_size); 4 is drawn smaller
            size = fan_card_size(count)
            sizes.append((size, covered_px(hand_fan(count, layout), size[0]), f"hand of {count}"))
    return sorted(set(sizes))


class CardWatch:
    """The words the kit draws: ``placed`` [(surface, rect, words)] and ``cuts`` [(words, shortened)]."""

    def __init__(self) -> None:
        self.placed: list[tuple[pygame.Surface, pygame.Rect, str]] = []
        self.cuts: list[tuple[str, str]] = []
        #: words drawn as the table's, not as a picture's (widgets.drawing_pictures() False)
        self.not_pictures: list[str] = []

    def place(self, surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        self.placed.append((surface, pygame.Rect(rect), str(text)))
        if not widgets.drawing_pictures():
            self.not_pictures.append(str(text))

    def cut(self, _font, text: str, shortened: str) -> None:
        self.cuts.append((text, shortened))          # picture words too: widgets.drawing_pictures()


@pytest.fixture()
def watch(monkeypatch):
    seen = CardWatch()
    monkeypatch.setattr(widgets, "PLACED_WATCHERS", [seen.place])
    monkeypatch.setattr(widgets, "CUT_WATCHERS", [seen.cut])
    return seen


def card_problems(pictures: Pictures, watch: CardWatch, wall_id: str, size: tuple[int, int], covered: int,
                  grow: float) -> list[str]:
    """What is wrong with the words of ``wall_id``'s picture of ``size`` px."""
    watch.placed, watch.cuts, watch.not_pictures = [], [], []
    pictures._cache.clear()                           # drawn now, watched
    image = pictures.hand_card(f"P1-{wall_id}", COLOUR, size, covered)
    wall = R.wall(f"P1-{wall_id}")
    w, h = size
    edge = max(3, round(6 * w / 112))
    frame = pygame.Rect(edge - 1, 0, w - 2 * edge + 2, h - edge + 1)       # inside the coloured frame
    found = [f"cut: {text!r} -> {short!r}" for text, short in watch.cuts]
    found += [f"not drawn as a picture's words: {text!r}" for text in watch.not_pictures]
    words = [(rect, text) for surface, rect, text in watch.placed if surface is image]
    if not words:
        found.append("no words drawn")
    with widgets.pictures_text():
        face = card_face(R, wall, size, covered, grow)
    faces = card_faces()
    badge = face.rows[0][1] if face.rows else 0
    clear_room = w - edge - 1 - covered - (edge + 1 + badge + round(4 * w / 112))
    with widgets.pictures_text():                     # could every name be written clear of the next card?
        all_clear = all(any(largest_px(lines, 1, clear_room) is not None
                            for lines in faces.name_choices(symbol, R.ctx.data.symbols[symbol].en, 2))
                        for symbol in wall.symbols)
    for rect, text in words:
        ink = rect.inflate(-2, -2)                    # a line's box has a px of air each side
        if not frame.contains(ink):
            found.append(f"past the card's edge: {text!r} at {rect} (frame {frame})")
        if face.band is not None and text == face.band[1] and not face.band[0].contains(ink):
            found.append(f"past its band: {text!r} at {rect} (band {face.band[0]})")
        if all_clear and any(text in lines for _, _, lines, _, _ in face.rows) and ink.right > w - edge - covered:
            found.append(f"under the next card: {text!r} at {rect} (covered {covered} px)")
    drawn = [text for _, text in words]
    if drawn.count(wall.shape.capitalize()) != 1:
        found.append(f"the title {wall.shape.capitalize()!r} not drawn once: {drawn}")
    for symbol in wall.symbols:
        name = R.ctx.data.symbols[symbol].en
        ways = faces.name_choices(symbol, name, 2)
        if not any(all(line in drawn for line in lines) for lines in ways):
            found.append(f"{name!r} not named: {drawn}")
    if wall.guard == "protected" and not any(text in drawn for text in faces.protected):
        found.append(f"no Protected band words: {drawn}")
    return found


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("least", LEAST_PX + LEAST_PX_LARGER)
def test_every_word_on_every_card_picture_fits_its_card(watch, percent, least):
    widgets.set_text_scale(percent / 100, least)
    pictures = Pictures(R, get_art())
    seen: dict[str, list[str]] = {}
    sizes = card_sizes()
    assert {where for *_, where in sizes} >= {"carried", "discard", "enlarged", "hand of 4"}
    assert any(covered > 0 for _, covered, _ in sizes)          # a fanned card lies over its neighbour
    for wall_id in WALLS:
        for size, covered, where in sizes:
            problems = card_problems(pictures, watch, wall_id, size, covered, percent / 100)
            if problems:
                seen[f"{wall_id} {where} {size}"] = problems
    assert seen == {}, "\n".join(f"{key}: " + "; ".join(p) for key, p in seen.items())


def test_the_full_names_show_on_the_cards_the_table_shows_most():
    # a shorter name only where the full one cannot fit: the hand of three and the enlargement name
    # every symbol in full at 150 % on a 1024 x 640 window
    widgets.set_text_scale(1.5, LEAST_PX[0])
    faces = card_faces()
    with widgets.pictures_text():
        for wall_id in WALLS:
            wall = R.wall(f"P1-{wall_id}")
            for size in (CARD_SIZE, HOVER_SIZE):
                face = card_face(R, wall, size, 0, 1.5)
                for symbol, (_, _, lines, _, _) in zip(wall.symbols, face.rows):
                    name = R.ctx.data.symbols[symbol].en
                    assert lines in faces.name_choices(symbol, name, 1), (wall_id, size, lines)
                if face.band is not None and size == HOVER_SIZE:
                    assert face.band[1] == "PROTECTED"


def test_the_protected_band_is_as_wide_as_its_word():
    widgets.set_text_scale(1.5, LEAST_PX[0])
    with widgets.pictures_text():
        for size in (CARD_SIZE, HOVER_SIZE):
            face = card_face(R, R.wall("P1-W01"), size, 0, 1.5)
            band, words, px = face.band
            assert band.width >= widgets.text_size(words, px, True)[0] + 4


def test_the_watch_sees_a_word_past_the_edge_and_a_cut(watch, monkeypatch):
    # the watch itself can fail: a name drawn past the card's right edge, and one cut with "..."
    widgets.set_text_scale(1.0, LEAST_PX[0])
    pictures = Pictures(R, get_art())
    draw = widgets.draw_text

    def too_far(surface, text, pos, **kwargs):
        if text == "Ram":
            widgets.fit_text(widgets.font(15, True), "Ram Ram Ram Ram", 30)
            return draw(surface, text, (pos[0] + 200, pos[1]), **kwargs)
        return draw(surface, text, pos, **kwargs)

    monkeypatch.setattr("fort_desktop.table.forfort.pictures.draw_text", too_far)
    problems = " ".join(card_problems(pictures, watch, "W01", CARD_SIZE, 0, 1.0))
    assert "past the card's edge: 'Ram'" in problems and "cut: 'Ram Ram Ram Ram'" in problems
