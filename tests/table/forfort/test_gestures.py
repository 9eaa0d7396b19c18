"""Forfort table gestures from hand-built positions (issue 9 "Table" tests): a build over a Camp, a
Ram on a lit slot, an Army placed with its direction then marching, a combo by a click, and the
drawbridge's second turn with its banner."""
import pygame

from fort_desktop.session import GameSession
from fort_desktop.table.forfort.scene import ForfortTable

from ...rules.forfort.helpers import A, B, R, army, board, camp, hand, keep_top, stack
from ..shell_helpers import click, drag, key


def _table(app, state, seats=("human", "human")):
    """The table over ``state``; with two people a curtain falls at the hand-over, so nothing moves
    after the gesture under test."""
    session = GameSession("forfort", 1, list(seats), rules=R, bot_pace_seconds=0.0)
    session.state = state
    scene = ForfortTable(app, session)
    app.replace(scene, clear=True)
    app.step(1 / 60)
    for _ in range(5):  # P1's curtain: P1 presses Space when ready
        if app.top is scene:
            break
        key(app, pygame.K_SPACE)
    assert not scene.hand_off.curtain_up and scene.mouse_seat() == A
    return session, scene


def _hand_pos(scene, card):
    view = scene.view()
    c = scene.fan(view)[view["players"][A]["hand"].index(card)].centre
    return (int(c[0]), int(c[1]))


def _slot(scene, seat, slot):
    return scene.layout().slot_rect(seat, slot).center


def _combo_played(app):
    """P1 builds a Ram (W22) on N beside the Ram on NW: a Ram combo is set off. Returns (session, scene)."""
    s = board()
    stack(s, A, "NW", "W01")  # Ram
    keep_top(s, A, "W20")  # back: NE, N
    hand(s, A, "W22", "W11", "W12")
    stack(s, B, "N", "W22")
    session, scene = _table(app, s)
    drag(app, _hand_pos(scene, "P1-W22"), _slot(scene, A, "N"))
    return session, scene


def test_a_wall_dropped_on_a_camp_off_the_arrows_is_built_over_it(app):
    s = board()
    keep_top(s, A, "W18")  # back: W, N
    c = camp(s, A, "SE")
    hand(s, A, "W11", "W22", "W24")
    session, scene = _table(app, s)
    assert (A, "SE") in scene.input.lit_for_card("P1-W11")
    drag(app, _hand_pos(scene, "P1-W11"), _slot(scene, A, "SE"))
    assert session.state.players[A].fort["SE"] == [c, "P1-W11"]


def test_a_card_held_over_a_camp_and_let_go_there_is_not_hidden_by_the_enlargement(app):
    """Issue 14: the Camp under a card carried slowly (or a fast drop) popped up big at once when
    it was let go, over the card and the refusal."""
    from ..shell_helpers import post

    s = board()
    keep_top(s, A, "W18")  # back: W, N
    camp(s, A, "SE")
    hand(s, A, "W11", "W22", "W24")
    session, scene = _table(app, s)
    start, end = _hand_pos(scene, "P1-W22"), _slot(scene, A, "SE")    # a straight Wall: not on a corner
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=end, rel=(1, 0), buttons=(1, 0, 0))
    app.step(0.6)                                   # held there longer than the enlargement waits
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.step(0.6)
    assert scene.message.startswith("Cannot build there") and scene.hover.key is None
    assert not scene.hover.draw(app.screen, end, scene.now, scene.version)


def test_a_ram_dropped_on_a_lit_rival_slot_destroys_it(app):
    s = board()
    stack(s, B, "N", "W22")
    hand(s, A, "W10", "W11", "W12")
    session, scene = _table(app, s)
    assert (B, "N") in scene.input.lit_for_card("P1-W10") and (B, "NE") not in scene.input.lit_for_card("P1-W10")
    drag(app, _hand_pos(scene, "P1-W10"), _slot(scene, B, "N"))
    assert session.state.players[B].fort["N"] == [] and "P2-W22" in session.state.players[B].discard


def test_an_army_is_placed_with_the_direction_chosen_and_marches_at_its_owners_next_turn(app):
    s = board()
    stack(s, B, "N", "W22")
    hand(s, A, "W24", "W11", "W12")
    session, scene = _table(app, s, seats=("human", "bot"))
    drag(app, _hand_pos(scene, "P1-W24"), _slot(scene, B, "NW"))
    labels = [b.label for b in scene.input.choices]
    # P2's fort is drawn turned to face P1, so its east is on P1's left and its south is up
    assert labels[-1] == "Cancel"
    # (the words say the screen's way and the slot it steps onto, drawn there: the same for everyone)
    assert sorted(labels[:-1]) == ["Garrison: Army here, marching left to slot 2",
                                   "Garrison: Army here, marching up to slot 8"]
    click(app, next(b for b in scene.input.choices if "left" in b.label).rect.center, frames=4)
    armies = session.state.armies
    assert len(armies) == 1 and armies[0].direction == "E"
    assert session.state.seat == A and armies[0].slot == "N"  # the bot played, then the Army marched
    assert "P2-W22" in session.state.players[B].discard


def test_a_combo_is_resolved_by_clicking_a_lit_target(app):
    session, scene = _combo_played(app)
    assert session.state.phase == "combo" and (B, "N") in scene.input.lit()
    click(app, _slot(scene, B, "N"))
    assert session.state.players[B].fort["N"] == []


def test_the_drawbridge_is_lowered_by_a_click_and_the_banner_says_second_turn(app):
    s = board()
    stack(s, A, "N", "W20")  # drawbridge icon
    keep_top(s, A, "W01")  # back: NW, E
    hand(s, A, "W12", "W22", "W24")
    army(s, A, B, "SW", "N")
    session, scene = _table(app, s)
    drag(app, _hand_pos(scene, "P1-W22"), _slot(scene, A, "E"))
    assert session.state.phase == "drawbridge" and (A, "N") in scene.input.lit()
    click(app, _slot(scene, A, "N"))
    assert session.state.bonus_turn and session.state.players[A].token_slot == "N"
    assert "second turn" in R.progress(session.state).text


def test_a_curtain_falls_when_the_next_person_must_act_and_only_then_their_hand_shows(app):
    from fort_desktop.table.scenes.curtain import Curtain

    s = board()
    keep_top(s, A, "W01")  # back: NW, E
    hand(s, A, "W12", "W22", "W24")
    session, scene = _table(app, s)
    drag(app, _hand_pos(scene, "P1-W12"), _slot(scene, A, "NW"))
    assert session.state.seat == B
    assert isinstance(app.top, Curtain) and app.top.acting == session.names[B]
    key(app, pygame.K_SPACE)
    view = scene.view()
    assert view["viewer"] == B and "hand" in view["players"][B] and "hand" not in view["players"][A]


def test_a_click_on_a_forts_figures_opens_its_public_discard(app):
    s = board()
    s.players[B].discard.append(s.players[B].keep.pop(0))
    session, scene = _table(app, s)
    click(app, scene.info_rects[B].center)
    assert scene.input.browsing == B
    click(app, (640, 400))
    assert scene.input.browsing is None


def test_a_combo_flashes_its_two_slots(app):
    session, scene = _combo_played(app)
    assert {(seat, slot) for seat, slot, _, _ in scene.motion.flashes} >= {(A, "N"), (A, "NW")}


def test_a_card_rested_on_shows_big_with_its_words(app):
    s = board()
    stack(s, B, "N", "W20", "W22")
    session, scene = _table(app, s)
    info = scene._hover_info(_slot(scene, B, "N"))
    assert info[2][:2] == ["Straight Wall (Ram)", "covers 1 inactive card(s)"]
    assert info[2][2].startswith("Ram (Bélier): Destroy")          # what its symbol does
    assert info[1].get_size() == (224, 312)                        # twice a hand card


def test_a_mason_dropped_where_it_could_also_be_built_asks_which(app):
    s = board()
    keep_top(s, A, "W07")  # back: N, E
    hand(s, A, "W13", "W11", "W12")  # W13: straight Mason
    p = s.players[A]
    p.keep.remove("P1-W22")
    p.discard.append("P1-W22")
    session, scene = _table(app, s)
    drag(app, _hand_pos(scene, "P1-W13"), _slot(scene, A, "N"))
    labels = sorted(b.label for b in scene.input.choices)
    assert labels == ["Build it here", "Cancel", "Rebuild Straight (Ram) here"]
    click(app, next(b for b in scene.input.choices if b.label.startswith("Rebuild")).rect.center)
    assert session.state.players[A].fort["N"] == ["P1-W22"]


def test_a_card_let_go_just_beside_a_lit_slot_snaps_onto_it(app):
    s = board()
    keep_top(s, A, "W01")  # back: NW, E
    hand(s, A, "W12", "W22", "W24")
    session, scene = _table(app, s)
    rect = scene.layout().slot_rect(A, "NW")
    start = _hand_pos(scene, "P1-W12")
    drag(app, start, (rect.left - 8, rect.centery))  # the pointer misses the slot by 8 px
    assert session.state.players[A].fort["NW"] == ["P1-W12"]


def ram_played(app):
    """Ana (P1) rams Ben's front wall by mouse; Ben, the other person, is next."""
    s = board()
    stack(s, B, "N", "W22")
    hand(s, A, "W10", "W11", "W12")
    session, scene = _table(app, s)
    drag(app, _hand_pos(scene, "P1-W10"), _slot(scene, B, "N"))
    assert session.state.players[B].fort["N"] == [] and session.acting_seats() == [B]
    return session, scene


def test_destroyed_cards_fly_to_their_owners_discard(app):
    session, scene = ram_played(app)
    goal = scene.info_rects[B]
    assert any(a.to_rect is not None and abs(a.to_rect.centery - goal.centery) < 60 for a in scene.motion.anims.items)


def test_a_keep_and_a_camp_rested_on_show_big_with_their_words(app):
    s = board()
    keep_top(s, A, "W01")  # back: NW, E
    camp(s, B, "S")
    session, scene = _table(app, s)
    keep = scene._hover_info(scene.layout().keep_rect(A).center)
    assert keep[2][0].startswith(f"{session.names[A]}'s keep") and "slot 1 and slot 4" in keep[2][1]
    held = scene._hover_info(_slot(scene, B, "S"))
    assert held[2][0] == f"{session.names[B]}'s Camp (Campement)" and held[1].get_width() >= 160


def test_while_a_wall_is_held_only_the_slots_it_may_be_built_on_are_lit(app):
    from ..shell_helpers import post

    s = board()
    keep_top(s, A, "W01")  # back: NW, E
    hand(s, A, "W22", "W11", "W12")   # W22 a Straight Wall: E takes it, NW (a corner) only a Camp
    session, scene = _table(app, s)
    start = _hand_pos(scene, "P1-W22")
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step(1 / 60)
    post(pygame.MOUSEMOTION, pos=(600, 400), rel=(1, 0), buttons=(1, 0, 0))
    app.step(1 / 60)
    # every empty slot would take a Camp, but only the arrow slot that fits a straight Wall is lit
    assert scene.input.lit() == {(A, "E")}


def test_the_computer_waits_while_a_person_browses_a_discard(app):
    """Trial (issue 9): the computer kept playing under an open discard."""
    s = board()
    s.players[B].discard.append(s.players[B].keep.pop(0))
    session = GameSession("forfort", 1, ["bot", "human"], rules=R, bot_pace_seconds=1.0)
    session.state = s                                          # the computer (A) is to play
    scene = ForfortTable(app, session)
    app.replace(scene, clear=True)
    app.step(1 / 60)
    click(app, scene.info_rects[B].center)
    assert scene.input.browsing == B
    for _ in range(5 * 60):                                   # five seconds: five moves' time
        app.step(1 / 60)
    assert not session.actions
    click(app, (640, 400))                                     # closed: the computer plays on
    for _ in range(3 * 60):
        app.step(1 / 60)
    assert session.actions


def test_a_held_card_over_a_place_where_it_cannot_go_says_why_there_until_it_leaves(app):
    """Issue 14: the rules' reason shows by the place while the card is over it, as on the drop."""
    from ..shell_helpers import post

    s = board()
    keep_top(s, A, "W01")  # back: NW, E
    hand(s, A, "W22", "W11", "W12")
    session, scene = _table(app, s)
    start = _hand_pos(scene, "P1-W22")
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step(1 / 60)
    keep = scene.layout().keep_rect(A)
    post(pygame.MOUSEMOTION, pos=keep.center, rel=(1, 0), buttons=(1, 0, 0))
    app.step(1 / 60)
    assert scene.toast_showing and "cannot be used on your own keep" in scene.message
    x, y = scene.message_at
    assert abs(x - keep.centerx) <= 2 and y < keep.top                 # by the keep, above it
    post(pygame.MOUSEMOTION, pos=_slot(scene, A, "E"), rel=(1, 0), buttons=(1, 0, 0))   # a lit slot
    app.step(1 / 60)
    assert not scene.toast_showing
    post(pygame.MOUSEMOTION, pos=keep.center, rel=(1, 0), buttons=(1, 0, 0))
    app.step(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=keep.center, button=1)               # let go there: refused, the same words
    app.step(1 / 60)
    assert "cannot be used on your own keep" in scene.message and "P1-W22" in session.state.players[A].hand



def test_the_camp_question_goes_with_its_buttons(app):
    """Finding: "... It can become a Camp here instead: give up this card?" stayed on screen after
    Cancel, when it no longer applied: the reason stays alone (and all goes once the Camp is made)."""
    s = board()
    hand(s, A, "W10", "W11", "W12")      # the Ram has no target: only a Camp
    session, scene = _table(app, s)
    drag(app, _hand_pos(scene, "P1-W10"), _slot(scene, A, "N"))
    assert scene.toast_showing and "give up this card?" in scene.message
    cancel = next(b for b in scene.input.choices if b.label == "Cancel")
    click(app, cancel.rect.center)
    assert not scene.input.choices and scene.toast_showing
    assert scene.message.startswith("Cannot build there") and "Camp" not in scene.message, scene.message


def test_the_camp_line_under_the_fort_goes_when_nobodys_words_show(app, monkeypatch):
    """Finding: the legend's Camp line ("Camp: give up this card to place a Camp here"), drawn while
    a card was held, stayed on screen once nobody's view was shown (a computer's move, the end):
    the frame then is the same as one painted afresh."""
    from ..shell_helpers import post

    s = board()
    hand(s, A, "W10", "W11", "W12")      # the Ram has no target: only a Camp
    session, scene = _table(app, s)
    pos = _hand_pos(scene, "P1-W10")
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEMOTION, pos=(pos[0] - 60, pos[1] - 120), rel=(-60, -120), buttons=(1, 0, 0))
    for _ in range(3):
        app.step(1 / 60)
    assert scene.input.camp_lit()                     # the Camp line is up
    monkeypatch.setattr(scene.hand_off, "viewer", lambda: None)
    for _ in range(12):                               # (a part may wait for a quieter frame)
        app.step(1 / 60)
    shown = pygame.image.tobytes(app.screen, "RGB")
    scene.painter.forget()
    app.draw()
    assert shown == pygame.image.tobytes(app.screen, "RGB")
