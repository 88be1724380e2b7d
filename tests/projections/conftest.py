"""A real event store (the library's recorder, SQLite and PostgreSQL) and helpers to put
events in it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from eventsourcing.persistence import ApplicationRecorder, InfrastructureFactory, StoredEvent

from service.app.codec import Meta, encode
from service.games.g1001.events import EVENT_TYPES
from service.kit.base import Event


@dataclass
class Store:
    recorder: ApplicationRecorder

    def append(self, game_id: str, first_version: int, events: list[tuple[Event, Meta]]) -> int:
        """Store events of one game from `first_version`; returns the next version."""
        records = []
        for i, (event, meta) in enumerate(events):
            topic, state = encode(event, meta)
            records.append(StoredEvent(game_id, first_version + i, topic, state))
        self.recorder.insert_events(records)
        return first_version + len(events)

    def append_raw(self, game_id: str, version: int, topic: str, state: bytes) -> None:
        self.recorder.insert_events([StoredEvent(game_id, version, topic, state)])


def make_store(path: Path) -> Store:
    factory = InfrastructureFactory.construct({
        "PERSISTENCE_MODULE": "eventsourcing.sqlite",
        "SQLITE_DBNAME": str(path),
        "ORIGINATOR_ID_TYPE": "text",
    })
    return Store(factory.application_recorder())


@pytest.fixture
def store(tmp_path: Path, store_env: dict[str, str] | None, open_stores) -> Store:
    """An event store on each backend: SQLite and PostgreSQL (a fresh database)."""
    if store_env is None:
        return make_store(tmp_path / "events.sqlite")
    return Store(open_stores(tmp_path).recorder)


@pytest.fixture
def analytics_path(tmp_path: Path) -> Path:
    return tmp_path / "analytics.duckdb"


@pytest.fixture
def event_types():
    return EVENT_TYPES
