"""The first ten minutes (issue 27): what the command line says when a call fails. It says
what went wrong and what to do, and never blames the server for a refusal: a bad token, an
unknown game, no server at the address, a fork without the auditor's token."""

from __future__ import annotations

import os
import socket
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from clients.client import Client
from service.api.server import started
from service.app.application import GameApp
from service.app.store import open_store
from tests.api.cli_support import CLI, ROOT

AUDITOR = "the-auditors-own-token"
# The user's environment, without settings of ours that a test machine may carry.
ENV = {k: v for k, v in os.environ.items() if not k.startswith("SCHEHERAZADE_")} | {
    "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}


@dataclass
class Served:
    address: str
    game: str
    tokens: list[str]


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    """A server (SQLite: these tests are about the CLI's words, not the stores) with an
    auditor token and one game of 1001."""
    app = GameApp(open_store(tmp_path / "data"), auditor_token=AUDITOR)
    with started(app) as running:
        address = f"127.0.0.1:{running.port}"
        with Client(address) as client:
            created = client.create_game("1001", ["Ann", "Bob"], seed=3)
        yield Served(address, created.game.name, list(created.seat_tokens))


def cli(*args: str, env: dict[str, str] | None = None, stdin: str = "") -> tuple[int, str, str]:
    done = subprocess.run([*CLI, *args], env=env or ENV, cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=60)
    return done.returncode, done.stdout, done.stderr


def test_play_with_a_token_not_of_the_game_says_so_and_what_to_use(served: Served) -> None:
    code, _, err = cli("play", served.game, "--address", served.address, "--token", "nope",
                       stdin="1\n")
    assert code == 1
    assert err == ("scheherazade play: the token is not valid for this game: use a token that "
                   "`scheherazade new` printed for one of this game's seats\n")


@pytest.mark.parametrize("command", [
    ["play", "games/x", "--token", "nope"], ["watch", "games/x"], ["replay", "games/x"],
    ["verify", "games/x"], ["fork", "games/x", "--at", "1", "--token", AUDITOR],
])
def test_an_unknown_game_is_said_as_no_such_game(served: Served, command: list[str]) -> None:
    code, _, err = cli(*command, "--address", served.address, stdin="1\n")
    assert code == 1
    assert err == (f"scheherazade {command[0]}: no game 'x' at {served.address} (`scheherazade "
                   "new` creates a game and prints its name)\n")


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])  # closed again when the block ends


@pytest.mark.parametrize("command", [
    ["new", "Ann", "Bob"], ["replay", "games/x"], ["watch", "games/x"],
    ["play", "games/x", "--token", "t"], ["bots", "--games", "1"],
])
def test_no_server_at_the_address_says_what_to_run(command: list[str]) -> None:
    address = f"127.0.0.1:{_closed_port()}"
    code, _, err = cli(*command, "--address", address, stdin="1\n")
    assert code == 1
    assert err == (f"scheherazade {command[0]}: cannot reach the service at {address}: is "
                   "`scheherazade serve` running?\n")


def test_fork_without_the_auditor_token_says_how_to_give_it(served: Served) -> None:
    code, _, err = cli("fork", served.game, "--at", "1", "--address", served.address)
    assert code == 1
    assert err.startswith("scheherazade fork: only the auditor may fork")
    assert "Pass --token with the auditor token the service was started with " \
           "(`scheherazade serve --auditor-token TOKEN`, or SCHEHERAZADE_AUDITOR_TOKEN in " \
           "its environment)" in err


def test_fork_takes_the_auditor_token_from_the_servers_variable(served: Served) -> None:
    """The README's way: one SCHEHERAZADE_AUDITOR_TOKEN for `serve` and for `fork`."""
    code, out, err = cli("fork", served.game, "--at", "1", "--address", served.address,
                         env=ENV | {"SCHEHERAZADE_AUDITOR_TOKEN": AUDITOR})
    assert code == 0, err
    name, *seats = out.splitlines()
    assert name.startswith("games/") and name != served.game
    assert [line.split()[3] for line in seats] == ["Ann", "Bob"]
