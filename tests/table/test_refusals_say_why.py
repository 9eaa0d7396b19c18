"""Every refusal and every missing option says why, in the games' terms (issue 14 item 3).

For every game of the registry, a whole game is played on the headless table with a person in the
first seat and the computer in the others (its pace 0), the person driven by posted mouse events and
keys: at many moments the person drags what lies under the hand (a hand card, a die, a Kid, a card
of the Park...) to random places and to plausible-but-illegal ones (every place the table names:
slots, boards, the play area), clicks random places and presses keys; then a legal move is made
(one the game's own computer player picks for the person, submitted through the table as a click on
the panel does) so the game reaches its end.

Every message the table said (``GameTable.say``) and every text it drew that says something cannot
be done ("cannot", "can't", "not now", "none of ... can") is recorded; each must give a specific
reason: not empty, none of the generic phrasings below, not a rules' raw name, and a reason after the
"cannot" (a colon, a dash or a "because" with words after it, or words that say what to do).
"""
from __future__ import annotations

import random
import re
from typing import Callable

import pygame
import pytest

from fort_desktop import games
from fort_desktop.table.kit.game_table import GameTable
from fort_desktop.table.scenes.curtain import Curtain

from .shell_helpers import click, post

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")

DT = 1 / 60
WAIT_DT = 0.1    # a frame while the computer plays (s): its dice land in fewer frames
#: Phrasings that say nothing of why (compared without case, spaces or the final stop).
GENERIC = {"that card cannot go there now", "not allowed", "illegal", "illegal move", "invalid",
           "invalid move", "invalid action", "cannot", "can't", "not now", "you cannot do that",
           "that is not allowed", "not possible", "refused", "no", "that cannot be done", "not there",
           "that card cannot be moved", "that card cannot be played now", "that cannot go there"}
#: A text that says something cannot be done or is missing.
CANNOT = re.compile(r"\b(cannot|can't|can not|not now|none of\b.*\bcan\b|not allowed|illegal|invalid)\b", re.I)
#: Words that give the reason or what to do, after the "cannot".
BECAUSE = re.compile(r"(:|\s-\s|\bbecause\b|\buntil\b|\bonly\b|\bfirst\b|\bafter\b|\bbefore\b|\bneeds?\b|"
                     r"\bmust\b|\bwhile\b|\binstead\b|\bwhen\b|\bfull\b|\balready\b|\bno\b|\bnever\b|\bso\b|"
                     r"\bstay\b|\bleft\b|\(|\bnot enough\b|\bis\b.*\bnow\b)", re.I)


def reason_problem(text: str) -> str | None:
    """Why ``text`` (a refusal, or a text saying something cannot be done) is not a specific reason
    in the games' terms; None when it is one."""
    plain = " ".join(text.split()).rstrip(".!").strip()
    if not plain:
        return "empty"
    if plain.lower() in GENERIC:
        return "generic"
    if re.fullmatch(r"[a-z]+(_[a-z]+)*", plain):
        return "a rules' raw name"
    match = CANNOT.search(plain)
    if match is None:
        return None
    tail = plain[match.end():]
    because = BECAUSE.search(plain[match.start():])
    if because is None or len(re.findall(r"[A-Za-z]+", tail)) < 3:
        return "says it cannot but not why"
    after = plain[match.start() + because.end():]
    if because.group(0) in (":", " - ") and len(re.findall(r"[A-Za-z]+", after)) < 2:
        return "nothing after the colon"
    return None


def test_the_checker_fails_the_generic_phrasings_and_passes_reasons():
    for bad in ["", "That card cannot go there now", "Not allowed", "illegal", "Invalid action", "cannot",
                "bad_target", "None of your cards can follow this play:", "You cannot do that.",
                "Cannot build there:", "That card cannot be recruited"]:
        assert reason_problem(bad) is not None, bad
    for good in ["None of your cards can follow this play: the Pack is full",
                 "Best Friends are never recruited: they always stay with their owner",
                 "Can't place it there: the card must touch your fort",
                 "First, let's play Tia: drag it to the play area",
                 "You may trash at most 2 cards: click a picked card to put it back",
                 "Choose how to play it in the panel"]:
        assert reason_problem(good) is None, good


# ---------------------------------------------------------------------------- what is recorded
class Heard:
    """Everything the table said (``say``) and every text drawn, while installed."""

    def __init__(self) -> None:
        self.said: list[tuple[str, str]] = []      # (text, style)
        self.drawn: set[str] = set()              # each line rendered
        self.wrapped: set[str] = set()            # each text wrapped into lines

    def install(self, monkeypatch) -> None:
        original_say = GameTable.say
        heard = self

        def say(table, text, *args, **kwargs):
            style = kwargs.get("style", args[2] if len(args) > 2 else "refusal")
            heard.said.append((text, style))
            return original_say(table, text, *args, **kwargs)

        monkeypatch.setattr(GameTable, "say", say)

        def recording(wrap):
            def wrapped(text, *args, **kwargs):
                if isinstance(text, str) and text.strip():
                    heard.wrapped.add(text)
                return wrap(text, *args, **kwargs)
            return wrapped

        # a long text is drawn line by line: its whole sentence is what its wrapping is given
        import sys

        from fort_desktop.table import widgets
        from fort_desktop.table.kit import layers

        originals = {widgets.wrap_text, layers.wrap_lines}
        for module in [m for n, m in sys.modules.items() if n.startswith("fort_desktop.table")]:
            for attr in ("wrap_text", "wrap_lines"):
                if getattr(module, attr, None) in originals:
                    monkeypatch.setattr(module, attr, recording(getattr(module, attr)))

        class RecordingFont(pygame.font.Font):
            def render(self, text, *args, **kwargs):  # type: ignore[override]
                if isinstance(text, str) and text.strip():
                    heard.drawn.add(text)
                return super().render(text, *args, **kwargs)

        monkeypatch.setattr(pygame.font, "Font", RecordingFont)
        widgets.clear_font_cache()
        from fort_desktop.table.kit import hud

        hud._wrapped.cache_clear()

    def texts(self) -> set[str]:
        """Whole texts drawn: each wrapped text, and each line drawn that is no part of one."""
        lines = {" ".join(t.split()) for t in self.wrapped}
        return set(lines) | {t for t in self.drawn if not any(t.strip() in whole for whole in lines)}

    def problems(self) -> list[tuple[str, str]]:
        out = []
        for text, style in self.said:
            if style == "refusal" or CANNOT.search(text):
                problem = reason_problem(text)
                if problem:
                    out.append((problem, text))
        for text in sorted(self.texts()):
            if CANNOT.search(text):
                problem = reason_problem(text)
                if problem:
                    out.append((problem, text))
        return out


# ---------------------------------------------------------------------------- where a person reaches
def fort_places(scene) -> tuple[list, list]:
    painter = scene.painter
    grabs = [rect.center for rect, _ in painter.shown]
    lay = painter.layout
    drops = [lay.play.center, lay.park.center, lay.perks.center, lay.hand.center]
    drops += [rect.center for rect, _ in painter.board_rects]
    return grabs, drops


def forfort_places(scene) -> tuple[list, list]:
    from .forfort.person import card_point

    view = scene.view()
    grabs = []
    if scene.mouse_seat() is not None:
        for card in scene.hand_cards(view)[:4]:
            try:
                grabs.append(card_point(scene, card))
            except AssertionError:
                pass
    layout = scene.layout()
    drops = [rect.center for rect in layout._rects.values()]
    drops += [layout.keep_rect(seat).center for seat in layout.forts]
    return grabs, drops


def fortify_places(scene) -> tuple[list, list]:
    drawn = scene.drawn
    grabs = [rect.center for rect in drawn.hands.values() if rect is not None]
    grabs += [rect.center for rect in drawn.piles.values()]
    for tray in scene.trays.values():
        grabs += [(round(d.x_px), round(d.y_px)) for d in tray.dice()]
    layout = scene.layout
    zones = layout.zone.values() if isinstance(layout.zone, dict) else layout.zone
    drops = [zone.tray.center for zone in zones]
    for area in layout.area.values():
        drops += [area.center, area.topleft, (area.centerx, area.bottom - 5)]
    return grabs, drops


PLACES: dict[str, Callable] = {"fort": fort_places, "forfort": forfort_places, "fortify": fortify_places}


def fortify_submit(scene, action: dict):
    """A grab as a person makes it: Done & grab stops the race clock and gives its time."""
    if action["type"] == "grab" and action.get("ms") is None:
        return scene.controls.grab(action["seat"])
    return scene.submit(action)


#: How the person submits the move the game's computer player picked for them, by game.
SUBMIT: dict[str, Callable] = {"fortify": fortify_submit}


def anywhere(rng: random.Random) -> tuple[int, int]:
    return (rng.randint(0, 1279), rng.randint(0, 799))


def drag(app, start, end, steps=3):
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step(DT)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 0), buttons=(1, 0, 0))
        app.step(DT)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.step(DT)


KEYS = [pygame.K_SPACE, pygame.K_RETURN, pygame.K_r, pygame.K_ESCAPE, pygame.K_z, pygame.K_h]


def fumble(app, scene, rng: random.Random, places: Callable) -> None:
    """A person trying things: drags to plausible and random places, clicks, keys."""
    for _ in range(2):
        grabs, drops = places(scene)
        start = rng.choice(grabs) if grabs and rng.random() < 0.85 else anywhere(rng)
        end = rng.choice(drops) if drops and rng.random() < 0.7 else anywhere(rng)
        drag(app, start, end)
        if app.top is not scene:
            return
    click(app, anywhere(rng))
    if app.top is not scene:
        return
    k = rng.choice(KEYS)
    if k == pygame.K_z:  # Ctrl+Z: take back (a refusal says why when there is nothing to take back)
        post(pygame.KEYDOWN, key=k, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    elif k != pygame.K_ESCAPE:
        post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    app.step(DT)


def play_whole_game(app, name: str, seed: int, heard: Heard, every: int = 5) -> int:
    """A whole game of ``name`` (a person in seat 0, the computer in seat 1); returns the person's moves."""
    entry = games.get(name)
    rng = random.Random(seed)
    scene = app.start_game(name, seed, ["human"] + ["bot"] * (entry.min_seats - 1))
    session = scene.session
    bot = entry.load_bot()
    places = PLACES.get(name, lambda s: ([], []))
    submit = SUBMIT.get(name, lambda scene, action: scene.submit(action))
    moves = idle = 0
    for frame in range(4000):
        if session.is_over:
            break
        if isinstance(app.top, Curtain):
            click(app, app.top.button_rect.center)
            continue
        people = [s for s in session.acting_seats() if not session.is_bot(s)]
        if not people:
            idle += 1
            if idle % 30 == 0:   # the table waits for the person (e.g. "Next round"): Space goes on
                post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
            app.step(WAIT_DT)
            continue
        idle = 0
        if moves % every == 0:
            fumble(app, scene, rng, places)
            if session.is_over or app.top is not scene:
                continue
        people = [s for s in session.acting_seats() if not session.is_bot(s)]
        if people:
            action = bot(scene.rules, session.state, people[0], rng)
            if action is not None and not submit(scene, action):
                moves += 1
        app.step(DT)
    assert session.is_over, f"{name}: the game did not end"
    return moves


@pytest.mark.parametrize("name", [e.name for e in games.GAMES.values() if e.playable])
def test_every_refusal_of_a_whole_game_says_why(app, monkeypatch, name):
    heard = Heard()
    heard.install(monkeypatch)
    moves = play_whole_game(app, name, 3, heard)
    assert moves > 0, f"{name}: the person made no move"
    answered = [t for t, style in heard.said if style in ("refusal", "info")]   # a refusal, or a Camp offered
    assert answered, f"{name}: the person's fumbles were never answered"
    assert not heard.problems(), heard.problems()
