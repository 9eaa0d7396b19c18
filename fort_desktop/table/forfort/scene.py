"""The Forfort table scene (issue 9 item 3): forts as 3 x 3 boards around the table, the viewer's
hand fanned below, the game's words in the banner, the log on the right.

What a person does:
- drag a card from your hand onto a lit slot: your own fort to build (or to place a Camp), a rival
  slot for a Ram, Trebuchet or Garrison, a rival keep for a Siege Tower, an invading Army for a
  Garrison; when the drop could mean several things, buttons ask which; an illegal drop is refused
  with the reason in words and the card slides home;
- click a lit slot or keep for a combo, the card taken from the keep, a starting Camp or the
  drawbridge; "End turn" when you do not lower the drawbridge.
A curtain falls whenever the person who must act changes (the kit's :class:`TurnCurtain`). The
scene paints from ``rules.view(state, viewer)`` only. Coordinates are logical pixels from
``event.pos``; times are seconds.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

import pygame

from ..kit.anim import Animations
from ..kit.dragdrop import DragController
from ..kit.game_table import GameTable
from ..kit.hand import card_at, fan
from ..kit.handoff import TurnCurtain
from ..kit.hover import HoverEnlarger
from ..kit.hud import draw_banner, draw_log, draw_toast
from ..widgets import Button, draw_text, handle_all
from .layout import CARD_SIZE, SCREEN_H, SCREEN_W, Layout
from .moves import card_moves, choice_words, click_moves

COLOURS = [(70, 110, 190), (190, 70, 60), (70, 150, 80), (200, 160, 50)]
FELT = (46, 84, 60)
SLOT = (78, 112, 88)
LIT = (250, 220, 90)
INK = (25, 25, 25)
SYMBOL_MARKS = {"mason": "Ma", "ram": "Ra", "trebuchet": "Tr", "siege_tower": "Si", "garrison": "Ga"}
LOG_LINES = 18
FLASH_SECONDS = 1.2
SNAP_PX = 48                      # a card let go this close to a lit place snaps onto it
#: Event kind -> the colour its slots flash (combos gold, destruction red, a marching Army orange).
#: Actions that point at no place, and the words of the button that does them.
FREE_WORDS = {"end_turn": "End turn", "decline_combo": "Skip the combo", "pass": "Pass"}
FLASH = {"combo": (255, 215, 60), "destroy": (230, 60, 50), "army_step": (255, 140, 40)}


class ForfortTable(GameTable):
    """The Forfort table for ``session`` (a GameSession of ``forfort``); ``on_game_over(result)``
    runs once at the end. ``hot_seat`` is accepted for the App's call; the curtain policy follows
    the session's human seats."""

    def __init__(self, app: Any, session: Any, *, hot_seat: bool = False,
                 on_game_over: Optional[Callable[..., Any]] = None):
        super().__init__(app, session, on_game_over=on_game_over)
        self.hand_off = TurnCurtain(session, self._raise_curtain)
        geo = self.rules.ctx.data
        self.cells = {sid: (s.x, s.y) for sid, s in geo.slots.items()}
        self.keep_cell = geo.keep
        self.drag = DragController(bounds=(0, 0, SCREEN_W, SCREEN_H))
        self.choices: list[Button] = []
        self.log: list[str] = []
        self.pointer = (0, 0)
        self.anims = Animations(self.speed)
        self.hover = HoverEnlarger(self._hover_info, 0.4)
        self.flashes: list[tuple[int, str, tuple[int, int, int], float]] = []
        self.browsing: Optional[int] = None          # the seat whose discard is open
        self.info_rects: dict[int, pygame.Rect] = {}
        self.end_button = Button(pygame.Rect(1000, 500, 260, 48), "End turn", self._end_turn, style="primary", font_size=24)

    # ------------------------------------------------------------------ kit hooks
    def layout(self) -> Layout:
        """The places as the current viewer sees them (the viewer's fort at the bottom)."""
        return Layout(len(self.session.seats), self.hand_off.viewer(), self.cells, self.keep_cell)

    def on_action(self, session: Any, action: dict, old: Any) -> None:
        self.log.append(self.describe(old, action))
        self.log = self.log[-LOG_LINES:]
        self.choices = []
        until = self.now + FLASH_SECONDS / self.speed
        self._fly_to_discards(session.state.events)
        for event in session.state.events:
            colour = FLASH.get(event["kind"])
            if colour is None:
                continue
            if event["kind"] == "combo":
                self.flashes += [(event["seat"], slot, colour, until) for slot in event["slots"]]
            else:
                self.flashes.append((event["fort"], event.get("slot") or event.get("to"), colour, until))

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
            for i, card in enumerate(cards):
                image = pygame.Surface(start.size, pygame.SRCALPHA)
                self._paint_card(image, image.get_rect().inflate(-6, -6), card, COLOURS[event["fort"] % len(COLOURS)])
                self.anims.slide(image, start, pygame.Rect(goal.centerx - 20, goal.y - 10, *start.size),
                                 self.now + 0.08 * i)

    def on_enter(self) -> None:
        super().on_enter()
        self.hand_off.sync(self.now)

    def on_leave(self) -> None:
        super().on_leave()
        self.drag.cancel("the table was covered")
        self.choices = []

    def set_covered(self, covered: bool) -> None:
        self.hand_off.paused = covered

    def tick(self, dt: float) -> None:
        self.drag.update(dt)
        self.hand_off.sync(self.now)
        self.flashes = [f for f in self.flashes if f[3] > self.now]
        self.anims.update(self.now)
        self.hover.pointer_at(self.pointer, self.now, self.version)

    def busy_wake(self) -> Optional[float]:
        if self.drag.active or self.drag.returning or self.flashes or self.anims.busy:
            return 0.0
        return self.hover.due_in(self.now)

    def _raise_curtain(self, seat: int, waiting: Optional[int], note: str, on_ready: Callable[[], None]) -> None:
        from ..scenes.curtain import Curtain

        self.drag.cancel("a curtain fell")
        self.app.push(Curtain(self.app, acting=self.session.names[seat],
                              waiting=self.session.names[waiting] if waiting is not None else None,
                              note=note, on_ready=on_ready))

    # ------------------------------------------------------------------ input
    def mouse_seat(self) -> Optional[int]:
        return self.hand_off.mouse_seat()

    def _hand(self, view: dict) -> list[str]:
        viewer = view["viewer"]
        return list(view["players"][viewer].get("hand", [])) if viewer is not None else []

    def _fan(self, view: dict):
        return fan(len(self._hand(view)), self.layout().hand_anchor, CARD_SIZE, spread_deg=15.0, max_width=620)

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.drag.cancel_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 2:
            self.hover.toggle_pin(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._browse_click(event.pos):
            return True
        if self.choices and handle_all(self.choices, event):
            return True
        if self.end_button.visible and self._drawbridge_step() and self.end_button.handle(event):
            return True
        seat = self.mouse_seat()
        if seat is None:
            return False
        view = self.view()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hand = self._hand(view)
            index = card_at(self._fan(view), event.pos)
            if index is not None and view["phase"] == "play":
                w, h = CARD_SIZE
                self.drag.start(hand[index], event.pos, pygame.Rect(event.pos[0] - w // 2, event.pos[1] - h // 2, w, h))
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

    def _drop(self, seat: int, view: dict, drag: Any, pos: tuple[int, int]) -> None:
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
            self._offer(options, pos, confirm=True)
            return
        self._offer(options, pos)

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
        return "That card has no effect on that spot now"

    def _click(self, seat: int, view: dict, pos: tuple[int, int]) -> bool:
        where = self.layout().target_at(pos)
        if where is None:
            return False
        options = click_moves(self.legal_now(seat), view).get(where, [])
        if not options:
            return False
        self._offer(options, pos)
        return True

    def _offer(self, options: list[dict], pos: tuple[int, int], *, confirm: bool = False) -> None:
        """Submit the one action, or show a button for each when there are several (or when
        ``confirm``: then with a Cancel button too)."""
        if len(options) == 1 and not confirm:
            reason = self.submit(options[0])
            if reason:
                self.say(reason, at=pos)
            return
        self.choices = []
        x = min(pos[0], SCREEN_W - 330)
        y = min(pos[1], SCREEN_H - 44 * (len(options) + 1) - 10)
        for i, action in enumerate(options):
            label = choice_words(self.rules, self.state, action, self.hand_off.viewer())
            self.choices.append(Button(pygame.Rect(x, y + i * 44, 320, 40), label,
                                       (lambda a=action: self._choose(a)), style="light", font_size=18))
        if confirm:
            self.choices.append(Button(pygame.Rect(x, y + len(options) * 44, 320, 40), "Cancel",
                                       self._cancel_choice, style="wood", font_size=18))

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
            return ("hand", card), self._card_image(card, COLOURS[viewer % len(COLOURS)]), [self.rules.card_words(card)]
        where = self.layout().target_at(pos)
        if where is None or where[1] == "keep":
            return None
        seat, slot = where
        stack = view["players"][seat]["fort"][slot]
        if not stack or "-C" in stack[-1]:
            return None
        lines = [self.rules.card_words(stack[-1])]
        if len(stack) > 1:
            lines.append(f"covers {len(stack) - 1} inactive card(s)")
        return ("slot", seat, slot, stack[-1]), self._card_image(stack[-1], COLOURS[seat % len(COLOURS)]), lines

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
        surface.fill(FELT)
        layout = self.layout()
        progress = self.rules.progress(self.state)
        draw_banner(surface, layout.banner, progress.text, f"seed {self.session.seed}")
        lit = self._lit(view)
        for seat in layout.forts:
            self._paint_fort(surface, view, layout, seat, lit)
        self._paint_hand(surface, view)
        draw_log(surface, layout.side, self.log)
        if self._drawbridge_step():
            self.end_button.draw(surface)
        for button in self.choices:
            button.draw(surface)
        self.anims.draw(surface, self.now)
        for seat, slot, colour, _ in self.flashes:
            if slot in self.cells and seat in layout.forts:
                pygame.draw.rect(surface, colour, layout.slot_rect(seat, slot).inflate(6, 6), 4, border_radius=8)
        if self.browsing is not None:
            self._paint_discard(surface, view, self.browsing)
        if self.toast_showing:
            draw_toast(surface, self.message, self.message_at or (495, 400))
        if not self.drag.active:
            self.hover.draw(surface, self.pointer, self.now, self.version)

    def _paint_discard(self, surface: pygame.Surface, view: dict, seat: int) -> None:
        cards = view["players"][seat]["discard"]
        panel = pygame.Rect(240, 120, 520, 60 + 22 * max(1, len(cards)))
        pygame.draw.rect(surface, (245, 238, 220), panel, border_radius=10)
        pygame.draw.rect(surface, INK, panel, 2, border_radius=10)
        draw_text(surface, f"{self.session.names[seat]}'s discard ({len(cards)}) - click to close",
                  (panel.x + 14, panel.y + 12), size=18, color=INK, bold=True)
        for i, card in enumerate(cards or ["(empty)"]):
            words = self.rules.card_words(card) if card != "(empty)" else card
            draw_text(surface, words, (panel.x + 14, panel.y + 44 + 22 * i), size=16, color=INK)

    def _lit(self, view: Optional[dict] = None) -> set[tuple[int, str]]:
        """The places lit now: where the held card may go, else what a click may choose."""
        if self.drag.active:
            return self._lit_for_card(self.drag.drag.payload, view)
        seat = self.mouse_seat()
        if seat is None:
            return set()
        return set(click_moves(self.legal_now(seat), view or self.view()))

    def _lit_for_card(self, card: str, view: Optional[dict] = None) -> set[tuple[int, str]]:
        """The places (fort, slot or "keep") where hand ``card`` may be dropped to some effect."""
        seat = self.mouse_seat()
        if seat is None:
            return set()
        return set(card_moves(self.legal_now(seat), view or self.view(), card))

    def _paint_fort(self, surface: pygame.Surface, view: dict, layout: Layout, seat: int, lit: set) -> None:
        player = view["players"][seat]
        colour = COLOURS[seat % len(COLOURS)]
        for slot in self.cells:
            rect = layout.slot_rect(seat, slot)
            pygame.draw.rect(surface, SLOT, rect, border_radius=6)
            stack = player["fort"][slot]
            if stack:
                for depth in range(min(len(stack) - 1, 3), 0, -1):  # covered cards peek out below
                    pygame.draw.rect(surface, (60, 60, 60), rect.inflate(-6, -6).move(depth * 3, depth * 3), 1, border_radius=4)
                self._paint_card(surface, rect.inflate(-6, -6), stack[-1], colour)
                if len(stack) > 1:
                    draw_text(surface, f"x{len(stack)}", (rect.right - 16, rect.bottom - 14), size=14, color=INK)
            if player["token_slot"] == slot:
                pygame.draw.circle(surface, (240, 240, 240), (rect.right - 10, rect.top + 10), 7)
            if (seat, slot) in lit:
                pygame.draw.rect(surface, LIT, rect, 3, border_radius=6)
        keep = layout.keep_rect(seat)
        pygame.draw.rect(surface, colour, keep, border_radius=8)
        draw_text(surface, f"{player['keep_count']}", (keep.x + 6, keep.y + 4), size=20, color=(255, 255, 255), bold=True)
        for slot in player["arrows"]:
            target = layout.slot_rect(seat, slot).center
            pygame.draw.line(surface, (255, 255, 255), keep.center, _towards(keep.center, target, 26), 4)
        if (seat, "keep") in lit:
            pygame.draw.rect(surface, LIT, keep, 3, border_radius=8)
        for army in view["armies"]:
            if army["fort"] == seat:
                self._paint_army(surface, layout, army)
        name = self.session.names[seat] if seat < len(self.session.names) else f"P{seat + 1}"
        info = f"{name}  hand {player['hand_count']}  discard {len(player['discard'])}  camps {len(player['camp_supply'])}  armies {len(player['army_supply'])}"
        fort_rect = layout.slot_rect(seat, "NW").union(layout.slot_rect(seat, "SE"))
        self.info_rects[seat] = draw_text(surface, info, (fort_rect.centerx, fort_rect.bottom + 4), size=14,
                                          color=(240, 240, 230), anchor="midtop")

    def _paint_card(self, surface: pygame.Surface, rect: pygame.Rect, card: str, colour) -> None:
        if "-C" in card:
            pygame.draw.polygon(surface, (150, 110, 60), [rect.midtop, rect.bottomright, rect.bottomleft])
            draw_text(surface, "Camp", (rect.x + 8, rect.bottom - 16), size=13, color=INK)
            return
        wall = self.rules.wall(card)
        pygame.draw.rect(surface, colour, rect, border_radius=4)
        if wall.protected:
            pygame.draw.rect(surface, (20, 20, 20), rect, 4, border_radius=4)
        marks = " ".join(SYMBOL_MARKS[s] for s in wall.symbols)
        draw_text(surface, marks, (rect.x + 4, rect.y + 4), size=15, color=(255, 255, 255), bold=True)
        if wall.drawbridge:
            draw_text(surface, "DB", (rect.x + 4, rect.bottom - 16), size=13, color=(255, 255, 200))

    def _paint_army(self, surface: pygame.Surface, layout: Layout, army: dict) -> None:
        rect = layout.slot_rect(army["fort"], army["slot"])
        dx, dy = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[army["direction"]]
        sx, sy = layout.forts[army["fort"]].direction(dx, dy)
        cx, cy = rect.center
        tip = (cx + sx * 24, cy + sy * 24)
        left = (cx - sy * 14 - sx * 10, cy + sx * 14 - sy * 10)
        right = (cx + sy * 14 - sx * 10, cy - sx * 14 - sy * 10)
        pygame.draw.polygon(surface, COLOURS[army["owner"] % len(COLOURS)], [tip, left, right])
        pygame.draw.polygon(surface, INK, [tip, left, right], 2)

    def _paint_hand(self, surface: pygame.Surface, view: dict) -> None:
        viewer = view["viewer"]
        hand = self._hand(view)
        held = self.drag.drag.payload if self.drag.active else None
        for card, placed in zip(hand, self._fan(view)):
            if card == held:
                continue
            image = self._card_image(card, COLOURS[viewer % len(COLOURS)])
            turned = pygame.transform.rotate(image, placed.angle)
            surface.blit(turned, turned.get_rect(center=(round(placed.centre[0]), round(placed.centre[1]))))
        if held is not None and viewer is not None:
            image = self._card_image(held, COLOURS[viewer % len(COLOURS)])
            surface.blit(image, self.drag.drag.rect)

    def _card_image(self, card: str, colour) -> pygame.Surface:
        image = pygame.Surface(CARD_SIZE, pygame.SRCALPHA)
        rect = image.get_rect()
        pygame.draw.rect(image, (245, 238, 220), rect, border_radius=8)
        pygame.draw.rect(image, colour, rect, 4, border_radius=8)
        wall = self.rules.wall(card)
        lines = [wall.shape.capitalize(), "Protected" if wall.protected else "Simple",
                 *(self.rules.ctx.data.symbols[s].en for s in wall.symbols)] + (["Drawbridge"] if wall.drawbridge else [])
        for i, line in enumerate(lines):
            draw_text(image, line, (8, 8 + i * 20), size=15, color=INK, bold=i == 0)
        return image


def _towards(start: tuple[int, int], end: tuple[int, int], length: float) -> tuple[float, float]:
    dx, dy = end[0] - start[0], end[1] - start[1]
    norm = max(1.0, (dx * dx + dy * dy) ** 0.5)
    return start[0] + dx / norm * length, start[1] + dy / norm * length
