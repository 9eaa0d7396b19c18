"""The Forfort table as a host (issue 14, Forfort findings and item 3): Camp places lit in their own
look (the partner's fort too at 4), a Camp offered on an empty slot without a refusal, a Cancel on
every choice, a defeated Army shown where it stood, a running score and a "Last round" notice."""
import pygame

from fort_desktop.session import GameSession
from fort_desktop.table.forfort.paint import CAMP_LIT, LAST_ROUND, SCORE_RECT
from fort_desktop.table.forfort.scene import ForfortTable
from fort_desktop.table.kit.hud import TOAST_RED

from ...rules.forfort.helpers import A, B, R, army, board, hand, keep_top, stack
from ..shell_helpers import click, drag, key, post
from .person import card_point
from .test_choices import _mason_asks
from .test_gestures import _slot, _table


def _hold(app, scene, card, at=(640, 400)):
    """Press on hand ``card`` and carry it to ``at`` without letting go."""
    start = card_point(scene, card)
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step(1 / 60)
    post(pygame.MOUSEMOTION, pos=at, rel=(1, 0), buttons=(1, 0, 0))
    app.step(1 / 60)


def _count(surface, rect, colour):
    """How many pixels of ``rect`` are ``colour``."""
    part = surface.subsurface(rect.clip(surface.get_rect()))
    return pygame.mask.from_threshold(part, (*colour[:3], 255), (1, 1, 1, 255)).count()


def test_while_a_card_is_held_the_camp_places_are_lit_dashed_apart_from_the_build_places(app):
    s = board()
    keep_top(s, A, "W01")                    # arrows: NW (a corner) and E (a straight side)
    hand(s, A, "W22", "W11", "W12")          # W22 a Straight Wall: E builds it, every other slot a Camp
    session, scene = _table(app, s)
    _hold(app, scene, "P1-W22")
    camps = scene.input.camp_lit()
    assert scene.input.lit() == {(A, "E")}
    assert camps == {(A, slot) for slot in scene.cells if slot != "E"}
    app.draw()
    lay = scene.layout()
    assert _count(app.screen, lay.slot_rect(A, "SW"), CAMP_LIT) > 40      # the dashes and the tent
    assert _count(app.screen, lay.slot_rect(A, "E"), CAMP_LIT) == 0
    post(pygame.MOUSEBUTTONUP, pos=(640, 400), button=1)
    app.step(1 / 60)
    assert scene.input.camp_lit() == set()                                # nothing held: nothing lit for a Camp


def test_at_four_in_teams_the_partners_empty_slots_are_lit_for_a_camp_and_the_rivals_are_not(app):
    s = board(seats=4)
    keep_top(s, A, "W01")
    hand(s, A, "W22", "W11", "W12")
    session, scene = _table(app, s, seats=("human", "bot", "bot", "bot"))
    mate = next(seat for side in R.sides(s) if A in side for seat in side if seat != A)
    _hold(app, scene, "P1-W22")
    camps = scene.input.camp_lit()
    assert {(mate, slot) for slot in scene.cells} <= camps
    assert not any(fort not in (A, mate) for fort, _ in camps)
    app.draw()
    assert _count(app.screen, scene.layout().slot_rect(mate, "N"), CAMP_LIT) > 40


def test_a_drop_where_only_a_camp_fits_offers_it_with_a_note_and_no_refusal(app):
    s = board()
    keep_top(s, A, "W01")
    hand(s, A, "W22", "W11", "W12")
    session, scene = _table(app, s)
    drag(app, card_point(scene, "P1-W22"), _slot(scene, A, "SW"))
    assert scene.toast_showing and scene.message_style == "info"
    assert "Cannot build there" in scene.message and "Camp" in scene.message
    assert [b.label for b in scene.input.choices] == ["Discard it for a Camp here", "Cancel"]
    app.draw()
    assert _count(app.screen, pygame.Rect(0, 40, 990, 760), TOAST_RED) == 0     # no red refusal box
    click(app, scene.input.choices[0].rect.center)
    assert session.state.players[A].fort["SW"] and "P1-W22" in session.state.players[A].discard


def test_cancel_on_the_army_direction_choice_changes_nothing_and_keeps_the_card(app):
    s = board()
    stack(s, B, "N", "W22")
    hand(s, A, "W24", "W11", "W12")
    session, scene = _table(app, s, seats=("human", "bot"))
    drag(app, card_point(scene, "P1-W24"), _slot(scene, B, "NW"))
    cancel = scene.input.choices[-1]
    assert cancel.label == "Cancel" and len(scene.input.choices) == 3
    slot = scene.layout().slot_rect(B, "NW")
    assert all(not b.rect.colliderect(slot) and abs(b.rect.centery - slot.centery) < 200 for b in scene.input.choices)
    click(app, cancel.rect.center)
    assert not session.actions and not scene.input.choices and not session.state.armies
    assert "P1-W24" in session.state.players[A].hand
    drag(app, card_point(scene, "P1-W24"), _slot(scene, B, "NW"))     # the card can be played again
    click(app, next(b for b in scene.input.choices if "marching left" in b.label).rect.center)
    assert session.actions[0]["type"] == "effect"


def test_cancel_on_the_mason_choice_changes_nothing_and_keeps_the_card(app):
    session, scene = _mason_asks(app)
    assert scene.input.choices[-1].label == "Cancel"
    click(app, scene.input.choices[-1].rect.center)
    assert not session.actions and not scene.input.choices
    assert session.state.players[A].fort["N"] == [] and "P1-W13" in session.state.players[A].hand


def test_a_defeated_army_shows_where_it_stood_then_goes(app):
    s = board()
    keep_top(s, A, "W01")
    hand(s, A, "W24", "W11", "W12")
    army(s, B, A, "S", "N")                   # P2's Army in P1's fort, off the arrows
    session, scene = _table(app, s, seats=("human", "bot"))
    before = session.state.copy()
    drag(app, card_point(scene, "P1-W24"), _slot(scene, A, "S"))   # the Garrison defeats it
    assert session.actions[0]["target"]["mode"] == "defeat"
    assert [d[:3] for d in scene.motion.defeats] == [(A, "S", B)]
    app.draw()
    assert _count(app.screen, scene.layout().slot_rect(A, "S"), (230, 60, 50)) > 200   # the red burst
    assert "defeat" in R.describe(before, session.actions[0], A)        # the log line says it
    for _ in range(60):                 # its skull side stays while its big moment shows (2.2 s), then goes
        app.step(1 / 24)
    assert not scene.motion.defeats


def test_the_running_score_follows_the_walls_and_the_last_round_is_said(app):
    s = board()
    keep_top(s, A, "W01")
    hand(s, A, "W22", "W11", "W12")
    session, scene = _table(app, s)
    rows, last = scene._standing(scene.names())
    assert rows[0].startswith(f"{scene.name(A)}: ") and "0 of 8 Walls" in rows[0] and last is None
    drag(app, card_point(scene, "P1-W22"), _slot(scene, A, "E"))      # a Wall built
    rows, _ = scene._standing(scene.names())
    points = R.standing(session.state)[0][1]
    assert rows[0] == f"{scene.name(A)}: {points} points, 1 of 8 Walls"


def test_the_last_round_notice_shows_when_a_keep_is_empty(app):
    s = board()
    p = s.players[B]
    p.discard.extend(p.keep)
    p.keep.clear()
    s.end_triggered = True
    session, scene = _table(app, s, seats=("human", "bot"))
    app.draw()
    _, last = scene._standing(scene.names())
    assert last.startswith("Last round") and scene.name(B) in last
    assert _count(app.screen, SCORE_RECT, LAST_ROUND) > 500


def test_at_four_in_teams_the_score_is_per_team():
    s = board(seats=4)
    stack(s, A, "E", "W22")
    lines = R.standing(s)
    from fort_desktop.table.forfort.words import score_rows
    rows = score_rows(lines, ["Ana", "Ben", "Cleo", "Dan"], 8)
    assert len(rows) == 2 and rows[0].startswith("Team 1, ") and "Walls 1 + 0" in rows[0]


def test_the_last_round_is_said_at_the_round_guard_and_never_before():
    s = board()
    assert R.last_round(s) is None
    s.round = R.ctx.settings["max_rounds"]
    assert R.last_round(s, ["Ana", "Ben"]) == f"Last round: round {s.round} of {s.round}"


def test_at_the_end_the_running_score_shows_the_final_count_not_the_one_before(app):
    # seed 2: P1's fort of 8 Walls ends it (test_moments); a frame was drawn before the last move
    from fort_desktop.table.forfort.words import FINAL_SCORE_TITLE

    session = GameSession("forfort", 2, ["human", "bot"], bot_pace_seconds=0.0)
    scene = app.show_table(session)
    while not session.is_over and len(session.actions) < 300:
        action = session.bot_action(session.acting_seats()[0])
        if session.rules.is_over(session.rules.apply(session.state, action)):
            app.draw()                          # the last frame before the end: "7 of 8 Walls"
        session.submit(action)
    app.draw()
    while scene.settling():                     # the words beside the board follow it by a few frames
        app.draw()
    painted = [line[1] for line in scene.painter._layers._parts["score"][0]]
    assert painted[0] == FINAL_SCORE_TITLE
    walls = [side[2][0] for side in session.rules.standing(session.state)]
    assert 8 in walls and all(any(f"{w} of 8 Walls" in line for line in painted) for w in walls), painted


def test_the_last_round_notice_is_never_cut(app):
    """A new user at 150% text read "... the game is scored when play comes back to" and no more:
    every word of the notice is in the painted lines, at 4 seats with long names."""
    import dataclasses

    app.apply_settings(dataclasses.replace(app.user_settings, text_size=150), save=False)
    s = board(seats=4)
    for seat in (1, 3):
        p = s.players[seat]
        p.discard.extend(p.keep)
        p.keep.clear()
    s.end_triggered = True
    session, scene = _table(app, s, seats=("human", "bot", "human", "bot"))
    app.draw()
    _, last = scene._standing(scene.names())
    painted = " ".join(words for _, words, size, _ in scene.painter._score_out[1] if size == 14 and words)
    assert last.split() == painted.split()[-len(last.split()):], (last, painted)
