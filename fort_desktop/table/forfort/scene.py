"""The Forfort table scene (issue 9 item 3): forts as 3 x 3 boards around the table, the viewer's
hand fanned below, the game's words in the banner, the log and the list of moves on the right.

The scene wires the parts on the kit's :class:`GameTable` and holds none of their work:
:mod:`.input` turns the mouse and keys into actions (drag and drop with the kit's snapper,
clicks, choice buttons), :mod:`.paint` draws from ``rules.view(state, viewer)`` only,
:mod:`.motion` keeps what moves after an action, :mod:`.panel` the list of moves' entries,
:mod:`.words` every sentence, :mod:`.layout` every rectangle, :mod:`.moves` what a gesture means.
A curtain falls whenever the person who must act changes (the kit's :class:`TurnCurtain`).
Coordinates are logical pixels from ``event.pos``; times are seconds.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

import pygame

from ..art import get_art
from ..kit.coach import CoachButton
from ..kit.dragdrop import DragController
from ..kit.game_table import GameTable
from ..kit.hand import FannedCard, card_at
from ..kit.handoff import TurnCurtain
from ..kit.hover import HoverEnlarger, HoverInfo
from ..kit.hud import RECAP_WIDTH, TOAST_INFO, TOAST_RED, recap_rect
from ..kit.layers import text_width
from ..widgets import line_step
from .input import TableInput
from .layout import (
    BANNER_H,
    HAND_Y,
    SCREEN_H,
    Layout,
    hand_fan,
)
from .motion import Motion
from .paint import ForfortPainter, Frame, hand_cards
from .panel import MovesPanel
from .staging import fort_rect
from . import tutorial as tutorial_hooks
from .pictures import Pictures
from .words import FINAL_SCORE_TITLE, SCORE_TITLE, moves_title, score_rows, sheet_rows, teams_words, wait_words

LOG_LINES = 18
BANNER_LEAST = 14                 # the top bar's smallest words (px; the kit's draw_banner)
SHEET_SECONDS = 5.0               # the final sheet stays this long when only computers play
HOLD_SECONDS = 1.0                # the hand-off curtain waits this long for the last move's animations
#: how much wider (px) the recap grows each try when the game log's column cannot hold its lines
RECAP_GROW_PX = 55


#: Actions that put a card down on the table: a card's snap is heard.
CARD_DOWN = ("start_camp", "build", "effect", "camp", "pass", "place_revealed", "drawbridge")


class ForfortTable(GameTable):
    """The Forfort table for ``session`` (a GameSession of ``forfort``); ``on_game_over(result)``
    runs once at the end. ``hot_seat`` is accepted for the App's call; the curtain policy follows
    the session's human seats."""

    tutorial_hooks = tutorial_hooks

    fills_width = True          # laid out for the canvas's width (layout.Layout)
    final_sheet = True          # the final scores in words, on the table, until a click
    shows_recaps = True         # "Since your last turn" when the turn comes back (kit recap)
    moments_before_curtain = True   # a turn's big moments play out before the hand-off curtain
    _names: Optional[tuple[tuple, list[str]]] = None   # (seats and their names), every seat's words

    def __init__(self, app: Any, session: Any, *, hot_seat: bool = False,
                 on_game_over: Optional[Callable[..., Any]] = None):
        super().__init__(app, session, on_game_over=on_game_over)
        self.hand_off = TurnCurtain(session, self._raise_curtain, hold=self._showing_last_move,
                                    hold_seconds=HOLD_SECONDS, forced=self.forced_action)
        geo = self.rules.ctx.data
        self.cells = {sid: (s.x, s.y) for sid, s in geo.slots.items()}
        self.keep_cell = geo.keep
        self._layout: Optional[tuple[Optional[int], Layout]] = None   # (viewer, its layout)
        self._fan: Optional[tuple[tuple[int, int], list[FannedCard]]] = None
        self._score: Optional[tuple[Any, tuple[str, ...], Optional[str]]] = None   # (key, score lines, last round)
        self._recap_area: Optional[tuple[Any, pygame.Rect]] = None   # (what it was worked out for, the area)
        self._words: Optional[tuple[Any, list, str, str]] = None   # (state, names), sides, teams' words, banner words
        self._hovered: Optional[tuple[tuple, Optional[HoverInfo]]] = None   # (view, layout, thing under the pointer), its info
        self.pictures = Pictures(self.rules, getattr(app, "art", None) or get_art())
        self.drag = DragController(bounds=(0, 0, self.canvas_w, SCREEN_H))
        self.hover = HoverEnlarger(self._hover_info, 0.4)
        self.moves = MovesPanel(self.layout().moves)
        self.painter = ForfortPainter(self.rules, self.pictures, self.cells, self.moves, self.hover,
                                      Motion(self.speed, self.fast, self.pictures, self._stack_picture))
        self.motion = self.painter.motion
        self.input = TableInput(self, self.drag, self.moves, self.hover, self.layout().end_button)
        # "What now?" (and ?): the coach, in its own row between the log and the moves it talks by
        self.coach = CoachButton(self, self.layout().coach, anchor=lambda: self.layout().moves,
                                 place=lambda: self.layout().coach)

    def on_canvas(self, size: tuple[int, int]) -> None:
        """A new canvas: the forts, hand and right panel laid out for its width."""
        super().on_canvas(size)
        self._layout = None
        self._fan = None
        self.drag.bounds = (0, 0, self.canvas_w, SCREEN_H)
        self.moves.list.rect = self.layout().moves
        self.moves.key = None
        self.input.end_button.rect = pygame.Rect(self.layout().end_button)
        self.painter.forget()

    # ------------------------------------------------------------------ what the parts ask
    def layout(self) -> Layout:
        """The places as the seat of the table's seating picture sees them (its fort at the
        bottom): the viewer's, and while computers play the last person's who played, so no fort
        turns under anyone (issue 14 item 5)."""
        seat = self.layout_seat()
        if self._layout is None or self._layout[0] != seat:
            self._layout = (seat, Layout(len(self.session.seats), seat, self.cells, self.keep_cell,
                                         self.rules.ctx.data.seen_turns[len(self.session.seats)],
                                         self.canvas_w))
        return self._layout[1]

    def mouse_seat(self) -> Optional[int]:
        return self.hand_off.mouse_seat()

    def hand_cards(self, view: dict) -> list[str]:
        """The viewer's hand in ``view``."""
        return hand_cards(view)

    def fan(self, view: dict) -> list[FannedCard]:
        """The viewer's hand fanned at the bottom right (px)."""
        count = len(hand_cards(view))
        layout = self.layout()
        key = (count, id(layout))
        if self._fan is None or self._fan[0] != key:      # worked out once per hand size and layout
            self._fan = (key, hand_fan(count, layout))
        return list(self._fan[1])

    def name(self, seat: int) -> str:
        """Seat ``seat`` as every screen calls it (``session.player_words``: "Ana", "Computer")."""
        if not 0 <= seat < len(self.session.seats):
            return f"P{seat + 1}"
        return self.session.player_words(seat)

    def names(self) -> list[str]:
        """Every seat as :meth:`name` calls it, worked out again only when the seats or their
        names change (asked many times a frame)."""
        session = self.session
        key = (tuple(session.seats), tuple(session.names))
        if self._names is None or self._names[0] != key:
            self._names = (key, [self.name(seat) for seat in range(len(session.seats))])
        return list(self._names[1])

    def teams_words(self) -> str:
        """At 4 in teams, "Ana + P3 vs Ben + P4" (the top bar); otherwise ""."""
        return teams_words(list(self.rules.sides(self.state)), self.names())

    @property
    def info_rects(self) -> dict[int, pygame.Rect]:
        """Where each fort's line of figures was last drawn (px)."""
        return self.painter.info_rects

    def fort_figures_at(self, pos: tuple[int, int]) -> Optional[int]:
        """The seat whose line of figures lies under ``pos`` (px), or None."""
        return next((seat for seat, rect in self.info_rects.items() if rect.collidepoint(pos)), None)

    def _hover_info(self, pos: tuple[int, int]) -> Optional[HoverInfo]:
        """What shows big under ``pos``: a hand card or a slot's visible card (worked out once per
        view, place and thing under the pointer: a pointer moving on one card asks it once)."""
        view = self.view()
        layout = self.layout()
        index = card_at(self.fan(view), pos)
        where = layout.target_at(pos) if index is None else None
        names = self.names()
        key = (view, layout, index, where, names)
        last = self._hovered
        if last is not None and last[0][0] is view and last[0][1] is layout and last[0][2:] == key[2:]:
            return last[1]
        info = self.painter.hover_info(view, layout, index, where, names)
        self._hovered = (key, info)
        return info

    def _stack_picture(self, cards: list[str], seat: int, size: tuple[int, int]) -> pygame.Surface:
        return self.painter.stack_picture(cards, seat, size)

    def _showing_last_move(self) -> bool:
        """The last move is still being shown (cards flying, Armies marching, combos flashing):
        the hand-off curtain waits (up to ``HOLD_SECONDS``) so its maker sees it."""
        return self.motion.showing_last_move()

    def moves_rows(self, view: dict) -> list:
        """The list of moves for the mouse seat, built again only when the state, seat or page changed."""
        seat = self.mouse_seat()
        moves = self.moves
        key = (self.version, seat, view["viewer"], moves.focus, moves.page, id(moves.only))
        if key != moves.key:
            moves.key = key
            legal = self.legal_now(seat) if seat is not None and not self.session.is_over else []
            moves.names = self.names()
            moves.build(self.rules, self.state, legal, view["viewer"], self.moves_title())
        return moves.rows

    def wait_words(self) -> str:
        """Why a click in the list of moves makes no move now: who is still moving (or the end)."""
        if self.session.is_over:
            return wait_words(None, over=True)
        acting = list(self.session.acting_seats())
        return wait_words(self.names()[acting[0]] if acting else None)

    def moves_title(self) -> str:
        """The list of moves' title now: whose moves, or which card's."""
        focus = self.rules.card_words(self.moves.focus) if self.moves.focus is not None else None
        return moves_title(self.mouse_seat(), self.session.is_over, self.moves.only is not None, focus)

    def _standing(self, names: list[str]) -> tuple[tuple[str, ...], Optional[str]]:
        """The running score's lines and why this round is the last (or None), worked out once
        per move (public: what the end would count now). Once the game is over they are the final
        count (the same count as the top bar's and the final sheet's, never the one before the last
        move: the painter titles them :data:`~.words.FINAL_SCORE_TITLE`)."""
        key = (self.version, tuple(names))
        if self._score is None or self._score[0] != key:
            rows = tuple(score_rows(self.rules.standing(self.state), names, len(self.cells)))
            self._score = (key, rows, self.rules.last_round(self.state, names))
        return self._score[1], self._score[2]

    # ------------------------------------------------------------------ kit hooks
    def recap_names(self) -> list[str]:
        """The recap names players as this table does ("P3" for a computer)."""
        return self.names()

    def turn_of(self) -> Optional[int]:
        """Whose turn it is (a recap shows when a person's turn begins)."""
        return None if self.session.is_over else int(self.state.seat)

    def attract_caption_room(self) -> Optional[pygame.Rect]:
        """The list of moves (nobody's to click in attract mode): the forts' slots and figures at
        the foot stay in sight (a new user: the foot caption covered P1's fort)."""
        return pygame.Rect(self.layout().moves)

    def message_area(self) -> Optional[pygame.Rect]:
        """Where this frame's message (toast) was drawn (px), or None: the kit keeps it over the
        tutorial's frame and caption."""
        return self.painter.toast_drawn

    def hold_label_at(self) -> tuple[int, int]:
        """Where the hand fans out (no hand shows while a computer's move is held)."""
        return (self.layout().hand_anchor[0], HAND_Y - 60)

    def recap_area(self) -> pygame.Rect:
        """Over the game log in the right panel (layout.RECAP): the forts stay in sight. When the
        recap shown needs more room (large text, long lines) it grows leftwards over the table's
        middle, as little as holds every line (at most :data:`~.kit.hud.RECAP_WIDTH` wide) and
        above the viewer's hand (:meth:`hand_area`) and the forts' lines of figures (their names),
        rather than down over the list of moves (issue 15: at 150 % it kept 1 line of 4 and covered
        the moves), and never over a fort (:meth:`recap_avoid`); when nothing off the forts holds
        every line, down the log's column over the list of moves as far as the hand (a click
        closes it), the older lines counted, not shown, where even that cannot hold them all."""
        layout = self.layout()
        area = layout.recap.copy()
        recap = self.recaps.shown
        if recap is None:
            return area
        # drawn every frame it shows: worked out once per recap, place, hand and lines of figures
        memo_key = (recap.title, tuple(recap.lines), recap.more, id(layout), line_step(17), tuple(self.hand_area()),
                    tuple(tuple(r) for r in self.info_rects.values()))
        if self._recap_area is not None and self._recap_area[0] == memo_key:
            return self._recap_area[1].copy()
        found = self._grown_recap_area(area, recap)
        self._recap_area = (memo_key, found)
        return found.copy()

    def recap_avoid(self) -> list[pygame.Rect]:
        """The recap keeps off every fort (its slots and keep) where it can."""
        layout = self.layout()
        return [fort_rect(layout, seat) for seat in range(len(self.session.seats))]

    def _grown_recap_area(self, area: pygame.Rect, recap: Any) -> pygame.Rect:
        """:meth:`recap_area` for ``recap`` worked out from the log's ``area`` (px): never over a
        fort (at 4 seats the right-hand fort lies just left of the log); when no spot off them
        holds every line, over the log alone with its lines shrunk (as tall as shows one at least)."""
        forts = self.recap_avoid()

        def need(width: int) -> int:   # px: the recap's height with every line, ``width`` wide
            unbounded = pygame.Rect(0, 0, width, 10_000)
            return recap_rect(recap.title, recap.lines, unbounded.center, recap.more, width=width, bounds=unbounded).h

        def lowest(width: int) -> int:   # px: how tall it may be, ``width`` wide: down to the hand's
            left = area.right - width     # top, and above each fort's line of figures (its name) under it
            tops = [self.hand_area().top] + [r.top for r in [*self.info_rects.values(), *forts]
                                             if r.top > area.bottom and r.right > left and r.left < area.right]
            return max(area.h, min(tops) - area.y)

        def clear(width: int) -> bool:   # a recap ``width`` wide, as tall as the log, covers no fort
            return pygame.Rect(area.right - width, area.y, width, area.h).collidelist(forts) < 0

        widest = max(area.w, min(RECAP_WIDTH, area.right))
        widths = [w for w in list(range(area.w, widest, RECAP_GROW_PX)) + [widest] if w == area.w or clear(w)]
        for low in (False, True):   # over the log alone first, then lower, over the table's middle
            for width in widths:
                height = need(width)
                if low and width == area.w:
                    continue          # lower in the log's column alone would cover the list of moves
                if height <= (lowest(width) if low else area.h):
                    return pygame.Rect(area.right - width, area.y, width, max(area.h, height))
        # nowhere beside holds every line: down the log's column over the list of moves (a click
        # closes it and the moves show), as far as the hand, rather than one line of eight and
        # "... 7 earlier lines" (a new user at 4 seats missed the hits on their own keep); the
        # older lines are counted, not shown, where even that cannot hold them all
        return pygame.Rect(area.x, area.y, area.w, max(area.h, min(need(area.w), lowest(area.w))))

    def hand_area(self) -> pygame.Rect:
        """Where the viewer's hand fans out (px, with room for its turned outer cards)."""
        layout = self.layout()
        return pygame.Rect(layout.hand_anchor[0] - layout.hand_max_w // 2 - 60, HAND_Y - 200, layout.hand_max_w + 120, 200)

    def on_action(self, session: Any, action: dict, old: Any) -> None:
        self.input.reset()
        self.message_until = 0.0        # a refusal or notice goes at the next action
        seat = action.get("seat")
        computer = type(seat) is int and session.is_bot(seat)
        self.motion.heard(session.state.events, self.now, self.layout(), self.info_rects, self.names(), computer)
        if action.get("type") in CARD_DOWN:
            self.sound("snap")
        self.stage_moments(session, action, old)

    def stage_moments(self, session: Any, action: dict, old: Any) -> None:
        """The big moments of ``action`` (:mod:`.staging`), from its public events."""
        if self.fast:
            return
        from .paint import COLOURS
        from .staging import forfort_moments

        new, names = session.state, self.names()
        owners = {a.id: a.owner for a in [*old.armies, *new.armies]}
        symbols = self.rules.ctx.data.symbols
        found = forfort_moments(
            new.events, action, names, self.layout(), lambda s: symbols[s].en if s in symbols else s,
            self.pictures.sprite, lambda owner, skull: self.pictures.army(COLOURS[owner % len(COLOURS)], 110, skull=skull),
            owners, (self.rules.last_round(old, names), self.rules.last_round(new, names)))
        if session.is_over and session.result is not None:
            self.moments.waiting = []       # the end: what waited is over too (the last round...)
            seat_words, team_lines = self.rules.score_lines(new)
            sheet = self.painter.score_sheet(pygame.Surface(self.table_size()),
                                             sheet_rows(session.result, seat_words, team_lines, names), True,
                                             room=self.layout().sheet_room)
            for moment in found:            # and what the end stages keeps off the final sheet
                moment.clear = (*moment.clear, sheet)
        for moment in found:
            self.stage(moment)

    def sheet_waits(self) -> bool:
        """The game is over but its last moments (a combo, the win) or cards still moving play
        out first: the final sheet comes up after them."""
        return self.session.is_over and (self.moments.busy or self.motion.busy)

    def moment_avoid(self) -> list[pygame.Rect]:
        """A banner keeps off the log, the list of moves, the hand and the running score (at the
        table's top left) where it can."""
        layout = self.layout()
        hand = self.hand_area()
        score = [self.painter.score_rect] if self.painter.score_rect.w and self.painter.score_rect.h else []
        return super().moment_avoid() + [layout.side, layout.moves, layout.end_button, hand] + score

    def on_enter(self) -> None:
        super().on_enter()
        self.hand_off.sync(self.now)

    def on_leave(self) -> None:
        super().on_leave()
        self.drag.cancel("the table was covered")
        self.input.choices = []

    def game_over_seconds(self) -> float:
        """People seated: until the sheet is clicked away; computer players on screen: long enough
        to read the sheet; headless: at once."""
        if self.holds_sheet or self.fast:
            return super().game_over_seconds()
        return max(super().game_over_seconds(), SHEET_SECONDS / self.speed)

    def bot_ready(self, seat: int) -> bool:
        """The computer waits while a person browses a discard (what they read stays true)."""
        return self.input.browsing is None

    def tick(self, dt: float) -> None:
        self.drag.update(dt)
        self.hand_off.sync(self.now)
        self.motion.tick(self.now)
        self.hand_off.sync(self.now)      # again: a curtain waiting for the animations just ended falls now
        if self.drag.active:        # nothing pops up big over a place while a card is carried to it,
            self.hover.rest_again(self.input.pointer)   # nor at once where it was let go (issue 14)
        else:
            self.hover.pointer_at(self.input.pointer, self.now, self.version)

    def busy_wake(self) -> Optional[float]:
        if self.drag.active or self.drag.returning or self.motion.busy or self.hand_off.holding:
            return 0.0
        return self.hover.due_in(self.now)

    def settling(self) -> bool:
        return self.painter.settling()

    def _raise_curtain(self, seat: int, waiting: Optional[int], note: str, on_ready: Callable[[], None]) -> None:
        self.drag.cancel("a curtain fell")
        self.input.reset()
        self.push_curtain(seat, waiting, note, on_ready)

    def process_event(self, event: pygame.event.Event) -> bool:
        if self.tutorial_event(event):   # the tutorial caption's buttons first
            return True
        on_list = (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1
                   and self.moves.rect.collidepoint(event.pos))
        waited = self.sheet_waits()      # the last moments play before the final sheet comes up
        if self.moment_event(event) and not on_list:
            return True                  # a big moment's banner was clicked away (one over the list
            #                              of moves ends too, and the click goes on to its row)
        if waited and self.holds_sheet:
            return False                 # a click that ended the last moment never clears the sheet unseen
        sheet = self.sheet_click(event)
        if sheet is not None:
            return sheet
        if self.kit_event(event):  # a computer's move held on screen, a recap to close
            return True
        if not self.drag.active and self.coach.process_event(event):
            return True
        return self.input.process_event(event)

    def _state_words(self, names: list[str]) -> tuple[Any, list[tuple[int, ...]], str, str]:
        """(key, sides, teams' words, progress words) of the state now, worked out once per state."""
        words_key = (self.version, tuple(names))
        if self._words is None or self._words[0] != words_key:
            sides = list(self.rules.sides(self.state))
            # "you" only to a person whose turn it is; a computer's turn reads in the third person
            computer = self.session.is_bot(self.state.seat)
            self._words = (words_key, sides, teams_words(sides, names),
                           self.rules.progress_words(self.state, names, addressed=not computer, computer=computer))
        return self._words

    def top_bar_words(self, names: Optional[list[str]] = None) -> str:
        """The top bar's words now: what to do, but while a hand-off curtain is due and the last
        move still shows, "Ben's move - pass the mouse to Cy next" (the next person is not
        addressed before the curtain falls)."""
        return self.handing_over_words() or self._state_words(self.names() if names is None else names)[3]

    def paint(self, surface: pygame.Surface, view: dict) -> None:
        viewer = view["viewer"]
        if self.painter.words_due(self.version, viewer):
            self.moves_rows(view)     # (a click brings them up to date itself)
        toast = None
        if self.toast_showing:
            colour = TOAST_RED if self.message_style == "refusal" else TOAST_INFO
            toast = (self.message, colour, self.input.toast_centre(self.message))
        sheet = None
        if self.session.is_over and not self.sheet_seen and not self.sheet_waits():
            result = self.session.result
            seat_words, team_lines = self.rules.score_lines(self.state)
            sheet = (sheet_rows(result, seat_words, team_lines, self.names(),
                                getattr(self.session, "in_words", str)), self.holds_sheet)
        names = self.names()
        # the log reads for the seat whose seating picture is drawn ("you", "your top side" as on
        # screen), also while a computer's move shows nobody's hand (Forfort's log names no hidden card)
        reader = self.layout_seat()
        _, sides, teams, _ = self._state_words(names)
        progress = self.top_bar_words(names)
        held = (self.drag.drag.payload, self.drag.drag.rect) if self.drag.active else None
        build, camps = self.input.lit(view), self.input.camp_lit(view)
        lit = tutorial_hooks.lit(self, build | camps)     # a taught move lights only its places
        frame = Frame(
            layout=self.layout(), version=self.version, now=self.now, pointer=self.input.pointer,
            names=names, lit=lit - camps, camp_lit=lit & camps, standing=lambda: self._standing(names),
            score_title=FINAL_SCORE_TITLE if self.session.is_over else SCORE_TITLE,
            progress=banner_progress(progress, self.canvas_w),
            right=banner_right(progress, teams or f"seed {self.session.seed}", self.canvas_w),
            log_key=(len(self.session.actions), reader),
            log=lambda: [line.text for line in self.session.log(reader)[-LOG_LINES:]],
            sides=sides,
            moves_title=self.moves_title(),
            fan=self.fan(view), held=held,
            end_button=self.input.end_button if self.input.free_step() else None,
            choices=self.input.choices, toast=toast, sheet=sheet, browsing=self.input.browsing,
            show_hover=not self.drag.active and not self.input.choices)
        self.painter.paint(surface, view, frame)
        self.coach.visible = sheet is None      # the final sheet lies over its place
        self.coach.draw(surface)

    def calm_overlays(self) -> Optional[list[pygame.Rect]]:
        """What the last frame drew over the layer cache's picture when it was only calm things
        (the painter's :attr:`~.paint.ForfortPainter.direct`), and the coach's button."""
        direct = self.painter.direct
        if direct is None:
            return None
        return direct + ([pygame.Rect(self.coach.rect)] if self.coach.visible else [])

    def paint_changes(self, surface: pygame.Surface, view: Any,
                      again: list[pygame.Rect]) -> Optional[tuple[list[pygame.Rect], Optional[list[pygame.Rect]]]]:
        """The frame painted as :meth:`paint` paints it, the layer cache showing again only what
        changed and ``again`` (and the coach's button)."""
        coach = [pygame.Rect(self.coach.rect)] if self.coach.visible else []
        self.painter.again = again + coach
        try:
            self.paint(surface, view)
        finally:
            self.painter.again = None
        return self.painter.presented, self.calm_overlays()


def banner_right(progress: str, right: str, width: int) -> str:
    """The top bar's right part: ``right`` (the teams, or the seed), or nothing when with it the
    bar could not show ``progress`` (what to do now) whole on one line at its smallest size in
    ``width`` px (large text: the teams are named on their bands over the forts)."""
    if text_width(progress, BANNER_LEAST, True) + text_width(right, BANNER_LEAST) + 44 + 30 <= width:
        return right
    return ""


def banner_progress(progress: str, width: int) -> str:
    """The top bar's words for ``progress``: whole, or, when even alone on two lines they could not
    show whole in ``width`` px (large text: a game's end and all its reasons), its first clauses
    (up to a "; ") that fit on one line; the final sheet says the rest."""
    room = width - 44
    if text_width(progress, BANNER_LEAST, True) <= room or 2 * line_step(BANNER_LEAST, True) <= BANNER_H - 2:
        return progress
    clauses = progress.split("; ")
    for count in range(len(clauses) - 1, 0, -1):
        shorter = "; ".join(clauses[:count])
        if text_width(shorter, BANNER_LEAST, True) <= room:
            return shorter
    return progress
