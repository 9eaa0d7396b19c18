"""Destroying cards: they go to the discard of the player whose fort (or keep) they were in
(rule text, "Lexique": « Détruire »), and a drawbridge token on a destroyed slot goes back."""
from __future__ import annotations

from .state import ForfortState


def destroy_cards(s: ForfortState, fort: int, slot: str, doomed: list[str], cause: str) -> None:
    """Move ``doomed`` (cards of that stack) from ``slot`` of ``fort`` to that player's discard,
    bottom card first; the token on that slot goes back to its owner if its Wall went."""
    if not doomed:
        return
    player = s.players[fort]
    stack = player.fort[slot]
    top_before = stack[-1]
    for card in list(doomed):
        stack.remove(card)
        player.discard.append(card)
    s.events.append({"kind": "destroy", "fort": fort, "slot": slot, "cards": list(doomed), "cause": cause})
    if player.token_slot == slot and top_before in doomed:
        player.token_slot = None
        s.events.append({"kind": "token_back", "seat": fort, "slot": slot})


def destroy_keep_top(s: ForfortState, fort: int, cause: str) -> None:
    """The top card of ``fort``'s keep goes to that player's discard (Siege Tower)."""
    player = s.players[fort]
    card = player.keep.pop()
    player.discard.append(card)
    s.events.append({"kind": "keep_destroyed", "fort": fort, "card": card, "cause": cause})
