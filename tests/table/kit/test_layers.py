"""Cached parts composed into one picture: a part is painted again only when its key changes."""
from __future__ import annotations

import pygame

from fort_desktop.table.kit.layers import LayerCache


def test_a_part_is_painted_once_per_key_and_shown_in_one_blit():
    background = pygame.Surface((200, 100))
    background.fill((10, 20, 30))
    layers = LayerCache(background)
    painted = []

    def paint(target, colour):
        painted.append(colour)
        target.fill(colour, pygame.Rect(0, 0, 200, 100))       # clipped to the part's rect

    rect = pygame.Rect(50, 0, 50, 50)
    for _ in range(5):
        layers.part("p", "red", rect, lambda t: paint(t, (255, 0, 0)))
    assert painted == [(255, 0, 0)]
    layers.part("p", "blue", rect, lambda t: paint(t, (0, 0, 255)))
    screen = pygame.Surface((200, 100))
    layers.show(screen)
    assert screen.get_at((60, 10))[:3] == (0, 0, 255)
    assert screen.get_at((10, 10))[:3] == (10, 20, 30)          # outside the part: the background
    assert layers.repaints == 2


def test_two_parts_that_swap_places_both_show_after_the_swap():
    # The Forfort forts turn round for each viewer: fort A takes B's place and B takes A's.
    background = pygame.Surface((200, 100))
    background.fill((0, 0, 0))
    layers = LayerCache(background)
    left, right = pygame.Rect(0, 0, 100, 100), pygame.Rect(100, 0, 100, 100)
    red, blue = (255, 0, 0), (0, 0, 255)

    def fill(colour, rect):
        return lambda target: target.fill(colour, rect)

    layers.part("a", 1, left, fill(red, left))
    layers.part("b", 1, right, fill(blue, right))
    layers.part("a", 2, right, fill(red, right))   # a moves first, into b's old place
    layers.part("b", 2, left, fill(blue, left))    # then b moves, blanking its old place
    screen = pygame.Surface((200, 100))
    layers.show(screen)
    assert screen.get_at((150, 50))[:3] == red and screen.get_at((50, 50))[:3] == blue


def _square(colour, size=20):
    picture = pygame.Surface((size, size), pygame.SRCALPHA)
    picture.fill((*colour, 255))
    return picture


def test_overlays_show_over_the_parts_and_are_blitted_again_only_where_something_changed():
    background = pygame.Surface((200, 100))
    background.fill((0, 0, 0))
    layers = LayerCache(background, (0, 0, 0))
    screen = pygame.Surface((200, 100))
    red, blue, green = (255, 0, 0), (0, 0, 255), (0, 255, 0)
    rect = pygame.Rect(0, 0, 100, 100)
    layers.part("p", 1, rect, lambda t: t.fill(blue, rect))
    token = [("token", 1), _square(red), (40, 40)]
    layers.show(screen, [tuple(token)])
    assert screen.get_at((50, 50))[:3] == red and screen.get_at((10, 10))[:3] == blue
    blits = layers.overlay_blits
    for _ in range(3):
        layers.show(screen, [tuple(token)])
    assert layers.overlay_blits == blits                         # nothing changed: no blit again
    layers.part("p", 2, rect, lambda t: t.fill(green, rect))     # the part under it is painted again
    layers.show(screen, [tuple(token)])
    assert screen.get_at((50, 50))[:3] == red and screen.get_at((10, 10))[:3] == green
    token = [("token", 2), _square(red), (140, 40)]               # the piece moves
    layers.show(screen, [tuple(token)])
    assert screen.get_at((50, 50))[:3] == green                  # its old place shows the part again
    assert screen.get_at((150, 50))[:3] == red
    layers.show(screen, [])                                      # and goes
    assert screen.get_at((150, 50))[:3] == (0, 0, 0)


def test_a_changed_overlay_under_an_unchanged_one_keeps_their_order():
    background = pygame.Surface((100, 100))
    background.fill((0, 0, 0))
    layers = LayerCache(background)
    screen = pygame.Surface((100, 100))
    low, high = (("low", 1), _square((255, 0, 0), 40), (10, 10)), (("high", 1), _square((0, 0, 255), 40), (30, 30))
    layers.show(screen, [low, high])
    assert screen.get_at((35, 35))[:3] == (0, 0, 255)            # the later one on top where they meet
    low = (("low", 2), _square((0, 255, 0), 40), (10, 10))      # the lower one changes
    layers.show(screen, [low, high])
    assert screen.get_at((15, 15))[:3] == (0, 255, 0) and screen.get_at((35, 35))[:3] == (0, 0, 255)
    layers.show(screen, [high, low])                             # the same two, the other order
    assert screen.get_at((35, 35))[:3] == (0, 255, 0)


def test_words_wrap_into_the_same_lines_as_the_shell_wraps_them():
    import random

    from fort_desktop.table.kit.layers import wrap_lines
    from fort_desktop.table.widgets import wrap_text

    pygame.font.init()
    words = ("P4 built a Protected Corner Wall (Garrison) on the top-right corner: a second turn, "
             "Supercalifragilisticexpialidocious-and-then-some i W mm . x").split()
    rng = random.Random(7)
    texts = ["", "one", "\n", "a\n\nb", " ".join(words)]
    texts += [" ".join(rng.choice(words) for _ in range(rng.randrange(1, 30))) for _ in range(60)]
    for text in texts:
        for size, width, bold in ((15, 256, False), (15, 256, True), (12, 40, False), (17, 300, True)):
            assert wrap_lines(text, size, width, bold) == wrap_text(text, size, width, bold=bold), (text, size, width)


def test_fills_and_copies_split_on_memory_lines_give_the_same_pixels():
    import random

    from fort_desktop.table.kit.layers import aligned, copy, fill

    pygame.init()
    rng = random.Random(5)
    source = pygame.Surface((640, 120))
    for _ in range(30):
        source.fill((rng.randrange(256), rng.randrange(256), rng.randrange(256)),
                    (rng.randrange(640), rng.randrange(120), rng.randrange(1, 200), rng.randrange(1, 60)))
    for _ in range(30):
        rect = pygame.Rect(rng.randrange(-20, 640), rng.randrange(-20, 100), rng.randrange(21, 300), rng.randrange(21, 80))
        clip = pygame.Rect(rng.randrange(0, 300), 0, rng.randrange(100, 640), 120) if rng.random() < 0.3 else None
        split, plain = source.copy(), source.copy()
        split.set_clip(clip)
        plain.set_clip(clip)
        fill(split, (9, 99, 199), rect)
        plain.fill((9, 99, 199), rect)
        assert pygame.image.tobytes(split, "RGB") == pygame.image.tobytes(plain, "RGB"), (rect, clip)
        split.fill((0, 0, 0))
        plain.fill((0, 0, 0))
        copy(split, source, rect)
        plain.blit(source, rect, rect)
        assert pygame.image.tobytes(split, "RGB") == pygame.image.tobytes(plain, "RGB"), (rect, clip)
        wide = aligned(source, rect.clip(source.get_rect()))
        assert wide.contains(rect.clip(source.get_rect())) and source.get_rect().contains(wide)
        assert wide.w - rect.clip(source.get_rect()).w < 32


def test_an_opaque_part_painted_again_under_moving_overlays_shows_what_a_fresh_picture_shows():
    # An opaque part (a bar filled whole) is painted again without blanking first, while the pieces
    # over it move, come and go: every frame is what a picture made from scratch shows.
    background = pygame.Surface((200, 100))
    background.fill((0, 0, 0))

    def frame(layers, colour, pieces):
        rect = pygame.Rect(0, 0, 200, 100)
        layers.part("p", colour, rect, lambda t: t.fill(colour, rect), opaque=True)
        screen = pygame.Surface((200, 100))
        layers.show(screen, pieces)
        return pygame.image.tobytes(screen, "RGB")

    def piece(n, x):
        return (("piece", n, x), _square((255, 255, 255) if n else (200, 0, 200)), (x, 40))

    kept = LayerCache(background)
    steps = [((0, 0, 255), [piece(0, 10), piece(1, 20)]), ((0, 255, 0), [piece(0, 10), piece(1, 20)]),
             ((255, 0, 0), [piece(0, 50), piece(1, 60)]), ((255, 0, 0), [piece(0, 50), piece(1, 60)]),
             ((9, 9, 9), [piece(1, 60), piece(0, 70)]), ((9, 9, 9), [piece(1, 60), piece(0, 70)]),
             ((9, 9, 9), [piece(1, 60)])]
    for colour, pieces in steps:
        assert frame(kept, colour, pieces) == frame(LayerCache(background), colour, pieces)


def test_words_measured_whole_are_not_drawn_again_to_fit_and_show_the_same_pixels():
    """A text already drawn unbounded (e.g. measured to choose a size) is reused when asked to fit
    a width it fits; one too wide is still shortened with "..."."""
    from fort_desktop.table import widgets
    from fort_desktop.table.kit import layers

    pygame.font.init()
    layers.clear_text_cache()
    drawn: list[str] = []
    widgets.TEXT_WATCHERS.append(lambda _f, text: drawn.append(str(text)))
    try:
        whole = layers.text_image("P2: 14 points", 15, (240, 240, 230), True)
        fitted = layers.text_image("P2: 14 points", 15, (240, 240, 230), True, max_width=whole.get_width())
        assert drawn == ["P2: 14 points"]
        layers.clear_text_cache()
        fresh = layers.text_image("P2: 14 points", 15, (240, 240, 230), True, max_width=whole.get_width())
        assert pygame.image.tobytes(fitted, "RGBA") == pygame.image.tobytes(fresh, "RGBA")
        cut = layers.text_image("P2: 14 points", 15, (240, 240, 230), True, max_width=whole.get_width() - 10)
        assert cut.get_width() <= whole.get_width() - 10
        assert drawn[-1].endswith("...")
    finally:
        widgets.TEXT_WATCHERS.pop()
        layers.clear_text_cache()


def test_words_measured_are_as_wide_as_drawn_and_one_measured_too_wide_is_drawn_only_cut():
    """text_width is the width text_image draws (never drawing to measure); words measured too wide
    for a width are drawn only shortened, with the pixels of words never measured."""
    from fort_desktop.table import widgets
    from fort_desktop.table.kit import layers

    pygame.font.init()
    layers.clear_text_cache()
    drawn: list[str] = []
    widgets.TEXT_WATCHERS.append(lambda _f, text: drawn.append(str(text)))
    try:
        words = "Team 2, Computer (P2) & Computer (P4): 27 points"
        widths = {(size, bold): layers.text_width(words, size, bold) for size in (13, 15, 21) for bold in (False, True)}
        assert drawn == []                                     # measured, not drawn
        for (size, bold), width in widths.items():
            assert layers.text_image(words, size, (240, 240, 230), bold).get_width() == width
        layers.clear_text_cache()
        drawn.clear()
        room = layers.text_width(words, 15, True) - 40
        cut = layers.text_image(words, 15, (240, 240, 230), True, max_width=room)
        assert len(drawn) == 1 and drawn[0].endswith("...")   # not drawn whole first
        layers.clear_text_cache()
        fresh = layers.text_image(words, 15, (240, 240, 230), True, max_width=room)
        assert pygame.image.tobytes(cut, "RGBA") == pygame.image.tobytes(fresh, "RGBA")
    finally:
        widgets.TEXT_WATCHERS.pop()
        layers.clear_text_cache()


def test_an_opaque_blit_copied_apart_gives_the_pixels_of_a_plain_blit():
    import random

    from fort_desktop.table.kit.layers import blit_opaque

    pygame.init()
    rng = random.Random(8)
    source = pygame.Surface((160, 90))
    for _ in range(20):
        source.fill((rng.randrange(256), rng.randrange(256), rng.randrange(256)),
                    (rng.randrange(160), rng.randrange(90), rng.randrange(1, 80), rng.randrange(1, 40)))
    for i in range(40):
        dest = (rng.choice([0, 4, 16, 33, 64]) + rng.randrange(-8, 300) * (i % 2), rng.randrange(-10, 100))
        area = None if i % 3 == 0 else pygame.Rect(rng.randrange(-5, 150), rng.randrange(-5, 80),
                                                    rng.randrange(1, 170), rng.randrange(1, 100))
        clip = pygame.Rect(rng.randrange(0, 200), 0, rng.randrange(50, 400), 150) if i % 4 == 1 else None
        split, plain = pygame.Surface((400, 150)), pygame.Surface((400, 150))
        split.set_clip(clip)
        plain.set_clip(clip)
        blit_opaque(split, source, dest, area)
        plain.blit(source, dest, area)
        assert pygame.image.tobytes(split, "RGB") == pygame.image.tobytes(plain, "RGB"), (dest, area, clip)


def test_bare_parts_painted_on_the_pieces_picture_show_what_a_fresh_picture_shows():
    # Bare parts (a banner, a log) are painted straight onto the overlays' picture while no piece
    # lies over them; pieces that come over them, parts that move across them and a full repaint
    # (the pieces in another order) still show every frame as a picture made from scratch shows it.
    import random

    background = pygame.Surface((200, 100))
    background.fill((5, 5, 5))
    rng = random.Random(7)
    bars = {"banner": pygame.Rect(0, 0, 200, 20), "log": pygame.Rect(150, 20, 50, 80)}
    slots = {"a": pygame.Rect(0, 30, 40, 40), "b": pygame.Rect(60, 30, 40, 40)}

    def frame(layers, state):
        for name, rect in bars.items():
            colour = state[name]
            layers.part(name, colour, rect, lambda t, c=colour, r=rect: t.fill(c, r.inflate(-2, -2)),
                        opaque=name == "banner", bare=True)
        for name, rect in slots.items():
            where = rect.move(state["shift"], 0)
            colour = state[name]
            layers.part(name, (colour, where.x), where, lambda t, c=colour, r=where: t.fill(c, r))
        screen = pygame.Surface((200, 100))
        layers.show(screen, [(("piece", n, x, y), _square((255, 255, 255) if n else (200, 0, 200)), (x, y))
                             for n, (x, y) in state["pieces"]])
        return pygame.image.tobytes(screen, "RGB")

    kept = LayerCache(background, (5, 5, 5))
    plain = LayerCache(background)
    painted_bare = 0
    for step in range(120):
        state = {name: (rng.randrange(256), rng.randrange(256), rng.randrange(256)) if rng.random() < 0.5 else (1, 2, 3)
                 for name in (*bars, *slots)}
        state["shift"] = rng.choice((0, 0, 0, 50))
        pieces = [(0, (rng.choice((10, 60, 160)), rng.choice((5, 40, 70))))]
        if rng.random() < 0.5:
            pieces.append((1, (rng.choice((20, 150)), rng.choice((10, 50)))))
        state["pieces"] = pieces if rng.random() < 0.9 else list(reversed(pieces))
        before = kept.repaints
        owed = len(kept._owed)
        assert frame(kept, state) == frame(LayerCache(background), state), step
        assert frame(plain, state) == frame(LayerCache(background), state), step
        painted_bare += len(kept._owed) > owed or (kept.repaints > before and kept._owed != [])
    assert painted_bare > 10                       # the stage path was taken, not only the composite's


def test_a_later_part_waits_for_a_frame_that_paints_nothing_else_but_never_long():
    from fort_desktop.table.kit.layers import LATER_MOST_FRAMES, LATER_PER_FRAME

    background = pygame.Surface((300, 100))
    background.fill((0, 0, 0))
    layers = LayerCache(background, (0, 0, 0))
    board_rect, words = pygame.Rect(0, 0, 100, 100), [pygame.Rect(100 + 50 * i, 0, 50, 50) for i in range(4)]
    screen = pygame.Surface((300, 100))

    def frame(version: int, board: int, settle: bool = False) -> None:
        colour = (version * 40, 0, 0)
        layers.part("board", board, board_rect, lambda t: t.fill((0, 0, 200), board_rect))
        for i, rect in enumerate(words):
            layers.part(f"w{i}", version, rect, lambda t, rect=rect, colour=colour: t.fill(colour, rect), later=True)
        layers.show(screen, settle=settle)

    frame(1, board=1)                          # first painting: every part at once
    assert layers.settled and screen.get_at((110, 10))[:3] == (40, 0, 0)
    frame(2, board=2)                          # the board changed: the words wait
    assert not layers.settled and screen.get_at((110, 10))[:3] == (40, 0, 0)
    frame(2, board=2)                          # a quiet frame: LATER_PER_FRAME of them
    shown = sum(screen.get_at((r.x + 5, 10))[:3] == (80, 0, 0) for r in words)
    assert shown == LATER_PER_FRAME
    for board in range(3, 3 + LATER_MOST_FRAMES + 1):
        frame(3, board)                             # the board changes every frame: the words still come
    assert layers.settled and all(screen.get_at((r.x + 5, 10))[:3] == (120, 0, 0) for r in words)
    frame(4, board=9, settle=True)                    # settle: all in the same frame
    assert layers.settled and all(screen.get_at((r.x + 5, 10))[:3] == (160, 0, 0) for r in words)
