"""Enlargement on hover: shown after the pointer rests, restarted by a new thing, pinned by a click."""
from __future__ import annotations

import pygame

from fort_desktop.table.kit import hover as hover_module
from fort_desktop.table.kit.hover import HoverEnlarger

IMAGE = pygame.Surface((30, 40))


def info_at(pos):
    if pos[0] < 100:
        return ("card", pos[0] // 50), IMAGE, ["A card"]
    return None


def test_the_card_shows_big_only_after_the_pointer_rested(monkeypatch):
    shown = []
    monkeypatch.setattr(hover_module, "draw_enlarged", lambda surface, image, lines, near, pinned: shown.append(pinned))
    hover = HoverEnlarger(info_at, 0.4)
    surface = pygame.Surface((200, 200))
    hover.pointer_at((10, 10), 0.0)
    hover.draw(surface, (10, 10), 0.2)
    assert shown == [] and abs(hover.due_in(0.2) - 0.2) < 1e-9
    hover.draw(surface, (10, 10), 0.5)
    assert shown == [False]


def test_moving_to_another_card_starts_the_wait_again(monkeypatch):
    shown = []
    monkeypatch.setattr(hover_module, "draw_enlarged", lambda *a: shown.append(1))
    hover = HoverEnlarger(info_at, 0.4)
    surface = pygame.Surface((200, 200))
    hover.pointer_at((10, 10), 0.0)
    hover.pointer_at((60, 10), 0.35)
    hover.draw(surface, (60, 10), 0.5)
    assert shown == []


def test_a_pinned_card_stays_until_unpinned(monkeypatch):
    shown = []
    monkeypatch.setattr(hover_module, "draw_enlarged", lambda surface, image, lines, near, pinned: shown.append(pinned))
    hover = HoverEnlarger(info_at, 0.4)
    surface = pygame.Surface((200, 200))
    hover.toggle_pin((10, 10))
    hover.draw(surface, (150, 150), 0.0)
    assert shown == [True]
    hover.toggle_pin((150, 150))
    assert hover.pinned is None
