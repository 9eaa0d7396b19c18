"""The Forfort table's frame-bench hook (registry ``bench``; issue 13, "An honest bench").

:func:`bench_position` returns the case's :class:`~fort_desktop.table.kit.bench.FramePosition` and
times nothing (``python -m fort_desktop.bench forfort`` does). The position (:func:`late_game`): a
4-seat teams game (P1 a person, three computer players) played by the computer players through
the rules until the table shows 30+ pieces (visible stacks, keeps, Armies, P1's hand) with 4+ Armies out and
P1 to play a card. After-move samples: the next real moves from there.
"""
from __future__ import annotations

import functools
from typing import Any

from ..kit.bench import FramePosition, first_hovered, path_across, table_on_top
from ..kit.bench import late_game as find_late_game

#: Seeds tried in order: the one found first (the search goes on if the rules change).
SEEDS = (75, *range(1, 120))
MIN_PIECES, MIN_ARMIES = 30, 4
MOVES = 40
SEATS = ["human", "bot", "bot", "bot"]


def pieces_on(view: dict) -> int:
    """Pieces the table shows for ``view``: visible stacks, keeps, Armies, the viewer's hand cards."""
    count = len(view["armies"])
    for player in view["players"]:
        count += 1 + sum(1 for stack in player["fort"].values() if stack) + len(player.get("hand", []))
    return count


def counts(rules: Any, state: Any) -> dict[str, int]:
    view = rules.view(state, 0)
    return {"pieces": pieces_on(view), "armies": len(view["armies"])}


def _late(session: Any) -> bool:
    state = session.state
    if session.acting_seats() != [0] or state.phase != "play" or not state.players[0].hand:
        return False
    c = counts(session.rules, state)
    return c["pieces"] >= MIN_PIECES and c["armies"] >= MIN_ARMIES


@functools.lru_cache(maxsize=1)
def late_game(seeds: tuple[int, ...] = SEEDS) -> dict[str, Any]:
    """``{"seed", "actions", "moves"}``: the actions from ``seed`` to the late position (P1 to
    play, :data:`MIN_PIECES` pieces and :data:`MIN_ARMIES` Armies), then up to how many real moves
    (:data:`MOVES` at most, 20 at least) the game goes on for (the kit's :func:`late_game`)."""
    return find_late_game("forfort", SEATS, seeds, _late, steps=4000, moves=MOVES)


def pieces(scene: Any, view: dict) -> list:
    """The table's pieces as its own surfaces at their sizes (px): each visible stack's card (a
    Wall or a Camp), each keep, each Army token, the pieces over the slots as the painter shows
    them (keep arrows, drawbridge token, Armies standing) and each hand card as the hand fans."""
    from .paint import COLOURS

    layout, pictures, out = scene.layout(), scene.pictures, []
    for seat, player in enumerate(view["players"]):
        colour = COLOURS[seat % len(COLOURS)]
        turns = layout.forts[seat].turns
        for slot, stack in player["fort"].items():
            if stack:
                rect = layout.slot_rect(seat, slot)
                card = stack[-1] if isinstance(stack, list) else stack
                card = card if isinstance(card, str) else str(card)
                image = (pictures.camp(colour, rect.width) if "-C" in card
                         else pictures.slot_card(card, colour, rect.width, turns))
                out.append((image, rect.topleft))
        keep = layout.keep_rect(seat)
        out.append((pictures.keep(colour, keep.width), keep.topleft))
    for army in view["armies"]:
        rect = layout.slot_rect(army["fort"], army["slot"])
        token = pictures.army(COLOURS[army["owner"] % len(COLOURS)], 32)
        out.append((token, token.get_rect(center=rect.center).topleft))
    # what lies over the slots: each keep's arrows, the drawbridge token, each Army standing still
    out += scene.painter.overlay_pieces(view, layout)
    hand = scene.hand_cards(view)
    for card, placed in zip(hand, scene.fan(view)):
        image = scene.painter.card_image(card, COLOURS[view["viewer"] % len(COLOURS)])
        out.append((image, image.get_rect(center=(round(placed.centre[0]), round(placed.centre[1]))).topleft))
    return out


def bench_position(app: Any, case: str) -> FramePosition:
    """The Forfort table on ``app`` at the late game, for frame case ``case`` (see the module)."""
    game = late_game()
    session = app.new_session("forfort", game["seed"], SEATS)
    for action in game["actions"]:
        if session.submit(dict(action)) is not None:
            raise RuntimeError(f"the late Forfort game does not replay at {action}")
    scene = table_on_top(app, session)
    view = scene.view()
    c = counts(session.rules, session.state)
    description = (f"seed {game['seed']}, round {session.state.round}, 4 seats in teams: {c['pieces']} pieces, "
                   f"{c['armies']} Armies")
    position = FramePosition(scene, description, c, pieces(scene, view))
    fan = [(round(p.centre[0]), round(p.centre[1])) for p in scene.fan(view)]
    if case == "hover":
        spot = first_hovered(scene, fan)
        if spot is None:
            raise RuntimeError("no hand card of the Forfort table shows big")
        position.pointer = spot
    elif case == "drag":
        position.pointer = fan[0]
        position.path = path_across(app.screen.get_rect().inflate(-300, -300))
    elif case == "after_move":
        position.next_move = lambda session: session.bot_action(session.acting_seats()[0])
        position.moves = game["moves"]
    return position
