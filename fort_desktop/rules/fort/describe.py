"""Actions in plain words for the game log, as one seat may read them (GameRules.describe): a card
is named only when the reader may know it once the action is done; a kept Made-Up Rule is named
only to its keeper."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .board import CAT
from .knowledge import known_cards
from .state import FortState
from ...text import possessive

WORDS = {"P": "pizza", "T": "toys"}


def tokens(n: int, r: str) -> str:
    """``n`` tokens of type ``r`` in words: "1 pizza", "2 toys", "1 toy"."""
    return f"{n} {'pizza' if r == 'P' else ('toy' if n == 1 else 'toys')}"


def swap_words(choice: dict[str, Any]) -> str:
    """A ``convert`` choice (``{"stuff": {"P", "T"}, "pack": {"P", "T"}}``: how many of each type
    in each zone change type) in words, naming what changes where (issue 14: Swap Meet's rows all
    read "swaps the type of 1 token"): "swaps 1 pizza for a toy in Stuff", "swaps 1 toy for a pizza
    in Pack and 1 pizza for a toy in Stuff", "swaps nothing"."""
    parts = []
    for zone in ("stuff", "pack"):
        for r, other in (("P", "a toy"), ("T", "a pizza")):
            n = (choice.get(zone) or {}).get(r, 0)
            if n:
                into = other if n == 1 else ("toys" if r == "P" else "pizza")
                parts.append(f"{tokens(n, r)} for {into} in {zone.capitalize()}")
    return "swaps " + " and ".join(parts) if parts else "swaps nothing"


def who_is(seat: int, names: Sequence[str] | None) -> str:
    """Seat ``seat`` (0-based) as players call it: its name, else "P<n>"."""
    return names[seat] if names and 0 <= seat < len(names) else f"P{seat + 1}"


def yard_why(cards: Sequence[str]) -> str:
    """Why ``cards`` went to a Yard, the rule in words (rule text "Phase 4: Discard"; "Best Friends
    ... can never be recruited"): said after the Yard's line of the log."""
    why = " - the cards left in hand go to the Yard at the end of the turn, where rivals may recruit them"
    if any(CAT.spec(c).bf for c in cards):
        why += " (never a Best Friend)"
    return why


def describe(before: FortState, after: FortState | None, action: dict[str, Any], viewer: int | None,
             names: Sequence[str] | None = None) -> str:
    """One line for ``action`` applied to ``before`` giving ``after`` (None if refused), followed by
    what it built: a Fort Level reached and the Macaroni taken (public, so for every viewer). A card
    is named when ``viewer`` knew it before (a Park card recruited) or may know it after (a card
    played); otherwise it is "a card"."""
    line = _describe(before, after, action, viewer, names)
    if after is None:
        return line
    built = [f"{possessive(who_is(seat, names))} Fort reaches Level {board.level}"
             for seat, (old, board) in enumerate(zip(before.boards, after.boards)) if board.level > old.level]
    if after.macaroni is not None and after.macaroni != before.macaroni:
        built.append(f"{who_is(after.macaroni, names)} takes the Macaroni Sculpture")
    return "; ".join([line] + built)


def _describe(before: FortState, after: FortState | None, action: dict[str, Any], viewer: int | None,
              names: Sequence[str] | None = None) -> str:
    seat = action.get("seat") if isinstance(action, dict) else None
    who = who_is(seat, names) if isinstance(seat, int) and not isinstance(seat, bool) else "someone"
    if after is None:
        return f"{who}: that is not allowed now"
    known = known_cards(before, viewer) | known_cards(after, viewer)  # seen before or shown by it

    def name(card: str) -> str:
        if card == "deck":
            return "the top card of the Park deck"
        return CAT.spec(card).name if card in known else "a card"

    kind = action["type"]
    p = before.pending or {}
    if kind == "play":
        order = " then ".join("public" if n == "pub" else "private" for n in action["order"])
        full = "public" if action["full"] == "pub" else "private"
        kinds = "".join(f", {'public' if n == 'pub' else 'private'} gathers {WORDS[r]}"
                        for n, r in sorted(action["gather"].items()))
        used = f"{order} action" if len(action["order"]) == 1 else f"{order} action ({full} used in full{kinds})"
        if len(action["order"]) == 1 and kinds:
            used += f" ({kinds[2:]})"
        return f"{who} plays {name(action['card'])}: {used}"
    if kind == "skip":
        return f"{who} plays no card this turn"
    if kind == "add":
        return f"{who} adds {name(action['card'])}"
    if kind == "confirm":
        return f"{who} is done adding cards and carries out the play"
    if kind == "use_perk":
        return f"{who} uses the perk {CAT.perks[action['perk']].name}"
    if kind == "pass":
        return {"follow": f"{who} does not follow", "recruit_phase": f"{who} recruits nobody",
                "use_perk": f"{who} does not use the perk", "save": f"{who} keeps no card out of the Yard"
                }.get(str(p.get("kind")), f"{who} passes")
    if kind == "gather":
        return f"{who} takes {WORDS[action['r']]}"
    if kind == "pack":
        parts = [tokens(action[r], r) for r in "PT" if action[r]]
        return f"{who} packs " + (" and ".join(parts) or "nothing")
    if kind == "pay":
        parts = [f"{tokens(action[z][r], r)} from {z.capitalize()}" for z in ("stuff", "pack") for r in "PT"
                 if action[z][r]]
        return f"{who} pays " + (", ".join(parts) or "nothing")
    if kind in ("lookout", "trash"):
        cards = ", ".join(name(c) for c in action["cards"]) or "nothing"
        gone = " (trashed cards leave the game for good)" if kind == "trash" and action["cards"] else ""
        return f"{who} {'tucks into the Lookout' if kind == 'lookout' else 'trashes'}: {cards}{gone}"
    if kind == "recruit":
        card = action["card"]
        where = "the Park" if card in before.park or card == "deck" else "a rival's Yard"
        for r, b in enumerate(before.boards):
            if card in b.yard:
                where = f"{possessive(who_is(r, names))} Yard"
        return f"{who} recruits {name(card)} from {where}" if card != "deck" else f"{who} recruits {name(card)}"
    if kind == "trash_rival":
        return f"{who} trashes {name(action['card'])} from a rival's Yard (it leaves the game for good)"
    if kind == "rival":
        return f"{who} copies {possessive(who_is(action['rival'], names))} Pack"
    if kind == "convert":
        return f"{who} {swap_words(action)}"
    if kind == "keep_rule":
        if viewer == seat:
            return f"{who} keeps the Made-Up Rule {CAT.rules[action['rule']].name}"
        return f"{who} keeps a Made-Up Rule"
    if kind == "perk":
        return f"{who} takes the perk {CAT.perks[action['perk']].name}"
    if kind == "follow":
        return f"{who} follows with " + " and ".join(name(c) for c in action["cards"])
    if kind == "save":
        return f"{who} keeps {name(action['card'])} out of the Yard"
    if kind == "draft":
        return f"{who} keeps {name(action['card'])} from the draft" if viewer == seat else f"{who} keeps a card from the draft"
    return f"{who}: {kind}"


def outcome(before: FortState, after: FortState, viewer: int | None,
            names: Sequence[str] | None = None) -> list[str]:
    """What followed one action, one public line per change (tokens, levels, VP, Lookout, Yard,
    Park, hands drawn, perks and rules taken, the end), for ``viewer``: counts for hidden cards."""
    lines: list[str] = []
    for seat, (b0, b1) in enumerate(zip(before.boards, after.boards)):
        who = who_is(seat, names)
        for zone in ("stuff", "pack"):
            for r in "PT":
                d = getattr(b1, zone)[r] - getattr(b0, zone)[r]
                if d:
                    lines.append(f"{possessive(who)} {zone.capitalize()}: {'+' if d > 0 else '-'}{tokens(abs(d), r)}")
        if b1.level != b0.level:
            lines.append(f"{who} reaches Fort Level {b1.level}")
        if b1.track != b0.track:
            lines.append(f"{who} scores {b1.track - b0.track} VP (track {b1.track})")
        asked = before.pending or {}
        # a tuck decided by this seat: the action's own line names the cards already
        tucked = asked.get("seat") == seat and (asked.get("task") or {}).get("eff", {}).get("op") == "lookout"
        for c in b1.lookout[len(b0.lookout):] if not tucked else []:
            lines.append(f"{who} tucks {CAT.spec(c).name} into the Lookout")
        if len(b1.yard) > len(b0.yard):
            new = [c for c in b1.yard if c not in b0.yard]
            lines.append(f"{possessive(who)} Yard: " + ", ".join(CAT.spec(c).name for c in new) + yard_why(new))
        if b0.yard and not b1.yard and b1.turns_taken == b0.turns_taken:
            lines.append(f"{possessive(who)} Yard goes to the discard pile")
        # the cards new in hand (a turn's end puts the unplayed ones in the Yard first, rules
        # "Turn Phases" 4-5: counting the hand's growth said "draws 2" for a draw of 5)
        kept = set(b0.hand)
        drawn = sum(1 for c in b1.hand if c not in kept)
        if drawn > 0 and b1.turns_taken > b0.turns_taken:
            lines.append(f"{who} draws {drawn} card{'s' if drawn != 1 else ''}")
        if len(b1.deck) > len(b0.deck) and len(b1.discard) < len(b0.discard):
            lines.append(f"{who} shuffles the discard pile into a new deck")
        decided = (before.pending or {}).get("kind")  # the action's own line already says it
        for p in b1.perks[len(b0.perks):]:
            if decided != "perk":
                lines.append(f"{who} takes the perk {CAT.perks[p].name}")
        if len(b1.rules) > len(b0.rules) and decided != "keep_rule":
            lines.append(f"{who} keeps a Made-Up Rule" if viewer != seat else
                         f"{who} keeps {CAT.rules[b1.rules[-1]].name}")
    for slot, (c0, c1) in enumerate(zip(before.park, after.park)):
        if c1 != c0 and c1 is not None:
            lines.append(f"the Park shows {CAT.spec(c1).name}")
    if after.macaroni is not None and before.macaroni is None:
        lines.append(f"{who_is(after.macaroni, names)} takes the Macaroni Sculpture")
    if after.over and not before.over:
        lines.append("the game is over")
    elif after.current != before.current:
        lines.append(f"{possessive(who_is(after.current, names))} turn")
    return lines
