"""Access to the analytics DuckDB file, shared fairly between processes.

DuckDB lets ONE process open a file read-write, or several open it read-only, never both.
The projector runs inside the server while people run `scheherazade sql`/`stats` from
other processes, so nobody may sit on the file: a writer opens it, writes one batch in one
transaction and closes it; readers open it read-only for one query. Whoever finds the file
locked retries for a few seconds. Inside one process DuckDB refuses a read-only connection
next to a read-write one, so a per-file lock serialises every access of this process.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import duckdb

from projections.schema import SCHEMA_ID, SCHEMA_VERSION, ddl

_LOCKS: dict[Path, threading.RLock] = {}
_LOCKS_GUARD = threading.Lock()


class AnalyticsBusy(Exception):
    """Another process kept the analytics file locked for longer than we were willing to wait."""


class AnalyticsSchemaMismatch(Exception):
    """The file was written by another schema version: rebuild it from the event store
    (if it is older; a newer file belongs to a newer release, which must keep it)."""

    def __init__(self, message: str, found: str) -> None:
        super().__init__(message)
        self.found = found

    @property
    def newer(self) -> bool:
        version = self.found.split(".", 1)[0]
        return version.isascii() and version.isdigit() and int(version) > SCHEMA_VERSION


def _file_lock(path: Path) -> threading.RLock:
    with _LOCKS_GUARD:
        return _LOCKS.setdefault(path, threading.RLock())


def _is_lock_error(exc: Exception) -> bool:
    text = str(exc).lower()
    return "lock" in text and ("conflicting" in text or "could not set" in text)


class Analytics:
    """The analytics file at `path`. `write()` and `read()` yield short-lived connections."""

    def __init__(self, path: Path | str, *, timeout: float = 5.0) -> None:
        self.path = Path(path).resolve()
        self.timeout = timeout
        self._lock = _file_lock(self.path)
        self._schema_ready = False

    def _connect(self, read_only: bool) -> duckdb.DuckDBPyConnection:
        deadline = time.monotonic() + self.timeout
        pause = 0.02
        while True:
            try:
                con = duckdb.connect(str(self.path), read_only=read_only)
            except duckdb.IOException as exc:
                if not _is_lock_error(exc):
                    raise
                if time.monotonic() >= deadline:
                    raise AnalyticsBusy(
                        f"{self.path} is locked by another process (the projector or a "
                        f"long query) for more than {self.timeout:.0f} s; try again"
                    ) from exc
                time.sleep(pause)
                pause = min(pause * 2, 0.1)
                continue
            con.execute("SET enable_progress_bar = false")  # it would scribble over CLI output
            return con

    @contextmanager
    def session(self) -> Iterator[duckdb.DuckDBPyConnection]:
        """The file open read-write (schema ensured) for one or more `transaction`s. Keep it
        short: every other process waits meanwhile."""
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            con = self._connect(read_only=False)
            try:
                if not self._schema_ready:
                    self._ensure_schema(con)
                yield con
            finally:
                con.close()

    @contextmanager
    def write(self) -> Iterator[duckdb.DuckDBPyConnection]:
        """One transaction in its own session: committed when the block ends, rolled back if
        it raises."""
        with self.session() as con, transaction(con):
            yield con

    @contextmanager
    def read(self) -> Iterator[duckdb.DuckDBPyConnection]:
        """A read-only connection; the file (with empty tables) is created if missing."""
        with self._lock:
            if not self.path.exists():
                with self.write():
                    pass
            con = self._connect(read_only=True)
            try:
                yield con
            finally:
                con.close()

    def _ensure_schema(self, con: duckdb.DuckDBPyConnection) -> None:
        for statement in ddl():
            con.execute(statement)
        rows = con.execute(
            "SELECT value FROM analytics_meta WHERE key = 'schema_version'"
        ).fetchall()  # fetchall: DuckDB 2 refuses new work while a result is unfinished
        row = rows[0] if rows else None
        if row is None:
            con.execute(
                "INSERT INTO analytics_meta VALUES ('schema_version', ?)", [SCHEMA_ID]
            )
        elif row[0] != SCHEMA_ID:
            raise AnalyticsSchemaMismatch(
                f"{self.path} has analytics schema {row[0]}, this code writes {SCHEMA_ID}: "
                "rebuild it with `scheherazade project --rebuild`",
                str(row[0]),
            )
        self._schema_ready = True

    def remove(self) -> None:
        """Delete the file (and its WAL) so that the next projection rebuilds it from scratch."""
        with self._lock:
            for p in (self.path, self.path.with_name(self.path.name + ".wal")):
                p.unlink(missing_ok=True)
            self._schema_ready = False


@contextmanager
def transaction(con: duckdb.DuckDBPyConnection) -> Iterator[duckdb.DuckDBPyConnection]:
    con.begin()
    try:
        yield con
    except BaseException:
        try:
            con.rollback()
        except duckdb.Error:
            pass  # a broken connection: closing it discards the transaction anyway
        raise
    con.commit()
