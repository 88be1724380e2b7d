"""Partial responses (AIP-157): `GameView` BASIC leaves the view out, FULL carries it.

SubmitCommand answers with the basic game unless asked; GetGame and WatchGame with the full
one. A game with a typed view sends it in the `view` oneof and leaves `view_json` empty.
"""

from __future__ import annotations

import dataclasses
import random

import grpc
import pytest

from clients.bot import play_game
from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from service.api import convert, mapping
from service.app.model import GameSnapshot
from service.kit.base import SPECTATOR
from tests.api.conftest import Server
from tests.api.helpers import expect_error

PLAYERS = ["Ann", "Bob", "Cid", "Dee"]


def _has_view(game: pb.Game) -> bool:
    return game.WhichOneof("view") is not None or game.HasField("view_json")


def test_submit_answers_with_the_basic_game_unless_asked_for_the_full_one(
    client: Client,
) -> None:
    created = client.create_game("1001", PLAYERS, seed=8)
    ann = client.seat(created.game.name, created.seat_tokens[0])
    basic = ann.submit("cast_vote", cards=[3])
    game = basic.game
    assert not _has_view(game)
    assert (game.name, game.game_type, list(game.players)) == (
        created.game.name, "1001", PLAYERS)
    assert game.version == basic.version and game.state == pb.Game.STATE_ACTIVE
    assert game.viewer_role == pb.VIEWER_ROLE_SEAT and game.viewer_seat == 0
    assert game.HasField("create_time") and not game.HasField("result")
    assert [e.type for e in basic.events] == ["1001.VoteCast"]
    assert basic.events[0].data["cards"] == [3]  # the caller's own events in full

    # Explicitly basic is the same; full adds the typed view and no view_json.
    bob = client.seat(created.game.name, created.seat_tokens[1])
    assert not _has_view(bob.submit("cast_vote", cards=[2], view="basic").game)
    cid = client.seat(created.game.name, created.seat_tokens[2])
    full = cid.submit("cast_vote", cards=[1], view=pb.GAME_VIEW_FULL).game
    assert full.WhichOneof("view") == "g1001" and not full.HasField("view_json")
    assert list(full.g1001.you.vote) == [1] and full.g1001.voting.voted_seats == [0, 1, 2]


def test_get_game_and_watch_are_full_unless_asked_for_the_basic_game(client: Client) -> None:
    created = client.create_game("1001", PLAYERS, seed=9)
    name, token = created.game.name, created.seat_tokens[0]
    full = client.get_game(name, token=token)
    assert full.WhichOneof("view") == "g1001" and not full.HasField("view_json")
    assert full.g1001.you.seat == 0
    basic = client.get_game(name, token=token, view="basic")
    assert not _has_view(basic)
    assert basic.version == full.version and basic.viewer_seat == 0

    update = next(iter(client.watch(name, token=token)))
    assert update.game.WhichOneof("view") == "g1001" and update.events
    stream = client.watch(name, token=token, view="basic")
    update = next(iter(stream))
    stream.cancel()
    assert not _has_view(update.game) and update.game.version == full.version
    assert [e.version for e in update.events] == list(range(1, full.version + 1))


def test_a_finished_game_is_finished_with_its_result_in_the_basic_game(client: Client) -> None:
    created = client.create_game("1001", ["a", "b"], seed=4)
    outcome = play_game(client, created.game.name, list(created.seat_tokens), random.Random(4))
    final = client.get_game(created.game.name)
    assert outcome.game.state == pb.Game.STATE_FINISHED and not _has_view(outcome.game)
    assert outcome.game.result == final.result and final.result.scores


@pytest.mark.parametrize("bad", [3, 99, -1])
def test_an_unknown_view_is_invalid_argument_and_records_nothing(
    client: Client, bad: int
) -> None:
    created = client.create_game("1001", PLAYERS, seed=10)
    name, token = created.game.name, created.seat_tokens[0]
    request = pb.SubmitCommandRequest(
        name=name, command=client.command(name, "cast_vote", cards=[3]), view=bad
    )
    md = (("authorization", f"Bearer {token}"),)
    expect_error(lambda: client.games.SubmitCommand(request, metadata=md),
                 grpc.StatusCode.INVALID_ARGUMENT, "BAD_VIEW")
    expect_error(lambda: client.games.GetGame(pb.GetGameRequest(name=name, view=bad)),
                 grpc.StatusCode.INVALID_ARGUMENT, "BAD_VIEW")
    expect_error(lambda: client.games.WatchGame(pb.WatchGameRequest(name=name, view=bad)),
                 grpc.StatusCode.INVALID_ARGUMENT, "BAD_VIEW")
    assert client.get_game(name).version == created.game.version


def test_view_json_stands_in_when_the_typed_view_fails(
    server: Server, client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    created = client.create_game("1001", PLAYERS, seed=11)
    snapshot = server.app.get(created.game.name.removeprefix("games/"), SPECTATOR)

    def broken(view: dict) -> None:
        raise KeyError("a bug in the typed mapping")

    by_game_type = mapping.table().by_game_type
    monkeypatch.setitem(by_game_type, "1001",
                        dataclasses.replace(by_game_type["1001"], view=broken))
    game = convert.game(snapshot, SPECTATOR)
    assert game.WhichOneof("view") is None and game.view_json["turn"] == snapshot.view["turn"]
    basic = dataclasses.replace(snapshot, view=None)
    assert isinstance(basic, GameSnapshot)
    assert not _has_view(convert.game(basic, SPECTATOR, full=False))
