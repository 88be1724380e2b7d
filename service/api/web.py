"""The web table's HTTP side, in the server's own process and event loop: the page
(clients/web/dist/) and both services over Connect and gRPC-Web, for browsers.

connectrpc's generated ASGI applications (scheherazade/v1/*_connect.py) answer both
protocols; uvicorn serves them on the gRPC server's event loop. Their methods call the very
servicer methods gRPC calls: the synchronous ones on the same worker pool, the streams
(WatchGame with its limits, ReplaySteps) as the same coroutines, through `_Call`, which
gives them the parts of a gRPC context they use. So the browser gets the same answers,
refusals and secrecy as any gRPC client, with no second implementation to drift.
"""

from __future__ import annotations

import asyncio
import mimetypes
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import Executor
from pathlib import Path
from typing import Any

import grpc
import uvicorn
from connectrpc.code import Code
from connectrpc.errors import ConnectError, ErrorDetail
from google.rpc import status_pb2
from protobuf.wkt import Any as ConnectAny

from scheherazade.v1 import analytics_service_connect as aconnect
from scheherazade.v1 import game_service_connect as gconnect

PAGE_DIR = Path(__file__).resolve().parents[2] / "clients" / "web" / "dist"
STATUS_DETAILS = "grpc-status-details-bin"
# Methods the page's protocols cannot carry: a bidirectional stream needs HTTP/2 end to end,
# which browsers' fetch does not give (uvicorn serves HTTP/1.1).
GRPC_ONLY = {"PlaySession": "PlaySession is a bidirectional stream: call it over gRPC "
                            "(HTTP/2) on the server's gRPC port; here, use SubmitCommand, "
                            "ListLegalCommands and WatchGame"}


class _Call:
    """What the servicers read of a gRPC context, from a Connect request: its metadata and
    peer; `abort` raises the ConnectError carrying the same code, message and ErrorInfo."""

    def __init__(self, ctx: Any) -> None:
        self._headers = tuple((k.lower(), v) for k, v in ctx.request_headers.items())
        self._peer = f"web:{ctx.client_address or ''}:0"
        self._trailers: tuple = ()

    def invocation_metadata(self) -> tuple:
        return self._headers

    def peer(self) -> str:
        return self._peer

    def set_trailing_metadata(self, metadata: Any) -> None:
        self._trailers = tuple(metadata or ())

    def abort(self, code: grpc.StatusCode, details: str, trailing_metadata: Any = None) -> None:
        # Raises at once, so `await context.abort(...)` (the asyncio form) works as well.
        raise _connect_error(code, details, tuple(trailing_metadata or ()) or self._trailers)


def _connect_error(code: grpc.StatusCode, message: str, trailers: tuple) -> ConnectError:
    details = []
    for key, value in trailers:
        if key == STATUS_DETAILS:
            for d in status_pb2.Status.FromString(value).details:
                details.append(ErrorDetail(ConnectAny(type_url=d.type_url, value=d.value)))
    return ConnectError(Code[code.name], message, details)


def _unary(method: Callable[[Any, Any], Any], pool: Executor) -> Callable[..., Awaitable[Any]]:
    async def call(request: Any, ctx: Any) -> Any:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(pool, method, request, _Call(ctx))

    return call


class _Service:
    """A Connect service whose methods are a gRPC servicer's (snake_case ← CamelCase)."""

    def __init__(self, servicer: Any, pool: Executor, streams: dict[str, Any]) -> None:
        self._servicer, self._pool, self._streams = servicer, pool, streams

    def __getattr__(self, name: str) -> Any:
        camel = "".join(part.title() for part in name.split("_"))
        if camel in GRPC_ONLY:

            async def refused(requests: Any, ctx: Any) -> AsyncIterator[Any]:
                raise ConnectError(Code.UNIMPLEMENTED, GRPC_ONLY[camel])
                yield  # an async generator, as connectrpc calls a stream's method

            return refused
        if camel in self._streams:
            method = self._streams[camel]

            async def stream(request: Any, ctx: Any) -> AsyncIterator[Any]:
                async for update in method(request, _Call(ctx)):
                    yield update

            return stream
        return _unary(getattr(self._servicer, camel), self._pool)


def application(games: Any, stats: Any, streams: dict[str, Any],
                pool: Executor) -> Callable[..., Any]:
    """The ASGI application: the two services by path prefix, the page for the rest.
    `streams`: the server-streaming methods by name, as the gRPC server has them."""
    apps: list[Any] = [  # connectrpc's ASGI applications: `path` and an ASGI call each
        gconnect.GameServiceASGIApplication(_Service(games, pool, streams)),
        aconnect.AnalyticsServiceASGIApplication(_Service(stats, pool, streams)),
    ]

    async def app(scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        path = scope["path"]
        for service in apps:
            if path.startswith(service.path + "/"):
                await service(scope, receive, send)
                return
        await _page(path, send)

    return app


def _page_file(path: str) -> str:
    """The page's file a path asks for: the page itself for the lobby and for every table's
    address (`/games/<id>`: the page reads the address and draws that table)."""
    if path in ("/", "") or path.startswith("/games/"):
        return "index.html"
    return path.lstrip("/")


async def _page(path: str, send: Any) -> None:
    name = _page_file(path)
    file = (PAGE_DIR / name).resolve()
    if PAGE_DIR.resolve() not in file.parents or not file.is_file():
        body, status, kind = b"not found\n", 404, "text/plain"
    else:
        body, status = file.read_bytes(), 200
        kind = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
    await send({"type": "http.response.start", "status": status, "headers": [
        (b"content-type", kind.encode()), (b"content-length", str(len(body)).encode()),
        (b"cache-control", b"no-cache"),
    ]})
    await send({"type": "http.response.body", "body": body})


def listen(address: str) -> socket.socket:
    """A listening socket for the page (port 0: any free port)."""
    host, _, port = address.rpartition(":")
    host = host.strip("[]") or "127.0.0.1"
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, int(port)))
    sock.listen(128)
    sock.setblocking(False)
    return sock


class WebServer:
    """uvicorn on the running loop, serving `application` on `sock`."""

    def __init__(self, asgi: Any, sock: socket.socket) -> None:
        self.sock = sock
        self.port = int(sock.getsockname()[1])
        config = uvicorn.Config(asgi, lifespan="off", log_level="warning", access_log=False,
                                timeout_graceful_shutdown=2)
        self._server = uvicorn.Server(config)
        self._task: asyncio.Task | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._server.serve([self.sock]))

    async def stop(self) -> None:
        self._server.should_exit = True
        if self._task is not None:
            await self._task


__all__ = ["PAGE_DIR", "WebServer", "application", "listen"]
