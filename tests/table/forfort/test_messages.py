"""Messages on the Forfort table (new-user finding 2): a refusal goes at the next action or after a
few seconds, never covers the choice buttons, and the enlarged card never hides the buttons or the
refusal; picking up a card when no card may be played says what to do instead (finding 3)."""
import pygame

from fort_desktop.table.kit.hud import draw_toast

from ...rules.forfort.helpers import A, board, hand, keep_top
from ..shell_helpers import click, drag, key, post

from .person import card_point
from .test_gestures import _slot, _table


def _refused_with_choices(app):
    """P1 drops a Straight Wall on an empty corner of its fort: no build there, so the table says
    why and asks whether to give the card up for a Camp (buttons at the drop)."""
    s = board()
    keep_top(s, A, "W01")                 # arrows: NW, E
    hand(s, A, "W22", "W11", "W12")
    session, scene = _table(app, s)
    drag(app, card_point(scene, "P1-W22"), _slot(scene, A, "SW"))
    assert scene.toast_showing and scene.input.choices
    return session, scene


def test_a_refusal_goes_at_the_next_action(app):
    session, scene = _refused_with_choices(app)
    click(app, scene.input.choices[0].rect.center, frames=1)     # the Camp is placed after all
    assert session.actions and not scene.toast_showing


def test_a_refusal_goes_after_a_few_seconds(app):
    session, scene = _refused_with_choices(app)
    for _ in range(6):
        app.step(1.0)
    assert not scene.toast_showing and not session.actions


def test_a_refusal_never_covers_the_choice_buttons(app):
    session, scene = _refused_with_choices(app)
    shown = draw_toast(pygame.Surface((1280, 800)), scene.message, scene.input.toast_centre(scene.message), width=scene.layout().toast_w)
    assert not any(shown.colliderect(b.rect) for b in scene.input.choices)


def test_no_card_is_shown_big_while_the_choice_buttons_are_open(app):
    session, scene = _refused_with_choices(app)
    post(pygame.MOUSEMOTION, pos=card_point(scene, "P1-W11"), rel=(1, 0), buttons=(0, 0, 0))
    for _ in range(40):
        app.step(1 / 60)
    with_pointer = app.screen.copy()
    scene.hover.forget()
    scene.input.pointer = (0, 0)
    app.draw()
    assert scene.input.choices
    assert pygame.image.tobytes(with_pointer, "RGB") == pygame.image.tobytes(app.screen, "RGB")


def test_the_enlarged_card_never_covers_the_moves_or_the_refusal(app):
    session, scene = _refused_with_choices(app)
    key(app, pygame.K_ESCAPE)                   # the buttons go; the refusal stays
    assert not scene.input.choices and scene.toast_showing
    rest = card_point(scene, "P1-W11")
    post(pygame.MOUSEMOTION, pos=rest, rel=(1, 0), buttons=(0, 0, 0))
    for _ in range(40):
        app.step(1 / 60)
    assert scene.hover.key is not None          # something rests under the pointer
    with_hover = app.screen.copy()
    scene.hover.forget()
    scene.input.pointer = (0, 0)
    app.draw()
    without = app.screen.copy()
    toast = draw_toast(pygame.Surface((1280, 800)), scene.message, scene.input.toast_centre(scene.message), width=scene.layout().toast_w)
    kept = [b.rect for b in scene.input.choices] + [toast.inflate(-8, -8), scene.moves.rect]  # the toast's rounded corners leave its edge unpainted
    if scene.input.free_step():
        kept.append(scene.input.end_button.rect)
    differs = [(x, y) for x in range(0, 1280, 8) for y in range(0, 800, 8)
               if with_hover.get_at((x, y)) != without.get_at((x, y))]
    assert differs                               # the enlargement was drawn somewhere
    assert not [p for p in differs if any(r.collidepoint(p) for r in kept)]


def test_picking_up_a_card_during_camp_set_up_says_to_place_the_camp_first(app):
    s = board()
    s.phase, s.setup_queue = "setup", [A, 1]
    session, scene = _table(app, s)
    drag(app, card_point(scene, scene.view()["players"][A]["hand"][0]), _slot(scene, A, "N"))
    assert not session.actions
    assert "First place your starting Camp" in scene.message and scene.toast_showing
