"""The Forfort painter: the pieces over the forts (keeps' arrows, tokens, Armies) are pictures kept
between frames and made again only when what they show changes."""
from __future__ import annotations

import copy

from fort_desktop.table.forfort import paint as paint_module

from ...rules.forfort.helpers import A, board, keep_top
from .test_gestures import _table


def _arrow_spy(monkeypatch) -> list[tuple[int, tuple]]:
    calls: list[tuple[int, tuple]] = []
    real = paint_module.keep_arrows

    def spy(layout, seat, slots):
        calls.append((seat, tuple(slots)))
        return real(layout, seat, slots)

    monkeypatch.setattr(paint_module, "keep_arrows", spy)
    return calls


def test_the_keeps_arrows_are_not_drawn_again_while_nothing_changes(app, monkeypatch):
    s = board()
    keep_top(s, A, "W20")
    session, scene = _table(app, s)
    app.draw()
    calls = _arrow_spy(monkeypatch)
    for _ in range(3):
        scene.dirty = True
        app.draw()
    assert calls == []


def test_a_keeps_new_arrows_are_drawn_once_its_top_card_changed(app, monkeypatch):
    s = board()
    keep_top(s, A, "W20")                     # back: NE, N
    session, scene = _table(app, s)
    app.draw()
    calls = _arrow_spy(monkeypatch)
    changed = copy.deepcopy(session.state)
    keep_top(changed, A, "W18")               # back: W, N
    session.state = changed
    app.draw()
    mine = [slots for seat, slots in calls if seat == A]
    assert mine and set(mine[-1]) == set(scene.view()["players"][A]["arrows"]) != {"NE", "N"}
    assert all(seat == A for seat, _ in calls)      # the other forts' pictures are kept
