"""Why a dropped card was refused, in players' words (issue 8 finding 2): every drop the table
cannot turn into a legal action says where the card came from, where it may go instead, or which
rule stops it ("Best Friends are never recruited"). Pure functions of the viewer's view, the legal
actions and the two places; no pygame."""
from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence, Union

#: Where a dragged card came from: "hand", "park", "play", or ("yard" | "lookout", seat).
Origin = Union[str, tuple[str, int]]
#: Where it was let go: "play", "park", "perks", "panel", "hand", "felt", or ("board", seat).
Target = Union[str, tuple[str, int]]

RECRUIT_HOME = "drop it on your own board (your discard pile) to recruit it"
PLAY_HOME = "drop a card from your hand on the play area to play it"


def origin_of(view: Mapping[str, Any], card: str) -> Optional[Origin]:
    """Where ``card`` lies in ``view`` (rules.view of the viewer); None when the view does not show it."""
    viewer = view.get("viewer")
    if viewer is not None and card in view["seats"][viewer].get("hand", ()):
        return "hand"
    if card in (view.get("park") or ()):
        return "park"
    play = view.get("play") or {}
    if card == play.get("card") or card in (play.get("adds") or ()):
        return "play"
    for seat, s in enumerate(view["seats"]):
        if card in s.get("yard", ()):
            return ("yard", seat)
        if card in s.get("lookout", ()):
            return ("lookout", seat)
    return None


def drop_refusal(view: Mapping[str, Any], seat: int, card: str, is_best_friend: bool, origin: Optional[Origin],
                 target: Target, legal: Sequence[Mapping[str, Any]], names: Sequence[str],
                 suits_words: str = "") -> str:
    """The reason a drop of ``card`` from ``origin`` on ``target`` by ``seat`` is refused, when none
    of the ``legal`` actions of ``seat`` matches it (fort.md S3 Play and adds, S5 Follow, S6 Recruit:
    never a Best Friend, from the Park or a rival's Yard into your discard pile; the Lookout takes
    cards only when an action tucks them). ``suits_words``: the played card's suits, for a follow."""
    kinds = {a["type"] for a in legal}
    recruits = [a for a in legal if a["type"] == "recruit"]
    if origin in ("park",) or (isinstance(origin, tuple) and origin[0] == "yard"):
        if is_best_friend:
            return "Best Friends are never recruited: they always stay with their owner"
        if isinstance(origin, tuple) and origin[1] == seat:
            return "That is your own Yard: recruit from the Park or a rival's Yard"
        if any(a["card"] == card for a in recruits):
            return f"Not there: {RECRUIT_HOME}"
        if recruits:
            park = set(view.get("park") or ())
            from_park = all(a["card"] in park for a in recruits)
            if from_park and isinstance(origin, tuple):     # e.g. a private "recruit from the Park"
                return "This recruit is from the Park only: pick one of the lit Park cards"
            if not any(a["card"] in park for a in recruits) and origin == "park":
                return "This recruit is from a rival's Yard only: pick one of the lit Yard cards"
            return "That card cannot be recruited now: pick one of the lit cards"
        if seat != view.get("current"):
            return f"You recruit only in your own turn ({names[view['current']]} is playing now)"
        return "You recruit at the Recruit step, after your play: " + _step_words(kinds)
    if isinstance(origin, tuple) and origin[0] == "lookout":
        return "Cards in a Lookout stay there until the final score"
    if origin == "play":
        return "The played cards stay in the play area until the play is done"
    if origin != "hand":
        # the view no longer shows the card where it was picked up: a move made while it was held
        # (a computer's recruit, the end of the play) took it away
        return "That card is no longer there: it moved while you held it"
    if target == "play":
        if (view.get("pending") or {}).get("kind") == "follow":
            return f"That card cannot follow: a follower needs a card showing {suits_words or 'a suit of the played card'}"
        if "play" in kinds:
            return "That card cannot be played now: none of its actions can be used in full"
        return "Your play is done for this turn: " + _step_words(kinds)
    if isinstance(target, tuple) and target[0] == "board":
        if target[1] != seat:
            return f"Cards never go to a rival's board: {PLAY_HOME}"
        if "lookout" in kinds:
            return "That card cannot go into your Lookout now: tuck one of the lit cards"
        return f"Your Lookout takes a card only when an action tucks it: {PLAY_HOME}"
    return f"Not there: {PLAY_HOME}"


def _step_words(kinds: set[str]) -> str:
    """What the person is asked now, in a few words, from the kinds of their legal actions."""
    if "recruit" in kinds:
        return "now recruit from the Park or a rival's Yard, or pass"
    if "play" in kinds:
        return "first play a card from your hand"
    if kinds & {"pack", "pay", "convert", "gather", "rival", "keep_rule", "perk", "add", "confirm"}:
        return "finish the choice in the panel first"
    return "see the panel for what you may do now"


__all__ = ["drop_refusal", "origin_of", "Origin", "Target"]
