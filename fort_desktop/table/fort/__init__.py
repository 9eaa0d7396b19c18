"""The Fort table (issue 8 item 3; a first cut on the kit): a board per seat, the Park, the Perk
row, the supply, the acting person's hand fanned at the bottom, and a panel of the legal actions in
words to click. Built on :class:`~fort_desktop.table.kit.game_table.GameTable` with the
turn-based curtain (:class:`~fort_desktop.table.kit.handoff.TurnCurtain`)."""
