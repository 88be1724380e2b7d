"""Fair chance a seat checks for itself (issue 14): once a game is over, its seed matches the
commitment published at its creation, and every draw recorded in its history is what the
seed gives — checked by the seat's own client (`clients/verify.py`, written from the recipe
in docs/api.md, not from the server's code) with the seat's token and nothing else. While
the game runs, no seat or spectator sees a draw (it would show a shuffled pile's order)."""

from __future__ import annotations

import random
import subprocess

import pytest

from clients.bot import play_game
from clients.client import Client
from clients.verify import verify
from scheherazade.v1 import game_service_pb2 as pb
from service.app.selfplay import default_players
from service.kit.registry import games
from tests.api.cli_support import CLI, ENV, ROOT
from tests.api.conftest import AUDITOR, Server

# Every registered game, at four seats where it takes them.
GAMES = [(game_type, default_players(game, 4)) for game_type, game in games().items()]


@pytest.mark.parametrize("game_type,seats", GAMES)
def test_a_seat_verifies_every_draw_of_a_finished_game_with_its_own_client(
        client: Client, game_type: str, seats: int) -> None:
    created = client.create_game(game_type, [f"p{i}" for i in range(seats)])
    name, tokens = created.game.name, list(created.seat_tokens)
    committed = created.game.seed_commitment  # what a seat keeps from the start
    assert not created.game.HasField("seed")
    # While the game runs: the draws are the auditor's only.
    for token in (tokens[0], None):
        assert not [e for e in client.events(name, token=token) if e.HasField("draw")]
    assert [e for e in client.events(name, token=AUDITOR) if e.HasField("draw")]
    play_game(client, name, tokens, random.Random(3))

    game = client.get_game(name, token=tokens[0], view="basic")
    events = list(client.events(name, token=tokens[0]))
    verdict = verify(game.seed, committed, events)
    assert verdict.ok, verdict.wrong
    assert verdict.draws == sum(e.HasField("draw") for e in events) > 0
    # Every kind of draw the game makes was among them.
    assert {e.draw.kind for e in events if e.HasField("draw")} <= {"shuffle", "choice", "die"}


def test_a_changed_outcome_or_another_seed_is_caught(client: Client) -> None:
    created = client.create_game("treasures", ["a", "b"])
    name, tokens = created.game.name, list(created.seat_tokens)
    play_game(client, name, tokens, random.Random(4))
    seed = client.get_game(name, token=tokens[1], view="basic").seed
    events = list(client.events(name, token=tokens[1]))
    shuffles = [e for e in events if e.HasField("draw") and e.draw.kind == "shuffle"]
    assert shuffles
    forged = shuffles[-1]
    order = forged.draw.outcome.list_value.values
    first, second = order[0].__deepcopy__(), order[1].__deepcopy__()
    assert first != second
    order[0].CopyFrom(second)  # two cards swapped: not the order the seed gave
    order[1].CopyFrom(first)
    verdict = verify(seed, created.game.seed_commitment, events)
    assert not verdict.ok and [v for v, _ in verdict.wrong] == [forged.version]
    assert not verify(seed + 1, created.game.seed_commitment, []).commitment_ok


def test_scheherazade_verify_at_the_command_line(server: Server, client: Client) -> None:
    created = client.create_game("1001", ["a", "b", "c"])
    name, tokens = created.game.name, list(created.seat_tokens)

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*CLI, "verify", name, "--address", server.address, *args],
                              env=ENV, cwd=ROOT, capture_output=True, text=True, timeout=60)

    running = run("--token", tokens[0])
    assert running.returncode == 1 and "not over yet" in running.stderr
    play_game(client, name, tokens, random.Random(5))
    done = run("--token", tokens[2], "--commitment", created.game.seed_commitment)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "matches the commitment you kept" in done.stdout
    assert "every one matches" in done.stdout
    wrong = run("--token", tokens[2], "--commitment", "0" * 64)
    assert wrong.returncode == 1 and "DOES NOT match" in wrong.stdout


def test_a_fork_on_its_parents_chance_has_no_seed_to_verify(server: Server,
                                                            client: Client) -> None:
    """Its seed is its running parent's: never shown, so `verify` says why, and a seat of
    the fork is shown no draw; the parent is verified once it is over."""
    created = client.create_game("dragons", ["a", "b", "c"])
    name = created.game.name
    fork = client.fork_game(name, created.game.version, same_chance=True, token=AUDITOR)
    tokens = list(fork.seat_tokens)
    play_game(client, fork.game.name, tokens, random.Random(6))
    assert client.get_game(name, token=AUDITOR).state == pb.Game.STATE_ACTIVE
    assert not [e for e in client.events(fork.game.name, token=tokens[0]) if e.HasField("draw")]
    out = subprocess.run([*CLI, "verify", fork.game.name, "--address", server.address,
                          "--token", tokens[0]],
                         env=ENV, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 1 and "draws from its parent's seed" in out.stderr, out.stderr
