"""Writes Fort's own art as SVG into ``sprites/fort/`` (made in this project): an icon per suit and
the wild coin (a shape on a coloured disc, so colour never carries the meaning alone), the Pizza
and Toys tokens and the Macaroni Sculpture. Run ``python -m fort_desktop.table.fort.make_art``.
Each SVG is 64 x 64 user units; words are never in the SVG (the loader drops SVG text)."""
from __future__ import annotations

import sys

from fort_desktop.paths import sprites_dir

SPRITES = sprites_dir() / "fort"
INK = "#2a1e14"
WHITE = "#fffaf0"

#: suit -> (disc colour, the shape drawn on it, in SVG)
SUITS: dict[str, tuple[str, str]] = {
    "SK": ("#d6603c",  # a skateboard: the deck and two wheels
           f'<rect x="10" y="26" width="44" height="9" rx="4.5" fill="{WHITE}" stroke="{INK}" stroke-width="2.5"/>'
           f'<circle cx="20" cy="41" r="5" fill="{INK}"/><circle cx="44" cy="41" r="5" fill="{INK}"/>'),
    "SH": ("#96704a",  # a shovel: a handle with a grip and a pointed blade
           f'<rect x="29.5" y="8" width="5" height="28" fill="{WHITE}" stroke="{INK}" stroke-width="2"/>'
           f'<rect x="24" y="6" width="16" height="5" rx="2" fill="{WHITE}" stroke="{INK}" stroke-width="2"/>'
           f'<path d="M20 34 H44 V44 L32 57 L20 44 Z" fill="{WHITE}" stroke="{INK}" stroke-width="2.5"/>'),
    "GL": ("#4f9a4f",  # a glue bottle with its pointed cap and a drop
           f'<rect x="21" y="24" width="22" height="30" rx="4" fill="{WHITE}" stroke="{INK}" stroke-width="2.5"/>'
           f'<path d="M26 24 L32 9 L38 24 Z" fill="{WHITE}" stroke="{INK}" stroke-width="2.5"/>'
           f'<path d="M47 40 q4 7 0 9 q-4 -2 0 -9 Z" fill="{WHITE}" stroke="{INK}" stroke-width="1.5"/>'),
    "SQ": ("#3f84c8",  # a squirt gun with three drops
           f'<path d="M12 24 H42 V33 H30 L27 47 H18 L21 33 H12 Z" fill="{WHITE}" stroke="{INK}" stroke-width="2.5"/>'
           f'<circle cx="48" cy="27" r="3" fill="{WHITE}"/><circle cx="54" cy="23" r="2.5" fill="{WHITE}"/>'
           f'<circle cx="55" cy="31" r="2.5" fill="{WHITE}"/>'),
    "CR": ("#d9a81c",  # a crown of three points with jewels
           f'<path d="M12 46 L10 20 L22 32 L32 14 L42 32 L54 20 L52 46 Z" fill="{WHITE}" stroke="{INK}" '
           f'stroke-width="2.5" stroke-linejoin="round"/><circle cx="32" cy="38" r="3.5" fill="{INK}"/>'),
    "BK": ("#8a56ad",  # an open book
           f'<path d="M32 18 Q22 12 10 16 V48 Q22 44 32 50 Z" fill="{WHITE}" stroke="{INK}" stroke-width="2.5"/>'
           f'<path d="M32 18 Q42 12 54 16 V48 Q42 44 32 50 Z" fill="{WHITE}" stroke="{INK}" stroke-width="2.5"/>'),
    "CO": ("#9a9a9a",  # the wild coin: a rimmed coin with a star
           f'<circle cx="32" cy="32" r="19" fill="#f3d35b" stroke="{INK}" stroke-width="2.5"/>'
           f'<circle cx="32" cy="32" r="14" fill="none" stroke="{INK}" stroke-width="1.5"/>'
           f'<path d="M32 21 L35 29 L43 29 L37 34 L39 42 L32 37 L25 42 L27 34 L21 29 L29 29 Z" fill="{INK}"/>'),
}


def suit_icon(colour: str, shape: str) -> str:
    return (f'<circle cx="32" cy="32" r="30" fill="{colour}" stroke="{INK}" stroke-width="3"/>' + shape)


PIZZA = ('<path d="M32 58 L8 12 Q32 2 56 12 Z" fill="#f2c14e" stroke="#2a1e14" stroke-width="3" stroke-linejoin="round"/>'
         '<path d="M8 12 Q32 2 56 12 L53 18 Q32 9 11 18 Z" fill="#c8873a"/>'
         '<circle cx="26" cy="22" r="5" fill="#c2402e"/><circle cx="38" cy="26" r="5" fill="#c2402e"/>'
         '<circle cx="31" cy="38" r="4" fill="#c2402e"/>')
TOYS = ('<rect x="10" y="20" width="34" height="34" rx="4" fill="#4f8fd6" stroke="#2a1e14" stroke-width="3"/>'
        '<path d="M10 20 L22 8 H56 L44 20 Z" fill="#86b6ea" stroke="#2a1e14" stroke-width="3" stroke-linejoin="round"/>'
        '<path d="M44 20 L56 8 V42 L44 54 Z" fill="#2f6aae" stroke="#2a1e14" stroke-width="3" stroke-linejoin="round"/>'
        '<path d="M27 28 V46 M20 28 H34" stroke="#fffaf0" stroke-width="5" stroke-linecap="round"/>')
MACARONI = ('<rect x="8" y="50" width="48" height="9" rx="2" fill="#8a5a32" stroke="#2a1e14" stroke-width="2.5"/>'
            + "".join(f'<path d="M{x} {y} q6 -8 12 0" fill="none" stroke="#e9b949" stroke-width="6" '
                      f'stroke-linecap="round"/>'
                      for x, y in ((12, 48), (26, 48), (40, 48), (19, 38), (33, 38), (26, 28), (26, 18)))
            + '<circle cx="32" cy="9" r="4" fill="#e9b949" stroke="#2a1e14" stroke-width="1.5"/>')


def sprites() -> dict[str, str]:
    """name -> SVG text of every Fort sprite."""
    out = {f"suit_{suit}": suit_icon(colour, shape) for suit, (colour, shape) in SUITS.items()}
    out.update(token_P=PIZZA, token_T=TOYS, macaroni=MACARONI)
    return {name: f'<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">{body}</svg>\n'
            for name, body in out.items()}


def main(argv: list[str] | None = None) -> int:
    SPRITES.mkdir(parents=True, exist_ok=True)
    made = sprites()
    for name, text in made.items():
        (SPRITES / f"{name}.svg").write_text(text, encoding="utf-8")
    print(f"wrote {len(made)} sprites into {SPRITES}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
