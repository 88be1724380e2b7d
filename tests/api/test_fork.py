"""ForkGame / `scheherazade fork`: a new game from version N of another. Its history starts
with its parent and version, then the parent's events up to N; it plays on to a new end
with new tokens and a fresh seed; seat i sees what seat i saw at N; only the auditor may
fork (the fork's tokens show every seat's hand at N)."""

from __future__ import annotations

import random

import grpc
import pytest
from google.protobuf import json_format

from clients.bot import play_game
from clients.client import Client
from clients.verify import verify
from service.app.audit import audit
from service.kit.registry import event_types, games
from tests.api.conftest import AUDITOR, Server


def _finished_game(client: Client, game_type: str = "treasures", seats: int = 3):
    created = client.create_game(game_type, [f"p{i}" for i in range(seats)], seed=5)
    play_game(client, created.game.name, list(created.seat_tokens), random.Random(5))
    return created


def test_a_fork_of_a_finished_game_starts_with_its_parent_and_plays_to_a_new_end(
        server: Server, client: Client) -> None:
    parent = _finished_game(client)
    n = 20
    fork = client.fork_game(parent.game.name, n, ["Ann", "Bob", "Cyd"], token=AUDITOR)
    assert fork.game.name != parent.game.name and len(fork.seat_tokens) == 3
    assert list(fork.game.players) == ["Ann", "Bob", "Cyd"]
    assert not set(fork.seat_tokens) & set(parent.seat_tokens)
    history = list(client.events(fork.game.name, token=AUDITOR))
    first = json_format.MessageToDict(history[0].data)
    assert history[0].type == "game.Created"
    assert first["parent"] == parent.game.name.removeprefix("games/")
    assert int(first["parent_version"]) == n
    ancestor = list(client.events(parent.game.name, token=AUDITOR))
    assert [(e.type, e.data) for e in history[1:n]] == [(e.type, e.data)
                                                        for e in ancestor[1:n]]
    assert first["seed"] != json_format.MessageToDict(ancestor[0].data)["seed"]  # fresh
    # Seat 0 of the fork sees at N what seat 0 saw at N in the parent.
    assert client.replay(fork.game.name, n, token=fork.seat_tokens[0]).game.treasures == \
        client.replay(parent.game.name, n, token=parent.seat_tokens[0]).game.treasures
    outcome = play_game(client, fork.game.name, list(fork.seat_tokens), random.Random(9))
    assert outcome.game.state == outcome.game.STATE_FINISHED and outcome.game.version > n


def test_the_fork_audits_and_copies_its_parents_events_unchanged(
        server: Server, client: Client) -> None:
    parent = _finished_game(client, "1001", 4)
    at = _end_of_the_move_at(client, parent.game.name, 40)
    fork = client.fork_game(parent.game.name, at, token=AUDITOR)
    play_game(client, fork.game.name, list(fork.seat_tokens), random.Random(2))
    app = server.app
    gid = fork.game.name.removeprefix("games/")
    report = audit(gid, app.cache.store.load(gid), games(), event_types())
    assert report.ok, report.problems
    assert report.copied == at - 1 and report.moves > 0
    # A seat of the fork verifies the fork's own draws from the fork's seed; the copied
    # events carry no draw (theirs followed the parent's seed).
    seat = fork.seat_tokens[1]
    events = list(client.events(fork.game.name, token=seat))
    assert not [e for e in events[:at] if e.HasField("draw")]
    seed = client.get_game(fork.game.name, token=seat, view="basic").seed
    verdict = verify(seed, fork.game.seed_commitment, events, at + 1)
    assert verdict.ok and verdict.draws > 0


def _move(event) -> tuple | None:
    """Which seat's move recorded an event, and when; None for the service's own steps."""
    if not event.HasField("seat"):
        return None
    return event.seat, event.event_time.ToNanoseconds()


def _end_of_the_move_at(client: Client, name: str, version: int) -> int:
    """The last version of the move that recorded `version` (itself if that ends a move)."""
    history = list(client.events(name, token=AUDITOR))
    end = version
    while end < len(history) and _move(history[end]) is not None \
            and _move(history[end]) == _move(history[version - 1]):
        end += 1
    return end


def test_a_fork_inside_a_move_is_refused_naming_the_move(client: Client) -> None:
    """A seat's move records its events together and the rules never rest between them (1001:
    the last vote, then the votes revealed, the points, Aladdin moved): a fork starts where the
    parent rested, so a version inside a move is refused, naming where the move starts and
    ends."""
    parent = _finished_game(client, "1001", 4)
    history = list(client.events(parent.game.name, token=AUDITOR))
    inside = next(e.version for e, after in zip(history, history[1:], strict=False)
                  if _move(e) is not None and _move(e) == _move(after))
    start, end = inside, _end_of_the_move_at(client, parent.game.name, inside)
    while start > 1 and _move(history[start - 2]) == _move(history[inside - 1]):
        start -= 1
    with pytest.raises(grpc.RpcError) as refused:
        client.fork_game(parent.game.name, inside, token=AUDITOR)
    assert refused.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert f"(its events are {start}-{end}): fork at {start - 1} or {end}" in \
        refused.value.details()
    for at in (start - 1, end):
        assert client.fork_game(parent.game.name, at, token=AUDITOR).game.version >= at


def test_who_may_fork_what(server: Server, client: Client) -> None:
    running = client.create_game("1001", ["a", "b", "c"], seed=3)
    name = running.game.name
    with pytest.raises(grpc.RpcError) as refused:
        client.fork_game(name, 5)  # a spectator, a running game: would see every hand
    assert refused.value.code() == grpc.StatusCode.PERMISSION_DENIED
    with pytest.raises(grpc.RpcError) as refused:
        client.fork_game(name, 5, token=running.seat_tokens[0])  # a seat neither
    assert refused.value.code() == grpc.StatusCode.PERMISSION_DENIED
    assert client.fork_game(name, 5, token=AUDITOR).game.version >= 5  # the auditor may
    finished = _finished_game(client)
    # A finished game's history still hides each seat's hand from the others and from
    # spectators: a fork by them would show it, so they may not fork it either.
    for token in (None, finished.seat_tokens[1]):
        with pytest.raises(grpc.RpcError) as refused:
            client.fork_game(finished.game.name, 5, token=token)
        assert refused.value.code() == grpc.StatusCode.PERMISSION_DENIED
    same = client.fork_game(finished.game.name, 5, same_chance=True, token=AUDITOR)
    seeds = [json_format.MessageToDict(next(client.events(g, token=AUDITOR)).data)["seed"]
             for g in (finished.game.name, same.game.name)]
    assert seeds[0] == seeds[1]
    for version, players in ((0, None), (10_000, None), (5, ["only-one"])):
        with pytest.raises(grpc.RpcError) as refused:
            client.fork_game(finished.game.name, version, players, token=AUDITOR)
        assert refused.value.code() == grpc.StatusCode.INVALID_ARGUMENT


def test_the_fork_command_prints_the_new_game_and_its_tokens(server: Server,
                                                             client: Client) -> None:
    from tests.api.cli_support import run

    parent = _finished_game(client)
    at = _end_of_the_move_at(client, parent.game.name, 12)
    out = run("fork", parent.game.name, "--at", str(at), "--players", "Ann,Bob,Cyd",
              "--token", AUDITOR, "--address", server.address).splitlines()
    assert out[0].startswith("games/") and out[0] != parent.game.name
    seats = [line.split() for line in out[1:]]  # "seat N TOKEN NAME"
    assert [(s[0], s[1], s[3]) for s in seats] == [("seat", "0", "Ann"), ("seat", "1", "Bob"),
                                                   ("seat", "2", "Cyd")]
    assert client.get_game(out[0], view="basic").version >= at


def test_a_game_commits_to_its_seed_and_shows_it_once_over(server: Server,
                                                            client: Client) -> None:
    """From the start anyone sees the seed's commitment; the seed itself only once the game
    is over (the auditor always), and then it matches: sha256("scheherazade-seed:{seed}")."""
    import hashlib

    created = client.create_game("treasures", ["a", "b", "c"])  # the server's own seed
    name = created.game.name
    running = client.get_game(name, view="basic")
    assert len(running.seed_commitment) == 64 and not running.HasField("seed")
    assert not client.get_game(name, token=created.seat_tokens[0]).HasField("seed")
    assert client.get_game(name, token=AUDITOR).HasField("seed")
    play_game(client, name, list(created.seat_tokens), random.Random(1))
    over = client.get_game(name, view="basic")
    assert over.HasField("seed") and over.seed_commitment == running.seed_commitment
    assert hashlib.sha256(f"scheherazade-seed:{over.seed}".encode()).hexdigest() == \
        over.seed_commitment


def test_the_audit_rpc_proves_a_game_and_names_a_tampered_event(
        server: Server, client: Client, store_env) -> None:
    """AuditGame: anyone may ask; a bot game passes; an event changed in the store fails,
    named by the version after it; an unknown game is NOT_FOUND."""
    import sqlite3

    game = _finished_game(client)
    report = client.audit(game.game.name)
    assert report.ok and report.moves > 0 and report.automatic > 0 and not report.problems
    with pytest.raises(grpc.RpcError) as missing:
        client.audit("games/nope")
    assert missing.value.code() == grpc.StatusCode.NOT_FOUND
    if store_env is not None:
        return  # the tampering below edits the SQLite file
    gid = game.game.name.removeprefix("games/")
    with sqlite3.connect(server.data_dir / "events.sqlite") as con:
        where = "WHERE originator_id = ? AND originator_version = 10"
        (state,) = con.execute(f"SELECT state FROM stored_events {where}", [gid]).fetchone()
        con.execute(f"UPDATE stored_events SET state = ? {where}",
                    [bytes(state).replace(b'"at":', b'"at":1', 1), gid])
    tampered = client.audit(game.game.name)
    assert not tampered.ok and tampered.problems[0].version == 11
    assert "does not match event 10" in tampered.problems[0].what
