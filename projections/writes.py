"""What one batch writes: the Arrow tables the projector stages and the SQL that lands them.

Python hands over each event's envelope as text. DuckDB's JSON reader takes the meta, the
typed columns and the payload out of it, one parse per row in C++, which costs far less
than picking them out of decoded objects in Python — so an event no handler needs is never
decoded in Python at all. The `games` counters (events, version, last event time) are
likewise aggregated by DuckDB from the rows just inserted; Python only adds new games and
what the handlers learnt (a game's end).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import duckdb
import pyarrow as pa

from projections import schema
from projections.tracks import GameTrack

STAGED_EVENTS = pa.schema([
    ("notification_id", pa.int64()), ("game_id", pa.string()), ("version", pa.int64()),
    ("type", pa.string()), ("game_type", pa.string()),
    ("known", pa.bool_()),  # a registered type: its typed columns are filled
    ("envelope", pa.binary()),  # the stored bytes; DuckDB decodes the UTF-8 (cheaper)
    ("redacted", pa.bool_()),  # the envelope holds the public fields only (a running game)
])

# TRY: an envelope that is not UTF-8 JSON gives NULL columns, never a batch that cannot
# commit.
INSERT_EVENTS = """
INSERT INTO events
SELECT notification_id, game_id, version, type, game_type,
    make_timestamp(CAST(TRY_CAST(j[3] AS DOUBLE) * 1000000 AS BIGINT)) AS "at",
    TRY_CAST(j[4] AS INTEGER) AS seat,
    j[5] AS command_id,
    CASE WHEN known THEN TRY_CAST(j[6] AS INTEGER) END AS turn,
    CASE WHEN known THEN j[7] END AS team,
    CASE WHEN j IS NOT NULL THEN coalesce(TRY_CAST(j[1] AS INTEGER), 1) END AS "schema",
    CASE WHEN type = 'game.Created'
         -- seat-token hashes are credentials, not facts: the only field kept out
         THEN json_merge_patch(j[2]::JSON, '{"token_hashes": null}')
         ELSE j[2]::JSON END AS payload,
    redacted
FROM (SELECT *, TRY(json_extract_string(decode(envelope), ['$.schema', '$.data',
        '$.meta.at', '$.meta.seat', '$.meta.command_id', '$.data.turn', '$.data.team'])) AS j
      FROM batch_events)
"""

# The batch's decisions (`schema.DECISION_TIMES`): among its command events, in each game's
# order, a command's first event is one whose command id differs from the event before it
# (the game's tip from earlier batches for the batch's first); its gap is measured from that
# event. `$1` = the batch's start. Then each game's tip moves to its last command event.
ADD_DECISIONS = """
INSERT INTO decision_times
WITH x AS (
    SELECT game_id, game_type, "at", command_id, lag("at") OVER w AS prev_at,
           lag(command_id) OVER w AS prev_command, row_number() OVER w AS nth
    FROM events WHERE notification_id > $1 AND command_id IS NOT NULL
    WINDOW w AS (PARTITION BY game_id ORDER BY version)),
y AS (
    SELECT x.game_type, epoch(x."at") - epoch(CASE WHEN nth = 1 THEN t."at"
                                                   ELSE prev_at END) AS gap,
           x.command_id IS DISTINCT FROM CASE WHEN nth = 1 THEN t.command_id
                                             ELSE prev_command END AS first
    FROM x LEFT JOIN decision_tips t ON t.game_id = x.game_id AND x.nth = 1),
z AS (SELECT game_type, greatest(gap, 0) AS gap FROM y WHERE first AND gap IS NOT NULL)
SELECT game_type, CAST(floor(gap * 10) AS BIGINT), count(*), sum(gap) FROM z GROUP BY ALL
"""
MOVE_DECISION_TIPS = [
    """DELETE FROM decision_tips WHERE game_id IN (
           SELECT game_id FROM events WHERE notification_id > $1 AND command_id IS NOT NULL)""",
    """INSERT INTO decision_tips
       SELECT game_id, arg_max("at", version), arg_max(command_id, version)
       FROM events WHERE notification_id > $1 AND command_id IS NOT NULL GROUP BY game_id""",
]


def decision_writes(start: int) -> list[Write]:
    return [Write(sql, params=[start]) for sql in (ADD_DECISIONS, *MOVE_DECISION_TIPS)]


# Every game of the batch: counters from the rows just inserted (`$1` = the batch's start;
# notification ids only grow, so DuckDB's zone maps skip the older row groups).
UPDATE_COUNTERS = """
UPDATE games SET events = games.events + b.n, version = greatest(games.version, b.v),
    last_event_at = coalesce(b.last_at, games.last_event_at)
FROM (SELECT game_id, count(*) AS n, max(version) AS v, arg_max("at", version) AS last_at
      FROM events WHERE notification_id > $1 GROUP BY game_id) b
WHERE games.game_id = b.game_id
"""

RESULT = pa.schema([
    ("game_id", pa.string()), ("status", pa.string()), ("ended_at", pa.timestamp("us")),
    ("winners", pa.list_(pa.int32())), ("scores", pa.list_(pa.int32())),
])
UPDATE_RESULTS = (
    "UPDATE games SET "
    + ", ".join(f"{c} = coalesce(d.{c}, games.{c})" for c in RESULT.names[1:])
    + " FROM batch_results d WHERE games.game_id = d.game_id"
)


# A finished game's secret events, in full: (game_id, version, stored envelope). Their rows
# are copied in full and the redacted ones deleted, rather than updated in place: DuckDB's
# checkpoint rewrites every row group whose payloads were updated (~50 ms each, at every
# release of the file while catching up), and only marks deleted rows. `$1`: a
# notification id at or before the first of them (the oldest game.Created among the games,
# 0 when unknown): DuckDB's zone maps then skip the older row groups of `events`.
FULL_EVENTS = pa.schema([("game_id", pa.string()), ("version", pa.int64()),
                         ("envelope", pa.binary())])
UNREDACT = [
    """INSERT INTO events
SELECT e.* REPLACE (false AS redacted, CASE WHEN e.type = 'game.Created'
        THEN json_merge_patch(json_extract(decode(f.envelope), '$.data'), '{"token_hashes": null}')
        ELSE json_extract(decode(f.envelope), '$.data') END AS payload)
FROM events e JOIN batch_full f ON e.game_id = f.game_id AND e.version = f.version
WHERE e.redacted AND e.notification_id >= $1""",
    """DELETE FROM events USING batch_full f
WHERE events.game_id = f.game_id AND events.version = f.version AND events.redacted
    AND events.notification_id >= $1""",
]


def ratings_writes(players: list[tuple], history: list[tuple]) -> list[Write]:
    """The players rows as they now stand (replacing their old rows), and the new ratings."""
    if not players:
        return []
    table = schema.arrow_table("players", players)
    return [
        Write("DELETE FROM players USING batch_rows b "
              "WHERE players.name = b.name AND players.game_type = b.game_type", table),
        Write("INSERT INTO players SELECT * FROM batch_rows", table),
        Write("INSERT INTO ratings SELECT * FROM batch_rows",
              schema.arrow_table("ratings", history)),
    ]


SEEDS = pa.schema([("game_id", pa.string()), ("seed", pa.int64())])
DIGESTS = pa.schema([("game_id", pa.string()), ("seat", pa.int32()),
                     ("token_digest", pa.string())])
SET_DIGESTS = ("UPDATE seats SET token_digest = d.token_digest FROM batch_digests d "
               "WHERE seats.game_id = d.game_id AND seats.seat = d.seat")
SET_SEEDS = "UPDATE games SET seed = s.seed FROM batch_seeds s WHERE games.game_id = s.game_id"


def unredact_writes(full: list[tuple[str, int, bytes]], seeds: list[tuple[str, int]],
                    digests: list[tuple[str, int, str]], since: int = 0) -> list[Write]:
    """The secrets of games that ended: their events' full payloads (each at notification
    id `since` or later), their seeds and their seats' token digests."""
    out = []
    if full:
        gid, version, envelope = zip(*full, strict=True)
        table = pa.table([list(gid), list(version), list(envelope)], schema=FULL_EVENTS)
        out += [Write(sql, table, "batch_full", [since]) for sql in UNREDACT]
    if seeds:
        gid, seed = zip(*seeds, strict=True)
        out.append(Write(SET_SEEDS, pa.table([list(gid), list(seed)], schema=SEEDS),
                         "batch_seeds"))
    if digests:
        gid, seat, digest = zip(*digests, strict=True)
        out.append(Write(SET_DIGESTS, pa.table([list(gid), list(seat), list(digest)],
                                               schema=DIGESTS), "batch_digests"))
    return out


@dataclass(frozen=True)
class Write:
    """One statement of a batch; `table` is visible to it as `name` while it runs."""

    sql: str
    table: pa.Table | None = None
    name: str = "batch_rows"
    params: list[Any] | None = None

    def run(self, con: duckdb.DuckDBPyConnection) -> None:
        if self.table is None:
            con.execute(self.sql, self.params)
            return
        con.register(self.name, self.table)
        try:
            con.execute(self.sql, self.params)
        finally:
            con.unregister(self.name)


def events_write(columns: list[list]) -> Write:
    """Columns: notification_id, game_id, version, type, game_type, known, envelope bytes,
    redacted."""
    table = pa.Table.from_arrays(
        [pa.array(col, type=field.type) for col, field in zip(columns, STAGED_EVENTS,
                                                               strict=True)],
        schema=STAGED_EVENTS)
    return Write(INSERT_EVENTS, table, "batch_events")


def fact_writes(tables: dict[str, list[tuple]]) -> list[Write]:
    return [Write(f"INSERT INTO {table} SELECT * FROM batch_rows",
                  schema.arrow_table(table, rows))
            for table, rows in tables.items() if rows]


def games_writes(new_rows: list[list], ended: list[GameTrack], start: int) -> list[Write]:
    """Insert the new games, update every game's counters, then the games that ended in this
    batch but were created before it (one created here is inserted with its end)."""
    writes = []
    if new_rows:
        writes.append(Write("INSERT INTO games SELECT * FROM batch_rows",
                            schema.arrow_table("games", new_rows)))
    writes.append(Write(UPDATE_COUNTERS, params=[start]))
    if ended:
        cols: dict[str, list] = {name: [] for name in RESULT.names}
        for t in ended:
            cols["game_id"].append(t.game_id)
            for c in RESULT.names[1:]:
                cols[c].append((t.result or {})[c])
        writes.append(Write(UPDATE_RESULTS, pa.table(cols, schema=RESULT), "batch_results"))
    return writes
