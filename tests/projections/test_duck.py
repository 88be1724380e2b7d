"""Sharing the analytics file: readers retry while a writer holds it, then say so clearly."""

from __future__ import annotations

import select
import subprocess
import sys
import threading

import pytest

from projections.duck import Analytics, AnalyticsBusy, AnalyticsSchemaMismatch


def hold_file(path, seconds: float) -> subprocess.Popen:
    """Another process opens the file read-write and keeps it for `seconds`."""
    holder = subprocess.Popen(
        [sys.executable, "-c", "import duckdb, sys, time; c = duckdb.connect(sys.argv[1]); "
         "print('held', flush=True); time.sleep(float(sys.argv[2])); "
         "print('releasing', flush=True); c.close()", str(path), str(seconds)],
        stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    return holder


def test_first_write_creates_the_schema_and_readers_see_it(analytics_path):
    with Analytics(analytics_path).read() as con:  # a missing file is created empty
        tables = {r[0] for r in con.execute("SHOW TABLES").fetchall()}
    assert {"events", "games", "g1001_votes", "projection_tracking"} <= tables


def test_reader_retries_while_another_process_writes(analytics_path):
    analytics = Analytics(analytics_path, timeout=20)
    with analytics.write():
        pass
    holder = hold_file(analytics_path, 0.8)
    try:
        with analytics.read() as con:  # blocks in retries until the holder lets go
            assert con.execute("SELECT count(*) FROM games").fetchall() == [(0,)]
        # The holder says so just before letting go: the line is already there, so we did wait.
        assert holder.stdout is not None and select.select([holder.stdout], [], [], 0)[0]
        assert holder.stdout.readline().strip() == "releasing"
    finally:
        holder.wait(10)


def test_reader_gives_a_clear_error_when_the_file_stays_locked(analytics_path):
    with Analytics(analytics_path).write():
        pass
    holder = hold_file(analytics_path, 5)
    try:
        with pytest.raises(AnalyticsBusy, match="locked by another process"):
            with Analytics(analytics_path, timeout=0.3).read():
                pass
    finally:
        holder.kill()
        holder.wait(10)


def test_one_process_serialises_its_readers_and_writers(analytics_path):
    analytics = Analytics(analytics_path)
    entered, release, seen = threading.Event(), threading.Event(), []

    def writer():
        with analytics.write() as con:
            con.execute("INSERT INTO analytics_meta VALUES ('probe', 'x')")
            entered.set()
            release.wait(10)

    thread = threading.Thread(target=writer)
    thread.start()
    entered.wait(10)
    reader = threading.Thread(target=lambda: seen.append(_probe(Analytics(analytics_path))))
    reader.start()
    reader.join(0.3)
    assert reader.is_alive()  # waiting for the writer, not failing
    release.set()
    thread.join(10)
    reader.join(10)
    assert seen == [[("x",)]]


def _probe(analytics: Analytics) -> list:
    with analytics.read() as con:
        return con.execute("SELECT value FROM analytics_meta WHERE key = 'probe'").fetchall()


def test_a_file_of_another_schema_version_asks_for_a_rebuild(analytics_path):
    with Analytics(analytics_path).write() as con:
        con.execute("UPDATE analytics_meta SET value = '0' WHERE key = 'schema_version'")
    with pytest.raises(AnalyticsSchemaMismatch, match="--rebuild"):
        with Analytics(analytics_path).write():
            pass


def test_a_file_projected_with_other_tables_asks_for_a_rebuild(analytics_path):
    """Same schema version, other declared tables (a game registered or plugged in since):
    the new game's facts must be projected from its first event, so the file is rebuilt."""
    from projections.schema import SCHEMA_ID, SCHEMA_VERSION

    other = f"{SCHEMA_VERSION}.000000000000"
    assert other != SCHEMA_ID
    with Analytics(analytics_path).write() as con:
        con.execute("UPDATE analytics_meta SET value = ? WHERE key = 'schema_version'", [other])
    with pytest.raises(AnalyticsSchemaMismatch) as mismatch:
        with Analytics(analytics_path).write():
            pass
    assert not mismatch.value.newer  # not a newer release's file: this one may rebuild it
