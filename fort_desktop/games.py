"""The game registry: each game named once, with its rules, table, bot, art, pages and seats.

Adding a game is a rules package, its data, a table package and one :class:`GameEntry` below.
Everything else (launcher, command line, saves, game-over screen, how-to-play, bots) reads this.
Entries refer to code by ``"module:attribute"`` strings imported on first use, so importing the
registry imports neither pygame nor any game's rules.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .record import Record

if TYPE_CHECKING:  # pragma: no cover - types only
    import random

    from .rules.base import Action, GameRules, View

    #: A computer player: ``choose(rules, state, seat, rng) -> action or None``.
    Bot = Callable[[GameRules[Any, View], Any, int, random.Random], Action | None]


class GameOption(Record):
    """A set-up choice shown on the launcher and passed to ``new_game(options=...)``.

    ``name``: the key (``"four_player_mode"``); ``label``: words on the launcher; ``choices``:
    ``(value, words)`` pairs, the first the default; ``seat_counts``: the seat counts it applies to.
    Not changed once made (a :class:`~fort_desktop.record.Record`).
    """

    __slots__ = ("name", "label", "choices", "seat_counts")
    frozen = True

    def __init__(self, name: str, label: str, choices: tuple[tuple[str, str], ...], seat_counts: tuple[int, ...] = ()):
        self.name, self.label, self.choices, self.seat_counts = name, label, choices, seat_counts

    @property
    def default(self) -> str:
        """The first choice's value."""
        return self.choices[0][0]


class GameEntry(Record):
    """One game. ``name`` is the command-line and save name (``fortify``); ``title`` the shown name.

    ``rules``, ``table``, ``bot``: ``"module:attribute"`` of the rules object
    (:class:`~fort_desktop.rules.base.GameRules`), the table scene class and the Normal computer
    player's ``choose`` function. ``bots``: the game's computer players by strength
    (:data:`STRENGTHS`: ``"easy"``, ``"hard"``, ``"baseline"``, ``"random"``...) -> ``"module:attribute"``
    of each one's ``choose``; ``"normal"`` is ``bot`` unless listed. A player's reason giver, when it
    has one, is the same attribute with ``_why`` after it (``choose_why``, ``choose_fort_why``). ``art``: the game's art catalogue (``"module:attribute"``), ``pages``: its how-to-play
    pages file in ``data/``. ``score_labels``: names of the figures in ``Result.scores[seat]``.
    ``raced``: players act at the same time against the clock (Fortify's Meeple races), so the
    computer's pace is its strength; otherwise seats take turns and its pace is only how long it
    takes a move. ``playable`` False lists the game on the launcher as coming.

    ``picture``: the launcher's picture of the game, a sprite name under ``sprites/``
    (``"games/fortify"``) or the path of an ``.svg`` / ``.png`` file; empty means ``games/<name>``.
    ``illustrations``: ``"module:attribute"`` of the game's how-to-play pictures, a
    :class:`~fort_desktop.table.kit.illustrations.Illustrations` (empty: the pages show sprites only).
    ``typical_game_length`` and ``max_game_length``: the game's declared size (OpenSpiel's
    ``max_game_length``), in actions of a whole game between random players at ``min_seats``: about
    how many a game takes, and how many none exceeds. Tests that run over every game scale their
    thresholds from them. ``bench``: the
    table's frame-bench hook (``"module:function"``, see :mod:`fort_desktop.table.kit.bench`).

    Not changed once made (a :class:`~fort_desktop.record.Record`: ``entry.replace(playable=False)``
    is a changed copy).
    """

    __slots__ = ("name", "title", "pitch", "summary", "min_seats", "max_seats", "rules", "table", "bot", "art",
                 "bots", "pages", "score_labels", "options", "raced", "playable", "bench", "extra", "picture",
                 "illustrations", "typical_game_length", "max_game_length")
    frozen = True

    def __init__(self, name: str, title: str, pitch: str, summary: str, min_seats: int, max_seats: int,
                 rules: str, table: str, bot: str, art: str = "", bots: dict[str, str] | None = None,
                 pages: str = "", score_labels: tuple[str, ...] = (), options: tuple[GameOption, ...] = (),
                 raced: bool = False, playable: bool = True, bench: str = "", extra: dict[str, str] | None = None,
                 picture: str = "", illustrations: str = "", typical_game_length: int = 100,
                 max_game_length: int = 1000):
        self.name, self.title, self.pitch, self.summary = name, title, pitch, summary
        self.min_seats, self.max_seats, self.rules, self.table, self.bot = min_seats, max_seats, rules, table, bot
        self.art, self.pages, self.score_labels, self.options = art, pages, score_labels, options
        self.bots: dict[str, str] = {} if bots is None else bots
        self.extra: dict[str, str] = {} if extra is None else extra
        self.raced, self.playable, self.bench, self.picture = raced, playable, bench, picture
        self.illustrations, self.typical_game_length, self.max_game_length = (illustrations, typical_game_length,
                                                                              max_game_length)

    @property
    def seats_text(self) -> str:
        """``"2 players"`` or ``"2 to 4 players"``."""
        if self.min_seats == self.max_seats:
            return f"{self.min_seats} players"
        return f"{self.min_seats} to {self.max_seats} players"

    @property
    def picture_name(self) -> str:
        """The launcher picture's sprite name or file path (``games/<name>`` unless declared)."""
        return self.picture or f"games/{self.name}"

    @property
    def pages_path(self) -> Path:
        """The how-to-play pages file: ``pages`` under the project's ``data/`` folder unless it is an
        absolute path (a game whose data lives elsewhere, as the tests' toy game)."""
        return Path(self.pages) if Path(self.pages).is_absolute() else _game_data_dir() / self.pages

    def load_illustrations(self) -> object | None:
        """The game's how-to-play pictures (imports its table package), or None if it has none."""
        return _load(self.illustrations) if self.illustrations else None

    def load_rules(self) -> "GameRules[Any, View]":
        """The rules object (imports the rules package on first use); its state type is the
        game's own, known to its table and bot, not to the registry."""
        rules: GameRules[Any, View] = _load(self.rules)
        return rules

    def load_table(self) -> type:
        """The table scene class (imports pygame)."""
        table: type = _load(self.table)
        return table

    @property
    def strengths(self) -> tuple[str, ...]:
        """The strengths of computer player this game has, in :data:`STRENGTHS` order (then any other
        it declares)."""
        have = {"normal", *self.bots} if self.bot else set(self.bots)
        return tuple(s for s in STRENGTHS if s in have) + tuple(sorted(have - set(STRENGTHS)))

    def bot_target(self, strength: str = "normal") -> str:
        """The ``"module:attribute"`` of the computer player of ``strength``; raises ``KeyError``
        (one line) for a strength this game does not have."""
        target = self.bots.get(strength) or (self.bot if strength == "normal" else "")
        if not target:
            raise KeyError(f"{self.title} has no {strength!r} computer player; it has {', '.join(self.strengths)}")
        return target

    def load_bot(self, strength: str = "normal") -> "Bot":
        """The game's computer player of ``strength`` (default Normal): ``choose(rules, state, seat,
        rng) -> action`` (None when ``seat`` may not act). Raises ``KeyError`` for an unknown
        strength, ``ImportError`` when its module is missing."""
        bot: Bot = _load(self.bot_target(strength))
        return bot

    def load_bot_why(self, strength: str = "normal") -> "Callable[..., Any] | None":
        """The reason-giving variant of the ``strength`` player (``<attribute>_why(rules, state, seat,
        rng) -> (action, reason)``), or None when it has none."""
        module_name, _, attr = self.bot_target(strength).partition(":")
        found = getattr(importlib.import_module(module_name), f"{attr}_why", None)
        return found if callable(found) else None

    def default_options(self, seat_count: int) -> dict[str, str]:
        """Each option that applies at ``seat_count`` seats, at its default."""
        return {o.name: o.default for o in self.options if not o.seat_counts or seat_count in o.seat_counts}

    def check_options(self, seat_count: int, options: Mapping[str, object] | None) -> dict[str, str]:
        """``options`` completed with the defaults of those that apply at ``seat_count`` seats.

        Raises ``ValueError`` (one line) for an unknown option, one that does not apply at that many
        seats, or a value that is not one of its choices.
        """
        given = dict(options or {})
        known = {o.name: o for o in self.options}
        result = self.default_options(seat_count)
        for name, value in given.items():
            option = known.get(name) if isinstance(name, str) else None
            if option is None:
                raise ValueError(f"{self.title} has no option {str(name)[:40]!r}")
            if option.seat_counts and seat_count not in option.seat_counts:
                raise ValueError(f"option {name!r} is only for {' or '.join(map(str, option.seat_counts))} players")
            if value not in [v for v, _ in option.choices]:
                raise ValueError(f"option {name!r} is one of {', '.join(v for v, _ in option.choices)}, not {str(value)[:40]!r}")
            result[name] = value
        return result

    def check_seats(self, seat_count: int) -> None:
        """Raises ``ValueError`` unless ``seat_count`` is within this game's seat range."""
        if not self.min_seats <= seat_count <= self.max_seats:
            raise ValueError(f"{self.title} is for {self.seats_text}, not {seat_count}")


#: Computer player strengths, weakest to strongest, then the ladder's yardsticks. A seat kind is
#: ``"bot:<strength>"`` (``"bot"`` alone is Normal). ``baseline`` is a frozen copy of Normal; ``rusher``
#: (Fort only) races to the end trigger, building a Fort Level whenever it can.
STRENGTHS = ("easy", "normal", "hard", "baseline", "random", "rusher")
#: The strengths offered on the launcher (the others are for the command line and the ladder).
LAUNCHER_STRENGTHS = ("easy", "normal", "hard")


def _strength_bots(game: str) -> dict[str, str]:
    """A game's computer players by strength, besides Normal (its ``bot``)."""
    return {"easy": f"fort_desktop.bots.easy:choose_{game}",
            "hard": f"fort_desktop.bots.search:choose_{game}",
            "baseline": f"fort_desktop.bots.baseline.{game}:choose",
            "random": "fort_desktop.bots.random_bot:choose"}


def _game_data_dir() -> Path:
    from .paths import game_data_dir

    return game_data_dir()


def _load(target: str) -> Any:
    """The object ``"module:attribute"`` names (its module imported on first use; cached by Python)."""
    module_name, _, attr = target.partition(":")
    return getattr(importlib.import_module(module_name), attr)


GAMES: dict[str, GameEntry] = {
    "fortify": GameEntry(
        name="fortify",
        title="Fortify",
        pitch="Build a fort of cards, then pelt your rival's Base with water balloons.",
        summary="Part 1: build your fort and recruit Kids. Part 2: throw balloons. "
        "Hit the rival's Base 3 times to win.",
        min_seats=2,
        max_seats=2,
        rules="fort_desktop.rules.fortify:RULES",
        bench="fort_desktop.table.fortify.bench:bench_position",
        table="fort_desktop.table.fortify.scene:FortifyTable",
        bot="fort_desktop.bots.fortify:choose",
        bots=_strength_bots("fortify"),
        pages="fortify/reference.yaml",
        score_labels=("Hits landed", "Kids face up"),
        raced=True,
        illustrations="fort_desktop.table.fortify.pictures:ILLUSTRATIONS",
        typical_game_length=220,
        max_game_length=1500,
        options=(
            GameOption("card_set", "Fort Cards",
                       (("edge", "Walls on the card edges"), ("classic", "First shapes (walls set in)"))),
        ),
    ),
    "fort": GameEntry(
        name="fort",
        title="Fort",
        pitch="Recruit kids, gather stuff and level up the best fort on the block.",
        summary="A deck-builder for 2 to 4 players.",
        min_seats=2,
        max_seats=4,
        rules="fort_desktop.rules.fort:RULES",
        bench="fort_desktop.table.fort.bench:bench_position",
        table="fort_desktop.table.fort.scene:FortTable",
        bot="fort_desktop.bots.fort:choose",
        bots={**_strength_bots("fort"), "rusher": "fort_desktop.bots.fort:choose_rusher"},
        pages="fort/reference.yaml",
        illustrations="fort_desktop.table.fort.pictures:ILLUSTRATIONS",
        typical_game_length=240,
        max_game_length=3000,
        score_labels=("Total VP", "Fort", "Victory Track", "Pack", "Lookout", "Made-Up Rules", "Perks",
                      "Macaroni"),
    ),
    "forfort": GameEntry(
        name="forfort",
        title="Forfort",
        pitch="Be first to finish your fort, while you slow down your rivals.",
        summary="2 to 4 players, alone or in teams.",
        min_seats=2,
        max_seats=4,
        rules="fort_desktop.rules.forfort:RULES",
        bench="fort_desktop.table.forfort.bench:bench_position",
        table="fort_desktop.table.forfort.scene:ForfortTable",
        bot="fort_desktop.bots.forfort:choose",
        bots=_strength_bots("forfort"),
        pages="forfort/reference.yaml",
        typical_game_length=45,
        max_game_length=400,
        score_labels=("Points", "Walls", "Camps", "Armies in rival forts", "Keep bonus", "Turn order bonus"),
        options=(
            GameOption("four_player_mode", "At 4 players",
                       (("teams", "Teams: P1 + P3 vs P2 + P4"), ("solo", "Each for themselves")), (4,)),
        ),
    ),
}


def get(name: str) -> GameEntry:
    """The entry of game ``name``; raises ``KeyError`` for an unknown name."""
    return GAMES[name]


def playable() -> list[str]:
    """Names of the playable games, in launcher order."""
    return [name for name, entry in GAMES.items() if entry.playable]


def coming() -> tuple[str, ...]:
    """Names of the games listed as coming (not playable yet), in launcher order."""
    return tuple(name for name, entry in GAMES.items() if not entry.playable)


def playable_entry(name: str) -> GameEntry:
    """The entry of the playable game ``name``.

    Raises ``KeyError`` with one line for the player: an unknown game, or one that is coming.
    """
    entry = GAMES.get(name)
    now = ", ".join(playable())
    if entry is None:
        raise KeyError(f"unknown game {str(name)[:40]!r}; playable now: {now}")
    if not entry.playable:
        raise KeyError(f"{entry.title} is coming soon; playable now: {now}")
    return entry


def title(name: str) -> str:
    """The shown name of ``name`` (the name itself, capitalised, if unknown)."""
    entry = GAMES.get(name)
    return entry.title if entry else name.capitalize()
