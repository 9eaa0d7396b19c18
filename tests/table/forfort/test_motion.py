"""What moves on the Forfort table (issue 9 item 3): an Army slides along the wall as it marches, the
drawbridge token lands on its Wall under a "second turn" banner, a combo pulses both symbols."""
from __future__ import annotations

from fort_desktop.table.forfort.motion import MARCH_SECONDS

from ...rules.forfort.helpers import A, B, army, board, hand, keep_top, stack
from ..shell_helpers import click, drag
from .test_gestures import _combo_played, _hand_pos, _slot, _table


def test_a_marching_army_slides_from_slot_to_slot_at_its_owners_turn(app):
    s = board()
    stack(s, B, "N", "W22")
    hand(s, A, "W24", "W11", "W12")
    session, scene = _table(app, s, seats=("human", "bot"))
    drag(app, _hand_pos(scene, "P1-W24"), _slot(scene, B, "NW"))
    click(app, next(b for b in scene.input.choices if "marching left" in b.label).rect.center, frames=1)
    for _ in range(10):                        # the bot plays; P1's turn starts and the Army marches
        if scene.motion.marches:
            break
        app.step(1 / 60)
    march = scene.motion.marches[0]
    army_id, fort, start, end = march[:4]
    assert (fort, start, end) == (B, "NW", "N") and army_id in scene.motion.marching_ids()
    app.step(MARCH_SECONDS / 2)
    x, y = scene.motion.marching_centre(scene.layout(), army_id, scene.now)
    a, b = scene.layout().slot_rect(B, "NW").center, scene.layout().slot_rect(B, "N").center
    assert min(a[0], b[0]) < x < max(a[0], b[0]) and y == a[1] == b[1]   # half way along the wall
    app.step(MARCH_SECONDS)
    assert scene.motion.marching_ids() == set()         # arrived: drawn on its slot again


def test_the_drawbridge_token_lands_on_its_wall_and_its_moment_keeps_off_every_fort(app):
    s = board()
    stack(s, A, "N", "W20")  # drawbridge icon
    keep_top(s, A, "W01")  # back: NW, E
    hand(s, A, "W12", "W22", "W24")
    army(s, A, B, "SW", "N")
    session, scene = _table(app, s)
    drag(app, _hand_pos(scene, "P1-W22"), _slot(scene, A, "E"))
    click(app, _slot(scene, A, "N"))
    assert scene.view()["players"][A]["token_slot"] == "N"
    app.step(0.2)
    moment = scene.moments.showing
    assert moment is not None and moment.kind == "drawbridge" and "plays again" in moment.line
    layout = scene.layout()
    forts = [layout.slot_rect(seat, slot) for seat in range(2) for slot in [*layout.cells, "keep"]]
    assert moment.rect.collidelist(forts) == -1         # the banner covers no fort
    app.step(3.0)
    assert scene.moments.showing is None                # it goes after a moment


def test_a_combo_pulses_the_matching_symbol_on_both_slots(app):
    session, scene = _combo_played(app)
    assert {(seat, slot, symbol) for seat, slot, symbol, _ in scene.motion.combo_marks} == {(A, "N", "ram"), (A, "NW", "ram")}


def test_what_the_computer_puts_down_is_ringed_a_while_and_a_person_s_own_move_is_not():
    """Issue 14: the computer's moves showed only in the log."""
    from fort_desktop.table.forfort.motion import CHANGED, CHANGED_SECONDS, Motion

    motion = Motion(1.0, False, None, None)
    build = [{"kind": "build", "seat": B, "card": "P2-W01", "slot": "N"},
             {"kind": "camp", "seat": B, "card": "P2-C1", "paid": "P2-W02", "fort": B, "slot": "SE"}]
    motion.heard(build, 10.0, None, {}, [], computer=False)
    assert not motion.flashes
    motion.heard(build, 10.0, None, {}, [], computer=True)
    assert sorted(f[:3] for f in motion.flashes) == [(B, "N", CHANGED), (B, "SE", CHANGED)]
    motion.tick(10.0 + CHANGED_SECONDS + 0.1)
    assert not motion.flashes
