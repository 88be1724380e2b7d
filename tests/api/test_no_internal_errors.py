"""Whatever a client sends, the answer is never UNKNOWN or INTERNAL (seeded request fuzz
over every method, with a game of every registered type to aim at). The commands of each
game are fuzzed further in tests/contract/test_api_never_faults.py."""

from __future__ import annotations

import random

import grpc
from google.protobuf import message_factory

from clients.client import Client
from scheherazade.v1 import analytics_service_pb2 as apb
from scheherazade.v1 import game_service_pb2 as pb
from service.kit.registry import games
from tests.contract.fuzzing import fill

SERVER_FAULTS = (grpc.StatusCode.UNKNOWN, grpc.StatusCode.INTERNAL)


def test_random_requests_never_cause_server_faults(client: Client) -> None:
    names, tokens = [], [None, "junk"]
    for game_type, rules in games().items():
        players = [f"p{i}" for i in range(rules.min_players)]
        created = client.create_game(game_type, players, dict(rules.variants[0]), seed=4)
        names.append(created.game.name)
        tokens += created.seat_tokens
    rng = random.Random(2024)
    methods = [
        (client.games, m) for m in pb.DESCRIPTOR.services_by_name["GameService"].methods
    ] + [
        (client.analytics, m)
        for m in apb.DESCRIPTOR.services_by_name["AnalyticsService"].methods
    ]
    codes = set()
    for _ in range(400):
        stub, method = rng.choice(methods)
        request = message_factory.GetMessageClass(method.input_type)()
        fill(rng, request, [*names, *games()])
        token = rng.choice(tokens)
        metadata = (("authorization", f"Bearer {token}"),) if token else ()
        try:
            # A bidirectional stream (PlaySession) gets the request as its stream of one.
            sent = iter([request]) if method.client_streaming else request
            result = getattr(stub, method.name)(sent, metadata=metadata, timeout=5)
            if method.server_streaming:
                for _ in zip(range(1), result, strict=False):
                    pass
                result.cancel()
            codes.add(grpc.StatusCode.OK)
        except grpc.RpcError as err:
            assert err.code() not in SERVER_FAULTS, f"{method.name}: {err.details()} {request}"
            codes.add(err.code())
    # The fuzz reached past validation, into refusals of several kinds.
    assert {grpc.StatusCode.INVALID_ARGUMENT, grpc.StatusCode.OK} <= codes
    assert len(codes) >= 4, codes


def test_random_bytes_never_cause_server_faults(client: Client) -> None:
    rng = random.Random(7)
    for method in pb.DESCRIPTOR.services_by_name["GameService"].methods:
        path = f"/scheherazade.v1.GameService/{method.name}"
        call = (
            client.channel.stream_stream(path)
            if method.client_streaming
            else client.channel.unary_stream(path)
            if method.server_streaming
            else client.channel.unary_unary(path)
        )
        for _ in range(10):
            payload = bytes(rng.getrandbits(8) for _ in range(rng.randrange(1, 40)))
            try:
                result = call(iter([payload]) if method.client_streaming else payload, timeout=5)
                if method.server_streaming:
                    next(iter(result), None)
                    result.cancel()
            except grpc.RpcError as err:
                assert err.code() not in SERVER_FAULTS, f"{method.name}: {err.details()}"
