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
    # --- this batch's changes to the games row (cleared after every batch) ---
    created: tuple | None = None  # a full `games` row to insert
    events: int = 0
    version: int = 0
    last_at: float | None = None  # epoch seconds of the game's last event in this batch
    result: dict[str, Any] | None = None  # columns set when the game ends
    finished: bool = False

    def clear_batch(self) -> None:
        self.created = None
        self.events = 0
        self.version = 0
        self.last_at = None
        self.result = None


@dataclass
class Rows:
    """Rows per table (tuples in the table's column order), written with one Arrow insert each."""

    tables: dict[str, list[tuple]] = field(default_factory=lambda: defaultdict(list))

    def add(self, table: str, row: tuple) -> None:
        self.tables[table].append(row)


def micros(epoch_seconds: float | None) -> int | None:
    return None if epoch_seconds is None else int(epoch_seconds * 1_000_000)
