"""After every hand-off between two people the forts turn round for the new viewer: each fort must
still be drawn (a new user saw forts vanish until something was dragged)."""
from __future__ import annotations

import random

from fort_desktop.table.forfort.paint import FELT, fort_part
from fort_desktop.table.scenes.curtain import Curtain

from .person import play_turns


def _drawn_share(surface, rect) -> float:
    """Share of sampled pixels in ``rect`` that are not the plain felt."""
    points = [(x, y) for x in range(rect.left + 2, rect.right - 2, 6) for y in range(rect.top + 2, rect.bottom - 2, 6)]
    return sum(surface.get_at(p)[:3] != FELT for p in points) / max(1, len(points))


def test_every_fort_is_drawn_on_every_frame_after_a_hand_off(app):
    session = app.new_session("forfort", 8, ["human", "human", "human"])
    scene = app.show_table(session)
    checked = []

    def after(app_):
        if app_.top is scene and not isinstance(app_.top, Curtain) and scene.mouse_seat() is not None:
            layout = scene.layout()
            for seat in layout.forts:
                share = _drawn_share(app_.screen, fort_part(layout, seat, scene.cells))
                assert share > 0.2, f"P{seat + 1}'s fort is not drawn for P{scene.mouse_seat() + 1}"
            checked.append(scene.mouse_seat())

    play_turns(app, scene, random.Random(5), limit=400, on_frame=after)
    assert len(set(checked)) == 3 and len(checked) > 20
