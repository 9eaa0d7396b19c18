"""The launcher: pick a game, seat the players (human or computer, with names), choose the game's
set-up options that apply at that many seats (``GameEntry.options``, e.g. teams or each for
themselves at 4 players), see or type the seed, and Start (TABLE.md "Scenes"). Every game of the
registry has a tile (:func:`tile_rects` lays out any number: one row up to 4, then two rows of
smaller tiles). Games not playable yet are shown greyed as "coming soon", with the seats they will
take. "Continue" resumes the autosaved game in progress; "How to play" opens the
rules reference of the game last clicked; "Load game" and "Settings" open those screens. A damaged
settings file is reported in the status line.

Keys: Enter starts (unless a text field is being edited), F1 is "How to play", Escape asks whether
to quit (a second Escape quits).
"""
from __future__ import annotations

import re
from typing import Any

import pygame

from ... import games
from .. import launcher_memory
from ..autosaver import autosave_info, continuable_autosave, is_finished
from ..widgets import (ACCENT_DARK, CREAM, FELT, FELT_LIGHT, GOLD, GREY, INK, INK_SOFT,
                       PAPER, WOOD, WOOD_DARK, WOOD_LIGHT, Button, Label, Panel, SeedField, TextField,
                       Toggle, clip_summary, draw_panel, draw_text, handle_all, wrap_text)
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
#: Esc on the launcher asks before it quits (issue 7).
#: What Esc says on a kiosk stand (``--kiosk``), which never quits.
KIOSK_STAYS = "This game-night stand stays open: pick a game and press Start."
QUIT_QUESTION = "Quit Fort Desktop? Press Esc again to quit, or anything else to stay."
SEAT_OPTIONS = [("human", "Human"), ("bot", "Computer")]
#: A computer seat's strength, beside its kind (issue 16): ``(strength, words)``, Normal first.
STRENGTH_OPTIONS = [("normal", "Normal"), ("hard", "Hard"), ("easy", "Easy")]
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


class GameTile(Button):
    """One game on the shelf: its picture, title and pitch. Coming games are greyed. A tile less
    than :data:`COMPACT_BELOW_PX` tall is compact: its picture on the left, the words beside it."""

    def __init__(self, rect: pygame.Rect, game: str, playable: bool, picture: pygame.Surface | None,
                 on_click: Any):
        super().__init__(rect, _entry(game).title, on_click)
        self.game, self.playable, self.picture = game, playable, picture

    @property
    def compact(self) -> bool:
        return self.rect.height < COMPACT_BELOW_PX

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
        for line, at, size in pitch_lines(info.pitch, rect, pic_box.bottom + 56):
            draw_text(surface, line, (rect.x + 22, at), size=size, color=INK_SOFT if self.playable else (128, 124, 118))
        if not self.playable:
            ribbon = pygame.Rect(0, 0, 170, 36)
            ribbon.topright = (rect.right - 14, pic_box.bottom + 12)
            pygame.draw.rect(surface, WOOD, ribbon, border_radius=10)
            draw_text(surface, "Coming soon", ribbon.center, size=20, bold=True, color=CREAM, anchor="center")

    def _draw_compact(self, surface: pygame.Surface) -> None:
        rect = self.rect
        info = _entry(self.game)
        fill = (CREAM if (self.hovered or self.selected) else PAPER) if self.playable else (206, 202, 194)
        draw_panel(surface, rect, fill, border=WOOD_DARK if self.playable else GREY, radius=14)
        if self.selected:
            pygame.draw.rect(surface, GOLD, rect.inflate(10, 10), width=4, border_radius=18)
        pic_w = COMPACT_PICTURE_PX[0] + 12
        pic_box = pygame.Rect(rect.x + 10, rect.y + 10, pic_w, rect.height - 20)
        pygame.draw.rect(surface, FELT_LIGHT if self.playable else (170, 168, 162), pic_box, border_radius=10)
        if self.picture is not None:
            surface.blit(self.picture, self.picture.get_rect(center=pic_box.center))
        else:
            _draw_little_castle(surface, pic_box.center, self.playable, box=9)
        left = pic_box.right + 12
        text_w = rect.right - 12 - left
        colour = INK if self.playable else (120, 116, 110)
        draw_text(surface, info.title, (left, rect.y + 10), size=26, bold=True, color=colour, max_width=text_w)
        words = "Coming soon" if not self.playable else seats_words(info)
        draw_text(surface, words, (left, rect.y + 42), size=15, bold=True,
                  color=WOOD_DARK if self.playable else WOOD, max_width=text_w)
        for i, line in enumerate(wrap_text(info.pitch, 15, text_w)[:3]):
            draw_text(surface, line, (left, rect.y + 63 + i * 17), size=15,
                      color=INK_SOFT if self.playable else (128, 124, 118), max_width=text_w)


def pitch_lines(pitch: str, rect: pygame.Rect, top: int) -> list[tuple[str, int, int]]:
    """A big tile's pitch as ``(line, y px, font size)``: at 19 px where it fits whole between
    ``top`` and the tile's foot (``rect``, 8 px kept clear), else at 16 px (cut to what fits)."""
    width, room = rect.width - 44, rect.bottom - 8 - top
    for size, step in ((19, 23), (16, 19)):
        lines = wrap_text(pitch, size, width)
        if len(lines) * step - (step - size) <= room:
            break
    lines = lines[:max(1, (room + step - size) // step)]
    return [(line, top + i * step, size) for i, line in enumerate(lines)]


#: A tile shorter than this (logical px) is drawn compact.
COMPACT_BELOW_PX = 200


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
        self.tiles: list[GameTile] = []
        for g, rect in zip(self.games, tile_rects(len(self.games))):
            size = PICTURE_PX if rect.height >= COMPACT_BELOW_PX else COMPACT_PICTURE_PX
            tile = GameTile(rect, g, g in playable, self._picture(g, g in playable, size),
                            on_click=lambda g=g: self.select(g))
            self.tiles.append(tile)
        self.name_fields: list[TextField] = []
        self.seat_toggles: list[Toggle] = []
        self._build_seats(list(seats or []), list(names or []))
        self.idle = IdleWatch()   # untouched this long: attract mode (issue 15)
        #: seconds the launcher still ignores mouse buttons after attract mode handed back (set by
        #: :meth:`deafen`): the click that ended the show presses nothing under the pointer
        self.deaf_seconds = 0.0

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
        """Lay out one row per seat (the game's seat limits clamp the count)."""
        lo, hi = seat_limits(self.game)
        count = min(max(len(kinds), lo), hi)
        kinds = [k if k in launcher_memory.SEAT_KINDS else "bot" if k.startswith("bot") else "human"
                 for k in (list(kinds) + ["human"] * count)[:count]]
        names = (list(names) + [""] * count)[:count]
        self.seat_limits = (lo, hi)
        self.players = Panel((48, 424, 700, 336), "Players")
        self.name_fields: list[TextField] = []
        self.seat_toggles: list[Toggle] = []
        self.strength_toggles: list[Toggle] = []
        # A game for three or four sits closer so the buttons and the seating hint still fit the
        # panel, from its first seat on: "+ Seat" only adds a row, the rows above never move.
        compact = hi >= 3
        top, row_h, field_h, button_h = (474, 52, 48, 40) if compact else (490, 66, 52, 44)
        for seat in range(count):
            y = top + seat * row_h
            self.players.add(Label((60, y + 2 + field_h // 2), f"Seat {seat + 1}", size=20, bold=True, color=GOLD,
                                   anchor="midleft"))
            typed = launcher_memory.clean_name(names[seat], seat)
            field = TextField((140, y + 2, 262, field_h), typed, max_length=NAME_CHARS_MAX,
                              placeholder=f"Player {seat + 1}'s name", show_count=True, font_size=23,
                              on_change=lambda _text: self._name_options())
            kind, _, strength = kinds[seat].partition(":")
            strength_toggle = Toggle((590, y + 2, 122, field_h), STRENGTH_OPTIONS, strength or "normal",
                                     style="light", font_size=23)
            toggle = Toggle((414, y + 2, 170, field_h), SEAT_OPTIONS, kind, style="light", font_size=26,
                            on_change=lambda value, t=strength_toggle: setattr(t, "visible", value == "bot"))
            strength_toggle.visible = kind == "bot"
            self.players.add(field)
            self.players.add(toggle)
            self.players.add(strength_toggle)
            self.name_fields.append(field)
            self.seat_toggles.append(toggle)
            self.strength_toggles.append(strength_toggle)
        y = top + count * row_h + 6
        self.hint_top = y + button_h + 8       # the seating hint goes below this line
        if hi > lo:
            self.players.add(Button((140, y, 110, button_h), "+ Seat", self.add_seat, enabled=count < hi,
                                    style="light", font_size=22))
            self.players.add(Button((260, y, 110, button_h), "- Seat", self.remove_seat, enabled=count > lo,
                                    style="light", font_size=22))
        pace = float(getattr(self.app, "settings", {}).get("bot_pace_seconds", PACES[1][0]))
        options = list(self.paces())
        if all(abs(value - pace) > 1e-9 for value, _ in options):
            options.append((pace, f"Computer: {pace:g} s a move"))
        # Beside the seat buttons the pace's words get the rest of the row, a little smaller.
        self.pace_toggle = Toggle((380 if hi > lo else 140, y, 362 if hi > lo else 572, button_h), options, pace,
                                  self._pace_changed, style="light", font_size=18 if hi > lo else 21)
        self.players.add(self.pace_toggle)
        self._build_options(count)

    def _build_options(self, count: int) -> None:
        """One label and toggle per registry option that applies at ``count`` seats, in the
        Players panel's title row (hidden at other seat counts)."""
        self.option_toggles: dict[str, Toggle] = {}
        shown = [o for o in _entry(self.game).options if not o.seat_counts or count in o.seat_counts]
        if not shown:
            return
        left, right, top = 204, 736, 430
        width = (right - left) // len(shown)
        for i, option in enumerate(shown):
            x = left + i * width
            label = Label((x, top + 20), option.label, size=22, bold=True, color=CREAM, anchor="midleft")
            label_w = _text_w(option.label, 22) + 14
            value = self.chosen_options.get(option.name, option.default)
            toggle = Toggle((x + label_w, top, width - label_w - 8, 40), list(option.choices), value,
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
        (:meth:`seat_words`), at the largest size (21 down to 14 px) that fits the toggle."""
        entry = _entry(self.game)
        for option in entry.options:
            toggle = getattr(self, "option_toggles", {}).get(option.name)
            if toggle is None:
                continue
            toggle.options = [(value, SEAT_CODE.sub(lambda m: self.seat_words(int(m.group(1)) - 1), words))
                              for value, words in option.choices]
            toggle.label = toggle.options[toggle.index][1]
            room = toggle.rect.w - 16
            toggle.font_size = next((size for size in range(21, 13, -1)
                                     if all(_text_w(words, size) <= room for _, words in toggle.options)), 14)

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
        """Back from the settings (or any screen): the pace button shows the pace now in force."""
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
        surface.fill(FELT)
        for y in range(0, height, 4):  # faint felt texture
            pygame.draw.line(surface, FELT_WEAVE, (0, y), (width, y))
        pygame.draw.rect(surface, WOOD, (0, 0, width, height), width=14)
        pygame.draw.rect(surface, WOOD_DARK, (0, 0, width, height), width=3)
        banner = pygame.Rect(0, 0, width, 92)
        pygame.draw.rect(surface, WOOD, banner)
        pygame.draw.rect(surface, WOOD_LIGHT, (0, banner.bottom - 8, width, 4))
        pygame.draw.rect(surface, WOOD_DARK, (0, banner.bottom - 4, width, 4))
        draw_text(surface, "Fort Desktop", (48, 46), size=48, bold=True, color=CREAM, anchor="midleft",
                  shadow=WOOD_DARK)
        self.fullscreen_button.label = "Window" if self.app.user_settings.fullscreen else "Full screen"
        for button in (self.learn_button, self.rules_button, self.load_button, self.settings_button,
                       self.fullscreen_button):
            button.draw(surface)

        for tile in self.tiles:
            tile.draw(surface)
        info = games.GAMES.get(self.game)
        if self.status:  # in place of the summary: where the eye is, above the panels
            lines = wrap_text(self.status, 18, width - 96, bold=True)[:2]
            for i, line in enumerate(lines):
                y = 402 + (i * 21 - 10 if len(lines) > 1 else 0)
                draw_text(surface, line, (48, y), size=18, bold=True, color=GOLD, anchor="midleft",
                          max_width=width - 96)
        elif info is not None:
            draw_text(surface, f"{info.title}: {info.summary}", (48, 400), size=21, color=CREAM,
                      anchor="midleft", max_width=width - 96)

        self.players.draw(surface)
        hint_w = self.players.rect.width - 56
        hint_lines = wrap_text(self.seating_hint(), 20, hint_w)[:2]
        hint_y = max(self.hint_top, self.players.rect.bottom - 66)
        if hint_y + 26 * len(hint_lines) > self.players.rect.bottom - 6:   # no room for two lines
            hint_lines = [self.seating_hint(short=True)]
        for i, line in enumerate(hint_lines):
            draw_text(surface, line, (self.players.rect.x + 28, hint_y + i * 26), size=20, color=PAPER,
                      max_width=hint_w)
        seed_panel = pygame.Rect(764, 424, 480, 176)
        draw_panel(surface, seed_panel, WOOD)
        draw_text(surface, "Seed", (seed_panel.x + 22, seed_panel.y + 14), size=28, bold=True, color=CREAM)
        draw_text(surface, "Same seed + same moves = same game", (seed_panel.right - 22, seed_panel.y + 24),
                  size=17, color=PAPER, anchor="topright")
        self.seed_field.draw(surface)
        draw_text(surface, "Random by default; type one to replay a game.", (seed_panel.x + 22, seed_panel.bottom - 30),
                  size=18, color=PAPER)
        self.start_button.draw(surface)
        if self.continue_button is not None:
            self.continue_button.draw(surface)
            words = _autosave_words(self.autosave)
            box = self.continue_button.rect
            lines = wrap_text(words, 15, box.width + 20)
            if len(lines) > 2:
                lines = [lines[0], " ".join(lines[1:])]
            for i, line in enumerate(lines):
                draw_text(surface, line, (box.centerx, box.bottom + 12 + 18 * i), size=15, color=PAPER,
                          anchor="center", max_width=box.width + 24)


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
    """Under "Continue": which game it resumes (``<Title>, round 3, Ann vs P2``)."""
    if info is None:
        return ""
    if info.problem is not None:
        return "the autosave before the last one"
    return clip_summary(info.summary, 16) if info.summary else "the game in progress"


def _text_w(text: str, size: int) -> int:
    from ..widgets import font

    return font(size, True).size(text)[0]


def _one_line(exc: BaseException) -> str:
    text = str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
    return " ".join(text.split()) or exc.__class__.__name__
