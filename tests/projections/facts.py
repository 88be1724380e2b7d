"""What every game's fact-row tests share: seeded random games stored and projected into
DuckDB, a query over the result, the central routes called one event after another, and an
event as a seat without its audience sees it."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from pathlib import Path

from eventsourcing.persistence import StoredEvent

from projections.duck import Analytics
from projections.projector import Projector
from projections.routes import ROUTES
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.app.selfplay import Playout, encoded
from service.app.store import open_store
from service.kit.base import Event

SECRET = "<secret>"


def store_and_project(root: Path, games: Iterable[tuple[str, Playout]]) -> Path:
    """Store each (game id, finished playout) under `root` and project them all; the DuckDB
    file's path."""
    store = open_store(root / "data")
    for gid, p in games:
        assert p.finished, gid
        store.recorder.insert_events([
            StoredEvent(gid, version, topic, state)
            for version, (topic, state) in enumerate(encoded(p), start=1)])
    path = root / "analytics.duckdb"
    projector = Projector(store, path)
    projector.catch_up()
    assert projector.handler_errors == 0
    return path


def rows_of(path: Path, sql: str, *params: object) -> list[tuple]:
    with Analytics(path).read() as con:
        return con.execute(sql, list(params)).fetchall()


def as_public(e: Event) -> Event:
    """`e` as a seat without its audience sees it: every field not public replaced."""
    if e.audience() is None:
        return e
    hidden = {f.name: SECRET for f in dataclasses.fields(e) if f.name not in e.PUBLIC_FIELDS}
    return dataclasses.replace(e, **hidden)


def project(events: list[Event]) -> tuple[dict[str, list[tuple]], list[tuple[int, Rows]]]:
    """The central routes as the projector calls them, one event after another; also the
    rows each event made."""
    track, rows, steps = GameTrack("g", None), Rows(), []
    for i, e in enumerate(events):
        handler = ROUTES.get(e.TYPE)
        if handler is not None:
            step = Rows()
            handler(track, e, Meta(at=float(i)), step)
            for table, made in step.tables.items():
                rows.tables[table].extend(made)
            steps.append((i, step))
    return dict(rows.tables), steps
