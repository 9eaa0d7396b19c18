"""Fortify's hooks for the tutorial (issue 14 item 1; the script is ``data/fortify/tutorial.yaml``,
the runner :mod:`fort_desktop.tutorial`, the caption :mod:`fort_desktop.table.kit.tutorial`): the
named places of the Fortify table a caption may sit by, where a caption should not lie, what it
keeps clear of (both Bases, the taught spot: :func:`keep_clear`), and the spots of a taught
placement (the gold frame the person drops the card on, the Kid's lit spot, the die's target).

Places (logical px, as last painted): ``hand:<who>`` (the revealed top card of the hand),
``fort:<who>`` (the play area), ``base:<who>`` (the Base Target), ``base-board:<who>`` (the whole
Base: its walls and board), ``clock:<who>`` (the panel's name
and race-clock lines), ``tray:<who>`` (the dice tray), ``card:<who>-<id>`` and ``kid:<who>-<id>``
(a Fort Card or Kid lying in that play area), ``pile:<kind>`` (``builder``, ``thrower``, ``medic``,
``deck``, ``discard``), ``button:<name>`` (the person's ``skip``, ``stop``, ``roll``, ``reroll``,
``done``, ``jerk``), ``fence`` (where the Meeples wait) and ``results`` (a clean-up's results).
``<who>`` is ``you`` (the tutorial's person) or ``rival`` (the other seat).

The race: Fortify's script sets ``computer_waits`` (the computer makes only its scripted moves while
the person may act) and the table keeps the person's race clock stopped while the tutorial runs
(:func:`clock_held`), so nobody is rushed while they read.
"""
from __future__ import annotations

from typing import Any, Optional

import pygame

#: the Meeples' spot on the fence (px round its centre)
FENCE_SPOT = (140, 44)


def _seats(table: Any) -> dict[str, int]:
    person = table.tutorial.person if table.tutorial is not None else 0
    return {"you": person, "rival": 1 - person}


def places(table: Any) -> dict[str, pygame.Rect]:
    """The named places of ``table`` (a FortifyTable) now (see the module docstring)."""
    lay = table.layout
    view = table.view()
    out: dict[str, pygame.Rect] = {}
    for who, seat in _seats(table).items():
        zone = lay.zone[seat]
        hand = table.drawn.hands.get(seat)
        out[f"hand:{who}"] = pygame.Rect(hand if hand is not None else zone.hand)
        out[f"fort:{who}"] = pygame.Rect(lay.area[seat])
        out[f"base:{who}"] = pygame.Rect(table.drawer.target_rect(seat))
        out[f"base-board:{who}"] = pygame.Rect(table.drawer.base_area(seat))
        out[f"clock:{who}"] = zone.title.union(zone.status)
        out[f"tray:{who}"] = pygame.Rect(zone.tray)
        player = view.players[seat]
        for card_id, placement in player.cards.items():
            out[f"card:{who}-{card_id}"] = pygame.Rect(table.drawer.card_rect(seat, placement))
        for kid_id, kid in player.kids.items():
            out[f"kid:{who}-{kid_id}"] = pygame.Rect(table.drawer.kid_rect(seat, kid))
    for name, rect in table.drawn.piles.items():
        out[f"pile:{name}"] = pygame.Rect(rect)
    you = _seats(table)["you"]
    for (seat, name), button in table.buttons.items():
        if seat == you:
            out[f"button:{name}"] = pygame.Rect(button.rect)
    fence = pygame.Rect(0, 0, *FENCE_SPOT)
    fence.center = lay.fence_centre
    out["fence"] = fence
    shown = table.drawn.results
    out["results"] = pygame.Rect(shown if shown is not None else lay.results)   # (grown for long results)
    return out


def avoid(table: Any) -> list[pygame.Rect]:
    """Where a caption should not lie: the person's panel (hand, tray, buttons)."""
    you = _seats(table)["you"]
    return [pygame.Rect(table.layout.zone[you].rect)]


def controls(table: Any) -> list[pygame.Rect]:
    """What the person clicks, which a caption (and the coach's panel) keeps clear of before all
    else: their buttons on show and their dice tray (issue 14: at 150 % text on a 1024 x 640
    window the captions lay over Skip card, Stop and Roll). The person: the tutorial's, else the
    one whose view the table shows."""
    if table.tutorial is not None:
        you = _seats(table)["you"]
    else:
        viewer = table.flow.viewer()
        you = viewer if viewer is not None else 0
    out = [pygame.Rect(button.rect).inflate(4, 4) for (seat, _), button in table.buttons.items()
           if seat == you and getattr(button, "visible", True)]
    return out + [pygame.Rect(table.layout.zone[you].tray).inflate(12, 12)]   # (the tray's wooden rim)


def keep_clear(table: Any) -> list[pygame.Rect]:
    """What a caption never covers while any spot allows it: both Bases whole (walls, Captain,
    Target, Buckets: what the game is about), the fence (the players' names, the Meeples and the
    race results stand on it), the line of keys at the foot (a new user: a caption hid it) and the
    spot the taught card or Kid goes to."""
    out = [pygame.Rect(table.drawer.base_area(seat)) for seat in (0, 1)] + [pygame.Rect(table.layout.fence),
                                                                            pygame.Rect(table.layout.hints)]
    spot = taught_spot_rect(table)
    if spot is not None:
        out.append(spot)
    return out


def taught_places(table: Any, seat: int) -> list[dict]:
    """The taught ``place`` / ``recruit`` / ``place_die`` actions of ``seat`` now (empty without a
    tutorial step teaching one): where the gold frame shows, the held card or Kid snaps to, and
    the one target a held die lights and lands on."""
    runner = table.tutorial
    if runner is None or not runner.active or runner.move() is None:
        return []
    legal = table.legal_now(seat)
    taught = table.taught_now(seat)
    if len(taught) == len(legal):
        return []   # nothing filtered: not a taught spot (free, or out of reach)
    return [a for a in taught if a.get("type") in ("place", "recruit", "place_die")]


def taught_spot_rect(table: Any) -> Optional[pygame.Rect]:
    """The px rect of the taught card's or Kid's spot, or None."""
    seat = table.flow.mouse_seat()
    if seat is None:
        return None
    spots = [a for a in taught_places(table, seat) if a["type"] in ("place", "recruit")]
    if not spots:
        return None
    a = spots[0]
    if a["type"] == "place":
        hand = table.state.players[seat].hand
        if not hand:
            return None
        face = table.rules.card_face(hand[0], a["rot"])
        w, h = face.width, face.height
    else:
        w, h = table.rules.kid_size(a["kind"], a["rot"])
    return table.layout.cell_rect(seat, a["x"], a["y"], w, h)


#: the places lying in a play area (``<kind>:<who>`` or ``<kind>:<who>-<id>``)
AREA_PLACES = ("fort", "base", "base-board", "card", "kid")


def place_seat(table: Any, name: str) -> Optional[int]:
    """The seat whose play area the place ``name`` lies in (``fort:you``, ``card:rival-46`` ...), or
    None (a hand, a pile, a button, the fence: not in a play area)."""
    kind, _, rest = name.partition(":")
    if kind not in AREA_PLACES:
        return None
    return _seats(table).get(rest.split("-")[0])


def focus_seat(table: Any) -> Optional[int]:
    """The play area the current step is about (drawn large while it shows, so its caption points
    at the large one): the one its place lies in, else the one its taught move acts on (a card
    placed or a Kid recruited: the person's own; a die: its target's side); None without a step,
    or for a step about neither (a button, the clock)."""
    runner = table.tutorial
    step = runner.step if runner is not None else None
    if step is None:
        return None
    seat = place_seat(table, runner.place or step.at)
    if seat is not None:
        return seat
    move = runner.move()
    if move is None:
        return None
    if move.get("type") in ("place", "recruit"):
        return int(runner.person)
    target = move.get("target")
    if move.get("type") == "place_die" and isinstance(target, dict) and target.get("seat") in (0, 1):
        return int(target["seat"])
    return None


def hold(table: Any) -> bool:
    """The caption waits while the table still plays what the dice did: a big moment (the Jerk
    Die) or the lines of a clean-up still to come (issue 14: the clean-up note moved away before
    it was read); it shows once they are all on the table."""
    if table.moment is not None:
        return True
    results = table.results
    return results is not None and any(at > table.now for _, at in results.get("lines", []))


def clock_held(table: Any) -> bool:
    """The person's race clock stays stopped: a tutorial is running (nobody is rushed)."""
    return table.tutorial is not None and table.tutorial.active
