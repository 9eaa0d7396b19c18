"""Everything the Forfort painter keeps between frames (layer parts, the pieces over the forts, the
fanned hand and the slots' flashing frames as overlays) shows what a painting from scratch shows:
a piece that changes is drawn again, pixel for pixel, once the table has settled (the words beside
the board may follow the board by a few frames: the layer cache's later parts)."""
from __future__ import annotations

import pygame

from fort_desktop.session import GameSession
from fort_desktop.table.kit.bench import lift_curtains, table_on_top
from fort_desktop.table.kit.layers import LATER_MOST_FRAMES

DT = 1 / 60


def _fresh_picture(scene, surface: pygame.Surface) -> bytes:
    """The same frame painted with nothing kept (same scene time, same state)."""
    scene.painter.forget()
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_the_frame_after_each_move_once_settled_is_what_a_fresh_painting_shows(app):
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
        frames = 1
        while scene.settling():              # the words beside the board follow
            scene.update(DT)
            scene.draw(screen)
            frames += 1
        # the board's frame, the frame the words are worked out in, then each waits its turn
        assert frames <= LATER_MOST_FRAMES + 2, "the table took too many frames to settle"
        cached = pygame.image.tobytes(screen, "RGB")
        assert _fresh_picture(scene, screen) == cached, f"a stale picture after move {checked + 1}"
        checked += 1
        for _ in range(2):                   # what moves goes on; the caches are built again
            lift_curtains(app, scene)
            scene.update(DT)
            scene.draw(screen)
    assert checked >= 6


def test_what_shows_big_is_what_the_view_of_the_moment_shows(app):
    # The table keeps what shows big under the pointer per view and place: a new view (the next
    # state) under a pointer that did not move shows what that view holds there.
    import copy

    session = GameSession("forfort", 75, ["human", "bot", "bot", "bot"], bot_pace_seconds=0.0)
    for _ in range(40):
        session.play_bot(session.acting_seats()[0])
    scene = table_on_top(app, session)
    layout, view = scene.layout(), scene.view()
    built = [(seat, slot) for seat in layout.forts for slot, stack in view["players"][seat]["fort"].items() if stack]
    seat, slot = built[0]
    spot = layout.slot_rect(seat, slot).center
    first = scene._hover_info(spot)
    assert first is not None and first[0][3] == view["players"][seat]["fort"][slot][-1]
    assert scene._hover_info(spot) is first                   # asked again: kept
    other = next(card for s, sl in built[1:] for card in [view["players"][s]["fort"][sl][-1]]
                 if card != first[0][3] and "-C" not in card)
    later = copy.deepcopy(view)
    later["players"][seat]["fort"][slot] = list(later["players"][seat]["fort"][slot]) + [other]
    scene.view = lambda: later                                # the next state's view, the pointer still
    shown = scene._hover_info(spot)
    assert shown is not None and shown[0][3] == other


def test_a_new_viewer_sees_every_word_of_their_own_in_their_first_frame(app):
    # Words beside the board may follow a move by a few frames, but never across a hand-off: the
    # list of moves (card names) and the rest of the last viewer's words go in the same frame.
    session = GameSession("forfort", 75, ["human", "human"], bot_pace_seconds=0.0)
    scene = table_on_top(app, session)
    screen = app.screen
    viewers = set()
    for _ in range(6):
        assert session.submit(dict(session.bot_action(session.acting_seats()[0]))) is None
        for _ in range(3):
            lift_curtains(app, scene)
            scene.update(DT)
            scene.draw(screen)
            viewer = scene.view()["viewer"]
            if viewer not in viewers and viewers:
                assert not scene.settling(), "a new viewer's first frame left words of the last viewer"
            viewers.add(viewer)
    assert viewers == {0, 1}
