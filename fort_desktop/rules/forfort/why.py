"""Why a card cannot be used on a place, in players' words (the table's refusal when a card is
dropped where none of its effects may go; rule text "Activer l'effet d'une carte", forfort.md 4.2
EFFECT). Read-only: it asks :func:`.effects.targets` and names what stands in the way."""
from __future__ import annotations

from . import cards
from .context import Context
from .effects import targets
from .state import ForfortState
from .teams import opponents

#: The first line of a fort faces the table's centre (geometry.yaml ``line``).
LINE_WORDS = {1: "the front line (the row facing the table's centre)",
              2: "the middle line", 3: "the back line"}


def effect_problem(ctx: Context, s: ForfortState, seat: int, card: str, fort: int, slot: str) -> str:
    """Why none of Wall ``card``'s symbols can be played by ``seat`` on ``slot`` of ``fort`` (a slot
    id, or "keep"), e.g. "a Protected Wall stands there: a Ram cannot destroy it". One clause per
    symbol, joined with "; "."""
    wall = ctx.cat.wall(card)
    reasons = [_symbol_problem(ctx, s, seat, symbol, fort, slot) for symbol in wall.symbols]
    return "; ".join(dict.fromkeys(r for r in reasons if r)) or "it cannot be played there now"


def _symbol_problem(ctx: Context, s: ForfortState, seat: int, symbol: str, fort: int, slot: str) -> str:
    sym = ctx.data.symbols[symbol]
    spec, name = sym.base, sym.en
    rival = fort in opponents(s, seat)
    kind = spec.effect
    if kind in ("place_from_discard", "build_from_discard_or_keep"):
        if fort != seat:
            return f"a {name} rebuilds only in your own fort"
        if not any(cards.is_wall(c) or cards.is_camp(c) for c in s.players[seat].discard):
            return f"a {name} rebuilds from your discard, and it is empty"
        return f"no card of your discard may go on your {ctx.geo.words(slot) if slot != 'keep' else 'keep'}"
    if not rival:
        whose = "yours" if fort == seat else "your partner's"
        return f"a {name} is aimed at a rival fort, not at {whose}"
    if kind == "destroy_keep_top":
        if slot != "keep":
            return f"a {name} hits only a rival keep"
        return f"a {name} needs a card on that keep, and it is empty"
    if kind == "destroy_slot":
        if slot == "keep":
            return f"a {name} cannot target a keep (only a Siege Tower can)"
        if ctx.geo.line(slot) not in spec.lines:
            lines = " or ".join(LINE_WORDS[n] for n in spec.lines)
            return f"a {name} reaches only {lines} of a fort"
        top = s.top(fort, slot)
        if top is None:
            return f"there is nothing there for a {name} to destroy"
        if cards.is_wall(top) and ctx.cat.wall(top).protected:
            return f"a Protected Wall stands there: a {name} cannot destroy it (a Double {name} can)"
        return f"a {name} cannot destroy what is there now"
    if kind == "garrison":
        if slot == "keep":
            return f"a {name} places an Army on a slot, not on a keep"
        if any(t.get("mode") == "defeat" and _army_at(s, t["army"]) == (fort, slot)
               for t in targets(ctx, s, seat, spec)):
            return ""
        if not s.players[seat].army_supply:
            return f"you have no Army left to place with a {name}"
        if s.army_at(fort, slot) is not None:
            return "an Army already stands there"
        return f"a {name} places an Army only on an empty slot"
    return ""


def _army_at(s: ForfortState, army_id: str) -> tuple[int, str] | None:
    army = next((a for a in s.armies if a.id == army_id), None)
    return (army.fort, army.slot) if army else None
