"""The projector: follows the store's global event log into the analytics DuckDB file.

Exactly-once: each batch's rows and the new tracking position are written in ONE DuckDB
transaction, so after any crash the projector resumes from the committed position and no
row is lost or doubled. The position is re-read inside that transaction, which also keeps
two projector processes taking turns on one file from projecting a batch twice.

Per batch: read up to `batch_size` notifications; decode the events some handler needs
(`decoding.decode_event`: the codec's decoding without its tuple freezing) and route them
through the explicit handler table — all without holding the file, so readers of other
processes get their turn — then open the file, bulk-insert every table from Arrow (see
`writes.py`) and commit. SQLite cannot be subscribed to, so `run` polls when idle.
"""

from __future__ import annotations

import dataclasses
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

from projections import writes
from projections.decoding import decode_event
from projections.duck import Analytics, AnalyticsBusy, AnalyticsSchemaMismatch, transaction
from projections.handlers_game import games_row
from projections.kit import Handler, RawHandler
from projections.ratings import Ratings
from projections.routes import RAW_ROUTES, ROUTES
from projections.tracks import GameTrack, Rows
from service.kit.base import AuditorOnly, Event, GameCreated, PileReshuffled, SeatPrivate

log = logging.getLogger(__name__)

TRACKING_NAME = "analytics"


@dataclass(frozen=True, slots=True)
class Recorded:
    """A row of the `events` table in the shape of the store's notification, for the replay
    of a forgotten game through the one dispatcher."""

    id: int
    originator_id: str
    originator_version: int
    topic: str
    state: bytes

    @classmethod
    def of(cls, nid: int, gid: str, version: int, topic: str, schema_no: int | None,
           payload: str, at: int | None, seat: int | None, command_id: str | None
           ) -> Recorded:
        meta = {"seat": seat, "command_id": command_id}
        if at is not None:
            meta["at"] = at / 1e6
        envelope = f'{{"schema":{schema_no or 1},"data":{payload},"meta":{json.dumps(meta)}}}'
        return cls(nid, gid, version, topic, envelope.encode())


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
        raw_routes: Mapping[str, RawHandler] = RAW_ROUTES,
        max_cached_games: int = 100_000,
        hold_seconds: float = 1.0,
    ) -> None:
        self.recorder = store.recorder
        self.analytics = Analytics(analytics_path)
        self.batch_size = batch_size
        self.poll_interval = poll_interval
        if event_types is None:
            from service.kit.registry import event_types as registry_types

            event_types = registry_types()  # late: the registry imports every game
        self.event_types: dict[str, type[Event]] = dict(event_types)
        # Types whose events may be secret (a seat's, or the auditor's alone, like
        # game.Created's seed): decoded on the way in, and kept to their public fields
        # while their game runs. Every other type is public whatever its fields.
        self.maybe_secret = frozenset(
            topic for topic, cls in self.event_types.items()
            if cls.audience is not Event.audience)
        # Of those, the types secret whatever their fields (a seat's own, the auditor's):
        # their public form is cut from the JSON without building the event.
        static = (AuditorOnly.audience, SeatPrivate.audience, GameCreated.audience)
        self.always_secret = {
            topic: (cls.PUBLIC_FIELDS, tuple(f.name for f in dataclasses.fields(cls)))
            for topic, cls in self.event_types.items() if cls.audience in static}
        # A fork's reshuffles of its parent's unseen piles: the auditor's alone, always.
        self.reshuffles = frozenset(
            topic for topic, cls in self.event_types.items() if issubclass(cls, PileReshuffled))
        self.routes = routes
        self.raw_routes = raw_routes
        self.max_cached_games = max_cached_games
        self.hold_seconds = hold_seconds
        self.handler_errors = 0
        self.ratings = Ratings()
        self._tracks: dict[str, GameTrack] = {}
        self._position: int | None = None
        self._held: tuple[ExitStack, duckdb.DuckDBPyConnection, float] | None = None
        self._mutex = threading.RLock()

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
                    start = self._load_position()
                    notes = self.recorder.select_notifications(
                        start, self.batch_size, inclusive_of_start=False
                    )
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

    def _apply(self, start: int, notes: Sequence[Any]) -> int:
        """Project the notifications that follow `start`: events projected, or 0 when the
        batch was dropped because the tracked position moved under us.

        The file is held twice, briefly: to rebuild forgotten games (rare) and to insert and
        commit. Decoding, routing and building Arrow tables happen in between, without it.
        """
        try:
            gids = [str(n.originator_id) for n in notes]
            new, missing = self._make_tracks(notes, gids)
            if missing:
                with self._writing() as con:
                    if not self._position_is(con, start):
                        return 0
                    self._rebuild_tracks(con, missing)
            rows = Rows()
            touched = self._dispatch(notes, gids, rows)
            new_games = [t.created for t in touched if t.created is not None]
            for track in new:
                if not track.in_db:  # no game.Created seen (or it did not decode)
                    new_games.append(games_row(track))
                    track.in_db = True
            ended = [t for t in touched if t.result is not None]
            over = [t for t in touched if t.ended_now is not None]
            batch = [self._events_write(notes, gids), *writes.fact_writes(rows.tables),
                     *writes.games_writes(new_games, ended, start),
                     *writes.decision_writes(start), *self._secrets_of(over)]
            with self._writing() as con:
                if not self._position_is(con, start):
                    return 0
                batch += self._ratings_of(con, over)
                # Saved first, in the same transaction as the rows: a row that fails to land
                # takes the position with it (tests/projections fail a row after this save).
                self._save_position(con, notes[-1].id)
                for write in batch:
                    write.run(con)
        except BaseException:
            self._forget(None)  # the transaction rolled back: so must our memory
            self._release(force=True)
            raise
        self._position = notes[-1].id
        self._settle(touched)
        return len(notes)

    def _dispatch(self, notes: Sequence[Any], gids: list[str], rows: Rows) -> list[GameTrack]:
        """THE dispatcher, for new notifications and for the replay of forgotten games alike:
        run each event some handler needs through it, one at a time (a decoded event is
        garbage as soon as it is routed, which keeps the garbage collector's work small).
        Returns the games whose (decoded) handlers ran."""
        tracks, routes, raw_routes = self._tracks, self.routes, self.raw_routes
        created = GameCreated.TYPE
        touched: dict[str, GameTrack] = {}
        for gid, n in zip(gids, notes, strict=True):
            topic = n.topic
            handler = routes.get(topic)
            if handler is None:
                raw = raw_routes.get(topic)
                if raw is not None and (track := tracks[gid]).state is not None:
                    self._count(raw, track, n, rows)
                continue
            track = tracks[gid]
            # A game without a decodable game.Created has no state: no facts, on any path.
            if track.state is not None or topic == created:
                touched[gid] = track
                self._handle(handler, track, n, rows)
        return list(touched.values())

    def _events_write(self, notes: Sequence[Any], gids: list[str]) -> writes.Write:
        """The batch's `events` rows, staged as columns (no tuple per event for the garbage
        collector to track: it costs ~20 % of a catch-up otherwise). A secret event goes in
        with its public fields only (`redacted`); `_secrets_of` fills it in at the end."""
        tracks, known, maybe = self._tracks, self.event_types, self.maybe_secret
        topics = [n.topic for n in notes]
        envelopes = [n.state for n in notes]
        redacted = [False] * len(notes)
        for i, n in enumerate(notes):
            if n.topic in maybe:
                envelopes[i], redacted[i] = self._public(n.topic, n.state)
                # Kept until the game ends, when they go into the file in full (a track
                # that began before this projector's memory has None: read back then).
                track = tracks[gids[i]]
                if n.topic == GameCreated.TYPE:
                    track.secrets = []
                if track.secrets is not None:
                    track.secrets.append((n.originator_version, n.topic, n.state))
        return writes.events_write([
            [n.id for n in notes], gids, [n.originator_version for n in notes], topics,
            [tracks[g].game_type for g in gids], [t in known for t in topics],
            envelopes, redacted,
        ])

    def _public(self, topic: str, state: bytes) -> tuple[bytes, bool]:
        """The envelope as anyone may see it: whole for a public event, else its public
        fields, every other field null (so that it still decodes when a forgotten game is
        rebuilt from the file: handlers read public fields only). Nothing of the data when
        it does not decode: what cannot be judged is kept secret."""
        envelope = json.loads(state)
        shape = self.always_secret.get(topic)
        if shape is not None and envelope.get("schema", 1) == self.event_types[topic].SCHEMA:
            shown, names = shape
            data = envelope.get("data") or {}
            envelope["data"] = {name: data.get(name) if name in shown else None
                                for name in names}
            return json.dumps(envelope, separators=(",", ":")).encode(), True
        try:
            event, _ = decode_event(topic, state, self.event_types)
        except Exception:  # noqa: BLE001 - logged when its handler decodes it
            public: dict[str, Any] = {}
        else:
            if event.audience() is None:
                return state, False
            shown = event.redacted()
            public = {f.name: shown.get(f.name) for f in dataclasses.fields(event)}
        envelope["data"] = public
        return json.dumps(envelope, separators=(",", ":")).encode(), True

    def _ratings_of(self, con: duckdb.DuckDBPyConnection, ended: list[GameTrack]
                    ) -> list[writes.Write]:
        """The players of the games that ended in this batch, rated game by game."""
        if not ended:
            return []
        self.ratings.load(con)
        players: dict[tuple[str, str], tuple] = {}
        history: list[tuple] = []
        for t in ended:
            assert t.ended_now is not None
            if t.game_type is None or not t.players:
                continue
            rows, rated = self.ratings.game_ended(
                t.game_id, t.game_type, t.players, t.ended_now["winners"],
                t.ended_now["scores"], t.ended_now["ended_at"])
            players.update({(r[0], r[1]): r for r in rows})
            history += rated
        return writes.ratings_writes(list(players.values()), history)

    def _secrets_of(self, ended: list[GameTrack]) -> list[writes.Write]:
        """The games that ended in this batch: their secret events in full, and their
        seeds, read back from the event store (the file had only their public form).
        A fork's copied events and its reshuffled piles stay in their public form: they are
        its parent's secrets at the fork's version, and the parent may still be running
        (the copies go in full under the parent's id when it ends); so does the seed of a
        fork on its parent's chance, which is its parent's."""
        full: list[tuple[str, int, bytes]] = []
        seeds: list[tuple[str, int]] = []
        digests: list[tuple[str, int, str]] = []
        for track in ended:
            kept = track.secrets
            if kept is None:  # the game began before this projector's memory: read it back
                kept = [(s.originator_version, s.topic, s.state)
                        for s in self.recorder.select_events(track.game_id)
                        if s.topic in self.maybe_secret]
            copied = 0  # a fork's events 2..copied are its parent's
            for version, topic, state in kept:
                if topic == GameCreated.TYPE:
                    data = json.loads(state).get("data", {})
                    digests += [(track.game_id, seat, str(h)[:16])
                                for seat, h in enumerate(data.get("token_hashes") or ())]
                    if isinstance(data.get("parent_version"), int):
                        copied = data["parent_version"]
                    if data.get("parent_chance"):  # its seed is its parent's: kept
                        continue
                    if isinstance(data.get("seed"), int):
                        seeds.append((track.game_id, data["seed"]))
                elif version <= copied or topic in self.reshuffles:
                    continue
                full.append((track.game_id, version, state))
        return writes.unredact_writes(full, seeds, digests)

    def _handle(self, handler: Handler, track: GameTrack, n: Any, rows: Rows) -> None:
        try:
            event, meta = decode_event(n.topic, n.state, self.event_types)
        except Exception:
            # Kept in `events` all the same (DuckDB reads what it can of the envelope).
            log.exception("notification %s (%s) does not decode", n.id, n.topic)
            return
        try:
            handler(track, event, meta, rows)
        except Exception:
            # A projection bug must not stop the log: the event is still kept.
            self.handler_errors += 1
            log.exception("handler for %s failed at notification %s", n.topic, n.id)

    def _count(self, raw: RawHandler, track: GameTrack, n: Any, rows: Rows) -> None:
        try:
            raw(track, n.state, rows)
        except Exception:
            self.handler_errors += 1
            log.exception("handler for %s failed at notification %s", n.topic, n.id)

    def _position_is(self, con: duckdb.DuckDBPyConnection, start: int) -> bool:
        stored = self._stored_position(con)
        if stored != start:
            # Another projector wrote meanwhile: our memory is stale, start over from there.
            log.warning("tracking moved from %s to %s under us; resyncing", start, stored)
            self._forget(stored)
        return stored == start

    # ---- holding the file ---------------------------------------------------------------

    @contextmanager
    def _writing(self) -> Iterator[duckdb.DuckDBPyConnection]:
        """A transaction on the held session, opening one if needed.

        Opening and closing (which checkpoints) cost about as much as writing a batch, so
        while there is a backlog the session is kept across batches, but never longer than
        `hold_seconds`: readers in other processes (retrying for seconds) get their turn.
        """
        if self._held is None:
            stack = ExitStack()
            try:
                con = stack.enter_context(self.analytics.session())
            except AnalyticsSchemaMismatch as exc:
                if exc.newer:  # a newer release's projector owns it (a rolling upgrade)
                    stack.close()
                    raise
                # The file is a projection of the store: after an upgrade that changed its
                # tables, project everything again rather than stop.
                log.warning("%s; rebuilding it from the event store", exc)
                self.analytics.remove()
                self._forget(0)
                con = stack.enter_context(self.analytics.session())
            self._held = (stack, con, time.monotonic())
        with transaction(self._held[1]) as con:
            yield con

    def _release(self, force: bool) -> None:
        if self._held and (force or time.monotonic() - self._held[2] >= self.hold_seconds):
            stack, self._held = self._held[0], None
            stack.close()

    # ---- per-game memory ----------------------------------------------------------------

    def _make_tracks(self, notes: Sequence[Any], gids: list[str]
                     ) -> tuple[list[GameTrack], list[str]]:
        """A track for every game of the batch; returns the tracks made now and the games
        whose past must be rebuilt from `events` (forgotten after a restart or eviction)."""
        new: list[GameTrack] = []
        missing: list[str] = []
        tracks = self._tracks
        for gid, n in zip(gids, notes, strict=True):
            if gid in tracks:
                continue
            prefix = n.topic.split(".", 1)[0]
            tracks[gid] = track = GameTrack(gid, None if prefix == "game" else prefix)
            new.append(track)
            if n.topic != GameCreated.TYPE:
                missing.append(gid)
        return new, missing

    def _rebuild_tracks(self, con: duckdb.DuckDBPyConnection, missing: list[str]) -> None:
        """Replay the forgotten games' projected events through `_dispatch`, as they were
        first projected; their rows are thrown away (they are in the file already)."""
        routed = sorted({*self.routes, *self.raw_routes})
        con.register("wanted", pa.table({"game_id": missing}))
        try:
            known = dict(con.execute(
                "SELECT game_id, game_type FROM games WHERE game_id IN (SELECT game_id FROM wanted)"
            ).fetchall())
            history = con.execute(
                'SELECT notification_id, game_id, version, type, schema, payload, epoch_us("at"),'
                " seat, command_id FROM events WHERE game_id IN (SELECT game_id FROM wanted)"
                " AND list_contains($1, type) AND payload IS NOT NULL ORDER BY notification_id",
                [routed],
            ).fetchall()
        finally:
            con.unregister("wanted")
        for gid in missing:
            if gid in known:
                track = self._tracks[gid]
                track.in_db, track.game_type = True, known[gid]
        recorded = [Recorded.of(*row) for row in history]
        for track in self._dispatch(recorded, [r.originator_id for r in recorded], Rows()):
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
        self.ratings.forget()
        self._position = position

    # ---- tracking -----------------------------------------------------------------------

    def _load_position(self) -> int:
        if self._position is None:
            with self._writing() as con:
                self._position = self._stored_position(con)
            return self._position
        return self._position

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
