"""The Fort table's frame-bench hook (registry ``bench``; issue 13, "An honest bench").

:func:`bench_position` returns the case's :class:`~fort_desktop.table.kit.bench.FramePosition` and
times nothing (``python -m fort_desktop.bench fort`` does). The position (:func:`late_game`): a
4-seat game (P1 a person, three computer players) played by the computer players through the rules
until the table is late and full: 25+ cards on the boards (Yards and Lookouts; more face up with
the Park and P1's hand), every Lookout at its cap, cards in every Yard but P1's (P1's Yard goes to
the discard pile as P1's turn starts), tokens in the Stuff and Pack zones, and P1 to play a card. After-move samples: the next real moves
from there, made by the computer players.
"""
from __future__ import annotations

import functools
from typing import Any

from ..kit.bench import FramePosition, first_hovered, path_across, table_on_top
from ..kit.bench import late_game as find_late_game

#: Seeds tried in order: the one found first (the search goes on if the rules change).
SEEDS = (23, *(s for s in range(1, 40) if s != 23))
#: issue 13 item 7: 25+ cards on the boards (Yards and Lookouts), tokens, every Lookout full.
MIN_CARDS_SHOWN, MIN_BOARD_CARDS, MIN_TOKENS = 25, 25, 6
#: After-move samples: real moves played on from the position.
MOVES = 40


def counts(state: Any) -> dict[str, int]:
    """What makes ``state`` heavy: cards on the boards (Yards and Lookouts), tokens, Lookouts full."""
    from ...rules.fort.board import lookout_cap

    boards = state.boards
    return {"board_cards": sum(len(b.yard) + len(b.lookout) for b in boards),
            "cards_shown": (sum(len(b.yard) + len(b.lookout) for b in boards) + len(boards[0].hand)
                            + sum(1 for c in state.park if c)),
            "tokens": sum(sum(b.stuff.values()) + sum(b.pack.values()) for b in boards),
            "lookouts_full": sum(1 for i, b in enumerate(boards) if len(b.lookout) >= lookout_cap(state, i) > 0),
            "yards_with_cards": sum(1 for b in boards if b.yard)}


def _heavy(state: Any) -> bool:
    c = counts(state)
    seats = len(state.boards)
    return (c["cards_shown"] >= MIN_CARDS_SHOWN and c["board_cards"] >= MIN_BOARD_CARDS and c["tokens"] >= MIN_TOKENS
            and c["lookouts_full"] == seats and c["yards_with_cards"] >= seats - 1)


def _late(session: Any) -> bool:
    return (session.acting_seats() == [0] and (session.state.pending or {}).get("kind") == "play"
            and _heavy(session.state))


@functools.lru_cache(maxsize=1)
def late_game(seeds: tuple[int, ...] = SEEDS) -> dict[str, Any]:
    """``{"seed", "actions", "moves"}``: the actions from ``seed`` to the late position (P1 to play),
    then how many real moves (:data:`MOVES` at most, 20 at least) the game goes on for (the kit's
    :func:`late_game`)."""
    return find_late_game("fort", ["human", "bot", "bot", "bot"], seeds, _late, steps=6000, moves=MOVES)


def pieces(scene: Any) -> list:
    """Every face-up card the table drew last frame (boards, Park, play area, hand) and every token,
    as the painter's own surfaces at their sizes (px)."""
    painter = scene.painter
    out = [(painter.face(card, rect.size, False), rect.topleft) for rect, card in painter.shown]
    token = painter.face(None, (18, 18))
    out += [(token, spot.rect.topleft) for spot in painter.tokens]
    return out


def _session_at(app: Any, seed: int, actions: list[dict]) -> Any:
    session = app.new_session("fort", seed, ["human", "bot", "bot", "bot"])
    for action in actions:
        if session.submit(dict(action)) is not None:
            raise RuntimeError(f"the late Fort game does not replay at {action}")
    return session


def bench_position(app: Any, case: str) -> FramePosition:
    """The Fort table on ``app`` at the late game, for frame case ``case`` (see the module)."""
    game = late_game()
    session = _session_at(app, game["seed"], game["actions"])
    scene = table_on_top(app, session)
    state = session.state
    c = counts(state)
    description = (f"seed {game['seed']}, round {state.round}, 4 seats: {c['cards_shown']} cards face up "
                   f"({c['board_cards']} in Yards and Lookouts), {c['tokens']} tokens, "
                   f"{c['lookouts_full']} Lookouts full")
    position = FramePosition(scene, description, c, pieces(scene))
    hand = [rect.center for rect, _ in scene.painter.hand_cards]
    if case == "hover":
        spot = first_hovered(scene, hand + [rect.center for rect, _ in scene.painter.shown])
        if spot is None:
            raise RuntimeError("no card of the Fort table shows big")
        position.pointer = spot
    elif case == "drag":
        if not hand:
            raise RuntimeError("P1 has no hand card to drag")
        position.pointer = hand[0]
        position.path = path_across(scene.painter.layout.play)
    elif case == "after_move":
        position.next_move = lambda session: session.bot_action(session.acting_seats()[0])
        position.moves = game["moves"]
    return position
