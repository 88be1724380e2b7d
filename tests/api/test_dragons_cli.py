"""The `scheherazade` command with Aladdin's Dragons: real processes, a real server. `new`,
`play` (the table drawn by the render adapter and a labelled menu a person can play from;
choices accepted, while bots play the other seats, and a whole two-player game through
pipes), `bots --game dragons` to the end, embedded and against the server, and `replay`;
and the adapter's labels and its short tables of the content, without a server."""

from __future__ import annotations

import random
import re
import subprocess
import threading
import time
from pathlib import Path

from clients.bot import RandomBot
from clients.client import Client
from clients.render import dragons as rd
from scheherazade.v1 import dragons_pb2 as dp
from scheherazade.v1 import game_service_pb2 as pb
from service.api import mapping, mapping_generic
from service.games.dragons.content import load
from service.kit.base import Viewer
from service.kit.registry import games
from service.kit.words import Teller
from tests.api.cli_support import CLI, ENV, ROOT, new_game, play_through_pipes, run
from tests.api.conftest import Server
from tests.contract.tables import open_table

CHOICES = 8


def test_new_then_play_a_few_choices_from_the_menu(server: Server, client: Client) -> None:
    name, tokens, players = new_game("--game", "dragons", "--address", server.address,
                                     "--seed", "5", "Ann", "Bob", "Cid")
    assert players == ["Ann", "Bob", "Cid"] and len(tokens) == 3
    assert client.get_game(name).WhichOneof("view") == "dragons"
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
    assert "> Place your 1 face down on dragon's cave " in out  # the first option, accepted
    assert "refused:" not in out
    # The table: the round, the locations with their heroes, the guard, every seat.
    assert re.search(r"games/\S+ v\d+ active \| round \d+ [a-z ]+ \| start player ", out)
    assert "LOCATIONS (resolved in this order):" in out and "palace guard: face down" in out
    assert re.search(r"cave:3 \| treasures: \w+#\d+ \(\w+ \d\)", out)
    assert re.search(r"room:\w+#\d \| artifact on offer: \w+#\d \(", out)
    assert re.search(r"#0 Ann \(seat 0\): 1 \(face down\)", out)  # her own, seen
    assert re.search(r"#\d (Bob \(seat 1\)|Cid \(seat 2\)): \?", out)  # the others', not
    assert "SEATS:" in out and "[start player" in out and "YOU]" in out
    assert all(f"{p} (seat {i})" in out for i, p in enumerate(players))
    assert re.search(r"Ann \(seat 0\)[^\n]*YOU\]: heroes in hand [\d, ]+ \|", out)
    assert "decks: treasures " in out
    assert client.get_game(name, token=tokens[0]).dragons.round >= 1


def test_two_players_play_a_whole_game_through_pipes(
    server: Server, client: Client, tmp_path: Path
) -> None:
    name, tokens, players = new_game("--game", "dragons", "--address", server.address,
                                     "--seed", "3", "Ann", "Bob")
    assert name.startswith("games/") and players == ["Ann", "Bob"] and len(tokens) == 2
    # Always the first option: every hero on the first location, the Dummy buys.
    outputs = play_through_pipes(name, tokens, server.address, tmp_path, 3000, timeout=120)
    final = client.get_game(name)
    assert final.state == pb.Game.STATE_FINISHED and final.dragons.bought == 15
    for text in outputs:
        assert "Your options:" in text and "Game over." in text and "refused:" not in text
        assert "> Place the Dummy's next hero on " in text
        assert "Dummy (seat 2) [cards face up]:" in text
        assert "TO PLACE: " in text and "WAITING FOR " in text and "WINDOW " in text
        assert "GAME OVER: winner(s): " in text

    replayed = run("replay", name, "--address", server.address)
    # A spectator is told who placed a hero where, not its number.
    assert re.search(r"^v\d+ Ann places a hero on [^(\n]+$", replayed, re.M)
    assert "The game ends: " in replayed and "GAME OVER: winner(s): " in replayed
    assert re.search(r"finished \| round \d+ over", replayed)


def test_bots_play_dragons_embedded_and_against_the_server(
    server: Server, tmp_path: Path
) -> None:
    out = run("bots", "--embedded", "--game", "dragons", "--games", "2", "--players", "4",
              "--seed", "4", "--data-dir", str(tmp_path))
    assert "[2/2]" in out and "played 2 game(s) of dragons with 4 bots" in out
    assert re.search(r"wins: bot0 \d+, bot1 \d+, bot2 \d+, bot3 \d+", out)
    out = run("bots", "--address", server.address, "--game", "dragons", "--games", "1",
              "--players", "2", "--seed", "2")
    assert "[1/1]" in out and "winner(s): " in out


# ------------------------------------------------------------------ the adapter alone


def test_the_adapters_tables_match_the_seeds() -> None:
    content = load()
    for t in content.treasures:
        assert rd.treasure_value(t.id) == t.value, t.id
        assert rd.treasure(t.id) == f"{t.id} ({t.type} {t.value})"
    assert set(rd.CARD_HINTS) == set(content.spells) | set(content.artifact_kinds)
    assert rd.treasure("gold#99") == "gold#99 (gold ?)"


def test_every_offered_command_has_a_label_typed_and_generic_alike() -> None:
    """Random games in memory: each offered command's menu label, typed and as a
    GenericCommand, is the adapter's (never the generic `kind field=value`) and the same."""
    rules = games()["dragons"]
    table = mapping.table().by_game_type["dragons"]
    types = rules.command_types
    kinds: set[str] = set()
    for players, seed in ((2, 1), (3, 2)):
        t = open_table(rules, seed, players, {})
        rng = random.Random(seed)
        for _ in range(400):
            if t.over:
                break
            legal = t.legal()
            for _, command in legal:
                typed = mapping.command_to_proto(command, lambda: "dragons", lambda _: types)
                generic = pb.Command(generic=mapping_generic.to_proto(
                    command, "dragons", lambda _: types))
                kinds.add(typed.dragons.WhichOneof("command"))
                assert generic.generic.command == typed.dragons.WhichOneof("command")
            game = pb.Game(name="games/x", players=[f"p{i}" for i in range(players)])
            game.dragons.CopyFrom(table.view(rules.view(t.state, Viewer(seat=0))))
            assert rd.full(game, 0.0, False).isascii()
            t.act(rng.choice(legal)[1])
    assert kinds == set(types)  # these two games offer every kind of command


def test_a_tie_to_replay_is_told_as_no_winner() -> None:
    """Winning the Game: "If there is still a tie, then the game should be replayed to
    determine a winner": the event's sentence and the table's end say nobody won, and why."""
    tell = Teller(games()["dragons"].words, ["Ann", "Bob", "Cid"])
    said = tell("dragons.GameEnded", {"winners": [], "scores": [5, 5, 0], "ranking": [],
                                      "replay": True}, None)
    assert "nobody wins" in said and "replay" in said
    won = tell("dragons.GameEnded", {"winners": [1], "replay": False}, None)
    assert won == "The game ends: Bob won"
    game = pb.Game(name="games/x", players=["Ann", "Bob", "Cid"])
    game.dragons.phase = dp.DRAGONS_PHASE_OVER
    game.result.scores.extend([5, 5, 0])
    game.result.details.update({"reason": "replay"})
    text = rd.full(game, 0.0, False)
    assert "GAME OVER: winner(s): none" in text and "replay the game" in text
