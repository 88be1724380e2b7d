"""A real server on 127.0.0.1 port 0 with a temporary data directory, and real clients."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from clients.client import Client
from service.api.server import started
from service.app.application import GameApp

AUDITOR = "auditor-secret-token"


@dataclass
class Server:
    address: str
    app: GameApp
    data_dir: Path


@pytest.fixture
def server(tmp_path: Path, open_stores) -> Iterator[Server]:
    """A server on each store: SQLite (embedded) and PostgreSQL (a fresh database)."""
    app = GameApp(open_stores(tmp_path / "data"), auditor_token=AUDITOR)
    with started(app) as running:
        yield Server(f"127.0.0.1:{running.port}", app, tmp_path / "data")


@pytest.fixture
def client(server: Server) -> Iterator[Client]:
    with Client(server.address, timeout=10) as c:
        yield c
