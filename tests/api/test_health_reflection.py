"""Standard gRPC health checking and server reflection answer (so grpcurl works)."""

from __future__ import annotations

from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc

from clients.client import Client


def test_health_reports_serving(client: Client) -> None:
    stub = health_pb2_grpc.HealthStub(client.channel)
    for service in ("", "scheherazade.v1.GameService", "scheherazade.v1.AnalyticsService"):
        response = stub.Check(health_pb2.HealthCheckRequest(service=service), timeout=5)
        assert response.status == health_pb2.HealthCheckResponse.SERVING


def test_reflection_lists_and_describes_the_services(client: Client) -> None:
    stub = reflection_pb2_grpc.ServerReflectionStub(client.channel)
    requests = [
        reflection_pb2.ServerReflectionRequest(list_services=""),
        reflection_pb2.ServerReflectionRequest(
            file_containing_symbol="scheherazade.v1.GameService"
        ),
    ]
    listed, described = list(stub.ServerReflectionInfo(iter(requests), timeout=5))
    names = {s.name for s in listed.list_services_response.service}
    assert {"scheherazade.v1.GameService", "scheherazade.v1.AnalyticsService",
            "grpc.health.v1.Health"} <= names
    assert described.file_descriptor_response.file_descriptor_proto
