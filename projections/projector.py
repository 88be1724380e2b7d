"""The projector: follows the store's global event log into the analytics DuckDB file.

Exactly-once: each batch's rows and the new tracking position are written in ONE DuckDB
transaction, so after any crash the projector resumes from the committed position and no
row is lost or doubled. The position is re-read inside that transaction, which also keeps
two projector processes taking turns on one file from projecting a batch twice.

Per batch: read up to `batch_size` notifications; route the events some handler needs
(`dispatch.Router`), cut secret events to their public form (`secrets.Secrets`) — all
without holding the file, so readers of other processes get their turn — then open the
file, bulk-insert every table from Arrow (see `writes.py`), with the secrets and the
ratings (`ratings.Ratings`) of the games that ended, and commit. SQLite cannot be
subscribed to, so `run` polls when idle.

This module follows the log: polling, the tracked position, holding the file.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import duckdb

from projections import writes
from projections.dispatch import Router
from projections.duck import Analytics, AnalyticsBusy, AnalyticsSchemaMismatch, transaction
from projections.handlers_game import games_row
from projections.kit import Handler, RawHandler
from projections.ratings import Ratings
from projections.routes import RAW_ROUTES, ROUTES
from projections.secrets import Secrets
from projections.tracks import Rows
from service.kit.base import Event

log = logging.getLogger(__name__)

TRACKING_NAME = "analytics"


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
        self.router = Router(self.event_types, routes, raw_routes, max_cached_games)
        self.secrets = Secrets(self.recorder, self.event_types)
        self.ratings = Ratings()
        self.hold_seconds = hold_seconds
        self._position: int | None = None
        self._held: tuple[ExitStack, duckdb.DuckDBPyConnection, float] | None = None
        self._mutex = threading.RLock()

    @property
    def handler_errors(self) -> int:
        """Events whose handler failed (each is still kept in `events`)."""
        return self.router.handler_errors

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
            router = self.router
            new, missing = router.make_tracks(notes, gids)
            if missing:
                with self._writing() as con:
                    if not self._position_is(con, start):
                        return 0
                    router.rebuild(con, missing)
            rows = Rows()
            touched = router.dispatch(notes, gids, rows)
            new_games = [t.created for t in touched if t.created is not None]
            for track in new:
                if not track.in_db:  # no game.Created seen (or it did not decode)
                    new_games.append(games_row(track))
                    track.in_db = True
            ended = [t for t in touched if t.result is not None]
            # In the order they ended (the log's), as the ratings follow them: the batch met
            # interleaved games in another order, which would make them depend on batches.
            over = sorted((t for t in touched if t.ended_now is not None),
                          key=lambda t: t.ended_id)
            batch = [self.secrets.events_write(notes, gids, router.tracks),
                     *writes.fact_writes(rows.tables),
                     *writes.games_writes(new_games, ended, start),
                     *writes.decision_writes(start), *self.secrets.at_the_end(over)]
            with self._writing() as con:
                if not self._position_is(con, start):
                    return 0
                batch += writes.ratings_writes(*self.ratings.games_ended(con, over))
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
        router.settle(touched)
        return len(notes)

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

    def _forget(self, position: int | None) -> None:
        """Drop what memory holds beside the file (a rolled-back batch, another projector's
        batch): the position, the games' tracks, the players' ratings."""
        self.router.forget()
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
