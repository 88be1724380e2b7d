"""The DuckDB tables of the analytics file: one declaration drives the DDL and the Arrow types.

Every column is documented in docs/analytics.md. Tables have no primary keys on purpose:
DuckDB's ART indexes slow bulk inserts and the projector's exactly-once tracking already
guarantees one row per fact. Bump SCHEMA_VERSION on any change: the file is a projection,
so an old file is rebuilt (`scheherazade project --rebuild`), never migrated in place.
"""

from __future__ import annotations

import pyarrow as pa

SCHEMA_VERSION = 2  # 2: the treasures_* tables

_TS = pa.timestamp("us")  # DuckDB TIMESTAMP (UTC, no time zone)
_JSON = pa.string()  # text that DuckDB checks while casting it to JSON
_INTS = pa.list_(pa.int32())

# table -> [(column, DuckDB type, Arrow type of the column the projector hands over)]
TABLES: dict[str, list[tuple[str, str, pa.DataType]]] = {
    "events": [
        ("notification_id", "BIGINT", pa.int64()),
        ("game_id", "VARCHAR", pa.string()),
        ("version", "BIGINT", pa.int64()),
        ("type", "VARCHAR", pa.string()),
        ("game_type", "VARCHAR", pa.string()),
        ("at", "TIMESTAMP", _TS),
        ("seat", "INTEGER", pa.int32()),
        ("command_id", "VARCHAR", pa.string()),
        ("turn", "INTEGER", pa.int32()),
        ("team", "VARCHAR", pa.string()),
        ("schema", "INTEGER", pa.int32()),
        ("payload", "JSON", _JSON),
    ],
    "games": [
        ("game_id", "VARCHAR", pa.string()),
        ("game_type", "VARCHAR", pa.string()),
        ("players", "VARCHAR[]", pa.list_(pa.string())),
        ("seat_count", "INTEGER", pa.int32()),
        ("seed", "BIGINT", pa.int64()),
        ("content_hash", "VARCHAR", pa.string()),
        ("options", "JSON", _JSON),
        ("status", "VARCHAR", pa.string()),
        ("created_at", "TIMESTAMP", _TS),
        ("ended_at", "TIMESTAMP", _TS),
        ("events", "BIGINT", pa.int64()),
        ("version", "BIGINT", pa.int64()),
        ("last_event_at", "TIMESTAMP", _TS),
        ("winners", "INTEGER[]", _INTS),
        ("scores", "INTEGER[]", _INTS),
        ("winning_team", "VARCHAR", pa.string()),
        ("day_points", "INTEGER", pa.int32()),
        ("night_points", "INTEGER", pa.int32()),
    ],
    "g1001_votes": [
        ("game_id", "VARCHAR", pa.string()),
        ("turn", "INTEGER", pa.int32()),
        ("seat", "INTEGER", pa.int32()),
        ("team", "VARCHAR", pa.string()),
        ("active", "BOOLEAN", pa.bool_()),
        ("card", "INTEGER", pa.int32()),
        ("matched", "BOOLEAN", pa.bool_()),
        ("banned", "BOOLEAN", pa.bool_()),
    ],
    "g1001_viziers": [
        ("game_id", "VARCHAR", pa.string()),
        ("turn", "INTEGER", pa.int32()),
        ("team", "VARCHAR", pa.string()),
        ("direction", "INTEGER", pa.int32()),
        ("hit", "BOOLEAN", pa.bool_()),
        ("unanimous", "BOOLEAN", pa.bool_()),
    ],
    "g1001_flights": [
        ("game_id", "VARCHAR", pa.string()),
        ("turn", "INTEGER", pa.int32()),
        ("team", "VARCHAR", pa.string()),
        ("direction", "INTEGER", pa.int32()),
        ("card", "VARCHAR", pa.string()),
        ("drawn", "BOOLEAN", pa.bool_()),
        ("grounded", "BOOLEAN", pa.bool_()),
        ("start_space", "INTEGER", pa.int32()),
        ("end_space", "INTEGER", pa.int32()),
        ("steps", "INTEGER", pa.int32()),
        ("reason", "VARCHAR", pa.string()),
        ("gems_gained", "INTEGER", pa.int32()),
        ("gems_lost", "INTEGER", pa.int32()),
        ("clouds_gained", "INTEGER", pa.int32()),
        ("clouds_lost", "INTEGER", pa.int32()),
    ],
    "g1001_purchases": [
        ("game_id", "VARCHAR", pa.string()),
        ("turn", "INTEGER", pa.int32()),
        ("team", "VARCHAR", pa.string()),
        ("seat", "INTEGER", pa.int32()),
        ("kind", "VARCHAR", pa.string()),
        ("reward", "VARCHAR", pa.string()),
        ("red", "INTEGER", pa.int32()),
        ("blue", "INTEGER", pa.int32()),
        ("green", "INTEGER", pa.int32()),
        ("clouds", "INTEGER", pa.int32()),
        ("points", "INTEGER", pa.int32()),
    ],
    "treasures_moves": [
        ("game_id", "VARCHAR", pa.string()),
        ("turn", "INTEGER", pa.int32()),
        ("seat", "INTEGER", pa.int32()),
        ("from_square", "VARCHAR", pa.string()),
        ("to_square", "VARCHAR", pa.string()),
        ("steps", "INTEGER", pa.int32()),
        ("spirit", "BOOLEAN", pa.bool_()),
        ("escaped", "BOOLEAN", pa.bool_()),
    ],
    "treasures_cards": [
        ("game_id", "VARCHAR", pa.string()),
        ("turn", "INTEGER", pa.int32()),
        ("seat", "INTEGER", pa.int32()),
        ("square", "VARCHAR", pa.string()),
        ("card", "VARCHAR", pa.string()),
        ("treasures", "INTEGER", pa.int32()),
    ],
    "treasures_chief": [
        ("game_id", "VARCHAR", pa.string()),
        ("turn", "INTEGER", pa.int32()),
        ("position", "INTEGER", pa.int32()),
        ("cause", "VARCHAR", pa.string()),
        ("reached", "BOOLEAN", pa.bool_()),
    ],
    "treasures_outcomes": [
        ("game_id", "VARCHAR", pa.string()),
        ("seat", "INTEGER", pa.int32()),
        ("variant", "VARCHAR", pa.string()),
        ("escaped", "BOOLEAN", pa.bool_()),
        ("caught", "BOOLEAN", pa.bool_()),
        ("treasures", "INTEGER", pa.int32()),
        ("score", "INTEGER", pa.int32()),
        ("winner", "BOOLEAN", pa.bool_()),
    ],
}

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
