"""The shared table kit: what every game's table is built from, as it is.

- :mod:`.game_table`: :class:`~.game_table.GameTable`, the base scene (session listener, one view per
  state, submit with the refusal's reason shown, bot pacing, headless fast mode, pause while covered,
  game-over hand-off, idling);
- :mod:`.handoff`: who looks and who acts (:class:`~.handoff.TurnCurtain`: a curtain whenever the
  human who must act changes);
- :mod:`.layers`: cached parts composed into one picture, cached words;
- :mod:`.hud`: banner, log panel, results, hints, toasts (floating or in a message box of their
  own place), captions, a card shown big;
- :mod:`.move_list`: the list of moves (rows of legal actions, title rows, paged);
- :mod:`.score_sheet`: the final score sheet (a table of figures and/or lines of words);
- :mod:`.hover`: enlargement on hover (and pinning);
- :mod:`.anim`: brief animations; :mod:`.dragdrop`: drag and drop that snaps to any set of targets;
- :mod:`.dice_tray`: the pymunk dice tray; :mod:`.art`: loading pictures apart from any catalogue;
- :mod:`.hand`: a fanned hand of cards;
- :mod:`.coach`: the "What now?" button, its ``?`` key and the coach's panel;
- :mod:`.illustrations`: what a game's table offers the "How to play" pages (its pictures, reached
  through its registry entry).
"""
