"""Frame bench of the Forfort table (issue 9 "Measured"): figures printed, never asserted.

The position: a 4-seat teams game (P1 a person, three computer players) played by the computer
players from a fixed seed until round 5 or later, with P1 to play a card. Frames (``update`` +
``draw`` of the table scene on top of a headless App, dummy video driver) in four cases: idle, hover
(a hand card shown big), a card held in a drag, the first frame after a real move (the parts that
changed painted again), and a full repaint (the worst case). Baseline measured in the same run: one full-screen blit plus blitting as many
pre-rendered card-sized surfaces as there are pieces on the table (visible stacks, keeps, Armies,
hand cards): the least any renderer of that table must do. Target: ratio <= 2.5x.
"""
from __future__ import annotations

import random
import statistics
import time
from typing import Any, Callable

from ...bench import median_ms, ratio_line

SEED = 7
TARGET = 2.5




def _line(name: str, value: float, base: float, pieces: int) -> str:
    return ratio_line(f"forfort {name}", value, base, f"full-screen blit + {pieces} card blits", TARGET)


def mid_game(app: Any, seed: int = SEED) -> Any:
    """A 4-seat session at round 5+ with P1 (a person) to play a card; raises RuntimeError if the
    seeded game ends first."""
    session = app.new_session("forfort", seed, ["human", "bot", "bot", "bot"])
    rng = random.Random(seed)
    for _ in range(2000):
        state = session.state
        if state.round >= 5 and session.acting_seats() == [0] and state.phase == "play" and state.players[0].hand:
            return session
        if session.is_over:
            break
        seat = session.acting_seats()[0]
        legal = session.legal_actions(seat)
        session.submit(session.bot_action(seat) if seat else rng.choice(legal))
    raise RuntimeError(f"seed {seed} gives no mid-game position")


def pieces_on(view: dict) -> int:
    """Card-like pieces the table draws for ``view``: visible stacks, keeps, Armies, hand cards."""
    count = len(view["armies"])
    for player in view["players"]:
        count += 1 + sum(1 for stack in player["fort"].values() if stack) + len(player.get("hand", []))
    return count


def _baseline(screen: Any, pieces: int) -> float:
    import pygame

    background = pygame.Surface(screen.get_size()).convert()
    background.fill((46, 84, 60))
    card = pygame.Surface((58, 58), pygame.SRCALPHA)
    card.fill((236, 224, 196, 255))
    card = card.convert_alpha()          # the fastest form of a card surface: a fair, low baseline
    spots = [((i * 97) % 1200, (i * 61) % 700) for i in range(pieces)]

    def blit():
        screen.blit(background, (0, 0))
        for spot in spots:
            screen.blit(card, spot)

    return median_ms(blit, 300)


def _after_moves(scene: Any, frame: Callable[[], None], moves: int = 80) -> float:
    """Median ms of the first frame after each of ``moves`` real moves (made untimed by the
    computer players from the position, then the position is put back)."""
    session = scene.session
    state, actions = session.state, list(session.actions)
    out = []
    for _ in range(moves):
        if session.is_over:
            break
        session.submit(session.bot_action(session.acting_seats()[0]))
        t0 = time.perf_counter()
        frame()
        out.append((time.perf_counter() - t0) * 1000)
    session.state, session.actions = state, actions
    return statistics.median(out)


def run() -> list[str]:
    """Measure and return the printed lines (baseline, each case's median ms and ratio)."""
    import pygame

    from ..app import App
    from .layout import CARD_SIZE

    app = App(headless=True, user_settings=False, autosave=False)
    try:
        session = mid_game(app)
        scene = app.show_table(session)
        for _ in range(3):
            app.step(1 / 60)
        view = scene.view()
        pieces = pieces_on(view)
        base = _baseline(app.screen, pieces)

        def frame():
            scene.update(1 / 60)
            scene.draw(app.screen)

        lines = [f"forfort position: seed {SEED}, round {session.state.round}, 4 seats, {pieces} pieces on the table"]
        scene.input.pointer = (5, 795)
        for _ in range(5):
            frame()
        lines.append(_line("frame: idle", median_ms(frame, 300), base, pieces))

        fan = scene.fan(view)
        spot = (round(fan[0].centre[0]), round(fan[0].centre[1]))
        scene.input.pointer = spot
        scene.hover.pointer_at(spot, scene.now, scene.version)
        scene.now += 1.0                 # rested long enough: the card shows big
        lines.append(_line("frame: hover", median_ms(frame, 300), base, pieces))

        card = scene.hand_cards(view)[0]
        w, h = CARD_SIZE
        scene.drag.start(card, spot, pygame.Rect(spot[0] - w // 2, spot[1] - h // 2, w, h))
        step = iter(range(10 ** 9))

        def held():
            i = next(step)
            scene.drag.move((300 + (i * 7) % 400, 300 + (i * 3) % 200))
            frame()

        lines.append(_line("frame: dragging", median_ms(held, 300), base, pieces))
        scene.drag.cancel("bench")

        lines.append(_line("frame: after a move", _after_moves(scene, frame), base, pieces))

        def repaint_all():
            scene.painter.forget()         # the worst case: every part painted again
            frame()

        lines.append(_line("frame: full repaint", median_ms(repaint_all, 100), base, pieces))
        return lines
    finally:
        app.close()


if __name__ == "__main__":  # pragma: no cover
    print("\n".join(run()))
