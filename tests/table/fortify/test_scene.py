"""The Fortify table scene, driven headless with pygame events posted as a person makes them
(MOUSEBUTTONDOWN on the thing, MOUSEMOTION with pos/rel/buttons, MOUSEBUTTONUP) and frames run
with ``app.step``. Screenshots of each situation go to $FORT_SHOTS (under the test's tmp_path). Scenes from
hand-built states (the Jerk, Medics, refusals, every phase) are in test_steps.py."""
from __future__ import annotations

import os
import random

import pygame
import pytest

from fort_desktop.rules.fortify.state import THROW
from fort_desktop.session import GameSession
from fort_desktop.table.app import App
from fort_desktop.table.fortify.race_clock import RaceClock
from fort_desktop.table.scenes.curtain import Curtain
from fort_desktop.table.fortify.scene import FortifyTable
from fort_desktop.table.scenes.game_over import GameOver

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")
DT = 1 / 60


# ---------------------------------------------------------------------------------------- helpers
@pytest.fixture
def app():
    a = App(headless=True)
    yield a
    a.close()


def post(kind, **fields):
    pygame.event.post(pygame.event.Event(kind, **fields))


def shot(app, name):
    try:
        app.screenshot(os.path.join(os.environ["FORT_SHOTS"], f"{name}.png"))
    except (OSError, pygame.error):
        pass


def click(app, pos, button=1):
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    app.step(DT)


def press_and_move(app, start, end, steps=6):
    """Press at ``start`` and move to ``end`` with the left button held (one frame per motion)."""
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step(DT)
    last = start
    for i in range(1, steps + 1):
        p = (round(start[0] + (end[0] - start[0]) * i / steps), round(start[1] + (end[1] - start[1]) * i / steps))
        post(pygame.MOUSEMOTION, pos=p, rel=(p[0] - last[0], p[1] - last[1]), buttons=(1, 0, 0))
        app.step(DT)
        last = p


def release(app, pos):
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step(DT)


def lift_curtain(app):
    for _ in range(3):
        if not isinstance(app.top, Curtain):
            return
        click(app, app.top.button_rect.center)


def start(app, seats, seed=3, advance=None) -> tuple[GameSession, FortifyTable]:
    """A session (optionally advanced by bots with ``advance(session)``) on the table."""
    session = app.new_session("fortify", seed, seats)
    if advance is not None:
        advance(session)
    scene = app.show_table(session)
    app.step(DT)
    return session, scene


def to_phase(phase):
    def advance(session):
        while session.state.phase != phase:
            session.play_bot(session.acting_seats()[0])
    return advance


def settle(app, scene, seat, frames=400):
    for _ in range(frames):
        if scene.trays[seat].settled:
            return
        app.step(DT)
    raise AssertionError("the dice never settled")


def legal_spot(session, seat, far=False):
    """A legal place action for the revealed card (rot 0), the first or the one farthest out."""
    places = [a for a in session.legal_actions(seat) if a["type"] == "place" and a["rot"] == 0]
    assert places
    return max(places, key=lambda a: a["y"]) if far else places[0]


def held_centre(scene, seat, w=4, h=6):
    """The grip (px from its top-left) of a ``w`` x ``h`` card picked up at the middle of the hand
    pile: held at its play area's size, the pointer keeps the card's middle."""
    c = scene.layout.cells[seat]
    return (w * c // 2, h * c // 2)


def pointer_for(scene, seat, grab_offset, x, y, w=4, h=6, nudge=(4, 5)):
    """Where the pointer must be so the held ``w`` x ``h`` thing's top-left on screen lies ``nudge``
    px from its spot at cell (x, y) (seat 1 is drawn turned: there it is the far corner)."""
    target = scene.layout.cell_rect(seat, x, y, w, h)
    return (target.x + grab_offset[0] + nudge[0], target.y + grab_offset[1] + nudge[1])

# ---------------------------------------------------------------------------------------- drag a card
def test_a_dropped_card_lands_exactly_where_the_ghost_showed(app):
    session, scene = start(app, ["human", "human"])
    assert isinstance(app.top, Curtain)
    shot(app, "01_curtain")
    lift_curtain(app)
    assert app.top is scene and scene.flow.mouse_seat() == 0
    hand = scene.hand_rects[0]
    card = session.state.players[0].hand[0]
    spot = legal_spot(session, 0)
    grab = held_centre(scene, 0)
    end = pointer_for(scene, 0, grab, spot["x"], spot["y"])
    press_and_move(app, hand.center, end)
    ghost = scene.card_ghost(scene.drag.drag)
    assert ghost is not None and ghost.problem is None
    assert (ghost.x, ghost.y, ghost.rot) == (spot["x"], spot["y"], 0)
    shot(app, "02_build_drag_legal")
    release(app, end)
    placed = session.state.players[0].cards[card]
    assert (placed.x, placed.y, placed.rot) == (ghost.x, ghost.y, ghost.rot)
    shot(app, "03_build_placed")


def test_the_far_player_drops_on_their_turned_area_exactly_where_the_ghost_showed(app):
    session, scene = start(app, ["human", "human"])
    lift_curtain(app)
    click(app, scene.buttons[(0, "stop")].rect.center)      # P1 stops: P2's half
    click(app, app.top.stop_button.rect.center)              # cards left in hand: it asks first
    lift_curtain(app)
    assert scene.flow.mouse_seat() == 1
    app.step(DT)
    hand = scene.hand_rects[1]
    card = session.state.players[1].hand[0]
    spot = legal_spot(session, 1, far=True)
    face = scene.rules.card_face(card, 0)
    end = pointer_for(scene, 1, held_centre(scene, 1, face.width, face.height), spot["x"], spot["y"],
                      face.width, face.height)
    press_and_move(app, hand.center, end)
    ghost = scene.card_ghost(scene.drag.drag)
    assert (ghost.x, ghost.y, ghost.problem) == (spot["x"], spot["y"], None)
    shot(app, "02b_far_player_drag")
    release(app, end)
    placed = session.state.players[1].cards[card]
    assert (placed.x, placed.y, placed.rot) == (spot["x"], spot["y"], 0)


def test_turning_a_held_card_with_r_turns_the_ghost(app):
    session, scene = start(app, ["human", "human"])
    lift_curtain(app)
    hand = scene.hand_rects[0]
    press_and_move(app, hand.center, (200, 560))
    post(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0)
    app.step(DT)
    assert scene.card_ghost(scene.drag.drag).rot == 1
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    app.step(DT)
    assert scene.card_ghost(scene.drag.drag).rot == 2
    post(pygame.MOUSEBUTTONDOWN, pos=(200, 560), button=3)
    app.step(DT)
    assert scene.card_ghost(scene.drag.drag).rot == 3
    shot(app, "04_build_turned")


def test_an_illegal_drop_returns_the_card_and_shows_the_reason(app):
    session, scene = start(app, ["human", "human"])
    lift_curtain(app)
    hand = scene.hand_rects[0]
    card = session.state.players[0].hand[0]
    grab = held_centre(scene, 0)
    end = pointer_for(scene, 0, grab, 1, 13)         # far from the Base: touches no box
    press_and_move(app, hand.center, end)
    ghost = scene.card_ghost(scene.drag.drag)
    assert ghost.problem == "must touch a box of your fort (box next to box)"
    shot(app, "05_build_drag_illegal")
    release(app, end)
    assert card not in session.state.players[0].cards
    assert session.state.players[0].hand[0] == card
    assert "must touch a box of your fort" in scene.message
    assert scene.drag.is_returning(("card", 0, card, 0))
    shot(app, "06_build_refused")
    for _ in range(30):
        app.step(DT)
    assert not scene.drag.returning
    # the refusal stayed up over the next drag's green "drop here" ghost: picking up the next
    # piece takes it away
    assert scene._toast() is not None and scene.message_style == "refusal"
    spot = legal_spot(session, 0)
    press_and_move(app, hand.center, pointer_for(scene, 0, grab, spot["x"], spot["y"]))
    assert scene.card_ghost(scene.drag.drag).problem is None and scene._toast() is None


@pytest.mark.parametrize("kind", ["focus", "leave", "escape", "covered"])
def test_a_drag_does_not_survive_focus_loss_leaving_escape_or_a_scene_change(app, kind):
    session, scene = start(app, ["human", "human"])
    lift_curtain(app)
    hand = scene.hand_rects[0]
    card = session.state.players[0].hand[0]
    spot = legal_spot(session, 0)
    end = pointer_for(scene, 0, held_centre(scene, 0), spot["x"], spot["y"])
    press_and_move(app, hand.center, end)
    assert scene.drag.active
    if kind == "focus":
        post(pygame.WINDOWFOCUSLOST)
    elif kind == "leave":
        post(pygame.MOUSEBUTTONUP, pos=(1350, 500), button=1)   # released outside, then gone
        post(pygame.WINDOWLEAVE)
    elif kind == "escape":
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    else:
        app.push(Curtain(app, acting="P1"))
    app.step(DT)
    assert not scene.drag.active and scene.drag.is_returning(("card", 0, card, 0))
    release(app, end)
    assert card not in session.state.players[0].cards


def test_skip_and_stop_buttons(app):
    session, scene = start(app, ["human", "human"])
    lift_curtain(app)
    hand = list(session.state.players[0].hand)
    click(app, scene.buttons[(0, "skip")].rect.center)
    assert session.state.players[0].hand == hand[1:] + hand[:1]
    click(app, scene.buttons[(0, "stop")].rect.center)
    click(app, app.top.stop_button.rect.center)          # cards left in hand: it asks first
    assert session.state.players[0].done
    assert session.state.players[0].race_ms is not None
    assert isinstance(app.top, Curtain) and app.top.acting == "P2"   # P2's half now
    shot(app, "07_curtain_p2")


def _throw_table(app, seed):
    session, scene = start(app, ["human", "human"], seed=seed, advance=to_phase(THROW))
    lift_curtain(app)
    seat = scene.flow.mouse_seat()
    click(app, scene.buttons[(seat, "roll")].rect.center)
    settle(app, scene, seat)
    app.step(DT)
    return session, scene, seat


def test_a_die_on_a_legal_target_is_placed_and_hidden_from_the_other_half(app):
    session, scene, seat = _throw_table(app, 5)
    state = session.state
    die = next(d for d in state.players[seat].rolled)
    target = scene.rules.die_targets(state, seat, die)
    if not target:
        pytest.skip("the die has no target")
    rect = scene.drawer.target_screen_rect(state, target[0])
    view = next(v for v in scene.trays[seat].dice() if v.die_id == die)
    press_and_move(app, (round(view.x_px), round(view.y_px)), rect.center, steps=8)
    release(app, rect.center)
    placed = session.state.dice_placed
    assert len(placed) == 1 and placed[0].die == die
    shot(app, "10_throw_placed")
    click(app, scene.buttons[(seat, "done")].rect.center)
    assert isinstance(app.top, Curtain)
    lift_curtain(app)
    other = 1 - seat
    assert scene.flow.mouse_seat() == other
    assert scene.view().dice_placed == []                      # not drawn at all for the second
    assert all("put" not in line for line in scene.words.log_lines(other)[-3:])
    shot(app, "11_throw_second_half")


def test_hovering_a_card_enlarges_it_and_middle_click_pins_it(app):
    session, scene = start(app, ["human", "human"])
    lift_curtain(app)
    pile = scene.pile_rects["thrower"]
    post(pygame.MOUSEMOTION, pos=pile.center, rel=(1, 1), buttons=(0, 0, 0))
    for _ in range(40):
        app.step(DT)
    assert scene.hover_key is not None and scene.hover_key[0] == "pile"
    shot(app, "21_hover")
    post(pygame.MOUSEBUTTONDOWN, pos=pile.center, button=2)
    app.step(DT)
    assert scene.pinned is not None
    post(pygame.MOUSEMOTION, pos=(900, 500), rel=(5, 5), buttons=(0, 0, 0))
    app.step(DT)
    assert scene.pinned is not None


# ---------------------------------------------------------------------------------------- whole games
def test_a_full_autoplay_game_reaches_the_game_over_scene_fast(app):
    session, scene = start(app, ["bot", "bot"], seed=11)
    for _ in range(5000):
        if isinstance(app.top, GameOver):
            break
        app.step(DT)
    assert isinstance(app.top, GameOver)
    assert session.is_over
    shot(app, "12_game_over")


def test_versus_the_computer_the_bot_plays_the_raced_step_at_its_pace(app):
    session, scene = start(app, ["human", "bot"], seed=4)
    # one person seated: a "ready" curtain the first time the step comes up (a moment to look)
    assert isinstance(app.top, Curtain) and app.top.waiting is None
    assert not scene.flow.clocks[0].started and session.actions == []    # nobody races meanwhile
    lift_curtain(app)
    assert app.top is scene and scene.flow.mouse_seat() == 0 and scene.flow.clocks[0].started
    assert session.state.players[1].done is False
    for _ in range(int(scene.pace * 60 * 3) + 5):
        app.step(DT)
    assert session.streak(1) >= 2 or session.state.players[1].done
    assert app.top is scene
    shot(app, "13_versus_build")


def test_a_storm_of_random_events_raises_nothing(app):
    rng = random.Random(1234)
    for seats in (["human", "human"], ["human", "bot"]):
        session, scene = start(app, seats, seed=rng.randint(1, 99))
        kinds = [pygame.MOUSEMOTION] * 5 + [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP] * 3 + [
            pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST, pygame.WINDOWENTER]
        keys = [pygame.K_r, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN, pygame.K_m, pygame.K_a]
        for _ in range(700):
            for _ in range(rng.randint(1, 6)):
                kind = rng.choice(kinds)
                pos = (rng.randint(-5, 1285), rng.randint(-5, 805))
                if kind == pygame.MOUSEMOTION:
                    post(kind, pos=pos, rel=(rng.randint(-40, 40), rng.randint(-40, 40)),
                         buttons=(rng.randint(0, 1), 0, 0))
                elif kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                    post(kind, pos=pos, button=rng.choice([1, 1, 1, 2, 3, 4, 5]))
                elif kind == pygame.MOUSEWHEEL:
                    post(kind, x=0, y=rng.choice([-1, 1]), flipped=False, precise_x=0.0, precise_y=1.0)
                elif kind == pygame.KEYDOWN:
                    post(kind, key=rng.choice(keys), mod=0, unicode="", scancode=0)
                else:
                    post(kind)
            app.step(rng.choice([0.0, DT, DT, 0.1, 0.3]))
            if not isinstance(app.top, (FortifyTable, Curtain)):
                break
        shot(app, f"14_storm_{seats[1]}")


# ---------------------------------------------------------------------------------------- race clock
def test_the_race_clock_counts_only_while_running_and_unpaused():
    clock = RaceClock()
    clock.update(1.0)
    assert clock.ms == 0
    clock.start()
    clock.update(0.5)
    clock.set_paused("tumbling", True)
    clock.update(2.0)
    clock.set_paused("tumbling", False)
    clock.update(0.25)
    assert clock.stop() == 750
    clock.update(5.0)
    assert clock.ms == 750


def test_a_quick_grab_of_the_hand_card_just_let_go_picks_it_up_again(app):
    session = GameSession("fortify", 3, ["human", "bot"])
    scene = app.show_table(session)
    lift_curtain(app)
    app.step(DT)
    hand = scene.hand_rects[0]
    click(app, hand.center)                       # a click: picked up and let go over the hand itself
    assert not scene.drag.active and scene.drag.returning   # it slides home...
    app.step(0.05)
    post(pygame.MOUSEBUTTONDOWN, pos=hand.center, button=1)  # ...and is grabbed again 50 ms later
    app.step(DT)
    assert scene.drag.active and scene.drag.drag.payload[0] == "card"
    assert not scene.drag.returning


def spy_captions(monkeypatch) -> list:
    """Every toast and caption rect the Fortify painter draws from now on (drawn as usual)."""
    from fort_desktop.table.fortify import paint

    drawn: list = []
    for name in ("draw_label", "draw_toast"):
        real = getattr(paint, name)
        monkeypatch.setattr(paint, name, lambda *a, _real=real, **k: drawn.append(_real(*a, **k)) or drawn[-1])
    return drawn


def test_versus_the_computer_only_the_first_build_and_throw_wait_for_ready(app):
    """New users met a curtain before every raced step (two a round); with none, a race already
    running when the table appeared. A "ready" curtain comes the first time each step comes up."""
    session, scene = start(app, ["human", "bot"], seed=4)
    assert isinstance(app.top, Curtain)
    lift_curtain(app)
    flow = scene.flow
    assert flow.readied == {"build"} and flow.go
    flow.key = None                                   # the next round's Build begins
    flow.sync(scene.now)
    app.step(DT)
    assert app.top is scene and flow.go and flow.clocks[0].started   # at once, no curtain
