"""The Fort table keeps its picture between frames and paints again only the parts whose content
changed (boards, Park, Perk row, play area, hand, panel; a part puts back only what it covered last
time). Whatever moves or changes, the kept picture must be the table painted from scratch: a card
that left a Yard, a token paid, a row gone, a message gone must never stay drawn."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop.session import GameSession
from fort_desktop.table.fort.paint import FortPainter
from fort_desktop.table.fort.scene import FortTable

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")
DT = 1 / 60


def from_scratch(scene: FortTable, other: FortPainter, picture: pygame.Surface) -> tuple[bytes, list, list]:
    """The table as ``other`` paints it now onto ``picture`` with every part painted again
    (``forget``), with its hit lists; the scene's own painter and picture are put back."""
    kept = scene.painter, scene._base, scene._base_key
    other.forget()
    scene.painter, scene._base, scene._base_key = other, picture, None
    try:
        scene.draw(pygame.Surface((1280, 800)))
        return picture.get_buffer().raw, list(other.shown), list(other.tokens)
    finally:
        scene.painter, scene._base, scene._base_key = kept


def test_the_kept_table_picture_is_the_table_painted_from_scratch_after_every_move(app):
    session = GameSession("fort", 5, ["human", "bot", "bot"], bot_pace_seconds=0.0)
    scene = FortTable(app, session)
    app.push(scene)
    app.step(DT)
    checked = set()
    other = FortPainter(scene.rules, len(session.seats), scene.names)
    picture = scene._base.copy()
    for step in range(90):
        if session.is_over:
            break
        if session.acting_seats() == [0]:             # the person's move, as a computer player would choose it
            assert session.submit(dict(session.bot_action(0))) is None
        if step == 12:
            scene.say("That Perk cannot be taken now", 0.1)   # a message that shows, then goes
        app.step(DT)
        while app.top is scene and scene.settling():      # a move's words follow its board by a frame
            app.step(DT)
        if app.top is not scene:
            continue
        checked |= {key if isinstance(key, str) else key[0] for key in scene.painter._drawn}
        kept = scene._base.get_buffer().raw
        shown, tokens = list(scene.painter.shown), list(scene.painter.tokens)
        fresh, fresh_shown, fresh_tokens = from_scratch(scene, other, picture)
        assert kept == fresh, f"the kept table picture is stale after step {step}"
        assert shown == fresh_shown and tokens == fresh_tokens, f"stale hit lists after step {step}"
    assert {"board", "park", "perks", "play", "hand", "panel", "banner"} <= checked


def test_a_trash_choice_picked_by_clicks_then_made_leaves_no_stale_picture(app):
    from .test_refusals import reach
    from .test_scene import click
    from .test_trash_choice import asked_to_trash_two

    session, scene = reach(app, asked_to_trash_two)
    other = FortPainter(scene.rules, len(session.seats), scene.names)
    picture = scene._base.copy()

    def same_as_from_scratch(when: str) -> None:
        fresh, shown, tokens = from_scratch(scene, other, picture)
        assert scene._base.get_buffer().raw == fresh, f"the kept table picture is stale {when}"
        assert list(scene.painter.shown) == shown and list(scene.painter.tokens) == tokens, when

    same_as_from_scratch("at the trash choice")
    (r1, _), (r2, _) = scene.painter.trash_tiles[-2:]
    click(app, r1.center)
    same_as_from_scratch("after one pick")
    click(app, r2.center)
    click(app, r1.center)                                   # put back
    same_as_from_scratch("after a pick put back")
    click(app, r1.center)
    row = next(rect for rect, _, a in scene.panel if a["type"] == "trash" and a["cards"])
    click(app, row.center)                                  # the trash is made: the play area shows the play again
    assert session.actions[-1]["type"] == "trash"
    app.step(DT)
    same_as_from_scratch("after the trash")


def test_a_board_only_reframed_for_the_seat_to_act_is_the_board_painted_again(app):
    # When only the frame of the seat to act comes or goes, a board's edges alone are blitted again:
    # on late, full boards (every Lookout and Yard filled, tokens, Perks) its content keeps off them.
    from fort_desktop.table.fort.bench import late_game

    game = late_game()
    session = GameSession("fort", game["seed"], ["human", "bot", "bot", "bot"], bot_pace_seconds=0.0)
    for action in game["actions"]:
        assert session.submit(dict(action)) is None
    painter = FortPainter(session.rules, 4, ["Ana", "P2", "P3", "P4"])
    checked = 0
    for _ in range(8):
        view = session.rules.view(session.state, 0)
        for seat in range(4):
            rect = painter.layout.board(seat)
            s = view["seats"][seat]
            for current in (False, True):
                reframed = pygame.Surface((1280, 800))
                painter._board(reframed, rect, s, seat, current, False, {}, frozenset())
                painter._reframe(reframed, rect, not current)
                fresh = pygame.Surface((1280, 800))
                painter._board(fresh, rect, s, seat, not current, False, {}, frozenset())
                assert reframed.get_buffer().raw == fresh.get_buffer().raw, f"board {seat} reframed wrong"
                checked += 1
        for _ in range(6):
            if not session.is_over:
                session.play_bot(session.acting_seats()[0])
    assert checked == 64


def test_a_move_s_words_and_parts_follow_its_first_frame_for_a_few_frames_but_never_across_a_hand_off(app):
    """A move's first frame paints one changed part (the seat to act's board first); its words,
    and each other changed board, the Park or a part of the play area, follow one a frame: the
    table settles within the bench's 8 frames, and a new person's first frame paints all."""
    from fort_desktop.table.kit.bench import lift_curtains

    session = GameSession("fort", 5, ["human", "human"], bot_pace_seconds=0.0)
    scene = FortTable(app, session)
    app.push(scene)
    app.step(DT)
    seats, split = set(), 0
    for _ in range(12):
        if session.is_over:
            break
        assert session.submit(dict(session.bot_action(session.acting_seats()[0]))) is None
        lift_curtains(app, scene)
        app.step(DT)
        if app.top is not scene:
            continue
        seat = scene.hand_off.mouse_seat()
        if seats and seat not in seats:
            assert not scene.settling(), "a new person's first frame left the last person's panel"
        seats.add(seat)
        split += scene.settling()
        for _ in range(8):
            if not scene.settling():
                break
            app.step(DT)
        assert not scene.settling(), "a move's picture took more than 8 frames to settle"
    assert len(seats) == 2 and split > 0

