"""CreateGame's `request_id`: a retry (the answer lost, the server restarted meanwhile, or
two sent at once) returns the same game with the same seat tokens instead of an orphan
game; the same id with another request is refused (REQUEST_ID_REUSED) and creates
nothing. The Python client sends one by default. (CreateGame had no request id: a retry
after a lost answer created a second game.)"""

from __future__ import annotations

import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import grpc

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from service.api.server import started
from service.app.application import GameApp
from service.app.history import decode
from tests.api.conftest import Server
from tests.api.helpers import expect_error


def games_listed(client: Client) -> list[str]:
    return [g.name for g in client.games.ListGames(pb.ListGamesRequest(page_size=100)).games]


def test_a_retry_with_the_same_request_id_returns_the_same_game_and_tokens(
    client: Client,
) -> None:
    request_id = str(uuid.uuid4())
    first = client.create_game("1001", ["Ann", "Bob"], request_id=request_id)
    again = client.create_game("1001", ["Ann", "Bob"], request_id=request_id)
    assert again.game.name == first.game.name
    assert list(again.seat_tokens) == list(first.seat_tokens)
    assert games_listed(client) == [first.game.name]  # no orphan
    for seat, token in enumerate(again.seat_tokens):  # the tokens given back play
        assert client.get_game(first.game.name, token=token).viewer_seat == seat
    # Another id is another game, with other tokens.
    other = client.create_game("1001", ["Ann", "Bob"], request_id=str(uuid.uuid4()))
    assert other.game.name != first.game.name
    assert set(other.seat_tokens).isdisjoint(first.seat_tokens)


def test_the_same_request_id_with_another_request_is_refused_and_creates_nothing(
    client: Client,
) -> None:
    request_id = str(uuid.uuid4())
    first = client.create_game("1001", ["Ann", "Bob"], seed=3, request_id=request_id)
    for other in (
        ("1001", ["Ann", "Cid"], None, 3),
        ("1001", ["Ann", "Bob"], None, 4),
        ("1001", ["Ann", "Bob"], None, None),
        ("1001", ["Ann", "Bob", "Cid", "Dee"], {"day_seats": [0, 2]}, 3),
        ("treasures", ["Ann", "Bob"], None, 3),
    ):
        expect_error(lambda o=other: client.create_game(*o, request_id=request_id),
                     grpc.StatusCode.INVALID_ARGUMENT, "REQUEST_ID_REUSED")
    assert games_listed(client) == [first.game.name]
    # A default given explicitly is the same request.
    again = client.create_game("1001", ["Ann", "Bob"], {}, 3, request_id=request_id)
    assert again.game.name == first.game.name


def test_a_request_id_must_be_long_enough_to_be_secret(client: Client) -> None:
    for bad in ("short", "x" * 129, "é" * 20, "tab\there-and-more-text"):
        expect_error(lambda b=bad: client.create_game("1001", ["a", "b"], request_id=b),
                     grpc.StatusCode.INVALID_ARGUMENT, "INVALID_ARGUMENT")
    assert games_listed(client) == []


def test_a_retry_after_a_restart_returns_the_same_game_and_tokens(
    tmp_path: Path, open_stores: Any
) -> None:
    request_id = str(uuid.uuid4())
    answers = []
    for _ in range(2):  # a server, stopped; a new one over the same store
        app = GameApp(open_stores(tmp_path / "data"))
        with started(app) as running, Client(f"127.0.0.1:{running.port}", timeout=10) as c:
            answers.append(c.create_game("emira", ["A", "B", "C"], {"advanced": True},
                                         seed=5, request_id=request_id))
            listed = games_listed(c)
    first, again = answers
    assert (again.game.name, list(again.seat_tokens)) == \
        (first.game.name, list(first.seat_tokens))
    assert listed == [first.game.name]


def test_retries_sent_at_once_all_get_the_one_game(client: Client) -> None:
    request_id = str(uuid.uuid4())
    with ThreadPoolExecutor(8) as pool:
        answers = list(pool.map(
            lambda _: client.create_game("1001", ["a", "b", "c", "d"], request_id=request_id),
            range(16)))
    assert {(a.game.name, tuple(a.seat_tokens)) for a in answers} == \
        {(answers[0].game.name, tuple(answers[0].seat_tokens))}
    assert games_listed(client) == [answers[0].game.name]


def test_the_python_client_sends_a_request_id_by_default(client: Client, server: Server) -> None:
    created = client.create_game("1001", ["a", "b"])
    game_id = created.game.name.removeprefix("games/")
    first = server.app.cache.store.load(game_id)[0]
    _, meta = decode(first.topic, first.state, server.app.cache.event_types)
    assert meta.command_hash  # the request's fingerprint, kept with its game.Created
    # ... and a new one per call: the same request twice is two games.
    assert client.create_game("1001", ["a", "b"]).game.name != created.game.name
