"""Fort's invariants: what must hold after every action (checked by the contract test and the soak)."""
from __future__ import annotations


from collections import Counter

from . import knowledge
from .board import lookout_cap, pack_cap
from .state import FortState
from .steps import acting


def invariants(state: FortState) -> list[str]:
    """Problems in words: 60 Kids + 8 Best Friends each in exactly one place, 30 Pizza and 30
    Toys conserved, Stuff within its cap, Pack and Lookout within capacity, levels 0..5."""
    problems = []
    places: Counter[str] = Counter()
    for b in state.boards:
        for pile in (b.deck, b.hand, b.discard, b.yard, b.lookout):
            places.update(pile)
    places.update(c for c in state.park if c is not None)
    places.update(state.park_deck)
    places.update(state.box)
    if state.play is not None:
        if not state.play.get("card_gone"):
            places[state.play["card"]] += 1
        places.update(state.play["adds"])
    if state.draft is not None:
        for pile in state.draft["packets"] + state.draft["kept"]:
            places.update(pile)
    every = knowledge.all_cards(state)
    for card in every:
        if places[card] != 1:
            problems.append(f"{card} is in {places[card]} places")
    stray = set(places) - set(every)
    if stray:
        problems.append(f"unknown cards {sorted(stray)}")
    for r in "PT":
        total = state.supply[r] + sum(b.stuff[r] + b.pack[r] for b in state.boards)
        if total != state.settings["supply"][r]:
            problems.append(f"{r}: {total} tokens, expected {state.settings['supply'][r]}")
        if state.supply[r] < 0:
            problems.append(f"{r}: supply below 0")
    for i, b in enumerate(state.boards):
        for r in "PT":
            if not 0 <= b.stuff[r] <= state.settings["stuff_cap"][r]:
                problems.append(f"P{i + 1} Stuff {r} = {b.stuff[r]}")
            if b.pack[r] < 0:
                problems.append(f"P{i + 1} Pack {r} below 0")
        if not 0 <= b.level <= state.settings["end_level"]:
            problems.append(f"P{i + 1} level {b.level}")
        if b.pack["P"] + b.pack["T"] > pack_cap(state, i):
            problems.append(f"P{i + 1} Pack above its capacity")
        if len(b.lookout) > lookout_cap(state, i):
            problems.append(f"P{i + 1} Lookout above its capacity")
    rules = state.made_up + [r for b in state.boards for r in b.rules]
    if state.pending and state.pending["kind"] == "keep_rule":
        rules += state.pending["drawn"]
    if len(rules) != len(set(rules)) or len(rules) != state.seats + state.settings["made_up_stack"]["players_plus"]:
        problems.append("Made-Up Rules lost or doubled")
    perks = state.perk_row + [p for b in state.boards for p in b.perks]
    if len(perks) != len(set(perks)) or len(perks) != state.seats + state.settings["perk_row"]["players_plus"]:
        problems.append("Perks lost or doubled")
    if not state.over and not acting(state):
        problems.append("nobody may act in an unfinished game")
    return problems
