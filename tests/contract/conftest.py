"""The contract suite runs over every game in `registry.games()`: a game registered is a
game tested. `server`/`client`: one real gRPC server for the suite, on 127.0.0.1 port 0,
with a clock that stands still (two games created with one seed then match to the byte)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from clients.client import Client
from service.api.server import started
from service.app.application import GameApp
from service.app.store import open_store
from tests.contract.tables import NOW

AUDITOR = "contract-auditor-token"


@pytest.fixture(scope="session")
def server_address(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    data: Path = tmp_path_factory.mktemp("contract-server")
    app = GameApp(open_store(data), auditor_token=AUDITOR, clock=lambda: NOW)
    with started(app) as running:
        yield f"127.0.0.1:{running.port}"


@pytest.fixture
def client(server_address: str) -> Iterator[Client]:
    with Client(server_address, timeout=10) as c:
        yield c
