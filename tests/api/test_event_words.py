"""Events told in words: a game's own sentence where its adapter has one, the generic
wording otherwise — and the generic wording, not an error, when an event lacks a field the
sentence reads (a newer server than this client)."""

from __future__ import annotations

import pytest

from clients import render
from scheherazade.v1 import game_service_pb2 as pb


def _event(kind: str, data: dict, seat: int | None = None, redacted: bool = False):
    e = pb.GameEvent(version=7, type=kind, redacted=redacted)
    e.data.update(data)
    if seat is not None:
        e.seat = seat
    return e


@pytest.mark.parametrize(("kind", "data", "seat", "said"), [
    ("1001.RouteBanned", {"turn": 2, "direction": 3, "returned": [1]}, None,
     "v7 the Vizier banned direction 3"),
    ("1001.AladdinMoved", {"turn": 1, "step": 2, "space": 62}, None,
     "v7 Aladdin flies to g8 (step 2 of 7)"),
    ("treasures.DieRolled", {"turn": 1, "seat": 1, "face": 4}, 1, "v7 Bob rolls a 4"),
    ("dragons.HeroesRevealed", {"location": "cave:2", "values": [3, 5]}, None,
     "v7 heroes turned up at cave:2: 3, 5"),
    ("dragons.StartPlayerChosen", {"chooser": 1, "start": 2}, 1,
     "v7 Bob chooses the Dummy to start"),  # seat 2 of two players: the Dummy
    ("emira.BidRaised", {"seat": 0, "amount": 40, "next": 1}, 0, "v7 Ann bids 40"),
    ("tales.Moved", {"seat": 0, "to": "cairo", "how": "sea", "steps": 2}, 0,
     "v7 Ann travels to cairo by sea"),
])
def test_each_game_tells_its_events_as_sentences(kind, data, seat, said):
    assert render.describe_event(_event(kind, data, seat), ["Ann", "Bob"]) == said


def test_an_event_without_a_field_its_sentence_reads_gets_the_generic_wording():
    said = render.describe_event(_event("1001.RouteBanned", {"turn": 2}), ["Ann", "Bob"])
    assert said == "v7 route banned: turn 2"


def test_a_secret_is_told_by_its_name_only():
    said = render.describe_event(_event("emira.GoalDealt", {"seat": 1}, 1, redacted=True),
                                 ["Ann", "Bob"])
    assert said == "v7 Bob: goal dealt (details hidden)"


def test_seats_past_the_players_are_named_by_number_unless_the_game_knows_them():
    assert render.player(["Ann"], 0) == "Ann"
    assert render.player(["Ann"], 3) == "seat 3" and render.player(["Ann"], None) == "seat None"
    assert render.player(["Ann"], 1, "the Dummy") == "the Dummy"
