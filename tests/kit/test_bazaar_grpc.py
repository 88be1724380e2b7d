"""Bazaar through a real gRPC server process that knows the game only from the environment
(`SCHEHERAZADE_GAMES=tests.kit.bazaar`): commands travel as `GenericCommand`, the view as
`view_json`, rule refusals as FAILED_PRECONDITION with the rule's code."""

from __future__ import annotations

from collections.abc import Iterator

import grpc
import pytest

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from tests.api.helpers import expect_error
from tests.kit.server_support import AUDITOR, generic, play_to_end, serve, view


@pytest.fixture(scope="module")
def address(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with serve(tmp_path_factory.mktemp("bazaar-server"), "--no-project") as address:
        yield address


@pytest.fixture
def client(address: str) -> Iterator[Client]:
    with Client(address, timeout=10) as c:
        yield c


def test_a_game_plugged_in_by_the_environment_plays_to_the_end(client: Client) -> None:
    created = client.create_game("bazaar", ["ann", "bob", "cy"], seed=9)
    name, tokens = created.game.name, list(created.seat_tokens)
    assert created.game.game_type == "bazaar" and created.game.view_json["phase"] == "bidding"
    play_to_end(client, name, tokens)
    game = client.get_game(name, token=AUDITOR)
    assert game.state == pb.Game.STATE_FINISHED
    final = dict(game.view_json)
    assert final["phase"] == "over" and len(final["merchant"]) == 3
    assert list(game.result.scores) == [int(s) for s in final["scores"]]


def test_a_secret_bid_shows_only_to_its_bidder_and_the_auditor(client: Client) -> None:
    created = client.create_game("bazaar", ["ann", "bob"], seed=4)
    name, (ann, bob) = created.game.name, created.seat_tokens
    answer = client.submit(name, generic("bid", amount=7), token=ann, view="full")
    assert answer.game.view_json["my_bid"] == 7
    assert "my_bid" not in view(client, name, bob) and "bids" not in view(client, name, bob)
    assert "bids" not in view(client, name, None)
    assert view(client, name, AUDITOR)["bids"][0] == 7
    as_bob = [e for e in client.events(name, token=bob) if e.type == "bazaar.BidPlaced"]
    assert len(as_bob) == 1 and as_bob[0].redacted and "amount" not in as_bob[0].data


def test_legal_commands_come_back_as_generic_commands(client: Client) -> None:
    created = client.create_game("bazaar", ["ann", "bob"], seed=4)
    legal = client.legal_commands(created.game.name, token=created.seat_tokens[1])
    assert [c.generic.command for c in legal] == ["bid"] * 11
    assert [c.generic.fields["amount"] for c in legal] == list(range(11))


def test_a_refused_command_is_a_failed_precondition_with_the_rules_code(client: Client) -> None:
    created = client.create_game("bazaar", ["ann", "bob"], seed=4)
    name, (ann, bob) = created.game.name, created.seat_tokens
    client.submit(name, generic("bid", amount=1), token=ann)
    expect_error(lambda: client.submit(name, generic("bid", amount=1), token=ann),
                 grpc.StatusCode.FAILED_PRECONDITION, "ALREADY_BID")
    expect_error(lambda: client.submit(name, generic("take_good", good="silk"), token=bob),
                 grpc.StatusCode.FAILED_PRECONDITION, "NO_PENDING_DECISION")
    expect_error(lambda: client.submit(name, generic("merchant_takes", good="silk"), token=bob),
                 grpc.StatusCode.INVALID_ARGUMENT, "UNKNOWN_COMMAND")
