"""What moves on the Forfort table after an action (issue 9 item 3), worked out from the action's
events (public: what every seat saw happen): destroyed cards fly to their owner's line of
figures, an Army slides slot to slot as it marches, combo slots pulse their symbol, destroyed and
marched-on slots flash, a defeated Army shows its skull side where it stood while its big moment
shows ("Defeated"), and a lowered drawbridge's token travels onto the Wall (its "second turn" is a
big moment of the kit's, :mod:`.staging`, which keeps off the forts). The painter draws what :class:`Motion` holds; times are seconds of scene
time, rects logical pixels.
"""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from ..kit.anim import Animations
from .layout import Layout
from .pictures import Pictures

FLASH_SECONDS = 1.2
MARCH_SECONDS = 0.5               # one Army step slides this long
DEFEAT_SECONDS = 2.2              # a defeated Army's skull side stays where it stood this long (its moment's)
PULSE_PX = (34, 42)               # a combo's symbol badge pulses between these sizes (px)
TOKEN_PX = 26                     # the drawbridge token (px)
#: Event kind -> the colour its slots flash (combos gold, destruction red, a marching Army orange).
FLASH = {"combo": (255, 215, 60), "destroy": (230, 60, 50), "army_step": (255, 140, 40)}
#: A computer's move: what it put down (a Wall, a Camp, a Mason's rebuild, an Army placed) is ringed
#: in this colour this long (issue 14: its moves showed only in the log)
CHANGED = (120, 210, 255)
CHANGED_SECONDS = 2.5
#: Event kind -> the fields naming the place it put something down: (fort, slot)
PUT_DOWN = {"build": ("seat", "slot"), "mason": ("seat", "slot"), "camp": ("fort", "slot"),
            "army_placed": ("fort", "slot")}

#: ``(cards of a stack, its owner's seat, its size px)`` -> the stack as one picture (its top card,
#: the covered ones peeking out), given by the painter.
StackPicture = Callable[[list[str], int, tuple[int, int]], pygame.Surface]
Place = tuple[int, str]           # (fort seat, slot id or "keep")


class Motion:
    """The moving things of one table. ``speed``: the animation speed setting (higher is
    faster); ``fast``: headless with nobody seated (nothing is shown moving)."""

    def __init__(self, speed: float, fast: bool, pictures: Pictures, stack_picture: StackPicture):
        self.speed, self.fast = speed, fast
        self.pictures = pictures
        self.stack_picture = stack_picture
        self.anims = Animations(speed)
        self.flashes: list[tuple[int, str, tuple[int, int, int], float]] = []   # (fort, slot, colour, until)
        self.combo_marks: list[tuple[int, str, str, float]] = []   # (fort, slot, symbol, until)
        #: Army steps being shown: (army id, fort, from slot, to slot, start, end) in scene seconds
        self.marches: list[tuple[str, int, str, str, float, float]] = []
        self.march_free_at = 0.0
        #: Armies just defeated, shown where they stood: (fort, slot, owner, start, end) scene seconds
        self.defeats: list[tuple[int, str, int, float, float]] = []

    def heard(self, events: list[dict], now: float, layout: Layout, info_rects: dict[int, pygame.Rect],
              names: list[str], computer: bool = False) -> None:
        """An action's ``events`` at scene time ``now``; ``info_rects``: each fort's line of figures
        on screen (px), where destroyed cards fly and the drawbridge token starts; ``computer``: a
        computer made it (each place it put something down is ringed :data:`CHANGED` a while)."""
        until = now + FLASH_SECONDS / self.speed
        if computer and not self.fast:
            changed = [(e[PUT_DOWN[e["kind"]][0]], e[PUT_DOWN[e["kind"]][1]]) for e in events if e["kind"] in PUT_DOWN]
            self.flashes = [f for f in self.flashes if (f[0], f[1]) not in changed]
            self.flashes += [(seat, slot, CHANGED, now + CHANGED_SECONDS / self.speed) for seat, slot in changed]
        self._fly_to_discards(events, now, layout, info_rects)
        self._march(events, now)
        for event in events:
            if event["kind"] == "drawbridge":
                start = info_rects.get(event["seat"])
                if start is not None and not self.fast:
                    # the token travels from its owner's line of figures onto the lit drawbridge Wall
                    goal = layout.slot_rect(event["seat"], event["slot"])
                    token = self.pictures.sprite("drawbridge_token", TOKEN_PX)
                    self.anims.slide(token, pygame.Rect(start.right - 30, start.y, TOKEN_PX, TOKEN_PX),
                                     pygame.Rect(goal.right - 20, goal.top - 6, TOKEN_PX, TOKEN_PX), now, fade=False)
        for event in events:
            colour = FLASH.get(event["kind"])
            if colour is None:
                continue
            if event["kind"] == "combo":
                places = [(event["seat"], slot) for slot in event["slots"]]
                for size in range(PULSE_PX[0], PULSE_PX[1] + 1):   # its pulsing badges, made now, not mid-frame
                    self.pictures.sprite(f"symbol_{event['symbol']}", size)
                self.combo_marks = [m for m in self.combo_marks if (m[0], m[1]) not in places]
                self.combo_marks += [(event["seat"], slot, event["symbol"], until) for slot in event["slots"]]
            else:
                places = [(event["fort"], event.get("slot") or event.get("to"))]
            # one flash per place: the newest (a place hit again only flashes again)
            self.flashes = [f for f in self.flashes if (f[0], f[1]) not in places]
            self.flashes += [(seat, slot, colour, until) for seat, slot in places]

    def _march(self, events: list[dict], now: float) -> None:
        """Each Army step slides the token from slot to slot, one step after another
        (``MARCH_SECONDS`` each), oldest Army first as the rules moved them; an Army defeated
        shows where it stood for ``DEFEAT_SECONDS``, in its turn among the steps."""
        if self.fast:
            return
        start = max(now, self.march_free_at)
        for event in events:
            if event["kind"] == "army_defeated":
                self.defeats.append((event["fort"], event["slot"], event["seat"], start,
                                     start + DEFEAT_SECONDS / self.speed))
            if event["kind"] != "army_step":
                continue
            end = start + MARCH_SECONDS / self.speed
            self.marches.append((event["army"], event["fort"], event["from"], event["to"], start, end))
            start = end
        self.march_free_at = start

    def _fly_to_discards(self, events: list[dict], now: float, layout: Layout,
                         info_rects: dict[int, pygame.Rect]) -> None:
        """Destroyed cards slide from their slot (or keep) to their owner's figures line, where the
        discard opens."""
        for event in events:
            if event["kind"] == "destroy":
                start, cards = layout.slot_rect(event["fort"], event["slot"]), event["cards"]
            elif event["kind"] == "keep_destroyed":
                start, cards = layout.keep_rect(event["fort"]), [event["card"]]
            else:
                continue
            goal = info_rects.get(event["fort"])
            if goal is None:
                continue
            # the stack flies as one picture: its top card, the covered ones peeking out below
            image = self.stack_picture(cards, event["fort"], start.size)
            self.anims.slide(image, start, pygame.Rect(goal.centerx - 20, goal.y - 10, *start.size), now, fade=False)

    def tick(self, now: float) -> None:
        """Drop what has finished by ``now`` and move the animations on."""
        self.flashes = [f for f in self.flashes if f[3] > now]
        self.combo_marks = [f for f in self.combo_marks if f[3] > now]
        self.marches = [m for m in self.marches if m[5] > now]
        self.defeats = [d for d in self.defeats if d[4] > now]
        self.anims.update(now)

    @property
    def busy(self) -> bool:
        """Something moves (the table needs frames)."""
        return bool(self.flashes or self.anims.busy or self.marches or self.defeats)

    def showing_last_move(self) -> bool:
        """The last move is still being shown (cards flying, Armies marching, combos flashing)."""
        return bool(self.anims.busy or self.marches or self.flashes or self.combo_marks or self.defeats)

    def marching_ids(self) -> set[str]:
        """Armies whose march is still being shown (drawn sliding, not on their slot)."""
        return {m[0] for m in self.marches}

    def marching_centre(self, layout: Layout, army_id: str, now: float) -> Optional[tuple[float, float]]:
        """Where the marching Army ``army_id`` is drawn at ``now`` (px): its current step's slide."""
        steps = [m for m in self.marches if m[0] == army_id]
        if not steps:
            return None
        now_step = next((m for m in steps if m[5] > now), steps[-1])
        _, fort, a, b, t0, t1 = now_step
        k = min(1.0, max(0.0, (now - t0) / max(1e-6, t1 - t0)))
        k = k * k * (3 - 2 * k)        # ease in and out
        pa, pb = layout.slot_rect(fort, a).center, layout.slot_rect(fort, b).center
        return pa[0] + (pb[0] - pa[0]) * k, pa[1] + (pb[1] - pa[1]) * k

    def pulse_px(self, until: float, now: float) -> int:
        """A combo badge's size at ``now`` (px): it pulses until ``until``."""
        return PULSE_PX[0] + round((PULSE_PX[1] - PULSE_PX[0]) * abs(((until - now) * 4) % 2 - 1))
