"""Write the Fortify SVG sprites into ``sprites/`` (run: ``python -m fort_desktop.tools.make_sprites``).

All art is original and drawn here from simple shapes (paths, circles, rects, polygons) so that
pygame's SVG loader (nanosvg, ``pygame.image.load_sized_svg``) renders it the same everywhere. No SVG
text: the loader drops it; words are drawn with the bundled font instead.

Colours come from ``data/fortify/table.yaml`` (``colours_rgb``, ``colour_symbols``), so re-running this
script after a colour change keeps the art in step with the data. The output is deterministic.

Sprites written (name -> file ``sprites/<group>/<name>.svg``), see :data:`SPRITE_GROUPS`:

* ``fortify/box_<colour>``: one box of a wall, square, the colour's symbol in white.
* ``fortify/symbol_<symbol>`` (white glyph, dark outline) and ``symbol_<symbol>_dark`` (dark glyph,
  white outline), square: for Kid cards and balloon faces.
* ``fortify/kid_builder``, ``kid_thrower``, ``kid_medic``: round Kid type badges.
* ``fortify/face_balloon_<colour>``, ``face_block``, ``face_wild``: die face glyphs (transparent
  background), and ``die_white``, ``die_black``, ``die_cousin``, ``die_jerk``: die bodies.
* ``fortify/meeple_cousin``, ``meeple_jerk``: the two meeples (different silhouettes).
* ``fortify/base_captain``, ``base_target``, ``base_bucket``, ``hit_token``: Base board pieces.
* ``fortify/card_back_fort`` (2:3) and ``card_back_kid`` (2:3).
* ``games/fortify``, ``games/fort``, ``games/forfort``: launcher pictures, 160 x 100.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

import yaml

from fort_desktop.paths import assets_root

ROOT = assets_root()
SPRITES = ROOT / "sprites"
TABLE_YAML = ROOT / "data" / "fortify" / "table.yaml"

INK = "#26232b"        # dark outlines and glyphs
PAPER = "#fbf7ee"      # light glyphs and badges
CARDBOARD = "#c8a06a"
CARDBOARD_DARK = "#8a6a40"
COUSIN = "#8e5cc8"     # purple: no Fortify colour is purple
JERK = "#7a5638"       # brown
SKIN = "#f0c8a0"


# --------------------------------------------------------------------------------------------
# Small helpers
# --------------------------------------------------------------------------------------------

def hexrgb(rgb) -> str:
    r, g, b = (max(0, min(255, int(round(c)))) for c in rgb)
    return f"#{r:02x}{g:02x}{b:02x}"


def shade(rgb, k: float) -> str:
    """``k`` < 1 darkens toward black, ``k`` > 1 lightens toward white."""
    if k <= 1:
        return hexrgb([c * k for c in rgb])
    t = k - 1
    return hexrgb([c + (255 - c) * t for c in rgb])


def svg(w: int, h: int, body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}">\n{body}</svg>\n')


def star_points(cx, cy, r_out, r_in, n=5, start=-90.0) -> str:
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(start + i * 180.0 / n)
        pts.append(f"{cx + r * math.cos(a):.1f},{cy + r * math.sin(a):.1f}")
    return " ".join(pts)


# Symbol outlines in a 100 x 100 box, centred on (50, 50). Shapes differ in silhouette, not only in
# colour: an upright drop, a leaf lying on the diagonal with a stem, a fat 5-point star, a heart.
SYMBOL_PATHS = {
    "drop": "M50,4 C60,24 84,44 84,64 C84,84 68,96 50,96 C32,96 16,84 16,64 C16,44 40,24 50,4 Z",
    "leaf": "M14,86 C8,44 40,12 92,8 C90,58 58,92 14,86 Z",
    "star": "M" + star_points(50, 54, 50, 22).replace(" ", " L") + " Z",
    "heart": ("M50,92 C22,72 4,56 4,34 C4,18 16,8 30,8 C40,8 47,14 50,22 "
              "C53,14 60,8 70,8 C84,8 96,18 96,34 C96,56 78,72 50,92 Z"),
}
# Extra strokes that make a symbol read better (drawn in the outline colour).
SYMBOL_EXTRA = {
    "leaf": '<path d="M6,94 L22,78 C40,60 58,40 76,24" fill="none" stroke="{ink}" stroke-width="{w}" '
            'stroke-linecap="round"/>',
}


def symbol_g(name: str, x: float, y: float, size: float, fill: str, ink: str, stroke: float = 8.0) -> str:
    """The symbol ``name`` fitted in the square (x, y, size); stroke is in 100-unit symbol space."""
    s = size / 100.0
    extra = SYMBOL_EXTRA.get(name, "").format(ink=ink, w=stroke * 0.8)
    return (f'<g transform="translate({x:.2f},{y:.2f}) scale({s:.4f})">'
            f'<path d="{SYMBOL_PATHS[name]}" fill="{fill}" stroke="{ink}" stroke-width="{stroke}" '
            f'stroke-linejoin="round"/>{extra}</g>\n')


def rrect(x, y, w, h, r, fill, stroke=None, sw=0.0, extra="") -> str:
    st = f' stroke="{stroke}" stroke-width="{sw}"' if stroke else ""
    return f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{r}" ry="{r}" fill="{fill}"{st}{extra}/>\n'


# --------------------------------------------------------------------------------------------
# Sprites
# --------------------------------------------------------------------------------------------

def box_tile(rgb, symbol: str) -> str:
    base = hexrgb(rgb)
    body = rrect(1, 1, 62, 62, 7, shade(rgb, 0.55))
    body += rrect(4, 4, 56, 56, 5, base)
    body += f'<path d="M6,6 L58,6 L55,9 L9,9 L9,55 L6,58 Z" fill="{shade(rgb, 1.3)}"/>\n'
    body += symbol_g(symbol, 8, 8, 48, PAPER, INK, stroke=10)
    return svg(64, 64, body)


def symbol_sprite(symbol: str, dark: bool) -> str:
    fill, ink = (INK, PAPER) if dark else (PAPER, INK)
    return svg(64, 64, symbol_g(symbol, 6, 6, 52, fill, ink, stroke=9))


def badge(inner: str) -> str:
    body = f'<circle cx="32" cy="32" r="30" fill="{INK}"/>\n<circle cx="32" cy="32" r="27" fill="{PAPER}"/>\n'
    return svg(64, 64, body + inner)


def kid_builder() -> str:
    b = ""
    # bricks: two rows, offset
    brick = "#b5553c"
    for i, (x, y, w) in enumerate([(12, 38, 13), (26, 38, 13), (40, 38, 13),
                                   (12, 46, 6), (19, 46, 13), (33, 46, 13), (47, 46, 6)]):
        b += rrect(x, y, w, 7, 1, brick, INK, 1.5)
    # hammer: handle + head, tilted
    b += ('<g transform="translate(34,24) rotate(-35)">'
          f'<rect x="-3" y="-4" width="6" height="22" rx="2" fill="#c98a4a" stroke="{INK}" stroke-width="2"/>'
          f'<rect x="-11" y="-12" width="22" height="9" rx="2" fill="#6f6f78" stroke="{INK}" stroke-width="2"/>'
          '</g>\n')
    return badge(b)


def kid_thrower() -> str:
    """A bent throwing arm (sleeve, elbow, hand) holding up a water balloon, with motion lines."""
    b = ""
    arm = "M14,50 L28,48 L38,30"
    b += (f'<path d="{arm}" fill="none" stroke="{INK}" stroke-width="13" '
          'stroke-linecap="round" stroke-linejoin="round"/>\n')
    b += (f'<path d="{arm}" fill="none" stroke="{SKIN}" stroke-width="8" '
          'stroke-linecap="round" stroke-linejoin="round"/>\n')
    # sleeve at the shoulder (in the badge's dark ink)
    b += f'<path d="M8,41 L19,41 L19,57 L10,57 Z" fill="#5a6a86" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>\n'
    b += f'<circle cx="39" cy="28" r="7" fill="{SKIN}" stroke="{INK}" stroke-width="2.5"/>\n'
    # water balloon held above the hand: white with a dark outline (no game colour)
    b += (f'<path d="M43,4 C54,4 59,12 57,19 C55,25 49,27 45,26 C39,26 33,22 34,15 C35,8 38,4 43,4 Z" '
          f'fill="#d5dbe3" stroke="{INK}" stroke-width="3"/>\n')
    b += f'<path d="M39,10 C40,8 42,7 44,7" fill="none" stroke="{INK}" stroke-width="2" stroke-linecap="round"/>\n'
    # motion lines
    for y in (40, 48):
        b += (f'<path d="M46,{y} L56,{y - 5}" stroke="{INK}" stroke-width="3" '
              'stroke-linecap="round" fill="none"/>\n')
    return badge(b)


def kid_medic() -> str:
    """A bold medical cross."""
    b = ""
    plus = "M25,12 L39,12 L39,25 L52,25 L52,39 L39,39 L39,52 L25,52 L25,39 L12,39 L12,25 L25,25 Z"
    b += f'<path d="{plus}" fill="{INK}" stroke="{PAPER}" stroke-width="3" stroke-linejoin="round"/>\n'
    return badge(b)


def face_balloon(rgb, symbol: str) -> str:
    base = hexrgb(rgb)
    b = ""
    # white halo so the balloon reads on a black die
    halo = ("M50,4 C74,4 88,22 88,42 C88,62 70,76 56,80 L50,84 L44,80 C30,76 12,62 12,42 "
            "C12,22 26,4 50,4 Z")
    b += f'<path d="{halo}" fill="{PAPER}" stroke="{PAPER}" stroke-width="8" stroke-linejoin="round"/>\n'
    b += f'<path d="M50,84 C46,90 56,92 50,98" fill="none" stroke="{PAPER}" stroke-width="7" stroke-linecap="round"/>\n'
    b += f'<path d="M50,84 C46,90 56,92 50,98" fill="none" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>\n'
    b += f'<path d="{halo}" fill="{base}" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>\n'
    b += f'<path d="M44,79 L56,79 L58,86 L42,86 Z" fill="{shade(rgb, 0.6)}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>\n'
    # the symbol as large as the balloon holds (issue 15: a face must read at half size across a
    # room), paper ringed in thick ink; no gloss over it
    b += symbol_g(symbol, 23, 15, 54, PAPER, INK, stroke=12)
    return svg(100, 100, b)


def face_block() -> str:
    # hammer: white halo under a dark-outlined hammer, readable on white and black dice
    def hammer(fill_head, fill_handle, ink, w):
        return ('<g transform="translate(50,50) rotate(-40)">'
                f'<rect x="-7" y="-14" width="14" height="58" rx="4" fill="{fill_handle}" stroke="{ink}" stroke-width="{w}"/>'
                f'<path d="M-30,-40 L24,-40 L34,-32 L34,-20 L24,-14 L-30,-14 Z" fill="{fill_head}" stroke="{ink}" '
                f'stroke-width="{w}" stroke-linejoin="round"/></g>\n')
    b = hammer(PAPER, PAPER, PAPER, 14)
    b += hammer("#70707c", "#c98a4a", INK, 5)
    return svg(100, 100, b)


def target_rings(cx, cy, r, dark: str, light: str, n: int = 3) -> str:
    b = ""
    for i in range(n * 2):
        rr = r * (1 - i / (n * 2))
        b += f'<circle cx="{cx}" cy="{cy}" r="{rr:.1f}" fill="{dark if i % 2 == 0 else light}"/>\n'
    return b


def face_wild(colours) -> str:
    b = f'<circle cx="50" cy="50" r="46" fill="{PAPER}"/>\n'
    b += target_rings(50, 50, 42, INK, PAPER, 3)
    # the four colours as dots around the rim: "any colour"
    for (name, rgb), (dx, dy) in zip(colours.items(), [(0, -1), (1, 0), (0, 1), (-1, 0)]):
        b += (f'<circle cx="{50 + dx * 42}" cy="{50 + dy * 42}" r="9" fill="{hexrgb(rgb)}" '
              f'stroke="{INK}" stroke-width="3"/>\n')
    b += f'<circle cx="50" cy="50" r="7" fill="{PAPER}" stroke="{INK}" stroke-width="3"/>\n'
    return svg(100, 100, b)


def die_body(fill: str, edge: str, pip_ring: str) -> str:
    b = rrect(3, 3, 94, 94, 18, edge)
    b += rrect(7, 7, 86, 86, 15, fill)
    b += rrect(11, 11, 78, 78, 12, "none", pip_ring, 1.5)
    return svg(100, 100, b)


MEEPLE_BODY = ("M38,34 L62,34 C70,34 74,38 86,42 C96,45 96,58 86,58 L70,56 L78,88 C80,96 72,98 66,96 "
               "L50,74 L34,96 C28,98 20,96 22,88 L30,56 L14,58 C4,58 4,45 14,42 C26,38 30,34 38,34 Z")


def meeple_cousin() -> str:
    b = f'<path d="{MEEPLE_BODY}" fill="{COUSIN}" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>\n'
    b += f'<circle cx="50" cy="22" r="15" fill="{COUSIN}" stroke="{INK}" stroke-width="4"/>\n'
    # baseball cap with a brim to the right
    b += (f'<path d="M35,20 C35,6 65,6 65,20 L80,20 C82,20 82,25 78,25 L35,25 Z" fill="{shade((142, 92, 200), 1.45)}" '
          f'stroke="{INK}" stroke-width="3.5" stroke-linejoin="round"/>\n')
    b += f'<circle cx="44" cy="30" r="2.5" fill="{INK}"/><circle cx="56" cy="30" r="2.5" fill="{INK}"/>\n'
    return svg(100, 100, b)


def meeple_jerk() -> str:
    # arms akimbo (elbows out, hands on hips: two holes), wide stance, spiky hair
    body = ("M36,36 L64,36 C72,36 78,40 88,52 C92,58 90,62 84,64 L70,66 L82,92 C84,98 74,100 70,96 "
            "L50,76 L30,96 C26,100 16,98 18,92 L30,66 L16,64 C10,62 8,58 12,52 C22,40 28,36 36,36 Z")
    b = f'<path d="{body}" fill="{JERK}" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>\n'
    # the holes between arm and body
    b += f'<path d="M24,54 L34,46 L33,60 Z" fill="{PAPER}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>\n'
    b += f'<path d="M76,54 L66,46 L67,60 Z" fill="{PAPER}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>\n'
    hair = "M34,24 L30,4 L42,12 L50,0 L58,12 L70,4 L66,24 Z"
    b += f'<path d="{hair}" fill="{INK}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>\n'
    b += f'<circle cx="50" cy="24" r="14" fill="{JERK}" stroke="{INK}" stroke-width="4"/>\n'
    # angry brows
    b += f'<path d="M40,22 L47,25 M60,22 L53,25" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>\n'
    b += f'<circle cx="44" cy="28" r="2.2" fill="{INK}"/><circle cx="56" cy="28" r="2.2" fill="{INK}"/>\n'
    return svg(100, 100, b)


def base_captain() -> str:
    b = f'<circle cx="32" cy="32" r="30" fill="{INK}"/>\n<circle cx="32" cy="32" r="27" fill="#9cc3d9"/>\n'
    # shoulders
    b += f'<path d="M10,58 C12,46 22,42 32,42 C42,42 52,46 54,58 Z" fill="#2f4f7a" stroke="{INK}" stroke-width="2"/>\n'
    b += f'<circle cx="32" cy="30" r="11" fill="{SKIN}" stroke="{INK}" stroke-width="2"/>\n'
    # peaked captain's cap with a white badge
    b += (f'<path d="M18,23 C18,12 46,12 46,23 Z" fill="{PAPER}" stroke="{INK}" stroke-width="2" '
          'stroke-linejoin="round"/>\n')
    b += f'<path d="M19,23 L45,23 L47,27 L17,27 Z" fill="{INK}"/>\n'
    b += f'<path d="M32,14 L35,18 L32,22 L29,18 Z" fill="#e8be30" stroke="{INK}" stroke-width="1"/>\n'
    b += f'<circle cx="28" cy="31" r="1.5" fill="{INK}"/><circle cx="36" cy="31" r="1.5" fill="{INK}"/>\n'
    b += f'<path d="M28,35 C30,37 34,37 36,35" fill="none" stroke="{INK}" stroke-width="1.5" stroke-linecap="round"/>\n'
    return svg(64, 64, b)


def base_target() -> str:
    b = f'<circle cx="50" cy="50" r="48" fill="{INK}"/>\n'
    b += target_rings(50, 50, 45, PAPER, "#c04848", 3)
    b += f'<circle cx="50" cy="50" r="6" fill="{INK}"/>\n'
    b += f'<path d="M50,2 L50,22 M50,78 L50,98 M2,50 L22,50 M78,50 L98,50" stroke="{INK}" stroke-width="3"/>\n'
    return svg(100, 100, b)


def base_bucket() -> str:
    b = f'<path d="M22,30 C22,-4 78,-4 78,30" fill="none" stroke="{INK}" stroke-width="4"/>\n'
    b += f'<path d="M16,30 L84,30 L74,92 L26,92 Z" fill="#9aa4ad" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>\n'
    b += '<path d="M22,46 L78,46 M24,62 L76,62" stroke="#7b858e" stroke-width="4"/>\n'
    b += f'<ellipse cx="50" cy="30" rx="34" ry="8" fill="#4a5058" stroke="{INK}" stroke-width="4"/>\n'
    b += '<path d="M30,38 L34,86" stroke="#c7cfd6" stroke-width="4" stroke-linecap="round"/>\n'
    return svg(100, 100, b)


def hit_token() -> str:
    # a splash: irregular star of rounded lobes, with flying drops, and a bold X
    pts = []
    for i in range(16):
        a = math.radians(i * 360 / 16 - 90)
        r = 44 if i % 2 == 0 else 26
        r += (5 if i % 4 == 0 else 0)
        pts.append((50 + r * math.cos(a) * 0.95, 50 + r * math.sin(a) * 0.95))
    d = f"M{pts[0][0]:.1f},{pts[0][1]:.1f} "
    for i in range(1, len(pts) + 1):
        p0 = pts[i - 1]
        p1 = pts[i % len(pts)]
        mx, my = (p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2
        d += f"Q{p0[0]:.1f},{p0[1]:.1f} {mx:.1f},{my:.1f} "
    d += "Z"
    b = f'<circle cx="50" cy="50" r="49" fill="{INK}"/>\n<circle cx="50" cy="50" r="45" fill="#f4e9c8"/>\n'
    b += f'<path d="{d}" fill="#5fb6e0" stroke="{INK}" stroke-width="3.5" stroke-linejoin="round"/>\n'
    b += (f'<path d="M36,36 L64,64 M64,36 L36,64" stroke="{INK}" stroke-width="11" stroke-linecap="round"/>\n'
          f'<path d="M36,36 L64,64 M64,36 L36,64" stroke="{PAPER}" stroke-width="5" stroke-linecap="round"/>\n')
    return svg(100, 100, b)


def card_back_fort(colours, symbols) -> str:
    w, h = 200, 300
    b = rrect(0, 0, w, h, 14, CARDBOARD_DARK)
    b += rrect(6, 6, w - 12, h - 12, 10, CARDBOARD)
    # a border of little boxes, cycling through the colours with their symbols
    names = list(colours)
    i = 0
    cell = 20
    spots = [(x, 14) for x in range(14, w - 14 - cell + 1, 22)]
    spots += [(x, h - 14 - cell) for x in range(14, w - 14 - cell + 1, 22)]
    spots += [(14, y) for y in range(36, h - 36 - cell + 1, 22)]
    spots += [(w - 14 - cell, y) for y in range(36, h - 36 - cell + 1, 22)]
    for x, y in spots:
        c = names[i % 4]
        rgb = colours[c]
        b += rrect(x, y, cell, cell, 3, hexrgb(rgb), shade(rgb, 0.55), 1.5)
        b += symbol_g(symbols[c], x + 4, y + 4, cell - 8, PAPER, INK, stroke=10)
        i += 1
    # centre: a fort silhouette (battlements) with a flag
    cx, cy = w / 2, h / 2
    b += f'<circle cx="{cx}" cy="{cy}" r="54" fill="{PAPER}" stroke="{INK}" stroke-width="4"/>\n'
    fort = (f"M{cx - 38},{cy + 30} L{cx - 38},{cy - 14} L{cx - 30},{cy - 14} L{cx - 30},{cy - 6} "
            f"L{cx - 20},{cy - 6} L{cx - 20},{cy - 14} L{cx - 12},{cy - 14} L{cx - 12},{cy - 6} "
            f"L{cx - 4},{cy - 6} L{cx - 4},{cy - 26} L{cx + 4},{cy - 26} L{cx + 4},{cy - 6} "
            f"L{cx + 12},{cy - 6} L{cx + 12},{cy - 14} L{cx + 20},{cy - 14} L{cx + 20},{cy - 6} "
            f"L{cx + 30},{cy - 6} L{cx + 30},{cy - 14} L{cx + 38},{cy - 14} L{cx + 38},{cy + 30} Z")
    b += f'<path d="{fort}" fill="{CARDBOARD_DARK}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>\n'
    b += f'<path d="M{cx - 8},{cy + 30} L{cx - 8},{cy + 14} C{cx - 8},{cy + 4} {cx + 8},{cy + 4} {cx + 8},{cy + 14} L{cx + 8},{cy + 30} Z" fill="{INK}"/>\n'
    b += f'<path d="M{cx},{cy - 26} L{cx},{cy - 46}" stroke="{INK}" stroke-width="3"/>\n'
    b += f'<path d="M{cx},{cy - 46} L{cx + 18},{cy - 40} L{cx},{cy - 34} Z" fill="{hexrgb(colours[names[3]])}" stroke="{INK}" stroke-width="2"/>\n'
    return svg(w, h, b)


def card_back_kid(colours) -> str:
    w, h = 200, 300
    b = rrect(0, 0, w, h, 14, "#2c3a5c")
    b += rrect(6, 6, w - 12, h - 12, 10, "#3d5080")
    # diagonal stripes of faint balloons
    for row in range(7):
        for col in range(5):
            x = 22 + col * 40 + (20 if row % 2 else 0)
            y = 26 + row * 42
            if x > w - 14:
                continue
            b += (f'<ellipse cx="{x}" cy="{y}" rx="9" ry="11" fill="#4e64a0"/>'
                  f'<path d="M{x},{y + 11} L{x - 2},{y + 17}" stroke="#4e64a0" stroke-width="2"/>\n')
    cx, cy = w / 2, h / 2
    b += f'<circle cx="{cx}" cy="{cy}" r="56" fill="{PAPER}" stroke="{INK}" stroke-width="4"/>\n'
    # a kid silhouette, arm up, with a balloon
    b += f'<circle cx="{cx - 6}" cy="{cy - 18}" r="13" fill="#2c3a5c"/>\n'
    b += (f'<path d="M{cx - 26},{cy + 44} C{cx - 26},{cy + 10} {cx - 20},{cy} {cx - 6},{cy} '
          f'C{cx + 8},{cy} {cx + 14},{cy + 10} {cx + 14},{cy + 44} Z" fill="#2c3a5c"/>\n')
    b += (f'<path d="M{cx + 6},{cy + 6} L{cx + 22},{cy - 14} L{cx + 26},{cy - 30}" fill="none" '
          f'stroke="#2c3a5c" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>\n')
    b += (f'<ellipse cx="{cx + 30}" cy="{cy - 40}" rx="11" ry="13" fill="{hexrgb(colours[list(colours)[0]])}" '
          f'stroke="{INK}" stroke-width="3"/>\n')
    return svg(w, h, b)


def sky(w, h, top="#8fc8ea", ground="#7cb062", horizon=72) -> str:
    b = f'<rect x="0" y="0" width="{w}" height="{h}" fill="{top}"/>\n'
    b += f'<rect x="0" y="{horizon}" width="{w}" height="{h - horizon}" fill="{ground}"/>\n'
    b += f'<circle cx="{w - 22}" cy="18" r="10" fill="#f6dc6a"/>\n'
    return b


def game_fortify(colours, symbols) -> str:
    w, h = 160, 100
    b = sky(w, h)
    names = list(colours)
    # a wall of boxes, 7 wide x 3 high, with a gap (an enclosure)
    k = 0
    for row in range(3):
        for col in range(7):
            if row == 0 and col in (2, 3, 4):
                continue
            x, y = 14 + col * 14, 50 + row * 14
            c = names[(col + row * 3) % 4]
            rgb = colours[c]
            b += rrect(x, y, 13, 13, 2, hexrgb(rgb), shade(rgb, 0.55), 1)
            b += symbol_g(symbols[c], x + 2.5, y + 2.5, 8, PAPER, INK, stroke=10)
            k += 1
    # a kid peeking inside the enclosure
    b += f'<circle cx="63" cy="44" r="6" fill="{SKIN}" stroke="{INK}" stroke-width="1.5"/>\n'
    # a balloon flying in from the right, on an arc
    b += ('<path d="M150,60 C140,20 124,14 116,22" fill="none" stroke="#ffffff" stroke-width="2" '
          'stroke-dasharray="4 4"/>\n')
    b += (f'<path d="M114,12 C122,12 126,18 124,24 C122,30 116,32 112,30 C106,28 104,22 106,18 '
          f'C108,14 110,12 114,12 Z" fill="{hexrgb(colours[names[3]])}" stroke="{INK}" stroke-width="1.5"/>\n')
    # splash on the wall
    b += '<circle cx="101" cy="51" r="4" fill="#ffffff" opacity="0.8"/>\n'
    return svg(w, h, b)


def game_fort() -> str:
    w, h = 160, 100
    b = sky(w, h, top="#f3c98b", ground="#8fae5a", horizon=78)
    # a treehouse fort: trunk, platform, hut with flag
    b += f'<rect x="72" y="50" width="16" height="30" fill="#7a5230" stroke="{INK}" stroke-width="1.5"/>\n'
    b += '<circle cx="48" cy="44" r="20" fill="#5d9a4a"/><circle cx="112" cy="42" r="22" fill="#5d9a4a"/>\n'
    b += f'<rect x="44" y="46" width="72" height="6" fill="#a0703c" stroke="{INK}" stroke-width="1.5"/>\n'
    b += f'<rect x="54" y="22" width="52" height="24" fill="{CARDBOARD}" stroke="{INK}" stroke-width="1.5"/>\n'
    b += f'<path d="M50,24 L80,6 L110,24 Z" fill="#b5553c" stroke="{INK}" stroke-width="1.5" stroke-linejoin="round"/>\n'
    b += '<rect x="62" y="28" width="12" height="10" fill="#3b3140"/><rect x="86" y="28" width="12" height="18" fill="#3b3140"/>\n'
    b += f'<path d="M80,6 L80,-4" stroke="{INK}" stroke-width="1.5"/>\n'
    # rope ladder
    b += '<path d="M96,52 L96,80 M104,52 L104,80 M96,58 L104,58 M96,64 L104,64 M96,70 L104,70 M96,76 L104,76" stroke="#e6d3a3" stroke-width="1.5"/>\n'
    # a pennant on the roof
    b += f'<path d="M80,6 L80,0" stroke="{INK}" stroke-width="1.5"/>\n'
    return svg(w, h, b)


def game_forfort(colours) -> str:
    w, h = 160, 100
    b = sky(w, h, top="#b9d7f0", ground="#9cc07a", horizon=70)
    names = list(colours)

    def small_fort(x0, flag):
        s = (f'<path d="M{x0},88 L{x0},56 L{x0 + 8},56 L{x0 + 8},62 L{x0 + 16},62 L{x0 + 16},50 L{x0 + 24},50 '
             f'L{x0 + 24},62 L{x0 + 32},62 L{x0 + 32},56 L{x0 + 40},56 L{x0 + 40},88 Z" fill="{CARDBOARD}" '
             f'stroke="{INK}" stroke-width="1.5" stroke-linejoin="round"/>\n')
        s += f'<path d="M{x0 + 14},88 L{x0 + 14},76 C{x0 + 14},70 {x0 + 26},70 {x0 + 26},76 L{x0 + 26},88 Z" fill="{INK}"/>\n'
        s += f'<path d="M{x0 + 20},50 L{x0 + 20},36" stroke="{INK}" stroke-width="1.5"/>\n'
        s += f'<path d="M{x0 + 20},36 L{x0 + 32},40 L{x0 + 20},44 Z" fill="{flag}" stroke="{INK}" stroke-width="1"/>\n'
        return s
    b += small_fort(12, hexrgb(colours[names[0]]))
    b += small_fort(108, hexrgb(colours[names[2]]))
    # balloons crossing over the middle
    b += '<path d="M40,44 C60,8 100,8 118,34" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-dasharray="3 3"/>\n'
    b += '<path d="M120,44 C100,18 62,18 42,36" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-dasharray="3 3"/>\n'
    b += f'<ellipse cx="80" cy="16" rx="6" ry="7" fill="{hexrgb(colours[names[3]])}" stroke="{INK}" stroke-width="1.2"/>\n'
    b += f'<ellipse cx="72" cy="24" rx="6" ry="7" fill="{hexrgb(colours[names[1]])}" stroke="{INK}" stroke-width="1.2"/>\n'
    # the fence between them
    for x in range(60, 104, 8):
        b += f'<rect x="{x}" y="70" width="5" height="20" fill="#e8dcc0" stroke="{INK}" stroke-width="1"/>\n'
    b += f'<rect x="58" y="76" width="46" height="4" fill="#e8dcc0" stroke="{INK}" stroke-width="1"/>\n'
    return svg(w, h, b)


# --------------------------------------------------------------------------------------------

def load_colours(path: Path = TABLE_YAML):
    """(colours_rgb, colour_symbols) from the table data, in file order."""
    table = yaml.safe_load(path.read_text(encoding="utf-8"))
    return dict(table["colours_rgb"]), dict(table["colour_symbols"])


def build(colours, symbols) -> dict[str, str]:
    """Every sprite: ``"group/name"`` -> SVG text."""
    out: dict[str, str] = {}
    for c, rgb in colours.items():
        out[f"fortify/box_{c}"] = box_tile(rgb, symbols[c])
        out[f"fortify/face_balloon_{c}"] = face_balloon(rgb, symbols[c])
    for sym in SYMBOL_PATHS:
        out[f"fortify/symbol_{sym}"] = symbol_sprite(sym, dark=False)
        out[f"fortify/symbol_{sym}_dark"] = symbol_sprite(sym, dark=True)
    out["fortify/kid_builder"] = kid_builder()
    out["fortify/kid_thrower"] = kid_thrower()
    out["fortify/kid_medic"] = kid_medic()
    out["fortify/face_block"] = face_block()
    out["fortify/face_wild"] = face_wild(colours)
    out["fortify/die_white"] = die_body("#f7f5f0", "#9a968c", "#d8d4ca")
    out["fortify/die_black"] = die_body("#2a2a2e", "#0c0c0e", "#44444a")
    out["fortify/die_cousin"] = die_body(COUSIN, shade((142, 92, 200), 0.55), shade((142, 92, 200), 1.3))
    out["fortify/die_jerk"] = die_body(JERK, shade((122, 86, 56), 0.55), shade((122, 86, 56), 1.3))
    out["fortify/meeple_cousin"] = meeple_cousin()
    out["fortify/meeple_jerk"] = meeple_jerk()
    out["fortify/base_captain"] = base_captain()
    out["fortify/base_target"] = base_target()
    out["fortify/base_bucket"] = base_bucket()
    out["fortify/hit_token"] = hit_token()
    out["fortify/card_back_fort"] = card_back_fort(colours, symbols)
    out["fortify/card_back_kid"] = card_back_kid(colours)
    out["games/fortify"] = game_fortify(colours, symbols)
    out["games/fort"] = game_fort()
    out["games/forfort"] = game_forfort(colours)
    return out


def main(argv: list[str] | None = None) -> int:
    """Write every sprite into ``sprites/`` and print how many. Returns 0."""
    colours, symbols = load_colours()
    sprites = build(colours, symbols)
    for name, text in sprites.items():
        path = SPRITES / f"{name}.svg"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    print(f"wrote {len(sprites)} sprites into {SPRITES}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
