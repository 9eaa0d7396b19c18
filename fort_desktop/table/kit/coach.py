"""The coach of every table (issue 14 item 2): a "What now?" button, its key (``?``), and the panel
it opens.

The panel says, for the seat whose view the table shows (``hand_off.viewer()``), what the game asks
now, each choice with what it gives in numbers, and one suggestion with its reason from the game's
own computer player (:func:`fort_desktop.coach.advise`, which reads only what that seat may see).
It is drawn beside the thing it talks about when the table says where that is (the ``anchor``
hook), and goes away on a click or Esc (or ``?`` again). Kit code: it names no game. A table
holds a :class:`CoachButton`, places it (``button.rect``), passes it events first and draws it.
Positions are logical pixels of the 1280 x 800 table.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Callable, Optional

import pygame

from ..scenes.overlay import Overlay
from .layers import blit_text
from .overlap import overlap_grid
from ..widgets import (ACCENT_DARK, CREAM, INK, INK_SOFT, PAPER, WOOD_DARK, draw_panel, draw_text, event_pos,
                       font, text_px, text_size, wrap_text)

#: The button's default place: the right end of the top bar (px).
BUTTON_RECT = (1136, 4, 136, 30)
LABEL = "What now? (?)"
PANEL_WIDTH = 600
MARGIN = 10
HEAD_SIZE, TEXT_SIZE, SMALL_SIZE = 18, 15, 14
LINE_GAP = 3

if TYPE_CHECKING:   # the coach (and the game's computer player) load at the first question asked
    from ...coach import Advice


def is_coach_key(event: pygame.event.Event) -> bool:
    """Whether ``event`` is the coach's key: ``?`` (Shift + / on most keyboards, or the ? key)."""
    if event.type != pygame.KEYDOWN:
        return False
    if getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
        return False
    return getattr(event, "unicode", "") == "?" or getattr(event, "key", None) in (pygame.K_QUESTION, pygame.K_SLASH)


def label_room(rect: pygame.Rect) -> pygame.Rect:
    """``rect`` (px) grown to hold the button's whole label (bold, :data:`SMALL_SIZE`, 8 px a side),
    keeping its right edge and its vertical centre: at 150 % text, or at the least size a small
    window asks for, "What now? (?)" is wider than the place a table gave it."""
    width, height = text_size(LABEL, SMALL_SIZE, True)
    grown = pygame.Rect(rect)
    grown.width = max(rect.width, width + 16)
    grown.height = max(rect.height, height + 4)
    grown.right, grown.centery = rect.right, rect.centery
    return grown


class CoachButton:
    """The "What now?" button of ``table`` (a :class:`~.game_table.GameTable`) at ``rect`` (px).

    ``anchor()`` (optional): the rect of what the advice is about now (the hand, the play area...),
    or None: the panel is drawn beside it. ``keep_off()`` (optional): the rects the panel keeps
    off where any spot allows it (the person's buttons and trays: what the advice tells them to
    click stays in sight). :meth:`process_event` takes a click on the button and
    the ``?`` key; :meth:`draw` draws the button (not while ``visible`` is False).
    """

    def __init__(self, table: Any, rect: pygame.Rect | tuple[int, int, int, int] = BUTTON_RECT,
                 anchor: Optional[Callable[[], Optional[pygame.Rect]]] = None,
                 place: Optional[Callable[[], pygame.Rect]] = None,
                 keep_off: Optional[Callable[[], list[pygame.Rect]]] = None):
        self.table = table
        self.keep_off = keep_off
        #: where the button lies now (px), for a table that lays itself out for its canvas (its own
        #: rects already on the wide table); None: :attr:`home` kept at its gap to the right edge
        self.place = place
        #: where the button lies on a 1280 px table; a wider table keeps its gap to the right edge
        self.home = pygame.Rect(rect)
        self.anchor = anchor
        self.visible = True
        #: only onlookers watch the table (attract mode): no one to advise, the button never shows
        #: nor takes a click or the ``?`` key, whatever the game sets :attr:`visible` to
        self.onlookers = False
        self.hovered = False
        self._picture: Optional[tuple[tuple[tuple[int, int], bool, int], pygame.Surface]] = None

    @property
    def rect(self) -> pygame.Rect:
        """The button (px) on this table: where :attr:`place` says, else :attr:`home` moved right by
        what the table is wider than 1280; widened leftwards (and made taller) to show its whole
        label at the text size in use (:func:`label_room`)."""
        if self.place is not None:
            return label_room(pygame.Rect(self.place()))
        size = self.table.table_size() if hasattr(self.table, "table_size") else (1280, 800)
        return label_room(self.home.move(max(0, int(size[0]) - 1280), 0))

    def advice(self) -> Advice:
        """What the coach says now, for the seat the table shows; while a tutorial step teaches a
        move, that move (the coach never suggests what the lesson would refuse)."""
        seat = self.table.hand_off.viewer()
        runner = getattr(self.table, "tutorial", None)
        step = runner.step if runner is not None and runner.active else None
        if step is not None and seat == runner.person:
            what = f"First, let's {step.first}." if step.first else "Read the note, then click Next."
            from ...coach import Advice

            return Advice(seat, f"Learning to play: {step.title}", suggestion=what,
                          reason="this step of the first game teaches it")
        from ...coach import advise

        return advise(self.table.session, seat)

    def open(self) -> "CoachPanel":
        """Push the panel over the table; returns it."""
        where = self.anchor() if self.anchor is not None else None
        size = self.table.table_size() if hasattr(self.table, "table_size") else (1280, 800)
        keep = self.keep_off() if self.keep_off is not None else []
        panel = CoachPanel(self.table.app, self.advice(), where, self.rect, size, keep)
        self.table.app.push(panel)
        return panel

    def process_event(self, event: pygame.event.Event) -> bool:
        """True when the event was the button's (a left click on it, or the ``?`` key)."""
        if not self.visible or self.onlookers:
            return False
        if is_coach_key(event):
            self.open()
            return True
        pos = event_pos(event)
        if event.type == pygame.MOUSEMOTION and pos is not None:
            self.hovered = self.rect.collidepoint(pos)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 and pos is not None \
                and self.rect.collidepoint(pos):
            self.open()
            return True
        if event.type == pygame.MOUSEBUTTONUP and pos is not None and self.rect.collidepoint(pos):
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """The button at :attr:`rect` on ``surface`` (not while hidden or watched by onlookers)."""
        if not self.visible or self.onlookers:
            return
        surface.blit(self.picture(), self.rect)

    def picture(self) -> pygame.Surface:
        """The button as it shows now (hovered or not), made once per look and size: see-through
        round its corners, the same pixels as the panel and its words drawn in place (none of them
        is half see-through), one blit a frame."""
        look = (self.rect.size, self.hovered, text_px(SMALL_SIZE))
        cached = self._picture
        if cached is None or cached[0] != look:
            picture = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            local = picture.get_rect()
            draw_panel(picture, local, CREAM if self.hovered else PAPER, border=WOOD_DARK, radius=8, shadow=False)
            blit_text(picture, LABEL, local.center, size=SMALL_SIZE, bold=True, colour=INK, anchor="center",
                      max_width=local.width - 8)
            if pygame.display.get_surface() is not None:
                picture = picture.convert_alpha()      # the display's format: the fastest blits
            cached = self._picture = (look, picture)
        return cached[1]


class CoachPanel(Overlay):
    """The advice over the table: the headline, the suggestion with its reason, then each choice
    with what it gives. Placed beside ``anchor`` (px rect) when given, else under ``button``, and
    off the ``keep_off`` rects where any spot allows it. Any click, Esc or ``?`` closes it."""

    shade = 70
    fills_width = True     # placed by the table's own rects, on the table's canvas

    def __init__(self, app: Any, advice: Advice, anchor: Optional[pygame.Rect], button: pygame.Rect,
                 table_size: tuple[int, int] = (1280, 800), keep_off: Sequence[pygame.Rect] = ()):
        super().__init__(app)
        self.advice = advice
        # as wide as larger text needs (600 px at 100 %), on the table; the choices that do not fit
        # its height are left out from the last (the suggested one is first), counted in "... and N more"
        width = max(PANEL_WIDTH, min(PANEL_WIDTH * text_px(20) // 20, table_size[0] - 40))
        room = min(780, table_size[1] - 16)
        shown = len(advice.choices)
        self.rows = self._rows(width, shown)
        while shown > 1 and self._height(self.rows) > room:
            shown -= 1
            self.rows = self._rows(width, shown)
        size = (width, min(self._height(self.rows), room))
        self.rect = _place(size, anchor, button, table_size, keep_off)

    @staticmethod
    def _height(rows: list[tuple[str, int, tuple[int, int, int], int, int]]) -> int:
        """The panel's height (px) holding ``rows``."""
        return sum(row[3] for row in rows) + 2 * MARGIN + 20

    def _rows(self, panel_width: int = PANEL_WIDTH,
              shown: Optional[int] = None) -> list[tuple[str, int, tuple[int, int, int], int, int]]:
        """(text, size, colour, height px, indent px) of each drawn line, wrapped to a panel
        ``panel_width`` px wide, with the first ``shown`` choices (all when None)."""
        width = panel_width - 2 * MARGIN - 12
        rows: list[tuple[str, int, tuple[int, int, int], int, int]] = []

        def add(text: str, size: int, colour: tuple[int, int, int], bold: bool = False, indent: int = 0,
                hang: int = 0) -> None:
            for i, line in enumerate(wrap_text(text, size, width - indent - hang, bold)):
                rows.append((line, size, colour, font(size, bold).get_linesize() + LINE_GAP,
                             indent + (hang if i else 0)))

        a = self.advice
        add(a.headline, HEAD_SIZE, INK, True)
        for line in a.lines:    # a rule to keep in mind now (who may copy, where the hand goes)
            add(line, TEXT_SIZE, INK)
        if a.suggestion:
            # " - " then the reason as the bot words it (a phrase: "the card worth most", "to pack 2"),
            # never "because" before it (which a phrase does not follow)
            add(f"Suggested: {a.suggestion}" + (f" - {a.reason}" if a.reason else ""), TEXT_SIZE,
                ACCENT_DARK, True, 0, 16)
        if a.choices:
            rows.append(("What you may do, and what each gives:", SMALL_SIZE, INK_SOFT,
                         font(SMALL_SIZE).get_linesize() + 6, 0))
        choices = a.choices if shown is None else a.choices[:shown]
        for choice in choices:
            add("- " + choice.words, TEXT_SIZE, INK, False, 0, 14)
            if choice.outcome:
                add("gives: " + choice.outcome, SMALL_SIZE, INK_SOFT, False, 28, 12)
        more = a.more + len(a.choices) - len(choices)
        if more:
            add(f"... and {more} more choice{'' if more == 1 else 's'}", SMALL_SIZE, INK_SOFT)
        add("Click anywhere or press Esc to close.", SMALL_SIZE, INK_SOFT)
        return rows

    def lines(self) -> list[str]:
        """The words drawn, one wrapped line each (tests)."""
        return [row[0] for row in self.rows]

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN or is_coach_key(event):
            self.close()
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            return True
        return super().process_event(event)

    def draw_card(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect, PAPER, border=WOOD_DARK, radius=12)
        y = self.rect.y + MARGIN + 4
        for text, size, colour, height, indent in self.rows:
            if y + height > self.rect.bottom - 4:
                break
            bold = size == HEAD_SIZE or colour == ACCENT_DARK
            draw_text(surface, text, (self.rect.x + MARGIN + 6 + indent, y), size=size, color=colour, bold=bold)
            y += height


def _place(size: tuple[int, int], anchor: Optional[pygame.Rect], button: pygame.Rect,
           table_size: tuple[int, int] = (1280, 800), keep_off: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """A rect of ``size`` on the table of ``table_size`` (px) beside ``anchor`` (right, left, above
    or below, the first that fits; else over it), or under ``button`` at the right edge; where that
    lies over any of ``keep_off``, the spot nearest it that covers least of them (issue 14: at 150 %
    text the panel lay over a game's Roll button and dice tray, which it told the person to use)."""
    home = _beside(size, anchor, button, table_size)
    keep = [pygame.Rect(r) for r in keep_off if r.w > 0 and r.h > 0]
    if not keep or home.collidelist(keep) < 0:
        return home
    w, h = size
    xs = range(0, max(1, table_size[0] - w + 1), KEEP_OFF_SCAN)
    ys = range(0, max(1, table_size[1] - h + 1), KEEP_OFF_SCAN)
    cover = overlap_grid(xs, ys, size, keep)
    best = min((cover[j][k], abs(x - home.x) + abs(y - home.y), x, y)
               for j, x in enumerate(xs) for k, y in enumerate(ys))
    return pygame.Rect(best[2], best[3], w, h)


#: the step (px) of the search for a spot off the ``keep_off`` rects
KEEP_OFF_SCAN = 16


def _beside(size: tuple[int, int], anchor: Optional[pygame.Rect], button: pygame.Rect,
            table_size: tuple[int, int]) -> pygame.Rect:
    """:func:`_place`'s spot before it keeps off anything."""
    screen = pygame.Rect((0, 0), table_size)
    w, h = size
    if anchor is not None:
        anchor = pygame.Rect(anchor)
        for rect in (pygame.Rect(anchor.right + 8, anchor.centery - h // 2, w, h),
                     pygame.Rect(anchor.left - 8 - w, anchor.centery - h // 2, w, h),
                     pygame.Rect(anchor.centerx - w // 2, anchor.top - 8 - h, w, h),
                     pygame.Rect(anchor.centerx - w // 2, anchor.bottom + 8, w, h)):
            moved = rect.clamp(screen)
            if not moved.colliderect(anchor) and moved.width == w and moved.height == h:
                return moved
        return pygame.Rect(anchor.centerx - w // 2, anchor.centery - h // 2, w, h).clamp(screen)
    return pygame.Rect(button.right - w, button.bottom + 6, w, h).clamp(screen)
