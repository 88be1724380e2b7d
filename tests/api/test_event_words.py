"""Events told in words, by the service (`GameEvent.text`, each game's
`service/games/<game>/words.py`), and printed as they are by the terminal: a game's own
sentence built from the data the viewer receives, the kit's generic wording for an event
of an older schema, a secret told without its content."""

from __future__ import annotations

import re

import pytest

from clients import render
from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from service.kit.registry import games
from service.kit.words import Teller
from tests.api.cli_support import run, unwrapped
from tests.api.conftest import Server


def told(kind: str, data: dict, seat: int | None = None, players=("Ann", "Bob")) -> str:
    return Teller(games()[kind.partition(".")[0]].words, list(players))(kind, data, seat)


@pytest.mark.parametrize(("kind", "data", "seat", "said"), [
    ("1001.RouteBanned", {"turn": 2, "direction": 3, "returned": [1]}, None,
     "The Vizier bans direction 3"),
    ("1001.AladdinMoved", {"turn": 1, "step": 2, "space": 62}, None,
     "Aladdin flies to g8 (step 2 of 7)"),
    ("treasures.DieRolled", {"turn": 1, "seat": 1, "face": 4}, 1, "Bob rolls a 4"),
    ("dragons.HeroesRevealed", {"location": "cave:2", "values": [3, 5]}, None,
     "Heroes turned up on dragon's cave 2: 3, 5"),
    ("dragons.StartPlayerChosen", {"chooser": 1, "start": 2}, 1,
     "Bob chooses the Dummy to start"),  # seat 2 of two players: the Dummy
    ("dragons.BribePaid", {"seat": 0, "location": "room:lamp#2", "cards": ["gold#4", "gold#9"],
                           "paid": 6, "due": 5}, 0,
     "Ann pays 6 gold (2 + 4) to the guard at the palace room of Aladdin's lamp"),
    ("emira.BidRaised", {"seat": 0, "amount": 40, "next": 1}, 0, "Ann bids 40 gold"),
    ("emira.StatusDiscarded", {"seat": 1, "card": "s350a"}, 1,
     "Bob discards the 350 status card (1 point)"),
    ("tales.Moved", {"seat": 0, "to": "cairo", "how": "sea", "steps": 2}, 0,
     "Ann travels to Cairo (2 steps)"),
    ("tales.DeckShuffled", {"deck": "cities", "size": 23, "reshuffle": False}, None,
     "The City card deck is shuffled"),  # the rulebook's name, not the id cut short
])
def test_each_game_tells_its_events_as_sentences(kind, data, seat, said):
    assert told(kind, data, seat) == said


def test_an_event_without_a_field_its_sentence_reads_gets_the_generic_wording():
    assert told("1001.RouteBanned", {"turn": 2}) == "Route banned, turn 2"


def test_a_secret_is_told_without_its_content():
    assert told("emira.GoalDealt", {"seat": 1}, 1) == "Bob is dealt a secret goal"
    assert told("1001.VoteCast", {"turn": 1, "seat": 0}, 0) == "Ann votes in secret"
    assert told("1001.VoteCast", {"turn": 1, "seat": 0, "cards": [2]}, 0) == "Ann votes 2"


def test_seats_past_the_players_are_named_by_number_unless_the_game_knows_them():
    tell = Teller(None, ["Ann"])
    assert tell.names(0) == "Ann" and tell.names(3) == "seat 3"
    assert Teller(games()["dragons"].words, ["Ann"]).names(1) == "the Dummy"


def test_the_terminal_prints_the_services_sentence_of_each_event(
        server: Server, client: Client) -> None:
    """`scheherazade replay` prints each event as `v<version> <text>`, the text as the
    service sent it to the same caller (wrapped at 80 columns)."""
    created = client.create_game("treasures", ["Ann", "Bob"], seed=5)
    name, tokens = created.game.name, list(created.seat_tokens)
    for _ in range(12):
        for token in tokens:
            legal = client.legal_commands(name, token=token)
            if legal:
                client.submit(name, legal[0], token=token)
    events = list(client.events(name))
    printed = unwrapped(run("replay", name, "--address", server.address, "--all"))
    lines = [line for line in printed.splitlines() if re.match(r"v\d+ ", line)]
    assert lines == [f"v{e.version} {e.text}" for e in events]
    assert all(e.text for e in events)
    assert render.describe_event(pb.GameEvent(version=3, type="x.VoteCast")) == "v3 vote cast"
