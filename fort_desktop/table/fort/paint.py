"""Drawing the Fort table from one seat's view only (never the full state), so a hidden card can
never be drawn: a hand is drawn face up only when the view holds it."""
from __future__ import annotations

from typing import Any

import pygame

from ... import games
from ..kit.art import ArtLoader
from ..kit.hand import fan
from ..widgets import draw_text
from .layout import BANNER, CARD, MINI, PANEL, FortLayout

SUIT_COLOURS = {"SK": (214, 96, 60), "SH": (150, 110, 70), "GL": (90, 170, 90), "SQ": (70, 140, 210),
                "CR": (220, 180, 40), "BK": (150, 90, 180), "CO": (200, 200, 200)}
FELT, BOARD, INK, PAPER = (46, 92, 64), (236, 226, 200), (40, 30, 20), (250, 246, 232)


class FortPainter:
    """Paints ``view`` (rules.view for the table's viewer) with the card faces from ``rules.card``."""

    def __init__(self, rules: Any, seats: int):
        self.rules = rules
        self.art = ArtLoader()
        self.layout = FortLayout(seats)
        self.hand_cards: list[tuple[pygame.Rect, str]] = []
        #: every face-up card drawn this frame (rect, id), for the hover enlargement
        self.shown: list[tuple[pygame.Rect, str]] = []
        #: each used action's effect sizes while cards are being added (the table works them out)
        self.live_ms: dict[str, list[int]] | None = None
        self.perk_tiles: list[tuple[pygame.Rect, str]] = []   # (rect, perk id) drawn last frame
        self._faces: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}

    def order(self, view: dict) -> list[int]:
        """Seats in board order: the viewer first, then the others in turn order."""
        n = len(view["seats"])
        first = view["viewer"] if view["viewer"] is not None else 0
        return [(first + i) % n for i in range(n)]

    def card(self, surface: pygame.Surface, rect: pygame.Rect, card_id: str | None, big: bool = False,
             record: bool = True) -> None:
        """One card face (``card_id``) or a card back (None); ``record``: list it for hit tests."""
        pygame.draw.rect(surface, PAPER if card_id else (110, 70, 50), rect, border_radius=5)
        pygame.draw.rect(surface, INK, rect, 1, border_radius=5)
        if card_id is None:
            return
        if record and surface.get_size() == (1280, 800):
            self.shown.append((rect.copy(), card_id))
        spec = self.rules.card(card_id)
        band = pygame.Rect(rect.x, rect.y, rect.w, 8 if not big else 14)
        for i, suit in enumerate(spec.suits):
            part = band.copy()
            part.w = rect.w // len(spec.suits)
            part.x = rect.x + i * part.w
            pygame.draw.rect(surface, SUIT_COLOURS[suit], part)
        draw_text(surface, spec.name, (rect.centerx, rect.y + band.h + 2), size=15 if big else 12, anchor="midtop",
                  max_width=rect.w - 4)
        icon = 20 if big else 14  # each suit as its icon (a shape, not only the band's colour)
        x0 = rect.centerx - (len(spec.suits) * (icon + 2)) // 2
        y0 = rect.y + 36 if big else rect.bottom - icon - 2
        for i, suit in enumerate(spec.suits):
            surface.blit(self.art.image(f"fort/suit_{suit}", icon), (x0 + i * (icon + 2), y0))
        if big:
            box_h = max(22, (rect.h - 62) // 2 - 2)
            for j, (name, action) in enumerate((("public", spec.pub), ("private", spec.prv))):
                box = pygame.Rect(rect.x + 3, rect.y + 58 + j * (box_h + 2), rect.w - 6, box_h)
                pygame.draw.rect(surface, (232, 240, 250) if j == 0 else (250, 232, 232), box, border_radius=3)
                words = ", ".join(e["op"] + (f" x{e['x']}" if "x" in e else "") for e in (action or ())) or "-"
                draw_text(surface, f"{name}: {words}", (box.x + 3, box.y + 2), size=12 if rect.w > 100 else 11,
                          max_width=box.w - 6)

    def face(self, card_id: str, size: tuple[int, int]) -> pygame.Surface:
        """``card_id`` drawn at ``size`` (px) with its action boxes, made once and kept (a held
        card is blitted each frame, not drawn again)."""
        key = (card_id, tuple(size))
        image = self._faces.get(key)
        if image is None:
            image = self._faces[key] = pygame.Surface(size, pygame.SRCALPHA)
            self.card(image, image.get_rect(), card_id, big=True, record=False)
        return image

    def big(self, card_id: str) -> pygame.Surface:
        """A card drawn big for the hover enlargement."""
        image = pygame.Surface((150, 200), pygame.SRCALPHA)
        self.card(image, image.get_rect(), card_id, big=True)
        return image

    def card_at(self, pos: tuple[int, int]) -> str | None:
        """The topmost face-up card drawn at ``pos`` in the last frame."""
        hit = self.shown_at(pos)
        return hit[1] if hit else None

    def shown_at(self, pos: tuple[int, int]) -> tuple[pygame.Rect, str] | None:
        """(rect, card) of the topmost face-up card drawn at ``pos`` (px) in the last frame."""
        for rect, card in reversed(self.shown):
            if rect.collidepoint(pos):
                return rect, card
        return None

    def paint(self, surface: pygame.Surface, view: dict, banner: str, panel: list[tuple[pygame.Rect, str]],
              message: str) -> None:
        self.shown = []
        surface.fill(FELT)
        pygame.draw.rect(surface, (30, 60, 40), BANNER)
        draw_text(surface, banner, (10, 6), size=20, color=PAPER, max_width=1260)
        for i, seat in enumerate(self.order(view)):
            self.board(surface, self.layout.board(i), view, seat)
        self.middle(surface, view)
        self.hand(surface, view)
        pygame.draw.rect(surface, BOARD, PANEL, border_radius=8)
        for rect, label in panel:
            pygame.draw.rect(surface, PAPER, rect, border_radius=4)
            pygame.draw.rect(surface, INK, rect, 1, border_radius=4)
            draw_text(surface, label, (rect.x + 6, rect.y + 4), size=14, max_width=rect.w - 10)
        if message:  # under the play area, where the eye is while adding cards
            play = self.layout.play
            pygame.draw.rect(surface, PAPER, (play.x, play.bottom + 4, play.w, 24), border_radius=4)
            draw_text(surface, message, (play.x + 8, play.bottom + 7), size=15, color=(170, 20, 20),
                      max_width=play.w - 16)

    def board(self, surface: pygame.Surface, rect: pygame.Rect, view: dict, seat: int) -> None:
        s = view["seats"][seat]
        pygame.draw.rect(surface, BOARD, rect, border_radius=8)
        if view["current"] == seat:
            pygame.draw.rect(surface, (240, 200, 60), rect, 3, border_radius=8)
        mac = "" if not s["macaroni"] else "      Macaroni!"
        if s["macaroni"]:
            surface.blit(self.art.image("fort/macaroni", 30), (rect.right - 38, rect.y + 4))
        draw_text(surface, f"P{seat + 1}  Level {s['level']}  Track {s['track']} VP{mac}", (rect.x + 8, rect.y + 6),
                  size=16, bold=True, max_width=rect.w - 12)
        draw_text(surface, f"Stuff {s['stuff']['P']} pizza {s['stuff']['T']} toys   Pack {s['pack']['P']}+{s['pack']['T']}"
                  f" / {s['pack_cap']}", (rect.x + 8, rect.y + 28), size=13, max_width=rect.w - 12)
        draw_text(surface, f"hand {s['hand_count']}  deck {s['deck_count']}  discard {s['discard_count']}  "
                  f"rules {s['rules_count']}  perks {', '.join(s['perks']) or '-'}", (rect.x + 8, rect.y + 46), size=12,
                  max_width=rect.w - 12)
        draw_text(surface, f"Lookout {len(s['lookout'])}/{s['lookout_cap']}", (rect.x + 8, rect.y + 66), size=12)
        for j, c in enumerate(s["lookout"][:6]):
            self.card(surface, pygame.Rect(rect.x + 8 + j * (MINI[0] - 12), rect.y + 82, MINI[0] - 14, MINI[1]), c)
        draw_text(surface, "Yard", (rect.x + 8, rect.y + 128), size=12)
        for j, c in enumerate(s["yard"][:6]):
            self.card(surface, pygame.Rect(rect.x + 8 + j * (MINI[0] - 12), rect.y + 144, MINI[0] - 14, MINI[1]), c)

    def middle(self, surface: pygame.Surface, view: dict) -> None:
        lay = self.layout
        pygame.draw.rect(surface, BOARD, lay.park, border_radius=8)
        draw_text(surface, f"Park (deck {view['park_deck_count']})", (lay.park.x + 8, lay.park.y + 8), size=16, bold=True)
        for i, c in enumerate(view["park"]):
            if c is not None:
                self.card(surface, lay.park_slot(i), c, big=True)
        pygame.draw.rect(surface, BOARD, lay.perks, border_radius=8)
        draw_text(surface, f"Made-Up stack {view['made_up_count']}   Supply", (lay.perks.x + 8, lay.perks.y + 8),
                  size=14)
        for j, r in enumerate(("P", "T")):  # the token supply: each token's picture and how many are left
            x = lay.perks.x + 250 + j * 90
            surface.blit(self.art.image(f"fort/token_{r}", 24), (x, lay.perks.y + 4))
            draw_text(surface, f"x {view['supply'][r]}", (x + 28, lay.perks.y + 8), size=14)
        self.perk_tiles = []
        for j, perk in enumerate(view["perk_row"]):  # the Perk row: a tile per Perk, clicked to pick it
            spec = self.rules.catalogue.perks[perk]
            tile = pygame.Rect(lay.perks.x + 8 + j * 118, lay.perks.y + 36, 112, 106)
            pygame.draw.rect(surface, PAPER, tile, border_radius=6)
            pygame.draw.rect(surface, INK, tile, 1, border_radius=6)
            draw_text(surface, spec.name, (tile.centerx, tile.y + 4), size=13, bold=True, anchor="midtop",
                      max_width=tile.w - 6)
            from ..widgets import wrap_text

            for k, line in enumerate(wrap_text(spec.text, 11, tile.w - 8)[:6]):
                draw_text(surface, line, (tile.x + 4, tile.y + 24 + k * 13), size=11)
            self.perk_tiles.append((tile, perk))
        pygame.draw.rect(surface, BOARD, lay.play, border_radius=8)
        play = view.get("play")
        if not play:
            draw_text(surface, "Drag a card from your hand here to play it (or pick a row on the right)",
                      lay.play.center, size=18, color=(120, 100, 70), anchor="center")
        if play:
            draw_text(surface, f"P{play['leader'] + 1} plays ({' then '.join(play['order'])}, {play['full']} in full)",
                      (lay.play.x + 8, lay.play.y + 6), size=14)
            for j, c in enumerate([play["card"]] + play["adds"]):
                self.card(surface, pygame.Rect(lay.play.x + 8 + j * 100, lay.play.y + 28, 92, 116), c, big=True)
            ms = play.get("ms") or self.live_ms
            if ms:  # each effect's size now, against its cap: "score 2 / 4"
                spec = self.rules.card(play["card"])
                for row, (n, sizes) in enumerate(ms.items()):
                    effects = (spec.pub if n == "pub" else spec.prv) or ()
                    words = ", ".join(f"{e['op']} {m}" + (f" / {e['max']}" if "max" in e else "")
                                      for e, m in zip(effects, sizes))
                    draw_text(surface, f"{'public' if n == 'pub' else 'private'}: {words}",
                              (lay.play.right - 8, lay.play.y + 6 + row * 20), size=15, bold=True,
                              anchor="topright", max_width=lay.play.w - 360)
        pending = view.get("pending") or {}
        if pending.get("kind") == "eff":
            draw_text(surface, f"P{pending['seat'] + 1} resolves {pending['op']} (m = {pending['m']}, "
                      f"{'in full' if pending['mode'] == 'full' else 'as far as possible'})",
                      (lay.play.x + 8, lay.play.bottom - 22), size=14)

    def hand(self, surface: pygame.Surface, view: dict) -> None:
        """The viewer's hand fanned at the bottom, face up; nobody else's hand is ever drawn."""
        self.hand_cards = []
        viewer = view["viewer"]
        if viewer is None:
            return
        cards = view["seats"][viewer].get("hand", [])
        lay = self.layout.hand
        for placed, c in zip(fan(len(cards), (lay.centerx, lay.bottom - 44), CARD, spread_deg=12.0, max_width=lay.w), cards):
            image = self.face(c, CARD)
            turned = pygame.transform.rotate(image, placed.angle)
            rect = turned.get_rect(center=(round(placed.centre[0]), round(placed.centre[1])))
            surface.blit(turned, rect)
            self.hand_cards.append((rect, c))
            self.shown.append((rect, c))

    def score_sheet(self, surface: pygame.Surface, result: Any, names: list[str], waiting: bool) -> pygame.Rect:
        """The final scores with every source (fort.md final scoring: Fort, Victory Track, Pack,
        Lookout, Made-Up Rules, Perks, Macaroni; the total first), one row per seat, winners starred.
        Returns the sheet's rect (px)."""
        labels = games.get("fort").score_labels
        sheet = pygame.Rect(0, 0, 1160, 120 + 44 * len(result.scores))
        sheet.center = (640, 400)
        pygame.draw.rect(surface, PAPER, sheet, border_radius=12)
        pygame.draw.rect(surface, INK, sheet, 2, border_radius=12)
        draw_text(surface, "Final scores", (sheet.centerx, sheet.y + 12), size=26, bold=True, anchor="midtop")
        name_w, col_w = 150, (sheet.w - 160) // len(labels)
        y = sheet.y + 56
        for i, label in enumerate(labels):
            draw_text(surface, label, (sheet.x + name_w + col_w * i + col_w // 2, y), size=14, bold=True,
                      anchor="midtop", max_width=col_w)
        for seat, figures in enumerate(result.scores):
            y += 44
            won = seat in result.winners
            if won:
                pygame.draw.rect(surface, (255, 236, 170), (sheet.x + 10, y - 6, sheet.w - 20, 38), border_radius=8)
            draw_text(surface, ("* " if won else "") + names[seat], (sheet.x + 20, y), size=22, bold=won,
                      max_width=name_w - 24)
            for i, value in enumerate(figures):
                draw_text(surface, str(value), (sheet.x + name_w + col_w * i + col_w // 2, y), size=22,
                          bold=i == 0, anchor="midtop")
        if waiting:
            draw_text(surface, "Click to see the result", (sheet.centerx, sheet.bottom - 30), size=18,
                      color=(90, 60, 30), anchor="midtop")
        return sheet
