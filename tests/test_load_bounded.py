"""The bounded form of `bench/load.py` (issue 12's load and soak): concurrent games, a
client per seat, against a real server process; afterwards every game folds from the
store, no command is recorded twice, and the projection equals the store. Timings are
reported, never asserted."""

from __future__ import annotations

import pytest

from bench.load import run


@pytest.mark.parametrize(("game", "players"), [("1001", 4), ("dragons", 3)])
def test_concurrent_games_leave_every_game_valid_and_projected(tmp_path, game, players):
    report = run(games=4, seconds=3.0, game_type=game, players=players, seed=5,
                 data=tmp_path / "data")
    assert report["errors"] == [] and report["problems"] == [], report
    assert report["commands"] > 0 and report["ok"]


def test_several_server_processes_on_one_port_over_one_store(tmp_path):
    """`scheherazade serve --processes 2`: two processes share the port and the SQLite
    file; clients on many connections play concurrently, and every game is still valid,
    recorded once and projected exactly (each game's commands run at its owner process)."""
    data = tmp_path / "data"
    report = run(games=6, seconds=3.0, game_type="dragons", players=3, seed=9, data=data,
                 processes=2)
    assert report["errors"] == [] and report["problems"] == [], report
    assert report["commands"] > 0 and report["processes"] == 2
    log = (data / "server.log").read_text()
    assert "scheherazade-0" in log and "scheherazade-1" in log  # both processes listened


def test_kill_9_under_load_loses_no_acknowledged_command(tmp_path):
    """Group commit under kill -9: the server is killed while concurrent clients submit;
    every command it acknowledged is in the store, recorded once, and projected."""
    import random
    import threading
    import time

    from bench.load import play_seat, start_server, verify
    from clients.client import Client

    data = tmp_path / "data"
    proc, address = start_server(data)
    try:
        with Client(address, timeout=10) as admin:
            created = [admin.create_game("1001", [f"p{i}" for i in range(4)], seed=s)
                       for s in range(6)]
        last = {c.game.name: c.game.version for c in created}
        latencies: list[float] = []
        errors: list[str] = []
        until = time.monotonic() + 30
        threads = [threading.Thread(target=play_seat, args=(
            address, c.game.name, token, until, random.Random(f"{g}:{s}"), latencies,
            errors, last), daemon=True)
            for g, c in enumerate(created) for s, token in enumerate(c.seat_tokens)]
        for t in threads:
            t.start()
        time.sleep(1.0)
        acknowledged = len(latencies)
        proc.kill()  # SIGKILL, in the middle of the load
        proc.wait(timeout=10)
        for t in threads:
            t.join(timeout=15)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert acknowledged > 0
    assert verify(data, last) == []  # every acknowledged version stored, once; projected
