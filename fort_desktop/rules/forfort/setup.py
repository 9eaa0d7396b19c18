"""Setting up a game (rule text "Au début de la partie"; forfort.md 3.1, 4.2 step 0, C1-C3, C20,
C25): each player's keep shuffled, a hand dealt, Armies, Camps and the drawbridge token, then the
starting Camps placed in seat order from the start player.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..chance import Chance
from .cards import army_id, camp_id, wall_id
from .context import Context
from .state import SETUP, ForfortState, PlayerState
from .turn import begin_turn

OPTIONS = {"four_player_mode": ("teams", "solo")}


def check_options(ctx: Context, options: Mapping[str, object] | None) -> dict[str, str]:
    """The options with defaults filled in; raises ``ValueError`` for an unknown key or value."""
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise ValueError("options must be a mapping of name to value")
    chosen = {"four_player_mode": ctx.settings["four_player_mode_default"]}
    for name, value in options.items():
        if name not in OPTIONS:
            raise ValueError(f"Forfort has no option {name!r} (options: {', '.join(OPTIONS)})")
        if value not in OPTIONS[name]:
            raise ValueError(f"option {name} is one of {', '.join(OPTIONS[name])}, not {value!r}")
        chosen[name] = str(value)
    return chosen


def new_game(ctx: Context, seed: int, seats: Sequence[str], options: Mapping[str, object] | None,
             chance: Chance | None = None) -> ForfortState:
    """A fresh game for ``len(seats)`` players (2-4; ``ValueError`` otherwise).

    Each keep is shuffled with the chance label ``keep:P<n>``; a forced outcome lists cards from
    the TOP down, so the first ``hand_size`` are dealt into the hand in that order and the next is
    the keep's top. The start player is drawn with the label ``start_player`` (C20).
    ``chance``: a ``Chance(seed)`` with outcomes already forced (tests stacking keeps), else a new one.
    """
    n = len(seats)
    if not 2 <= n <= 4:
        raise ValueError(f"Forfort is for 2 to 4 players, not {n}")
    chosen = check_options(ctx, options)
    st = ctx.settings
    teams = tuple(tuple(t) for t in st["teams_4p"]) if n == 4 and chosen["four_player_mode"] == "teams" else ()
    chance = chance if chance is not None else Chance(seed)
    deck = ctx.data.deck_for(n)
    players = []
    for seat in range(n):
        order = [wall_id(seat, c.id) for c in deck]
        chance.shuffle(order, label=f"keep:P{seat + 1}")
        keep = list(reversed(order))  # top last
        hand = [keep.pop() for _ in range(st["hand_size"])]
        camps = [camp_id(seat, i + 1) for i in range(st["camps_start"] + st["camps_supply"])]
        armies = [army_id(seat, i + 1) for i in range(st["armies_per_player"])]
        players.append(PlayerState(seat=seat, keep=keep, hand=hand, discard=[],
                                   fort={slot: [] for slot in ctx.geo.slots}, army_supply=armies, skulls=[],
                                   camp_supply=camps, has_token=st["drawbridge_tokens"] > 0))
    start = chance.choice(list(range(n)), label="start_player") if st["start_player"] == "random" else 0
    queue = [(start + i) % n for i in range(n)] * st["camps_start"]
    s = ForfortState(seed=seed, chance=chance, seats=n, teams=teams, start_seat=start,
                     seat=queue[0] if queue else start, round=1, phase=SETUP, players=players, setup_queue=queue)
    if not queue:
        begin_turn(ctx, s)
    return s
