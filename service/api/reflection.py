"""Server reflection in both protocol versions, with the proto files' comments.

grpcio-reflection serves `grpc.reflection.v1alpha` only, and builds each file it hands out
from the compiled descriptors, which carry no comments. Tools now ask for
`grpc.reflection.v1` first (`buf curl` asks for nothing else by default), and
`grpcurl describe` shows a file's documentation only if the comments come with it. So:

- v1 is the same servicer under the v1 name. The v1 protocol is v1alpha with its package
  renamed: the messages are identical on the wire. Its file is added to the pool under
  the v1 name so that it can be described too;
- our own files are answered from `scheherazade/v1/descriptors.binpb`: the same
  FileDescriptorProtos with their source info, written by tools/gen_proto.py beside the
  stubs, and checked by the stub freshness test.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable
from functools import cache
from importlib import resources
from typing import Any

import grpc
from google.protobuf import descriptor_pb2, descriptor_pool
from grpc_reflection.v1alpha import reflection, reflection_pb2
from grpc_reflection.v1alpha._async import ReflectionServicer

V1ALPHA = reflection.SERVICE_NAME  # grpc.reflection.v1alpha.ServerReflection
V1 = "grpc.reflection.v1.ServerReflection"
V1_FILE = "grpc/reflection/v1/reflection.proto"


@cache
def documented_files() -> dict[str, bytes]:
    """File name → its serialized FileDescriptorProto with comments, for our proto files."""
    raw = resources.files("scheherazade.v1").joinpath("descriptors.binpb").read_bytes()
    files = descriptor_pb2.FileDescriptorSet.FromString(raw).file
    return {f.name: f.SerializeToString() for f in files}


@cache
def _add_v1_file() -> None:
    """The v1 reflection file, made from v1alpha's by renaming its package, in the default
    pool (where the servicer looks up symbols)."""
    pool = descriptor_pool.Default()
    try:
        pool.FindFileByName(V1_FILE)
        return
    except KeyError:
        pass
    proto = descriptor_pb2.FileDescriptorProto()
    reflection_pb2.DESCRIPTOR.CopyToProto(proto)
    proto.name, proto.package = V1_FILE, "grpc.reflection.v1"
    proto.ClearField("options")
    old, new = ".grpc.reflection.v1alpha.", ".grpc.reflection.v1."
    for message in proto.message_type:
        for field in message.field:
            if field.HasField("type_name"):  # setting "" would mark a scalar as typed
                field.type_name = field.type_name.replace(old, new)
    for service in proto.service:
        for method in service.method:
            method.input_type = method.input_type.replace(old, new)
            method.output_type = method.output_type.replace(old, new)
    pool.Add(proto)


def _name_of(serialized: bytes) -> str:
    return descriptor_pb2.FileDescriptorProto.FromString(serialized).name


class DocumentedReflection(ReflectionServicer):
    """grpcio-reflection's servicer, with our files swapped for their documented copies."""

    def __init__(self, service_names: Iterable[str]) -> None:
        super().__init__(service_names)
        self._documented = documented_files()

    async def ServerReflectionInfo(  # noqa: N802 (gRPC's name)
        self, request_iterator: Any, context: Any
    ) -> AsyncIterator[Any]:
        async for response in super().ServerReflectionInfo(request_iterator, context):
            if response.HasField("file_descriptor_response"):
                protos = response.file_descriptor_response.file_descriptor_proto
                swapped = [self._documented.get(_name_of(p), p) for p in protos]
                del protos[:]
                protos.extend(swapped)
            yield response


def enable(server: grpc.aio.Server, service_names: Iterable[str]) -> None:
    """Answer reflection in v1 and v1alpha for `service_names` (and for themselves)."""
    _add_v1_file()
    servicer = DocumentedReflection((*service_names, V1, V1ALPHA))
    handler = grpc.stream_stream_rpc_method_handler(
        servicer.ServerReflectionInfo,
        request_deserializer=reflection_pb2.ServerReflectionRequest.FromString,
        response_serializer=reflection_pb2.ServerReflectionResponse.SerializeToString,
    )
    server.add_generic_rpc_handlers(tuple(
        grpc.method_handlers_generic_handler(name, {"ServerReflectionInfo": handler})
        for name in (V1ALPHA, V1)
    ))
