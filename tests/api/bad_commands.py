"""Helpers of the bad-command tests (tests/api/test_<game>_bad_commands.py): a bad command
gets one answer whichever way it is sent, typed (`Command.<game>`) or as a
`GenericCommand`: the API only converts types, the rules judge the values
(FAILED_PRECONDITION with the rule's code), and the transport limits are the same for every
game and both ways (INVALID_ARGUMENT). Each case goes through a real channel both ways, must
get the same status code and ErrorInfo reason, and records nothing."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import grpc
import pytest

from clients.client import Client, error_info
from scheherazade.v1 import game_service_pb2 as pb
from tests.api.conftest import AUDITOR

FP = grpc.StatusCode.FAILED_PRECONDITION
INVALID = grpc.StatusCode.INVALID_ARGUMENT
SAME = object()  # the generic fields are the typed ones
TOO_LONG = "x" * 300
# A case: command name, typed fields, generic fields (SAME), the expected code and reason.
Case = tuple[str, dict[str, Any], Any, grpc.StatusCode, str]


def typed(field: str, command: str, fields: dict[str, Any]) -> pb.Command:
    out = pb.Command()
    getattr(getattr(out, field), command).SetInParent()
    for key, value in fields.items():
        target = getattr(getattr(out, field), command)
        if isinstance(value, list):
            getattr(target, key).extend(value)
        else:
            setattr(target, key, value)
    return out


def generic(game_type: str, command: str, fields: dict[str, Any]) -> pb.Command:
    generic = pb.GenericCommand(game_type=game_type, command=command)
    generic.fields.update(fields)
    return pb.Command(generic=generic)


def answer(client: Client, name: str, token: str, command: pb.Command) -> tuple[Any, str]:
    with pytest.raises(grpc.RpcError) as caught:
        client.submit(name, command, token=token)
    info = error_info(caught.value)
    assert info is not None, caught.value.details()
    return caught.value.code(), info.reason


def check_cases(client: Client, name: str, token: str, game_type: str, field: str,
                cases: list[Case]) -> None:
    """Each case sent typed and generic: the same (code, reason) both ways, the case's, and
    nothing recorded."""
    before = client.get_game(name, token=AUDITOR).version
    for command, as_typed, as_generic, code, reason in cases:
        as_generic = as_typed if as_generic is SAME else as_generic
        got_typed = answer(client, name, token, typed(field, command, as_typed))
        got_generic = answer(client, name, token, generic(game_type, command, as_generic))
        where = f"{command} typed {as_typed}, generic {as_generic}"
        assert got_typed == got_generic, f"{where}: {got_typed} != {got_generic}"
        assert got_typed == (code, reason), f"{where}: {got_typed}"
    assert client.get_game(name, token=AUDITOR).version == before, "a refusal recorded"


def drive(client: Client, name: str, tokens: list[str], rng: random.Random,
           until: Callable[[list[tuple[int, pb.Command]]], bool],
           steps: int = 200) -> list[tuple[int, Any]]:
    """Play random legal commands until `until(legal)`; the legal (seat, command)s then."""
    for _ in range(steps):
        legal = [(seat, c) for seat, t in enumerate(tokens)
                 for c in client.legal_commands(name, token=t)]
        if until(legal):
            return legal
        if not legal:
            raise AssertionError("the game ended before the wanted position")
        seat, command = rng.choice(legal)
        client.submit(name, command, token=tokens[seat])
    raise AssertionError("the wanted position did not come")
