"""One player's dice tray: a top-down pymunk simulation of thrown dice (no pygame here).

The tray only animates dice. The face a die lands on is decided by the game's seeded rules RNG and handed
to `DiceTray.throw`; the tray's own `random.Random(seed)` only chooses where dice start and how they fly
(the rules' dice; TABLE.md "Dice tray"). While a die moves it shows a tumbling face; at rest it shows
the given face. The result is announced only once `settled` is true.

Units: positions and sizes in pixels (the table's logical coordinates, y pointing down), times in
seconds, speeds in pixels per second, angles in radians.

How it works (TESTING.md "Physics facts"):
- no gravity; friction comes from a PivotJoint + GearJoint from each die to the static body with
  `max_bias = 0` and a bounded `max_force` (cheap, and lets dice fall asleep; a Python callback that
  writes `body.velocity` every step would keep them awake forever);
- four thick static walls, a throw speed cap and a per-step speed check, so a die never leaves the tray;
- a fixed time step (`STEP_SECONDS`) driven by an accumulator, bodies added in a fixed order, so the same
  seed, throws and `update` dt sequence give bit-identical positions on one platform;
- once every die is asleep (or `SETTLE_CAP_SECONDS` of simulated time have passed since the throw, when the
  dice are forced to rest) the tray is settled and frozen: nothing moves until the next throw, so removing
  a die (dragged onto a target) never nudges the others.

`bench_throw()` gives the CPU milliseconds of one throw until settled, for `python -m fort_desktop.bench`.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional, Sequence

if TYPE_CHECKING:  # pragma: no cover - types only
    import pymunk

# pymunk is imported when a tray first holds dice (DiceTray._space): a table whose trays stay empty
# on its first screen (a part of the game without dice) starts without it.

#: Faces of the plain die :func:`bench_throw` throws (a game's dice bring their own faces).
PIPS: tuple[str, ...] = ("1", "2", "3", "4", "5", "6")

STEP_SECONDS = 1.0 / 120.0          # fixed time step of update()
SUBSTEPS = 4                        # pymunk steps per time step (a fast die moves <= 5 px per substep)
MAX_STEPS_PER_UPDATE = 30           # at most 0.25 s simulated per update(); a longer frame drops time
SETTLE_CAP_SECONDS = 3.0            # simulated seconds after a throw when all dice are forced to rest
SLEEP_TIME_SECONDS = 0.25           # a die idle this long falls asleep
IDLE_SPEED_PX_S = 6.0               # below this speed a die counts as idle (for sleeping)
LAND_SPEED_PX_S = 60.0              # below this speed (and slow spin) a die stops tumbling, shows result
LAND_SPIN_RAD_S = 2.0
MAX_THROW_SPEED_PX_S = 2400.0       # fling/throw speed cap (a 50,000 px/s fling is clamped to this)
MIN_THROW_SPEED_PX_S = 500.0        # even a gentle fling makes the dice tumble
MAX_SPIN_RAD_S = 30.0
LINEAR_FRICTION_PX_S2 = 1800.0      # deceleration from table friction (joint max_force / mass)
ANGULAR_FRICTION_RAD_S2 = 22.0      # spin deceleration from table friction
ELASTICITY = 0.45
DIE_FRICTION = 0.6                  # die-die and die-wall surface friction


@dataclass(frozen=True)
class DieView:
    """What the table draws for one die.

    `x_px`, `y_px`: centre in pixels; `angle_rad`: rotation in radians (clockwise on screen, since y
    points down); `shown_face`: a face name (tumbling while moving, the given face once it has landed);
    `at_rest`: the die is asleep, or the whole throw has settled.
    """

    die_id: str
    x_px: float
    y_px: float
    angle_rad: float
    shown_face: str
    at_rest: bool


class _Die:
    """One simulated die: its body, shape, friction joints and faces."""

    __slots__ = ("die_id", "face", "faces", "body", "shape", "joints", "tumble_start",
                 "travel_px", "last_pos", "last_angle")

    def __init__(self, die_id: str, face: str, faces: tuple[str, ...], body: pymunk.Body,
                 shape: pymunk.Poly, joints: tuple[pymunk.Constraint, ...], tumble_start: int):
        self.die_id = die_id
        self.face = face
        self.faces = faces
        self.body = body
        self.shape = shape
        self.joints = joints
        self.tumble_start = tumble_start
        self.travel_px = 0.0
        self.last_pos = body.position
        self.last_angle = body.angle


class DiceTray:
    """A tray of dice for one player, simulated with pymunk; pure physics and state, drawn by the table.

    `rect_px` is (x, y, w, h) of the tray's inside in pixels; `seed` seeds the tray's own RNG (physics
    feel only); `die_size_px` is a die's edge length in pixels.

    Raises ValueError if the die size is not positive or the tray is smaller than two dice each way.
    """

    def __init__(self, rect_px: tuple[float, float, float, float], seed: int,
                 die_size_px: float = 34):
        x, y, w, h = (float(v) for v in rect_px)
        die_size_px = float(die_size_px)
        if not die_size_px > 0:
            raise ValueError(f"die_size_px must be positive, got {die_size_px}")
        if not (w >= 2 * die_size_px and h >= 2 * die_size_px):
            raise ValueError(f"tray {w}x{h} px is too small for dice of {die_size_px} px "
                             f"(needs at least {2 * die_size_px} px each way)")
        self.rect_px = (x, y, w, h)
        self.die_size_px = die_size_px
        self.seed = seed
        self._rng = random.Random(seed)
        self._made_space: Optional[pymunk.Space] = None   # made with its walls on first use
        self._walls: list[pymunk.Segment] = []
        self._dice: dict[str, _Die] = {}      # insertion order = order bodies were added
        self._accumulator = 0.0
        self._since_throw = 0.0               # simulated seconds since the last throw
        self._settled = True
        self._forced = False
        self.steps_taken = 0                  # physics steps since creation (for measuring)

    # ------------------------------------------------------------------ set-up
    @property
    def _space(self) -> pymunk.Space:
        """The tray's pymunk space, made (pymunk imported, the walls added) on first use: the same
        space, walls first, whenever that is, so a seed still gives the same throws."""
        space = self._made_space
        if space is None:
            import pymunk

            space = self._made_space = pymunk.Space()
            space.gravity = (0.0, 0.0)
            space.iterations = 10
            space.sleep_time_threshold = SLEEP_TIME_SECONDS
            space.idle_speed_threshold = IDLE_SPEED_PX_S
            self._add_walls(space)
        return space

    def _add_walls(self, space: pymunk.Space) -> None:
        """Four static segments whose inner faces are the tray's edges; each is far thicker than a die
        moves in one step, and they overlap at the corners, so nothing can tunnel out."""
        import pymunk

        x, y, w, h = self.rect_px
        r = max(4.0 * self.die_size_px, 200.0)   # segment radius: the wall is 2r thick
        static = space.static_body
        walls = [
            pymunk.Segment(static, (x - r, y - r), (x + w + r, y - r), r),          # top
            pymunk.Segment(static, (x - r, y + h + r), (x + w + r, y + h + r), r),  # bottom
            pymunk.Segment(static, (x - r, y - r), (x - r, y + h + r), r),          # left
            pymunk.Segment(static, (x + w + r, y - r), (x + w + r, y + h + r), r),  # right
        ]
        for wall in walls:
            wall.elasticity = ELASTICITY
            wall.friction = DIE_FRICTION
        space.add(*walls)
        self._walls = walls

    def _new_die(self, die_id: str, face: str, faces: tuple[str, ...],
                 pos: tuple[float, float], angle: float) -> _Die:
        import pymunk

        size = self.die_size_px
        mass = 1.0
        moment = pymunk.moment_for_box(mass, (size, size))
        body = pymunk.Body(mass, moment)
        body.position = pos
        body.angle = angle
        shape = pymunk.Poly.create_box(body, (size, size), radius=min(3.0, size * 0.08))
        shape.elasticity = ELASTICITY
        shape.friction = DIE_FRICTION
        static = self._space.static_body
        pivot = pymunk.PivotJoint(static, body, (0.0, 0.0), (0.0, 0.0))
        pivot.max_bias = 0.0
        pivot.max_force = LINEAR_FRICTION_PX_S2 * mass
        gear = pymunk.GearJoint(static, body, 0.0, 1.0)
        gear.max_bias = 0.0
        gear.max_force = ANGULAR_FRICTION_RAD_S2 * moment
        self._space.add(body, shape, pivot, gear)
        return _Die(die_id, face, faces, body, shape, (pivot, gear),
                    self._rng.randrange(len(faces)))

    def _remove_body(self, die: _Die) -> None:
        self._space.remove(die.shape, *die.joints, die.body)

    def move_to(self, rect_px: tuple[float, float, float, float]) -> None:
        """The tray's inside is now ``rect_px`` (x, y, w, h px; the table was laid out again): its
        walls move there and every die keeps its place relative to the tray's top-left corner
        (kept inside). Raises ValueError, as the constructor does, for a tray too small."""
        x, y, w, h = (float(v) for v in rect_px)
        if not (w >= 2 * self.die_size_px and h >= 2 * self.die_size_px):
            raise ValueError(f"tray {w}x{h} px is too small for dice of {self.die_size_px} px")
        old_x, old_y = self.rect_px[0], self.rect_px[1]
        self.rect_px = (x, y, w, h)
        space = self._made_space
        if space is None:
            return
        # the walls this tray added (a removed shape stays in ``static_body.shapes`` until it is
        # collected: removing those again fails)
        space.remove(*[wall for wall in self._walls if wall in space.shapes])
        self._add_walls(space)
        for die in self._dice.values():
            px, py = die.body.position
            die.body.position = self._clamp_inside((px - old_x + x, py - old_y + y))
        space.reindex_static()

    # ------------------------------------------------------------------ throwing
    def throw(self, dice: Sequence[tuple], impulse: Optional[tuple[float, float]] = None,
              from_px: Optional[tuple[float, float]] = None) -> None:
        """Throw `dice`: a list of `(die_id, face)` or `(die_id, face, faces)` tuples.

        `face` is the result, chosen by the caller from the game's rules RNG; `faces` (the game's own
        faces of that die; default: only `face`) are the faces shown while the die tumbles and must
        include `face`. Dice in the
        tray that are not listed are taken out (placed dice never take part in a re-roll).

        `impulse`: the throw's velocity in px/s (an impulse per unit mass; dice have mass 1). Each die
        gets it with a little random spread; its speed is clamped to
        [MIN_THROW_SPEED_PX_S, MAX_THROW_SPEED_PX_S]. None: a random direction at a medium speed.
        `from_px`: where the dice leave the hand (pixels; clamped inside the tray): the dice start in a
        cluster there. None: listed dice already in the tray are thrown from where they lie, new ones
        from random spots.

        Raises ValueError for an empty or duplicate die id, a face not among its faces, or more dice than
        fit in the tray.
        """
        parsed: list[tuple[str, str, tuple[str, ...]]] = []
        seen: set[str] = set()
        for item in dice:
            if len(item) == 2:
                die_id, face = item
                faces = (face,)
            elif len(item) == 3:
                die_id, face, faces = item
                faces = tuple(faces)
            else:
                raise ValueError(f"a die is (die_id, face) or (die_id, face, faces), got {item!r}")
            if not isinstance(die_id, str) or not die_id:
                raise ValueError(f"die id must be a non-empty string, got {die_id!r}")
            if die_id in seen:
                raise ValueError(f"die {die_id!r} is listed twice")
            if face not in faces:
                raise ValueError(f"die {die_id!r}: face {face!r} is not one of {list(faces)}")
            seen.add(die_id)
            parsed.append((die_id, face, faces))
        x, y, w, h = self.rect_px
        cells = int(w // (1.5 * self.die_size_px)) * int(h // (1.5 * self.die_size_px))
        if len(parsed) > cells:
            raise ValueError(f"{len(parsed)} dice do not fit in a {w:.0f}x{h:.0f} px tray "
                             f"(at most {cells})")

        old_positions = {d.die_id: (d.body.position.x, d.body.position.y) for d in self._dice.values()}
        for die in list(self._dice.values()):
            self._remove_body(die)
        self._dice = {}

        rng = self._rng
        if impulse is None:
            direction = rng.uniform(-math.pi, math.pi)
            speed = rng.uniform(0.45, 0.7) * MAX_THROW_SPEED_PX_S
        else:
            ix, iy = float(impulse[0]), float(impulse[1])
            if not (math.isfinite(ix) and math.isfinite(iy)):
                raise ValueError(f"impulse must be finite, got {impulse!r}")
            direction = math.atan2(iy, ix) if (ix or iy) else rng.uniform(-math.pi, math.pi)
            speed = min(max(math.hypot(ix, iy), MIN_THROW_SPEED_PX_S), MAX_THROW_SPEED_PX_S)

        placed: list[tuple[float, float]] = []
        for die_id, face, faces in parsed:
            if from_px is None and die_id in old_positions:
                pos = self._free_spot(placed, near=old_positions[die_id], spread=0.0)
            elif from_px is not None:
                pos = self._free_spot(placed, near=self._clamp_inside(from_px), spread=1.0)
            else:
                pos = self._free_spot(placed, near=None, spread=0.0)
            placed.append(pos)
            die = self._new_die(die_id, face, faces, pos, rng.uniform(-math.pi, math.pi))
            a = direction + rng.uniform(-0.35, 0.35)
            s = speed * rng.uniform(0.8, 1.0)
            die.body.velocity = (s * math.cos(a), s * math.sin(a))
            die.body.angular_velocity = rng.choice((-1.0, 1.0)) * rng.uniform(0.35, 1.0) * MAX_SPIN_RAD_S
            die.last_pos = die.body.position
            die.last_angle = die.body.angle
            self._dice[die_id] = die

        self._accumulator = 0.0
        self._since_throw = 0.0
        self._forced = False
        self._settled = not self._dice

    def lay(self, dice: Sequence[tuple]) -> None:
        """Put `dice` (`(die_id, face)` or `(die_id, face, faces)`) in the tray at rest, showing their
        faces, in a row across the middle (a resumed game: the dice come back as they were rolled).
        Same errors as `throw`; the tray is settled afterwards."""
        self.throw(dice)
        x, y, w, h = self.rect_px
        n = len(self._dice)
        gap = 1.5 * self.die_size_px
        per_row = max(1, int((w - self.die_size_px) // gap) + 1)
        for i, die in enumerate(self._dice.values()):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            cx = x + w / 2 + (col - (in_row - 1) / 2) * gap
            cy = y + h / 2 + (row - (-(-n // per_row) - 1) / 2) * gap
            die.body.position = self._clamp_inside((cx, cy))
            die.body.velocity = (0.0, 0.0)
            die.body.angular_velocity = 0.0
            die.body.angle = 0.0
        self._settled = True

    def fling(self, dice: Sequence[tuple], velocity_px_s: tuple[float, float],
              from_px: Optional[tuple[float, float]] = None) -> None:
        """Throw `dice` with the mouse: the fling's velocity (px/s) sets the throw, its speed clamped to
        [MIN_THROW_SPEED_PX_S, MAX_THROW_SPEED_PX_S]. Same arguments and errors as `throw`."""
        self.throw(dice, impulse=velocity_px_s, from_px=from_px)

    def _clamp_inside(self, p: tuple[float, float], margin: Optional[float] = None
                      ) -> tuple[float, float]:
        """The point `p` moved inside the tray so a die centred there (any angle) is inside."""
        x, y, w, h = self.rect_px
        m = self.die_size_px * 0.75 if margin is None else margin
        return (min(max(float(p[0]), x + m), x + w - m), min(max(float(p[1]), y + m), y + h - m))

    def _free_spot(self, taken: list[tuple[float, float]], near: Optional[tuple[float, float]],
                   spread: float) -> tuple[float, float]:
        """A start point for a die, not overlapping `taken` (kept apart by 1.5 die sizes), drawn from the
        tray RNG: near `near` if given (growing rings), else anywhere in the tray."""
        x, y, w, h = self.rect_px
        gap = 1.5 * self.die_size_px
        rng = self._rng
        for attempt in range(200):
            if near is None:
                p = self._clamp_inside((rng.uniform(x, x + w), rng.uniform(y, y + h)))
            else:
                radius = self.die_size_px * (spread + attempt * 0.25)
                a = rng.uniform(-math.pi, math.pi)
                p = self._clamp_inside((near[0] + radius * math.cos(a), near[1] + radius * math.sin(a)))
            if all((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 >= gap * gap for q in taken):
                return p
        # Fall back to a grid scan (deterministic); `throw` checked that enough cells exist.
        m = self.die_size_px * 0.75
        gx = x + m
        while gx <= x + w - m:
            gy = y + m
            while gy <= y + h - m:
                if all((gx - q[0]) ** 2 + (gy - q[1]) ** 2 >= gap * gap for q in taken):
                    return (gx, gy)
                gy += gap
            gx += gap
        return self._clamp_inside(near if near is not None else (x + w / 2, y + h / 2))

    # ------------------------------------------------------------------ time
    def update(self, dt_seconds: float) -> None:
        """Advance the simulation by `dt_seconds` of real time, in fixed steps of STEP_SECONDS.

        Leftover time is kept for the next call; at most MAX_STEPS_PER_UPDATE steps run per call (a
        longer frame drops the excess). Does nothing while settled. Raises ValueError for a negative or
        non-finite dt.
        """
        if not (math.isfinite(dt_seconds) and dt_seconds >= 0):
            raise ValueError(f"dt_seconds must be finite and >= 0, got {dt_seconds!r}")
        if self._settled:
            self._accumulator = 0.0
            return
        self._accumulator = min(self._accumulator + dt_seconds,
                                MAX_STEPS_PER_UPDATE * STEP_SECONDS)
        while self._accumulator >= STEP_SECONDS and not self._settled:
            self._accumulator -= STEP_SECONDS
            self._step()
        for die in self._dice.values():
            pos = die.body.position
            angle = die.body.angle
            die.travel_px += (abs(pos - die.last_pos)
                              + abs(angle - die.last_angle) * 0.5 * self.die_size_px)
            die.last_pos = pos
            die.last_angle = angle

    def _step(self) -> None:
        for _ in range(SUBSTEPS):
            self._space.step(STEP_SECONDS / SUBSTEPS)
        self.steps_taken += 1
        self._since_throw += STEP_SECONDS
        all_asleep = True
        limit_sq = MAX_THROW_SPEED_PX_S * MAX_THROW_SPEED_PX_S
        x, y, w, h = self.rect_px
        half = self.die_size_px / 2
        slack = self.die_size_px / 4    # a centre this deep in a wall means the die broke through
        for die in self._dice.values():
            body = die.body
            if body.is_sleeping:
                continue
            all_asleep = False
            # Safety net, written only when broken (writing velocity wakes a body): cap the speed and
            # bring back a centre that somehow left the inside of the tray.
            vx, vy = body.velocity
            if vx * vx + vy * vy > limit_sq:
                k = MAX_THROW_SPEED_PX_S / math.sqrt(vx * vx + vy * vy)
                body.velocity = (vx * k, vy * k)
            px, py = body.position
            if not (x + slack <= px <= x + w - slack and y + slack <= py <= y + h - slack):
                body.position = self._clamp_inside((px, py), margin=half)
                self._space.reindex_shapes_for_body(body)
        if all_asleep:
            self._settled = True
        elif self._since_throw >= SETTLE_CAP_SECONDS:
            self._force_rest()

    def _force_rest(self) -> None:
        """The settle cap ran out: stop every die where it is."""
        for die in self._dice.values():
            die.body.velocity = (0.0, 0.0)
            die.body.angular_velocity = 0.0
        self._forced = True
        self._settled = True

    # ------------------------------------------------------------------ queries
    @property
    def settled(self) -> bool:
        """True when every die is asleep, or the settle cap forced them to rest (or the tray is empty).
        Once settled the tray stays frozen until the next throw; announce the result only then."""
        return self._settled

    def all_asleep(self) -> bool:
        """Same as `settled`."""
        return self._settled

    @property
    def forced_rest(self) -> bool:
        """True if the last throw hit the settle cap (SETTLE_CAP_SECONDS) and was stopped by force."""
        return self._forced

    @property
    def seconds_since_throw(self) -> float:
        """Simulated seconds since the last throw (stops counting once settled)."""
        return self._since_throw

    def die_ids(self) -> list[str]:
        """Ids of the dice in the tray, in the order they were added."""
        return list(self._dice)

    def dice(self) -> list[DieView]:
        """A DieView per die in the tray, in the order they were added (draw in this order)."""
        views = []
        for die in self._dice.values():
            body = die.body
            at_rest = self._settled or body.is_sleeping
            if at_rest:
                shown = die.face
            else:
                vx, vy = body.velocity
                landed = (vx * vx + vy * vy < LAND_SPEED_PX_S * LAND_SPEED_PX_S
                          and abs(body.angular_velocity) < LAND_SPIN_RAD_S)
                if landed:
                    shown = die.face
                else:
                    k = die.tumble_start + int(die.travel_px / self.die_size_px)
                    shown = die.faces[k % len(die.faces)]
            x, y = self._in_view(body.position.x, body.position.y, body.angle)
            views.append(DieView(die.die_id, x, y, body.angle, shown, at_rest))
        return views

    def _in_view(self, x: float, y: float, angle: float) -> tuple[float, float]:
        """A die's centre as drawn: where it is, or, should a die ever get past the walls (new
        users saw the Jerk Die land out of view), the nearest point whose die, at ``angle``, lies
        wholly inside the tray (its centre in the middle when the turned die is wider than it)."""
        tx, ty, w, h = self.rect_px
        reach = self.die_size_px / 2 * (abs(math.cos(angle)) + abs(math.sin(angle)))
        rx, ry = min(reach, w / 2), min(reach, h / 2)
        return min(max(x, tx + rx), tx + w - rx), min(max(y, ty + ry), ty + h - ry)

    def die_at(self, x_px: float, y_px: float) -> Optional[str]:
        """The id of the die under the point (pixels), the top-most (last drawn) if several; else None."""
        half = self.die_size_px / 2
        for die in reversed(list(self._dice.values())):
            body = die.body
            cx, cy = self._in_view(body.position.x, body.position.y, body.angle)   # where it is drawn
            c, s = math.cos(body.angle), math.sin(body.angle)
            dx, dy = x_px - cx, y_px - cy
            lx, ly = dx * c + dy * s, -dx * s + dy * c
            if abs(lx) <= half and abs(ly) <= half:
                return die.die_id
        return None

    def remove(self, die_id: str) -> None:
        """Take a die out of the tray (dragged onto a target). Raises KeyError if it is not in the tray."""
        if die_id not in self._dice:
            raise KeyError(f"die {die_id!r} is not in the tray")
        die = self._dice.pop(die_id)
        self._remove_body(die)
        if not self._dice:
            self._settled = True

    def clear(self) -> None:
        """Take every die out of the tray."""
        for die in self._dice.values():
            self._remove_body(die)
        self._dice = {}
        self._settled = True
        self._forced = False
        self._accumulator = 0.0


def bench_throw(n_dice: int = 5, seed: int = 0, rect_px: tuple[float, float, float, float] = (0, 0, 420, 260)
                ) -> float:
    """CPU milliseconds (time.process_time) of one throw of `n_dice` dice, stepped until settled."""
    tray = DiceTray(rect_px, seed)
    dice = [(f"d{i}", PIPS[i % len(PIPS)], PIPS) for i in range(n_dice)]
    start = time.process_time()
    tray.throw(dice)
    while not tray.settled:
        tray.update(STEP_SECONDS)
    return (time.process_time() - start) * 1000.0
