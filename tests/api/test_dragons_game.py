"""Aladdin's Dragons through a real server: whole games for 2 (with the Dummy), 3, 4 and 5
players played with typed commands by seeded random bots, ending with a result; typed
commands sent by hand (the oneof field named `pass` included); and, command after command
of random games, what a spectator and the other seats receive of one seat's secrets: never
its face-down hero numbers (unless they looked at them with a Mirage or a scroll) nor its
hand."""

from __future__ import annotations

import random

import grpc
import pytest

from clients.bot import play_game
from clients.client import Client
from scheherazade.v1 import dragons_pb2 as dp
from scheherazade.v1 import game_service_pb2 as pb
from tests.api.conftest import AUDITOR
from tests.api.helpers import expect_error

FP = grpc.StatusCode.FAILED_PRECONDITION


def _dragons(**command: object) -> pb.Command:
    return pb.Command(dragons=dp.DragonsCommand(**command))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_whole_game_ends_with_one_result_for_everyone(client: Client, players: int) -> None:
    created = client.create_game("dragons", [f"p{i}" for i in range(players)],
                                 seed=40 + players)
    name, tokens = created.game.name, list(created.seat_tokens)
    start = created.game.dragons
    assert created.game.WhichOneof("view") == "dragons"
    assert not created.game.HasField("view_json")
    assert start.phase == dp.DRAGONS_PHASE_CHOOSE_START
    assert start.pending.name == "choose_start"
    seats = players + (players == 2)  # the Dummy is a seat of the view, without a token
    assert len(start.seats) == seats
    assert start.HasField("dummy") == (players == 2)
    assert [s.dummy for s in start.seats] == [i == 2 and players == 2 for i in range(seats)]
    # Only the seat of the highest draw may act, and is offered every player.
    chooser = start.pending.seat
    for seat, token in enumerate(tokens):
        legal = client.legal_commands(name, token=token)
        assert all(c.WhichOneof("game") == "dragons" for c in legal)
        if seat == chooser:
            assert sorted(c.dragons.choose_start_player.player for c in legal) == list(
                range(players))
        else:
            assert legal == []

    outcome = play_game(client, name, tokens, random.Random(players))

    final = client.get_game(name)  # a spectator
    view = final.dragons
    assert final.state == pb.Game.STATE_FINISHED and view.phase == dp.DRAGONS_PHASE_OVER
    assert list(outcome.game.result.winners) == list(final.result.winners)
    assert list(view.winners) == list(final.result.winners)
    assert set(view.winners) <= set(range(players))
    assert len(final.result.scores) == players and len(view.scores) == seats
    assert view.bought == 15 and not view.row
    assert sum(s.artifacts_total for s in view.seats) == 15
    assert [s.artifacts for s in view.scores] == [s.artifacts_total for s in view.seats]
    assert list(final.result.scores) == [s.artifacts for s in view.scores][:players]
    assert not view.HasField("window") and not view.HasField("pending") and not view.stack
    assert not view.HasField("you")
    for seat, token in enumerate(tokens):
        seen = client.get_game(name, token=token).dragons
        assert seen.you == seat
        assert list(seen.winners) == list(view.winners) and seen.scores == view.scores
        assert client.legal_commands(name, token=token) == []


def test_typed_commands_by_hand(client: Client) -> None:
    created = client.create_game("dragons", ["Ann", "Bob", "Cid"], seed=5)
    name, tokens = created.game.name, list(created.seat_tokens)
    chooser = created.game.dragons.pending.seat
    other = tokens[(chooser + 1) % 3]
    expect_error(lambda: client.submit(name, _dragons(**{"pass": dp.DragonsPass()}),
                                       token=tokens[chooser]), FP, "NO_WINDOW")
    expect_error(lambda: client.submit(name, _dragons(
        choose_start_player=dp.DragonsChooseStartPlayer(player=0)), token=other),
        FP, "NOT_YOUR_TURN")
    # player 0 is a seat, set explicitly; left unset it is nobody (the command's default).
    expect_error(lambda: client.submit(name, _dragons(
        choose_start_player=dp.DragonsChooseStartPlayer()), token=tokens[chooser]),
        FP, "BAD_PLAYER")
    response = client.submit(name, _dragons(
        choose_start_player=dp.DragonsChooseStartPlayer(player=0)), token=tokens[chooser],
        view="full")
    assert [e.type for e in response.events][0] == "dragons.StartPlayerChosen"
    game = response.game.dragons
    assert game.start_player == 0 and game.round == 1

    # Play on by the first offered command until seat 0 places its first hero by hand.
    for _ in range(100):
        game = client.get_game(name).dragons
        if game.phase == dp.DRAGONS_PHASE_PLACING and not game.HasField("window"):
            break
        seat = game.window.responder
        client.submit(name, _dragons(**{"pass": dp.DragonsPass()}), token=tokens[seat])
    else:
        raise AssertionError("phase two did not come")
    mine = client.get_game(name, token=tokens[0]).dragons
    assert sorted(mine.seats[0].heroes) == [1, 2, 3, 4, 5]
    kinds = {c.dragons.WhichOneof("command") for c in
             client.legal_commands(name, token=tokens[0])}
    assert "place_hero" in kinds and "pass" not in kinds
    response = client.submit(name, _dragons(place_hero=dp.DragonsPlaceHero(
        hero=5, location="tent")), token=tokens[0], view="full")
    assert [e.type for e in response.events][0] == "dragons.HeroPlaced"
    tent = next(loc for loc in response.game.dragons.locations if loc.id == "tent")
    assert [(h.seat, h.number, h.face_up) for h in tent.heroes] == [(0, 5, False)]
    assert 5 not in response.game.dragons.seats[0].heroes
    # The others see a hero of seat 0 on the tent, and not its number.
    for viewer in (None, tokens[1], tokens[2]):
        hero = next(loc for loc in client.get_game(name, token=viewer).dragons.locations
                    if loc.id == "tent").heroes[0]
        assert hero.seat == 0 and not hero.HasField("number") and not hero.HasField("value")
    audited = next(loc for loc in client.get_game(name, token=AUDITOR).dragons.locations
                   if loc.id == "tent").heroes[0]
    assert audited.number == 5


# --------------------------------------------------------------------------- secrets


def _targets(view: dp.DragonsView, command: dp.DragonsCommand) -> tuple[int, int] | None:
    """The (owner, number) of the face-down hero a Mirage or a scroll looks at (read from
    the auditor's view when it is played); None for any other command."""
    if command.WhichOneof("command") != "play_card":
        return None
    play = command.play_card
    if not (play.card == "mirage" or play.card.startswith("scroll#")) or not play.HasField(
            "hero"):
        return None
    loc = next(loc for loc in view.locations if loc.id == play.location)
    hero = loc.heroes[play.hero]
    return hero.seat, hero.number


def _check_secrets(view: dp.DragonsView, viewer: int | None, players: int,
                   looked: set[tuple[int, int]]) -> None:
    where = f"viewer {viewer}, round {view.round}, phase {view.phase}"
    dummy = view.dummy if view.HasField("dummy") else -1
    for loc in view.locations:
        for h in loc.heroes:
            if h.face_up or h.seat == viewer:
                assert h.HasField("number") and h.HasField("value"), where
            elif h.HasField("number"):
                # Not its own, face down: only one it looked at this round.
                assert (h.seat, h.number) in looked, f"{where}: {loc.id} {h}"
            else:
                assert not h.HasField("value"), where
    for s in view.seats:
        if s.seat == viewer:
            assert len(s.heroes) == s.heroes_in_hand, where
            assert (len(s.treasures), len(s.spells), len(s.artifacts)) == (
                s.treasure_count, s.spell_count, s.artifact_count), where
        elif s.seat == dummy:  # the Dummy's cards lie face up; its heroes nobody sees
            assert not s.heroes, where
            assert len(s.treasures) == s.treasure_count, where
        else:
            assert not s.heroes and not s.treasures and not s.spells and not s.artifacts, (
                f"{where}: seat {s.seat}'s hand")
    if not view.guard.face_up and view.guard.card:
        assert viewer is not None, f"{where}: the spectator sees the guard's card"
    if view.HasField("pending") and view.pending.name == "keep_spell" and (
            viewer not in (view.pending.seat, view.pending.for_seat)) and (
            view.pending.for_seat != dummy):
        assert not view.pending.options, f"{where}: another seat's spells drawn"
    if view.HasField("claim") and viewer is None:
        assert not view.claim.your_offer, where
    assert (viewer is None) != view.HasField("you"), where
    assert players == len([s for s in view.seats if not s.dummy]), where


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (4, 6)])
def test_no_seat_sees_another_seats_face_down_heroes_or_hand(
    client: Client, players: int, seed: int
) -> None:
    created = client.create_game("dragons", [f"p{i}" for i in range(players)], seed=seed)
    name, tokens = created.game.name, list(created.seat_tokens)
    rng = random.Random(seed)
    looked: list[set[tuple[int, int]]] = [set() for _ in range(players)]
    round_ = 0
    own_face_down = 0  # face-down heroes of others the viewers were shown
    for _ in range(4000):
        audit = client.get_game(name, token=AUDITOR)
        if audit.state == pb.Game.STATE_FINISHED:
            break
        if audit.dragons.round != round_:  # what was looked at is forgotten each round
            round_ = audit.dragons.round
            looked = [set() for _ in range(players)]
        _check_secrets(client.get_game(name).dragons, None, players, set())
        for seat, token in enumerate(tokens):
            view = client.get_game(name, token=token).dragons
            _check_secrets(view, seat, players, looked[seat])
            own_face_down += sum(1 for loc in view.locations for h in loc.heroes
                                   if not h.face_up and h.seat == seat)
        legal = [(seat, c) for seat, t in enumerate(tokens)
                 for c in client.legal_commands(name, token=t)]
        seat, command = rng.choice(legal)
        target = _targets(audit.dragons, command.dragons)
        if target is not None:
            looked[seat].add(target)
        client.submit(name, command, token=tokens[seat])
    else:
        raise AssertionError("the game did not end")
    assert own_face_down > 0  # the check looked at face-down heroes, and their owners
