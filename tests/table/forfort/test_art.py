"""Forfort's art (issue 9 item 6): our own sprites, written by the maker, the five symbols told apart
by shape and not only colour, every piece drawn from a real file, and the pictures on the table."""
from __future__ import annotations

import itertools

import pygame
import pytest

from fort_desktop.table.art import get_art
from fort_desktop.table.forfort import sprite_maker
from fort_desktop.table.forfort.pictures import Pictures

from ...rules.forfort.helpers import A, B, R, board, hand, stack
from .test_gestures import _table

SYMBOLS = ("mason", "ram", "trebuchet", "siege_tower", "garrison")


def test_the_sprite_files_are_exactly_what_the_maker_writes():
    made = sprite_maker.build()
    for name, text in made.items():
        path = sprite_maker.OUT / f"{name}.svg"
        assert path.read_text(encoding="utf-8") == text, f"{path.name} is stale: run the sprite maker"
    assert {p.stem for p in sprite_maker.OUT.glob("*.svg")} == set(made), "stray or missing SVG files"


def test_every_forfort_piece_has_a_sprite_file_and_no_placeholder():
    art = get_art()
    names = [f"symbol_{s}" for s in SYMBOLS] + ["wall_straight", "wall_corner", "wall_straight_protected",
                                                "wall_corner_protected", "drawbridge", "drawbridge_token",
                                                "camp", "army", "army_skull", "keep"]
    assert [n for n in names if art.is_placeholder_name(f"forfort/{n}")] == []


def _glyph(name: str) -> set[tuple[int, int]]:
    """The light (glyph) pixels of a symbol badge at 48 px, ignoring colour."""
    image = get_art().image(f"forfort/symbol_{name}", (48, 48))
    return {(x, y) for x in range(6, 42) for y in range(6, 42) if min(image.get_at((x, y))[:3]) > 200}


def test_the_five_symbols_differ_in_shape_not_only_in_colour():
    glyphs = {name: _glyph(name) for name in SYMBOLS}
    for a, b in itertools.combinations(SYMBOLS, 2):
        differ = len(glyphs[a] ^ glyphs[b]) / len(glyphs[a] | glyphs[b])
        assert differ > 0.35, (a, b, differ)


def test_the_protected_wall_looks_different_from_the_simple_one():
    art = get_art()
    for shape in ("straight", "corner"):
        plain = art.image(f"forfort/wall_{shape}", (58, 58))
        iron = art.image(f"forfort/wall_{shape}_protected", (58, 58))
        changed = sum(plain.get_at((x, y)) != iron.get_at((x, y)) for x in range(58) for y in range(58))
        assert changed > 58 * 58 * 0.04, shape


def test_a_protected_wall_on_its_slot_wears_a_shield_and_its_enlargement_says_so():
    """Finding: on the fort a Protected Wall looked the same as a plain one (iron bands under the
    symbol badge): it wears a shield badge in its top-left corner, and its enlargement's words
    say what "Protected" does."""
    from fort_desktop.table.forfort.pictures import IRON, SHIELD_RIM
    from fort_desktop.table.forfort.words import card_lines

    pictures = Pictures(R, get_art())
    corner = pygame.Rect(3, 3, 22, 26)
    for protected, plain in (("P1-W01", "P1-W04"), ("P1-W15", "P1-W22")):
        iron = pictures.slot_card(protected, (70, 110, 190), 70, 0)
        simple = pictures.slot_card(plain, (70, 110, 190), 70, 0)
        assert _colour_near(iron, corner, SHIELD_RIM, 12) > 25 and _colour_near(iron, corner, IRON, 12) > 60
        assert _colour_near(simple, corner, SHIELD_RIM, 12) < 5
        assert any(line.startswith("Protected (the shield mark)") for line in card_lines(R, protected))
        assert not any("shield mark" in line for line in card_lines(R, plain))


def _colour_near(surface, rect, rgb, tol=30) -> int:
    return sum(all(abs(c - t) <= tol for c, t in zip(surface.get_at((x, y))[:3], rgb))
               for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom))


def test_a_wall_on_its_slot_shows_its_symbol_badge_big_enough_to_read(app, tmp_path):
    s = board()
    stack(s, A, "N", "W22")                     # a Straight Wall with a Ram
    stack(s, B, "NW", "W01")                    # a Protected Corner with a Ram, in the rival fort
    hand(s, A, "W12", "W20", "W24")
    session, scene = _table(app, s)
    app.step(1 / 60)
    app.screenshot(tmp_path / "forfort-table.png")
    shot = pygame.image.load(str(tmp_path / "forfort-table.png"))
    ram = tuple(int(sprite_maker.SYMBOL_COLOURS["ram"][i:i + 2], 16) for i in (1, 3, 5))
    for seat, slot in ((A, "N"), (B, "NW")):
        rect = scene.layout().slot_rect(seat, slot)
        assert _colour_near(shot, rect, ram) > 150, (seat, slot)  # the Ram badge, at least ~13 x 13 px of it


def test_a_hand_card_names_its_wall_and_symbols_and_its_enlargement_is_twice_as_big():
    pictures = Pictures(R, get_art())
    small = pictures.hand_card("P1-W16", (70, 110, 190), (112, 156))
    big = pictures.hand_card("P1-W16", (70, 110, 190), (224, 312))
    assert small.get_size() == (112, 156) and big.get_size() == (224, 312)
    ram = tuple(int(sprite_maker.SYMBOL_COLOURS["ram"][i:i + 2], 16) for i in (1, 3, 5))
    trebuchet = tuple(int(sprite_maker.SYMBOL_COLOURS["trebuchet"][i:i + 2], 16) for i in (1, 3, 5))
    for colour in (ram, trebuchet):                               # W16: Ram and Trebuchet
        assert _colour_near(small, small.get_rect(), colour, 20) > 100


@pytest.mark.parametrize("skull", [False, True])
def test_an_army_token_has_two_sides(skull):
    pictures = Pictures(R, get_art())
    side = pictures.army((200, 160, 50), 34, skull=skull)
    other = pictures.army((200, 160, 50), 34, skull=not skull)
    dark = lambda img: sum(max(img.get_at((x, y))[:3]) < 60 for x in range(34) for y in range(34))  # noqa: E731
    assert (dark(side) > dark(other)) == skull                     # the skull side is the dark one


def test_the_how_to_play_pages_show_our_sprites_and_each_symbol_once():
    from fort_desktop.data import load_reference

    sprites = [sprite for page in load_reference("forfort") for sprite, _ in page.icons]
    art = get_art()
    assert sprites and not [s for s in sprites if art.is_placeholder_name(s)]
    assert sorted(s for s in sprites if "symbol_" in s) == sorted(f"forfort/symbol_{s}" for s in SYMBOLS)
