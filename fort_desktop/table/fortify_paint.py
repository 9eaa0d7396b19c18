"""Drawing one frame of the Fortify table. A mixin of
:class:`~fort_desktop.table.scenes.fortify_table.FortifyTable` (uses its ``state``, ``view()``,
``flow``, ``layout``, ``drawer``, ``drag``, ``trays``...).

A frame is mostly blits of cached layers (:mod:`fortify_layers`): the static background, each play
area (painted again only when the game state changes), the supply, the log, the banner and each
player's panel (painted again when what they show changes). What moves is drawn every frame on top:
tumbling dice, lit targets, the held thing and its ghost, animations, the toast.
Units: logical pixels; times in seconds of scene time.
"""
from __future__ import annotations

from typing import Any, Optional

import pygame

from ..rules.fortify.state import BUILD, JERK, MEDIC, OVER, RECRUIT, THROW
from .fortify_draw import ILLEGAL, LEGAL
from .fortify_flow import RACED
from .fortify_hud import (DIE_PX, TOAST_INFO, ZoneLook, draw_area_tag, draw_banner, draw_hints, draw_label,
                          draw_log, draw_meeple, draw_results, draw_toast, draw_tray_dice, draw_zone,
                          hand_top_rect)
from .fortify_words import PHASE_WORDS
from .widgets import GOLD

HINTS = {
    BUILD: "Drag the revealed card onto your side - wheel, right click or R turns it - Esc cancels",
    RECRUIT: "Drag the top Kid of a pile into a lit room of your fort - R turns a Thrower - Esc cancels",
    THROW: "Fling the dice in your tray or click Roll; drag each die onto a lit target - Esc cancels",
    JERK: "Roll the Jerk Die, then drag it onto a lit target",
    MEDIC: "Click one of your face-down Kids (lit green) to flip it face up",
}
HINTS_ALWAYS = "Hover a card to see it big - F1: how to play - L: log - Esc: menu - M: sound"


class TablePaint:
    """Frame drawing of the Fortify table."""

    def _track_version(self) -> None:
        """Count state changes: the key of the cached play-area and supply layers."""
        if self.state is not self._seen_state:
            self._seen_state = self.state
            self.version += 1

    def draw(self, surface: pygame.Surface) -> None:
        self._track_version()
        view = self.view()
        viewer = self.flow.viewer()
        lay, state = self.layout, self.state
        self.drawer.draw_background(surface)
        for seat in (0, 1):
            self.layers.blit(surface, f"area{seat}", self.version, lay.area[seat],
                             lambda target, s=seat: self.drawer.draw_area(target, state, s))
            self.new_rooms[seat] = [(c, t) for c, t in self.new_rooms[seat] if self.now - t < 1.5]
            self.drawer.draw_fresh_rooms(surface, seat, [c for c, _ in self.new_rooms[seat]], self.now)
            draw_area_tag(surface, lay, seat, self._area_tag(seat), self._active(seat))
        self.drawer.draw_placed_dice(surface, view, view.dice_placed)
        hidden = tuple(self._hidden_pile())
        self.pile_rects = self.drawer.supply_rects(view)
        self.layers.blit(surface, "supply", (self.version, hidden), lay.supply,
                         lambda target: self.drawer.draw_supply(target, view, hidden))
        self._draw_held_lights(surface)
        for seat in (0, 1):
            self._draw_zone(surface, view, seat, viewer)
        self._draw_meeples(surface)
        lines = tuple(self._log_lines(viewer))
        self.layers.blit(surface, "log", lines, lay.log, lambda target: draw_log(target, lay, list(lines)))
        self._draw_results(surface)
        words = (self.banner(), f"Round {state.round} - {PHASE_WORDS.get(state.phase, '')}")
        self.layers.blit(surface, "banner", words, lay.banner, lambda target: draw_banner(target, lay, *words))
        hint = self._hint()
        self.layers.blit(surface, "hints", hint, lay.hints, lambda target: draw_hints(target, lay, hint))
        for button in self.buttons.values():
            button.draw(surface)
        self.anims.draw(surface, self.now)
        self._draw_drag(surface)
        self._draw_enlarged(surface, view)
        if self.now < self.reveal_until and self.reveal_text:
            lines = self.reveal_text.split("\n")
            fx, fy = lay.fence_centre
            for i, line in enumerate(lines):      # one line on the fence, or two around it
                y = fy + (i - (len(lines) - 1) / 2) * 26
                draw_label(surface, line, (fx, round(y)), GOLD, anchor="center", max_width=lay.fence.w - 8)
        if self.now < self.message_until and self.message:
            colour = TOAST_INFO if getattr(self, "message_style", "refusal") == "info" else None
            draw_toast(surface, self.message, self.message_at or self._toast_home(viewer),
                       **({"colour": colour} if colour else {}))

    def _draw_results(self, surface: pygame.Surface) -> None:
        """After a clean-up: what happened, held until a person clicks "Next round"."""
        self.next_button.visible = self.showing_results and self.flow.await_click
        if not self.showing_results:
            return
        results = self.results
        lines = [(text, at) for text, at in results["lines"] if not text.startswith("Dice revealed")]
        shown = [text for text, at in lines if at <= self.now]
        title = f"Round {results['round']} results"
        if self.flow.await_click:
            footer = "Click Next round or press Space"
        else:
            footer = "The next round starts in a moment..."
        if lines and not shown:
            shown = ["..."]      # the first step is still to come (it shows in a moment)
        draw_results(surface, self.layout, title, shown, footer)
        self.next_button.draw(surface)

    # ------------------------------------------------------------------ words on the table
    def _active(self, seat: int) -> bool:
        """``seat`` is the one to act now (its panel and area are framed gold)."""
        state = self.state
        if state.phase == OVER or self.flow.pending:
            return False
        if self.flow.hot_seat and state.phase in RACED:
            return seat == self.flow.half
        return seat in self.session.acting_seats()

    def _area_tag(self, seat: int) -> str:
        colour = self.rules.data.seat_dice_colours[seat]
        return f"{self.name(seat)}'s fort - {colour} dice"

    def _hint(self) -> str:
        if self.showing_results and self.flow.await_click:
            return "Click Next round or press Space to go on - " + HINTS_ALWAYS
        if self.flow.pending:
            return "Click anywhere or press Space to go on - " + HINTS_ALWAYS
        if self.flow.mouse_seat() is None:
            return HINTS_ALWAYS
        return HINTS.get(self.state.phase, "") + " - " + HINTS_ALWAYS

    def _toast_home(self, viewer: Optional[int]) -> tuple[int, int]:
        """Where a message shows by default: over the viewer's dice tray, where a refused card or die
        goes back to (px)."""
        return self.layout.zone[viewer if viewer is not None else 0].tray.center

    # ------------------------------------------------------------------ pieces
    def _hidden_pile(self) -> list[str]:
        drag = self.drag.drag
        hidden = [drag.payload[2]] if drag is not None and drag.payload[0] == "kid" else []
        hidden += [r.payload[2] for r in self.drag.returning if r.payload[0] == "kid"]
        return hidden

    def _draw_held_lights(self, surface: pygame.Surface) -> None:
        """Light what is legal now: the targets of a held die, the rooms a held Kid fits; with nothing
        held, the Kid piles one may recruit from and the face-down Kids a Medic may flip."""
        drag = self.drag.drag
        if drag is None:
            self._draw_choice_lights(surface)
            return
        if drag.payload[0] == "die":
            self.drawer.light_targets(surface, self.state, self.held_targets, self.now)
        elif drag.payload[0] == "kid":
            seat, kind = drag.payload[1], drag.payload[2]
            for room in self.state.players[seat].grid.enclosures():
                if room.clear and kind in room.fits:
                    self.drawer.light_cells(surface, seat, room.free, (120, 255, 140, 70))

    def _draw_choice_lights(self, surface: pygame.Surface) -> None:
        seat = self.flow.mouse_seat()
        state = self.state
        if seat is None or state.phase not in (RECRUIT, MEDIC):
            return
        if state.phase == MEDIC:
            down = [{"kind": "kid", "seat": seat, "id": k.kid_id}
                    for k in state.players[seat].kids.values() if not k.face_up]
            self.drawer.light_targets(surface, state, down, self.now)
            return
        kinds = {a["kind"] for a in self.legal_now(seat) if a["type"] == "recruit"}
        pulse = 2 + int(2 * abs(((self.now * 2.5) % 2) - 1))
        for kind in kinds:
            rect = self.pile_rects.get(kind)
            if rect is not None and kind not in self._hidden_pile():
                pygame.draw.rect(surface, LEGAL, rect.inflate(8, 8), pulse, border_radius=5)

    def legal_now(self, seat: int) -> list[dict]:
        """``seat``'s legal actions, computed once per game state (cached by ``version``)."""
        key = (self.version, seat)
        if self._legal_key != key:
            self._legal_key, self._legal = key, self.session.legal_actions(seat)
        return self._legal

    def _draw_meeples(self, surface: pygame.Surface) -> None:
        """Free Meeples stand on the fence; a grabbed one stands in its holder's name line."""
        lay, state = self.layout, self.state
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

    def _draw_zone(self, surface: pygame.Surface, view: Any, seat: int, viewer: Optional[int]) -> None:
        lay, state = self.layout, self.state
        player = view.players[seat]
        drag = self.drag.drag
        holding_card = (drag is not None and drag.payload[0] == "card" and drag.payload[1] == seat) or any(
            r.payload[0] == "card" and r.payload[1] == seat for r in self.drag.returning)
        top = player.hand[0] if player.hand else None
        turns = (self.hand_rot[seat] + lay.screen_turns(seat)) % 4
        shown = top is not None and not holding_card
        self.hand_rects[seat] = hand_top_rect(lay, seat, turns) if shown else None
        hidden = self.flow.hot_seat and state.phase == THROW and viewer is not None and seat != viewer \
            and not all(p.done for p in state.players)
        unrolled: list[str] = []
        note = ""
        if hidden:
            note = "hidden until both players are done"
        elif state.phase == THROW and not player.rolled and player.dice:
            unrolled = list(player.dice)
            note = "fling the dice here, or click Roll" if self.flow.mouse_seat() == seat else ""
        elif state.phase == JERK and state.jerk == seat and state.jerk_face is None:
            unrolled = ["jerk"]
        elif state.phase in (BUILD, RECRUIT):
            note = "dice tray (Part II)"
        look = ZoneLook(self.name(seat), self._status(seat, view), self._active(seat), len(player.hand), top,
                        turns, len(player.reserve), holding_card, tuple(unrolled), note)
        self.layers.blit(surface, f"zone{seat}", look, lay.zone[seat].rect,
                         lambda target: draw_zone(target, lay, self.pieces, seat, look))
        if hidden or self.fast:
            return
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
        if kind in ("card", "kid"):
            ghost = self.card_ghost(drag) if kind == "card" else self.kid_ghost(drag)
            if ghost is not None:
                ghost_image = image.copy()
                ghost_image.set_alpha(150)
                surface.blit(ghost_image, ghost.rect)
                colour = LEGAL if ghost.problem is None else ILLEGAL
                pygame.draw.rect(surface, colour, ghost.rect.inflate(4, 4), 3, border_radius=3)
                words = "drop here" if ghost.problem is None else ghost.problem
                self._ghost_label(surface, words, ghost, colour)
        elif kind == "die":
            target, problem = self.die_target(drag)
            if target is not None:
                rect = self.drawer.target_screen_rect(self.state, target)
                colour = LEGAL if problem is None else ILLEGAL
                if rect is not None:
                    pygame.draw.rect(surface, colour, rect.inflate(6, 6), 3, border_radius=4)
                draw_label(surface, "drop here" if problem is None else problem,
                           (drag.rect.centerx, drag.rect.y - 8), colour)
        shadow = pygame.Surface(image.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 70))
        surface.blit(shadow, drag.rect.move(5, 6))
        surface.blit(image, drag.rect)

    def _ghost_label(self, surface: pygame.Surface, words: str, ghost: Any, colour) -> None:
        """The words by a ghost, outside it on the side away from the fence (where the fort is), so they
        never cover the cells the card would close; the other side if there is no room there."""
        area = self.layout.area[ghost.seat]
        below = (ghost.rect.centerx, ghost.rect.bottom + 6)
        above = (ghost.rect.centerx, ghost.rect.y - 6)
        h = 30
        if ghost.seat == 0:     # P1's fort grows down from the fence: the label goes below
            first = ("midtop", below) if below[1] + h <= area.bottom + 40 else ("midbottom", above)
        else:                   # P2's fort is drawn turned and grows up: the label goes above
            first = ("midbottom", above) if above[1] - h >= area.y - 40 else ("midtop", below)
        draw_label(surface, words, first[1], colour, anchor=first[0])

    def _held_image(self, payload: tuple, turns: int) -> Optional[pygame.Surface]:
        kind, seat = payload[0], payload[1]
        c = self.layout.cell_px
        if kind == "card":
            rot = (payload[3] + turns) % 4
            return self.pieces.card(payload[2], rot + self.layout.screen_turns(seat), c)
        if kind == "kid":
            pile = self.state.kid_piles[payload[2]]
            if not pile:
                return None
            w, h = self.rules.kid_size(payload[2], (payload[3] + turns) % 2)
            return self.pieces.kid(pile[0], (w * c, h * c), True)
        if kind == "die":
            return self.pieces.die(payload[2], payload[3], DIE_PX)
        return None
