"""New Game's facts in DuckDB: one row per card played (`newgame_plays`), and its ready
statistic (`projections/queries/newgame-type-*.sql`)."""

from __future__ import annotations

import pyarrow as pa
from service.games.newgame import events as ev

from projections.kit import Columns, Handler, Statistic, queries
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.kit.base import GameCreated

_S, _I = pa.string(), pa.int32()

TABLES: dict[str, Columns] = {
    "newgame_plays": [
        ("game_id", "VARCHAR", _S), ("seat", "INTEGER", _I), ("card", "VARCHAR", _S),
        ("value", "INTEGER", _I),
    ],
}


def new_state(created: GameCreated) -> None:
    return None  # every fact is in its own event


def on_card_played(track: GameTrack, e: ev.CardPlayed, meta: Meta, out: Rows) -> None:
    out.add("newgame_plays", (track.game_id, e.seat, e.card, e.value))


ROUTES: dict[str, Handler] = {ev.CardPlayed.TYPE: on_card_played}
STATISTICS: tuple[Statistic, ...] = queries("newgame-type")
