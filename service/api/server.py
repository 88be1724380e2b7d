"""One gRPC server: game and analytics services, health checking and reflection, on an
asyncio server driven from its own event-loop thread, with the web table and the timer
sweeper beside it.

`build` (and `create_server`, `started`) makes a server that is not started (the caller
starts it, as in gRPC's own examples), bound to `address` ("127.0.0.1:0" picks a free port
for tests). `serve_process` runs one server process: store, application, projector, timer
sweeper, signals. `service.api.supervisor` is the `serve` command's entry (pre-flight,
then one process or several).
"""

from __future__ import annotations

import asyncio
import logging
import signal
import threading
from collections.abc import Iterator
from concurrent import futures
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc

from scheherazade.v1 import analytics_service_pb2 as apb
from scheherazade.v1 import game_service_pb2 as pb
from service.api import mapping, reflection
from service.api.owners import Router
from service.api.replaying import Replay
from service.api.servicer import AnalyticsService, GameService, hot_game, register
from service.api.session import Sessions
from service.api.streams import StreamSlots
from service.api.watch import Changes, Watch
from service.api.web import WebServer
from service.api.web import application as web_application
from service.api.web import listen as listen_web
from service.app.application import GameApp

log = logging.getLogger(__name__)

SERVICE_NAMES = (
    pb.DESCRIPTOR.services_by_name["GameService"].full_name,
    apb.DESCRIPTOR.services_by_name["AnalyticsService"].full_name,
)
GRACE_SECONDS = 5.0
SWEEP_SECONDS = 1.0
# The thread pool of the unary calls that may block (a cold game, a shared store, a query;
# `servicer.register`) and of the web table's calls; WatchGame streams hold none.
SERVE_WORKERS = 64
MAX_REQUEST_BYTES = 1 << 20  # 1 MiB: a request larger than this is refused unread
# Calls received, not yet taken by the server (see `build`): room for a burst of twice
# the streams a server holds by default (service/api/streams.py), each answered.
PENDING_CALLS = 20_000


class EventLoopThread(threading.Thread):
    """An asyncio event loop of its own, for the asyncio server driven from synchronous
    code (gRPC's asyncio objects must be used on their loop's thread)."""

    def __init__(self) -> None:
        super().__init__(name="grpc-aio", daemon=True)
        self.loop = asyncio.new_event_loop()
        self.start()

    def run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def call(self, coroutine: Any) -> Any:
        """Run `coroutine` on the loop and wait for its result."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result()

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.join(timeout=5)


class SyncServer:
    """The asyncio server with `grpc.Server`'s synchronous surface: `start()`,
    `stop(grace).wait()`, `wait_for_termination()`. Stopping also ends its event loop
    thread and its pool."""

    def __init__(self, server: grpc.aio.Server, thread: EventLoopThread,
                 pool: futures.ThreadPoolExecutor, before_stop: Any) -> None:
        self._server, self._thread, self._pool = server, thread, pool
        self._before_stop = before_stop
        self._stopped: threading.Event | None = None  # the first stop's, for every later one

    def start(self) -> None:
        self._thread.call(self._server.start())

    def stop(self, grace: float | None) -> threading.Event:
        """Stop (RPCs still running get `grace` seconds); the event is set once stopped.
        Stopping again waits for the first stop (its loop may be gone already: a second
        stop scheduled on it would never run)."""
        if self._stopped is not None:
            return self._stopped
        done = self._stopped = threading.Event()
        loop = self._thread.loop

        async def stop() -> None:
            try:
                await self._before_stop()
                await self._server.stop(grace)
            finally:
                self._pool.shutdown(wait=False, cancel_futures=True)
                loop.call_soon(loop.stop)
                done.set()

        if self._thread.is_alive() and not loop.is_closed():
            asyncio.run_coroutine_threadsafe(stop(), loop)
        else:
            done.set()
        return done

    def wait_for_termination(self, timeout: float | None = None) -> bool:
        return self._thread.call(self._server.wait_for_termination(timeout))


@dataclass
class Running:
    """A built server and the handles its owner needs to stop it gracefully."""

    server: SyncServer
    port: int
    web_port: int | None = None  # the web table's HTTP port, when it is served

    def stop(self, grace: float = GRACE_SECONDS) -> None:
        """Open streams end at once, health says NOT_SERVING, calls in flight get `grace`."""
        self.server.stop(grace).wait()


def build(
    app: GameApp,
    address: str = "127.0.0.1:0",
    *,
    analytics: Any = None,
    max_workers: int = 16,
    tls: tuple[bytes, bytes] | None = None,
    reuse_port: bool = False,
    streams: StreamSlots | None = None,
    web: str | None = None,
    router: Router | None = None,
) -> Running:
    """The asyncio gRPC server: WatchGame streams are coroutines; the unary methods are
    `async` handlers (`servicer.register`) that run a hot game's SubmitCommand,
    ListLegalCommands and GetGame inline on the event loop and every other call on a pool of
    `max_workers` threads (no `migration_thread_pool`: no synchronous handler is left for
    gRPC to hop to a thread). `tls`: (PEM certificate
    chain, PEM private key) to serve over TLS only. `reuse_port`: share the port with the
    other server processes (`serve --processes`). `streams`: the WatchGame limits. `web`:
    host:port to serve the web table on as well (service/api/web.py), None for none.
    `router`: one of `serve --processes N` (service/api/owners.py): it also listens on its
    private socket, and a game's calls run at the game's owner."""
    # Every registered game's proto mapping, built now: a game whose messages do not match
    # its commands fails the start, not its first request.
    mapping.table()
    thread = EventLoopThread()
    pool = futures.ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix="grpc")
    slots = streams or StreamSlots.configured()
    web_socket = None if web is None else listen_web(web)

    async def make() -> tuple[grpc.aio.Server, int, Any, int | None]:
        server = grpc.aio.server(
            options=[
                # Never share a port with another process silently (the Linux default
                # would), only with the other processes of `serve --processes`.
                ("grpc.so_reuseport", 1 if reuse_port else 0),
                # No request of this API is near this size: a bigger one is refused before
                # it is read whole (RESOURCE_EXHAUSTED), whoever sends it.
                ("grpc.max_receive_message_length", MAX_REQUEST_BYTES),
                # Calls that arrive faster than the event loop takes them wait in a queue;
                # past its soft limit (gRPC's default 1,000) some are cancelled at random. A
                # fleet of watchers connecting at once (a server restart) is such a burst.
                ("grpc.server.max_pending_requests", PENDING_CALLS),
                ("grpc.server.max_pending_requests_hard_limit", 2 * PENDING_CALLS),
            ],
        )
        changes = Changes(asyncio.get_running_loop())
        app.on_change(changes.heard)
        watch = Watch(app, pool, changes, slots)
        games, stats = GameService(app), AnalyticsService(app, analytics)
        sessions = Sessions(games, watch, pool, hot_game(app))
        streams = {"WatchGame": watch.watch_game,
                   "ReplaySteps": Replay(app, pool).replay_steps,
                   "PlaySession": sessions.play_session}
        register(server, games, stats, streams=streams, pool=pool, router=router)
        page = None
        if web_socket is not None:
            web_games = games if router is None else router.web(games, SERVICE_NAMES[0])
            page = WebServer(web_application(web_games, stats, streams, pool), web_socket)
            page.start()
        # On the loop, not the pool: health checks answer even when every worker is busy.
        checker = health.aio.HealthServicer()
        health_pb2_grpc.add_HealthServicer_to_server(checker, server)
        for name in ("", *SERVICE_NAMES):
            await checker.set(name, health_pb2.HealthCheckResponse.SERVING)
        reflection.enable(server, (*SERVICE_NAMES, health.SERVICE_NAME))
        if tls is None:
            port = server.add_insecure_port(address)
        else:
            credentials = grpc.ssl_server_credentials([(tls[1], tls[0])])
            port = server.add_secure_port(address, credentials)
        if router is not None and port:
            server.add_insecure_port(router.address)  # a private socket: the user's alone

        async def before_stop() -> None:
            app.off_change(changes.heard)
            changes.close()  # open streams end their calls now, not at the grace's end
            await checker.enter_graceful_shutdown()
            if page is not None:
                await page.stop()
            if router is not None:
                await router.close()

        return server, port, before_stop, None if page is None else page.port

    try:
        server, port, before_stop, web_port = thread.call(make())
    except BaseException:
        thread.close()
        pool.shutdown(wait=False)
        if web_socket is not None:
            web_socket.close()
        raise
    if port == 0:
        thread.close()
        pool.shutdown(wait=False)
        raise OSError(f"cannot listen on {address}")
    return Running(SyncServer(server, thread, pool, before_stop), port, web_port)


@contextmanager
def started(app: GameApp, address: str = "127.0.0.1:0", *, grace: float = 0.0,
            **options: Any) -> Iterator[Running]:
    """`build(app, address, **options)`, started, and stopped with `grace` when the block
    ends: a server for tests and for programs that embed one."""
    running = build(app, address, **options)
    running.server.start()
    try:
        yield running
    finally:
        running.stop(grace=grace)


def create_server(
    app: GameApp, address: str = "127.0.0.1:0", *, analytics: Any = None, max_workers: int = 16
) -> tuple[SyncServer, int]:
    """A server for `app`, bound but not started: `server.start()`, later `server.stop(g)`."""
    running = build(app, address, analytics=analytics, max_workers=max_workers)
    return running.server, running.port


class TimerSweeper(threading.Thread):
    """Records expired timers (e.g. the 1001 sand timer) even when nobody sends a command."""

    def __init__(self, app: GameApp, every: float = SWEEP_SECONDS) -> None:
        super().__init__(name="timer-sweeper", daemon=True)
        self.app = app
        self.every = every
        self._stop_event = threading.Event()

    def run(self) -> None:
        while not self._stop_event.wait(self.every):
            try:
                self.app.expire_timers()
            except Exception:  # noqa: BLE001 - keep sweeping; the next second may succeed
                log.exception("expiring timers failed")

    def stop(self) -> None:
        self._stop_event.set()
        self.join(timeout=5)


def stop_on_signals(stop: threading.Event | None) -> threading.Event:
    """`stop`, or a new event, set on SIGINT/SIGTERM (when called on the main thread)."""
    stop = stop or threading.Event()
    if threading.current_thread() is threading.main_thread():
        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, lambda *_: stop.set())
    return stop


def serve_process(settings: Any, *, stop: threading.Event | None = None, ready: Any = None,
                  router: Router | None = None, web_ready: Any = None) -> None:
    """One server process, with its store, application, projector (`settings.project`),
    timer sweeper and web table, until SIGINT/SIGTERM (or `stop` is set). `ready(port)` is
    called once listening, `web_ready(port)` once the web table listens. `router`: this is
    one of `serve --processes N` (the port shared with the others, and the store: this
    process writes its own games, service/api/owners.py).
    `service.api.supervisor.serve` checks the settings first."""
    from projections.duck import Analytics
    from projections.projector import Projector
    from service.app.store import open_store

    store = open_store(settings.data_dir)
    if router is not None:
        store.ownership = router.ownership
    app = GameApp(store, auditor_token=settings.auditor_token)
    projector = following = None
    if settings.project:
        # Polling about once a second batches a live game's events: each DuckDB session
        # costs about as much as a batch, so polling faster only takes CPU from commands.
        projector = Projector(
            store, settings.analytics_path, poll_interval=settings.project_interval
        )
        following = projector.start()
    analytics = Analytics(settings.analytics_path)
    running = build(app, settings.address, analytics=analytics, max_workers=SERVE_WORKERS,
                    tls=settings.tls(), reuse_port=router is not None, web=settings.web_address,
                    router=router)
    running.server.start()
    sweeper = TimerSweeper(app)
    sweeper.start()
    stop = stop_on_signals(stop)
    log.info("listening on port %d", running.port)
    if ready is not None:
        ready(running.port)
    if running.web_port is not None:
        log.info("web table on port %d", running.web_port)
        if web_ready is not None:
            web_ready(running.web_port)
    try:
        while not stop.wait(0.5):  # a timed wait lets the signal handler run promptly
            pass
    finally:
        running.stop()
        sweeper.stop()
        if projector is not None and following is not None:
            following.stop()
            last_catch_up(projector)


def last_catch_up(projector: Any) -> None:
    """Once nothing writes any more (the server and the sweeper stopped), project what
    the last poll did not see, so the analytics file holds every event on exit. A failure
    only delays those events: the next start resumes from the tracked position."""
    try:
        projected = projector.catch_up()
    except Exception:  # noqa: BLE001 - stopping anyway; the next start catches up
        log.exception("the projector's last catch-up failed; the next start resumes it")
        return
    log.info("projected %d events before stopping", projected)
