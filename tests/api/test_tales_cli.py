"""The `scheherazade` command with Tales of the Arabian Nights: real processes, a real server.
`new`, `play` (the table drawn by the render adapter and a labelled menu a person can play
from; choices accepted while bots play the other seats, and a whole two-player game through
pipes), `bots --game tales` to the end, embedded and against the server, and `replay`; and
the adapter's labels and award words, without a server."""

from __future__ import annotations

import random
import re
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

from clients.bot import RandomBot
from clients.client import Client
from clients.render import tales as rt
from scheherazade.v1 import game_service_pb2 as pb
from scheherazade.v1 import tales_pb2 as tp
from service.api import mapping, mapping_generic
from service.games.tales.commands import (
    ChooseEncounter,
    EndTurn,
    KeepCard,
    LoseSkill,
    LoseStatus,
    UseMaster,
)
from service.games.tales.content import load
from service.kit.base import SPECTATOR, Viewer
from service.kit.registry import games
from service.kit.words import Names, Seen, command_labels
from tests.api.cli_support import (
    CLI,
    ENV,
    ROOT,
    new_game,
    play_through_pipes,
    run,
    unwrapped,
)
from tests.api.conftest import Server
from tests.contract.tables import open_table

CHOICES = 10
TIMED = ("--option", "variant=timed", "--option", "rounds=2")
LONGER = ("--option", "variant=timed", "--option", "rounds=4")  # outlasts CHOICES of Ann's


def test_new_then_play_a_few_choices_from_the_menu(server: Server, client: Client) -> None:
    name, tokens, players = new_game("--game", "tales", *LONGER, "--address", server.address,
                                     "--seed", "5", "Ann", "Bob", "Cid")
    assert players == ["Ann", "Bob", "Cid"] and len(tokens) == 3
    created = client.get_game(name)
    assert created.WhichOneof("view") == "tales"
    assert created.tales.variant == tp.TALES_VARIANT_TIMED and created.tales.rounds == 4
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
    out = unwrapped(done.stdout)
    assert done.returncode == 1 and "input ended before the game did" in out, done.stderr
    assert out.count("Your options:") >= CHOICES
    assert len(re.findall(r"Choose 1-\d+: > ", out)) == CHOICES  # each choice played
    assert "refused:" not in out
    # The setup, chosen from the menu: a character, three skills, a quest, the goal.
    assert re.search(r"> Choose [A-Z][a-z]", out)  # a character
    assert len(re.findall(r"> Take the skill [A-Z]", out)) == 3
    assert "> Keep the quest " in out
    assert "> Set your secret goal: Destiny 0, Story 18" in out  # the first option
    assert "> Travel to " in out
    # The table: the round and time, whose turn and which step, the travellers, the map.
    assert re.search(r"games/\S+ v\d+ active \| round \d of 4, (morning|noon|night) \| ", out)
    assert "Tales of the Arabian Nights, timed: goals of 18 | round 1 of 4, morning" in out
    assert "TRAVELLERS:" in out and "[YOU" in out and "start player" in out
    assert all(f"{p} (seat {i})" in out for i, p in enumerate(players))
    assert re.search(r"WAITING FOR [^\n]*Ann \(seat 0\)[^\n]* to set a secret goal: Destiny "
                     r"\+ Story = 18 \(at once, each in secret\)", out)
    assert re.search(r"Ann \(seat 0\) \[YOU[^\n]*goal Destiny 0 \+ Story 18 \(\d+ short, "
                     r"your secret\)", out)
    assert re.search(r"(Bob|Cid) \(seat \d\)[^\n]* goal set \(secret\)", out)
    assert re.search(r"'s turn, step: (move|encounter|sell)", out)
    assert re.search(r"MAP around \w+ \(seat \d\): Baghdad \(City, Arabia\)", out)
    assert "by land: Basra (City), Mosul (City)" in out
    # The first traveller to move, from Baghdad (the options wrapped over indented lines,
    # never within one).
    assert re.search(r"WAITING FOR \w+ \(seat \d\) to move \(or stay put\): (?:[^\n]|\n  )*"
                     r"\bstay at Baghdad,", out)
    assert "skills: " in out and "quest: " in out and "City cards: " in out
    assert "decks: encounters " in out


def test_two_players_play_a_whole_game_through_pipes(
    server: Server, client: Client, tmp_path: Path
) -> None:
    name, tokens, players = new_game("--game", "tales", *TIMED, "--address", server.address,
                                     "--seed", "3", "Ann", "Bob")
    assert name.startswith("games/") and players == ["Ann", "Bob"] and len(tokens) == 2
    outputs = play_through_pipes(name, tokens, server.address, tmp_path, 500, timeout=120)
    final = client.get_game(name)
    assert final.state == pb.Game.STATE_FINISHED and final.tales.phase == tp.TALES_PHASE_OVER
    for text in outputs:
        assert "Your options:" in text and "Game over." in text and "refused:" not in text
        assert "ENCOUNTER of " in text and "met: " in text and "paragraph " in text
        assert "<- CHOSEN" in text and "award: " in text
        assert "WAITING FOR " in text and "MAP around " in text
        assert "GAME OVER: winner(s): " in text and "-- WINNER" in text
        # Every goal revealed at the end, to each player.
        last = text[text.rindex("GAME OVER"):]
        assert len(re.findall(r"\(seat \d\): goal Destiny \d+ \+ Story \d+, reached", last)) == 2

    replayed = run("replay", name, "--address", server.address)
    assert "sets a secret goal" in replayed and "Destiny 0, Story" not in replayed
    assert " chooses to " in replayed
    assert "The game ends: " in replayed and "GAME OVER: winner(s): " in replayed
    assert re.search(r"finished \| after 2 rounds \| over", replayed)
    assert "goal Destiny " in replayed  # the spectator sees the goals once it is over
    step = run("replay", name, "--address", server.address, "--to", "40")
    assert "GAME OVER" not in step and re.search(r"goal\s+set\s+\(secret\)", step)  # wrapped


def test_bots_play_tales_embedded_and_against_the_server(server: Server, tmp_path: Path) -> None:
    out = run("bots", "--embedded", "--game", "tales", *TIMED, "--games", "2", "--players",
              "4", "--seed", "4", "--data-dir", str(tmp_path))
    assert "[2/2]" in out and "played 2 game(s) of tales with 4 bots" in out
    assert re.search(r"wins: bot0 \d+, bot1 \d+, bot2 \d+, bot3 \d+", out)
    out = run("bots", "--address", server.address, "--game", "tales", "--option",
              "variant=timed", "--option", "rounds=3", "--games", "1", "--players", "6",
              "--seed", "2")
    assert "[1/1]" in out and "winner(s): " in out


# ------------------------------------------------------------------ the adapter alone


def test_every_offered_command_has_a_label_typed_and_generic_alike() -> None:
    """Random games in memory: each offered command's menu label, typed and as a
    GenericCommand, is the adapter's (never the generic `kind field=value`) and the same;
    every table drawn is plain ASCII."""
    rules = games()["tales"]
    table = mapping.table().by_game_type["tales"]
    types = rules.command_types
    kinds: set[str] = set()
    for players, seed, options in ((2, 1, {"variant": "basic"}),
                                   (3, 2, {"variant": "timed", "rounds": 8})):
        t = open_table(rules, seed, players, options)
        rng = random.Random(seed)
        for _ in range(1500):
            if t.over:
                break
            legal = t.legal()
            for _, command in legal:
                typed = mapping.command_to_proto(command, lambda: "tales", lambda _: types)
                generic = pb.Command(generic=mapping_generic.to_proto(
                    command, "tales", lambda _: types))
                kinds.add(typed.tales.WhichOneof("command"))
                assert generic.generic.command == typed.tales.WhichOneof("command")
            for viewer in (SPECTATOR, Viewer(seat=0)):
                game = pb.Game(name="games/x", players=[f"p{i}" for i in range(players)])
                game.tales.CopyFrom(table.view(rules.view(t.state, viewer)))
                drawn = rt.full(game, 0.0, False)
                assert drawn.isascii() and "TRAVELLERS:" in drawn
            t.act(rng.choice(legal)[1])
    # Every kind of command but the rarest (a skill or treasure of one's choice to lose,
    # with several held: labelled by hand below).
    assert kinds >= set(types) - {"lose_skill", "lose_treasure"}, set(types) - kinds


def test_every_award_item_of_the_pack_reads_as_words() -> None:
    content = load()
    codes = {i.code for p in content.paragraphs.values() for s in p.sections for i in s.award}
    codes |= {i.code for q in content.quests.values() for i in q.award}
    codes |= {i.code for c in content.cities.values() for a, _ in c.rolls for i in a}
    codes |= {i.code for s in content.statuses.values() for i in s.on_gain}
    codes |= {i.code for _, a in content.rules.story_rewards for i in a}
    assert len(codes) > 50
    for code in codes:
        said = rt.award_words(code)
        assert said != code and said.isascii() and "_" not in said, (code, said)
    assert rt.award_words("D+1/treasure/status:cursed(1 turn)") == (
        "+1 Destiny; a treasure from the deck; the status Cursed (1 turn)")
    assert rt.award_words("W-2(min:poor)/lose_treasure:choice/move:within2") == (
        "-2 wealth levels (at least Poor); lose a treasure of your choice; a free move of up "
        "to 2 spaces")
    assert rt.award_words("") == "nothing"
    assert rt.words("carpet_of_the_winds") == "Carpet of the Winds"
    assert rt.ascii_text("Sana\u2019a \u2014 caf\u00e9") == "Sana'a  --  cafe"


def test_labels_of_commands_built_by_hand() -> None:
    """The service's labels (service/games/tales/words.py) of commands random games seldom
    offer."""
    seen = Seen(0, Names(["Ann", "Bob"]), None, lambda: {})

    def said(command: Any) -> str:
        return command_labels(games()["tales"].words, [command], 0, ["Ann", "Bob"], None,
                              lambda: {})[0].label

    assert said(ChooseEncounter(0, "deck")) == "Draw an encounter card"
    assert said(ChooseEncounter(0, "city", "cairo")) == "Use your City card Cairo"
    assert said(UseMaster(0, 1)) == "Use a Master skill (option 2)"
    assert said(KeepCard(0, False)) == "Discard the terrain card"
    assert said(LoseSkill(0, "magic")) == "Lose the skill Magic"
    assert said(LoseStatus(0, "")) == "Keep every status"
    assert said(EndTurn(0)) == "End your turn" and seen.names(1) == "Bob"
