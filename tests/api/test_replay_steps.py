"""ReplaySteps: a game's every version from one read and one fold, each step the same as a
ReplayGame of that version for the same caller (secrets redacted alike), and `replay`'s
stepper reading the game once however the viewer moves."""

from __future__ import annotations

import random
from typing import Any

import grpc
import pytest

from clients.bot import RandomBot, play_game
from clients.client import Client
from clients.replay import Stepper
from service.kit.registry import games
from tests.api.conftest import AUDITOR, Server

# Every registered game, at its fewest seats.
GAMES = [(game_type, game.min_players) for game_type, game in games().items()]


@pytest.mark.parametrize("game_type,seats", GAMES)
def test_every_step_is_the_replay_of_its_version_for_the_same_caller(
        client: Client, game_type: str, seats: int) -> None:
    created = client.create_game(game_type, [f"p{i}" for i in range(seats)], seed=8)
    name, tokens = created.game.name, list(created.seat_tokens)
    rng = random.Random(8)
    bots = [RandomBot(client.seat(name, t), rng) for t in tokens]
    for _ in range(15):  # into the game, not to its end: secrets still kept
        for bot in bots:
            bot.act()
    last = client.get_game(name).version
    for token in (tokens[1], None, AUDITOR):
        steps = list(client.replay_steps(name, token=token))
        assert [s.version for s in steps] == list(range(1, last + 1))
        for v in sorted({1, 2, last // 2, last}):
            once = client.replay(name, v, token=token)
            assert steps[v - 1].game == once.game
            assert steps[v - 1].event == once.events[-1]
    middle = list(client.replay_steps(name, token=tokens[0], from_version=3, to_version=5))
    assert [s.version for s in middle] == [3, 4, 5]


def test_a_range_outside_the_game_is_refused(client: Client) -> None:
    created = client.create_game("1001", ["a", "b", "c"], seed=1)
    last = created.game.version
    for first, upto in ((0, -1), (2, 1), (1, last + 1), (last + 1, 0)):
        with pytest.raises(grpc.RpcError) as refused:
            list(client.replay_steps(created.game.name, from_version=first, to_version=upto))
        assert refused.value.code() == grpc.StatusCode.INVALID_ARGUMENT, (first, upto)
    with pytest.raises(grpc.RpcError) as refused:
        list(client.replay_steps("games/nope"))
    assert refused.value.code() == grpc.StatusCode.NOT_FOUND


def test_the_stepper_reads_the_game_once_however_the_viewer_moves(
        server: Server, client: Client, monkeypatch: pytest.MonkeyPatch) -> None:
    created = client.create_game("treasures", ["a", "b"], seed=2)
    name, tokens = created.game.name, list(created.seat_tokens)
    last = play_game(client, name, tokens, random.Random(2)).game.version
    opened: list[int] = []
    real = Client.replay_steps

    def counted(self: Client, game: str, **kw: Any) -> Any:
        opened.append(kw.get("to_version", 0))
        return real(self, game, **kw)

    monkeypatch.setattr(Client, "replay_steps", counted)
    monkeypatch.setattr(Client, "replay", lambda *a, **k: pytest.fail("a read per version"))
    stepper = Stepper(client, name, tokens[0], last)
    for version in (1, 30, 2, last, 7, stepper.next_turn(7)):
        assert stepper.at(version).version == version
    stepper.close()
    assert opened == [last]
