"""The words the service sends (issue 28, "One source of words"): through a real server,
random games of every game, every variant, its smallest and its largest table. Every event
every viewer is sent carries a sentence (`GameEvent.text`), and every legal command a label
(`ListLegalCommandsResponse.words`, one per command, none twice in a list); none of them
holds an internal id."""

from __future__ import annotations

import random
import re

import pytest

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from service.kit.registry import games

MOVES = 80
# What a player must never read: an id (`#3`, `room:`, `cave:2`, a status card `s350a`),
# an enum name, a snake_case field or id, a Python value.
INTERNAL = re.compile(
    r"#\d|\b[a-z]+:[a-z0-9]|\bs\d{3}|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b"
    r"|\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\b(?:True|False|None)\b")
CASES = [
    pytest.param(rules.game_type, options, players,
                 id=f"{rules.game_type}-{i}-{players}p")
    for rules in games().values()
    for i, options in enumerate(rules.variants)
    for players in sorted({rules.min_players, rules.max_players})
]


def readable(text: str) -> bool:
    return bool(text.strip()) and INTERNAL.search(text) is None


def test_the_id_patterns_catch_what_they_must() -> None:
    for said in ("hero at room:double#2", "pearls#8", "status s350a", "G1001_COLOUR_BLUE",
                 "talisman_against_death", "open True", "cave:3"):
        assert not readable(said), said
    assert readable("Ann moves from E3 to C2 (E3 D3 C3 C2)")


def check_labels(answer: pb.ListLegalCommandsResponse) -> None:
    labels = [w.label for w in answer.words]
    assert len(answer.words) == len(answer.commands)
    assert all(readable(x) for x in labels), labels
    assert len(set(labels)) == len(labels), labels


@pytest.mark.parametrize(("game_type", "options", "players"), CASES)
def test_every_event_has_a_sentence_and_every_command_a_label_free_of_ids(
    client: Client, game_type: str, options: dict, players: int
) -> None:
    rng = random.Random(f"words:{game_type}:{options}:{players}")
    created = client.create_game(game_type, [f"Player {chr(65 + i)}" for i in range(players)],
                                 options, seed=rng.randrange(10**6))
    name, tokens = created.game.name, list(created.seat_tokens)
    told = 0
    for _ in range(MOVES):
        answers = {seat: client.legal(name, token=t) for seat, t in enumerate(tokens)}
        for answer in answers.values():
            check_labels(answer)
        acting = [s for s, a in answers.items() if a.commands]
        if not acting:
            break
        seat = rng.choice(acting)
        command = rng.choice(list(answers[seat].commands))
        sent = client.submit(name, command, token=tokens[seat])
        for event in sent.events:
            assert readable(event.text), (event.type, event.text)
            told += 1
    assert told
    for token in [None, *tokens]:
        for event in client.events(name, token=token):
            assert readable(event.text), (event.type, event.text)
