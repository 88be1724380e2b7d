"""PlaySession through a real gRPC channel: a seat's commands, their answers and the game's
updates on one stream. A game plays to the end through every seat's session, each event
reaching each seat once; a refusal is an answer with the unary call's status and the
session goes on; another seat's move arrives as an update; an answer is durable across a
kill -9; a command_id played twice answers the first result; no message shows a seat
another's secret; a bad opening ends the stream with the unary call's code; a session
takes a stream slot."""

from __future__ import annotations

import os
import random
import signal
import uuid
from pathlib import Path

import grpc
import pytest

from bench.load import start_server
from clients.bot import RandomBot, play_game
from clients.client import Client, error_info
from clients.session import Refused, Session
from scheherazade.v1 import game_service_pb2 as pb
from service.api.server import build, started
from service.api.streams import StreamSlots
from service.app.application import GameApp
from service.app.store import open_store
from tests.api.conftest import AUDITOR
from tests.api.helpers import expect_error
from tests.api.secrets import leaks, secrets_from

WAIT = 10.0  # seconds: a generous bound for an update on a loaded machine


def _seen_versions(session: Session, answers: list[pb.SubmitCommandResponse]) -> list[int]:
    """Every event version the seat was sent: its updates' and its own answers'."""
    versions = [e.version for a in answers if not a.duplicate for e in a.events]
    while not session.updates.empty():
        update = session.updates.get_nowait()
        if update is not None:
            versions += [e.version for e in update.events]
    return sorted(versions)


def _until_version(session: Session, version: int) -> None:
    """Wait until the session's latest game is at `version` (its last update came)."""
    import time

    deadline = time.monotonic() + WAIT
    while (session.game is None or session.game.version < version) and \
            time.monotonic() < deadline:
        time.sleep(0.01)
    assert session.game is not None and session.game.version >= version


def test_a_game_plays_to_the_end_through_every_seats_session(client: Client) -> None:
    created = client.create_game("treasures", ["Ann", "Bob", "Cid"], seed=3)
    name = created.game.name
    rng = random.Random(3)
    sessions = [client.session(name, t, view="basic") for t in created.seat_tokens]
    answers: list[list[pb.SubmitCommandResponse]] = [[] for _ in sessions]
    try:
        finished = False
        while not finished:
            acted = False
            for seat, session in enumerate(sessions):
                legal = session.legal_commands()
                if not legal:
                    continue
                answer = session.submit(rng.choice(legal))
                answers[seat].append(answer)
                acted = True
                finished = answer.game.state == pb.Game.STATE_FINISHED
                if finished:
                    break
            assert acted, "no seat could act and the game is not over"
        final = client.get_game(name, view="basic")
        assert final.state == pb.Game.STATE_FINISHED
        for seat, session in enumerate(sessions):
            _until_version(session, final.version)
            # Each event once: in an update, or in the seat's own answer, never both.
            assert _seen_versions(session, answers[seat]) == list(range(1, final.version + 1))
    finally:
        for session in sessions:
            session.close()
    assert all(s.broken is None for s in sessions)


def test_the_bots_play_through_sessions(client: Client) -> None:
    created = client.create_game("1001", ["Ann", "Bob", "Cid", "Dee"], seed=2)
    outcome = play_game(client, created.game.name, list(created.seat_tokens), random.Random(2))
    assert outcome.game.state == pb.Game.STATE_FINISHED
    assert client.get_game(created.game.name, view="basic").version == outcome.game.version


def _first_and_second(client: Client, created: pb.CreateGameResponse) -> tuple[str, str]:
    """(the token of the seat to act now, the other's)."""
    ann, bob = created.seat_tokens
    return (ann, bob) if client.legal_commands(created.game.name, token=ann) else (bob, ann)


def test_a_refused_command_is_an_answer_and_the_session_goes_on(client: Client) -> None:
    created = client.create_game("treasures", ["Ann", "Bob"], seed=1)
    name = created.game.name
    mover, waiter = _first_and_second(client, created)
    move = client.legal_commands(name, token=mover)[0]
    before = client.get_game(name, view="basic").version
    with pytest.raises(grpc.RpcError) as unary:
        client.submit(name, move, token=waiter)
    with client.session(name, waiter) as session:
        with pytest.raises(Refused) as refused:
            session.submit(move)
        # What the unary call gives: code, message, ErrorInfo.
        assert refused.value.code() == unary.value.code() == grpc.StatusCode.FAILED_PRECONDITION
        assert refused.value.details() == unary.value.details()
        assert error_info(refused.value) == error_info(unary.value)
        assert client.get_game(name, view="basic").version == before  # nothing recorded
        # The stream is still open: the seat's next requests are answered.
        assert session.legal_commands() == []
        with client.session(name, mover) as moving:
            answer = moving.submit(move)
        assert answer.version > before
        assert session.legal_commands(), "the waiting seat may act now"
        assert session.broken is None


def test_another_seats_move_arrives_as_an_update(client: Client) -> None:
    created = client.create_game("treasures", ["Ann", "Bob"], seed=1)
    name = created.game.name
    mover, waiter = _first_and_second(client, created)
    with client.session(name, waiter, view="full") as session:
        opened = session.updates.get(timeout=WAIT)
        assert opened is not None and opened.game.version == session.opened.game.version
        answer = client.submit(name, client.legal_commands(name, token=mover)[0], token=mover)
        update = session.updates.get(timeout=WAIT)
        assert update is not None
        assert [e.version for e in update.events][-1] == answer.version
        assert update.game.version == answer.version
        assert update.game.HasField("treasures"), "the view asked for at the opening"
        assert update.events[-1].seat != session.opened.game.viewer_seat


def test_a_duplicate_command_id_answers_the_first_result(client: Client) -> None:
    created = client.create_game("treasures", ["Ann", "Bob"], seed=1)
    name = created.game.name
    mover, _ = _first_and_second(client, created)
    move = client.legal_commands(name, token=mover)[0]
    command_id = uuid.uuid4().hex
    with client.session(name, mover) as session:
        first = session.submit(move, command_id=command_id)
        again = session.submit(move, command_id=command_id)
    unary = client.submit(name, move, token=mover, command_id=command_id)
    assert not first.duplicate and again.duplicate and unary.duplicate
    assert first.version == again.version == unary.version
    assert client.get_game(name, view="basic").version == first.version


def test_an_answer_is_stored_before_it_leaves(tmp_path: Path) -> None:
    """kill -9 of the server right after a session's answer: after a restart on the same
    data, the command is there, and its command_id answers it again as a duplicate."""
    data = tmp_path / "data"
    proc, address = start_server(data)
    try:
        with Client(address, timeout=10) as client:
            created = client.create_game("treasures", ["Ann", "Bob"], seed=4)
            name = created.game.name
            mover, _ = _first_and_second(client, created)
            with client.session(name, mover) as session:
                move = session.legal_commands()[0]
                answer = session.submit(move, command_id="the-one-command")
                os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.kill()
        proc.wait(timeout=30)
    proc, address = start_server(data)
    try:
        with Client(address, timeout=10) as client:
            assert client.get_game(name, view="basic").version == answer.version
            events = list(client.events(name, token=mover))
            assert [e.version for e in events][-len(answer.events):] == \
                [e.version for e in answer.events]
            with client.session(name, mover) as session:
                again = session.submit(move, command_id="the-one-command")
            assert again.duplicate and again.version == answer.version
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_no_session_message_shows_a_secret_to_the_wrong_seat(client: Client) -> None:
    players = ["Ann", "Bob", "Cid", "Dee", "Eve"]
    created = client.create_game("1001", players, seed=31)
    name, tokens = created.game.name, list(created.seat_tokens)
    sessions = [client.session(name, t, view="full") for t in tokens]
    got: list[list] = [[] for _ in tokens]
    rng = random.Random(5)
    try:
        bots = [RandomBot(s, rng, view="full") for s in sessions]  # type: ignore[arg-type]
        while client.get_game(name, view="basic").version < 60:
            for seat in rng.sample(range(len(bots)), len(bots)):
                response = bots[seat].act()
                if response is not None:
                    got[seat].append(response)
        last = client.get_game(name, view="basic").version
        for seat, session in enumerate(sessions):
            _until_version(session, last)
            while not session.updates.empty():
                got[seat].append(session.updates.get_nowait())
    finally:
        for session in sessions:
            session.close()
    secrets = secrets_from(list(client.events(name, token=AUDITOR)))
    assert {s.kind for s in secrets} == {"vote", "vizier"}
    for seat in range(len(tokens)):
        assert got[seat]
        problems = [p for m in got[seat] if m is not None for p in leaks(m, seat, secrets)]
        assert not problems, problems[:5]
    # The scan can fail: the auditor's history, read as a seat's, shows it secrets.
    history = pb.ListGameEventsResponse(events=client.events(name, token=AUDITOR))
    assert leaks(history, 0, secrets)


def _raw_session(client: Client, requests: list[pb.PlaySessionRequest],
                 token: str | None) -> list[pb.PlaySessionResponse]:
    metadata = (("authorization", f"Bearer {token}"),) if token else ()
    return list(client.games.PlaySession(iter(requests), metadata=metadata, timeout=10))


def _opening(name: str) -> pb.PlaySessionRequest:
    return pb.PlaySessionRequest(ref=1, open=pb.WatchGameRequest(name=name))


def test_a_bad_opening_ends_the_stream_with_the_unary_calls_code(client: Client) -> None:
    created = client.create_game("treasures", ["Ann", "Bob"], seed=1)
    name, token = created.game.name, created.seat_tokens[0]
    legal = pb.PlaySessionRequest(ref=1, legal_commands=pb.ListLegalCommandsRequest(name=name))
    expect_error(lambda: _raw_session(client, [legal], token),
                 grpc.StatusCode.INVALID_ARGUMENT, "SESSION_NOT_OPENED")
    expect_error(lambda: _raw_session(client, [], token),
                 grpc.StatusCode.INVALID_ARGUMENT, "SESSION_NOT_OPENED")
    for game, who in (("games/0000", token), ("no game", token), (name, "not-a-token"),
                      (name, None), (name, AUDITOR)):
        with pytest.raises(grpc.RpcError) as unary:
            client.submit(game, client.legal_commands(name, token=token)[0], token=who)
        info = expect_error(lambda game=game, who=who: _raw_session(client, [_opening(game)], who),
                            unary.value.code())
        assert info.reason == error_info(unary.value).reason  # type: ignore[union-attr]


def test_later_requests_are_checked_and_answered_in_place(client: Client) -> None:
    created = client.create_game("treasures", ["Ann", "Bob"], seed=1)
    other = client.create_game("treasures", ["Ann", "Bob"], seed=1)
    name, token = created.game.name, created.seat_tokens[0]
    answers = _raw_session(client, [
        _opening(name),
        pb.PlaySessionRequest(ref=2, open=pb.WatchGameRequest(name=name)),
        pb.PlaySessionRequest(ref=3),
        pb.PlaySessionRequest(ref=4, legal_commands=pb.ListLegalCommandsRequest(
            name=other.game.name)),
        pb.PlaySessionRequest(ref=5, legal_commands=pb.ListLegalCommandsRequest()),
    ], token)
    by_ref = {a.ref: a for a in answers}
    assert by_ref[1].WhichOneof("event") == "update"
    for ref, reason in ((2, "SESSION_ALREADY_OPEN"), (3, "MISSING_REQUEST"),
                        (4, "NOT_THE_SESSION_GAME")):
        error = by_ref[ref].error
        assert error.code == grpc.StatusCode.INVALID_ARGUMENT.value[0]
        assert reason in str(error.details[0].value), (ref, error)
    assert by_ref[5].legal_commands.version == created.game.version
    assert [a.ref for a in answers] == [1, 2, 3, 4, 5]  # in the order asked


def test_a_session_takes_a_stream_slot(tmp_path: Path) -> None:
    app = GameApp(open_store(tmp_path / "data"))
    slots = StreamSlots(total=8, spectators=4, per_token=1, per_game=3)
    with started(app, streams=slots) as running, \
            Client(f"127.0.0.1:{running.port}", timeout=10) as client:
        created = client.create_game("treasures", ["Ann", "Bob"], seed=1)
        name, (ann, bob) = created.game.name, created.seat_tokens
        with client.session(name, ann):
            expect_error(lambda: client.session(name, ann), grpc.StatusCode.RESOURCE_EXHAUSTED,
                         "STREAMS_EXHAUSTED")
            # One slot a token, whichever stream holds it: WatchGame shares them.
            expect_error(lambda: client.watch(name, token=ann),
                         grpc.StatusCode.RESOURCE_EXHAUSTED, "STREAMS_EXHAUSTED")
            with client.session(name, bob):
                assert slots.open == 2
        assert slots.open == 0
        with client.session(name, ann) as again:  # the closed session freed its slot
            assert again.legal_commands_at()[1] == created.game.version


def test_a_stopping_server_ends_the_session_with_unavailable(tmp_path: Path) -> None:
    running = build(GameApp(open_store(tmp_path / "data")))
    running.server.start()
    stopped = False
    try:
        with Client(f"127.0.0.1:{running.port}", timeout=10) as client:
            created = client.create_game("treasures", ["Ann", "Bob"], seed=1)
            with client.session(created.game.name, created.seat_tokens[0]) as session:
                running.stop(grace=5)  # once only: a stopped server's loop is gone
                stopped = True
                while session.updates.get(timeout=WAIT) is not None:
                    pass
                broken = session.broken
    finally:
        if not stopped:
            running.stop(grace=0)
    assert broken is not None
    assert broken.code() == grpc.StatusCode.UNAVAILABLE  # type: ignore[attr-defined]
    assert error_info(broken).reason == "SERVER_STOPPING"  # type: ignore[union-attr]
