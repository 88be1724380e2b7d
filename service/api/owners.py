"""`serve --processes N`: every game has one owner process, and its calls go there.

The owner of a game is `store.owner_of(game_id, N)`, a function of the id alone. Each
process listens on the shared public port and on a private Unix socket of its own. A call
that names a game (`ROUTED`) reaching a process that does not own it is forwarded as it
came: its request bytes, metadata and remaining deadline go to the owner over the owner's
socket, and the owner's answer bytes, status, details and trailers come back unchanged.
A call arriving on a private socket is always served where it arrives (never forwarded
again). So a game's commands are decided by one process, on a copy no other process
writes: no catch-up read before each command. Every other call (listings, events,
replays, audits, WatchGame, the analytics) is served where it lands, reading what the
owner stored (docs/serving.md).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Sequence
from typing import Any

import grpc
from google.protobuf import descriptor_pool, message_factory
from grpc_status import rpc_status

from service.api import requests
from service.api.errors import ApiError, to_grpc_status
from service.app.creation import MIN_REQUEST_ID, requested_game_id
from service.app.store import Ownership, owner_of

WEB_SECONDS = 30.0  # a web call forwarded to its owner: its bound (Connect sends none)
_pool = descriptor_pool.Default()
# gRPC's own headers, and those the channel sets itself: not passed on.
_NOT_FORWARDED = ("user-agent", "te", "content-type")


def _named(request: Any) -> str | None:
    match = requests.GAME_NAME.fullmatch(getattr(request, "name", "") or "")
    return None if match is None else match.group(1)


def _requested(request: Any) -> str | None:
    """CreateGame: the id its request_id derives (None: the game gets an id of this
    process's own, `EventStore.new_game_id`)."""
    request_id = getattr(request, "request_id", "")
    if len(request_id) < MIN_REQUEST_ID:  # none, or refused wherever it is served
        return None
    return requested_game_id(request_id)


# The methods whose game is known from the request, and how: these run at its owner.
# ForkGame runs at the parent's owner (a fresh read of the parent; the fork's id is one of
# that process's own).
ROUTED: dict[str, Callable[[Any], str | None]] = {
    "/scheherazade.v1.GameService/SubmitCommand": _named,
    "/scheherazade.v1.GameService/ListLegalCommands": _named,
    "/scheherazade.v1.GameService/GetGame": _named,
    "/scheherazade.v1.GameService/ForkGame": _named,
    "/scheherazade.v1.GameService/CreateGame": _requested,
}


def _session_game(request: Any) -> str | None:
    """PlaySession: the game its first request (`open`) names."""
    if getattr(request, "WhichOneof", None) is None or request.WhichOneof("request") != "open":
        return None  # refused wherever it is served
    return _named(request.open)


# The streams whose game is known from their first request: the whole stream runs at its
# owner, so a session's commands are decided there and its updates follow the owner's copy.
ROUTED_STREAMS: dict[str, Callable[[Any], str | None]] = {
    "/scheherazade.v1.GameService/PlaySession": _session_game,
}


def socket_name(folder: str, index: int) -> str:
    return f"{folder}/{index}.sock"


class Router:
    """Process `index` of `len(sockets)`: which games are its own, and the forwarding of
    the others' calls to their owners' private sockets (`sockets[i]`: process i's)."""

    def __init__(self, index: int, sockets: Sequence[str]) -> None:
        self.ownership = Ownership(index, len(sockets))
        self.sockets = tuple(sockets)
        self._channels: dict[int, grpc.aio.Channel] = {}
        self._calls: dict[tuple[int, str], Any] = {}
        self._sync: dict[int, grpc.Channel] = {}  # the web table's, from its worker threads
        self._lock = threading.Lock()

    @property
    def address(self) -> str:
        """This process's private socket, as a gRPC address."""
        return f"unix:{self.sockets[self.ownership.index]}"

    def handler(self, path: str, local: Callable[[Any, Any], Any],
                parse: Callable[[bytes], Any], serialize: Callable[[Any], bytes]
                ) -> grpc.RpcMethodHandler | None:
        """The unary method `path` served through its game's owner (None: not routed).
        `local(request, context)` serves a parsed request here."""
        if path in ROUTED_STREAMS:
            return self._stream_handler(path, local, parse, serialize)
        route = ROUTED.get(path)
        if route is None:
            return None
        me, count = self.ownership.index, self.ownership.count
        forward = self.forward

        async def handle(data: bytes, context: Any) -> Any:
            request = parse(data)
            game_id = route(request)
            if game_id is None or context.peer().startswith("unix:"):
                return await local(request, context)
            owner = owner_of(game_id, count)
            if owner == me:
                return await local(request, context)
            return await forward(owner, path, data, context)

        def answer(response: Any) -> bytes:
            return response if isinstance(response, bytes) else serialize(response)

        return grpc.unary_unary_rpc_method_handler(
            handle, request_deserializer=None, response_serializer=answer)

    def _stream_handler(self, path: str, local: Callable[[Any, Any], Any],
                        parse: Callable[[bytes], Any], serialize: Callable[[Any], bytes]
                        ) -> grpc.RpcMethodHandler:
        """The bidirectional stream `path` served at the owner of the game its first
        request names: read here, then served here (`local`, reading parsed requests) or
        passed on whole to the owner (`forward_stream`)."""
        route = ROUTED_STREAMS[path]
        me, count = self.ownership.index, self.ownership.count

        async def handle(requests: Any, context: Any) -> None:
            data = await context.read()
            first = data if data is grpc.aio.EOF else parse(data)
            game_id = None if first is grpc.aio.EOF else route(first)
            if game_id is None or context.peer().startswith("unix:") or \
                    owner_of(game_id, count) == me:
                return await local(None, _Parsed(context, parse, serialize, first))
            return await self.forward_stream(owner_of(game_id, count), path, data, context)

        return grpc.stream_stream_rpc_method_handler(handle)

    def _call(self, owner: int, path: str) -> Any:
        call = self._calls.get((owner, path))
        if call is None:
            call = self._calls[(owner, path)] = self._channel(owner).unary_unary(path)
        return call  # bytes both ways

    def _channel(self, owner: int) -> grpc.aio.Channel:
        channel = self._channels.get(owner)
        if channel is None:
            channel = self._channels[owner] = grpc.aio.insecure_channel(
                f"unix:{self.sockets[owner]}",
                # The owner bounded the request already; its answer is passed on whole.
                options=[("grpc.max_receive_message_length", -1),
                         ("grpc.max_send_message_length", -1)])
        return channel

    async def forward(self, owner: int, path: str, data: bytes, context: Any) -> bytes:
        """The call, as it came, answered by process `owner`: the answer's bytes, or its
        refusal (code, message, details, trailers) raised again here."""
        call = self._call(owner, path)(data, metadata=_passed_on(context),
                                       timeout=context.time_remaining())
        try:
            answer = await call
            trailers = await call.trailing_metadata()
        except grpc.aio.AioRpcError as err:
            await _abort_as_owner(context, owner, err)
        if trailers:
            context.set_trailing_metadata(tuple(trailers))
        return answer

    async def forward_stream(self, owner: int, path: str, first: bytes, context: Any) -> None:
        """A bidirectional stream passed on whole to process `owner`: `first` and every
        later request's bytes go there, every answer's bytes come back, and its end (its
        status, or the caller going away) is the other side's."""
        channel = self._channel(owner)
        call = channel.stream_stream(path)(metadata=_passed_on(context),
                                           timeout=context.time_remaining())

        async def upstream() -> None:
            try:
                await call.write(first)
                while (data := await context.read()) is not grpc.aio.EOF:
                    await call.write(data)
                await call.done_writing()
            except (grpc.RpcError, asyncio.InvalidStateError):
                pass  # either side ended: the answers' side below says how

        sending = asyncio.get_running_loop().create_task(upstream())
        try:
            async for answer in call:
                await context.write(answer)
            trailers = await call.trailing_metadata()
            if trailers:
                context.set_trailing_metadata(tuple(trailers))
        except grpc.aio.AioRpcError as err:
            await _abort_as_owner(context, owner, err)
        finally:
            sending.cancel()
            call.cancel()  # the caller went away, or the answer is complete: nothing is lost

    def web(self, servicer: Any, service: str) -> Any:
        """`servicer` as the web table (process 0's) calls it: its routed methods of a game
        owned elsewhere run at the owner too (`WebRouted`)."""
        return WebRouted(servicer, service, self)

    def forward_sync(self, owner: int, path: str, request: Any, context: Any,
                     response: Callable[[bytes], Any]) -> Any:
        """`forward` from a worker thread (the web table's calls): the request as bytes,
        the caller's token passed on, the owner's answer or refusal as the owner gave it."""
        with self._lock:
            channel = self._sync.get(owner)
            if channel is None:
                channel = self._sync[owner] = grpc.insecure_channel(
                    f"unix:{self.sockets[owner]}",
                    options=[("grpc.max_receive_message_length", -1)])
        metadata = tuple((key, value) for key, value in context.invocation_metadata()
                         if key == "authorization")  # HTTP's other headers are the web's
        try:
            answer = channel.unary_unary(path)(request.SerializeToString(), metadata=metadata,
                                               timeout=WEB_SECONDS)
        except grpc.RpcError as err:
            trailers = tuple(err.trailing_metadata() or ())
            code = err.code()
            if code == grpc.StatusCode.UNAVAILABLE and \
                    not any(key == rpc_status.GRPC_DETAILS_METADATA_KEY for key, _ in trailers):
                status = _owner_unavailable(owner)
                context.abort(status.code, status.details, status.trailing_metadata)
            context.abort(code, err.details() or "", trailers)
        return response(answer)

    async def close(self) -> None:
        channels, self._channels, self._calls = list(self._channels.values()), {}, {}
        await asyncio.gather(*(channel.close() for channel in channels))
        with self._lock:
            for channel in self._sync.values():
                channel.close()
            self._sync = {}


class WebRouted:
    """A servicer as the web table calls it (its methods on the worker pool, service/api/
    web.py), whose routed methods run at the game's owner as a gRPC call's do."""

    def __init__(self, servicer: Any, service: str, router: Router) -> None:
        self._servicer, self._service, self._router = servicer, service, router

    def __getattr__(self, name: str) -> Any:
        method = getattr(self._servicer, name)
        path = f"/{self._service}/{name}"
        route = ROUTED.get(path)
        if route is None:
            return method
        router = self._router
        output = message_factory.GetMessageClass(
            _pool.FindServiceByName(self._service).methods_by_name[name].output_type)

        def call(request: Any, context: Any) -> Any:
            game_id = route(request)
            owner = None if game_id is None else owner_of(game_id, router.ownership.count)
            if owner is None or owner == router.ownership.index:
                return method(request, context)
            return router.forward_sync(owner, path, request, context, output.FromString)

        return call


class _Parsed:
    """A stream's context as a servicer reads it when the router read its first request's
    bytes: `read()` gives that request first, then parses each next one; `write()`
    serialises; the rest is the call's own."""

    def __init__(self, context: Any, parse: Callable[[bytes], Any],
                 serialize: Callable[[Any], bytes], first: Any) -> None:
        self._context, self._parse, self._serialize = context, parse, serialize
        self._first: Any = first
        self._read_first = False

    async def read(self) -> Any:
        if not self._read_first:
            self._read_first = True
            return self._first
        data = await self._context.read()
        return data if data is grpc.aio.EOF else self._parse(data)

    async def write(self, message: Any) -> None:
        await self._context.write(self._serialize(message))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._context, name)


def _passed_on(context: Any) -> tuple[tuple[str, Any], ...]:
    """The caller's metadata that goes to the owner (its token among them)."""
    return tuple((key, value) for key, value in context.invocation_metadata() or ()
                 if not key.startswith((":", "grpc-")) and key not in _NOT_FORWARDED)


async def _abort_as_owner(context: Any, owner: int, err: grpc.aio.AioRpcError) -> None:
    """End the call as the owner ended it (its code, message, details, trailers); the
    owner's socket not answering is said in this API's terms."""
    trailers = tuple(err.trailing_metadata() or ())
    if err.code() == grpc.StatusCode.UNAVAILABLE and \
            not any(key == rpc_status.GRPC_DETAILS_METADATA_KEY for key, _ in trailers):
        status = _owner_unavailable(owner)
        await context.abort(status.code, status.details, status.trailing_metadata)
    await context.abort(err.code(), err.details() or "", trailers)


def _owner_unavailable(owner: int) -> grpc.Status:
    """The owner's socket did not answer (the owner stopped or died): said in this API's
    terms, not the transport's (which names the private socket)."""
    return to_grpc_status(ApiError(
        grpc.StatusCode.UNAVAILABLE, "OWNER_UNAVAILABLE",
        "the server process that runs this game is not answering; try again",
        {"process": str(owner)}))
