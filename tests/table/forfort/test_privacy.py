"""Hot-seat privacy on the Forfort table (issue 9 item 4), checked on EVERY frame of a whole 4-seat
game with three people and a computer, played by posted mouse events: the table paints from the view
of one seat only; no card face held in another seat's hand is ever drawn; between two people's frames
there is always a curtain frame, on which the table is not painted at all."""
from __future__ import annotations

import random

from fort_desktop.table.scenes.curtain import Curtain

from .person import play_turns


def test_no_frame_of_a_hot_seat_game_shows_a_hand_to_the_wrong_person(app, monkeypatch):
    session = app.new_session("forfort", 8, ["human", "human", "bot", "human"])
    scene = app.show_table(session)
    frames: list[tuple] = []            # ("table", viewer, faces drawn, hands then) | ("curtain",)
    faces: list[str] = []
    paint, hand_card = scene.paint, scene.pictures.hand_card

    def spy_paint(surface, view):
        faces.clear()
        paint(surface, view)
        hands = {p.seat: set(p.hand) for p in session.state.players}
        frames.append(("table", view["viewer"], set(faces), hands, set(session.acting_seats()),
                       scene.hand_off.holding))

    def spy_hand_card(card, colour, size, covered=0):
        faces.append(card)
        return hand_card(card, colour, size, covered)

    curtain_draw = Curtain.draw

    def spy_curtain(self, surface):
        frames.append(("curtain",))
        return curtain_draw(self, surface)

    monkeypatch.setattr(scene, "paint", spy_paint)
    monkeypatch.setattr(scene.pictures, "hand_card", spy_hand_card)
    monkeypatch.setattr(Curtain, "draw", spy_curtain)
    play_turns(app, scene, random.Random(5), limit=3000)
    assert session.is_over

    last_viewer, hand_offs, curtain_since = None, 0, False
    for frame in frames:
        if frame[0] == "curtain":
            curtain_since = True
            continue
        _, viewer, drawn, hands, acting, holding = frame
        if holding and viewer is None:
            # a computer's move stays on screen before the curtain: nobody's hand is drawn
            hidden = set().union(*hands.values())
            assert not drawn & hidden, f"{sorted(drawn & hidden)} drawn while the computer's move shows"
            continue
        if holding:
            assert viewer == last_viewer, "the mover's own table turned before the curtain"
        if not acting & set(session.humans):
            # the computer acts (or the game is over): nobody's hand stays on screen
            assert viewer is None, f"P{viewer + 1}'s view is shown while only the computer acts"
            hidden = set().union(*hands.values())
            assert not drawn & hidden, f"{sorted(drawn & hidden)} drawn while the computer acts"
            continue
        assert viewer in session.humans
        hidden = set().union(*(cards for seat, cards in hands.items() if seat != viewer))
        assert not drawn & hidden, f"{sorted(drawn & hidden)} drawn to P{viewer + 1}"
        assert drawn <= hands[viewer] | _public(session)   # only the viewer's own hand, or public cards
        if last_viewer is not None and viewer != last_viewer:
            assert curtain_since, f"P{last_viewer + 1}'s table turned into P{viewer + 1}'s with no curtain"
            hand_offs += 1
        last_viewer, curtain_since = viewer, False
    assert hand_offs >= 10 and len(frames) > 200


def _public(session) -> set[str]:
    """Cards anyone may see face up at the end: forts and discards (a card drawn face up on a past
    frame and built since is public by then)."""
    out: set[str] = set()
    for p in session.state.players:
        out |= set(p.discard)
        for stack in p.fort.values():
            out |= set(stack)
    return out
