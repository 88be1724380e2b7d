"""`scheherazade serve --processes 2` as a user runs it: each game has one owner process,
and a call reaching the other process (a unary call, or a session's whole stream) is
forwarded there unchanged (tests/api/processes_support.py says how a test reaches both
processes). The processes' lives and deaths: test_serve_processes_lifecycle.py.
"""

from __future__ import annotations

import asyncio
import random
import threading
import time
from contextlib import ExitStack
from pathlib import Path

import grpc

from clients.bot import command_kind
from scheherazade.v1 import game_service_pb2 as pb
from service.kit.random_player import pick
from tests.api.processes_support import (
    AUDITOR,
    channels,
    end,
    play,
    refusal,
    serve_two,
    served_two,
    until,
)


def test_a_games_commands_on_every_process_apply_in_order_once(tmp_path: Path) -> None:
    with served_two(tmp_path / "data") as (_, address), channels(address) as clients:
        created = clients[0].create_game("1001", ["a", "b", "c", "d"], seed=3)
        name, tokens = created.game.name, list(created.seat_tokens)
        played = play(clients, name, tokens, 40, random.Random(3))
        assert len(played) == 40
        # Every command's events right after the previous command's (`_play`), and the
        # stored history exactly those, read through another channel.
        history = list(clients[1].events(name, token=AUDITOR))
        assert [e.version for e in history] == list(range(1, played[-1][1] + 1))
        # The same command_id again, on every channel: its first events, nothing recorded.
        for command_id, version, command, token in (played[0], played[-1]):
            for client in clients:
                again = client.submit(name, command, token=token, command_id=command_id)
                assert again.duplicate and again.events[-1].version == version
        assert clients[2].get_game(name, view="basic").version == played[-1][1]


def test_every_refusal_is_the_same_on_every_process(tmp_path: Path) -> None:
    """A stale expected_version, a bad token, a game that does not exist, a command_id
    reused by another seat, a request_id reused for another game, a fork by a seat:
    the same code, message and details through every channel, so through the owner's
    forward as from the owner itself."""
    with served_two(tmp_path / "data") as (_, address), channels(address) as clients:
        created = clients[0].create_game("1001", ["a", "b"], seed=4,
                                         request_id="request-of-the-refusal-test")
        name, tokens = created.game.name, list(created.seat_tokens)
        played = play(clients, name, tokens, 2, random.Random(4))
        first_id, _, command, token = played[0]
        other = tokens[1 - tokens.index(token)]
        calls = {
            "stale": lambda c: c.submit(name, command, token=token, expected_version=1),
            "token": lambda c: c.get_game(name, token="not-a-seat-token-of-this-game"),
            "missing": lambda c: c.legal_commands("games/0123456789abcdef", token=tokens[0]),
            "command_id": lambda c: c.submit(name, command, token=other, command_id=first_id),
            "request_id": lambda c: c.create_game("1001", ["x", "y"],
                                                  request_id="request-of-the-refusal-test"),
            "fork": lambda c: c.fork_game(name, 1, token=tokens[0]),
        }
        for what, call in calls.items():
            seen = {refusal(lambda c=client, call=call: call(c)) for client in clients}
            assert len(seen) == 1, (what, seen)
            code, message, details = seen.pop()
            assert details is not None, (what, code, message)  # its ErrorInfo kept
            assert code != grpc.StatusCode.UNKNOWN, (what, message)
        assert refusal(lambda: calls["stale"](clients[0]))[0] == grpc.StatusCode.ABORTED


def test_the_same_request_id_on_every_process_is_one_game(tmp_path: Path) -> None:
    with served_two(tmp_path / "data") as (_, address), channels(address) as clients:
        answers = {(a.game.name, tuple(a.seat_tokens)) for a in (
            client.create_game("emira", ["a", "b", "c"], seed=1,
                               request_id="one-request-for-all-the-channels")
            for client in clients)}
        assert len(answers) == 1
        listed = clients[0].games.ListGames(pb.ListGamesRequest(page_size=100), timeout=10)
        assert [g.name for g in listed.games] == [answers.pop()[0]]


def test_watch_on_every_process_sees_every_move(tmp_path: Path) -> None:
    with served_two(tmp_path / "data") as (_, address), channels(address) as clients:
        created = clients[0].create_game("1001", ["a", "b", "c", "d"], seed=5)
        name, tokens = created.game.name, list(created.seat_tokens)
        seen: list[list[int]] = [[] for _ in clients[:8]]
        streams = [client.watch(name, view="basic", timeout=60) for client in clients[:8]]

        def follow(stream: object, versions: list[int]) -> None:
            try:
                for update in stream:  # type: ignore[attr-defined]
                    versions.extend(e.version for e in update.events)
            except grpc.RpcError:
                pass  # cancelled at the end

        threads = [threading.Thread(target=follow, args=(s, v))
                   for s, v in zip(streams, seen, strict=True)]
        for thread in threads:
            thread.start()
        played = play(clients, name, tokens, 20, random.Random(5))
        last = played[-1][1]
        assert until(lambda: all(v and v[-1] >= last for v in seen), 20), seen
        for stream in streams:
            stream.cancel()
        for thread in threads:
            thread.join(timeout=10)
        for versions in seen:
            assert versions[: last] == list(range(1, last + 1))


def test_the_web_tables_moves_on_another_process_game_are_made_by_its_owner(
        tmp_path: Path) -> None:
    """The web table is served by process 0: a browser's move on a game process 1 owns is
    made by process 1 (forwarded), so process 1's copy, which it reads nothing to refresh,
    shows it at once to every gRPC caller."""

    from connectrpc.protocol import ProtocolType

    from scheherazade.v1 import game_service_connect as gconnect
    from service.app.store import owner_of

    urls: list[str] = []
    server, address = serve_two(tmp_path / "data", web=urls)
    try:
        with channels(address) as clients:
            created = next(c for c in (
                clients[0].create_game("1001", ["a", "b"], seed=s) for s in range(64))
                if owner_of(c.game.name.removeprefix("games/"), 2) == 1)
            name, token = created.game.name, created.seat_tokens[0]
            legal, version = clients[0].legal_commands_at(name, token=token)  # now cached

            async def move() -> int:
                web = gconnect.GameServiceClient(urls[0].rstrip("/"),
                                                 protocol=ProtocolType.CONNECT)
                answer = await web.submit_command(pb.SubmitCommandRequest(
                    name=name, command=legal[0], command_id="web-move-0000001",
                    expected_version=version), headers={"authorization": f"Bearer {token}"})
                return answer.version

            after = asyncio.run(move())
            assert after > version
            assert {c.get_game(name, view="basic").version for c in clients} == {after}
    finally:
        end(server)


def test_a_session_on_any_process_plays_at_the_games_owner(tmp_path: Path) -> None:
    """PlaySession under `--processes 2`: a session whose stream lands on the process that
    does not own its game is passed on whole to the owner, so its commands are the
    owner's (every channel reads each answer's version at once, through the owner) and
    its updates follow the owner's copy (every other seat's session hears each move).
    Without it, the non-owner stored the commands itself and the owner's copy never saw
    them."""
    with served_two(tmp_path / "data") as (_, address), channels(address) as clients, \
            ExitStack() as stack:
        created = clients[0].create_game("1001", ["a", "b", "c", "d"], seed=5)
        name, tokens = created.game.name, list(created.seat_tokens)
        sessions = [stack.enter_context(client.session(name, tokens[k % 4], view="basic"))
                    for k, client in enumerate(clients)]
        rng = random.Random(5)
        version = 0
        for _ in range(30):
            acting = [s for s in sessions if s.legal_commands()]
            session = rng.choice(acting)
            answer = session.submit(pick(rng, session.legal_commands(), command_kind))
            assert answer.version > version
            version = answer.version
            assert {c.get_game(name, view="basic").version for c in clients} == {version}
        # Every session heard (in its answers or its updates) every version up to the last.
        for session in sessions:
            deadline = time.monotonic() + 10
            while (session.game is None or session.game.version < version) and \
                    time.monotonic() < deadline:
                try:
                    update = session.updates.get(timeout=0.5)
                except Exception:  # noqa: BLE001 - queue.Empty: look again until the deadline
                    continue
                if update is not None and update.HasField("game"):
                    session.game = update.game
            assert session.game is not None and session.game.version == version
        # A refusal through a passed-on stream is the owner's, the session still open.
        acting = [s for s in sessions if s.legal_commands()]
        for session in acting:
            stale = refusal(lambda: session.submit(  # noqa: B023 - called at once
                session.legal_commands()[0], expected_version=1))  # noqa: B023
            assert stale[0] == grpc.StatusCode.ABORTED
            assert session.legal_commands_at()[1] == version
