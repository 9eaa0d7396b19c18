"""Fort's game state: plain data the table only reads (fort.md 5).

A :class:`Board` is one seat's things; :class:`FortState` the whole table plus the turn machine's
position: ``tasks`` (what the engine still has to do this turn, next first) and ``pending`` (the
decision it waits for, or None). Card lists are top-first: ``deck[0]`` is drawn next, ``park_deck[0]``
refills the Park, ``made_up[0]`` is the top of the Made-Up stack; ``discard[-1]`` is the face-up top.
``apply`` never mutates a state: the engine works on :meth:`FortState.clone`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypedDict

from ..chance import Chance

PT = ("P", "T")


if TYPE_CHECKING:
    # The turn machine's records are plain dicts; their shapes are for the type checker only (a
    # TypedDict class costs its annotations' compiling at every start).
    class Task(TypedDict, total=False):
        """One step on the turn machine's list (:attr:`FortState.tasks`). ``k`` is its kind:
        ``cleanup``, ``play``, ``post``, ``recruit``, ``discard`` (``saved``: the Padlock was asked),
        ``draw``, ``end_turn``, ``follow`` (``order``: seats still to ask), ``perk_offer`` (``seat``,
        ``perk``, ``run``), ``reward`` (``seat``, ``level``) or ``eff``: one effect to resolve for
        ``seat`` (``eff`` the effect as in data/fort, ``m`` its magnitude, ``mode`` "full" or "gain",
        ``run`` the resolution it belongs to, ``act`` "pub"/"prv"/"perk"/"rule", ``r`` a gather type
        fixed by the play, ``exclude`` cards it may not pick, ``role`` who resolves it)."""

        k: str
        seat: int
        eff: dict[str, Any]
        m: int
        mode: str
        run: int
        act: str
        r: str | None
        exclude: list[str]
        role: str
        order: list[int]
        perk: str
        level: int
        saved: bool


    class Play(TypedDict, total=False):
        """A card in play (:attr:`FortState.play`, or a plan being tried): ``card``, ``order`` (the
        actions used, ``["pub", "prv"]``...), ``full`` (the one used in full), ``gather`` (the type of
        each ONE gather, by action); once played also ``leader`` (seat), ``adds`` (cards added), ``ms``
        (each effect's magnitude, by action), ``trash_self`` and ``card_gone`` (S5c boxed it)."""

        card: str
        order: list[str]
        full: str
        gather: dict[str, str]
        leader: int
        adds: list[str]
        ms: dict[str, list[int]] | None
        trash_self: bool
        card_gone: bool


    class Decision(TypedDict, total=False):
        """The decision the turn machine waits for (:attr:`FortState.pending`): ``kind`` (``play``,
        ``add``, ``use_perk``, ``eff``, ``keep_rule``, ``perk``, ``follow``, ``recruit_phase``,
        ``save``; fort.md 5) and ``seat``, who decides; by kind: ``task`` (eff: the effect task),
        ``perk`` and ``run`` (use_perk), ``drawn`` (keep_rule: the rules drawn), ``rest`` (follow: the
        seats to ask after this one), ``left`` (save: cards the Padlock may still keep)."""

        kind: str
        seat: int
        task: Task
        perk: str
        run: int
        drawn: list[str]
        rest: list[int]
        left: int
else:
    Task = Play = Decision = dict


@dataclass
class Board:
    """One seat: cards (``deck``, ``hand``, ``discard``, ``yard``, ``lookout``), tokens (``stuff``,
    ``pack``: ``{"P": n, "T": n}``), Fort ``level`` 0-5, Victory ``track`` VP, ``perks`` and held
    Made-Up ``rules`` (ids), ``turns_taken``, ``seen_rules`` (rules it drew and put back: it knows
    them), ``perk_used`` (perk id -> turn number or round of its last use), ``perk_gained``
    (perk id -> turn number it was gained in)."""

    deck: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    yard: list[str] = field(default_factory=list)
    lookout: list[str] = field(default_factory=list)
    stuff: dict[str, int] = field(default_factory=lambda: {"P": 0, "T": 0})
    pack: dict[str, int] = field(default_factory=lambda: {"P": 0, "T": 0})
    level: int = 0
    track: int = 0
    perks: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    turns_taken: int = 0
    seen_rules: list[str] = field(default_factory=list)
    perk_used: dict[str, int] = field(default_factory=dict)
    perk_gained: dict[str, int] = field(default_factory=dict)

    def clone(self) -> "Board":
        """An independent copy."""
        return Board(self.deck[:], self.hand[:], self.discard[:], self.yard[:], self.lookout[:],
                     dict(self.stuff), dict(self.pack), self.level, self.track, self.perks[:], self.rules[:],
                     self.turns_taken, self.seen_rules[:], dict(self.perk_used), dict(self.perk_gained))

    def owned(self) -> list[str]:
        """Cards the seat owns (deck + discard + hand + Yard + Lookout; fort.md 4.1)."""
        return self.deck + self.discard + self.hand + self.yard + self.lookout

    def to_json(self) -> dict[str, Any]:
        """JSON-ready copy of every field."""
        return {k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
                for k, v in self.__dict__.items()}


@dataclass
class FortState:
    """The whole game. ``settings``: rules.yaml merged with the game's options. ``play``: the
    leader's play area this turn (``card``, ``order``, ``full``, ``gather``, ``adds``, ``ms``,
    ``trash_self``) or None. ``park``: slots (None = empty). ``box``: trashed cards and unused Best
    Friends. ``draft``: the draft's packets and picks while ``phase == "draft"``. ``reveals``: counts
    every draw, shuffle and reveal (undo barriers)."""

    seed: int
    seats: int
    settings: dict[str, Any]
    chance: Chance
    boards: list[Board]
    park: list[str | None]
    park_deck: list[str]
    box: list[str]
    made_up: list[str]
    perk_row: list[str]
    supply: dict[str, int]
    macaroni: int | None = None
    round: int = 1
    turn_no: int = 0
    current: int = 0
    phase: str = "play"
    play: Play | None = None
    tasks: list[Task] = field(default_factory=list)
    pending: Decision | None = None
    ending: bool = False
    end_reason: str = ""
    over: bool = False
    draft: dict[str, Any] | None = None
    reveals: int = 0
    run_seq: int = 0

    def clone(self, share_chance: bool = False) -> "FortState":
        """An independent copy (``share_chance``: for simulations that never draw and never change
        ``tasks`` or ``pending`` - the Chance, the tasks and the pending decision are shared)."""
        return FortState(
            self.seed, self.seats, self.settings, self.chance if share_chance else self.chance.copy(),
            [b.clone() for b in self.boards], self.park[:], self.park_deck[:], self.box[:], self.made_up[:],
            self.perk_row[:], dict(self.supply), self.macaroni, self.round, self.turn_no, self.current,
            self.phase, _copy(self.play), list(self.tasks) if share_chance else [_copy(t) for t in self.tasks],
            self.pending if share_chance else _copy(self.pending), self.ending,
            self.end_reason, self.over, _copy(self.draft), self.reveals, self.run_seq)

    def asked(self) -> Decision:
        """The pending decision (``pending``); raises ``RuntimeError`` when none is pending."""
        if self.pending is None:
            raise RuntimeError("Fort: no decision is pending")
        return self.pending

    def in_play(self) -> Play:
        """This turn's play area (``play``); raises ``RuntimeError`` when no card is in play."""
        if self.play is None:
            raise RuntimeError("Fort: no card is in play")
        return self.play

    def drafting(self) -> dict[str, Any]:
        """The draft (``draft``); raises ``RuntimeError`` outside the draft."""
        if self.draft is None:
            raise RuntimeError("Fort: no draft is on")
        return self.draft

    def new_run(self) -> int:
        """A fresh id grouping the effect tasks of one resolution (the lookahead keeps a run's
        "full" action fully usable)."""
        self.run_seq += 1
        return self.run_seq

    def to_json(self) -> dict[str, Any]:
        """Everything, chance included (for digests)."""
        data = {k: v for k, v in self.__dict__.items() if k not in ("boards", "chance")}
        data["boards"] = [b.to_json() for b in self.boards]
        data["chance"] = self.chance.snapshot()
        return data


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value
