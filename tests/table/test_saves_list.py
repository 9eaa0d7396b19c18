"""The saves list (issue 7): why a save would not load is shown whole, wrapped, in front of the
list; the list is newest first by the time each save shows."""
from __future__ import annotations

import os

import pygame
import pytest

from fort_desktop import saves
from fort_desktop.table.scenes.saves_menu import STATUS_LINES, SavesMenu, when_words
from fort_desktop.table.widgets import CREAM, font

from .shell_helpers import played

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")

LONG_REASON = ("Could not load it: edited.json: the digest does not match the actions (the file was "
               "changed or is damaged; it was kept aside as edited.bad-20261201-101500.json)")


def write_save(name, saved_at, mtime):
    data = saves.session_to_data(played(seed=3, actions=4))
    data["saved_at"] = saved_at
    path = saves.save_name_to_path(name)
    saves.write_save(path, data)
    os.utime(path, (mtime, mtime))


def test_the_list_is_newest_first_by_the_time_it_shows_not_the_file_time():
    # a 10:09 save whose file was touched last must still sit below a 10:15 one
    write_save("early", "2026-12-01T10:09:00+00:00", mtime=2_000_000_000)
    write_save("late", "2026-12-01T10:15:00+00:00", mtime=1_000_000_000)
    listed = [i for i in saves.list_saves(include_autosave=False) if i.name in ("early", "late")]
    assert [i.name for i in listed] == ["late", "early"]
    assert when_words(listed[0]) > when_words(listed[1])


def test_a_load_problem_is_shown_whole_in_front_of_the_list(app):
    for n in range(8):
        write_save(f"save {n}", f"2026-12-01T10:{10 + n:02d}:00+00:00", mtime=1_000_000_000 + n)
    menu = app.push(SavesMenu(app))
    menu.status = LONG_REASON
    rect, lines = menu.status_box()
    assert 2 <= len(lines) <= STATUS_LINES
    assert " ".join(lines).split() == LONG_REASON.split()           # every word, none lost
    assert all(font(18, True).size(line)[0] <= rect.width - 24 for line in lines)
    assert not rect.colliderect(menu.back.rect)
    surface = pygame.Surface((1280, 800))
    menu.draw(surface)
    # in front: the box's inside is the status panel's colour, even where it covers a save row
    covered = [row for row in menu.rows if row.rect.colliderect(rect)]
    assert covered
    inside = (rect.right - 6, rect.centery)
    assert tuple(surface.get_at(inside))[:3] == tuple(CREAM)[:3]


@pytest.mark.parametrize("percent", [100, 150])
def test_a_long_save_name_is_shortened_in_its_row_and_shown_whole_under_the_pointer(app, monkeypatch, percent):
    """Issue 15: a long save name was cut in the list with no way to read it. The row shortens
    it with "..." (and says so); with the pointer on the row its whole name (and whole summary)
    shows in a box on the card, wrapped, nothing cut, clear of the Back button; a short name
    shows no box."""
    import dataclasses

    from fort_desktop.table import widgets

    from .shell_helpers import post

    app.apply_settings(dataclasses.replace(app.user_settings, text_size=percent), save=False)
    name = "Game night at Annabelle's with the neighbours, second table"[:saves.MAX_NAME_CHARS]
    write_save(name, "2026-12-01T10:15:00+00:00", mtime=1_000_000_000)
    write_save("short", "2026-12-01T10:09:00+00:00", mtime=1_000_000_000)
    menu = app.push(SavesMenu(app))
    app.step(1 / 60)
    rows = {row.info.name: row for row in menu.rows}
    long_row, short_row = rows[saves.save_name_to_path(name).stem], rows["short"]
    assert long_row.shortened and not short_row.shortened
    post(pygame.MOUSEMOTION, pos=short_row.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60)
    assert menu.full_words_box() is None
    post(pygame.MOUSEMOTION, pos=long_row.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60)
    rect, lines = menu.full_words_box()
    title = " ".join(words for words, _size, bold in lines if bold)
    assert title == long_row.title() and len([1 for *_, bold in lines if bold]) >= (2 if percent == 150 else 1)
    assert all(widgets.text_size(words, size, bold)[0] <= rect.width - 24 for words, size, bold in lines)
    assert menu.card.contains(rect) and not rect.colliderect(menu.back.rect)
    placed = []
    monkeypatch.setattr(widgets, "PLACED_WATCHERS", [lambda _s, at, text: placed.append((at.copy(), text))])
    menu.draw(pygame.Surface((1280, 800)))
    last = placed[-len(lines):]               # the box is drawn last, over the rows
    assert [text for _at, text in last] == [words for words, _size, _bold in lines]   # whole, as worked out
    assert all(rect.contains(at) for at, _text in last)
