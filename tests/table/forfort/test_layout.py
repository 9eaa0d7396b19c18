"""Where the Forfort table puts things (new-user finding 5): the hand is never cut at the bottom
edge, whatever the window's size (the table scales the 1280 x 800 logical screen, never crops it),
and it never lies under the list of moves."""
import pygame

from fort_desktop.table.forfort.layout import CARD_SIZE, HAND_MAX_W, SCREEN_H, SCREEN_W, Layout
from fort_desktop.table.kit.hand import fan

from ...rules.forfort.helpers import R

CELLS = {sid: (s.x, s.y) for sid, s in R.ctx.data.slots.items()}


def test_a_full_hand_lies_inside_the_screen_and_beside_the_move_list():
    layout = Layout(4, 0, CELLS, R.ctx.data.keep, R.ctx.data.seen_turns[4])
    hand_size = R.ctx.settings["hand_size"]
    cards = fan(hand_size, layout.hand_anchor, CARD_SIZE, spread_deg=12.0, max_width=HAND_MAX_W)
    corners = [p for card in cards for p in card.corners]
    assert max(y for _, y in corners) <= SCREEN_H - 4
    assert min(x for x, _ in corners) >= 0 and max(x for x, _ in corners) < layout.moves.left
    assert layout.moves.right <= SCREEN_W and layout.end_button.bottom <= SCREEN_H


def _forts(layout: Layout) -> list[pygame.Rect]:
    return [layout.slot_rect(seat, "NW").unionall([layout.slot_rect(seat, s) for s in CELLS] + [layout.keep_rect(seat)])
            for seat in layout.forts]


def test_a_wide_table_gives_the_forts_larger_slots_and_keeps_them_apart_on_the_table():
    # issue 15: on a 16:9 canvas each fort must stay the largest thing on screen: its slots grow
    # with the room, the forts (with a band above and a line below, 30 px each) stay apart and on
    # the table, under the top bar and left of the log
    for seats in (2, 3, 4):
        narrow = Layout(seats, 0, CELLS, R.ctx.data.keep, R.ctx.data.seen_turns[seats])
        wide = Layout(seats, 0, CELLS, R.ctx.data.keep, R.ctx.data.seen_turns[seats], 1423)
        # (issue 15: they were on ~60% of a 16:9 screen, and 64 px at 16:10)
        assert narrow.slot_px >= {2: 110, 3: 64, 4: 64}[seats] and wide.slot_px >= {2: 140, 3: 92, 4: 92}[seats]
        assert wide.keep_rect(0).w == wide.slot_px
        boxes = [pygame.Rect(box.x, box.y - wide.above, box.w, box.h + wide.above + wide.below) for box in _forts(wide)]
        for i, box in enumerate(boxes):
            assert box.top >= wide.banner.bottom and box.bottom <= SCREEN_H - 2, (seats, box)
            assert box.right < wide.side_x and wide.on_table.contains(box.inflate(-2, 0)), (seats, box)
            assert box.collidelist(boxes[i + 1:]) == -1, (seats, box)
        # the fan of a full hand as the table spreads it: wider, still clear of the forts and the moves
        assert wide.hand_max_w >= HAND_MAX_W
        hand = fan(R.ctx.settings["hand_size"], wide.hand_anchor, CARD_SIZE, spread_deg=16.0, max_width=wide.hand_max_w)
        # the forts fill the table: little room is left over across it or down it
        table_w = max(b.right for b in boxes) - min(b.left for b in boxes)
        assert table_w >= 0.75 * wide.side_x, (seats, table_w)
        xs, ys = [x for c in hand for x, _ in c.corners], [y for c in hand for _, y in c.corners]
        hand_box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        assert hand_box.collidelist(_forts(wide)) == -1 and hand_box.right < wide.moves.left


def test_the_running_score_has_room_beside_every_fort_at_every_player_count():
    # issue 15: at 3 players on a 16:9 table the score was squeezed to 50 px by the left fort
    # (one word a line, painted over that fort); it keeps its room above every fort reaching up
    from fort_desktop.table.forfort.layout import SCORE_ROOM_H

    for width in (1280, 1423):
        for seats in (2, 3, 4):
            layout = Layout(seats, 0, CELLS, R.ctx.data.keep, R.ctx.data.seen_turns[seats], width)
            room = pygame.Rect(layout.score.x, layout.score.y, layout.score.w, SCORE_ROOM_H)
            assert layout.score.w >= 360 and room.collidelist(_forts(layout)) == -1, (width, seats, layout.score)


def test_the_hand_keeps_a_margin_above_the_table_s_foot_on_a_wide_window():
    """Issue 14: on a maximised window (a wider canvas) the fanned hand touched the bottom edge."""
    from fort_desktop.table.forfort.layout import HAND_MARGIN, hand_fan
    from fort_desktop.table.kit.hand import bounds

    for width in (1280, 1423, 1550):
        layout = Layout(2, 0, CELLS, R.ctx.data.keep, R.ctx.data.seen_turns[2], width)
        for count in range(1, 8):
            lowest = max(y for card in hand_fan(count, layout) for _, y in card.corners)
            assert lowest <= SCREEN_H - HAND_MARGIN and bounds(hand_fan(count, layout)).bottom < SCREEN_H, (width, count)
