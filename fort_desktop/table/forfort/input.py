"""Mouse and keys on the Forfort table -> actions (issue 9 item 3; TABLE.md "Window and input").

- drag a card from the hand onto a lit place: the kit's :class:`~..kit.dragdrop.DragController`
  carries it and its :class:`~..kit.dragdrop.Snapper` says where it lands (the place under the
  pointer, else the lit place whose middle is within ``SNAP_PX`` of the card's); when the drop
  could mean several things, buttons ask which; an illegal drop is refused with the reason in
  words and the card slides home; a card given up for a Camp or a pass is asked for first;
- while a held card is over a place where it cannot go, the rules' reason shows by that place;
- a press and release on a hand card without moving lists that card's moves on the right;
- click a lit slot or keep (combos, the card from the keep, a starting Camp, the drawbridge),
  "End turn", a row of the list of moves, a fort's line of figures (its discard opens);
- middle click pins the enlargement; Escape closes the choices; Ctrl+Z says there is no undo.

:class:`TableInput` is given the table through :class:`Host` (what it may ask and do) and owns
what the person has open: the choice buttons, the discard shown, the pointer. Logical pixels.
"""
from __future__ import annotations

from typing import Any, Optional, Protocol

import pygame

from ..kit.dragdrop import Drag, DragController, Snapper, SnapTarget
from ..kit.hand import FannedCard, card_at
from ..kit.hand import bounds as fan_bounds
from ..kit.handoff import HandOff
from ..kit.hover import HoverEnlarger
from ..kit.hud import toast_step
from ..kit.moments import place_banner
from ..widgets import Button, handle_all, wrap_text
from .layout import BANNER_H, CARD_SIZE, SCREEN_H, SIDE_X, SLOT_PX, Layout
from .moves import card_moves, click_moves
from .paint import TOAST_W, place_box, text_px
from .panel import MovesPanel
from .words import (
    CANCEL,
    CARD_CLICKED,
    FREE_WORDS,
    NO_UNDO,
    NOT_A_TARGET,
    choice_words,
    give_up_words,
    many_ways_words,
    no_move_words,
    not_now_words,
    only_camp_words,
    why_not_words,
)

SNAP_PX = 48                      # a card let go this close to a lit place snaps onto it
CLICK_PX = 6                      # a press and release this close together is a click, not a drag
MAX_BUTTONS = 4                   # more ways to play a card on one place are listed on the right instead
CHOICE_FONT = 15
CHOICE_PITCH = 38                 # one choice button and the gap below it (px)
TOAST_AT = (495, 362)             # every message: the middle of the table, between the forts (px)
TEAM_LABEL_PX = 26                # a fort's team label above it (4 in teams), kept clear with it
SAID_AT = (495, 330)              # where a note on a gesture is said (px)
OVER_SECONDS = 30.0               # why the held card cannot go where it is: shown while it is there

Place = tuple[int, str]


class Host(Protocol):
    """What the input asks of the table and may do to it."""

    rules: Any
    hand_off: HandOff
    version: int
    dirty: bool
    message: str
    message_until: float

    @property
    def state(self) -> Any: ...

    def view(self) -> dict: ...

    def layout(self) -> Layout: ...

    def fan(self, view: dict) -> list[FannedCard]: ...

    def hand_cards(self, view: dict) -> list[str]: ...

    def mouse_seat(self) -> Optional[int]: ...

    def legal_now(self, seat: int) -> list[dict]: ...

    def names(self) -> list[str]: ...

    def submit(self, action: dict) -> Optional[str]: ...

    def say(self, text: str, seconds: float = ..., at: Optional[tuple[int, int]] = None,
            style: str = "refusal") -> None: ...

    def fort_figures_at(self, pos: tuple[int, int]) -> Optional[int]: ...

    def moves_rows(self, view: dict) -> list: ...

    def wait_words(self) -> str: ...

    def tutorial_refuses_all(self, actions: list[dict]) -> Optional[str]: ...


class TableInput:
    """Turns events into actions on ``table``; ``drag``: the card carried; ``moves``: the list of
    moves; ``hover``: the enlargement (a middle click pins it)."""

    def __init__(self, table: Host, drag: DragController, moves: MovesPanel, hover: HoverEnlarger,
                 end_rect: pygame.Rect):
        self.table = table
        self.drag = drag
        self.moves = moves
        self.hover = hover
        self.snapper = Snapper(self._snap_targets, reach_px=SNAP_PX)
        self.choices: list[Button] = []
        self.browsing: Optional[int] = None          # the seat whose discard is open
        self.pointer = (0, 0)
        self.end_button = Button(end_rect, "End turn", self._end_turn, style="primary", font_size=24)
        self._press_at: Optional[tuple[int, int]] = None   # where the held card was picked up (px)
        #: the place the held card is over and the words said there (why it cannot go there), if any
        self._over: Optional[Place] = None
        self._over_said: Optional[str] = None
        # the words said beside the choice buttons open ("... give up this card?") and what of them
        # stays once the buttons go unused (the reason alone, without the question)
        self._asked: Optional[tuple[str, str]] = None
        # worked out once per list of legal actions (and view): the free action, the places a click may choose
        self._free: Optional[tuple[list, Optional[dict]]] = None
        self._clicks: Optional[tuple[list, dict, frozenset]] = None

    def reset(self) -> None:
        """After a move or a hand-off: no choice open, the list of moves at its first level."""
        self.close_choices()
        self.moves.reset()

    def close_choices(self, chosen: bool = False) -> None:
        """The choice buttons go, and the question said beside them with them (a Camp's "give up
        this card?" no longer applies): closed unused, its reason stays alone; ``chosen``, all of
        it goes. A word said since stays."""
        self.choices = []
        table = self.table
        if self._asked is not None and getattr(table, "message", None) == self._asked[0]:
            if chosen:
                table.message_until = 0.0
            else:
                table.message = self._asked[1]
            table.dirty = True
        self._asked = None

    # ------------------------------------------------------------------ events
    def process_event(self, event: pygame.event.Event) -> bool:
        """True when the event was used."""
        table = self.table
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            table.dirty = True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            table.say(NO_UNDO, style="info")
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and table.hand_off.holding:
            table.hand_off.skip_hold()     # a click skips the last move's animations: the curtain falls
            return True
        on_list = self._press_on_list(event)
        if self.choices and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            # while the choice buttons are open a click reaches only them; a click elsewhere closes
            # them (one in the list of moves goes on to its row: the list is always there to click)
            if handle_all(self.choices, event):
                return True
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.close_choices()
                table.dirty = True
            if not on_list:
                return event.type != pygame.MOUSEMOTION
        if self.drag.cancel_event(event):
            self._forget_over()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 2:
            self.hover.toggle_pin(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._browse_click(event.pos) \
                and not on_list:
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_SPACE) \
                and self.browsing is not None:
            self.browsing = None   # a key closes an open discard as a click does
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and (self.choices or self.moves.focus):
            self.reset()
            return True
        if self.end_button.visible and self.free_step() and self.end_button.handle(event):
            return True
        seat = table.mouse_seat()
        if seat is None:
            if on_list:         # nobody's moves are listed now: the person is told why, never ignored
                table.say(table.wait_words(), style="info", at=SAID_AT)
                return True
            return False
        view = table.view()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if on_list:
                self._move_list_click(event.pos)
                return True
            hand = table.hand_cards(view)
            index = card_at(table.fan(view), event.pos)
            if index is not None and view["phase"] == "play":
                w, h = CARD_SIZE
                self._press_at = event.pos
                self.drag.start(hand[index], event.pos, pygame.Rect(event.pos[0] - w // 2, event.pos[1] - h // 2, w, h))
                self._say_if_only_camp(seat, hand[index])
                return True
            if index is not None:
                table.say(not_now_words(view["phase"]), style="info", at=SAID_AT)
                return True
            return self._click(seat, view, event.pos)
        if event.type == pygame.MOUSEMOTION and self.drag.active:
            self.drag.move(event.pos)
            self._say_why_not_over(seat, view, event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.active:
            self._forget_over()
            drag = self.drag.finish(event.pos)
            if drag is not None:
                self._drop(seat, view, drag, event.pos)
            return True
        return False

    def _say_why_not_over(self, seat: int, view: dict, pos: tuple[int, int]) -> None:
        """The held card is over a place where it cannot go: the rules' reason shows by that place
        while the card is over it (the words a drop there would get); gone once it leaves."""
        where = self.table.layout().target_at(pos)
        if where == self._over:
            return
        self._forget_over()
        self._over = where
        drag = self.drag.drag
        if where is None or drag is None:
            return
        card = drag.payload
        legal = self.table.legal_now(seat)
        if card_moves(legal, view, card).get(where) or any(a["type"] == "pass" and a.get("card") == card for a in legal):
            return   # it may go there (or be given up there: the drop asks)
        layout = self.table.layout()
        rect = layout.keep_rect(where[0]) if where[1] == "keep" else layout.slot_rect(*where)
        words = why_not_words(self.table.rules, self.table.state, seat, card, where)
        self.table.say(words, OVER_SECONDS, at=(rect.centerx, max(BANNER_H + 30, rect.top - 34)), style="info")
        self._over_said = self.table.message

    def _forget_over(self) -> None:
        """The held card left the place (or was let go): its words go."""
        table = self.table
        if self._over_said is not None and getattr(table, "message", None) == self._over_said:
            table.message_until = 0.0
            table.dirty = True
        self._over = self._over_said = None

    def _press_on_list(self, event: pygame.event.Event) -> bool:
        """``event`` is a left press in the list of moves."""
        return (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1
                and self.moves.rect.collidepoint(event.pos))

    def _move_list_click(self, pos: tuple[int, int]) -> None:
        """A click in the list of moves: open a card's moves, page, go back, or make the move. The
        rows are brought up to date first (an earlier event of this frame may have made a move,
        turned the page or opened a card): the row under ``pos`` now is the one clicked."""
        self.table.moves_rows(self.table.view())
        action = self.moves.click(pos)
        self.moves.forget()
        if action is not None:
            reason = self.table.submit(action)
            if reason:
                self.table.say(reason, at=SAID_AT)

    def _say_if_only_camp(self, seat: int, card: str) -> None:
        """A held card that can neither be built nor used gets a word on what it can still do."""
        actions = [a for a in self.table.legal_now(seat) if a.get("card") == card]
        if actions and all(a["type"] in ("camp", "pass") for a in actions):
            self.table.say(only_camp_words(any(a["type"] == "camp" for a in actions)), style="info", at=SAID_AT)

    # ------------------------------------------------------------------ drops
    def _snap_targets(self, drag: Drag) -> list[SnapTarget]:
        """The places the held card may mean something (every place an action of it points at)."""
        seat = self.table.mouse_seat()
        if seat is None:
            return []
        layout = self.table.layout()
        moves = card_moves(self.table.legal_now(seat), self.table.view(), drag.payload)
        return [SnapTarget(where, layout.keep_rect(where[0]) if where[1] == "keep" else layout.slot_rect(*where))
                for where in moves]

    def landing(self, drag: Drag, pos: tuple[int, int]) -> Optional[Place]:
        """Where the card ``drag`` let go at ``pos`` (px) lands: the place under the pointer, else
        the snapper's (the place it means whose middle is nearest the card's, within ``SNAP_PX``, more
        beside a slot larger than 64 px)."""
        where = self.table.layout().target_at(pos)
        if where is not None:
            return where
        layout = self.table.layout()
        self.snapper.reach_px = SNAP_PX * max(1.0, layout.slot_px / SLOT_PX)     # as far beside a larger slot
        target = self.snapper.target(drag, (self.table.version, self.table.mouse_seat(), id(layout)))
        return target.key if target is not None else None

    def _drop(self, seat: int, view: dict, drag: Drag, pos: tuple[int, int]) -> None:
        table = self.table
        press, self._press_at = self._press_at, None
        if press is not None and abs(press[0] - pos[0]) + abs(press[1] - pos[1]) <= CLICK_PX:
            # a click on a hand card, not a drag: list its moves on the right
            self.drag.refuse(drag)
            self.moves.reset()
            if any(a.get("card") == drag.payload for a in table.legal_now(seat)):
                self.moves.focus = drag.payload
            self.moves.forget()
            table.say(CARD_CLICKED, style="info", at=SAID_AT)
            return
        moves = card_moves(table.legal_now(seat), view, drag.payload)
        where = self.landing(drag, pos)
        options = moves.get(where, []) if where else []
        if not options:
            passes = [a for a in table.legal_now(seat) if a["type"] == "pass" and a.get("card") == drag.payload]
            if passes and where is not None:
                options = passes
        if not options:
            self.drag.refuse(drag)
            table.say(why_not_words(table.rules, table.state, seat, drag.payload, where), at=pos)
            return
        words = table.tutorial_refuses_all(options)
        if words is not None:
            # the tutorial wants another move (or Next): its reason first, no question it would refuse
            self.drag.refuse(drag)
            table.say(words, at=pos)
            return
        if any(a["type"] != "camp" for a in options):
            # a Camp is offered only where nothing else fits: a drop on a free slot builds (or, for a
            # Mason, asks whether to build or rebuild from the discard)
            options = [a for a in options if a["type"] != "camp"]
        if all(a["type"] in ("camp", "pass") for a in options):
            # giving up a card is never done by a slip of the mouse: no refusal, but a note on why
            # it is no build and what it may become, beside the buttons that ask
            self.drag.refuse(drag)
            camp = any(a["type"] == "camp" for a in options)
            table.say(give_up_words(table.rules, table.state, seat, drag.payload, where, camp, table.names()),
                      style="info", at=pos)
            self._offer(options, pos, confirm=True, where=where)
            why = no_move_words(table.rules, table.state, seat, drag.payload, where)
            self._asked = (table.message, why[:1].upper() + why[1:]) if self.choices and where is not None else None
            return
        self._offer(options, pos, where=where)

    def _click(self, seat: int, view: dict, pos: tuple[int, int]) -> bool:
        where = self.table.layout().target_at(pos)
        if where is None:
            return False
        clickable = click_moves(self.table.legal_now(seat), view)
        options = clickable.get(where, [])
        if not options:
            if clickable and view.get("phase") != "play":   # lit places elsewhere: never a silent click
                self.table.say(NOT_A_TARGET, style="info", at=pos)
                return True
            return False
        words = self.table.tutorial_refuses_all(options)
        if words is not None:      # the tutorial wants another move: its reason, no question first
            self.table.say(words, at=pos)
            return True
        self._offer(options, pos, where=where)
        return True

    # ------------------------------------------------------------------ choices
    def _offer(self, options: list[dict], pos: tuple[int, int], *, confirm: bool = False,
               where: Optional[Place] = None) -> None:
        """Submit the one action, or ask which: a button each and a last one, Cancel (nothing is
        done; the card stays in the hand), beside the place ``where`` they are about, never over
        it, the hand or the moves (``confirm``: ask even for one action); more than
        ``MAX_BUTTONS`` different ways are listed in the list of moves on the right instead."""
        table = self.table
        viewer = table.hand_off.viewer()
        names = table.names()
        labelled: dict[str, dict] = {}
        for action in options:   # two copies of one card do the same thing: one button
            labelled.setdefault(choice_words(table.rules, table.state, action, viewer, names), action)
        if len(labelled) == 1 and not confirm:
            reason = table.submit(next(iter(labelled.values())))
            if reason:
                table.say(reason, at=pos)
            return
        self.choices = []
        if len(labelled) > MAX_BUTTONS:
            self.moves.reset()
            self.moves.only = list(labelled.values())
            self.moves.forget()
            table.say(many_ways_words(len(labelled)), style="info")
            return
        labels = list(labelled) + [CANCEL]
        width = max(text_px(label, CHOICE_FONT, True) for label in labels) + 24
        height = CHOICE_PITCH * len(labels) - 4
        box = self._choice_box(width, height, where, pos)
        for i, label in enumerate(labels):
            rect = pygame.Rect(box.x, box.y + i * CHOICE_PITCH, box.w, CHOICE_PITCH - 4)
            if i == len(labels) - 1:
                self.choices.append(Button(rect, label, self._cancel_choice, style="wood", font_size=CHOICE_FONT))
            else:
                self.choices.append(Button(rect, label, (lambda a=labelled[label]: self._choose(a)),
                                           style="light", font_size=CHOICE_FONT))

    def _choice_box(self, width: int, height: int, where: Optional[Place], pos: tuple[int, int]) -> pygame.Rect:
        """Where the choice buttons go (px): beside the place they are about (right, left, below or
        above), clear of that place, the hand, the running score and the right panel."""
        layout = self.table.layout()
        if where is not None:
            target = layout.keep_rect(where[0]) if where[1] == "keep" else layout.slot_rect(*where)
        else:
            target = pygame.Rect(pos[0] - 4, pos[1] - 4, 8, 8)
        hand = fan_bounds(self.table.fan(self.table.view()))
        must = [target.inflate(12, 12), hand.inflate(8, 8)]
        score = self.table.painter.score_rect
        if score.w and score.h:
            must.append(score.inflate(8, 8))
        forts = [place_box(layout, seat, layout.cells) for seat in layout.forts]
        area = pygame.Rect(8, BANNER_H + 6, layout.side_x - 16, SCREEN_H - BANNER_H - 14)
        box = pygame.Rect(0, 0, min(width, area.w), height)
        spots = [("midleft", (target.right + 16, target.centery)), ("midright", (target.left - 16, target.centery)),
                 ("midtop", (target.centerx, target.bottom + 16)), ("midbottom", (target.centerx, target.top - 16)),
                 ("center", layout.middle)]
        for anchor, point in spots:             # best beside the place, clear of every fort
            setattr(box, anchor, point)
            box.clamp_ip(area)
            if not any(box.colliderect(r) for r in must + forts):
                return box.copy()
        # no room beside it: never over the place, the hand or the person's own fort (a Mason's
        # list of rebuilds covered it), over as little of the other forts as may be (the kit's
        # banner placement: what to keep clear, what to keep off)
        seat = self.table.mouse_seat()
        own = [place_box(layout, seat, layout.cells).inflate(8, 8)] if seat in layout.forts else []
        if own:
            own[0].height, own[0].y = own[0].height + TEAM_LABEL_PX, own[0].y - TEAM_LABEL_PX   # its team label too
        for anchor, point in spots[:-1]:        # still beside the place, over another fort if need be
            setattr(box, anchor, point)         # (far from it, a new user never saw them: at 150 % text)
            box.clamp_ip(area)
            if not any(box.colliderect(r) for r in must + own):
                return box.copy()
        others = [f for s, f in zip(layout.forts, forts) if s != seat]
        rect, _, _ = place_banner(box.size, target, must + own, area, others)
        return rect

    def toast_centre(self, message: str) -> tuple[int, int]:
        """Where ``message`` shows (px): the middle of the table, moved above (or below) the choice
        buttons so it never covers them."""
        x, y = self.table.layout().middle
        if not self.choices:
            return x, y
        buttons = self.choices[0].rect.unionall([b.rect for b in self.choices[1:]])
        height = 18 + toast_step() * len(wrap_text(message, 20, self.table.layout().toast_w - 40, bold=True))
        x = buttons.centerx
        y = buttons.top - 10 - height // 2
        if y - height // 2 < 44:
            y = buttons.bottom + 10 + height // 2
        return x, y

    def _cancel_choice(self) -> None:
        self.close_choices()

    def _choose(self, action: dict) -> None:
        self.close_choices(chosen=True)
        reason = self.table.submit(action)
        if reason:
            self.table.say(reason)

    def _browse_click(self, pos: tuple[int, int]) -> bool:
        """A click on a fort's line of figures opens its discard (public, rule text "Lexique");
        any click (or Esc, Space) closes an open one."""
        if self.browsing is not None:
            self.browsing = None
            return True
        seat = self.table.fort_figures_at(pos)
        if seat is not None:
            self.browsing = seat
            return True
        return False

    # ------------------------------------------------------------------ what is lit
    def lit(self, view: Optional[dict] = None) -> set[Place]:
        """The places lit now: where the held card may go, else what a click may choose."""
        view = view or self.table.view()
        if self.drag.active:
            return self.lit_for_card(self.drag.drag.payload, view)
        seat = self.table.mouse_seat()
        if seat is None:
            return set()
        legal = self.table.legal_now(seat)
        if self._clicks is None or self._clicks[0] is not legal or self._clicks[1] is not view:
            self._clicks = (legal, view, frozenset(click_moves(legal, view)))    # once per legal list and view
        return set(self._clicks[2])

    def lit_for_card(self, card: str, view: Optional[dict] = None) -> set[Place]:
        """The places (fort, slot or "keep") where hand ``card`` may be built or aimed. Places where
        it could only be given up for a Camp are lit apart (:meth:`camp_for_card`)."""
        seat = self.table.mouse_seat()
        if seat is None:
            return set()
        moves = card_moves(self.table.legal_now(seat), view or self.table.view(), card)
        return {where for where, actions in moves.items() if any(a["type"] not in ("camp", "pass") for a in actions)}

    def camp_for_card(self, card: str, view: Optional[dict] = None) -> set[Place]:
        """The places (fort, slot) where hand ``card`` could only be given up for a Camp (the legal
        ``camp`` actions' slots, in the partner's fort too at 4 in teams): lit in their own look
        while the card is held; a drop there asks first."""
        seat = self.table.mouse_seat()
        if seat is None:
            return set()
        moves = card_moves(self.table.legal_now(seat), view or self.table.view(), card)
        return {where for where, actions in moves.items() if all(a["type"] == "camp" for a in actions)}

    def camp_lit(self, view: Optional[dict] = None) -> set[Place]:
        """The Camp places lit now: those of the card held (none when no card is held)."""
        if not self.drag.active:
            return set()
        return self.camp_for_card(self.drag.drag.payload, view)

    # ------------------------------------------------------------------ the free action
    def free_action(self) -> Optional[dict]:
        """The legal action of the mouse's seat that points at no place (end the turn instead of
        lowering the drawbridge, skip an optional combo, pass with an empty hand), or None (looked
        for once per list of legal actions: the table keeps one per state and seat)."""
        seat = self.table.mouse_seat()
        if seat is None:
            return None
        legal = self.table.legal_now(seat)
        if self._free is None or self._free[0] is not legal:
            self._free = (legal, next((a for a in legal if a["type"] in FREE_WORDS and "card" not in a), None))
        return self._free[1]

    def free_step(self) -> bool:
        """True when a free action is legal (the button then says which)."""
        action = self.free_action()
        if action is not None:
            self.end_button.label = FREE_WORDS[action["type"]]
        return action is not None

    def _end_turn(self) -> None:
        action = self.free_action()
        if action is not None:
            reason = self.table.submit(action)   # a tutorial's "First, let's ..." is said, never swallowed
            if reason:
                self.table.say(reason)
