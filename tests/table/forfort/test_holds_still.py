"""A table that holds still (issue 14 item 5): while the computer plays between two people, the
Forfort table keeps the seating picture of the last person who played (every fort where it was,
turned as it was) and shows nobody's hand; each person sees the table from their own seat on
their turn. Played by posted mouse events (tests/table/forfort/person.py)."""
from __future__ import annotations

import random


from .person import play_turns


def test_the_forts_stay_put_while_the_computer_plays_between_two_people(app):
    session = app.new_session("forfort", 3, ["human", "human", "bot"], names=["Ana", "Ben", "P3"])
    scene = app.show_table(session)
    frames: list[tuple] = []

    def seen(app_):
        if app_.top is scene and not session.is_over:
            view = scene.view()
            places = {seat: (p.centre, p.turns) for seat, p in scene.layout().forts.items()}
            frames.append((view["viewer"], places, [p["seat"] for p in view["players"] if "hand" in p]))

    play_turns(app, scene, random.Random(4), limit=180, on_frame=seen)
    last = None
    computer_frames = 0
    for viewer, places, hands in frames:
        if viewer is None:
            computer_frames += 1
            assert hands == []                                   # nobody's hand while the computer plays
            if last is not None:
                assert places == last, "a fort moved or turned while the computer played"
            continue
        assert places[viewer][0][1] == max(y for (_, y), _ in places.values())   # each person sees from their own seat
        assert hands == [viewer]
        last = places
    assert computer_frames >= 10 and {f[0] for f in frames} >= {0, 1}
