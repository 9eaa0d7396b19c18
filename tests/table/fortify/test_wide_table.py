"""Fortify on a 16:9 window (issue 15 item 1): the table is laid out for the wide canvas (no bars):
the play area in focus is larger than at 16:10, the right column (panels, dice trays, buttons, log)
takes the rest of the width, and a window made 16:10 again gives the 16:10 table back."""
from __future__ import annotations

import pygame

from fort_desktop.table.fortify.layout import Layout


def _placed_on(table, width: int) -> None:
    lay = table.layout
    assert lay.width == width and lay.banner.w == width and lay.hints.right == width - 12
    for seat in (0, 1):
        zone = lay.zone[seat]
        assert zone.rect.right == width - 12 and zone.rect.left > lay.area[table.focus].right
        assert tuple(table.trays[seat].rect_px) == tuple(float(v) for v in zone.tray)
        for (s, _), button in table.buttons.items():
            if s == seat:
                assert zone.rect.contains(button.rect), button.rect
    assert lay.supply.right <= lay.zone[0].rect.left
    for slot in lay.supply_slots.values():
        assert lay.supply.contains(slot)


def test_fortify_fills_a_16_9_window_with_larger_forts_and_goes_back_at_16_10(wide):
    wide.start_game("fortify", 3, ["human", "bot"])
    wide.step()
    table = wide.table
    assert wide.canvas == (1423, 800) and table.fills_width and wide.box_offset(table) == 0
    narrow = Layout(36, 20)
    assert table.layout.cell_px > narrow.cell_px                     # the fort in focus is larger
    assert table.layout.right_w > narrow.right_w                     # and the trays and buttons wider
    _placed_on(table, 1423)
    pygame.display.set_mode((1024, 640))
    wide.process_event(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 640), w=1024, h=640))
    wide.step()
    assert wide.canvas == (1280, 800) and table.layout.cell_px == narrow.cell_px
    assert table.layout.area == narrow.area and table.layout.zone[0].rect == narrow.zone[0].rect
    _placed_on(table, 1280)


def test_every_width_keeps_the_areas_the_panels_and_the_supply_apart():
    for width in (1280, 1366, 1423, 1560):
        for focus in (0, 1):
            lay = Layout(36, 20, focus=focus, width=width)
            big, small = lay.area[focus], lay.area[1 - focus]
            for area in (big, small):
                assert lay.banner.bottom <= area.top and area.bottom <= lay.hints.top and not area.colliderect(lay.fence)
            assert big.right < lay.zone[0].rect.left and lay.supply.right <= lay.zone[0].rect.left
            assert not lay.supply.colliderect(big) and not lay.supply.colliderect(lay.fence)
            assert lay.zone[1].rect.bottom < lay.log.top < lay.log.bottom < lay.zone[0].rect.top
            card_h = lay.card_size[1]
            for name, slot in lay.supply_slots.items():
                centre = lay.supply_centres[name]
                assert slot.collidepoint(centre) and centre[1] - card_h // 2 >= lay.supply.top - 6
