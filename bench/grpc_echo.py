"""The echo ceiling: its proto, generated at run time (never committed) into a temp directory,
and its servers (threaded and asyncio) and client, run by bench/procs.py as helper processes."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from concurrent import futures
from pathlib import Path
from types import ModuleType
from typing import Any

from bench.common import ADDRESS, BENCH, say, wait_for_stdin_close
from bench.loadgen import closed_loop


def generate(out: Path) -> Path:
    """Run grpc_tools.protoc on bench/echo.proto into `out`; returns `out`."""
    from grpc_tools import protoc

    out.mkdir(parents=True, exist_ok=True)
    include = Path(protoc.__file__).parent / "_proto"
    args = [
        "protoc",
        f"-I{BENCH}",
        f"-I{include}",
        f"--python_out={out}",
        f"--grpc_python_out={out}",
        "echo.proto",
    ]
    if protoc.main(args) != 0:
        raise RuntimeError("grpc_tools.protoc failed on bench/echo.proto")
    return out


def load(out: Path) -> tuple[ModuleType, ModuleType]:
    """(echo_pb2, echo_pb2_grpc) from a directory `generate` wrote."""
    if str(out) not in sys.path:
        sys.path.insert(0, str(out))
    return importlib.import_module("echo_pb2"), importlib.import_module("echo_pb2_grpc")


def echo_server(args: argparse.Namespace) -> None:
    import grpc

    pb2, pb2_grpc = load(Path(args.gen))
    if args.aio:
        echo_server_aio(pb2, pb2_grpc)
        return

    class Echo(pb2_grpc.EchoServicer):
        def Echo(self, request: Any, context: Any) -> Any:  # noqa: N802 (gRPC name)
            return pb2.EchoReply(payload=request.payload)

    server = grpc.server(futures.ThreadPoolExecutor(max_workers=args.workers))
    pb2_grpc.add_EchoServicer_to_server(Echo(), server)
    port = server.add_insecure_port(f"{ADDRESS}:0")
    server.start()
    say({"port": port, "pid": os.getpid()})
    wait_for_stdin_close()
    server.stop(0)


def echo_server_aio(pb2: Any, pb2_grpc: Any) -> None:
    """The asyncio echo: `grpc.aio.server`, an `async` handler on the event loop (no thread
    pool), the loop in a thread of its own as the service's server runs it."""
    import asyncio
    import threading

    import grpc

    class Echo(pb2_grpc.EchoServicer):
        async def Echo(self, request: Any, context: Any) -> Any:  # noqa: N802 (gRPC name)
            return pb2.EchoReply(payload=request.payload)

    loop = asyncio.new_event_loop()
    threading.Thread(target=loop.run_forever, name="grpc-aio", daemon=True).start()

    async def start() -> tuple[Any, int]:
        server = grpc.aio.server()
        pb2_grpc.add_EchoServicer_to_server(Echo(), server)
        port = server.add_insecure_port(f"{ADDRESS}:0")
        await server.start()
        return server, port

    server, port = asyncio.run_coroutine_threadsafe(start(), loop).result()
    say({"port": port, "pid": os.getpid()})
    wait_for_stdin_close()
    asyncio.run_coroutine_threadsafe(server.stop(0), loop).result()


def echo_client(args: argparse.Namespace) -> None:
    import grpc

    pb2, pb2_grpc = load(Path(args.gen))
    request = pb2.EchoRequest(payload=b"x" * args.payload)

    def make(i: int) -> Any:
        stub = pb2_grpc.EchoStub(grpc.insecure_channel(f"{ADDRESS}:{args.port}"))
        stub.Echo(request)  # connect before the clock starts
        return lambda: stub.Echo(request)

    say(closed_loop(args.threads, args.seconds, args.warmup, make))
