"""A card's actions in players' words for the hover enlargement ("gather pizza: 1 per Skateboard")."""
from __future__ import annotations

from typing import Any, Mapping

SUIT_WORDS = {"SK": "Skateboard", "SH": "Shovel", "GL": "Glue", "SQ": "Squirtgun", "CR": "Crown", "BK": "Book",
              "CO": "Coin"}
RES = {"P": "pizza", "T": "toys", "ONE": "pizza or toys", "ANY": "any mix"}


def effect_words(eff: Mapping[str, Any]) -> str:
    """One effect in words, with its magnitude rule (fort.md 3)."""
    op = eff["op"]
    n = eff.get("n", 0 if "x" in eff else 1)
    size = str(n) if "x" not in eff else (f"{n} + " if n else "") + f"1 per {SUIT_WORDS[eff['x']]}"
    if "max" in eff:
        size += f" (max {eff['max']})"
    text = {
        "gather": f"gather {size} {RES[eff.get('r', 'ONE')]}",
        "pack": f"pack {size} from Stuff",
        "advance": "build the Fort a level" + (f" ({eff['disc']} less)" if eff.get("disc") else ""),
        "score": f"score {size} VP" + (f" x your {eff['per']}" if "per" in eff else ""),
        "lookout": f"tuck {size} hand card(s) into the Lookout",
        "trash": f"trash {'up to ' if eff.get('upto') else ''}{size} card(s) from hand or discard",
        "trash_self": "trash this card afterwards",
        "recruit": "recruit from " + " or ".join(eff.get("from", ["park", "yard"])),
        "spend": f"pay {eff.get('n', 1)} {RES[eff.get('r', 'ANY')]}",
        "trash_rival": "trash a card from a rival's Yard",
        "copy_pack": "gain a copy of your Pack",
        "copy_rival_pack": "gain a copy of a rival's Pack",
        "convert": f"swap the type of {size} token(s)",
    }[op]
    return text


def card_lines(spec: Any) -> list[str]:
    """The enlargement's lines: name, suits, public and private actions."""
    lines = [spec.name + (" (Best Friend)" if spec.bf else ""), "Suits: " + ", ".join(SUIT_WORDS[s] for s in spec.suits)]
    for label, action in (("Public", spec.pub), ("Private", spec.prv)):
        if action:
            lines.append(f"{label}: " + ", then ".join(effect_words(e) for e in action))
    return lines


def plan_words(play: Mapping[str, Any]) -> str:
    """A play's plan in a row of the plan panel: "Public, then private - public in full - public
    gathers pizza" (fort.md S2: the order of the used actions, which one is used in full, and each
    gather's type)."""
    name = {"pub": "public", "prv": "private"}
    order = ", then ".join(name[n] for n in play["order"])
    parts = [order[0].upper() + order[1:] + ("" if len(play["order"]) > 1 else " only")]
    if len(play["order"]) > 1:
        parts.append(f"{name[play['full']]} in full")
    parts += [f"{name[n]} gathers {RES[r]}" for n, r in sorted((play.get("gather") or {}).items())]
    return " - ".join(parts)
