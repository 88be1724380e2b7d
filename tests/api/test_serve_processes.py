"""`scheherazade serve --processes 2` as a user runs it: each game has one owner process,
and a call reaching the other process is forwarded there unchanged; the processes live
and die together, and nothing acknowledged is lost when one of them is killed.

The kernel spreads connections over the processes (`SO_REUSEPORT`); a test cannot choose
the process a channel lands on, so each test uses `CHANNELS` channels in turn: every one of
them landing on the same process of two has a chance of 2**-15.
"""

from __future__ import annotations

import os
import random
import re
import signal
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import grpc
import pytest
from grpc_status import rpc_status

from clients.bot import command_kind
from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from service.kit.random_player import pick
from tests.api.cli_support import start_serve

CHANNELS = 16
AUDITOR = "auditor-token-of-these-tests"


def _serve(data: Path, address: str = "127.0.0.1:0",
           web: list[str] | None = None) -> tuple[subprocess.Popen[str], str]:
    """The server and its gRPC address; with `web`, its web table's URL appended to it."""
    served = start_serve(
        "--address", address, "--data-dir", str(data), "--no-project",
        *(["--web-address", "127.0.0.1:0"] if web is not None else ["--no-web"]),
        "--processes", "2", "--auditor-token", AUDITOR, web=web is not None)
    if web is not None and served.web_url is not None:
        web.append(served.web_url)
    return served.process, served.address


@contextmanager
def _served(data: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    server, address = _serve(data)
    try:
        yield server, address
    finally:
        _end(server)


def _end(server: subprocess.Popen[str]) -> None:
    children = _children(server.pid)
    if server.poll() is None:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
    for pid in children:  # never leave a child behind, whatever the test did
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


@contextmanager
def _clients(address: str) -> Iterator[list[Client]]:
    with ExitStack() as stack:
        yield [stack.enter_context(Client(address, timeout=20)) for _ in range(CHANNELS)]


def _children(pid: int) -> list[int]:
    """The processes whose parent is `pid` (Linux's /proc)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"  # a zombie has stopped: only its parent has not read its status yet


def _until(check: object, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():  # type: ignore[operator]
            return True
        time.sleep(0.1)
    return False


def _port_free(address: str) -> bool:
    host, _, port = address.rpartition(":")
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, int(port)))
        except OSError:
            return False
    return True


def _play(clients: list[Client], name: str, tokens: list[str], moves: int,
          rng: random.Random) -> list[tuple[str, int, pb.Command, str]]:
    """`moves` commands, each on the next channel, each with the version it expects, each
    applied right after the version it expected: (command_id, version after, command,
    token) of each."""
    played: list[tuple[str, int, pb.Command, str]] = []
    turn = 0
    while len(played) < moves:
        client = clients[turn % len(clients)]
        turn += 1
        game = client.get_game(name, view="basic")
        if game.state == pb.Game.STATE_FINISHED:
            break
        for token in tokens:
            legal, version = client.legal_commands_at(name, token=token)
            if legal:
                break
        else:
            continue
        assert version == game.version
        command_id = f"cmd-{len(played):04d}-{rng.getrandbits(64):016x}"
        command = pick(rng, legal, command_kind)
        answer = client.submit(name, command, token=token, command_id=command_id,
                               expected_version=version)
        assert answer.version > version and not answer.duplicate
        assert [e.version for e in answer.events] == list(range(version + 1, answer.version + 1))
        played.append((command_id, answer.version, command, token))
    return played


def test_a_games_commands_on_every_process_apply_in_order_once(tmp_path: Path) -> None:
    with _served(tmp_path / "data") as (_, address), _clients(address) as clients:
        created = clients[0].create_game("1001", ["a", "b", "c", "d"], seed=3)
        name, tokens = created.game.name, list(created.seat_tokens)
        played = _play(clients, name, tokens, 40, random.Random(3))
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


def _status(call: object) -> tuple:
    try:
        call()  # type: ignore[operator]
    except grpc.RpcError as err:
        details = rpc_status.from_call(err)  # type: ignore[arg-type]
        return err.code(), err.details(), None if details is None else details.SerializeToString()
    raise AssertionError("the call was not refused")


def test_every_refusal_is_the_same_on_every_process(tmp_path: Path) -> None:
    """A stale expected_version, a bad token, a game that does not exist, a command_id
    reused by another seat, a request_id reused for another game, a fork by a seat:
    the same code, message and details through every channel, so through the owner's
    forward as from the owner itself."""
    with _served(tmp_path / "data") as (_, address), _clients(address) as clients:
        created = clients[0].create_game("1001", ["a", "b"], seed=4,
                                         request_id="request-of-the-refusal-test")
        name, tokens = created.game.name, list(created.seat_tokens)
        played = _play(clients, name, tokens, 2, random.Random(4))
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
            seen = {_status(lambda c=client, call=call: call(c)) for client in clients}
            assert len(seen) == 1, (what, seen)
            code, message, details = seen.pop()
            assert details is not None, (what, code, message)  # its ErrorInfo kept
            assert code != grpc.StatusCode.UNKNOWN, (what, message)
        assert _status(lambda: calls["stale"](clients[0]))[0] == grpc.StatusCode.ABORTED


def test_the_same_request_id_on_every_process_is_one_game(tmp_path: Path) -> None:
    with _served(tmp_path / "data") as (_, address), _clients(address) as clients:
        answers = {(a.game.name, tuple(a.seat_tokens)) for a in (
            client.create_game("emira", ["a", "b", "c"], seed=1,
                               request_id="one-request-for-all-the-channels")
            for client in clients)}
        assert len(answers) == 1
        listed = clients[0].games.ListGames(pb.ListGamesRequest(page_size=100), timeout=10)
        assert [g.name for g in listed.games] == [answers.pop()[0]]


def test_watch_on_every_process_sees_every_move(tmp_path: Path) -> None:
    with _served(tmp_path / "data") as (_, address), _clients(address) as clients:
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
        played = _play(clients, name, tokens, 20, random.Random(5))
        last = played[-1][1]
        assert _until(lambda: all(v and v[-1] >= last for v in seen), 20), seen
        for stream in streams:
            stream.cancel()
        for thread in threads:
            thread.join(timeout=10)
        for versions in seen:
            assert versions[: last] == list(range(1, last + 1))


def _playing(address: str, name: str, tokens: list[str], stop: threading.Event,
             acknowledged: dict[str, int]) -> list[threading.Thread]:
    """A client per seat (each its own channel) playing until `stop` or an error; the
    highest version acknowledged to any of them, in `acknowledged[name]`."""
    def seat(token: str, rng: random.Random) -> None:
        with Client(address, timeout=5) as client:
            while not stop.is_set():
                try:
                    legal = client.legal_commands(name, token=token)
                    if not legal:
                        time.sleep(0.01)
                        continue
                    answer = client.submit(name, pick(rng, legal, command_kind), token=token)
                except grpc.RpcError as err:
                    if err.code() in (grpc.StatusCode.FAILED_PRECONDITION,
                                      grpc.StatusCode.ABORTED):
                        continue  # the game moved on between listing and submitting
                    return  # the server went away
                acknowledged[name] = max(acknowledged.get(name, 0), answer.version)

    threads = [threading.Thread(target=seat, args=(t, random.Random(i)), daemon=True)
               for i, t in enumerate(tokens)]
    for thread in threads:
        thread.start()
    return threads


def _games_under_load(address: str, count: int) -> tuple[dict[str, int], threading.Event,
                                                         list[threading.Thread]]:
    acknowledged: dict[str, int] = {}
    stop = threading.Event()
    threads: list[threading.Thread] = []
    with Client(address, timeout=10) as admin:
        for g in range(count):
            created = admin.create_game("1001", ["a", "b", "c", "d"], seed=g)
            threads += _playing(address, created.game.name, list(created.seat_tokens), stop,
                                acknowledged)
    assert _until(lambda: len(acknowledged) == count, 30)
    return acknowledged, stop, threads


def _stored(address: str, acknowledged: dict[str, int]) -> None:
    with Client(address, timeout=10) as client:
        for name, version in acknowledged.items():
            assert client.get_game(name, token=AUDITOR, view="basic").version >= version, name


def test_kill_9_of_the_parent_stops_every_child_and_frees_the_port(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server, address = _serve(data)
    children = _children(server.pid)
    try:
        assert len(children) >= 2  # the two servers (and multiprocessing's tracker)
        acknowledged, stop, threads = _games_under_load(address, 4)
        time.sleep(0.5)
        server.kill()
        server.wait(timeout=10)
        stop.set()
        assert _until(lambda: not any(_alive(pid) for pid in children), 15), \
            [pid for pid in children if _alive(pid)]
        assert _port_free(address)
        for thread in threads:
            thread.join(timeout=10)
    finally:
        _end(server)
        for pid in children:  # left behind if the test failed
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
    again, address_again = _serve(data, address)  # the same port
    try:
        assert address_again == address
        _stored(address, dict(acknowledged))
    finally:
        _end(again)


def test_kill_9_of_a_child_fails_the_parent_and_stops_the_others(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server, address = _serve(data)
    try:
        acknowledged, stop, threads = _games_under_load(address, 4)
        time.sleep(0.5)
        servers = [pid for pid in _children(server.pid)
                   if b"resource_tracker" not in Path(f"/proc/{pid}/cmdline").read_bytes()]
        assert len(servers) == 2
        victim, survivor = servers
        os.kill(victim, signal.SIGKILL)
        assert server.wait(timeout=30) == 1
        stop.set()
        error = server.stderr.read() if server.stderr else ""
        assert re.search(rf"scheherazade serve: server process scheherazade-\d \(pid {victim}\) "
                         r"was killed by SIGKILL \(exit code -9\): stopped the other 1\n", error), \
            error
        assert not _alive(survivor)
        assert _until(lambda: _port_free(address), 10)
        for thread in threads:
            thread.join(timeout=10)
    finally:
        _end(server)
    again, _ = _serve(data, address)
    try:
        _stored(address, dict(acknowledged))
    finally:
        _end(again)


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGINT])
def test_a_stop_asked_for_ends_every_process_with_exit_0(tmp_path: Path, how: int) -> None:
    server, address = _serve(tmp_path / "data")
    try:
        children = _children(server.pid)
        if how == signal.SIGINT:  # Ctrl-C: the terminal signals the whole process group
            for pid in (server.pid, *children):
                os.kill(pid, how)
        else:
            server.send_signal(how)
        assert server.wait(timeout=30) == 0, server.stderr.read() if server.stderr else ""
        # multiprocessing's resource tracker ignores signals: it ends once its parent has.
        assert _until(lambda: not any(_alive(pid) for pid in children), 5)
        assert _port_free(address)
    finally:
        _end(server)


def test_the_web_tables_moves_on_another_process_game_are_made_by_its_owner(
        tmp_path: Path) -> None:
    """The web table is served by process 0: a browser's move on a game process 1 owns is
    made by process 1 (forwarded), so process 1's copy, which it reads nothing to refresh,
    shows it at once to every gRPC caller."""
    import asyncio

    from connectrpc.protocol import ProtocolType

    from scheherazade.v1 import game_service_connect as gconnect
    from service.app.store import owner_of

    urls: list[str] = []
    server, address = _serve(tmp_path / "data", web=urls)
    try:
        with _clients(address) as clients:
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
        _end(server)


def test_a_session_on_any_process_plays_at_the_games_owner(tmp_path: Path) -> None:
    """PlaySession under `--processes 2`: a session whose stream lands on the process that
    does not own its game is passed on whole to the owner, so its commands are the
    owner's (every channel reads each answer's version at once, through the owner) and
    its updates follow the owner's copy (every other seat's session hears each move).
    Without it, the non-owner stored the commands itself and the owner's copy never saw
    them."""
    with _served(tmp_path / "data") as (_, address), _clients(address) as clients, \
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
            stale = _status(lambda: session.submit(  # noqa: B023 - called at once
                session.legal_commands()[0], expected_version=1))  # noqa: B023
            assert stale[0] == grpc.StatusCode.ABORTED
            assert session.legal_commands_at()[1] == version
