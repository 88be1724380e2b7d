"""A small Python client for the Scheherazade gRPC API.

    with Client("127.0.0.1:50051") as client:
        created = client.create_game("1001", ["Ann", "Bob"], seed=7)
        ann = client.seat(created.game.name, created.seat_tokens[0])
        for command in ann.legal_commands():
            print(describe(command))
        ann.submit("cast_vote", cards=[2, 3])           # keyword form
        ann.submit({"cast_vote": {"cards": [2, 3]}})     # dict form
        ann.submit(ann.legal_commands()[0])              # a Command message
        ann.submit("end_turn", view="full")              # the response's game with its view
        with ann.session(view="basic") as play:          # one stream: commands, answers,
            play.submit(play.legal_commands()[0])        # and others' moves (play.updates)

Tokens are passed per call (`token=`) or bound once with `client.seat(game, token)`.
`view=` ("basic" / "full" or a `GameView`) says how much of the game a response carries:
SubmitCommand answers with the basic game (state, result, version; no view) unless asked
for "full"; GetGame and WatchGame send the full game unless asked for "basic".
Errors are `grpc.RpcError`s; `error_info(err)` gives the server's `ErrorInfo`.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any, cast

import grpc
from google.protobuf import json_format
from google.protobuf.message import Message
from google.rpc import error_details_pb2
from grpc_status import rpc_status

from clients.session import Session
from scheherazade.v1 import analytics_service_pb2 as apb
from scheherazade.v1 import analytics_service_pb2_grpc as agrpc
from scheherazade.v1 import game_service_pb2 as pb
from scheherazade.v1 import game_service_pb2_grpc as pbgrpc
from service.kit.registry import declared

GAME_FIELDS = tuple(f.name for f in pb.Command.DESCRIPTOR.oneofs_by_name["game"].fields)


def game_name(game: str) -> str:
    """Accept "games/abc" or just "abc"."""
    return game if game.startswith("games/") else f"games/{game}"


def command_field(game_type: str) -> str:
    """The `Command.game` oneof field of a game type: the registered game's `name` ("1001"
    → "g1001"). A type this client does not know follows the registry's naming rule (a
    field name cannot start with a digit); `command` then checks the field exists."""
    for game in declared():
        if game.game_type == game_type:
            return game.name
    return f"g{game_type}" if game_type[:1].isdigit() else game_type


def error_info(err: grpc.RpcError) -> error_details_pb2.ErrorInfo | None:
    """The ErrorInfo the server attached to a failed call, if any."""
    status = rpc_status.from_call(err)  # type: ignore[arg-type]
    for detail in status.details if status else ():
        info = error_details_pb2.ErrorInfo()
        if detail.Unpack(info):
            return info
    return None


def game_view(view: str | int | None) -> pb.GameView:
    """A `GameView` from its short name ("basic", "full"), its number, or None (the
    method's default)."""
    if view is None:
        return pb.GAME_VIEW_UNSPECIFIED
    if isinstance(view, str):
        number = pb.GameView.Value(f"GAME_VIEW_{view.upper().removeprefix('GAME_VIEW_')}")
    else:
        number = int(view)
    return cast(pb.GameView, number)


def _metadata(token: str | None) -> tuple[tuple[str, str], ...]:
    return (("authorization", f"Bearer {token}"),) if token else ()


def _friendly_enums(message: Message, data: dict[str, Any]) -> dict[str, Any]:
    """Let dicts name enum values briefly: {"colour": "red"} for G1001_COLOUR_RED."""
    out: dict[str, Any] = {}
    fields = message.DESCRIPTOR.fields_by_name
    for key, val in data.items():
        field = fields.get(key)
        if field is not None and field.enum_type is not None and isinstance(val, str):
            names = [v.name for v in field.enum_type.values]
            if val not in names:
                val = next((n for n in names if n.endswith("_" + val.upper())), val)
        elif field is not None and field.message_type is not None and isinstance(val, dict):
            val = _friendly_enums(getattr(message, key), val)
        out[key] = val
    return out


class Client:
    def __init__(self, address: str, *, timeout: float | None = 30.0,
                 root_certificates: bytes | None = None) -> None:
        """`root_certificates`: PEM certificates to trust, to talk to a server over TLS
        (`scheherazade serve --tls-cert … --tls-key …`); None: plaintext."""
        self.address = address
        self.timeout = timeout
        if root_certificates is None:
            self.channel = grpc.insecure_channel(address)
        else:
            credentials = grpc.ssl_channel_credentials(root_certificates=root_certificates)
            self.channel = grpc.secure_channel(address, credentials)
        self.games = pbgrpc.GameServiceStub(self.channel)
        self.analytics = agrpc.AnalyticsServiceStub(self.channel)
        self._game_types: dict[str, str] = {}

    def close(self) -> None:
        self.channel.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def wait_ready(self, timeout: float = 10.0) -> None:
        grpc.channel_ready_future(self.channel).result(timeout=timeout)

    # ------------------------------------------------------------------ games

    def create_game(
        self,
        game_type: str,
        players: list[str],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        *,
        request_id: str | None = None,
    ) -> pb.CreateGameResponse:
        """A new game and its seats' tokens. `request_id` (a fresh UUID when None): the
        same id sent again with the same request returns the same game and tokens, so a
        call that failed without an answer can be retried without leaving an orphan game;
        it is as secret as the tokens."""
        request = pb.CreateGameRequest(game_type=game_type, players=players, seed=seed,
                                       request_id=request_id or str(uuid.uuid4()))
        if options:
            request.options.update(options)
        response = self.games.CreateGame(request, timeout=self.timeout)
        self._game_types[response.game.name] = response.game.game_type
        return response

    def fork_game(
        self,
        game: str,
        version: int,
        players: list[str] | None = None,
        *,
        same_chance: bool = False,
        token: str | None = None,
    ) -> pb.ForkGameResponse:
        """A new game from `version` of `game`, with new tokens (see ForkGame)."""
        response = self.games.ForkGame(
            pb.ForkGameRequest(name=game_name(game), version=version, players=players or [],
                               same_chance=same_chance),
            metadata=_metadata(token), timeout=self.timeout,
        )
        self._game_types[response.game.name] = response.game.game_type
        return response

    def get_game(
        self, game: str, *, token: str | None = None, view: str | int | None = None
    ) -> pb.Game:
        """The game with the caller's view; `view="basic"` leaves the view out."""
        response = self.games.GetGame(
            pb.GetGameRequest(name=game_name(game), view=game_view(view)),
            metadata=_metadata(token), timeout=self.timeout,
        )
        self._game_types[response.name] = response.game_type
        return response

    def list_games(self, *, page_size: int = 0) -> Iterator[pb.Game]:
        token = ""
        while True:
            page = self.games.ListGames(
                pb.ListGamesRequest(page_size=page_size, page_token=token), timeout=self.timeout
            )
            yield from page.games
            token = page.next_page_token
            if not token:
                return

    def command(self, game: str, command: Any = None, **fields: Any) -> pb.Command:
        """A `Command` from a message, a dict ({"cast_vote": {...}} or {"g1001": {...}}) or
        a command name with keyword fields. Games without typed messages get a
        `GenericCommand` by name."""
        if isinstance(command, pb.Command):
            return command
        if isinstance(command, str):
            command = {command: fields}
        if not isinstance(command, dict) or len(command) != 1:
            raise ValueError("give a Command, a one-key dict, or a command name and fields")
        if next(iter(command)) not in GAME_FIELDS:
            game_type = self._game_type(game)
            if command_field(game_type) not in GAME_FIELDS:  # no typed messages: by name
                name, body = next(iter(command.items()))
                generic = pb.GenericCommand(game_type=game_type, command=name)
                generic.fields.update(body or {})
                return pb.Command(generic=generic)
            command = {command_field(game_type): command}
        field, body = next(iter(command.items()))
        out = pb.Command()
        json_format.ParseDict({field: _friendly_enums(getattr(out, field), body)}, out)
        return out

    def submit(
        self,
        game: str,
        command: Any = None,
        *,
        token: str | None = None,
        command_id: str | None = None,
        expected_version: int | None = None,
        view: str | int | None = None,
        **fields: Any,
    ) -> pb.SubmitCommandResponse:
        """Play a command. A fresh command_id is made when none is given, so a retry of
        this call by gRPC cannot play twice. The response's game is the basic one (state,
        result, version) unless `view="full"` asks for the caller's view as well."""
        request = pb.SubmitCommandRequest(
            name=game_name(game),
            command_id=command_id or uuid.uuid4().hex,
            expected_version=expected_version,
            command=self.command(game, command, **fields),
            view=game_view(view),
        )
        return self.games.SubmitCommand(request, metadata=_metadata(token), timeout=self.timeout)

    def legal_commands(self, game: str, *, token: str | None = None) -> list[pb.Command]:
        return self.legal_commands_at(game, token=token)[0]

    def legal_commands_at(self, game: str, *, token: str | None = None
                          ) -> tuple[list[pb.Command], int]:
        """The legal commands and the version they were computed at."""
        response = self.legal(game, token=token)
        return list(response.commands), response.version

    def legal(self, game: str, *, token: str | None = None) -> pb.ListLegalCommandsResponse:
        """The whole answer: the commands, their words (`words[i]` is `commands[i]`'s
        label) and the version."""
        return self.games.ListLegalCommands(
            pb.ListLegalCommandsRequest(name=game_name(game)), metadata=_metadata(token),
            timeout=self.timeout,
        )

    def watch(
        self,
        game: str,
        *,
        from_version: int = 0,
        token: str | None = None,
        view: str | int | None = None,
        timeout: float | None = None,
    ) -> Any:
        """Stream of `GameUpdate`s; iterate it, `.cancel()` it to stop. Ends at game over.
        `view="basic"` leaves the view out of each update's game (events, state, version).
        `timeout` bounds the whole stream (not the client's per-call timeout: a watch
        lasts as long as the game): past it, iterating raises DEADLINE_EXCEEDED."""
        request = pb.WatchGameRequest(
            name=game_name(game), from_version=from_version, view=game_view(view)
        )
        return self.games.WatchGame(request, metadata=_metadata(token), timeout=timeout)

    def events(
        self, game: str, *, token: str | None = None, page_size: int = 0
    ) -> Iterator[pb.GameEvent]:
        page_token = ""
        while True:
            page = self.games.ListGameEvents(
                pb.ListGameEventsRequest(
                    name=game_name(game), page_size=page_size, page_token=page_token
                ),
                metadata=_metadata(token),
                timeout=self.timeout,
            )
            yield from page.events
            page_token = page.next_page_token
            if not page_token:
                return

    # ------------------------------------------------------------------ analytics

    def replay(
        self, game: str, version: int, *, token: str | None = None
    ) -> apb.ReplayGameResponse:
        return self.analytics.ReplayGame(
            apb.ReplayGameRequest(name=game_name(game), version=version),
            metadata=_metadata(token), timeout=self.timeout,
        )

    def replay_steps(
        self, game: str, *, token: str | None = None, from_version: int = 1,
        to_version: int = 0,
    ) -> Iterator[apb.ReplayStep]:
        """The game at every version from `from_version` to `to_version` (0: now), each
        with the event that led to it: one read of the game, streamed as it is folded. No
        deadline: a long game streams for as long as its reader takes."""
        return self.analytics.ReplaySteps(
            apb.ReplayStepsRequest(name=game_name(game), from_version=from_version,
                                   to_version=to_version),
            metadata=_metadata(token),
        )

    def audit(self, game: str) -> apb.AuditGameResponse:
        """The service's proof of a stored game (AuditGame)."""
        return self.analytics.AuditGame(apb.AuditGameRequest(name=game_name(game)),
                                        timeout=self.timeout)

    def statistics(self) -> list[apb.Statistic]:
        out: list[apb.Statistic] = []
        token = ""
        while True:
            page = self.analytics.ListStatistics(
                apb.ListStatisticsRequest(page_token=token), timeout=self.timeout
            )
            out.extend(page.statistics)
            token = page.next_page_token
            if not token:
                return out

    def statistic(self, name: str) -> apb.Statistic:
        full = name if name.startswith("statistics/") else f"statistics/{name}"
        return self.analytics.GetStatistic(
            apb.GetStatisticRequest(name=full), timeout=self.timeout
        )

    # ------------------------------------------------------------------ seats

    def seat(self, game: str, token: str) -> Seat:
        return Seat(self, game_name(game), token)

    def session(self, game: str, token: str, *, from_version: int = 0,
                view: str | int | None = None, follow: bool = True) -> Session:
        """The seat's session on the game (PlaySession, `clients.session`): its commands,
        their answers and the game's updates on one stream. Use it as a context manager."""
        return Session(self, game, token, from_version=from_version, view=view,
                       follow=follow)

    def _game_type(self, game: str) -> str:
        name = game_name(game)
        if name not in self._game_types:
            self.get_game(name)
        return self._game_types[name]


class Seat:
    """A client bound to one game and one seat's token."""

    def __init__(self, client: Client, game: str, token: str) -> None:
        self.client = client
        self.game = game
        self.token = token

    def get_game(self, view: str | int | None = None) -> pb.Game:
        return self.client.get_game(self.game, token=self.token, view=view)

    def legal_commands(self) -> list[pb.Command]:
        return self.client.legal_commands(self.game, token=self.token)

    def legal_commands_at(self) -> tuple[list[pb.Command], int]:
        return self.client.legal_commands_at(self.game, token=self.token)

    def submit(self, command: Any = None, **kwargs: Any) -> pb.SubmitCommandResponse:
        return self.client.submit(self.game, command, token=self.token, **kwargs)

    def watch(self, from_version: int = 0, view: str | int | None = None) -> Any:
        return self.client.watch(
            self.game, from_version=from_version, token=self.token, view=view
        )

    def session(self, from_version: int = 0, view: str | int | None = None,
                follow: bool = True) -> Session:
        return self.client.session(self.game, self.token, from_version=from_version,
                                   view=view, follow=follow)

    def events(self, page_size: int = 0) -> Iterator[pb.GameEvent]:
        return self.client.events(self.game, token=self.token, page_size=page_size)

    def replay(self, version: int) -> apb.ReplayGameResponse:
        return self.client.replay(self.game, version, token=self.token)
