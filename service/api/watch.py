"""WatchGame on the asyncio server: an open stream is a suspended coroutine, not a worker
thread, so thousands of streams hold no worker and unary calls and health checks always
answer (the unary methods are async handlers: hot ones inline on the loop, the rest on the pool).

`Changes` hears every change the application makes (`GameApp.on_change`, from any thread)
and wakes the streams of that game on the event loop. Over a shared store (several
processes or replicas) it also asks the store, at most once a `poll` period per game, for
what the others wrote. `Watch` serves one stream: it checks the request and the caller on
the pool, then for every new version sends the events since the last update and the game
as the caller sees it; updates for the same (game, viewer, versions) are built once and
sent to every stream that needs them, so a thousand spectators cost one update each
version. `StreamSlots` limits streams per server, game, token and all spectators
together (RESOURCE_EXHAUSTED), before anything else is read.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections import OrderedDict
from collections.abc import AsyncIterator
from concurrent.futures import Executor
from typing import Any

import grpc

from scheherazade.v1 import game_service_pb2 as pb
from service.api import auth, convert, requests
from service.api.errors import ApiError, check_parsed, invalid, status_of
from service.api.streams import StreamSlots, caller_of
from service.app.application import GameApp
from service.kit.base import Viewer

# A stream with nothing new wakes this often: over a shared store to look for what other
# processes wrote (once per game for all its streams), otherwise only to notice a stop.
POLL_SECONDS = 1.0
UPDATES_KEPT = 4096  # built updates remembered for other streams of the same game and viewer


class Changes:
    """Game changes, heard from any thread, awaited on the event loop."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self._waiting: dict[str, list[asyncio.Future[None]]] = {}
        self._polled: dict[str, float] = {}
        self.closed = False

    def heard(self, game_id: str, version: int) -> None:
        """`GameApp.on_change`'s listener: called in the thread that changed the game."""
        if self._waiting.get(game_id):  # a read of a dict: no stream of it, no wake-up
            self.loop.call_soon_threadsafe(self._wake, game_id)

    def _wake(self, game_id: str) -> None:
        for future in self._waiting.pop(game_id, ()):
            if not future.done():
                future.set_result(None)

    async def wait(self, game_id: str, timeout: float | None) -> None:
        """Until the game changes, the hub closes, or `timeout` seconds pass (None: no
        time limit)."""
        if self.closed:
            return
        future = self.loop.create_future()
        self._waiting.setdefault(game_id, []).append(future)
        try:
            await asyncio.wait_for(future, timeout)
        except TimeoutError:
            pass
        finally:  # timed out or cancelled: no longer waiting
            waiting = self._waiting.get(game_id, [])
            if future in waiting:
                waiting.remove(future)
                if not waiting:
                    del self._waiting[game_id]

    def due_for_poll(self, game_id: str) -> bool:
        """Whether this stream should ask the store for other writers' events now (one
        stream of the game each poll period)."""
        now = time.monotonic()
        if now - self._polled.get(game_id, 0.0) < POLL_SECONDS:
            return False
        self._polled[game_id] = now
        if len(self._polled) > UPDATES_KEPT:
            self._polled.clear()
        return True

    def close(self) -> None:
        """Wake every stream (the server is stopping: each ends its call)."""
        self.closed = True
        for game_id in list(self._waiting):
            self._wake(game_id)


class Watch:
    """The WatchGame method of the asyncio server."""

    def __init__(self, app: GameApp, pool: Executor, changes: Changes,
                 streams: StreamSlots) -> None:
        self.app = app
        self.pool = pool
        self.changes = changes
        self.streams = streams
        self._updates: OrderedDict[tuple, pb.GameUpdate] = OrderedDict()
        self._lock = threading.Lock()

    async def watch_game(self, request: Any, context: Any) -> AsyncIterator[pb.GameUpdate]:
        loop = asyncio.get_running_loop()
        try:
            check_parsed(request)
            metadata = tuple(context.invocation_metadata() or ())
            # The slot first, on the loop: a burst over the limits is refused at once,
            # without a trip to the pool per refusal (a slow refusal keeps the calls behind
            # it queued in gRPC, which cancels some past its queue's limit).
            with self.streams.hold(caller_of(context), requests.game_id(request.name)):
                game_id, viewer, version, full = await loop.run_in_executor(
                    self.pool, self.open, request, metadata)
                while not self.changes.closed:
                    update, version, over = await loop.run_in_executor(
                        self.pool, self.update, game_id, viewer, version, full)
                    yield update
                    if over:
                        return
                    await self._next(loop, game_id, version)
            # The server stops before the game ends: a status a client can act on (OK
            # would read as "the game is over"), and the version to resume from.
            raise ApiError(grpc.StatusCode.UNAVAILABLE, "SERVER_STOPPING",
                           f"the server is stopping: reconnect and watch from version "
                           f"{version}", {"version": str(version)})
        except asyncio.CancelledError:
            raise  # the caller went away, or the server stops
        except Exception as exc:  # noqa: BLE001 - every error must become a status
            status = status_of(exc, "GameService.WatchGame")
            await context.abort(status.code, status.details, status.trailing_metadata)

    def open(self, request: pb.WatchGameRequest,
              metadata: tuple) -> tuple[str, Viewer, int, bool]:
        game_id = requests.game_id(request.name)
        if request.from_version < 0:
            raise invalid("BAD_FROM_VERSION", "from_version must not be negative")
        full = requests.full_view(request.view, pb.GAME_VIEW_FULL)
        viewer = auth.viewer(self.app, game_id, Metadata(metadata))
        if request.from_version > self.app.version(game_id):
            raise invalid("BAD_FROM_VERSION", "from_version is beyond the game's version")
        # The first update is sent whatever the version: it says the stream is open.
        return game_id, viewer, request.from_version, full

    async def _next(self, loop: asyncio.AbstractEventLoop, game_id: str, version: int) -> None:
        """Until the game is past `version` (or a poll period passes, or the server stops)."""
        while not self.changes.closed:
            if (self.app.cache.cached_version(game_id) or 0) > version:
                return
            await self.changes.wait(game_id, POLL_SECONDS)
            if self.app.store.others_write(game_id) and self.changes.due_for_poll(game_id):
                await loop.run_in_executor(self.pool, self.app.version, game_id)

    def update(self, game_id: str, viewer: Viewer, version: int,
                full: bool) -> tuple[pb.GameUpdate, int, bool]:
        """(the update from `version` to now, the version it brings the stream to, whether
        the game is over)."""
        key = (game_id, viewer, version, self.app.cache.get(game_id).version, full)
        kept = self._updates.get(key)
        if kept is not None:
            return kept, key[3], kept.game.state == pb.Game.STATE_FINISHED
        # The snapshot first: the events up to its version are then exactly what it shows.
        snapshot = self.app.get(game_id, viewer, view=full)
        news = []
        if snapshot.version > version:
            news = self.app.events(game_id, viewer, version, snapshot.version - version)
        update = pb.GameUpdate(events=convert.events(news, self.app.teller(game_id)),
                               game=convert.game(snapshot, viewer, full=full))
        with self._lock:
            self._updates[(game_id, viewer, version, snapshot.version, full)] = update
            while len(self._updates) > UPDATES_KEPT:
                self._updates.popitem(last=False)
        return update, snapshot.version, snapshot.status == "finished"


class Metadata:
    """The call's metadata, read on the event loop, for `auth` on the pool (the asyncio
    context belongs to the loop's thread)."""

    def __init__(self, metadata: tuple) -> None:
        self._metadata = metadata

    def invocation_metadata(self) -> tuple:
        return self._metadata
