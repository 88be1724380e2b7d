"""Every bad request gets its own status code and ErrorInfo, and records nothing."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import grpc
import pytest

from clients.client import Client
from scheherazade.v1 import analytics_service_pb2 as apb
from scheherazade.v1 import g1001_pb2 as g1
from scheherazade.v1 import game_service_pb2 as pb
from service.api import requests
from tests.api.conftest import AUDITOR
from tests.api.helpers import expect_error

INVALID = grpc.StatusCode.INVALID_ARGUMENT


@dataclass
class Table:
    client: Client
    name: str
    tokens: list[str]
    day: list[int]  # active team on turn 1
    night: list[int]

    def version(self) -> int:
        return self.client.get_game(self.name, token=AUDITOR).version

    def submit_raw(self, request: pb.SubmitCommandRequest, token: str | None) -> Any:
        metadata = (("authorization", f"Bearer {token}"),) if token else ()
        return self.client.games.SubmitCommand(request, metadata=metadata, timeout=10)


@pytest.fixture
def table(client: Client) -> Iterator[Table]:
    created = client.create_game("1001", ["Ann", "Bob", "Cid", "Dee"], seed=11)
    view = created.game.g1001
    assert view.phase == g1.G1001_PHASE_VOTING and view.active_team == g1.G1001_TEAM_DAY
    yield Table(client, created.game.name, list(created.seat_tokens), list(view.day.seats),
                list(view.night.seats))


def _vote(*cards: int) -> pb.Command:
    return pb.Command(g1001=g1.G1001Command(cast_vote=g1.G1001CastVote(cards=cards)))


def _unchanged(table: Table, call: Callable[[], Any], code: grpc.StatusCode, reason: str) -> None:
    before = table.version()
    events_before = len(list(table.client.events(table.name, token=AUDITOR)))
    expect_error(call, code, reason)
    assert table.version() == before
    assert len(list(table.client.events(table.name, token=AUDITOR))) == events_before


# ---------------------------------------------------------------------- tokens


def test_submit_without_a_token_is_unauthenticated(table: Table) -> None:
    _unchanged(table, lambda: table.client.submit(table.name, _vote(1)),
               grpc.StatusCode.UNAUTHENTICATED, "UNAUTHENTICATED")


def test_a_wrong_token_is_unauthenticated(table: Table) -> None:
    _unchanged(table, lambda: table.client.submit(table.name, _vote(1), token="nope"),
               grpc.StatusCode.UNAUTHENTICATED, "UNAUTHENTICATED")
    expect_error(lambda: table.client.get_game(table.name, token="nope"),
                 grpc.StatusCode.UNAUTHENTICATED, "UNAUTHENTICATED")


def test_a_token_of_another_game_is_unauthenticated(table: Table, client: Client) -> None:
    other = client.create_game("1001", ["X", "Y"], seed=1)
    _unchanged(table, lambda: client.submit(table.name, _vote(1), token=other.seat_tokens[0]),
               grpc.StatusCode.UNAUTHENTICATED, "UNAUTHENTICATED")


def test_a_malformed_authorization_header_is_unauthenticated(table: Table) -> None:
    for header in ("Basic abc", "Bearer", "Bearer    ", table.tokens[0]):
        _unchanged(
            table,
            lambda h=header: table.client.games.SubmitCommand(
                pb.SubmitCommandRequest(name=table.name, command=_vote(1)),
                metadata=(("authorization", h),),
            ),
            grpc.StatusCode.UNAUTHENTICATED,
            "MALFORMED_AUTHORIZATION",
        )


def test_the_auditor_may_look_but_not_play(table: Table) -> None:
    _unchanged(table, lambda: table.client.submit(table.name, _vote(1), token=AUDITOR),
               grpc.StatusCode.PERMISSION_DENIED, "PERMISSION_DENIED")


# ---------------------------------------------------------------------- rules


def test_a_move_of_the_wrong_phase_is_refused_with_the_rule_code(table: Table) -> None:
    active = table.tokens[table.day[0]]
    _unchanged(table, lambda: table.client.submit(table.name, "end_turn", token=active),
               grpc.StatusCode.FAILED_PRECONDITION, "WRONG_PHASE")
    _unchanged(table, lambda: table.client.submit(table.name, "buy_reward", reward="x",
                                                  token=active),
               grpc.StatusCode.FAILED_PRECONDITION, "WRONG_PHASE")


def test_a_move_that_belongs_to_the_other_team_is_refused(table: Table) -> None:
    active = table.tokens[table.day[0]]
    _unchanged(table, lambda: table.client.submit(table.name, "choose_vizier", direction=2,
                                                  token=active),
               grpc.StatusCode.FAILED_PRECONDITION, "NOT_ON_TEAM")
    opposing = table.tokens[table.night[0]]
    _unchanged(table, lambda: table.client.submit(table.name, "discard_gem", colour="red",
                                                  token=opposing),
               grpc.StatusCode.FAILED_PRECONDITION, "NO_PENDING_CHOICE")


def test_voting_twice_is_refused(table: Table) -> None:
    seat = table.tokens[table.day[0]]
    table.client.submit(table.name, _vote(2), token=seat)
    _unchanged(table, lambda: table.client.submit(table.name, _vote(3), token=seat),
               grpc.StatusCode.FAILED_PRECONDITION, "ALREADY_VOTED")


def test_a_stale_expected_version_is_aborted(table: Table) -> None:
    version = table.version()
    info = expect_error(
        lambda: table.client.submit(table.name, _vote(1), token=table.tokens[0],
                                    expected_version=version - 1),
        grpc.StatusCode.ABORTED, "VERSION_CONFLICT",
    )
    assert info.metadata["actual_version"] == str(version)
    assert info.metadata["expected_version"] == str(version - 1)
    assert table.version() == version
    response = table.client.submit(table.name, _vote(1), token=table.tokens[0],
                                   expected_version=version)
    assert response.version > version


# ---------------------------------------------------------------------- not found


def test_an_unknown_game_is_not_found_everywhere(client: Client) -> None:
    name = "games/0000000000000000"
    calls = [
        lambda: client.get_game(name),
        lambda: client.legal_commands(name),
        lambda: client.submit(name, _vote(1), token="t"),
        lambda: list(client.events(name)),
        lambda: list(client.watch(name)),
        lambda: client.replay(name, 1),
    ]
    for call in calls:
        expect_error(call, grpc.StatusCode.NOT_FOUND, "GAME_NOT_FOUND")


# ---------------------------------------------------------------------- malformed


@pytest.mark.parametrize(
    ("request_fields", "reason"),
    [
        ({"name": ""}, "MISSING_NAME"),
        ({"name": "game/abc"}, "BAD_NAME"),
        ({"name": "games/"}, "BAD_NAME"),
        ({"name": "games/ABC!"}, "BAD_NAME"),
        ({"name": "games/" + "a" * 100}, "BAD_NAME"),
        ({"command_id": "has space"}, "BAD_COMMAND_ID"),
        ({"command_id": "x" * 129}, "BAD_COMMAND_ID"),
        ({"expected_version": -1}, "BAD_EXPECTED_VERSION"),
        ({"command": None}, "MISSING_COMMAND"),
        ({"command": pb.Command()}, "MISSING_COMMAND"),
        ({"command": pb.Command(g1001=g1.G1001Command())}, "MISSING_COMMAND"),
        # Transport limits, the same for every game; bad values are the rules' to refuse
        # (tests/api/test_<game>_bad_commands.py).
        ({"command": _vote(*[1] * 65)}, "TOO_MANY_ITEMS"),
        ({"command": pb.Command(g1001=g1.G1001Command(
            buy_reward=g1.G1001BuyReward(reward="r" * 257)))}, "TEXT_TOO_LONG"),
    ],
)
def test_a_malformed_submit_is_invalid_argument(
    table: Table, request_fields: dict[str, Any], reason: str
) -> None:
    fields = {"name": table.name, "command": _vote(1), **request_fields}
    if fields["command"] is None:
        del fields["command"]
    request = pb.SubmitCommandRequest(**fields)
    _unchanged(table, lambda: table.submit_raw(request, table.tokens[table.day[0]]),
               INVALID, reason)


@pytest.mark.parametrize(
    ("command", "reason"),
    [
        (_vote(7), "BAD_CARD"),
        (_vote(), "WRONG_CARD_COUNT"),
        (_vote(1, 2, 3), "WRONG_CARD_COUNT"),
        (pb.Command(g1001=g1.G1001Command(discard_gem=g1.G1001DiscardGem())),
         "NO_PENDING_CHOICE"),
        (pb.Command(g1001=g1.G1001Command(exchange_tokens=g1.G1001ExchangeTokens(red=-1))),
         "WRONG_PHASE"),
    ],
)
def test_a_typed_command_the_rules_refuse_is_failed_precondition(
    table: Table, command: pb.Command, reason: str
) -> None:
    """The values of a well-formed command are the rules' to judge, typed or generic."""
    request = pb.SubmitCommandRequest(name=table.name, command=command)
    _unchanged(table, lambda: table.submit_raw(request, table.tokens[table.day[0]]),
               grpc.StatusCode.FAILED_PRECONDITION, reason)


def test_a_command_id_reused_by_another_seat_is_invalid(table: Table) -> None:
    table.client.submit(table.name, _vote(1), token=table.tokens[0], command_id="same")
    _unchanged(table, lambda: table.client.submit(table.name, _vote(1), token=table.tokens[1],
                                                  command_id="same"),
               INVALID, "INVALID_ARGUMENT")


def test_bytes_that_are_not_a_request_are_invalid_argument(table: Table) -> None:
    call = table.client.channel.unary_unary("/scheherazade.v1.GameService/SubmitCommand")
    _unchanged(table, lambda: call(b"\xff\xff\xff\xff", timeout=10), INVALID,
               "MALFORMED_REQUEST")


@pytest.mark.parametrize(
    ("players", "options", "seed", "game_type"),
    [
        (["a"], {}, None, "1001"),
        ([f"p{i}" for i in range(9)], {}, None, "1001"),
        (["a", ""], {}, None, "1001"),
        (["a", "x" * 65], {}, None, "1001"),
        (["a", "b"], {"colour": 1}, None, "1001"),
        (["a", "b"], {"day_seats": [0, 1]}, None, "1001"),
        (["a", "b"], {"day_seats": "zero"}, None, "1001"),
        (["a", "b"], {"day_seats": [math.nan]}, None, "1001"),
        (["a", "b"], {}, -1, "1001"),
        (["a", "b"], {}, None, "chess"),
        (["a", "b"], {}, None, ""),
    ],
)
def test_a_malformed_create_is_invalid_argument(
    client: Client, players: list[str], options: dict[str, Any], seed: int | None,
    game_type: str,
) -> None:
    request = pb.CreateGameRequest(game_type=game_type, players=players, seed=seed)
    request.options.update(options)
    expect_error(lambda: client.games.CreateGame(request, timeout=10), INVALID)
    assert list(client.list_games()) == []


def forged(scope: str, position: str) -> str:
    return requests.encode_page_token(scope, position)


def test_bad_pages_and_versions_are_invalid_argument(table: Table, client: Client) -> None:
    g, a = client.games, client.analytics
    other_game_token = g.ListGameEvents(
        pb.ListGameEventsRequest(name=table.name, page_size=1), timeout=10
    ).next_page_token
    other = client.create_game("1001", ["X", "Y"], seed=2).game.name
    cases = [
        (lambda: g.ListGames(pb.ListGamesRequest(page_size=-1)), "BAD_PAGE_SIZE"),
        (lambda: g.ListGames(pb.ListGamesRequest(page_token="garbage!")), "BAD_PAGE_TOKEN"),
        (lambda: g.ListGames(pb.ListGamesRequest(page_token=other_game_token)), "BAD_PAGE_TOKEN"),
        (lambda: g.ListGameEvents(pb.ListGameEventsRequest(name=table.name, page_size=-5)),
         "BAD_PAGE_SIZE"),
        (lambda: g.ListGameEvents(pb.ListGameEventsRequest(name=other,
                                                           page_token=other_game_token)),
         "BAD_PAGE_TOKEN"),
        (lambda: g.ListLegalCommands(pb.ListLegalCommandsRequest(name="x")), "BAD_NAME"),
        (lambda: g.WatchGame(pb.WatchGameRequest(name=table.name, from_version=-1)),
         "BAD_FROM_VERSION"),
        (lambda: g.WatchGame(pb.WatchGameRequest(name=table.name, from_version=10**6)),
         "BAD_FROM_VERSION"),
        (lambda: a.ReplayGame(apb.ReplayGameRequest(name=table.name, version=0)),
         "BAD_VERSION"),
        (lambda: a.ReplayGame(apb.ReplayGameRequest(name=table.name, version=10**6)),
         "BAD_VERSION"),
        (lambda: a.GetStatistic(apb.GetStatisticRequest(name="")), "MISSING_NAME"),
        (lambda: a.GetStatistic(apb.GetStatisticRequest(name="stats/x")), "BAD_NAME"),
        (lambda: a.ListStatistics(apb.ListStatisticsRequest(page_size=-1)), "BAD_PAGE_SIZE"),
    ]
    # Page tokens are only base64: a forged one with a position beyond SQL's integers, or
    # with digits Python's int() takes but ASCII does not have, is refused, not INTERNAL.
    for position in (str(10**19), str(2**63), "\u00b2", "-1", ""):
        cases += [
            (lambda p=position: g.ListGames(pb.ListGamesRequest(page_token=forged("games", p))),
             "BAD_PAGE_TOKEN"),
            (lambda p=position: g.ListGameEvents(pb.ListGameEventsRequest(
                name=table.name, page_token=forged(f"events/{table.name[6:]}", p))),
             "BAD_PAGE_TOKEN"),
            (lambda p=position: a.ListStatistics(apb.ListStatisticsRequest(
                page_token=forged("statistics", p))), "BAD_PAGE_TOKEN"),
        ]
    for call, reason in cases:
        expect_error(call, INVALID, reason)


def test_spectators_have_no_legal_commands(table: Table) -> None:
    assert table.client.legal_commands(table.name) == []
    assert table.client.legal_commands(table.name, token=AUDITOR) == []
    assert table.client.legal_commands(table.name, token=table.tokens[0])
