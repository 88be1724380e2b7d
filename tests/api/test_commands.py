"""SubmitCommand idempotency and ListLegalCommands."""

from __future__ import annotations

import grpc

from clients.client import Client
from scheherazade.v1 import g1001_pb2 as g1
from tests.api.conftest import AUDITOR
from tests.api.helpers import expect_error


def test_the_same_command_id_twice_plays_once_and_answers_the_same(client: Client) -> None:
    created = client.create_game("1001", ["a", "b", "c", "d"], seed=8)
    seat = client.seat(created.game.name, created.seat_tokens[0])
    first = seat.submit("cast_vote", cards=[3], command_id="vote-1")
    events_after_first = len(list(client.events(created.game.name, token=AUDITOR)))

    second = seat.submit("cast_vote", cards=[3], command_id="vote-1")

    assert not first.duplicate and second.duplicate
    assert second.version == first.version
    assert list(second.events) == list(first.events)
    assert [e.type for e in first.events] == ["1001.VoteCast"]
    assert len(list(client.events(created.game.name, token=AUDITOR))) == events_after_first
    assert second.game.version == first.game.version


def test_a_command_id_sent_again_with_another_command_is_refused(client: Client) -> None:
    # The id names one command: the same id with another body is a client's bug, refused
    # (INVALID_ARGUMENT, COMMAND_ID_REUSED) rather than answered as the first one's retry.
    created = client.create_game("1001", ["a", "b", "c", "d"], seed=8)
    name = created.game.name
    seat = client.seat(name, created.seat_tokens[0])
    first = seat.submit("cast_vote", cards=[3], command_id="attempt")
    before = len(list(client.events(name, token=AUDITOR)))
    expect_error(lambda: seat.submit("cast_vote", cards=[4], command_id="attempt"),
                 grpc.StatusCode.INVALID_ARGUMENT, "COMMAND_ID_REUSED")
    assert len(list(client.events(name, token=AUDITOR))) == before
    again = seat.submit("cast_vote", cards=[3], command_id="attempt", view="full")
    assert again.duplicate and again.events == first.events
    assert list(again.game.g1001.you.vote) == [3]


def test_legal_commands_are_typed_and_each_is_accepted(client: Client) -> None:
    created = client.create_game("1001", ["a", "b", "c", "d"], seed=9)
    view = created.game.g1001
    active, opposing = view.day.seats[0], view.night.seats[0]
    active_legal = client.legal_commands(created.game.name, token=created.seat_tokens[active])
    opposing_legal = client.legal_commands(created.game.name,
                                           token=created.seat_tokens[opposing])
    kinds = {c.g1001.WhichOneof("command") for c in active_legal}
    assert kinds == {"cast_vote"}
    assert {c.g1001.WhichOneof("command") for c in opposing_legal} == {
        "cast_vote", "choose_vizier"}
    vizier = next(c for c in opposing_legal if c.g1001.HasField("choose_vizier"))
    response = client.submit(created.game.name, vizier, token=created.seat_tokens[opposing],
                             view="full")
    assert response.game.g1001.voting.vizier_chosen
    assert response.game.g1001.you.team_vizier == vizier.g1001.choose_vizier.direction


def test_submit_accepts_dicts_with_friendly_enum_names(client: Client) -> None:
    created = client.create_game("1001", ["a", "b"], seed=3)
    command = client.command(created.game.name, {"discard_gem": {"colour": "red"}})
    assert command.g1001.discard_gem.colour == g1.G1001_COLOUR_RED
    full = client.command(created.game.name, {"g1001": {"cast_vote": {"cards": [1, 2]}}})
    assert list(full.g1001.cast_vote.cards) == [1, 2]
