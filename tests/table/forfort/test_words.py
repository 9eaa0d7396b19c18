"""Slot and Army-direction words stay the same for every viewer (issue 14/15 new-user finding: at
4 seats the table turns toward the person playing, and the slot words a person learned changed
when the next one sat down). Each slot is named by the number drawn on it, 1 to 8 clockwise from
its fort's front-left corner, and an Army's way by the slot it steps onto first."""
import math

from fort_desktop.table.forfort.layout import Layout

from ...rules.forfort.helpers import A, R, board, hand, stack

GEO = R.ctx.geo
CELLS = {sid: (s.x, s.y) for sid, s in R.ctx.data.slots.items()}


def _layout(seats, viewer):
    return Layout(seats, viewer, CELLS, R.ctx.data.keep, R.ctx.data.seen_turns[seats])


def test_slots_are_numbered_clockwise_from_the_front_left_corner():
    assert [GEO.words(slot) for slot in R.ctx.data.ring] == [f"slot {n}" for n in range(1, 9)]
    assert GEO.number("NW") == 1 and GEO.number("W") == 8
    # numbers run clockwise round the keep as each fort is drawn, for every viewer at 4 seats
    for viewer in range(4):
        layout = _layout(4, viewer)
        for fort in range(4):
            keep = layout.keep_rect(fort).center
            angles = []
            for slot in R.ctx.data.ring:
                x, y = layout.slot_rect(fort, slot).center
                angles.append(math.atan2(y - keep[1], x - keep[0]))
            turns = [(b - a) % (2 * math.pi) for a, b in zip(angles, angles[1:])]
            assert all(0 < t < math.pi for t in turns), (viewer, fort)   # screen y down: clockwise


def test_an_army_s_way_is_the_slot_it_steps_onto():
    assert GEO.direction_words("NW", "E") == "toward slot 2"
    assert GEO.direction_words("N", "W") == "toward slot 1"


def test_the_log_names_a_rival_slot_alike_for_every_viewer():
    s = board(seats=4, options={"four_player_mode": "solo"})
    stack(s, 1, "N", "W22")                 # P2's front side: each viewer sees P2's fort turned
    hand(s, A, "W22", "W11", "W12")         # another way, yet every one reads "slot 2"
    ram = {"type": "effect", "seat": A, "card": "P1-W22", "symbol": "ram", "target": {"fort": 1, "slot": "N"}}
    assert "destroy P2's slot 2" in R.describe(s, ram, A)
    assert "destroy your slot 2" in R.describe(s, ram, 1)
    assert "destroy P2's slot 2" in R.describe(s, ram, 2) and "destroy P2's slot 2" in R.describe(s, ram, 3)
