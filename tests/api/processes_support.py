"""`scheherazade serve --processes 2` for the tests of several processes
(test_serve_processes*.py): the server, its channels, and a game played over them.

The kernel spreads connections over the processes (`SO_REUSEPORT`); a test cannot choose
the process a channel lands on, so each test uses `CHANNELS` channels in turn: every one of
them landing on the same process of two has a chance of 2**-15.
"""

from __future__ import annotations

import os
import random
import signal
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import grpc
from grpc_status import rpc_status

from clients.bot import command_kind
from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from service.kit.random_player import pick
from tests.api.cli_support import start_serve

CHANNELS = 16
AUDITOR = "auditor-token-of-these-tests"


def serve_two(data: Path, address: str = "127.0.0.1:0",
              web: list[str] | None = None) -> tuple[subprocess.Popen[str], str]:
    """The server and its gRPC address; with `web`, its web table's URL appended to it."""
    served = start_serve(
        "--address", address, "--data-dir", str(data), "--no-project",
        *(["--web-address", "127.0.0.1:0"] if web is not None else ["--no-web"]),
        "--processes", "2", "--auditor-token", AUDITOR, web=web is not None)
    if web is not None and served.web_url is not None:
        web.append(served.web_url)
    return served.process, served.address


@contextmanager
def served_two(data: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    server, address = serve_two(data)
    try:
        yield server, address
    finally:
        end(server)


def end(server: subprocess.Popen[str]) -> None:
    children = children_of(server.pid)
    if server.poll() is None:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
    for pid in children:  # never leave a child behind, whatever the test did
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


@contextmanager
def channels(address: str) -> Iterator[list[Client]]:
    with ExitStack() as stack:
        yield [stack.enter_context(Client(address, timeout=20)) for _ in range(CHANNELS)]


def children_of(pid: int) -> list[int]:
    """The processes whose parent is `pid` (Linux's /proc)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry))
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"  # a zombie has stopped: only its parent has not read its status yet


def until(check: object, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():  # type: ignore[operator]
            return True
        time.sleep(0.1)
    return False


def port_free(address: str) -> bool:
    host, _, port = address.rpartition(":")
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, int(port)))
        except OSError:
            return False
    return True


def play(clients: list[Client], name: str, tokens: list[str], moves: int,
          rng: random.Random) -> list[tuple[str, int, pb.Command, str]]:
    """`moves` commands, each on the next channel, each with the version it expects, each
    applied right after the version it expected: (command_id, version after, command,
    token) of each."""
    played: list[tuple[str, int, pb.Command, str]] = []
    turn = 0
    while len(played) < moves:
        client = clients[turn % len(clients)]
        turn += 1
        game = client.get_game(name, view="basic")
        if game.state == pb.Game.STATE_FINISHED:
            break
        for token in tokens:
            legal, version = client.legal_commands_at(name, token=token)
            if legal:
                break
        else:
            continue
        assert version == game.version
        command_id = f"cmd-{len(played):04d}-{rng.getrandbits(64):016x}"
        command = pick(rng, legal, command_kind)
        answer = client.submit(name, command, token=token, command_id=command_id,
                               expected_version=version)
        assert answer.version > version and not answer.duplicate
        assert [e.version for e in answer.events] == list(range(version + 1, answer.version + 1))
        played.append((command_id, answer.version, command, token))
    return played



def refusal(call: object) -> tuple:
    try:
        call()  # type: ignore[operator]
    except grpc.RpcError as err:
        details = rpc_status.from_call(err)  # type: ignore[arg-type]
        return err.code(), err.details(), None if details is None else details.SerializeToString()
    raise AssertionError("the call was not refused")
