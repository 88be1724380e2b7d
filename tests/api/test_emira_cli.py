"""The `scheherazade` command with Emira: real processes, a real server. `new` with an
option, `play` (the table and a numbered menu a person can play from; a few choices made
while bots play the other seats), `bots` embedded and against the server."""

from __future__ import annotations

import random
import re
import subprocess
import threading
import time
from pathlib import Path

from clients.bot import RandomBot
from clients.client import Client
from scheherazade.v1 import emira_pb2 as em
from tests.api.cli_support import CLI, ENV, ROOT, new_game, run
from tests.api.conftest import Server

CHOICES = 6


def test_new_then_play_a_few_choices_from_the_menu(server: Server, client: Client) -> None:
    name, tokens, players = new_game("--game", "emira", "--address", server.address,
                                     "--seed", "5", "--option", "advanced=true",
                                     "Ann", "Bob", "Cid")
    assert players == ["Ann", "Bob", "Cid"] and len(tokens) == 3
    assert client.get_game(name).emira.advanced
    bots = [RandomBot(client.seat(name, t), random.Random(k)) for k, t in enumerate(tokens[1:])]
    stop = threading.Event()

    def others() -> None:  # Bob and Cid play whenever it is their turn
        while not stop.is_set():
            if all(bot.act() is None for bot in bots):
                time.sleep(0.02)

    thread = threading.Thread(target=others, daemon=True)
    thread.start()
    try:
        done = subprocess.run(
            [*CLI, "play", name, "--address", server.address, "--token", tokens[0]],
            input="1\n" * CHOICES, env=ENV, cwd=ROOT, capture_output=True, text=True,
            timeout=90)
    finally:
        stop.set()
        thread.join()
    out = done.stdout
    assert done.returncode == 1 and "input ended before the game did" in out, done.stderr
    assert out.count("Your options:") >= CHOICES
    assert len(re.findall(r"Choose 1-\d+: > ", out)) == CHOICES  # each choice played
    assert re.search(r"> Keep [A-Z]", out)  # a starting event card, by its title
    # The table: the board's offers, every sheik's public board, Ann's gold, hand and goal.
    assert "on offer: status card" in out and "supply: camels" in out and "sheiks:" in out
    assert all(f"{p} (seat {i})" in out for i, p in enumerate(players))
    assert re.search(r"YOU: gold \d+ \| goal g3-\d", out) and "hand:" in out
    assert re.search(r"games/\S+ v\d+ active \| advanced, turn \d+ \w+", out)
    seen = client.get_game(name, token=tokens[0]).emira
    assert seen.you.goal and seen.phase != em.EMIRA_PHASE_KEEP_START


def test_bots_play_emira_embedded_and_against_the_server(server: Server, tmp_path: Path) -> None:
    out = run("bots", "--embedded", "--game", "emira", "--option", "advanced=true",
              "--games", "2", "--players", "5", "--seed", "4", "--data-dir", str(tmp_path))
    assert "[2/2]" in out and "played 2 game(s) of emira with 5 bots" in out
    assert re.search(r"wins: bot0 \d+, bot1 \d+, bot2 \d+, bot3 \d+, bot4 \d+", out)
    out = run("bots", "--address", server.address, "--game", "emira", "--games", "1",
              "--players", "3", "--seed", "2")
    assert "[1/1]" in out and "winner(s): bot" in out
