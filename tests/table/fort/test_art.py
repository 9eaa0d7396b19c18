"""Fort's art (sprites/fort, written by fort_desktop/table/fort/make_art.py): an icon for each of the
six suits and the wild coin, the two tokens and the Macaroni; the files on disk are what the
generator writes, and each loads as a picture, not the missing-art placeholder."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop.table.fort import make_art
from fort_desktop.table.fort.words import SUIT_WORDS
from fort_desktop.table.kit.art import ArtLoader

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def test_every_suit_and_the_coin_has_an_icon_and_the_files_are_up_to_date():
    made = make_art.sprites()
    assert {f"suit_{s}" for s in SUIT_WORDS} | {"token_P", "token_T", "macaroni"} <= set(made)
    for name, text in made.items():
        assert (make_art.SPRITES / f"{name}.svg").read_text(encoding="utf-8") == text, name


def test_the_icons_load_as_pictures_with_shapes_not_one_flat_colour(app):
    art = ArtLoader()
    for suit in SUIT_WORDS:
        image = art.image(f"fort/suit_{suit}", 48)
        colours = {tuple(image.get_at((x, y))) for x in range(0, 48, 3) for y in range(0, 48, 3)}
        assert image.get_size() == (48, 48) and len(colours) >= 3  # disc, shape and ink at least
        assert (230, 0, 200, 255) not in colours                  # not the placeholder's magenta cross
