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
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta, UnknownEventType, decode
from service.games.base import Event, GameCreated

log = logging.getLogger(__name__)

TRACKING_NAME = "analytics"

# The events table gets the raw envelope; DuckDB's JSON reader cuts out the schema and the
# data in C++, cheaper than re-serialising every event in Python.
_INSERT_EVENTS = """
INSERT INTO events
SELECT * REPLACE (
    coalesce(TRY_CAST(json_extract(payload, '$.schema') AS INTEGER), 1) AS "schema",
    CASE WHEN type = 'game.Created'
         -- seat-token hashes are credentials, not facts: the only field kept out
         THEN json_merge_patch(json_extract(payload, '$.data'), '{"token_hashes": null}')
         ELSE json_extract(payload, '$.data') END AS payload)
FROM batch_events
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

Decoded = tuple[Any, Event | None, Meta, str | None]  # notification, event, meta, raw JSON


def _raw_meta(state: bytes) -> Meta:
    """Meta of an event the codec could not decode (unknown type, bad fields)."""
    try:
        meta = json.loads(state).get("meta") or {}
        at, seat, command_id = meta.get("at"), meta.get("seat"), meta.get("command_id")
        return Meta(
            at=float(at) if isinstance(at, int | float) else 0.0,
            command_id=command_id if isinstance(command_id, str) else None,
            seat=seat if isinstance(seat, int) else None,
        )
    except (ValueError, AttributeError):
        return Meta(at=0.0)


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
        batch_size: int = 10_000,
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
                    start, items = self._fetch(self._load_position())
                    if not items:
                        break
                    total += self._apply(start, items)
                    batches += 1
                    more = len(items) == self.batch_size
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

    def _fetch(self, start: int) -> tuple[int, list[Decoded]]:
        notes = self.recorder.select_notifications(
            start, self.batch_size, inclusive_of_start=False
        )
        return start, [self._decode(n) for n in notes]

    def _decode(self, n: Any) -> Decoded:
        try:
            raw: str | None = n.state.decode()
        except UnicodeDecodeError:
            raw = None
        try:
            event, meta = decode(n.topic, n.state, self.event_types)
            return n, event, meta, raw
        except UnknownEventType:
            pass  # kept in `events` with null typed columns: nothing is lost
        except ValueError:  # not JSON at all
            log.error("notification %s (%s) is not JSON; kept without payload", n.id, n.topic)
            return n, None, Meta(at=0.0), None
        except Exception:
            log.exception("notification %s (%s) does not decode; kept untyped", n.id, n.topic)
        return n, None, _raw_meta(n.state), raw

    def _apply(self, start: int, items: Sequence[Decoded]) -> int:
        """Project decoded notifications that follow `start`: events projected, or 0 when the
        batch was dropped because the tracked position moved under us.

        The file is held twice, briefly: to rebuild forgotten games (rare) and to insert and
        commit. Routing and Arrow building happen in between, without it.
        """
        try:
            missing = self._make_tracks(items)
            if missing:
                with self._writing() as con:
                    if not self._position_is(con, start):
                        return 0
                    self._rebuild_tracks(con, missing)
            touched, writes = self._route(items)
            with self._writing() as con:
                if not self._position_is(con, start):
                    return 0
                for name, table, sql in writes:
                    self._insert(con, name, table, sql)
                self._save_position(con, items[-1][0].id)
        except BaseException:
            self._forget(None)  # the transaction rolled back: so must our memory
            self._release(force=True)
            raise
        self._position = items[-1][0].id
        self._settle(touched)
        return len(items)

    def _position_is(self, con: duckdb.DuckDBPyConnection, start: int) -> bool:
        stored = self._stored_position(con)
        if stored != start:
            # Another projector wrote meanwhile: our memory is stale, start over from there.
            log.warning("tracking moved from %s to %s under us; resyncing", start, stored)
            self._forget(stored)
        return stored == start

    def _route(self, items: Sequence[Decoded]) -> tuple[list[GameTrack], list[tuple]]:
        """Run every event through its handler; returns the touched games and the writes."""
        tracks, routes = self._tracks, self.routes
        rows = Rows()
        events: list[tuple] = []
        touched: dict[str, GameTrack] = {}
        for n, event, meta, raw in items:
            gid = str(n.originator_id)
            track = tracks[gid]
            touched[gid] = track
            turn = team = None
            if event is not None:
                handler = routes.get(n.topic)
                if handler is not None and (track.state is not None or n.topic == GameCreated.TYPE):
                    try:
                        handler(track, event, meta, rows)
                    except Exception:
                        # A projection bug must not stop the log: the event is still kept.
                        self.handler_errors += 1
                        log.exception("handler for %s failed at notification %s", n.topic, n.id)
                turn = getattr(event, "turn", None)
                team = getattr(event, "team", None)
            at = int(meta.at * 1_000_000)
            track.events += 1
            track.version = max(track.version, n.originator_version)
            track.last_at = at
            events.append((n.id, gid, n.originator_version, n.topic, track.game_type, at,
                           meta.seat, meta.command_id, turn, team, None, raw))
        writes = [("batch_events", schema.arrow_table("events", events), _INSERT_EVENTS)]
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
            cols["last_event_at"].append(t.last_at)
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

    def _make_tracks(self, items: Sequence[Decoded]) -> list[str]:
        """A track for every game of the batch; returns the games whose past must be rebuilt
        from the `events` table (forgotten after a restart or an eviction)."""
        missing: list[str] = []
        for n, _, _, _ in items:
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
