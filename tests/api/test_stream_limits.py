"""Open WatchGame streams cannot starve the server: each holds a worker of the synchronous
server, so streams past a cap are refused with RESOURCE_EXHAUSTED (STREAMS_EXHAUSTED), and
health checks, GetGame and SubmitCommand still answer while the streams stay open."""

from __future__ import annotations

import time

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

from clients.client import Client
from service.api.server import STREAM_RESERVE
from tests.api.conftest import Server
from tests.api.helpers import expect_error

WORKERS = 16  # the test server's pool (tests/api/conftest.py builds with the default)


def test_streams_past_the_cap_are_refused_and_everything_else_still_answers(
    server: Server,
) -> None:
    cap = WORKERS - STREAM_RESERVE
    clients = [Client(server.address, timeout=10) for _ in range(2)]
    created = [clients[0].create_game("1001", ["a", "b", "c", "d"], seed=s)
               for s in range(cap + 1)]
    names = [c.game.name for c in created]
    tokens = [c.seat_tokens[0] for c in created]  # each token is its own caller
    streams = []
    try:
        for k in range(cap):
            stream = clients[k % 2].watch(names[k], token=tokens[k])
            next(iter(stream))  # open: the first update arrived
            streams.append(stream)
        refused = expect_error(lambda: next(iter(clients[0].watch(names[cap], token=tokens[cap]))),
                               grpc.StatusCode.RESOURCE_EXHAUSTED, "STREAMS_EXHAUSTED")
        assert refused.metadata["scope"] == "server"
        # One caller alone (no token: its address) gets at most half the streams.
        expect_error(lambda: next(iter(clients[1].watch(names[0]))),
                     grpc.StatusCode.RESOURCE_EXHAUSTED, "STREAMS_EXHAUSTED")
        # Everything else answers, promptly.
        started = time.monotonic()
        health = health_pb2_grpc.HealthStub(clients[1].channel)
        assert health.Check(health_pb2.HealthCheckRequest(), timeout=5).status == \
            health_pb2.HealthCheckResponse.SERVING
        assert clients[1].get_game(names[0]).name == names[0]
        assert clients[1].create_game("1001", ["a", "b"]).game.name
        assert time.monotonic() - started < 5
    finally:
        for stream in streams:
            stream.cancel()
    # A closed stream frees its slot (within the stream's poll period).
    deadline = time.monotonic() + 10
    while True:
        try:
            next(iter(clients[0].watch(names[cap], token=tokens[cap])))
            break
        except grpc.RpcError:
            assert time.monotonic() < deadline, "the cancelled streams never freed a slot"
            time.sleep(0.2)
    for c in clients:
        c.close()
