"""The game-over screen: winner, reason, scores, rounds; "Play again", "Look back" (the game move by
move, when the App offers it) and "Back" (TABLE.md "Scenes").

Drawn over the finished table (dimmed underneath). Enter = Play again, Escape = Back.
"""
from __future__ import annotations

import math
import re
from typing import Any, Callable

import pygame

from ... import games

from ..widgets import (CREAM, GOLD, INK, INK_SOFT, PAPER, WOOD, WOOD_DARK, Button, button_size, draw_panel,
                       clip_name, draw_text, font, handle_all, line_step, text_size, wrap_text)
from .base import LOGICAL_SIZE, Scene

def _score_labels(game: str) -> tuple[str, ...]:
    """Names of the figures in ``Result.scores[seat]`` (the registry's ``score_labels``)."""
    entry = games.GAMES.get(game)
    return tuple(entry.score_labels) if entry is not None else ()


def seat_label(session: Any, seat: int) -> str:
    """Seat ``seat`` as every screen calls it: its player's name, or "Computer" ("Computer (P3)"
    when several computers play) for a computer left with its default name (the session's
    ``player_words``, as the table and the log name it); never a seat code beside a name."""
    words = getattr(session, "player_words", None)
    return clip_name(words(seat) if callable(words) else session.names[seat])


def side_label(session: Any, side: tuple[int, ...]) -> str:
    """A side of partners named by its players, ``Ana & Cleo`` (one seat: :func:`seat_label`)."""
    return " & ".join(seat_label(session, seat) for seat in side)


def named(session: Any, text: str) -> str:
    """``text`` (a rules' reason, "P3 has 8 visible Walls, team P1+P3 wins") with each seat code
    said as the players are called ("Ben has 8 visible Walls, team Ana & Ben wins";
    ``session.in_words``)."""
    in_words = getattr(session, "in_words", None)
    return in_words(text) if callable(in_words) else text


TITLE_SIZES = (52, 46, 36, 32)
#: The score labels' sizes, largest first: a label shrinks (down to the last) until its words fit.
LABEL_SIZES = (18, 17, 16, 15, 14, 13, 12, 11, 10)


def fit_title(text: str, width: int, cap: int | None = None) -> tuple[int, list[str]]:
    """The headline's font size (points) and lines so that every name shows within ``width``
    logical pixels: the largest of :data:`TITLE_SIZES` (none over ``cap``, when given) on one line,
    else two lines at the smallest that fits (a team's names are never cut to "...")."""
    from ..widgets import font, wrap_text

    sizes = TITLE_SIZES if cap is None else tuple(s for s in TITLE_SIZES if s <= cap) or (cap,)
    for size in sizes:
        if font(size, True).size(text)[0] <= width:
            return size, [text]
    for size in (sizes[2:] if cap is None else sizes):   # two lines: small enough to leave the reason room
        lines = wrap_text(text, size, width, bold=True)
        if len(lines) <= 2:
            return size, lines
    return sizes[-1], wrap_text(text, sizes[-1], width, bold=True)[:2]


def played_teams(session: Any) -> tuple[tuple[int, ...], ...]:
    """The partner seats of a game played in teams (``Result.teams`` where the rules give it, else
    the rules state's ``teams``, as a game of teams at 4 players); ``()`` when each played alone.
    Anything that is not a tuple of seat numbers of this game is ignored."""
    seats = range(len(session.seats))
    found = getattr(session.result, "teams", None) or getattr(session.state, "teams", None) or ()
    try:
        teams = tuple(tuple(team) for team in found)
    except TypeError:
        return ()
    if not all(isinstance(s, int) and not isinstance(s, bool) and s in seats for team in teams for s in team):
        return ()
    return teams


def winning_sides(winners: tuple[int, ...], teams: tuple[tuple[int, ...], ...]) -> list[tuple[int, ...]]:
    """``winners`` grouped into sides: each team (of two or more) whose seats all won, then each other
    winner alone, in seat order. ``((0, 2),)`` for a team win; ``[(0,), (3,)]`` for two rivals tied."""
    won = set(winners)
    sides = [tuple(sorted(team)) for team in teams if len(team) > 1 and set(team) <= won]
    in_teams = {s for side in sides for s in side}
    sides += [(s,) for s in sorted(won - in_teams)]
    return sorted(sides)


class GameOver(Scene):
    """Shows ``session.result``; ``on_play_again()`` / ``on_back()`` run from the two buttons, and
    ``on_look_back()`` (if given) from a third, "Look back", between them.

    Raises ``ValueError`` if the session's game is not over.
    """

    draws_below = True
    animates = False  # changes only on input: the App may idle between frames
    #: how dark the finished table gets (0-255): in this 1280 x 800 box, and the App darkens the
    #: canvas at its sides (a wider window) as much
    shade = 170

    def __init__(self, app: Any, session: Any, *, on_play_again: Callable[[], Any],
                 on_back: Callable[[], Any], on_look_back: Callable[[], Any] | None = None):
        super().__init__(app)
        if session.result is None:
            raise ValueError("the game is not over")
        self.session = session
        self.result = session.result
        self.play_again = Button((0, 0, 280, 68), "Play again", on_play_again, style="primary", font_size=30,
                                 hotkey=pygame.K_RETURN)
        self.back = Button((0, 0, 280, 68), "Back", on_back, style="wood", font_size=30, hotkey=pygame.K_ESCAPE)
        self.widgets = [self.play_again, self.back]
        self.look_back: Button | None = None
        if on_look_back is not None:   # the game move by move (scenes/look_back.py)
            self.look_back = Button((0, 0, 220, 68), "Look back", on_look_back, style="light", font_size=30)
            self.widgets.insert(1, self.look_back)
        self._layout()

    def _layout(self) -> None:
        """The panel and its buttons for the text size now: wider for more figures, taller for more
        seats (so 4 seats x 5 figures fit) and for the lines its words take; the buttons as wide as
        their words, side by side under the scores."""
        figures = max((len(f) if isinstance(f, (tuple, list)) else 1 for f in self.result.scores), default=1)
        seats = len(self.session.seats) + len(self.team_totals())
        width = min(1200, 800 + 100 * max(0, figures - 2))
        buttons = [b for b in (self.play_again, self.look_back, self.back) if b is not None]
        least = 240 if self.look_back is not None else 280
        sizes = [button_size(b.label, 30, least=(220 if b is self.look_back else least, 68), pad=(10, 8))
                 for b in buttons]
        row_w = sum(w for w, _ in sizes) + 22 * (len(sizes) - 1)
        width = min(LOGICAL_SIZE[0] - 40, max(width, row_w + 120, self.name_need(figures) + 90 * figures + 116))
        inner_w = width - 36
        reason = named(self.session, self.result.reason) if self.result.reason else ""
        reason = reason[:1].upper() + reason[1:]     # a sentence on screen ("Level 5 reached: ...")
        self.reason_lines = wrap_text(reason, 24, inner_w - 40)[:2] if reason else []
        self.row_h = max(40, line_step(26, True) + 4)
        button_h = max(h for _, h in sizes)
        # the largest text that fits 780 px: a smaller headline, then no trophy, then closer rows
        for trophy, cap, gap in ((True, None, 8), (True, 36, 8), (True, 32, 6), (False, 32, 6), (False, 26, 4)):
            self.title_size, self.title_lines = fit_title(self.title(), inner_w - 40, cap)
            words = (line_step(self.title_size, True) * len(self.title_lines) + line_step(24) * len(self.reason_lines)
                     + line_step(20))
            height = (18 + (112 if trophy else 24) + words + 10 + self.header_h() + 4 + (self.row_h + gap) * seats
                      + 12 + button_h + 44)
            if height <= 780:
                break
        self.trophy, self.row_gap, self.words_top = trophy, gap, 112 if trophy else 24
        self.panel = pygame.Rect(0, 0, width, min(780, max(560 + 48 * max(0, seats - 2), height)))
        self.panel.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        x = self.panel.centerx - row_w // 2
        for button, (w, _) in zip(buttons, sizes):
            button.rect = pygame.Rect(x, self.panel.bottom - 44 - button_h, w, button_h)
            x += w + 22

    def on_canvas(self, size: tuple[int, int]) -> None:
        """The text size changed: lay the panel out again."""
        self._layout()

    def header_h(self) -> int:
        """The score labels' row (logical px): two lines of the largest label size, at least a row."""
        return max(40, 2 * (line_step(LABEL_SIZES[0], True) + 1))

    def name_need(self, figures: int) -> int:
        """Logical px the names' column needs with ``figures`` columns beside it: the longest seat
        name at its size, a team's at the least size it shrinks to, at least 200."""
        size = 24 if figures <= 2 else 20
        names = [text_size(self._seat_words(seat), size, True)[0] + 50 for seat in range(len(self.session.seats))]
        teams = [text_size(f"Team {side_label(self.session, side)}", 14, True)[0] + 50 for side, _ in self.team_totals()]
        return max(names + teams + [200])

    def _seat_words(self, seat: int) -> str:
        """A seat's row name: its player's name, and "- computer" for a computer with a name of its
        own (its strength not said: a name hides it, as everywhere else, for a blind try)."""
        text = seat_label(self.session, seat)
        if self.session.seats[seat].partition(":")[0] == "bot" and "computer" not in text.lower():
            text += "  -  computer"
        return text

    def team_totals(self) -> list[tuple[tuple[int, ...], int]]:
        """Each side of partners and its total as the rules count it (``Result.side_scores``;
        empty when each played alone)."""
        found = getattr(self.result, "side_scores", ()) or ()
        return [(tuple(side), int(points)) for side, points in found if len(side) > 1]

    def title(self) -> str:
        """The headline: ``"Ana wins!"``, ``"Team Ana & Cleo wins!"`` (a team that won together, each
        by its name), ``"Ana and Dan share the win!"`` (a tie between rivals, as a rule text has it
        "En cas d'égalité", or between teams), or ``"It's a draw!"``."""
        if self.result.is_draw:
            return "It's a draw!"
        sides = winning_sides(tuple(self.result.winners), played_teams(self.session))
        words = [side_label(self.session, side) if len(side) == 1 else f"Team {side_label(self.session, side)}"
                 for side in sides]
        if len(words) == 1:
            return f"{words[0]} wins!"
        return f"{', '.join(words[:-1])} and {words[-1]} share the win!"

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            hovering = any(b.rect.collidepoint(event.pos) for b in self.widgets)
            self.app.set_cursor(pygame.SYSTEM_CURSOR_HAND if hovering else pygame.SYSTEM_CURSOR_ARROW)
        handle_all(self.widgets, event)
        return True  # the finished table underneath takes nothing

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((10, 24, 18, self.shade))
        surface.blit(shade, (0, 0))
        panel = self.panel
        draw_panel(surface, panel, WOOD, radius=26)
        inner = panel.inflate(-36, -36)
        draw_panel(surface, inner, PAPER, border=WOOD_DARK, radius=18, shadow=False)

        if self.trophy:
            _draw_trophy(surface, (inner.centerx, inner.top + 62), gold=not self.result.is_draw)
        y = inner.top + self.words_top
        size = self.title_size
        for line in self.title_lines:
            draw_text(surface, line, (inner.centerx, y), size=size, bold=True, color=INK, anchor="midtop",
                      max_width=inner.width - 40)
            y += line_step(size, True)
        for line in self.reason_lines:
            draw_text(surface, line, (inner.centerx, y), size=24, color=INK_SOFT, anchor="midtop",
                      max_width=inner.width - 40)
            y += line_step(24)
        rounds = self.result.rounds
        draw_text(surface, f"{rounds} round{'s' if rounds != 1 else ''}  -  {games.title(self.session.game)}"
                  f"  -  seed {self.session.seed}", (inner.centerx, y), size=20,
                  color=INK_SOFT, anchor="midtop", max_width=inner.width - 40)
        y += line_step(20) + 10
        self._draw_scores(surface, pygame.Rect(inner.x + 40, y, inner.width - 80, self.play_again.rect.top - 12 - y))
        for widget in self.widgets:
            widget.draw(surface)

    def _draw_scores(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        scores = tuple(self.result.scores)
        seats = range(len(self.session.seats))
        figures = [tuple(s) if isinstance(s, (tuple, list)) else (s,) for s in scores]
        width = max((len(f) for f in figures), default=0)
        labels = _score_labels(self.session.game)
        labels = tuple(labels[:width]) + tuple("Score" for _ in range(width - len(labels)))
        # a column that is 0 for every seat says nothing (e.g. a bonus not played): left out
        keep = [i for i in range(width)
                if i == 0 or any(i < len(f) and f[i] != 0 for f in figures)]
        labels = tuple(labels[i] for i in keep)
        figures = [tuple(f[i] for i in keep if i < len(f)) for f in figures]
        width = len(keep)
        row_h = self.row_h
        name_size = 24 if width <= 2 else 20
        names = [self._seat_words(seat) for seat in seats]
        col_w = max(80, min(170, (area.width - min(max(330, self.name_need(width)), area.width - 80 * width))
                            // max(1, width)))
        name_w = area.width - col_w * width
        y = area.top
        header = self.header_h()
        for i, label in enumerate(labels):     # a long label goes on two lines, a long word a size smaller
            size = LABEL_SIZES[0]
            lines = wrap_text(label, size, col_w - 8, bold=True)
            while size > LABEL_SIZES[-1] and (len(lines) > 2 or
                                              max(font(size, True).size(ln)[0] for ln in lines) > col_w - 4):
                size -= 1
                lines = wrap_text(label, size, col_w - 8, bold=True)
            lines = lines[:2]
            step = line_step(size, True) + 1
            for j, line in enumerate(lines):
                draw_text(surface, line, (area.left + name_w + col_w * i + col_w // 2,
                                          y + header // 2 + round((j - (len(lines) - 1) / 2) * step)),
                          size=size, bold=True, color=INK_SOFT, anchor="center", max_width=col_w - 4)
        y += header + 4
        for seat in seats:
            row = pygame.Rect(area.left, y, area.width, row_h)
            won = seat in self.result.winners
            pygame.draw.rect(surface, (255, 236, 170) if won else CREAM, row, border_radius=10)
            if won:
                _draw_star(surface, (row.left + 22, row.centery), 12)
            draw_text(surface, names[seat], (row.left + 42, row.centery), size=name_size, bold=won, color=INK,
                      anchor="midleft", max_width=name_w - 46)
            if seat < len(figures):
                for i, value in enumerate(figures[seat]):
                    draw_text(surface, str(value), (row.left + name_w + col_w * i + col_w // 2, row.centery),
                              size=26, bold=True, color=INK, anchor="center")
            y += row_h + self.row_gap
        for side, total in self.team_totals():    # the team totals that decided it
            row = pygame.Rect(area.left, y, area.width, row_h)
            won = set(side) <= set(self.result.winners)
            pygame.draw.rect(surface, (255, 236, 170) if won else CREAM, row, border_radius=10)
            pygame.draw.rect(surface, WOOD_DARK, row, width=2, border_radius=10)
            words = f"Team {side_label(self.session, side)}"
            size = next((points for points in range(20, 13, -1) if font(points, True).size(words)[0] <= name_w - 46), 14)
            draw_text(surface, words, (row.left + 42, row.centery),
                      size=size, bold=True, color=INK, anchor="midleft", max_width=name_w - 46)
            draw_text(surface, str(total), (row.left + name_w + col_w // 2, row.centery),
                      size=26, bold=True, color=INK, anchor="center")
            y += row_h + self.row_gap


def _draw_star(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    """A five-pointed gold star marking a winner's row."""
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = math.pi / 2 + i * math.pi / 5
        points.append((centre[0] + r * math.cos(angle), centre[1] - r * math.sin(angle)))
    pygame.draw.polygon(surface, GOLD, points)
    pygame.draw.polygon(surface, (176, 124, 20), points, width=2)


def _draw_trophy(surface: pygame.Surface, centre: tuple[int, int], *, gold: bool) -> None:
    """A small cup (gold for a win, silver for a draw), about 80 x 80 logical pixels."""
    x, y = centre
    fill = GOLD if gold else (205, 210, 214)
    edge = (176, 124, 20) if gold else (120, 124, 130)
    cup = [(x - 30, y - 34), (x + 30, y - 34), (x + 22, y + 2), (x + 8, y + 12), (x - 8, y + 12),
           (x - 22, y + 2)]
    for side in (-1, 1):
        pygame.draw.circle(surface, edge, (x + side * 32, y - 18), 13, width=5)
    pygame.draw.polygon(surface, fill, cup)
    pygame.draw.polygon(surface, edge, cup, width=3)
    pygame.draw.rect(surface, fill, (x - 6, y + 12, 12, 14))
    base = pygame.Rect(x - 24, y + 26, 48, 12)
    pygame.draw.rect(surface, fill, base, border_radius=4)
    pygame.draw.rect(surface, edge, base, width=3, border_radius=4)
    pygame.draw.circle(surface, CREAM, (x - 12, y - 22), 5)
