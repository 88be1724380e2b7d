"""Bazaar over a real server process that knows the game only from the environment
(`SCHEHERAZADE_GAMES=tests.kit.bazaar`), and a simple player that reads only its JSON view
and sends `GenericCommand`s."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from tests.api.cli_support import ENV, start_serve, stop_serve

AUDITOR = "bazaar-auditor"
# What every process of these tests (server and CLI) gets: the tree on PYTHONPATH and the toy
# game plugged in, nothing else.
BAZAAR_ENV = {**ENV, "SCHEHERAZADE_GAMES": "tests.kit.bazaar"}


@contextmanager
def serve(data: Path, *args: str, env: dict[str, str] | None = None,
          timeout: float = 20) -> Iterator[str]:
    """`scheherazade serve` on a free port with its data (and its log, `server.log`) in
    `data`; yields its address."""
    data.mkdir(parents=True, exist_ok=True)
    log = data / "server.log"
    with log.open("w") as stderr:
        try:
            served = start_serve("--address", "127.0.0.1:0", "--data-dir", str(data),
                                 "--auditor-token", AUDITOR, *args, env=env or BAZAAR_ENV,
                                 stderr=stderr, timeout=timeout)
        except AssertionError as failed:
            raise AssertionError(f"{failed}\n{log.read_text()}") from None
    try:
        yield served.address
    finally:
        stop_serve(served.process)


def generic(command: str, **fields: Any) -> pb.Command:
    msg = pb.GenericCommand(game_type="bazaar", command=command)
    msg.fields.update(fields)
    return pb.Command(generic=msg)


def view(client: Client, name: str, token: str | None) -> dict[str, Any]:
    game = client.get_game(name, token=token)
    assert game.WhichOneof("view") is None  # no typed view: JSON only
    return dict(game.view_json)


def choose(v: dict[str, Any], seat: int) -> pb.Command | None:
    """What a simple player does, read from its JSON view alone."""
    if seat not in v["to_act"]:
        return None
    if v["phase"] == "bidding":
        return generic("bid", amount=min(seat + 1, int(v["coins"][seat])))
    if v["phase"] == "choosing":
        return generic("take_good", good=v["pending"]["options"][-1])
    return generic("protest" if seat == 1 and v["coins"][seat] else "pass")


def play_to_end(client: Client, name: str, tokens: list[str], limit: int = 100) -> int:
    """Every seat plays `choose` until the game is over; the number of commands sent."""
    sent = 0
    for _ in range(limit):
        views = [view(client, name, t) for t in tokens]
        if views[0]["phase"] == "over":
            return sent
        for seat, token in enumerate(tokens):
            command = choose(views[seat], seat)
            if command is not None:
                client.submit(name, command, token=token)
                sent += 1
                break
        else:
            raise AssertionError(f"nobody may act: {views[0]}")
    raise AssertionError(f"not over after {limit} commands")


def wait_until(check: Any, timeout: float, pause: float = 0.2) -> Any:
    """`check()`'s first truthy answer, polled until `timeout` s; its last answer fails."""
    deadline = time.monotonic() + timeout
    while True:
        answer = check()
        if answer or time.monotonic() >= deadline:
            assert answer, f"still {answer!r} after {timeout} s"
            return answer
        time.sleep(pause)
