"""`scheherazade serve` as a user runs it: it answers, stops on SIGTERM, says in one line
why it cannot serve, and the clients say so when it stops before their game ends."""

from __future__ import annotations

import signal
import socket
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from tests.api.cli_support import CLI, ENV, ROOT, start_serve, stop_serve


def test_serve_answers_and_stops_on_sigterm(tmp_path: Path) -> None:
    served = start_serve("--address", "127.0.0.1:0", "--data-dir", str(tmp_path),
                         "--no-project")
    proc = served.process
    try:
        with Client(served.address) as client:
            health = health_pb2_grpc.HealthStub(client.channel).Check(
                health_pb2.HealthCheckRequest(), timeout=5
            )
            assert health.status == health_pb2.HealthCheckResponse.SERVING
            created = client.create_game("1001", ["a", "b"], seed=1)
            assert created.game.state == pb.Game.STATE_ACTIVE
    finally:
        stopped = stop_serve(proc)  # SIGTERM
    assert stopped == 0
    assert (tmp_path / "events.sqlite").exists()


@contextmanager
def _served(data: Path) -> Iterator[tuple[subprocess.Popen[str], str, Any]]:
    """A `scheherazade serve` process, its address, and a game of 1001 created on it;
    every process the test adds to `also` is killed at the end if still running."""
    served = start_serve("--address", "127.0.0.1:0", "--data-dir", str(data), "--no-project")
    server = served.process
    also: list[subprocess.Popen[str]] = []
    try:
        with Client(served.address) as client:
            created = client.create_game("1001", ["a", "b"], seed=1)
        yield server, served.address, (created, also)
    finally:
        for proc in (server, *also):
            if proc.poll() is None:
                proc.kill()
                proc.wait()


def test_watch_says_so_and_fails_when_the_server_stops_before_the_game_ends(
    tmp_path: Path,
) -> None:
    with _served(tmp_path) as (server, address, (created, also)):
        watch = subprocess.Popen([*CLI, "watch", created.game.name, "--address", address],
                                 env=ENV, cwd=ROOT, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
        also.append(watch)
        assert watch.stdout.readline().startswith("v")  # the stream is open
        server.send_signal(signal.SIGTERM)
        assert watch.wait(timeout=20) == 1
        error = watch.stderr.read()
        assert error.startswith("scheherazade watch: the stream broke (UNAVAILABLE): the "
                                "server is stopping: reconnect and watch from version "), error
        assert server.wait(timeout=20) == 0


def test_play_says_so_and_fails_when_the_server_stops_before_the_game_ends(
    tmp_path: Path,
) -> None:
    """A seat at the menu when the server stops: one line on stderr, exit status 1."""
    with _served(tmp_path) as (server, address, (created, also)):
        play = subprocess.Popen(
            [*CLI, "play", created.game.name, "--address", address, "--token",
             created.seat_tokens[0]], env=ENV, cwd=ROOT, stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        also.append(play)
        for line in play.stdout:  # the menu is up: the seat waits for a number
            if line.startswith("Your options:"):
                break
        server.send_signal(signal.SIGTERM)
        assert play.wait(timeout=20) == 1
        error = play.stderr.read()
        assert error.startswith("scheherazade play: the stream broke (UNAVAILABLE): the "
                                "server is stopping"), error
        assert error.count("\n") == 1


@pytest.mark.parametrize("processes", ["1", "2"])
def test_serve_on_a_busy_port_says_so_in_one_line_and_creates_nothing(
    tmp_path: Path, processes: str
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        address = f"127.0.0.1:{taken.getsockname()[1]}"
        done = subprocess.run([*CLI, "serve", "--address", address, "--data-dir",
                               str(tmp_path / "data"), "--processes", processes], env=ENV,
                              cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stderr
    assert done.stderr == f"scheherazade serve: cannot listen on {address}: address already " \
                          "in use\n"
    assert not (tmp_path / "data").exists()


def test_serve_with_a_file_for_its_data_directory_says_so_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("not a directory")
    done = subprocess.run([*CLI, "serve", "--address", "127.0.0.1:0", "--data-dir",
                           str(tmp_path / "data")], env=ENV, cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 1, done.stderr
    assert done.stderr == f"scheherazade serve: the data directory {tmp_path / 'data'} is not " \
                          "a directory\n"
