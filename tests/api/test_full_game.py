"""Whole 1001 games through a real server: random legal commands on every seat."""

from __future__ import annotations

import random

import pytest

from clients.bot import play_game
from clients.client import Client
from scheherazade.v1 import g1001_pb2 as g1
from scheherazade.v1 import game_service_pb2 as pb
from tests.api.conftest import AUDITOR, Server


@pytest.mark.parametrize("players", [2, 3, 5])
def test_random_game_ends_and_get_game_reports_the_winner(client: Client, players: int) -> None:
    names = [f"p{i}" for i in range(players)]
    created = client.create_game("1001", names, seed=1000 + players)
    assert len(created.seat_tokens) == players
    assert created.game.viewer_role == pb.VIEWER_ROLE_SPECTATOR

    outcome = play_game(
        client, created.game.name, list(created.seat_tokens), random.Random(players)
    )

    final = client.get_game(created.game.name, token=created.seat_tokens[0])
    assert final.state == pb.Game.STATE_FINISHED
    assert final.g1001.phase == g1.G1001_PHASE_OVER
    assert final.g1001.turn == 8
    assert list(final.result.winners) == list(outcome.game.result.winners)
    assert list(final.result.winners) == list(final.g1001.result.winners)
    assert list(final.result.scores) == list(final.g1001.result.scores)
    best = max(final.result.scores)
    assert list(final.result.winners) == [i for i, s in enumerate(final.result.scores) if s == best]
    # Every seat, the spectator and the auditor agree on the result.
    for token in [*created.seat_tokens, AUDITOR, None]:
        seen = client.get_game(created.game.name, token=token)
        assert seen.result == final.result
        assert seen.version == final.version


def test_history_pages_cover_every_version_once(client: Client) -> None:
    created = client.create_game("1001", ["a", "b", "c", "d"], seed=5)
    play_game(client, created.game.name, list(created.seat_tokens), random.Random(5))
    final = client.get_game(created.game.name)
    versions = [e.version for e in client.events(created.game.name, page_size=7)]
    assert versions == list(range(1, final.version + 1))
    assert [e.type for e in client.events(created.game.name)][0] == "game.Created"


def test_same_seeds_play_the_same_game(server: Server, client: Client) -> None:
    def play() -> list[tuple[str, dict]]:
        created = client.create_game("1001", ["a", "b", "c", "d"], seed=77)
        play_game(client, created.game.name, list(created.seat_tokens), random.Random(3))
        return [
            (e.type, {k: v for k, v in e.data.items() if k not in ("created_at", "deadline", "at")})
            for e in client.events(created.game.name, token=AUDITOR)
        ]

    first, second = play(), play()
    assert len(first) > 50
    assert [t for t, _ in first] == [t for t, _ in second]
    assert first[1:] == second[1:]


def test_list_games_pages_through_all_games(client: Client) -> None:
    names = {client.create_game("1001", ["a", "b"], seed=i).game.name for i in range(5)}
    listed = list(client.list_games(page_size=2))
    assert {g.name for g in listed} == names
    assert all(not g.HasField("view_json") for g in listed)
    assert all(g.state == pb.Game.STATE_ACTIVE and g.game_type == "1001" for g in listed)
