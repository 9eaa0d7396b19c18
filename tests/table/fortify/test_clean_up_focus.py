"""A clean-up keeps one view (issue 14 item 1: "the view flips between forts several times during
clean-up"): with a lost card on each side, the table turns at most once while the results show
(to the side the first step happens to), and a click on the inset still turns it."""
from __future__ import annotations

import pytest

from fort_desktop.rules.fortify.state import PlacedDie

from .test_scene import DT, click
from .test_steps import BLUE_C, GREEN_C, app, frames, jerk_state, table_for  # noqa: F401  (app: the fixture)

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def _clean_up_on_both_sides(app):
    """P1 throws the Jerk Die (red: no target); a blue balloon of P2's hits P1's blue C and a green
    one of P1's hits P2's green C: the clean-up has a lost card on each side."""
    state = jerk_state("red")
    state.dice_placed.append(PlacedDie("white1", "blue", 1, {"kind": "card", "seat": 0, "id": BLUE_C}))
    state.dice_placed.append(PlacedDie("white2", "green", 0, {"kind": "card", "seat": 1, "id": GREEN_C}))
    session, scene = table_for(app, state, seats=("human", "bot"))
    scene.set_focus(1)
    click(app, scene.buttons[(0, "jerk")].rect.center)
    assert BLUE_C not in session.state.players[0].cards and GREEN_C not in session.state.players[1].cards
    click(app, (640, 400))                                        # skip the unused Jerk Die's moment
    return session, scene


def test_a_clean_up_with_losses_on_both_sides_turns_the_table_at_most_once(app):
    session, scene = _clean_up_on_both_sides(app)
    seen = [scene.focus]
    for _ in range(round(8 / DT)):
        app.step(DT)
        if not scene.showing_results:
            break
        if scene.focus != seen[-1]:
            seen.append(scene.focus)
    assert scene.showing_results
    lines = [line for line, _ in scene.results["lines"]]
    assert sum("loses 1 Fort Card" in line for line in lines) == 2, lines
    assert len(seen) <= 2, f"the clean-up turned the table {len(seen) - 1} times: {seen}"


def test_a_click_on_the_inset_turns_the_table_while_the_results_show(app):
    session, scene = _clean_up_on_both_sides(app)
    frames(app, round(4 / DT))
    assert scene.showing_results
    before = scene.focus
    click(app, scene.layout.area[1 - before].center)
    frames(app, 30)
    assert scene.focus == 1 - before
