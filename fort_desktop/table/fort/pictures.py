"""Pictures of the Fort table for the "How to play" pages (``data/fort/reference.yaml``), drawn by
the table's own painter (:class:`~.paint.FortPainter`) from sample views, so the pages show exactly
what the table shows. ``picture(what, art, box)`` is called by the rules reference for
``table:fort:<what>`` (``layout`` pictures get 470 x 300 logical pixels, icons about 92 px tall).

Names: ``board`` (a seat's board), ``levels`` (the Fort Level track with costs, VP and rewards),
``play`` (a played card with a card added and the sizes of its actions), ``follow`` (a play and a
matching follow card), ``lookout`` (a tuck and Lookout cards counting for a play), ``turn`` (the five steps of a turn as pictures), ``card:<SK01>`` a Kid card,
``perk:<PK1>`` a Perk tile, ``rule:<MR01>`` a Made-Up Rule card."""
from __future__ import annotations

from typing import Any

import pygame

from ...rules.fort import RULES
from ..kit.illustrations import TablePictures
from ..kit.palette import draw_lit_outline
from .paint import BOARD, FELT, INK, LIT, PAPER, FortPainter

#: The sample seat on the pictures: level 2, tokens in Stuff and Pack, cards in Lookout and Yard.
SAMPLE_SEAT: dict[str, Any] = {
    "seat": 0, "level": 2, "track": 4, "stuff": {"P": 3, "T": 1}, "pack": {"P": 1, "T": 1}, "pack_cap": 3,
    "lookout_cap": 3, "yard": ["kid-SK04"], "lookout": ["kid-BK01", "kid-CO01"], "perks": ["PK5"],
    "hand_count": 5, "deck_count": 3, "discard_count": 2, "discard_top": None, "rules_count": 1,
    "turns_taken": 4, "macaroni": False,
}
NAMES = ["Ana", "Ben"]
CARD_W, CARD_H = 112, 156
LOOK_CARD = (88, 116)     # a card on the Lookout picture (px)


def _painter() -> FortPainter:
    return FortPainter(RULES, 2, NAMES)


def _fit(image: pygame.Surface, box: tuple[int, int]) -> pygame.Surface:
    """``image`` scaled down (never up) to fit ``box`` (w, h) px."""
    scale = min(1.0, box[0] / image.get_width(), box[1] / image.get_height())
    if scale >= 1.0:
        return image
    size = (max(1, round(image.get_width() * scale)), max(1, round(image.get_height() * scale)))
    return pygame.transform.smoothscale(image, size)


def board(painter: FortPainter) -> pygame.Surface:
    """The sample seat's board as the table draws it (430 x 200 px)."""
    image = pygame.Surface((430, 200))
    image.fill(FELT)
    painter._board(image, image.get_rect(), SAMPLE_SEAT, 0, True, False, {})
    return image


def levels(painter: FortPainter) -> pygame.Surface:
    """The Fort Level track as a table, one row per level (470 x 300 px): its cost in token
    pictures, its Fort VP, how much the Pack and Lookout hold, and its reward (fort.md 4.3;
    data/fort/fort_table.yaml); the 2-player VP (setting ``two_seat_fort_vp``) in a line under it.
    Rows rather than columns: each cell is wide enough for its words at the least text size."""
    image = pygame.Surface((470, 300))
    image.fill(BOARD)
    columns = (("Level", 62), ("costs", 104), ("VP", 74), ("holds", 60), ("gets", 154))
    lefts = [8 + sum(w for _, w in columns[:i]) for i in range(len(columns))]
    for (head, w), x in zip(columns, lefts):
        painter.text(image, head, (x + w // 2, 6), size=13, bold=True, width=w - 4, anchor="midtop")
    entries = list(RULES.catalogue.fort)
    two_seat = {e.level: e.vp_2_seats for e in entries
                if e.vp_2_seats is not None and e.vp_2_seats != e.vp and RULES.settings().get("two_seat_fort_vp")}
    row_h = 36
    top = 26
    for i, entry in enumerate(entries):
        row = pygame.Rect(8, top + i * (row_h + 2), sum(w for _, w in columns), row_h)
        pygame.draw.rect(image, PAPER, row, border_radius=6)
        pygame.draw.rect(image, INK, row, 1, border_radius=6)
        cy = row.centery
        badge = pygame.Rect(row.x + 6, row.y + 5, columns[0][1] - 12, row_h - 10)
        pygame.draw.rect(image, (176, 120, 70), badge, border_radius=4)
        painter.text(image, str(entry.level), badge.center, size=18, bold=True, width=badge.w - 2, colour=PAPER,
                     anchor="center")
        cost = dict(entry.cost or {})
        icons = ["ANY"] * cost.get("ANY", 0) + ["P"] * cost.get("P", 0) + ["T"] * cost.get("T", 0)
        x = lefts[1] + 6
        if not icons:
            painter.text(image, "start", (lefts[1] + columns[1][1] // 2, cy), size=13, width=columns[1][1] - 4,
                         anchor="center")
        for kind in icons:
            spot = (x, cy - 9)
            if kind == "ANY":  # pizza or toys: half of each
                image.blit(painter.art.image("fort/token_P", 18), spot, pygame.Rect(0, 0, 9, 18))
                image.blit(painter.art.image("fort/token_T", 18), (spot[0] + 9, spot[1]), pygame.Rect(9, 0, 9, 18))
            else:
                image.blit(painter.art.image(f"fort/token_{kind}", 18), spot)
            x += 19
        vp = f"{entry.vp} VP" + ("*" if entry.level in two_seat else "")
        painter.text(image, vp, (lefts[2] + columns[2][1] // 2, cy), size=15, bold=True, width=columns[2][1] - 4,
                     anchor="center")
        painter.text(image, str(entry.cap), (lefts[3] + columns[3][1] // 2, cy), size=15, width=columns[3][1] - 4,
                     anchor="center")
        reward = {"made_up_rule": "a Made-Up Rule", "perk": "a Perk",
                  "macaroni_if_first": "Macaroni, if first"}.get(entry.reward or "", "")
        room = columns[4][1] - 8
        if entry.reward == "macaroni_if_first":
            image.blit(painter.art.image("fort/macaroni", 22), (row.right - 26, cy - 11))
            room -= 22
        if reward:
            painter.text(image, reward, (lefts[4] + 4, cy), size=13, width=room, anchor="midleft")
    foot = top + len(entries) * (row_h + 2)
    words = "holds: the tokens the Pack and the cards the Lookout may hold."
    if two_seat:
        words += " * With 2 players: " + ", ".join(f"level {lv} {vp} VP" for lv, vp in sorted(two_seat.items())) + "."
    painter.para(image, words, pygame.Rect(10, foot + 2, 450, 300 - foot - 4), size=13, smallest=11)
    return image


def play(painter: FortPainter) -> pygame.Surface:
    """A Skateboard card played for its public action with a Skateboard and a Coin added: the
    action grows by one pizza per card (the words the table shows while adding)."""
    image = pygame.Surface((470, 290))
    image.fill(BOARD)
    painter.text(image, "Ana plays Ollie for its public action", (10, 8), size=16, bold=True, width=450)
    for j, card in enumerate(("kid-SK01", "kid-SK02", "kid-CO01")):
        rect = pygame.Rect(10 + j * 118, 34, CARD_W, CARD_H)
        image.blit(painter.face(card, (CARD_W, CARD_H)), rect)
        painter.text(image, "played" if j == 0 else "added", (rect.centerx, rect.bottom + 4), size=13, width=CARD_W,
                     anchor="midtop")
        if j:
            draw_lit_outline(image, LIT, rect.inflate(4, 4), 3, border_radius=6)
    painter.para(image, "Public: gather 3 pizza, and 1 more for each Skateboard you add (the Coin counts as any suit)",
                 pygame.Rect(10, 222, 450, 60), size=16, bold=True, smallest=11)
    return image


def follow(painter: FortPainter) -> pygame.Surface:
    """Ana's played card and Ben's matching card that follows it (the follower copies the public
    action; the follow card counts 1)."""
    image = pygame.Surface((470, 290))
    image.fill(BOARD)
    for j, (card, words) in enumerate((("kid-GL01", "Ana plays"), ("kid-GL03", "Ben follows"))):
        rect = pygame.Rect(40 + j * 250, 40, CARD_W, CARD_H)
        painter.text(image, words, (rect.centerx, 10), size=16, bold=True, width=200, anchor="midtop")
        image.blit(painter.face(card, (CARD_W, CARD_H)), rect)
    pygame.draw.line(image, INK, (170, 118), (276, 118), 4)
    pygame.draw.polygon(image, INK, [(270, 108), (286, 118), (270, 128)])
    painter.para(image, "Both show Glue, so Ben may discard his card to copy Ana's public action: "
                 "he gathers toys too (his card counts 1).", pygame.Rect(10, 206, 450, 80), size=15, smallest=11)
    return image


def lookout(painter: FortPainter) -> pygame.Surface:
    """The Lookout: a hand card tucked into it (an arrow), the cards there, and a played card whose
    "+1 per Book" counts them (fort.md 3: Lookout cards showing x count; a Coin there is wild by
    the ``lookout_coin_wild`` setting; each card scores 1 VP at the end)."""
    image = pygame.Surface((470, 290))
    image.fill(BOARD)
    painter.text(image, "Your Lookout (holds Fort Level + 1 cards)", (10, 8), size=15, bold=True, width=300)
    shelf = pygame.Rect(10, 30, 290, 126)
    pygame.draw.rect(image, PAPER, shelf, border_radius=6)
    pygame.draw.rect(image, INK, shelf, 1, border_radius=6)
    for j, card in enumerate(("kid-BK02", "kid-CO01")):
        image.blit(painter.face(card, LOOK_CARD), (shelf.x + 6 + j * 94, shelf.y + 5))
    empty = pygame.Rect(shelf.x + 194, shelf.y + 5, *LOOK_CARD)
    pygame.draw.rect(image, (150, 130, 100), empty, 2, border_radius=5)
    painter.text(image, "free", empty.center, size=13, anchor="center", width=70, colour=(120, 100, 70))
    hand = pygame.Rect(470 - 8 - LOOK_CARD[0], 14, *LOOK_CARD)
    image.blit(painter.face("kid-GL08", LOOK_CARD), hand)
    painter.text(image, "from your hand", (hand.centerx, hand.bottom + 3), size=12, anchor="midtop", width=112)
    pygame.draw.line(image, INK, (hand.x - 6, 72), (empty.right + 8, 72), 4)
    pygame.draw.polygon(image, INK, [(empty.right + 14, 62), (empty.right - 2, 72), (empty.right + 14, 82)])
    painter.text(image, "tuck", ((empty.right + hand.x) // 2, 50), size=14, bold=True, width=60, anchor="midtop")
    played = pygame.Rect(10, 164, *LOOK_CARD)
    image.blit(painter.face("kid-BK01", LOOK_CARD), played)
    draw_lit_outline(image, LIT, played.inflate(4, 4), 3, border_radius=6)
    painter.para(image, "Ana plays Rae's private action, \"+1 pizza or toys per Book\": Rae, the Book and the "
                 "Coin in her Lookout count, so she gathers 3. At the end each Lookout card scores 1 VP.",
                 pygame.Rect(106, 170, 354, 112), size=15, smallest=11)
    return image


def turn(painter: FortPainter) -> pygame.Surface:
    """The five steps of a turn, each with a picture: Cleanup, Play, Recruit, Discard, Draw."""
    image = pygame.Surface((470, 290))
    image.fill(BOARD)
    steps = (("1 Cleanup", "Yard to your discard pile", None),
             ("2 Play", "1 card: public, private or both", "kid-SK01"),
             ("3 Recruit", "1 Kid from the Park or a rival's Yard", "kid-CR01"),
             ("4 Discard", "the rest of your hand to your Yard", "kid-BK02"),
             ("5 Draw", "5 cards", None))
    for i, (title, words, card) in enumerate(steps):
        col = pygame.Rect(6 + i * 92, 8, 88, 274)
        pygame.draw.rect(image, PAPER, col, border_radius=6)
        pygame.draw.rect(image, INK, col, 1, border_radius=6)
        painter.text(image, title, (col.centerx, col.y + 6), size=14, bold=True, width=col.w - 6, anchor="midtop")
        art = pygame.Rect(col.x + 8, col.y + 30, 72, 100)
        if card is not None:
            image.blit(_fit(painter.face(card, (CARD_W, CARD_H)), art.size), art)
        else:  # a pile of card backs
            for k in range(3):
                image.blit(painter.face(None, (64, 90)), art.move(k * 3, k * 3).topleft)
        painter.para(image, words, pygame.Rect(col.x + 5, col.y + 140, col.w - 10, 128), size=14, centre=True,
                     smallest=10)
    return image


def card(painter: FortPainter, spec_id: str, box: tuple[int, int]) -> pygame.Surface:
    """Kid card ``spec_id`` at the table's hand size, scaled to ``box``."""
    return _fit(painter.face(f"kid-{spec_id}", (CARD_W, CARD_H)), box)


def perk(painter: FortPainter, perk_id: str, box: tuple[int, int]) -> pygame.Surface:
    """Perk ``perk_id`` as its tile in the Perk row, scaled to ``box``."""
    image = pygame.Surface((112, 106))
    painter._perk(image, RULES.catalogue.perks[perk_id])
    return _fit(image, box)


def rule(painter: FortPainter, rule_id: str, box: tuple[int, int]) -> pygame.Surface:
    """Made-Up Rule ``rule_id`` as the table shows it when it is kept, scaled to ``box``."""
    spec = RULES.catalogue.rules[rule_id]
    image = pygame.Surface((220, 110))
    image.fill(PAPER)
    pygame.draw.rect(image, INK, image.get_rect(), 2, border_radius=6)
    painter.text(image, spec.name, (8, 6), size=16, bold=True, width=204)
    painter.para(image, spec.text, pygame.Rect(8, 30, 204, 74), size=14, smallest=9)
    return _fit(image, box)


def picture(what: str, art: Any, box: tuple[int, int]) -> pygame.Surface:
    """The picture named ``what`` (see the module docstring), at most ``box`` (w, h) px. Raises
    KeyError for an unknown name or id."""
    painter = _painter()
    kind, _, arg = what.partition(":")
    if kind in ("card", "perk", "rule"):
        return {"card": card, "perk": perk, "rule": rule}[kind](painter, arg, box)
    whole = {"board": board, "levels": levels, "play": play, "follow": follow, "turn": turn, "lookout": lookout}[kind]
    return _fit(whole(painter), box)


#: Fort's how-to-play pictures, as the registry names them (``GameEntry.illustrations``).
ILLUSTRATIONS = TablePictures(picture)
