"""The Fort table's frame bench (issue 8 "Measured"): a 4-seat table mid-game, one person seated,
drawn frame by frame, against a full-screen blit plus the same number of card surfaces blitted;
also a frame while a card is dragged, and the computer player's decision time. Prints figures
(milliseconds, medians of many frames), never asserts. ``run()`` returns the printed lines."""
from __future__ import annotations

import statistics
import time
from typing import Any

from ...bench import median_ms, ratio_line as _line

FRAME_TARGET = 2.5        # a table frame may cost this many times the bare blit baseline
SEED = 12




def mid_game(seed: int = SEED, rounds: int = 4) -> Any:
    """A 4-seat session (P1 a person, the rest computer) played by the bots until round ``rounds``
    with P1 to play."""
    from ...session import GameSession

    session = GameSession("fort", seed, ["human", "bot", "bot", "bot"], bot_pace_seconds=0.0)
    for _ in range(5000):
        acting = session.acting_seats()
        if session.is_over or (session.state.round >= rounds and acting == [0]
                               and (session.state.pending or {}).get("kind") == "play"):
            break
        session.play_bot(acting[0])
    return session


def _baseline(app: Any, pieces: int, size: tuple[int, int], repeat: int = 300) -> float:
    import pygame

    background = pygame.Surface(app.screen.get_size()).convert()
    background.fill((46, 92, 64))
    card = pygame.Surface(size, pygame.SRCALPHA)
    card.fill((250, 246, 232, 255))
    pygame.draw.rect(card, (40, 30, 20), card.get_rect(), 1)
    card = card.convert_alpha()
    spots = [((i * 97) % 1180, (i * 61) % 680) for i in range(pieces)]

    def blit() -> None:
        app.screen.blit(background, (0, 0))
        for spot in spots:
            app.screen.blit(card, spot)

    return median_ms(blit, repeat)


def run() -> list[str]:
    """Time the frames and the computer player; returns (and prints) the lines."""
    import pygame

    from ..app import App
    from .layout import CARD
    from .scene import FortTable

    lines: list[str] = []
    app = App(headless=True, user_settings=False, autosave=False)
    try:
        session = mid_game()
        scene = FortTable(app, session)
        app.push(scene)

        def frame() -> None:
            scene.update(1 / 60)
            scene.dirty = True
            scene.draw(app.screen)

        for _ in range(5):
            frame()
        pieces = len(scene.painter.shown)
        base = _baseline(app, pieces, CARD)
        name = f"full-screen blit + {pieces} card blits"
        lines.append(f"fort table: 4 seats, round {session.state.round}, {len(session.actions)} actions played")
        lines.append(_line("frame: idle", median_ms(frame, 200), base, name, FRAME_TARGET))
        rect, card = scene.painter.hand_cards[0]
        scene.drag.start(card, rect.center, rect)
        scene.drag.move(scene.painter.layout.play.center)
        lines.append(_line("frame: dragging a hand card", median_ms(frame, 200), base, name, FRAME_TARGET))
        scene.drag.cancel()
        scene.pointer = rect.center
        scene.hover.pointer_at(rect.center, 0.0, scene.version)
        scene.now = 5.0
        lines.append(_line("frame: hover enlargement", median_ms(frame, 200), base, name, FRAME_TARGET))
        scene.hover.pointer_at((5, 795), 5.0, scene.version)

        # the first frame after a move: the state goes back and forth between two positions one
        # move apart, and the pictures of the boards are forgotten each time, so each frame paints
        # what a real move changes (the parts that show the same things are kept)
        states = [session.state, session.rules.apply(session.state, session.bot_action(session.acting_seats()[0]))]
        flips = [0]

        def after_move() -> None:
            flips[0] ^= 1
            session.state = states[flips[0]]
            scene.painter._parts = {k: v for k, v in scene.painter._parts.items() if k[0] != "board"}
            frame()

        lines.append(_line("frame: after a move", median_ms(after_move, 100), base, name, FRAME_TARGET))
        session.state = states[0]

        def repainted() -> None:  # everything painted again (a new window size, the score sheet gone)
            scene._base_key = None
            scene.painter.forget()
            scene.painter._parts.clear()
            frame()

        lines.append(_line("frame: whole table repainted", median_ms(repainted, 100), base, name, None))
        pygame.event.clear()
    finally:
        app.close()

    import random

    from ...bots.fort import choose
    from ...rules.fort import RULES

    rng = random.Random(1)
    decisions = []
    state = RULES.new_game(SEED, ["bot"] * 4)
    for _ in range(3000):
        if RULES.is_over(state):
            state = RULES.new_game(rng.randrange(10**6), ["bot"] * 4)
        seat = RULES.acting_seats(state)[0]
        t0 = time.perf_counter()
        action = choose(RULES, state, seat, rng)
        decisions.append((time.perf_counter() - t0) * 1000)
        state = RULES.apply(state, action)
    decisions.sort()
    lines.append(f"computer decision: median {statistics.median(decisions):.3f} ms, "
                 f"p95 {decisions[int(len(decisions) * 0.95)]:.3f} ms over {len(decisions)} decisions (target p95 <= 100 ms)")
    return lines

