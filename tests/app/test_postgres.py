"""The application on PostgreSQL, the scale-out store: two replicas playing one game.

The test starts its own PostgreSQL server (initdb into a temporary folder, a free port on
127.0.0.1) and stops it afterwards. It is skipped where the server binaries or an
unprivileged `postgres` user are missing (initdb refuses to run as root).
"""

from __future__ import annotations

import os
import pwd
import random
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

import pytest

from projections.projector import Projector
from service.app.application import GameApp
from service.app.store import open_store
from service.games.base import SPECTATOR

BIN = Path("/usr/lib/postgresql/15/bin")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _as_postgres(*args: str) -> None:
    command = " ".join(args)
    if os.getuid() == 0:
        subprocess.run(["su", "postgres", "-c", command], check=True, capture_output=True)
    else:
        subprocess.run(command, shell=True, check=True, capture_output=True)


@pytest.fixture(scope="module")
def postgres_env():
    if os.getuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            pytest.skip("no 'postgres' user to run the server as (initdb refuses root)")
    if not (BIN / "initdb").exists():
        pytest.skip("no PostgreSQL server binaries")
    # Not under pytest's tmp folder: that one is private to root, and the server runs as
    # `postgres`.
    root = Path(tempfile.mkdtemp(prefix="scheherazade-pg-"))
    if os.getuid() == 0:
        shutil.chown(root, "postgres")
    data, port = root / "data", _free_port()
    _as_postgres(str(BIN / "initdb"), "-D", str(data), "-A", "trust", "-U", "es")
    options = f"'-p {port} -k {root} -c listen_addresses=127.0.0.1'"
    _as_postgres(str(BIN / "pg_ctl"), "-D", str(data), "-o", options, "-w", "-l",
                 str(root / "log"), "start")
    try:
        subprocess.run(["psql", "-h", "127.0.0.1", "-p", str(port), "-U", "es", "-d", "postgres",
                        "-c", "create database scheherazade"], check=True, capture_output=True)
        yield {
            "SCHEHERAZADE_STORE": "postgres", "POSTGRES_DBNAME": "scheherazade",
            "POSTGRES_HOST": "127.0.0.1", "POSTGRES_PORT": str(port),
            "POSTGRES_USER": "es", "POSTGRES_PASSWORD": "unused",
        }
    finally:
        _as_postgres(str(BIN / "pg_ctl"), "-D", str(data), "-m", "fast", "stop")
        shutil.rmtree(root, ignore_errors=True)


def test_two_replicas_play_one_game_and_the_projector_follows(postgres_env, tmp_path):
    one = GameApp(open_store(tmp_path, env=postgres_env))
    two = GameApp(open_store(tmp_path, env=postgres_env))
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
    fresh = GameApp(open_store(tmp_path, env=postgres_env))
    assert fresh.cache.get(created.game_id).state == one.cache.get(created.game_id).state

    projector = Projector(open_store(tmp_path, env=postgres_env), tmp_path / "a.duckdb")
    assert projector.catch_up() == one.version(created.game_id)
    assert projector.catch_up() == 0
