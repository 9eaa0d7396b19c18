"""The frozen yardstick ``baseline`` (issue 16): a copy of each game's Normal computer player as it
stood when the strengths came in (``baseline/<game>.py``, never changed), so the ladder
(:mod:`fort_desktop.ladder`) measures later strengths against a player that does not move."""
