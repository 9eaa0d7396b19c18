"""The rules reference ("How to play"; F1 over the table, the launcher's "How to play" button).

Pages come from the game's reference file (``GameEntry.pages``, read by
``fort_desktop.data.load_reference``): a title, a few paragraphs, optionally a picture (``layout``)
and icons with captions. This screen names no game: plain sprite names it loads itself; a layout and
every icon name with a ``:`` are drawn by the game's own table code, the
:class:`~fort_desktop.table.kit.illustrations.Illustrations` its registry entry names. The last page, "Choices we
made", lists where our table fills a gap in the rulebook, with the data setting that holds each
choice. A game with no reference file shows one friendly "coming" page; a damaged file shows its
one-line problem instead of crashing.

Keys: Left/Right (or Page Up/Down) turn pages, Home/End jump, Escape or F1 closes. The scene below
is not changed. Logical pixels throughout.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Optional

import pygame

from ... import games

from ...data import DataError, ReferencePage, load_reference
from ..widgets import (ACCENT, INK, INK_SOFT, WOOD, WOOD_DARK, Button, button_size, card_top, draw_card, draw_text,
                       font, line_step, pictures_text, text_px, text_size, wrap_text)
from ..kit.illustrations import Illustrations
from .overlay import Overlay

CARD = pygame.Rect(80, 36, 1120, 728)
PICTURE_BOX = (470, 300)      # the largest picture, logical pixels
ICON_PX = 60
BIG_ICON_PX = 92               # icons on a page without a picture
MANY_ICON_PX = 84              # icons on a page with more than 6 of them
ICONS_PER_ROW = 4              # beside a picture; one fewer when the icons are big
TEXT_SIZE = 22
CHOICE_SIZE = 19
CHOICES_SLACK = 10             # the choices may run this far below the body (px), above the dots
#: At a large text size a page's picture grows this much more than the words, room allowing (its
#: own words are drawn small for the 470 x 300 box: at 150% they are then read from across a room)
STACKED_GROWTH = 1.4
#: ... and shrinks, where need be, to leave room for up to this many lines of the page's first paragraph
STACKED_LINES = 5

def pages_for(game: str) -> tuple[tuple[ReferencePage, ...], Optional[str]]:
    """``(pages, problem)``: the game's pages, or a "coming" page when it has no reference file, or a
    page naming the data problem (``problem`` then holds its one line)."""
    entry = games.GAMES.get(game)
    if entry is None or not entry.pages:
        return _coming(game), None
    path = entry.pages_path     # <data folder>/<game>/reference.yaml
    try:
        return load_reference(path.parent.name, path.parent.parent), None
    except DataError as error:
        if error.message == "file is missing":
            return _coming(game), None
        return (ReferencePage("The rules could not be read", (str(error),)),), str(error)


def _coming(game: str) -> tuple[ReferencePage, ...]:
    """The one friendly page of a game whose pages are not written yet."""
    from .launcher import seats_words

    title = games.title(game)
    info = games.GAMES.get(game)
    icons = ((info.picture_name, seats_words(info)),) if info is not None else ()
    pitch = (info.pitch,) if info is not None and info.pitch else ()
    return (ReferencePage(f"{title} is coming", pitch + (
        f"{title} is not on this table yet: its rules and pieces are being made.",
        "Pick a game that is ready in the launcher to play now. This page will teach the new "
        "game once it arrives."), icons=icons),)


class RulesReference(Overlay):
    """The "How to play" pages of ``game``; ``page`` is the index shown (0-based)."""

    close_keys = (pygame.K_F1,)
    shade = 190
    #: After a draw: whether some text of the page did not fit, and the lowest pixel it drew to.
    text_cut = False
    content_bottom = 0

    def __init__(self, app: Any, game: str, page: int = 0):
        super().__init__(app)
        self.game = game
        pages, self.problem = pages_for(game)
        self.source_pages = pages
        self._picture_cache: dict[tuple[str, ...], Optional[pygame.Surface]] = {}
        self.pages = split_long(split_choices(pages), self._picture_height)
        self.page = max(0, min(page, len(self.pages) - 1))
        self.prev = Button((0, 0, 180, 56), "< Back", self.previous, style="light", font_size=24)
        self.next = Button((0, 0, 180, 56), "Next >", self.forward, style="primary", font_size=24)
        self.close_button = Button((0, 0, 44, 40), "X", self.close, style="light", font_size=22)
        self.widgets = [self.prev, self.next, self.close_button]
        self._place_buttons()
        self._refresh_buttons()

    def _place_buttons(self) -> None:
        """Back, Next and the close box as large as their words at the text size now."""
        w, h = max(button_size(label, 24, least=(180, 56), pad=(10, 8)) for label in ("< Back", "Next >"))
        y = CARD.bottom - 28 - h
        self.prev.rect = pygame.Rect(CARD.x + 40, y, w, h)
        self.next.rect = pygame.Rect(CARD.right - 40 - w, y, w, h)
        top = card_top("title")
        cw, ch = button_size("X", 22, least=(44, 40), pad=(4, 2))
        ch = min(ch, top - 12)
        self.close_button.rect = pygame.Rect(CARD.right - 20 - cw, CARD.y + (top - ch) // 2, cw, ch)

    def on_canvas(self, size: tuple[int, int]) -> None:
        """The text size changed: the pages are split again for it (the page shown stays the one
        with the same words at its top, as near as can be)."""
        title = self.pages[self.page].title.split(" (")[0] if self.pages else ""
        self._picture_cache = {}
        self.pages = split_long(split_choices(self.source_pages), self._picture_height)
        self.page = next((i for i, p in enumerate(self.pages) if p.title.split(" (")[0] == title), 0)
        self._place_buttons()
        self._refresh_buttons()

    # -- paging ----------------------------------------------------------------------------------
    def go(self, page: int) -> None:
        """Show page ``page`` (clamped)."""
        self.page = max(0, min(page, len(self.pages) - 1))
        self._refresh_buttons()

    def forward(self) -> None:
        self.go(self.page + 1)

    def previous(self) -> None:
        self.go(self.page - 1)

    def _refresh_buttons(self) -> None:
        self.prev.enabled = self.page > 0
        self.next.enabled = self.page < len(self.pages) - 1

    def key(self, key: Any, event: pygame.event.Event) -> None:
        if key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE):
            self.forward()
        elif key in (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_BACKSPACE):
            self.previous()
        elif key == pygame.K_HOME:
            self.go(0)
        elif key == pygame.K_END:
            self.go(len(self.pages) - 1)

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            return True
        return super().process_event(event)

    # -- drawing ---------------------------------------------------------------------------------
    def draw_card(self, surface: pygame.Surface) -> None:
        paper = draw_card(surface, CARD, f"How to play {games.title(self.game)}")
        page = self.pages[self.page]
        room = paper.width - 200
        size = next((s for s in (36, 32, 28, 24) if text_size(page.title, s, True)[0] <= room), 24)
        draw_text(surface, page.title, (paper.x + 34, paper.y + 22), size=size, bold=True, color=INK,
                  max_width=room)
        draw_text(surface, f"{self.page + 1} / {len(self.pages)}", (paper.right - 30, paper.y + 30), size=22,
                  bold=True, color=INK_SOFT, anchor="topright")
        body = page_body(paper)
        self.text_cut, self.content_bottom = False, body.y
        if page.kind == "choices":
            self._draw_choices(surface, page, body)
        else:
            self._draw_page(surface, page, body)
        self._draw_dots(surface, (CARD.centerx, self.prev.rect.centery))

    def _draw_page(self, surface: pygame.Surface, page: ReferencePage, body: pygame.Rect) -> None:
        picture = self._picture(page) if page.layout else None
        if picture is not None and pictures_stacked():
            self._draw_stacked(surface, page, body, picture)
            return
        wide = picture is None and not page.icons
        text_w = body.width if wide else body.width - PICTURE_BOX[0] - 40
        self.content_bottom = self._draw_paragraphs(surface, page.text, pygame.Rect(body.x, body.y, text_w,
                                                                                   body.height))
        right = pygame.Rect(body.right - PICTURE_BOX[0], body.y, PICTURE_BOX[0], body.height)
        if not page.text and picture is None:     # a page of icons only: the whole width
            right = body.copy()
        if picture is not None:
            frame = picture.get_rect(midtop=(right.centerx, right.y + 4))
            pygame.draw.rect(surface, WOOD_DARK, frame.inflate(16, 16), border_radius=10)
            surface.blit(picture, frame)
            self.content_bottom = max(self.content_bottom, frame.bottom + 8)
            caption = self.caption(page)
            if caption:
                draw_text(surface, caption, (frame.centerx, frame.bottom + 16), size=17, color=INK_SOFT,
                          anchor="midtop")
            icons_top = frame.bottom + 52
            px = ICON_PX
        else:
            icons_top = right.y + 40
            px = BIG_ICON_PX
        if page.icons:
            bottom = self._draw_icons(surface, page.icons, pygame.Rect(right.x, icons_top, right.width, px + 60), px)
            self.content_bottom = max(self.content_bottom, bottom)

    def _draw_stacked(self, surface: pygame.Surface, page: ReferencePage, body: pygame.Rect,
                      picture: pygame.Surface) -> None:
        """A page at a large text size: its picture across the top, grown with the text
        (:meth:`_picture`), its caption under it, then the words the whole width."""
        frame = picture.get_rect(midtop=(body.centerx, body.y + 4))
        pygame.draw.rect(surface, WOOD_DARK, frame.inflate(16, 16), border_radius=10)
        surface.blit(picture, frame)
        caption = self.caption(page)
        if caption:
            draw_text(surface, caption, (frame.centerx, frame.bottom + 16), size=17, color=INK_SOFT,
                      anchor="midtop", max_width=body.width)
        top = body.y + stacked_words_top(picture.get_height(), bool(caption))
        self.content_bottom = max(frame.bottom + 8, self._draw_paragraphs(
            surface, page.text, pygame.Rect(body.x, top, body.width, body.bottom - top)))

    def _draw_paragraphs(self, surface: pygame.Surface, paragraphs: tuple[str, ...], area: pygame.Rect) -> int:
        step = font(TEXT_SIZE).get_linesize() + 2
        y = area.y
        for paragraph in paragraphs:
            for line in wrap_text(paragraph, TEXT_SIZE, area.width):
                if y + step > area.bottom:
                    self.text_cut = True
                    return y
                draw_text(surface, line, (area.x, y), size=TEXT_SIZE, color=INK)
                y += step
            y += 12
        return y

    def _draw_choices(self, surface: pygame.Surface, page: ReferencePage, body: pygame.Rect) -> None:
        size = CHOICE_SIZE
        step = font(size).get_linesize() + 1
        y = body.y
        draw_text(surface, "Where the rulebook leaves a gap, this table plays it this way:", (body.x, y),
                  size=size, color=INK_SOFT, max_width=body.width)
        y += step + 10
        for choice in page.text:
            lines = wrap_text(choice_words(choice), size, body.width - 30)
            if y + step * len(lines) > body.bottom + CHOICES_SLACK:
                self.text_cut = True
                break
            pygame.draw.circle(surface, ACCENT, (body.x + 8, y + step // 2), 5)
            for line in lines:
                draw_text(surface, line, (body.x + 26, y), size=size, color=INK)
                y += step
            self.content_bottom = y
            y += 8

    def _draw_icons(self, surface: pygame.Surface, icons: tuple[tuple[str, str], ...], area: pygame.Rect,
                    px: int = ICON_PX) -> int:
        """Each icon on a mat with its caption under it, in rows centred in ``area``
        (:func:`icon_rows`). Returns the bottom (px) of the last caption."""
        px, rows, _height = icon_rows(icons, area.width, px)
        top = area.y
        for row, slot, lines in rows:
            self._draw_icon_row(surface, row, pygame.Rect(area.x, top, area.width, area.height), px, slot)
            top += px + 16 + 6 + lines * line_step(17, True) + 14
        return top - 14

    def _draw_icon_row(self, surface: pygame.Surface, icons: tuple[tuple[str, str], ...], area: pygame.Rect,
                       px: int, slot: int) -> None:
        """One row of icons, ``slot`` px each, centred in ``area``."""
        art = self.app.art
        px = min(px, slot - 24)
        x0 = area.centerx - slot * len(icons) // 2
        for i, (sprite, caption) in enumerate(icons):
            centre_x = x0 + slot * i + slot // 2
            disc = pygame.Rect(0, 0, px + 16, px + 16)
            disc.midtop = (centre_x, area.y)
            image = None
            if art is not None:
                try:
                    with pictures_text():
                        image = icon_picture(self.game, sprite, art, px, max_width=slot - 20)
                except (ValueError, KeyError, IndexError, StopIteration, pygame.error, OSError):
                    image = None
            if image is not None and self._on_mat(sprite):   # a card: a rounded mat
                mat = image.get_rect(center=disc.center).inflate(14, 14)
                pygame.draw.rect(surface, (228, 212, 178), mat, border_radius=12)
            else:
                pygame.draw.ellipse(surface, (228, 212, 178), disc)
            if image is not None:
                surface.blit(image, image.get_rect(center=disc.center))
            lines = wrap_text(caption, 17, slot - 12, bold=True)
            for j, line in enumerate(lines):
                draw_text(surface, line, (centre_x, disc.bottom + 6 + j * line_step(17, True)), size=17,
                          bold=True, color=INK_SOFT, anchor="midtop", max_width=slot - 4)

    def _draw_dots(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        count = len(self.pages)
        gap = min(26, 520 // max(1, count))
        x0 = centre[0] - gap * (count - 1) // 2
        for i in range(count):
            colour = ACCENT if i == self.page else (WOOD if i < self.page else (214, 198, 168))
            pygame.draw.circle(surface, colour, (x0 + i * gap, centre[1] - 10), 7 if i == self.page else 5)
        draw_text(surface, "Left / Right turn pages  -  Esc closes", (centre[0], centre[1] + 6), size=15,
                  color=INK_SOFT, anchor="midtop")

    # -- the pictures ----------------------------------------------------------------------------
    def _illustrations(self) -> Optional[Illustrations]:
        if "_drawer" not in self.__dict__:
            try:
                self._drawer = illustrations_of(self.game)
            except (ImportError, AttributeError, ValueError):   # a picture must never break the pages
                self._drawer = None
        return self._drawer

    def caption(self, page: ReferencePage) -> str:
        """The line the game puts under the page's picture (``""``: none; cached)."""
        cache = self.__dict__.setdefault("_caption_cache", {})
        key = tuple(page.layout or ())
        if key not in cache:
            drawer = self._illustrations()
            try:
                cache[key] = drawer.caption("\n".join(key)) if key and drawer is not None else ""
            except Exception:  # a caption must never break the reference
                cache[key] = ""
        return cache[key]

    def _on_mat(self, sprite: str) -> bool:
        drawer = self._illustrations()
        return ":" in sprite and drawer is not None and drawer.on_mat(sprite)

    def _picture(self, page: ReferencePage) -> Optional[pygame.Surface]:
        """The page's picture drawn by the game (None: none, or it could not be drawn; cached); at
        a large text size (:func:`pictures_stacked`) grown more than the words (:data:`STACKED_GROWTH`),
        as far as the page's width and :func:`stacked_picture_room` allow, so its own words grow too."""
        key = tuple(page.layout)
        if key not in self._picture_cache:
            drawer = self._illustrations()
            try:
                with pictures_text():
                    picture = (None if drawer is None else
                               drawer.picture("\n".join(page.layout), self.app.art, PICTURE_BOX))
                if picture is not None and pictures_stacked():
                    picture = grown(picture, STACKED_GROWTH * text_px(100) / 100, page_body(card_paper()).width - 16,
                                    stacked_picture_room(bool(self.caption(page)), page.text[:1]))
                self._picture_cache[key] = picture
            except Exception:  # a picture must never break the reference
                self._picture_cache[key] = None
        return self._picture_cache[key]

    def _picture_height(self, page: ReferencePage) -> int:
        """Logical px the page's picture takes (0 without one); at a large text size the height
        above the page's words (the picture and its caption: :func:`stacked_words_top`)."""
        picture = self._picture(page) if page.layout else None
        if picture is None:
            return 0
        if pictures_stacked():
            return stacked_words_top(picture.get_height(), bool(self.caption(page)))
        return picture.get_height()


def pictures_stacked() -> bool:
    """True when the text is drawn larger than asked (the text-size setting above 100%): a page's
    picture then lies across the top, grown with the words, and the words under it the whole
    width (beside it they would have a narrow column, the picture's words staying small)."""
    return text_px(100) > 110


def stacked_words_top(picture_h: int, caption: bool) -> int:
    """Where a stacked page's words start under its picture (px from the body's top): the
    picture, its frame, its caption line if any, and a gap."""
    return 4 + picture_h + 8 + (16 + line_step(17) if caption else 0) + 14


def stacked_picture_room(caption: bool, first: tuple[str, ...] = ()) -> int:
    """The tallest a stacked page's picture may be (px): the page body less the caption and the
    page's ``first`` paragraph under it (2 to :data:`STACKED_LINES` lines), so the page's words
    start on its own page rather than after a page of picture alone."""
    body = page_body(card_paper())
    lines = len(wrap_text(first[0], TEXT_SIZE, body.width)) if first else 2
    return max(80, body.height - stacked_words_top(0, caption) - 12
               - max(2, min(STACKED_LINES, lines)) * (font(TEXT_SIZE).get_linesize() + 2))


def grown(picture: pygame.Surface, scale: float, width: int, height: int) -> pygame.Surface:
    """``picture`` scaled by ``scale`` (smoothly), less where that would pass ``width`` x
    ``height`` px; never smaller than it is unless it is larger than that room."""
    w, h = picture.get_size()
    factor = min(scale, width / max(1, w), height / max(1, h))
    if abs(factor - 1.0) < 0.02:
        return picture
    size = (max(1, round(w * factor)), max(1, round(h * factor)))
    try:
        return pygame.transform.smoothscale(picture, size)
    except ValueError:              # a surface smoothscale does not take (8-bit)
        return pygame.transform.scale(picture, size)


def icon_rows(icons: tuple[tuple[str, str], ...], width: int,
              px: int = ICON_PX) -> tuple[int, list[tuple[tuple[tuple[str, str], ...], int, int]], int]:
    """How a page's icons go in rows ``width`` px wide: ``(icon px, [(row, slot px, caption
    lines)], height px)``. At most :data:`ICONS_PER_ROW` a row (one fewer when the icons are big),
    fewer when a caption's longest word would not fit its slot at the text size now; rows balanced
    (5 icons are 3 + 2, not 4 + 1)."""
    if len(icons) > 2 * (ICONS_PER_ROW - 1):   # many pieces (the card shapes): 4 a row
        px = MANY_ICON_PX
    per_row = ICONS_PER_ROW if px <= MANY_ICON_PX else ICONS_PER_ROW - 1
    longest = max((text_size(word, 17, True)[0] for _, caption in icons for word in caption.split()), default=0)
    per_row = max(1, min(per_row, width // max(1, longest + 16)))
    groups = [icons[i:i + per_row] for i in range(0, len(icons), per_row)]
    if len(groups) > 1:
        per_row = -(-len(icons) // len(groups))
        groups = [icons[i:i + per_row] for i in range(0, len(icons), per_row)]
    rows = []
    height = 0
    for group in groups:
        slot = min(max(px + 110, longest + 16), width // max(1, len(group)))
        lines = max([len(wrap_text(caption, 17, slot - 12, bold=True)) for _, caption in group] + [1])
        rows.append((group, slot, lines))
        height += px + 16 + 6 + lines * line_step(17, True) + 14
    return px, rows, max(0, height - 14)


def page_body(paper: pygame.Rect) -> pygame.Rect:
    """Where a page's words and pictures go on the card's ``paper`` (logical pixels): under the
    page's title, over the page dots and the Back / Next buttons (as tall as their words now)."""
    top = max(82, 22 + line_step(36, True) + 8)
    foot = max(190 - 82, 28 + max(56, line_step(24, True) + 16) + 24)
    return pygame.Rect(paper.x + 34, paper.y + top, paper.width - 68, paper.height - top - foot)


def card_paper() -> pygame.Rect:
    """The paper of the reference's card (:data:`CARD`, as :func:`draw_card` draws it)."""
    top = card_top("title")
    return pygame.Rect(CARD.x + 20, CARD.y + top, CARD.width - 40, CARD.height - top - 20)


def _page_like(page: ReferencePage, **changes: Any) -> ReferencePage:
    """A copy of ``page`` with ``changes`` (title, text, layout, icons, kind), made with the
    constructor (a page need not be a dataclass)."""
    fields = {"title": page.title, "text": page.text, "layout": page.layout, "icons": page.icons,
              "kind": page.kind}
    fields.update(changes)
    return ReferencePage(fields["title"], fields["text"], fields["layout"], fields["icons"], fields["kind"])


def split_long(pages: tuple[ReferencePage, ...],
               picture_height: Callable[[ReferencePage], int] = lambda page: PICTURE_BOX[1]) -> tuple[ReferencePage, ...]:
    """``pages`` with a page whose words do not fit its body at the text size now split into as
    many pages as it needs ("The goal (1/2)", ...): the first keeps its picture and icons, the
    others are words only (the full width); icons that do not fit under the picture
    (``picture_height(page)``: its logical px) get a page of their own after the words. A paragraph
    that fits a page is never broken; a longer one goes on over the page turn."""
    body = page_body(card_paper())
    step = font(TEXT_SIZE).get_linesize() + 2
    out: list[ReferencePage] = []
    for page in pages:
        if page.kind == "choices":
            out.append(page)
            continue
        moved: tuple[tuple[str, str], ...] = ()
        stacked = bool(page.layout) and pictures_stacked() and picture_height(page) > 0
        if page.layout and page.icons:
            under = body.height - (4 + picture_height(page) + 52)
            if stacked or icon_rows(page.icons, PICTURE_BOX[0])[2] > under:
                moved = page.icons          # the icons get a page of their own, after the words
                page = _page_like(page, icons=())
        chunks: list[list[str]] = [[]]
        width = body.width - PICTURE_BOX[0] - 40 if (page.layout or page.icons) and not stacked else body.width
        y = picture_height(page) if stacked else 0      # stacked: the words start under the picture
        for paragraph in page.text:
            lines = wrap_text(paragraph, TEXT_SIZE, width)
            if y and y + step * len(lines) > body.height and \
                    step * len(wrap_text(paragraph, TEXT_SIZE, body.width)) <= body.height:
                y = body.height     # a paragraph that fits a page of its own is not broken
            while lines:
                room = max(1, (body.height - y) // step)
                if y and y + step > body.height:
                    chunks.append([])
                    width, y, room = body.width, 0, max(1, body.height // step)
                    lines = wrap_text(" ".join(lines), TEXT_SIZE, width)
                taken, lines = lines[:room], lines[room:]
                chunks[-1].append(" ".join(taken))
                y += step * len(taken) + (12 if not lines else 0)
                if lines:
                    y = body.height   # the page is full: the rest goes over
        parts = [_page_like(page, text=tuple(chunk)) if i == 0 else
                 _page_like(page, text=tuple(chunk), layout=(), icons=()) for i, chunk in enumerate(chunks)]
        if moved:
            parts.append(_page_like(page, text=(), layout=(), icons=moved))
        if len(parts) == 1:
            out.append(page)
            continue
        for i, part in enumerate(parts):
            out.append(_page_like(part, title=f"{page.title} ({i + 1}/{len(parts)})"))
    return tuple(out)


def split_choices(pages: tuple[ReferencePage, ...]) -> tuple[ReferencePage, ...]:
    """``pages`` with a "Choices we made" page too long for one card split into as many pages as
    it needs ("Choices we made (1/2)", ...), each choice whole on one page."""
    out: list[ReferencePage] = []
    body = page_body(card_paper())
    step = font(CHOICE_SIZE).get_linesize() + 1
    room = body.height + CHOICES_SLACK - (step + 10)   # below the "Where the rulebook..." line
    for page in pages:
        if page.kind != "choices":
            out.append(page)
            continue
        chunks: list[list[str]] = [[]]
        used = 0
        for choice in page.text:
            height = step * len(wrap_text(choice_words(choice), CHOICE_SIZE, body.width - 30))
            if chunks[-1] and used + height > room:
                chunks.append([])
                used = 0
            chunks[-1].append(choice)
            used += height + 8
        for i, chunk in enumerate(chunks):
            title = page.title if len(chunks) == 1 else f"{page.title} ({i + 1}/{len(chunks)})"
            out.append(ReferencePage(title, tuple(chunk), page.layout, page.icons, page.kind))
    return tuple(out)


def choice_words(choice: str) -> str:
    """A "Choices we made" line as players read it: without the ``[rules.yaml: name = value]`` tag
    that :func:`fort_desktop.data.load_reference` appends (the data keeps the link, players get
    words); ``{value}`` in the text becomes the setting's current value."""
    text, _, tag = choice.partition(" [rules.yaml:")
    value = tag.rstrip("]").partition(" = ")[2]
    return text.replace("{value}", value) if value else text


def illustrations_of(game: str) -> Optional[Illustrations]:
    """The how-to-play pictures of ``game`` from its registry entry (None: it has none). Raises
    KeyError for an unknown game, ImportError / AttributeError for a wrong entry."""
    return games.get(game).load_illustrations()   # type: ignore[return-value]


def icon_picture(game: str, name: str, art: Any, px: int, max_width: int | None = None) -> pygame.Surface:
    """Icon ``name`` of ``game``'s pages, ``px`` logical pixels tall and at most ``max_width`` wide
    (default ``2 * px``): a plain sprite name is loaded; a name with a ``:`` is drawn by the game's
    illustrations. Raises ValueError / KeyError (or the game's own errors) for a name it cannot draw."""
    if ":" not in name:
        return art.image(name, px)
    drawer = illustrations_of(game)
    if drawer is None:
        raise ValueError(f"{games.title(game)} draws no pictures; {name!r} cannot be shown")
    return drawer.picture(name, art, (max_width or px * 2, px))


__all__ = ["RulesReference", "choice_words", "icon_picture", "illustrations_of", "pages_for", "split_choices"]
