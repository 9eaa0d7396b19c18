"""Our house rule against the edge of playing late (data/forfort/scoring.yaml ``turn_order_bonus``):
the last seat to play won most often without it, so the bonus goes to the earlier seats - in the
data, in the scoring and in the README alike (issue 13, item 8)."""
from __future__ import annotations

import re

import pytest

from fort_desktop import ROOT
from fort_desktop.rules.forfort.scoring import seat_score

from .helpers import R, board


@pytest.mark.parametrize("seats", [3, 4])
def test_the_earlier_seats_get_the_bonus_and_the_last_seat_none(seats):
    s = board(seats=seats, options={"four_player_mode": "solo"} if seats == 4 else None)
    for start in range(seats):
        s.start_seat = start
        order = [seat_score(R.ctx, s, (start + position) % seats)["order_bonus"] for position in range(seats)]
        assert order == sorted(order, reverse=True)   # never more for a later turn position
        assert order[0] > 0 and order[-1] == 0       # the start player has some, the last seat none


def test_the_readme_says_the_bonus_goes_to_the_earlier_seats():
    text = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    (said,) = re.findall(r"turn order bonus at scoring for the (\w+) seats", text)
    assert said == "earlier"
