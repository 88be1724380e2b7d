"""What the projector keeps in memory per game, and the row buffers a batch fills.

A `GameTrack` is rebuildable: after a restart (or an eviction) the projector replays the
game's rows of the `events` table through the same handlers, so nothing here needs to be
saved beside the tracking position.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any


@dataclass
class GameTrack:
    game_id: str
    game_type: str | None
    state: Any = None  # the game module's own projection state (None: no fact tables)
    in_db: bool = False  # a `games` row exists (or is being inserted in this batch)
    # --- what the handlers learnt in this batch for the games row (cleared after it) ---
    created: list | None = None  # a full `games` row to insert (the end may patch it)
    result: dict[str, Any] | None = None  # columns set when the game ends
    finished: bool = False
    ended_id: int = 0  # the notification id of its end, once it ended
    players: tuple[str, ...] = ()  # display names, one per seat (from game.Created)
    # Set when the game ended in this batch (its result): its secrets go into the file and
    # its players' ratings move.
    ended_now: dict[str, Any] | None = None
    # The game's secret events as stored — (version, type, envelope) — kept from its
    # game.Created on, for the file once the game ends; None when this projector did not
    # see its beginning (read back from the store then).
    secrets: list[tuple[int, str, bytes]] | None = None
    created_id: int = 0  # the notification id of its game.Created, when `secrets` is kept

    def clear_batch(self) -> None:
        self.created = None
        self.result = None
        self.ended_now = None


@dataclass
class Rows:
    """Rows per table (tuples in the table's column order), written with one Arrow insert each."""

    tables: dict[str, list[tuple]] = field(default_factory=lambda: defaultdict(list))

    def add(self, table: str, row: tuple) -> None:
        self.tables[table].append(row)


def micros(epoch_seconds: float | None) -> int | None:
    return None if epoch_seconds is None else int(epoch_seconds * 1_000_000)
