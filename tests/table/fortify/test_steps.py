"""The Fortify table from hand-built states (tests.rules.fortify.helpers.py), driven as a person
would: pygame events posted (MOUSEBUTTONDOWN / MOUSEMOTION with pos, rel, buttons / MOUSEBUTTONUP,
KEYDOWN, window events) and frames run with ``app.step``. Dice faces come from an RNG chosen to
roll them (a chance outcome), never from a lucky game seed. Screenshots go to $FORT_SHOTS."""
from __future__ import annotations

import random

import pygame
import pytest

from fort_desktop.rules.fortify.state import BUILD, JERK, MEDIC, RECRUIT
from fort_desktop.table.app import App
from fort_desktop.table.fortify.draw import LEGAL
from fort_desktop.table.scenes.curtain import Curtain
from tests.rules.fortify.helpers import R, card, kid, new, put_kid, room, stack_hand, to_throw

from .test_scene import DT, click, lift_curtain, post, press_and_move, release, settle, shot

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")

GREEN_C = card("green", "C")
BLUE_C = card("blue", "C")


# ---------------------------------------------------------------------------------------- helpers
@pytest.fixture
def app():
    a = App(headless=True)
    yield a
    a.close()


def rng_rolling(faces: tuple[str, ...], wanted: list[str]) -> random.Random:
    """A Random whose next ``len(wanted)`` ``choice(faces)`` calls give ``wanted`` (the dice show
    these faces). Tries seeds 0, 1, 2... so it is the same every run."""
    for n in range(100_000):
        trial = random.Random(n)
        if [trial.choice(faces) for _ in wanted] == wanted:
            return random.Random(n)
    raise AssertionError(f"no seed rolls {wanted}")


def table_for(app, state, seats=("human", "human")):
    """``state`` on the table in a session of ``seats``; one frame run, and the curtain that hands
    the mouse to the person asked (two people) lifted."""
    session = app.new_session("fortify", state.seed, list(seats))
    session.state = state
    scene = app.show_table(session)
    app.step(DT)
    if state.phase in (RECRUIT, JERK, MEDIC):
        lift_curtain(app)
    return session, scene


def frames(app, n):
    for _ in range(n):
        app.step(DT)


def everybody_done(state, jerk_ms=(1200, 3400)):
    for p, ms in zip(state.players, jerk_ms):
        p.done, p.race_ms, p.dice, p.rolled = True, ms, [], {}
    return state


def jerk_state(face: str):
    """Part II Step 4: P1 holds the Jerk Meeple and will roll ``face``; P1 has a blue C room, P2 a
    green C room."""
    s = new(9)
    room(s, 0, "blue")
    room(s, 1, "green")
    everybody_done(to_throw(s))
    s.phase, s.jerk, s.jerk_face = JERK, 0, None
    s.rng = rng_rolling(R.data.jerk_die, [face])
    return s


def medic_state():
    """Clean-up Step 5: P1's enclosed Medic recovers 1 of 2 face-down Kids (P1 chooses)."""
    s = new(9)
    room(s, 0, "blue")
    put_kid(s, 0, kid("medic", "blue"), 15, 4)
    put_kid(s, 0, kid("thrower", "red"), 2, 12, face_up=False)
    put_kid(s, 0, kid("builder", "green"), 8, 12, face_up=False)
    everybody_done(to_throw(s))
    s.phase, s.medic_seat, s.medic_left = MEDIC, 0, [1, 0]
    return s


def box_centre(scene, seat, card_id):
    """The screen centre (px) of a box cell of a placed Fort Card (a die dropped there hits the card)."""
    placement = scene.state.players[seat].cards[card_id]
    bx, by = sorted(R.card_face(card_id, placement.rot).boxes)[0]
    return scene.layout.cell_rect(seat, placement.x + bx, placement.y + by).center


def kid_centre(scene, seat, kid_id):
    x, y, w, h = R.kid_rect(scene.state.players[seat].kids[kid_id])
    return scene.layout.cell_rect(seat, x, y, w, h).center


def tray_die_pos(scene, seat, die):
    view = next(v for v in scene.trays[seat].dice() if v.die_id == die)
    return round(view.x_px), round(view.y_px)


# ---------------------------------------------------------------------------------------- the Jerk
def test_the_jerk_holder_rolls_and_drags_the_jerk_die_onto_a_lit_target(app):
    session, scene = table_for(app, jerk_state("green"))
    assert app.top is scene and scene.flow.mouse_seat() == 0
    assert "Roll Jerk Die" in scene.banner()
    shot(app, "jerk_1_before_roll")
    click(app, scene.buttons[(0, "jerk")].rect.center)
    assert session.state.jerk_face == "green"
    settle(app, scene, 0)
    app.step(DT)
    assert "drag the Jerk Die" in scene.banner()
    target = box_centre(scene, 1, GREEN_C)
    press_and_move(app, tray_die_pos(scene, 0, "jerk"), target, steps=8)
    assert scene.held_targets == [{"kind": "card", "seat": 1, "id": GREEN_C}]     # lit: P2's green C
    assert scene.die_target(scene.drag.drag) == ({"kind": "card", "seat": 1, "id": GREEN_C}, None)
    shot(app, "jerk_2_held_over_lit_target")
    release(app, target)
    state = session.state
    assert state.round == 2 and state.phase == BUILD                  # the round resolved
    assert GREEN_C in state.discard and GREEN_C not in state.players[1].cards
    assert "jerk" not in scene.trays[0].die_ids()
    # the big moment: the table still shows the card the Jerk Die hits, until it was seen (or a click)
    assert scene.moment is not None and GREEN_C in scene.view().players[1].cards
    app.step(DT)                                                      # its big moment says it
    assert scene.moments.showing.kind == "jerk_hit" and "It hits P2's green" in scene.moments.showing.line
    frames(app, 30)
    assert scene.moment is not None and not any("Dice revealed" in line for line in scene.words.log_lines(None))
    # the die lies on the card it hits (not on the Base, not in the tray), in the size of that side
    card = scene.drawer.card_rect(1, scene.view().players[1].cards[GREEN_C])
    lying = [a.rect for a in scene.anims.items if a.image is not None and a.to_rect is None]
    assert lying and all(card.contains(r) for r in lying)
    assert not scene.drawer.target_rect(1).colliderect(lying[0])
    shot(app, "jerk_2b_the_hit_is_shown")
    click(app, (640, 400))                                            # a click skips the rest
    assert scene.moment is None and GREEN_C not in scene.view().players[1].cards
    frames(app, 30)
    lines = scene.words.log_lines(None)
    assert any("Dice revealed: 1" in line for line in lines)
    assert any("P2 loses 1 Fort Card" in line for line in lines)
    shot(app, "jerk_3_resolution")


def test_a_jerk_face_with_no_target_returns_unused_and_the_round_resolves(app):
    session, scene = table_for(app, jerk_state("red"))          # P2 has nothing red
    click(app, scene.buttons[(0, "jerk")].rect.center)
    state = session.state
    assert state.round == 2 and state.phase == BUILD
    assert state.players[1].cards and GREEN_C in state.players[1].cards      # nothing was hit
    # the roll is shown: the die lands in the tray, and the reason it has no target is said in words
    assert scene.trays[0].die_ids() == ["jerk"] and scene.moment is not None
    app.step(DT)                                                      # its big moment says why
    moment = scene.moments.showing
    assert moment.title == "The Jerk Die: Red" and \
        moment.line == "No red card or face-up red Kid on P2's side - it returns unused"
    frames(app, 60)
    assert scene.trays[0].settled and [v.shown_face for v in scene.trays[0].dice()] == ["red"]
    shot(app, "jerk_4a_no_target_shown")
    click(app, (640, 400))                                    # seen: go on
    assert scene.moment is None and scene.trays[0].die_ids() == []
    frames(app, 5)
    assert any("The Jerk Die shows red: no target, it returns unused" in line
               for line in scene.words.log_lines(None))
    assert "see what the balloons did" in scene.banner() and "Next round" in scene.banner()
    assert scene.showing_results and scene.next_button.visible
    shot(app, "jerk_4_no_target")


def test_the_jerk_die_on_a_wrong_target_is_refused_and_goes_back_to_the_tray(app):
    session, scene = table_for(app, jerk_state("green"))
    click(app, scene.buttons[(0, "jerk")].rect.center)
    settle(app, scene, 0)
    app.step(DT)
    base = scene.drawer.target_rect(1).center
    press_and_move(app, tray_die_pos(scene, 0, "jerk"), base, steps=8)
    release(app, base)
    assert session.state.phase == JERK and not session.state.dice_placed
    assert "only a Wild Balloon may hit the Base Target" in scene.message
    frames(app, 30)
    assert not scene.drag.returning and "jerk" in scene.trays[0].die_ids()


# ---------------------------------------------------------------------------------------- Medics
def test_a_medic_flips_the_clicked_face_down_kid_and_refuses_a_face_up_one(app):
    session, scene = table_for(app, medic_state())
    assert scene.flow.mouse_seat() == 0
    assert "your Medics recover 1 Kid" in scene.banner()
    shot(app, "medic_1_choose")
    medic = kid("medic", "blue")
    click(app, kid_centre(scene, 0, medic))
    assert session.state.phase == MEDIC and session.state.medic_left == [1, 0]
    assert "That Kid is already face up" in scene.message
    shot(app, "medic_2_refused_face_up")
    thrower, builder = kid("thrower", "red"), kid("builder", "green")
    click(app, kid_centre(scene, 0, thrower))
    kids = session.state.players[0].kids
    assert kids[thrower].face_up and not kids[builder].face_up
    assert session.state.round == 2 and session.state.phase == BUILD
    frames(app, 5)
    assert any("A Medic flips P1's red Thrower face up again" in line for line in scene.words.log_lines(None))


def test_a_medic_click_beside_the_kids_says_what_to_do(app):
    session, scene = table_for(app, medic_state())
    click(app, scene.layout.cell_rect(0, 30, 15).center)            # empty table
    assert session.state.phase == MEDIC
    assert "face-down Kid" in scene.message


# ---------------------------------------------------------------------------------------- refusals
def throw_state(face: str):
    """Part II Step 3: P1 has one Balloon Die that will roll ``face``; P2 has a green C room with a
    blue Builder in it."""
    s = new(9)
    room(s, 0, "blue")
    room(s, 1, "green")
    put_kid(s, 1, kid("builder", "blue"), 15, 4)
    to_throw(s)
    s.players[0].dice, s.players[0].rolled = ["black1"], {}
    s.players[1].dice, s.players[1].rolled = ["white1"], {}
    s.rng = rng_rolling(R.data.balloon_die, [face])
    return s


def test_a_balloon_on_a_card_of_another_colour_is_refused_with_the_reason_and_goes_back(app):
    session, scene = table_for(app, throw_state("blue"))
    assert isinstance(app.top, Curtain)
    lift_curtain(app)
    click(app, scene.buttons[(0, "roll")].rect.center)
    assert session.state.players[0].rolled == {"black1": "blue"}
    settle(app, scene, 0)
    app.step(DT)
    start = tray_die_pos(scene, 0, "black1")
    target = box_centre(scene, 1, GREEN_C)
    press_and_move(app, start, target, steps=8)
    reason = "a blue balloon must go on a blue card or Kid, not a green card"
    assert scene.die_target(scene.drag.drag)[1] == reason                # the label says it while held
    shot(app, "throw_1_wrong_colour_held")
    release(app, target)
    assert not session.state.dice_placed and session.state.players[0].rolled == {"black1": "blue"}
    assert reason in scene.message
    assert scene.drag.is_returning(("die", 0, "black1", "blue"))
    shot(app, "throw_2_wrong_colour_refused")
    frames(app, 30)
    assert not scene.drag.returning
    assert scene.trays[0].die_ids() == ["black1"]
    assert scene.trays[0].die_at(*start) == "black1"                    # back where it lay


def recruit_state():
    """Part I Step 4: P1 recruits; P1's only room (4 x 3 cells at x 15..18, y 4..6) is Clear."""
    s = new(9)
    room(s, 0, "blue")
    for p in s.players:
        s.deck[:0] = p.hand
        p.hand, p.done = [], True
    s.phase, s.recruit_seat = RECRUIT, 0
    return s


@pytest.mark.parametrize("where, reason", [
    ((2, 12), "must lie inside one enclosure"),               # open table, far from any room
])
def test_a_kid_dragged_where_it_may_not_lie_is_refused_with_the_reason(app, where, reason):
    session, scene = table_for(app, recruit_state())
    assert scene.flow.mouse_seat() == 0
    pile = scene.pile_rects["builder"]
    top = session.state.kid_piles["builder"][0]
    press_and_move(app, pile.center, pile.center, steps=1)
    grab = scene.drag.drag.grab_offset
    spot = scene.layout.cell_rect(0, *where, 2, 2)
    end = (round(spot.x + grab[0] + 3), round(spot.y + grab[1] + 3))
    post(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))
    app.step(DT)
    ghost = scene.kid_ghost(scene.drag.drag)
    assert (ghost.x, ghost.y, ghost.problem) == (*where, reason)
    shot(app, f"recruit_refused_{where[0]}_{where[1]}")
    release(app, end)
    assert reason in scene.message
    assert session.state.kid_piles["builder"][0] == top and not session.state.players[0].kids
    assert session.state.phase == RECRUIT
    frames(app, 30)
    assert not scene.drag.returning


def test_a_kid_dragged_into_the_lit_room_is_recruited_where_the_ghost_showed(app):
    session, scene = table_for(app, recruit_state())
    shot(app, "recruit_1_lit_room")
    pile = scene.pile_rects["builder"]
    top = session.state.kid_piles["builder"][0]
    press_and_move(app, pile.center, pile.center, steps=1)
    grab = scene.drag.drag.grab_offset
    spot = scene.layout.cell_rect(0, 16, 5, 2, 2)
    end = (round(spot.x + grab[0] - 4), round(spot.y + grab[1] + 6))
    post(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))
    app.step(DT)
    ghost = scene.kid_ghost(scene.drag.drag)
    assert (ghost.x, ghost.y, ghost.problem) == (16, 5, None)
    shot(app, "recruit_2_held_over_room")
    release(app, end)
    placed = session.state.players[0].kids[top]
    assert (placed.x, placed.y) == (ghost.x, ghost.y)


def test_a_held_kid_outlines_every_spot_it_may_lie_and_a_near_miss_slides_in(app):
    session, scene = table_for(app, recruit_state())
    pile = scene.pile_rects["builder"]
    press_and_move(app, pile.center, pile.center, steps=1)
    spots = scene.input.kid_spots(0, "builder", 0)
    legal = {(a["x"], a["y"]) for a in R.legal_actions(session.state, 0)
             if a["type"] == "recruit" and a["kind"] == "builder"}
    assert spots and {(x, y) for x, y, _ in spots} == legal
    grab = scene.drag.drag.grab_offset
    spot = scene.layout.cell_rect(0, 13, 4, 2, 2)             # over the Base wall, 2 cells short
    end = (round(spot.x + grab[0] + 3), round(spot.y + grab[1] + 3))
    post(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))
    app.step(DT)
    before = app.screen.copy()
    ghost = scene.kid_ghost(scene.drag.drag)
    assert (ghost.x, ghost.y, ghost.problem) == (15, 4, None)
    x, y, _ = max(spots, key=lambda s: (s[0] - 13) ** 2 + (s[1] - 4) ** 2)    # away from the held Kid
    assert tuple(before.get_at(scene.layout.cell_rect(0, x, y, 2, 2).center))[:3] == LEGAL
    shot(app, "recruit_spots_outlined")
    release(app, end)
    top_id = [k for k in session.state.players[0].kids][0]
    placed = session.state.players[0].kids[top_id]
    assert (placed.x, placed.y) == (15, 4)


# ---------------------------------------------------------------------------------------- ghost = placement
L_CARDS = [card("blue", "L", 1), card("green", "L", 1), card("yellow", "L", 1), card("red", "L", 1)]


@pytest.mark.parametrize("seat", [0, 1])
def test_the_ghost_is_where_the_card_lands_in_every_rotation(app, seat):
    s = new(9)
    for p in s.players:
        stack_hand(s, p.seat, L_CARDS[:] if p.seat == seat else [])
        p.done, p.race_ms = (True, 5000) if p.seat != seat else (False, None)   # the other one stopped
    session, scene = table_for(app, s)
    lift_curtain(app)
    assert scene.flow.mouse_seat() == seat
    used: set[tuple[int, int]] = set()
    for turns in range(4):
        player = session.state.players[seat]
        card_id = player.hand[0]
        face = R.card_face(card_id, turns)
        spots = [xy for xy in player.grid.legal_positions(face) if xy not in used]
        x, y = max(spots, key=lambda xy: (xy[1], -abs(xy[0] - 17)))        # away from the fence
        used.add((x, y))
        hand = scene.hand_rects[seat]
        press_and_move(app, hand.center, (hand.centerx - 200, hand.centery), steps=3)
        for _ in range(turns):
            post(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0)
        app.step(DT)
        grab = scene.drag.drag.grab_offset
        target = scene.layout.cell_rect(seat, x, y, face.width, face.height)
        end = (round(target.x + grab[0] + 5), round(target.y + grab[1] - 4))
        post(pygame.MOUSEMOTION, pos=end, rel=(3, 3), buttons=(1, 0, 0))
        app.step(DT)
        ghost = scene.card_ghost(scene.drag.drag)
        assert (ghost.x, ghost.y, ghost.rot, ghost.problem) == (x, y, turns, None)
        assert ghost.rect == target
        if turns == 1:
            shot(app, f"build_ghost_seat{seat}_turned")
        release(app, end)
        placed = session.state.players[seat].cards[card_id]
        assert (placed.x, placed.y, placed.rot) == (ghost.x, ghost.y, ghost.rot)


# ---------------------------------------------------------------------------------------- cancelled drags
def build_table(app):
    s = new(9)
    stack_hand(s, 0, [card("blue", "L", 1), card("red", "T", 1)])
    session, scene = table_for(app, s)
    lift_curtain(app)
    hand = scene.hand_rects[0]
    card_id = session.state.players[0].hand[0]
    spot = scene.layout.cell_rect(0, 15, 4, 4, 6)
    press_and_move(app, hand.center, spot.center, steps=5)
    assert scene.drag.active and scene.card_ghost(scene.drag.drag).problem is None
    return session, scene, card_id, spot.center


def assert_card_went_home(app, session, scene, card_id):
    assert not scene.drag.active
    assert scene.drag.is_returning(("card", 0, card_id, 0))
    assert "Cancelled" in scene.message
    frames(app, 30)
    assert not scene.drag.returning
    assert session.state.players[0].hand[0] == card_id and not session.state.players[0].cards
    assert scene.hand_rects[0] is not None and scene.hand_rects[0].center == scene.layout.zone[0].hand.center


@pytest.mark.parametrize("how", ["released_outside_then_leave", "leave_then_missed_release", "focus_lost",
                                 "escape"])
def test_a_drag_cancelled_by_the_window_or_escape_returns_the_card(app, how):
    session, scene, card_id, over = build_table(app)
    if how == "released_outside_then_leave":
        post(pygame.MOUSEMOTION, pos=(1279, 500), rel=(600, 0), buttons=(1, 0, 0))
        post(pygame.MOUSEBUTTONUP, pos=(1350, 500), button=1)      # SDL reports the release out there
        post(pygame.WINDOWLEAVE)
    elif how == "leave_then_missed_release":
        post(pygame.WINDOWLEAVE)                                    # button held: the drag goes on
        app.step(DT)
        assert scene.drag.active
        post(pygame.WINDOWENTER)
        post(pygame.MOUSEMOTION, pos=(900, 500), rel=(-5, 0), buttons=(0, 0, 0))   # came back released
    elif how == "focus_lost":
        post(pygame.WINDOWFOCUSLOST)
    else:
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    app.step(DT)
    assert_card_went_home(app, session, scene, card_id)
    release(app, over)                                              # a late release places nothing
    assert not session.state.players[0].cards


def test_a_drag_does_not_survive_a_scene_change(app):
    session, scene, card_id, over = build_table(app)
    app.push(Curtain(app, acting="P1"))
    app.step(DT)
    assert not scene.drag.active and scene.drag.is_returning(("card", 0, card_id, 0))
    lift_curtain(app)
    frames(app, 30)
    release(app, over)
    assert not session.state.players[0].cards and session.state.players[0].hand[0] == card_id


# ---------------------------------------------------------------------------------------- every phase, on screen
@pytest.mark.parametrize("seats", [("human", "human"), ("human", "bot")])
def test_every_phase_draws_with_what_to_do_in_the_banner(app, seats):
    """A screenshot per phase; the banner names who acts (or says the computer is at it)."""
    states = {"build": new(9), "recruit": recruit_state(), "throw": throw_state("wild"),
              "jerk": jerk_state("green"), "medic": medic_state()}
    for name, state in states.items():
        session, scene = table_for(app, state, seats)
        lift_curtain(app)
        frames(app, 2)
        text = scene.banner()
        assert text.startswith("P1") or "computer" in text, (name, text)
        shot(app, f"phase_{name}_{seats[1]}")


def test_the_versus_bot_throws_in_view_while_the_person_throws(app):
    s = throw_state("wild")
    s.players[1].dice = ["white1", "white2"]
    session, scene = table_for(app, s, ("human", "bot"))
    lift_curtain(app)
    frames(app, int(scene.pace * 60) + 5)
    assert session.state.players[1].rolled or session.state.players[1].done
    settle(app, scene, 1)
    frames(app, 2)
    shot(app, "versus_throw_bot_dice_in_view")
    assert scene.trays[1].die_ids() or session.state.dice_placed


# ---------------------------------------------------------------------------------------- input storm
def storm(app, scene, rng, frames_n):
    """``frames_n`` frames of random mouse, key, wheel and window events, half of them aimed at the
    things one can touch (hand, piles, trays, buttons, both areas). Menus the storm opens over the
    table are closed again (they have their own tests)."""
    lay = scene.layout
    spots = [lay.zone[0].hand, lay.zone[1].hand, lay.zone[0].tray, lay.zone[1].tray, lay.area[0], lay.area[1],
             lay.supply, *[b.rect for b in scene.buttons.values()]]
    kinds = [pygame.MOUSEMOTION] * 6 + [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP] * 3 + [
        pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.WINDOWLEAVE, pygame.WINDOWENTER, pygame.WINDOWFOCUSLOST,
        pygame.WINDOWFOCUSGAINED]
    keys = [pygame.K_r, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN, pygame.K_m, pygame.K_z]
    for _ in range(frames_n):
        for _ in range(rng.randint(1, 6)):
            kind = rng.choice(kinds)
            if rng.random() < 0.5:
                r = rng.choice(spots)
                pos = (rng.randint(r.left, r.right), rng.randint(r.top, r.bottom))
            else:
                pos = (rng.randint(-40, 1320), rng.randint(-40, 840))
            if kind == pygame.MOUSEMOTION:
                post(kind, pos=pos, rel=(rng.randint(-60, 60), rng.randint(-60, 60)),
                     buttons=(rng.randint(0, 1), 0, rng.randint(0, 1)))
            elif kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                post(kind, pos=pos, button=rng.choice([1, 1, 1, 2, 3, 4, 5]))
            elif kind == pygame.MOUSEWHEEL:
                post(kind, x=0, y=rng.choice([-1, 1]), flipped=False, precise_x=0.0, precise_y=1.0)
            elif kind == pygame.KEYDOWN:
                post(kind, key=rng.choice(keys), mod=rng.choice([0, pygame.KMOD_SHIFT]), unicode="", scancode=0)
            else:
                post(kind)
        app.step(rng.choice([0.0, DT, DT, DT, 0.1, 0.4]))
        while app.top is not scene and not isinstance(app.top, Curtain) and scene in app.scenes:
            app.pop()                    # Esc opened the pause menu: back to the table


@pytest.mark.parametrize("seats", [("human", "human"), ("human", "bot")])
@pytest.mark.parametrize("phase", ["build", "recruit", "throw", "jerk", "medic"])
def test_a_storm_of_random_input_in_every_phase_raises_nothing(app, seats, phase):
    rng = random.Random(f"{phase}:{seats[1]}")
    state = {"build": lambda: new(rng.randint(1, 99)), "recruit": recruit_state,
             "throw": lambda: throw_state(rng.choice(R.data.balloon_die)),
             "jerk": lambda: jerk_state(rng.choice(R.data.jerk_die)), "medic": medic_state}[phase]()
    session, scene = table_for(app, state, seats)
    storm(app, scene, rng, 250)
    assert app.top is not None
    shot(app, f"storm_{phase}_{seats[1]}")


# ------------------------------------------------------------------- a hot-seat roll with no target
def _no_target_for_ann(app):
    """Hot seat, Part II: Ann (P1) rolled two red dice and Ben's side has nothing red; the reason
    is on screen. Returns (session, scene)."""
    s = new(9)
    room(s, 1, "green")
    to_throw(s, {0: ["red", "red"], 1: ["green"]})
    session, scene = table_for(app, s)
    for _ in range(round(3.0 / DT)):                         # Ann takes the mouse when it falls
        app.step(DT)
        if isinstance(app.top, Curtain) and app.top.accepts_input:
            click(app, app.top.button_rect.center)
            break
    assert app.top is scene and scene.flow.half == 0
    settle(app, scene, 0)
    frames(app, 3)
    assert "none of your dice can be placed" in scene.message
    return session, scene


def _frames_until_bens_curtain(app, scene):
    tops = []                                                # (curtain on top?, whose half) a frame
    for _ in range(150):
        app.step(DT)
        tops.append((isinstance(app.top, Curtain), scene.flow.half))
        if tops[-1] == (True, 1):
            break
    return tops


def test_hot_seat_a_roll_with_no_target_is_seen_then_the_curtain_falls_before_the_next_half(app):
    """Ann's dice could not be placed; she clicks to go on, and the curtain falls before anything
    of Ben's half shows."""
    session, scene = _no_target_for_ann(app)
    shot(app, "hot_seat_no_target_seen")
    click(app, (500, 400))                                   # Ann has seen it: go on
    tops = _frames_until_bens_curtain(app, scene)
    assert tops[-1] == (True, 1) and session.state.players[0].done
    assert not [t for t in tops if t[1] == 1 and not t[0]], "Ben's half showed before the curtain"


@pytest.mark.curtain_guard
def test_a_double_click_that_brings_the_curtain_does_not_lift_it(app):
    """Trial (issue 7): Ann clicked to go on and saw Ben's half, with no curtain: the second click
    of her double click lifted the curtain that the first had brought. Presses in the curtain's
    first moments are ignored; a click after that lifts it."""
    session, scene = _no_target_for_ann(app)
    click(app, (500, 400))
    tops = _frames_until_bens_curtain(app, scene)
    curtain = app.top
    assert isinstance(curtain, Curtain) and tops[-1] == (True, 1)
    click(app, curtain.button_rect.center)                   # the double click's second press
    post(pygame.KEYDOWN, key=pygame.K_SPACE)                 # and a hammered Space
    app.step(DT)
    assert app.top is curtain
    frames(app, round(1.0 / DT))                             # a second later Ben takes the mouse
    click(app, (640, 400))                                   # beside the button: nothing
    assert app.top is curtain
    click(app, curtain.button_rect.center)
    assert app.top is scene and scene.flow.half == 1 and not scene.flow.curtain_up


# ------------------------------------------------------------------------ the last round is seen
def test_a_game_won_by_the_jerk_die_shows_the_last_rounds_results_before_the_winner(app):
    """Trial (issue 7): a Wild Jerk Die on P2's Base won the game and the winner box covered the
    table a second later; the last round's results were never shown. With a person seated they
    stay, like every round's, until "See the winner" is clicked; L opens the log from game over."""
    from fort_desktop.table.scenes.game_log import GameLog
    from fort_desktop.table.scenes.game_over import GameOver

    state = jerk_state("wild")
    state.players[1].hits = 2
    session, scene = table_for(app, state, seats=("human", "bot"))
    click(app, scene.buttons[(0, "jerk")].rect.center)
    settle(app, scene, 0)
    app.step(DT)
    base = scene.drawer.target_rect(1)
    press_and_move(app, tray_die_pos(scene, 0, "jerk"), base.center, steps=8)
    release(app, base.center)
    assert session.is_over and session.result.winners == (0,)
    click(app, (640, 400))                                   # skip the Jerk Die's moment
    hit = next(m for m in scene.moments.staged if m.kind == "base_hit")    # the Base hit is a big moment too
    assert "Base is HIT" in hit.title and "3 of 3" in hit.line and hit.at.colliderect(base)
    frames(app, round(10 / DT))                              # ten seconds: still the results
    assert app.top is scene and scene.showing_results and scene.next_button.visible
    assert scene.next_button.label == "See the winner"
    assert any("Hit Token" in line for line, _ in scene.results["lines"])
    shot(app, "last_round_results")
    click(app, scene.next_button.rect.center)
    frames(app, round(5 / DT))
    assert isinstance(app.top, GameOver)
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0)
    app.step(DT)
    assert isinstance(app.top, GameLog)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
    app.step(DT)
    assert isinstance(app.top, GameOver)
    post(pygame.KEYDOWN, key=pygame.K_F1, mod=0)              # and F1 (how to play) from game over
    app.step(DT)
    from fort_desktop.table.scenes.rules_reference import RulesReference
    assert isinstance(app.top, RulesReference)


def test_the_clean_up_shows_each_step_on_the_side_it_happens_to(app):
    """Trial (issue 7): a Balloon hit the person's own fort, but the clean-up kept the rival's fort
    large, so the lost card showed only in the inset. While the results show, the table draws
    large the play area of the step on show."""
    from fort_desktop.rules.fortify.state import PlacedDie

    state = jerk_state("red")                              # P1's Jerk Die: no red on P2's side
    state.dice_placed.append(PlacedDie("white1", "blue", 1, {"kind": "card", "seat": 0, "id": BLUE_C}))
    session, scene = table_for(app, state, seats=("human", "bot"))
    scene.set_focus(1)
    click(app, scene.buttons[(0, "jerk")].rect.center)
    assert BLUE_C not in session.state.players[0].cards          # P1's blue C was hit
    click(app, (640, 400))                                        # skip the unused Jerk Die's moment
    frames(app, round(4 / DT))
    assert scene.showing_results and scene.focus == 0
    assert any("loses 1 Fort Card" in line for line, _ in scene.results["lines"])


def test_a_game_continued_after_the_person_finished_the_step_says_so(app):
    """Trial (issue 7): after Continue the curtain said "Throw: roll, place your dice" to a
    person who had already finished Part II; the computer was still throwing. With one person
    there is no curtain now: the panel says they are done."""
    s = new(9)
    room(s, 1, "green")
    to_throw(s, {0: [], 1: ["green"]})
    s.players[0].done, s.players[0].race_ms = True, 4200
    session, scene = table_for(app, s, seats=("human", "bot"))
    for _ in range(round(3.0 / DT)):
        if isinstance(app.top, Curtain):
            break
        app.step(DT)
    assert isinstance(app.top, Curtain)          # the first Throw at this table: "ready"
    assert "finished" in app.top.note and "computer" in app.top.note and "roll" not in app.top.note


def test_a_kid_whose_room_is_open_says_how_to_make_it_work_again(app):
    """Trial (issue 7): Kids left out when their room broke seemed to block the area for good."""
    s = new(9)
    put_kid(s, 0, kid("builder", "green"), 8, 12)                 # no walls around it
    session, scene = table_for(app, s)
    _, _, lines = scene.hover.info_at(kid_centre(scene, 0, kid("builder", "green")))     # FortifyHover's answer
    assert "does NOT work" in lines[0] and any("never over it" in line for line in lines)


def test_dice_left_in_hand_when_a_player_stops_early_are_said(app):
    session, scene = table_for(app, throw_state("blue"), seats=("human", "bot"))
    lift_curtain(app)
    assert scene.submit({"type": "grab", "seat": 0, "ms": 2000}) is None     # Done, with a die not thrown
    assert scene.toast_showing and "stopped early: 1 die unused" in scene.message
    assert any("stopped early" in line for line in scene.words.log_lines(None))


def test_a_re_roll_into_a_face_with_no_target_ends_the_throw_with_the_reason_in_the_log(app):
    """New users: a re-roll into a useless face ended the throw with only "stopped early"."""
    s = new(9)
    green_c = room(s, 1, "green")
    to_throw(s, {0: ["green", "red"], 1: []})
    s.rng = rng_rolling(R.data.balloon_die, ["red"])           # the re-roll shows red: nothing red there
    session, scene = table_for(app, s, ("human", "bot"))
    lift_curtain(app)
    green = next(d for d, f in s.players[0].rolled.items() if f == "green")
    assert session.submit({"type": "place_die", "seat": 0, "die": green,
                           "target": {"kind": "card", "seat": 1, "id": green_c}}) is None
    app.step(DT)
    click(app, scene.buttons[(0, "reroll")].rect.center)
    settle(app, scene, 0)
    frames(app, 2)
    assert "none of your dice can be placed" in scene.message
    click(app, scene.layout.fence.center)                      # a click: go on
    frames(app, 2)
    assert session.state.players[0].done
    why = "no red card or face-up red Kid on Computer's side"
    assert any(line.text == f"P1's throw ends: 1 die unused this round - {why}" for line in scene.table_log.lines)
    for _ in range(300):                          # the race's banner comes up: it and the words are apart
        app.step(DT)
        if scene.moments.showing is not None and scene.moments.showing.rect is not None:
            break
    banner, toast = scene.moments.showing.rect, scene.message_area()
    assert scene.toast_showing and "throw ends" in scene.message and toast is not None
    assert not banner.colliderect(toast), (banner, toast)


# ------------------------------------------------------------------------ the mouse changes hands
def test_a_curtain_falls_whenever_the_mouse_changes_hands_and_only_then(app):
    """Issue 14 (two people, Ana and Sam): the curtain was missing between Sam's Stop and Ana's
    Recruit, and "Pass the mouse to Sam" came when Sam already had it. A round and a half played
    by whoever has the mouse: each time the person asked changes, a curtain naming them (and the
    one who looks away) falls before any frame shows the table from their side; a half of the
    person who has the mouse starts with none."""
    app.autosaver.enabled = False   # (fast: nothing here is about saving)
    session = app.new_session("fortify", 2, ["human", "human"], ["Ana", "Sam"])
    scene = app.show_table(session)
    names = {0: "Ana", 1: "Sam"}
    holder, curtains, bad = None, [], []
    for _ in range(2000):
        app.step(DT)
        top = app.top
        if isinstance(top, Curtain):
            acting = next(s for s, n in names.items() if n == top.acting)
            if acting == holder or top.waiting != (names[holder] if holder is not None else names[1 - acting]):
                bad.append(f"curtain for {top.acting} (look away: {top.waiting}) when {holder} had the mouse")
            if scene.moments.busy:        # (the race's banner played out first, on the table it is about)
                bad.append(f"{session.state.phase}: the curtain for {top.acting} fell over a big moment")
            curtains.append((session.state.phase, top.acting))
            holder = acting
            click(app, top.button_rect.center)
            continue
        viewer = scene.flow.viewer()
        if viewer not in (None, holder):
            bad.append(f"{session.state.phase}: the table shows {names[viewer]}'s side before their curtain")
        shown = scene.moments.showing
        if shown is not None and shown.rect is not None:   # a person has seen the banner: a click on it
            click(app, shown.rect.center)
            continue
        if scene.flow.await_click:
            click(app, scene.next_button.rect.center)
            continue
        seat = scene.flow.mouse_seat()
        if seat is not None and session.state.round == 2:
            break                                       # round 2's first half is under way
        if seat is not None:
            holder = seat if holder is None else holder
            if seat != holder:
                bad.append(f"{session.state.phase}: {names[seat]} took the mouse from {names[holder]} with no curtain")
            session.play_bot(seat)
    assert bad == []
    assert ("recruit", "Sam") in curtains and ("recruit", "Ana") in curtains     # both recruit in round 1
    assert curtains[-1][1] == "Sam"                 # Sam threw last and has the mouse...
    assert session.state.phase == BUILD and scene.flow.half == 1 == seat   # ...his half: no curtain


def test_the_last_die_placed_stops_the_clock_and_the_table_waits_for_done(app):
    """Trial (fy14): placing the last Balloon Die ended the throw at once while the top bar said
    "click Done". The race time stops with the last die (rulebook "The Jerk": grab the moment you
    are done), the die stays in view and the bar says so, and the throw ends with Done & grab."""
    session, scene = table_for(app, throw_state("green"), ("human", "bot"))
    lift_curtain(app)
    click(app, scene.buttons[(0, "roll")].rect.center)
    settle(app, scene, 0)
    app.step(DT)
    target = box_centre(scene, 1, GREEN_C)
    press_and_move(app, tray_die_pos(scene, 0, "black1"), target, steps=4)
    release(app, target)
    assert session.state.dice_placed and not session.state.players[0].dice
    frames(app, 20)                                           # a moment later: still the person's
    clock = scene.flow.clocks[0]
    assert not session.state.players[0].done and clock.stopped and scene.all_placed(0)
    assert "all your dice are placed" in scene.banner() and "click Done & grab" in scene.banner()
    assert scene.buttons[(0, "done")].visible and scene.flow.mouse_seat() == 0
    stopped = clock.ms
    click(app, scene.buttons[(0, "done")].rect.center)
    assert session.state.players[0].done and session.state.players[0].race_ms == stopped
