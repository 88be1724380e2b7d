"""Stream limits as a fleet meets them: spectators are limited per server, all addresses
together (they were limited per client address, which behind a load balancer is every
spectator), the limits are set through the server's configuration, and a burst of
thousands of streams opened at once over the limits is answered RESOURCE_EXHAUSTED with
the reason, each of them (gRPC's own queue cancelled some, CANCELLED without details)."""

from __future__ import annotations

import asyncio
import subprocess
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest

from clients.client import Client, error_info
from scheherazade.v1 import game_service_pb2 as pb
from scheherazade.v1 import game_service_pb2_grpc as pbgrpc
from service.api.server import started
from service.api.streams import StreamSlots
from service.app.application import GameApp
from service.app.store import open_store
from tests.api.cli_support import ENV, start_serve
from tests.api.helpers import expect_error


def test_spectators_from_every_address_share_the_one_spectator_limit(tmp_path: Path) -> None:
    app = GameApp(open_store(tmp_path / "data"))
    slots = StreamSlots(total=100, spectators=3, per_token=10, per_game=100)
    with started(app, "[::]:0", streams=slots) as running:  # IPv6 and IPv4 both
        port = running.port
        with Client(f"127.0.0.1:{port}", timeout=10) as v4, \
                Client(f"[::1]:{port}", timeout=10) as v6:
            created = v4.create_game("1001", ["a", "b"], seed=1)
            name = created.game.name
            streams = [v4.watch(name), v4.watch(name), v6.watch(name)]
            try:
                for stream in streams:
                    next(stream)
                for client in (v6, v4):  # a third address would be refused the same
                    info = expect_error(lambda c=client: next(c.watch(name)),
                                        grpc.StatusCode.RESOURCE_EXHAUSTED, "STREAMS_EXHAUSTED")
                    assert dict(info.metadata) == {"scope": "spectators", "limit": "3"}
                # A seat is not a spectator: its own limit.
                seat = v6.watch(name, token=created.seat_tokens[0])
                next(seat)
                seat.cancel()
            finally:
                for stream in streams:
                    stream.cancel()


def test_the_limits_come_from_the_configuration_and_bad_ones_are_refused() -> None:
    slots = StreamSlots.configured({"SCHEHERAZADE_STREAMS": "50",
                                    "SCHEHERAZADE_SPECTATOR_STREAMS": "40",
                                    "SCHEHERAZADE_STREAMS_PER_GAME": "30",
                                    "SCHEHERAZADE_STREAMS_PER_TOKEN": "20"})
    assert (slots.total, slots.spectators, slots.per_game, slots.per_token) == (50, 40, 30, 20)
    defaults = StreamSlots.configured({})
    assert (defaults.total, defaults.spectators, defaults.per_game, defaults.per_token) == \
        (10_000, 8_000, 2_000, 1_000)
    for bad in ("0", "-1", "many", "1.5"):
        with pytest.raises(ValueError, match="SCHEHERAZADE_SPECTATOR_STREAMS"):
            StreamSlots.configured({"SCHEHERAZADE_SPECTATOR_STREAMS": bad})


@pytest.fixture
def serve(tmp_path: Path) -> Iterator[object]:
    """`serve(env)`: a `scheherazade serve` process with these settings; its address."""
    servers: list[subprocess.Popen[str]] = []

    def start(env: dict[str, str]) -> str:
        served = start_serve("--address", "127.0.0.1:0", "--data-dir", str(tmp_path / "data"),
                             "--no-project", "--no-web", env={**ENV, **env})
        servers.append(served.process)
        return served.address

    yield start
    for server in servers:
        server.kill()
        server.wait()


async def _burst(address: str, names: list[str], streams: int) -> Counter[str]:
    """`streams` WatchGame calls opened at once over `names`: how each began (its first
    message, or its status and reason)."""
    seen: Counter[str] = Counter()
    async with grpc.aio.insecure_channel(address) as channel:
        stub = pbgrpc.GameServiceStub(channel)
        calls = [stub.WatchGame(pb.WatchGameRequest(name=names[k % len(names)]))
                 for k in range(streams)]

        async def first(call: grpc.aio.UnaryStreamCall) -> None:
            try:
                await call.read()
                seen["open"] += 1
            except grpc.aio.AioRpcError as err:
                info = error_info(err)
                seen[f"{err.code().name} {info.reason if info else '(no details)'}"] += 1

        await asyncio.wait_for(asyncio.gather(*(first(c) for c in calls)), timeout=240)
        for call in calls:
            call.cancel()
    return seen


def _burst_against(serve: object, env: dict[str, str], streams: int) -> Counter[str]:
    address = serve(env)  # type: ignore[operator]
    with Client(address, timeout=30) as client:
        names = [client.create_game("1001", ["a", "b"], seed=s).game.name for s in range(10)]
    return asyncio.run(_burst(address, names, streams))


def test_a_burst_of_eight_thousand_streams_over_the_limits_is_refused_with_the_reason(
    serve: object,
) -> None:
    """The bounded form: the server's limit lowered to 200 through its configuration."""
    seen = _burst_against(serve, {"SCHEHERAZADE_STREAMS": "200"}, 8_000)
    assert seen == {"open": 200, "RESOURCE_EXHAUSTED STREAMS_EXHAUSTED": 7_800}


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_a_burst_of_twelve_thousand_streams_at_the_default_limits(serve: object) -> None:
    """The long form: the default limits, every spectator's slot taken at once."""
    seen = _burst_against(serve, {}, 12_000)
    assert seen == {"open": 8_000, "RESOURCE_EXHAUSTED STREAMS_EXHAUSTED": 4_000}
