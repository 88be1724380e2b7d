"""AnalyticsService: replay to a version, and the statistics of the DuckDB projection."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest

from clients.bot import play_game
from clients.client import Client
from projections import duck, projector
from scheherazade.v1 import game_service_pb2 as pb
from service.api.server import started
from service.app.application import GameApp
from service.app.store import open_store
from tests.api.helpers import expect_error


def test_replay_shows_the_game_at_each_version(client: Client) -> None:
    created = client.create_game("1001", ["a", "b", "c", "d"], seed=41)
    name, tokens = created.game.name, list(created.seat_tokens)
    play_game(client, name, tokens, random.Random(41))
    final = client.get_game(name, token=tokens[2])

    first = client.replay(name, 1, token=tokens[2])
    assert first.game.version == 1 and [e.type for e in first.events] == ["game.Created"]
    assert first.game.state == pb.Game.STATE_ACTIVE and first.game.viewer_seat == 2
    middle = client.replay(name, 40, token=tokens[2])
    assert [e.version for e in middle.events] == list(range(1, 41))
    assert middle.game.version == 40
    last = client.replay(name, final.version, token=tokens[2])
    assert last.game.g1001 == final.g1001 and last.game.result == final.result
    assert list(last.events) == list(client.events(name, token=tokens[2]))


def test_statistics_need_an_analytics_store(client: Client) -> None:
    assert client.statistics()  # the catalogue comes from code, no store needed
    expect_error(lambda: client.statistic("games-by-type"),
                 grpc.StatusCode.FAILED_PRECONDITION, "ANALYTICS_DISABLED")


@pytest.fixture
def analytics_server(tmp_path: Path) -> Iterator[tuple[Client, object]]:
    store = open_store(tmp_path / "data")
    path = tmp_path / "data" / "analytics.duckdb"
    with started(GameApp(store), analytics=duck.Analytics(path)) as running, \
            Client(f"127.0.0.1:{running.port}") as client:
        yield client, projector.Projector(store, path)


def test_statistics_over_projected_games(analytics_server: tuple[Client, object]) -> None:
    client, follower = analytics_server
    for seed in (1, 2):
        created = client.create_game("1001", ["a", "b", "c"], seed=seed)
        play_game(client, created.game.name, list(created.seat_tokens), random.Random(seed))
    follower.catch_up()

    listed = {s.name: s.description for s in client.statistics()}
    assert "statistics/games-by-type" in listed and all(listed.values())
    stat = client.statistic("games-by-type")
    assert list(stat.columns) == ["game_type", "status", "games"]
    rows = [[v.WhichOneof("kind") and getattr(v, v.WhichOneof("kind")) for v in r.values]
            for r in stat.rows]
    assert rows == [["1001", "finished", 2]]
    for name in listed:  # every statistic answers over real data
        assert client.statistic(name).columns
    expect_error(lambda: client.statistic("no-such-statistic"), grpc.StatusCode.NOT_FOUND,
                 "STATISTIC_NOT_FOUND")
