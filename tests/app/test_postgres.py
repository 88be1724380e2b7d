"""The application on PostgreSQL, the scale-out store: two replicas playing one game.

It runs on the suite's PostgreSQL server (tests/postgres.py: initdb into a temporary
folder, a free port on 127.0.0.1) and is skipped where that cannot start.
"""

from __future__ import annotations

import random

import pytest

from projections.projector import Projector
from service.app.application import GameApp
from service.kit.base import SPECTATOR


@pytest.fixture
def store_env(postgres_server):
    """PostgreSQL only (not both stores): a fresh database of the suite's server, which
    `open_stores` (tests/postgres.py) opens stores on and closes after the test."""
    return postgres_server.database()


@pytest.fixture
def store(open_stores, tmp_path):
    return lambda: open_stores(tmp_path)


def test_two_replicas_play_one_game_and_the_projector_follows(store, tmp_path):
    one = GameApp(store())
    two = GameApp(store())
    assert one.store.shared and two.store.shared
    created = one.create_game("1001", ["ann", "bob", "cy", "dee"], seed=3)
    rng = random.Random(1)
    turn = 0
    while one.get(created.game_id, SPECTATOR).status == "active":
        app = (one, two)[turn % 2]  # the replicas take turns: each must catch up first
        seats = [app.viewer_for(created.game_id, t) for t in created.tokens]
        acting = [v for v in seats if app.legal(created.game_id, created.tokens[v.seat]).commands]
        viewer = rng.choice(acting)
        legal = app.legal(created.game_id, created.tokens[viewer.seat]).commands
        app.submit(created.game_id, viewer, rng.choice(legal))
        turn += 1
    assert one.version(created.game_id) == two.version(created.game_id)
    fresh = GameApp(store())
    assert fresh.cache.get(created.game_id).state == one.cache.get(created.game_id).state

    projector = Projector(store(), tmp_path / "a.duckdb")
    assert projector.catch_up() == one.version(created.game_id)
    assert projector.catch_up() == 0
