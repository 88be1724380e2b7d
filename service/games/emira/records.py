"""Positional makers of the Emira state records: the fold's fast constructors.

A frozen dataclass's __init__ sets each field through `object.__setattr__` (~100 ns a field);
the fold copies ~30 fields an event. So each record has a maker from the kit
(`service.kit.drafts.maker`): a draft of the record's slots filled with plain attribute
stores, then turned into the record by assigning `__class__`. The result is the same object
`X(*values)` gives (tests/games/emira/test_fold.py checks it field by field). The makers take
every field, in the record's order: a field added to a record is a value to add at their
call sites.
"""

from __future__ import annotations

from service.games.emira.state import Ask, Board, Decks, Game, Sheik, Step
from service.kit.drafts import maker

make_ask = maker(Ask)
make_decks = maker(Decks)
make_game = maker(Game)
make_board = maker(Board)
make_step = maker(Step)
make_sheik = maker(Sheik)

NEW_STEP = Step()  # a turn begins with a fresh cursor (records are immutable: one is shared)
