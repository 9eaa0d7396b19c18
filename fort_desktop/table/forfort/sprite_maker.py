"""Write Forfort's SVG sprites into ``sprites/forfort/`` (run: ``python -m
fort_desktop.table.forfort.sprite_maker``). No pygame here: plain text out.

All art is original, drawn from simple shapes (paths, circles, rects, polygons) that pygame's SVG
loader (nanosvg) renders the same everywhere; no SVG text (the loader drops it). Every sprite is a
100 x 100 square (a view box), drawn to be read at 20-60 px on the table and big in the hover
enlargement. Each of the five symbols has its own silhouette AND colour (a colour-blind person tells
them by shape): Mason a trowel, Ram a log with an iron head, Trebuchet a throwing arm with its stone,
Siege Tower a tall tower on wheels, Garrison a shield. Sprites written (``sprites/forfort/<name>.svg``):

* ``symbol_<symbol>``: a round badge per symbol;
* ``wall_straight``, ``wall_corner`` and ``wall_straight_protected``, ``wall_corner_protected``:
  a stone wall seen from above (a straight run; an L) - the protected ones with iron bands;
* ``drawbridge``: the drawbridge icon (a gate with its lowered bridge and chains);
* ``camp``: a tent; ``army``: a soldier with spear and shield; ``army_skull``: its skull side;
* ``keep``: the round keep tower seen from above; ``drawbridge_token``: the token on a lit Wall.

The output is deterministic (same text every run).
"""
from __future__ import annotations

import sys

from fort_desktop.paths import assets_root

ROOT = assets_root()
OUT = ROOT / "sprites" / "forfort"

INK = "#221e1c"
PAPER = "#fbf6ea"
STONE = "#b9b2a3"
STONE_DARK = "#7d7568"
IRON = "#3d4450"
WOOD = "#8a5a2e"
WOOD_DARK = "#5c3a1c"

#: symbol -> badge colour (also distinct by shape, see the module text).
SYMBOL_COLOURS = {"mason": "#2f6fb0", "ram": "#a0522d", "trebuchet": "#c0392b",
                  "siege_tower": "#7b4fa8", "garrison": "#2e8b57"}


def svg(body: str) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">\n'
            f"{body}\n</svg>\n")


def badge(colour: str, glyph: str) -> str:
    return svg(f'<circle cx="50" cy="50" r="47" fill="{colour}" stroke="{PAPER}" stroke-width="5"/>\n'
               f'<circle cx="50" cy="50" r="47" fill="none" stroke="{INK}" stroke-width="2"/>\n{glyph}')


def mason() -> str:
    """A trowel: a pointed blade and a handle."""
    return badge(SYMBOL_COLOURS["mason"],
                 f'<polygon points="50,14 78,50 50,62 22,50" fill="{PAPER}" stroke="{INK}" stroke-width="3"/>'
                 f'<rect x="46" y="60" width="8" height="12" fill="{PAPER}" stroke="{INK}" stroke-width="3"/>'
                 f'<rect x="40" y="70" width="20" height="18" rx="5" fill="{PAPER}" stroke="{INK}" stroke-width="3"/>')


def ram() -> str:
    """A log on its side with a pointed iron head, on two wheels."""
    return badge(SYMBOL_COLOURS["ram"],
                 f'<rect x="18" y="38" width="50" height="18" rx="4" fill="{PAPER}" stroke="{INK}" stroke-width="3"/>'
                 f'<polygon points="66,32 88,47 66,62" fill="{PAPER}" stroke="{INK}" stroke-width="3"/>'
                 f'<circle cx="30" cy="68" r="9" fill="{PAPER}" stroke="{INK}" stroke-width="3"/>'
                 f'<circle cx="56" cy="68" r="9" fill="{PAPER}" stroke="{INK}" stroke-width="3"/>')


def trebuchet() -> str:
    """An A-frame, a long diagonal arm and a round stone at its tip."""
    return badge(SYMBOL_COLOURS["trebuchet"],
                 f'<polygon points="30,82 48,46 66,82" fill="none" stroke="{PAPER}" stroke-width="7"/>'
                 f'<line x1="24" y1="66" x2="72" y2="24" stroke="{PAPER}" stroke-width="7" stroke-linecap="round"/>'
                 f'<circle cx="76" cy="20" r="10" fill="{PAPER}" stroke="{INK}" stroke-width="3"/>'
                 f'<rect x="16" y="60" width="16" height="14" fill="{PAPER}" stroke="{INK}" stroke-width="3"/>')


def siege_tower() -> str:
    """A tall tower with battlements, a door and wheels."""
    return badge(SYMBOL_COLOURS["siege_tower"],
                 f'<path d="M32 80 L32 30 L36 30 L36 22 L44 22 L44 30 L56 30 L56 22 L64 22 L64 30 L68 30 '
                 f'L68 80 Z" fill="{PAPER}" stroke="{INK}" stroke-width="3"/>'
                 f'<rect x="43" y="42" width="14" height="14" fill="{SYMBOL_COLOURS["siege_tower"]}"/>'
                 f'<circle cx="38" cy="82" r="6" fill="{PAPER}" stroke="{INK}" stroke-width="3"/>'
                 f'<circle cx="62" cy="82" r="6" fill="{PAPER}" stroke="{INK}" stroke-width="3"/>')


def garrison() -> str:
    """A shield with a cross."""
    return badge(SYMBOL_COLOURS["garrison"],
                 f'<path d="M50 16 L78 26 C78 54 68 72 50 84 C32 72 22 54 22 26 Z" fill="{PAPER}" '
                 f'stroke="{INK}" stroke-width="3"/>'
                 f'<rect x="46" y="28" width="8" height="44" fill="{SYMBOL_COLOURS["garrison"]}"/>'
                 f'<rect x="32" y="42" width="36" height="8" fill="{SYMBOL_COLOURS["garrison"]}"/>')


def stones(x: float, y: float, w: float, h: float, rows: int = 2) -> str:
    """A block of stone courses (mortar lines) inside ``(x, y, w, h)``."""
    out = [f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{STONE}" stroke="{INK}" stroke-width="3"/>']
    step = h / rows
    for r in range(1, rows):
        out.append(f'<line x1="{x}" y1="{y + r * step}" x2="{x + w}" y2="{y + r * step}" stroke="{STONE_DARK}" stroke-width="2"/>')
    brick = 16
    for r in range(rows):
        off = 0 if r % 2 else brick / 2
        bx = x + off + brick
        while bx < x + w - 2:
            out.append(f'<line x1="{bx}" y1="{y + r * step}" x2="{bx}" y2="{y + (r + 1) * step}" stroke="{STONE_DARK}" stroke-width="2"/>')
            bx += brick
    return "".join(out)


def merlons(x: float, y: float, w: float, horizontal: bool = True) -> str:
    """Battlement teeth along the top edge of a run (or its left edge)."""
    out = []
    n = max(2, int(w // 16))
    for i in range(n):
        a = x + i * w / n + 2
        if horizontal:
            out.append(f'<rect x="{a}" y="{y - 8}" width="{w / n - 6}" height="9" fill="{STONE}" stroke="{INK}" stroke-width="2.5"/>')
        else:
            out.append(f'<rect x="{y - 8}" y="{a}" width="9" height="{w / n - 6}" fill="{STONE}" stroke="{INK}" stroke-width="2.5"/>')
    return "".join(out)


def bands(runs: list[tuple[float, float, float, float]]) -> str:
    """Iron bands with rivets across each run (a Protected Wall)."""
    out = []
    for x, y, w, h in runs:
        horizontal = w >= h
        for t in (0.25, 0.75):
            if horizontal:
                bx = x + w * t - 4
                out.append(f'<rect x="{bx}" y="{y - 1}" width="8" height="{h + 2}" fill="{IRON}"/>'
                           f'<circle cx="{bx + 4}" cy="{y + h / 2}" r="2.2" fill="{PAPER}"/>')
            else:
                by = y + h * t - 4
                out.append(f'<rect x="{x - 1}" y="{by}" width="{w + 2}" height="8" fill="{IRON}"/>'
                           f'<circle cx="{x + w / 2}" cy="{by + 4}" r="2.2" fill="{PAPER}"/>')
    return "".join(out)


def wall_straight(protected: bool) -> str:
    """A straight run of wall across the square, battlements on its outer (top) side."""
    run = (6, 36, 88, 34)
    body = merlons(6, 36, 88) + stones(*run) + (bands([run]) if protected else "")
    return svg(body)


def wall_corner(protected: bool) -> str:
    """An L of wall: a run along the top and one down the left, meeting in a square tower."""
    top, left = (30, 10, 64, 30), (10, 30, 30, 64)
    body = (merlons(30, 10, 64) + merlons(30, 10, 64, horizontal=False) + stones(*top) + stones(*left, rows=4)
            + f'<rect x="6" y="6" width="38" height="38" rx="4" fill="{STONE_DARK}" stroke="{INK}" stroke-width="3"/>'
            + f'<rect x="15" y="15" width="20" height="20" fill="{STONE}" stroke="{INK}" stroke-width="2"/>'
            + (bands([top, left]) if protected else ""))
    return svg(body)


def drawbridge() -> str:
    """A gate arch in a wall with its bridge lowered and two chains."""
    return svg(f'<rect x="12" y="10" width="76" height="52" fill="{STONE}" stroke="{INK}" stroke-width="4"/>'
               f'<path d="M34 62 L34 34 C34 22 66 22 66 34 L66 62 Z" fill="{INK}"/>'
               f'<polygon points="34,62 66,62 74,92 26,92" fill="{WOOD}" stroke="{INK}" stroke-width="4"/>'
               f'<line x1="32" y1="76" x2="68" y2="76" stroke="{WOOD_DARK}" stroke-width="3"/>'
               f'<line x1="20" y1="22" x2="28" y2="90" stroke="{IRON}" stroke-width="4"/>'
               f'<line x1="80" y1="22" x2="72" y2="90" stroke="{IRON}" stroke-width="4"/>')


def drawbridge_token() -> str:
    """The round drawbridge token (lowered: the second turn is taken)."""
    return svg(f'<circle cx="50" cy="50" r="46" fill="#f2d27a" stroke="{INK}" stroke-width="5"/>'
               f'<path d="M32 58 L32 36 C32 24 68 24 68 36 L68 58 Z" fill="{INK}"/>'
               f'<polygon points="32,58 68,58 76,84 24,84" fill="{WOOD}" stroke="{INK}" stroke-width="3"/>')


def camp() -> str:
    """A tent with its door open and a pennant."""
    return svg(f'<polygon points="50,16 92,86 8,86" fill="#d9b07a" stroke="{INK}" stroke-width="4"/>'
               f'<polygon points="50,40 64,86 36,86" fill="{WOOD_DARK}"/>'
               f'<line x1="50" y1="16" x2="50" y2="4" stroke="{INK}" stroke-width="3"/>'
               f'<polygon points="50,4 66,8 50,13" fill="#c0392b" stroke="{INK}" stroke-width="1.5"/>')


def army() -> str:
    """The Army token's army side: a soldier with a spear and a shield (read as a figure at 20 px,
    where crossed spears read as a ring)."""
    return svg(f'<circle cx="50" cy="50" r="45" fill="{PAPER}" stroke="{INK}" stroke-width="5"/>'
               f'<line x1="72" y1="20" x2="72" y2="88" stroke="{WOOD_DARK}" stroke-width="7"/>'
               f'<polygon points="72,6 82,24 62,24" fill="{IRON}"/>'
               f'<circle cx="48" cy="26" r="11" fill="{INK}"/><path d="M34 24 L48 12 L62 24 Z" fill="{IRON}"/>'
               f'<path d="M34 40 L62 40 L66 70 L30 70 Z" fill="{INK}"/>'
               f'<rect x="34" y="68" width="10" height="20" fill="{INK}"/>'
               f'<rect x="52" y="68" width="10" height="20" fill="{INK}"/>'
               f'<line x1="60" y1="48" x2="72" y2="44" stroke="{INK}" stroke-width="7" stroke-linecap="round"/>'
               f'<path d="M16 42 L40 42 L40 62 C40 72 28 78 28 78 C28 78 16 72 16 62 Z" fill="#a33a2a" '
               f'stroke="{INK}" stroke-width="3"/>'
               f'<line x1="28" y1="46" x2="28" y2="72" stroke="{PAPER}" stroke-width="3"/>')


def army_skull() -> str:
    """The Army token's skull side (a defeated Army)."""
    return svg(f'<circle cx="50" cy="50" r="44" fill="{INK}" stroke="{PAPER}" stroke-width="4"/>'
               f'<path d="M28 50 C28 24 72 24 72 50 C72 60 66 64 64 66 L64 76 L36 76 L36 66 C34 64 28 60 28 50 Z" '
               f'fill="{PAPER}"/>'
               f'<circle cx="40" cy="50" r="7" fill="{INK}"/><circle cx="60" cy="50" r="7" fill="{INK}"/>'
               f'<polygon points="50,58 46,66 54,66" fill="{INK}"/>'
               f'<line x1="44" y1="70" x2="44" y2="76" stroke="{INK}" stroke-width="2.5"/>'
               f'<line x1="56" y1="70" x2="56" y2="76" stroke="{INK}" stroke-width="2.5"/>')


def keep() -> str:
    """The keep seen from above: a round tower with a ring of battlements."""
    teeth = "".join(
        f'<rect x="46" y="3" width="8" height="12" fill="{STONE}" stroke="{INK}" stroke-width="2" '
        f'transform="rotate({a} 50 50)"/>' for a in range(0, 360, 30))
    return svg(teeth + f'<circle cx="50" cy="50" r="40" fill="{STONE}" stroke="{INK}" stroke-width="4"/>'
               f'<circle cx="50" cy="50" r="28" fill="{STONE_DARK}" stroke="{INK}" stroke-width="3"/>')


def build() -> dict[str, str]:
    """Sprite name -> SVG text."""
    out = {"symbol_mason": mason(), "symbol_ram": ram(), "symbol_trebuchet": trebuchet(),
           "symbol_siege_tower": siege_tower(), "symbol_garrison": garrison(),
           "drawbridge": drawbridge(), "drawbridge_token": drawbridge_token(), "camp": camp(),
           "army": army(), "army_skull": army_skull(), "keep": keep()}
    for protected in (False, True):
        tail = "_protected" if protected else ""
        out[f"wall_straight{tail}"] = wall_straight(protected)
        out[f"wall_corner{tail}"] = wall_corner(protected)
    return out


def main(argv: list[str] | None = None) -> int:
    """Write every sprite; prints one line per file."""
    OUT.mkdir(parents=True, exist_ok=True)
    for name, text in build().items():
        (OUT / f"{name}.svg").write_text(text, encoding="utf-8")
        print(f"wrote sprites/forfort/{name}.svg")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
