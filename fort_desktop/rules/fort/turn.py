"""The automatic steps of a turn (fort.md 5): S1 Cleanup, S5c post-play, S6 Recruit (offer),
S7 Discard, S8 Draw with lazy or eager reshuffle, S9 end check with equal turns and the
``max_rounds`` guard (rules text "Turn Structure", "Scoring / Victory Conditions"; edges 1-4,
17, 21; T02, T15-T17, T33-T35)."""
from __future__ import annotations


from .board import CAT, held_hook_args, hook_perk, perk_ready, recruit_targets
from .state import FortState, Task


def start_turn_tasks() -> list[Task]:
    """A turn's skeleton before Play: Cleanup then the Play decision."""
    return [{"k": "cleanup"}, {"k": "play"}]


def after_play_tasks() -> list[Task]:
    """What follows Play (and the follow window): recruit, discard, draw, end check."""
    return [{"k": "post"}, {"k": "recruit"}, {"k": "discard"}, {"k": "draw"}, {"k": "end_turn"}]


def cleanup(st: FortState, task: Task) -> None:
    """S1: the Yard goes to the discard pile, skipped on the seat's first turn (T02); a ready
    ``on_cleanup`` perk with an effect is offered (PK2)."""
    seat = st.current
    board = st.boards[seat]
    if board.turns_taken > 0:
        board.discard.extend(board.yard)
        board.yard.clear()
    for pid in board.perks:
        perk = CAT.perks[pid]
        if perk.trigger == "on_cleanup" and perk.effect and perk_ready(st, seat, pid):
            st.tasks.insert(0, {"k": "perk_offer", "seat": seat, "perk": pid, "run": st.new_run()})


def post(st: FortState, task: Task) -> None:
    """S5c: the played card's ``trash_self`` boxes it now, after every follower (edge 19)."""
    if st.play is not None and st.play.get("trash_self"):
        st.box.append(st.play["card"])
        st.play["card_gone"] = True


def recruit(st: FortState, task: Task) -> None:
    """S6: offer a recruit from the Park or a rival Yard when there is one (edge 3)."""
    if recruit_targets(st, st.current):
        st.pending = {"kind": "recruit_phase", "seat": st.current}


def discard(st: FortState, task: Task) -> None:
    """S7: the played and added cards go to the discard pile; Best Friends in hand go there too
    with ``bf_at_discard: discard``; a ``yard_save`` perk (PK3) may keep one card out of the
    Yard; the rest of the hand goes to the Yard (T15, T16)."""
    seat = st.current
    board = st.boards[seat]
    if st.play is not None:
        if not st.play.get("card_gone"):
            board.discard.append(st.play["card"])
        board.discard.extend(st.play["adds"])
        st.play = None
    if st.settings["bf_at_discard"] == "discard":
        for c in [c for c in board.hand if CAT.spec(c).bf]:
            board.hand.remove(c)
            board.discard.append(c)
    pid = hook_perk(st, seat, "yard_save")
    if pid and board.hand and perk_ready(st, seat, pid) and not task.get("saved"):
        st.tasks.insert(0, {"k": "discard", "saved": True})
        st.pending = {"kind": "save", "seat": seat, "left": held_hook_args(st, seat, "yard_save")["count"]}
        return
    board.yard.extend(board.hand)
    board.hand.clear()


def draw(st: FortState, task: Task) -> None:
    """S8: draw up to ``hand_size``; ``reshuffle: lazy`` shuffles the discard pile when a draw
    finds the deck empty, ``eager`` as soon as the deck empties; the Yard is never reshuffled;
    with nothing left the hand stays short (edges 1, 2; T35)."""
    seat = st.current
    board = st.boards[seat]
    eager = st.settings["reshuffle"] == "eager"
    for _ in range(st.settings["hand_size"]):
        if not board.deck:
            if not board.discard:
                break
            reshuffle(st, seat)
        board.hand.append(board.deck.pop(0))
        st.reveals += 1
        if eager and not board.deck and board.discard:
            reshuffle(st, seat)


def reshuffle(st: FortState, seat: int) -> None:
    """The discard pile becomes the deck, shuffled (chance label ``deck:P<n>``)."""
    board = st.boards[seat]
    board.deck = board.discard[:]
    board.discard.clear()
    st.chance.shuffle(board.deck, f"deck:P{seat + 1}")
    st.reveals += 1


def end_turn(st: FortState, task: Task) -> None:
    """S9: count the turn; after the last seat's turn the game ends if the end is triggered (Fort
    Level 5 or a variant) or the round is ``max_rounds``; else the next seat's turn starts
    (edges 12, 21; T33, T34)."""
    seat = st.current
    st.boards[seat].turns_taken += 1
    if st.settings["end_vp25"] and not st.ending and any(b.track >= 25 for b in st.boards):
        st.ending, st.end_reason = True, "vp 25 reached: a Victory Track reached 25"
    if st.settings["end_park_empty"] and not st.ending and not st.park_deck:
        st.ending, st.end_reason = True, "park empty: the Park deck ran out"
    if seat == st.seats - 1:
        if st.ending or st.round >= st.settings["max_rounds"]:
            st.over = True
            if not st.ending:
                st.end_reason = f"max rounds: round {st.round} ended without a level {st.settings['end_level']} fort"
            return
        st.round += 1
    st.current = (seat + 1) % st.seats
    st.turn_no += 1
    st.tasks[:0] = start_turn_tasks()
