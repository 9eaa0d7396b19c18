"""Mouse and keys on the Fortify table (TABLE.md "Window and input"): pick up the revealed card, a
Kid from a pile or a die at rest in the tray; carry it with its ghost (green: legal; red with the
rules' reason); drop it (the drop asks exactly what the ghost showed); turn it (wheel, right click,
R); fling the dice; click a face-down Kid for a Medic; pin an enlargement (middle click).

A part of :class:`~.scene.FortifyTable` (reads what :class:`~.contract.TableParts` declares).
Coordinates are logical pixels from ``event.pos`` only.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Optional

import pygame

from ...rules.fortify.state import BUILD, JERK, MEDIC, RECRUIT, THROW
from ..widgets import event_pos, handle_all
from .contract import TableParts
from .hud import DIE_PX, hand_top_rect


@dataclass
class Ghost:
    """Where a held Fort Card or Kid would land: cells, its screen rect, and why not (None: legal)."""

    seat: int
    x: int
    y: int
    rot: int
    rect: pygame.Rect
    problem: Optional[str]



class FortifyInput:
    """Mouse and keys on the Fortify table: pick up, carry, drop, turn, fling. ``table``: the scene
    (its declared parts)."""

    def __init__(self, table: TableParts):
        self.table = table
        self._ghost_key: Any = None
        self._ghost: Optional[Ghost] = None

    # ================================================================== input
    def process_event(self, event: pygame.event.Event) -> bool:
        if self.table.drag.cancel_event(event):
            self._held_clear()
            self.table.say(f"Cancelled ({self.table.drag.last_cancel}): it went back", 2.0, style="info")
            return True
        etype = event.type
        pos = event_pos(event)
        if pos is not None:
            self.table.pointer = pos
        if self.table.results_await_click:
            if self.table.next_button.handle(event):
                return True
            if etype == pygame.KEYDOWN and getattr(event, "key", None) in (
                    pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.table.next_round()
                return True
        if etype in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN):
            visible = [b for b in self.table.buttons.values() if b.visible]
            if not self.table.drag.active and handle_all(visible, event):
                return True
        if self.table.flow.pending and (
                (etype == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1)
                or (etype == pygame.KEYDOWN and getattr(event, "key", None) in (pygame.K_SPACE, pygame.K_RETURN))):
            self.table.flow.hold_until = 0.0          # the players have seen enough: go on now
            return True
        if etype == pygame.MOUSEMOTION and pos is not None:
            self.table.drag.move(pos)
            if self.table.fling is not None:
                rel = getattr(event, "rel", (0, 0)) or (0, 0)
                self.table.fling["rels"] = (self.table.fling["rels"] + [tuple(rel)])[-3:]
            return True
        if etype == pygame.MOUSEBUTTONDOWN and pos is not None:
            button = getattr(event, "button", 0)
            if button == 1:
                inset = 1 - self.table.focus
                if not self.table.drag.active and self.table.layout.area[inset].collidepoint(pos):
                    self.table.set_focus(inset, picked=True)     # look at the other fort, large
                    return True
                return self._press(pos)
            if button == 3:
                self._turn(1)
                return True
            if button == 2:
                self.table.hover.toggle_pin(self.table.pointer)
                return True
            return False
        if etype == pygame.MOUSEBUTTONUP and pos is not None and getattr(event, "button", 0) == 1:
            return self._release(pos)
        if etype == pygame.MOUSEWHEEL:
            y = getattr(event, "y", 0)
            if y:
                self._turn(1 if y > 0 else 3)
            return True
        if etype == pygame.KEYDOWN:
            key = getattr(event, "key", None)
            if key == pygame.K_r:
                self._turn(3 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
                return True
            if key == pygame.K_h:
                self.table.suggest = not self.table.suggest
                self.table.say("Hints on: a gold frame shows where the card would close the most room"
                               if self.table.suggest else "Hints off", 2.5, style="info")
                return True
            if key == pygame.K_ESCAPE and self.table.hover.pinned is not None:
                self.table.hover.pinned = None
                return True
            if key == pygame.K_m and hasattr(self.table.app, "apply_settings"):
                current = self.table.app.user_settings
                self.table.app.apply_settings(dataclasses.replace(current, muted=not current.muted))
                player = getattr(self.table.app, "sound", None)
                silent = player is not None and player.available is False
                self.table.app.notify("Sound off" if self.table.app.user_settings.muted else
                                      "Sound on (but no sound device was found)" if silent else "Sound on", 1.5)
                return True
        return False

    # ---------------------------------------------------------------- pick up
    def _press(self, pos: tuple[int, int]) -> bool:
        seat = self.table.flow.mouse_seat()
        if seat is None:
            self._say_who_acts(pos)
            return False
        state = self.table.state
        if state.phase == BUILD:
            rect = self.table.hand_rects.get(seat)
            sliding = [r for r in self.table.drag.returning if r.payload[0] == "card" and r.payload[1] == seat]
            if rect is None and sliding:
                # a quick grab: the card let go a moment ago is still sliding home; take it again
                turns = (self.table.hand_rot[seat] + self.table.layout.screen_turns(seat)) % 4
                rect = hand_top_rect(self.table.layout, seat, turns)
            if rect is not None and rect.collidepoint(pos) and state.players[seat].hand:
                for item in sliding:
                    self.table.drag.returning.remove(item)
                card = state.players[seat].hand[0]
                self.table.set_focus(seat)          # the own fort is drawn large to build on
                held = self._held_card_rect(seat, card, rect, pos)
                self.table.drag.start(("card", seat, card, self.table.hand_rot[seat]), pos, held,
                                      home=(rect.centerx - held.w / 2, rect.centery - held.h / 2))
                return True
        elif state.phase == RECRUIT:
            for kind, rect in self.table.pile_rects.items():
                if kind in ("builder", "thrower", "medic") and rect.collidepoint(pos) and state.kid_piles[kind]:
                    # the pile shows the Kid big; in the hand it takes its table size, centred on the pointer
                    w, h = self.table.rules.kid_size(kind, 0)
                    self.table.set_focus(seat)      # the own fort is drawn large to recruit into
                    c = self.table.layout.cells[seat]
                    held = pygame.Rect(0, 0, w * c, h * c)
                    held.center = pos
                    home = (rect.centerx - held.w / 2, rect.centery - held.h / 2)
                    self.table.drag.start(("kid", seat, kind, 0), pos, held, home=home)
                    return True
        elif state.phase in (THROW, JERK):
            return self._press_tray(seat, pos)
        elif state.phase == MEDIC:
            return self._medic_click(seat, pos)
        return False

    def _say_who_acts(self, pos: tuple[int, int]) -> None:
        """A press on a pile, a hand or a tray while nobody at the mouse may act: say who is acting
        (never a silent nothing)."""
        t = self.table
        piles = [r for r in t.pile_rects.values()]
        own = [r for r in t.hand_rects.values() if r is not None] + [z.tray for z in t.layout.zone.values()]
        if not any(r.collidepoint(pos) for r in piles + own):
            return
        acting = [s for s in t.session.acting_seats()] if not t.session.is_over else []
        if acting:
            names = " and ".join(t.name(s) for s in acting)
            t.say(f"Wait: {names} {'is' if len(acting) == 1 else 'are'} acting now", 2.0, style="info")

    def _held_card_rect(self, seat: int, card: int, hand: pygame.Rect, pos: tuple[int, int]) -> pygame.Rect:
        """The held card at the size of its play area (px), under the pointer at the same spot of the
        card as on the (smaller) hand pile, so the pointer keeps its grip."""
        face = self.table.rules.card_face(card, self.table.hand_rot[seat] % 4)
        c = self.table.layout.cells[seat]
        w, h = face.width * c, face.height * c
        fx = (pos[0] - hand.x) / max(1, hand.w)
        fy = (pos[1] - hand.y) / max(1, hand.h)
        return pygame.Rect(round(pos[0] - fx * w), round(pos[1] - fy * h), w, h)

    def _press_tray(self, seat: int, pos: tuple[int, int]) -> bool:
        state = self.table.state
        tray = self.table.trays[seat]
        zone_tray = self.table.layout.zone[seat].tray
        die = tray.die_at(*pos) if tray.settled else None
        if die is not None:
            face = self.table.rules.die_face(state, seat, die)
            if face is not None:
                view = next(v for v in tray.dice() if v.die_id == die)
                rect = pygame.Rect(0, 0, DIE_PX, DIE_PX)
                rect.center = (round(view.x_px), round(view.y_px))
                targets = self.table.rules.die_targets(state, seat, die)
                sides = {t.get("seat") for t in targets}
                if targets and self.table.focus not in sides:
                    self.table.set_focus(sides.pop())   # e.g. a Block: the own fort is drawn large
                self.table.drag.start(("die", seat, die, face), pos, rect)
                self.table.held_targets = targets
                return True
        if zone_tray.collidepoint(pos) and self._may_roll(seat):
            self.table.fling = {"seat": seat, "start": pos, "rels": []}
            return True
        return False

    def _may_roll(self, seat: int) -> bool:
        return any(a["type"] == "roll" for a in self.table.legal_now(seat)) and self.table.trays[seat].settled

    def _medic_click(self, seat: int, pos: tuple[int, int]) -> bool:
        cell = self.table.layout.cell_at(seat, *pos)
        if cell is None:
            return False
        kid = self.table.state.players[seat].grid.kid_at(*cell)
        if kid is None:
            self.table.say("Click one of your face-down Kids to flip it face up", style="info")
            return True
        problem = self.table.submit({"type": "medic", "seat": seat, "kid": kid})
        if problem:
            self.table.say(problem)
        return True

    # ---------------------------------------------------------------- let go
    def _release(self, pos: tuple[int, int]) -> bool:
        if self.table.fling is not None:
            fling, self.table.fling = self.table.fling, None
            self._do_fling(fling, pos)
            return True
        drag = self.table.drag.finish(pos)
        if drag is None:
            return False
        self.table.hover.rest_again(pos)       # what was let go is under the pointer: no pop-up
        kind = drag.payload[0]
        if kind == "card":
            self._drop_card(drag)
        elif kind == "kid":
            self._drop_kid(drag)
        elif kind == "die":
            self._drop_die(drag)
        self._held_clear()
        return True

    def _refuse(self, drag: Any, reason: str) -> None:
        """An illegal drop is not a placement: the thing slides home, and the reason shows there."""
        self.table.drag.refuse(drag)
        self.table.say(reason)

    def _drop_card(self, drag: Any) -> None:
        ghost = self.card_ghost(drag)
        if ghost is None:
            self._refuse(drag, "Put the card down on your own play area")
            return
        if ghost.problem:
            self._refuse(drag, f"Can't place it there: {ghost.problem}")
            return
        problem = self.table.submit({"type": "place", "seat": ghost.seat, "x": ghost.x, "y": ghost.y, "rot": ghost.rot})
        if problem:
            self._refuse(drag, f"Can't place it there: {problem}")

    def _drop_kid(self, drag: Any) -> None:
        ghost = self.kid_ghost(drag)
        _, seat, kind, _ = drag.payload
        if ghost is None:
            self._refuse(drag, "Put the Kid into a lit room of your own fort")
            return
        if ghost.problem:
            self._refuse(drag, f"Can't recruit it there: {ghost.problem}")
            return
        problem = self.table.submit({"type": "recruit", "seat": seat, "kind": kind, "x": ghost.x, "y": ghost.y,
                               "rot": ghost.rot})
        if problem:
            self._refuse(drag, f"Can't recruit it there: {problem}")

    def _drop_die(self, drag: Any) -> None:
        _, seat, die, _ = drag.payload
        target, problem = self.die_target(drag)
        if target is None:
            self._refuse(drag, problem or "Drop the die on a card, a Kid or a Base Target")
            return
        if problem:
            self._refuse(drag, f"Not there: {problem}")
            return
        self.table.dropped_at[die] = drag.centre          # it stays where it was let go
        self.table.dropped_focus[die] = self.table.focus
        problem = self.table.submit({"type": "place_die", "seat": seat, "die": die, "target": target})
        if problem:
            self.table.dropped_at.pop(die, None)
            self._refuse(drag, f"Not there: {problem}")

    def _do_fling(self, fling: dict, pos: tuple[int, int]) -> None:
        seat = fling["seat"]
        if self.table.flow.mouse_seat() != seat or not self._may_roll(seat):
            return
        rels = fling["rels"]
        impulse = None
        if rels:
            vx = sum(r[0] for r in rels) / len(rels) * 60.0
            vy = sum(r[1] for r in rels) / len(rels) * 60.0
            if vx or vy:
                impulse = (vx, vy)
        self.table.pending_throw = (impulse, pos)
        problem = self.table.submit({"type": "roll", "seat": seat})
        if problem:
            self.table.pending_throw = None
            self.table.say(problem)

    # ---------------------------------------------------------------- turning, pinning
    def _turn(self, quarter_turns: int) -> None:
        drag = self.table.drag.drag
        if drag is not None:
            kind = drag.payload[0]
            if kind == "card":
                self.table.drag.turn(quarter_turns)
            elif kind == "kid":
                w, h = self.table.rules.data.kid_sizes[drag.payload[2]]
                if w != h:
                    self.table.drag.turn(1)
            return
        seat = self.table.flow.mouse_seat()
        if seat is not None and self.table.state.phase == BUILD and self.table.state.players[seat].hand:
            self.table.hand_rot[seat] = (self.table.hand_rot[seat] + quarter_turns) % 4

    def _held_clear(self) -> None:
        self.table.held_targets = []

    # ================================================================== ghosts (the same for drop)
    def card_ghost(self, drag: Any) -> Optional[Ghost]:
        """Where the held Fort Card would land (snapped) and the rules' objection, or None when the
        card is not over its player's play area. The drop asks exactly this. Asked again only when
        the card moved or turned, or the game changed."""
        key = ("card", drag.payload, drag.top_left, drag.turns, self.table.version)
        if self._ghost_key != key:
            self._ghost_key, self._ghost = key, self._card_ghost(drag)
        return self._ghost

    def _card_ghost(self, drag: Any) -> Optional[Ghost]:
        _, seat, card, base_rot = drag.payload
        rot = (base_rot + drag.turns) % 4
        area, c = self.table.layout.area[seat], self.table.layout.cells[seat]
        if not area.inflate(c * 2, c * 2).collidepoint(drag.centre):
            return None
        face = self.table.rules.card_face(card, rot)
        xf, yf = self.table.layout.top_left_cells(seat, *drag.top_left, face.width, face.height)
        grid = self.table.state.players[seat].grid
        x, y = grid.snap_to_legal(xf, yf, face, int(self.table.rules.data.table.get("snap_reach_cells", 0)))
        problem = self.table.rules.placement_problem(self.table.state, seat, x, y, rot)
        return Ghost(seat, x, y, rot, self.table.layout.cell_rect(seat, x, y, face.width, face.height), problem)

    def kid_ghost(self, drag: Any) -> Optional[Ghost]:
        """Where the held Kid would lie (nearest cell) and the rules' objection, or None."""
        key = ("kid", drag.payload, drag.top_left, drag.turns, self.table.version)
        if self._ghost_key != key:
            self._ghost_key, self._ghost = key, self._kid_ghost(drag)
        return self._ghost

    def _kid_ghost(self, drag: Any) -> Optional[Ghost]:
        _, seat, kind, base_rot = drag.payload
        rot = (base_rot + drag.turns) % 2
        area = self.table.layout.area[seat]
        if not area.collidepoint(drag.centre):
            return None
        w, h = self.table.rules.kid_size(kind, rot)
        xf, yf = self.table.layout.top_left_cells(seat, *drag.top_left, w, h)
        cols, rows = self.table.layout.cols, self.table.layout.rows
        x = min(max(int(round(xf)), 0), cols - w)
        y = min(max(int(round(yf)), 0), rows - h)
        problem = self.table.rules.recruit_problem(self.table.state, seat, kind, x, y, rot)
        return Ghost(seat, x, y, rot, self.table.layout.cell_rect(seat, x, y, w, h), problem)

    def die_target(self, drag: Any) -> tuple[Optional[dict], Optional[str]]:
        """What the held die would land on (under its centre) and the rules' objection."""
        _, seat, die, _ = drag.payload
        cx, cy = drag.centre
        area_seat = self.table.layout.area_at(cx, cy)
        if area_seat is None:
            return None, "Drop the die on a card, a Kid or a Base Target"
        cell = self.table.layout.cell_at(area_seat, cx, cy)
        target = self.table.rules.target_at(self.table.state, area_seat, *cell)
        if target is None:
            return None, "Nothing there: drop the die on a card, a Kid or a Base Target"
        return target, self.table.rules.target_problem(self.table.state, seat, die, target)

