"""Slot and Army-direction words match how each fort is drawn (new-user finding 4): every fort is
turned to face the table's centre, so the texts name places as they show on the viewer's screen."""
import pytest

from fort_desktop.table.forfort.layout import Layout

from ...rules.forfort.helpers import A, R, board, hand, stack

GEO = R.ctx.geo
CELLS = {sid: (s.x, s.y) for sid, s in R.ctx.data.slots.items()}


def _layout(seats, viewer):
    return Layout(seats, viewer, CELLS, R.ctx.data.keep, R.ctx.data.seen_turns[seats])


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_slot_is_named_by_where_it_shows_around_its_keep(seats):
    for viewer in range(seats):
        layout = _layout(seats, viewer)
        for fort in range(seats):
            keep = layout.keep_rect(fort).center
            for slot in CELLS:
                words = GEO.words(slot, GEO.seen_turns(fort, viewer, seats))
                x, y = layout.slot_rect(fort, slot).center
                assert ("top" in words) == (y < keep[1]), (seats, viewer, fort, slot, words)
                assert ("bottom" in words) == (y > keep[1]), (seats, viewer, fort, slot, words)
                assert ("left" in words) == (x < keep[0]), (seats, viewer, fort, slot, words)
                assert ("right" in words) == (x > keep[0]), (seats, viewer, fort, slot, words)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_army_direction_is_named_as_its_arrow_is_drawn(seats):
    on_screen = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
    for viewer in range(seats):
        layout = _layout(seats, viewer)
        for fort in range(seats):
            for direction, step in R.ctx.data.directions.items():
                words = GEO.direction_words(direction, GEO.seen_turns(fort, viewer, seats))
                assert on_screen[words] == layout.forts[fort].direction(*step), (viewer, fort, direction)


def test_the_log_names_a_rival_slot_as_the_viewer_sees_it():
    s = board(seats=4, options={"four_player_mode": "solo"})
    stack(s, 1, "N", "W22")                 # P2's front side: on P1's screen P2 sits left, turned
    hand(s, A, "W22", "W11", "W12")         # to face the centre, so its front is its right side
    ram = {"type": "effect", "seat": A, "card": "P1-W22", "symbol": "ram", "target": {"fort": 1, "slot": "N"}}
    assert "destroy P2's right side" in R.describe(s, ram, A)
    assert "destroy your top side" in R.describe(s, ram, 1)     # P2 sees its own fort upright
