"""Why a follow or a Perk is missing, from the rules (issue 14 item 3; rules text "Following the
Leader" and "Fort Level Benefits"): over the follow windows of a few games between computers, a
seat has a reason exactly when it has no follow, and the reason is the real one (no matching card:
the led suits named; a matching card: the part of the copy that cannot be used in full)."""
from __future__ import annotations

from fort_desktop.rules.fort import RULES
from fort_desktop.rules.fort.board import CAT, pack_free
from fort_desktop.rules.fort.data import SUIT_WORDS
from fort_desktop.rules.fort.follow import follows, may_follow_with
from fort_desktop.rules.fort.reasons import perk_problem, why_no_follow
from fort_desktop.session import GameSession


def windows(seeds=range(1, 3), actions=260):
    for seed in seeds:
        session = GameSession("fort", seed, ["bot", "bot"], rules=RULES)
        for _ in range(actions):
            if session.is_over:
                break
            yield session.state
            session.play_bot(session.acting_seats()[0])


def test_a_follow_is_missing_exactly_when_a_reason_is_given_and_the_reason_is_the_real_one():
    kinds = set()
    for st in windows():
        pending = st.pending or {}
        if pending.get("kind") != "follow":
            continue
        seat = pending["seat"]
        why = why_no_follow(st, seat)
        assert (why is None) == bool(follows(st, seat))
        if why is None:
            continue
        led = CAT.spec(st.in_play()["card"])
        matching = [c for c in st.boards[seat].hand if may_follow_with(st, c)]
        if not matching:
            kinds.add("suit")
            assert all(SUIT_WORDS[s] in why for s in led.suits) and "Coin" in why, why
        else:
            kinds.add("copy")
            assert why.startswith(f"a follower must copy {led.name}'s public action in full, and "), why
            assert not why.endswith("your matching cards cannot"), why   # a real reason, not the fallback
            if why.endswith("your Pack is full"):
                assert pack_free(st, seat) == 0
    assert kinds == {"suit", "copy"}


def test_a_perk_says_when_it_may_be_taken():
    seen = set()
    for st in windows(seeds=(1,), actions=300):
        if not st.perk_row:
            continue
        perk = st.perk_row[0]
        for seat in range(2):
            pending = st.pending or {}
            why = perk_problem(st, seat, perk)
            if pending.get("kind") == "perk" and pending.get("seat") == seat:
                assert why is None
                seen.add("taken")
            elif st.boards[seat].level < 2:
                assert why == f"a Perk is taken when your Fort rises to Level 2 (it is at Level {st.boards[seat].level} now)"
                seen.add("level")
    assert "level" in seen
