"""The DuckDB tables of the analytics file: one declaration drives the DDL and the Arrow types.

`events` and `games` are every game's; a game's fact tables are declared in its projection
adapter (`projections/games/<name>.py`, `TABLES`) and gathered here from the registry.

Every column is documented in docs/analytics.md. Tables have no primary keys on purpose:
DuckDB's ART indexes slow bulk inserts and the projector's exactly-once tracking already
guarantees one row per fact. Bump SCHEMA_VERSION on any change: the file is a projection,
so an old file is rebuilt (`scheherazade project --rebuild`), never migrated in place.
"""

from __future__ import annotations

import pyarrow as pa

from projections.kit import INTS, JSON, TS, Columns, adapters, merge

SCHEMA_VERSION = 3  # 2: the treasures_* tables; 3: games is game-independent (g1001_results)

# The tables every game shares; each game's fact tables come from its projection adapter.
EVENTS: Columns = [
    ("notification_id", "BIGINT", pa.int64()),
    ("game_id", "VARCHAR", pa.string()),
    ("version", "BIGINT", pa.int64()),
    ("type", "VARCHAR", pa.string()),
    ("game_type", "VARCHAR", pa.string()),
    ("at", "TIMESTAMP", TS),
    ("seat", "INTEGER", pa.int32()),
    ("command_id", "VARCHAR", pa.string()),
    ("turn", "INTEGER", pa.int32()),
    ("team", "VARCHAR", pa.string()),
    ("schema", "INTEGER", pa.int32()),
    ("payload", "JSON", JSON),
]
GAMES: Columns = [
    ("game_id", "VARCHAR", pa.string()),
    ("game_type", "VARCHAR", pa.string()),
    ("players", "VARCHAR[]", pa.list_(pa.string())),
    ("seat_count", "INTEGER", pa.int32()),
    ("seed", "BIGINT", pa.int64()),
    ("content_hash", "VARCHAR", pa.string()),
    ("options", "JSON", JSON),
    ("status", "VARCHAR", pa.string()),
    ("created_at", "TIMESTAMP", TS),
    ("ended_at", "TIMESTAMP", TS),
    ("events", "BIGINT", pa.int64()),
    ("version", "BIGINT", pa.int64()),
    ("last_event_at", "TIMESTAMP", TS),
    ("winners", "INTEGER[]", INTS),
    ("scores", "INTEGER[]", INTS),
]


def _tables() -> dict[str, Columns]:
    """The shared tables, then every registered game's own, each named `<game name>_…`."""
    parts: list[tuple[str, dict[str, Columns]]] = [("the core", {"events": EVENTS,
                                                                 "games": GAMES})]
    for game in adapters():
        own: dict[str, Columns] = game.get("TABLES", {})
        for table in own:
            if not table.startswith(f"{game.name}_"):
                raise ValueError(f"table {table!r} of {game.name} lacks the prefix "
                                 f"{game.name + '_'!r}")
        parts.append((game.name, own))
    return merge("table", parts)


# table -> [(column, DuckDB type, Arrow type of the column the projector hands over)]
TABLES: dict[str, Columns] = _tables()

# Bookkeeping, not facts: where the projector is in the global log, and the file's schema.
_BOOKKEEPING = [
    "CREATE TABLE IF NOT EXISTS projection_tracking ("
    " name VARCHAR PRIMARY KEY, position BIGINT NOT NULL, updated_at TIMESTAMP)",
    "CREATE TABLE IF NOT EXISTS analytics_meta (key VARCHAR PRIMARY KEY, value VARCHAR)",
]


def ddl() -> list[str]:
    statements = list(_BOOKKEEPING)
    for table, columns in TABLES.items():
        cols = ", ".join(f'"{name}" {duck}' for name, duck, _ in columns)
        statements.append(f"CREATE TABLE IF NOT EXISTS {table} ({cols})")
    return statements


def columns(table: str) -> list[str]:
    return [name for name, _, _ in TABLES[table]]


def arrow_table(table: str, rows: list[tuple]) -> pa.Table:
    """Rows (tuples in column order) to an Arrow table typed as the DuckDB table expects."""
    spec = TABLES[table]
    cols = list(zip(*rows, strict=True)) if rows else [()] * len(spec)
    return pa.table(
        {name: pa.array(col, type=typ) for (name, _, typ), col in zip(spec, cols, strict=True)}
    )
