"""The game kit: central tables built from the registered games' adapters; a game without a
projection adapter still gets its `events` rows and its `games` row, end included."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import ClassVar

import duckdb
import pytest

from projections import kit, routes, schema, stats
from projections.dispatch import Router
from projections.games import g1001  # one game as an example of a valid adapter
from projections.projector import Projector
from service.app.codec import Meta
from service.kit.base import Event, GameCreated


@dataclass(frozen=True)
class Moved(Event):
    TYPE: ClassVar[str] = "toy.Moved"
    seat: int


@dataclass(frozen=True)
class Ended(Event):
    TYPE: ClassVar[str] = "toy.GameEnded"
    scores: tuple[int, ...]
    winners: tuple[int, ...]


TOY_TYPES = {GameCreated.TYPE: GameCreated, Moved.TYPE: Moved, Ended.TYPE: Ended}


def toy_game(game_id: str, at: float) -> list[tuple[Event, Meta]]:
    return [
        (GameCreated(game_type="toy", players=("a", "b"), options={}, seed=3,
                     content_hash="t", created_at=at), Meta(at=at)),
        (Moved(seat=0), Meta(at=at + 1, seat=0)),
        (Moved(seat=1), Meta(at=at + 2, seat=1)),
        (Ended(scores=(1, 2), winners=(1,)), Meta(at=at + 3)),
    ]


def test_the_central_tables_hold_every_adapter_s_entries():
    adapters = [a for a in kit.adapters() if a.module is not None]
    for adapter in (a.module for a in adapters):
        assert set(adapter.TABLES) <= set(schema.TABLES)
        assert set(adapter.ROUTES) <= set(routes.ROUTES)
        assert set(getattr(adapter, "RAW_ROUTES", {})) <= set(routes.RAW_ROUTES)
        assert {s.name for s in adapter.STATISTICS} <= {s.name for s in stats.STATISTICS}
    assert set(routes.STATES) == {a.game_type for a in adapters}
    assert "winning_team" not in [c for c, _, _ in schema.TABLES["games"]]


def test_a_table_outside_the_game_s_prefix_or_declared_twice_fails_at_build(monkeypatch):
    stray = kit.GameAdapter("toy", "toy", SimpleNamespace(TABLES={"votes": []}))
    monkeypatch.setattr(schema, "adapters", lambda: [stray])
    with pytest.raises(ValueError, match="prefix"):
        schema._tables()
    twice = SimpleNamespace(ROUTES=g1001.ROUTES, new_state=g1001.new_state)
    monkeypatch.setattr(routes, "adapters", lambda: [kit.GameAdapter("1001", "g1001", g1001),
                                                     kit.GameAdapter("x", "x", twice)])
    with pytest.raises(ValueError, match="declared twice"):
        routes._build()


@pytest.mark.parametrize("batch_size", [100, 2])
def test_a_game_without_projection_adapter_gets_events_and_its_games_row(
        store, tmp_path: Path, monkeypatch, batch_size):
    """In one batch the end lands in the `games` row as it is inserted; in batches of 2 it
    updates a row inserted before, toy-1 being replayed after its eviction."""
    monkeypatch.setattr(routes, "adapters", lambda: [kit.GameAdapter("toy", "toy", None)])
    states, routed, raw = routes._build()
    assert states == {} and raw == {} and set(routed) == {GameCreated.TYPE, Ended.TYPE}
    first = toy_game("toy-1", 1_700_000_000.0)
    store.append("toy-1", 1, first[:2])
    store.append("toy-2", 1, toy_game("toy-2", 1_700_000_100.0))
    store.append("toy-1", 3, first[2:])
    path = tmp_path / "analytics.duckdb"
    rebuilt: list[list[str]] = []
    rebuild = Router.rebuild
    monkeypatch.setattr(Router, "rebuild", lambda self, con, missing: (
        rebuilt.append(missing), rebuild(self, con, missing)))
    p = Projector(store, path, event_types=TOY_TYPES, routes=routed, raw_routes=raw,
                  batch_size=batch_size, max_cached_games=1)
    assert p.catch_up() == 8
    with duckdb.connect(str(path), read_only=True) as con:
        assert con.execute("SELECT count(*) FROM events").fetchall() == [(8,)]
        assert con.execute(
            "SELECT game_id, game_type, players, status, events, winners, scores, "
            "epoch(ended_at) - epoch(created_at) FROM games ORDER BY game_id").fetchall() == [
            ("toy-1", "toy", ["a", "b"], "finished", 4, [1], [1, 2], 3.0),
            ("toy-2", "toy", ["a", "b"], "finished", 4, [1], [1, 2], 3.0),
        ]
    assert p.handler_errors == 0
    assert rebuilt == ([] if batch_size == 100 else [["toy-1"]])
