"""`scheherazade serve --processes 2`: the processes live and die together (a killed
parent takes its children with it, a dead child fails the parent), and nothing
acknowledged is lost when one of them is killed."""

from __future__ import annotations

import os
import random
import re
import signal
import threading
import time
from pathlib import Path

import grpc
import pytest

from clients.bot import command_kind
from clients.client import Client
from service.kit.random_player import pick
from tests.api.processes_support import (
    AUDITOR,
    alive,
    children_of,
    end,
    port_free,
    serve_two,
    until,
)


def _playing(address: str, name: str, tokens: list[str], stop: threading.Event,
             acknowledged: dict[str, int]) -> list[threading.Thread]:
    """A client per seat (each its own channel) playing until `stop` or an error; the
    highest version acknowledged to any of them, in `acknowledged[name]`."""
    def seat(token: str, rng: random.Random) -> None:
        with Client(address, timeout=5) as client:
            while not stop.is_set():
                try:
                    legal = client.legal_commands(name, token=token)
                    if not legal:
                        time.sleep(0.01)
                        continue
                    answer = client.submit(name, pick(rng, legal, command_kind), token=token)
                except grpc.RpcError as err:
                    if err.code() in (grpc.StatusCode.FAILED_PRECONDITION,
                                      grpc.StatusCode.ABORTED):
                        continue  # the game moved on between listing and submitting
                    return  # the server went away
                acknowledged[name] = max(acknowledged.get(name, 0), answer.version)

    threads = [threading.Thread(target=seat, args=(t, random.Random(i)), daemon=True)
               for i, t in enumerate(tokens)]
    for thread in threads:
        thread.start()
    return threads


def _games_under_load(address: str, count: int) -> tuple[dict[str, int], threading.Event,
                                                         list[threading.Thread]]:
    acknowledged: dict[str, int] = {}
    stop = threading.Event()
    threads: list[threading.Thread] = []
    with Client(address, timeout=10) as admin:
        for g in range(count):
            created = admin.create_game("1001", ["a", "b", "c", "d"], seed=g)
            threads += _playing(address, created.game.name, list(created.seat_tokens), stop,
                                acknowledged)
    assert until(lambda: len(acknowledged) == count, 30)
    return acknowledged, stop, threads


def _stored(address: str, acknowledged: dict[str, int]) -> None:
    with Client(address, timeout=10) as client:
        for name, version in acknowledged.items():
            assert client.get_game(name, token=AUDITOR, view="basic").version >= version, name


def test_kill_9_of_the_parent_stops_every_child_and_frees_the_port(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server, address = serve_two(data)
    children = children_of(server.pid)
    try:
        assert len(children) >= 2  # the two servers (and multiprocessing's tracker)
        acknowledged, stop, threads = _games_under_load(address, 4)
        time.sleep(0.5)
        server.kill()
        server.wait(timeout=10)
        stop.set()
        assert until(lambda: not any(alive(pid) for pid in children), 15), \
            [pid for pid in children if alive(pid)]
        assert port_free(address)
        for thread in threads:
            thread.join(timeout=10)
    finally:
        end(server)
        for pid in children:  # left behind if the test failed
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
    again, address_again = serve_two(data, address)  # the same port
    try:
        assert address_again == address
        _stored(address, dict(acknowledged))
    finally:
        end(again)


def test_kill_9_of_a_child_fails_the_parent_and_stops_the_others(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server, address = serve_two(data)
    try:
        acknowledged, stop, threads = _games_under_load(address, 4)
        time.sleep(0.5)
        servers = [pid for pid in children_of(server.pid)
                   if b"resource_tracker" not in Path(f"/proc/{pid}/cmdline").read_bytes()]
        assert len(servers) == 2
        victim, survivor = servers
        os.kill(victim, signal.SIGKILL)
        assert server.wait(timeout=30) == 1
        stop.set()
        error = server.stderr.read() if server.stderr else ""
        assert re.search(rf"scheherazade serve: server process scheherazade-\d \(pid {victim}\) "
                         r"was killed by SIGKILL \(exit code -9\): stopped the other 1\n", error), \
            error
        assert not alive(survivor)
        assert until(lambda: port_free(address), 10)
        for thread in threads:
            thread.join(timeout=10)
    finally:
        end(server)
    again, _ = serve_two(data, address)
    try:
        _stored(address, dict(acknowledged))
    finally:
        end(again)


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGINT])
def test_a_stop_asked_for_ends_every_process_with_exit_0(tmp_path: Path, how: int) -> None:
    server, address = serve_two(tmp_path / "data")
    try:
        children = children_of(server.pid)
        if how == signal.SIGINT:  # Ctrl-C: the terminal signals the whole process group
            for pid in (server.pid, *children):
                os.kill(pid, how)
        else:
            server.send_signal(how)
        assert server.wait(timeout=30) == 0, server.stderr.read() if server.stderr else ""
        # multiprocessing's resource tracker ignores signals: it ends once its parent has.
        assert until(lambda: not any(alive(pid) for pid in children), 5)
        assert port_free(address)
    finally:
        end(server)


