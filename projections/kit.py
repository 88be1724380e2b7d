"""What a game's projection adapter is made of, and how the central tables find the adapters.

A game gets fact tables by having a module `projections/games/<game name>.py` (or
the module the game names for the "projections" layer). It exports:

- `TABLES`: {table: [(column, DuckDB type, Arrow type)]}; every table named `<name>_…`
- `ROUTES`: {stored event type: handler(track, event, meta, rows)}
- `RAW_ROUTES` (optional): {stored event type: handler(track, envelope bytes, rows)} for
  frequent events that are only counted, never decoded
- `new_state(created)`: the game's projection state, from its `game.Created`
- `STATISTICS`: a tuple of `Statistic`
- `ENDED` (optional): the stored type of the event that ends the game, which carries
  `winners` and `scores` (default `<game type>.GameEnded`); the central handler writes the
  game's end into `games`, then the adapter's own handler for that type runs, if any.

Nothing here imports an adapter at import time of this module: `adapters()` does, when the
central tables (`routes`, `schema`, `stats`) are built.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pyarrow as pa

from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.kit.base import GameCreated

# A handler takes a decoded event; a raw handler takes the stored envelope (bytes) of an
# event it only counts, which saves decoding the most frequent events.
Handler = Callable[[GameTrack, Any, Meta, Rows], None]
RawHandler = Callable[[GameTrack, bytes, Rows], None]
StateFactory = Callable[[GameCreated | None], Any]
Columns = list[tuple[str, str, pa.DataType]]

# Arrow types of the columns the projector hands over, for the DuckDB types that need care.
TS = pa.timestamp("us")  # DuckDB TIMESTAMP (UTC, no time zone)
JSON = pa.string()  # text that DuckDB checks while casting it to JSON
INTS = pa.list_(pa.int32())


@dataclass(frozen=True)
class Statistic:
    name: str
    description: str
    sql: str


# The ready queries, one `.sql` file each: a `--` comment saying what it measures, then the
# query. Analysts can read and run them as they are (`duckdb analytics.duckdb < FILE`).
QUERY_DIR = Path(__file__).resolve().parent / "queries"


def query(name: str) -> Statistic:
    """The ready query `queries/<name>.sql`."""
    lines = (QUERY_DIR / f"{name}.sql").read_text(encoding="utf-8").splitlines()
    head = [line for line in lines if line.startswith("--")]
    body = [line for line in lines if not line.startswith("--")]
    description = " ".join(line.removeprefix("--").strip() for line in head)
    return Statistic(name, description, "\n".join(body).strip())


def queries(game_type: str) -> tuple[Statistic, ...]:
    """A game's ready queries: `queries/<game type>-*.sql`, by name."""
    names = sorted(p.stem for p in QUERY_DIR.glob(f"{game_type}-*.sql"))
    return tuple(query(name) for name in names)


@dataclass(frozen=True)
class GameAdapter:
    """A registered game and its projection adapter module (None: no fact tables)."""

    game_type: str
    name: str
    module: ModuleType | None

    @property
    def ended(self) -> str:
        return getattr(self.module, "ENDED", None) or f"{self.game_type}.GameEnded"

    def get(self, attr: str, default: Any) -> Any:
        return default if self.module is None else getattr(self.module, attr, default)


def adapters() -> list[GameAdapter]:
    """Every registered game, in the registry's order, with its projection adapter if any."""
    from service.kit import registry  # late: the registry is read when tables are built

    return [GameAdapter(game.game_type, game.name, registry.adapter("projections", game))
            for game in registry.declared()]


def merge(kind: str, parts: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """One table from every source's part; a key given twice fails at import (a second game
    would otherwise silently replace the first's entry)."""
    merged: dict[str, Any] = {}
    for source, part in parts:
        for key, value in part.items():
            if key in merged:
                raise ValueError(f"{kind} {key!r} of {source} is declared twice")
            merged[key] = value
    return merged
