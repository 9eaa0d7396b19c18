"""The choice buttons (issue 9 trial findings 1 and 2): while they are open a click reaches only
them; each says in full, in distinct words, what it does, fits its text, and covers neither the
place it is about nor the hand; many ways to play a card on one place are listed on the right."""
import pygame

from fort_desktop.table.forfort.input import CHOICE_FONT
from fort_desktop.table.forfort.paint import text_px as _text_px
from fort_desktop.table.kit.hand import bounds

from ...rules.forfort.helpers import A, B, board, hand, keep_top
from ..shell_helpers import click, drag
from .person import card_point
from .test_gestures import _slot, _table


def _mason_asks(app, discard=("W22",)):
    """P1 drops a straight Mason (W13) on its top side, a lit arrow slot, while its discard holds
    straight Walls ``discard``: build it there, or rebuild one of them there?"""
    s = board()
    keep_top(s, A, "W07")                      # arrows: top side (N) and right side (E)
    hand(s, A, "W13", "W11", "W12")
    for card in discard:
        full = f"P1-{card}"
        s.players[A].keep.remove(full)
        s.players[A].discard.append(full)
    session, scene = _table(app, s)
    drag(app, card_point(scene, "P1-W13"), _slot(scene, A, "N"))
    return session, scene


def test_a_click_on_a_choice_button_lying_over_a_discard_opener_only_presses_the_button(app):
    session, scene = _mason_asks(app)
    build = next(b for b in scene.input.choices if b.label == "Build it here")
    scene.info_rects[B] = build.rect.copy()     # P2's line of figures (it opens P2's discard) lies under it
    click(app, build.rect.center)
    assert session.state.players[A].fort["N"] == ["P1-W13"]
    assert scene.input.browsing is None


def test_a_click_beside_the_open_choice_buttons_closes_them_and_opens_nothing(app):
    session, scene = _mason_asks(app)
    assert scene.input.choices
    opener = scene.info_rects[B]
    assert not any(b.rect.colliderect(opener) for b in scene.input.choices)
    click(app, opener.center)
    assert not scene.input.choices and scene.input.browsing is None and not session.actions


def test_each_choice_button_says_a_different_thing_in_full(app):
    session, scene = _mason_asks(app, discard=("W22", "W21"))
    labels = [b.label for b in scene.input.choices]
    assert labels[-1] == "Cancel" and sorted(labels[:-1]) == ["Build it here", "Rebuild Straight (Ram) here",
                                                              "Rebuild Straight (Trebuchet) here"]
    for button in scene.input.choices:
        assert _text_px(button.label, CHOICE_FONT, True) + 12 <= button.rect.w, button.label


def test_the_choice_buttons_cover_neither_the_slot_dropped_on_nor_the_hand(app):
    session, scene = _mason_asks(app, discard=("W22", "W21"))
    slot = scene.layout().slot_rect(A, "N")
    fan = bounds(scene.fan(scene.view()))
    for button in scene.input.choices:
        assert not button.rect.colliderect(slot) and not button.rect.colliderect(fan), button.label


def test_many_ways_to_play_a_card_on_one_place_are_listed_on_the_right(app):
    # five different straight Walls in the discard: six ways to play the Mason on the top side
    session, scene = _mason_asks(app, discard=("W22", "W21", "W23", "W24", "W17"))
    assert not scene.input.choices
    rows = scene.moves_rows(scene.view())
    made = [r for r in rows if not r[2]["type"].startswith("_")]
    assert len(made) == 6 and all(r[2]["card"] == "P1-W13" for r in made)
    rebuild = next(r for r in made if r[2].get("target", {}).get("pick") == "P1-W24")
    click(app, rebuild[0].center)
    assert session.state.players[A].fort["N"] == ["P1-W24"]


def test_a_masons_many_rebuilds_at_four_seats_keep_off_the_persons_own_fort(app):
    """Finding: at 4 seats a Mason's list of rebuilds found no room beside the slot clear of every
    fort and lay over the person's own fort; it keeps off that fort (and its team label) now."""
    from fort_desktop.session import GameSession
    from fort_desktop.table.forfort.paint import place_box
    from fort_desktop.table.forfort.scene import ForfortTable

    from ...rules.forfort.helpers import R, take
    from ..shell_helpers import key

    s = board(seats=4)
    keep_top(s, A, "W20")                      # arrows: top side (N) and top-right corner (NE)
    for card in ("P1-W22", "P1-W11", "P1-W02", "P1-W01", "P1-W05"):
        s.players[A].discard.append(take(s, card))
    hand(s, A, "W13", "W12", "W24")
    session = GameSession("forfort", 1, ["human"] * 4, rules=R, bot_pace_seconds=0.0)
    session.state = s
    scene = ForfortTable(app, session)
    app.replace(scene, clear=True)
    app.step(1 / 60)
    for _ in range(5):
        if app.top is scene:
            break
        key(app, pygame.K_SPACE)
    drag(app, card_point(scene, "P1-W13"), _slot(scene, A, "NE"))
    buttons = scene.input.choices
    assert len(buttons) >= 4, [b.label for b in buttons]          # rebuilds, then Cancel
    box = buttons[0].rect.unionall([b.rect for b in buttons[1:]])
    own = place_box(scene.layout(), A, scene.layout().cells)
    assert not box.colliderect(own) and not box.colliderect(bounds(scene.fan(scene.view())))
