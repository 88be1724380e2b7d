"""gRPC servicers: check the request, find the caller, call the application, map the answer.

Thin on purpose: field checks are in `requests`, identity in `auth`, messages in `convert`
and `mapping`, statuses in `errors`. Every method is wrapped by `handle_errors`.

The methods are plain functions (the web table calls them too, `service.api.web`);
`register` serves each unary one on the asyncio server as an `async` handler (`unary`):
inline on the event loop where the call is short, handed to the pool where it may block.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any

import grpc
from google.protobuf import message_factory
from google.protobuf.descriptor import Descriptor
from google.protobuf.message import DecodeError, Message

from scheherazade.v1 import analytics_service_pb2 as apb
from scheherazade.v1 import analytics_service_pb2_grpc as agrpc
from scheherazade.v1 import game_service_pb2 as pb
from scheherazade.v1 import game_service_pb2_grpc as pbgrpc
from service.api import analytics, auth, convert, mapping, requests, wellknown
from service.api.errors import Malformed, handle_errors, invalid
from service.app.application import GameApp
from service.kit.base import SPECTATOR


def message_class(descriptor: Descriptor) -> type[Message]:
    return message_factory.GetMessageClass(descriptor)


def tolerant_parser(cls: type[Message]) -> Any:
    def parse(data: bytes) -> Message | Malformed:
        try:
            return cls.FromString(data)
        except (DecodeError, ValueError, TypeError):
            return Malformed(cls.DESCRIPTOR.full_name)

    return parse


class GameService(pbgrpc.GameServiceServicer):
    def __init__(self, app: GameApp) -> None:
        self.app = app

    @handle_errors
    def CreateGame(self, request: pb.CreateGameRequest, context: Any) -> pb.CreateGameResponse:
        if not request.game_type:
            raise invalid("MISSING_GAME_TYPE", "game_type is required, e.g. '1001'")
        created = self.app.create_game(
            request.game_type,
            list(request.players),
            requests.options(request.options),
            request.seed if request.HasField("seed") else None,
            request.request_id or None,
        )
        snapshot = self.app.get(created.game_id, SPECTATOR)
        return pb.CreateGameResponse(
            game=convert.game(snapshot, SPECTATOR), seat_tokens=list(created.tokens)
        )

    @handle_errors
    def ForkGame(self, request: pb.ForkGameRequest, context: Any) -> pb.ForkGameResponse:
        parent = requests.game_id(request.name)
        viewer = auth.viewer(self.app, parent, context)
        created = self.app.fork_game(parent, request.version, viewer,
                                     list(request.players) or None, request.same_chance)
        snapshot = self.app.get(created.game_id, SPECTATOR)
        return pb.ForkGameResponse(
            game=convert.game(snapshot, SPECTATOR), seat_tokens=list(created.tokens)
        )

    @handle_errors
    def GetGame(self, request: pb.GetGameRequest, context: Any) -> pb.Game:
        game_id = requests.game_id(request.name)
        full = requests.full_view(request.view, pb.GAME_VIEW_FULL)
        looked = self.app.look(game_id, auth.bearer_token(context), view=full)
        return convert.game(looked.snapshot, looked.viewer, full=full)

    @handle_errors
    def ListGames(self, request: pb.ListGamesRequest, context: Any) -> pb.ListGamesResponse:
        size = requests.page_size(request.page_size, 50)
        position = requests.int_position(request.page_token, "games")
        summaries, following = self.app.list_games(
            size, str(position) if position else "", game_type=request.game_type,
            status=convert.status_name(request.state), newest_first=request.newest_first)
        return pb.ListGamesResponse(
            games=[convert.summary(s) for s in summaries],
            next_page_token=requests.encode_page_token("games", following) if following else "",
        )

    @handle_errors
    def ListGameTypes(
        self, request: pb.ListGameTypesRequest, context: Any
    ) -> pb.ListGameTypesResponse:
        return pb.ListGameTypesResponse(
            game_types=[convert.game_type(rules) for rules in self.app.game_types()])

    @handle_errors
    def SubmitCommand(
        self, request: pb.SubmitCommandRequest, context: Any
    ) -> pb.SubmitCommandResponse:
        game_id = requests.game_id(request.name)
        command_id = requests.command_id(request.command_id)
        expected = request.expected_version if request.HasField("expected_version") else None
        if expected is not None and expected < 0:
            raise invalid("BAD_EXPECTED_VERSION", "expected_version must not be negative")
        if not request.HasField("command"):
            raise invalid("MISSING_COMMAND", "command is required")
        full = requests.full_view(request.view, pb.GAME_VIEW_BASIC)
        token = auth.bearer_token(context)
        command = mapping.command_to_domain(request.command, self.app.command_types)
        # One trip: the token's seat, the command, and the game right after it (the basic
        # game builds no view, the costly part).
        played = self.app.play(game_id, token, command, command_id, expected, view=full)
        submitted = played.submitted
        response = pb.SubmitCommandResponse(
            version=submitted.version, duplicate=submitted.duplicate
        )
        convert.add_events(response.events, submitted.events, self.app.teller(game_id))
        convert.fill_game(response.game, played.snapshot, played.viewer, full=full)
        return response

    @handle_errors
    def ListLegalCommands(
        self, request: pb.ListLegalCommandsRequest, context: Any
    ) -> pb.ListLegalCommandsResponse:
        game_id = requests.game_id(request.name)
        # The commands and the version they belong to, read together.
        legal = self.app.legal(game_id, auth.bearer_token(context))

        def game_type() -> str:
            return legal.game_type

        response = pb.ListLegalCommandsResponse(
            commands=[
                mapping.command_to_proto(c, game_type, self.app.command_types)
                for c in legal.commands
            ],
            version=legal.version,
        )
        convert.legal(response, legal.labels)
        return response

    @handle_errors
    def ListGameEvents(
        self, request: pb.ListGameEventsRequest, context: Any
    ) -> pb.ListGameEventsResponse:
        game_id = requests.game_id(request.name)
        size = requests.page_size(request.page_size, 100)
        scope = f"events/{game_id}"
        after = requests.int_position(request.page_token, scope)
        viewer = auth.viewer(self.app, game_id, context)
        items = self.app.events(game_id, viewer, after, size + 1)
        page = items[:size]
        token = ""
        if len(items) > size:
            token = requests.encode_page_token(scope, page[-1].version)
        return pb.ListGameEventsResponse(events=convert.events(page, self.app.teller(game_id)),
                                         next_page_token=token)


class AnalyticsService(agrpc.AnalyticsServiceServicer):
    def __init__(self, app: GameApp, store: Any = None) -> None:
        self.app = app
        self.analytics = analytics.Statistics(store)

    @handle_errors
    def ReplayGame(self, request: apb.ReplayGameRequest, context: Any) -> apb.ReplayGameResponse:
        game_id = requests.game_id(request.name)
        viewer = auth.viewer(self.app, game_id, context)
        snapshot = self.app.replay(game_id, request.version, viewer)  # checks the version
        history = self.app.events(game_id, viewer, 0, request.version)
        return apb.ReplayGameResponse(
            game=convert.game(snapshot, viewer),
            events=convert.events(history, self.app.teller(game_id))
        )

    @handle_errors
    def AuditGame(self, request: apb.AuditGameRequest, context: Any) -> apb.AuditGameResponse:
        report = self.app.audit(requests.game_id(request.name))
        return apb.AuditGameResponse(
            ok=report.ok, events=report.events, moves=report.moves,
            automatic=report.automatic, unchained=report.unchained, copied=report.copied,
            problems=[apb.AuditFinding(version=v, what=w) for v, w in report.problems],
            unverified=[apb.AuditFinding(version=v, what=w) for v, w in report.unverified],
        )

    @handle_errors
    def ListStatistics(
        self, request: apb.ListStatisticsRequest, context: Any
    ) -> apb.ListStatisticsResponse:
        size = requests.page_size(request.page_size, requests.MAX_PAGE_SIZE)
        start = requests.int_position(request.page_token, "statistics")
        listed = self.analytics.catalogue()
        page = listed[start : start + size]
        token = ""
        if start + size < len(listed):
            token = requests.encode_page_token("statistics", start + size)
        return apb.ListStatisticsResponse(
            statistics=[
                apb.Statistic(name=f"statistics/{name}", description=text) for name, text in page
            ],
            next_page_token=token,
        )

    @handle_errors
    def GetStatistic(self, request: apb.GetStatisticRequest, context: Any) -> apb.Statistic:
        stat_id = requests.statistic_id(request.name)
        description, columns, rows = self.analytics.run(stat_id)
        return apb.Statistic(
            name=f"statistics/{stat_id}",
            description=description,
            columns=columns,
            rows=[apb.StatisticRow(values=[wellknown.value(v) for v in row]) for row in rows],
        )


class _Aborted(Exception):
    """A servicer method's `context.abort(code, details)`, carried to the event loop."""

    def __init__(self, code: grpc.StatusCode, details: str, trailers: tuple) -> None:
        super().__init__(details)
        self.code, self.details, self.trailers = code, details, trailers


class _Context:
    """What a servicer method reads of its call (metadata, peer), from the asyncio call's
    context; `abort` raises `_Aborted`, which `unary` answers on the loop (the asyncio
    context's own `abort` is a coroutine, which a plain function cannot await)."""

    __slots__ = ("_context", "_trailers")

    def __init__(self, context: Any) -> None:
        self._context = context
        self._trailers: tuple = ()

    def invocation_metadata(self) -> Any:
        return self._context.invocation_metadata()

    def peer(self) -> str:
        return self._context.peer()

    def set_trailing_metadata(self, metadata: Any) -> None:
        self._trailers = tuple(metadata or ())

    def abort(self, code: grpc.StatusCode, details: str = "") -> None:
        raise _Aborted(code, details, self._trailers)


def unary(method: Callable[[Any, Any], Any], pool: Executor | None,
          inline: Callable[[Any], bool] | None = None) -> Callable[[Any, Any], Any]:
    """A servicer method as an `async` unary handler of the asyncio server (gRPC tells one
    by `inspect.iscoroutinefunction`). `inline(request)` says whether this call is short (in
    memory, or a local SQLite commit): it then runs right here on the event loop, with no
    hop to a worker thread and back; otherwise (it may read or wait on a store, or run a
    query) it runs on `pool` (None: every call inline)."""

    async def handle(request: Any, context: Any) -> Any:
        call = _Context(context)
        try:
            if pool is None or (inline is not None and inline(request)):
                return method(request, call)
            return await asyncio.get_running_loop().run_in_executor(pool, method, request, call)
        except _Aborted as aborted:
            await context.abort(aborted.code, aborted.details, aborted.trailers)

    return handle


def hot_game(app: GameApp) -> Callable[[Any], bool]:
    """Whether a request is for a game this process holds, that no one else writes: its
    call is then in memory plus at most one local SQLite commit, short enough for the
    event loop. A request without a valid name is refused at once, also inline. A game not
    cached (a load folds its whole stream) and a game others write (PostgreSQL, another
    process's game under `--processes`: a read of what they wrote before every call) go to
    the pool."""
    if app.store.kind != "sqlite":
        return lambda request: False
    cached = app.cache.cached_version
    others_write = app.store.others_write
    fullmatch = requests.GAME_NAME.fullmatch

    def hot(request: Any) -> bool:
        match = fullmatch(getattr(request, "name", "") or "")
        if match is None:
            return True
        game_id = match.group(1)
        return cached(game_id) is not None and not others_write(game_id)

    return hot


# The unary methods that may run inline on the event loop (for a hot game, `hot_game`).
# Every other unary method reads the store, folds a game or runs a query: the pool.
INLINE = ("SubmitCommand", "ListLegalCommands", "GetGame")


def register(server: Any, games: GameService, stats: AnalyticsService, *,
             streams: dict[str, Any], pool: Executor | None = None,
             inline: tuple[str, ...] = INLINE, router: Any = None) -> None:
    """Like the generated `add_*_to_server`, but bytes that do not parse reach the servicer
    as `Malformed` (then INVALID_ARGUMENT) instead of gRPC's own INTERNAL. `streams`: the
    streaming methods by name, each a coroutine on the asyncio server (WatchGame:
    `service.api.watch`, ReplaySteps: `service.api.replaying`, PlaySession:
    `service.api.session`). The unary methods are
    `async` handlers (`unary`): those named in `inline` on the event loop when their game is
    hot, every other call on `pool` (None: every call inline). `router`: one of `serve
    --processes N` (`service.api.owners.Router`): a game's calls run at its owner."""
    hot = hot_game(games.app)
    for servicer, service in (
        (games, pb.DESCRIPTOR.services_by_name["GameService"]),
        (stats, apb.DESCRIPTOR.services_by_name["AnalyticsService"]),
    ):
        handlers = {}
        for method in service.methods:
            make = (
                grpc.stream_stream_rpc_method_handler
                if method.client_streaming
                else grpc.unary_stream_rpc_method_handler
                if method.server_streaming
                else grpc.unary_unary_rpc_method_handler
            )
            if method.server_streaming:
                handler = streams[method.name]
            else:
                handler = unary(getattr(servicer, method.name), pool,
                                hot if method.name in inline else None)
            parse = tolerant_parser(message_class(method.input_type))
            serialize = message_class(method.output_type).SerializeToString
            routed = None if router is None else router.handler(
                f"/{service.full_name}/{method.name}", handler, parse, serialize)
            handlers[method.name] = routed if routed is not None else make(
                handler, request_deserializer=parse, response_serializer=serialize)
        server.add_generic_rpc_handlers(
            (grpc.method_handlers_generic_handler(service.full_name, handlers),)
        )
        server.add_registered_method_handlers(service.full_name, handlers)
