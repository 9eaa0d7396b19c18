"""Every sentence the Forfort table says (rule words come from ``rules/forfort/describe.py``): the
buttons' labels, the list of moves' rows and titles, why a drop did nothing, what to do instead,
the hover lines, the banners, the discard's title and the final sheet's rows. Pure: reads the
rules' data, a state and the players' names only.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from ...rules.forfort.describe import name_of, target_words
from .card_words import card_faces
from ...text import possessive

#: Under the viewer's fort: the placement rule behind the keep's two arrows (rule text "Construire").
LEGEND = ("White arrows on your keep:", "Walls go on the slots they point to,", "or on one of your Camps.")
NO_UNDO = "Forfort has no undo: every move is final (cards are drawn and destroyed at once)"
#: Actions that point at no place, and the words of the button that does them.
FREE_WORDS = {"end_turn": "End turn", "decline_combo": "Skip the combo", "pass": "Pass"}
CANCEL = "Cancel"
#: Under the viewer's fort while a card is held that may be given up for a Camp (dashed places).
CAMP_LEGEND = "Camp: give up this card to place a Camp here"
DEFEATED = "Defeated"
SCORE_TITLE = "Score if the game ended now"
#: The running score's title once the game is over: its lines show the final count, as the top bar does.
FINAL_SCORE_TITLE = "Final score"
CARD_CLICKED = "Its moves are listed on the right: click one, or drag the card onto a lit place"
DROP_ON_A_PLACE = "Drop the card on a lit slot or keep"
#: A drop on a slot of the person's own fort that the rules would build on, yet none of the card's
#: moves now is there (e.g. another step comes first): what to do instead.
#: a click on a place that is no target while others are lit (a combo's, the keep's card...)
NOT_A_TARGET = "Nothing to do on that place now: click a lit place (or a move in the list on the right)"
NO_MOVE_HERE = "This card has no move on that slot now: drop it on a lit place (the lit places are its moves)"
SHEET_TITLE = "Final scores"
SHEET_GO_ON = "Click to see the result"
FORT_FINISHED = "A finished fort wins at once; the points below are for the record."
BACK = "< Back to all cards"
EMPTY = "(empty)"


def wait_words(mover: Optional[str], over: bool = False) -> str:
    """Why a click in the list of moves makes no move now: the game is over, or ``mover`` (the
    name of who acts now, None: nobody may act yet) is still moving."""
    if over:
        return "The game is over: no more moves"
    if mover is None:
        return "Wait: the last move is still being shown"
    return f"Wait: {mover} is still moving"


def not_now_words(phase: str) -> str:
    """What to do instead when a person picks up a hand card in ``phase`` (no card may be played)."""
    if phase == "setup":
        return "First place your starting Camp: click a lit slot of your fort (or a move on the right)"
    if phase == "combo":
        return "First resolve the combo: click a lit place (or a move on the right)"
    if phase == "place_revealed":
        return "First build the card from your keep: click a lit slot (or a move on the right)"
    if phase == "drawbridge":
        return "Lower the drawbridge on a lit Wall for a second turn, or click End turn"
    return "No card can be played now"


def only_camp_words(camp: bool) -> str:
    """A held card that can neither be built nor used: what it can still do (a Camp, else a pass)."""
    kind = "a Camp" if camp else "passing"
    return f"This card cannot be built or used now: drop it on your fort to discard it for {kind}"


def why_not_words(rules: Any, state: Any, seat: int, card: str, where: Optional[tuple[int, str]]) -> str:
    """Why hand ``card`` of ``seat`` dropped on ``where`` (fort, slot or "keep"; None: no place) is
    no move, with the rules' reason (``build_problem``, ``effect_problem``)."""
    if where is None:
        return DROP_ON_A_PLACE
    fort, slot = where
    if fort == seat and slot != "keep":
        reason = rules.build_problem(state, seat, card, slot)
        return f"Cannot build there: {reason}" if reason else NO_MOVE_HERE
    if fort == seat and slot == "keep":
        return "That card cannot be used on your own keep: build on a lit slot, or aim at a rival"
    problem = rules.effect_problem(state, seat, card, fort, slot)
    return f"That card cannot be used there: {problem}" if problem else NO_MOVE_HERE


def no_move_words(rules: Any, state: Any, seat: int, card: str, where: tuple[int, str]) -> str:
    """Why hand ``card`` of ``seat`` is no build or effect on ``where`` (the rules' reason): the
    first sentence of :func:`give_up_words`, and what stays once its question is closed."""
    fort, slot = where
    if fort == seat and slot != "keep":
        reason = rules.build_problem(state, seat, card, slot)
        return f"Cannot build there: {reason}." if reason else "It cannot be built there."
    return f"That card cannot be used there: {rules.effect_problem(state, seat, card, fort, slot)}."


def give_up_words(rules: Any, state: Any, seat: int, card: str, where: tuple[int, str], camp: bool,
                  names: Optional[list[str]] = None) -> str:
    """A note (not a refusal) when hand ``card`` of ``seat`` is dropped where it can only be given
    up: why it is no build or effect there (the rules' reason), and what it may become instead
    (``camp``: a Camp on that slot; else a pass)."""
    fort, slot = where
    why = no_move_words(rules, state, seat, card, where)
    if not camp:
        return f"{why} You may pass instead, discarding it."
    whose = "" if fort == seat else f" in {possessive(name_of(fort, names))} fort"
    return f"{why} It can become a Camp here{whose} instead: give up this card?"


def many_ways_words(count: int) -> str:
    return f"{count} ways to play it there: click one in the list on the right"


def moves_title(seat: Optional[int], over: bool, only: bool, focus_words: Optional[str]) -> str:
    """The list of moves' title: whose moves, or which card's (``focus_words``: its name)."""
    if seat is None:
        return "Moves: wait for your turn" if not over else "Game over"
    if only:
        return "Choose how to play it there"
    if focus_words is not None:
        return f"Moves of the {focus_words}"
    return "Your moves: click one"


def more_words(page: int, pages: int, hidden: int = 0) -> str:
    """The list's last row when its moves take several pages (``page`` counts from 0; ``hidden``:
    the moves on the other pages, not said)."""
    return f"More moves... (page {page + 1} of {pages})"


def teams_words(sides: list[tuple[int, ...]], names: list[str]) -> str:
    """At 4 in teams, "Ana & Cleo vs Ben & Dan" (the top bar); otherwise ""."""
    if not any(len(side) > 1 for side in sides):
        return ""
    return " vs ".join(" & ".join(names[seat] for seat in side) for side in sides)


def team_band_words(index: int, side: tuple[int, ...], names: list[str]) -> str:
    """Above a fort at 4 in teams: "Team 1: Ana & Cleo"."""
    return f"Team {index + 1}: " + " & ".join(names[s] for s in side)


def discard_title(name: str, count: int) -> str:
    return f"{possessive(name)} discard ({count}) - click anywhere or press Esc to close"


def card_lines(rules: Any, card: str) -> list[str]:
    """A card's name, then what each of its symbols does (the rules' words)."""
    symbols = rules.ctx.data.symbols
    wall = rules.wall(card)
    lines = [rules.card_words(card)]
    if wall.guard == "protected":       # (its shield badge on the fort says so too)
        lines.append(card_faces().protected_line)
    lines += [f"{symbols[s].en} ({symbols[s].fr}): {symbols[s].text}" for s in wall.symbols]
    if wall.drawbridge:
        lines.append("Drawbridge: once built, you may lower it for a second turn.")
    return lines


def keep_lines(name: str, keep_count: int, arrows: str) -> list[str]:
    """The hover lines of a keep: its cards left and where its top card's back points."""
    return [f"{possessive(name)} keep (Donjon): {keep_count} card(s) left",
            f"The back of its top card points to {arrows}: Walls go there, or on a Camp of this fort."]


def camp_lines(owner: str) -> list[str]:
    return [f"{possessive(owner)} Camp (Campement)", "A visible Camp lets its owner build on this slot, whatever the arrows."]


def covers_words(count: int) -> str:
    return f"covers {count} inactive card(s)"


def sheet_rows(result: Any, seat_words: list[str], team_lines: list[str], names: list[str],
               in_words: Callable[[str], str] = str) -> list[tuple[str, bool]]:
    """The final sheet's rows (words, bold): why the game ended, each seat's points in words
    (``rules.score_lines``; winners starred and bold), the team totals; ``in_words`` says the rules'
    seat codes as the players are called (``session.in_words``)."""
    rows: list[tuple[str, bool]] = [(in_words(result.reason), False)]
    if result.reason.startswith("fort finished"):
        rows.append((FORT_FINISHED, False))
    for seat, words in enumerate(seat_words):
        won = seat in result.winners
        rows.append((("* " if won else "") + f"{names[seat]}: {words}", won))
    return rows + [(in_words(line), False) for line in team_lines]


def choice_words(rules: Any, state: Any, action: dict, viewer: int | None, names: list[str] | None = None) -> str:
    """A short button label for one of several actions at the same place, in full words that tell
    the choices apart (e.g. "Build it here", "Mason: rebuild your Corner Wall (Ram) here")."""
    kind = action["type"]
    if kind == "build":
        return "Build it here"
    if kind == "camp":
        return "Discard it for a Camp here"
    target = action.get("target", {})
    if kind in ("effect", "combo"):
        name = rules.ctx.data.symbols[action["symbol"]].en
        name = name if kind == "effect" else f"Double {name}"
        if target.get("mode") == "place":
            geo = rules.ctx.geo
            seen = geo.screen_direction_words(target["direction"], geo.seen_turns(target["fort"], viewer, state.seats))
            ahead = geo.step(target["slot"], target["direction"])
            to = f" to {geo.words(ahead)}" if ahead is not None else ""
            return f"{name}: Army here, marching {seen}{to}"
        if target.get("mode") == "defeat":
            return f"{name}: defeat this Army"
        if target.get("pick") == "keep":
            return f"{name}: build your keep's top card"
        if "pick" in target:
            # the Mason is the only symbol that rebuilds: its name is said only for the double
            lead = "Rebuild" if kind == "effect" else f"{name}: rebuild"
            return f"{lead} {short_card_words(rules, target['pick'])} here"
        if "slot" in target:
            return f"{name}: destroy this"
        return f"{name}: destroy the keep's top card"
    return rules.describe(state, action, viewer, names=names)


def short_card_words(rules: Any, card: str) -> str:
    """A card in few words for a button: "Corner (Trebuchet + Ram)", "Protected Straight (Ram)",
    "a Camp"."""
    if "-C" in card:
        return "a Camp"
    wall = rules.wall(card)
    symbols = " + ".join(rules.ctx.data.symbols[s].en for s in wall.symbols)
    guard = "Protected " if wall.guard == "protected" else ""
    return f"{guard}{wall.shape.capitalize()} ({symbols})"


def move_words(rules: Any, state: Any, action: dict, viewer: Optional[int], names: Optional[list[str]] = None) -> str:
    """One legal ``action`` as a short order in players' words, slots by the numbers drawn on
    them and players by ``names`` (e.g. "Ram: destroy Ben's slot 2")."""
    ctx = rules.ctx
    kind, seat = action["type"], action["seat"]

    def mine(slot: str) -> str:
        return ctx.geo.words(slot)

    if kind == "start_camp":
        return f"Starting Camp on your {mine(action['slot'])}"
    if kind == "build":
        return f"Build it on your {mine(action['slot'])}"
    if kind in ("effect", "combo"):
        name = ctx.data.symbols[action["symbol"]].en
        name = name if kind == "effect" else f"Double {name}"
        return f"{name}: {target_words(ctx, state, action['symbol'], action['target'], viewer, names)}"
    if kind == "camp":
        fort = action["fort"]
        whose = "your" if fort == viewer else f"{possessive(name_of(fort, names))}"
        where = ctx.geo.words(action["slot"])
        return f"Discard it for a Camp on {whose} {where}"
    if kind == "pass":
        return "Pass, discarding it" if "card" in action else "Pass (no card to play)"
    if kind == "decline_combo":
        return f"Skip the Double {ctx.data.symbols[action['symbol']].en}"
    if kind == "place_revealed":
        return f"Build the keep's top card on your {mine(action['slot'])}"
    if kind == "drawbridge":
        return f"Lower the drawbridge on your {mine(action['slot'])}: second turn"
    if kind == "end_turn":
        return "End the turn (no drawbridge)"
    return rules.describe(state, action, viewer)


def score_rows(standing: list[tuple[tuple[int, ...], int, tuple[int, ...]]], names: list[str],
               slots: int) -> list[str]:
    """The running score's lines (``rules.standing``: per side its seats, points and visible
    Walls per seat; ``slots``: the Walls that finish a fort), e.g. "Ana: 12 points, 5 of 8 Walls"
    or at 4 in teams "Team 1, Ana & Cleo: 21 points, Walls 5 + 3" (one finished fort wins)."""
    teams = any(len(side) > 1 for side, _, _ in standing)
    rows = []
    for index, (side, points, walls) in enumerate(standing):
        if teams:
            who = " & ".join(name_of(seat, names) for seat in side)
            rows.append(f"Team {index + 1}, {who}: {points} points, Walls {' + '.join(str(w) for w in walls)}")
        else:
            rows.append(f"{name_of(side[0], names)}: {points} points, {walls[0]} of {slots} Walls")
    return rows
