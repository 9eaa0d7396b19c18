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
