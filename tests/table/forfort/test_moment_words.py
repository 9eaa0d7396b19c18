"""Forfort's big moments say every word whole at 150 % text (issue 15 item 1: "no card title or name
is cut"; item 2: big moments everyone sees): every moment of ``data/forfort/moments.yaml``, filled
with the longest names the table gives (a 16-character name, "Computer (P2)", two winners of a
team), is drawn as its banner at 100 % and 150 % with the least size of a 1024 x 640 window, and
no word is shortened (``widgets.CUT_WATCHERS``), the title and the line are drawn whole, and the
banner fits the table."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop.table import widgets
from fort_desktop.table.kit import moments
from fort_desktop.table.kit.moments import (
    badge_picture,
    banner_image,
    load_moments,
    make_moment,
)

LONG = "Annabelle Carter"                      # a name as shown: at most 16 characters
COMPUTER = "Computer (P2)"
FIELDS = {
    "siege_hit": {"name": LONG, "rival": COMPUTER, "symbol": "Siege Tower",
                  "what": "the top card of the keep and 1 more"},
    "army_invades": {"name": LONG, "rival": COMPUTER},
    "army_marches": {"name": COMPUTER, "rival": LONG, "what": "a stack of 3 cards"},
    "army_defeated": {"name": COMPUTER, "rival": LONG},
    "combo": {"name": LONG, "symbol": "Siege Tower"},
    "drawbridge": {"name": LONG},
    "eight_walls": {"name": f"{COMPUTER} and Computer (P4)"},
    "last_round": {"why": f"{LONG}'s keep ran out: every other seat plays once more"},
}


def rendered_lines(moment, monkeypatch) -> tuple[pygame.Surface, list[str], list[tuple[str, str]]]:
    """``moment``'s banner, the lines the kit's fonts rendered for it and the words it cut."""
    drawn: list[str] = []
    cuts: list[tuple[str, str]] = []
    monkeypatch.setattr(widgets, "TEXT_WATCHERS", [lambda _font, text: drawn.append(str(text))])
    monkeypatch.setattr(widgets, "CUT_WATCHERS", [lambda _font, text, short: cuts.append((text, short))])
    image = banner_image(moment)
    return image, drawn, cuts


@pytest.mark.parametrize("percent", [100, 150])
def test_every_big_moment_shows_its_words_whole(monkeypatch, percent):
    widgets.set_text_scale(percent / 100, 15)
    words = load_moments("forfort")
    assert set(words) == set(FIELDS)                 # every moment of the data is tried
    seen = {}
    for kind, fields in FIELDS.items():
        moment = make_moment(words, kind, fields, picture=badge_picture("!", (170, 210, 255)))
        image, drawn, cuts = rendered_lines(moment, monkeypatch)
        text = " ".join(drawn)
        problems = [f"cut: {a!r} -> {b!r}" for a, b in cuts]
        for words_shown in (moment.title, moment.line):
            if " ".join(words_shown.split()) not in text:
                problems.append(f"not whole: {words_shown!r} (drawn {drawn})")
        if image.get_width() > moments.MAX_BANNER_W or image.get_height() > 800 - 60:
            problems.append(f"too big for the table: {image.get_size()}")
        if problems:
            seen[kind] = problems
    assert seen == {}, "\n".join(f"{kind}: " + "; ".join(p) for kind, p in seen.items())
