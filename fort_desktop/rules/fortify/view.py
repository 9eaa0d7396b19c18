"""Copies of a Fortify state: a fast full copy (for ``apply``), plain data (for the digest), and
what one seat may see (TABLE.md "Hidden information"; fortify.md 9)."""
from __future__ import annotations

import dataclasses

from .state import BUILD, THROW, FortCardPlacement, FortifyState, KidPlacement, PlacedDie, PlayerState

# The placements are built field by field, not with ``dataclasses.replace`` (which looks up the
# fields on every call): ``apply`` copies every card of both play areas on every action.


def _copy_player(p: PlayerState) -> PlayerState:
    return PlayerState(
        seat=p.seat, grid=p.grid.copy(), hand=list(p.hand), reserve=list(p.reserve),
        cards={k: FortCardPlacement(v.card_id, v.x, v.y, v.rot) for k, v in p.cards.items()},
        kids={k: KidPlacement(v.kid_id, v.x, v.y, v.rot, v.face_up) for k, v in p.kids.items()},
        hits=p.hits, dice=list(p.dice), rolled=dict(p.rolled), placed_since_roll=p.placed_since_roll,
        done=p.done, race_ms=p.race_ms,
    )


def copy_state(s: FortifyState) -> FortifyState:
    """An independent copy of ``s`` (grids, lists and the chance copied; nothing shared that mutates)."""
    return dataclasses.replace(
        s, chance=s.chance.copy() if s.chance is not None else None, players=[_copy_player(p) for p in s.players], deck=list(s.deck),
        discard=list(s.discard), kid_piles={k: list(v) for k, v in s.kid_piles.items()},
        medic_left=list(s.medic_left), dice_placed=[PlacedDie(d.die, d.face, d.by, dict(d.target)) for d in s.dice_placed],
        events=[dict(e) for e in s.events],
    )


def state_to_data(s: FortifyState) -> dict[str, object]:
    """Everything in ``s`` as JSON-ready data (grids left out: they follow from cards and Kids).

    The chance's generator is under ``rng`` and forced outcomes still waiting under ``forced`` (only
    when there are some), so digests of unsteered games are those of saves made before the Chance.
    """
    data = {f.name: getattr(s, f.name) for f in dataclasses.fields(s) if f.name not in ("chance", "players", "dice_placed")}
    snap = s.chance.snapshot() if s.chance is not None else None
    data["rng"] = snap["rng"] if snap else None
    if snap and snap["forced"]:
        data["forced"] = snap["forced"]
    data["dice_placed"] = [dataclasses.asdict(d) for d in s.dice_placed]
    data["players"] = [
        {f.name: getattr(p, f.name) for f in dataclasses.fields(p) if f.name not in ("grid", "cards", "kids")}
        | {"cards": [dataclasses.asdict(c) for c in p.cards.values()],
           "kids": [dataclasses.asdict(k) for k in p.kids.values()]}
        for p in s.players
    ]
    return data


class FortifyView(FortifyState):
    """What one seat may see (base.py :class:`~fort_desktop.rules.base.View`): a copy of the state,
    read by the same attributes, with the hidden things ``None`` (lengths kept): ``chance``; every
    ``deck`` entry; each Kid pile below its top; each ``hand`` but the owner's revealed top card
    in BUILD; each ``reserve``; during a race (``hide_race``) the rival's ``rolled`` dice, both
    ``race_ms`` and, in THROW, the rival's ``dice_placed``. Never mutated by its readers.
    ``viewer``: the seat it was made for (None: a spectator); not part of :meth:`to_json`."""

    viewer: int | None = None

    def to_json(self) -> dict[str, object]:
        """The view as JSON-ready data (:func:`state_to_data`; grids left out, ``rng`` None)."""
        return state_to_data(self)


def view_of(s: FortifyState, seat: int | None, hide_race: bool) -> FortifyView:
    """A :class:`FortifyView` of ``s`` for ``seat`` (None: a spectator)."""
    copied = copy_state(s)
    v = FortifyView(**{f.name: getattr(copied, f.name) for f in dataclasses.fields(copied)})
    v.chance = None  # type: ignore[assignment]
    v.viewer = seat
    v.deck = [None] * len(v.deck)  # type: ignore[list-item]
    v.kid_piles = {k: pile[:1] + [None] * (len(pile) - 1) for k, pile in v.kid_piles.items()}  # type: ignore[list-item]
    for p in v.players:
        shown = 1 if (p.seat == seat and s.phase == BUILD) else 0
        p.hand = p.hand[:shown] + [None] * (len(p.hand) - shown)  # type: ignore[list-item]
        p.reserve = [None] * len(p.reserve)  # type: ignore[list-item]
    racing = s.phase in (BUILD, THROW) and not all(p.done for p in s.players)
    if hide_race and racing:
        for p in v.players:
            p.race_ms = None
            if p.seat != seat:
                p.rolled = {}
        if s.phase == THROW:
            v.dice_placed = [d for d in v.dice_placed if d.by == seat]
    return v
