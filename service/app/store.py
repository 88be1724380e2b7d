"""The event store: the `eventsourcing` library's recorders, one stream per game.

Originator id = game id (text), originator version = 1, 2, 3… (1 is `game.Created`), topic =
the event's stable type name, state = the codec's JSON envelope. The library's unique
(originator_id, originator_version) key gives optimistic concurrency; its notification log
gives every event in one global order for the projector.
"""

from __future__ import annotations

import os
import secrets
import threading
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from eventsourcing.persistence import (
    ApplicationRecorder,
    InfrastructureFactory,
    IntegrityError,
    StoredEvent,
)

from service.app.recent import RecentEvents

CREATED_TOPIC = "game.Created"


class WriteConflict(Exception):
    """Another writer stored the same version first."""


class _Pending:
    """One command's events waiting for a group commit."""

    __slots__ = ("records", "done", "error")

    def __init__(self, records: list[StoredEvent]) -> None:
        self.records = records
        self.done = False
        self.error: BaseException | None = None


class GroupCommit:
    """Commands arriving together, for different games, appended in one store transaction.

    The first caller that finds no commit running becomes the leader: it takes every
    command waiting (its own among them) and writes them in one `insert_events`, then
    wakes the others; those whose commands were in the batch return, and one of the rest
    leads the next batch. Alone, a caller commits its own command at once (no thread hop,
    no added latency). Every caller returns only after its events committed, so an
    acknowledged command survives a kill. When the batch is refused because one command
    conflicts (another writer stored that version first), each command of the batch is
    written alone: the conflicting one fails (`WriteConflict`), never its batch-mates.
    """

    def __init__(self, recorder: ApplicationRecorder) -> None:
        self.recorder = recorder
        self._cond = threading.Condition()
        self._pending: list[_Pending] = []
        self._committing = False
        self.batches = 0  # commits made, for tests and figures
        self.commands = 0

    def append(self, records: list[StoredEvent]) -> None:
        me = _Pending(records)
        with self._cond:
            self._pending.append(me)
            while not me.done:
                if self._committing:
                    self._cond.wait()
                    continue
                self._committing = True
                batch, self._pending = self._pending, []
                self._cond.release()
                try:
                    self._commit(batch)
                finally:
                    self._cond.acquire()
                    self._committing = False
                    self._cond.notify_all()
        if me.error is not None:
            raise me.error

    def _commit(self, batch: list[_Pending]) -> None:
        try:
            self.recorder.insert_events([r for p in batch for r in p.records])
        except IntegrityError:
            for p in batch:  # one at a time: a conflict fails alone
                try:
                    self.recorder.insert_events(p.records)
                except IntegrityError as exc:
                    p.error = WriteConflict(str(p.records[0].originator_id))
                    p.error.__cause__ = exc
                except BaseException as exc:  # noqa: BLE001 - handed to its caller
                    p.error = exc
        except BaseException as exc:  # noqa: BLE001 - every caller of the batch is told
            for p in batch:
                p.error = exc
        finally:
            self.batches += 1
            self.commands += len(batch)
            for p in batch:
                p.done = True


def owner_of(game_id: str, processes: int) -> int:
    """The process (0..processes-1) of `serve --processes N` that owns a game: a stable
    function of its id alone, the same in every process and after every restart."""
    return zlib.crc32(game_id.encode()) % processes


@dataclass(frozen=True)
class Ownership:
    """Process `index` of `count` (`serve --processes N`): it writes only the games it owns
    (`owner_of`); the others' games it only reads, through the store."""

    index: int
    count: int

    def owns(self, game_id: str) -> bool:
        return owner_of(game_id, self.count) == self.index


@dataclass
class EventStore:
    recorder: ApplicationRecorder
    kind: str  # "sqlite" | "postgres"
    # One of several server processes over this one store (`serve --processes N`): which
    # games are this process's own. None: every game (one process).
    ownership: Ownership | None = None
    group: GroupCommit | None = None
    # What this process stored last, read back from memory while no one else writes.
    recent: RecentEvents = field(default_factory=RecentEvents)

    def close(self) -> None:
        """Close the library's connection pool (PostgreSQL's keeps worker threads)."""
        self.recorder.datastore.close()  # type: ignore[attr-defined]

    @property
    def shared(self) -> bool:
        """True when other processes may write some games of this store: PostgreSQL
        replicas, or several server processes over one SQLite file (`others_write`)."""
        return self.kind != "sqlite" or self.ownership is not None

    def owns(self, game_id: str) -> bool:
        """Whether this process is the game's owner (always, when it is the only one)."""
        return self.ownership is None or self.ownership.owns(game_id)

    def others_write(self, game_id: str) -> bool:
        """Whether another process may have stored events of this game that this one has
        not seen: any game over PostgreSQL (replicas are not coordinated), another
        process's game under `serve --processes N`. A command or read of such a game first
        catches up what the others stored; a game of one's own never needs to."""
        return self.kind != "sqlite" or not self.owns(game_id)

    def new_game_id(self) -> str:
        """A new random game id (16 hex digits) that this process owns."""
        while True:
            game_id = secrets.token_hex(8)
            if self.owns(game_id):
                return game_id

    def append(self, game_id: str, first_version: int, items: Sequence[tuple[str, bytes]]) -> None:
        """Store the events of one command atomically, or raise WriteConflict."""
        records = [
            StoredEvent(game_id, first_version + i, topic, state)
            for i, (topic, state) in enumerate(items)
        ]
        if self.group is not None:
            self.group.append(records)
        else:
            try:
                self.recorder.insert_events(records)
            except IntegrityError as exc:
                raise WriteConflict(game_id) from exc
        if records and not self.others_write(game_id):
            self.recent.stored(game_id, records)

    def load(self, game_id: str, after: int = 0, upto: int | None = None) -> Sequence[StoredEvent]:
        if upto is not None and not self.others_write(game_id):
            held = self.recent.between(game_id, after, upto)
            if held is not None:
                return held
        return self.recorder.select_events(game_id, gt=after or None, lte=upto)

    def created_after(self, notification_id: int, limit: int) -> list[tuple[int, str]]:
        """(notification id, game id) of games created after a position, oldest first."""
        rows = self.recorder.select_notifications(
            start=notification_id or None,
            limit=limit,
            topics=[CREATED_TOPIC],
            inclusive_of_start=not notification_id,
        )
        return [(n.id, str(n.originator_id)) for n in rows]

    def created_before(self, notification_id: int, limit: int) -> list[tuple[int, str]]:
        """(notification id, game id) of games created before a position (0: the end),
        newest first. The library reads notifications oldest first only, so this reads
        windows of ids backwards, each twice as wide as the last, until it has `limit`."""
        stop = (notification_id - 1) if notification_id else self.recorder.max_notification_id()
        found: list[tuple[int, str]] = []
        width = 4 * limit + 64
        while stop and stop > 0 and len(found) < limit:
            start = max(1, stop - width + 1)
            rows = self.recorder.select_notifications(
                start=start, stop=stop, limit=width, topics=[CREATED_TOPIC])
            found.extend((n.id, str(n.originator_id)) for n in reversed(rows))
            stop, width = start - 1, width * 2
        return found[:limit]


def store_env(data_dir: Path, env: dict[str, Any] | None = None) -> dict[str, Any]:
    """The library's settings for the chosen store (environment first, then `env`)."""
    merged: dict[str, Any] = {**os.environ, **(env or {})}
    kind = str(merged.get("SCHEHERAZADE_STORE", "sqlite")).lower()
    settings: dict[str, Any] = {"ORIGINATOR_ID_TYPE": "text"}
    if kind == "postgres":
        settings["PERSISTENCE_MODULE"] = "eventsourcing.postgres"
        for key, value in merged.items():
            if key.startswith("POSTGRES_"):
                settings[key] = value
    elif kind == "sqlite":
        data_dir.mkdir(parents=True, exist_ok=True)
        settings["PERSISTENCE_MODULE"] = "eventsourcing.sqlite"
        settings["SQLITE_DBNAME"] = str(data_dir / "events.sqlite")
    else:
        raise ValueError(f"SCHEHERAZADE_STORE must be 'sqlite' or 'postgres', not {kind!r}")
    return settings


def open_store(data_dir: Path | str | None = None, env: dict[str, Any] | None = None) -> EventStore:
    data_dir = Path(data_dir or os.environ.get("SCHEHERAZADE_DATA", "data"))
    settings = store_env(data_dir, env)
    factory = InfrastructureFactory.construct(settings)
    recorder = factory.application_recorder()
    if settings["PERSISTENCE_MODULE"].endswith("postgres"):
        return EventStore(recorder=recorder, kind="postgres", group=GroupCommit(recorder))
    merged = {**os.environ, **(env or {})}
    set_sqlite_synchronous(recorder, str(merged.get("SCHEHERAZADE_SQLITE_SYNCHRONOUS", "NORMAL")))
    return EventStore(recorder=recorder, kind="sqlite", group=GroupCommit(recorder))


SYNCHRONOUS_MODES = ("OFF", "NORMAL", "FULL", "EXTRA")


def set_sqlite_synchronous(recorder: ApplicationRecorder, mode: str) -> None:
    """Set SQLite's `synchronous` on every connection of the library's pool.

    In WAL mode, NORMAL loses nothing when a process dies (the WAL is in the OS's hands at
    commit); only an OS crash or power cut may lose the last commits. It makes a commit
    several times cheaper than FULL, the library's (and SQLite's) default, which syncs the WAL
    on every commit. The library has no setting for it, so this wraps its pool's connection
    factory; `tests/app/test_store.py` checks the pragma really is in force.
    """
    mode = mode.upper()
    if mode not in SYNCHRONOUS_MODES:
        raise ValueError(f"SCHEHERAZADE_SQLITE_SYNCHRONOUS must be one of {SYNCHRONOUS_MODES}")
    pool = recorder.datastore.pool  # type: ignore[attr-defined]
    create = pool._create_connection

    def create_tuned() -> Any:
        connection = create()
        connection._sqlite_conn.execute(f"PRAGMA synchronous={mode}")
        return connection

    pool._create_connection = create_tuned
    for connection in list(pool._pool):  # made while creating the tables
        connection._sqlite_conn.execute(f"PRAGMA synchronous={mode}")
