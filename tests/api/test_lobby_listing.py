"""What a lobby asks of the service (issue 28), through a real channel: the games a server
runs with their options (ListGameTypes), and games newest first, a page at a time,
filtered by type and state (ListGames)."""

from __future__ import annotations

import grpc
import pytest
from google.protobuf import json_format

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from service.kit.registry import games


def _names(client: Client, **request: object) -> list[str]:
    """Every game's name, following next_page_token (at most 100 pages)."""
    names: list[str] = []
    token = ""
    for _ in range(100):
        page = client.games.ListGames(pb.ListGamesRequest(page_token=token, **request), timeout=10)
        names += [g.name for g in page.games]
        token = page.next_page_token
        if not token:
            return names
    raise AssertionError("next_page_token never ends")


def test_game_types_name_every_game_with_its_seats_and_options(client: Client) -> None:
    answer = client.games.ListGameTypes(pb.ListGameTypesRequest(), timeout=10)
    by_type = {t.game_type: t for t in answer.game_types}
    assert set(by_type) == set(games())
    emira = by_type["emira"]
    assert (emira.title, emira.min_players, emira.max_players) == ("Emira", 3, 5)
    assert [o.name for o in emira.options] == ["advanced"]
    assert emira.options[0].kind == "bool" and emira.options[0].default_value.bool_value is False
    tales = {o.name: o for o in by_type["tales"].options}
    assert json_format.MessageToDict(tales["variant"].choices) == ["basic", "classic", "timed"]
    assert (tales["rounds"].low, tales["rounds"].high) == (1, 200)
    assert not tales["rounds"].HasField("default_value")  # nothing recorded unless given


def test_newest_first_pages_give_every_game_once_in_reverse(client: Client) -> None:
    made = [client.create_game("treasures" if i % 2 else "1001",
                               ["a", "b", "c", "d"] if i % 2 == 0 else ["a", "b"],
                               seed=i).game.name for i in range(7)]
    oldest_first = [n for n in _names(client, page_size=3) if n in made]
    newest_first = [n for n in _names(client, page_size=3, newest_first=True) if n in made]
    assert oldest_first == made
    assert newest_first == made[::-1]
    first = client.games.ListGames(pb.ListGamesRequest(page_size=1, newest_first=True), timeout=10)
    assert first.games[0].name == made[-1]


def test_filters_by_type_and_state(client: Client) -> None:
    made = {i: client.create_game("treasures", ["a", "b"], seed=100 + i).game.name
            for i in range(3)}
    other = client.create_game("emira", ["a", "b", "c"], seed=7).game.name
    treasures = _names(client, game_type="treasures", page_size=2, newest_first=True)
    assert [n for n in treasures if n in made.values()] == [made[2], made[1], made[0]]
    assert other not in treasures
    active = _names(client, state=pb.Game.STATE_ACTIVE)
    assert set(made.values()) | {other} <= set(active)
    assert not set(_names(client, state=pb.Game.STATE_FINISHED)) & (set(made.values()) | {other})


@pytest.mark.parametrize(("request_", "reason"), [
    ({"game_type": "chess"}, "unknown game type"),
    ({"state": 7}, "state must be"),
])
def test_a_bad_filter_is_refused_in_words(client: Client, request_: dict, reason: str) -> None:
    with pytest.raises(grpc.RpcError) as caught:
        client.games.ListGames(pb.ListGamesRequest(**request_), timeout=10)
    assert caught.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert reason in caught.value.details()
