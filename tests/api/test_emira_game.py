"""Emira through a real server: whole games for 3, 4 and 5 seats, basic and advanced, played
with typed commands by seeded random bots; the typed view of each viewer at the end; typed
commands sent by hand (including the oneof field named `pass`)."""

from __future__ import annotations

import random

import grpc
import pytest

from clients.bot import play_game
from clients.client import Client
from scheherazade.v1 import emira_pb2 as em
from scheherazade.v1 import game_service_pb2 as pb
from tests.api.helpers import expect_error

FP = grpc.StatusCode.FAILED_PRECONDITION


@pytest.mark.parametrize(("players", "advanced"), [(3, False), (3, True), (4, False),
                                                   (4, True), (5, False), (5, True)])
def test_a_whole_game_ends_with_one_result_for_everyone(
    client: Client, players: int, advanced: bool
) -> None:
    created = client.create_game("emira", [f"p{i}" for i in range(players)],
                                 {"advanced": advanced}, seed=60 + players)
    name, tokens = created.game.name, list(created.seat_tokens)
    start = created.game.emira
    assert created.game.WhichOneof("view") == "emira" and not created.game.HasField("view_json")
    assert start.advanced is advanced and start.phase == em.EMIRA_PHASE_KEEP_START
    assert sorted(start.to_act) == list(range(players))
    # Every seat keeps one of its three starting cards, and is offered exactly those.
    for token in tokens:
        legal = client.legal_commands(name, token=token)
        assert legal and all(c.WhichOneof("game") == "emira" for c in legal)
        dealt = client.get_game(name, token=token).emira.you.dealt
        assert sorted(c.emira.keep_starting_event.card for c in legal) == sorted(dealt)

    outcome = play_game(client, name, tokens, random.Random(players * 2 + advanced))

    final = client.get_game(name)  # a spectator
    view = final.emira
    assert final.state == pb.Game.STATE_FINISHED and view.phase == em.EMIRA_PHASE_OVER
    assert list(outcome.game.result.winners) == list(final.result.winners)
    assert list(view.result.winners) == list(final.result.winners)
    assert list(view.result.scores) == list(final.result.scores)
    assert len(view.result.goals) == players and view.result.reason
    assert len(view.sheiks) == players
    assert {s.colour for s in view.sheiks} <= set(range(1, 6))
    assert all(s.HasField("gold") for s in view.sheiks)  # the end reveals the gold
    assert not view.HasField("secret") and not view.HasField("you")
    for seat, token in enumerate(tokens):
        seen = client.get_game(name, token=token).emira
        assert seen.result == view.result and seen.sheiks == view.sheiks
        assert seen.you.seat == seat and seen.you.gold == view.sheiks[seat].gold
        assert not seen.HasField("secret")


def test_typed_commands_by_hand_and_hidden_gold(client: Client) -> None:
    created = client.create_game("emira", ["Ann", "Bob", "Cid"], seed=7)
    name, tokens = created.game.name, list(created.seat_tokens)
    expect_error(lambda: client.submit(name, pb.Command(emira=em.EmiraCommand(
        **{"pass": em.EmiraPass()})), token=tokens[0]), FP, "WRONG_PHASE")
    for token in tokens:
        dealt = client.get_game(name, token=token).emira.you.dealt
        client.submit(name, pb.Command(emira=em.EmiraCommand(
            keep_starting_event=em.EmiraKeepStartingEvent(card=dealt[0]))), token=token)
    rng = random.Random(7)
    for _ in range(300):  # to the first bidding seat, playing the first legal command else
        game = client.get_game(name).emira
        if game.phase == em.EMIRA_PHASE_BIDDING:
            break
        seat = game.to_act[0]
        legal = client.legal_commands(name, token=tokens[seat])
        client.submit(name, rng.choice(legal), token=tokens[seat])
    else:
        raise AssertionError("no bidding came")
    bidder = game.bidding.to_bid
    mine = client.get_game(name, token=tokens[bidder]).emira
    assert mine.sheiks[bidder].HasField("gold") and mine.you.gold == mine.sheiks[bidder].gold
    other = (bidder + 1) % 3
    if not mine.board.undecided and not mine.board.active:
        assert not mine.sheiks[other].HasField("gold")  # nobody looks at gold: hidden
    kinds = {c.emira.WhichOneof("command") for c in
             client.legal_commands(name, token=tokens[bidder])}
    assert {"bid", "pass"} <= kinds
    response = client.submit(name, pb.Command(emira=em.EmiraCommand(
        **{"pass": em.EmiraPass()})), token=tokens[bidder], view="full")
    assert [e.type for e in response.events][0] == "emira.BidPassed"
    assert bidder in response.game.emira.bidding.passed
