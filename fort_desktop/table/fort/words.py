"""A card's actions in players' words for the hover enlargement ("gather pizza: 1 per Skateboard")."""
from __future__ import annotations

import functools
from typing import Any, Mapping

from ... import DATA_DIR
from ...data import load_yaml
from ...text import possessive

SUIT_WORDS = {"SK": "Skateboard", "SH": "Shovel", "GL": "Glue", "SQ": "Squirtgun", "CR": "Crown", "BK": "Book",
              "CO": "Coin"}
FROM_WORDS = {"park": "the Park", "yard": "a rival's Yard"}
PER_WORDS = {"lookout": "Lookout cards", "pack": "Pack tokens", "fort": "Fort Levels"}
#: What "trash" means, said wherever a card's full words use it (rule text "Trash (remove a card from
#: your deck permanently)").
GONE = " (a trashed card leaves the game for good)"
#: What the Coin is, said where a card's suits are named in full ("Wild Coin Suit").
COIN_WORDS = "Coin (wild: counts as any suit)"
RES = {"P": "pizza", "T": "toys", "ONE": "pizza or toys", "ANY": "pizza or toys (any mix)"}


def res_words(r: str, one: bool) -> str:
    """:data:`RES` of ``r``, by count: "toy" (and "pizza or toy") when ``one`` (a count of 1)."""
    words = RES[r]
    return words.replace("toys", "toy") if one else words


def counted(size: str, noun: str) -> str:
    """``size`` (a count's words: "1", "2", "1 + 1") and ``noun``, plural unless it is 1: "1 token",
    "2 tokens"."""
    return f"{size} {noun}" if size.strip() == "1" else f"{size} {noun}s"


def effect_words(eff: Mapping[str, Any]) -> str:
    """One effect in words, with its magnitude rule (fort.md 3)."""
    op = eff["op"]
    n = eff.get("n", 0 if "x" in eff else 1)
    size = str(n) if "x" not in eff else (f"{n} + " if n else "") + "1"
    per = "" if "x" not in eff else f" per {SUIT_WORDS[eff['x']]} card"
    cap = f" (max {eff['max']})" if "max" in eff else ""
    res = res_words(eff.get('r', 'ONE'), size == "1")   # "gather 1 toy", "1 pizza or toy per Skateboard card"
    text = {
        "gather": f"gather {size} {res}{per}{cap}",
        "pack": f"pack {counted(size, 'token')}{per} from Stuff{cap}",
        "advance": "build the Fort a level" + (f" ({eff['disc']} less)" if eff.get("disc") else ""),
        "score": f"score {size} VP{per}{cap}" + (f" for each of your {PER_WORDS[eff['per']]}" if "per" in eff else ""),
        "lookout": f"tuck {counted(size, 'hand card')}{per} into the Lookout",
        "trash": f"trash {'up to ' if eff.get('upto') else ''}{counted(size, 'card')}{per} from hand or discard{GONE}",
        "trash_self": f"trash this card afterwards{GONE}",
        "recruit": "recruit from " + " or ".join(FROM_WORDS[f] for f in eff.get("from", ["park", "yard"])),
        "spend": f"pay {eff.get('n', 1)} {res_words(eff.get('r', 'ANY'), eff.get('n', 1) == 1)}",
        "trash_rival": f"trash a card from a rival's Yard{GONE}",
        "copy_pack": "gain a copy of your Pack",
        "copy_rival_pack": "gain a copy of a rival's Pack",
        "convert": f"swap the type of {counted(size, 'token')}{per}",
    }[op]
    return text


def card_lines(spec: Any) -> list[str]:
    """The enlargement's lines: name, suits, public and private actions."""
    lines = [spec.name + (" (Best Friend)" if spec.bf else ""),
             "Suits: " + ", ".join(COIN_WORDS if s == "CO" else SUIT_WORDS[s] for s in spec.suits)]
    for label, action in (("Public", spec.pub), ("Private", spec.prv)):
        if action:
            lines.append(f"{label}: " + ", then ".join(effect_words(e) for e in action))
    return lines


def plan_words(play: Mapping[str, Any], outcome: str = "", say_full: bool = True) -> str:
    """A play's plan in a row of the plan panel, in players' words, with what it gives:
    "Public, then private (the public one done fully), public takes pizza: you gain 2 pizza, then
    you pack 1 token". Rule text "Phase 2: Play": one or both actions, in the order chosen; at
    least one must be used fully (the other goes as far as it can); fort.md S3: each "pizza or
    toys" gather's type is chosen now. ``outcome``: the rules' words for what the play gives;
    ``say_full``: name the action done fully (False when no other row differs only in that)."""
    name = {"pub": "public", "prv": "private"}
    order = ", then ".join(name[n] for n in play["order"])
    text = order[0].upper() + order[1:] + ("" if len(play["order"]) > 1 else " action only")
    if len(play["order"]) > 1 and say_full:
        text += f" (the {name[play['full']]} one done fully)"
    for n, r in sorted((play.get("gather") or {}).items()):
        text += f", {name[n]} takes {RES[r]}"
    return f"{text}: {outcome}" if outcome else text


def short_effect(eff: Mapping[str, Any]) -> str:
    """One effect in a few words for a card's action box ("pizza, 1 per Skateboard", "build the
    Fort"): the hover enlargement gives the full sentence (:func:`effect_words`)."""
    op = eff["op"]
    n = eff.get("n", 0 if "x" in eff else 1)
    size = str(n) if "x" not in eff else (f"{n}+" if n else "") + "1"
    per = "" if "x" not in eff else f" per {SUIT_WORDS[eff['x']]}"
    cap = f", max {eff['max']}" if "max" in eff else ""
    return {
        "gather": f"+{size} {res_words(eff.get('r', 'ONE'), size == '1')}{per}{cap}",
        "pack": f"pack {size}{per}{cap}",
        "advance": "build the Fort" + (f" ({eff['disc']} less)" if eff.get("disc") else ""),
        "score": f"+{size} VP{per}{cap}" + (f" per {PER_WORDS[eff['per']][:-1]}" if "per" in eff else ""),
        "lookout": f"tuck {size}{per} into Lookout",
        "trash": f"trash {'up to ' if eff.get('upto') else ''}{size}{per}",
        "trash_self": "trash it",
        "recruit": "recruit from " + " or ".join(FROM_WORDS[f] for f in eff.get("from", ["park", "yard"])),
        "spend": f"pay {eff.get('n', 1)} " + (res_words(eff['r'], eff.get('n', 1) == 1) if eff.get('r', 'ANY') != 'ANY'
                                              else ('token' if eff.get('n', 1) == 1 else 'tokens')),
        "trash_rival": "trash from a rival's Yard",
        "copy_pack": "copy your Pack",
        "copy_rival_pack": "copy a rival's Pack",
        "convert": f"swap {size}{per} token{'' if size == '1' else 's'}",
    }[op]


def box_words(action: Any) -> str:
    """A card's public or private action for its box ("-" when it has none)."""
    return ", then ".join(short_effect(e) for e in (action or ())) or "-"


def sized_effect(eff: Mapping[str, Any], m: int, adding: bool = False) -> str:
    """An effect at its size ``m`` now, in players' words ("gather 2 pizza", "score 3 VP (max 4)");
    ``adding``: cards may still be added, so say what each matching card adds."""
    op = eff["op"]
    plural = "" if m == 1 else "s"
    res = res_words(eff.get("r", "ONE"), m == 1)
    text = {
        "gather": f"gather {m} {res}",
        "pack": f"pack {m} token{plural}",
        "advance": "build the Fort one level",
        "score": f"score {m} VP" + (f" per {PER_WORDS[eff['per']][:-1]}" if "per" in eff else ""),
        "lookout": f"tuck {m} card{plural} into the Lookout",
        "trash": f"trash {'up to ' if eff.get('upto') else ''}{m} card{plural}",
        "spend": f"pay {m} {res_words(eff.get('r', 'ANY'), m == 1)}",
        "convert": f"swap {m} token{plural}",
    }.get(op, effect_words(eff))
    if "max" in eff:
        text += f" (max {eff['max']})"
    if adding and "x" in eff and ("max" not in eff or m < eff["max"]):
        text += f", and 1 more for each {SUIT_WORDS[eff['x']]} you add"
    return text


#: The panel's question before any build is made (a build cannot be taken back), and its ways back.
BUILD_ASK_WORDS = "Build your Fort? Confirm here"
BUILD_BACK_TOKEN = "(click a picked token to put it back)"
BUILD_BACK_KEY = "(Esc or Ctrl+Z: back)"
BUILD_CONFIRM_NOTE = "click here or the panel's row to confirm"
#: the one name of the step that ends adding cards and carries out the play (issue 14: the panel
#: said "Done adding cards", its title and the lesson "Done", the coach "Carry out the play now");
#: the rules' banner and coach say it too (rules/fort/engine.py PHASE_WORDS, coach.py)
DONE_ADDING = "Done adding"
BUILD_BACK_WORDS = "Not built: back to every choice"


def built_words(level: int, macaroni: bool, last_round: bool) -> str:
    """What a build gives (said after a payment or a move): "your Fort reaches Level 5; you take
    the Macaroni Sculpture (2 points); this round is the last"."""
    parts = [f"your Fort reaches Level {level}"]
    if macaroni:
        parts.append("you take the Macaroni Sculpture (2 points)")
    if last_round:
        parts.append("this round is the last")
    return "; ".join(parts)


#: When a Perk that may be used is asked about, by its ``trigger`` (perks.yaml; the rules ask at
#: that moment: rules/fort/turn.py ``cleanup``, steps.py ``_confirm``): rule text "Phase 1:
#: Cleanup" is the first step of a turn (new users: Lemonade Stand, "At your Cleanup", seemed asked
#: at the wrong time, at the start of the turn).
PERK_WHEN = {"on_cleanup": "it is your Cleanup, the first step of your turn",
             "on_own_play": "you just played a card"}


def perk_use_words(name: str, trigger: str, text: str) -> str:
    """The row that uses a Perk now, with why it is asked now: "Use Lemonade Stand now (it is
    your Cleanup, the first step of your turn): At your Cleanup gain 1 pizza or toy."."""
    when = PERK_WHEN.get(trigger)
    return f"Use {name} now" + (f" ({when})" if when else "") + f": {text}"


#: The "pass" row of each decision that may be passed, in players' words.
PASS_WORDS = {"follow": "Pass (do not follow)", "recruit_phase": "Recruit nobody this turn",
              "use_perk": "Not now", "save": "Keep no card out of the Yard"}


def more_words(page: int, pages: int, hidden: int) -> str:
    """The panel's row that turns the page (``page`` counts from 0; ``hidden``: the rows on the
    other pages, not said: it changes from page to page and read as a count of moves left):
    "Page 1 of 2 - next page (click or wheel)", "Page 2 of 2 - back to page 1 (click or wheel)"."""
    turn = "next page" if page + 1 < pages else "back to page 1"
    return f"Page {page + 1} of {pages} - {turn} (click or wheel)"


def no_follow_words(leader: str, card: str, suits: str, matching: bool, empty_hand: bool, why: str = "") -> str:
    """The recap's note for a follow the reader could not take, passed for them by the table
    (fort.md S5, "Following the Leader"): ``leader`` played ``card`` (its suits in words,
    ``suits``); ``matching``: the reader held a card of those suits (or a coin), which could not
    copy the public action in full; ``empty_hand``: they held no card at all. ``why``: the rules'
    reason (``rules.fort.reasons.why_no_follow``), said instead when given."""
    if why:
        pass
    elif empty_hand:
        why = "you had no card in hand"
    elif matching:
        why = "your matching cards could not copy its public action in full"
    else:
        why = f"none of your cards shows {suits or 'its suit'} or a coin"
    return f"You could not follow {possessive(leader)} {card}: {why}, so the table passed for you"


#: What the seat that decides is doing, said to those who watch (the rules' words are addressed to
#: that seat: "play a card from your hand").
DOING_WORDS = {"play": "is choosing a card to play", "add": "is adding matching cards to the play",
               "use_perk": "is deciding on a Perk", "eff": "is finishing the play",
               "keep_rule": "is keeping a Made-Up Rule", "perk": "is picking a Perk",
               "follow": "may follow the play", "recruit_phase": "is recruiting",
               "save": "is keeping a card out of the Yard", "draft": "is drafting"}


def watching_banner(round_no: int, current: str, deciding: str, kind: str) -> str:
    """The top bar while someone other than the mouse's seat decides: "Round 3 - Computer is
    choosing a card to play" (``current``: whose turn; ``deciding``: who decides, by name)."""
    doing = DOING_WORDS.get(kind, "is playing")
    if deciding == current:
        return f"Round {round_no} - {current} {doing}"
    return f"Round {round_no} - {possessive(current)} turn - {deciding} {doing}"


@functools.lru_cache(maxsize=1)
def trash_choice_words() -> dict[str, str]:
    """The words of a trash choice (``data/fort/table.yaml`` ``trash_choice``, checked by its
    schema): its title, what trashing means, how to pick and confirm."""
    doc = load_yaml(DATA_DIR / "fort" / "table.yaml", DATA_DIR / "schemas" / "fort" / "table.yaml")
    return {str(k): str(v) for k, v in doc["trash_choice"].items()}


def trash_title(most: int, up_to: bool) -> str:
    """A trash choice's title: "Trash up to 2 cards from your hand or discard pile" (``most``
    cards at most; ``up_to``: fewer may be trashed too)."""
    words = trash_choice_words()
    count = words["one"] if most == 1 else words["many"].format(n=most)
    if up_to:
        count = words["up_to"].format(count=count)
    return words["title"].format(count=count)
