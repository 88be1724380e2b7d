"""A PostgreSQL server for the tests: started once per session (initdb into a temporary
folder, a free port on 127.0.0.1), a fresh database per test, stopped at the end. Tests
that ask for it are skipped where the server binaries or an unprivileged `postgres` user
are missing (initdb refuses to run as root).

`store_envs` parametrises a fixture over both stores: "sqlite" (the embedded default, no
environment) and "postgres" (the environment `open_store` reads)."""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

BIN = Path("/usr/lib/postgresql/15/bin")
STORES = ("sqlite", "postgres")


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


def unavailable() -> str | None:
    """Why no PostgreSQL server can be started here (None: it can)."""
    if os.getuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "no 'postgres' user to run the server as (initdb refuses root)"
    if not (BIN / "initdb").exists():
        return "no PostgreSQL server binaries"
    return None


class PostgresServer:
    def __init__(self) -> None:
        # Not under pytest's tmp folder: that one is private to root, and the server runs
        # as `postgres`.
        self.root = Path(tempfile.mkdtemp(prefix="scheherazade-pg-"))
        if os.getuid() == 0:
            shutil.chown(self.root, "postgres")
        self.data, self.port = self.root / "data", _free_port()
        _as_postgres(str(BIN / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "es")
        options = f"'-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1'"
        _as_postgres(str(BIN / "pg_ctl"), "-D", str(self.data), "-o", options, "-w", "-l",
                     str(self.root / "log"), "start")

    def database(self) -> dict[str, str]:
        """A fresh database; the environment `open_store` reads to use it."""
        name = f"t_{uuid.uuid4().hex[:12]}"
        subprocess.run(["psql", "-h", "127.0.0.1", "-p", str(self.port), "-U", "es", "-d",
                        "postgres", "-c", f"create database {name}"], check=True,
                       capture_output=True)
        return {
            "SCHEHERAZADE_STORE": "postgres", "POSTGRES_DBNAME": name,
            "POSTGRES_HOST": "127.0.0.1", "POSTGRES_PORT": str(self.port),
            "POSTGRES_USER": "es", "POSTGRES_PASSWORD": "unused",
        }

    def stop(self) -> None:
        _as_postgres(str(BIN / "pg_ctl"), "-D", str(self.data), "-m", "fast", "stop")
        shutil.rmtree(self.root, ignore_errors=True)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    why = unavailable()
    if why is not None:
        pytest.skip(why)
    server = PostgresServer()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(params=STORES)
def store_env(request: Any) -> dict[str, str] | None:
    """None for the embedded SQLite store; a fresh PostgreSQL database's environment."""
    if request.param == "sqlite":
        return None
    return request.getfixturevalue("postgres_server").database()


@pytest.fixture
def open_stores(store_env: dict[str, str] | None) -> Iterator[Callable[[Path], Any]]:
    """`open_stores(data_dir)`: an event store on this test's store (SQLite or PostgreSQL),
    closed when the test ends."""
    from service.app.store import open_store

    opened: list[Any] = []

    def open_one(data_dir: Path) -> Any:
        opened.append(open_store(data_dir, env=store_env))
        return opened[-1]

    yield open_one
    for store in opened:
        store.close()
