"""The launcher: pick a game, seat the players (human or computer, with names), choose the game's
set-up options that apply at that many seats (``GameEntry.options``, e.g. teams or each for
themselves at 4 players), see or type the seed, and Start (TABLE.md "Scenes"). Every game of the
registry has a tile (:func:`tile_rects` lays out any number: one row up to 4, then two rows of
smaller tiles). Games not playable yet are shown greyed as "coming soon", with the seats they will
take. "Continue" resumes the autosaved game in progress; "How to play" opens the
rules reference of the game last clicked; "Load game" and "Settings" open those screens. A damaged
settings file is reported in the status line.

Everything is laid out from the size its words take at the text size now (:meth:`Launcher._layout`,
again whenever that size or the window changes): buttons as wide as their words, the banner's
buttons and the Players panel's options in more rows when one does not hold them, the columns of the
seat rows as wide as their words, the game tiles given the height the rest leaves (compact tiles,
then just their names, when it is little). The computer's pace button shows only while a computer
is seated.

Keys: Enter starts (unless a text field is being edited), F1 is "How to play", Escape asks whether
to quit (a second Escape quits).
"""
from __future__ import annotations

import re
from typing import Any, Sequence

import pygame

from ... import games
from ...record import Record
from .. import launcher_memory
from ..autosaver import autosave_info, continuable_autosave, is_finished
from ..widgets import (ACCENT_DARK, CREAM, FELT, FELT_LIGHT, GOLD, GREY, INK, INK_SOFT,
                       PAPER, WOOD, WOOD_DARK, WOOD_LIGHT, Button, Label, Panel, SeedField, TextField,
                       Toggle, button_size, clip_summary, draw_panel, draw_text, flow_rows, handle_all,
                       line_step, text_size, wrap_text)
from .attract import IdleWatch, is_input
from .base import LOGICAL_SIZE, Scene


FELT_WEAVE = (33, 92, 67)
#: The computer's pace offered on the launcher (seconds an action; its race time is its pace times its
#: actions): easy lets a newcomer win the Meeple races (newcomers took 22-98 s a race, issue 7);
#: 5 s is the most the settings allow (BOT_PACE_SECONDS_RANGE).
#: In a raced game the pace is how quickly the computer builds and throws: its words say speed,
#: never a strength (Easy / Normal / Hard is the button beside each computer seat).
PACES = ((5.0, "Computer races slowly (5 s a move)"), (3.5, "Computer races at 3.5 s a move"),
         (2.0, "Computer races quickly (2 s a move)"))
#: In a game of turns the pace is not a strength, only how long the computer takes a move: the
#: table's share of it (game_table.TURN_PACE_SHARE: 5 s -> 1 s a move, a turn in about 5 s).
TURN_PACES = ((5.0, "Computer moves slowly (1 s)"), (3.5, "Computer moves at 0.7 s"),
              (2.0, "Computer moves quickly (0.4 s)"))
#: The seed panel's words: beside its title (or under it), and under the seed.
#: (a game with a person is dealt from the seed and a secret, so no one can read the rivals' hands
#: by starting the same seed again: issue 13; a computer-only game repeats from its seed)
SEED_SUB = "Computers alone: same seed, same game. With a person: a secret deal"
SEED_FOOT = "Random by default; Load game replays a saved one."
#: Esc on the launcher asks before it quits (issue 7).
#: What Esc says on a kiosk stand (``--kiosk``), which never quits.
KIOSK_STAYS = "This game-night stand stays open: pick a game and press Start."
QUIT_QUESTION = "Quit Fort Desktop? Press Esc again to quit, or anything else to stay."
SEAT_OPTIONS = [("human", "Human"), ("bot", "Computer")]
#: A computer seat's strength, beside its kind (issue 16): ``(strength, words)``, Normal first.
STRENGTH_OPTIONS = [("normal", "Normal"), ("hard", "Hard"), ("easy", "Easy")]
#: What the strength button of a named computer seat says until it is clicked (README: a named
#: computer hides its strength, so Easy and Hard can be tried blind; "Back" from such a game must
#: not give it away).
HIDDEN_STRENGTH = "Hidden"
#: Where the game tiles go (logical pixels): between the banner and the summary line.
SHELF = pygame.Rect(48, 118, 1184, 262)
#: Tiles in one row before they go to two rows of compact tiles.
ONE_ROW_MAX = 4
#: Picture sizes (w, h) of a full tile and of a compact one (logical pixels).
PICTURE_PX = (176, 110)
COMPACT_PICTURE_PX = (112, 70)
NAME_CHARS_MAX = launcher_memory.NAME_CHARS_MAX
#: A seat code in a registry option's words ("P1" ... "P9"), replaced by the seat's name on the launcher.
SEAT_CODE = re.compile(r"\bP([1-9])\b")


def game_order() -> list[str]:
    """Playable games first (registry order), then the coming ones."""
    playable = games.playable()
    return playable + [g for g in games.GAMES if g not in playable]


def tile_rects(count: int, shelf: pygame.Rect = SHELF) -> list[pygame.Rect]:
    """Where ``count`` game tiles go on ``shelf``, in reading order: up to 3 at their full width
    (380 px) from the left, 4 sharing the row, more in two rows of compact tiles (as many columns as
    the first row needs). Every rect lies inside ``shelf``; none overlap."""
    if count <= 0:
        return []
    rows = 1 if count <= ONE_ROW_MAX else 2
    cols = -(-count // rows)
    gap = 28 if count <= 3 else 18
    width = min(380, (shelf.width - (cols - 1) * gap) // cols)
    row_gap = 14
    height = shelf.height if rows == 1 else (shelf.height - row_gap) // 2
    return [pygame.Rect(shelf.x + (i % cols) * (width + gap), shelf.y + (i // cols) * (height + row_gap), width, height)
            for i in range(count)]


def seat_limits(game: str) -> tuple[int, int]:
    """(min, max) seats of ``game`` from the registry; (2, 2) for an unknown game."""
    entry = games.GAMES.get(game)
    return (entry.min_seats, entry.max_seats) if entry is not None else (2, 2)


def seats_words(entry: games.GameEntry) -> str:
    """The seats in words, with a teams option named: "2 to 4 players - teams at 4"."""
    words = entry.seats_text
    for option in entry.options:
        if option.seat_counts and option.default == "teams":
            words += " - teams at " + "/".join(str(n) for n in option.seat_counts)
    return words


def _entry(game: str) -> games.GameEntry:
    entry = games.GAMES.get(game)
    if entry is None:   # never for a game the launcher lists; a stand-in so a tile still draws
        return games.GameEntry(game, games.title(game), "", "", 2, 2, "", "", "", playable=False)
    return entry



def is_computer_name(name: str) -> bool:
    """Whether ``name`` is a computer's name as the tables word it ("Computer", "Computer (P2,
    hard)"), not a person's."""
    words = " ".join(name.split())
    return words == "Computer" or (words.startswith("Computer (") and words.endswith(")"))


def free_player_name(field: TextField, fields: Sequence[TextField]) -> str:
    """A person's name for the seat of ``field`` no other field holds: "Player N" (N its seat
    number when free, else the first free)."""
    taken = {" ".join(f.text.split()).lower() for f in fields if f is not field}
    seat = next((i for i, f in enumerate(fields) if f is field), 0)
    numbers = [seat + 1] + [n for n in range(1, len(fields) + 2) if n != seat + 1]
    return next(f"Player {n}" for n in numbers if f"player {n}" not in taken)

class GameTile(Button):
    """One game on the shelf: its picture, title and pitch. Coming games are greyed. A tile less
    than :data:`COMPACT_BELOW_PX` tall is compact: its picture on the left, the words beside it."""

    def __init__(self, rect: pygame.Rect, game: str, playable: bool, picture: pygame.Surface | None,
                 on_click: Any):
        super().__init__(rect, _entry(game).title, on_click)
        self.game, self.playable, self.picture = game, playable, picture
        #: the largest pitch font (px) this tile may use: the launcher gives every tile the size the
        #: longest pitch fits at, so the tiles read alike (a new user saw one tile's words smaller)
        self.pitch_most = PITCH_SIZES[0][0]

    @property
    def compact(self) -> bool:
        return self.rect.height < full_tile_px()

    def pitch_top(self) -> int:
        """Where a full tile's pitch starts (logical px): under its picture and title."""
        return self.rect.y + 18 + 118 + 12 + line_step(34, True) + 4

    def draw(self, surface: pygame.Surface) -> None:
        if self.compact:
            self._draw_compact(surface)
            return
        rect = self.rect
        info = _entry(self.game)
        seats = seats_words(info)
        if self.playable:
            fill = CREAM if (self.hovered or self.selected) else PAPER
        else:
            fill = (206, 202, 194)
        draw_panel(surface, rect, fill, border=WOOD_DARK if self.playable else GREY, radius=18)
        if self.selected:
            pygame.draw.rect(surface, GOLD, rect.inflate(12, 12), width=5, border_radius=22)
        pic_box = pygame.Rect(rect.x + 20, rect.y + 18, rect.width - 40, 118)
        pygame.draw.rect(surface, FELT_LIGHT if self.playable else (170, 168, 162), pic_box, border_radius=12)
        if self.picture is not None:
            surface.blit(self.picture, self.picture.get_rect(center=pic_box.center))
        else:
            _draw_little_castle(surface, pic_box.center, self.playable)
        if seats:
            badge_w = min(pic_box.width - 16, 24 + _text_w(seats, 16))
            badge = pygame.Rect(pic_box.x + 8, pic_box.bottom - 34, badge_w, 26)
            pygame.draw.rect(surface, WOOD_DARK if self.playable else (140, 136, 130), badge, border_radius=13)
            draw_text(surface, seats, badge.center, size=16, bold=True,
                      color=CREAM if self.playable else (222, 218, 210), anchor="center",
                      max_width=badge.width - 12)
        colour = INK if self.playable else (120, 116, 110)
        draw_text(surface, info.title, (rect.x + 22, pic_box.bottom + 12), size=34, bold=True, color=colour)
        for line, at, size in pitch_lines(info.pitch, rect, self.pitch_top(), self.pitch_most):
            draw_text(surface, line, (rect.x + 22, at), size=size, color=INK_SOFT if self.playable else (128, 124, 118))
        if not self.playable:
            ribbon = pygame.Rect(0, 0, 170, 36)
            ribbon.topright = (rect.right - 14, pic_box.bottom + 12)
            pygame.draw.rect(surface, WOOD, ribbon, border_radius=10)
            draw_text(surface, "Coming soon", ribbon.center, size=20, bold=True, color=CREAM, anchor="center")

    def _draw_compact(self, surface: pygame.Surface) -> None:
        """The picture on the left (smaller in a short tile), the title, the seats and the pitch
        beside it: as many of those as fit whole, in that order."""
        rect = self.rect
        info = _entry(self.game)
        fill = (CREAM if (self.hovered or self.selected) else PAPER) if self.playable else (206, 202, 194)
        draw_panel(surface, rect, fill, border=WOOD_DARK if self.playable else GREY, radius=14)
        if self.selected:
            pygame.draw.rect(surface, GOLD, rect.inflate(10, 10), width=4, border_radius=18)
        pic_w = COMPACT_PICTURE_PX[0] + 12
        # a frame round the picture, not a tall empty box under it (a new user saw a small picture
        # in a box as tall as the tile)
        pic_box = pygame.Rect(rect.x + 10, rect.y + 10, pic_w, min(rect.height - 20, COMPACT_PICTURE_PX[1] + 12))
        if pic_box.height >= 36:
            pygame.draw.rect(surface, FELT_LIGHT if self.playable else (170, 168, 162), pic_box, border_radius=10)
            picture = self.picture
            if picture is not None and picture.get_height() > pic_box.height - 4:
                key = pic_box.height - 4
                cached = getattr(self, "_small", None)
                if cached is None or cached[0] != key:
                    factor = key / picture.get_height()
                    cached = self._small = (key, pygame.transform.smoothscale_by(picture, factor))
                picture = cached[1]
            if picture is not None:
                surface.blit(picture, picture.get_rect(center=pic_box.center))
            elif pic_box.height >= 60:
                _draw_little_castle(surface, pic_box.center, self.playable, box=9)
            left = pic_box.right + 12
        else:
            left = rect.x + 14
        text_w = rect.right - 12 - left
        colour = INK if self.playable else (120, 116, 110)
        bottom = rect.bottom - 6
        title_step = line_step(26, True)
        y = rect.y + 8 if rect.height >= title_step + 30 else rect.centery - title_step // 2
        draw_text(surface, info.title, (left, y), size=26, bold=True, color=colour, max_width=text_w)
        y += title_step
        words = "Coming soon" if not self.playable else seats_words(info)
        seats = seats_lines(words, text_w)
        step = line_step(15)
        if y + step * len(seats) <= bottom:
            for line in seats:
                draw_text(surface, line, (left, y), size=15, bold=True,
                          color=WOOD_DARK if self.playable else WOOD, max_width=text_w)
                y += step
            pitch = wrap_text(info.pitch, 15, text_w)
            if y + 2 + step * len(pitch) <= bottom:
                for i, line in enumerate(pitch):
                    draw_text(surface, line, (left, y + 2 + i * step), size=15,
                              color=INK_SOFT if self.playable else (128, 124, 118), max_width=text_w)


def seats_lines(words: str, width: int, size: int = 15) -> list[str]:
    """The seats in words (:func:`seats_words`) as lines ``width`` px wide at ``size`` px bold:
    one line where it fits, else broken at its " - " first ("2 to 4 players" / "teams at 4", never
    a "4" alone on the last line)."""
    if _text_w(words, size) <= width:
        return [words]
    return [line for part in words.split(" - ") for line in wrap_text(part, size, width, bold=True)]


def full_tile_px() -> int:
    """The least height (logical px) of a full tile at the text size now: its picture, its title
    and three lines of its pitch (a shorter tile is drawn compact)."""
    return max(COMPACT_BELOW_PX, 18 + 118 + 12 + line_step(34, True) + 4 + 3 * line_step(16) + 4)


#: A full tile's pitch sizes, largest first: (font px, line step px).
PITCH_SIZES = ((19, 23), (16, 19))


def pitch_lines(pitch: str, rect: pygame.Rect, top: int, most: int = PITCH_SIZES[0][0]) -> list[tuple[str, int, int]]:
    """A big tile's pitch as ``(line, y px, font size)``: at 19 px (at most ``most`` px) where it
    fits whole between ``top`` and the tile's foot (``rect``, 8 px kept clear), else at 16 px (cut
    to what fits)."""
    width, room = rect.width - 44, rect.bottom - 8 - top
    sizes = [(size, step) for size, step in PITCH_SIZES if size <= most] or [PITCH_SIZES[-1]]
    for size, step in sizes:
        lines = wrap_text(pitch, size, width)
        if len(lines) * step - (step - size) <= room:
            break
    lines = lines[:max(1, (room + step - size) // step)]
    return [(line, top + i * step, size) for i, line in enumerate(lines)]


#: A tile shorter than this (logical px) is drawn compact.
COMPACT_BELOW_PX = 200

#: The launcher's name in its banner.
TITLE_WORDS = "Fort Desktop"
#: The least width (logical px) of a seat's name field.
NAME_FIELD_MIN_W = 220


class LauncherGeometry(Record):
    """Where the launcher's parts go at the text size now (logical px of its 1280 x 800 box), made
    by :meth:`Launcher._layout` from the sizes its words take: buttons as wide as their words, rows
    that wrap when they would not fit, the game tiles given the height that is left. A plain record
    (no dataclass to compile at start-up): every field is given by name."""

    __slots__ = (
        "banner_buttons",
        "banner_h",
        "button_h",
        "buttons_y",
        "columns",
        "continue_",
        "field_h",
        "hint_top",
        "options_on_title",
        "options_row",
        "pace",
        "pace_font",
        "players",
        "row_h",
        "rows_top",
        "seat_button_w",
        "seed_field",
        "seed_foot_top",
        "seed_panel",
        "seed_sub_beside",
        "seed_sub_top",
        "shelf",
        "start",
        "summary",
        "words_top",
    )

    banner_h: int
    banner_buttons: list[pygame.Rect]
    shelf: pygame.Rect
    summary: pygame.Rect
    players: pygame.Rect
    seed_panel: pygame.Rect
    seed_sub_beside: bool
    seed_sub_top: int
    seed_field: pygame.Rect
    seed_foot_top: int
    start: pygame.Rect
    continue_: pygame.Rect | None
    words_top: int
    # the Players panel's rows and columns
    options_on_title: bool
    options_row: pygame.Rect
    rows_top: int
    row_h: int
    field_h: int
    columns: tuple[int, int, int, int, int, int, int]   # label x, field x, field w, kind x, kind w, strength x, strength w
    buttons_y: int
    button_h: int
    seat_button_w: int
    pace: pygame.Rect
    pace_font: int
    hint_top: int

    def __init__(self, **fields: Any) -> None:
        for name in self.__slots__:
            setattr(self, name, fields[name])


class Launcher(Scene):
    """The first screen. ``game``, ``seats`` (kinds), ``names``, ``seed`` and ``options`` (option
    name -> value) preset the choices (e.g. from the command line, or "Back" from a game); with none
    given, the seating and options of the last game started from the launcher
    (:mod:`~fort_desktop.table.launcher_memory`)."""

    animates = False  # changes only on input: the App may idle between frames

    def __init__(self, app: Any, *, game: str | None = None, seats: list[str] | None = None,
                 names: list[str] | None = None, seed: int | None = None,
                 options: dict[str, str] | None = None):
        super().__init__(app)
        if names is None:
            remembered = launcher_memory.load()
            if remembered is not None:
                if seats is None:
                    seats = remembered.seats
                    game = game or remembered.game
                names = remembered.names
                if options is None and (game is None or game == remembered.game):
                    options = remembered.options
        self.games = game_order()
        playable = games.playable()
        self.game = game if game in playable else (playable[0] if playable else self.games[0])
        self.status = ""
        message = getattr(app, "settings_message", None)
        if message:  # a damaged settings file: say so once
            self.status = message
            app.settings_message = None
        self.focus_game = self.game  # the tile last clicked ("How to play" explains that game)
        #: Each option chosen so far (name -> value), kept while seats come and go so a choice made
        #: at 4 seats is back when the fourth seat is.
        self.chosen_options: dict[str, str] = launcher_memory.clean_options(self.game, options or {})
        self.seed_field = SeedField((784, 494, 440, 56), seed, rng=getattr(app, "rng", None))
        self.autosave = continuable_autosave()
        last = autosave_info() if self.autosave is None and not self.status else None
        if last is not None and last.problem is None and is_finished(last):
            # a game that ended (perhaps closed on its results): say how it ended
            self.status = f"Your last game: {clip_summary(last.summary or '', 90)}"
        if self.autosave is not None:
            self.start_button = Button((1012, 628, 232, 96), "Start", self.start, style="primary",
                                       font_size=40, hotkey=pygame.K_RETURN)
            self.continue_button: Button | None = Button((764, 628, 232, 96), "Continue", self.continue_game,
                                                         style="wood", font_size=36)
        else:
            self.start_button = Button((764, 628, 480, 96), "Start", self.start, style="primary",
                                       font_size=44, hotkey=pygame.K_RETURN)
            self.continue_button = None
        self.rules_button = Button((606, 22, 168, 48), "How to play", self.how_to_play, style="light",
                                   font_size=22)
        self.learn_button = Button((412, 22, 186, 48), "Learn to play", self.learn_to_play, style="light",
                                   font_size=22)
        self.load_button = Button((782, 22, 157, 48), "Load game", self.load_game, style="light", font_size=22)
        self.settings_button = Button((947, 22, 126, 48), "Settings", self.settings, style="light",
                                      font_size=22)
        #: fullscreen in one click (as F11); it reads "Window" while fullscreen
        self.fullscreen_button = Button((1081, 22, 158, 48), "Full screen", self.app.toggle_fullscreen,
                                        style="light", font_size=22)
        #: where everything goes at the text size now (:meth:`_layout`), and that text size
        self._laid_for = _text_key()
        self.geo = self._layout()
        self._place()
        self.tiles: list[GameTile] = []
        self._make_tiles()
        self.name_fields: list[TextField] = []
        self.seat_toggles: list[Toggle] = []
        #: seats whose computer strength is not shown until its button is clicked: a computer that
        #: came here with a name of its own (from "Back", the command line or the last game)
        self.hidden_strengths: set[int] = {
            seat for seat, (kind, name) in enumerate(zip(seats or [], names or []))
            if kind.startswith("bot") and launcher_memory.clean_name(name, seat)
            and not is_computer_name(name)}
        self._build_seats(list(seats or []), list(names or []))
        self.idle = IdleWatch()   # untouched this long: attract mode (issue 15)
        #: seconds the launcher still ignores mouse buttons after attract mode handed back (set by
        #: :meth:`deafen`): the click that ended the show presses nothing under the pointer
        self.deaf_seconds = 0.0

    # -- layout ----------------------------------------------------------------------------------
    def _banner_buttons(self) -> list[Button]:
        return [self.learn_button, self.rules_button, self.load_button, self.settings_button,
                self.fullscreen_button]

    def _layout(self) -> LauncherGeometry:
        """Lay the launcher out for the text size now (:class:`LauncherGeometry`): the same for
        every game (picking a game moves nothing), the tiles taking the height the rest leaves."""
        width, height = LOGICAL_SIZE
        left, right_edge, foot = 48, width - 36, height - 40
        gap = 16
        # the banner: the title, then its buttons in as many right-aligned rows as they need
        title_w = text_size(TITLE_WORDS, 48, True)[0]
        labels = [b.label for b in self._banner_buttons()]
        labels[-1] = max("Full screen", "Window", key=lambda w: text_size(w, 22, True)[0])
        sizes = [button_size(label, 22, least=(0, 48), pad=(0, 6)) for label in labels]
        room = right_edge - 5 - (left + title_w + 16)
        rows = flow_rows([w for w, _ in sizes], room, 8)
        if len(rows) > 1:   # as few rows as that, the first ones fullest but the rows balanced
            per_row = -(-len(sizes) // len(rows))
            balanced = [list(range(i, min(i + per_row, len(sizes)))) for i in range(0, len(sizes), per_row)]
            if all(sum(sizes[i][0] for i in row) + 8 * (len(row) - 1) <= room for row in balanced):
                rows = balanced
        row_h = max(h for _, h in sizes)
        block = len(rows) * row_h + (len(rows) - 1) * 8
        banner_h = max(92, block + 28)
        banner_rects = [pygame.Rect(0, 0, 0, 0) for _ in labels]
        y = (banner_h - 8 - block) // 2 + 2
        for row in rows:
            x = right_edge - 5
            for i in reversed(row):
                x -= sizes[i][0]
                banner_rects[i] = pygame.Rect(x, y, sizes[i][0], row_h)
                x -= 8
            y += row_h + 8
        # the Players panel's columns: each as wide as its words
        max_seats = max((seat_limits(g)[1] for g in games.playable()), default=2)
        label_w = max(80, max(text_size(f"Seat {n}", 20, True)[0] for n in range(1, max_seats + 1)) + 12)
        kind_w = max(button_size(w, 26, least=(170, 0), pad=(6, 0))[0] for _, w in SEAT_OPTIONS)
        strength_w = max(button_size(w, 23, least=(122, 0), pad=(6, 0))[0] for _, w in STRENGTH_OPTIONS)
        row_need = 12 + label_w + NAME_FIELD_MIN_W + 12 + kind_w + 6 + strength_w + 36
        right_min = max(360, button_size("New", 24, pad=(14, 0))[0] + 12 + 200 + 44)
        players_w = max(700, min(row_need, right_edge - left - gap - right_min))
        right_w = right_edge - left - gap - players_w
        field_w = players_w - 12 - label_w - 12 - kind_w - 6 - strength_w - 36
        # rows of the Players panel (offsets from its top)
        title_w_p, title_h = text_size("Players", 28, True)
        inner_w = players_w - 40
        option_w = 0
        for g in games.playable():
            option_w = max(option_w, sum(text_size(o.label, 22, True)[0] + 14 + 8 + max(
                button_size(w, 21, pad=(6, 0))[0] for _, w in o.choices) for o in _entry(g).options))
        option_h = max(40, line_step(21, True) + 8)
        # the options go beside the title, or in its place (a game with options then shows no title)
        options_on_title = option_w <= inner_w - title_w_p - 24
        if options_on_title:
            rel_rows = max(50, 14 + title_h + 4, 6 + option_h + 4)
        else:
            rel_rows = max(50, 14 + max(title_h, option_h if option_w else 0) + 8)
        options_rel = 6 if options_on_title else 14
        field_h = max(48, line_step(23) + 8)
        row_step = field_h + 4
        button_h = max(40, line_step(22, True) + 8)
        seat_button_w = max(110, *(button_size(w, 22, pad=(6, 0))[0] for w in ("+ Seat", "- Seat")))
        rel_buttons = rel_rows + max_seats * row_step + 6
        pace_labels = [w for _, w in PACES + TURN_PACES] + ["Computer: 4.5 s a move"]
        pace_beside = max(text_size(w, 18, True)[0] for w in pace_labels) + 28
        pace_alone = max(text_size(w, 21, True)[0] for w in pace_labels) + 28
        beside_x = 20 + 2 * (seat_button_w + 10)
        if beside_x + pace_beside <= players_w - 20:
            pace_rel = (beside_x, rel_buttons, players_w - 20 - beside_x, 18)
            rel_hint = rel_buttons + button_h + 8
        else:
            pace_rel = (20, rel_buttons + button_h + 8, min(inner_w, max(572, pace_alone)),
                        21 if pace_alone <= inner_w else 18)
            rel_hint = pace_rel[1] + button_h + 8
        # the seating hint: its short sentence at least (the long one where there is room)
        short_hint = "People take turns; a curtain hides each turn from the others."
        players_need = rel_hint + len(wrap_text(short_hint, 20, players_w - 56)) * line_step(20) + 6
        # the right column: the seed panel, then Start (and Continue)
        summary_lines = max((len(wrap_text(f"{_entry(g).title}: {_entry(g).summary}", 21, width - 96))
                             for g in self.games), default=1)
        summary_h = max(2 * line_step(18, True), min(3, summary_lines) * line_step(21))
        shelf_top = banner_h + 22
        least_tile = line_step(26, True) + 20
        seed_title_w, seed_title_h = text_size("Seed", 28, True)
        seed_field_h = max(56, line_step(26) + 12)
        cont_w = button_size("Continue", 36, pad=(10, 0))[0]
        start_w = button_size("Start", 40, pad=(10, 0))[0]
        side_by_side = self.autosave is None or cont_w + 16 + start_w <= right_w
        start_h = max(96, line_step(44, True) + 20) if side_by_side else line_step(44, True) + 16
        cont_h = line_step(36, True) + 16
        words_h = 2 * line_step(15) + 8 if self.autosave is not None else 0
        # the seed's two sentences go (the tagline first) only when the column is too full for them
        for with_sub, with_foot in ((True, True), (False, True), (False, False)):
            sub_beside = with_sub and seed_title_w + 30 + text_size(SEED_SUB, 17)[0] <= right_w - 44
            sub_lines = 0 if sub_beside or not with_sub else len(wrap_text(SEED_SUB, 17, right_w - 44))
            field_rel = max(70, 14 + seed_title_h + 6 + sub_lines * line_step(17) + 6)
            foot_lines = len(wrap_text(SEED_FOOT, 18, right_w - 44)) if with_foot else 0
            seed_h = max(176 if with_sub else 0, field_rel + seed_field_h + 10 + foot_lines * line_step(18) + 10)
            right_need = seed_h + 12 + start_h + words_h + (0 if side_by_side else 12 + cont_h)
            # the summary line (or the status) under the tiles, the tiles in the height left
            bottom_need = max(players_need, right_need, 332)
            shelf_h = max(least_tile, min(SHELF.height, foot - bottom_need - summary_h - 4 - shelf_top))
            if shelf_top + shelf_h + summary_h + 4 + bottom_need <= foot or right_need <= max(players_need, 332):
                break    # it fits, or the Players panel, not this column, is what is too tall
        self.seed_foot = with_foot
        self.seed_sub = with_sub
        shelf = pygame.Rect(left, shelf_top, SHELF.width, shelf_h)
        summary = pygame.Rect(left, shelf.bottom + 2, width - 96, summary_h)
        bottom_top = summary.bottom + 2
        players = pygame.Rect(left, bottom_top, players_w, max(foot - bottom_top, players_need))
        rx = players.right + gap
        seed_panel = pygame.Rect(rx, bottom_top, right_w, seed_h)
        seed_field = pygame.Rect(rx + 20, bottom_top + field_rel, right_w - 40, seed_field_h)
        words_top = foot - words_h + 8
        if self.autosave is None:
            start = pygame.Rect(rx, max(seed_panel.bottom + 12, foot - 36 - start_h), right_w, start_h)
            cont = None
        elif side_by_side:
            half = (right_w - 16) // 2
            start = pygame.Rect(rx + half + 16, words_top - 12 - start_h, right_w - half - 16, start_h)
            cont = pygame.Rect(rx, start.y, half, start_h)
        else:
            cont = pygame.Rect(rx, words_top - 8 - cont_h, right_w, cont_h)
            start = pygame.Rect(rx, cont.y - 12 - start_h, right_w, start_h)
        top = players.y
        return LauncherGeometry(
            banner_h=banner_h, banner_buttons=banner_rects, shelf=shelf, summary=summary, players=players,
            seed_panel=seed_panel, seed_sub_beside=sub_beside, seed_sub_top=seed_panel.y + 14 + seed_title_h + 4,
            seed_field=seed_field, seed_foot_top=seed_field.bottom + 10, start=start, continue_=cont,
            words_top=words_top, options_on_title=options_on_title,
            options_row=pygame.Rect(left + (20 + title_w_p + 24 if options_on_title else 22), top + options_rel,
                                    inner_w - (title_w_p + 24 if options_on_title else 0), option_h),
            rows_top=top + rel_rows, row_h=row_step, field_h=field_h,
            columns=(left + 12, left + 12 + label_w, field_w, left + 12 + label_w + field_w + 12, kind_w,
                     left + 12 + label_w + field_w + 12 + kind_w + 6, strength_w),
            buttons_y=top + rel_buttons, button_h=button_h, seat_button_w=seat_button_w,
            pace=pygame.Rect(left + pace_rel[0], top + pace_rel[1], pace_rel[2], button_h), pace_font=pace_rel[3],
            hint_top=top + rel_hint)

    def _make_tiles(self) -> None:
        """One tile per game on the shelf of :attr:`geo` (its picture at the tile's size)."""
        playable = games.playable()
        self.tiles = []
        for g, rect in zip(self.games, tile_rects(len(self.games), self.geo.shelf)):
            size = PICTURE_PX if rect.height >= full_tile_px() else COMPACT_PICTURE_PX
            tile = GameTile(rect, g, g in playable, self._picture(g, g in playable, size),
                            on_click=lambda g=g: self.select(g))
            self.tiles.append(tile)
        full = [t for t in self.tiles if not t.compact]
        if full:   # one pitch size for every tile: the size the longest pitch fits whole at
            most = min(max((size for _, _, size in pitch_lines(_entry(t.game).pitch, t.rect, t.pitch_top())),
                           default=PITCH_SIZES[0][0]) for t in full)
            for t in full:
                t.pitch_most = most

    def _place(self) -> None:
        """Put the fixed widgets where :attr:`geo` says (banner, tiles, seed, Start, Continue)."""
        geo = self.geo
        for button, rect in zip(self._banner_buttons(), geo.banner_buttons):
            button.rect = rect
        self.seed_field.place(geo.seed_field)
        self.start_button.rect = geo.start
        if self.continue_button is not None and geo.continue_ is not None:
            self.continue_button.rect = geo.continue_
        if getattr(self, "tiles", None):
            self._make_tiles()

    def on_canvas(self, size: tuple[int, int]) -> None:
        """The text size (or the window) changed: lay everything out again, keeping every choice."""
        self._laid_for = _text_key()
        self.geo = self._layout()
        self._place()
        self._build_seats(self.seats, self._typed_names())

    # -- state -----------------------------------------------------------------------------------
    def select(self, game: str) -> None:
        """Choose ``game``; a coming game only shows a "coming soon" line with its seats."""
        self.focus_game = game
        if game not in games.playable():
            playable = ", ".join(games.title(g) for g in games.playable())
            info = _entry(game)
            self.status = f"{info.title} ({seats_words(info)}) is coming soon; playable now: {playable}"
            return
        self.status = ""
        if game != self.game:
            self.game = game
            self.chosen_options = launcher_memory.clean_options(game, self.chosen_options)
            self._build_seats(self.seats, self._typed_names())

    def _typed_names(self) -> list[str]:
        return [f.text for f in self.name_fields]

    def _build_seats(self, kinds: list[str], names: list[str]) -> None:
        """Lay out one row per seat (the game's seat limits clamp the count), in the columns of
        :attr:`geo`: a row never moves when a seat is added or removed."""
        lo, hi = seat_limits(self.game)
        count = min(max(len(kinds), lo), hi)
        kinds = [k if k in launcher_memory.SEAT_KINDS else "bot" if k.startswith("bot") else "human"
                 for k in (list(kinds) + ["human"] * count)[:count]]
        names = (list(names) + [""] * count)[:count]
        self.seat_limits = (lo, hi)
        geo = self.geo
        has_options = any(not o.seat_counts or count in o.seat_counts for o in _entry(self.game).options)
        self.players = Panel(geo.players, "Players" if geo.options_on_title or not has_options else "")
        self.name_fields: list[TextField] = []
        self.seat_toggles: list[Toggle] = []
        self.strength_toggles: list[Toggle] = []
        label_x, field_x, field_w, kind_x, kind_w, strength_x, strength_w = geo.columns
        field_h = geo.field_h
        for seat in range(count):
            y = geo.rows_top + seat * geo.row_h
            self.players.add(Label((label_x, y + 2 + field_h // 2), f"Seat {seat + 1}", size=20, bold=True,
                                   color=GOLD, anchor="midleft"))
            typed = launcher_memory.clean_name(names[seat], seat)
            placeholder = f"Player {seat + 1}'s name"
            if text_size(placeholder, 23)[0] > field_w - 24:
                placeholder = f"Name {seat + 1}" if text_size(f"Name {seat + 1}", 23)[0] <= field_w - 24 else ""
            field = TextField((field_x, y + 2, field_w, field_h), typed, max_length=NAME_CHARS_MAX,
                              placeholder=placeholder, show_count=True, font_size=23,
                              on_change=lambda _text: self._name_options())
            kind, _, strength = kinds[seat].partition(":")
            strength_toggle = Toggle((strength_x, y + 2, strength_w, field_h), STRENGTH_OPTIONS,
                                     strength or "normal", style="light", font_size=23)
            if seat in self.hidden_strengths:
                self._hide_strength(strength_toggle, seat)
            toggle = Toggle((kind_x, y + 2, kind_w, field_h), SEAT_OPTIONS, kind, style="light", font_size=26,
                            on_change=lambda value, t=strength_toggle, f=field: self._kind_changed(t, value, f))
            strength_toggle.visible = kind == "bot"
            self.players.add(field)
            self.players.add(toggle)
            self.players.add(strength_toggle)
            self.name_fields.append(field)
            self.seat_toggles.append(toggle)
            self.strength_toggles.append(strength_toggle)
        y, button_h = geo.buttons_y, geo.button_h
        self.hint_top = geo.hint_top       # the seating hint goes below this line
        if hi > lo:
            x = geo.players.x + 20
            self.players.add(Button((x, y, geo.seat_button_w, button_h), "+ Seat", self.add_seat,
                                    enabled=count < hi, style="light", font_size=22))
            self.players.add(Button((x + geo.seat_button_w + 10, y, geo.seat_button_w, button_h), "- Seat",
                                    self.remove_seat, enabled=count > lo, style="light", font_size=22))
        pace = float(getattr(self.app, "settings", {}).get("bot_pace_seconds", PACES[1][0]))
        options = list(self.paces())
        if all(abs(value - pace) > 1e-9 for value, _ in options):
            options.append((pace, f"Computer: {pace:g} s a move"))
        # the computer's pace: beside the seat buttons (or on its own row), shown only while a
        # computer is seated
        pace_rect = geo.pace.copy()
        if hi == lo:   # no seat comes or goes: the pace right under the seats, the hint under it
            pace_rect.topleft = (geo.players.x + 20, geo.rows_top + hi * geo.row_h + 6)
            pace_rect.width = min(geo.players.width - 40, max(pace_rect.width, 572))
            self.hint_top = min(self.hint_top, pace_rect.bottom + 8)
        self.pace_toggle = Toggle(pace_rect, options, pace, self._pace_changed, style="light",
                                  font_size=geo.pace_font)
        self.pace_toggle.visible = any(kind != "human" for kind in kinds)
        self.players.add(self.pace_toggle)
        self._build_options(count)

    def _hide_strength(self, toggle: Toggle, seat: int) -> None:
        """Show :data:`HIDDEN_STRENGTH` on ``toggle`` (its value kept); its first click only shows
        the strength (and drops ``seat`` from :attr:`hidden_strengths`), later ones change it."""
        toggle.label = HIDDEN_STRENGTH
        step = toggle.on_click

        def reveal() -> None:
            self.hidden_strengths.discard(seat)
            toggle.label = toggle.options[toggle.index][1]
            toggle.on_click = step

        toggle.on_click = reveal

    def _kind_changed(self, strength: Toggle, kind: Any, field: TextField | None = None) -> None:
        """A seat became a human or a computer: its strength button and the pace button follow; a
        seat that becomes a human while named as a computer ("Computer", "Computer (P2)") takes
        a free person's name ("Player 2")."""
        strength.visible = kind == "bot"
        self.pace_toggle.visible = any(t.value == "bot" for t in self.seat_toggles)
        if field is not None and kind == "human" and is_computer_name(field.text):
            field.set_text(free_player_name(field, self.name_fields))

    def _build_options(self, count: int) -> None:
        """One label and toggle per registry option that applies at ``count`` seats, in the
        Players panel's title row, or a row of their own under it when they do not fit there
        (hidden at other seat counts)."""
        self.option_toggles: dict[str, Toggle] = {}
        shown = [o for o in _entry(self.game).options if not o.seat_counts or count in o.seat_counts]
        if not shown:
            return
        row = self.geo.options_row
        width = row.width // len(shown)
        for i, option in enumerate(shown):
            x = row.x + i * width
            label = Label((x, row.centery), option.label, size=22, bold=True, color=CREAM, anchor="midleft")
            label_w = _text_w(option.label, 22) + 14
            value = self.chosen_options.get(option.name, option.default)
            toggle = Toggle((x + label_w, row.y, width - label_w - 8, row.height), list(option.choices), value,
                            lambda value, name=option.name: self._option_changed(name, value),
                            style="light", font_size=21)
            self.players.add(label)
            self.players.add(toggle)
            self.option_toggles[option.name] = toggle
        self._name_options()

    def seat_words(self, seat: int) -> str:
        """Seat ``seat`` (0-based) as the launcher names it: its typed name, or "Seat N" when empty."""
        fields = getattr(self, "name_fields", [])
        typed = " ".join(fields[seat].text.split()) if seat < len(fields) else ""
        return typed or f"Seat {seat + 1}"

    def _name_options(self) -> None:
        """The option toggles' words with each seat code ("P1") replaced by that seat's name
        (:meth:`seat_words`), at the largest size (21 down to 14 px) that fits the toggle; where
        the names do not fit even at 14 px, a seat with no name is said by its number, then every
        seat ("Teams: 1 + 3 vs 2 + 4", beside the rows called "Seat 1"...), rather than cut."""
        entry = _entry(self.game)
        for option in entry.options:
            toggle = getattr(self, "option_toggles", {}).get(option.name)
            if toggle is None:
                continue
            room = toggle.rect.w - 16
            # the seats' names ("Seat 3" for a seat with none); where those do not fit even at 14 px,
            # a seat with no name is said by its number alone ("Teams: 1 + 3 vs 2 + 4", beside the
            # rows called "Seat 1"...), whole words at a size that fits rather than "Seat 2 + Se..."
            size = None
            for short, least in ((False, 14), (True, 14), ("all", 14)):
                def seat(m: re.Match[str], short: bool | str = short) -> str:
                    if short == "all":
                        return str(int(m.group(1)))
                    return self._seat_in_option(int(m.group(1)) - 1, bool(short))
                toggle.options = [(value, SEAT_CODE.sub(seat, words)) for value, words in option.choices]
                size = next((size for size in range(21, least - 1, -1)
                             if all(_text_w(words, size) <= room for _, words in toggle.options)), None)
                if size is not None:
                    break
            toggle.font_size = size or 14
            toggle.label = toggle.options[toggle.index][1]

    def _seat_in_option(self, seat: int, short: bool) -> str:
        """Seat ``seat`` (0-based) in an option's words: :meth:`seat_words`, or, ``short``, its
        number alone when it has no typed name."""
        words = self.seat_words(seat)
        return str(seat + 1) if short and words == f"Seat {seat + 1}" else words

    def _option_changed(self, name: str, value: str) -> None:
        self.chosen_options[name] = value

    @property
    def options(self) -> dict[str, str]:
        """The options that apply at the current seat count, as chosen (defaults where untouched)."""
        return {name: toggle.value for name, toggle in self.option_toggles.items()}

    def _pace_changed(self, value: Any = None) -> None:
        """The computer's pace chosen on the launcher: applied and kept like the settings screen's."""
        import dataclasses

        value = float(self.pace_toggle.value)
        user = getattr(self.app, "user_settings", None)
        if user is not None and hasattr(self.app, "apply_settings"):
            self.app.apply_settings(dataclasses.replace(user, bot_pace_seconds=value))
        else:
            self.app.settings["bot_pace_seconds"] = value

    def add_seat(self) -> None:
        self._build_seats(self.seats + ["human"], self._typed_names() + [""])

    def remove_seat(self) -> None:
        self.hidden_strengths.discard(len(self.seat_toggles) - 1)
        self._build_seats(self.seats[:-1], self._typed_names()[:-1])

    @property
    def seats(self) -> list[str]:
        """Each seat's kind: ``"human"``, ``"bot"`` (Normal), ``"bot:hard"`` or ``"bot:easy"``."""
        return [kind if kind != "bot" or strength.value == "normal" else f"bot:{strength.value}"
                for kind, strength in zip((t.value for t in self.seat_toggles), self.strength_toggles)]

    @property
    def names(self) -> list[str]:
        return [" ".join(f.text.split()) or f"P{i + 1}" for i, f in enumerate(self.name_fields)]

    def paces(self) -> tuple[tuple[float, str], ...]:
        """The computer's paces offered for the chosen game: (seconds a move, words)."""
        return PACES if _entry(self.game).raced else TURN_PACES

    def seating_hint(self, short: bool = False) -> str:
        """A sentence on how the chosen seats play (hot seat, versus computer, or watching), in
        numbers that match the seats; ``short``: a shorter one for a full panel (four seats)."""
        humans = self.seats.count("human")
        bots = len(self.seats) - humans
        raced = _entry(self.game).raced
        number = {2: "Two", 3: "Three", 4: "Four"}
        rivals = "the computer" if bots == 1 else f"{bots} computer players"
        if short:
            return ("People take turns; a curtain hides each turn from the others." if humans >= 2 else
                    f"You against {rivals}." if humans == 1 else
                    "Computers only: watch them play.")
        if humans >= 2:
            also = f", with {rivals}" if bots else ""
            return (f"{number.get(humans, humans)} people, one mouse{also}: you take turns, and a curtain "
                    "hides each turn from the others.")
        if humans == 1 and raced:
            return f"You against {rivals}: it plays the same steps at the same time, at its own pace."
        if humans == 1:
            return f"You against {rivals}: {'it takes its' if bots == 1 else 'they take their'} turns at a steady pace."
        return "Computers only: sit back and watch them play each other."

    def start(self) -> None:
        """Start the chosen game; any problem becomes the status line (never a crash)."""
        seed = self.seed_field.value
        if seed is None:
            self.status = "Type a seed, or press New for a random one."
            return
        game, seats, names, options = self.game, self.seats, self.names, self.options
        try:
            self.app.start_game(game, seed, seats, names, options=options)
        except (KeyError, ValueError, ImportError) as exc:  # DataError is a ValueError
            self.status = f"Cannot start {self.game}: {_one_line(exc)}"
            return
        launcher_memory.save(game, seats, names, {**self.chosen_options, **options})

    def continue_game(self) -> None:
        """Resume the autosaved game; a problem becomes the status line (the launcher stays)."""
        error = self.app.continue_game()
        if error is not None:
            self.status = f"Cannot continue: {error}"
            self.autosave = continuable_autosave()

    def how_to_play(self) -> None:
        """The rules reference of the game last clicked (a coming game shows its "coming" page)."""
        self.app.show_rules(self.focus_game)

    def learn_to_play(self) -> None:
        """The selected game's first game (its tutorial) against the computer; a game without one,
        or a problem starting it, becomes the status line."""
        from ... import tutorial

        game = self.game
        if not tutorial.has_tutorial(game):
            self.status = f"{games.title(game)} has no first game yet: try How to play."
            return
        try:
            self.app.show_table(tutorial.new_session(game, bot_pace_seconds=float(self.app.settings["bot_pace_seconds"])))
        except (KeyError, ValueError, ImportError) as exc:  # DataError is a ValueError
            self.status = f"Cannot start the first game of {games.title(game)}: {_one_line(exc)}"

    def load_game(self) -> None:
        self.app.show_saves()

    def settings(self) -> None:
        """The settings screen; on a game-night stand (locked) the launcher's status line says so,
        in place of the summary line (the App's notice near the bottom covered the launcher's words)."""
        if getattr(self.app, "kiosk", False):
            from ..app import KIOSK_NO_SETTINGS

            self.status = KIOSK_NO_SETTINGS
            return
        self.app.show_settings()

    # -- scene -----------------------------------------------------------------------------------
    def widgets(self) -> list[Any]:
        # Order matters for keys: the last widget is asked first, so text fields (in the panel and
        # the seed field) get Enter before the Start button does.
        extra = [self.continue_button] if self.continue_button is not None else []
        return [self.start_button, *extra, self.learn_button, self.rules_button, self.load_button, self.settings_button,
                self.fullscreen_button, *self.tiles, self.players, self.seed_field]

    def on_leave(self) -> None:
        for field in self.name_fields:
            field.focused = False
        self.seed_field.field.focused = False

    def process_event(self, event: pygame.event.Event) -> bool:
        if is_input(event):
            self.idle.touched()
        if self.deaf_seconds > 0 and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return True     # the click that ended attract mode only ends it (it picks no tile)
        if event.type == pygame.MOUSEMOTION:
            pos = getattr(event, "pos", (-1, -1))
            over = any(b.rect.collidepoint(pos) for b in self.widgets() if isinstance(b, Button))
            self.app.set_cursor(pygame.SYSTEM_CURSOR_HAND if over else pygame.SYSTEM_CURSOR_ARROW)
        used = handle_all(self.widgets(), event)
        if self.status == QUIT_QUESTION and (used or event.type == pygame.MOUSEBUTTONDOWN or (
                event.type == pygame.KEYDOWN and getattr(event, "key", None) != pygame.K_ESCAPE)):
            self.status = ""                        # anything else: not quitting
        if not used and event.type == pygame.KEYDOWN:
            key = getattr(event, "key", None)
            if key == pygame.K_ESCAPE and getattr(self.app, "kiosk", False):
                self.status = KIOSK_STAYS
                return True
            if key == pygame.K_ESCAPE:
                if self.status == QUIT_QUESTION:
                    self.app.quit()                 # asked, and Esc again: quit
                else:
                    self.status = QUIT_QUESTION
                return True
            if key == pygame.K_F1:  # no text field took it, so none has focus
                self.how_to_play()
                return True
        return used

    def on_enter(self) -> None:
        """Back from the settings (or any screen, attract mode too): laid out again if the text size
        or the window changed meanwhile, and the pace button shows the pace now in force."""
        if self._laid_for != _text_key():
            self.on_canvas(LOGICAL_SIZE)
        pace = float(getattr(self.app, "settings", {}).get("bot_pace_seconds", PACES[1][0]))
        if all(abs(value - pace) > 1e-9 for value, _ in self.pace_toggle.options):
            self.pace_toggle.options = list(self.paces()) + [(pace, f"Computer: {pace:g} s a move")]
        self.pace_toggle.value = next(v for v, _ in self.pace_toggle.options if abs(v - pace) <= 1e-9)

    def deafen(self, seconds: float) -> None:
        """Ignore mouse buttons for ``seconds`` (s): attract mode has just handed back on a click
        or a move that came with one."""
        self.deaf_seconds = max(self.deaf_seconds, float(seconds))

    def wake_in(self) -> float | None:
        """Seconds until the next frame with no input: attract mode's idle clock keeps ticking
        (at most ``MAX_FRAME_SECONDS`` a frame, so the clock follows the wall)."""
        return min(self.idle.left(), 0.5)

    def update(self, dt_seconds: float) -> None:
        self.deaf_seconds = max(0.0, self.deaf_seconds - dt_seconds)
        if self.idle.tick(dt_seconds) and hasattr(self.app, "show_attract"):
            self.idle.touched()
            self.app.show_attract(launcher=self)
            return
        self.players.update(dt_seconds)
        self.seed_field.update(dt_seconds)
        for tile in self.tiles:
            tile.selected = tile.game == self.game

    def draw(self, surface: pygame.Surface) -> None:
        width, height = LOGICAL_SIZE
        geo = self.geo
        surface.fill(FELT)
        for y in range(0, height, 4):  # faint felt texture
            pygame.draw.line(surface, FELT_WEAVE, (0, y), (width, y))
        pygame.draw.rect(surface, WOOD, (0, 0, width, height), width=14)
        pygame.draw.rect(surface, WOOD_DARK, (0, 0, width, height), width=3)
        banner = pygame.Rect(0, 0, width, geo.banner_h)
        pygame.draw.rect(surface, WOOD, banner)
        pygame.draw.rect(surface, WOOD_LIGHT, (0, banner.bottom - 8, width, 4))
        pygame.draw.rect(surface, WOOD_DARK, (0, banner.bottom - 4, width, 4))
        draw_text(surface, TITLE_WORDS, (48, (banner.height - 8) // 2 + 4), size=48, bold=True, color=CREAM,
                  anchor="midleft", shadow=WOOD_DARK)
        self.fullscreen_button.label = "Window" if self.app.user_settings.fullscreen else "Full screen"
        for button in self._banner_buttons():
            button.draw(surface)

        for tile in self.tiles:
            tile.draw(surface)
        info = games.GAMES.get(self.game)
        block = geo.summary
        if self.status:  # in place of the summary: where the eye is, above the panels
            step = line_step(18, True)
            lines = wrap_text(self.status, 18, block.width, bold=True)[:max(1, block.height // step)]
            top = block.centery - step * len(lines) // 2
            for i, line in enumerate(lines):
                draw_text(surface, line, (block.x, top + i * step), size=18, bold=True, color=GOLD,
                          max_width=block.width)
        elif info is not None:
            step = line_step(21)
            lines = wrap_text(f"{info.title}: {info.summary}", 21, block.width)[:max(1, block.height // step)]
            top = block.centery - step * len(lines) // 2
            for i, line in enumerate(lines):
                draw_text(surface, line, (block.x, top + i * step), size=21, color=CREAM, max_width=block.width)

        self.players.draw(surface)
        hint_w = self.players.rect.width - 56
        step = line_step(20)
        hint_lines = wrap_text(self.seating_hint(), 20, hint_w)
        room = self.players.rect.bottom - 6 - self.hint_top
        if step * len(hint_lines) > room:   # no room for the whole sentence: the short one
            hint_lines = wrap_text(self.seating_hint(short=True), 20, hint_w)
        hint_y = max(self.hint_top, self.players.rect.bottom - 6 - step * len(hint_lines))
        for i, line in enumerate(hint_lines):
            draw_text(surface, line, (self.players.rect.x + 28, hint_y + i * step), size=20, color=PAPER,
                      max_width=hint_w)
        seed_panel = geo.seed_panel
        draw_panel(surface, seed_panel, WOOD)
        draw_text(surface, "Seed", (seed_panel.x + 22, seed_panel.y + 14), size=28, bold=True, color=CREAM)
        if not self.seed_sub:
            pass
        elif geo.seed_sub_beside:
            draw_text(surface, SEED_SUB, (seed_panel.right - 22, seed_panel.y + 24), size=17, color=PAPER,
                      anchor="topright")
        else:
            for i, line in enumerate(wrap_text(SEED_SUB, 17, seed_panel.width - 44)):
                draw_text(surface, line, (seed_panel.x + 22, geo.seed_sub_top + i * line_step(17)), size=17,
                          color=PAPER)
        self.seed_field.draw(surface)
        foot_lines = wrap_text(SEED_FOOT, 18, seed_panel.width - 44) if self.seed_foot else []
        foot_top = max(geo.seed_foot_top, seed_panel.bottom - 12 - len(foot_lines) * line_step(18))
        for i, line in enumerate(foot_lines):
            draw_text(surface, line, (seed_panel.x + 22, foot_top + i * line_step(18)), size=18, color=PAPER)
        self.start_button.draw(surface)
        if self.continue_button is not None:
            self.continue_button.draw(surface)
            words = _autosave_words(self.autosave)
            box = self.continue_button.rect
            lines = wrap_text(words, 15, box.width + 20)
            anchor, x, room = "midtop", box.centerx, box.width + 24
            if len(lines) > 2:    # two lines under Continue and Start, from Continue's left edge
                column = box.union(self.start_button.rect)
                anchor, x, room = "topleft", column.x, column.width
                lines = wrap_text(words, 15, room)
                if len(lines) > 2:
                    lines = [lines[0], " ".join(lines[1:])]
            for i, line in enumerate(lines):
                draw_text(surface, line, (x, geo.words_top + line_step(15) * i), size=15, color=PAPER,
                          anchor=anchor, max_width=room)


    # -- pictures --------------------------------------------------------------------------------
    def _picture(self, game: str, playable: bool, size: tuple[int, int] = PICTURE_PX) -> pygame.Surface | None:
        art = self.app.art
        if art is None:
            return None
        try:
            picture = art.image(_entry(game).picture_name, size)
        except (ValueError, pygame.error, OSError):
            return None
        if not playable:
            try:
                picture = pygame.transform.grayscale(picture)
            except (AttributeError, pygame.error, ValueError):
                pass
        return picture


def _draw_little_castle(surface: pygame.Surface, centre: tuple[int, int], playable: bool, box: int = 18) -> None:
    """A castle of ``box``-pixel boxes drawn in place of a missing game picture."""
    x, y = centre
    colours = [(70, 120, 200), (80, 170, 90), (230, 190, 60), (210, 80, 70)] if playable else [(150, 150, 150)] * 4
    rows = ["#.#.#.#", "#######", "##...##", "##...##"]
    left, top = x - len(rows[0]) * box // 2, y - len(rows) * box // 2
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch == "#":
                rect = pygame.Rect(left + c * box, top + r * box, box - 2, box - 2)
                pygame.draw.rect(surface, colours[(r + c) % 4], rect, border_radius=3)
                pygame.draw.rect(surface, ACCENT_DARK, rect, width=1, border_radius=3)


def _autosave_words(info: Any) -> str:
    """Under "Continue": which game it resumes (``<Title>, round 3, Ann vs P2``; a tutorial not yet
    over: ``<Title>'s first game (the tutorial)``)."""
    if info is None:
        return ""
    if info.problem is not None:
        return "the autosave before the last one"
    if getattr(info, "tutorial", False) and info.game:   # a first game (tutorial) not yet over
        return f"{_entry(info.game).title}'s first game (the tutorial)"
    return clip_summary(info.summary, 16) if info.summary else "the game in progress"


def _text_key() -> tuple[int, int]:
    """What the layout depends on: the size text of 100 and of 10 logical px is drawn at now."""
    from ..widgets import text_px

    return text_px(100), text_px(10)


def _text_w(text: str, size: int) -> int:
    from ..widgets import font

    return font(size, True).size(text)[0]


def _one_line(exc: BaseException) -> str:
    text = str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
    return " ".join(text.split()) or exc.__class__.__name__
