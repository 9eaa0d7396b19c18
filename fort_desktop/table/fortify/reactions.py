"""After every applied action: the log line, the dice trays, sounds, rooms that just closed, and the
resolution shown step by step from ``state.events`` with brief animations (TABLE.md "Sound and
feel": nothing blocks input). A part of :class:`~.scene.FortifyTable`, handed exactly what it
reads and the holders it starts (see :class:`FortifyReactions`); times in seconds of scene time.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from ...rules.fortify.state import JERK, THROW, BUILD
from .flow import RACED, RaceFlow
from .focus import Focus
from .held import DiceDrops, DiceThrow, Drawn
from .moments import BigMoment, FreshRooms, KeptWords, RoundResults, TableLog
from .staging import base_hit_moment, jerk_moment

#: Events that begin a clean-up (the dice are revealed, or the Jerk Die returned unused).
CLEANUP_STARTS = ("reveal", "jerk_unused")
#: Events listed in a round's results.
RESULT_STEPS = ("reveal", "jerk_unused", "block", "discard", "reserve", "flip_down", "base_hit", "medic",
                "moms_calling")
#: Clean-up steps that change one play area: the table draws that area large while the step shows.
FOCUS_STEPS = ("discard", "reserve", "flip_down", "base_hit", "medic")
#: Seconds a bot-only game on screen shows a round's results before it goes on (at speed 1).
BOT_RESULTS_SECONDS = 2.5
#: Seconds the Jerk Die is shown flying to its target and lying there before the clean-up (speed 1).
JERK_HIT_SECONDS = 3.0
#: Seconds a Jerk Die with no target is shown in the tray, with the reason, before the clean-up.
JERK_UNUSED_SECONDS = 3.0
#: Seconds between the steps of a clean-up shown on the table (a card leaving, a Kid flipping...).
STEP_SECONDS = 0.8


def session_over(state: Any) -> bool:
    return getattr(state, "phase", None) == "over"


def with_reason(session: Any, index: int, text: str) -> str:
    """The log words ``text`` of action ``index`` with why the computer made it, when a computer
    made it and said why (``session.with_reason``, as the Fort and Forfort logs have it)."""
    add = getattr(session, "with_reason", None)
    return str(add(index, text)) if callable(add) else text


class FortifyReactions:
    """Reacting to the session's applied actions.

    Reads ``rules``, ``session``, ``trays`` (dice trays by seat), ``drawer`` / ``pieces`` / ``art``
    (rects and pictures), ``focus`` (drawn large; a Jerk Die's target is brought into it),
    ``drawn`` (where the piles lie), ``drops`` (where dice were let go), ``words``,
    ``describe(state, action)``, ``name(seat)``, ``now()``, ``speed()`` (animation speed) and ``fast()`` (headless:
    nothing shown); starts ``anims``, ``moment``, ``results``, ``rooms`` (rooms that just closed),
    ``kept`` (words for after a curtain), ``log`` lines and the ``flow``'s holds; takes the throw of
    ``throw``; ``say(text, seconds, at, style)``, ``sound(name)`` and ``stage(moment)`` (a big
    moment, True when staged) as the scene's.
    """

    def __init__(self, *, rules: Any, session: Any, flow: RaceFlow, trays: dict[int, Any], anims: Any,
                 drawer: Any, pieces: Any, art: Any, focus: Focus, drawn: Drawn, drops: DiceDrops,
                 throw: DiceThrow, moment: BigMoment, results: RoundResults, rooms: FreshRooms,
                 kept: KeptWords, log: TableLog, words: Any, describe: Callable[[Any, dict], str],
                 say: Callable[..., None], sound: Callable[[str], None], now: Callable[[], float],
                 name: Callable[[int], str], speed: Callable[[], float], fast: Callable[[], bool],
                 stage: Callable[[Any], bool] = lambda moment: False):
        self.rules = rules
        self.session = session
        self.flow = flow
        self.trays = trays
        self.anims = anims
        self.drawer = drawer
        self.pieces = pieces
        self.art = art
        self.focus = focus
        self.drawn = drawn
        self.drops = drops
        self.throw = throw
        self.moment = moment
        self.results = results
        self.rooms = rooms
        self.kept = kept
        self.log = log
        self.words = words
        self.describe = describe
        self.say = say
        self.sound = sound
        self.now = now
        self.name = name
        self.speed = speed
        self.fast = fast
        self.stage = stage

    def note(self, text: str, secret: Optional[tuple] = None, seat: Optional[int] = None,
             at: Optional[float] = None) -> None:
        self.log.note(text, self.now(), secret, seat, at)

    def on_action(self, session: Any, action: dict, old: Any) -> None:
        """After every applied action: log line, trays, sounds, rooms that closed, resolution."""
        new = session.state
        seat = action.get("seat")
        kind = action.get("type")
        try:
            text = with_reason(session, len(session.actions) - 1, self.describe(old, action))
        except Exception:  # the log must never break the game
            text = f"P{(seat or 0) + 1}: {kind}"
        secret = None
        if self.flow.hot_seat and old.phase in RACED:
            secret = (old.round, old.phase)
        self.note(text, secret, seat)
        if kind == "place":
            self.sound("snap")
            before = {e.cells for e in old.players[seat].grid.enclosures()}
            for room in new.players[seat].grid.enclosures():
                if room.cells not in before:
                    self.rooms.add(seat, room.cells, self.now())
        elif kind == "recruit":
            self.sound("snap")
        elif kind == "roll":
            self._throw(old, new, seat)
        elif kind == "place_die":
            tray_seat = seat
            if action.get("die") in self.trays[tray_seat].die_ids():
                self.trays[tray_seat].remove(action["die"])
        if kind == "grab" and old.phase == THROW:
            self.trays[seat].clear()
            self._unused_dice(old, seat)
        fresh = self._fresh(old, new)
        hold = 0.0
        if any(e.get("step") in CLEANUP_STARTS for e in fresh) and not self.fast():
            hold = self._big_moment(old, action, fresh)
        self._events(old, new, fresh, self.now() + hold)
        if old.phase == BUILD and new.phase != BUILD:
            self._no_recruit(new)
        if new.phase != old.phase and new.phase in (BUILD, THROW):
            if hold:
                self.moment.clear_trays_after()      # after the moment has been seen
            else:
                for tray in self.trays.values():
                    tray.clear()

    def _unused_dice(self, old: Any, seat: int) -> None:
        """``seat`` stopped throwing with dice still in hand (rulebook "Step 3: ... STOP EARLY"):
        they leave the tray unused, said in a short note (kept for that seat's eyes in a hot-seat
        race, where the other half is hidden: it may show only at their next turn, so it names
        the round)."""
        player = old.players[seat]
        left = len(player.dice)
        if not left:
            return
        dice = "1 die" if left == 1 else f"{left} dice"
        why = self.stuck_words(old, seat)
        if why:     # (new users: a re-roll into a face with no target ended the throw without a word)
            line = f"{self.name(seat)}'s throw ends: {dice} unused this round - {why}"
            mine = f"Your throw in round {old.round} ended: {dice} unused - {why}"
        else:
            line = f"{self.name(seat)} stopped early: {dice} unused this round"
            mine = f"You stopped your round {old.round} throw early: {dice} unused"
        self.note(line, (old.round, old.phase) if self.flow.hot_seat else None, seat)
        if self.flow.hot_seat:
            self.kept.keep(seat, mine)
        else:
            self.say(line, 2.5 / self.speed(), style="info")

    def stuck_words(self, state: Any, seat: int) -> str:
        """Why ``seat``'s throw could go no further in ``state`` (its rolled dice have no target and
        it may not roll again), in players' words, or "" (it might have gone on: a stop by choice)."""
        player = state.players[seat]
        rolled = dict(player.rolled)
        if not rolled or self.rules.can_reroll(state, seat):
            return ""
        if any(self.rules.die_targets(state, seat, die) for die in rolled):
            return ""
        return str(self.words.no_target_words(state, seat, list(rolled.values())))

    def _no_recruit(self, new: Any) -> None:
        """The build is over: say in words for each player who recruits no Kid this round, and why
        (rulebook "Recruit Kids": a Kid goes only into a fully enclosed Clear room it fits)."""
        said = []
        for seat in (0, 1):
            rooms = new.players[seat].grid.enclosures()
            fits = {kind for room in rooms for kind in room.fits}
            if any(new.kid_piles.get(kind) for kind in fits):
                continue
            why = "No room closed" if not fits else "No Kid left that fits a clear room"
            line = f"{self.name(seat)}: {why}: no Kids recruited this round"
            self.note(line)
            if self.flow.hot_seat:     # shown to that person alone, maybe after the other's turn: "you"
                yours = "No room of yours closed" if not fits else "No Kid left fits a clear room of yours"
                self.kept.keep(seat, f"{yours}: you recruit no Kids this round")
            else:
                said.append(line)
        if said:
            self.say("\n".join(said), 4.0 / self.speed(), style="info")

    def _big_moment(self, old: Any, action: dict, fresh: list[dict]) -> float:
        """The Jerk Die before the clean-up: flying to what it hits, or lying in the tray with the
        reason it has no target. The table shows the state before the clean-up meanwhile (a click
        skips). Returns the seconds it holds."""
        now, speed = self.now(), self.speed()
        unused = next((e for e in fresh if e.get("step") == "jerk_unused"), None)
        if unused is not None:
            seat, face = unused["seat"], unused["face"]
            self.trays[seat].throw([("jerk", face, tuple(self.rules.data.jerk_die))])
            hold = JERK_UNUSED_SECONDS / speed
            why = self.words.no_target_words(old, seat, [face])
            tray = self.focus.layout.zone[seat].tray
            clear = [tray, *self.focus.layout.area.values()]     # the die in its tray, and both forts
            if not self.stage(jerk_moment(face, None, why, self.pieces.die("jerk", face, 100), tray, clear)):
                self.say(f"The Jerk Die shows {face}: {why} - it returns unused", hold, style="info")
        elif action.get("type") == "place_die" and action.get("die") == "jerk":
            hold = JERK_HIT_SECONDS / speed
            seat, target = action["seat"], action["target"]
            self.focus.set(target["seat"])          # the side it hits is drawn large
            face = old.jerk_face
            to = self.drawer.target_screen_rect(old, target)
            if to is not None and face is not None:
                from .draw import placed_die_px
                image = self.pieces.die("jerk", face, placed_die_px(self.focus.layout.cells[target["seat"]]))
                start = self.drops.at.get("jerk") or self.focus.layout.zone[seat].tray.center
                begin = image.get_rect(center=(round(start[0]), round(start[1])))
                end = image.get_rect(center=to.center)
                self.anims.slide(image, begin, end, now, 0.6, fade=False)
                self.anims.show(image, end, now + 0.6 / speed, hold - 0.6 / speed)
                self.anims.flash(to.inflate(8, 8), (255, 90, 60), now + 0.6 / speed)
                hit = self.words.target_words(old, target)
                # off what it hits and off both forts (the other one is often the person's own)
                moment = jerk_moment(face, hit, "", self.pieces.die("jerk", face, 100), to,
                                     [to.inflate(60, 60), *self.focus.layout.area.values()])
                if not self.stage(moment):
                    self.say(f"The Jerk Die hits {hit}!", hold, at=(to.centerx, max(60, to.y - 40)), style="info")
        else:
            return 0.0
        self.moment.start(old, now + hold)
        return hold

    def _block_rects(self, state: Any, target: dict) -> list:
        """Screen rects of what a Block protected: a card chain, a Kid or the Base Target."""
        drawer = self.drawer
        if target.get("kind") == "chain":
            rects = []
            for seat in (0, 1):
                for card in target.get("cards", []):
                    placement = state.players[seat].cards.get(card)
                    if placement is not None:
                        rects.append(drawer.card_rect(seat, placement))
            return rects
        rect = drawer.target_screen_rect(state, target)
        return [rect] if rect is not None else []

    @staticmethod
    def _fresh(old: Any, new: Any) -> list[dict]:
        if new.events is old.events:
            return []
        if new.events[:len(old.events)] == old.events:
            return list(new.events[len(old.events):])
        return list(new.events)

    def _throw(self, old: Any, new: Any, seat: int) -> None:
        self.sound("roll")
        impulse, from_px = self.throw.take()
        data = self.rules.data
        if old.phase == JERK:
            if new.jerk_face is None or new.phase != JERK:
                return  # no target: the Jerk Die returned unused
            dice = [("jerk", new.jerk_face, tuple(data.jerk_die))]
        else:
            rolled = new.players[seat].rolled
            dice = [(d, f, tuple(data.cousin_die if d == "cousin" else data.balloon_die))
                    for d, f in rolled.items()]
        if self.fast():
            return
        self.trays[seat].throw(dice, impulse=impulse, from_px=from_px)

    def _events(self, old: Any, new: Any, fresh: list[dict], start: float) -> None:
        """Show the resolution step by step from ``start`` (scene seconds): log lines and animations,
        one step every :data:`STEP_SECONDS` (a click skips ahead; nothing blocks input)."""
        if not fresh:
            return
        gap = (0.0 if self.fast() else STEP_SECONDS) / self.speed()
        shown = False
        cleanup = False
        for event in fresh:
            step = event.get("step")
            if step in CLEANUP_STARTS and not cleanup:
                cleanup = True
                self.results.begin(old.round, start)
            line = self.words.event_words(event)
            if line:
                self.note(line, at=start)
                if (step in RESULT_STEPS and self.results.last is not None
                        and self.results.last["round"] == old.round):
                    self.results.add(line, start)
            self._animate(event, old, start)
            if step in FOCUS_STEPS and event.get("seat") in (0, 1):
                self.results.focus_on(event["seat"], start)
            if step in ("discard", "reserve", "flip_down", "base_hit", "medic", "reveal", "block"):
                start += gap
                shown = True
        if cleanup and self.results.last is not None:
            for line in self._kids_out_of_rooms(old, new):
                self.note(line, at=start)
                self.results.add(line, start)
        if cleanup and not session_over(new):
            if self.session.humans:
                # after every clean-up the results stay until a person clicks "Next round"
                self.flow.hold_for_click()
            elif not self.fast():
                self.flow.hold_until_at_least(start + BOT_RESULTS_SECONDS / self.speed())
        if shown and not self.fast():
            # the next raced step (and its curtain) waits until everybody saw this
            self.flow.hold_until_at_least(start + 1.5 / self.speed())

    def _kids_out_of_rooms(self, old: Any, new: Any) -> list[str]:
        """Lines for Kids whose room a HIT broke open: they stay face up (rulebook "Clean Up": only
        HIT Kids flip) but no longer count for cards, dice or Medic flips (rulebook Part I) until their
        room is closed again, except in Mom's calling mode."""
        lines = []
        for seat in (0, 1):
            before, after = old.players[seat], new.players[seat]
            out = [kid for kid, placement in after.kids.items()
                   if placement.face_up and kid in before.kids and before.grid.is_fully_enclosed(kid)
                   and not after.grid.is_fully_enclosed(kid)]
            if out:
                n = len(out)
                names = self.words.kid_names(out)
                name = self.name(seat)
                it, its = ("it counts", "its") if n == 1 else ("they count", "their")
                counts = (f"Mom's calling: {it} still" if new.moms_calling else
                          f"{it} again once {its} room is closed")
                lines.append(f"A room of {name}'s broke: {n} of {name}'s Kids {'is' if n == 1 else 'are'} no "
                             f"longer fully enclosed ({names}); {counts}")
        return lines

    def _animate(self, event: dict, old: Any, start: float) -> None:
        if self.fast():
            return
        step = event.get("step")
        if step == "reveal":
            for die in event.get("dice", []):
                rect = self.drawer.target_screen_rect(old, die["target"])
                if rect is not None:
                    image = self.pieces.die(die["die"], die["face"], 22)
                    self.anims.fade(image, image.get_rect(center=rect.center), start, 0.6)
        elif step in ("discard", "reserve"):
            seat = event["seat"]
            to = (self.drawn.piles.get("discard") if step == "discard" else self.focus.layout.zone[seat].hand)
            for card in event["cards"]:
                placement = old.players[seat].cards.get(card)
                if placement is None or to is None:
                    continue
                rect = self.drawer.card_rect(seat, placement)
                image = self.pieces.card(card, placement.rot + self.focus.layout.screen_turns(seat),
                                               self.focus.layout.cells[seat])
                self.anims.slide(image, rect, image.get_rect(center=to.center), start)
            self.sound("hit")
        elif step == "flip_down" or step == "medic":
            seat = event["seat"]
            kids = event.get("kids") or [event.get("kid")]
            for kid in kids:
                placement = self.session.state.players[seat].kids.get(kid)
                if placement is not None:
                    colour = (255, 80, 60) if step == "flip_down" else (120, 240, 140)
                    self.anims.flash(self.drawer.kid_rect(seat, placement), colour, start)
        elif step == "base_hit":
            seat = event["seat"]
            board = self.drawer.board_rect(seat)
            self.anims.flash(board, (255, 70, 50), start)
            need = int(self.rules.data.rules["base_hits_to_win"])
            self.stage(base_hit_moment(self.name(seat), int(event.get("hits", 1)), need,
                                       self.art.base_piece("hit_token", 100), board))
            bucket = self.drawer.bucket_rect(seat, int(event.get("hits", 1)) - 1)
            if bucket is not None:     # the Hit Token drops into its bucket
                token = self.art.base_piece("hit_token", bucket.w - 2)
                self.anims.slide(token, token.get_rect(midbottom=(bucket.centerx, bucket.y - 30)),
                                       token.get_rect(center=bucket.center), start, 0.5, fade=False)
            self.sound("hit")
        elif step == "block":
            # Balloons and a Block meet: the Block's target shines blue (its balloons are cancelled)
            for rect in self._block_rects(old, event.get("target") or {}):
                self.anims.flash(rect, (90, 160, 255), start)
        elif step == "game_over":
            self.sound("win")
