"""A click on the list of moves always acts in the frame it arrives, on the row under it, or says
why not (new-user tester, clicks by xdotool in a real window: a move, then a press and release,
all queued before one frame). Events are posted as xdotool sends them and read by one
``app.step()``."""
import pygame

from fort_desktop.session import GameSession
from fort_desktop.table.forfort.scene import ForfortTable
from fort_desktop.table.forfort.words import wait_words
from fort_desktop.table.kit.moments import Moment

from ...rules.forfort.helpers import A, B, R, board, hand, keep_top, stack
from ..shell_helpers import drag, post
from .test_choices import _mason_asks
from .test_gestures import _hand_pos, _slot, _table


def _press(pos) -> None:
    """A move onto ``pos`` and a click there, queued for the next frame (what xdotool sends)."""
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def _rams(app):
    """Ana (P1) to play: a Ram (two ways), a Garrison and a second Ram in hand; Ben's front wall to ram."""
    s = board()
    stack(s, B, "N", "W22")
    keep_top(s, A, "W01")
    hand(s, A, "W10", "W24", "W22")
    return _table(app, s)


def _row(scene, test):
    rows = scene.moves_rows(scene.view())
    return next(r for r in rows if test(r))


def test_a_row_clicked_the_frame_the_pointer_arrives_acts(app):
    session, scene = _rams(app)
    rows = scene.moves.rows
    first, other = rows[1], next(r for r in rows if r[2].get("card") == "P1-W10")
    post(pygame.MOUSEMOTION, pos=first[0].center, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60)                       # the pointer rests on another row first
    _press(other[0].center)
    app.step(1 / 60)
    assert scene.moves.focus == "P1-W10"   # the row under the click, not the one hovered before


def test_two_clicks_in_one_frame_read_the_rows_the_first_one_opened(app):
    session, scene = _rams(app)
    card = _row(scene, lambda r: r[2].get("card") == "P1-W10")
    # where the Ram's moves will be once its row is open (worked out on a copy of the list)
    scene.moves.focus = "P1-W10"
    scene.moves.forget()
    ram = _row(scene, lambda r: r[2]["type"] == "effect")
    scene.moves.reset()
    scene.moves.forget()
    scene.moves_rows(scene.view())
    assert scene.moves.row_at(ram[0].center)[2] != ram[2]     # at that spot now: another row
    _press(card[0].center)
    _press(ram[0].center)                  # a second click before any frame is drawn
    app.step(1 / 60)
    assert session.actions and session.actions[-1] == ram[2]
    assert session.state.players[B].fort["N"] == []


def test_a_click_after_a_page_change_in_the_same_frame_reads_the_new_page(app):
    session, scene = _rams(app)
    scene.moves.focus = "P1-W24"            # the Garrison: many ways, two pages
    scene.moves.forget()
    more = _row(scene, lambda r: r[2]["type"] == "_more")
    page_one = [r[2] for r in scene.moves.rows]
    scene.moves.list.turn_page()
    scene.moves.forget()
    target = _row(scene, lambda r: not r[2]["type"].startswith("_") and r[2] not in page_one)
    scene.moves.list.page = 0
    scene.moves.forget()
    scene.moves_rows(scene.view())
    assert scene.moves.row_at(target[0].center)[2] != target[2]     # there on page 1: another row
    _press(more[0].center)
    _press(target[0].center)
    app.step(1 / 60)
    assert session.actions and session.actions[-1] == target[2]


def test_a_click_on_a_row_under_a_big_moment_acts_and_ends_the_moment(app):
    session, scene = _rams(app)
    card = _row(scene, lambda r: r[2].get("card") == "P1-W10")
    scene.stage(Moment("test", "A big moment", "over the list of moves", seconds=4.0))
    app.step(1 / 60)
    moment = scene.moments.showing
    assert moment is not None
    moment.rect = scene.moves.rect.inflate(20, 0)   # a banner that found no room but over the list
    moment.image = pygame.transform.smoothscale(moment.image, moment.rect.size)
    app.step(1 / 60)
    _press(card[0].center)
    app.step(1 / 60)
    assert scene.moves.focus == "P1-W10"
    assert scene.moments.showing is not moment


def test_a_click_on_a_row_while_cards_fly_acts(app):
    s = board()
    stack(s, B, "N", "W22")
    hand(s, A, "W10", "W11", "W12")
    session, scene = _table(app, s, seats=("human", "bot"))
    drag(app, _hand_pos(scene, "P1-W10"), _slot(scene, B, "N"))     # a Ram: Ben's wall flies to his discard
    for _ in range(10):                     # the computer answers at once (its pace is none here)
        if session.acting_seats() == [A]:
            break
        app.step(1 / 60)
    assert session.acting_seats() == [A] and scene.motion.busy     # Ana's turn again, cards still flying
    rows = scene.moves_rows(scene.view())
    row = next(r for r in rows if r[2]["type"] == "_card")
    _press(row[0].center)
    app.step(1 / 60)
    assert scene.moves.focus == row[2]["card"]
    move = _row(scene, lambda r: not r[2]["type"].startswith("_"))
    assert scene.motion.busy
    count = len(session.actions)
    _press(move[0].center)
    app.step(1 / 60)
    assert session.actions[count:count + 1] == [move[2]]     # (the computer may answer in that frame)


def test_a_click_on_the_list_while_the_computer_moves_says_wait(app):
    app.settings["bot_pace_seconds"] = 5.0
    s = board()
    s.seat = B                               # the computer's turn, its move not made yet
    session = GameSession("forfort", 1, ["human", "bot"], rules=R, bot_pace_seconds=5.0)
    session.state = s
    scene = ForfortTable(app, session)
    scene.think_away = False
    app.replace(scene, clear=True)
    app.step(1 / 60)
    assert scene.mouse_seat() is None and not session.actions
    _press(scene.moves.rect.center)
    app.step(1 / 60)
    assert scene.toast_showing and scene.message == wait_words("Computer")
    assert not session.actions


def test_a_click_on_a_row_while_choice_buttons_are_open_acts(app):
    session, scene = _mason_asks(app)        # build the Mason there, or rebuild from the discard?
    assert scene.input.choices and not session.actions
    row = _row(scene, lambda r: r[2].get("card") == "P1-W11")
    _press(row[0].center)
    app.step(1 / 60)
    assert not scene.input.choices
    if row[2]["type"] == "_card":
        assert scene.moves.focus == "P1-W11"
    else:
        assert session.actions[:1] == [row[2]]
