"""Open WatchGame streams cannot starve the server. A stream is a coroutine of the asyncio
server, not a worker thread: 2,000 open streams from several clients leave health checks,
GetGame and SubmitCommand answering promptly, and every stream still receives its game's
updates. Streams past a limit per server, per game, per token or for all spectators of
the server together (whatever their addresses) are refused with RESOURCE_EXHAUSTED
(STREAMS_EXHAUSTED, naming the scope), and a closed stream frees its slot."""

from __future__ import annotations

import asyncio
import multiprocessing
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from scheherazade.v1 import game_service_pb2_grpc as pbgrpc
from service.api.server import started
from service.api.streams import StreamSlots
from service.app.application import GameApp
from service.app.store import open_store
from tests.api.helpers import expect_error

GAMES = 20
STREAMS = 2_000  # 100 a game
CLIENTS = 4  # client processes
PROMPT = 5.0  # seconds: a generous bound for a loaded two-core CI machine


def _serve(tmp_path: Path, slots: StreamSlots, workers: int = 16) -> Iterator[str]:
    app = GameApp(open_store(tmp_path / "data"))
    with started(app, max_workers=workers, streams=slots) as running:
        yield f"127.0.0.1:{running.port}"


@pytest.fixture
def small(tmp_path: Path) -> Iterator[str]:
    """A server allowing 8 streams in all, 4 for all spectators, 1 a token, 3 a game."""
    yield from _serve(tmp_path, StreamSlots(total=8, spectators=4, per_token=1, per_game=3))


@pytest.fixture
def roomy(tmp_path: Path) -> Iterator[str]:
    """A server with the production limits but the spectators': most of the test's streams
    have no token."""
    yield from _serve(tmp_path, StreamSlots(total=10_000, spectators=STREAMS, per_game=500))


def _act(client: Client, name: str, tokens: list[str]) -> int:
    """One legal command of whichever seat may act; the game's version after it."""
    for token in tokens:
        commands = client.legal_commands(name, token=token)
        if commands:
            return client.submit(name, commands[0], token=token).version
    raise AssertionError(f"nobody may act in {name}")


def test_streams_past_a_limit_are_refused_naming_it_and_a_closed_one_frees_its_slot(
    small: str,
) -> None:
    with Client(small, timeout=10) as client:
        created = [client.create_game("1001", ["a", "b", "c", "d"], seed=s) for s in range(3)]
        names = [c.game.name for c in created]
        seats = [list(c.seat_tokens) for c in created]
        open_streams = []

        def opened(name: str, token: str | None = None) -> None:
            stream = client.watch(name, token=token)
            next(stream)  # open: the first update arrived
            open_streams.append(stream)

        def refused(name: str, token: str | None = None) -> dict:
            info = expect_error(lambda: next(client.watch(name, token=token)),
                                grpc.StatusCode.RESOURCE_EXHAUSTED, "STREAMS_EXHAUSTED")
            return dict(info.metadata)

        try:
            for token in seats[0][:3]:  # three seats (three callers) watch the first game
                opened(names[0], token)
            assert refused(names[0], seats[0][3]) == {"scope": "game", "limit": "3"}
            assert refused(names[1], seats[0][0]) == {"scope": "caller", "limit": "1"}
            for name in (names[1], names[1], names[2], names[2]):  # every spectator
                opened(name)
            assert refused(names[2]) == {"scope": "spectators", "limit": "4"}
            opened(names[2], seats[2][0])  # the eighth
            assert refused(names[1], seats[1][1]) == {"scope": "server", "limit": "8"}
        finally:
            for stream in open_streams:
                stream.cancel()
        # Closed streams free their slots (the server learns of a cancel asynchronously).
        deadline = time.monotonic() + 10
        while True:
            try:
                next(client.watch(names[1], token=seats[1][1]))
                break
            except grpc.RpcError:
                assert time.monotonic() < deadline, "the cancelled streams never freed a slot"
                time.sleep(0.1)


async def _watch(stub: pbgrpc.GameServiceStub, name: str, token: str | None,
                 seen: list[int]) -> None:
    metadata = (("authorization", f"Bearer {token}"),) if token else ()
    async for update in stub.WatchGame(pb.WatchGameRequest(name=name), metadata=metadata):
        seen.append(update.game.version)


def watcher(address: str, streams: list[tuple[str, str | None]], to_parent: Any,
            from_parent: Any) -> None:
    """One client process: opens `streams` (game, token) on one asyncio channel, says
    "open" once each has its first update, then waits for {game: version} and says "done"
    once every stream has seen its game reach it (or "late N" after a minute)."""

    async def run() -> None:
        channel = grpc.aio.insecure_channel(address)
        stub = pbgrpc.GameServiceStub(channel)
        seen: list[list[int]] = [[] for _ in streams]
        tasks = [asyncio.create_task(_watch(stub, name, token, seen[k]))  # all at once
                 for k, (name, token) in enumerate(streams)]
        loop = asyncio.get_running_loop()
        try:
            while not all(seen):
                failed = [t for t in tasks if t.done()]
                if failed:
                    to_parent.put(f"failed {failed[0].exception()!r}")
                    return
                await asyncio.sleep(0.05)
            to_parent.put("open")
            target = await loop.run_in_executor(None, from_parent.get)
            deadline = time.monotonic() + 60

            def late() -> int:
                return sum(s[-1] < target[name] for s, (name, _) in zip(seen, streams,
                                                                        strict=True))

            while late():
                if time.monotonic() > deadline:
                    to_parent.put(f"late {late()}")
                    return
                await asyncio.sleep(0.05)
            to_parent.put("done")
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            await channel.close()

    asyncio.run(run())


def test_two_thousand_open_streams_leave_every_call_answering_and_all_receive_updates(
    roomy: str,
) -> None:
    """Several client processes (an asyncio client each, as a real watcher fleet would be),
    2,000 streams over 20 games: every fifth with a seat's token, the rest spectators."""
    with Client(roomy, timeout=PROMPT) as client:
        created = [client.create_game("1001", ["a", "b", "c", "d"], seed=s)
                   for s in range(GAMES)]
        names = [c.game.name for c in created]
        tokens = [list(c.seat_tokens) for c in created]
        plan = [(names[k % GAMES], tokens[k % GAMES][k % 4] if k % 5 == 0 else None)
                for k in range(STREAMS)]
        context = multiprocessing.get_context("spawn")
        replies = context.Queue()
        orders = [context.Queue() for _ in range(CLIENTS)]
        children = [context.Process(target=watcher, args=(roomy, plan[i::CLIENTS], replies,
                                                          orders[i]), daemon=True)
                    for i in range(CLIENTS)]
        for child in children:
            child.start()
        try:
            assert [replies.get(timeout=180) for _ in children] == ["open"] * CLIENTS
            # Health, GetGame and SubmitCommand answer promptly with every stream open.
            started = time.monotonic()
            health = health_pb2_grpc.HealthStub(client.channel)
            assert health.Check(health_pb2.HealthCheckRequest(), timeout=PROMPT).status == \
                health_pb2.HealthCheckResponse.SERVING
            assert client.get_game(names[0]).name == names[0]
            assert time.monotonic() - started < PROMPT
            target = {name: _act(client, name, seats)
                      for name, seats in zip(names, tokens, strict=True)}
            assert time.monotonic() - started < PROMPT * 4, "20 commands took too long"
            # Every stream receives its game's update.
            for order in orders:
                order.put(target)
            assert [replies.get(timeout=120) for _ in children] == ["done"] * CLIENTS
        finally:
            for child in children:
                child.join(timeout=10)
                if child.is_alive():
                    child.kill()
