"""The shown seed never gives a person's rivals' hidden cards away (issue 13, item 8): a game with a
person seated deals from the seed and a secret kept only in its save; a computer-only game still
follows from its seed alone, and a save still replays exactly."""
from __future__ import annotations

import pytest

from fort_desktop import games, saves
from fort_desktop.session import GameSession, deal_secret, deal_seed

GAMES = sorted(games.playable())
SEED = 7


def _seats(game: str, first: str) -> list[str]:
    return [first] + ["bot"] * (games.get(game).min_seats - 1)


def _start(app, game: str, seats: list[str]) -> GameSession:
    """Start as the launcher's Start button does."""
    app.start_game(game, SEED, seats)
    return app.session


def _play(session: GameSession, moves: int) -> None:
    for _ in range(moves):
        if session.is_over:
            return
        session.play_bot(session.acting_seats()[0])


@pytest.mark.parametrize("game", GAMES)
def test_two_starts_with_a_person_and_the_same_shown_seed_deal_differently(app, game):
    seats = _seats(game, "human")
    first, second = _start(app, game, seats), _start(app, game, seats)
    assert first.seed == second.seed == SEED
    assert first.digest != second.digest
    assert first.digest != GameSession(game, SEED, seats).digest  # the shown seed alone: another deal


@pytest.mark.parametrize("game", GAMES)
def test_a_computer_only_start_follows_from_the_shown_seed(app, game):
    seats = _seats(game, "bot")
    session = _start(app, game, seats)
    assert session.secret is None
    assert session.digest == GameSession(game, SEED, seats).digest


@pytest.mark.parametrize("game", GAMES)
def test_a_save_of_a_game_with_a_person_replays_exactly(tmp_path, game):
    seats = _seats(game, "human")
    session = GameSession(game, SEED, seats, secret=deal_secret(seats))
    _play(session, 12)
    path = saves.save_session(session, tmp_path / "game.json")
    assert saves.load_save(path).session.digest == session.digest
    assert GameSession.replay(game, SEED, seats, session.actions, secret=session.secret).digest == session.digest


def test_the_secret_is_fresh_for_people_and_absent_for_the_computer():
    assert deal_secret(["bot", "bot"]) is None
    one, two = deal_secret(["human", "bot"]), deal_secret(["bot", "human"])
    assert one and two and one != two
    assert deal_seed(SEED, None) == SEED
    assert deal_seed(SEED, one) != SEED and 0 <= deal_seed(SEED, one) < 2**63


def test_a_save_with_a_malformed_secret_is_refused(tmp_path):
    seats = ["human", "bot"]
    data = saves.session_to_data(GameSession("fortify", SEED, seats, secret=deal_secret(seats)))
    data["secret"] = ["not", "a", "text"]
    path = saves.write_save(tmp_path / "bad.json", data)
    with pytest.raises(saves.SaveError, match="secret"):
        saves.load_save(path, keep_bad_aside=False)
