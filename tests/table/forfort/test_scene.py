"""The Forfort table, headless with posted mouse events (issue 9 "Table"): a starting Camp by a
click, a build on an arrow slot by a drag, a refused drop with its reason, bot-only games to the end."""
import pytest

from fort_desktop.table.kit.handoff import MOMENTS_HOLD_SECONDS

from fort_desktop.rules.forfort import RULES
from fort_desktop.session import GameSession
from fort_desktop.table.forfort.layout import Layout
from fort_desktop.table.forfort.scene import ForfortTable

from ..shell_helpers import click, drag

R = RULES.with_settings(start_player="first_seat")


def _table(app, seats=("human", "bot"), seed=2):
    session = GameSession("forfort", seed, list(seats), rules=R, bot_pace_seconds=0.0)
    scene = ForfortTable(app, session)
    app.replace(scene, clear=True)
    app.step(1 / 60)
    return session, scene


def _centre(rect):
    return (rect.centerx, rect.centery)


def _to_play(app, session, scene):
    click(app, _centre(scene.layout().slot_rect(0, "S")), frames=3)
    for _ in range(20):
        if session.state.phase == "play" and session.state.seat == 0:
            return
        app.step(1 / 60)
    raise AssertionError("P1 never got to play")


def _hand_pos(scene, card):
    view = scene.view()
    index = view["players"][0]["hand"].index(card)
    c = scene.fan(view)[index].centre
    return (int(c[0]), int(c[1]))


def test_the_layout_puts_the_viewer_at_the_bottom_and_partners_opposite():
    cells = {sid: (s.x, s.y) for sid, s in R.ctx.data.slots.items()}
    layout = Layout(4, 1, cells, R.ctx.data.keep, R.ctx.data.seen_turns[4])
    assert layout.forts[1].centre[1] > layout.forts[3].centre[1]           # viewer bottom, partner top
    assert layout.slot_rect(1, "N").centery < layout.keep_rect(1).centery   # front row toward the middle
    assert layout.slot_rect(3, "N").centery > layout.keep_rect(3).centery   # the top fort is turned round
    assert layout.target_at(layout.slot_rect(0, "NE").center) == (0, "NE")


def test_a_click_places_the_starting_camp(app):
    session, scene = _table(app)
    click(app, _centre(scene.layout().slot_rect(0, "S")))
    assert session.state.players[0].fort["S"] == ["P1-C1"]


def test_a_card_dragged_onto_a_lit_arrow_slot_is_built(app):
    session, scene = _table(app)
    _to_play(app, session, scene)
    builds = [a for a in R.legal_actions(session.state, 0) if a["type"] == "build"]
    assert builds, "seed 2 deals P1 a buildable card"
    build = builds[0]
    drag(app, _hand_pos(scene, build["card"]), _centre(scene.layout().slot_rect(0, build["slot"])))
    assert build["card"] in session.state.players[0].fort[build["slot"]]


def test_a_drop_on_a_wrong_slot_is_refused_with_the_reason(app):
    session, scene = _table(app)
    _to_play(app, session, scene)
    state = session.state
    card = state.players[0].hand[0]
    shape = R.wall(card).shape
    wrong = next(slot for slot in R.ctx.geo.slots if R.ctx.geo.kind(slot) != shape)
    drag(app, _hand_pos(scene, card), _centre(scene.layout().slot_rect(0, wrong)))
    assert card in session.state.players[0].hand
    assert scene.message.startswith("Cannot build there") and shape in scene.message
    labels = [b.label for b in scene.input.choices]
    assert labels == ["Discard it for a Camp here", "Cancel"]  # an empty slot: a Camp is asked, never done by a slip
    click(app, scene.input.choices[-1].rect.center)
    assert card in session.state.players[0].hand and scene.input.choices == []


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_bot_only_game_plays_to_its_end_on_the_table(app, seats):
    session, scene = _table(app, seats=["bot"] * seats, seed=seats)
    for _ in range(50):
        if session.is_over:
            break
        app.step(1 / 60)
    assert session.is_over and session.result.winners


def test_through_hand_offs_no_frame_shows_the_table_to_the_wrong_person(app):
    from fort_desktop.table.scenes.curtain import Curtain

    session = GameSession("forfort", 5, ["human", "bot", "human", "bot"], rules=R, bot_pace_seconds=0.0)
    scene = ForfortTable(app, session)
    app.replace(scene, clear=True)
    handed_over = 0
    for _ in range(400):
        if session.is_over:
            break
        if isinstance(app.top, Curtain):
            app.top.ready()
            app.step(1 / 60)
            continue
        app.step(1 / 60)
        acting = [s for s in session.acting_seats() if s in session.humans]
        if app.top is scene and acting and scene.hand_off.holding:
            assert scene.view()["viewer"] is None or session.actions[-1]["seat"] == scene.view()["viewer"]
            continue   # the last move shows before the curtain
        if app.top is scene and acting:
            # the table on screen shows the acting person's eyes, and no other hand
            view = scene.view()
            assert view["viewer"] == acting[0]
            assert [p["seat"] for p in view["players"] if "hand" in p] == [acting[0]]
            before = acting[0]
            session.submit(R.legal_actions(session.state, before)[0])
            app.step(1 / 60)
            now = [s for s in session.acting_seats() if s in session.humans]
            if now and now[0] != before:
                handed_over += 1
                # the last move plays out (at most HOLD_SECONDS) on the mover's own table, or a
                # computer's move after it shows on nobody's (BOT_HOLD_SECONDS), and the big
                # moments on show (at most MOMENTS_HOLD_SECONDS), then the curtain
                for _ in range(int(60 * (MOMENTS_HOLD_SECONDS + 2))):
                    if isinstance(app.top, Curtain):
                        break
                    mover = session.actions[-1]["seat"]
                    assert scene.view()["viewer"] == (before if mover == before else None)
                    assert scene.mouse_seat() is None
                    app.step(1 / 60)
                assert isinstance(app.top, Curtain), "the other person's turn began without a curtain"
    assert handed_over >= 3


@pytest.mark.parametrize("seats", [2, 3])
def test_choice_buttons_by_any_place_keep_off_the_running_score(app, seats):
    """A choice (a Mason's rebuild, the drawbridge's "Build it here") opens beside its place and
    never over the running score at the table's top left (a new user's opened over it)."""
    session, scene = _table(app, seats=["human"] + ["bot"] * (seats - 1))
    app.step(1 / 60)
    layout, score = scene.layout(), scene.painter.score_rect
    assert score.w and score.h
    for seat in layout.forts:
        for slot in list(R.ctx.geo.slots) + ["keep"]:
            rect = layout.keep_rect(seat) if slot == "keep" else layout.slot_rect(seat, slot)
            box = scene.input._choice_box(380, 120, (seat, slot), rect.center)
            assert not box.colliderect(score), (seat, slot, box)


@pytest.mark.parametrize("text_size", [100, 150])
def test_choice_buttons_open_beside_the_place_they_are_about_even_at_150_text(app, text_size):
    """At 150 % text a new user's "Double Garrison: Army here, marching ..." buttons opened at the
    table's top left, far from the rival's slot clicked, and were never seen: wide buttons stay
    beside the place (over another fort if need be), never over the hand, the score or one's own fort."""
    import dataclasses

    from fort_desktop.table.forfort.input import CHOICE_FONT
    from fort_desktop.table.widgets import text_px as px_of

    app.apply_settings(dataclasses.replace(app.user_settings, text_size=text_size), save=False)
    session, scene = _table(app, seats=["human", "bot", "human", "bot"])
    app.step(1 / 60)
    layout = scene.layout()
    from fort_desktop.table.kit.layers import text_width
    width = text_width("Double Garrison: Army here, marching right to slot 1", px_of(CHOICE_FONT), True) + 24
    for seat in layout.forts:
        if seat == 0:
            continue
        for slot in R.ctx.geo.slots:
            rect = layout.slot_rect(seat, slot)
            box = scene.input._choice_box(width, 130, (seat, slot), rect.center)
            gap_x = max(box.left - rect.right, rect.left - box.right, 0)
            gap_y = max(box.top - rect.bottom, rect.top - box.bottom, 0)
            assert max(gap_x, gap_y) <= 40, (text_size, seat, slot, box, rect)
            assert not box.colliderect(rect)


def test_a_click_on_no_target_during_a_combo_says_why(app):
    """A new user's click on an unlit slot during a combo did nothing, silently: it says to click
    a lit place; a click on a lit one offers its choices (the Army's ways) beside it."""
    from tests.rules.forfort.test_combos import _scenario_17, A, B, act

    s = act(_scenario_17(), {"type": "build", "seat": A, "card": "P1-W12", "slot": "NW"})
    session = GameSession("forfort", 1, ["human", "bot"], rules=R, bot_pace_seconds=0.0)
    session.state = s
    scene = ForfortTable(app, session)
    app.replace(scene, clear=True)
    for _ in range(3):
        app.step(1 / 60)
    scene.moments.clear()
    assert scene.mouse_seat() == A
    own = next(slot for slot in R.ctx.geo.slots if s.players[A].fort[slot])     # no combo target there
    click(app, _centre(scene.layout().slot_rect(A, own)), frames=2)
    assert scene.message.startswith("Nothing to do on that place now") and not scene.input.choices
    click(app, _centre(scene.layout().slot_rect(B, "NW")), frames=2)
    assert [b.label for b in scene.input.choices][-1] == "Cancel" and len(scene.input.choices) == 3
