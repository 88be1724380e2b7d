"""The web port answers both browser protocols, Connect and gRPC-Web, with the same answers
as gRPC: created games, a seat's own view, refusals with their ErrorInfo reason, and the
WatchGame and ReplaySteps streams. Driven by connectrpc's own client, as a browser's library
would."""

from __future__ import annotations

import asyncio

import pytest
from connectrpc.errors import ConnectError
from connectrpc.protocol import ProtocolType
from google.rpc import error_details_pb2

from scheherazade.v1 import analytics_service_connect as aconnect
from scheherazade.v1 import analytics_service_pb2 as apb
from scheherazade.v1 import game_service_connect as gconnect
from scheherazade.v1 import game_service_pb2 as pb
from tests.clients.web_support import served


def _reason(err: ConnectError) -> str:
    (detail,) = err.details
    return error_details_pb2.ErrorInfo.FromString(detail.message_bytes).reason


async def _session(url: str, protocol: ProtocolType) -> dict:
    client = gconnect.GameServiceClient(url.rstrip("/"), protocol=protocol)
    created = await client.create_game(pb.CreateGameRequest(
        game_type="1001", players=["Ann", "Bob"], seed=3))
    name, token = created.game.name, created.seat_tokens[0]
    seat = {"authorization": f"Bearer {token}"}
    mine = await client.get_game(pb.GetGameRequest(name=name), headers=seat)
    legal = await client.list_legal_commands(pb.ListLegalCommandsRequest(name=name),
                                             headers=seat)
    try:
        await client.get_game(pb.GetGameRequest(name="games/nope"))
        missing = None
    except ConnectError as err:
        missing = (err.code.name, _reason(err))
    try:
        await client.submit_command(pb.SubmitCommandRequest(
            name=name, command=legal.commands[0], command_id="x"))  # no token: a spectator
        refused = None
    except ConnectError as err:
        refused = (err.code.name, _reason(err))
    updates = []
    async for update in client.watch_game(pb.WatchGameRequest(name=name, from_version=0)):
        updates.append(update)
        break
    analytics = aconnect.AnalyticsServiceClient(url.rstrip("/"), protocol=protocol)
    steps = [s.version async for s in analytics.replay_steps(
        apb.ReplayStepsRequest(name=name), headers=seat)]
    return {"seat": mine.viewer_seat, "legal": len(legal.commands), "missing": missing,
            "refused": refused, "first_update_events": len(updates[0].events),
            "steps": steps, "version": mine.version}


@pytest.mark.parametrize("protocol", [ProtocolType.CONNECT, ProtocolType.GRPC_WEB])
def test_connect_and_grpc_web_answer_as_grpc_does(tmp_path, protocol):
    with served(tmp_path / "data") as (_, url):
        seen = asyncio.run(_session(url, protocol))
    assert seen["seat"] == 0 and seen["legal"] > 0
    assert seen["missing"] == ("NOT_FOUND", "GAME_NOT_FOUND")
    assert seen["refused"] == ("UNAUTHENTICATED", "UNAUTHENTICATED")  # a command needs a token
    assert seen["first_update_events"] >= 1
    assert seen["steps"] == list(range(1, seen["version"] + 1))
