"""Every registered game's commands, fuzzed through gRPC — typed (any game's oneof field,
randomly filled), `GenericCommand` (any game and command name, fields of any JSON type)
and offered commands bent one field at a time, from any token — are never answered
UNKNOWN or INTERNAL; offered ones are played, so the fuzz reaches every phase."""

from __future__ import annotations

import dataclasses
import random

import grpc
import pytest

from clients.client import GAME_FIELDS, Client
from scheherazade.v1 import game_service_pb2 as pb
from service.kit.registry import games
from tests.contract.conftest import AUDITOR
from tests.contract.fuzzing import fill, random_json

SERVER_FAULTS = (grpc.StatusCode.UNKNOWN, grpc.StatusCode.INTERNAL)
REQUESTS = 300


def generic(rng: random.Random, game_type: str) -> pb.Command:
    rules = games()[game_type]
    game = rng.choice([game_type, game_type, *games(), "", "chess"])
    name = rng.choice([*rules.command_types, "", "nope"])
    cls = rules.command_types.get(name)
    known = [f.name for f in dataclasses.fields(cls)] if cls else []
    out = pb.Command(generic=pb.GenericCommand(game_type=game, command=name))
    keys = [*known, "seat", "junk"]
    out.generic.fields.update(
        {k: random_json(rng) for k in rng.sample(keys, rng.randrange(len(keys) + 1))}
    )
    return out


def typed(rng: random.Random, names: list[str]) -> pb.Command:
    out = pb.Command()
    field = rng.choice([f for f in GAME_FIELDS if f != "generic"])
    fill(rng, getattr(out, field), names)
    getattr(out, field).SetInParent()
    return out


def bent(rng: random.Random, command: pb.Command, names: list[str]) -> pb.Command:
    """An offered command with some of its fields filled at random."""
    out = pb.Command()
    out.CopyFrom(command)
    kind = out.WhichOneof("game")
    body = getattr(out, kind)
    if kind == "generic":
        keys = list(body.fields.keys()) or ["junk"]
        body.fields.update({rng.choice(keys): random_json(rng)})
    else:
        fill(rng, body, names)
    return out


@pytest.mark.parametrize("game_type", list(games()))
def test_fuzzed_commands_never_fault_the_server(client: Client, game_type: str) -> None:
    rules = games()[game_type]
    rng = random.Random(f"api-fuzz:{game_type}")
    players = [f"p{i}" for i in range(rules.max_players)]
    codes: set[grpc.StatusCode] = set()
    created = None
    for _ in range(REQUESTS):
        if created is None or client.get_game(created.game.name).state != pb.Game.STATE_ACTIVE:
            created = client.create_game(game_type, players, dict(rules.variants[0]), seed=5)
        name, tokens = created.game.name, list(created.seat_tokens)
        seat = rng.randrange(len(tokens))
        offered = client.legal_commands(name, token=tokens[seat])
        pick = rng.random()
        if offered and pick < 0.3:
            command, token = rng.choice(offered), tokens[seat]  # play on
        else:
            command = (
                bent(rng, rng.choice(offered), [name]) if offered and pick < 0.6
                else generic(rng, game_type) if pick < 0.8
                else typed(rng, [name])
            )
            token = rng.choice([*tokens, tokens[seat], None, "junk", AUDITOR])
        version = client.get_game(name, view="basic").version
        try:
            client.submit(
                name, command, token=token,
                command_id=rng.choice([None, None, "", "x" * 200, "same"]),
                expected_version=rng.choice([None, None, version, version - 1, 2**62]),
            )
            codes.add(grpc.StatusCode.OK)
        except grpc.RpcError as err:
            assert err.code() not in SERVER_FAULTS, f"{err.details()} for {command}"
            codes.add(err.code())
    wanted = {grpc.StatusCode.OK, grpc.StatusCode.INVALID_ARGUMENT,
              grpc.StatusCode.FAILED_PRECONDITION}
    assert wanted <= codes, codes
