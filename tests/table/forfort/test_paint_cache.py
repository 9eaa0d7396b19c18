"""Everything the Forfort painter keeps between frames (layer parts, the pieces over the forts, the
fanned hand and the slots' flashing frames as overlays) shows what a painting from scratch shows:
a piece that changes is drawn again, pixel for pixel, in the first frame after the move."""
from __future__ import annotations

import pygame

from fort_desktop.session import GameSession
from fort_desktop.table.kit.bench import lift_curtains, table_on_top

DT = 1 / 60


def _fresh_picture(scene, surface: pygame.Surface) -> bytes:
    """The same frame painted with nothing kept (same scene time, same state)."""
    scene.painter.forget()
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_the_first_frame_after_each_move_is_what_a_fresh_painting_shows(app):
    session = GameSession("forfort", 75, ["human", "bot", "bot", "bot"], bot_pace_seconds=0.0)   # no autosaves
    for _ in range(40):                      # a few rounds in: Walls, Camps and Armies out
        session.play_bot(session.acting_seats()[0])
    scene = table_on_top(app, session)
    screen = app.screen
    checked = 0
    for _ in range(7):
        if session.is_over:
            break
        assert session.submit(dict(session.bot_action(session.acting_seats()[0]))) is None
        scene.update(DT)
        scene.draw(screen)                   # the cached frame
        cached = pygame.image.tobytes(screen, "RGB")
        assert _fresh_picture(scene, screen) == cached, f"a stale picture after move {checked + 1}"
        checked += 1
        for _ in range(2):                   # what moves goes on; the caches are built again
            lift_curtains(app, scene)
            scene.update(DT)
            scene.draw(screen)
    assert checked >= 6


def test_what_shows_big_is_what_the_view_of_the_moment_shows(app):
    # The table keeps what shows big under the pointer per view and place: after each move the same
    # spots give what a fresh look gives (the card now there, the hand now held).
    from fort_desktop.table.kit.hand import card_at

    session = GameSession("forfort", 75, ["human", "bot", "bot", "bot"], bot_pace_seconds=0.0)
    for _ in range(40):
        session.play_bot(session.acting_seats()[0])
    scene = table_on_top(app, session)
    layout = scene.layout()
    spots = [layout.slot_rect(seat, slot).center for seat in layout.forts for slot in scene.cells]
    changed = 0
    for _ in range(6):
        view = scene.view()
        spots_now = spots + [(round(p.centre[0]), round(p.centre[1])) for p in scene.fan(view)]
        before = [scene._hover_info(spot) for spot in spots_now]
        assert session.submit(dict(session.bot_action(session.acting_seats()[0]))) is None
        scene.update(DT)
        view = scene.view()
        for spot, old in zip(spots_now, before):
            index = card_at(scene.fan(view), spot)
            fresh = scene.painter.hover_info(view, layout, index, layout.target_at(spot) if index is None else None,
                                             scene.names())
            kept = scene._hover_info(spot)
            assert (kept and (kept[0], kept[2])) == (fresh and (fresh[0], fresh[2]))
            changed += (old and old[0]) != (kept and kept[0])
    assert changed > 0
