"""The `scheherazade` command with 1000 and One Treasures: real processes, a real server."""

from __future__ import annotations

import re
import secrets
from pathlib import Path

import pytest

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from scheherazade.v1 import treasures_pb2 as tr
from service.app import creation
from tests.api.cli_support import new_game, play_through_pipes, run
from tests.api.conftest import Server


def test_two_players_play_a_whole_treasures_game_through_pipes(
    server: Server, client: Client, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every seat token starts with "-" (url-safe base64 does, one time in 64): `play`
    # once took it for an option and exited, and its opponent waited for it for ever —
    # the test's intermittent hang. Now it happens on every run, and must pass.
    # (`new` sends a request_id, from which the server derives the tokens.)
    made = secrets.token_urlsafe
    monkeypatch.setattr(secrets, "token_urlsafe", lambda n=None: "-" + made(n)[1:])
    derived = creation.requested_game

    def dashed(request_id: str, seats: int) -> tuple[str, tuple[str, ...]]:
        game_id, tokens = derived(request_id, seats)
        return game_id, tuple("-" + t[1:] for t in tokens)

    monkeypatch.setattr(creation, "requested_game", dashed)
    name, tokens, _ = new_game("--game", "treasures", "--address", server.address, "--seed", "5",
                               "--option", "variant=classic", "Ann", "Bob")
    assert name.startswith("games/") and len(tokens) == 2
    assert all(t.startswith("-") for t in tokens)
    # The first option: legal, and the chief ends every game.
    outputs = play_through_pipes(name, tokens, server.address, tmp_path, 300, timeout=60)

    final = client.get_game(name)
    assert final.state == pb.Game.STATE_FINISHED
    assert final.treasures.variant == tr.TREASURES_VARIANT_CLASSIC
    for text in outputs:
        assert "Your options:" in text and "Game over." in text
        assert "Place your thief on " in text and "> Move to " in text
        assert "^^ entrance" in text and "bandit chief:" in text and "provision pile:" in text
        assert "GAME OVER (" in text

    watched = run("watch", name, "--address", server.address, "--from-version", "3")
    assert watched.splitlines()[0].startswith("v4 Ann places a thief on ")
    assert re.search(r"finished \| classic, turn \d+ over", watched.splitlines()[-1])
    replayed = run("replay", name, "--address", server.address)
    assert "v3 The provision pile is shuffled\n" in replayed  # its order is no one's
    assert "GAME OVER (" in replayed


def test_bots_play_the_big_luck_on_an_embedded_server(tmp_path: Path) -> None:
    out = run("bots", "--embedded", "--game", "treasures", "--option", "variant=big_luck",
              "--games", "2", "--players", "3", "--seed", "4", "--data-dir", str(tmp_path))
    assert "[2/2]" in out and "played 2 game(s) of treasures with 3 bots" in out
    assert re.search(r"wins: bot0 \d+, bot1 \d+, bot2 \d+", out)
