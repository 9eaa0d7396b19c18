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

Hot-seat race and versus-computer flow: :mod:`fort_desktop.table.fortify_flow`. Drawing:
:mod:`fortify_draw`, :mod:`fortify_hud`. Coordinates are logical pixels from ``event.pos`` only;
times are seconds of scene time.
"""
from __future__ import annotations

import dataclasses

from dataclasses import dataclass
from typing import Any, Callable, Optional

import pygame

from ...rules.base import Refusal
from ...rules.fortify.state import BUILD, JERK, MEDIC, RECRUIT, THROW
from ..art import get_art
from ..dice_tray import DiceTray
from ..dragdrop import DragController
from ..fortify_anim import Animations
from ..fortify_draw import TableDrawer
from ..fortify_events import TableEvents
from ..fortify_flow import RACED, RaceFlow
from ..fortify_hover import TableHover
from ..fortify_hud import DIE_PX, LogLine
from ..fortify_layers import LayerCache
from ..fortify_layout import SCREEN_H, SCREEN_W, Layout
from ..fortify_paint import TablePaint
from ..fortify_words import TableWords
from ..widgets import Button, clip_name, event_pos, font, handle_all
from .base import Scene

HOVER_SECONDS_DEFAULT = 0.4
TOAST_SECONDS = 3.5
FAST_ACTIONS_PER_FRAME = 60


@dataclass
class Ghost:
    """Where a held Fort Card or Kid would land: cells, its screen rect, and why not (None: legal)."""

    seat: int
    x: int
    y: int
    rot: int
    rect: pygame.Rect
    problem: Optional[str]


class FortifyTable(TableEvents, TableWords, TableHover, TablePaint, Scene):
    """The Fortify table scene. ``session``: a GameSession of ``fortify``; ``hot_seat``: two people
    share the mouse (curtains between halves); ``on_game_over(result)`` runs once at the end."""

    def __init__(self, app: Any, session: Any, *, hot_seat: bool = False,
                 on_game_over: Optional[Callable[..., Any]] = None):
        super().__init__(app)
        self.session = session
        self.rules = session.rules
        self.on_game_over = on_game_over
        self.art = getattr(app, "art", None) or get_art()
        table = self.rules.data.table
        self.layout = Layout(int(table.get("cell_px", 17)), *self.rules.data.rules["play_area_cells"],
                             card_cells=(4, 6))
        self.drawer = TableDrawer(self.layout, self.rules, self.art)
        self.pieces = self.drawer.pieces
        self.layers = LayerCache(self.drawer.background())
        self.version = 0                      # counts game states seen (key of the cached layers)
        self._seen_state: Any = None
        self._legal_key: Any = None
        self._legal: list[dict] = []
        self.hover_seconds = float(table.get("hover_enlarge_seconds", HOVER_SECONDS_DEFAULT))
        settings = getattr(app, "settings", {}) or {}
        self.speed = max(0.1, float(settings.get("animation_speed", 1.0)))
        self.fast = bool(getattr(app, "headless", False)) and not session.humans
        self.pace = 0.0 if self.fast else float(session.bot_pace_seconds) / self.speed
        self.flow = RaceFlow(session, hot_seat, self._raise_curtain)
        self.drag = DragController(bounds=(0, 0, SCREEN_W, SCREEN_H))
        self.anims = Animations(self.speed)
        self.trays = {s: DiceTray(tuple(self.layout.zone[s].tray), seed=session.seed * 7 + s, die_size_px=DIE_PX)
                      for s in (0, 1)}
        self.now = 0.0
        self.pointer = (0, 0)
        self.message = ""
        self.message_until = 0.0
        self.message_at: Optional[tuple[int, int]] = None
        self.log: list[LogLine] = []
        self.hand_rot = {0: 0, 1: 0}
        self.hand_top: dict[int, Optional[int]] = {0: None, 1: None}
        self.bot_wait = {0: 0.0, 1: 0.0}
        self.fling: Optional[dict] = None
        self.pending_throw: Optional[tuple] = None
        self.hover_key: Any = None
        self.hover_since = 0.0
        self.pinned: Optional[tuple] = None
        self.new_rooms: dict[int, list[tuple[frozenset, float]]] = {0: [], 1: []}
        self.over_at: Optional[float] = None
        self.over_called = False
        self.reveal_text = ""
        self.reveal_until = 0.0
        self.reveal_round: Optional[int] = None
        self.held_targets: list[dict] = []
        self.hand_rects: dict[int, Optional[pygame.Rect]] = {0: None, 1: None}
        self.pile_rects: dict[str, pygame.Rect] = {}
        self.buttons = self._make_buttons()
        #: The last clean-up: ``{"round", "lines", "at"}`` (what happened, in words), or None.
        self.results: Optional[dict] = None
        self.next_button = Button(self.layout.results_button, "Next round", self.next_round,
                                  style="primary", font_size=24)
        self.message_style = "info"
        session.listeners.append(self._on_action)
        self._note(f"Fortify, seed {session.seed}: hit the other Base 3 times to win.")
        self._fill_log()

    # ================================================================== scene hooks
    def on_enter(self) -> None:
        self._cover(False)
        self.flow.sync(self.now)

    def on_leave(self) -> None:
        """A drag never survives a scene change (TABLE.md "Window and input"); while anything covers
        the table (curtain, pause menu, rules, log, settings, saves) race clocks and bots wait."""
        self._cover(True)
        if self.drag.cancel("the table was covered") is not None:
            self._held_clear()
        self.fling = None

    def _cover(self, covered: bool) -> None:
        self.flow.paused = covered
        for clock in self.flow.clocks.values():
            clock.set_paused("covered", covered)

    def next_round(self) -> None:
        """The person has seen the round's results: go on to the next round."""
        self.flow.await_click = False
        self.flow.hold_until = 0.0
        self.flow.sync(self.now)

    @property
    def showing_results(self) -> bool:
        """The results of the last clean-up are on screen, holding the next round."""
        return self.flow.pending and self.results is not None and not self.session.is_over

    # ================================================================== helpers
    @property
    def state(self) -> Any:
        return self.session.state

    def name(self, seat: int) -> str:
        return clip_name(self.session.names[seat])

    def say(self, text: str, seconds: float = TOAST_SECONDS, at: Optional[tuple[int, int]] = None,
            style: str = "refusal") -> None:
        """Show a short message for ``seconds``, centred at ``at`` (px; default: over the viewer's dice
        tray, where refused things go back). ``style``: "refusal" (red: why something was refused) or
        "info" (calm: what just happened)."""
        self.message = text
        self.message_until = self.now + seconds
        self.message_at = at
        self.message_style = style

    def _note(self, text: str, secret: Optional[tuple] = None, seat: Optional[int] = None,
              at: Optional[float] = None) -> None:
        self.log.append(LogLine(text, secret, seat, self.now if at is None else at))
        del self.log[:-200]

    def _fill_log(self) -> None:
        """A resumed game (Continue, Load): the log shows its actions so far, replayed from the seed
        (a hot-seat half under way stays hidden from the other player, as when it was played)."""
        actions = list(self.session.actions)
        if not actions:
            return
        try:
            state = self.rules.new_game(self.session.seed, list(self.session.seats))
            for action in actions:
                secret = (state.round, state.phase) if self.flow.hot_seat and state.phase in RACED else None
                self._note(self.rules.describe(state, action), secret, action.get("seat"), at=0.0)
                after = self.rules.apply(state, dict(action))
                if not after:
                    break
                state = after
        except Exception:  # the log must never stop a game from being shown
            return

    def _sound(self, name: str) -> None:
        sound = getattr(self.app, "sound", None)
        if sound is not None and not self.fast:
            try:
                sound.play(name)
            except Exception:  # sound must never stop the game
                pass

    def _raise_curtain(self, seat: int, waiting: Optional[int], note: str, on_ready: Callable[[], None]) -> None:
        from .curtain import Curtain

        self.message_until = 0.0      # nothing of the last half shows after the curtain
        self.app.push(Curtain(self.app, acting=self.name(seat),
                              waiting=self.name(waiting) if waiting is not None else None,
                              note=note, on_ready=on_ready))

    def view(self) -> Any:
        """What the viewer may see (hot-seat hides the other half of a raced step); made once per
        game state and viewer, not every frame (a view copies the state)."""
        key = (id(self.state), self.state.step, self.flow.viewer(), self.flow.hot_seat)
        if getattr(self, "_view_key", None) != key:
            self._view_key = key
            self._view = self.rules.view(self.state, key[2], hide_race=key[3])
        return self._view

    def submit(self, action: dict) -> Optional[str]:
        """Submit ``action``; returns the refusal's reason (None when applied)."""
        refusal = self.session.submit(action)
        if isinstance(refusal, Refusal):
            return refusal.reason
        return None

    # ================================================================== buttons
    def _make_buttons(self) -> dict[tuple[int, str], Button]:
        buttons = {}
        for seat in (0, 1):
            slots = self.layout.zone[seat].buttons
            spec = [("skip", "Skip card", 0, "wood"), ("stop", "Stop & grab", 1, "primary"),
                    ("roll", "Roll", 0, "primary"), ("reroll", "Re-roll", 1, "wood"),
                    ("done", "Done & grab", 2, "primary"), ("jerk", "Roll Jerk Die", 0, "primary")]
            for name, label, slot, style in spec:
                button = Button(slots[slot], label, lambda s=seat, n=name: self._button(s, n),
                                style=style, font_size=21)
                button.visible = False
                buttons[(seat, name)] = button
        return buttons

    def _refresh_buttons(self) -> None:
        seat = self.flow.mouse_seat()
        state = self.state
        for (s, name), button in self.buttons.items():
            button.visible = False
            button.enabled = True
        if seat is None:
            return
        player = state.players[seat]

        def show(name: str, enabled: bool = True) -> None:
            button = self.buttons[(seat, name)]
            button.visible, button.enabled = True, enabled

        if state.phase == BUILD:
            show("skip", len(player.hand) > 1)
            show("stop")
        elif state.phase == THROW:
            tumbling = not self.trays[seat].settled
            show("roll", not player.rolled and bool(player.dice) and not tumbling)
            show("reroll", bool(player.rolled) and self.rules.can_reroll(state, seat) and not tumbling)
            show("done", not tumbling)
        elif state.phase == JERK and state.jerk_face is None:
            show("jerk")

    def _button(self, seat: int, name: str) -> None:
        if self.flow.mouse_seat() != seat:
            return
        self._sound("click")
        if name == "skip":
            problem = self.submit({"type": "skip", "seat": seat})
        elif name in ("stop", "done"):
            problem = self._grab(seat)
        else:
            self.pending_throw = None
            problem = self.submit({"type": "roll", "seat": seat})
        if problem:
            self.say(problem)

    def _grab(self, seat: int) -> Optional[str]:
        ms = self.flow.clocks[seat].stop()
        return self.submit({"type": "grab", "seat": seat, "ms": ms})

    # ================================================================== session listener

    # ================================================================== time
    def update(self, dt_seconds: float) -> None:
        dt = max(0.0, float(dt_seconds))
        if getattr(self.app, "top", self) is not self:
            return  # covered (an overlay or the curtain): nothing runs underneath
        self.now += dt
        self.drag.update(dt)
        self.anims.update(self.now)
        for seat, tray in self.trays.items():
            tray.update(dt)
            self.flow.clocks[seat].set_paused("tumbling", not tray.settled)
            self.flow.clocks[seat].update(dt)
        self.flow.sync(self.now)
        self._reveal_races()
        self._track_hand()
        if self.session.is_over:
            self._finish_game()
        else:
            self._auto_grab()
            self._run_bots(dt)
        self._refresh_buttons()

    def _reveal_races(self) -> None:
        """When a raced step ends, show both race times and who got the Meeple, together."""
        while self.flow.finished:
            done = self.flow.finished.pop(0)
            key, times = done["key"], done["times"]
            if key is None or None in times.values():
                continue
            meeple = "Cousin" if key[1] == BUILD else "Jerk"
            holder = done["cousin"] if key[1] == BUILD else done["jerk"]
            parts = ", ".join(f"{self.name(s)} {times[s] / 1000:.1f} s" for s in (0, 1))
            text = f"Race: {parts}"
            if holder is not None:
                text += f" - {self.name(holder)} gets the {meeple}"
                if font(13, True).size(text)[0] > self.layout.fence.w - 24:
                    text = f"Race: {parts}\n{self.name(holder)} gets the {meeple} Meeple"   # two lines
            self._note(f"Race times: {parts}" + (f" - {self.name(holder)} grabs the {meeple} Meeple"
                                                  if holder is not None else ""))
            self.reveal_text = text
            self.reveal_round = key[0]
            self.reveal_until = self.now + 4.0
        if self.reveal_text and not self.flow.pending and self.state.round != self.reveal_round:
            self.reveal_until = 0.0     # a new round has begun: last round's race times are gone
            self.reveal_text = ""

    def _track_hand(self) -> None:
        for seat in (0, 1):
            hand = self.state.players[seat].hand
            top = hand[0] if hand else None
            if top != self.hand_top[seat]:
                self.hand_top[seat] = top
                self.hand_rot[seat] = 0

    def _finish_game(self) -> None:
        if self.drag.active:
            self.drag.cancel("the game is over")
        if self.over_at is None:
            self.over_at = self.now
        if self.over_called or self.now - self.over_at < (0.0 if self.fast else 1.2 / self.speed):
            return
        self.over_called = True
        if self.on_game_over is not None:
            self.on_game_over(self.session.result)

    def _auto_grab(self) -> None:
        """A person with nothing left to do but grab: stop their clock and grab for them."""
        state = self.state
        if state.phase not in RACED or self.drag.active:
            return
        for seat in self.session.humans:
            player = state.players[seat]
            clock = self.flow.clocks[seat]
            if player.done or not clock.started or not self.trays[seat].settled:
                continue
            if self.flow.hot_seat and self.flow.half != seat:
                continue
            legal = self.session.legal_actions(seat)
            if legal and all(a["type"] == "grab" for a in legal):
                what = "cards" if state.phase == BUILD else "dice"
                self._grab(seat)
                self.say(f"{self.name(seat)}: no {what} left to place - you reach for the Meeple", 2.5,
                         style="info")

    def _run_bots(self, dt: float) -> None:
        if self.fast:
            for _ in range(FAST_ACTIONS_PER_FRAME):
                bots = [s for s in self.session.acting_seats() if self.flow.bot_may_act(s)]
                if not bots or self.session.is_over:
                    return
                self.session.play_bot(bots[0])
                self.flow.sync(self.now)
            return
        for seat in (0, 1):
            if not self.flow.bot_may_act(seat):
                self.bot_wait[seat] = 0.0
                continue
            if not self.trays[seat].settled:
                continue  # let its dice land in view first
            self.bot_wait[seat] += dt
            if self.bot_wait[seat] >= self.pace:
                self.bot_wait[seat] = 0.0
                self.session.play_bot(seat)
                self.flow.sync(self.now)
                if self.session.is_over:
                    return

    # ================================================================== input
    def process_event(self, event: pygame.event.Event) -> bool:
        if self.drag.cancel_event(event):
            self._held_clear()
            self.say(f"Cancelled ({self.drag.last_cancel}): it went back", 2.0, style="info")
            return True
        etype = event.type
        pos = event_pos(event)
        if pos is not None:
            self.pointer = pos
        if self.showing_results and self.flow.await_click:
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
        if self.flow.pending and (
                (etype == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1)
                or (etype == pygame.KEYDOWN and getattr(event, "key", None) in (pygame.K_SPACE, pygame.K_RETURN))):
            self.flow.hold_until = 0.0          # the players have seen enough: go on now
            return True
        if etype == pygame.MOUSEMOTION and pos is not None:
            self.drag.move(pos)
            if self.fling is not None:
                rel = getattr(event, "rel", (0, 0)) or (0, 0)
                self.fling["rels"] = (self.fling["rels"] + [tuple(rel)])[-3:]
            return True
        if etype == pygame.MOUSEBUTTONDOWN and pos is not None:
            button = getattr(event, "button", 0)
            if button == 1:
                return self._press(pos)
            if button == 3:
                self._turn(1)
                return True
            if button == 2:
                self._pin()
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
            if key == pygame.K_ESCAPE and self.pinned is not None:
                self.pinned = None
                return True
            if key == pygame.K_m and hasattr(self.app, "apply_settings"):
                current = self.app.user_settings
                self.app.apply_settings(dataclasses.replace(current, muted=not current.muted))
                self.app.notify("Sound off" if self.app.user_settings.muted else "Sound on", 1.5)
                return True
        return False

    # ---------------------------------------------------------------- pick up
    def _press(self, pos: tuple[int, int]) -> bool:
        seat = self.flow.mouse_seat()
        if seat is None:
            return False
        state = self.state
        if state.phase == BUILD:
            rect = self.hand_rects.get(seat)
            if rect is not None and rect.collidepoint(pos) and state.players[seat].hand:
                card = state.players[seat].hand[0]
                self.drag.start(("card", seat, card, self.hand_rot[seat]), pos, rect)
                return True
        elif state.phase == RECRUIT:
            for kind, rect in self.pile_rects.items():
                if kind in ("builder", "thrower", "medic") and rect.collidepoint(pos) and state.kid_piles[kind]:
                    # the pile shows the Kid big; in the hand it takes its table size, centred on the pointer
                    w, h = self.rules.kid_size(kind, 0)
                    c = self.layout.cell_px
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

    def _press_tray(self, seat: int, pos: tuple[int, int]) -> bool:
        state = self.state
        tray = self.trays[seat]
        zone_tray = self.layout.zone[seat].tray
        die = tray.die_at(*pos) if tray.settled else None
        if die is not None:
            face = self.rules.die_face(state, seat, die)
            if face is not None:
                view = next(v for v in tray.dice() if v.die_id == die)
                rect = pygame.Rect(0, 0, DIE_PX, DIE_PX)
                rect.center = (round(view.x_px), round(view.y_px))
                self.drag.start(("die", seat, die, face), pos, rect)
                self.held_targets = self.rules.die_targets(state, seat, die)
                return True
        if zone_tray.collidepoint(pos) and self._may_roll(seat):
            self.fling = {"seat": seat, "start": pos, "rels": []}
            return True
        return False

    def _may_roll(self, seat: int) -> bool:
        return any(a["type"] == "roll" for a in self.session.legal_actions(seat)) and self.trays[seat].settled

    def _medic_click(self, seat: int, pos: tuple[int, int]) -> bool:
        cell = self.layout.cell_at(seat, *pos)
        if cell is None:
            return False
        kid = self.state.players[seat].grid.kid_at(*cell)
        if kid is None:
            self.say("Click one of your face-down Kids to flip it face up", style="info")
            return True
        problem = self.submit({"type": "medic", "seat": seat, "kid": kid})
        if problem:
            self.say(problem)
        return True

    # ---------------------------------------------------------------- let go
    def _release(self, pos: tuple[int, int]) -> bool:
        if self.fling is not None:
            fling, self.fling = self.fling, None
            self._do_fling(fling, pos)
            return True
        drag = self.drag.finish(pos)
        if drag is None:
            return False
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
        self.drag.refuse(drag)
        self.say(reason)

    def _drop_card(self, drag: Any) -> None:
        ghost = self.card_ghost(drag)
        if ghost is None:
            self._refuse(drag, "Put the card down on your own play area")
            return
        if ghost.problem:
            self._refuse(drag, f"Can't place it there: {ghost.problem}")
            return
        problem = self.submit({"type": "place", "seat": ghost.seat, "x": ghost.x, "y": ghost.y, "rot": ghost.rot})
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
        problem = self.submit({"type": "recruit", "seat": seat, "kind": kind, "x": ghost.x, "y": ghost.y,
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
        problem = self.submit({"type": "place_die", "seat": seat, "die": die, "target": target})
        if problem:
            self._refuse(drag, f"Not there: {problem}")

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
        self.pending_throw = (impulse, pos)
        problem = self.submit({"type": "roll", "seat": seat})
        if problem:
            self.pending_throw = None
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
        if seat is not None and self.state.phase == BUILD and self.state.players[seat].hand:
            self.hand_rot[seat] = (self.hand_rot[seat] + quarter_turns) % 4

    def _held_clear(self) -> None:
        self.held_targets = []

    # ================================================================== ghosts (the same for drop)
    def card_ghost(self, drag: Any) -> Optional[Ghost]:
        """Where the held Fort Card would land (snapped) and the rules' objection, or None when the
        card is not over its player's play area. The drop asks exactly this."""
        _, seat, card, base_rot = drag.payload
        rot = (base_rot + drag.turns) % 4
        area = self.layout.area[seat]
        if not area.inflate(self.layout.cell_px * 2, self.layout.cell_px * 2).collidepoint(drag.centre):
            return None
        face = self.rules.card_face(card, rot)
        xf, yf = self.layout.top_left_cells(seat, *drag.top_left, face.width, face.height)
        grid = self.state.players[seat].grid
        x, y = grid.snap_to_legal(xf, yf, face, int(self.rules.data.table.get("snap_reach_cells", 0)))
        problem = self.rules.placement_problem(self.state, seat, x, y, rot)
        return Ghost(seat, x, y, rot, self.layout.cell_rect(seat, x, y, face.width, face.height), problem)

    def kid_ghost(self, drag: Any) -> Optional[Ghost]:
        """Where the held Kid would lie (nearest cell) and the rules' objection, or None."""
        _, seat, kind, base_rot = drag.payload
        rot = (base_rot + drag.turns) % 2
        area = self.layout.area[seat]
        if not area.collidepoint(drag.centre):
            return None
        w, h = self.rules.kid_size(kind, rot)
        xf, yf = self.layout.top_left_cells(seat, *drag.top_left, w, h)
        cols, rows = self.layout.cols, self.layout.rows
        x = min(max(int(round(xf)), 0), cols - w)
        y = min(max(int(round(yf)), 0), rows - h)
        problem = self.rules.recruit_problem(self.state, seat, kind, x, y, rot)
        return Ghost(seat, x, y, rot, self.layout.cell_rect(seat, x, y, w, h), problem)

    def die_target(self, drag: Any) -> tuple[Optional[dict], Optional[str]]:
        """What the held die would land on (under its centre) and the rules' objection."""
        _, seat, die, _ = drag.payload
        cx, cy = drag.centre
        area_seat = self.layout.area_at(cx, cy)
        if area_seat is None:
            return None, "Drop the die on a card, a Kid or a Base Target"
        cell = self.layout.cell_at(area_seat, cx, cy)
        target = self.rules.target_at(self.state, area_seat, *cell)
        if target is None:
            return None, "Nothing there: drop the die on a card, a Kid or a Base Target"
        return target, self.rules.target_problem(self.state, seat, die, target)
