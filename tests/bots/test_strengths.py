"""Computer strengths (issue 16 items 1 and 6): seat kinds, the registry's players by strength, Easy's
controlled slips, a reason with every move. Hard (bots/search.py) is not imported here."""
import random

import pytest

from fort_desktop import cli, games, saves
from fort_desktop.bots import easy
from fort_desktop.session import GameSession, seat_kind

GAMES = games.playable()


@pytest.mark.parametrize("game", GAMES)
def test_each_game_declares_its_players_by_strength_and_they_load(game):
    entry = games.get(game)
    # Fort also has the ladder's rusher (a yardstick), never offered on the launcher
    assert entry.strengths == ("easy", "normal", "hard", "baseline", "random") + (("rusher",) if game == "fort" else ())
    assert "rusher" not in games.LAUNCHER_STRENGTHS
    assert entry.bot_target("normal") == entry.bot
    assert entry.bot_target("hard") == f"fort_desktop.bots.search:choose_{game}"
    for strength in ("easy", "normal", "hard", "baseline", "random"):
        assert callable(entry.load_bot(strength))
    for strength in ("easy", "normal", "hard", "baseline"):
        assert callable(entry.load_bot_why(strength)), strength
    with pytest.raises(KeyError, match="no 'hardest' computer player"):
        entry.bot_target("hardest")


def test_seat_kinds_bot_is_normal_and_a_strength_is_named():
    assert seat_kind("bot:normal") == "bot" and seat_kind("bot:easy") == "bot:easy"
    with pytest.raises(ValueError, match="seat kind 'bot:clever' is not one of"):
        seat_kind("bot:clever")
    s = GameSession("fort", 1, ["human", "bot:easy"])
    assert (s.strength(1), s.strength(0), s.is_bot(1)) == ("easy", None, True)
    assert s.player_words(1) == "Computer (easy)"
    s = GameSession("fort", 1, ["bot:normal", "bot:baseline", "human"])
    assert s.seats == ["bot", "bot:baseline", "human"] and s.rules_seats() == ["bot", "bot", "human"]
    assert [s.player_words(i) for i in range(3)] == ["Computer (P1)", "Computer (P2, baseline)", "P3"]


def test_the_strength_does_not_change_the_deal():
    assert GameSession("forfort", 9, ["bot:easy", "bot"]).digest == GameSession("forfort", 9, ["bot", "bot"]).digest


def test_the_command_line_takes_a_strength_per_seat_and_refuses_an_unknown_one():
    assert cli.parse(["fort", "--players", "human,bot:easy"]).players == ["human", "bot:easy"]
    with pytest.raises(cli.UsageError, match="'bot:clever' is not a seat kind"):
        cli.parse(["fort", "--players", "human,bot:clever"])


def test_a_save_keeps_the_strength_and_an_old_save_with_bot_still_loads():
    s = GameSession("forfort", 4, ["bot:easy", "human"])
    s.play_bot(0)
    data = saves.session_to_data(s)
    assert data["seats"] == ["bot:easy", "human"]
    loaded = saves.load_save_bytes(saves.dumps_save(data).encode("utf-8"))
    assert loaded.session.seats == ["bot:easy", "human"] and loaded.session.digest == s.digest
    data["seats"] = ["bot", "human"]                     # as every save before strengths
    assert saves.load_save_bytes(saves.dumps_save(data).encode("utf-8")).session.strength(0) == "normal"


def _fort_position():
    s = GameSession("fort", 3, ["bot", "bot"])
    while len(s.legal_actions(s.acting_seats()[0])) < 6:
        s.play_bot(s.next_bot())
    return s


def test_easy_without_slips_plays_as_the_yardstick_and_with_them_never_the_best(monkeypatch):
    from fort_desktop.bots.baseline import fort as base

    s = _fort_position()
    seat = s.acting_seats()[0]
    best = base.choose(s.rules, s.state, seat, random.Random(1))
    me = base._Mind(s.rules, s.rules.view(s.state, seat), seat)
    actions = s.legal_actions(seat)
    ranked = sorted(actions, key=lambda a: -me.value(a))
    monkeypatch.setattr(easy, "SLIP", 0.0)
    assert easy.choose_fort(s.rules, s.state, seat, random.Random(2)) == best
    monkeypatch.setattr(easy, "SLIP", 1.0)
    picks = [easy.choose_fort_why(s.rules, s.state, seat, random.Random(k)) for k in range(20)]
    assert all(a != best and a in ranked[1:1 + easy.SLIP_DEPTH] and why for a, why in picks)


def test_easy_slips_at_its_rate():
    s = _fort_position()
    seat = s.acting_seats()[0]
    best = games.get("fort").load_bot("baseline")(s.rules, s.state, seat, random.Random(0))
    slips = sum(easy.choose_fort(s.rules, s.state, seat, random.Random(k)) != best for k in range(60))
    assert 8 <= slips <= 36            # SLIP 0.35: about 21 of 60 (never 0, never most)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("strength", ["easy", "baseline"])
def test_every_strength_gives_its_moves_a_reason(game, strength):
    s = GameSession(game, 5, [f"bot:{strength}", "bot:random"])
    for _ in range(30):
        if s.is_over:
            break
        s.play_bot(s.next_bot())
    mine = [i for i, a in enumerate(s.actions) if a.get("seat") == 0]
    assert mine and sum(i in s.reasons for i in mine) >= len(mine) // 2, (len(mine), len(s.reasons))
    assert any(" - " in line.text for line in s.log() if line.seat == 0)


def test_the_fort_rusher_builds_a_level_whenever_it_can():
    """The ladder's rusher (bots/fort.py ``choose_rusher``) plays a card that raises its Fort
    whenever one can, and says so."""
    from fort_desktop.bots import fort

    s = GameSession("fort", 2, ["bot:rusher", "bot:rusher"])
    built = 0
    while not s.is_over and built < 2:
        seat = s.next_bot()
        plays = [a for a in s.legal_actions(seat) if a["type"] == "play"]
        me = fort._Rusher(s.rules, s.rules.view(s.state, seat), seat)
        builds = [a for a in plays if me._play_board(a)["level"] > me.me["level"]]
        if builds:
            chosen, why = fort.choose_rusher_why(s.rules, s.state, seat, random.Random(0))
            assert chosen in builds and "raise the Fort" in why, (chosen, why)
            built += 1
        s.play_bot(seat)
    assert built == 2
