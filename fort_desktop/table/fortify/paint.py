"""Drawing one frame of the Fortify table from the viewer's view (never the full state).

A frame is mostly one blit of the composite of cached parts (:mod:`..kit.layers`): the static
background, each play area (painted again only when the game state changes), the supply, the log,
the banner and each player's panel (painted again when what they show changes). What moves is
drawn on top: tumbling dice, lit targets, the held thing and its ghost, animations, the toast.
Units: logical pixels; times in seconds of scene time.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable, Optional

import pygame

from ...rules.fortify.state import BUILD, JERK, MEDIC, OVER, RECRUIT, THROW, FortifyState
from ..kit.hud import (TOAST_INFO, TOAST_RED, draw_banner, draw_hints, draw_label, draw_log, draw_results, place_toast,
                       draw_toast, label_rect, results_fit)
from ..widgets import GOLD
from ..kit.layers import LayerCache, text_width
from ..kit.palette import draw_lit_outline
from .draw import ILLEGAL, LEGAL, TableDrawer
from .flow import RACED, RaceFlow
from .focus import Focus
from .held import DiceDrops, Drawn, HandTurns, HeldDie, Pointer
from .moments import BigMoment, FreshRooms, RaceTimes, RoundResults
from .hud import (DIE_PX, ZoneLook, draw_area_tag, draw_inset_hint, draw_meeple, draw_tray_dice, draw_zone,
                  draw_status, hand_top_rect)
from .words import PHASE_WORDS

#: Radius (pixels) of the dot in the middle of each spot a held Kid may lie on.
KID_SPOT_PX = 5

HINTS = {
    BUILD: "Drag the revealed card onto your side - wheel, right click or R turns it - Esc cancels",
    RECRUIT: "Drag the top Kid of a pile into a lit room of your fort - R turns a Thrower - Esc cancels",
    THROW: "Fling the dice in your tray or click Roll; drag each die onto a lit target - Esc cancels",
    JERK: "Roll the Jerk Die, then drag it onto a lit target",
    MEDIC: "Click one of your face-down Kids (lit green) to flip it face up",
}
HINTS_ALWAYS = "Hover: see it big - F1: how to play - L: log - H: hints - Esc: menu - M: sound"
#: the parts of a hint line (between " - ") left out first when it is too wide for the hint bar
#: (large text): the keys one learns once, then the rest from the end; the first part stays
HINTS_LEAST_NEEDED = ("M: sound", "Esc: menu", "H: hints", "L: log", "Hover: see it big", "Esc cancels",
                      "F1: how to play")


def fitted_hint(text: str, width: int, size: int = 15) -> str:
    """``text`` (parts joined by " - ") without its least needed parts (:data:`HINTS_LEAST_NEEDED`,
    then the others from the end; never the first) until it is at most ``width`` px wide at
    ``size`` px: the hint line is never cut in the middle of a word."""
    parts = text.split(" - ")
    order = [p for p in HINTS_LEAST_NEEDED if p in parts[1:]]
    order += [p for p in reversed(parts[1:]) if p not in order]
    while len(parts) > 1 and text_width(" - ".join(parts), size) > width:
        parts.remove(order.pop(0))
    return " - ".join(parts)


#: A message on the table: (words, where (px) or None for the default spot, "info" or "refusal").
Toast = tuple[str, Optional[tuple[int, int]], str]


def area_key(view: FortifyState, seat: int) -> tuple:
    """What ``seat``'s play area shows (its cached part is painted again only when this changes):
    the cards and Kids lying there, the Base hits, and whether Mom is calling (Kids then all work)."""
    player = view.players[seat]
    return (tuple((c, p.x, p.y, p.rot) for c, p in player.cards.items()),
            tuple((k, p.x, p.y, p.rot, p.face_up) for k, p in player.kids.items()),
            player.hits, bool(view.moms_calling))


def supply_key(view: FortifyState) -> tuple:
    """What the supply shows (its cached part is painted again only when this changes): how many
    cards the deck and the discard hold and the discard's top card, each Kid pile's size and top Kid."""
    return (len(view.deck), len(view.discard), view.discard[-1] if view.discard else None,
            tuple((name, len(pile), pile[0] if pile else None) for name, pile in sorted(view.kid_piles.items())))


class FortifyPainter:
    """Draws one frame of the Fortify table from the viewer's view (``draw(surface, view)``), never
    from the full state, so hidden cards cannot leak.

    Reads ``rules``, ``art``, ``pieces``, ``drawer``, ``layers()`` (the cached picture, made anew
    when the focus changes), ``focus``, ``flow``, ``words``, ``trays``, the shown holders
    (``moment``, ``results``, ``rooms``, ``race_times``), what a hand does (``hands``, ``held``,
    ``pointer``, ``drag``, ``ghosts``: the input's ghosts), ``buttons`` / ``next_button``,
    ``anims``, ``hover``, ``toast()`` (the message on show, or None), ``dice_points(view)``
    (where placed dice lie), ``rooms_at(ghost)``, ``suggested_spot()``, ``legal_now(seat)``,
    ``name(seat)``, ``is_computer(seat)``, ``view()``, ``now()``, ``version()``, ``fast()``;
    notes in ``drawn`` where it drew what can be picked up, prunes ``rooms`` and clears ``drops``
    when no die lies on a target.
    """

    def __init__(self, *, rules: Any, art: Any, pieces: Any, drawer: TableDrawer, layers: Callable[[], LayerCache],
                 focus: Focus, flow: RaceFlow, words: Any, trays: dict[int, Any], moment: BigMoment,
                 results: RoundResults, rooms: FreshRooms, race_times: RaceTimes, hands: HandTurns, held: HeldDie,
                 pointer: Pointer, drag: Any, ghosts: Any, buttons: dict, next_button: Any, anims: Any, hover: Any,
                 drawn: Drawn, drops: DiceDrops, toast: Callable[[], Optional[Toast]],
                 dice_points: Callable[[Any], dict], rooms_at: Callable[[Any], Any],
                 suggested_spot: Callable[[], Optional[tuple]], legal_now: Callable[[int], list[dict]],
                 name: Callable[[int], str], is_computer: Callable[[int], bool], view: Callable[[], Any],
                 now: Callable[[], float], version: Callable[[], int], fast: Callable[[], bool],
                 banner: Callable[[], Optional[pygame.Rect]] = lambda: None):
        self.rules = rules
        #: where the kit's big moment banner on show lies (px), or None: the message keeps off it
        self.banner = banner
        #: the line of controls along the bottom is drawn (the scene's ``controls_hinted``)
        self.controls_hinted = True
        self.art = art
        self.pieces = pieces
        self.drawer = drawer
        self.layers = layers
        self.focus = focus
        self.flow = flow
        self.words = words
        self.trays = trays
        self.moment = moment
        self.results = results
        self.rooms = rooms
        self.race_times = race_times
        self.hands = hands
        self.held = held
        self.pointer = pointer
        self.drag = drag
        self.ghosts = ghosts
        self.buttons = buttons
        self.next_button = next_button
        self.anims = anims
        self.hover = hover
        self.drawn = drawn
        self.drops = drops
        self.toast = toast
        self.dice_points = dice_points
        self.rooms_at = rooms_at
        self.suggested_spot = suggested_spot
        self.legal_now = legal_now
        self.name = name
        self.is_computer = is_computer
        self.view = view
        self.now = now
        self.version = version
        self.fast = fast
        self._ghosts: dict[tuple[int, int], tuple[pygame.Surface, pygame.Surface]] = {}
        self._shadows: dict[tuple[int, int], pygame.Surface] = {}
        #: the labels and the message on the table this frame (px): each label drawn clear of them
        self._labels: list[pygame.Rect] = []
        self._toast_at = pygame.Rect(0, 0, 0, 0)                # where the message on show lies (px)
        self._inset_tag: Optional[pygame.Rect] = None           # where the inset's tag was drawn (px)
        #: where the last frame's message was drawn (px), or None
        self.toast_drawn: Optional[pygame.Rect] = None
        self._looks: Optional[dict[int, ZoneLook]] = None     # the panels of the last full frame
        self._bands_painted = 0                                # status bands painted alone so far

    def draw(self, surface: pygame.Surface, view: FortifyState) -> None:
        """One frame from ``view`` (what the viewer may see): the cached parts in one blit, then what
        moves or follows the pointer."""
        now, version, focus = self.now(), self.version(), self.focus.seat
        viewer = self.flow.viewer()
        lay, layers, drawer = self.focus.layout, self.layers(), self.drawer
        for seat in (0, 1):
            layers.part(f"area{seat}", (area_key(view, seat), focus), lay.area[seat],
                        lambda target, s=seat: drawer.draw_area(target, view, s))
        hidden = tuple(self._hidden_pile())
        self.drawn.lay_piles(drawer.supply_rects(view))
        layers.part("supply", (supply_key(view), viewer, hidden, focus), lay.supply,
                    lambda target: drawer.draw_supply(target, view, hidden))
        looks = {seat: self._zone_look(view, seat, viewer) for seat in (0, 1)}
        for seat, look in looks.items():
            self._zone_part(seat, look)
        self._looks = dict(looks)
        lines = tuple(self.words.log_lines(viewer))
        layers.part("log", lines, lay.log, lambda target: draw_log(target, lay.log, list(lines)))
        words = (self.words.banner(), self.round_words(view))
        layers.part("banner", words, lay.banner, lambda target: draw_banner(target, lay.banner, *words))
        hint = fitted_hint(self._hint(), lay.hints.w - 4)
        layers.part("hints", hint, lay.hints, lambda target: draw_hints(target, lay.hints, hint))
        drag = self.drag.drag          # a held die's lit targets: kept with the cached parts
        lights = (drawer.target_lights(view, self.held.targets, now)
                  if drag is not None and drag.payload[0] == "die" else [])
        layers.show(surface, lights)
        race_times = self.race_times.shown(now)
        for seat in (0, 1):
            drawer.draw_fresh_rooms(surface, seat, self.rooms.pulsing(seat, now), now)
            if not race_times:    # the race times take the fence
                draw_area_tag(surface, lay, seat, self._area_tag(seat), self._active(seat))
        self._inset_tag = None
        if self.moment.showing is None and self.controls_hinted:   # (onlookers have no click to learn)
            self._inset_tag = draw_inset_hint(surface, lay, 1 - focus)
        if not view.dice_placed:
            self.drops.clear()
        drawer.draw_placed_dice(surface, view, view.dice_placed, self.dice_points(view))
        self._labels = self._fixed_labels(surface.get_rect(), view, race_times, viewer, focus)
        self._draw_held_lights(surface, view)
        self._draw_suggestion(surface, view)
        for seat in (0, 1):
            self._draw_tray(surface, seat, looks[seat])
        self._draw_meeples(surface, view)
        self._draw_results(surface)
        for button in self.buttons.values():
            button.draw(surface)
        self.anims.draw(surface, now)
        self._draw_drag(surface)
        if self.drag.active or self.moment.showing is not None:    # nothing pops up over a big moment
            self.hover.forget()
        else:
            self.hover.draw(surface, self.pointer.at, now, version)
        for line, pos in self._race_lines(race_times):
            draw_label(surface, line, pos, GOLD, anchor="center", max_width=lay.fence.w - 8)
        toast = self.toast()
        self.toast_drawn = None
        if toast is not None:
            text, at, style = toast
            colour = TOAST_INFO if style == "info" else TOAST_RED
            width = self._toast_spot(view, at, viewer, focus)[1]
            self.toast_drawn = draw_toast(surface, text, self._toast_at.center, colour=colour, width=width,
                                          bounds=self._label_bounds())

    def _race_lines(self, race_times: bool) -> list[tuple[str, tuple[int, int]]]:
        """The race times on the fence: (line, its centre px), one line on it or two around it."""
        if not race_times:
            return []
        lines = self.race_times.text.split("\n")
        lay = self.focus.layout
        fx, fy = lay.fence_centre
        joined = " - ".join(lines)        # one line on the fence when it fits: none over the Base below it
        pill = label_rect(joined, (fx, fy), "center", 10 ** 4)[0]
        if len(lines) > 1 and pill.w <= lay.fence.w - 8:
            # a pill taller than the fence stands out on the inset's side, off the fort in focus
            above = lay.area[self.focus.seat].centery < lay.fence.centery
            y = max(fy, lay.fence.top + (pill.h + 1) // 2) if above else min(fy, lay.fence.bottom - (pill.h + 1) // 2)
            return [(joined, (fx, y))]
        # 26 px apart, or as far as their pills are tall (larger text)
        step = max([26] + [label_rect(line, (fx, fy), "center", lay.fence.w - 8)[0].h + 2 for line in lines])
        middle = (len(lines) - 1) / 2
        if step > 26 and len(lines) > 1:
            # taller pills (larger text) would cover the inset's side (the supply's words): they
            # all stand on the side of the play area in focus, the nearest one over the fence
            middle = len(lines) - 1 if self.focus.seat == 1 else 0
        return [(line, (fx, round(fy + (i - middle) * step))) for i, line in enumerate(lines)]

    def _toast_spot(self, view: FortifyState, at: Optional[tuple[int, int]], viewer: Optional[int],
                    focus: int) -> tuple[tuple[int, int], int]:
        """Where the message on show is centred (px) and how wide it may be."""
        lay = self.focus.layout
        narrow = at is None and view.phase == RECRUIT     # over the inset: its width
        return at or self._toast_home(viewer), lay.area[1 - focus].w if narrow else 600

    def _fixed_labels(self, screen: pygame.Rect, view: FortifyState, race_times: bool, viewer: Optional[int],
                      focus: int) -> list[pygame.Rect]:
        """The labels of this frame that stay where they are (px): the race times on the fence and
        the message on show (clear of them: :attr:`_toast_at`), and the thing held; every other
        label (a ghost's reason, a held die's, "press R") is drawn clear of these, of the ghost
        and of each other (the kit's ``taken``), so no two labels overlap."""
        lay = self.focus.layout
        taken = [label_rect(line, pos, "center", lay.fence.w - 8, screen)[0]
                 for line, pos in self._race_lines(race_times)]
        held = self.drag.drag
        if held is not None:     # nor over the thing held
            taken.append(pygame.Rect(held.rect))
        toast = self.toast()
        self._toast_at = pygame.Rect(0, 0, 0, 0)
        if toast is not None:
            centre, width = self._toast_spot(view, toast[1], viewer, focus)
            self._toast_at = place_toast(toast[0], centre, width, self._label_bounds(),
                                         self._toast_keeps_clear(view, focus, taken))
            taken.append(self._toast_at)
        return taken

    def _toast_keeps_clear(self, view: FortifyState, focus: int, taken: list[pygame.Rect]) -> list[pygame.Rect]:
        """What the message on show never covers while a spot allows it (px): the labels of the
        frame (``taken``), the supply's names and counts and its piles, the fence with its tags,
        the inset's tag, the pieces of the fort in focus with 2 cells round them (where a card or
        a die goes next) and a big moment's banner on show (drawn over the message, it would hide it)."""
        lay = self.focus.layout
        keep = list(taken) + lay.supply_word_rects() + list(self.drawn.piles.values()) + [pygame.Rect(lay.fence)]
        if self._inset_tag is not None:
            keep.append(self._inset_tag)
        banner = self.banner()
        if banner is not None:
            keep.append(pygame.Rect(banner))
        margin = 4 * self.focus.layout.cells[focus]     # 2 cells each side: where the next drop goes
        return keep + [r.inflate(margin, margin) for r in self._fort_rects(view, focus)]

    def _fort_rects(self, view: FortifyState, seat: int) -> list[pygame.Rect]:
        """The Base, Fort Cards and Kids in ``seat``'s play area (px), one rect each."""
        lay, data = self.focus.layout, self.rules.data
        (bx, by), rows = data.base_origin, data.base_rows
        rects = [lay.cell_rect(seat, bx, by, len(rows[0]), len(rows))]
        player = view.players[seat]
        for _, face, x, y in player.grid.cards().values():
            rects.append(lay.cell_rect(seat, x, y, face.width, face.height))
        for placement in player.kids.values():
            rects.append(lay.cell_rect(seat, *self.rules.kid_rect(placement)))
        return rects

    def _zone_part(self, seat: int, look: ZoneLook) -> None:
        """``seat``'s panel in the cached picture, painted again when what it shows changed."""
        lay = self.focus.layout
        self.layers().part(f"zone{seat}", (look, self._bands_painted), lay.zone[seat].rect,
                           lambda target: draw_zone(target, lay, self.pieces, seat, look))

    def repaint_clocks(self, surface: pygame.Surface, view: FortifyState) -> Optional[list[pygame.Rect]]:
        """A frame in which only the race clocks may have moved since the last full frame: each
        panel whose status line reads a new time is painted again in the cached picture and only
        its status band (:func:`~.hud.status_rect`) is copied onto ``surface``. Returns those bands
        (px; [] when no time shown changed), or None when anything else in a panel changed (the
        scene then draws a full frame)."""
        if self._looks is None:
            return None
        viewer = self.flow.viewer()
        looks = {seat: self._zone_look(view, seat, viewer) for seat in (0, 1)}
        changed = [seat for seat in (0, 1) if looks[seat] != self._looks.get(seat)]
        if any(dataclasses.replace(looks[seat], status=self._looks[seat].status) != self._looks[seat]
               for seat in changed):
            return None
        rects = []
        layers = self.layers()
        for seat in changed:
            # the band alone is painted into the cached picture; the count in the panels' keys
            # has the next full frame paint them whole again, so no cached key names old words
            self._looks[seat] = looks[seat]
            self._bands_painted += 1
            rect = draw_status(layers.composite, self.focus.layout, seat, looks[seat])
            surface.blit(layers.composite, rect, rect)
            rects.append(rect)
        return rects

    def _draw_results(self, surface: pygame.Surface) -> None:
        """After a clean-up: what happened, held until a person clicks "Next round"."""
        if not self.results.showing or self.moment.showing is not None:
            self.drawn.lay_results(None)
            return
        results = self.results.last
        lines = [(text, at) for text, at in results["lines"] if not text.startswith("Dice revealed")]
        shown = [text for text, at in lines if at <= self.now()]
        title = f"Round {results['round']} results"
        footer = ""        # the column is narrow: the banner and the hint bar say how to go on
        if lines and not shown:
            shown = ["..."]      # the first step is still to come (it shows in a moment)
        lay = self.focus.layout
        # every line whole (issue 14: at 150 % rows ended in "..."): the panel grows leftwards over
        # the supply, its size fitted to all the lines to come (it does not grow as they come)
        rect, size = results_fit(lay.results, lay.results_button, [text for text, _ in lines], lay.supply.x)
        self.drawn.lay_results(rect)
        draw_results(surface, rect, lay.results_button, title, shown, footer, size)
        self.next_button.draw(surface)

    # ------------------------------------------------------------------ words on the table
    def round_words(self, view: FortifyState) -> str:
        """The right end of the banner: "Round 2 - Part I: Build"; while a round's results show,
        that round's clean-up (never the next round's number over the last round's results)."""
        if self.results.showing and self.results.last:
            return f"Round {self.results.last['round']} - Clean-up"
        return f"Round {view.round} - {PHASE_WORDS.get(view.phase, '')}"

    def _active(self, seat: int) -> bool:
        """``seat`` is the one to act now (its panel and area are framed gold)."""
        state = self.view()
        if state.phase == OVER or self.flow.pending:
            return False
        if self.flow.hot_seat and state.phase in RACED:
            return seat == self.flow.half
        return seat in self.rules.acting_seats(state)

    def _area_tag(self, seat: int) -> str:
        colour = self.rules.data.seat_dice_colours[seat]
        return f"{self.name(seat)}'s fort - {colour} dice"

    def _hint(self) -> str:
        if not self.controls_hinted:
            return ""
        if self.moment.showing is not None:
            return "Click anywhere or press Space to go on - " + HINTS_ALWAYS
        if self.results.await_click:
            return f"Click {self.next_button.label} or press Space to go on - " + HINTS_ALWAYS
        if self.flow.pending:
            return "Click anywhere or press Space to go on - " + HINTS_ALWAYS
        if self.flow.mouse_seat() is None:
            return HINTS_ALWAYS
        return HINTS.get(self.view().phase, "") + " - " + HINTS_ALWAYS

    def _toast_home(self, viewer: Optional[int]) -> tuple[int, int]:
        """Where a message shows by default (px): over the supply beside the inset, so it never
        covers the fort in focus, the hand, the tray or the buttons the player needs next; while
        recruiting (the piles are needed) over the inset, narrowed to it."""
        lay = self.focus.layout
        if self.view().phase == RECRUIT:
            return lay.area[1 - self.focus.seat].center
        return lay.supply.center

    # ------------------------------------------------------------------ pieces
    def _hidden_pile(self) -> list[str]:
        drag = self.drag.drag
        hidden = [drag.payload[2]] if drag is not None and drag.payload[0] == "kid" else []
        hidden += [r.payload[2] for r in self.drag.returning if r.payload[0] == "kid"]
        return hidden

    def _draw_held_lights(self, surface: pygame.Surface, view: FortifyState) -> None:
        """Light what is legal now: the targets of a held die, the rooms a held Kid fits; with nothing
        held, the Kid piles one may recruit from and the face-down Kids a Medic may flip."""
        drag = self.drag.drag
        if drag is None:
            self._draw_choice_lights(surface, view)
            return
        if drag.payload[0] == "kid":       # (a held die's targets are lit under the pieces: draw)
            seat, kind = drag.payload[1], drag.payload[2]
            for room in view.players[seat].grid.enclosures():
                if room.clear and kind in room.fits:
                    self.drawer.light_cells(surface, seat, room.free, (120, 255, 140, 70))
            self._draw_kid_spots(surface, drag)

    def _draw_kid_spots(self, surface: pygame.Surface, drag: Any) -> None:
        """Mark the middle of every spot where the held Kid may lie as it is turned now (a dot: spots
        overlap, outlines would make a mesh); when it fits only turned the other way, say so by the
        Kid (rulebook "Recruit Kids": a Kid lies inside a Clear room, on its free squares)."""
        _, seat, kind, base_rot = drag.payload
        rot = (base_rot + drag.turns) % 2
        spots = self.ghosts.kid_spots(seat, kind)
        lay = self.focus.layout
        shown = self.ghosts.kid_spots(seat, kind, rot)
        for x, y, r in shown:
            w, h = self.rules.kid_size(kind, r)
            centre = lay.cell_rect(seat, x, y, w, h).center
            pygame.draw.circle(surface, (30, 40, 30), centre, KID_SPOT_PX + 2)
            pygame.draw.circle(surface, LEGAL, centre, KID_SPOT_PX)
        if spots and not shown:
            draw_label(surface, "press R to turn it: it fits only the other way",
                       (drag.rect.centerx, drag.rect.bottom + 6), GOLD, anchor="midtop", bounds=self._label_bounds(),
                       taken=self._labels)

    def _draw_suggestion(self, surface: pygame.Surface, view: FortifyState) -> None:
        """Beginner help: a dashed gold frame where the revealed card would close the most room."""
        spot = self.suggested_spot()
        if spot is None or self.drag.active:
            return
        seat, (x, y, rot, rooms) = spot
        card = view.players[seat].hand[0]
        face = self.rules.card_face(card, rot)
        rect = self.focus.layout.cell_rect(seat, x, y, face.width, face.height)
        # the card itself, faint and turned as it must lie, so the way to turn it shows too
        image = self.pieces.card(card, rot + self.focus.layout.screen_turns(seat), self.focus.layout.cells[seat])
        surface.blit(self._see_through(image, 70), rect)
        held = self.hands.rot[seat]
        # the fewest presses of R that make the card lie like this: a card that looks the same
        # turned half round (a new user was told "press R 2 times" and saw nothing change) needs none
        turns = next(t for t in range(4) if self.rules.card_face(card, held + t) == face)
        if turns:
            draw_label(surface, f"press R {turns} time{'s' if turns > 1 else ''} to turn it like this",
                       (rect.centerx, rect.bottom + 6), GOLD, anchor="midtop", bounds=self._label_bounds(),
                       taken=self._labels)
        for i in range(0, rect.w, 8):
            pygame.draw.line(surface, GOLD, (rect.x + i, rect.y), (rect.x + min(rect.w, i + 4), rect.y), 2)
            pygame.draw.line(surface, GOLD, (rect.x + i, rect.bottom - 1), (rect.x + min(rect.w, i + 4), rect.bottom - 1), 2)
        for i in range(0, rect.h, 8):
            pygame.draw.line(surface, GOLD, (rect.x, rect.y + i), (rect.x, rect.y + min(rect.h, i + 4)), 2)
            pygame.draw.line(surface, GOLD, (rect.right - 1, rect.y + i), (rect.right - 1, rect.y + min(rect.h, i + 4)), 2)

    def _draw_choice_lights(self, surface: pygame.Surface, view: FortifyState) -> None:
        seat = self.flow.mouse_seat()
        state = view
        if seat is None or state.phase not in (RECRUIT, MEDIC):
            return
        if state.phase == MEDIC:
            down = [{"kind": "kid", "seat": seat, "id": k.kid_id}
                    for k in state.players[seat].kids.values() if not k.face_up]
            self.drawer.light_targets(surface, state, down, self.now())
            return
        kinds = {a["kind"] for a in self.legal_now(seat) if a["type"] == "recruit"}
        pulse = 3            # steady: a lit pile needs no frames while nobody moves
        for kind in kinds:
            rect = self.drawn.piles.get(kind)
            if rect is not None and kind not in self._hidden_pile():
                draw_lit_outline(surface, LEGAL, rect.inflate(8, 8), pulse, border_radius=5)

    def _draw_meeples(self, surface: pygame.Surface, view: FortifyState) -> None:
        """Free Meeples stand on the fence; a grabbed one stands in its holder's name line."""
        lay, state = self.focus.layout, view
        fx, fy = lay.fence_centre
        for name, holder, on_fence in (("cousin", state.cousin, state.phase == BUILD),
                                       ("jerk", state.jerk, state.phase == THROW)):
            offset = -24 if name == "cousin" else 24
            if on_fence and holder is None:
                draw_meeple(surface, self.art, name, (fx + offset, fy), 30)
            elif holder is not None and state.phase != OVER:
                title = lay.zone[holder].title
                x = title.right - (22 if name == "jerk" else 56)
                draw_meeple(surface, self.art, name, (x, title.centery + 1), 28)

    def _zone_look(self, view: FortifyState, seat: int, viewer: Optional[int]) -> ZoneLook:
        """What ``seat``'s panel shows (the key of its cached part); notes where the hand card lies."""
        lay = self.focus.layout
        player = view.players[seat]
        drag = self.drag.drag
        holding_card = (drag is not None and drag.payload[0] == "card" and drag.payload[1] == seat) or any(
            r.payload[0] == "card" and r.payload[1] == seat for r in self.drag.returning)
        top = player.hand[0] if player.hand else None
        turns = (self.hands.rot[seat] + lay.screen_turns(seat)) % 4
        shown = top is not None and not holding_card
        self.drawn.lay_hand(seat, hand_top_rect(lay, seat, turns) if shown else None)
        hidden = self.flow.hot_seat and view.phase == THROW and viewer is not None and seat != viewer \
            and not all(p.done for p in view.players)
        unrolled: list[str] = []
        note = ""
        if hidden:
            note = "hidden until both players are done"
        elif view.phase == THROW and not player.rolled and player.dice:
            unrolled = list(player.dice)
            note = "fling the dice here, or click Roll" if self.flow.mouse_seat() == seat else ""
        elif view.phase == JERK and view.jerk == seat and view.jerk_face is None and self.moment.showing is None:
            unrolled = ["jerk"]          # (during the Jerk Die's moment it lies in the tray, rolled)
        elif view.phase in (BUILD, RECRUIT):
            note = f"{self.rules.data.seat_dice_colours[seat]} dice for Part II"
        return ZoneLook(self.name(seat), self.words.status(seat, view), self._active(seat), len(player.hand), top,
                        turns, len(player.reserve), holding_card, tuple(unrolled), note, hidden,
                        self.is_computer(seat))

    def _draw_tray(self, surface: pygame.Surface, seat: int, look: ZoneLook) -> None:
        """The thrown dice in ``seat``'s tray, but the one held or sliding home."""
        if look.tray_hidden or self.fast():
            return
        drag = self.drag.drag
        skip = set()
        if drag is not None and drag.payload[0] == "die" and drag.payload[1] == seat:
            skip.add(drag.payload[2])
        skip |= {r.payload[2] for r in self.drag.returning if r.payload[0] == "die" and r.payload[1] == seat}
        draw_tray_dice(surface, self.pieces, self.trays[seat].dice(), skip)

    # ------------------------------------------------------------------ the held thing
    def _draw_drag(self, surface: pygame.Surface) -> None:
        for item in self.drag.returning:
            image = self._held_image(item.payload, item.turns)
            if image is not None:
                surface.blit(image, (round(item.top_left[0]), round(item.top_left[1])))
        drag = self.drag.drag
        if drag is None:
            return
        kind = drag.payload[0]
        image = self._held_image(drag.payload, drag.turns)
        if image is None:
            return
        label = None            # the ghost's words go on top of the held card, never under it
        if kind in ("card", "kid"):
            ghost = self.ghosts.card_ghost(drag) if kind == "card" else self.ghosts.kid_ghost(drag)
            if ghost is not None:
                rooms = self.rooms_at(ghost) if kind == "card" and ghost.problem is None else None
                if rooms is not None and rooms.closes:      # the room it would close, outlined gold
                    surface.blit(*self.drawer.room_image(ghost.seat, rooms.cells, True))
                    self.drawer.light_cells(surface, ghost.seat, rooms.cells, (255, 190, 30, 90))
                surface.blit(self._see_through(image), ghost.rect)
                colour = LEGAL if ghost.problem is None else ILLEGAL
                pygame.draw.rect(surface, colour, ghost.rect.inflate(4, 4), 3, border_radius=3)
                words = "drop here" if ghost.problem is None else ghost.problem
                if rooms is not None and rooms.closes:
                    fits = ", ".join(k.title() for k in rooms.fits)
                    words = f"closes a room: {fits} fit" if fits else "closes a room (no Kid fits it)"
                label = (words, ghost, colour)
                self._labels.append(pygame.Rect(ghost.rect))   # no other label covers the ghost
        elif kind == "die":
            target, problem = self.ghosts.die_target(drag)
            if target is not None:
                rect = self.drawer.target_screen_rect(self.view(), target)
                colour = LEGAL if problem is None else ILLEGAL
                if rect is not None:
                    pygame.draw.rect(surface, colour, rect.inflate(6, 6), 3, border_radius=4)
                draw_label(surface, "drop here" if problem is None else problem,
                           (drag.rect.centerx, drag.rect.y - 8), colour, bounds=self._label_bounds(),
                           taken=self._labels)
        surface.blit(self._shadow(image.get_size()), drag.rect.move(5, 6))
        if kind in ("card", "kid") and self._ghost_under(drag):
            surface.blit(self._see_through(image, 110), drag.rect)   # the ghost shows through the card
        else:
            surface.blit(image, drag.rect)
        if label is not None:
            self._ghost_label(surface, *label)

    def _ghost_under(self, drag: Any) -> bool:
        ghost = self.ghosts.card_ghost(drag) if drag.payload[0] == "card" else self.ghosts.kid_ghost(drag)
        return ghost is not None and bool(ghost.rect.colliderect(drag.rect))

    def _see_through(self, image: pygame.Surface, alpha: int = 150) -> pygame.Surface:
        """``image`` at ``alpha`` (150: the ghost; 110: the held card over its ghost), made once."""
        cached = self._ghosts.get((id(image), alpha))
        if cached is None or cached[0] is not image:
            faded = image.copy()
            faded.set_alpha(alpha)
            cached = self._ghosts[(id(image), alpha)] = (image, faded)
            if len(self._ghosts) > 32:
                self._ghosts.pop(next(iter(self._ghosts)))
        return cached[1]

    def _shadow(self, size: tuple[int, int]) -> pygame.Surface:
        """A soft shadow of ``size`` px under the held thing, made once per size."""
        shadow = self._shadows.get(size)
        if shadow is None:
            shadow = self._shadows[size] = pygame.Surface(size, pygame.SRCALPHA)
            shadow.fill((0, 0, 0, 70))
        return shadow

    def _ghost_label(self, surface: pygame.Surface, words: str, ghost: Any, colour) -> None:
        """The words by a ghost, outside it on the side away from the fence (where the fort is), so they
        never cover the cells the card would close; the other side if there is no room there."""
        area = self.focus.layout.area[ghost.seat]
        below = (ghost.rect.centerx, ghost.rect.bottom + 6)
        above = (ghost.rect.centerx, ghost.rect.y - 6)
        h = 30
        if ghost.seat == 0:     # P1's fort grows down from the fence: the label goes below
            first = ("midtop", below) if below[1] + h <= area.bottom + 40 else ("midbottom", above)
        else:                   # P2's fort is drawn turned and grows up: the label goes above
            first = ("midbottom", above) if above[1] - h >= area.y - 40 else ("midtop", below)
        draw_label(surface, words, first[1], colour, anchor=first[0], bounds=self._label_bounds(),
                   taken=self._labels)

    def _label_bounds(self) -> pygame.Rect:
        """Where captions may go: between the banner and the hint bar, left of the players' panels
        and the log (a long reason never runs over them)."""
        lay = self.focus.layout
        right = min(z.rect.x for z in lay.zone.values()) - 4
        return pygame.Rect(0, lay.banner.bottom, right, lay.hints.top - lay.banner.bottom)

    def _held_image(self, payload: tuple, turns: int) -> Optional[pygame.Surface]:
        kind, seat = payload[0], payload[1]
        c = self.focus.layout.cells[seat]
        if kind == "card":
            rot = (payload[3] + turns) % 4
            return self.pieces.card(payload[2], rot + self.focus.layout.screen_turns(seat), c)
        if kind == "kid":
            pile = self.view().kid_piles[payload[2]]
            if not pile:
                return None
            w, h = self.rules.kid_size(payload[2], (payload[3] + turns) % 2)
            return self.pieces.kid(pile[0], (w * c, h * c), True)
        if kind == "die":
            return self.pieces.die(payload[2], payload[3], DIE_PX)
        return None
