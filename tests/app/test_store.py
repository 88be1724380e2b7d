"""The event store's SQLite settings and its optimistic concurrency."""

from __future__ import annotations

import pytest

from service.app.store import WriteConflict, open_store


def _synchronous(store) -> int:
    with store.recorder.datastore.transaction(commit=False) as cursor:
        cursor.execute("PRAGMA synchronous")
        return cursor.fetchone()[0]


def test_sqlite_defaults_to_synchronous_normal(tmp_path):
    store = open_store(tmp_path)
    store.append("g1", 1, [("game.Created", b"{}")])
    assert _synchronous(store) == 1  # NORMAL


def test_sqlite_synchronous_can_be_set_to_full(tmp_path):
    store = open_store(tmp_path, env={"SCHEHERAZADE_SQLITE_SYNCHRONOUS": "full"})
    assert _synchronous(store) == 2  # FULL


def test_a_bad_synchronous_mode_is_refused(tmp_path):
    with pytest.raises(ValueError):
        open_store(tmp_path, env={"SCHEHERAZADE_SQLITE_SYNCHRONOUS": "sometimes"})


def test_the_same_version_twice_is_a_write_conflict(tmp_path):
    store = open_store(tmp_path)
    store.append("g1", 1, [("a", b"{}"), ("b", b"{}")])
    with pytest.raises(WriteConflict):
        store.append("g1", 2, [("c", b"{}")])
    assert [r.topic for r in store.load("g1")] == ["a", "b"]
