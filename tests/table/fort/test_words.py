"""Words on the Fort table (task finding 1): nothing cut off at any decision, players by name,
each pass row in the words of its step, and a refusal that goes at the next click."""
from __future__ import annotations

import re

import pytest

from fort_desktop.rules.fort import RULES
from fort_desktop.session import GameSession
from fort_desktop.table.fort.scene import FortTable
from fort_desktop.table.scenes.curtain import Curtain

from .test_scene import click

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")
DT = 1 / 60
NAMES = ["Ana", "Ben", "Cleo", "Dev"]


def people(app, seats, seed):
    session = GameSession("fort", seed, ["human"] * seats, NAMES[:seats], rules=RULES, bot_pace_seconds=100.0)
    scene = FortTable(app, session)
    app.push(scene)
    app.step(DT)
    return session, scene


def lift_curtain(app, scene):
    for _ in range(3):
        if not isinstance(app.top, Curtain):
            return
        click(app, app.top.button_rect.center)
    assert app.top is scene


@pytest.mark.parametrize("seats,seed,actions", [(3, 7, 90), (4, 5, 60)])
def test_no_words_are_cut_off_at_any_decision(app, seats, seed, actions):
    session, scene = people(app, seats, seed)
    cut: set[str] = set()
    for _ in range(actions):
        lift_curtain(app, scene)
        app.step(DT)
        cut |= set(scene.painter.clipped)
        scene.painter.clipped.clear()
        for tile, perk in scene.painter.perk_tiles:  # every Perk tile whole inside the Perk row
            if not scene.painter.layout.perks.contains(tile):
                cut.add(perk)
        session.play_bot(session.acting_seats()[0])
    assert not cut


def test_the_table_names_players_never_p1(app):
    session, scene = people(app, 3, 7)
    lift_curtain(app, scene)
    app.step(DT)
    words = " ".join(scene.painter.words)
    assert "Ana" in words and "Ben" in words and "Cleo" in words
    assert not re.search(r"\bP[1-4]\b", words)


def test_the_pass_row_at_the_recruit_step_says_recruit_nobody(app):
    session, scene = people(app, 2, 8)
    while (session.state.pending or {}).get("kind") != "recruit_phase":
        session.play_bot(session.acting_seats()[0])
    lift_curtain(app, scene)
    app.step(DT)
    labels = [label for _, label, a in scene.panel if a["type"] == "pass"]
    assert labels == ["Recruit nobody this turn"]
    assert not any("follow" in label for _, label, _ in scene.panel)


def test_a_refusal_goes_at_the_next_click_and_sits_under_the_rows(app):
    session, scene = people(app, 2, 8)
    lift_curtain(app, scene)
    scene.say("that card cannot be added: it adds nothing")
    app.step(DT)
    assert scene.toast_showing
    rows_bottom = max(rect.bottom for rect, _, _ in scene.panel)
    assert rows_bottom < scene.painter.layout.hand.bottom - 78  # the message box is the panel's foot
    click(app, (5, 795))  # a click on the bare felt
    assert not scene.toast_showing


def test_the_plan_words_say_which_action_is_used_in_full():
    from fort_desktop.table.fort.words import plan_words

    words = plan_words({"order": ["prv", "pub"], "full": "prv", "gather": {}})
    assert "the private one done fully" in words and "prv" not in words
    assert plan_words({"order": ["pub"], "full": "pub", "gather": {"pub": "P"}}, "you gain 2 pizza") == \
        "Public action only, public takes pizza: you gain 2 pizza"


def test_every_move_is_on_some_page_of_the_panel(app):
    session, scene = people(app, 3, 7)  # P1 holds a Coin with 11 plans: more than one page
    lift_curtain(app, scene)
    plays = [a["card"] for a in session.legal_actions(0) if a["type"] == "play"]
    card = max(set(plays), key=plays.count)
    scene.focus = card  # the plan panel of one card: often many plans, each two lines high
    seen = []
    for _ in range(6):
        scene.dirty = True
        scene._base_key = None
        app.step(DT)
        seen += [a for _, _, a in scene.panel if not a["type"].startswith("_")]
        assert all(rect.bottom <= scene.painter.layout.hand.bottom - 78 for rect, _, _ in scene.panel)
        scene.page += 1
    plans = [a for a in session.legal_actions(0) if a["type"] == "play" and a["card"] == card]
    shown = scene._one_per_outcome(plans)         # of two plans with the same outcome, one row
    assert len(plans) >= 11 and len(shown) > 1 and all(plan in seen for plan in shown)


def test_trash_the_coin_and_public_in_full_are_said_in_plain_words_where_first_shown():
    """New users saw "trash", the Coin and "(public in full)" never explained: the hover
    enlargement says what a trash and the Coin are, the lesson's captions say all three."""
    from fort_desktop import tutorial
    from fort_desktop.rules.fort.board import CAT
    from fort_desktop.table.fort.words import card_lines

    assert "Coin (wild: counts as any suit)" in card_lines(CAT.spec("kid-CO02"))[1]
    assert "leaves the game for good" in " ".join(card_lines(CAT.spec("kid-BK03")))     # Lu: trash up to 1
    steps = {s.id: s.text for s in tutorial.load_script("fort").steps}
    # where the play area first says it, and in the words it says it in (a new user looked for them)
    assert '"(public in full)": the public action must be done completely' in steps["private"]
    assert "trashed card leaves the game" in steps["pass"] and "Coin counts as any suit" in steps["pass"]


def test_each_term_of_the_first_game_is_said_in_plain_words_where_it_is_first_used():
    """New users: the first caption listed "your Fort Level, your Stuff and Pack ..., your Lookout
    and your Yard" before any of them was explained. Each term first shows in the step that says
    what it is."""
    from fort_desktop import tutorial

    steps = tutorial.load_script("fort").steps
    first = {term: next(s for s in steps if term in s.text) for term in
             ("Fort Level", "Stuff", "Pack", "Lookout", "Yard", "Park", "discard pile", "suit", "in full", "token")}
    assert {t: s.id for t, s in first.items()} == {
        "Fort Level": "pack", "Stuff": "stuff", "Pack": "pack", "Lookout": "add", "Yard": "recruit-park",
        "Park": "recruit-park", "discard pile": "recruit-park", "suit": "play-public", "in full": "private",
        "token": "stuff"}
    said = {"Fort Level": "how high your fort is", "Stuff": "the row on your board for what you collect",
            "Lookout": "a row on your board", "Park": "The Park is", "discard pile": "your used cards",
            "suit": "is its suit", "in full": '"(public in full)": the public action must be done', "token": "are your tokens"}
    assert all(words in first[term].text for term, words in said.items())
    assert "Yard" in steps[[s.id for s in steps].index("recruit-park") + 1].title   # said at once after


def test_the_step_that_ends_adding_has_one_name_everywhere():
    """New users: the panel said "Done adding cards", its title and the lesson "Done", the coach
    "Carry out the play now": one name (DONE_ADDING) in the panel, its title, the banner, the
    coach and the lesson."""
    from fort_desktop import tutorial
    from fort_desktop.rules.fort.engine import PHASE_WORDS
    from fort_desktop.table.fort.scene import FortTable
    from fort_desktop.table.fort.words import DONE_ADDING

    assert FortTable.row_words(None, {"type": "confirm"}).startswith(DONE_ADDING + ":")   # type: ignore[arg-type]
    assert PHASE_WORDS["add"].endswith(DONE_ADDING)
    import inspect

    from fort_desktop.rules.fort import coach
    assert "then click {DONE_ADDING}" in inspect.getsource(FortTable.hint)
    assert f'"{DONE_ADDING}: carry out the play now"' in inspect.getsource(coach._one)
    for step in tutorial.load_script("fort").steps:
        if any(m["type"] == "confirm" for m in step.moves):
            assert f'"{DONE_ADDING}"' in step.text and "Done." not in step.text, step.id


def test_what_an_added_card_gives_is_said_plainly():
    """New users read "gather 2 pizza, +1 per Skateboard added" as ambiguous."""
    from fort_desktop.table.fort.words import plan_words, sized_effect

    eff = {"op": "gather", "r": "P", "x": "SK"}
    assert sized_effect(eff, 2, adding=True) == "gather 2 pizza, and 1 more for each Skateboard you add"
    assert "+1 per" not in sized_effect(eff, 2, adding=True)
    out = "you gain 1 pizza (more for each Skateboard card you add)"
    assert plan_words({"order": ["pub"], "full": "pub", "gather": {}}, out).endswith(out)


def test_the_page_row_says_where_it_goes_not_a_count_that_changes_from_page_to_page():
    """A new player read "4 more: page 1 of 3" then "5 more: page 2 of 3" as moves running out."""
    from fort_desktop.table.fort.words import more_words

    assert more_words(0, 3, 4) == "Page 1 of 3 - next page (click or wheel)"
    assert more_words(1, 3, 5) == more_words(1, 3, 9) == "Page 2 of 3 - next page (click or wheel)"
    assert more_words(2, 3, 5) == "Page 3 of 3 - back to page 1 (click or wheel)"


def test_counts_of_one_are_said_in_the_singular_every_card_word():
    """New users read "gather 1 toys" and "pack 1 token(s)": every card's words (enlargement,
    action box, the play's sized lines, the coach's short form) say a count by its number."""
    from fort_desktop.rules.fort.coach import _effect_short
    from fort_desktop.rules.fort.board import CAT
    from fort_desktop.table.fort.words import effect_words, short_effect, sized_effect

    said = []
    for spec in [CAT.spec(c) for c in CAT.kid_ids]:
        for eff in [*(spec.pub or ()), *(spec.prv or ())]:
            said += [effect_words(eff), short_effect(eff), sized_effect(eff, 1), _effect_short(dict(eff))]
    assert "gather 1 toy" in said and "pack 1 token" in said
    bad = [w for w in said if "(s)" in w or re.search(r"\b1 (toys|tokens|cards|hand cards)\b", w)
           or re.search(r"\b1 pizza or toys\b", w)]
    assert bad == []


def test_swaps_say_what_changes_where_and_a_gather_cut_by_the_stuff_says_why():
    """Issue 14: Swap Meet's rows all read "swaps the type of 1 token"; a gather row said "gain 2"
    while the card said 3 (the Stuff holds 4 of each)."""
    from fort_desktop.rules.fort.coach import gain_words
    from fort_desktop.rules.fort.describe import swap_words
    from tests.rules.fort.helpers import seat_up, table

    swaps = [swap_words({"stuff": {"P": a, "T": b}, "pack": {"P": c, "T": d}})
             for a, b, c, d in ((1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1))]
    assert swaps[0] == "swaps 1 pizza for a toy in Stuff" and len(set(swaps)) == 4
    st = seat_up(table(2), 0, stuff=(2, 4))
    assert gain_words(st, 0, "P", 3, 2) == "you gain 2 of 3 pizza (your Stuff holds only 4 pizza)"
    assert gain_words(st, 0, "T", 1, 0) == "no toys (your Stuff already holds 4 toys, the most it may)"
    assert gain_words(st, 0, "P", 2, 2) == "you gain 2 pizza"
