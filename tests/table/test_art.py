"""Art: every sprite loads at the size asked for, the colour symbols differ by shape, missing art and
fonts never crash (TABLE.md "Art"; colour never alone)."""
import itertools
import logging

import pygame
import pytest

from fort_desktop import SPRITES_DIR
from fort_desktop.table.fortify import art as art_mod
from fort_desktop.table.fortify.art import Art, sprite_names
from fort_desktop.tools import make_sprites

SIZES = [(14, 14), (48, 30)]


@pytest.fixture(scope="module")
def art():
    return Art()


def _opaque(surf: pygame.Surface, threshold: int = 128) -> int:
    return pygame.mask.from_surface(surf, threshold).count()


def _grey(surf: pygame.Surface) -> list[int]:
    """Luminance of every pixel, composited over mid grey (so alpha counts too)."""
    back = pygame.Surface(surf.get_size())
    back.fill((128, 128, 128))
    back.blit(surf, (0, 0))
    grey = pygame.transform.grayscale(back)
    w, h = grey.get_size()
    return [grey.get_at((x, y))[0] for y in range(h) for x in range(w)]


@pytest.mark.parametrize("name", sprite_names())
@pytest.mark.parametrize("size", SIZES)
def test_every_sprite_file_loads_at_the_size_asked(art, name, size):
    assert art.path(name) is not None, f"sprites/{name}.svg is missing"
    surf = art.image(name, size)
    assert surf.get_size() == size
    assert surf.get_flags() & pygame.SRCALPHA
    # nanosvg draws something (an unparsable file gives an empty picture, not an error)
    assert _opaque(surf) > 0.1 * size[0] * size[1] * min(size) / max(size)


def test_sprite_files_match_the_generator(art):
    """The SVGs on disk are what make_sprites writes for the current table.yaml (regenerate if not)."""
    colours, symbols = make_sprites.load_colours()
    built = make_sprites.build(colours, symbols)
    assert sorted(built) == sorted(sprite_names(tuple(colours), tuple(make_sprites.SYMBOL_PATHS)))
    for name, text in built.items():
        assert (SPRITES_DIR / f"{name}.svg").read_text(encoding="utf-8") == text, name
    groups = {name.split("/")[0] for name in built}      # other games' sprites have their own maker
    on_disk = {str(p.relative_to(SPRITES_DIR).with_suffix("")) for p in SPRITES_DIR.glob("*/*.svg")
               if p.parent.name in groups}
    assert on_disk == set(built), "stray or missing SVG files in sprites/"


def test_svgs_have_no_text(art):
    for name in sprite_names():
        assert "<text" not in art.path(name).read_text(encoding="utf-8"), name


@pytest.mark.parametrize("px", [14, 20])
def test_each_colour_has_its_own_symbol_shape(art, px):
    """Symbols differ in silhouette (not only in colour): masks differ in at least 8% of pixels."""
    colours = list(art.colours)
    assert len({art.symbols[c] for c in colours}) == len(colours)
    masks = {c: pygame.mask.from_surface(art.symbol(c, px), 128) for c in colours}
    for a, b in itertools.combinations(colours, 2):
        diff = masks[a].overlap_area(masks[b], (0, 0))
        xor = masks[a].count() + masks[b].count() - 2 * diff
        assert xor >= 0.08 * px * px, f"{a} and {b} symbols look alike at {px} px"


@pytest.mark.parametrize("px", [14, 20])
def test_box_tiles_differ_in_grey(art, px):
    """Red and blue have the same luminance: the symbol alone must tell the boxes apart in grey."""
    greys = {c: _grey(art.box_tile(c, px)) for c in art.colours}
    for a, b in itertools.combinations(greys, 2):
        differing = sum(abs(x - y) > 40 for x, y in zip(greys[a], greys[b]))
        assert differing >= 0.08 * px * px, f"{a} and {b} boxes look alike in grey at {px} px"


def test_symbol_light_and_dark_differ(art):
    light, dark = art.symbol("blue", 20), art.symbol("blue", 20, dark=True)
    assert light.get_at((10, 12))[:3] != dark.get_at((10, 12))[:3]


@pytest.mark.parametrize("face", art_mod.DIE_FACES)
@pytest.mark.parametrize("body", art_mod.DIE_BODIES)
def test_die_faces(art, face, body):
    surf = art.die_face(face, 30, body)
    assert surf.get_size() == (30, 30)
    # the glyph changes the die: a face is not a bare body
    bare = art.image(f"fortify/die_{body}", 30)
    assert any(surf.get_at((x, 15)) != bare.get_at((x, 15)) for x in range(30))


def test_balloon_faces_carry_their_colour(art):
    for colour, rgb in art.colours.items():
        surf = art.face_glyph(colour, 40)
        near = [surf.get_at((x, y)) for x in range(40) for y in range(40)]
        assert any(abs(p.r - rgb[0]) + abs(p.g - rgb[1]) + abs(p.b - rgb[2]) < 30 and p.a > 200 for p in near), colour


def test_helpers_give_exact_sizes(art):
    assert art.box_tile("green", 14).get_size() == (14, 14)
    assert art.kid_icon("medic", 22).get_size() == (22, 22)
    assert art.meeple("jerk", 33).get_size() == (33, 33)
    assert art.base_piece("bucket", 18).get_size() == (18, 18)
    assert art.card_back("fort", (56, 84)).get_size() == (56, 84)
    assert art.card_back("kid", (28, 28)).get_size() == (28, 28)   # a 2 x 2 Kid: centre cut
    assert art.card_back("kid", (28, 42)).get_size() == (28, 42)
    assert art.game_picture("forfort").get_size() == (160, 100)


def test_meeples_have_different_silhouettes(art):
    a = pygame.mask.from_surface(art.meeple("cousin", 40), 128)
    b = pygame.mask.from_surface(art.meeple("jerk", 40), 128)
    xor = a.count() + b.count() - 2 * a.overlap_area(b, (0, 0))
    assert xor > 0.1 * 40 * 40


def test_unknown_names_raise(art):
    with pytest.raises(ValueError):
        art.box_tile("purple", 14)
    with pytest.raises(ValueError):
        art.kid_icon("pilot", 14)
    with pytest.raises(ValueError):
        art.die_face("blank", 14)
    with pytest.raises(ValueError):
        art.die_face("block", 14, body="gold")


def test_missing_sprite_gives_placeholder_and_one_log_line(tmp_path, caplog):
    art = Art(sprites_dir=tmp_path)
    with caplog.at_level(logging.WARNING, logger="fort_desktop.table.art"):
        surf = art.box_tile("blue", 20)
        art.box_tile("blue", 30)
    assert surf.get_size() == (20, 20)
    assert _opaque(surf) > 0
    lines = [r for r in caplog.records if "box_blue" in r.getMessage()]
    assert len(lines) == 1


def test_broken_sprite_gives_placeholder(tmp_path):
    (tmp_path / "fortify").mkdir()
    (tmp_path / "fortify" / "box_red.png").write_bytes(b"not a png")
    surf = Art(sprites_dir=tmp_path).box_tile("red", 16)
    assert surf.get_size() == (16, 16)


def test_images_are_cached(art):
    assert art.box_tile("yellow", 17) is art.box_tile("yellow", 17)
    assert art.die_face("wild", 17) is art.die_face("wild", 17)


def test_loads_after_a_display_mode_is_set():
    """With a display mode, images go through ``convert_alpha`` and keep their size and alpha."""
    ours = not (pygame.display.get_init() and pygame.display.get_surface() is not None)
    if ours:
        pygame.display.init()
        pygame.display.set_mode((8, 8))
    try:
        fresh = Art()
        tile = fresh.box_tile("blue", 15)
        assert tile.get_size() == (15, 15)
        assert tile.get_at((0, 0)).a < 255 or tile.get_flags() & pygame.SRCALPHA
        assert fresh.card_back("kid", (20, 20)).get_size() == (20, 20)
        assert fresh.die_face("red", 21, "black").get_size() == (21, 21)
    finally:
        if ours:
            pygame.display.quit()


def test_bundled_font_renders(art):
    assert (SPRITES_DIR / "fonts" / "DejaVuSans.ttf").is_file()
    assert (SPRITES_DIR / "fonts" / "DejaVuSans-Bold.ttf").is_file()
    assert "Bitstream" in (SPRITES_DIR / "fonts" / "LICENSE.txt").read_text(encoding="utf-8")
    regular, bold = art.font(18), art.font(18, bold=True)
    assert regular is art.font(18)
    text = regular.render("Fortify 123", True, (0, 0, 0))
    assert text.get_width() > 40 and text.get_height() >= 18
    assert bold.size("Fortify 123")[0] > regular.size("Fortify 123")[0]


def test_missing_font_falls_back(tmp_path, caplog):
    art = Art(sprites_dir=tmp_path)
    with caplog.at_level(logging.WARNING, logger="fort_desktop.table.art"):
        font = art.font(16)
    assert font.render("x", True, (0, 0, 0)).get_width() > 0
    assert any("font" in r.getMessage() for r in caplog.records)
