"""The Fortify table: two play areas across the fence, the supply, hands, dice trays; drag to play.

What a person does (the banner always says it in words):
- BUILD: drag the revealed top card of your hand onto your side; a ghost shows where it would land
  (green: legal; red with the reason). Mouse wheel, right click or R turns it. Skip / Stop buttons.
- RECRUIT: drag the top Kid of a pile into a lit (Clear) room; R turns a Thrower.
- THROW: Roll (or fling the dice in your tray with the mouse), then drag each die at rest onto a
  lit target; Re-roll once you placed a die; Done grabs the Jerk Meeple. JERK: the holder rolls and
  places the Jerk Die. MEDIC: click a face-down Kid to flip it up.
- Hover a card 0.4 s to see it big; middle click pins it. Escape cancels a drag.
- After every clean-up the round's results (cards lost, cut off to the Reserve, Kids flipped, Hit
  Tokens, Medics) stay listed over the supply until a person clicks "Next round" (or Space / Enter);
  a bot-only game on screen goes on by itself after a short pause (headless: no pause).
- Anything over the table (curtain, pause menu, rules, log, settings, saves) stops its race clocks
  and the bots until it is gone.

Built by composition on the kit's :class:`~fort_desktop.table.kit.game_table.GameTable`: the
hand-off policy is the race (:mod:`.flow`); this scene wires the parts, each handed by name exactly
the collaborators it uses: :class:`~.paint.FortifyPainter` (drawing, from the viewer's view),
:class:`~.input.FortifyInput` (mouse and keys), :class:`~.words.FortifyWords` (banner, status, log),
:class:`~.hover.FortifyHover` (what shows big), :class:`~.reactions.FortifyReactions` (after every
action). What they share are small holders with their own methods: what a hand does
(:mod:`.held`), what the table shows for a while (:mod:`.moments`), the focus (:mod:`.focus`) and
the rooms help (:mod:`.rooms_help`); no part writes another's attributes. Coordinates are logical
pixels from ``event.pos`` only; times are seconds of scene time.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

import pygame

from ...rules.fortify.state import BUILD, JERK, MEDIC, RECRUIT, THROW
from .art import get_art
from ..kit.anim import Animations
from ..kit.coach import CoachButton
from ..kit.dice_tray import DiceTray
from ..kit.dragdrop import DragController
from ..kit.game_table import GameTable
from ..kit.hover import HoverEnlarger
from ..kit.hud import LogLine
from ..kit.layers import LayerCache
from ..widgets import Button, clip_name
from .draw import TableDrawer
from .buttons import FortifyButtons
from .flow import RACED, RaceFlow
from .focus import Focus
from .held import DiceDrops, DiceThrow, Drawn, HandTurns, HeldDie, Pointer
from .hover import FortifyHover
from .hud import DIE_PX
from .input import FortifyInput, Ghost
from .layout import FOCUS_CELL_PX, RESULTS_FONT_PX, SCREEN_H, Layout, text_key
from .moments import BigMoment, FreshRooms, KeptWords, RaceTimes, RoundResults, TableLog
from .staging import race_moment
from .paint import FortifyPainter
from .reactions import FortifyReactions, with_reason
from .race_clock import seconds_text
from . import tutorial as tutorial_hooks
from .rooms_help import NewRooms, RoomsHelp
from .words import FortifyWords

HOVER_SECONDS_DEFAULT = 0.4
#: Seconds between the computer's moves once every person has finished the raced step. Its race
#: time is the session's pace times its actions whatever the table shows (fortify.md 9), so the rest
#: of its step plays out briskly, drawn large, instead of a 15-30 s wait at the easy pace; at 0.8 s
#: first-timers could not follow what it built. The defaults of data/fortify/table.yaml ``race``.
WATCHING_BOT_SECONDS = 1.5
CLOCK_REDRAW_SECONDS = 1.0        # a running race clock on screen shows whole seconds: redrawn once a second
#: The race times stay on the fence this long (s) ...
RACE_TIMES_SECONDS = 8.0
#: ... and this long after the race's big moment, which says the same over them, is gone.
RACE_TIMES_AFTER_BANNER_SECONDS = 3.0
NO_TARGET_SECONDS = 4.0           # rolled dice with no target stay in view this long (or until a click)

__all__ = ["FortifyTable", "Ghost"]


class FortifyTable(GameTable):
    """The Fortify table scene. ``session``: a GameSession of ``fortify``; ``hot_seat``: two people
    share the mouse (curtains between halves); ``on_game_over(result)`` runs once at the end."""

    tutorial_hooks = tutorial_hooks
    fills_width = True          # laid out for the canvas's width (layout.Layout)
    changes_with_input = False  # its draw_changes (the race clock alone) is for frames without input

    def __init__(self, app: Any, session: Any, *, hot_seat: bool = False,
                 on_game_over: Optional[Callable[..., Any]] = None):
        super().__init__(app, session, on_game_over=on_game_over)
        self.art = get_art()   # its own catalogue (the App shares a plain loader)
        table = self.rules.data.table
        #: the race on screen (data/fortify/table.yaml ``race``, seconds): the computer's moves once
        #: the people are done, the race times on the fence, dice with no target in view
        race = dict(table.get("race") or {})
        self.race_seconds = {"watching_computer_seconds": float(race.get("watching_computer_seconds", WATCHING_BOT_SECONDS)),
                             "race_times_seconds": float(race.get("race_times_seconds", RACE_TIMES_SECONDS)),
                             "no_target_seconds": float(race.get("no_target_seconds", NO_TARGET_SECONDS))}
        # the play area acted on is drawn large, the other as an inset (issue 7); one layout per focus
        self.focused = Focus(self._layouts(), self._focus_changed, holding=self._holding)
        self.drawer = TableDrawer(self.layout, self.rules, self.art)
        self.pieces = self.drawer.pieces
        self._layers: Optional[LayerCache] = None      # made on the first frame the table shows
        #: scene seconds until which the last full frame stays true but for the race clocks
        self._calm_until = 0.0
        self.flow = RaceFlow(session, hot_seat, self._raise_curtain, began=self._say_kept,
                             wait=self._moves_on_show)
        self.hand_off = self.flow
        self.drag = DragController(bounds=(0, 0, self.canvas_w, SCREEN_H))
        #: "What now?" (and ?): the coach, in the game log's title row
        self.coach = CoachButton(self, self._coach_rect(), place=self._coach_rect,
                                 keep_off=lambda: tutorial_hooks.controls(self))
        self.anims = Animations(self.speed)
        self.trays = {s: DiceTray(tuple(self.layout.zone[s].tray), seed=session.seed * 7 + s, die_size_px=DIE_PX)
                      for s in (0, 1)}
        # what a hand does, and what the table shows for a while: small holders the parts share
        self.hand_pointer = Pointer()
        self.hands = HandTurns()
        self.drawn = Drawn()
        self.held = HeldDie()
        self.drops = DiceDrops()
        self.throw = DiceThrow()
        self.big_moment = BigMoment()
        self._moment_view: Any = None
        self.round_results = RoundResults(session, self.flow, lambda: bool(self.session.humans) and not self.fast)
        self.fresh_rooms = FreshRooms()
        self.race_times = RaceTimes()
        self.kept = KeptWords()
        self.table_log = TableLog(self.name)
        #: beginner help: show where the revealed card would close the most room (H toggles)
        self.help = RoomsHelp(self.rules, self.settings.suggest_spots)
        #: when the person's rolled dice were found to have no target (scene seconds), or None
        self.no_target_since: Optional[float] = None
        self.controls = FortifyButtons(session=session, rules=self.rules, flow=self.flow, trays=self.trays,
                                       layout=self.layout, throw=self.throw, submit=self.submit, say=self.say,
                                       sound=self.sound, ask_stop=self._ask_stop, refusal=self.tutorial_refusal)
        self.buttons = self.controls.all
        self.next_button = Button(self.layout.results_button, "Next round", self.next_round,
                                  style="primary", font_size=RESULTS_FONT_PX)
        # the parts, each handed exactly the holders and questions it uses
        now, version, fast = (lambda: self.now), (lambda: self.version), (lambda: self.fast)
        self.words = FortifyWords(rules=self.rules, session=session, flow=self.flow, trays=self.trays,
                                  moment=self.big_moment, results=self.round_results, log=self.table_log,
                                  name=self.name, view=self.view, now=now, all_placed=self.all_placed,
                                  no_target=lambda: self.no_target_since is not None)
        self.hover = HoverEnlarger(FortifyHover(rules=self.rules, pieces=self.pieces, focus=self.focused,
                                                drawn=self.drawn, hands=self.hands, view=self.view,
                                                name=self.name).info_at,
                                   float(table.get("hover_enlarge_seconds", HOVER_SECONDS_DEFAULT)))
        self.input = FortifyInput(rules=self.rules, session=session, flow=self.flow, trays=self.trays,
                                  results=self.round_results, drawn=self.drawn, buttons=self.buttons,
                                  next_button=self.next_button, legal_now=self.legal_now, version=version,
                                  name=self.name, pointer=self.hand_pointer, hands=self.hands, held=self.held,
                                  drops=self.drops, throw=self.throw, help=self.help, drag=self.drag,
                                  hover=self.hover, focus=self.focused, focus_moment=self._focus_moment,
                                  submit=self.submit, next_round=self.next_round, say=self.say, app=app,
                                  taught=lambda seat: tutorial_hooks.taught_places(self, seat),
                                  refusal=self.tutorial_refusal, refusal_words=self.refusal_words)
        self.painter = FortifyPainter(rules=self.rules, art=self.art, pieces=self.pieces, drawer=self.drawer,
                                      layers=lambda: self.layers, focus=self.focused, flow=self.flow,
                                      words=self.words, trays=self.trays, moment=self.big_moment,
                                      results=self.round_results, rooms=self.fresh_rooms,
                                      race_times=self.race_times, hands=self.hands, held=self.held,
                                      pointer=self.hand_pointer, drag=self.drag, ghosts=self.input,
                                      buttons=self.buttons, next_button=self.next_button, anims=self.anims,
                                      hover=self.hover, drawn=self.drawn, drops=self.drops, toast=self._toast,
                                      dice_points=self.dropped_points, rooms_at=self.rooms_at,
                                      suggested_spot=self.suggested_spot, legal_now=self.legal_now,
                                      name=self.name, is_computer=self.is_computer, view=self.view, now=now,
                                      version=version, fast=fast, banner=self._banner_rect)
        self.reactions = FortifyReactions(rules=self.rules, session=session, flow=self.flow, trays=self.trays,
                                          anims=self.anims, drawer=self.drawer, pieces=self.pieces, art=self.art,
                                          focus=self.focused, drawn=self.drawn, drops=self.drops,
                                          throw=self.throw, moment=self.big_moment, results=self.round_results,
                                          rooms=self.fresh_rooms, kept=self.kept, log=self.table_log,
                                          words=self.words, describe=self.describe, say=self.say,
                                          sound=self.sound, now=now, name=self.name,
                                          speed=lambda: self.speed, fast=fast, stage=self.stage)
        self._restore_trays()
        self.note(f"Fortify, seed {session.seed}: hit the other Base 3 times to win.")
        self._fill_log()

    # ================================================================== the holders, as tests and the bench read them
    @property
    def focus(self) -> int:
        """The seat whose play area is drawn large."""
        return self.focused.seat

    @property
    def layouts(self) -> dict[int, Layout]:
        return self.focused.layouts

    @property
    def pointer(self) -> tuple[int, int]:
        return self.hand_pointer.at

    @pointer.setter
    def pointer(self, pos: tuple[int, int]) -> None:
        self.hand_pointer.move(pos)

    @property
    def moment(self) -> Optional[dict]:
        """A big moment on show (the Jerk Die): ``{"state", "until", "clear_trays"}``, or None."""
        return self.big_moment.showing

    @property
    def results(self) -> Optional[dict]:
        """The last clean-up: ``{"round", "lines", "at"}`` (what happened, in words), or None."""
        return self.round_results.last

    @property
    def log(self) -> list[LogLine]:
        return self.table_log.lines

    @property
    def hand_rot(self) -> dict[int, int]:
        return self.hands.rot

    @property
    def hand_rects(self) -> dict[int, Optional[pygame.Rect]]:
        return self.drawn.hands

    @property
    def pile_rects(self) -> dict[str, pygame.Rect]:
        return self.drawn.piles

    @property
    def held_targets(self) -> list[dict]:
        return self.held.targets

    @property
    def dropped_at(self) -> dict[str, tuple[float, float]]:
        return self.drops.at

    @property
    def new_rooms(self) -> dict[int, list[tuple[frozenset, float]]]:
        return self.fresh_rooms.rooms

    @property
    def fling(self) -> Optional[dict]:
        return self.throw.fling

    @property
    def suggest(self) -> bool:
        return self.help.on

    @property
    def reveal_text(self) -> str:
        return self.race_times.text

    @reveal_text.setter
    def reveal_text(self, text: str) -> None:
        self.race_times.text = text

    @property
    def reveal_until(self) -> float:
        return self.race_times.until

    @reveal_until.setter
    def reveal_until(self, seconds: float) -> None:
        self.race_times.until = seconds

    @property
    def reveal_round(self) -> Optional[int]:
        return self.race_times.round

    @reveal_round.setter
    def reveal_round(self, round_number: Optional[int]) -> None:
        self.race_times.round = round_number

    # ================================================================== focus
    @property
    def layout(self) -> Layout:
        """The layout of the current focus (the play area drawn large)."""
        return self.focused.layout

    def _focus_moment(self) -> tuple:
        """What the automatic focus depends on: round, phase, who acts by mouse (a person's own pick
        lasts until this changes); in a first game also the step shown (a pick lasts one step)."""
        state = self.state
        step = self.tutorial.step_number if self.tutorial is not None and self.tutorial.active else None
        return (state.round, state.phase, self.flow.mouse_seat(), self.moment is not None, step)

    def wanted_focus(self) -> int:
        """The play area to draw large now: the person's own while building, recruiting or flipping a
        Kid; the rival's while placing dice in Part II; the side the Jerk Die hits during its moment;
        during the clean-up the side its first step happens to; else the last one. A click on the inset
        overrides this until the moment changes. In a first game the step's play area comes next
        (:func:`.tutorial.focus_seat`: its caption points at the large one), after the Jerk Die's
        moment (its picture lies over the side it hits)."""
        picked = self.focused.picked_for(self._focus_moment())
        if picked is not None:
            return picked
        state = self.view() if self.moment is not None else self.state
        if self.moment is not None:   # (its picture was taken of this side: it stays till the end)
            hit = next((d.target.get("seat") for d in state.dice_placed if d.die == "jerk"), None)
            if hit in (0, 1):
                return hit
            return self.focus
        taught = tutorial_hooks.focus_seat(self)
        if taught is not None:
            return taught
        if self.showing_results:
            # one view for the whole clean-up: the side its first step happens to (a lost card, a
            # Hit Token), never flipping to and fro between its steps
            steps = [seat for at, seat in self.results.get("focus", []) if at <= self.now]
            return steps[0] if steps else self.focus
        if self.flow.pending:
            return self.focus
        seat = self.flow.mouse_seat()
        if state.phase in (THROW, JERK):
            if seat is None and state.phase == JERK and state.jerk in (0, 1):
                seat = state.jerk
            return self.focus if seat is None else 1 - seat
        if seat is None and state.phase == BUILD and self.people_finished():
            return next(s for s in self.session.acting_seats() if self.session.is_bot(s))
        if seat is None:
            seat = self.flow.viewer() if state.phase in (BUILD, RECRUIT, MEDIC) else None
        return self.focus if seat is None else seat

    def people_finished(self) -> bool:
        """Every person has finished the raced step and only the computer still acts in it."""
        state, session = self.state, self.session
        acting = session.acting_seats()
        return (state.phase in RACED and bool(session.humans) and not self.flow.pending
                and not any(s in acting for s in session.humans) and any(session.is_bot(s) for s in acting))

    def bot_pace(self) -> float:
        """The kit's pace; at most :data:`WATCHING_BOT_SECONDS` once the people wait for the computer."""
        pace = super().bot_pace()
        return min(pace, self.race_seconds["watching_computer_seconds"] / self.speed) if self.people_finished() else pace

    def _layouts(self) -> dict[int, Layout]:
        """One layout per seat in focus, for the canvas's width (:attr:`canvas_w`)."""
        table = self.rules.data.table
        return {seat: Layout(*self.rules.data.rules["play_area_cells"], card_cells=(4, 6), focus=seat,
                             focus_cell_px=int(table.get("focus_cell_px", FOCUS_CELL_PX)), width=self.canvas_w)
                for seat in (0, 1)}

    def _coach_rect(self) -> pygame.Rect:
        """Where "What now?" lies (px): the right end of the game log's title row."""
        log = self.layout.log
        return pygame.Rect(log.right - 140, log.y + 3, 136, 22)

    def moment_avoid(self) -> list[pygame.Rect]:
        """A banner keeps off the game log and the two seats' panels beside it (hand, reserve,
        tray) where it can, as well as the kit's (the top bar, "What now?", the recap): it goes
        over the play areas' empty green."""
        layout = self.layout
        return super().moment_avoid() + [pygame.Rect(layout.log)] + [pygame.Rect(z.rect) for z in layout.zone.values()]

    def on_canvas(self, size: tuple[int, int]) -> None:
        """A new canvas or a new text size (the App calls this for both): the play areas, panels,
        trays (their dice kept), buttons and log laid out for its width and the text in use; dice
        let go on a target are drawn at its usual spot."""
        super().on_canvas(size)
        self._layers = None          # painted again (the text size may have changed with the window)
        laid = self.focused.layouts[0]
        if laid.width == self.canvas_w and laid.text_key == text_key():
            return
        self.focused.layouts = self._layouts()
        layout = self.layout
        self.drawer.layout = layout
        self.drawer.forget()
        for seat, tray in self.trays.items():
            tray.move_to(tuple(layout.zone[seat].tray))
        self.controls.place(layout)
        self.next_button.rect = pygame.Rect(layout.results_button)
        self.drag.bounds = (0, 0, self.canvas_w, SCREEN_H)
        self.drops.at.clear()
        self.drops.focus.clear()
        self._layers = None
        self.hover.forget()
        self.dirty = True

    def set_focus(self, seat: int, picked: bool = False) -> None:
        """Draw ``seat``'s play area large (``picked``: a person asked for it with a click, and it
        lasts until the moment changes; otherwise an earlier pick is forgotten)."""
        self.focused.set(seat, self._focus_moment() if picked else None)

    def _focus_changed(self, old: int, new: int) -> None:
        # a die already let go keeps its spot on its target in the new size
        self.drops.keep_in(old)
        if self.showing_results:
            self.anims.items.clear()   # the clean-up's pieces were laid out in the other focus
        self.drawer.layout = self.layout
        self._layers = None          # painted again at the new size
        self.hover.forget()
        self.dirty = True

    def _holding(self) -> bool:
        """A person holds something: a die, a card or a Kid (or it slides home), or dice to fling."""
        drag, throw = getattr(self, "drag", None), getattr(self, "throw", None)
        return bool(drag is not None and (drag.active or drag.returning)
                    or throw is not None and throw.fling is not None)

    def _update_focus(self) -> None:
        if self._holding():
            return                   # never under a held thing
        wanted = self.wanted_focus()
        if wanted != self.focus:
            self.set_focus(wanted)

    def dropped_points(self, state: Any) -> dict[str, tuple[float, float]]:
        """Where each placed die was let go (px in the current focus): a point noted in the other
        focus is moved to the same spot of its target as drawn now."""
        targets = {d.die: d.target for d in state.dice_placed}
        return self.drops.points(self.focus, targets,
                                 lambda seat, target: self._target_rect_in(self.layouts[seat], state, target))

    def _target_rect_in(self, layout: Layout, state: Any, target: dict) -> Optional[pygame.Rect]:
        current = self.drawer.layout
        self.drawer.layout = layout
        try:
            return self.drawer.target_screen_rect(state, target)
        finally:
            self.drawer.layout = current

    # ================================================================== kit hooks
    def on_action(self, session: Any, action: dict, old: Any) -> None:
        self.reactions.on_action(session, action, old)

    def view_options(self) -> dict:
        return {"hide_race": self.flow.hot_seat}

    def view(self) -> Any:
        """What the viewer may see; during a big moment, of the state before the clean-up."""
        if self.moment is not None:
            key = (id(self.moment["state"]), self.flow.viewer())
            if self._moment_view is None or self._moment_view[0] != key:
                self._moment_view = (key, self.rules.view(self.moment["state"], key[1], **self.view_options()))
            return self._moment_view[1]
        return super().view()

    def rooms_at(self, ghost: Ghost) -> "NewRooms":
        """The rooms the held card would close where its ghost lies (asked once per spot and state)."""
        return self.help.rooms_at(self.state, self.version, ghost.seat, ghost.x, ghost.y, ghost.rot)

    def suggested_spot(self) -> Optional[tuple[int, tuple]]:
        """(seat, (x, y, rot, rooms)) where the person's revealed card would close the most room, when
        the beginner help is on (``app.settings["suggest_spots"]``, default on; H turns it on or off)."""
        seat = self.flow.mouse_seat()
        if seat is None or self.state.phase != BUILD or not self.state.players[seat].hand:
            return None
        if self.tutorial is not None and self.tutorial.active:   # only the taught card's frame, if any
            taught = [a for a in tutorial_hooks.taught_places(self, seat) if a["type"] == "place"]
            if not taught:
                return None
            a = taught[0]
            return seat, (a["x"], a["y"], a["rot"], self.help.rooms_at(self.state, self.version, seat,
                                                                        a["x"], a["y"], a["rot"]))
        best = self.help.best_for(self.state, self.version, seat, legal=lambda: self.legal_now(seat))
        return (seat, best) if best is not None else None

    def skip_ahead(self) -> bool:
        """A click while a big moment or the steps of a clean-up play: show the rest at once.
        Returns True when there was something to skip."""
        now = self.now
        later = [self.moment["until"]] if self.moment is not None else []
        later += self.table_log.still_to_come(now)
        if self.results is not None:
            later += [at for _, at in self.results["lines"] if at > now]
        if not later:
            return False
        seconds = max(later) - now
        self.big_moment.end_at(now)
        self.table_log.shift(now, seconds)
        self.round_results.shift(now, seconds)
        self.anims.shift(now, seconds)
        self.flow.skip(now, seconds)
        if self.message_until > now and self.message_style == "info":
            self.message_until = now
        self.dirty = True
        return True

    def on_enter(self) -> None:
        super().on_enter()
        self.flow.sync(self.now)

    def on_leave(self) -> None:
        """A drag never survives a scene change (TABLE.md "Window and input"); while anything covers
        the table (curtain, pause menu, rules, log, settings, saves) race clocks and bots wait."""
        super().on_leave()
        if self.drag.cancel("the table was covered") is not None:
            self.held.clear()
        self.throw.finish()
        self.hover.forget()          # an old enlargement never pops up after a curtain...
        self.hand_pointer.lose()     # ...the pointer is wherever the next motion says

    def set_covered(self, covered: bool) -> None:
        self.flow.paused = covered
        for clock in self.flow.clocks.values():
            clock.set_paused("covered", covered)

    def prepare_still(self) -> None:
        """A still picture (the look-back): the play area the viewer acts on is drawn large, as in
        play (their own while building, the rival's while throwing); the table only: P1's."""
        seat = self.flow.viewer()
        if seat is not None:
            self.set_focus(1 - seat if self.state.phase in (THROW, JERK) else seat)

    def bot_ready(self, seat: int) -> bool:
        # let its dice land in view first, and a big moment be seen
        return self.trays[seat].settled and self.moment is None

    def on_game_ends(self) -> None:
        if self.drag.active:
            self.drag.cancel("the game is over")

    def process_event(self, event: pygame.event.Event) -> bool:
        self.dirty = True
        if self.tutorial_event(event):   # the tutorial caption's buttons first
            return True
        if self.moment_event(event) and self.moment is None:   # a big moment's banner was clicked away
            return True                  # (with the Jerk Die on show, the click skips that too)
        go_on = (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1) or (
            event.type == pygame.KEYDOWN and getattr(event, "key", None) in (pygame.K_SPACE, pygame.K_RETURN))
        if self.moment is not None:
            if go_on:
                self.skip_ahead()
            return go_on or event.type == pygame.MOUSEBUTTONUP
        if go_on and self.no_target_since is not None:
            self.no_target_since = float("-inf")      # seen: reach for the Meeple now
            return True
        if not self.drag.active and self.coach.process_event(event):
            return True
        held = self.drag.active
        handled = self.input.process_event(event)
        if not held and self.drag.active and self.message_style == "refusal":
            self.message_until = 0.0     # the next piece picked up: the last drop's refusal goes
        return handled

    def paint(self, surface: pygame.Surface, view: Any) -> None:
        self.next_button.visible = self.results_await_click and self.moment is None
        self.next_button.label = "See the winner" if self.holds_final else "Next round"
        self.painter.controls_hinted = self.controls_hinted
        self.painter.draw(surface, view)
        log = self.layout.log  # the layout follows the focused play area
        self.coach.draw(surface)

    def _toast(self) -> Optional[tuple[str, Optional[tuple[int, int]], str]]:
        """The message on show: (words, where or None, style), or None."""
        if self.now < self.message_until and self.message:
            return self.message, self.message_at, self.message_style
        return None

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        later = self._picture_changes_in()
        self._calm_until = self.now + later if later is not None else float("inf")

    def _banner_rect(self) -> Optional[pygame.Rect]:
        """Where the big moment's banner on show lies (px), or None: the message keeps off it."""
        showing = self.moments.showing
        return pygame.Rect(showing.rect) if showing is not None and showing.rect is not None else None

    def message_area(self) -> Optional[pygame.Rect]:
        """Where this frame's message (toast) was drawn (px), or None: the kit keeps it over the
        tutorial's frame and caption."""
        return self.painter.toast_drawn

    def draw_changes(self, surface: pygame.Surface) -> Optional[list[pygame.Rect]]:
        """While only a running race clock changes (no input, no move, nothing moving, no hover
        enlargement showing, no results over the panels): repaint the clocks' status lines alone
        (see :meth:`FortifyPainter.repaint_clocks`); else None (a full frame)."""
        self.track_version()
        if (self.dirty or self.now >= self._calm_until or self.showing_results or self.moment is not None
                or self.moments.busy or self._hover_showing()):
            return None
        return self.painter.repaint_clocks(surface, self.view())

    def _hover_showing(self) -> bool:
        """A card is shown big (pinned, or the pointer rested on it long enough)."""
        hover = self.hover
        return hover.pinned is not None or (hover.key is not None and self.now - hover.since >= hover.seconds)

    # ================================================================== what the parts share
    @property
    def layers(self) -> LayerCache:
        """The cached parts of the table picture (the background is painted on first use: a table
        that opens under its curtain starts sooner)."""
        if self._layers is None:
            self._layers = LayerCache(self.drawer.background())
        return self._layers

    def name(self, seat: int) -> str:
        """Seat ``seat`` as the panels, log, banner and winner screen all call it ("Ana",
        "Computer" for a computer player left with its default name)."""
        return clip_name(self.session.player_words(seat))

    def is_computer(self, seat: int) -> bool:
        """Whether a computer plays ``seat``."""
        return self.session.is_bot(seat)

    def banner(self) -> str:
        """What the banner says now (whose turn, what to do)."""
        return self.words.banner()

    def next_round(self) -> None:
        """The person has seen the round's results: go on to the next round (after the last
        round: to the winner)."""
        if self.session.is_over:
            self.round_results.see_final()
        else:
            self.flow.go_on(self.now)
        self.dirty = True

    @property
    def showing_results(self) -> bool:
        """The results of the last clean-up are on screen, holding the next round (or the winner)."""
        return self.round_results.showing

    def round_shown(self) -> Optional[int]:
        """While a round's results show, that round (the banner's "Round 2 - Clean-up"), though the
        rules have begun the next; else the state's round."""
        last = self.round_results.last
        if self.round_results.showing and last:
            return int(last["round"])
        return super().round_shown()

    @property
    def holds_final(self) -> bool:
        """The game ended in a clean-up with a person seated: its results stay, and the winner
        waits, until they click "See the winner" (the last round is seen like every other)."""
        return self.round_results.holds_final

    @property
    def results_await_click(self) -> bool:
        """The results on screen wait for a click ("Next round" / "See the winner")."""
        return self.round_results.await_click

    @property
    def final_seen(self) -> bool:
        return self.round_results.final_seen

    def game_over_seconds(self) -> float:
        return 1e9 if self.holds_final else super().game_over_seconds()

    def note(self, text: str, secret: Optional[tuple] = None, seat: Optional[int] = None,
             at: Optional[float] = None) -> None:
        """Add a line to the game log (``secret``: the raced step whose other half may not read it;
        ``at``: scene seconds from which it shows). Seats are called by the players' names."""
        self.table_log.note(text, self.now, secret, seat, at)

    def with_names(self, text: str) -> str:
        """``text`` with "P1" / "P2" replaced by the players' names where they have their own."""
        return self.table_log.with_names(text)

    # the ghosts the input handler computes (tests and the painter ask the same thing)
    def card_ghost(self, drag: Any) -> Optional[Ghost]:
        return self.input.card_ghost(drag)

    def kid_ghost(self, drag: Any) -> Optional[Ghost]:
        return self.input.kid_ghost(drag)

    def die_target(self, drag: Any) -> tuple[Optional[dict], Optional[str]]:
        return self.input.die_target(drag)

    @property
    def pinned(self) -> Optional[tuple]:
        return self.hover.pinned

    @pinned.setter
    def pinned(self, value: Optional[tuple]) -> None:
        self.hover.pinned = value

    @property
    def hover_key(self) -> Any:
        return self.hover.key

    def _fill_log(self) -> None:
        """A resumed game (Continue, Load): the log shows its actions so far, replayed from the seed
        (a hot-seat half under way stays hidden from the other player, as when it was played)."""
        actions = list(self.session.actions)
        if not actions:
            return
        try:
            state = self.session.first_state()   # a stacked deal (a tutorial) replays as dealt
            for index, action in enumerate(actions):
                secret = (state.round, state.phase) if self.flow.hot_seat and state.phase in RACED else None
                self.note(with_reason(self.session, index, self.describe(state, action)), secret,
                          action.get("seat"), at=0.0)
                after = self.rules.apply(state, dict(action))
                if not after:
                    break
                state = after
        except Exception:  # the log must never stop a game from being shown
            return

    def _restore_trays(self) -> None:
        """A resumed game (Continue, Load) in Part II: the dice rolled but not placed yet lie in their
        trays again, showing the faces they were rolled with (the Jerk Die too), so they can be placed."""
        state, data = self.state, self.rules.data
        for seat in (0, 1):
            rolled = state.players[seat].rolled if state.phase == THROW else {}
            dice = [(d, f, tuple(data.cousin_die if d == "cousin" else data.balloon_die)) for d, f in rolled.items()]
            if state.phase == JERK and state.jerk == seat and state.jerk_face is not None:
                dice = [("jerk", state.jerk_face, tuple(data.jerk_die))]
            if dice:
                self.trays[seat].lay(dice)

    def curtain_name(self, seat: int) -> str:
        return self.name(seat)

    def _raise_curtain(self, seat: int, waiting: Optional[int], note: str, on_ready: Callable[[], None]) -> None:
        """The kit's curtain; once it lifts, what was kept for ``seat``'s eyes is said."""
        def ready() -> None:
            on_ready()
            self._say_kept(seat)

        self.push_curtain(seat, waiting, note, ready)

    def _say_kept(self, seat: int) -> None:
        """What was kept for ``seat``'s eyes, said now (its curtain lifted, or its half began
        without one)."""
        words = self.kept.take(seat)
        if words:
            self.say("\n".join(words), 5.0, style="info")

    def _moves_on_show(self) -> bool:
        """The table still plays what the last moves did (a big moment on show or waiting, the
        Jerk Die's, pieces sliding, a clean-up's lines to come): a hand-off curtain waits."""
        return (self.moments.busy or self.moment is not None or self.anims.busy
                or self.round_results.next_line_in(self.now) is not None)

    def _ask_stop(self, cards_left: int, on_stop: Callable[[], None]) -> None:
        from .confirm_stop import ConfirmStop
        self.app.push(ConfirmStop(self.app, cards_left, on_stop))

    # ================================================================== time
    def tick(self, dt: float) -> None:
        ended = self.big_moment.over(self.now)
        if ended is not None:
            if ended["clear_trays"]:
                for tray in self.trays.values():
                    tray.clear()
            self.dirty = True
        self.drag.update(dt)
        self.anims.update(self.now)
        for seat, tray in self.trays.items():
            tray.update(dt)
            self.flow.clocks[seat].set_paused("tumbling", not tray.settled)
            self.flow.clocks[seat].set_paused("tutorial", tutorial_hooks.clock_held(self))
            self.flow.clocks[seat].update(dt)
        self.flow.sync(self.now)
        self.flow.record_times()
        self._update_focus()
        self._reveal_races()
        self.race_times.wait_for_banner(self.moments.busy, self.now, RACE_TIMES_AFTER_BANNER_SECONDS)
        self.hands.follow(self.state)
        self.hover.pointer_at(self.pointer, self.now, self.version)

    def before_bots(self) -> None:
        self._auto_grab()

    def after_tick(self) -> None:
        self._update_focus()          # after the bots: the frame drawn shows who acts now (a table
        self.controls.refresh()       # at rest may not draw another frame for a while)
        self.coach.visible = not self.showing_results   # the round's results lie over its place

    def busy_wake(self) -> Optional[float]:
        """0 while anything moves (a drag, things sliding home, animations, tumbling dice, a fling);
        else the next moment something changes on its own: a race clock's next second, a hold ending, the
        hover enlargement, rooms that stop pulsing, race times leaving the fence."""
        times = [self._picture_changes_in()]
        if self.moment is None:
            tick = self._next_clock_tick()
            if tick is not None:
                times.append(tick)
        due = [t for t in times if t is not None]
        return min(due) if due else None

    def _next_clock_tick(self) -> Optional[float]:
        """Seconds until a running race clock on screen shows its next second, or None."""
        view = self.view()
        ticks = [min(CLOCK_REDRAW_SECONDS, clock.seconds_to_next_tick()) for seat, clock in self.flow.clocks.items()
                 if clock.running and clock.started and self.words.clock_shown(seat, view)]
        return min(ticks) if ticks else None

    def _clock_running(self) -> bool:
        """A race clock runs and its time is on screen (a hot-seat race hides it: then its ticking
        changes nothing drawn and wakes nobody)."""
        view = self.view()
        return any(clock.running and clock.started and self.words.clock_shown(seat, view)
                   for seat, clock in self.flow.clocks.items())

    def _picture_changes_in(self) -> Optional[float]:
        """Seconds until the picture changes on its own, the race clocks apart (0: it moves now;
        None: only on input or a move)."""
        if (self.drag.active or self.drag.returning or self.anims.busy or self.throw.fling is not None
                or any(not tray.settled for tray in self.trays.values())):
            return 0.0
        if self.moment is not None:
            return max(0.0, self.moment["until"] - self.now)
        times: list[float] = []
        if self.toast_showing:
            times.append(self.message_until - self.now)
        if self.flow.pending and not self.flow.await_click:
            times.append(max(0.0, self.flow.hold_until - self.now))
        if self.fresh_rooms.any():
            times.append(0.0)
        if self.race_times.shown(self.now):
            times.append(self.race_times.until - self.now)
        due = self.hover.due_in(self.now)
        if due is not None:
            times.append(due)
        line_in = self.round_results.next_line_in(self.now)
        if line_in is not None:
            times.append(line_in)
        times += [at - self.now for at in self.table_log.still_to_come(self.now, recent=12)]
        return min(times) if times else None

    def _reveal_races(self) -> None:
        """When a raced step ends, show both race times and who got the Meeple, together."""
        while self.flow.finished:
            done = self.flow.finished.pop(0)
            key, times = done["key"], done["times"]
            if key is None or None in times.values():
                continue
            meeple = "Cousin" if key[1] == BUILD else "Jerk"
            holder = done["cousin"] if key[1] == BUILD else done["jerk"]
            parts = ", ".join(f"{self.name(s)} {seconds_text(times[s] / 1000)}" for s in (0, 1))
            text = f"Race: {parts}"
            if holder is not None:       # two lines, never cut: the whole Meeple's name shows
                text = f"Race: {parts}\n{self.name(holder)} gets the {meeple} Meeple"
            self.note(f"Race times: {parts}" + (f" - {self.name(holder)} grabs the {meeple} Meeple"
                                                  if holder is not None else ""))
            self.race_times.show(text, key[0], self.now + self.race_seconds["race_times_seconds"])
            self.stage(race_moment(meeple, holder, parts, self.name(holder) if holder is not None else "",
                                   self.art.meeple(meeple.lower(), 110), self.layout.fence,
                                   list(self.layout.area.values())))   # off both forts
        if self.reveal_text and not self.flow.pending and self.state.round != self.reveal_round:
            self.race_times.hide()      # a new round has begun: last round's race times are gone

    def _auto_grab(self) -> None:
        """A person with nothing left to do but grab. Rolled dice that cannot go anywhere are shown
        first, with the reason in words, until a click or :data:`NO_TARGET_SECONDS`, then the table
        grabs for them. With every card or die placed the race clock stops at once (rulebook "The
        Jerk": you grab the moment you are done; fortify.md 9: the clock stops when nothing is left
        to do) but the table waits for the person's Done: they see where their last piece lies, and
        the banner says so (:meth:`all_placed`)."""
        state = self.state
        if state.phase not in RACED or self.drag.active:
            self.no_target_since = None
            return
        for seat in self.session.humans:
            player = state.players[seat]
            clock = self.flow.clocks[seat]
            if player.done or not clock.started or not self.trays[seat].settled:
                continue
            if self.flow.hot_seat and self.flow.half != seat:
                continue
            legal = self.legal_now(seat)
            if not (legal and all(a["type"] == "grab" for a in legal)):
                continue
            if state.phase == THROW and player.rolled:
                if self.no_target_since is None:
                    self.no_target_since = self.now
                    clock.stop()          # nothing left to do: the race time stops here
                    faces = list(player.rolled.values())
                    self.say(f"{self.name(seat)}: none of your dice can be placed - "
                             f"{self.words.no_target_words(state, seat, faces)}. Click to go on",
                             self.race_seconds["no_target_seconds"] / self.speed, style="info")
                if self.now - self.no_target_since < self.race_seconds["no_target_seconds"] / self.speed:
                    continue
                self.no_target_since = None
                self.controls.grab(seat)
                continue
            if not clock.stopped:
                clock.stop()              # the last piece is down: the race time stops here
                what = "cards are placed" if state.phase == BUILD else "dice are placed"
                self.say(f"{self.name(seat)}: all your {what} - your race time stopped at "
                         f"{seconds_text(clock.elapsed_seconds)}. Click Done & grab", 3.0, style="info")

    def all_placed(self, seat: int) -> bool:
        """``seat`` (a person) placed every card or die of this raced step: their race clock has
        stopped and the table waits for their Done & grab."""
        state = self.state
        if state.phase not in RACED or seat not in self.session.humans:
            return False
        player = state.players[seat]
        clock = self.flow.clocks[seat]
        return (not player.done and clock.started and clock.stopped and self.no_target_since is None
                and not player.rolled and (not player.hand if state.phase == BUILD else not player.dice))
