"""The application on PostgreSQL, the scale-out store: two replicas playing one game.

It runs on the suite's PostgreSQL server (tests/postgres.py: initdb into a temporary
folder, a free port on 127.0.0.1) and is skipped where that cannot start.
"""

from __future__ import annotations

import random

import pytest

from projections.projector import Projector
from service.app.application import GameApp
from service.app.store import open_store
from service.games.base import SPECTATOR


@pytest.fixture
def store(postgres_server, tmp_path):
    """Opens stores on one fresh database of the suite's server (tests/postgres.py), and
    closes their connection pools afterwards."""
    env, opened = postgres_server.database(), []

    def open_one():
        opened.append(open_store(tmp_path, env=env))
        return opened[-1]

    yield open_one
    for each in opened:
        each.close()


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
        acting = [v for v in seats if app.legal_commands(created.game_id, v)]
        viewer = rng.choice(acting)
        app.submit(created.game_id, viewer, rng.choice(app.legal_commands(created.game_id, viewer)))
        turn += 1
    assert one.version(created.game_id) == two.version(created.game_id)
    fresh = GameApp(store())
    assert fresh.cache.get(created.game_id).state == one.cache.get(created.game_id).state

    projector = Projector(store(), tmp_path / "a.duckdb")
    assert projector.catch_up() == one.version(created.game_id)
    assert projector.catch_up() == 0
