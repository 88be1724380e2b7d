"""Bazaar's projection adapter (what `projections/kit.py` says one exports): one fact table,
`bazaar_bids`, one row per seat per revealed bid, and a statistic over it.

Only public events are read: a `BidPlaced` is its bidder's secret until `BidsRevealed`
makes every bid of the round public, so the rows come from the reveal alone.
"""

from __future__ import annotations

from dataclasses import dataclass

import pyarrow as pa

from projections.kit import Columns, Handler, Statistic
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.kit.base import GameCreated
from tests.kit.bazaar import events as ev

_S, _I, _B = pa.string(), pa.int32(), pa.bool_()
TABLES: dict[str, Columns] = {
    "bazaar_bids": [
        ("game_id", "VARCHAR", _S), ("round", "INTEGER", _I), ("seat", "INTEGER", _I),
        ("amount", "INTEGER", _I), ("won", "BOOLEAN", _B), ("price", "INTEGER", _I),
    ],
}


@dataclass
class State:
    seats: int


def new_state(created: GameCreated | None) -> State:
    """Not None, ever: the projector takes a None state for "no decodable game.Created"
    and then runs no handler of the game at all, the central end of its `games` row
    included (a kit gap: see test_bazaar_through_every_layer)."""
    return State(seats=len(created.players) if created is not None else 0)


def on_bids_revealed(track: GameTrack, e: ev.BidsRevealed, meta: Meta, out: Rows) -> None:
    for seat, amount in enumerate(e.bids):
        out.add("bazaar_bids", (track.game_id, e.round, seat, amount, seat == e.winner,
                                e.price if seat == e.winner else 0))


ROUTES: dict[str, Handler] = {ev.BidsRevealed.TYPE: on_bids_revealed}

STATISTICS: tuple[Statistic, ...] = (
    Statistic(
        "bazaar-bids",
        "Bazaar, per round and overall: revealed bids, their average, and the average "
        "price the high bidder paid.",
        "SELECT coalesce(round::VARCHAR, 'all') AS round, count(*) AS bids, "
        "round(avg(amount), 2) AS avg_bid, "
        "round(avg(price) FILTER (WHERE won), 2) AS avg_price "
        "FROM bazaar_bids GROUP BY GROUPING SETS ((round), ()) ORDER BY round NULLS LAST",
    ),
)
