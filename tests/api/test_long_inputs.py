"""A long input is never echoed whole in an error: every string field of every request
(and every key and value of a Struct in one), sent 10 KB and 1 MB long through a real
channel, gets the refusal's own code and reason with a short, readable message. Echoed
whole, a value past about 8 KB made the trailers too big for gRPC's clients, which then
saw only RESOURCE_EXHAUSTED "received metadata size exceeds hard limit" (`bounded` in
service/api/errors.py cuts every status once)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import message_factory
from google.protobuf.descriptor import Descriptor, FieldDescriptor, MethodDescriptor
from google.protobuf.message import Message

from clients.client import error_info
from scheherazade.v1 import analytics_service_pb2 as apb
from scheherazade.v1 import game_service_pb2 as pb
from service.api.errors import DOMAIN, MESSAGE_BYTES, bounded
from service.api.server import MAX_REQUEST_BYTES, started
from service.app.application import GameApp
from service.app.store import open_store
from tests.api.conftest import AUDITOR

SIZES = (10_000, 1_000_000)
# A word as long as the input, and words with spaces in non-ASCII text (each character is
# two UTF-8 bytes, percent-encoded in `grpc-message` to three times that).
SHAPES = {"word": lambda n: "x" * n, "words": lambda n: "ü " * (n // 3)}
TRAILERS = 4096  # bytes of trailing metadata a refusal may take (gRPC's clients: 8-16 KB)
Path_ = tuple[str, ...]


def string_paths(descriptor: Descriptor, seen: tuple[str, ...] = ()) -> Iterator[Path_]:
    """Every string field reachable in a request (`<key>`/`<value>`: of a Struct)."""
    for field in descriptor.fields:
        if field.type == FieldDescriptor.TYPE_STRING:
            yield (field.name,)
        elif field.type == FieldDescriptor.TYPE_MESSAGE:
            name = field.message_type.full_name
            if name == "google.protobuf.Struct":
                yield (field.name, "<key>")
                yield (field.name, "<value>")
            elif not name.startswith("google.protobuf.") and name not in seen:
                for path in string_paths(field.message_type, (*seen, name)):
                    yield (field.name, *path)


def methods() -> list[MethodDescriptor]:
    return [m for module in (pb, apb) for s in module.DESCRIPTOR.services_by_name.values()
            for m in s.methods]


def request_with(method: MethodDescriptor, path: Path_, value: str,
                 baseline: dict[str, Any]) -> Message:
    """The method's request, well formed but for `value` at `path`."""
    request = message_factory.GetMessageClass(method.input_type)()
    for name, given in baseline.items():
        if name in method.input_type.fields_by_name and name != path[0]:
            field = getattr(request, name)
            field.extend(given) if isinstance(given, list) else setattr(request, name, given)
    target: Any = request
    for name in path[:-1]:
        if name == "<key>" or name == "<value>":
            break
        target = getattr(target, name)
    last = path[-1]
    if last == "<key>":
        target.fields[value].string_value = "1"
    elif last == "<value>":
        target.fields["variant"].string_value = value
    elif isinstance(getattr(target, last), str):
        setattr(target, last, value)
    else:  # a repeated field
        getattr(target, last).extend([value, "b"])
    assert request.ByteSize() < MAX_REQUEST_BYTES
    return request


def cases() -> list[tuple[MethodDescriptor, Path_]]:
    return [(m, p) for m in methods() for p in string_paths(m.input_type)]


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[grpc.Channel, dict]]:
    data = Path(tmp_path_factory.mktemp("long")) / "data"
    app = GameApp(open_store(data), auditor_token=AUDITOR)
    with started(app) as running, grpc.insecure_channel(f"127.0.0.1:{running.port}") as ch:
        created = app.create_game("1001", ["a", "b", "c", "d"], seed=1)
        baseline = {"name": f"games/{created.game_id}", "game_type": "1001",
                    "players": ["a", "b"], "command_id": "c-1"}
        yield ch, {"baseline": baseline, "seat": created.tokens[0]}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_every_string_field_of_every_request_sent_long_gets_its_refusal_with_a_short_message(
    served: tuple[grpc.Channel, dict], size: int, shape: str
) -> None:
    channel, given = served
    value = SHAPES[shape](size)
    assert len(value.encode()) >= size * 0.99
    refused = 0
    for method, path in cases():
        request = request_with(method, path, value, given["baseline"])
        token = AUDITOR if method.name == "ForkGame" else given["seat"]
        call = (channel.unary_stream if method.server_streaming else channel.unary_unary)(
            f"/{method.containing_service.full_name}/{method.name}",
            request_serializer=type(request).SerializeToString,
            response_deserializer=lambda b: b,
        )
        where = f"{method.name} {'.'.join(path)}"
        try:
            answer = call(request, metadata=(("authorization", f"Bearer {token}"),),
                          timeout=30)
            if method.server_streaming:
                next(iter(answer))
                answer.cancel()
            continue  # accepted: nothing echoed
        except grpc.RpcError as caught:
            err: Any = caught
        code, details, trailers = err.code(), err.details() or "", err.trailing_metadata() or ()
        refused += 1
        assert code != grpc.StatusCode.RESOURCE_EXHAUSTED, f"{where}: {details[:200]}"
        assert code in (grpc.StatusCode.INVALID_ARGUMENT, grpc.StatusCode.NOT_FOUND,
                        grpc.StatusCode.FAILED_PRECONDITION), f"{where}: {code} {details[:200]}"
        info = error_info(err)
        assert info is not None and info.domain == DOMAIN and info.reason, where
        assert len(details.encode()) <= MESSAGE_BYTES, where
        assert sum(len(k) + len(v) for k, v in trailers) < TRAILERS, where
    assert refused > len(cases()) // 2  # most are refused: the test saw refusals


def test_bounded_cuts_long_words_to_a_prefix_and_a_long_message_to_its_head_and_end() -> None:
    echoed = bounded(f"unknown game type {'x' * 10_000!r}; known: 1001, tales")
    assert echoed.startswith("unknown game type 'xxxx") and echoed.endswith("known: 1001, tales")
    assert "…(10,000 characters)'; known" in echoed and len(echoed) < 200
    spaced = bounded("bad: " + "ü " * 100_000 + "; the end")
    assert spaced.startswith("bad: ü ü") and spaced.endswith("; the end")
    assert len(spaced.encode()) <= MESSAGE_BYTES
    assert bounded("a short message, as it was") == "a short message, as it was"
