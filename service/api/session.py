"""PlaySession on the asyncio server: one seat's commands in, their answers and the game's
updates out, on one bidirectional stream (docs/api.md "Sessions").

Nothing here decides anything of its own. The first request opens the session as
WatchGame opens a watch (`Watch.open`: the name, the version, the caller), and the caller
must be a seat (`acting_seat`, SubmitCommand's check). Each later request is answered by
the servicer's own SubmitCommand or ListLegalCommands, with the same error mapping (its
`handle_errors`): run inline on the event loop when the game is hot, on the pool otherwise,
as `servicer.unary` runs the unary calls. A refusal becomes an answer carrying the status
the unary call would have ended with (`SessionError`, google.rpc.Status's shape) and the
stream goes on. Updates are WatchGame's (`Watch.update`, woken by `watch.Changes`), less
the events the seat's own answers already carried.

Order: requests are answered one after the other, in the order they came; an answer
leaves only after its command's events are stored (SubmitCommand returns after the
commit). A command and an update are never built at the same time (`_Session.turn`), so the
events of the seat's own command are sent once, in its answer, whichever comes first.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any

import grpc

from scheherazade.v1 import game_service_pb2 as pb
from service.api import requests
from service.api.errors import ApiError, Malformed, check_parsed, invalid, status_of
from service.api.servicer import GameService, _Aborted, _Context
from service.api.streams import caller_of
from service.api.watch import POLL_SECONDS, Metadata, Watch
from service.app.submitting import acting_seat
from service.kit.base import Viewer

STATUS_DETAILS = "grpc-status-details-bin"


class Sessions:
    """The PlaySession method of the asyncio server."""

    def __init__(self, games: GameService, watch: Watch, pool: Executor,
                 hot: Callable[[Any], bool]) -> None:
        self.games, self.watch, self.pool, self.hot = games, watch, pool, hot

    async def play_session(self, request_iterator: Any, context: Any) -> None:
        # The reader-writer form (`context.read` / `context.write`): answers and updates
        # are written by two coroutines, which an async generator could not do.
        try:
            first = await context.read()
            if first is grpc.aio.EOF:
                raise invalid("SESSION_NOT_OPENED", "the stream ended before `open`")
            check_parsed(first)
            if first.WhichOneof("request") != "open":
                raise invalid("SESSION_NOT_OPENED", "the first request must be `open`")
            # The slot first, on the loop, as WatchGame takes it.
            with self.watch.streams.hold(caller_of(context), requests.game_id(first.open.name)):
                await _Session(self, context, asyncio.current_task()).run(first)
        except asyncio.CancelledError:
            raise  # the caller went away, or the server stops
        except Exception as exc:  # noqa: BLE001 - every error must become a status
            status = status_of(exc, "GameService.PlaySession")
            await context.abort(status.code, status.details, status.trailing_metadata)


class _Session:
    """One open session: what its client was sent, and the coroutine that follows the game."""

    def __init__(self, sessions: Sessions, context: Any, main: asyncio.Task | None) -> None:
        self.s = sessions
        self.context = context
        self.main = main
        self.metadata = tuple(context.invocation_metadata() or ())
        self.loop = asyncio.get_running_loop()
        self.name = ""
        self.game_id = ""
        self.viewer: Viewer | None = None
        self.full = True
        self.known = 0  # the last version whose events the client was sent
        self.own: set[int] = set()  # versions past `known` that an answer already carried
        self.turn = asyncio.Lock()  # a command (and its answer) or an update, one at a time
        self.stopping = False

    async def _call(self, fn: Callable[..., Any], *args: Any) -> Any:
        """`fn(*args)` inline when the session's game is hot, on the pool otherwise (`hot`
        reads a request's `name`: the session's is its game's)."""
        if self.s.hot(self):
            return fn(*args)
        return await self.loop.run_in_executor(self.s.pool, fn, *args)

    async def run(self, first: pb.PlaySessionRequest) -> None:
        watch = self.s.watch
        self.name = first.open.name
        self.game_id, viewer, version, self.full = await self.loop.run_in_executor(
            self.s.pool, watch.open, first.open, self.metadata)
        acting_seat(viewer)  # a seat's session: a spectator or the auditor watches instead
        self.viewer = viewer
        update, self.known, _ = await self._call(
            watch.update, self.game_id, viewer, version, self.full)
        await self.context.write(pb.PlaySessionResponse(ref=first.ref, update=update))
        follow = self.loop.create_task(self._follow())
        try:
            while True:
                request = await self.context.read()
                if request is grpc.aio.EOF:
                    return  # the client closed its side: the session ends, OK
                async with self.turn:
                    await self.context.write(await self._answer(request))
        except asyncio.CancelledError:
            if not self.stopping:
                raise
            # The server stops: a status a client can act on, as WatchGame's.
            raise ApiError(grpc.StatusCode.UNAVAILABLE, "SERVER_STOPPING",
                           f"the server is stopping: reconnect and open the session from "
                           f"version {self.known}", {"version": str(self.known)}) from None
        finally:
            follow.cancel()

    async def _answer(self, request: Any) -> pb.PlaySessionResponse:
        if isinstance(request, Malformed):
            return _refused(0, invalid("MALFORMED_REQUEST",
                                       f"the request is not a valid {request.message_type}"))
        kind = request.WhichOneof("request")
        if kind == "submit":
            inner, method = request.submit, self.s.games.SubmitCommand
        elif kind == "legal_commands":
            inner, method = request.legal_commands, self.s.games.ListLegalCommands
        elif kind == "open":
            return _refused(request.ref, invalid(
                "SESSION_ALREADY_OPEN", "the session is open: `open` is only the first request"))
        else:
            return _refused(request.ref, invalid(
                "MISSING_REQUEST", "a request needs one of open, submit, legal_commands"))
        if inner.name and inner.name != self.name:
            return _refused(request.ref, invalid(
                "NOT_THE_SESSION_GAME",
                f"this session plays {self.name}, not {inner.name}; open one per game"))
        inner.name = self.name
        try:
            result = await self._call(method, inner, _Context(_Call(self.metadata)))
        except _Aborted as aborted:
            return pb.PlaySessionResponse(ref=request.ref, error=_error(aborted))
        if kind == "legal_commands":
            return pb.PlaySessionResponse(ref=request.ref, legal_commands=result)
        self._carried(result)
        return pb.PlaySessionResponse(ref=request.ref, submitted=result)

    def _carried(self, submitted: pb.SubmitCommandResponse) -> None:
        """Note the events an answer carries, so that no update sends them again."""
        if submitted.duplicate or not submitted.events:
            return
        versions = [event.version for event in submitted.events]
        if versions[0] == self.known + 1:  # nothing between: the client is up to date
            self.known = versions[-1]
        else:  # others' events came between: the next update sends them, not these
            self.own.update(versions)

    async def _follow(self) -> None:
        """Send an update whenever the game moves past what the client was sent."""
        try:
            while await self._moved():
                async with self.turn:
                    await self._update()
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - the main coroutine ends the call
            status_of(exc, "GameService.PlaySession updates")  # logged when unexpected
        self.stopping = True
        if self.main is not None:
            self.main.cancel()

    async def _moved(self) -> bool:
        """Until the game is past `known` (True) or the server stops (False)."""
        changes, app = self.s.watch.changes, self.s.watch.app
        cached = app.cache.cached_version
        shared = app.store.others_write(self.game_id)
        while not changes.closed:
            if (cached(self.game_id) or 0) > self.known:
                return True
            # Over a store no one else writes, every change is heard: no need to wake
            # without one (the server's stop wakes every waiter too).
            await changes.wait(self.game_id, POLL_SECONDS if shared else None)
            if shared and changes.due_for_poll(self.game_id):
                await self.loop.run_in_executor(self.s.pool, app.version, self.game_id)
        return False

    async def _update(self) -> None:
        if (self.s.watch.app.cache.cached_version(self.game_id) or 0) <= self.known:
            return  # the seat's own answer brought the client up to date meanwhile
        update, version, _ = await self._call(
            self.s.watch.update, self.game_id, self.viewer, self.known, self.full)
        if self.own:
            events = [e for e in update.events if e.version not in self.own]
            self.own = {v for v in self.own if v > version}
            if not events:
                self.known = version
                return
            update = pb.GameUpdate(events=events, game=update.game)
        self.known = version
        await self.context.write(pb.PlaySessionResponse(update=update))


class _Call(Metadata):
    """The call as the servicer's methods read it (metadata, no peer needed), safe to
    read on the pool (the asyncio context belongs to the loop's thread)."""

    def peer(self) -> str:
        return ""


def _refused(ref: int, error: ApiError) -> pb.PlaySessionResponse:
    status = status_of(error, "GameService.PlaySession")
    return pb.PlaySessionResponse(ref=ref, error=_status_error(status.code, status.details,
                                                               status.trailing_metadata))


def _error(aborted: _Aborted) -> pb.SessionError:
    return _status_error(aborted.code, aborted.details, aborted.trailers)


def _status_error(code: grpc.StatusCode, details: str, trailers: Any) -> pb.SessionError:
    """The google.rpc.Status the unary call would carry in its trailers, as a
    SessionError (the same fields: the bytes parse as one)."""
    for key, value in trailers or ():
        if key == STATUS_DETAILS:
            return pb.SessionError.FromString(value)
    return pb.SessionError(code=code.value[0], message=details)


__all__ = ["Sessions"]
