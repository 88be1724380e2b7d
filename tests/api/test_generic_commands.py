"""A game without typed proto messages is playable at once through `GenericCommand`
(here the application tests' guessing game, served next to 1001)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest

from clients.bot import play_game
from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from service.api.server import started
from service.app.application import GameApp
from service.app.store import open_store
from service.kit.registry import games
from tests.api.helpers import expect_error
from tests.app import guessing_game


@pytest.fixture
def guess_client(tmp_path: Path) -> Iterator[Client]:
    rules = {**games(), "guess": guessing_game.GAME}
    with started(GameApp(open_store(tmp_path), rules=rules)) as running, \
            Client(f"127.0.0.1:{running.port}") as client:
        yield client


def test_a_game_without_typed_commands_plays_to_the_end(guess_client: Client) -> None:
    created = guess_client.create_game("guess", ["a", "b"], seed=3)
    assert created.game.WhichOneof("view") is None and created.game.view_json
    answer = guess_client.legal(created.game.name, token=created.seat_tokens[0])
    legal = list(answer.commands)
    assert legal and all(c.WhichOneof("game") == "generic" for c in legal)
    assert legal[0].generic.game_type == "guess" and legal[0].generic.command == "guess"
    # A game without words of its own: the kit's generic label and sentence.
    assert answer.words[0].label.startswith("Guess value ")
    assert [e.text for e in guess_client.events(created.game.name)][0].startswith(
        "The game begins: a and b")

    guess_client.submit(created.game.name, "guess", value=2, token=created.seat_tokens[1])
    outcome = play_game(guess_client, created.game.name, list(created.seat_tokens),
                        random.Random(1))
    assert outcome.game.state == pb.Game.STATE_FINISHED


def test_a_game_without_a_typed_view_sends_view_json_in_the_full_game_only(
    guess_client: Client,
) -> None:
    created = guess_client.create_game("guess", ["a", "b"], seed=3)
    name, token = created.game.name, created.seat_tokens[0]
    full = guess_client.get_game(name, token=token)
    assert full.WhichOneof("view") is None and "my_guess" not in full.view_json
    answer = guess_client.submit(name, "guess", value=2, token=token, view="full")
    assert answer.game.view_json["my_guess"] == 2
    basic = guess_client.submit(name, "guess", value=2, token=created.seat_tokens[1]).game
    assert not basic.HasField("view_json") and basic.version > full.version


def test_bad_generic_commands_are_invalid_argument(guess_client: Client) -> None:
    created = guess_client.create_game("guess", ["a", "b"], seed=3)
    name, token = created.game.name, created.seat_tokens[0]

    def generic(game_type: str, command: str, **fields: object) -> pb.Command:
        out = pb.Command(generic=pb.GenericCommand(game_type=game_type, command=command))
        out.generic.fields.update(fields)
        return out

    cases = [
        (generic("", "guess", value=1), "MISSING_GAME_TYPE"),
        (generic("chess", "guess", value=1), "INVALID_ARGUMENT"),
        (generic("guess", "fold", value=1), "UNKNOWN_COMMAND"),
        (generic("guess", "guess", colour=1), "BAD_COMMAND_FIELD"),
        (generic("guess", "guess", seat=1), "BAD_COMMAND_FIELD"),
        (generic("guess", "guess", value="six"), "BAD_COMMAND_FIELD"),
        (generic("guess", "guess", value=1.5), "BAD_COMMAND_FIELD"),
        (generic("1001", "end_turn"), "INVALID_ARGUMENT"),  # another game's command
    ]
    for command, reason in cases:
        expect_error(lambda c=command: guess_client.submit(name, c, token=token),
                     grpc.StatusCode.INVALID_ARGUMENT, reason)
    assert guess_client.get_game(name).version == created.game.version


def test_typed_games_accept_generic_commands_too(client: Client) -> None:
    created = client.create_game("1001", ["a", "b"], seed=5)
    vote = pb.Command(generic=pb.GenericCommand(game_type="1001", command="cast_vote"))
    vote.generic.fields.update({"cards": [2, 3]})
    response = client.submit(created.game.name, vote, token=created.seat_tokens[0], view="full")
    assert list(response.game.g1001.you.vote) == [2, 3]
