"""What one seat sees (GameRules.view; fort.md 6 edge 22): a JSON-ready dict in which hidden cards
are absent, replaced by counts. Card faces are looked up by id (``RULES.card(id)``)."""
from __future__ import annotations

from typing import Any

from ..base import JsonView
from .board import lookout_cap, pack_cap
from .state import FortState


class FortView(JsonView):
    """Fort's view (base.py :class:`~fort_desktop.rules.base.View`): JSON-ready data read by key,
    in the shape :func:`view` documents."""


def view(st: FortState, seat: int | None) -> FortView:
    """The table as ``seat`` may see it (None: a spectator).

    ``seats[i]`` holds the public board of seat i (``yard``, ``lookout``, ``stuff``, ``pack``,
    ``level``, ``track``, ``perks``, counts of ``hand``/``deck``/``discard``/``rules``, the
    ``discard_top``) and, for ``seat`` itself, ``hand``, ``discard`` and ``rules``. ``pending``
    says who must decide what; the drawn Made-Up Rules appear only for the seat choosing."""
    seats = []
    for i, b in enumerate(st.boards):
        entry: dict[str, Any] = {
            "seat": i, "level": b.level, "track": b.track, "stuff": dict(b.stuff), "pack": dict(b.pack),
            "pack_cap": pack_cap(st, i), "lookout_cap": lookout_cap(st, i), "yard": list(b.yard),
            "lookout": list(b.lookout), "perks": list(b.perks), "hand_count": len(b.hand),
            "deck_count": len(b.deck), "discard_count": len(b.discard),
            "discard_top": b.discard[-1] if b.discard else None, "rules_count": len(b.rules),
            "turns_taken": b.turns_taken, "macaroni": st.macaroni == i,
        }
        if i == seat:
            entry["hand"] = list(b.hand)
            entry["discard"] = list(b.discard)
            entry["rules"] = list(b.rules)
            entry["seen_rules"] = list(b.seen_rules)
        elif st.over:
            entry["rules"] = list(b.rules)
        seats.append(entry)
    out = FortView({
        "game": "fort", "viewer": seat, "round": st.round, "current": st.current, "over": st.over,
        "ending": st.ending, "seats": seats, "park": list(st.park), "park_deck_count": len(st.park_deck),
        "perk_row": list(st.perk_row), "made_up_count": len(st.made_up), "supply": dict(st.supply),
        "box": list(st.box), "macaroni": st.macaroni, "phase": st.phase, "settings": _public_settings(st),
    })
    if st.play is not None:
        out["play"] = {k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
                       for k, v in st.play.items()}
    out["pending"] = _pending(st, seat)
    if st.draft is not None:
        out["draft"] = {"picked": [p is not None for p in st.draft["picks"]],
                        "kept_count": [len(k) for k in st.draft["kept"]]}
        if seat is not None:
            out["draft"]["packet"] = list(st.draft["packets"][seat])
            out["draft"]["kept"] = list(st.draft["kept"][seat])
            out["draft"]["my_pick"] = st.draft["picks"][seat]
    return out


def _pending(st: FortState, seat: int | None) -> dict[str, Any] | None:
    p = st.pending
    if p is None:
        return None
    out: dict[str, Any] = {"kind": p["kind"], "seat": p["seat"]}
    if p["kind"] == "eff":
        t = p["task"]
        out.update(op=t["eff"]["op"], m=t["m"], mode=t["mode"], role=t["role"], effect=dict(t["eff"]))
    elif p["kind"] == "use_perk":
        out["perk"] = p["perk"]
    elif p["kind"] == "keep_rule":
        out["count"] = len(p["drawn"])
        if seat == p["seat"]:
            out["drawn"] = list(p["drawn"])
    return out


def _public_settings(st: FortState) -> dict[str, Any]:
    return {k: v for k, v in st.settings.items() if not isinstance(v, dict)}
