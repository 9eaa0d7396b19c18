"""Render every sprite onto one PNG to look at the art (``python -m fort_desktop.tools.contact_sheet OUT.png``).

Each row shows sprites at table sizes (14, 20, 32, 64 px) on the table's felt colour, then the same
sheet again in grey (luminance only) on the right, to check that the four colour symbols stay apart
without colour. Runs headless (SDL dummy video driver). Default output: ``/tmp/contact.png``.
"""
from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from fort_desktop.table.fortify.art import Art, DIE_BODIES, KID_KINDS  # noqa: E402

FELT = (46, 96, 72)
SIZES = (14, 20, 32, 64)


def render(art: Art) -> pygame.Surface:
    """The sheet: colour half left, grey half right."""
    pygame.font.init()
    rows: list[tuple[str, list[pygame.Surface]]] = []
    cols = list(art.colours)
    for px in SIZES:
        rows.append((f"boxes {px}", [art.box_tile(c, px) for c in cols]
                     + [art.symbol(c, px) for c in cols] + [art.symbol(c, px, dark=True) for c in cols]))
    for px in (20, 32, 64):
        rows.append((f"kids/meeples/base {px}", [art.kid_icon(k, px) for k in KID_KINDS]
                     + [art.meeple(m, px) for m in ("cousin", "jerk")]
                     + [art.base_piece(b, px) for b in ("captain", "target", "bucket", "hit_token")]))
    for px in (24, 40):
        for body in DIE_BODIES:
            rows.append((f"die {body} {px}", [art.die_face(f, px, body) for f in
                                              cols + ["block", "wild"]]))
    rows.append(("backs + games", [art.card_back("fort", (56, 84)), art.card_back("kid", (56, 84)),
                                   art.card_back("kid", (56, 56)), art.game_picture("fortify"),
                                   art.game_picture("fort"), art.game_picture("forfort")]))
    font = art.font(12)
    label_w, pad = 150, 6
    width = label_w + max(sum(s.get_width() + pad for s in sprites) for _, sprites in rows) + pad
    height = sum(max(s.get_height() for s in sprites) + pad for _, sprites in rows) + pad
    sheet = pygame.Surface((width, height))
    sheet.fill(FELT)
    y = pad
    for label, sprites in rows:
        sheet.blit(font.render(label, True, (235, 235, 225)), (pad, y))
        x = label_w
        for s in sprites:
            sheet.blit(s, (x, y))
            x += s.get_width() + pad
        y += max(s.get_height() for s in sprites) + pad
    grey = pygame.transform.grayscale(sheet)
    both = pygame.Surface((width * 2, height))
    both.blit(sheet, (0, 0))
    both.blit(grey, (width, 0))
    return both


def main(argv: list[str] | None = None) -> int:
    """Write the sheet to ``argv[0]`` (default ``/tmp/contact.png``). Returns 0."""
    argv = sys.argv[1:] if argv is None else argv
    out = argv[0] if argv else "/tmp/contact.png"
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    pygame.image.save(render(Art()), out)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
