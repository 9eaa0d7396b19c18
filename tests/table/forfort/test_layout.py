"""Where the Forfort table puts things (new-user finding 5): the hand is never cut at the bottom
edge, whatever the window's size (the table scales the 1280 x 800 logical screen, never crops it),
and it never lies under the list of moves."""
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
