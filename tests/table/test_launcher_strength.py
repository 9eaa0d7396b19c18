"""The launcher's computer strength (issue 16 item 1): beside each computer seat, Normal first,
chosen by click, started with, remembered for next time."""
from fort_desktop.table import launcher_memory

from .shell_helpers import click


def test_a_computer_seat_gets_a_strength_button_and_the_game_starts_with_it(app):
    app.show_launcher()
    app.step()
    launcher = app.top
    click(app, next(t for t in launcher.tiles if t.game == "forfort").rect.center)
    strength = launcher.strength_toggles[1]
    assert not strength.visible                          # a person's seat has no strength
    click(app, strength.rect.center)
    assert launcher.seats[1] == "human"                  # a hidden button takes no click
    click(app, launcher.seat_toggles[1].rect.center)     # P2: Computer, Normal
    assert strength.visible and strength.label == "Normal" and launcher.seats == ["human", "bot"]
    click(app, strength.rect.center)
    click(app, strength.rect.center)
    assert strength.label == "Easy" and launcher.seats == ["human", "bot:easy"]
    click(app, launcher.start_button.rect.center)
    session = app.top.session
    assert session.seats == ["human", "bot:easy"] and session.player_words(1) == "Computer (easy)"
    assert launcher_memory.load().seats == ["human", "bot:easy"]


def test_back_from_a_game_with_a_named_computer_keeps_its_strength_hidden(app):
    # README: a named computer hides its strength (try Easy and Hard blind); "Back" must not tell
    app.show_launcher(game="fort", seats=["human", "bot:hard"], names=["Ana", "Rival"])
    app.step()
    launcher = app.top
    strength = launcher.strength_toggles[1]
    assert strength.visible and strength.label == "Hidden" and launcher.seats == ["human", "bot:hard"]
    click(app, strength.rect.center)                     # opened deliberately: shown, not changed
    assert strength.label == "Hard" and launcher.seats == ["human", "bot:hard"]
    click(app, strength.rect.center)
    assert strength.label == "Easy"
