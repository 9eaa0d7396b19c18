"""The Fort table scene: the table drawn from the viewer's view, players by name, and a panel of
the legal actions of the person who must act in players' words (the fallback: click one to do it),
headed by a hint of what the mouse can do. By mouse: drag a hand card to the play area to play,
add or follow; drag a Park or Yard card onto your board to recruit; click a lit card to do the one
action naming it; click lit tokens on your board to pack, pay or swap them; click Pizza or Toys in
the supply to pick a gather's type; click a rival's board to name the rival; click a Made-Up Rule
to keep it and a lit Perk to take it. A refusal shows at the foot of the panel and goes at the next
click or action. Between two people a curtain falls whenever the person who must act changes
(TurnCurtain), so no hand is seen by the wrong person. Coordinates are logical pixels; times
seconds of scene time."""
from __future__ import annotations

import json
from typing import Any, Callable, Optional

import pygame

from ...rules.fort.follow import may_follow_with
from ...rules.fort.play import plan_ms
from ...rules.fort.reasons import perk_problem, why_no_follow
from ...rules.base import Refusal
from ...session import Undone, describe_with_names
from ..kit.anim import Animations
from ..kit.coach import CoachButton
from ..kit.dragdrop import DragController
from ..kit.game_table import GameTable, canvas_width
from ..kit.handoff import TurnCurtain
from ..kit.hover import HoverEnlarger, HoverInfo
from ..kit.hud import TOAST_INFO, TOAST_RED, draw_toast, place_toast
from ..kit.layers import blit_opaque, outermost
from ..kit.move_list import MORE, TITLE, MoveList, Row
from ..kit.recap import table_log
from ..kit.undo import TAKEN_BACK_WORDS, TableUndo, is_undo_key
from .layout import LOG_H, PANEL, SCREEN_H, FortLayout
from .moves import moves, shows
from .paint import PLAY_HINT, FortPainter, message_height
from . import tutorial as tutorial_hooks
from .refusals import Target, drop_refusal, origin_of
from .staging import decided_on, fort_moments, moment_avoid as staged_avoid
from ...rules.fort.coach import choice_words as coach_one, idle_part, perk_idle, play_outcome
from ...rules.fort.describe import tokens
from .words import DONE_ADDING, trash_choice_words, trash_title, watching_banner
from .words import (BUILD_ASK_WORDS, BUILD_BACK_KEY, BUILD_BACK_TOKEN, BUILD_BACK_WORDS, BUILD_CONFIRM_NOTE,
                    PASS_WORDS, SUIT_WORDS, built_words, perk_use_words, card_lines, more_words, no_follow_words, plan_words)
from ...text import possessive

#: rows stop above the message box, which lies over the game log at the foot of the panel
ROWS_BOTTOM = PANEL.bottom - 86 - LOG_H - 4
ROWS_BOTTOM_NO_LOG = PANEL.bottom - 86    # ... and when the rows take the log's place
#: the game log's lines the table shows (the newest; as many as fit)
LOG_LINES = 12
#: Frames after a move's first that paint one changed part each (a board, a word part, or the
#: panel's rows worked out); the next paints all that is left (the bench times the 8 frames after
#: a move's first: :data:`fort_desktop.bench.SETTLE_FRAMES`).
BUDGETED_FRAMES = 6
ROW_GAP = 3           # px between two rows of the panel
ONE_LINE_H, TWO_LINES_H = 25, 42   # a panel row of one line of words, of two (px)
MORE_GAP = 8          # px at least above the row that turns the page
CLICK_PX = 6          # a press and release this close together is a click, not a drag
#: Actions that put a card down (or take one): a card's snap is heard.
CARD_DOWN = ("play", "add", "follow", "recruit", "lookout", "trash", "save", "draft", "trash_rival")



#: the panel's row under a Perk's "Not now": pass, and never ask about that Perk again this game
QUIET, QUIET_WORDS = "_quiet", "Not now, and don't ask again this game"

#: a refused drop's reason: its box's width (px) and how far above the drop point it is centred
DROP_NOTE_W, DROP_NOTE_RISE = 460, 70


def pinned_row(action: dict) -> bool:
    """A row that never goes to a later page of the moves list: pass, skip, confirm, trash nothing."""
    return action.get("type") in ("pass", "skip", "confirm", "_back", QUIET) or (
        action.get("type") in ("trash", "lookout") and not action.get("cards"))

#: The action types chosen by clicking one's own tokens (:meth:`FortTable.token_actions`).
TOKEN_ACTIONS = ("pack", "pay", "convert")

class FortTable(GameTable):
    """The Fort table. ``session``: a GameSession of ``fort``; ``on_game_over(result)`` runs once."""

    tutorial_hooks = tutorial_hooks

    fills_width = True          # laid out for the canvas's width (FortLayout)
    final_sheet = True          # the final scores in words, on the table, until a click
    shows_recaps = True         # "Since your last turn" when the turn comes back (kit recap)

    def __init__(self, app: Any, session: Any, *, hot_seat: bool = False,
                 on_game_over: Optional[Callable[..., Any]] = None):
        super().__init__(app, session, on_game_over=on_game_over)
        self.hand_off = TurnCurtain(session, self._raise_curtain, forced=self.forced_action)
        #: each seat as players read it: its name, or "Computer" for a bot (as the game log says)
        self.names = [session.player_words(seat) for seat in range(len(session.seats))]
        width = canvas_width(app)
        #: every seat a computer: nobody's hand is ever shown, the boards take its room
        self.watch = not session.humans
        #: the game log's lines shown on the table, and what they were worked out for
        self._log: tuple[Any, list[str]] = (None, [])
        self.painter = FortPainter(self.rules, len(session.seats), self.names, width, self.watch)
        #: tokens picked so far for a pack, a payment or a swap: {(zone, "P" | "T"): count}
        self.picked: dict[tuple[str, str], int] = {}
        self.focus: Optional[str] = None       # the hand card the panel is narrowed to
        self.trash_pick: list[str] = []   # cards picked so far for a trash choice (shown in the play area)
        #: the panel: the kit's list of moves, its words' rows one or two lines high, its titles
        #: (the plan panel's question, the hint) heading each page, paged above the message box
        self.moves = MoveList(self.painter.layout.panel.inflate(-4, -4), row_h=ONE_LINE_H, gap_px=ROW_GAP, title_h=0,
                              more_words=more_words, row_height=self._row_height, rows_bottom=ROWS_BOTTOM,
                              more_gap_px=MORE_GAP, more_at_foot=True, pinned=pinned_row)
        self.pointer = (0, 0)
        self.hover = HoverEnlarger(self._hover_info, 0.4)
        self.drag = DragController(bounds=(0, 0, width, SCREEN_H))
        self.pressed_at: Optional[tuple[int, int]] = None
        #: where the last refused drop's reason was drawn (px), or None (:meth:`_paint_drop_note`)
        self.drop_note: Optional[pygame.Rect] = None
        #: (seat, Perk) the person said not to be asked about again this game (the panel's
        #: :data:`QUIET_WORDS` row); and whether the Perk asked about now would do nothing
        self.quiet_perks: set[tuple[int, str]] = set()
        #: the panel's rows when the last computer's move was heard (:meth:`_unchanged_row_pressed`)
        self._rows_at_bot_move: list[Row] = []
        self._perk_idle: dict[tuple[int, int], bool] = {}
        #: (state version, action): a move that would build the mouse seat's Fort, waiting for the
        #: panel's "Build your Fort?" (every build path asks first: a build cannot be taken back)
        self.build_ask: Optional[tuple[int, dict]] = None
        self._base: Optional[pygame.Surface] = None   # the table drawn for ``_base_key``
        self._base_key: Any = None
        self._words_skipped = False        # the last frame left a move's words for this one
        self._budgeted = 0                 # frames painted with a budget since the move's first
        self._panel_for: Any = None        # the kept picture's key the panel's rows were laid out for
        self._painted_for: Optional[tuple[int, Optional[int]]] = None   # (state version, mouse seat) last painted
        self._banner: tuple[Any, str] = (None, "")
        self._outcomes: dict[str, str] = {}      # a play's outcome words, for the state they were worked out on
        self._outcomes_of: Any = None
        self._idle: dict[str, bool] = {}         # whether a play's other action gives nothing, likewise
        self.undo = TableUndo(session, self._after_undo)
        self.anims = Animations(self.speed)
        #: the face-up card slides running, with their card ids (dropped once the card is out of view)
        self.sliding_faces: list[tuple[Any, str]] = []
        #: "What now?" (and ?): the coach, drawn beside the panel of choices
        self.coach = CoachButton(self, anchor=lambda: self.painter.layout.panel)

    def on_canvas(self, size: tuple[int, int]) -> None:
        """A new canvas: the boards, strips and panel laid out for its width (FortLayout)."""
        super().on_canvas(size)
        width = self.canvas_w
        self.painter.layout = FortLayout(len(self.session.seats), width, self.watch)
        self.painter.forget()
        for cache in ("_parts", "_faces", "_fits"):     # pictures with words: drawn again at the new text size
            getattr(self.painter, cache, {}).clear()
        self.moves.rect = self.painter.layout.panel.inflate(-4, -4)
        self.drag.bounds = (0, 0, width, SCREEN_H)
        self._base = None
        self._base_key = None
        self._painted_for = None
        self.dirty = True

    def _hover_info(self, pos: tuple[int, int]) -> Optional[HoverInfo]:
        card = self.painter.card_at(pos)
        if card is None:
            perk = self.painter.perk_at(pos)      # a Perk tile too small for its words shows them big
            if perk is None:
                return None
            spec = self.rules.catalogue.perks[perk]
            return ("perk", perk), self.painter.perk_big(perk), [spec.name, spec.text]
        return card, self.painter.big(card), card_lines(self.rules.card(card))

    def busy_wake(self) -> Optional[float]:
        if self.drag.active or self.drag.returning or self.anims.busy:
            return 0.0
        return self.hover.due_in(self.now)

    def on_enter(self) -> None:
        super().on_enter()
        self.hand_off.sync(self.now)

    def on_action(self, session: Any, action: dict, old: Any) -> None:
        if self.bot_moved is not None and self.bot_moved[0] == self.now and action.get("seat") == self.bot_moved[1]:
            self._rows_at_bot_move = list(self.panel)   # the rows on screen when the computer moved
        self.focus, self.page = None, 0
        self.picked, self.trash_pick = {}, []
        self.message_until = 0.0  # a refusal or a note goes at the next action
        viewer = self.hand_off.viewer()
        self.hand_off.sync(self.now)
        animating = not self.fast and viewer == self.hand_off.viewer()
        if animating or self.sliding_faces:
            now_seen = self.view()   # the viewer's view of the new state, kept for this frame's drawing
            self.drop_hidden_faces(now_seen)
            if animating:
                self.animate(self.rules.view(old, viewer), now_seen)
        if action.get("type") in CARD_DOWN:
            self.sound("snap")
        self.stage_moments(session, action, old)

    def stage_moments(self, session: Any, action: dict, old: Any) -> None:
        """The big moments of ``action`` (:mod:`.staging`), from what every seat sees."""
        if self.fast:
            return
        try:
            found = fort_moments(self.rules.view(old, None), self.rules.view(session.state, None), action,
                                 self.names, self.painter.layout, self.painter.face,
                                 lambda card: self.rules.card(card).name,
                                 session.result if session.is_over else None, self.painter.art)
        except Exception:  # a moment must never stop the game
            found = []
        for moment in found:
            self.stage(moment)
        if session.is_over and session.result is not None:   # the moments still to show keep off the sheet
            words = list(self.painter.words)
            sheet = self.painter.score_sheet(pygame.Surface(self.table_size()), session.result, self.names, True)
            self.painter.words = words
            for moment in self.moments.waiting:
                moment.clear = (*moment.clear, sheet)

    def moment_avoid(self) -> list[pygame.Rect]:
        """The kit's, and Fort's (:func:`.staging.moment_avoid`): off the panel, every board and
        the hand where it can, into the play area's empty part (issue 15)."""
        acting = self.session.acting_seats()
        person = any(not self.session.is_bot(s) for s in acting) and not self.session.is_over
        return super().moment_avoid() + staged_avoid(self.painter.layout, acting, person,
                                                     self.painter.ink("play", "play_left", "play_right"))

    def moment_keep_off(self) -> list[pygame.Rect]:
        """The kit's, and what a person decides on now (:func:`.staging.decided_on`: the play area,
        the Perks for a Perk pick), so a banner never hides it while any spot allows it (a
        "Level 4!" covered the play to follow)."""
        deciding = [s for s in self.session.acting_seats() if not self.session.is_bot(s)]
        pending = (self.session.state.pending or {}).get("kind") if deciding and not self.session.is_over else None
        return super().moment_keep_off() + decided_on(self.painter.layout, pending)

    def drop_hidden_faces(self, view: dict) -> None:
        """Stop every face-up card slide whose card ``view`` no longer shows (shuffled into a deck,
        trashed, gone to a hidden hand): no face stays up after its card went out of sight."""
        if not self.sliding_faces:
            return
        shown = json.dumps(view)
        gone = [anim for anim, card in self.sliding_faces if not shows(shown, card)]
        if gone:
            self.anims.items = [a for a in self.anims.items if not any(a is g for g in gone)]
            self.dirty = True
        self.sliding_faces = [(a, card) for a, card in self.sliding_faces
                              if not any(a is g for g in gone) and any(a is i for i in self.anims.items)]

    def animate(self, before: dict, after: dict) -> None:
        """Start the short animations of what moved between two views of the viewer."""

        for move in moves(before, after, self.painter.layout):
            at = self.now + move.delay / self.speed
            if move.kind == "card":
                self.anims.slide(self.painter.face(move.card, move.goal.size), move.start, move.goal, at, 0.4)
                if move.card is not None:
                    self.sliding_faces.append((self.anims.items[-1], move.card))
            elif move.kind == "token":
                self.anims.slide(self.painter.art.image(f"fort/token_{move.card}", 24), move.start, move.goal, at,
                                 0.4, fade=False)
            elif move.kind == "flash":
                self.anims.flash(move.start, (120, 200, 255), at, 0.5)
            else:   # a level reached: the board flashes; its big moment says it (:meth:`stage_moments`)
                self.anims.flash(move.start, (250, 220, 90), at, 0.5)
        self.dirty = True

    def on_leave(self) -> None:
        super().on_leave()
        self.drag.cancel("the table was covered")

    def tick(self, dt: float) -> None:
        self.anims.update(self.now)
        self.drag.update(dt)
        if self.drag.returning:
            self.dirty = True

    def _raise_curtain(self, seat: int, waiting: Optional[int], note: str, on_ready: Callable[[], None]) -> None:
        self.anims.items.clear()  # nothing of the last person's view moves on after the hand-off
        self.sliding_faces.clear()
        # a question in another seat's turn is the big line
        self.push_curtain(seat, waiting, note, on_ready, headline=self.curtain_note(seat))

    def curtain_note(self, seat: int) -> str:
        """The curtain's line of what ``seat`` is asked when it acts in another seat's turn
        ("Ana: follow Ben's play?"; fort.md S5, the follow window); "" in its own turn."""
        pending = self.state.pending or {}
        current = self.state.current
        if pending.get("seat") != seat or current == seat:
            return ""
        if pending.get("kind") == "follow":
            leader = (self.state.play or {}).get("leader", current)
            return f"{self.names[seat]}: follow {possessive(self.names[leader])} play?"
        return f"{self.names[seat]}: a choice in {possessive(self.names[current])} turn"

    # -- acting for a person, the recap (kit GameTable hooks) -------------------------------------
    def forced_action(self, seat: int) -> Optional[dict]:
        """A follow window where ``seat``'s only legal action is to pass (fort.md S5: following is
        optional, and no card of theirs can follow): the table passes for them, with no curtain."""
        if self.session.is_over:
            return None
        pending = self.state.pending or {}
        if pending.get("kind") == "use_perk" and pending.get("seat") == seat:
            return self._perk_not_asked(seat, pending["perk"])
        if pending.get("kind") != "follow" or pending.get("seat") != seat:
            return None
        legal = self.legal_now(seat)
        return legal[0] if len(legal) == 1 and legal[0]["type"] == "pass" else None

    def _perk_not_asked(self, seat: int, perk: str) -> Optional[dict]:
        """The "do not use" of a Perk the table does not ask ``seat`` about (new users: Swap Meet
        and Lemonade Stand asked every turn): one they said not to ask about again this game, or
        one whose use would change nothing for them now (rules/fort/coach.py ``perk_idle``: Stuff
        full of both, nothing to swap). Using it stays theirs to choose whenever it can help."""
        skip = next((a for a in self.legal_now(seat) if a["type"] == "pass"), None)
        if skip is None:
            return None
        if (seat, perk) in self.quiet_perks:
            return skip
        key = (self.track_version(), seat)
        if key not in self._perk_idle:
            self._perk_idle = {key: perk_idle(self.state, seat)}
        return skip if self._perk_idle[key] else None

    def forced_words(self, seat: int, action: dict) -> str:
        """The recap's note: whose play could not be followed and why, in the seat's own words (or
        which Perk was not asked about, and why)."""
        pending = self.state.pending or {}
        if pending.get("kind") == "use_perk":
            name = self.rules.catalogue.perks[pending["perk"]].name
            if (seat, pending["perk"]) in self.quiet_perks:
                return f"{name} was not used: you asked not to be asked again this game"
            return f"{name} was not used: it could do nothing for you this time"
        play = self.state.play or {}
        leader = play.get("leader", self.state.current)
        card = self.rules.card(play["card"]) if play.get("card") else None
        hand = list(self.state.boards[seat].hand)
        return no_follow_words(self.names[leader], card.name if card else "card",
                               " or ".join(SUIT_WORDS[x] for x in card.suits) if card else "",
                               any(may_follow_with(self.state, c) for c in hand), not hand,
                               why_no_follow(self.state, seat) or "" if self.state.play is not None else "")

    def turn_of(self) -> Optional[int]:
        """Whose turn it is (the recap shows when a person's turn begins)."""
        return None if self.state.phase == "draft" else self.state.current

    def message_area(self) -> Optional[pygame.Rect]:
        """Where the message on show lies (px, its box at the foot of the panel and its shadow), or
        None: the kit keeps it over the tutorial's frame and caption."""
        if not self.message:
            return None
        box = self.painter.message_box(self.panel_message(), max((r.bottom for r, _, _ in self.panel), default=0))
        return box.union(box.move(0, 5))

    def message_areas(self) -> list[pygame.Rect]:
        """The panel's message box and the refused drop's note by the card (:attr:`drop_note`, as
        last painted): a new user's "First, let's ..." lay under the tutorial's caption."""
        note = [pygame.Rect(self.drop_note)] if self.drop_note is not None else []
        return super().message_areas() + note

    def hold_label_at(self) -> tuple[int, int]:
        """In the hand strip (no hand shows while a computer's move is held)."""
        lay = self.painter.layout
        return (lay.hand.centerx, lay.hand.centery)

    def recap_area(self) -> pygame.Rect:
        """Between the boards and the hand (the play area is empty when a turn begins): the boards
        and the hand it talks about stay in sight."""
        return self.painter.layout.recap

    # -- the panel ---------------------------------------------------------------------------------
    @property
    def panel(self) -> list[Row]:
        """The panel's rows now: (rect px, words, action or a marker: "_title", "_focus", "_more")."""
        return self.moves.rows

    @property
    def page(self) -> int:
        """The panel's page shown (from 0; one past the last comes round to the first)."""
        return self.moves.page

    @page.setter
    def page(self, page: int) -> None:
        self.moves.page = page

    @property
    def pages(self) -> int:
        """How many pages the panel's rows take (the wheel and the "more" row turn them)."""
        return self.moves.pages

    def actions_shown(self) -> list[dict]:
        """The mouse seat's legal actions (narrowed to the focused hand card), less the plays whose
        other action would do nothing (the full action alone is listed: :meth:`_idle_twin`)."""
        seat = self.hand_off.mouse_seat()
        if seat is None or self.session.is_over:
            return []
        actions = self.legal_now(seat)
        if any(a["type"] == "play" for a in actions):
            taught = self.taught_now(seat) if self.tutorial is not None else []
            taught = taught if len(taught) < len(actions) else []     # (a step that teaches one move keeps it)
            actions = [a for a in actions if a in taught or not self._idle_twin(a, actions)]
        if self.focus is not None:
            narrowed = [a for a in actions if a.get("card") == self.focus]
            actions = self._one_per_outcome(narrowed) if narrowed else actions
        return actions

    def _one_per_outcome(self, actions: list[dict]) -> list[dict]:
        """``actions`` less the plays that differ only in which action is done fully and give the
        very same outcome (two rows saying the same thing); of such twins a tutorial's taught one
        is kept."""
        seat = self.hand_off.mouse_seat()
        taught = self.taught_now(seat) if seat is not None and self.tutorial is not None else []
        kept: list[dict] = []
        at: dict[tuple, int] = {}
        for action in actions:
            if action["type"] == "play" and len(action["order"]) > 1:
                key = (tuple(action["order"]), tuple(sorted((action.get("gather") or {}).items())),
                       self._outcome(action))
                if key in at:
                    if action in taught and kept[at[key]] not in taught:
                        kept[at[key]] = action
                    continue
                at[key] = len(kept)
            kept.append(action)
        return kept

    def _idle_twin(self, action: dict, actions: list[dict]) -> bool:
        """Whether two-action play ``action``'s other action gives the mouse seat nothing whatever is
        added (:func:`~fort_desktop.rules.fort.coach.idle_part`) and ``actions`` hold the play of its
        full action alone: a row that would say the same as that one, with a move that does nothing."""
        seat = self.hand_off.mouse_seat()
        if seat is None or action["type"] != "play" or len(action["order"]) < 2:
            return False
        full = action["full"]
        gather = {n: r for n, r in (action.get("gather") or {}).items() if n == full}
        alone = any(a["type"] == "play" and a["card"] == action["card"] and a["order"] == [full]
                    and (a.get("gather") or {}) == gather for a in actions)
        if not alone:
            return False
        if self._outcomes_of != (self.version, seat):   # worked out once per state and seat
            self._outcomes, self._idle, self._outcomes_of = {}, {}, (self.version, seat)
        key = json.dumps(action, sort_keys=True)
        if key not in self._idle:
            self._idle[key] = idle_part(self.state, seat, action)
        return self._idle[key]

    def _full_matters(self, action: dict, shown: list[dict]) -> bool:
        """Whether ``shown`` (the panel's actions) lists a twin of play ``action`` (the same order and
        tokens, the other action done fully): only then does its row say which one is done fully."""
        return any(a is not action and a["type"] == "play" and a["card"] == action["card"]
                   and a["order"] == action["order"] and a.get("gather") == action.get("gather")
                   for a in shown)

    # -- a trash choice: the offered cards shown in the play area, picked by clicking -------------
    def trash_actions(self) -> list[dict]:
        """The mouse seat's legal trashes when a trash is asked (each a set of cards), else []."""
        seat = self.hand_off.mouse_seat()
        if seat is None or self.session.is_over or seat not in self.session.acting_seats():
            return []                     # (no legal actions worked out while others decide)
        legal = self.legal_now(seat)
        return legal if legal and all(a["type"] == "trash" for a in legal) else []

    def trash_offer(self) -> list[tuple[str, str]]:
        """The cards a trash choice offers, each with where it lies ("hand" or "discard"), hand first."""
        actions = self.trash_actions()
        if not actions:
            return []
        offered = {c for a in actions for c in a["cards"]}
        mine = self.state.boards[self.hand_off.mouse_seat()]
        return [(c, "hand") for c in mine.hand if c in offered] + \
            [(c, "discard") for c in dict.fromkeys(mine.discard) if c in offered]

    def trash_title(self) -> str:
        """The trash choice in words: "Trash up to 2 cards from your hand or discard pile"."""
        actions = self.trash_actions()
        most = max(len(a["cards"]) for a in actions)
        return trash_title(most, any(len(a["cards"]) < most for a in actions))

    def toggle_trash(self, card: str) -> None:
        """A click on an offered card: picked, or put back when picked; refused (with the reason)
        when no legal trash holds the picked cards with it."""
        if card in self.trash_pick:
            self.trash_pick.remove(card)
        else:
            want = set(self.trash_pick) | {card}
            if not any(want <= set(a["cards"]) for a in self.trash_actions()):
                most = max(len(a["cards"]) for a in self.trash_actions())
                self.say(f"You may trash at most {most} card{'s' if most != 1 else ''}: click a picked card to put it back")
                return
            self.trash_pick.append(card)
        self.dirty = True

    def _trash_rows(self) -> list[dict]:
        """The rows of a trash choice: the picked cards when they are one legal trash, and trash nothing."""
        rows = []
        for action in self.trash_actions():
            if action["cards"] and sorted(action["cards"]) == sorted(self.trash_pick):
                rows.append(action)
        rows += [a for a in self.trash_actions() if not a["cards"]]
        return rows

    def build_panel(self) -> None:
        """The panel's rows for now (:attr:`panel`): the rows of a trash choice, or the mouse seat's
        actions under their titles, a card with several plans one row opening its plan panel; above
        the game log, or over its place when the rows would not fit one page above it."""
        self.moves.rows_bottom = ROWS_BOTTOM
        self._lay_out_panel()
        self.painter.log_shown = self.moves.pages == 1
        if not self.painter.log_shown:
            self.moves.rows_bottom = ROWS_BOTTOM_NO_LOG
            self._lay_out_panel()
        elif self._message_needs_the_log():    # (the log comes back when the message goes)
            self.painter.log_shown = False

    def _message_needs_the_log(self) -> bool:
        """Whether the message on show would not fit whole between the panel's rows and the game
        log (issue 14: the Level 5 confirm words were cut at 150 % text): it then lies over the
        log's place."""
        message = self.panel_message()
        if not message:
            return False
        box = self.painter.message_box(message, max((r.bottom for r, _, _ in self.panel), default=0))
        return box.h < message_height(message, box.w)

    def _lay_out_panel(self) -> None:
        if self.trash_actions():
            self.moves.lay_out([(self.row_words(a), a) for a in self._trash_rows()],
                               [f"{self.trash_title()}: {trash_choice_words()['confirm']}"])
            return
        ready = self.pay_picked()
        if ready is not None:      # the tokens picked for a build: confirm it (or click one to put it back)
            self.moves.lay_out([(self.pay_words(ready), ready)], [BUILD_ASK_WORDS + " " + BUILD_BACK_TOKEN + ":"])
            return
        asked = self.asked_build()
        if asked is not None:      # a row or a drop that builds: confirm it (Esc or Ctrl+Z: back)
            self.moves.lay_out([(self.ask_words(asked), asked)],
                               [BUILD_ASK_WORDS + " " + BUILD_BACK_KEY + ":"])
            return
        actions = self.actions_shown()
        if self.focus is None:  # a card with several plans is one row that opens its plan panel
            rows: list[dict] = []
            ways: dict[str, list[dict]] = {}
            for action in actions:
                if action["type"] == "play":
                    ways.setdefault(action["card"], []).append(action)
            # the count the row says is the rows its plan panel lists (new users: "6 ways" opened 4)
            plays = {card: self._one_per_outcome(listed) for card, listed in ways.items()}
            for action in actions:
                if action["type"] != "play":
                    rows.append(action)
                elif len(plays[action["card"]]) == 1:
                    if action in plays[action["card"]]:
                        rows.append(action)
                elif plays[action["card"]]:
                    rows.append({"type": "_focus", "card": action["card"], "ways": len(plays[action["card"]])})
                    plays[action["card"]] = []
            actions = rows
        pending = self.state.pending or {}
        if pending.get("kind") == "use_perk" and pending.get("seat") == self.hand_off.mouse_seat() \
                and any(a["type"] == "pass" for a in actions):
            actions = actions + [{"type": QUIET, "perk": pending["perk"]}]
        titles = []
        if self.focus is not None and actions and all(a["type"] == "play" for a in actions):
            # the plan panel: how to play the card picked up (order, which action in full, gathers)
            titles.append(f"How to play {self.rules.card(self.focus).name}? (Esc or Ctrl+Z: back)")
        hint = self.hint()
        if hint:
            titles.append(hint)
        # "Done adding" always in the first row (a new user clicked where it had been and added a card)
        actions = sorted(actions, key=lambda a: a.get("type") != "confirm")
        self.moves.lay_out([(self.row_words(a), a) for a in actions], titles)

    def hint(self) -> str:
        """What the mouse can do now besides the rows, in a line at the top of the panel."""
        seat = self.hand_off.mouse_seat()
        if seat is None or self.session.is_over or self.focus is not None:
            return ""
        kinds = {a["type"] for a in self.legal_now(seat)}
        if kinds & {"pack", "pay", "convert"}:
            return "Click the lit tokens on your board (or pick a row):"
        if "gather" in kinds:
            return "Click Pizza or Toys in the supply (or pick a row):"
        if "rival" in kinds:
            return "Click a rival's board (or pick a row):"
        if "keep_rule" in kinds:
            return "Click the Made-Up Rule you keep (or pick a row):"
        if "perk" in kinds:
            return "Click a lit Perk in the row (or pick a row):"
        if "add" in kinds or "confirm" in kinds:
            return f"Drag matching cards onto the played card, then click {DONE_ADDING}:"
        if "follow" in kinds:
            return "Drag a lit card onto the play area to follow (or pick a row):"
        if (self.state.pending or {}).get("kind") == "follow" and self.state.play is not None:
            why = why_no_follow(self.state, seat)    # the seat's own hand and what is face up
            return f"You cannot follow this play: {why}. Pass:" if why else "Pick a row:"
        if "recruit" in kinds:
            return "Drag a Park or Yard card onto your board to recruit it:"
        if "play" in kinds:
            return "Drag a lit card onto the play area (or pick a row):"
        return ""

    @staticmethod
    def _row_height(label: str) -> int:
        """A row's height (px): one line, or two when its words need them."""
        from ..widgets import font, wrap_text

        # measured bold (a title is bold: the widest words); each line as tall as the font's own
        # line (larger words on a small window or at a larger text size)
        step = font(14, True).get_linesize()
        if font(14, True).size(label)[0] <= PANEL.w - 26:
            return max(ONE_LINE_H, step + 8)
        lines = len(wrap_text(label, 14, PANEL.w - 26, bold=True))
        return max(TWO_LINES_H if lines <= 2 else 0, 8 + lines * step)

    # -- undo ----------------------------------------------------------------------------------
    def take_back(self) -> bool:
        """Ctrl+Z: take back the mouse seat's last action of its own step (never across a draw, a
        shuffle, a reveal or a hand-off, as the session rules); says why when there is nothing to take
        back. The autosave and the game log hear the undo from the session."""
        refusal = self.undo.undo(self.hand_off.mouse_seat())
        if refusal is None:
            self.say(TAKEN_BACK_WORDS, 1.5, style="info")
            return True
        self.say(refusal.reason)
        return False

    def _after_undo(self, undone: Undone) -> None:
        """The session took an action back (:class:`~fort_desktop.session.Undone`): the table shows
        the state before it."""
        self.focus, self.page = None, 0
        self.track_version()
        self.hand_off.sync(self.now)
        self.dirty = True

    # -- the end -------------------------------------------------------------------------------
    def row_words(self, action: dict) -> str:
        """A panel row: "Follow with Tia" / "Pass" in the follow window, a Perk with its text
        ("Take Blueprints: Once on each ..."), else the rules' words."""
        if action["type"] == "follow":
            return "Follow with " + " and ".join(self.rules.card(c).name for c in action["cards"])
        if action["type"] == "pass":
            return PASS_WORDS.get((self.state.pending or {}).get("kind"), "Pass")
        if action["type"] == "confirm":
            return f"{DONE_ADDING}: carry out the play"
        if action["type"] == QUIET:
            return QUIET_WORDS
        if action["type"] == "use_perk":   # what it does and why now, beside "Not now"
            perk = self.rules.catalogue.perks[action["perk"]]
            return perk_use_words(perk.name, perk.trigger, perk.text)
        if action["type"] == "trash" and self.trash_actions():
            return ("Trash " + ", ".join(self.rules.card(c).name for c in action["cards"])) if action["cards"] \
                else "Trash nothing"
        if action["type"] == "play" and action["card"] == self.focus:
            return plan_words(action, self._outcome(action), say_full=self._full_matters(action, self.actions_shown()))
        if action["type"] == "_focus":
            return f"Play {self.rules.card(action['card']).name} ({action['ways']} ways) ..."
        if action["type"] == "gather" and self.hand_off.mouse_seat() is not None:
            # issue 14: "takes pizza" said no amount; a Stuff near full gave less than the card said
            said = describe_with_names(self.rules, self.state, action, self.hand_off.viewer(), self.names)
            built = said.partition("; ")[2]     # what it builds, as the rules say it
            words, gives = coach_one(self.state, self.hand_off.mouse_seat(), action)
            return f"{words}: {gives}" + (f"; {built}" if built else "")
        if action["type"] == "perk":   # issue 14: the tile said "(hover to read)": the row says what it does
            perk = self.rules.catalogue.perks[action["perk"]]
            return f"Take {perk.name}: {perk.text}"
        return describe_with_names(self.rules, self.state, action, self.hand_off.viewer(), self.names)

    def _banner_words(self, seat: Optional[int]) -> str:
        """The rules' words for the top bar when the mouse's seat decides; else what the one who
        decides is doing, in the third person (the rules' words say "your hand" to that seat)."""
        progress = self.rules.progress(self.state, names=self.names)
        acting = list(progress.acting)
        if self.state.over or not acting or (seat is not None and seat in acting):
            return progress.text
        kind = "draft" if self.state.phase == "draft" else (self.state.pending or {}).get("kind", "play")
        return watching_banner(self.state.round, self.names[self.state.current],
                               " and ".join(self.names[s] for s in acting), kind)

    def _outcome(self, action: dict) -> str:
        """What playing ``action`` gives the mouse's seat, in numbers (the coach's words; only that
        seat's own cards and what is face up count), or "" when it cannot be worked out."""
        seat = self.hand_off.mouse_seat()
        if seat is None:
            return ""
        if self._outcomes_of != (self.version, seat):   # worked out once per state and seat
            self._outcomes, self._idle, self._outcomes_of = {}, {}, (self.version, seat)
        key = json.dumps(action, sort_keys=True)
        if key not in self._outcomes:
            try:
                self._outcomes[key] = play_outcome(self.state, seat, action)
            except Exception:  # a row's words must never stop the table
                self._outcomes[key] = ""
        return self._outcomes[key]

    def process_event(self, event: pygame.event.Event) -> bool:
        if self.tutorial_event(event):   # the tutorial caption's buttons first
            return True
        if self.moment_event(event):     # a big moment's banner was clicked away
            return True
        sheet = self.sheet_click(event)
        if sheet is not None:
            return sheet
        if self._unchanged_row_pressed(event):   # (before the kit's guard: see there)
            pass
        elif self.kit_event(event):  # a computer's move held on screen, a recap to close
            return True
        if not self.drag.active and self.coach.process_event(event):
            return True
        if self.drag.cancel_event(event):
            self.dirty = True
            return True
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE or is_undo_key(event)) \
                and self.asked_build() is not None and not self.drag.active:
            self.build_ask = None      # back out of the build asked: nothing was made
            self.say(BUILD_BACK_WORDS, 1.5, style="info")
            self.dirty = True
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.focus is not None:
            self.focus, self.page = None, 0  # out of the plan panel, back to every choice
            self.dirty = True
            return True
        if is_undo_key(event):
            if self.focus is not None and not self.drag.active:  # nothing is played yet: back out of the plan
                self.focus, self.page = None, 0
                self.say("Back to every choice (nothing was played)", 1.5, style="info")
                self.dirty = True
            elif self.trash_pick and not self.drag.active:
                self.trash_pick = []
                self.say("Picks put back (nothing was trashed)", 1.5, style="info")
                self.dirty = True
            elif not self.drag.active:  # also while another seat acts: the table says why not
                self.take_back()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.drag.move(event.pos)
            self.hover.pointer_at(event.pos, self.now, self.version)
            self.dirty = True
            return False
        if event.type == pygame.MOUSEWHEEL and self.painter.layout.panel.collidepoint(self.pointer) and self.pages > 1:
            self.page = (self.page + (1 if event.y < 0 else -1)) % self.pages  # wheel down: the next page
            self.dirty = True
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 2:
            self.hover.toggle_pin(event.pos)
            self.dirty = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1 and self.drag.active:
            self.drop(event.pos)
            self.dirty = True
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 1) != 1:
            return False
        if self.hand_off.mouse_seat() is None:
            row = self.moves.row_at(event.pos)
            if row is not None and row[2]["type"] != TITLE:   # a move row left on screen: say why not now
                self.say(self.wait_words(), 2.0, style="info")
                self.dirty = True
                return True
            return False
        if self.toast_showing:
            waiting = self.pay_picked() or self.asked_build()
            on_note = any(area.collidepoint(event.pos) for area in self.message_areas())
            self.message_until = 0.0  # a refusal or a note goes at the person's next click
            self.dirty = True
            if on_note and waiting is not None and BUILD_CONFIRM_NOTE in self.message:
                # the note says what the build gives: a click on it confirms, as the panel's row does
                # (a new user clicked it, and it only went away)
                reason = self.submit(waiting, confirmed=True)
                if reason:
                    self.say(reason)
                self.picked = {}
                return True
        row = self.moves.row_at(event.pos)
        if row is not None:
            action = row[2]
            if action["type"] == TITLE:
                pass
            elif action["type"] == "_focus":
                plays = [a for a in self.legal_now(self.hand_off.mouse_seat())
                         if a["type"] == "play" and a["card"] == action["card"]]
                words = self.tutorial_refuses_all(plays)
                if words:  # a tutorial refuses this card: no plan panel for it
                    self.say(words)
                else:
                    self.focus, self.page = action["card"], 0
            elif action["type"] == MORE:
                self.moves.turn_page()
            elif action["type"] == QUIET:   # not now, and not again this game for this Perk
                seat = self.hand_off.mouse_seat()
                skip = next((a for a in self.legal_now(seat) if a["type"] == "pass"), None) if seat is not None else None
                if seat is not None and skip is not None:
                    self.quiet_perks.add((seat, action["perk"]))
                    reason = self.submit(skip)
                    if reason:
                        self.say(reason)
            else:   # the row of a "Build your Fort?" panel makes the build it asked about
                confirm = action is self.asked_build() or (action["type"] == "pay" and self.pay_picked() is not None)
                reason = self.submit(action, confirmed=confirm)
                if reason:
                    self.say(reason)
            self.dirty = True
            return True
        for rect, perk in self.painter.perk_tiles:
            if rect.collidepoint(event.pos):
                seat = self.hand_off.mouse_seat()
                picks = [a for a in self.legal_now(seat) if a.get("perk") == perk]
                reason = self.submit(picks[0]) if picks else \
                    f"That Perk cannot be taken now: {perk_problem(self.state, seat, perk) or 'it is not your choice now'}"
                if reason:
                    self.say(reason)
                return True
        if self.click_target(event.pos):
            self.dirty = True
            return True
        hit = self.painter.shown_at(event.pos)
        if hit is not None:  # pick it up: a release on the spot is a click, elsewhere a drop
            rect, card = hit
            self.pressed_at = event.pos
            self.drag.start(card, event.pos, rect)
            self.dirty = True
            return True
        return False

    # -- sub-decisions by clicking lit targets -----------------------------------------------------
    def _amount(self, action: dict, zone: str, r: str) -> int:
        """Tokens of type ``r`` that ``action`` (a pack, pay or convert) takes from ``zone``."""
        if action["type"] == "pack":
            return action[r] if zone == "stuff" else 0
        return action[zone][r]

    def token_actions(self) -> list[dict]:
        """The mouse seat's legal packs, payments and swaps (chosen by clicking tokens)."""
        seat = self.hand_off.mouse_seat()
        if seat is None:
            return []
        return [a for a in self.legal_now(seat) if a["type"] in TOKEN_ACTIONS]

    def _fits(self, action: dict, picked: dict[tuple[str, str], int]) -> bool:
        return all(n <= self._amount(action, z, r) for (z, r), n in picked.items())

    def click_token(self, zone: str, r: str, index: int) -> bool:
        """A click on one of the mouse seat's own tokens while a pack, a payment or a swap is asked:
        a picked token is put back, an unpicked one is picked if some legal choice still fits; the
        choice is made as soon as the picked tokens are exactly one legal choice."""
        actions = self.token_actions()
        if not actions:
            return False
        picked = dict(self.picked)
        if index < picked.get((zone, r), 0):
            picked[(zone, r)] -= 1
        else:
            picked[(zone, r)] = picked.get((zone, r), 0) + 1
            if not any(self._fits(a, picked) for a in actions):
                self.say("That token is not needed for this choice", 2.0, style="info")
                return True
        self.picked = {k: v for k, v in picked.items() if v}
        for action in actions:
            if all(self._amount(action, z, res) == self.picked.get((z, res), 0)
                   for z in ("stuff", "pack") for res in "PT"):
                if action["type"] == "pay":   # a build cannot be taken back: the panel asks first
                    self.say(self.pay_words(action) + ": " + BUILD_CONFIRM_NOTE + " (click a token to put it back)",
                             3.0, style="info")
                    self.dirty = True
                    break
                reason = self.submit(action)
                if reason:
                    self.say(reason)
                self.picked = {}
                break
        return True

    def pay_picked(self) -> Optional[dict]:
        """The legal payment the picked tokens are exactly, waiting for its confirmation in the
        panel (a build cannot be taken back, as a trash is confirmed in the panel), else None."""
        if not self.picked:
            return None
        for action in self.token_actions():
            if action["type"] == "pay" and all(self._amount(action, z, res) == self.picked.get((z, res), 0)
                                               for z in ("stuff", "pack") for res in "PT"):
                return action
        return None

    def pay_words(self, action: dict) -> str:
        """A payment in words, with what it builds: "Pay 1 toy from Stuff: your Fort reaches Level 1"
        (at Level 5 also the Macaroni taken and the last round begun, :meth:`build_words`)."""
        parts = [f"{tokens(action[z][r], r)} from {z.capitalize()}" for z in ("stuff", "pack") for r in "PT"
                 if action[z][r]]
        built = self.build_words(action)
        return "Pay " + (", ".join(parts) or "nothing") + (": " + built if built else "")

    def _built_by(self, action: dict) -> Optional[Any]:
        """The state after ``action`` when it raises the mouse seat's Fort Level, else None."""
        seat = self.hand_off.mouse_seat()
        if seat is None or action.get("seat") != seat or action.get("type") in (TITLE, MORE, "_focus"):
            return None
        after = self.rules.apply(self.state, action)
        if isinstance(after, Refusal) or after.boards[seat].level <= self.state.boards[seat].level:
            return None
        return after

    def build_words(self, action: dict) -> str:
        """What ``action`` builds, for the confirm row: "your Fort reaches Level 5; you take the
        Macaroni Sculpture (2 points); this round is the last" (:func:`.words.built_words`), ""
        when it builds nothing."""
        after = self._built_by(action)
        if after is None:
            return ""
        seat = self.hand_off.mouse_seat()
        return built_words(after.boards[seat].level, after.macaroni == seat and self.state.macaroni is None,
                           bool(after.ending) and not self.state.ending)

    def ask_words(self, action: dict) -> str:
        """The confirm row of a build asked: a payment as the token path words it ("Pay 2 toys from
        Stuff: your Fort reaches Level 2"), another move as its row, with what it builds."""
        if action["type"] == "pay":
            return self.pay_words(action)
        words = self.row_words(action)
        seat = self.hand_off.mouse_seat()
        if seat is not None:     # the rules' own "; Sam's Fort reaches Level 3": said once, below
            words = words.split(f"; {possessive(self.names[seat])} Fort reaches Level")[0]
        built = self.build_words(action)
        return words + (" - " + built if built else "")

    def asked_build(self) -> Optional[dict]:
        """The move waiting for the panel's "Build your Fort?" (None once the state moved on)."""
        if self.build_ask is None or self.build_ask[0] != self.version:
            self.build_ask = None
            return None
        return self.build_ask[1]

    def submit(self, action: dict, confirmed: bool = False) -> Optional[str]:
        """As the kit's, but a move of the mouse seat that would build its Fort (a payment row,
        a play or Done whose build has only one way to pay) is not made yet: the panel asks
        "Build your Fort? Confirm here", as a payment picked by its tokens does; ``confirmed``
        (the click on that confirm row), or the very move asked about submitted again, makes it."""
        if not confirmed and action != self.asked_build():
            words = self.tutorial_refusal(action)
            if words is not None:
                self.dirty = True
                return words
            if self._built_by(action) is not None:
                self.build_ask = (self.version, action)
                self.focus, self.page = None, 0
                # what it builds, not the payment too: the panel's row says it all (issue 14:
                # the Level 5 words were cut in the message box)
                built = self.build_words(action)
                self.say(built[0].upper() + built[1:] + ": " + BUILD_CONFIRM_NOTE, 3.0, style="info")
                self.dirty = True
                return None
        self.build_ask = None
        return super().submit(action)

    def click_target(self, pos: tuple[int, int]) -> bool:
        """A click on a lit target other than a card: a Made-Up Rule to keep, a token of your own
        Stuff or Pack, a token type in the supply (a gather's type), a rival's board (whose Pack
        to copy). True when the click was used."""
        seat = self.hand_off.mouse_seat()
        legal = self.legal_now(seat) if seat is not None else []
        for rect, card in self.painter.trash_tiles:
            if rect.collidepoint(pos) and self.trash_actions():
                self.toggle_trash(card)
                return True
        for rect, rule in self.painter.rule_tiles:
            if rect.collidepoint(pos):
                picks = [a for a in legal if a["type"] == "keep_rule" and a["rule"] == rule]
                if picks:
                    reason = self.submit(picks[0])
                    if reason:
                        self.say(reason)
                return True
        for spot in self.painter.tokens:
            if spot.rect.collidepoint(pos) and spot.seat == seat and self.click_token(spot.zone, spot.r, spot.index):
                return True
        for rect, r in self.painter.supply_spots:
            if rect.collidepoint(pos):
                picks = [a for a in legal if a["type"] == "gather" and a["r"] == r]
                if picks:
                    reason = self.submit(picks[0])
                    if reason:
                        self.say(reason)
                    return True
        if self.painter.shown_at(pos) is None:
            for rect, other in self.painter.board_rects:
                if rect.collidepoint(pos):
                    picks = [a for a in legal if a["type"] == "rival" and a["rival"] == other]
                    if picks:
                        reason = self.submit(picks[0])
                        if reason:
                            self.say(reason)
                        return True
        return False

    def lit(self) -> dict:
        """What the person may click now: cards and Perks an action names, tokens (with those
        picked), rivals' boards, supply token types (painter.paint's ``lit``)."""
        seat = self.hand_off.mouse_seat()
        if seat is None or self.session.is_over:
            return {}
        legal = self.taught_now(seat)   # in a tutorial: only the taught move is lit
        out: dict = {"boards": tuple(a["rival"] for a in legal if a["type"] == "rival"),
                     "supply": tuple(a["r"] for a in legal if a["type"] == "gather"),
                     "cards": frozenset({a["card"] for a in legal if isinstance(a.get("card"), str)}
                                       | {c for a in legal for c in (a.get("cards") or ())}),
                     "perks": frozenset(a.get("perk") for a in legal if a.get("perk"))}
        actions = [a for a in legal if a["type"] in TOKEN_ACTIONS]   # in a lesson: the taught token only
        if actions:
            tokens = {}
            for z in ("stuff", "pack"):
                for r in "PT":
                    more = dict(self.picked)
                    more[(z, r)] = more.get((z, r), 0) + 1
                    tokens[(seat, z, r)] = (self.picked.get((z, r), 0), any(self._fits(a, more) for a in actions))
            out["tokens"] = tokens
        return out

    # -- dragging ------------------------------------------------------------------------------
    def drop_actions(self, card: str, pos: tuple[int, int]) -> list[dict]:
        """The legal actions a drop of ``card`` at ``pos`` (px) means: a hand card on the play area
        plays it, adds it or follows with it; on your own board tucks it into the Lookout; a Park
        or Yard card on your own board (your discard) recruits it. Same function for the lit
        targets and the drop."""
        seat = self.hand_off.mouse_seat()
        if seat is None:
            return []
        lay = self.painter.layout
        naming = [a for a in self.legal_now(seat) if a.get("card") == card or card in (a.get("cards") or ())]
        if lay.play.collidepoint(pos):
            return [a for a in naming if a["type"] in ("play", "add", "follow", "save", "trash")]
        if lay.board(seat).collidepoint(pos):
            return [a for a in naming if a["type"] in ("recruit", "lookout", "save")
                    and a.get("cards") in (None, [card])]  # one card dropped tucks that card alone
        return []

    def drop(self, pos: tuple[int, int]) -> None:
        """The held card was let go at ``pos``: a click if it barely moved, else a drop."""
        start, self.pressed_at = self.pressed_at, None
        drag = self.drag.finish(pos)
        if drag is None:
            return
        card = drag.payload
        if start is None or abs(pos[0] - start[0]) + abs(pos[1] - start[1]) <= CLICK_PX:
            self.click_card(card)
            return
        self.hover.rest_again(pos)   # nothing under the let-go card shows big until the pointer moves
        actions = self.drop_actions(card, pos)
        if len(actions) == 1:
            reason = self.submit(actions[0])
            if reason:
                self.drag.refuse(drag)
                self.say(reason, at=pos)
            return
        self.drag.refuse(drag)
        words = self.tutorial_refuses_all(actions)
        if words:  # a tutorial refuses this card here: said at the drop, no panel for it
            self.say(words, at=pos)
            return
        if actions:  # several plans for this card: the panel lists just them
            self.focus, self.page = card, 0
            self.say("Choose how to play it in the panel", style="info")
            return
        seat = self.hand_off.mouse_seat()
        pending = self.state.pending or {}
        if seat is not None and pending.get("kind") == "add" and self.painter.layout.play.collidepoint(pos):
            reason = self.submit({"type": "add", "seat": seat, "card": card})
            if reason:
                self.say(reason, at=pos)
            return
        self.say(self.refusal(card, pos), at=pos)   # every refused drop says why where the card was let go

    def refusal(self, card: str, pos: tuple[int, int]) -> str:
        """Why a drop of ``card`` at ``pos`` (px) does nothing, in players' words (refusals.drop_refusal)."""
        seat = self.hand_off.mouse_seat()
        if seat is None:
            return "Wait: it is not your decision now"
        view = self.rules.view(self.state, self.hand_off.viewer())
        lay = self.painter.layout
        target: Target = "felt"
        if lay.play.collidepoint(pos):
            target = "play"
        else:
            for rect, other in self.painter.board_rects:
                if rect.collidepoint(pos):
                    target = ("board", other)
            for name, rect in (("park", lay.park), ("perks", lay.perks), ("panel", lay.panel), ("hand", lay.hand)):
                if rect.collidepoint(pos):
                    target = name
        play = self.state.play or {}
        suits = " or ".join(SUIT_WORDS[x] for x in self.rules.card(play["card"]).suits) if play.get("card") else ""
        return drop_refusal(view, seat, card, bool(self.rules.card(card).bf), origin_of(view, card), target,
                            self.legal_now(seat), self.names, suits)

    def click_card(self, card: str) -> None:
        """A click on a face-up card: do the one legal action naming it (an add, a recruit, a
        follow, a tuck...), narrow the panel to several, or - for an add the rules refuse - show
        the reason."""
        seat = self.hand_off.mouse_seat()
        if self.trash_actions() and any(c == card for c, _ in self.trash_offer()):
            self.toggle_trash(card)  # a hand card clicked in a trash choice is picked, not trashed at once
            return
        actions = [a for a in self.legal_now(seat)
                   if a.get("card") == card or a.get("cards") == [card]] if seat is not None else []
        if len(actions) == 1:
            reason = self.submit(actions[0])
            if reason:
                self.say(reason)
            return
        if not actions and seat is not None and self.state.pending and self.state.pending["kind"] == "add":
            reason = self.submit({"type": "add", "seat": seat, "card": card})
            if reason:
                self.say(reason)
            return
        words = self.tutorial_refuses_all(actions)
        if words and self.focus != card:  # a tutorial refuses this card: no plan panel for it
            self.say(words)
            return
        self.focus = None if self.focus == card else card
        self.page = 0

    def paint(self, surface: pygame.Surface, view: Any) -> None:
        # The table itself is drawn once per state, viewer and panel into a surface kept between
        # frames; each frame blits it and draws what moves (a held card, cards sliding home, hover).
        self._paint_base(surface.get_size(), view)
        blit_opaque(surface, self._base)
        self._paint_moving(surface)

    def calm_overlays(self) -> Optional[list[pygame.Rect]]:
        """Cards and tokens sliding and the coach's button, when no card is held or coming back
        and nothing is shown big or waits to (the kit's dirty-rect frames, :meth:`draw_changes`)."""
        hover = self.hover
        if self.drag.drag is not None or self.drag.returning or hover.pinned is not None or hover.key is not None:
            return None
        rects = self.anims.drawn_rects(self.now)
        if self.coach.visible:
            rects.append(pygame.Rect(self.coach.rect))
        return rects

    def paint_changes(self, surface: pygame.Surface, view: Any,
                      again: list[pygame.Rect]) -> Optional[tuple[list[pygame.Rect], Optional[list[pygame.Rect]]]]:
        """The kept picture brought up to date (:meth:`_paint_base`); the parts of it that changed,
        ``again`` and the calm overlays' rects copied onto ``surface``, then what moves over it."""
        calm = self.calm_overlays()
        if calm is None or self._base is None:
            return None
        changed = self._paint_base(self._base.get_size(), view)
        if changed is None:
            return None
        rects = outermost([r.clip(surface.get_rect()) for r in (*changed, *again, *calm)])
        for rect in rects:
            blit_opaque(surface, self._base, rect.topleft, rect)
        self._paint_moving(surface)
        return rects, calm

    def _paint_base(self, size: tuple[int, int], view: Any) -> Optional[list[pygame.Rect]]:
        """The kept picture of the table (``size`` px) up to date for ``view``; the rects (px) of it
        painted again ([] when none), or None when all of it was (new, or the score sheet)."""
        who = self.hand_off.mouse_seat()
        key = (self.version, id(view), who, self.page, self.focus, self.panel_message(),
               self.message_style,
               self.session.is_over, self.holds_sheet, tuple(sorted(self.picked.items())), tuple(self.trash_pick),
               json.dumps(self.session.tutorial, sort_keys=True))
        if key != self._base_key or self._base is None or self._base.get_size() != size:
            if self._base_key is None:
                self._panel_for = None    # (a new layout or text size: the rows laid out again)
            # a move's first frame paints the boards, the play area and the hand; the words (top bar,
            # panel, Perk row) and the panel's rows are worked out in the next frame (never across a
            # hand-off, a new picture or the game's end: those frames paint everything)
            same_viewer = self._painted_for is not None and self._painted_for[1] == who
            new_move = same_viewer and self._painted_for != (self.version, who)
            whole = (self._base is None or self._base.get_size() != size or self._base_key is None
                     or self.session.is_over)
            words = whole or self._words_skipped or not new_move
            # the boards, Park and play area's parts that changed: one a frame while the move's picture settles
            # (never across a hand-off: a new viewer's first frame paints them all)
            settling = same_viewer and not whole and (new_move or self._words_skipped or self.painter.behind)
            self._budgeted = self._budgeted + 1 if settling and not new_move else 0
            # (within the bench's frames: the last of them paints whatever is left at once)
            budget = (0 if new_move else 1) if settling and self._budgeted < BUDGETED_FRAMES else None
            self._words_skipped = not words
            self._painted_for = (self.version, who)
            self._base_key = key
            new_picture = self._base is None or self._base.get_size() != size
            if new_picture:
                # made in the display's format (as a new surface is once a window is open): no copy to convert
                self._base = pygame.Surface(size)
            offer = self.trash_offer()
            self.painter.lifted = self.focus
            self.painter.fort_vp = [row.vp_for(self.state.seats, self.state.settings)
                                    for row in self.rules.catalogue.fort]
            self.painter.trash_choice = (self.trash_title(), offer, tuple(self.trash_pick)) if offer else None
            play = self.state.play
            self.painter.live_ms = (plan_ms(self.state, play["leader"], play, list(play["adds"]))
                                    if play is not None and not play.get("ms") else None)
            if not words:
                self.painter.paint(self._base, view, self._banner[1], [], "", self.lit(), words=False, budget=budget)
                self._base_key = ("words", key)
                return None if new_picture else list(self.painter.painted)
            panel_for = (key, id(self.painter), id(self.painter.layout))
            if self._panel_for != panel_for:    # the rows once per kept picture's key (not again while it settles)
                self._panel_for = panel_for
                self.build_panel()
                if budget is not None:    # a frame of its own for working them out
                    budget = 0
            seat = self.hand_off.mouse_seat()
            if self._banner[0] != (self.version, seat):  # the top bar's words, once per state and seat
                self._banner = ((self.version, seat), self._banner_words(seat))
            banner = self._banner[1]
            playing = (seat is not None and self.state.phase != "draft" and not self.state.over
                       and (self.state.pending or {}).get("kind", "play") == "play" and self.state.current == seat)
            self.painter.play_hint = PLAY_HINT if playing else ""
            log_key = (len(self.session.actions), view["viewer"], tuple(self.names))
            if self._log[0] != log_key:     # the log's words, once per move and reader
                self._log = (log_key, table_log(self.session, view["viewer"], self.recap_names(), LOG_LINES))
            self.painter.log_lines = self._log[1]
            coach = self.coach.rect
            self.painter.banner_end = coach.x if self.coach.visible and coach.top < self.painter.layout.banner.bottom else None
            self.painter.paint(self._base, view, banner, [(r, label, tutorial_hooks.row_taught(self, a))
                                                          for r, label, a in self.panel],
                               self.panel_message(), self.lit(), calm=self.message_style != "refusal",
                               budget=budget)
            if self.painter.behind:
                self._base_key = ("behind", key)
            if self.session.is_over and self.session.result is not None:
                self.painter.score_sheet(self._base, self.session.result, self.names, self.holds_sheet)
                self.painter.forget()  # the sheet covers the table: paint it all again next time
                return None
            return None if new_picture else list(self.painter.painted)
        return []

    def _unchanged_row_pressed(self, event: pygame.event.Event) -> bool:
        """A press, just after a computer's move (the kit's guard would ignore it), on a panel row
        that lay at that very spot with the same words and move before the computer moved: the
        person aimed at it, and it means what they saw, so the guard lets it through (new users:
        the first click on a row was sometimes ignored, "Ben just moved: have a look, then click
        again", on a row the computer's move had not changed). A row the move put there is still
        guarded (a double click must not land on a row that just appeared under it)."""
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 1) != 1 or not self.bot_just_moved():
            return False
        if getattr(self.hand_off, "holding", False) or self.recaps.shown is not None:
            return False
        self.build_panel()   # (the rows as the next frame shows them: a move's first frame leaves them)
        row = self.moves.row_at(event.pos)
        return row is not None and row[2]["type"] != TITLE and any(
            r == row[0] and w == row[1] and a == row[2] for r, w, a in self._rows_at_bot_move)

    def panel_message(self) -> str:
        """The message the panel's foot shows: the one on show, unless it is said where a card was
        dropped (:meth:`_paint_drop_note`)."""
        return self.message if self.toast_showing and self.message_at is None else ""

    def enlargement_keep_off(self) -> list[pygame.Rect]:
        """The tutorial caption and a refused drop's reason (a new user: the enlargement covered it)."""
        note = [self.drop_note] if self.drop_note is not None else []
        return super().enlargement_keep_off() + note

    def _paint_drop_note(self, surface: pygame.Surface) -> None:
        """A refused drop's reason in a box just above where the card was let go (new users: the
        card snapped back with no visible reason; the panel's foot was far from the drop), kept
        on the table and off the hand's cards when it can; its rect in :attr:`drop_note`."""
        self.drop_note = None
        if not self.toast_showing or self.message_at is None:
            return
        x, y = self.message_at
        bounds = surface.get_rect()
        hand = [pygame.Rect(r) for r, _ in self.painter.hand_cards]
        spot = place_toast(self.message, (x, y - DROP_NOTE_RISE), DROP_NOTE_W, bounds, clear=hand)
        colour = TOAST_INFO if self.message_style == "info" else TOAST_RED
        self.drop_note = draw_toast(surface, self.message, spot.center, colour=colour, width=DROP_NOTE_W, bounds=bounds)

    def settling(self) -> bool:
        """The last frame painted a move's board but not yet its words, or left a changed board,
        the Park or a part of the play area for the next frame (one of them a frame)."""
        return self._words_skipped or self.painter.behind

    def _paint_moving(self, surface: pygame.Surface) -> None:
        """What moves over the kept table: a held card and the places it may go, cards sliding home,
        animations, the coach's button and the enlargement."""
        drag = self.drag.drag
        if drag is not None:
            lay = self.painter.layout
            seat = self.hand_off.mouse_seat()
            own = [lay.board(seat)] if seat is not None else []
            for place in [lay.play, *own]:  # the places this card may go light up
                if self.drop_actions(drag.payload, place.center):
                    pygame.draw.rect(surface, (250, 220, 90), place, 4, border_radius=8)
            surface.blit(self.painter.face(drag.payload, drag.size), drag.rect)
        for item in self.drag.returning:
            x, y = item.top_left
            surface.blit(self.painter.face(item.payload, item.size), (round(x), round(y)))
        if self.session.is_over and self.session.result is not None:
            return  # the sheet lies over the table: nothing of it moves or grows over the sheet
        self.anims.draw(surface, self.now)
        self._paint_drop_note(surface)
        self.coach.draw(surface)
        if drag is not None:
            self.hover.hide()        # no enlargement under a held card
        else:
            self.hover.draw(surface, self.pointer, self.now, self.version)
