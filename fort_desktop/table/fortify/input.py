"""Mouse and keys on the Fortify table (TABLE.md "Window and input"): pick up the revealed card, a
Kid from a pile or a die at rest in the tray; carry it with its ghost (green: legal; red with the
rules' reason); drop it (the drop asks exactly what the ghost showed); turn it (wheel, right click,
R); fling the dice; click a face-down Kid for a Medic; pin an enlargement (middle click).

A part of :class:`~.scene.FortifyTable`, handed exactly what it reads and the holders it changes
(see :class:`FortifyInput`). Coordinates are logical pixels from ``event.pos`` only.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

import pygame

from ...rules.fortify.state import BUILD, JERK, MEDIC, RECRUIT, THROW
from ..widgets import event_pos, handle_all
from ..kit.dragdrop import DragController
from ..kit.hover import HoverEnlarger
from ..kit.undo import is_undo_key
from ..widgets import Button
from .flow import RaceFlow
from .focus import Focus
from .held import DiceDrops, DiceThrow, Drawn, HandTurns, HeldDie, Pointer
from .hud import DIE_PX, hand_top_rect
from .moments import RoundResults
from .rooms_help import RoomsHelp


#: A die picked up whose targets all lie in the fort drawn small.
SMALL_FORT_TARGETS = "Its targets are lit in the small fort: drop it there, or click that fort first to see it large"
#: How far (cells, in x and in y) a held Kid slides to the one spot a tutorial step teaches.
TAUGHT_REACH_CELLS = 4


#: What Ctrl+Z says in Fortify: a race has no take-back (TABLE.md), only a card still held goes back.
NO_TAKE_BACK = "No taking back in a race: a card put down stays (Esc while you hold one puts it back)"


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
    """Mouse and keys on the Fortify table: pick up, carry, drop, turn, fling.

    Reads ``rules``, ``session``, ``flow`` (who is at the mouse), ``trays``, ``results`` (waiting
    for "Next round"), ``drawn`` (where hand cards and piles lie), ``buttons`` / ``next_button``,
    ``legal_now(seat)``, ``version()`` (the game state's count), ``name(seat)``; changes
    ``pointer``, ``hands`` (turns), ``held`` (the die's targets), ``drops``, ``throw``, ``help``
    (hints on or off), ``drag``, ``hover`` and ``focus`` (``focus_moment()``: what a person's own
    pick lasts for); acts through ``submit(action)`` (the refusal's reason, or None),
    ``next_round()`` and ``say(text, seconds, at, style)``; ``app``: the App (M mutes the sound);
    ``taught(seat)``: a tutorial's taught place / recruit / place_die actions (the held thing snaps
    to them; a held die lights only its taught target, and lands on it when let go anywhere within
    that target's outline, e.g. on a Kid lying on the taught card's floor).
    """

    def __init__(self, *, rules: Any, session: Any, flow: RaceFlow, trays: dict[int, Any], results: RoundResults,
                 drawn: Drawn, buttons: dict[tuple[int, str], Button], next_button: Button,
                 legal_now: Callable[[int], list[dict]], version: Callable[[], int], name: Callable[[int], str],
                 pointer: Pointer, hands: HandTurns, held: HeldDie, drops: DiceDrops, throw: DiceThrow,
                 help: RoomsHelp, drag: DragController, hover: HoverEnlarger, focus: Focus,
                 focus_moment: Callable[[], tuple], submit: Callable[[dict], Optional[str]],
                 next_round: Callable[[], None], say: Callable[..., None], app: Any,
                 taught: Optional[Callable[[int], list[dict]]] = None,
                 refusal: Optional[Callable[[dict], Optional[str]]] = None,
                 refusal_words: Optional[Callable[[str, str], str]] = None):
        self.rules = rules
        #: ``refusal(action)``: the tutorial's "First, let's ..." for a move it does not take now
        #: (None: it takes it); ``refusal_words(reason, fault)``: what a refused drop says (the kit's)
        self.refusal = refusal or (lambda action: None)
        self.refusal_words = refusal_words or (lambda reason, fault="": f"{fault}: {reason}" if fault else reason)
        #: ``taught(seat)``: a tutorial's taught place / recruit / place_die actions (empty: none),
        #: where the held card, Kid or die goes
        self.taught = taught or (lambda seat: [])
        self.session = session
        self.flow = flow
        self.trays = trays
        self.results = results
        self.drawn = drawn
        self.buttons = buttons
        self.next_button = next_button
        self.legal_now = legal_now
        self.version = version
        self.name = name
        self.pointer = pointer
        self.hands = hands
        self.held = held
        self.drops = drops
        self.throw = throw
        self.help = help
        self.drag = drag
        self.hover = hover
        self.focus = focus
        self.focus_moment = focus_moment
        self.submit = submit
        self.next_round = next_round
        self.say = say
        self.app = app
        self._ghost_key: Any = None
        self._ghost: Optional[Ghost] = None

    # ================================================================== input
    def process_event(self, event: pygame.event.Event) -> bool:
        if self.drag.cancel_event(event):
            self._held_clear()
            self.say(f"Cancelled ({self.drag.last_cancel}): it went back", 2.0, style="info")
            return True
        etype = event.type
        pos = event_pos(event)
        if pos is not None:
            self.pointer.move(pos)
        if self.results.await_click:
            if self.next_button.handle(event):
                return True
            if etype == pygame.KEYDOWN and getattr(event, "key", None) in (
                    pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.next_round()
                return True
        if etype in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN):
            visible = [b for b in self.buttons.values() if b.visible]
            if not self.drag.active and handle_all(visible, event):
                return True
        if etype == pygame.MOUSEBUTTONDOWN and pos is not None and getattr(event, "button", 0) == 1:
            inset = 1 - self.focus.seat
            if not self.drag.active and self.focus.layout.area[inset].collidepoint(pos):
                self.focus.set(inset, self.focus_moment())     # look at the other fort, large
                return True                                    # (also while a clean-up shows)
        if self.flow.pending and (
                (etype == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1)
                or (etype == pygame.KEYDOWN and getattr(event, "key", None) in (pygame.K_SPACE, pygame.K_RETURN))):
            self.flow.go_on_now()          # the players have seen enough: go on now
            return True
        if etype == pygame.MOUSEMOTION and pos is not None:
            self.drag.move(pos)
            self.throw.follow(getattr(event, "rel", (0, 0)) or (0, 0))
            return True
        if etype == pygame.MOUSEBUTTONDOWN and pos is not None:
            button = getattr(event, "button", 0)
            if button == 1:
                return self._press(pos)
            if button == 3:
                self._turn(1)
                return True
            if button == 2:
                self.hover.toggle_pin(self.pointer.at)
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
                self.say("Hints on: a gold frame shows where the card would close the most room"
                         if self.help.toggle() else "Hints off", 2.5, style="info")
                return True
            if key == pygame.K_ESCAPE and self.hover.pinned is not None:
                self.hover.toggle_pin(self.pointer.at)      # unpinned
                return True
            if is_undo_key(event):      # TABLE.md: Fortify has no take-back; the table says so
                self.say(NO_TAKE_BACK, 3.0, style="info")
                return True
        return False

    # ---------------------------------------------------------------- pick up
    def _press(self, pos: tuple[int, int]) -> bool:
        seat = self.flow.mouse_seat()
        if seat is None:
            self._say_who_acts(pos)
            return False
        state = self.session.state
        if state.phase == BUILD:
            rect = self.drawn.hands.get(seat)
            sliding = [r for r in self.drag.returning if r.payload[0] == "card" and r.payload[1] == seat]
            if rect is None and sliding:
                # a quick grab: the card let go a moment ago is still sliding home; take it again
                turns = (self.hands.rot[seat] + self.focus.layout.screen_turns(seat)) % 4
                rect = hand_top_rect(self.focus.layout, seat, turns)
            if rect is not None and rect.collidepoint(pos) and state.players[seat].hand:
                for item in sliding:
                    self.drag.returning.remove(item)
                card = state.players[seat].hand[0]
                self.focus.set(seat)          # the own fort is drawn large to build on
                held = self._held_card_rect(seat, card, rect, pos)
                self.drag.start(("card", seat, card, self.hands.rot[seat]), pos, held,
                                      home=(rect.centerx - held.w / 2, rect.centery - held.h / 2))
                return True
        elif state.phase == RECRUIT:
            for kind, rect in self.drawn.piles.items():
                if kind in ("builder", "thrower", "medic") and rect.collidepoint(pos) and state.kid_piles[kind]:
                    # the pile shows the Kid big; in the hand it takes its table size, centred on the pointer
                    w, h = self.rules.kid_size(kind, 0)
                    self.focus.set(seat)      # the own fort is drawn large to recruit into
                    c = self.focus.layout.cells[seat]
                    held = pygame.Rect(0, 0, w * c, h * c)
                    held.center = pos
                    home = (rect.centerx - held.w / 2, rect.centery - held.h / 2)
                    self.drag.start(("kid", seat, kind, 0), pos, held, home=home)
                    return True
        elif state.phase in (THROW, JERK):
            return self._press_tray(seat, pos)
        elif state.phase == MEDIC:
            return self._medic_click(seat, pos)
        return False

    def _say_who_acts(self, pos: tuple[int, int]) -> None:
        """A press on a pile, a hand or a tray while nobody at the mouse may act: say who is acting
        (never a silent nothing)."""
        piles = list(self.drawn.piles.values())
        own = [r for r in self.drawn.hands.values() if r is not None] + [z.tray for z in self.focus.layout.zone.values()]
        if not any(r.collidepoint(pos) for r in piles + own):
            return
        acting = list(self.session.acting_seats()) if not self.session.is_over else []
        if acting:
            names = " and ".join(self.name(s) for s in acting)
            self.say(f"Wait: {names} {'is' if len(acting) == 1 else 'are'} acting now", 2.0, style="info")

    def _held_card_rect(self, seat: int, card: int, hand: pygame.Rect, pos: tuple[int, int]) -> pygame.Rect:
        """The held card at the size of its play area (px), under the pointer at the same spot of the
        card as on the (smaller) hand pile, so the pointer keeps its grip."""
        face = self.rules.card_face(card, self.hands.rot[seat] % 4)
        c = self.focus.layout.cells[seat]
        w, h = face.width * c, face.height * c
        fx = (pos[0] - hand.x) / max(1, hand.w)
        fy = (pos[1] - hand.y) / max(1, hand.h)
        return pygame.Rect(round(pos[0] - fx * w), round(pos[1] - fy * h), w, h)

    def _press_tray(self, seat: int, pos: tuple[int, int]) -> bool:
        state = self.session.state
        tray = self.trays[seat]
        zone_tray = self.focus.layout.zone[seat].tray
        die = tray.die_at(*pos) if tray.settled else None
        if die is not None:
            face = self.rules.die_face(state, seat, die)
            if face is not None:
                view = next(v for v in tray.dice() if v.die_id == die)
                rect = pygame.Rect(0, 0, DIE_PX, DIE_PX)
                rect.center = (round(view.x_px), round(view.y_px))
                targets = self.rules.die_targets(state, seat, die)
                taught = self._taught_dice(seat)
                if taught:   # a tutorial teaches one die's drop: only that target is lit
                    targets = [a["target"] for a in taught if a["die"] == die]
                # the board never switches as a die is picked up: its targets are lit where they
                # lie, the small fort too, and a die may be dropped there
                if targets and self.focus.seat not in {t.get("seat") for t in targets}:
                    self.say(SMALL_FORT_TARGETS, style="info")
                self.drag.start(("die", seat, die, face), pos, rect)
                self.held.hold(targets)
                return True
        if zone_tray.collidepoint(pos) and self._may_roll(seat):
            self.throw.start(seat, pos)
            return True
        return False

    def _may_roll(self, seat: int) -> bool:
        return any(a["type"] == "roll" for a in self.legal_now(seat)) and self.trays[seat].settled

    def _medic_click(self, seat: int, pos: tuple[int, int]) -> bool:
        cell = self.focus.layout.cell_at(seat, *pos)
        if cell is None:
            return False
        kid = self.session.state.players[seat].grid.kid_at(*cell)
        if kid is None:
            self.say("Click one of your face-down Kids to flip it face up", style="info")
            return True
        problem = self.submit({"type": "medic", "seat": seat, "kid": kid})
        if problem:
            self.say(problem)
        return True

    # ---------------------------------------------------------------- let go
    def _release(self, pos: tuple[int, int]) -> bool:
        fling = self.throw.finish()
        if fling is not None:
            self._do_fling(fling, pos)
            return True
        drag = self.drag.finish(pos)
        if drag is None:
            return False
        self.hover.rest_again(pos)       # what was let go is under the pointer: no pop-up
        kind = drag.payload[0]
        if kind == "card":
            self._drop_card(drag)
        elif kind == "kid":
            self._drop_kid(drag)
        elif kind == "die":
            self._drop_die(drag)
        self._held_clear()
        return True

    def _refuse(self, drag: Any, reason: str, fault: str = "") -> None:
        """An illegal drop is not a placement: the thing slides home, and the reason shows there
        (``fault`` before it, as the kit words it: a tutorial's "First, let's ..." as it is)."""
        self.drag.refuse(drag)
        self.say(self.refusal_words(reason, fault))

    def _drop_card(self, drag: Any) -> None:
        ghost = self.card_ghost(drag)
        if ghost is None:
            self._refuse(drag, "Put the card down on your own play area")
            return
        if ghost.problem:
            self._refuse(drag, ghost.problem, "Can't place it there")
            return
        problem = self.submit({"type": "place", "seat": ghost.seat, "x": ghost.x, "y": ghost.y, "rot": ghost.rot})
        if problem:
            self._refuse(drag, problem, "Can't place it there")

    def _drop_kid(self, drag: Any) -> None:
        ghost = self.kid_ghost(drag)
        _, seat, kind, _ = drag.payload
        if ghost is None:
            self._refuse(drag, "Put the Kid into a lit room of your own fort")
            return
        if ghost.problem:
            self._refuse(drag, ghost.problem, "Can't recruit it there")
            return
        problem = self.submit({"type": "recruit", "seat": seat, "kind": kind, "x": ghost.x, "y": ghost.y,
                               "rot": ghost.rot})
        if problem:
            self._refuse(drag, problem, "Can't recruit it there")

    def _drop_die(self, drag: Any) -> None:
        _, seat, die, _ = drag.payload
        target, problem = self.die_target(drag)
        if target is None:
            self._refuse(drag, problem or "Drop the die on a card, a Kid or a Base Target")
            return
        if problem:
            self._refuse(drag, problem, "Not there")
            return
        self.drops.let_go(die, drag.centre, self.focus.seat)          # it stays where it was let go
        problem = self.submit({"type": "place_die", "seat": seat, "die": die, "target": target})
        if problem:
            self.drops.take_back(die)
            self._refuse(drag, problem, "Not there")

    def _do_fling(self, fling: dict, pos: tuple[int, int]) -> None:
        seat = fling["seat"]
        if self.flow.mouse_seat() != seat or not self._may_roll(seat):
            return
        rels = fling["rels"]
        impulse = None
        if rels:
            vx = sum(r[0] for r in rels) / len(rels) * 60.0
            vy = sum(r[1] for r in rels) / len(rels) * 60.0
            if vx or vy:
                impulse = (vx, vy)
        self.throw.aim(impulse, pos)
        problem = self.submit({"type": "roll", "seat": seat})
        if problem:
            self.throw.take()
            self.say(problem)

    # ---------------------------------------------------------------- turning, pinning
    def _turn(self, quarter_turns: int) -> None:
        drag = self.drag.drag
        if drag is not None:
            kind = drag.payload[0]
            if kind == "card":
                self.drag.turn(quarter_turns)
            elif kind == "kid":
                w, h = self.rules.data.kid_sizes[drag.payload[2]]
                if w != h:
                    self.drag.turn(1)
            return
        seat = self.flow.mouse_seat()
        if seat is not None and self.session.state.phase == BUILD and self.session.state.players[seat].hand:
            self.hands.turn(seat, quarter_turns)

    def _held_clear(self) -> None:
        self.held.clear()

    # ================================================================== ghosts (the same for drop)
    def card_ghost(self, drag: Any) -> Optional[Ghost]:
        """Where the held Fort Card would land (snapped) and the rules' objection, or None when the
        card is not over its player's play area. The drop asks exactly this. Asked again only when
        the card moved or turned, or the game changed."""
        key = ("card", drag.payload, drag.top_left, drag.turns, self.version())
        if self._ghost_key != key:
            self._ghost_key, self._ghost = key, self._card_ghost(drag)
        return self._ghost

    def _card_ghost(self, drag: Any) -> Optional[Ghost]:
        _, seat, card, base_rot = drag.payload
        rot = (base_rot + drag.turns) % 4
        area, c = self.focus.layout.area[seat], self.focus.layout.cells[seat]
        if not area.inflate(c * 2, c * 2).collidepoint(drag.centre):
            return None
        face = self.rules.card_face(card, rot)
        xf, yf = self.focus.layout.top_left_cells(seat, *drag.top_left, face.width, face.height)
        grid = self.session.state.players[seat].grid
        reach = int(self.rules.data.table.get("snap_reach_cells", 0))
        x, y = grid.snap_to_legal(xf, yf, face, reach)
        spots = [(a["x"], a["y"]) for a in self.taught(seat) if a["type"] == "place" and a["rot"] == rot
                 and abs(a["x"] - xf) <= reach + 1 and abs(a["y"] - yf) <= reach + 1]
        if spots:   # a tutorial's taught spot within reach: the card slides there
            x, y = spots[0]
        problem = self.rules.placement_problem(self.session.state, seat, x, y, rot)
        taught = {(a["x"], a["y"], a["rot"]) for a in self.taught(seat) if a["type"] == "place"}
        if problem is None and taught and (x, y, rot) not in taught:
            # legal, but not what this step teaches: the ghost says the tutorial's words
            problem = self.refusal({"type": "place", "seat": seat, "x": x, "y": y, "rot": rot})
        return Ghost(seat, x, y, rot, self.focus.layout.cell_rect(seat, x, y, face.width, face.height), problem)

    def kid_ghost(self, drag: Any) -> Optional[Ghost]:
        """Where the held Kid would lie and the rules' objection, or None: the nearest cell, pulled to
        the nearest spot where it may lie (at its present turn) within ``snap_reach_cells`` (table
        data), as a held Fort Card is."""
        key = ("kid", drag.payload, drag.top_left, drag.turns, self.version())
        if self._ghost_key != key:
            self._ghost_key, self._ghost = key, self._kid_ghost(drag)
        return self._ghost

    def _kid_ghost(self, drag: Any) -> Optional[Ghost]:
        _, seat, kind, base_rot = drag.payload
        rot = (base_rot + drag.turns) % 2
        area = self.focus.layout.area[seat]
        if not area.collidepoint(drag.centre):
            return None
        w, h = self.rules.kid_size(kind, rot)
        xf, yf = self.focus.layout.top_left_cells(seat, *drag.top_left, w, h)
        cols, rows = self.focus.layout.cols, self.focus.layout.rows
        x = min(max(int(round(xf)), 0), cols - w)
        y = min(max(int(round(yf)), 0), rows - h)
        problem = self.rules.recruit_problem(self.session.state, seat, kind, x, y, rot)
        reach = int(self.rules.data.table.get("snap_reach_cells", 0))
        taught = [(a["x"], a["y"]) for a in self.taught(seat) if a["type"] == "recruit" and a["kind"] == kind]
        if taught:   # a tutorial teaches one spot: anywhere near it slides there, elsewhere it says so
            near = [s for s in taught if abs(s[0] - xf) <= TAUGHT_REACH_CELLS and abs(s[1] - yf) <= TAUGHT_REACH_CELLS]
            if near:
                x, y = min(near, key=lambda s: (s[0] - xf) ** 2 + (s[1] - yf) ** 2)
                problem = self.rules.recruit_problem(self.session.state, seat, kind, x, y, rot)
            elif problem is None:
                problem = self.refusal({"type": "recruit", "seat": seat, "kind": kind, "x": x, "y": y, "rot": rot})
        elif problem is not None:
            spots = [(s[0], s[1]) for s in self.kid_spots(seat, kind, rot)
                     if abs(s[0] - xf) <= reach and abs(s[1] - yf) <= reach]
            if spots:
                x, y = min(spots, key=lambda s: (s[0] - xf) ** 2 + (s[1] - yf) ** 2)
                problem = None
        return Ghost(seat, x, y, rot, self.focus.layout.cell_rect(seat, x, y, w, h), problem)

    def kid_spots(self, seat: int, kind: str, rot: int | None = None) -> list[tuple[int, int, int]]:
        """Every ``(x, y, rot)`` (cells; rot 0 or 1) where ``seat`` may lay the top ``kind`` Kid now,
        from the rules' legal actions (rulebook "Recruit Kids"); only those of turn ``rot`` if given
        (a square Kid lies the same either way: its spots are listed for the ``rot`` asked)."""
        w, h = self.rules.kid_size(kind, 0)
        taught = [a for a in self.taught(seat) if a["type"] == "recruit"]
        return [(a["x"], a["y"], a["rot"] if rot is None or w != h else rot) for a in (taught or self.legal_now(seat))
                if a["type"] == "recruit" and a["kind"] == kind and (rot is None or w == h or a["rot"] == rot)]

    def die_target(self, drag: Any) -> tuple[Optional[dict], Optional[str]]:
        """What the held die would land on (under its centre) and the rules' objection (or the
        tutorial's "First, let's ...", for a legal drop it does not teach now)."""
        _, seat, die, _ = drag.payload
        cx, cy = drag.centre
        area_seat = self.focus.layout.area_at(cx, cy)
        if area_seat is None:
            return None, "Drop the die on a card, a Kid or a Base Target"
        cell = self.focus.layout.cell_at(area_seat, cx, cy)
        for a in self._taught_dice(seat):   # within the taught target's outline (a Kid on its floor too)
            if a["die"] == die and self._within(a["target"], area_seat, cell):
                return a["target"], self.rules.target_problem(self.session.state, seat, die, a["target"])
        target = self.rules.target_at(self.session.state, area_seat, *cell)
        if target is None:
            return None, "Nothing there: drop the die on a card, a Kid or a Base Target"
        problem = self.rules.target_problem(self.session.state, seat, die, target)
        if problem is None:   # legal, but a tutorial may teach another drop: its words, before the drop
            problem = self.refusal({"type": "place_die", "seat": seat, "die": die, "target": target})
        return target, problem

    def _taught_dice(self, seat: int) -> list[dict]:
        """The tutorial's taught ``place_die`` actions of ``seat`` now (none without one)."""
        return [a for a in self.taught(seat) if a.get("type") == "place_die"]

    def _within(self, target: dict, seat: int, cell: tuple[int, int]) -> bool:
        """Whether ``cell`` of ``seat``'s play area lies within ``target``'s outline: a Fort Card's
        whole box (its walls and the floor inside them, where Kids may lie), a Kid, the Base."""
        if target.get("seat") != seat:
            return False
        player = self.session.state.players[seat]
        if target.get("kind") == "card" and target.get("id") in player.cards:
            placed = player.cards[target["id"]]
            face = self.rules.card_face(placed.card_id, placed.rot)
            box = (placed.x, placed.y, face.width, face.height)
        elif target.get("kind") == "kid" and target.get("id") in player.kids:
            box = tuple(self.rules.kid_rect(player.kids[target["id"]]))
        elif target.get("kind") == "base":
            (ox, oy), rows = self.rules.data.base_origin, self.rules.data.base_rows
            box = (ox, oy, len(rows[0]), len(rows))
        else:
            return False
        x, y, w, h = box
        return x <= cell[0] < x + w and y <= cell[1] < y + h

