"""The `scheherazade` command with 1000 and One Treasures: real processes, a real server."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from scheherazade.v1 import treasures_pb2 as tr
from tests.api.conftest import Server
from tests.api.test_cli import CLI, ENV, ROOT, run


def test_two_players_play_a_whole_treasures_game_through_pipes(
    server: Server, client: Client, tmp_path: Path
) -> None:
    out = run("new", "--game", "treasures", "--address", server.address, "--seed", "5",
              "--option", "variant=classic", "Ann", "Bob")
    lines = out.splitlines()
    name = lines[0]
    tokens = [line.split()[2] for line in lines[1:]]
    assert name.startswith("games/") and len(tokens) == 2

    choices = tmp_path / "choices.txt"
    choices.write_text("1\n" * 300)  # the first option: legal, and the chief ends every game
    players = []
    for token in tokens:
        with choices.open() as stdin:
            players.append(subprocess.Popen(
                [*CLI, "play", name, "--address", server.address, "--token", token],
                env=ENV, cwd=ROOT, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                text=True,
            ))
    outputs = []
    for p in players:
        stdout, stderr = p.communicate(timeout=60)
        assert p.returncode == 0, stderr + stdout[-2000:]
        outputs.append(stdout)

    final = client.get_game(name)
    assert final.state == pb.Game.STATE_FINISHED
    assert final.treasures.variant == tr.TREASURES_VARIANT_CLASSIC
    for text in outputs:
        assert "Your options:" in text and "Game over." in text
        assert "place your figure on " in text and "> move to " in text
        assert "^^ entrance" in text and "bandit chief:" in text and "provision pile:" in text
        assert "GAME OVER (" in text

    watched = run("watch", name, "--address", server.address, "--from-version", "3")
    assert watched.splitlines()[0].startswith("v4 treasures.FigurePlaced")
    assert re.search(r"finished \| classic, turn \d+ over", watched.splitlines()[-1])
    replayed = run("replay", name, "--address", server.address)
    assert "ProvisionShuffled" in replayed and "(details hidden)" in replayed
    assert "GAME OVER (" in replayed


def test_bots_play_the_big_luck_on_an_embedded_server(tmp_path: Path) -> None:
    out = run("bots", "--embedded", "--game", "treasures", "--option", "variant=big_luck",
              "--games", "2", "--players", "3", "--seed", "4", "--data-dir", str(tmp_path))
    assert "[2/2]" in out and "played 2 game(s) of treasures with 3 bots" in out
    assert re.search(r"wins: bot0 \d+, bot1 \d+, bot2 \d+", out)
