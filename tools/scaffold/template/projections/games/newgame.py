"""New Game's facts in DuckDB: one row per card revealed (`newgame_plays`), and its ready
statistic (`projections/queries/newgame-type-*.sql`). A card placed face down is secret
until the reveal: only `CardsRevealed` is read."""

from __future__ import annotations

import pyarrow as pa

from projections.kit import Columns, Handler, Statistic, queries
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.games.newgame import events as ev
from service.kit.base import GameCreated

_S, _I = pa.string(), pa.int32()

TABLES: dict[str, Columns] = {
    "newgame_plays": [
        ("game_id", "VARCHAR", _S), ("round", "INTEGER", _I), ("seat", "INTEGER", _I),
        ("card", "VARCHAR", _S), ("value", "INTEGER", _I),
    ],
}


def new_state(created: GameCreated) -> None:
    return None  # every fact is in its own event


def on_cards_revealed(track: GameTrack, e: ev.CardsRevealed, meta: Meta, out: Rows) -> None:
    for seat, (card, value) in enumerate(zip(e.cards, e.values, strict=True)):
        out.add("newgame_plays", (track.game_id, e.round, seat, card, value))


ROUTES: dict[str, Handler] = {ev.CardsRevealed.TYPE: on_cards_revealed}
STATISTICS: tuple[Statistic, ...] = queries("newgame-type")
