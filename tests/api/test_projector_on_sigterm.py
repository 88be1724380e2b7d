"""`scheherazade serve` stopped by SIGTERM projects the events its projector's last poll
did not see before it exits: the analytics file holds every stored event. (It stopped the
projector without a last catch-up, so the events since the last poll waited for the next
start.)"""

from __future__ import annotations

import random
import signal
import sqlite3
import time
from pathlib import Path

import duckdb

from clients.bot import RandomBot
from clients.client import Client
from service.app.application import GameApp
from service.app.store import open_store
from tests.api.cli_support import ENV, start_serve


def projected(data: Path, at_least: int = 0) -> int:
    """Events in the analytics file once it holds `at_least`, read when the projector
    lets go of the file."""
    deadline = time.monotonic() + 60
    while True:
        try:
            with duckdb.connect(str(data / "analytics.duckdb"), read_only=True) as con:
                count = con.execute("SELECT count(*) FROM events").fetchone()
            if count is not None and count[0] >= at_least:
                return int(count[0])
        except duckdb.Error:  # not there yet, or held by the projector
            pass
        assert time.monotonic() < deadline, "the projector never projected"
        time.sleep(0.2)


def test_sigterm_makes_the_in_server_projector_catch_up_before_the_process_exits(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    # A game stored before the start: the projector's first poll, at the start, projects
    # its events; it then polls again only in an hour, so what the file holds beyond them
    # at the end, the stop put there.
    store = open_store(data)
    GameApp(store).create_game("1001", ["a", "b"], seed=0)
    store.close()
    served = start_serve("--address", "127.0.0.1:0", "--data-dir", str(data), "--no-web",
                         env={**ENV, "SCHEHERAZADE_PROJECT_INTERVAL": "3600"})
    server = served.process
    try:
        first = projected(data, at_least=1)  # the first poll is over
        with Client(served.address, timeout=30) as client:
            for seed in (1, 2):
                created = client.create_game("1001", ["a", "b"], seed=seed)
                rng = random.Random(seed)
                bots = [RandomBot(client.seat(created.game.name, t), rng)
                        for t in created.seat_tokens]
                for _ in range(15):  # some commands of each seat, the game unfinished
                    for bot in bots:
                        bot.act()
        server.send_signal(signal.SIGTERM)
        assert server.wait(timeout=60) == 0, server.stderr.read()  # type: ignore[union-attr]
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    with sqlite3.connect(data / "events.sqlite") as con:
        stored = con.execute("SELECT count(*) FROM stored_events").fetchone()[0]
    assert first < stored
    assert projected(data) == stored
