

def test_an_enlarged_cards_bold_title_is_wrapped_in_bold_and_stays_in_its_box(monkeypatch):
    """Trial (issue 9): the keep's title "... 7 card(s) left" ran past the box edge."""
    import pygame

    import fort_desktop.table.kit.hud as hud

    pygame.init()
    surface = pygame.Surface((1280, 800))
    image = pygame.Surface((100, 140))
    drawn = []
    real = hud.draw_text
    monkeypatch.setattr(hud, "draw_text", lambda s, text, pos, **k: drawn.append((text, pos, k)) or real(s, text, pos, **k))
    title = "Ben's keep (Donjon): its arrows point to the top-left corner and the right side, 7 card(s) left"
    hud.draw_enlarged(surface, image, [title, "More words"], (200, 300), False)
    assert any(kw.get("bold") for _, _, kw in drawn)
    for text, pos, kw in drawn:
        if kw.get("bold"):
            assert hud.font(17, True).size(text)[0] <= 300, text


def test_a_message_box_fits_long_words_whole_in_its_place_at_a_smaller_size():
    import pygame

    from fort_desktop.table.kit.hud import TOAST_RED, draw_message_box

    pygame.init()
    surface = pygame.Surface((400, 300))
    box = pygame.Rect(20, 200, 320, 70)
    short, whole = draw_message_box(surface, "Not there", box)
    assert short == ["Not there"] and whole
    words = "That card cannot be added: it adds nothing to this play, and a long reason wraps onto more lines"
    lines, whole = draw_message_box(surface, words, box)
    assert whole and " ".join(lines).split() == words.split() and len(lines) >= 3
    assert surface.get_at((box.x + 12, box.centery)) == TOAST_RED
    assert surface.get_at((box.x + 12, box.y - 4)) == (0, 0, 0)          # nothing drawn above its place


def drawn_at_150(monkeypatch, draw):
    """``draw()``'s result and the rects of every word it placed (``widgets.PLACED_WATCHERS``),
    drawn at 150 % text."""
    import pygame

    from fort_desktop.table import widgets

    pygame.init()
    placed = []
    monkeypatch.setattr(widgets, "PLACED_WATCHERS", [lambda _s, rect, text: placed.append(rect.copy())])
    widgets.set_text_scale(1.5)
    try:
        return draw(), placed
    finally:
        widgets.set_text_scale(1.0)


def test_a_toasts_lines_lie_apart_and_inside_its_box_at_150_percent(monkeypatch):
    """Issue 15: at 150% a toast's lines were 26 px apart, each 35 px tall: on each other and on
    the box's edge (Fortify's "stopped early" note)."""
    import pygame

    from fort_desktop.table.kit.hud import draw_toast

    surface = pygame.Surface((1280, 800))
    box, placed = drawn_at_150(monkeypatch, lambda: draw_toast(
        surface, "Computer (P1) stopped early: 1 die unused this round", (640, 400), width=420))
    assert len(placed) >= 2 and all(box.contains(rect) for rect in placed)
    assert all(a.inflate(-2, -4).bottom <= b.inflate(-2, -4).top for a, b in zip(placed, placed[1:]))


def test_the_kept_log_strip_shows_what_a_fresh_log_panel_shows_as_lines_come():
    """The log kept as a picture (rows scrolled up, only new rows drawn) is, after every new line,
    pixel for pixel the panel drawn from scratch; the newest line's rows are the ones on its band."""
    import pygame

    from fort_desktop.table.kit.hud import LOG_MARK, PAPER, LogStrip, draw_log, log_rows

    pygame.init()
    rect = pygame.Rect(990, 50, 280, 250)
    felt = (46, 84, 60)
    kept, fresh = pygame.Surface((1280, 800)), pygame.Surface((1280, 800))
    kept.fill(felt)
    strip = LogStrip()
    words = ["P2 built a Protected Straight Wall (Ram) on the right side - a Wall: 6 of 8 (protected)",
             "P3 lowered the drawbridge", "You fired a Double Ram: destroy P4's left side",
             "P4's turn: P4's Army marched onto P3's top-left corner; P4's Army left your corner and went home"]
    lines: list[str] = []
    for i in range(14):
        lines.append(f"{i}: " + words[i % len(words)] * (6 if i == 9 else 1))   # line 9 alone overfills the panel
        kept.fill(felt, rect)
        strip.draw(kept, rect, lines)
        fresh.fill(felt)
        draw_log(fresh, rect, lines)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB"), f"after line {i}"
    rows = log_rows(rect, lines)
    newest = [i for i, (_, new) in enumerate(rows) if new]
    assert newest and newest[-1] == len(rows) - 1 and len(rows) > len(newest)
    for i in range(len(rows)):
        assert fresh.get_at((rect.x + 6, rect.y + 23 + i * 19 + 5))[:3] == (LOG_MARK if i in newest else PAPER)


def test_the_top_bar_s_words_at_150_percent_fit_above_its_line_and_nothing_is_drawn_below_it(monkeypatch):
    """At 150 % text the Fort bar's 23 px words were 40 px tall on a 36 px bar: the descenders
    were cut by the yellow line and letters lay below the bar, where its repaint never reached."""
    import pygame

    from fort_desktop.table.kit.hud import draw_banner

    pygame.init()
    surface = pygame.Surface((1280, 60))
    surface.fill((0, 0, 255))
    bar = pygame.Rect(0, 0, 1280, 36)
    _, placed = drawn_at_150(monkeypatch, lambda: draw_banner(
        surface, bar, "Round 1 - Computer's turn - Sam: follow the play, or pass", ""))
    words = [rect for rect in placed if rect.w]
    assert words and all(rect.top >= bar.top and rect.bottom <= bar.bottom - 4 for rect in words)   # above the line
    assert all(surface.get_at((x, y))[:3] == (0, 0, 255) for x in range(0, 1280, 7) for y in range(36, 60))
