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
from collections.abc import Callable, Sequence
from typing import Any

import grpc
from grpc_status import rpc_status

from service.api import requests
from service.api.errors import ApiError, to_grpc_status
from service.app.creation import MIN_REQUEST_ID, requested_game_id
from service.app.store import Ownership, owner_of

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

    @property
    def address(self) -> str:
        """This process's private socket, as a gRPC address."""
        return f"unix:{self.sockets[self.ownership.index]}"

    def handler(self, path: str, local: Callable[[Any, Any], Any],
                parse: Callable[[bytes], Any], serialize: Callable[[Any], bytes]
                ) -> grpc.RpcMethodHandler | None:
        """The unary method `path` served through its game's owner (None: not routed).
        `local(request, context)` serves a parsed request here."""
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

    def _call(self, owner: int, path: str) -> Any:
        call = self._calls.get((owner, path))
        if call is None:
            channel = self._channels.get(owner)
            if channel is None:
                channel = self._channels[owner] = grpc.aio.insecure_channel(
                    f"unix:{self.sockets[owner]}",
                    # The owner bounded the request already; its answer is passed on whole.
                    options=[("grpc.max_receive_message_length", -1),
                             ("grpc.max_send_message_length", -1)])
            call = self._calls[(owner, path)] = channel.unary_unary(path)  # bytes both ways
        return call

    async def forward(self, owner: int, path: str, data: bytes, context: Any) -> bytes:
        """The call, as it came, answered by process `owner`: the answer's bytes, or its
        refusal (code, message, details, trailers) raised again here."""
        metadata = tuple((key, value) for key, value in context.invocation_metadata() or ()
                         if not key.startswith((":", "grpc-")) and key not in _NOT_FORWARDED)
        timeout = context.time_remaining()
        call = self._call(owner, path)(data, metadata=metadata, timeout=timeout)
        try:
            answer = await call
            trailers = await call.trailing_metadata()
        except grpc.aio.AioRpcError as err:
            trailers = tuple(err.trailing_metadata() or ())
            if err.code() == grpc.StatusCode.UNAVAILABLE and \
                    not any(key == rpc_status.GRPC_DETAILS_METADATA_KEY for key, _ in trailers):
                # The owner's socket did not answer (the owner stopped or died): said in
                # this API's terms, not the transport's (which names the private socket).
                status = to_grpc_status(ApiError(
                    grpc.StatusCode.UNAVAILABLE, "OWNER_UNAVAILABLE",
                    "the server process that runs this game is not answering; try again",
                    {"process": str(owner)}))
                await context.abort(status.code, status.details, status.trailing_metadata)
            await context.abort(err.code(), err.details() or "", trailers)
        if trailers:
            context.set_trailing_metadata(tuple(trailers))
        return answer

    async def close(self) -> None:
        channels, self._channels, self._calls = list(self._channels.values()), {}, {}
        await asyncio.gather(*(channel.close() for channel in channels))
