"""Rooms a newcomer can close (issue 7): which rooms a held card would close there (and the Kids that
would fit), and a beginner's suggested spot - checked against what placing the card really does."""
from __future__ import annotations

from fort_desktop.rules.fortify import RULES
from fort_desktop.session import GameSession
from fort_desktop.table.fortify.rooms_help import NOTHING, best_spot, rooms_closed_by


def early_build(seed=2, placements=3):
    """A game of ``seed`` after P1 placed ``placements`` cards as the computer would."""
    session = GameSession("fortify", seed, ["human", "bot"])
    for _ in range(placements):
        action = session.bot_action(0)
        assert action["type"] == "place"
        session.submit(action)
    return session.state


def closed_for_real(state, action):
    """The rooms that placing really closes (new enclosures after the rules applied it)."""
    before = {room.cells for room in state.players[0].grid.enclosures()}
    after = RULES.apply(state, action)
    return [room for room in after.players[0].grid.enclosures() if room.cells not in before]


def test_the_preview_names_exactly_the_rooms_placing_there_closes():
    state = early_build()
    places = [a for a in RULES.legal_actions(state, 0) if a["type"] == "place"]
    seen_closing = 0
    for action in places:
        preview = rooms_closed_by(RULES, state, 0, action["x"], action["y"], action["rot"])
        real = closed_for_real(state, action)
        assert preview.cells == frozenset().union(*(r.cells for r in real)) if real else not preview.closes
        if real:
            seen_closing += 1
            assert set(preview.fits) == {k for r in real for k in r.fits}
    assert seen_closing >= 1                          # the position has at least one closing spot


def test_an_illegal_spot_closes_nothing():
    state = early_build()
    assert rooms_closed_by(RULES, state, 0, 0, 19, 0) is NOTHING


def test_the_suggested_spot_closes_the_biggest_room_a_kid_fits():
    state = early_build()
    x, y, rot, rooms = best_spot(RULES, state, 0)
    assert rooms.fits and RULES.placement_problem(state, 0, x, y, rot) is None
    for action in (a for a in RULES.legal_actions(state, 0) if a["type"] == "place"):
        other = rooms_closed_by(RULES, state, 0, action["x"], action["y"], action["rot"])
        assert not other.fits or len(other.cells) <= len(rooms.cells)


def test_the_suggested_spot_asks_the_rules_nothing_when_given_the_legal_actions(monkeypatch):
    state = early_build()
    legal = RULES.legal_actions(state, 0)
    expected = best_spot(RULES, state, 0)
    asked = []
    monkeypatch.setattr(type(RULES), "legal_actions", lambda *a, **k: asked.append(a) or [])
    monkeypatch.setattr(type(RULES), "placement_problem", lambda *a, **k: asked.append(a) or "no")
    assert best_spot(RULES, state, 0, legal=legal) == expected      # the same spot, from the given list
    assert asked == []                                              # legal actions once per state: the table's


def test_the_table_says_which_kids_fit_while_the_card_is_held_there_and_h_turns_the_hint_off(app, monkeypatch):
    import pygame

    import fort_desktop.table.fortify.paint as paint
    session, scene = _building_table(app)
    seat, (x, y, rot, rooms) = scene.suggested_spot()
    labels = []
    monkeypatch.setattr(paint, "draw_label", lambda surface, words, *a, **k: labels.append(words))
    scene.hand_rot[0] = (rot + 1) % 4                  # held a quarter turn past the suggested way
    scene.dirty = True
    app.step(1 / 60)
    # the frame shows how to turn it: R as many times as it takes to lie as suggested
    assert "press R 3 times to turn it like this" in labels
    scene.hand_rot[0] = 0
    for _ in range(rot):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0))
    labels.clear()
    app.step(1 / 60)
    assert scene.hand_rot[0] == rot and not any(w.startswith("press R") for w in labels)
    hand = scene.hand_rects[0]
    face = scene.rules.card_face(session.state.players[0].hand[0], rot)
    target = scene.layout.cell_rect(0, x, y, face.width, face.height)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=hand.center, button=1))
    app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target.center, rel=(1, 1), buttons=(1, 0, 0)))
    app.step(1 / 60)
    fits = ", ".join(k.title() for k in rooms.fits)
    assert f"closes a room: {fits} fit" in labels
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    app.step(1 / 60)
    assert scene.suggested_spot() is None             # hints off


def test_a_card_that_lies_the_same_turned_is_not_asked_to_be_turned(app, monkeypatch):
    """A new user held a green H the suggestion showed half a turn round: "press R 2 times", and
    turning it changed nothing on screen. The hint counts the presses to the same look."""
    import fort_desktop.table.fortify.paint as paint
    session, scene = _building_table(app)
    seat, (x, y, rot, rooms) = scene.suggested_spot()
    card = session.state.players[0].hand[0]
    faces = [scene.rules.card_face(card, r) for r in range(4)]
    labels = []
    monkeypatch.setattr(paint, "draw_label", lambda surface, words, *a, **k: labels.append(words))
    for held in range(4):
        scene.hand_rot[0] = held
        scene.dirty = True
        labels.clear()
        app.step(1 / 60)
        presses = next(t for t in range(4) if faces[(held + t) % 4] == faces[rot % 4])
        said = [w for w in labels if w.startswith("press R")]
        assert said == ([f"press R {presses} time{'s' if presses > 1 else ''} to turn it like this"] if presses else [])
    # and a face the same half a turn round asks for no press at all
    monkeypatch.setattr(type(scene.rules), "card_face", lambda self, c, r: faces[rot % 4])
    scene.hand_rot[0] = (rot + 2) % 4
    scene.dirty = True
    labels.clear()
    app.step(1 / 60)
    assert not any(w.startswith("press R") for w in labels)


def _building_table(app):
    """A person's table in Part I after 3 cards of the computer's choosing, the curtain lifted:
    (session, scene)."""
    from fort_desktop.table.scenes.curtain import Curtain

    session = GameSession("fortify", 2, ["human", "bot"])
    for _ in range(3):
        session.submit(session.bot_action(0))
    scene = app.show_table(session)
    for _ in range(3):
        app.step(1 / 60)
        while isinstance(app.top, Curtain):
            app.top.ready()
            app.step(1 / 60)
    return session, scene
