"""The projector: follows the store's global event log into the analytics DuckDB file.

Exactly-once: each batch's rows and the new tracking position are written in ONE DuckDB
transaction, so after any crash the projector resumes from the committed position and no
row is lost or doubled. The position is re-read inside that transaction, which also keeps
two projector processes taking turns on one file from projecting a batch twice.

Per batch: read up to `batch_size` notifications and decode them WITHOUT holding the file
(readers of other processes get their turn meanwhile), then open the file, route each event
through the explicit handler table, bulk-insert every table from Arrow, and commit.
SQLite cannot be subscribed to, so `run` polls with a short sleep when idle.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import duckdb
import pyarrow as pa

from projections import schema
from projections.duck import Analytics, AnalyticsBusy, transaction
from projections.handlers_game import Handler, StateFactory, placeholder_row
from projections.routes import ROUTES, STATES
from projections.tracks import GameTrack, Rows, micros
from service.app.codec import Meta, UnknownEventType, decode
from service.games.base import Event, GameCreated

log = logging.getLogger(__name__)

TRACKING_NAME = "analytics"

# Python hands over each event's envelope as text; DuckDB's JSON reader takes the meta, the
# typed columns and the payload out of it in one parse per row, in C++ and in parallel, which
# costs less than picking them out of the decoded objects in Python. The typed columns are
# only filled for events of a known type (`known`); `envelope` is NULL unless it is JSON.
_STAGING_EVENTS = pa.schema([
    ("notification_id", pa.int64()), ("game_id", pa.string()), ("version", pa.int64()),
    ("type", pa.string()), ("game_type", pa.string()), ("known", pa.bool_()),
    ("envelope", pa.string()),
])
_INSERT_EVENTS = """
INSERT INTO events
SELECT notification_id, game_id, version, type, game_type,
    make_timestamp(CAST(TRY_CAST(j[3] AS DOUBLE) * 1000000 AS BIGINT)) AS "at",
    TRY_CAST(j[4] AS INTEGER) AS seat,
    j[5] AS command_id,
    CASE WHEN known THEN TRY_CAST(j[6] AS INTEGER) END AS turn,
    CASE WHEN known THEN j[7] END AS team,
    coalesce(TRY_CAST(j[1] AS INTEGER), 1) AS "schema",
    CASE WHEN type = 'game.Created'
         -- seat-token hashes are credentials, not facts: the only field kept out
         THEN json_merge_patch(j[2]::JSON, '{"token_hashes": null}')
         ELSE j[2]::JSON END AS payload
FROM (SELECT *, json_extract_string(envelope, ['$.schema', '$.data', '$.meta.at',
        '$.meta.seat', '$.meta.command_id', '$.data.turn', '$.data.team']) AS j
      FROM batch_events)
"""

_DELTA_SCHEMA = pa.schema([
    ("game_id", pa.string()), ("events", pa.int64()), ("version", pa.int64()),
    ("last_event_at", pa.timestamp("us")), ("status", pa.string()),
    ("ended_at", pa.timestamp("us")), ("winners", pa.list_(pa.int32())),
    ("scores", pa.list_(pa.int32())), ("winning_team", pa.string()),
    ("day_points", pa.int32()), ("night_points", pa.int32()),
])
_RESULT_COLUMNS = ("status", "ended_at", "winners", "scores", "winning_team", "day_points",
                   "night_points")
_UPDATE_GAMES = (
    "UPDATE games SET events = games.events + d.events, "
    "version = greatest(games.version, d.version), "
    "last_event_at = coalesce(d.last_event_at, games.last_event_at), "
    + ", ".join(f"{c} = coalesce(d.{c}, games.{c})" for c in _RESULT_COLUMNS)
    + " FROM batch_games d WHERE games.game_id = d.game_id"
)



def _raw_meta(state: bytes) -> tuple[Meta, str | None]:
    """Meta of an event the codec could not decode (unknown type, bad fields), and its state
    as text when it is a JSON object (else None: DuckDB must only see valid JSON)."""
    try:
        meta = json.loads(state).get("meta") or {}
        at = meta.get("at")
        return Meta(at=float(at) if isinstance(at, int | float) else 0.0), state.decode()
    except (ValueError, AttributeError):  # not JSON (or not UTF-8), or not an object
        log.error("an event's state is not a JSON object; kept without payload")
        return Meta(at=0.0), None


@dataclass
class ProjectorHandle:
    thread: threading.Thread
    stop_event: threading.Event

    def stop(self, timeout: float | None = 10.0) -> None:
        self.stop_event.set()
        self.thread.join(timeout)


class Projector:
    def __init__(
        self,
        store: Any,
        analytics_path: Path | str,
        *,
        batch_size: int = 20_000,
        poll_interval: float = 0.2,
        event_types: Mapping[str, type[Event]] | None = None,
        routes: Mapping[str, Handler] = ROUTES,
        states: Mapping[str, StateFactory] = STATES,
        max_cached_games: int = 100_000,
        hold_seconds: float = 1.0,
    ) -> None:
        self.recorder = store.recorder
        self.analytics = Analytics(analytics_path)
        self.batch_size = batch_size
        self.poll_interval = poll_interval
        if event_types is None:
            from service.games.registry import event_types as registry_types

            event_types = registry_types()  # late: the registry imports every game
        self.event_types: dict[str, type[Event]] = dict(event_types)
        self.routes = routes
        self.states = states
        self.max_cached_games = max_cached_games
        self.hold_seconds = hold_seconds
        self._held: tuple[ExitStack, duckdb.DuckDBPyConnection, float] | None = None
        self._mutex = threading.RLock()
        self._tracks: dict[str, GameTrack] = {}
        self._position: int | None = None
        self.handler_errors = 0

    # ---- public API ---------------------------------------------------------------------

    def position(self) -> int:
        """The last notification id committed to the analytics file (any thread may ask)."""
        known = self._position
        if known is not None:
            return known
        with self._mutex:
            try:
                return self._load_position()
            finally:
                self._release(force=True)

    def _load_position(self) -> int:
        if self._position is None:
            with self._writing() as con:
                self._position = self._stored_position(con)
            return self._position
        return self._position

    def catch_up(self, max_batches: int | None = None,
                 stop_event: threading.Event | None = None) -> int:
        """Project until the log is exhausted, `max_batches` were written or `stop_event` is
        set; returns the number of events projected."""
        total = batches = 0
        with self._mutex:  # one batch loop at a time per projector; the session is ours
            try:
                while max_batches is None or batches < max_batches:
                    if stop_event is not None and stop_event.is_set():
                        break
                    start, notes = self._fetch(self._load_position())
                    if not notes:
                        break
                    total += self._apply(start, notes)
                    batches += 1
                    more = len(notes) == self.batch_size
                    self._release(force=not more)
                    if not more:
                        break
            finally:
                self._release(force=True)
        return total

    def run(self, stop_event: threading.Event) -> None:
        """Follow the log until `stop_event` is set; never dies on an error, backs off."""
        pause = self.poll_interval
        while not stop_event.is_set():
            try:
                done = self.catch_up(stop_event=stop_event)
                pause = self.poll_interval
            except AnalyticsBusy as exc:
                log.info("projector waits: %s", exc)
                done = 0
            except Exception:
                log.exception("projector batch failed; retrying")
                done, pause = 0, min(pause * 2, 5.0)
            if not done:
                stop_event.wait(pause)

    def start(self) -> ProjectorHandle:
        stop_event = threading.Event()
        thread = threading.Thread(
            target=self.run, args=(stop_event,), name="projector", daemon=True
        )
        thread.start()
        return ProjectorHandle(thread, stop_event)

    # ---- one batch ----------------------------------------------------------------------

    def _fetch(self, start: int) -> tuple[int, Sequence[Any]]:
        notes = self.recorder.select_notifications(
            start, self.batch_size, inclusive_of_start=False
        )
        return start, notes

    def _decode(self, n: Any) -> tuple[Event | None, Meta, str | None]:
        """(the event or None, its meta, its envelope as text if JSON)."""
        try:
            event, meta = decode(n.topic, n.state, self.event_types)
            return event, meta, n.state.decode()
        except UnknownEventType:
            pass  # kept in `events` with null typed columns: nothing is lost
        except Exception:
            log.exception("notification %s (%s) does not decode; kept untyped", n.id, n.topic)
        return None, *_raw_meta(n.state)

    def _apply(self, start: int, notes: Sequence[Any]) -> int:
        """Project the notifications that follow `start`: events projected, or 0 when the
        batch was dropped because the tracked position moved under us.

        The file is held twice, briefly: to rebuild forgotten games (rare) and to insert and
        commit. Decoding, routing and building Arrow tables happen in between, without it.
        """
        try:
            missing = self._make_tracks(notes)
            if missing:
                with self._writing() as con:
                    if not self._position_is(con, start):
                        return 0
                    self._rebuild_tracks(con, missing)
            touched, writes = self._route(notes)
            with self._writing() as con:
                if not self._position_is(con, start):
                    return 0
                for name, table, sql in writes:
                    self._insert(con, name, table, sql)
                self._save_position(con, notes[-1].id)
        except BaseException:
            self._forget(None)  # the transaction rolled back: so must our memory
            self._release(force=True)
            raise
        self._position = notes[-1].id
        self._settle(touched)
        return len(notes)

    def _position_is(self, con: duckdb.DuckDBPyConnection, start: int) -> bool:
        stored = self._stored_position(con)
        if stored != start:
            # Another projector wrote meanwhile: our memory is stale, start over from there.
            log.warning("tracking moved from %s to %s under us; resyncing", start, stored)
            self._forget(stored)
        return stored == start

    def _route(self, notes: Sequence[Any]) -> tuple[list[GameTrack], list[tuple]]:
        """Decode each notification and run it through its handler, one at a time (a decoded
        event is garbage as soon as it is routed, which keeps the garbage collector's work
        small); returns the touched games and the writes."""
        tracks, routes, created = self._tracks, self.routes, GameCreated.TYPE
        rows = Rows()
        events: list[tuple] = []
        touched: dict[str, GameTrack] = {}
        for n in notes:
            gid = str(n.originator_id)
            topic = n.topic
            track = tracks[gid]
            touched[gid] = track
            event, meta, text = self._decode(n)
            if event is not None:
                handler = routes.get(topic)
                if handler is not None and (track.state is not None or topic == created):
                    try:
                        handler(track, event, meta, rows)
                    except Exception:
                        # A projection bug must not stop the log: the event is still kept.
                        self.handler_errors += 1
                        log.exception("handler for %s failed at notification %s", topic, n.id)
            track.events += 1
            track.version = n.originator_version  # the log is in order within a game
            track.last_at = meta.at
            events.append((n.id, gid, n.originator_version, topic, track.game_type,
                           event is not None, text))
        staged = pa.Table.from_arrays(
            [pa.array(col, type=f.type) for col, f in
             zip(zip(*events, strict=True), _STAGING_EVENTS, strict=True)],
            schema=_STAGING_EVENTS)
        writes = [("batch_events", staged, _INSERT_EVENTS)]
        for table, table_rows in rows.tables.items():
            if table_rows:
                writes.append(("batch_rows", schema.arrow_table(table, table_rows),
                               f"INSERT INTO {table} SELECT * FROM batch_rows"))
        games = list(touched.values())
        writes.extend(self._games_writes(games))
        return games, writes

    def _games_writes(self, touched: list[GameTrack]) -> list[tuple]:
        """New `games` rows, then one UPDATE from an Arrow table of this batch's changes."""
        writes = []
        new_rows = []
        for t in touched:
            if t.created is not None:
                new_rows.append(t.created)
            elif not t.in_db:
                new_rows.append(placeholder_row(t))
                t.in_db = True
        if new_rows:
            writes.append(("batch_rows", schema.arrow_table("games", new_rows),
                           "INSERT INTO games SELECT * FROM batch_rows"))
        cols: dict[str, list] = {name: [] for name in _DELTA_SCHEMA.names}
        for t in touched:
            result = t.result or {}
            cols["game_id"].append(t.game_id)
            cols["events"].append(t.events)
            cols["version"].append(t.version)
            cols["last_event_at"].append(micros(t.last_at))
            for c in _RESULT_COLUMNS:
                cols[c].append(result.get(c))
        writes.append(("batch_games", pa.table(cols, schema=_DELTA_SCHEMA), _UPDATE_GAMES))
        return writes

    @staticmethod
    def _insert(con: duckdb.DuckDBPyConnection, name: str, table: pa.Table, sql: str) -> None:
        con.register(name, table)
        try:
            con.execute(sql)
        finally:
            con.unregister(name)

    # ---- holding the file ---------------------------------------------------------------

    @contextmanager
    def _writing(self) -> Iterator[duckdb.DuckDBPyConnection]:
        """A transaction on the held session, opening one if needed.

        Opening and closing (which checkpoints) cost ~50 ms, as much as writing a batch, so
        while there is a backlog the session is kept across batches, but never longer than
        `hold_seconds`: readers in other processes (retrying for seconds) get their turn.
        """
        if self._held is None:
            stack = ExitStack()
            con = stack.enter_context(self.analytics.session())
            self._held = (stack, con, time.monotonic())
        with transaction(self._held[1]) as con:
            yield con

    def _release(self, force: bool) -> None:
        if self._held and (force or time.monotonic() - self._held[2] >= self.hold_seconds):
            stack, self._held = self._held[0], None
            stack.close()

    # ---- per-game memory ----------------------------------------------------------------

    def _make_tracks(self, notes: Sequence[Any]) -> list[str]:
        """A track for every game of the batch; returns the games whose past must be rebuilt
        from the `events` table (forgotten after a restart or an eviction)."""
        missing: list[str] = []
        for n in notes:
            gid = str(n.originator_id)
            if gid in self._tracks:
                continue
            prefix = n.topic.split(".", 1)[0]
            self._tracks[gid] = GameTrack(gid, None if prefix == "game" else prefix)
            if n.topic != GameCreated.TYPE:
                missing.append(gid)
        return missing

    def _rebuild_tracks(self, con: duckdb.DuckDBPyConnection, missing: list[str]) -> None:
        con.register("wanted", pa.table({"game_id": missing}))
        try:
            known = dict(con.execute(
                "SELECT game_id, game_type FROM games WHERE game_id IN (SELECT game_id FROM wanted)"
            ).fetchall())
            history = con.execute(
                'SELECT game_id, type, schema, payload, epoch_us("at"), seat, command_id'
                " FROM events WHERE game_id IN (SELECT game_id FROM wanted)"
                " ORDER BY notification_id"
            ).fetchall()
        finally:
            con.unregister("wanted")
        for gid in missing:
            track = self._tracks[gid]
            if gid in known:
                track.in_db, track.game_type = True, known[gid]
            factory = self.states.get(track.game_type or "")
            track.state = factory(None) if factory else None
        self._replay(history)

    def _replay(self, history: list[tuple]) -> None:
        scratch = Rows()  # rows of events already projected: thrown away
        for gid, topic, schema_no, payload, at, seat, command_id in history:
            handler = self.routes.get(topic)
            track = self._tracks[gid]
            if handler is None or payload is None:
                continue
            envelope = f'{{"schema":{schema_no},"data":{payload}}}'.encode()
            try:
                event, _ = decode(topic, envelope, self.event_types)
                handler(track, event, Meta(at=(at or 0) / 1e6, command_id=command_id, seat=seat),
                        scratch)
            except Exception:
                log.exception("replaying %s of game %s failed; facts may be incomplete", topic, gid)
        for track in self._tracks.values():
            track.clear_batch()

    def _settle(self, touched: list[GameTrack]) -> None:
        for t in touched:
            t.clear_batch()
            if t.finished:
                self._tracks.pop(t.game_id, None)
        if len(self._tracks) > self.max_cached_games:
            # Any track can be rebuilt from the events table, so dropping the oldest is safe.
            for gid in list(self._tracks)[: len(self._tracks) // 2]:
                del self._tracks[gid]

    def _forget(self, position: int | None) -> None:
        self._tracks.clear()
        self._position = position

    # ---- tracking -----------------------------------------------------------------------

    @staticmethod
    def _stored_position(con: duckdb.DuckDBPyConnection) -> int:
        rows = con.execute(
            "SELECT position FROM projection_tracking WHERE name = ?", [TRACKING_NAME]
        ).fetchall()  # fetchall: DuckDB 2 refuses new work while a result is unfinished
        return int(rows[0][0]) if rows else 0

    @staticmethod
    def _save_position(con: duckdb.DuckDBPyConnection, position: int) -> None:
        con.execute(
            "INSERT OR REPLACE INTO projection_tracking VALUES (?, ?, ?)",
            [TRACKING_NAME, position, time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime())],
        )
