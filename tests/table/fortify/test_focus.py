"""The play area being acted on is drawn large, the other as an inset a click brings into focus
(issue 7: "everything on the table is too small"). Driven with posted mouse events as a person makes
them; the geometry comes from the table's own layout."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop.rules.fortify.state import BUILD, THROW
from fort_desktop.table.fortify.layout import SCREEN_H, SCREEN_W, Layout

from .test_scene import DT, app, click, held_centre, lift_curtain, legal_spot, pointer_for, post, \
    press_and_move, release, settle, start, to_phase  # noqa: F401  (app: the fixture)

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")
TODAY_CELL_PX = 17        # the box size before issue 7


@pytest.mark.parametrize("focus", [0, 1])
def test_the_fort_in_focus_is_drawn_at_least_27_px_a_cell_and_is_the_largest_thing(focus):
    lay = Layout(36, 20, focus=focus)
    big = lay.area[focus]
    assert lay.cells[focus] >= 27 and lay.cells[focus] / TODAY_CELL_PX >= 1.55     # "about 1.6x"
    assert big.size == (36 * lay.cells[focus], 20 * lay.cells[focus])
    assert pygame.Rect(0, 0, SCREEN_W, SCREEN_H).contains(big)
    others = [lay.area[1 - focus], lay.supply, lay.log, lay.banner, lay.hints, lay.fence,
              *(z.rect for z in lay.zone.values())]
    assert all(big.w * big.h > r.w * r.h for r in others)
    assert not any(big.colliderect(r) for r in others if r is not lay.fence)


def test_the_inset_and_the_side_panels_never_overlap():
    for focus in (0, 1):
        lay = Layout(36, 20, focus=focus)
        parts = [lay.area[0], lay.area[1], lay.supply, lay.log, lay.zone[0].rect, lay.zone[1].rect, lay.hints]
        for i, a in enumerate(parts):
            assert not any(a.colliderect(b) for b in parts[i + 1:]), (focus, a)


def test_a_card_dragged_from_the_hand_lands_on_the_own_fort_in_focus(app):
    session, scene = start(app, ["human", "bot"])
    app.settings["bot_pace_seconds"] = 60.0
    lift_curtain(app)
    assert session.state.phase == BUILD and scene.focus == 0 and scene.layout.cells[0] >= 27
    hand = scene.hand_rects[0]
    card = session.state.players[0].hand[0]
    spot = legal_spot(session, 0)
    end = pointer_for(scene, 0, held_centre(scene, 0), spot["x"], spot["y"])
    press_and_move(app, hand.center, end)
    ghost = scene.card_ghost(scene.drag.drag)
    assert ghost.problem is None and (ghost.x, ghost.y) == (spot["x"], spot["y"])
    assert ghost.rect.size == (4 * scene.layout.cells[0], 6 * scene.layout.cells[0])
    release(app, end)
    placed = session.state.players[0].cards[card]
    assert (placed.x, placed.y) == (spot["x"], spot["y"])


def _rolled_with_a_target_on_the_rival(app, only_rival=False):
    """A table in Part II (a person against the computer) whose rolled dice have a target on the
    rival's side (``only_rival``: and none on the own side): (session, scene, die, target); the
    seeds are tried in order."""
    for seed in range(3, 12):
        session, scene = start(app, ["human", "bot"], seed=seed, advance=to_phase(THROW))
        app.settings["bot_pace_seconds"] = 60.0
        lift_curtain(app)
        click(app, scene.buttons[(0, "roll")].rect.center)
        settle(app, scene, 0)
        app.step(DT)
        state = session.state
        for die in state.players[0].rolled:
            every = scene.rules.die_targets(state, 0, die)
            targets = [t for t in every if t["seat"] == 1]
            if targets and not (only_rival and len(targets) < len(every)):
                return session, scene, die, targets[0]
    pytest.fail("no seed gave a die with a target on the rival's side")


def test_a_die_dragged_onto_the_rival_fort_in_focus_is_placed_and_lies_where_it_was_dropped(app):
    session, scene, die, target = _rolled_with_a_target_on_the_rival(app)
    assert scene.focus == 1 and scene.layout.cells[1] >= 27       # Part II: the rival's fort is large
    rect = scene.drawer.target_screen_rect(session.state, target)
    drop = (rect.x + rect.w // 3, rect.y + rect.h // 3)
    view = next(v for v in scene.trays[0].dice() if v.die_id == die)
    press_and_move(app, (round(view.x_px), round(view.y_px)), drop, steps=8)
    assert scene.die_target(scene.drag.drag) == (target, None)
    release(app, drop)
    assert [(d.die, d.target) for d in session.state.dice_placed] == [(die, target)]
    point = scene.dropped_points(session.state)[die]
    assert abs(point[0] - drop[0]) <= 1 and abs(point[1] - drop[1]) <= 1


def test_a_click_on_the_inset_brings_the_other_fort_into_focus_and_a_click_back_returns(app):
    session, scene = start(app, ["human", "bot"])
    app.settings["bot_pace_seconds"] = 60.0
    lift_curtain(app)
    assert scene.focus == 0
    click(app, scene.layout.area[1].center)
    assert scene.focus == 1 and scene.layout.cells[1] >= 27
    for _ in range(5):
        app.step(DT)
    assert scene.focus == 1                     # the person's pick lasts
    click(app, scene.layout.area[0].center)
    assert scene.focus == 0


def test_a_die_placed_before_the_focus_changes_keeps_its_spot_on_its_target(app):
    session, scene, die, target = _rolled_with_a_target_on_the_rival(app)
    rect = scene.drawer.target_screen_rect(session.state, target)
    drop = (rect.x + rect.w // 4, rect.y + rect.h // 4)
    view = next(v for v in scene.trays[0].dice() if v.die_id == die)
    press_and_move(app, (round(view.x_px), round(view.y_px)), drop, steps=8)
    release(app, drop)
    click(app, scene.layout.area[0].center)         # look at the own fort: the rival's is the inset
    assert scene.focus == 0
    small = scene.drawer.target_screen_rect(session.state, target)
    point = scene.dropped_points(session.state)[die]
    assert abs((point[0] - small.x) / small.w - (drop[0] - rect.x) / rect.w) < 0.02
    assert abs((point[1] - small.y) / small.h - (drop[1] - rect.y) / rect.h) < 0.02


def test_picking_up_the_hand_card_while_looking_at_the_rival_brings_the_own_fort_into_focus(app):
    session, scene = start(app, ["human", "bot"])
    app.settings["bot_pace_seconds"] = 60.0
    lift_curtain(app)
    click(app, scene.layout.area[1].center)
    assert scene.focus == 1
    hand = scene.hand_rects[0]
    press_and_move(app, hand.center, (hand.centerx - 300, hand.centery - 100))
    assert scene.focus == 0
    assert scene.drag.drag.rect.size == (4 * scene.layout.cells[0], 6 * scene.layout.cells[0])


@pytest.mark.parametrize("looked_at", ["inset", "in focus"])
def test_hovering_a_card_of_the_rival_shows_it_big_in_the_inset_and_in_focus(app, looked_at):
    session, scene = start(app, ["human", "bot"], advance=to_phase(THROW))
    app.settings["bot_pace_seconds"] = 60.0
    lift_curtain(app)
    scene.set_focus(0 if looked_at == "inset" else 1, picked=True)
    app.step(DT)
    grid = session.state.players[1].grid
    card, placement = next(iter(session.state.players[1].cards.items()))
    rect = scene.drawer.card_rect(1, placement)
    face = scene.rules.card_face(card, placement.rot)
    cell = next((placement.x + x, placement.y + y) for y in range(face.height) for x in range(face.width)
                if grid.card_at(placement.x + x, placement.y + y) == card
                and grid.kid_at(placement.x + x, placement.y + y) is None)
    point = scene.layout.cell_rect(1, *cell).center
    assert rect.collidepoint(point)
    post(pygame.MOUSEMOTION, pos=point, rel=(1, 1), buttons=(0, 0, 0))
    for _ in range(40):
        app.step(DT)
    assert scene.hover_key == ("card", 1, card)


@pytest.mark.parametrize("phase", [BUILD, THROW])
def test_a_long_message_covers_neither_the_fort_in_focus_nor_the_hand_tray_or_buttons(app, phase):
    from fort_desktop.table.kit.hud import draw_toast
    session, scene = start(app, ["human", "bot"], advance=None if phase == BUILD else to_phase(phase))
    app.settings["bot_pace_seconds"] = 60.0
    lift_curtain(app)
    scene.say("P1: none of your dice can be placed - no yellow card or face-up yellow Kid on P2's side. "
              "Click to go on", 5.0, style="info")
    home = scene.painter._toast_home(scene.flow.viewer())
    rect = draw_toast(pygame.Surface((SCREEN_W, SCREEN_H)), scene.message, home)
    zone = scene.layout.zone[0]
    for part in (scene.layout.area[scene.focus], zone.hand, zone.tray, *zone.buttons):
        assert not rect.colliderect(part), part


def test_the_size_of_the_fort_in_focus_comes_from_the_table_data_and_is_shrunk_to_fit():
    assert Layout(36, 20, focus=0, focus_cell_px=20).cells[0] == 20
    fitted = Layout(36, 20, focus=0, focus_cell_px=40)
    assert fitted.cells[0] < 40 and pygame.Rect(0, 0, SCREEN_W, SCREEN_H).contains(fitted.area[0])


def test_the_table_draws_the_fort_in_focus_at_the_size_the_data_names(app, monkeypatch):
    import fort_desktop.table.fortify.scene as scene_module
    asked = []

    def layout(*args, **kwargs):
        asked.append(kwargs.get("focus_cell_px"))
        return Layout(*args, **{**kwargs, "focus_cell_px": 21})
    monkeypatch.setattr(scene_module, "Layout", layout)
    session, scene = start(app, ["human", "bot"])
    assert asked and set(asked) == {session.rules.data.table["focus_cell_px"]}
    assert scene.layout.cells[scene.focus] == 21


def test_the_board_never_switches_under_a_held_die_and_catches_up_after_the_drop(app):
    """Issue 14: a die picked up with the own fort looked at large stays over that board (its
    targets lit in the small fort); the jerk's or any other switch waits for the drop."""
    session, scene, die, target = _rolled_with_a_target_on_the_rival(app, only_rival=True)
    click(app, scene.layout.area[0].center)          # the person looks at their own fort, large
    assert scene.focus == 0
    view = next(v for v in scene.trays[0].dice() if v.die_id == die)
    start_at = (round(view.x_px), round(view.y_px))
    press_and_move(app, start_at, (start_at[0] - 300, start_at[1] - 200), steps=4)
    assert scene.drag.active and scene.focus == 0    # no switch to the other player's fort
    assert "small fort" in scene.message             # but where its targets are is said
    rect = scene.drawer.target_screen_rect(session.state, target)   # lit in the small fort
    assert scene.layout.area[1].contains(rect)
    scene.focused.set(1)                             # e.g. a big moment asks for the rival's fort
    for _ in range(5):
        app.step(DT)
    assert scene.focus == 0 and scene.drag.active
    release(app, rect.center)                        # dropped on its target in the small fort
    assert [(d.die, d.target) for d in session.state.dice_placed] == [(die, target)]
    scene.focused.set(1)
    assert scene.focus == 1                          # nothing held: the board may switch again
