"""The tutorial on the table (issue 14 item 1), shared by every game: the current step's caption
sits by the named table place it talks about, that place is framed, and the caption carries the
step's buttons: Next (a read-only step), Skip step (the runner makes the step's taught move for the
person, so the board matches the next step) and Skip tutorial (the table then says once, in a short
toast, :data:`SKIPPED_WORDS`); once the last step is done, the script's closing words with Play on.

The script and its runner are :mod:`fort_desktop.tutorial` (no drawing); a game's table only
names its places (:meth:`~.game_table.GameTable.tutorial_places`: ``{"hand": Rect, "board:you":
Rect, ...}``), the places a caption should not cover (``tutorial_avoid``, where the person drags
to: a cost), those it must keep clear of (``tutorial_keep_clear``: the words and pieces the
steps talk about, e.g. a play's plan lines, panel rows, a Base or a drop frame; never
covered while any spot allows it) and the person's controls (``tutorial_controls``: the buttons
and the dice tray they click; kept clear before all the rest, :data:`CONTROLS_WEIGHT`). :class:`~.game_table.GameTable` does the rest: it filters the accepted actions through the
runner, holds the computer while a read-only step shows, and draws and feeds this overlay.
Coordinates are logical pixels.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Optional

import pygame

from ..widgets import draw_panel, draw_text, font, text_px, wrap_text
from .overlap import overlap_grid

CAPTION_W = 380          # the caption box's width (px)
#: its width (px) when no spot for the wide one keeps clear of what it must (the words wrap taller)
NARROW_W = 340
#: what the narrow caption costs against the wide one (as px² of cover)
NARROW_COST = 500
#: its width (px) where neither keeps clear of what it must in the room there is (the words wrap
#: shorter: issue 14, a caption over the hand's cards where there was no room above it for one 175
#: px tall), and what it costs against the usual width (px² of cover)
WIDE_W, WIDE_COST = 480, 2000
#: its width (px) where none of those keeps clear of what it must (larger text on a small table:
#: a long note in a short band of free table, issue 14), and its cost (px² of cover)
WIDEST_W, WIDEST_COST = 640, 20000
TEXT_SIZE = 17           # its words (px); readable at 1366 x 768
TITLE_SIZE = 19
PAD = 12
BUTTON_H = 30
GAP = 14                 # between the caption and the place it talks about
#: how much farther out (px) a caption may sit when beside the place it would cover what the person
#: must reach, and what each px farther costs (in px² of such cover)
FARTHER = (0, 40, 80, 120, 160, 200, 240)
FARTHER_COST = 12
#: what a caption aligned with the place's edge (not centred on it) costs, as px farther out
ALIGN_COST = 4
#: what each px² of the table's other named places (cards, boards, piles) under a caption costs,
#: against 1 for each px² of what the person must reach
OTHERS_WEIGHT = 0.2
#: a place at least this many captions big is a table area: the caption keeps off what lies in it
#: (the named places inside it), not off the whole area (captions counted at their size at 100 %
#: text: a play area stays an area at 150 %, where each caption is 2.25 times as big)
AREA_CAPTIONS = 4
#: the step (px) of the search over the whole table when no spot beside the place keeps clear
SCAN = 32
#: what each px² of the person's controls (``controls``: the buttons, a dice tray) under a caption
#: counts against 1 for each px² of the other things it must keep clear of: where no spot keeps
#: clear of all, it lies over a little of a board rather than over a button (issue 14: at 150 %
#: on a 1024 x 640 window captions lay over the Skip card, Stop and Roll buttons)
CONTROLS_WEIGHT = 50
FRAME = (250, 200, 40)   # the frame round the place
PAPER = (255, 250, 232)
INK = (40, 30, 20)

#: the buttons' words
NEXT, SKIP_STEP, SKIP_ALL, PLAY_ON = "Next", "Skip step", "Skip tutorial", "Play on"
#: what the table says once after Skip tutorial
SKIPPED_WORDS = "Tutorial off: from here on it is a real game. Play on to the end!"


class TutorialOverlay:
    """Draws ``runner``'s current step by its place and answers clicks on its buttons.

    ``places()``: the table's named places now (px rects); ``avoid()``: rects a caption should not
    cover (a cost); ``size``: the table's logical size (w, h); ``on_button(name)``: called after a
    button did its work (the table redraws and autosaves); ``keep_clear()``: rects a caption never
    covers while any spot on the table allows it (the words and pieces on show that the steps talk
    about: a plan line, a panel row, a Base), like the place itself and the step's ``clear`` places;
    ``held()``: the caption waits, hidden, while it says so (a clean-up still playing);
    ``place_now(name)``: the table's place for the step's place ``name`` now (issue 14: once a game's
    taught card is dropped, the caption moves by the panel that lists its ways to play);
    ``controls()``: the person's buttons and trays, kept clear like ``keep_clear`` but first of all
    (each px² counts :data:`CONTROLS_WEIGHT` times).
    """

    def __init__(self, runner: Any, places: Callable[[], dict[str, pygame.Rect]],
                 avoid: Callable[[], Sequence[pygame.Rect]], size: tuple[int, int],
                 on_button: Optional[Callable[[str], None]] = None,
                 keep_clear: Optional[Callable[[], Sequence[pygame.Rect]]] = None,
                 held: Optional[Callable[[], bool]] = None,
                 place_now: Optional[Callable[[str], str]] = None,
                 controls: Optional[Callable[[], Sequence[pygame.Rect]]] = None):
        self.runner = runner
        self.controls = controls or (lambda: ())
        self.places = places
        self.avoid = avoid
        self.keep_clear = keep_clear or (lambda: ())
        #: the caption waits while this says so (the table still shows what a move did, e.g. a
        #: clean-up playing): it shows once, where it stays, when the table is done
        self.held = held or (lambda: False)
        #: the table's place for the step's place now (e.g. the panel once the taught card is dropped)
        self.place_now = place_now or (lambda name: name)
        self.size = size
        self.on_button = on_button
        self.buttons: list[tuple[pygame.Rect, str]] = []
        self.box: Optional[pygame.Rect] = None
        self.anchor: Optional[pygame.Rect] = None
        #: the spots found: what each depends on -> (what it still covers, the spot)
        self._placed: dict[Any, tuple[tuple[int, float], pygame.Rect]] = {}

    # -- what shows -------------------------------------------------------------------------------
    @property
    def end_showing(self) -> bool:
        """The closing words show: every step done, not yet clicked away, not left by Skip tutorial."""
        progress = self.runner.progress
        return bool(self.runner.finished and not progress.get("end_seen") and not progress.get("skipped"))

    @property
    def visible(self) -> bool:
        if self.held():
            return False
        return self.end_showing or (self.runner.step is not None and self.runner.showing)

    def content(self) -> tuple[str, str, str, list[str]]:
        """(headline, words, place name, button names) of what shows now."""
        runner = self.runner
        if self.end_showing:
            return "Well done!", runner.script.end or "Play on to the end.", "", [PLAY_ON]
        step = runner.step
        count = len(runner.script.steps)
        head = step.title or f"Step {runner.step_number}"
        buttons = ([NEXT] if step.read_only else []) + ([SKIP_STEP] if runner.step_number < count else []) + [SKIP_ALL]
        return head, step.text, self.place_now(getattr(runner, "place", "") or step.at), buttons

    # -- placing ----------------------------------------------------------------------------------
    def place(self, anchor: Optional[pygame.Rect], height: int, width: int = CAPTION_W) -> pygame.Rect:
        """Where the caption box (``width`` x ``height`` px) goes, on the screen: never over the
        place it talks about (``anchor``, framed), the step's ``clear`` places nor the table's
        ``keep_clear`` rects when any spot allows it (beside the place first, farther out, then
        anywhere on the table); among those, the one that covers least of what the person must
        reach (``avoid``), then of the table's other named places (the cards, boards and piles a
        caption would hide), nearest the place. The answer is kept while nothing it depends on
        changes."""
        return self._search(anchor, width, height)[1]

    def _search(self, anchor: Optional[pygame.Rect], width: int,
                height: int) -> tuple[tuple[int, float], pygame.Rect]:
        """((px² of what must stay clear that the best spot still covers, its cost in px² of what it
        had better not cover and how far it lies), that spot): see :meth:`place`."""
        w, h = self.size
        box = pygame.Rect(0, 0, width, height)
        if anchor is None:
            return self._free_spot(box)
        step = self.runner.step
        places = self.places()
        clear = [places[name] for name in (step.clear if step is not None else ()) if name in places]
        clear += [pygame.Rect(r) for r in self.keep_clear() if r.w > 0 and r.h > 0]
        controls = self._controls()
        avoid = [r for r in self.avoid() if not r.contains(anchor)]
        key = (tuple(anchor), width, height, tuple(map(tuple, clear)), tuple(map(tuple, avoid)),
               tuple(sorted((n, tuple(r)) for n, r in places.items())), tuple(map(tuple, controls)))
        kept = self._placed.get(key)
        if kept is not None:
            return kept[0], kept[1].copy()
        inside = [r for r in places.values() if anchor.contains(r) and r != anchor]
        area = bool(inside) and anchor.w * anchor.h >= AREA_CAPTIONS * box.w * box.h / text_grow() ** 2
        if area:
            hard = inside + clear   # a table area: what lies in it (its empty parts may hold the caption)
        else:
            hard = [anchor.inflate(8, 8)] + clear   # the frame round the place, and the clear places
        others = _leaves([r for r in places.values()
                          if r.w * r.h and not r.contains(anchor) and not anchor.contains(r)])
        screen = pygame.Rect(0, 0, w, h)

        def cover(spot: pygame.Rect, rects: list[pygame.Rect]) -> int:
            return sum(_overlap(spot, rects[i]) for i in spot.collidelistall(rects))

        def cost(spot: pygame.Rect, extra: float) -> tuple[int, float]:
            on_screen = spot.clamp(screen)
            off = abs(on_screen.x - spot.x) + abs(on_screen.y - spot.y)
            soft = (cover(on_screen, avoid) + OTHERS_WEIGHT * cover(on_screen, others)
                    + off * 40 + extra * FARTHER_COST)
            return cover(on_screen, hard) + CONTROLS_WEIGHT * cover(on_screen, controls), soft

        candidates = []
        for extra in FARTHER:   # next to the place first; farther out when that covers what matters
            for side in ("below", "above", "right", "left"):
                for align in ("centre", "start", "end"):
                    b = box.copy()
                    gap = GAP + extra
                    if side == "below":
                        b.midtop = (anchor.centerx, anchor.bottom + gap)
                    elif side == "above":
                        b.midbottom = (anchor.centerx, anchor.top - gap)
                    elif side == "right":
                        b.midleft = (anchor.right + gap, anchor.centery)
                    else:
                        b.midright = (anchor.left - gap, anchor.centery)
                    if align != "centre" and side in ("below", "above"):
                        b.x = anchor.x if align == "start" else anchor.right - b.w
                    elif align != "centre":
                        b.y = anchor.y if align == "start" else anchor.bottom - b.h
                    hard_cover, soft = cost(b, extra + (0 if align == "centre" else ALIGN_COST))
                    candidates.append((hard_cover, soft, len(candidates), b.clamp(screen)))
        best = min(candidates)
        if best[0] or area or best[1] > 0:   # none beside the place keeps clear and covers nothing: look everywhere
            xs, ys = range(0, max(1, w - width + 1), SCAN), range(0, max(1, h - height + 1), SCAN)
            if width <= w and height <= h:      # every spot on the screen: its costs summed a rect at a time
                size, first = (width, height), len(candidates)
                hard_at, avoid_at = overlap_grid(xs, ys, size, hard), overlap_grid(xs, ys, size, avoid)
                overlap_grid(xs, ys, size, controls, CONTROLS_WEIGHT, into=hard_at)
                others_at = overlap_grid(xs, ys, size, others)
                half_w, half_h = pygame.Rect(0, 0, width, height).center
                for k, y in enumerate(ys):
                    cy = y + half_h
                    far_y = max(anchor.top - cy, 0, cy - anchor.bottom)
                    for j, x in enumerate(xs):
                        cx = x + half_w
                        far = max(anchor.left - cx, 0, cx - anchor.right) + far_y   # 0 within the place
                        hard_cover = hard_at[j][k]
                        if hard_cover > best[0]:
                            continue
                        soft = avoid_at[j][k] + OTHERS_WEIGHT * others_at[j][k] + 0 + far * FARTHER_COST
                        spot = (hard_cover, soft, first + k * len(xs) + j)
                        if spot < best[:3]:
                            best = (*spot, pygame.Rect(x, y, width, height))
            else:
                for y in ys:
                    for x in xs:
                        b = pygame.Rect(x, y, width, height)
                        far = (max(anchor.left - b.centerx, 0, b.centerx - anchor.right)
                               + max(anchor.top - b.centery, 0, b.centery - anchor.bottom))   # 0 within the place
                        hard_cover, soft = cost(b, far)
                        candidates.append((hard_cover, soft, len(candidates), b))
                best = min(candidates)
        if len(self._placed) > 16:
            self._placed.clear()
        self._placed[key] = ((best[0], best[1]), best[3].copy())
        return (best[0], best[1]), best[3]

    def _free_spot(self, box: pygame.Rect) -> tuple[tuple[int, float], pygame.Rect]:
        """Where a caption about no place (the closing words) goes: the middle of the screen, or
        the spot nearest it that keeps clear of the table's ``keep_clear`` rects (e.g. the
        boards a game keeps in sight) and covers least of what the person must reach (``avoid``) and of the
        table's named places (cards, boards, piles)."""
        w, h = self.size
        box.center = (w // 2, h // 2)
        clear = [pygame.Rect(r) for r in self.keep_clear() if r.w > 0 and r.h > 0]
        controls = self._controls()
        avoid = [pygame.Rect(r) for r in self.avoid()]
        others = _leaves([pygame.Rect(r) for r in self.places().values() if r.w * r.h])
        key = ("free", box.size, (w, h), tuple(map(tuple, clear)), tuple(map(tuple, avoid)),
               tuple(map(tuple, others)), tuple(map(tuple, controls)))
        kept = self._placed.get(key)
        if kept is not None:
            return kept[0], kept[1].copy()
        best: Optional[tuple[int, float, pygame.Rect]] = None
        xs, ys = range(0, max(1, w - box.w + 1), SCAN // 2), range(0, max(1, h - box.h + 1), SCAN // 2)
        hard_at, avoid_at = overlap_grid(xs, ys, box.size, clear), overlap_grid(xs, ys, box.size, avoid)
        overlap_grid(xs, ys, box.size, controls, CONTROLS_WEIGHT, into=hard_at)
        others_at = overlap_grid(xs, ys, box.size, others)
        half_w, half_h = pygame.Rect(0, 0, box.w, box.h).center
        for k, y in enumerate(ys):
            far_y = abs(y + half_h - h // 2)
            for j, x in enumerate(xs):
                hard = hard_at[j][k]
                if best is not None and hard > best[0]:
                    continue
                far = abs(x + half_w - w // 2) + far_y
                soft = avoid_at[j][k] + far * FARTHER_COST + OTHERS_WEIGHT * others_at[j][k]
                if best is None or (hard, soft) < best[:2]:
                    best = (hard, soft, pygame.Rect(x, y, box.w, box.h))
        assert best is not None
        if len(self._placed) > 16:
            self._placed.clear()
        self._placed[key] = ((best[0], best[1]), best[2].copy())
        return (best[0], best[1]), best[2]

    def _controls(self) -> list[pygame.Rect]:
        """The person's controls now (``controls()``), those of no area left out (px)."""
        return [pygame.Rect(r) for r in self.controls() if r.w > 0 and r.h > 0]

    def counter_words(self) -> str:
        """The step counter at the caption's top right ("3 / 21"; none on the closing words)."""
        if self.end_showing:
            return ""
        return f"{self.runner.step_number} / {len(self.runner.script.steps)}"

    def fit(self, anchor: Optional[pygame.Rect], words: str,
            names: Sequence[str] = (), head: str = "") -> tuple[pygame.Rect, list[str]]:
        """The caption's box (px) and its wrapped lines: :data:`CAPTION_W` wide, or narrower (and
        taller: :data:`NARROW_W`) or wider (and shorter: :data:`WIDE_W`) where that keeps clear
        of more of what it must, or covers less of the rest (by :data:`NARROW_COST`,
        :data:`WIDE_COST` at least); where none of these keeps clear of all it must, also
        :data:`WIDEST_W` wide (by :data:`WIDEST_COST`). All widths grow with the text size in use,
        and never leave the buttons ``names`` (their row) less room than they need. The title
        ``head`` wraps over as many lines as it needs (:func:`title_lines`): never cut."""
        best: Optional[tuple[tuple[int, float], pygame.Rect, list[str]]] = None
        step = font(TEXT_SIZE).get_linesize()
        grow = text_grow()
        least = _buttons_width(names) + 2 * PAD
        costs = {CAPTION_W: 0, NARROW_W: NARROW_COST, WIDE_W: WIDE_COST, WIDEST_W: WIDEST_COST}
        for base, extra in costs.items():
            if base == WIDEST_W and best is not None and best[0][0] == 0:
                break            # (tried only when none of the others keeps clear of all it must)
            width = min(max(round(base * grow), least), max(least, self.size[0] - 16))
            lines = wrap_text(words, TEXT_SIZE, width - 2 * PAD)
            heads = len(title_lines(head, width, self.counter_words()))
            height = PAD + heads * _title_h() + 8 + len(lines) * step + 10 + _button_h() + PAD
            (hard, soft), box = self._search(anchor, width, height)
            cost = (hard, soft + extra)
            if best is None or cost < best[0]:
                best = (cost, box, lines)
        assert best is not None
        return best[1], best[2]

    def spots(self, frame_only: bool = False) -> tuple[Optional[pygame.Rect], Optional[pygame.Rect]]:
        """(caption box, framed place) px, as the next :meth:`draw` with ``frame_only`` places
        them (None for what it will not draw): what another layer drawn before it (the recap)
        keeps off, this frame's and not the last one's."""
        if not self.visible:
            return None, None
        head, words, at, names = self.content()
        anchor = self.places().get(at) if at else None
        if frame_only:
            return None, anchor
        return self.fit(anchor, words, names, head)[0], anchor

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, frame_only: bool = False) -> None:
        """The frame round the place and the caption with its buttons (nothing when hidden);
        ``frame_only`` (something is held): the frame alone, so the caption never lies over the
        held piece and its words."""
        self.buttons = []
        self.box = self.anchor = None
        if not self.visible:
            return
        head, words, at, names = self.content()
        anchor = self.places().get(at) if at else None
        if frame_only:
            if anchor is not None:
                pygame.draw.rect(surface, FRAME, anchor.inflate(8, 8), 4, border_radius=8)
            return
        box, lines = self.fit(anchor, words, names, head)
        step = font(TEXT_SIZE).get_linesize()
        self.box, self.anchor = box, anchor
        if anchor is not None:
            pygame.draw.rect(surface, FRAME, anchor.inflate(8, 8), 4, border_radius=8)
            _pointer(surface, box, anchor)
        draw_panel(surface, box, PAPER, border=FRAME, radius=10)
        counter = self.counter_words()
        if counter:   # "3 / 21" at the top right
            draw_text(surface, counter, (box.right - PAD, box.y + PAD), size=14, color=(110, 90, 60),
                      anchor="topright")
        y = box.y + PAD - 2
        for line in title_lines(head, box.w, counter):
            draw_text(surface, line, (box.x + PAD, y), size=TITLE_SIZE, bold=True, color=INK)
            y += _title_h()
        y += 2 + 8
        for line in lines:
            draw_text(surface, line, (box.x + PAD, y), size=TEXT_SIZE, color=INK)
            y += step
        x = box.right - PAD
        for name in reversed(names):   # the main button on the right
            width = font(15, True).size(name)[0] + 24
            rect = pygame.Rect(x - width, box.bottom - PAD - _button_h(), width, _button_h())
            main = name in (NEXT, PLAY_ON)
            pygame.draw.rect(surface, (70, 130, 70) if main else (236, 226, 200), rect, border_radius=7)
            pygame.draw.rect(surface, INK, rect, 1, border_radius=7)
            draw_text(surface, name, rect.center, size=15, bold=True, anchor="center",
                      color=(255, 255, 255) if main else INK)
            self.buttons.append((rect, name))
            x = rect.x - 8

    # -- clicks -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """A press on a button does it; a press on the caption does nothing else (True: the event
        was used). Enter is Next (or Play on)."""
        if not self.visible:
            return False
        if event.type == pygame.KEYDOWN and getattr(event, "key", None) in (pygame.K_RETURN, pygame.K_KP_ENTER):
            names = self.content()[3]
            for name in (NEXT, PLAY_ON):
                if name in names:
                    self.press(name)
                    return True
            return False
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 1) != 1:
            return False   # (a release on the caption is the table's: a card dropped there still lands)
        pos = getattr(event, "pos", None)
        if pos is None:
            return False
        for rect, name in self.buttons:
            if rect.collidepoint(pos):
                self.press(name)
                return True
        return self.box is not None and self.box.collidepoint(pos)

    def press(self, name: str) -> None:
        """Do button ``name`` (Next, Skip step, Skip tutorial, Play on)."""
        runner = self.runner
        if name == NEXT:
            runner.next()
        elif name == SKIP_STEP:
            runner.skip_step()
        elif name == SKIP_ALL:
            runner.skip_all()
        elif name == PLAY_ON:
            runner.progress["end_seen"] = True
        if self.on_button is not None:
            self.on_button(name)


def text_grow() -> float:
    """How much larger than at 100 % the caption's words are drawn at the text size in use (1 at least)."""
    return max(1.0, text_px(TEXT_SIZE) / TEXT_SIZE)


def title_lines(head: str, width: int, counter: str = "") -> list[str]:
    """The caption title ``head`` in lines of :data:`TITLE_SIZE` bold (at the text size in use) that
    fit a caption ``width`` px wide beside its step ``counter`` ("3 / 21", 14 px, at the top right):
    wrapped at word boundaries, never cut nor made smaller (issue 15: at 150 % "Stop and grab the
    Cousin Meeple" is two lines)."""
    room = width - 2 * PAD - (_width(counter, 14) + 8 if counter else 0)
    return wrap_text(head, TITLE_SIZE, max(1, room), bold=True) or [""]


def _width(words: str, size: int, bold: bool = False) -> int:
    """How wide (px) ``words`` are drawn at ``size`` (the text size in use)."""
    return font(size, bold).size(words)[0]


def _title_h() -> int:
    """The caption title's line (px) at the text size in use (:data:`TITLE_SIZE` at 100 %)."""
    return max(TITLE_SIZE, font(TITLE_SIZE, True).get_linesize())


def _button_h() -> int:
    """A caption button's height (px): :data:`BUTTON_H`, taller when its 15 px words are drawn larger."""
    return max(BUTTON_H, font(15, True).get_linesize() + 8)


def _buttons_width(names: Sequence[str]) -> int:
    """The width (px) of the row of caption buttons ``names`` (8 px between them)."""
    return sum(font(15, True).size(name)[0] + 24 for name in names) + 8 * max(0, len(names) - 1)


def _leaves(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Of ``rects``, each one once and none that holds another (a board, not also its parts)."""
    unique = list({tuple(r): r for r in rects}.values())
    return [r for r in unique if not any(o is not r and r.contains(o) for o in unique)]


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.w * clip.h


def _pointer(surface: pygame.Surface, box: pygame.Rect, anchor: pygame.Rect) -> None:
    """A small wedge from the caption towards the place it talks about."""
    target = anchor.inflate(8, 8)
    if box.bottom <= target.top:
        base, tip = box.bottom, (max(target.left + 12, min(box.centerx, target.right - 12)), target.top)
        points = [(tip[0] - 12, base - 2), (tip[0] + 12, base - 2), tip]
    elif box.top >= target.bottom:
        tip = (max(target.left + 12, min(box.centerx, target.right - 12)), target.bottom)
        points = [(tip[0] - 12, box.top + 2), (tip[0] + 12, box.top + 2), tip]
    elif box.left >= target.right:
        tip = (target.right, max(target.top + 12, min(box.centery, target.bottom - 12)))
        points = [(box.left + 2, tip[1] - 12), (box.left + 2, tip[1] + 12), tip]
    elif box.right <= target.left:
        tip = (target.left, max(target.top + 12, min(box.centery, target.bottom - 12)))
        points = [(box.right - 2, tip[1] - 12), (box.right - 2, tip[1] + 12), tip]
    else:
        return
    (x1, y1), (x2, y2), tip = points
    base = ((x1 + x2) / 2, (y1 + y2) / 2)
    length = abs(tip[0] - base[0]) + abs(tip[1] - base[1])
    if length > 2 * GAP:   # farther out: a thin line ending in a small head, over little of the table
        ux, uy = (tip[0] - base[0]) / length, (tip[1] - base[1]) / length
        neck = (tip[0] - ux * 14, tip[1] - uy * 14)
        pygame.draw.line(surface, FRAME, base, neck, 4)
        points = [(neck[0] - uy * 9, neck[1] + ux * 9), (neck[0] + uy * 9, neck[1] - ux * 9), tip]
    pygame.draw.polygon(surface, FRAME, points)
