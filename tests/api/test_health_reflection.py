"""Standard gRPC health checking and server reflection answer (so grpcurl and `buf curl`
work), reflection in both its versions, with the proto files' comments."""

from __future__ import annotations

import pytest
from google.protobuf import descriptor_pb2
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection_pb2

from clients.client import Client


def test_health_reports_serving(client: Client) -> None:
    stub = health_pb2_grpc.HealthStub(client.channel)
    for service in ("", "scheherazade.v1.GameService", "scheherazade.v1.AnalyticsService"):
        response = stub.Check(health_pb2.HealthCheckRequest(service=service), timeout=5)
        assert response.status == health_pb2.HealthCheckResponse.SERVING


def _ask(client: Client, version: str, *requests):
    """The v1 protocol is v1alpha's under another package: the same messages on the wire."""
    call = client.channel.stream_stream(
        f"/grpc.reflection.{version}.ServerReflection/ServerReflectionInfo",
        request_serializer=reflection_pb2.ServerReflectionRequest.SerializeToString,
        response_deserializer=reflection_pb2.ServerReflectionResponse.FromString,
    )
    return list(call(iter(requests), timeout=5))


@pytest.mark.parametrize("version", ["v1", "v1alpha"])
def test_reflection_lists_and_describes_the_services_with_their_comments(
    client: Client, version: str
) -> None:
    listed, described = _ask(
        client, version,
        reflection_pb2.ServerReflectionRequest(list_services=""),
        reflection_pb2.ServerReflectionRequest(file_containing_symbol="scheherazade.v1.GameService"),
    )
    names = {s.name for s in listed.list_services_response.service}
    assert {"scheherazade.v1.GameService", "scheherazade.v1.AnalyticsService",
            "grpc.health.v1.Health", "grpc.reflection.v1.ServerReflection",
            "grpc.reflection.v1alpha.ServerReflection"} <= names
    files = {
        f.name: f for f in (
            descriptor_pb2.FileDescriptorProto.FromString(raw)
            for raw in described.file_descriptor_response.file_descriptor_proto
        )
    }
    service_file = files["scheherazade/v1/game_service.proto"]
    comments = [loc.leading_comments for loc in service_file.source_code_info.location]
    assert any("Starts a new game" in c for c in comments)  # CreateGame's documentation
    assert "google/protobuf/timestamp.proto" in files  # its imports come along


def test_v1_reflection_describes_itself(client: Client) -> None:
    (answer,) = _ask(client, "v1", reflection_pb2.ServerReflectionRequest(
        file_containing_symbol="grpc.reflection.v1.ServerReflection"))
    (raw,) = answer.file_descriptor_response.file_descriptor_proto
    proto = descriptor_pb2.FileDescriptorProto.FromString(raw)
    assert proto.package == "grpc.reflection.v1"
    assert proto.service[0].method[0].input_type == ".grpc.reflection.v1.ServerReflectionRequest"


def test_an_unknown_symbol_is_not_found(client: Client) -> None:
    (answer,) = _ask(client, "v1", reflection_pb2.ServerReflectionRequest(
        file_containing_symbol="no.such.Service"))
    assert answer.error_response.error_code == 5  # NOT_FOUND
