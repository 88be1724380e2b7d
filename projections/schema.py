"""The DuckDB tables of the analytics file: one declaration drives the DDL and the Arrow types.

`events` and `games` are every game's; a game's fact tables are declared in its projection
adapter (`projections/games/<name>.py`, `TABLES`) and gathered here from the registry.

Every column is documented in docs/analytics.md. Tables have no primary keys on purpose:
DuckDB's ART indexes slow bulk inserts and the projector's exactly-once tracking already
guarantees one row per fact. Bump SCHEMA_VERSION on any change of the shared tables; the
file also records a fingerprint of every declared table (`SCHEMA_ID`), so a game added or
plugged in changes it too. The file is a projection: an old one is rebuilt (`scheherazade
project --rebuild`, or by the projector itself), never migrated in place.
"""

from __future__ import annotations

import hashlib

import pyarrow as pa

from projections.kit import INTS, JSON, TS, Columns, adapters, merge
from projections.ratings import PLAYERS, RATINGS

# 2: the treasures_* tables; 3: games is game-independent (g1001_results); 4: the emira_* tables;
# 5: the dragons_* tables; 6: the tales_* tables; 7: no secret of a running game (events.redacted,
# games.seed set at the end); 8: players and ratings; 9: seats and the commands view;
# 10: decision_times and decision_tips
SCHEMA_VERSION = 10

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
    # True while the payload holds only the event's public fields: its game still runs and
    # the event is secret (a seat's or the auditor's). The full payload comes at the end.
    ("redacted", "BOOLEAN", pa.bool_()),
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


# Who held each seat: the name, and a digest of the seat's token hash (never the token),
# set once the game has ended (game.Created is the auditor's while it runs): the audit
# trail's "which seat" (the `commands` view).
SEATS: Columns = [
    ("game_id", "VARCHAR", pa.string()),
    ("seat", "INTEGER", pa.int32()),
    ("name", "VARCHAR", pa.string()),
    ("token_digest", "VARCHAR", pa.string()),
]

# How long decisions take, kept as a histogram so that `decision-time` answers from a few
# thousand rows however many games there are (the exact figure would sort every event of
# every game: ~20 s over 100,000 games, docs/bench.md). Each batch adds, per game type and
# tenth of a second, how many commands came that long after the command before them in
# their game, and the seconds they took; `decision_tips` holds each game's last command
# (its moment and id) for the next batch to measure from.
DECISION_TIMES: Columns = [
    ("game_type", "VARCHAR", pa.string()),
    ("tenths", "BIGINT", pa.int64()),  # the gap, in whole tenths of a second (rounded down)
    ("decisions", "BIGINT", pa.int64()),
    ("seconds", "DOUBLE", pa.float64()),  # their exact sum: the mean is exact
]
DECISION_TIPS: Columns = [
    ("game_id", "VARCHAR", pa.string()),
    ("at", "TIMESTAMP", TS),
    ("command_id", "VARCHAR", pa.string()),
]

# The audit trail: one row per command a seat sent — who (seat, name, token digest), with
# which command id, when, and the events it recorded, in order (the automatic steps it set
# off included: they share its command id).
COMMANDS_VIEW = """
CREATE OR REPLACE VIEW commands AS
WITH c AS (
    SELECT game_id, command_id, arg_min(seat, version) AS seat, min("at") AS "at",
           min(version) AS first_version, max(version) AS last_version, count(*) AS events,
           list(type ORDER BY version) AS types
    FROM events WHERE command_id IS NOT NULL GROUP BY game_id, command_id)
SELECT c.game_id, c.command_id, c.seat, s.name, s.token_digest, c."at", c.first_version,
       c.last_version, c.events, c.types
FROM c LEFT JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat"""


def _tables() -> dict[str, Columns]:
    """The shared tables, then every registered game's own, each named `<game name>_…`."""
    parts: list[tuple[str, dict[str, Columns]]] = [("the core", {
        "events": EVENTS, "games": GAMES, "seats": SEATS, "players": PLAYERS,
        "ratings": RATINGS, "decision_times": DECISION_TIMES, "decision_tips": DECISION_TIPS})]
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


def _fingerprint(tables: dict[str, Columns]) -> str:
    """A short hash of every declared table and column: a game registered (or plugged in)
    since a file was projected changes it, and the file is then rebuilt, so the new game's
    facts are projected from its first event rather than from wherever the log had got to."""
    text = ";".join(f"{t}({','.join(f'{c} {d}' for c, d, _ in cols)})"
                    for t, cols in sorted(tables.items()))
    return hashlib.sha256(text.encode()).hexdigest()[:12]


# What the file records as its schema: the version, then the tables' fingerprint.
SCHEMA_ID = f"{SCHEMA_VERSION}.{_fingerprint(TABLES)}"

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
    statements.append(COMMANDS_VIEW)
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
