"""The base of every game's table scene: what every game's table shares.

A :class:`GameTable` listens to its :class:`~fort_desktop.session.GameSession`, keeps one view of
the state per (state, viewer) and the legal actions per (state, seat), submits actions and shows a
refusal's reason, paces the computer players (at once in headless fast mode), stops everything
while another scene covers it, hands the result to ``on_game_over`` once the game ends, and tells
the App when it next needs a frame (:meth:`wake_in`) so an untouched table sleeps.

A game's table subclasses it and provides ``tick(dt)`` (its own per-frame work) and ``paint(surface,
view)`` (drawing from the viewer's view only, never the full state, so hidden cards cannot leak).
It gets for free: a hand-off policy (``hand_off``, a :class:`~.handoff.TurnCurtain` raising the kit's
curtain, :meth:`push_curtain`; a game with another policy sets its own), a pause while covered
(:meth:`set_covered`), the settings it reads (:meth:`apply_settings`, a :class:`TableSettings`),
sounds (:meth:`sound`) and big moments staged for everyone (:meth:`stage`, a
:class:`~.moments.MomentStage`; a game's ``process_event`` gives :meth:`moment_event` the event first).
Times are seconds of scene time; positions logical pixels.
"""
from __future__ import annotations

import inspect
from typing import Any, Callable, Optional

import pygame

from ...rules.base import Refusal
from ...text import possessive
from ..scenes.base import LOGICAL_SIZE, Scene
from ..widgets import text_px
from .anim import Animations
from .handoff import HandOff, TurnCurtain
from .hover import HoverEnlarger
from .hud import draw_label, draw_recap, recap_rect
from .moments import Moment, MomentStage
from .recap import Recap, RecapBook
from .table_settings import TableSettings
from .thinking import AwayThinking

TOAST_SECONDS = 3.5
FAST_ACTIONS_PER_FRAME = 60
GAME_OVER_SECONDS = 1.2
#: A running clock on screen is redrawn this often (Hz) while nothing else moves.
CLOCK_HZ = 4.0
#: While a tutorial runs, the computer moves at least this briskly (seconds a move): the person
#: waits for its scripted moves, whatever the pace setting.
TUTORIAL_BOT_SECONDS = 1.0
#: How long (s) the words after Skip tutorial stay.
SKIPPED_SECONDS = 5.0
#: In a game of turns (the registry's ``raced`` false) the computer's pace is not its strength, only
#: how long it takes each move: this share of ``bot_pace_seconds``. At the default pace (5 s, the
#: easy race of a raced game) that is 1 s a move, so a turn of 5 moves (a play, 3 cards added, its
#: outcome) takes about 5 s, not 25 (issue 14); its last move still stays on screen 1.5 s before
#: any curtain (handoff.BOT_HOLD_SECONDS).
TURN_PACE_SHARE = 0.2
#: For this long (s, table time) after a computer player's move is shown, a person's click is not
#: taken as a move on the board that just changed (issue 15): it is ignored and
#: :data:`JUST_MOVED_WORDS` say why, for :data:`JUST_MOVED_SAY_SECONDS`.
#: 0.2 s: less than a person takes to see a change and click on purpose (issue 14: a click 0.25 s
#: after was still refused, the table's clock having stood still while it slept); the table wakes
#: when it ends (:meth:`GameTable.wake_in`), so a click after it is never judged by a stale clock.
BOT_MOVE_GUARD_SECONDS = 0.2
JUST_MOVED_WORDS = "{name} just moved: have a look, then click again"
JUST_MOVED_SAY_SECONDS = 1.5
#: While a computer's move is held on screen before a curtain: its words (the click only goes on).
HOLD_WORDS = "{name} moved - click to go on (that click makes no move)"
#: The curtain's "<who>, look away!" with more than two people at the mouse: all but the next one.
EVERYONE_BUT_WORDS = "Everyone but {name}"
#: The top bar while a hand-off curtain is due but not yet down (the last move still shows): it
#: does not yet address the next person.
HANDING_OVER_WORDS = "{last_s} move - pass the mouse to {next} next"
#: A click on a move while the mouse acts for nobody (a computer is moving): why nothing happened.
WAIT_WORDS = "{name} is moving - wait a moment, then click"


def describe_for(rules: Any, state: Any, action: dict, viewer: Optional[int]) -> str:
    """``rules.describe`` for ``viewer`` (rules that take no viewer yet: without it)."""
    describe = rules.describe
    try:
        takes_viewer = len(inspect.signature(describe).parameters) >= 3
    except (TypeError, ValueError):
        takes_viewer = False
    return describe(state, action, viewer) if takes_viewer else describe(state, action)


def canvas_width(app: Any) -> int:
    """The width (logical px) of the App's canvas, which a ``fills_width`` table lays out for
    (:func:`~fort_desktop.table.scenes.base.canvas_size`); 1280 without an App canvas."""
    size = getattr(app, "canvas", None)
    try:
        return max(LOGICAL_SIZE[0], int(size[0])) if size is not None else LOGICAL_SIZE[0]
    except (TypeError, ValueError, IndexError):
        return LOGICAL_SIZE[0]


#: Height (px) of the top bar every table draws: a tutorial caption keeps off it.
BANNER_PX = 44


class GameTable(Scene):
    """A table scene for ``session`` (a GameSession). ``on_game_over(result)`` runs once at the end.

    ``hand_off`` is a :class:`~.handoff.TurnCurtain` raising :meth:`push_curtain` unless the game
    sets its own before using :meth:`view` or :meth:`run_bots`.
    """

    #: A game's ``tutorial`` module (its table's file of that role): ``places(table)`` and
    #: ``avoid(table)`` name where a tutorial caption sits by and what it had better not cover;
    #: an optional ``keep_clear(table)`` what it never covers while any spot allows it; an
    #: optional ``hold(table)`` whether the caption waits (e.g. while a clean-up still plays); an
    #: optional ``controls(table)`` the person's buttons and trays, kept clear before all else.
    tutorial_hooks: Any = None

    hand_off: HandOff
    #: the table's brief animations (their speed follows :meth:`apply_settings`)
    anims: Animations
    #: the table draws its own final score sheet, which holds the game-over hand-off until a person
    #: seated clicks it away (:attr:`holds_sheet`)
    final_sheet = False
    #: the table shows "Since your last turn" when the turn passes to a person (:attr:`recaps`;
    #: a table that says it another way keeps it off) and takes its clicks (:meth:`kit_event`)
    shows_recaps = False
    #: the big moments of the moves before a hand-off play before its curtain falls (it waits for
    #: them, :attr:`~.handoff.TurnCurtain.moments`), none after it over the next person's hand,
    #: and before a computer's next move (none shows after the next turn's moves began);
    #: False: they wait under the curtain and show once it lifts (a race both people watch)
    moments_before_curtain = False
    #: the computer decides in a worker process (True), in the frame (False) or, None, in a worker
    #: only with a window (:meth:`away_thinking`)
    think_away: Optional[bool] = None
    #: the worker's maker for :class:`.thinking.AwayThinking` (None: the program's shared worker)
    thinker: Optional[Callable[[], Any]] = None
    #: the table's line of controls ("F1: how to play - L: log...") is drawn; False in attract mode,
    #: whose onlookers have no controls (a table without such a line ignores it)
    controls_hinted = True
    #: the kit's dirty-rect frames (:meth:`draw_changes`) follow the mouse and the keys too: they
    #: judge what input changed from the table's own state (a game with its own ``draw_changes``
    #: that does not says False)
    changes_with_input = True

    def __init__(self, app: Any, session: Any, *, on_game_over: Optional[Callable[..., Any]] = None):
        super().__init__(app)
        self.session = session
        self.rules = session.rules
        self.on_game_over = on_game_over
        #: the canvas width (px) a ``fills_width`` table is laid out for (:meth:`on_canvas`)
        self.canvas_w = canvas_width(app)
        #: the settings the table reads (:meth:`apply_settings` changes them)
        self.settings = TableSettings.from_mapping(getattr(app, "settings", None),
                                                   float(session.bot_pace_seconds))
        self.speed = self.settings.speed
        #: headless with nobody seated: bots play at once, no animation (autoplay, tests, bench)
        self.fast = bool(getattr(app, "headless", False)) and not session.humans
        self.pace = 0.0 if self.fast else float(session.bot_pace_seconds) / self.speed
        self.anims = Animations(self.speed)
        #: the big moments on show or waiting (issue 15 item 2); :meth:`stage` adds one
        #: (placed on the whole table: a wider canvas gives a ``fills_width`` table's banners its extra width)
        self.moments = MomentStage(self.sound, tuple(self.moment_bounds()), self.moment_avoid, self.speed,
                                   keep_off=self.moment_keep_off)
        self.hand_off = TurnCurtain(session, self.push_curtain, forced=self.forced_action)
        #: what each person is told when the table passes to them (issue 14 item 4)
        self.recaps = RecapBook(session, self.recap_names, self.turn_of)
        session.prepare_logs()              # a loaded game's log, now rather than in a turn's frame
        self.recap_at: Optional[pygame.Rect] = None     # where the recap was last drawn (px)
        self._recap_banner: Optional[Recap] = None      # the recap the banner on show was placed off
        self._recap_area_kept: Optional[tuple[tuple[Any, ...], pygame.Rect]] = None   # (:meth:`_shown_recap_area`)
        self._for_person = False            # the action being submitted is the table's pass for a person
        self.now = 0.0
        self.version = 0                      # counts game states seen (the key of cached drawings)
        #: when (table time, s) and by which seat the last computer player's move was made
        self.bot_moved: Optional[tuple[float, int]] = None
        self._seen_state: Any = None
        self._view_key: Any = None
        self._view: Any = None
        self._legal: dict[tuple[int, int], list[dict]] = {}
        self.bot_wait: dict[int, float] = {}
        self._away: Optional[AwayThinking] = None
        self.covered = False
        self.over_at: Optional[float] = None
        self.over_called = False
        self.sheet_seen = False               # the final score sheet was clicked away
        self.message = ""
        self.message_until = 0.0
        self.message_at: Optional[tuple[int, int]] = None
        self.message_style = "info"
        self.dirty = True                     # something changed since the last frame was drawn
        #: what calm overlays the last frame drew (:meth:`calm_rects`; None: a dirty-rect frame may not follow)
        self._calm_drawn: Optional[list[pygame.Rect]] = None
        session.listeners.append(self._heard)
        #: the tutorial's runner (:mod:`fort_desktop.tutorial`) and its caption on the table
        #: (:mod:`.tutorial`), when the game is a tutorial still running; else None
        self.tutorial: Any = None
        self.tutorial_overlay: Any = None
        undo_listeners = getattr(session, "undo_listeners", None)
        if undo_listeners is not None:
            undo_listeners.append(lambda _session, _undone: self.recaps.taken_back())
        self.start_tutorial()

    def table_size(self) -> tuple[int, int]:
        """The table's size (logical px): the canvas for a ``fills_width`` table, else 1280 x 800."""
        return (self.canvas_w, LOGICAL_SIZE[1]) if self.fills_width else LOGICAL_SIZE

    def on_canvas(self, size: tuple[int, int]) -> None:
        """A new canvas (the window changed): a ``fills_width`` table lays out for its width (a
        game's table extends this to move its own rects)."""
        self.canvas_w = max(LOGICAL_SIZE[0], int(size[0]))
        self.moments.bounds = self.moment_bounds()
        self.dirty = True

    def moment_bounds(self) -> pygame.Rect:
        """Where big moments' banners may go (px): the table under its top bar, which says what
        to do now and is never covered (at 150 % text a banner reached over it)."""
        width, height = self.table_size()
        return pygame.Rect(0, BANNER_PX, width, height - BANNER_PX)

    # ------------------------------------------------------------------ the tutorial
    def start_tutorial(self) -> None:
        """Follow the session's tutorial (``session.tutorial`` set and not over): its runner filters
        what the person's seat may do and its overlay shows the step by its place."""
        if getattr(self.session, "tutorial", None) is None:
            return
        from ...tutorial import TutorialRunner
        from .tutorial import TutorialOverlay

        self.tutorial = TutorialRunner.for_session(self.session, on_change=self._tutorial_changed)
        if self.tutorial is not None:
            self.tutorial_overlay = TutorialOverlay(self.tutorial, self.tutorial_places, self.tutorial_avoid,
                                                    self.table_size(), self._tutorial_button,
                                                    keep_clear=self.tutorial_keep_clear, held=self.tutorial_held,
                                                    place_now=self.tutorial_place_now,
                                                    controls=self.tutorial_controls)

    def tutorial_place_now(self, name: str) -> str:
        """The place the caption sits by now, for the step's place ``name``: the
        :attr:`tutorial_hooks` module's optional ``place_now(table, name)`` (e.g. a table's panel
        once the taught card is dropped and its ways to play are listed there), else ``name``."""
        hook = getattr(self.tutorial_hooks, "place_now", None)
        return str(hook(self, name)) if hook is not None else name

    def tutorial_places(self) -> dict[str, pygame.Rect]:
        """The table's named places a tutorial caption may sit by (``{"hand": Rect, ...}``, px): its
        :attr:`tutorial_hooks` module's ``places(table)``, else none."""
        return self.tutorial_hooks.places(self) if self.tutorial_hooks is not None else {}

    def tutorial_held(self) -> bool:
        """The caption waits (hidden, the table as it is) while the table still shows what a move
        did: the :attr:`tutorial_hooks` module's optional ``hold(table)`` (e.g. a clean-up
        still playing), else never."""
        hold = getattr(self.tutorial_hooks, "hold", None)
        return bool(hold(self)) if hold is not None else False

    def tutorial_avoid(self) -> list[pygame.Rect]:
        """Places a caption should not cover (where the person drags or clicks), px: the
        :attr:`tutorial_hooks` module's ``avoid(table)``, else none."""
        banner = pygame.Rect(0, 0, self.table_size()[0], BANNER_PX)   # whose turn it is stays in sight
        return [banner] + (self.tutorial_hooks.avoid(self) if self.tutorial_hooks is not None else [])

    def tutorial_controls(self) -> list[pygame.Rect]:
        """The person's controls a caption keeps clear of before all else (px): the
        :attr:`tutorial_hooks` module's optional ``controls(table)`` (its buttons, a dice tray),
        else none."""
        controls = getattr(self.tutorial_hooks, "controls", None)
        return [pygame.Rect(r) for r in controls(self)] if controls is not None else []

    def tutorial_keep_clear(self) -> list[pygame.Rect]:
        """What a caption never covers while any spot allows it (px): the words and pieces on show
        that the steps talk about (a plan line, a panel row, a Base, the spot to drop on): the
        :attr:`tutorial_hooks` module's ``keep_clear(table)`` when it has one, else none; and the
        message on show (:meth:`message_area`), whose words and the buttons under them stay in sight;
        the top bar (:data:`BANNER_PX` tall: whose turn it is), the "What now?" button (the
        table's ``coach``, while it shows; issue 15: a caption lay over it in the tutorial) and the
        recap where it was last drawn (issue 14: the closing words lay over it)."""
        keep = getattr(self.tutorial_hooks, "keep_clear", None)
        out = list(keep(self)) if keep is not None else []
        out.append(pygame.Rect(0, 0, self.table_size()[0], BANNER_PX))
        coach = getattr(self, "coach", None)
        if coach is not None and coach.visible:
            out.append(pygame.Rect(coach.rect).inflate(8, 8))
        areas = self.message_areas() if self.toast_showing else []
        teaching = self.tutorial is not None and self.tutorial.active     # in a lesson the recap gives way
        recap = [pygame.Rect(self.recap_at)] if self.recap_at is not None and not teaching else []   # "Well done!" lay over it
        return out + areas + recap

    def tutorial_event(self, event: pygame.event.Event) -> bool:
        """The tutorial caption's buttons take ``event`` first (a game's ``process_event`` calls this
        first); True when it was used."""
        overlay = self.tutorial_overlay
        if overlay is None or self.session.is_over:
            return False
        used = bool(overlay.handle(event))
        if used:
            self.dirty = True
        return used

    def taught_now(self, seat: int) -> list[dict]:
        """``seat``'s legal actions that the tutorial accepts now (all of them without a tutorial):
        what the table lights."""
        legal = self.legal_now(seat)
        return self.tutorial.taught(seat, legal) if self.tutorial is not None else legal

    def _tutorial_changed(self) -> None:
        self.dirty = True

    def _tutorial_button(self, name: str) -> None:
        """A caption button was pressed: redraw, and keep the progress in the autosave."""
        from .tutorial import SKIP_ALL

        self.dirty = True
        self._legal.clear()
        if name == SKIP_ALL:
            self.tell_tutorial_off()
        saver = getattr(self.app, "autosaver", None)
        if saver is not None and getattr(saver, "session", None) is self.session:
            saver.write()

    def tell_tutorial_off(self) -> None:
        """Say once (the progress keeps ``told``) that the rest is a real game, when the tutorial was
        left before its end: Skip tutorial, or a board its script no longer matches."""
        from .tutorial import SKIPPED_WORDS

        runner = self.tutorial
        if runner is None or runner.active or runner.finished or runner.progress.get("told"):
            return
        runner.progress["told"] = True
        self.say(SKIPPED_WORDS, seconds=SKIPPED_SECONDS, style="info")

    def bot_may_act(self, seat: int) -> bool:
        """The hand-off lets ``seat``'s bot act and no tutorial note holds it."""
        if not self.hand_off.bot_may_act(seat):
            return False
        return self.tutorial is None or self.tutorial.bot_may_act(seat)

    # ------------------------------------------------------------------ the game
    @property
    def state(self) -> Any:
        return self.session.state

    def track_version(self) -> int:
        """The state's version: bumped whenever the session holds a new state object."""
        if self.state is not self._seen_state:
            self._seen_state = self.state
            self.version += 1
            self._legal.clear()
            self.dirty = True
        return self.version

    def _heard(self, session: Any, action: dict, old: Any) -> None:
        self.track_version()
        seat = action.get("seat")
        if type(seat) is int and 0 <= seat < len(self.session.seats) and self.session.is_bot(seat):
            self.bot_moved = (self.now, seat)
        self.recaps.heard(action, for_person=self._for_person)
        self.on_action(session, action, old)

    def on_action(self, session: Any, action: dict, old: Any) -> None:
        """Hook: ``action`` was applied (``old``: the state before it)."""

    def describe(self, state: Any, action: dict) -> str:
        """``action`` in words for the table's viewer (a secret never reaches the wrong seat)."""
        return describe_for(self.rules, state, action, self.hand_off.viewer())

    def layout_seat(self) -> Optional[int]:
        """The seat whose seating picture the table is drawn in (where each player's area sits,
        which way it faces): the hand-off policy's ``layout_seat`` (kept while computers play, so
        the table never turns under a person; issue 14 item 5), else the viewer."""
        pick = getattr(self.hand_off, "layout_seat", None)
        return pick() if callable(pick) else self.hand_off.viewer()

    def view_options(self) -> dict:
        """Hook: keyword arguments of ``rules.view`` besides the seat."""
        return {}

    def view(self) -> Any:
        """What the viewer may see, made once per game state and viewer (a view copies the state)."""
        options = self.view_options()
        key = (id(self.state), getattr(self.state, "step", None), self.hand_off.viewer(),
               tuple(sorted(options.items())))
        if self._view_key != key:
            self._view_key = key
            self._view = self.rules.view(self.state, key[2], **options)
        return self._view

    def legal_now(self, seat: int) -> list[dict]:
        """``seat``'s legal actions, asked once per game state."""
        key = (self.track_version(), seat)
        legal = self._legal.get(key)
        if legal is None:
            legal = self._legal[key] = self.session.legal_actions(seat)
        return legal

    def tutorial_refusal(self, action: dict) -> Optional[str]:
        """Why the tutorial does not take ``action`` now (``"First, let's ..."``, the step's own
        words), or None: no tutorial, or the taught move (the rules then judge it)."""
        return self.tutorial.refusal(action) if self.tutorial is not None else None

    def tutorial_refuses_all(self, actions: list[dict]) -> Optional[str]:
        """The tutorial's "First, let's ..." when it accepts none of ``actions`` (the legal actions a
        drop or a click means, before a panel or a question opens for them), else None."""
        if self.tutorial is None or not actions:
            return None
        words = [self.tutorial_refusal(a) for a in actions]
        return words[0] if all(words) else None

    @staticmethod
    def refusal_words(reason: str, fault: str = "") -> str:
        """What a refused move says: ``fault`` (e.g. "Can't place it there") before the rules'
        ``reason``; a tutorial's "First, let's ..." as it is (no fault of the spot)."""
        from ...tutorial import FIRST_WORDS

        return reason if not fault or reason.startswith(FIRST_WORDS) else f"{fault}: {reason}"

    def submit(self, action: dict) -> Optional[str]:
        """Submit ``action``; returns the refusal's reason (None when it was applied). In a tutorial,
        a legal action other than the taught move is refused first ("First, let's ...")."""
        words = self.tutorial_refusal(action)
        if words is not None:
            self.dirty = True
            return words
        refusal = self.session.submit(action)
        self.dirty = True
        if isinstance(refusal, Refusal):
            return refusal.reason
        return None

    def say(self, text: str, seconds: float = TOAST_SECONDS, at: Optional[tuple[int, int]] = None,
            style: str = "refusal") -> None:
        """Show a short message for ``seconds`` centred at ``at`` (px; None: the game's default spot).
        ``style``: "refusal" (red: why something was refused) or "info" (calm: what just happened).
        A sentence starts with a capital letter whatever the rules wrote."""
        self.message = text[:1].upper() + text[1:]
        self.message_until = self.now + seconds
        self.message_at = at
        self.message_style = style
        self.dirty = True

    @property
    def toast_showing(self) -> bool:
        return bool(self.message) and self.now < self.message_until

    # ------------------------------------------------------------------ sounds and big moments
    def sound(self, name: str) -> None:
        """Play the sound ``name`` (:mod:`fort_desktop.table.sound`) unless the table plays itself
        headless; never raises (no sound device, muted: silence)."""
        player = getattr(self.app, "sound", None)
        if player is not None and not self.fast:
            try:
                player.play(name)
            except Exception:  # sound must never stop the game
                pass

    def stage(self, moment: Optional[Moment]) -> bool:
        """Stage a big moment for everyone watching (:mod:`.moments`); True when it was. Nothing is
        staged headless with nobody seated (autoplay, the bench: nobody watches) nor while a
        tutorial runs (its captions say what happens)."""
        if moment is None or self.fast or (self.tutorial is not None and self.tutorial.active):
            return False
        self.moments.stage(moment)
        self.dirty = True
        return True

    def moment_event(self, event: pygame.event.Event) -> bool:
        """A click ends the moment on show (used when it was on the banner, unless a computer's move
        is held on screen: then the click goes on as well); Space or Enter end it and go on."""
        shown = self.moments.showing
        used = self.moments.handle(event)
        if self.moments.showing is not shown:
            self.dirty = True
        on_recap = self.recap_at is not None and self.recap_at.collidepoint(getattr(event, "pos", (-1, -1)))
        return used and not on_recap and not getattr(self.hand_off, "holding", False)

    def moment_avoid(self) -> list[pygame.Rect]:
        """Hook: places a big moment's banner keeps off where it can (where people click: the
        moves panel, the hand), px; default the top bar, the "What now?" button (the table's
        ``coach``, while it shows) and the recap while one shows."""
        recap = self._shown_recap_area()
        coach = getattr(self, "coach", None)
        button = [pygame.Rect(coach.rect)] if coach is not None and coach.visible else []
        return [pygame.Rect(0, 0, self.table_size()[0], BANNER_PX)] + button + recap

    def moment_keep_off(self) -> list[pygame.Rect]:
        """What a big moment's banner never covers while any spot allows it (px), in every game:
        what is drawn over it, so would hide it (issue 14): the recap while one shows and the
        tutorial's caption on show (e.g. its closing words, "Well done!"); and the message on show
        (:meth:`message_area`: e.g. why a throw ended, said as the race's banner comes up), which
        the banner would hide."""
        recap = self._shown_recap_area()
        overlay = self.tutorial_overlay
        caption = ([pygame.Rect(overlay.box)] if overlay is not None and overlay.box is not None
                   and overlay.visible and not self.session.is_over else [])
        return recap + caption + (self.message_areas() if self.toast_showing else [])

    def _shown_recap_area(self) -> list[pygame.Rect]:
        """[the recap's area (:meth:`recap_area`)] while a recap shows, else []: asked once per
        recap, version and text size (a banner's placement asks for it twice, and a game's area
        may lay the recap out to find it)."""
        recap = self.recaps.shown if self.shows_recaps else None
        if recap is None:
            return []
        key = (recap, self.version, text_px(100), self.table_size())
        if self._recap_area_kept is None or self._recap_area_kept[0] != key:
            self._recap_area_kept = (key, pygame.Rect(self.recap_area()))
        return [pygame.Rect(self._recap_area_kept[1])]

    # ------------------------------------------------------------------ covered or not
    def on_enter(self) -> None:
        self.covered = False
        self.set_covered(False)
        self.dirty = True

    def on_leave(self) -> None:
        """While anything covers the table (curtain, menus) its clocks and bots wait."""
        self.covered = True
        self.set_covered(True)

    def set_covered(self, covered: bool) -> None:
        """Hook: pause or resume what runs on the table (default: the hand-off policy pauses, so
        nobody acts, bots included, while the table is covered)."""
        self.hand_off.paused = covered

    # ------------------------------------------------------------------ settings
    def apply_settings(self, settings: TableSettings) -> None:
        """Use ``settings`` from now on: the animation speed (of :attr:`anims` too) and the computer
        players' pace (``bot_pace_seconds`` per action, scaled by the speed; none in fast mode).
        A game that reads more overrides this and calls it."""
        self.settings = settings
        self.speed = settings.speed
        self.anims.speed = self.speed
        self.moments.speed = max(0.1, float(self.speed))
        pace = settings.bot_pace_seconds
        if pace is None:
            pace = float(self.session.bot_pace_seconds)
        if not self.fast:
            self.pace = float(pace) / self.speed
        self.dirty = True

    # ------------------------------------------------------------------ the hand-off curtain
    def curtain_name(self, seat: int) -> str:
        """Hook: ``seat`` as the curtain calls it (default: the session's words for the seat)."""
        words = getattr(self.session, "player_words", None)
        return str(words(seat)) if callable(words) else str(self.session.names[seat])

    # ------------------------------------------------------------------ acting for a person, recaps
    def forced_action(self, seat: int) -> Optional[dict]:
        """Hook: the action the table may submit for the person in ``seat`` because it is the only
        one they have and it only declines (a follow they cannot take; issue 14 item 4), else None
        (default: never). No curtain falls for such a seat; :meth:`forced_words` tells them later."""
        return None

    def forced_words(self, seat: int, action: dict) -> str:
        """Hook: the recap's note to ``seat`` about ``action`` the table submitted for them."""
        return "The table passed for you: it was your only choice"

    def act_for_people(self) -> None:
        """Submit, for every person who may act now, the one declining action they have
        (:meth:`forced_action`), and note it for their recap; never while the table is covered."""
        if self.fast or self.hand_off.paused or self.hand_off.curtain_up:
            return
        for _ in range(len(self.session.seats) * 4):
            seat = next((s for s in self.session.acting_seats() if not self.session.is_bot(s)
                         and self.forced_action(s) is not None), None)
            if seat is None or self.session.is_over:
                return
            action = self.forced_action(seat)
            assert action is not None
            words = self.forced_words(seat, action)
            self._for_person = True
            try:
                refused = self.submit(action)
            finally:
                self._for_person = False
            if refused:
                return
            self.recaps.note(seat, words)

    def recap_names(self) -> list[str]:
        """Hook: the players as this table names them (default: the session's words for each seat)."""
        return [self.curtain_name(seat) for seat in range(len(self.session.seats))]

    def turn_of(self) -> Optional[int]:
        """Hook: whose turn it is now (a recap shows when a person's turn begins); None: the game
        does not say (a recap shows only after a curtain)."""
        return None

    def recap_area(self) -> pygame.Rect:
        """Hook: the part of the table the recap is centred in and kept inside (px; default the
        whole table)."""
        return pygame.Rect((0, 0), self.table_size())

    @property
    def recap(self) -> Optional[Recap]:
        """The recap on screen now (None: none)."""
        return self.recaps.shown

    def kit_event(self, event: pygame.event.Event) -> bool:
        """What the kit takes before the game's own input (a game calls it first): a click while a
        computer's move is shown before a curtain skips the wait; a click just after a computer's
        move is shown is ignored, with words saying why (:meth:`bot_just_moved`); a click or
        Space/Enter while a recap shows closes it (a click on the recap is used up; one elsewhere
        still reaches the table)."""
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(self.hand_off, "holding", False):
            self.hand_off.skip_hold()  # type: ignore[attr-defined]
            self.dirty = True
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.bot_just_moved():
            assert self.bot_moved is not None
            # said by the pointer, where the person looks (not only in a corner of the table)
            self.say(JUST_MOVED_WORDS.format(name=self.recap_names()[self.bot_moved[1]]),
                     seconds=JUST_MOVED_SAY_SECONDS, style="info", at=getattr(event, "pos", None))
            return True
        if self.recaps.shown is None:
            return False
        if event.type == pygame.KEYDOWN and getattr(event, "key", None) in (pygame.K_SPACE, pygame.K_RETURN):
            self.recaps.dismiss()
            self.dirty = True
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            inside = self.recap_at is not None and self.recap_at.collidepoint(getattr(event, "pos", (-1, -1)))
            self.recaps.dismiss()
            self.dirty = True
            return inside
        return False

    def bot_just_moved(self) -> bool:
        """A computer player's move was shown less than :data:`BOT_MOVE_GUARD_SECONDS` ago (table
        time, which tests step) while a person sits at the table: a press now would act on a board
        the person has not yet seen (the kit's :meth:`kit_event` ignores it)."""
        if self.bot_moved is None or not self.session.humans or self.fast:
            return False
        return self.now - self.bot_moved[0] < BOT_MOVE_GUARD_SECONDS

    def push_curtain(self, seat: int, waiting: Optional[int], note: str, on_ready: Callable[[], None], *,
                     headline: str = "") -> None:
        """The hand-off curtain (TABLE.md "Hidden information"), the one place a table raises it: it
        covers the table for ``seat`` (``waiting``: who must look away, or None), says ``note`` (and
        ``headline`` as its big line, default "<name>'s turn") and calls ``on_ready()`` once the
        player is ready. A message on the table goes with it (nothing of the last person's turn
        shows after the curtain). A :data:`~.handoff.ShowCurtain`."""
        from ..scenes.curtain import Curtain

        self.message_until = 0.0
        if self.moments_before_curtain:   # (a click skipped the wait) what was before never shows after it
            self.moments.clear()
        self.recaps.curtain_for(seat)
        self.app.push(Curtain(self.app, acting=self.curtain_name(seat), waiting=self.look_away_words(seat, waiting),
                              note=note, headline=headline, on_ready=on_ready))

    def look_away_words(self, seat: int, waiting: Optional[int]) -> Optional[str]:
        """Who the curtain for ``seat`` tells to look away: ``waiting``'s name between two people;
        with more people at the mouse, everyone but ``seat`` (:data:`EVERYONE_BUT_WORDS`); None:
        nobody (``waiting`` None)."""
        if waiting is None:
            return None
        if len(self.session.humans) > 2:
            return EVERYONE_BUT_WORDS.format(name=self.curtain_name(seat))
        return self.curtain_name(waiting)

    def handing_over_words(self) -> Optional[str]:
        """While a curtain between two people is due but not yet down (the last move, its big
        moments still show): "Ben's move - pass the mouse to Cy next" (:data:`HANDING_OVER_WORDS`),
        for the top bar, which must not yet address the next person; else None."""
        due = getattr(self.hand_off, "handing_over", None)
        pair = due() if callable(due) else None
        if pair is None:
            return None
        last, seat = pair
        action = self.session.actions[-1] if self.session.actions else None
        mover = action.get("seat") if isinstance(action, dict) else None
        if type(mover) is int and 0 <= mover < len(self.session.seats):
            last = mover        # a computer's move between the two people: its move shows
        return HANDING_OVER_WORDS.format(last_s=possessive(self.curtain_name(last)), next=self.curtain_name(seat))

    def on_top(self) -> bool:
        return getattr(self.app, "top", self) is self

    # ------------------------------------------------------------------ time
    def update(self, dt_seconds: float) -> None:
        dt = max(0.0, float(dt_seconds))
        if not self.on_top():
            return  # covered: nothing runs underneath
        self.now += dt
        self.track_version()
        self.act_for_people()                 # a follow a person cannot take passes, no curtain
        shown = self.moments.showing
        self.moments.update(self.now)
        if self.moments.showing is not shown:
            self.dirty = True
        self.tick(dt)
        hand_off = self.hand_off
        if self.moments_before_curtain and isinstance(hand_off, TurnCurtain) and hand_off.moments is None:
            hand_off.moments = lambda: self.moments.busy     # (a game's own hand-off too)
        hand_off.sync(self.now)               # a curtain falls when the person who must act changes
        if self.session.is_over:
            self.finish_game()
        else:
            if self.tutorial is not None and self.tutorial.catch_up():   # a skipped step's taught move
                self.hand_off.sync(self.now)
                self.tell_tutorial_off()
            self.before_bots()
            self.run_bots(dt)
        if self.shows_recaps:
            self.recaps.mouse_is(None if self.session.is_over else self.hand_off.mouse_seat())
            recap = self.recaps.shown
            if recap is not self._recap_banner:     # a recap came up: a banner on show moves off it
                self._recap_banner = recap
                if recap is not None and self.moments.replace():
                    self.dirty = True
        self.after_tick()

    def tick(self, dt: float) -> None:
        """Hook: the game's own per-frame work (animations, trays, clocks)."""

    def before_bots(self) -> None:
        """Hook: run before the bots each frame (e.g. act for a person with nothing left to do)."""

    def after_tick(self) -> None:
        """Hook: run last each frame (e.g. which buttons show)."""

    def prepare_still(self) -> None:
        """Hook: the table is about to be drawn once as a still picture of its position (the
        look-back, :mod:`.still`), never updated: set what a frame would have set from the state
        alone (e.g. which part of the table is drawn large). Nothing may be played or raised here."""

    def bot_ready(self, seat: int) -> bool:
        """Hook: the bot of ``seat`` may act now as far as the table is concerned (e.g. its dice
        have landed)."""
        return True

    def run_bots(self, dt: float) -> None:
        """Let the computer players act: one action every ``pace`` seconds each, or (fast) at once."""
        if self.tutorial is not None and self.fast:
            self.tutorial.autoplay_tick()   # autoplay: the computer reads the notes at once
        # Bots act in the session's one order (session.next_bot) whatever the pace or frame times,
        # so a game of bots is the same headless, windowed and at any animation speed.
        if self.fast:
            teaching = self.tutorial is not None and self.tutorial.active
            for _ in range(FAST_ACTIONS_PER_FRAME):
                if teaching and not self.tutorial.active:
                    return  # the tutorial's last step is done: a frame shows where it ends
                seat = self._next_bot([s for s in self.session.acting_seats() if self.bot_may_act(s)])
                if seat is None or self.session.is_over:
                    return
                self.session.play_bot(seat)
                self.hand_off.sync(self.now)
            return
        if self.moments_before_curtain and self.moments.busy and self.pace > 0:
            # the big moments of the moves before play out first, in order, then the computer moves
            # on (a pace of 0, the computer acting at once, waits for nothing)
            return
        for seat in range(len(self.session.seats)):
            if not self.bot_may_act(seat):
                self.bot_wait[seat] = 0.0
            elif self.bot_ready(seat):
                self.bot_wait[seat] = self.bot_wait.get(seat, 0.0) + dt
        seat = self._next_bot([s for s in range(len(self.session.seats)) if self.bot_may_act(s)])
        if seat is None or not self.bot_ready(seat):
            return
        due = self.bot_wait.get(seat, 0.0) >= self.bot_pace()
        away = self.away_thinking()
        if away is None:
            if due:
                self.bot_wait[seat] = 0.0
                self.session.play_bot(seat)
                self.hand_off.sync(self.now)
            return
        action = away.action_for(seat, due)   # asked as soon as the seat is next; None while it thinks
        if action is not None:
            self.bot_wait[seat] = 0.0
            refusal = self.session.submit(action)
            if refusal is not None:
                raise RuntimeError(f"the bot's action {action} was refused: {refusal.reason}")
            self.hand_off.sync(self.now)

    def away_thinking(self) -> Optional[AwayThinking]:
        """The worker the computer thinks in (:mod:`.thinking`), or None to decide in the frame:
        :attr:`think_away` when set, else a worker with a window (headless runs, autoplay and tests
        stay in the frame, the same moves either way)."""
        wanted = self.think_away
        if wanted is None:
            wanted = not self.fast and not bool(getattr(self.app, "headless", False))
        if not wanted or not hasattr(self.session, "bot_ask"):
            return None
        if self._away is None:
            self._away = AwayThinking(self.session, self.thinker)
        return self._away

    def bot_pace(self) -> float:
        """Seconds between the computer's moves: ``pace`` (in a game of turns its
        :data:`TURN_PACE_SHARE`); at most :data:`TUTORIAL_BOT_SECONDS` while a tutorial runs."""
        pace = self.pace * self.pace_share()
        if self.tutorial is not None and self.tutorial.active:
            return min(pace, TUTORIAL_BOT_SECONDS / self.speed)
        return pace

    def pace_share(self) -> float:
        """The share of the pace setting the computer takes a move: all of it in a raced game (or
        one not in the registry), :data:`TURN_PACE_SHARE` in a game of turns."""
        from ... import games

        entry = games.GAMES.get(getattr(self.session, "game", ""))
        return TURN_PACE_SHARE if entry is not None and not entry.raced else 1.0

    def _next_bot(self, seats: list[int]) -> Optional[int]:
        """``session.next_bot(seats)``; a session without it: the first of ``seats``."""
        pick = getattr(self.session, "next_bot", None)
        return pick(seats) if pick is not None else (seats[0] if seats else None)

    def bot_waiting(self) -> Optional[float]:
        """Seconds until the next bot move is due (None: no bot may act)."""
        due = [max(0.0, self.bot_pace() - self.bot_wait.get(s, 0.0)) for s in range(len(self.session.seats))
               if self.bot_may_act(s) and self.bot_ready(s)]
        return min(due) if due else None

    @property
    def holds_sheet(self) -> bool:
        """The game is over and the table's final score sheet waits for a person's click
        (:attr:`final_sheet` tables with people seated, never headless autoplay)."""
        return (self.final_sheet and self.session.is_over and bool(self.session.humans) and not self.fast
                and not self.sheet_seen)

    def sheet_click(self, event: pygame.event.Event) -> Optional[bool]:
        """While :attr:`holds_sheet`: a click, Space or Enter clears the sheet (True), other input
        is taken by nothing (False); None when no sheet is held (the table reads the event)."""
        if not self.holds_sheet:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN or (
                event.type == pygame.KEYDOWN and getattr(event, "key", None) in (pygame.K_SPACE, pygame.K_RETURN)):
            self.sheet_seen = True
            self.dirty = True
            return True
        return False

    def game_over_seconds(self) -> float:
        """Seconds from the end of the game to the game-over screen: for ever while the final
        sheet is held, none headless, else :data:`GAME_OVER_SECONDS`."""
        if self.holds_sheet:
            return 1e9
        return 0.0 if self.fast else GAME_OVER_SECONDS / self.speed

    def finish_game(self) -> None:
        """The game is over: after a moment, hand the result on (once)."""
        if self.over_at is None:
            self.over_at = self.now
            self.on_game_ends()
        if self.over_called or self.now - self.over_at < self.game_over_seconds() or self.moments.busy:
            return
        self.over_called = True
        if self.on_game_over is not None:
            self.on_game_over(self.session.result)

    def on_game_ends(self) -> None:
        """Hook: the game just ended (e.g. drop a drag in progress)."""

    # ------------------------------------------------------------------ idling
    def wake_in(self) -> Optional[float]:
        """Seconds until this table needs its next frame with no input (0: now, it is moving;
        None: only on input). The App sleeps in ``pygame.event.wait`` meanwhile."""
        times = [self.busy_wake(), self.moments.wake_in(self.now)]
        if getattr(self.hand_off, "holding", False):
            times.append(0.0)
        if self.dirty or self.settling():
            times.append(0.0)
        if self.toast_showing:
            times.append(self.message_until - self.now)
        if self.bot_just_moved():   # a frame as the guard ends: the next click meets the clock of now
            assert self.bot_moved is not None
            times.append(self.bot_moved[0] + BOT_MOVE_GUARD_SECONDS - self.now)
        if not self.session.is_over:
            times.append(self.bot_waiting())
        elif not self.over_called:
            times.append(max(0.0, (self.over_at or self.now) + self.game_over_seconds() - self.now))
        times = [t for t in times if t is not None]
        return max(0.0, min(times)) if times else None

    def busy_wake(self) -> Optional[float]:
        """Hook: the game's own reasons to draw again soon (0 while something moves)."""
        return None

    def settling(self) -> bool:
        """Hook: the last frame left words to paint in the next frames (a layer cache's later
        parts, :class:`~.layers.LayerCache`); the table draws again at once until it is settled."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.track_version()
        hover = getattr(self, "hover", None)
        if isinstance(hover, HoverEnlarger) and hover.keep_off != self.enlargement_keep_off:
            hover.keep_off = self.enlargement_keep_off     # issue 14: an enlargement lay over the caption
        self.paint(surface, self.view())
        self.moments.draw(surface, self.now)
        self.draw_recap(surface)            # "Since your last turn" lies over a moment, and takes its clicks
        self.draw_hold(surface)
        if self.tutorial_overlay is not None and not self.session.is_over:
            drag = getattr(self, "drag", None)
            # the message on show (a refusal) lies over the tutorial's frame and caption: its
            # pixels as painted are put back over them
            areas = [a.clip(surface.get_rect()) for a in (self.message_areas() if self.toast_showing else [])]
            kept = [(surface.subsurface(a).copy(), a.topleft) for a in areas if a.w > 0 and a.h > 0]
            self.tutorial_overlay.draw(surface, frame_only=bool(drag is not None and drag.active))
            for picture, topleft in kept:
                surface.blit(picture, topleft)
            box = self.tutorial_overlay.box
            if isinstance(hover, HoverEnlarger) and hover.drawn is not None and box is not None \
                    and hover.drawn.colliderect(box):
                hover.draw_again(surface)   # no spot kept off the caption: the card being read lies on top
        self.dirty = False
        self._calm_drawn = self.calm_rects()

    def enlargement_keep_off(self) -> list[pygame.Rect]:
        """Hook: the rects (px) an enlargement keeps off where it can: the tutorial caption's box
        (a game adds its own, e.g. a refused drop's reason)."""
        return self._caption_box()

    def _caption_box(self) -> list[pygame.Rect]:
        """[the tutorial caption's box] while one was placed, else [] (what an enlargement keeps off)."""
        overlay = self.tutorial_overlay
        return [overlay.box] if overlay is not None and overlay.box is not None else []

    # -- dirty-rect frames: a calm table repaints only what changed --------------------------
    def calm_rects(self) -> Optional[list[pygame.Rect]]:
        """Where the table draws over its kept picture now (px), when all it draws there is calm
        (:meth:`calm_overlays`: e.g. cards sliding, the coach's button; and a big moment's banner)
        and nothing else of the kit's shows (:meth:`_kit_calm`); None otherwise (the next frame
        must be a full one)."""
        kit = self._kit_calm()
        game = self.calm_overlays() if kit is not None else None
        return None if game is None or kit is None else game + kit

    def _kit_calm(self) -> Optional[list[pygame.Rect]]:
        """The rect of the big moment on show ([] when none), or None while a message, the tutorial,
        a recap, a held move's words or the game's end shows (drawn whole every frame)."""
        if (self.session.is_over or self.toast_showing or self.tutorial_overlay is not None
                or self.recaps.shown is not None or self.hold_words()):
            return None
        showing = self.moments.showing
        # the banner pops up and its bar of time shrinks inside its rect
        return [pygame.Rect(showing.rect)] if showing is not None and showing.rect is not None else []

    def calm_overlays(self) -> Optional[list[pygame.Rect]]:
        """Hook: the rects (px) of what the game drew over its kept picture in the frame just drawn
        (each a bound of what is drawn: sliding cards, a button), or None when anything else
        showed (a held card, an enlargement) or the game keeps no picture (default: None, so every
        frame is a full one)."""
        return None

    def paint_changes(self, surface: pygame.Surface, view: Any,
                      again: list[pygame.Rect]) -> Optional[tuple[list[pygame.Rect], Optional[list[pygame.Rect]]]]:
        """Hook of :meth:`draw_changes`: ``surface`` shows the table's last frame; paint the frame
        for ``view`` there showing again only what changed in the kept picture, the rects in
        ``again`` (px: where the last frame's calm overlays lay, a big moment's banner) and where
        the game's calm overlays lie now, each drawn as :meth:`paint` draws it. Returns (the rects
        shown again, the game's calm overlays drawn now or None when something else was drawn
        too), or None when nothing was drawn (a full frame follows). Default: None."""
        return None

    def draw_changes(self, surface: pygame.Surface) -> Optional[list[pygame.Rect]]:
        """Hook of the App's dirty-rect frames: ``surface`` still shows this table's last full frame
        and no input came; repaint only what changed on its own since (e.g. a running clock) and
        return those rects (logical px; [] when nothing did), or None for a full frame.

        The kit's: when the last frame was calm (:meth:`calm_rects`) and the kit shows nothing
        but a big moment now, the game paints only the changes (:meth:`paint_changes`), then the
        moment's banner: the same pixels as a full frame, for a copy of a board rather than of the
        whole screen after a computer's move."""
        before = self._calm_drawn
        if before is None:
            return None
        self.track_version()
        kit = self._kit_calm()
        if kit is None:
            return None
        # A banner that stays where it was, with no overlay under it: only its bar of time changes,
        # and it is drawn again only where the game painted the table again (it is see-through).
        bar = self.moments.changes(self.now)
        again = before + kit
        if bar is not None and kit and kit[0] in before:
            others = [r for r in before if r != kit[0]]
            if kit[0].collidelist(others) == -1:
                again = others + [bar]
            else:
                bar = None
        else:
            bar = None
        painted = self.paint_changes(surface, self.view(), again)
        if painted is None:
            return None
        rects, game = painted
        if bar is not None and (game is None or kit[0].collidelist(game) != -1):
            return None                 # something now lies under the banner: a full frame
        self.moments.draw(surface, self.now, None if bar is None else rects)
        self._calm_drawn = None if game is None else game + kit
        self.dirty = False
        return rects

    def message_area(self) -> Optional[pygame.Rect]:
        """Hook: where the table's message on show (a refusal's reason, a note) was painted this
        frame (px), or None (default: the table says not). The kit keeps it over what it draws on
        the table after :meth:`paint` (the tutorial's frame round a place and its caption)."""
        return None

    def attract_caption_room(self) -> Optional[pygame.Rect]:
        """Hook: where attract mode may say each move (px): a part of the table a watcher has no
        use for (e.g. the list of the person's moves, empty when nobody plays), or None (default:
        a strip at the table's foot)."""
        return None

    def message_areas(self) -> list[pygame.Rect]:
        """Hook: every place the message on show was painted this frame (px): by default
        :meth:`message_area`'s; a table that also says a refusal where the card was let go adds
        that box. The kit keeps each clear of a tutorial caption and over what it draws after
        :meth:`paint`."""
        area = self.message_area()
        return [pygame.Rect(area)] if area else []

    def hold_words(self) -> Optional[str]:
        """While a computer's move is held on screen before a curtain: "P3 moved - click to go on
        (that click makes no move)" (:data:`HOLD_WORDS`)."""
        if not getattr(self.hand_off, "holding", False) or not self.session.actions:
            return None
        seat = self.session.actions[-1].get("seat")
        if type(seat) is not int or not 0 <= seat < len(self.session.seats) or not self.session.is_bot(seat):
            return None
        return HOLD_WORDS.format(name=self.recap_names()[seat])

    def wait_words(self) -> str:
        """Why a click on the table's moves does nothing while the mouse acts for nobody: who is
        moving (:data:`WAIT_WORDS`; a computer's move held on screen: :meth:`hold_words`)."""
        held = self.hold_words()
        if held:
            return held
        seats = [s for s in self.session.acting_seats() if 0 <= s < len(self.session.seats)]
        name = self.recap_names()[seats[0]] if seats else "The table"
        return WAIT_WORDS.format(name=name)

    def round_shown(self) -> Optional[int]:
        """Hook: the round the table shows now (its banner's), which the pause menu names; default
        the state's (``session.round_of``). A table that holds a round's results on screen after the
        rules moved on names that round."""
        return self.session.round_of(self.session.state)

    def hold_label_at(self) -> tuple[int, int]:
        """Hook: where the words of a held computer's move sit (px, the middle of their bottom edge;
        default the foot of the table, where no hand is shown meanwhile)."""
        return (640, 770)

    def draw_hold(self, surface: pygame.Surface) -> None:
        """The words of a computer's move held on screen (:meth:`hold_words`), if any."""
        words = self.hold_words()
        if words:
            draw_label(surface, words, self.hold_label_at(), (250, 220, 90))

    def draw_recap(self, surface: pygame.Surface) -> None:
        """The recap over the table, for the person the mouse acts for (never anyone else). In a
        lesson too (new users: the computer's moves went unsaid), but off the caption and the place
        it lights (:meth:`recap_keep_off`); where no spot allows that, not drawn."""
        recap = self.recaps.shown
        if recap is None or recap.seat != self.hand_off.mouse_seat() or self.session.is_over:
            self.recap_at = None
            return
        area = self.recap_area()
        spot = self.recap_spot(recap, area)
        if spot is None:
            self.recap_at = None
            return
        centre, width, bounds = spot
        self.recap_at = draw_recap(surface, recap.title, recap.lines, centre, recap.more, width=width, bounds=bounds)

    def recap_keep_off(self) -> list[pygame.Rect]:
        """What the recap never covers (px): in a lesson the "What now?" button (the table's
        ``coach``, while it shows), the caption on show, the place it talks
        about (the lit move) and the step's own other places (its ``said``), where this frame's caption goes (it is drawn after the recap: the
        last frame's box let the recap lie under a caption that had just moved), and where the
        learner drops what they drag (:meth:`tutorial_drops`: a recap lay over the play area the
        caption said to drag a card to)."""
        coach = getattr(self, "coach", None)
        # the "What now?" button stays in sight (a new user: the recap hid it until closed)
        button = [pygame.Rect(coach.rect).inflate(8, 8)] if coach is not None and coach.visible else []
        overlay = self.tutorial_overlay
        if self.tutorial is None or not self.tutorial.active or overlay is None or not overlay.visible:
            return []   # (in free play the recap may lie over the button: kept off it, at 4 seats it lay on a board)
        drag = getattr(self, "drag", None)
        box, anchor = overlay.spots(frame_only=bool(drag is not None and drag.active))
        step, places = self.tutorial.step, self.tutorial_places()
        # the places the step's words talk about too (a new user: the recap covered the rival's
        # Yard that "Recruited from your Yard" pointed to)
        said = [pygame.Rect(places[n]) for n in (step.said if step is not None else ()) if n in places]
        return [pygame.Rect(r) for r in (box, anchor) if r is not None] + said + self.tutorial_drops() + button

    def recap_avoid(self) -> list[pygame.Rect]:
        """Hook: what the recap covers as little as it can (px; default nothing), e.g. the forts in
        play: :meth:`recap_spot` takes a spot off all of them, else the one covering least of them."""
        return []

    def tutorial_drops(self) -> list[pygame.Rect]:
        """Where the learner drops what a lesson has them drag (px): the :attr:`tutorial_hooks`
        module's optional ``drops(table)`` (e.g. a table's play area), else none."""
        hook = getattr(self.tutorial_hooks, "drops", None)
        return [pygame.Rect(r) for r in hook(self)] if hook is not None else []

    def recap_spot(self, recap: Recap, area: pygame.Rect
                   ) -> Optional[tuple[tuple[int, int], int, pygame.Rect]]:
        """Where the recap goes: (centre, width, bounds) for :func:`~.hud.draw_recap`; the middle of
        ``area`` when nothing is kept off, else the first spot (``area``, then the table under the
        top bar; full width, then narrower; centred, then at an edge or corner) off every rect of
        :meth:`recap_keep_off` and :meth:`recap_avoid`; when none is off the second, the one off the
        first covering least of it (the first tried of equals: in ``area``, its lines shrunk to fit);
        None when no spot is off the first."""
        keep, avoid = self.recap_keep_off(), self.recap_avoid()
        if not keep and not avoid:
            return area.center, min(620, area.w), area
        table = pygame.Rect(0, BANNER_PX, self.table_size()[0], self.table_size()[1] - BANNER_PX)
        best: Optional[tuple[int, tuple[tuple[int, int], int, pygame.Rect]]] = None
        for bounds in (area, table):
            for width in sorted({min(620, bounds.w), min(460, bounds.w), min(360, bounds.w)}, reverse=True):
                h = recap_rect(recap.title, recap.lines, bounds.center, recap.more, width, bounds).h
                xs = (bounds.centerx, bounds.left + width // 2, bounds.right - (width + 1) // 2)
                ys = (bounds.centery, bounds.top + h // 2, bounds.bottom - (h + 1) // 2)
                for y in ys:
                    for x in xs:
                        rect = recap_rect(recap.title, recap.lines, (x, y), recap.more, width, bounds)
                        if rect.collidelist(keep) >= 0:
                            continue
                        covered = sum(rect.clip(r).w * rect.clip(r).h for r in avoid)
                        if covered == 0:
                            return (x, y), width, bounds
                        if best is None or covered < best[0]:
                            best = (covered, ((x, y), width, bounds))
        return best[1] if best is not None else None

    def paint(self, surface: pygame.Surface, view: Any) -> None:
        """Hook: draw the table from ``view`` (the viewer's view of the state)."""

