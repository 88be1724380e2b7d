"""A seat's session on one game (PlaySession): one stream for its commands, their answers
and the game's updates.

    with client.session(game, token, view="basic") as session:
        legal = session.legal_commands()
        answer = session.submit(legal[0])         # as Client.submit: a SubmitCommandResponse
        update = session.updates.get()            # others' moves, as WatchGame's GameUpdates

A refused command raises `Refused`, a `grpc.RpcError` with the code, message and ErrorInfo
the unary call would give (`error_info(err)` reads it), and the session stays open. The
stream is read by a thread of its own: answers go to their callers, updates to `updates`
(None once the stream ends; `broken` says why, when it ended early). `follow=False` keeps
no updates (a bot that only plays), only the latest game in `game`.
"""

from __future__ import annotations

import itertools
import queue
import threading
from collections.abc import Iterator
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

import grpc

from scheherazade.v1 import game_service_pb2 as pb

if TYPE_CHECKING:
    from clients.client import Client

STATUS_DETAILS = "grpc-status-details-bin"


class Refused(grpc.RpcError):
    """A request the session's server refused: what the unary call would have raised."""

    def __init__(self, error: pb.SessionError) -> None:
        super().__init__(error.message)
        self.error = error

    def code(self) -> grpc.StatusCode:
        return next((c for c in grpc.StatusCode if c.value[0] == self.error.code),
                    grpc.StatusCode.UNKNOWN)

    def details(self) -> str:
        return str(self.error.message)

    def trailing_metadata(self) -> tuple[tuple[str, bytes], ...]:
        # The google.rpc.Status the unary call carries: a SessionError's bytes are one.
        return ((STATUS_DETAILS, self.error.SerializeToString()),)

    def __str__(self) -> str:
        return f"{self.code().name}: {self.details()}"


class SessionEnded(grpc.RpcError):
    """The stream ended before this request's answer came (`cause`: why, if known)."""

    def __init__(self, cause: grpc.RpcError | None) -> None:
        super().__init__("the session ended")
        self.cause = cause

    def code(self) -> grpc.StatusCode:
        return self.cause.code() if self.cause else grpc.StatusCode.CANCELLED  # type: ignore[attr-defined]

    def details(self) -> str:
        return self.cause.details() if self.cause else "the session was closed"  # type: ignore[attr-defined]

    def trailing_metadata(self) -> Any:
        return self.cause.trailing_metadata() if self.cause else ()  # type: ignore[attr-defined]


class Session:
    def __init__(self, client: Client, game: str, token: str, *, from_version: int = 0,
                 view: str | int | None = None, follow: bool = True,
                 timeout: float | None = None) -> None:
        """Open the session (raises the stream's error: NOT_FOUND, UNAUTHENTICATED…).
        `view`: how much of the game each update carries (default: full); `timeout`: for
        each answer (default: the client's)."""
        from clients.client import game_name, game_view

        self.client, self.game_name, self.follow = client, game_name(game), follow
        self.timeout = client.timeout if timeout is None else timeout
        self.updates: queue.Queue[pb.GameUpdate | None] = queue.Queue()
        self.broken: grpc.RpcError | None = None  # why the stream ended early, if it did
        self.game: pb.Game | None = None  # the latest game an update or answer brought
        self._refs = itertools.count(1)
        self._waiting: dict[int, Future[pb.PlaySessionResponse]] = {}
        self._lock = threading.Lock()
        self._outgoing: queue.SimpleQueue[pb.PlaySessionRequest | None] = queue.SimpleQueue()
        self._closed = False
        self._call = client.games.PlaySession(
            self._requests(), metadata=(("authorization", f"Bearer {token}"),))
        self._reader = threading.Thread(target=self._read, name="session", daemon=True)
        self._reader.start()
        try:
            opened = self._ask(pb.PlaySessionRequest(open=pb.WatchGameRequest(
                name=self.game_name, from_version=from_version, view=game_view(view))))
        except BaseException:
            self.close()
            raise
        self.opened: pb.GameUpdate = opened.update
        client._game_types[self.game_name] = opened.update.game.game_type

    # ------------------------------------------------------------------ requests

    def submit(self, command: Any = None, *, command_id: str | None = None,
               expected_version: int | None = None, view: str | int | None = None,
               **fields: Any) -> pb.SubmitCommandResponse:
        """Play a command, as `Client.submit` (a fresh command_id when none is given)."""
        import uuid

        from clients.client import game_view

        request = pb.SubmitCommandRequest(
            command_id=command_id or uuid.uuid4().hex, expected_version=expected_version,
            command=self.client.command(self.game_name, command, **fields),
            view=game_view(view))
        answer = self._ask(pb.PlaySessionRequest(submit=request)).submitted
        self.game = answer.game
        return answer

    def legal_commands(self) -> list[pb.Command]:
        return self.legal_commands_at()[0]

    def legal_commands_at(self) -> tuple[list[pb.Command], int]:
        """The legal commands and the version they were computed at."""
        answer = self.legal()
        return list(answer.commands), answer.version

    def legal(self) -> pb.ListLegalCommandsResponse:
        """The whole answer: the commands, their words (`words[i]` is `commands[i]`'s
        label) and the version."""
        return self._ask(pb.PlaySessionRequest(
            legal_commands=pb.ListLegalCommandsRequest())).legal_commands

    def _ask(self, request: pb.PlaySessionRequest) -> pb.PlaySessionResponse:
        """Send `request`, wait for its answer; raise its refusal."""
        future: Future[pb.PlaySessionResponse] = Future()
        with self._lock:
            if self._closed:
                raise SessionEnded(self.broken)
            request.ref = next(self._refs)
            self._waiting[request.ref] = future
        self._outgoing.put(request)
        try:
            answer = future.result(timeout=self.timeout)
        except TimeoutError:
            with self._lock:
                self._waiting.pop(request.ref, None)
            raise
        if answer.WhichOneof("event") == "error":
            raise Refused(answer.error)
        return answer

    # ------------------------------------------------------------------ the stream

    def _requests(self) -> Iterator[pb.PlaySessionRequest]:
        while (request := self._outgoing.get()) is not None:
            yield request

    def _read(self) -> None:
        try:
            for response in self._call:
                if response.WhichOneof("event") == "update":
                    self.game = response.update.game
                    if self.follow:
                        self.updates.put(response.update)
                with self._lock:
                    future = self._waiting.pop(response.ref, None) if response.ref else None
                if future is not None:
                    future.set_result(response)
        except grpc.RpcError as err:
            if err.code() != grpc.StatusCode.CANCELLED or not self._closed:  # type: ignore[attr-defined]
                self.broken = err
        finally:
            with self._lock:
                self._closed = True
                waiting, self._waiting = self._waiting, {}
            for future in waiting.values():
                future.set_exception(self.broken or SessionEnded(None))
            self.updates.put(None)

    def close(self) -> None:
        """End the session: the client's side closes, the server ends the stream (OK)."""
        with self._lock:
            already, self._closed = self._closed, True
        if not already:
            self._outgoing.put(None)
        self._reader.join(timeout=5)
        if self._reader.is_alive():
            self._call.cancel()
            self._reader.join(timeout=5)

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
