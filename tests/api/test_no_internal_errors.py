"""Whatever a client sends, the answer is never UNKNOWN or INTERNAL (seeded request fuzz)."""

from __future__ import annotations

import random

import grpc
from google.protobuf import message_factory
from google.protobuf.descriptor import FieldDescriptor

from clients.client import Client
from scheherazade.v1 import analytics_service_pb2 as apb
from scheherazade.v1 import game_service_pb2 as pb

SERVER_FAULTS = (grpc.StatusCode.UNKNOWN, grpc.StatusCode.INTERNAL)


def _random_value(rng: random.Random, field: FieldDescriptor, names: list[str]) -> object:
    kind = field.type
    if kind == FieldDescriptor.TYPE_STRING:
        return rng.choice(
            [*names, "", "games/", "games/x", "statistics/x", "\u00e9\u2603", "a" * 300,
             "Bearer x", "games/../../etc"]
        )
    if kind == FieldDescriptor.TYPE_BOOL:
        return rng.random() < 0.5
    if kind == FieldDescriptor.TYPE_ENUM:
        return rng.choice([v.number for v in field.enum_type.values] + [99])
    if kind in (FieldDescriptor.TYPE_DOUBLE, FieldDescriptor.TYPE_FLOAT):
        return rng.choice([0.0, -1.5, 1e308, float("nan"), float("inf")])
    return rng.choice([0, 1, -1, 3, 7, 2**31 - 1, -(2**31), 10**6])


def _fill(rng: random.Random, message: object, names: list[str], depth: int = 0) -> None:
    for field in message.DESCRIPTOR.fields:  # type: ignore[attr-defined]
        if rng.random() < 0.35:
            continue
        if field.message_type is not None:
            if field.message_type.full_name == "google.protobuf.Struct":
                getattr(message, field.name).update(
                    rng.choice([{}, {"x": 1}, {"day_seats": [0, "a"]}, {"n": None}])
                )
            elif field.message_type.full_name == "google.protobuf.Value":
                continue
            elif depth < 4 and not field.message_type.GetOptions().map_entry:
                target = getattr(message, field.name)
                sub = target.add() if field.is_repeated else target
                _fill(rng, sub, names, depth + 1)
                if not field.is_repeated:
                    target.SetInParent()
            continue
        value = _random_value(rng, field, names)
        try:
            if field.is_repeated:
                getattr(message, field.name).append(value)
            else:
                setattr(message, field.name, value)
        except (ValueError, TypeError):
            pass  # the client library refuses it before sending: not this test's subject


def test_random_requests_never_cause_server_faults(client: Client) -> None:
    created = client.create_game("1001", ["a", "b", "c"], seed=4)
    names = [created.game.name]
    tokens = [None, "junk", *created.seat_tokens]
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
        _fill(rng, request, names)
        token = rng.choice(tokens)
        metadata = (("authorization", f"Bearer {token}"),) if token else ()
        try:
            result = getattr(stub, method.name)(request, metadata=metadata, timeout=5)
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
            client.channel.unary_stream(path)
            if method.server_streaming
            else client.channel.unary_unary(path)
        )
        for _ in range(10):
            payload = bytes(rng.getrandbits(8) for _ in range(rng.randrange(1, 40)))
            try:
                result = call(payload, timeout=5)
                if method.server_streaming:
                    next(iter(result), None)
                    result.cancel()
            except grpc.RpcError as err:
                assert err.code() not in SERVER_FAULTS, f"{method.name}: {err.details()}"
