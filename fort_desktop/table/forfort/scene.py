"""The Forfort table scene (issue 9 item 3): forts as 3 x 3 boards around the table, the viewer's
hand fanned below, the game's words in the banner, the log on the right.

What a person does:
- drag a card from your hand onto a lit slot: your own fort to build (or to place a Camp), a rival
  slot for a Ram, Trebuchet or Garrison, a rival keep for a Siege Tower, an invading Army for a
  Garrison; when the drop could mean several things, buttons ask which; an illegal drop is refused
  with the reason in words and the card slides home;
- click a lit slot or keep for a combo, the card taken from the keep, a starting Camp or the
  drawbridge; "End turn" when you do not lower the drawbridge;
- or click any move in the list of moves on the right (every legal action in words; a click on a
  hand card lists that card's moves), so no one is stuck because a drag is hard.
A curtain falls whenever the person who must act changes (the kit's :class:`TurnCurtain`). The
scene paints from ``rules.view(state, viewer)`` only. Coordinates are logical pixels from
``event.pos``; times are seconds.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

import pygame

from ..art import get_art
from ..kit.anim import Animations
from ..kit.dragdrop import DragController
from ..kit.game_table import GameTable
from ..kit.hand import bounds as fan_bounds, card_at, fan
from ..kit.handoff import TurnCurtain
from ..kit.hover import HoverEnlarger
from ..kit.layers import LayerCache, blit_text, text_image
from ..kit.hud import TOAST_INFO, TOAST_RED, draw_banner, draw_log, draw_toast
from ..widgets import Button, draw_text, handle_all, wrap_text
from .layout import BANNER_H, CARD_SIZE, fan_card_size, HAND_MAX_W, HAND_SPREAD_DEG, SCREEN_H, SCREEN_W, SIDE_X, SLOT_PX, Layout
from .moves import card_moves, choice_words, click_moves, target_of
from .panel import MoveList
from .pictures import SLOT_TURNS, Pictures

COLOURS = [(70, 110, 190), (190, 70, 60), (70, 150, 80), (200, 160, 50)]
FELT = (46, 84, 60)
SLOT = (78, 112, 88)
LIT = (250, 220, 90)
INK = (25, 25, 25)
LOG_LINES = 18
#: Under the viewer's fort: the placement rule behind the keep's two arrows (rule text "Construire").
LEGEND = ("White arrows on your keep:", "Walls go on the slots they point to,", "or on one of your Camps.")
LEGEND_LEFT = 24                  # the legend sits this far left of its fort's middle, clear of the hand (px)
DISCARD_CARD = (84, 117)          # a card in an opened discard (px)
HOVER_SIZE = (224, 312)           # a card shown big (px): twice a hand card
FLASH_SECONDS = 1.2
NAME_MAX_W = 96                   # a fort owner's name on its line of figures (px)
INFO_W = 330                      # the widest a fort's line of figures may be (px)
MARCH_SECONDS = 0.5               # one Army step slides this long
BANNER_SECONDS = 2.5              # the "second turn" banner shows this long
PULSE_PX = (34, 42)               # a combo's symbol badge pulses between these sizes (px)
SHEET_SECONDS = 5.0               # the final sheet stays this long when only computers play
SNAP_PX = 48                      # a card let go this close to a lit place snaps onto it
MAX_BUTTONS = 4                   # more ways to play a card on one place are listed on the right instead
CHOICE_FONT = 15
CHOICE_PITCH = 38                 # one choice button and the gap below it (px)
TOAST_AT = (495, 362)             # every message: the middle of the table, between the forts (px)
TOAST_W = 420                     # ... at most this wide, so it covers neither the forts nor the top bar
HOLD_SECONDS = 1.0                # the hand-off curtain waits this long for the last move's animations
ARROW = (255, 255, 255)
TEAM_COLOURS = [(245, 205, 90), (190, 150, 245)]
NO_UNDO = "Forfort has no undo: every move is final (cards are drawn and destroyed at once)"
#: Event kind -> the colour its slots flash (combos gold, destruction red, a marching Army orange).
#: Actions that point at no place, and the words of the button that does them.
FREE_WORDS = {"end_turn": "End turn", "decline_combo": "Skip the combo", "pass": "Pass"}
FLASH = {"combo": (255, 215, 60), "destroy": (230, 60, 50), "army_step": (255, 140, 40)}


class ForfortTable(GameTable):
    """The Forfort table for ``session`` (a GameSession of ``forfort``); ``on_game_over(result)``
    runs once at the end. ``hot_seat`` is accepted for the App's call; the curtain policy follows
    the session's human seats."""

    final_sheet = True          # the final scores in words, on the table, until a click

    def __init__(self, app: Any, session: Any, *, hot_seat: bool = False,
                 on_game_over: Optional[Callable[..., Any]] = None):
        super().__init__(app, session, on_game_over=on_game_over)
        self.hand_off = TurnCurtain(session, self._raise_curtain, hold=self._showing_last_move, hold_seconds=HOLD_SECONDS)
        geo = self.rules.ctx.data
        self.cells = {sid: (s.x, s.y) for sid, s in geo.slots.items()}
        self.keep_cell = geo.keep
        self.drag = DragController(bounds=(0, 0, SCREEN_W, SCREEN_H))
        self.choices: list[Button] = []
        self.pointer = (0, 0)
        self.anims = Animations(self.speed)
        self.hover = HoverEnlarger(self._hover_info, 0.4)
        self.flashes: list[tuple[int, str, tuple[int, int, int], float]] = []
        self.combo_marks: list[tuple[int, str, str, float]] = []   # (fort, slot, symbol, until)
        #: Army steps being shown: (army id, fort, from slot, to slot, start, end) in scene seconds
        self.marches: list[tuple[str, int, str, str, float, float]] = []
        self.march_free_at = 0.0
        self.second_turn: Optional[tuple[str, float]] = None        # (words, until)
        self.browsing: Optional[int] = None          # the seat whose discard is open
        self.info_rects: dict[int, pygame.Rect] = {}
        self._layers: Optional[LayerCache] = None      # made on the first frame
        self._layout: Optional[tuple[Optional[int], Layout]] = None   # (viewer, its layout)
        self._turned: dict[tuple, pygame.Surface] = {}  # hand cards turned as they fan
        self.pictures = Pictures(self.rules, getattr(app, "art", None) or get_art())
        self.end_button = Button(self.layout().end_button, "End turn", self._end_turn, style="primary", font_size=24)
        self.moves = MoveList(self.layout().moves)
        self._moves_key: Any = None
        self._press_at: Optional[tuple[int, int]] = None   # where the held card was picked up (px)
        self._forts_key: Any = None    # what the fort parts were last brought up to date for
        self._fort_seen: dict[int, tuple] = {}   # per fort: what its parts last showed

    # ------------------------------------------------------------------ kit hooks
    def layout(self) -> Layout:
        """The places as the current viewer sees them (the viewer's fort at the bottom)."""
        viewer = self.hand_off.viewer()
        if self._layout is None or self._layout[0] != viewer:
            self._layout = (viewer, Layout(len(self.session.seats), viewer, self.cells, self.keep_cell,
                                                 self.rules.ctx.data.seen_turns[len(self.session.seats)]))
        return self._layout[1]

    def on_action(self, session: Any, action: dict, old: Any) -> None:
        self.choices = []
        self.moves.reset()
        self.message_until = 0.0        # a refusal or notice goes at the next action
        until = self.now + FLASH_SECONDS / self.speed
        self._fly_to_discards(session.state.events)
        self._march(session.state.events)
        for event in session.state.events:
            if event["kind"] == "drawbridge":
                name = self.name(event["seat"])
                self.second_turn = (f"Drawbridge lowered: second turn for {name}", self.now + BANNER_SECONDS / self.speed)
                start = self.info_rects.get(event["seat"])
                if start is not None and not self.fast:
                    # the token travels from its owner's line of figures onto the lit drawbridge Wall
                    goal = self.layout().slot_rect(event["seat"], event["slot"])
                    token = self.pictures.sprite("drawbridge_token", 26)
                    self.anims.slide(token, pygame.Rect(start.right - 30, start.y, 26, 26),
                                     pygame.Rect(goal.right - 20, goal.top - 6, 26, 26), self.now, fade=False)
        for event in session.state.events:
            colour = FLASH.get(event["kind"])
            if colour is None:
                continue
            if event["kind"] == "combo":
                places = [(event["seat"], slot) for slot in event["slots"]]
                for size in range(PULSE_PX[0], PULSE_PX[1] + 1):   # its pulsing badges, made now, not mid-frame
                    self.pictures.sprite(f"symbol_{event['symbol']}", size)
                self.combo_marks = [m for m in self.combo_marks if (m[0], m[1]) not in places]
                self.combo_marks += [(event["seat"], slot, event["symbol"], until) for slot in event["slots"]]
            else:
                places = [(event["fort"], event.get("slot") or event.get("to"))]
            # one flash per place: the newest (a place hit again only flashes again)
            self.flashes = [f for f in self.flashes if (f[0], f[1]) not in places]
            self.flashes += [(seat, slot, colour, until) for seat, slot in places]

    def _march(self, events: list[dict]) -> None:
        """Each Army step slides the token from slot to slot, one step after another
        (``MARCH_SECONDS`` each), oldest Army first as the rules moved them."""
        if self.fast:
            return
        start = max(self.now, self.march_free_at)
        for event in events:
            if event["kind"] != "army_step":
                continue
            end = start + MARCH_SECONDS / self.speed
            self.marches.append((event["army"], event["fort"], event["from"], event["to"], start, end))
            start = end
        self.march_free_at = start

    def marching_ids(self) -> set[str]:
        """Armies whose march is still being shown (drawn sliding, not on their slot)."""
        return {m[0] for m in self.marches}

    def _marching_centre(self, layout: Layout, army_id: str) -> Optional[tuple[float, float]]:
        """Where the marching Army ``army_id`` is drawn now (px): its current step's slide."""
        steps = [m for m in self.marches if m[0] == army_id]
        if not steps:
            return None
        now_step = next((m for m in steps if m[5] > self.now), steps[-1])
        _, fort, a, b, t0, t1 = now_step
        k = min(1.0, max(0.0, (self.now - t0) / max(1e-6, t1 - t0)))
        k = k * k * (3 - 2 * k)        # ease in and out
        pa, pb = layout.slot_rect(fort, a).center, layout.slot_rect(fort, b).center
        return pa[0] + (pb[0] - pa[0]) * k, pa[1] + (pb[1] - pa[1]) * k

    def _fly_to_discards(self, events: list[dict]) -> None:
        """Destroyed cards slide from their slot (or keep) to their owner's figures line, where the
        discard opens."""
        layout = self.layout()
        for event in events:
            if event["kind"] == "destroy":
                start, cards = layout.slot_rect(event["fort"], event["slot"]), event["cards"]
            elif event["kind"] == "keep_destroyed":
                start, cards = layout.keep_rect(event["fort"]), [event["card"]]
            else:
                continue
            goal = self.info_rects.get(event["fort"])
            if goal is None:
                continue
            # the stack flies as one picture: its top card, the covered ones peeking out below
            image = pygame.Surface(start.size, pygame.SRCALPHA)
            inner = image.get_rect().inflate(-6, -6)
            for depth in range(min(len(cards) - 1, 3), 0, -1):
                pygame.draw.rect(image, (200, 192, 175), inner.move(depth * 2, depth * 2), border_radius=5)
            self._paint_card(image, inner, cards[-1], COLOURS[event["fort"] % len(COLOURS)], 0)
            self.anims.slide(_fast(image), start, pygame.Rect(goal.centerx - 20, goal.y - 10, *start.size), self.now,
                             fade=False)

    def on_enter(self) -> None:
        super().on_enter()
        self.hand_off.sync(self.now)

    def on_leave(self) -> None:
        super().on_leave()
        self.drag.cancel("the table was covered")
        self.choices = []

    def set_covered(self, covered: bool) -> None:
        self.hand_off.paused = covered

    def game_over_seconds(self) -> float:
        """People seated: until the sheet is clicked away; computer players on screen: long enough
        to read the sheet; headless: at once."""
        if self.holds_sheet or self.fast:
            return super().game_over_seconds()
        return max(super().game_over_seconds(), SHEET_SECONDS / self.speed)

    def bot_ready(self, seat: int) -> bool:
        """The computer waits while a person browses a discard (what they read stays true)."""
        return self.browsing is None

    def tick(self, dt: float) -> None:
        self.drag.update(dt)
        self.hand_off.sync(self.now)
        self.flashes = [f for f in self.flashes if f[3] > self.now]
        self.combo_marks = [f for f in self.combo_marks if f[3] > self.now]
        self.marches = [m for m in self.marches if m[5] > self.now]
        if self.second_turn and self.second_turn[1] <= self.now:
            self.second_turn = None
        self.anims.update(self.now)
        self.hand_off.sync(self.now)      # again: a curtain waiting for the animations just ended falls now
        self.hover.pointer_at(self.pointer, self.now, self.version)

    def busy_wake(self) -> Optional[float]:
        if (self.drag.active or self.drag.returning or self.flashes or self.anims.busy or self.marches
                or self.second_turn or self.hand_off.holding):
            return 0.0
        return self.hover.due_in(self.now)

    def _raise_curtain(self, seat: int, waiting: Optional[int], note: str, on_ready: Callable[[], None]) -> None:
        self.drag.cancel("a curtain fell")
        self.moves.reset()
        self.choices = []
        self.second_turn = None        # a banner of the turn before the hand-off is stale after it
        self.push_curtain(seat, waiting, note, on_ready)

    # ------------------------------------------------------------------ input
    def mouse_seat(self) -> Optional[int]:
        return self.hand_off.mouse_seat()

    def _hand(self, view: dict) -> list[str]:
        viewer = view["viewer"]
        return list(view["players"][viewer].get("hand", [])) if viewer is not None else []

    def _fan(self, view: dict):
        count = len(self._hand(view))
        return fan(count, self.layout().hand_anchor, fan_card_size(count), spread_deg=HAND_SPREAD_DEG,
                   max_width=HAND_MAX_W)

    def process_event(self, event: pygame.event.Event) -> bool:
        sheet = self.sheet_click(event)
        if sheet is not None:
            return sheet
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.dirty = True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            self.say(NO_UNDO, style="info")
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.hand_off.holding:
            self.hand_off.skip_hold()     # a click skips the last move's animations: the curtain falls
            return True
        if self.choices and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            # while the choice buttons are open a click reaches only them; a click elsewhere closes them
            if handle_all(self.choices, event):
                return True
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.choices = []
                self.dirty = True
            return event.type != pygame.MOUSEMOTION
        if self.drag.cancel_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 2:
            self.hover.toggle_pin(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._browse_click(event.pos):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and (self.choices or self.moves.focus):
            self.choices = []
            self.moves.reset()
            return True
        if self.end_button.visible and self._drawbridge_step() and self.end_button.handle(event):
            return True
        seat = self.mouse_seat()
        if seat is None:
            return False
        view = self.view()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.moves.rect.collidepoint(event.pos):
                self._move_list_click(event.pos)
                return True
            hand = self._hand(view)
            index = card_at(self._fan(view), event.pos)
            if index is not None and view["phase"] == "play":
                w, h = CARD_SIZE
                self._press_at = event.pos
                self.drag.start(hand[index], event.pos, pygame.Rect(event.pos[0] - w // 2, event.pos[1] - h // 2, w, h))
                self._say_if_only_camp(seat, hand[index])
                return True
            if index is not None:
                self.say(self._not_now_words(seat, view), style="info", at=(495, 330))
                return True
            return self._click(seat, view, event.pos)
        if event.type == pygame.MOUSEMOTION and self.drag.active:
            self.drag.move(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.active:
            drag = self.drag.finish(event.pos)
            if drag is not None:
                self._drop(seat, view, drag, event.pos)
            return True
        return False

    def _move_list_click(self, pos: tuple[int, int]) -> None:
        """A click in the list of moves: open a card's moves, page, go back, or make the move."""
        action = self.moves.click(pos)
        self._moves_key = None
        if action is not None:
            reason = self.submit(action)
            if reason:
                self.say(reason, at=(495, 330))

    def _not_now_words(self, seat: int, view: dict) -> str:
        """What to do instead when a person picks up a hand card while no card may be played."""
        phase = view["phase"]
        if phase == "setup":
            return "First place your starting Camp: click a lit slot of your fort (or a move on the right)"
        if phase == "combo":
            return "First resolve the combo: click a lit place (or a move on the right)"
        if phase == "place_revealed":
            return "First build the card from your keep: click a lit slot (or a move on the right)"
        if phase == "drawbridge":
            return "Lower the drawbridge on a lit Wall for a second turn, or click End turn"
        return "No card can be played now"

    def _say_if_only_camp(self, seat: int, card: str) -> None:
        """A held card that can neither be built nor used gets a word on what it can still do."""
        actions = [a for a in self.legal_now(seat) if a.get("card") == card]
        if actions and all(a["type"] in ("camp", "pass") for a in actions):
            kind = "a Camp" if any(a["type"] == "camp" for a in actions) else "passing"
            self.say(f"This card cannot be built or used now: drop it on your fort to discard it for {kind}",
                     style="info", at=(495, 330))

    def _drop(self, seat: int, view: dict, drag: Any, pos: tuple[int, int]) -> None:
        press, self._press_at = self._press_at, None
        if press is not None and abs(press[0] - pos[0]) + abs(press[1] - pos[1]) <= 6:
            # a click on a hand card, not a drag: list its moves on the right
            self.drag.refuse(drag)
            self.moves.reset()
            if any(a.get("card") == drag.payload for a in self.legal_now(seat)):
                self.moves.focus = drag.payload
            self._moves_key = None
            self.say("Its moves are listed on the right: click one, or drag the card onto a lit place",
                     style="info", at=(495, 330))
            return
        moves = card_moves(self.legal_now(seat), view, drag.payload)
        where = self.layout().target_at(pos) or self._snap(moves, drag.centre)
        options = moves.get(where, []) if where else []
        if not options:
            passes = [a for a in self.legal_now(seat) if a["type"] == "pass" and a.get("card") == drag.payload]
            if passes and where is not None:
                options = passes
        if not options:
            self.drag.refuse(drag)
            self.say(self._why_not(seat, drag.payload, where), at=pos)
            return
        if any(a["type"] != "camp" for a in options):
            # a Camp is offered only where nothing else fits: a drop on a free slot builds (or, for a
            # Mason, asks whether to build or rebuild from the discard)
            options = [a for a in options if a["type"] != "camp"]
        if all(a["type"] in ("camp", "pass") for a in options):
            # giving up a card is never done by a slip of the mouse: say why it is no build, and ask
            self.drag.refuse(drag)
            self.say(self._why_not(seat, drag.payload, where), at=pos)
            self._offer(options, pos, confirm=True, where=where)
            return
        self._offer(options, pos, where=where)

    def _snap(self, moves: dict, centre: tuple[float, float]) -> Optional[tuple[int, str]]:
        """The lit place nearest the held card's centre, if within ``SNAP_PX`` (a near miss snaps)."""
        layout = self.layout()
        best, best_d = None, SNAP_PX ** 2
        for seat, slot in moves:
            rect = layout.keep_rect(seat) if slot == "keep" else layout.slot_rect(seat, slot)
            d = (rect.centerx - centre[0]) ** 2 + (rect.centery - centre[1]) ** 2
            if d < best_d:
                best, best_d = (seat, slot), d
        return best

    def _why_not(self, seat: int, card: str, where: Optional[tuple[int, str]]) -> str:
        if where is None:
            return "Drop the card on a lit slot or keep"
        fort, slot = where
        if fort == seat and slot != "keep":
            reason = self.rules.build_problem(self.state, seat, card, slot)
            return f"Cannot build there: {reason}" if reason else "That card cannot go there now"
        if fort == seat and slot == "keep":
            return "That card cannot be used on your own keep: build on a lit slot, or aim at a rival"
        return f"That card cannot be used there: {self.rules.effect_problem(self.state, seat, card, fort, slot)}"

    def _click(self, seat: int, view: dict, pos: tuple[int, int]) -> bool:
        where = self.layout().target_at(pos)
        if where is None:
            return False
        options = click_moves(self.legal_now(seat), view).get(where, [])
        if not options:
            return False
        self._offer(options, pos, where=where)
        return True

    def _offer(self, options: list[dict], pos: tuple[int, int], *, confirm: bool = False,
               where: Optional[tuple[int, str]] = None) -> None:
        """Submit the one action, or ask which: a button each (``confirm``: with Cancel too) beside
        the place ``where`` they are about, never over it, the hand or the moves; more than
        ``MAX_BUTTONS`` different ways are listed in the list of moves on the right instead."""
        viewer = self.hand_off.viewer()
        names = self.names()
        labelled: dict[str, dict] = {}
        for action in options:   # two copies of one card do the same thing: one button
            labelled.setdefault(choice_words(self.rules, self.state, action, viewer, names), action)
        if len(labelled) == 1 and not confirm:
            reason = self.submit(next(iter(labelled.values())))
            if reason:
                self.say(reason, at=pos)
            return
        self.choices = []
        if len(labelled) > MAX_BUTTONS:
            self.moves.reset()
            self.moves.only = list(labelled.values())
            self._moves_key = None
            self.say(f"{len(labelled)} ways to play it there: click one in the list on the right", style="info")
            return
        labels = list(labelled) + (["Cancel"] if confirm else [])
        width = max(_text_px(label, CHOICE_FONT, True) for label in labels) + 24
        height = CHOICE_PITCH * len(labels) - 4
        box = self._choice_box(width, height, where, pos)
        for i, label in enumerate(labels):
            rect = pygame.Rect(box.x, box.y + i * CHOICE_PITCH, box.w, CHOICE_PITCH - 4)
            if label == "Cancel" and confirm and i == len(labels) - 1:
                self.choices.append(Button(rect, label, self._cancel_choice, style="wood", font_size=CHOICE_FONT))
            else:
                self.choices.append(Button(rect, label, (lambda a=labelled[label]: self._choose(a)),
                                           style="light", font_size=CHOICE_FONT))

    def _choice_box(self, width: int, height: int, where: Optional[tuple[int, str]],
                    pos: tuple[int, int]) -> pygame.Rect:
        """Where the choice buttons go (px): beside the place they are about (right, left, below or
        above), clear of that place, the hand and the right panel."""
        layout = self.layout()
        if where is not None:
            target = layout.keep_rect(where[0]) if where[1] == "keep" else layout.slot_rect(*where)
        else:
            target = pygame.Rect(pos[0] - 4, pos[1] - 4, 8, 8)
        hand = fan_bounds(self._fan(self.view()))
        must = [target.inflate(12, 12), hand.inflate(8, 8)]
        forts = [place_box(layout, seat, self.cells) for seat in layout.forts]
        area = pygame.Rect(8, BANNER_H + 6, SIDE_X - 16, SCREEN_H - BANNER_H - 14)
        box = pygame.Rect(0, 0, min(width, area.w), height)
        spots = [("midleft", (target.right + 16, target.centery)), ("midright", (target.left - 16, target.centery)),
                 ("midtop", (target.centerx, target.bottom + 16)), ("midbottom", (target.centerx, target.top - 16)),
                 ("center", TOAST_AT)]
        for avoid in (must + forts, must):      # best clear of every fort; at least of the place and the hand
            for anchor, point in spots:
                setattr(box, anchor, point)
                box.clamp_ip(area)
                if not any(box.colliderect(r) for r in avoid):
                    return box.copy()
        box.topleft = (area.x, area.y)       # nothing beside it is free: the top-left of the table
        return box

    def _showing_last_move(self) -> bool:
        """The last move is still being shown (cards flying, Armies marching, combos flashing):
        the hand-off curtain waits (up to ``HOLD_SECONDS``) so its maker sees it."""
        return bool(self.anims.busy or self.marches or self.flashes or self.combo_marks)

    def name(self, seat: int) -> str:
        """Seat ``seat`` by its player's name on this table ("Ana"; a computer keeps "P3")."""
        names = self.session.names
        return names[seat] if 0 <= seat < len(names) else f"P{seat + 1}"

    def names(self) -> list[str]:
        return [self.name(seat) for seat in range(len(self.session.seats))]

    def _cancel_choice(self) -> None:
        self.choices = []

    def _choose(self, action: dict) -> None:
        self.choices = []
        reason = self.submit(action)
        if reason:
            self.say(reason)

    def _browse_click(self, pos: tuple[int, int]) -> bool:
        """A click on a fort's line of figures opens its discard (public, rule text "Lexique");
        any click closes an open one."""
        if self.browsing is not None:
            self.browsing = None
            return True
        for seat, rect in self.info_rects.items():
            if rect.collidepoint(pos):
                self.browsing = seat
                return True
        return False

    def _hover_info(self, pos: tuple[int, int]):
        """What shows big under ``pos``: a hand card or a slot's visible card (:data:`HoverInfo`)."""
        view = self.view()
        viewer = view["viewer"]
        index = card_at(self._fan(view), pos)
        if index is not None:
            card = self._hand(view)[index]
            return ("hand", card), self._card_image(card, COLOURS[viewer % len(COLOURS)], HOVER_SIZE), self._card_lines(card)
        where = self.layout().target_at(pos)
        if where is None:
            return None
        seat, slot = where
        colour = COLOURS[seat % len(COLOURS)]
        name = self.name(seat)
        if slot == "keep":
            player = view["players"][seat]
            turns = self.layout().forts[seat].turns
            arrows = " and ".join(self.rules.ctx.geo.words(s, turns) for s in player["arrows"]) or "nowhere"
            return (("keep", seat, player["keep_count"], tuple(player["arrows"])), self.pictures.keep(colour, 160),
                    [f"{name}'s keep (Donjon): {player['keep_count']} card(s) left",
                     f"The back of its top card points to the {arrows}: Walls go there, or on a Camp of this fort."])
        stack = view["players"][seat]["fort"][slot]
        if not stack:
            return None
        if "-C" in stack[-1]:
            owner = int(stack[-1].split("-")[0][1:]) - 1        # "P2-C1": a Camp of P2 (maybe in a partner's fort)
            lines = [f"{self.name(owner)}'s Camp (Campement)", "A visible Camp lets its owner build on this slot, whatever the arrows."]
            if len(stack) > 1:
                lines.insert(1, f"covers {len(stack) - 1} inactive card(s)")
            return ("camp", seat, slot, stack[-1]), self.pictures.camp(colour, 160), lines
        lines = self._card_lines(stack[-1])
        if len(stack) > 1:
            lines.insert(1, f"covers {len(stack) - 1} inactive card(s)")
        return ("slot", seat, slot, stack[-1]), self._card_image(stack[-1], COLOURS[seat % len(COLOURS)], HOVER_SIZE), lines

    def _card_lines(self, card: str) -> list[str]:
        """A card's name, then what each of its symbols does (the rules' words)."""
        symbols = self.rules.ctx.data.symbols
        wall = self.rules.wall(card)
        lines = [self.rules.card_words(card)]
        lines += [f"{symbols[s].en} ({symbols[s].fr}): {symbols[s].text}" for s in wall.symbols]
        if wall.drawbridge:
            lines.append("Drawbridge: once built, you may lower it for a second turn.")
        return lines

    def _free_action(self) -> Optional[dict]:
        """The legal action of the mouse's seat that points at no place (end the turn instead of
        lowering the drawbridge, skip an optional combo, pass with an empty hand), or None."""
        seat = self.mouse_seat()
        if seat is None:
            return None
        return next((a for a in self.legal_now(seat) if a["type"] in FREE_WORDS and "card" not in a), None)

    def _drawbridge_step(self) -> bool:
        action = self._free_action()
        if action is not None:
            self.end_button.label = FREE_WORDS[action["type"]]
        return action is not None

    def _end_turn(self) -> None:
        action = self._free_action()
        if action is not None:
            self.submit(action)

    # ------------------------------------------------------------------ drawing
    def paint(self, surface: pygame.Surface, view: dict) -> None:
        layout = self.layout()
        lit = self._lit(view)
        if self._layers is None or self._layers.background.get_size() != surface.get_size():
            background = pygame.Surface(surface.get_size())
            background.fill(FELT)
            if pygame.display.get_surface() is not None:
                background = background.convert()      # the display's format: the fastest blits
            self._layers = LayerCache(background)
        # each part (banner, log, each fort) is painted again only when what it shows changed; a
        # frame blits the composite and draws what moves on top
        layers = self._layers
        progress = self.rules.progress_words(self.state, self.names())
        teams = self.teams_words()
        right = teams or f"seed {self.session.seed}"
        layers.part("banner", (progress, right), layout.banner,
                    lambda target: draw_banner(target, layout.banner, progress, right))
        viewer = view["viewer"]
        layers.part("log", (len(self.session.actions), viewer), layout.side,
                    lambda target: draw_log(target, layout.side, [
                        line.text for line in self.session.log(viewer)[-LOG_LINES:]]))
        # each fort is several parts (every slot, the keep, the line of figures), so a move paints
        # again only the slots it changed; Armies, tokens and what moves are drawn on top
        forts_key = (self.version, viewer, frozenset(lit), id(layout), id(layers.composite))
        if forts_key != self._forts_key:
            self._forts_key = forts_key
            for seat in layout.forts:
                # a fort whose view, lit places and place are as last time needs no part checked
                seen = (view["players"][seat], frozenset(p for p in lit if p[0] == seat), layout.forts[seat],
                        id(layers.composite))
                if self._fort_seen.get(seat) != seen:
                    self._fort_seen[seat] = seen
                    self._fort_parts(layers, view, layout, seat, lit)
        if self.teams_words():
            for seat in layout.forts:
                box = place_box(layout, seat, self.cells)
                band = pygame.Rect(box.centerx - INFO_W // 2, box.top - 30, INFO_W, 24)
                layers.part(f"team{seat}", (band.topleft, self.teams_words()), band,
                            lambda target, seat=seat: self._paint_team(target, layout, seat))
        self._moves_part(layers, view)
        if viewer is not None:
            box = place_box(layout, viewer, self.cells)
            legend = pygame.Rect(box.centerx - LEGEND_LEFT - 150, box.bottom + 30, 300, 20 * len(LEGEND) + 4)
            layers.part("legend", (viewer, legend.topleft), legend, lambda target: self._paint_legend(target, layout, view))
        layers.show(surface)
        self._paint_pieces(surface, view, layout)
        self._paint_hand(surface, view)
        self.anims.draw(surface, self.now)
        for army in view["armies"]:
            centre = self._marching_centre(layout, army["id"]) if army["id"] in self.marching_ids() else None
            if centre is not None:
                self._paint_army(surface, layout, army, centre)
        for seat, slot, colour, _ in self.flashes:
            if slot in self.cells and seat in layout.forts:
                surface.blit(self._ring(colour), layout.slot_rect(seat, slot).inflate(6, 6))
        for seat, slot, symbol, until in self.combo_marks:
            if slot in self.cells and seat in layout.forts:
                # the matching symbols pulse big over both slots
                pulse = PULSE_PX[0] + round((PULSE_PX[1] - PULSE_PX[0]) * abs(((until - self.now) * 4) % 2 - 1))
                badge = self.pictures.sprite(f"symbol_{symbol}", pulse)
                surface.blit(badge, badge.get_rect(center=layout.slot_rect(seat, slot).center))
        self._paint_row_target(surface, layout, view)
        if self.second_turn:
            self._paint_second_turn(surface, self.second_turn[0])
        if self.browsing is not None:
            self._paint_discard(surface, view, self.browsing)
        # the enlargement lies under what the player needs next: the moves, buttons and messages
        if not self.drag.active and not self.choices:
            self.hover.draw(surface, self.pointer, self.now, self.version,
                            bounds=pygame.Rect(0, BANNER_H, SIDE_X - 4, SCREEN_H - BANNER_H))
        if self._drawbridge_step():
            self.end_button.draw(surface)
        for button in self.choices:
            button.draw(surface)
        if self.toast_showing:
            colour = TOAST_RED if self.message_style == "refusal" else TOAST_INFO
            draw_toast(surface, self.message, self._toast_centre(), colour, width=TOAST_W,
                       bounds=pygame.Rect(0, BANNER_H + 4, SIDE_X - 4, SCREEN_H - BANNER_H - 4))
        if self.session.is_over and not self.sheet_seen:
            self.score_sheet(surface)

    def score_sheet(self, surface: pygame.Surface) -> pygame.Rect:
        """The final sheet over the table: why the game ended, where each seat's points come from
        in words, the team totals at 4 in teams, and (people seated) "click to go on". Returns its
        rect (px)."""
        result = self.session.result
        seats, teams = self.rules.score_lines(self.state)
        rows: list[tuple[str, bool]] = [(result.reason, False)]
        if result.reason.startswith("fort finished"):
            rows.append(("A finished fort wins at once; the points below are for the record.", False))
        for seat, words in enumerate(seats):
            won = seat in result.winners
            rows.append((("* " if won else "") + f"{self.name(seat)}: {words}", won))
        rows += [(line, False) for line in teams]
        wrapped = [(part, bold) for text, bold in rows for part in wrap_text(text, 17, 1060, bold=bold)]
        sheet = pygame.Rect(0, 0, 1120, 110 + 26 * len(wrapped))
        sheet.center = (640, 400)
        pygame.draw.rect(surface, (245, 238, 220), sheet, border_radius=12)
        pygame.draw.rect(surface, INK, sheet, 2, border_radius=12)
        blit_text(surface, "Final scores", (sheet.centerx, sheet.y + 12), size=26, colour=INK, bold=True, anchor="midtop")
        for i, (line, bold) in enumerate(wrapped):
            blit_text(surface, line, (sheet.x + 28, sheet.y + 54 + 26 * i), size=17, colour=INK, bold=bold)
        if self.holds_sheet:
            blit_text(surface, "Click to see the result", (sheet.centerx, sheet.bottom - 28), size=18,
                      colour=(110, 92, 76), bold=True, anchor="center")
        return sheet

    def _toast_centre(self) -> tuple[int, int]:
        """Where the message shows (px): where it was said, moved above (or below) the choice
        buttons so it never covers them."""
        x, y = TOAST_AT
        if not self.choices:
            return x, y
        buttons = self.choices[0].rect.unionall([b.rect for b in self.choices[1:]])
        height = 18 + 26 * len(wrap_text(self.message, 20, TOAST_W - 40, bold=True))
        x = buttons.centerx
        y = buttons.top - 10 - height // 2
        if y - height // 2 < 44:
            y = buttons.bottom + 10 + height // 2
        return x, y

    def _moves_rows(self, view: dict) -> list:
        """The list of moves for the mouse seat, built again only when the state, seat or page changed."""
        seat = self.mouse_seat()
        key = (self.version, seat, view["viewer"], self.moves.focus, self.moves.page, id(self.moves.only))
        if key != self._moves_key:
            self._moves_key = key
            legal = self.legal_now(seat) if seat is not None and not self.session.is_over else []
            self.moves.names = self.names()
            self.moves.build(self.rules, self.state, legal, view["viewer"])
        return self.moves.rows

    def _moves_part(self, layers: LayerCache, view: dict) -> None:
        """The list of moves as a layer part (painted again only when its rows, title or the row
        under the pointer change)."""
        rows = self._moves_rows(view)
        hovered = next((i for i, row in enumerate(rows) if row[0].collidepoint(self.pointer)), None)
        seat = self.mouse_seat()
        if seat is None:
            title = "Moves: wait for your turn" if not self.session.is_over else "Game over"
        elif self.moves.only is not None:
            title = "Choose how to play it there"
        elif self.moves.focus is not None:
            title = f"Moves of the {self.rules.card_words(self.moves.focus)}"
        else:
            title = "Your moves: click one"
        key = (tuple((r[0].topleft, r[1]) for r in rows), hovered, title)
        pointer = self.pointer if hovered is not None else None
        layers.part("moves", key, self.moves.rect, lambda target: self.moves.draw(target, pointer, title))

    def _ring(self, colour: tuple[int, int, int]) -> pygame.Surface:
        """A slot's flashing frame in ``colour`` (made once per colour: a blit, not a drawing)."""
        rings = self.__dict__.setdefault("_rings", {})
        ring = rings.get(colour)
        if ring is None:
            ring = pygame.Surface((SLOT_PX + 6, SLOT_PX + 6), pygame.SRCALPHA)
            pygame.draw.rect(ring, colour, ring.get_rect(), 4, border_radius=8)
            ring = rings[colour] = _fast(ring)
        return ring

    def _paint_row_target(self, surface: pygame.Surface, layout: Layout, view: dict) -> None:
        """While the pointer rests on a move in the list, its place on the table is ringed."""
        row = self.moves.row_at(self.pointer) if self.moves.rect.collidepoint(self.pointer) else None
        if row is None or row[2]["type"].startswith("_"):
            return
        where = target_of(row[2], view)
        if where is None or where[0] not in layout.forts:
            return
        rect = layout.keep_rect(where[0]) if where[1] == "keep" else layout.slot_rect(*where)
        pygame.draw.rect(surface, (255, 255, 255), rect.inflate(10, 10), 4, border_radius=9)

    def _paint_legend(self, surface: pygame.Surface, layout: Layout, view: dict) -> None:
        """Under the viewer's fort: what the keep's two arrows mean."""
        viewer = view["viewer"]
        if viewer is None:
            return
        box = place_box(layout, viewer, self.cells)
        for i, line in enumerate(LEGEND):
            blit_text(surface, line, (box.centerx - LEGEND_LEFT, box.bottom + 32 + 18 * i), size=15, colour=(226, 240, 228),
                      anchor="midtop")

    def _paint_second_turn(self, surface: pygame.Surface, words: str) -> None:
        """The "second turn" banner across the middle of the table, with the drawbridge (its
        picture made once per words)."""
        cached = getattr(self, "_second_turn_picture", None)
        if cached is None or cached[0] != words:
            picture = pygame.Surface((620, 64), pygame.SRCALPHA)
            band = picture.get_rect()
            pygame.draw.rect(picture, (250, 226, 140), band, border_radius=14)
            pygame.draw.rect(picture, INK, band, 3, border_radius=14)
            picture.blit(self.pictures.sprite("drawbridge", 52), (10, 6))
            draw_text(picture, words, (band.centerx + 30, band.centery), size=22, color=INK, bold=True, anchor="center")
            cached = self._second_turn_picture = (words, _fast(picture))
        surface.blit(cached[1], cached[1].get_rect(center=(495, 360)))

    def _paint_discard(self, surface: pygame.Surface, view: dict, seat: int) -> None:
        """``seat``'s discard opened: every card face up (public), newest last, in rows."""
        cards = view["players"][seat]["discard"]
        w, h = DISCARD_CARD
        per_row = 8
        rows = max(1, -(-len(cards) // per_row))
        panel = pygame.Rect(0, 0, 28 + per_row * (w + 8), 64 + rows * (h + 8))
        panel.center = (495, 420)
        pygame.draw.rect(surface, (245, 238, 220), panel, border_radius=10)
        pygame.draw.rect(surface, INK, panel, 2, border_radius=10)
        blit_text(surface, f"{self.name(seat)}'s discard ({len(cards)}) - click anywhere to close",
                  (panel.x + 14, panel.y + 14), size=18, colour=INK, bold=True)
        if not cards:
            blit_text(surface, "(empty)", (panel.x + 14, panel.y + 50), size=16, colour=INK)
        colour = COLOURS[seat % len(COLOURS)]
        for i, card in enumerate(cards):
            x = panel.x + 14 + (i % per_row) * (w + 8)
            y = panel.y + 50 + (i // per_row) * (h + 8)
            if "-C" in card:
                surface.blit(self.pictures.camp(colour, w), (x, y))
            else:
                surface.blit(self.pictures.hand_card(card, colour, DISCARD_CARD), (x, y))

    def _lit(self, view: Optional[dict] = None) -> set[tuple[int, str]]:
        """The places lit now: where the held card may go, else what a click may choose."""
        if self.drag.active:
            return self._lit_for_card(self.drag.drag.payload, view)
        seat = self.mouse_seat()
        if seat is None:
            return set()
        return set(click_moves(self.legal_now(seat), view or self.view()))

    def _lit_for_card(self, card: str, view: Optional[dict] = None) -> set[tuple[int, str]]:
        """The places (fort, slot or "keep") where hand ``card`` may be built or aimed. Places where
        it could only be given up for a Camp are not lit (every empty slot would be): the list of
        moves offers those, and a drop there asks first."""
        seat = self.mouse_seat()
        if seat is None:
            return set()
        moves = card_moves(self.legal_now(seat), view or self.view(), card)
        return {where for where, actions in moves.items() if any(a["type"] not in ("camp", "pass") for a in actions)}

    def _fort_parts(self, layers: LayerCache, view: dict, layout: Layout, seat: int, lit: set) -> None:
        """``seat``'s fort as layer parts: each slot, the keep, the line of figures below."""
        player = view["players"][seat]
        colour = COLOURS[seat % len(COLOURS)]
        place = layout.forts[seat]
        for slot, (x, y) in self.cells.items():
            rect = layout.slot_rect(seat, slot)
            stack = tuple(player["fort"][slot])
            turns = SLOT_TURNS[(x - 1, y - 1)] + place.turns
            layers.part(f"slot{seat}{slot}", (stack, (seat, slot) in lit, turns), rect.inflate(4, 4),
                        lambda target, rect=rect, stack=stack, turns=turns, lit_here=(seat, slot) in lit:
                        self._paint_slot(target, rect, stack, colour, turns, lit_here))
        keep = layout.keep_rect(seat)
        layers.part(f"keep{seat}", (player["keep_count"], tuple(player["arrows"]), (seat, "keep") in lit, place.turns),
                    keep.inflate(4, 4), lambda target: self._paint_keep(target, layout, seat, player, colour, lit))
        name = self.name(seat)
        box = place_box(layout, seat, self.cells)
        figures = (name, player["hand_count"], len(player["discard"]), len(player["camp_supply"]),
                   len(player["army_supply"]), len(player["skulls"]), player["has_token"])
        info = pygame.Rect(box.centerx - INFO_W // 2, box.bottom + 3, INFO_W, 24)

        # the viewer's own line ends at its fort's right edge, clear of the hand fanned to its right
        mine = seat == view["viewer"]

        def paint_info(target: pygame.Surface) -> None:
            self.info_rects[seat] = self._paint_info(target, view, seat, name, (box.centerx, box.bottom + 4),
                                                     right=box.right if mine else None)

        if mine:
            info.right = box.right + 8
        layers.part(f"info{seat}", (figures, info.topleft, mine), info, paint_info)

    def _paint_slot(self, surface: pygame.Surface, rect: pygame.Rect, stack: tuple, colour, turns: int, lit: bool) -> None:
        """One slot: its square, the stack's top card (covered ones peeking out), lit or not."""
        pygame.draw.rect(surface, SLOT, rect, border_radius=6)
        if stack:
            # covered cards peek out below and to the right, one edge per card (up to 2)
            for depth in range(min(len(stack) - 1, 2), 0, -1):
                under = rect.inflate(-6, -6).move(depth * 2, depth * 2)
                pygame.draw.rect(surface, (200, 192, 175), under, border_radius=5)
                pygame.draw.rect(surface, INK, under, 1, border_radius=5)
            self._paint_card(surface, rect.inflate(-6, -6), stack[-1], colour, turns)
            if len(stack) > 1:
                tag = pygame.Rect(rect.x + 1, rect.bottom - 17, 26, 16)
                pygame.draw.rect(surface, INK, tag, border_radius=4)
                blit_text(surface, f"x{len(stack)}", tag.center, size=12, colour=(255, 255, 255), bold=True, anchor="center")
        if lit:
            pygame.draw.rect(surface, LIT, rect, 3, border_radius=6)

    def _paint_keep(self, surface: pygame.Surface, layout: Layout, seat: int, player: dict, colour, lit: set) -> None:
        """The keep: its picture, the two arrows of its top card's back, the cards left."""
        keep = layout.keep_rect(seat)
        surface.blit(self.pictures.keep(colour, keep.width), keep)
        number = text_image(f"{player['keep_count']}", 20, (255, 255, 255), True)
        count = number.get_rect(center=keep.center)
        pygame.draw.rect(surface, INK, count.inflate(6, 0), 0, border_radius=6)
        surface.blit(number, count)
        if (seat, "keep") in lit:
            pygame.draw.rect(surface, LIT, keep, 3, border_radius=8)

    def _paint_pieces(self, surface: pygame.Surface, view: dict, layout: Layout) -> None:
        """What lies over the slots: each keep's two arrows, drawbridge tokens and the Armies
        standing still."""
        marching = self.marching_ids()
        for seat in layout.forts:
            self._paint_arrows(surface, layout, seat, view["players"][seat]["arrows"])
        for seat in layout.forts:
            slot = view["players"][seat]["token_slot"]
            if slot:
                rect = layout.slot_rect(seat, slot)
                surface.blit(self.pictures.sprite("drawbridge_token", 26), (rect.right - 20, rect.top - 6))
        for army in view["armies"]:
            if army["fort"] in layout.forts and army["id"] not in marching:
                self._paint_army(surface, layout, army)

    def _paint_arrows(self, surface: pygame.Surface, layout: Layout, seat: int, slots) -> None:
        """The keep's two arrows (rule text "Construire": the back of its top card): each a thick
        white arrow with a dark outline from the keep's edge into the slot it points to, so two
        arrows to neighbouring slots stay apart."""
        keep = layout.keep_rect(seat)
        for slot in slots:
            target = layout.slot_rect(seat, slot).center
            start = _towards(keep.center, target, 16)
            tip = _towards(keep.center, target, 0.68 * _dist(keep.center, target))
            _big_arrow(surface, start, tip)

    def teams_words(self) -> str:
        """At 4 in teams, "Ana + P3 vs Ben + P4" (the top bar); otherwise ""."""
        sides = [side for side in self.rules.sides(self.state)]
        if not any(len(side) > 1 for side in sides):
            return ""
        return " vs ".join(" + ".join(self.name(seat) for seat in side) for side in sides)

    def _paint_team(self, surface: pygame.Surface, layout: Layout, seat: int) -> None:
        """Above a fort at 4 in teams: its team's band, e.g. "Team 1: Ana + P3", in the team's colour."""
        sides = self.rules.sides(self.state)
        index = next(i for i, side in enumerate(sides) if seat in side)
        words = f"Team {index + 1}: " + " + ".join(self.name(s) for s in sides[index])
        box = place_box(layout, seat, self.cells)
        colour = TEAM_COLOURS[index % len(TEAM_COLOURS)]
        image = text_image(words, 14, INK, True)
        pill = image.get_rect(midbottom=(box.centerx, box.top - 6)).inflate(16, 4)
        pygame.draw.rect(surface, colour, pill, border_radius=8)
        pygame.draw.rect(surface, INK, pill, 1, border_radius=8)
        surface.blit(image, image.get_rect(center=pill.center))

    def _paint_info(self, surface: pygame.Surface, view: dict, seat: int, name: str, top: tuple[int, int],
                    right: Optional[int] = None) -> pygame.Rect:
        """The line under a fort: name, hand, discard, Camps, Armies (and skulls) as icons; it is
        where a click opens the discard. ``top``: its middle top (px), or with ``right`` its right
        end's x. Returns its rect (px)."""
        player = view["players"][seat]
        colour = COLOURS[seat % len(COLOURS)]
        team = view.get("teams")
        while len(name) > 4 and _text_px(name, 14) > NAME_MAX_W:   # a long name is cut to fit the part
            name = name[:-2] + "…"
        parts: list[tuple[str, Any]] = [("text", name)]
        parts += [("text", f"hand {player['hand_count']}  discard {len(player['discard'])}")]
        parts += [("icon", self.pictures.camp(colour, 18)), ("text", str(len(player["camp_supply"])))]
        parts += [("icon", self.pictures.army(colour, 18)), ("text", str(len(player["army_supply"])))]
        if player["skulls"]:
            parts += [("icon", self.pictures.army(colour, 18, skull=True)), ("text", str(len(player["skulls"])))]
        if player["has_token"]:
            parts += [("icon", self.pictures.sprite("drawbridge_token", 18))]
        widths = [(_text_px(v, 14, v == name) if k == "text" else 18) + 5 for k, v in parts]
        x = top[0] - sum(widths) // 2 if right is None else right - sum(widths)
        box = pygame.Rect(x - 6, top[1], sum(widths) + 8, 22)
        pygame.draw.rect(surface, (30, 55, 40), box, border_radius=6)
        pygame.draw.rect(surface, colour, box, 2, border_radius=6)
        for (kind, value), w in zip(parts, widths):
            if kind == "text":
                blit_text(surface, value, (x, top[1] + 11), size=14, colour=(240, 240, 230), anchor="midleft",
                          bold=value == name)
            else:
                surface.blit(value, (x, top[1] + 2))
            x += w
        return box

    def _paint_card(self, surface: pygame.Surface, rect: pygame.Rect, card: str, colour, turns: int) -> None:
        """The visible card of a stack in ``rect`` (a Camp, or a Wall turned by ``turns``)."""
        if "-C" in card:
            surface.blit(self.pictures.camp(colour, rect.width), rect)
            return
        surface.blit(self.pictures.slot_card(card, colour, rect.width, turns), rect)

    def _paint_army(self, surface: pygame.Surface, layout: Layout, army: dict, centre=None) -> None:
        """An Army token on its slot (or at ``centre``, px, while it marches) with its direction."""
        rect = layout.slot_rect(army["fort"], army["slot"])
        dx, dy = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[army["direction"]]
        sx, sy = layout.forts[army["fort"]].direction(dx, dy)
        cx, cy = centre or rect.center
        colour = COLOURS[army["owner"] % len(COLOURS)]
        tip = (cx + sx * 32, cy + sy * 32)
        left = (cx + sx * 10 - sy * 13, cy + sy * 10 + sx * 13)
        right = (cx + sx * 10 + sy * 13, cy + sy * 10 - sx * 13)
        pygame.draw.polygon(surface, colour, [tip, left, right])
        pygame.draw.polygon(surface, INK, [tip, left, right], 2)
        token = self.pictures.army(colour, 32)
        surface.blit(token, token.get_rect(center=(round(cx), round(cy))))

    def _paint_hand(self, surface: pygame.Surface, view: dict) -> None:
        viewer = view["viewer"]
        hand = self._hand(view)
        held = self.drag.drag.payload if self.drag.active else None
        for card, placed in zip(hand, self._fan(view)):
            if card == held:
                continue
            image = self._card_image(card, COLOURS[viewer % len(COLOURS)], fan_card_size(len(hand)))
            turn_key = (id(image), round(placed.angle, 2))
            turned = self._turned.get(turn_key)
            if turned is None:
                if len(self._turned) > 64:
                    self._turned.clear()
                turned = self._turned[turn_key] = _fast(pygame.transform.rotate(image, placed.angle))
            surface.blit(turned, turned.get_rect(center=(round(placed.centre[0]), round(placed.centre[1]))))
        if held is not None and viewer is not None:
            image = self._card_image(held, COLOURS[viewer % len(COLOURS)])
            surface.blit(image, self.drag.drag.rect)

    def _card_image(self, card: str, colour, size: tuple[int, int] = CARD_SIZE) -> pygame.Surface:
        return self.pictures.hand_card(card, colour, size)


def _fast(image: pygame.Surface) -> pygame.Surface:
    """``image`` in the display's pixel format once a window exists (blits several times faster)."""
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


def _towards(start: tuple[int, int], end: tuple[int, int], length: float) -> tuple[float, float]:
    dx, dy = end[0] - start[0], end[1] - start[1]
    norm = max(1.0, (dx * dx + dy * dy) ** 0.5)
    return start[0] + dx / norm * length, start[1] + dy / norm * length


def _dist(a, b) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5


def _big_arrow(surface: pygame.Surface, start, tip) -> None:
    """A thick white arrow (px) from ``start`` to ``tip`` with a dark outline, readable at 1024 x 640."""
    dx, dy = tip[0] - start[0], tip[1] - start[1]
    norm = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / norm, dy / norm
    nx, ny = -uy, ux
    head, half, shaft = 16, 12, 5
    back = (tip[0] - ux * head, tip[1] - uy * head)
    outline = [(start[0] + nx * shaft, start[1] + ny * shaft), (back[0] + nx * shaft, back[1] + ny * shaft),
               (back[0] + nx * half, back[1] + ny * half), tip, (back[0] - nx * half, back[1] - ny * half),
               (back[0] - nx * shaft, back[1] - ny * shaft), (start[0] - nx * shaft, start[1] - ny * shaft)]
    pygame.draw.polygon(surface, ARROW, outline)
    pygame.draw.polygon(surface, INK, outline, 2)


def _arrow_head(surface: pygame.Surface, start, tip, colour) -> None:
    dx, dy = tip[0] - start[0], tip[1] - start[1]
    norm = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / norm, dy / norm
    back = (tip[0] - ux * 9, tip[1] - uy * 9)
    pygame.draw.polygon(surface, colour, [(tip[0] + ux * 4, tip[1] + uy * 4), (back[0] - uy * 7, back[1] + ux * 7),
                                          (back[0] + uy * 7, back[1] - ux * 7)])


def _text_px(text: str, size: int, bold: bool = False) -> int:
    return text_image(text, size, (240, 240, 230), bold).get_width()


def fort_part(layout: Layout, seat: int, cells: dict) -> pygame.Rect:
    """The screen part (px) a fort is painted in: its 3 x 3 board, the drawbridge token overhang and
    the line of figures below (at most ``INFO_W`` px wide)."""
    box = place_box(layout, seat, cells)
    return pygame.Rect(box.centerx - INFO_W // 2, box.y - 8, INFO_W, box.height + 8 + 30)


def place_box(layout: Layout, seat: int, cells: dict) -> pygame.Rect:
    """The bounding box (px) of ``seat``'s 3 x 3 fort on screen (worked out once per layout)."""
    boxes = layout.__dict__.setdefault("_place_boxes", {})
    box = boxes.get(seat)
    if box is None:
        box = layout.keep_rect(seat)
        for slot in cells:
            box = box.union(layout.slot_rect(seat, slot))
        boxes[seat] = box
    return box.copy()
