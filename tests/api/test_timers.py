"""The server's timer sweeper records a sand timer that ran out while nobody acted, and
watchers see it."""

from __future__ import annotations

import time
from pathlib import Path

from clients.client import Client
from service.api.server import TimerSweeper, build
from service.app.application import GameApp
from service.app.store import open_store

STREAM_SECONDS = 30.0  # the sweeper polls every 0.05 s: seconds are plenty, even under load


def test_an_expired_sand_timer_is_recorded_and_streamed(tmp_path: Path) -> None:
    offset = [0.0]
    app = GameApp(open_store(tmp_path), clock=lambda: time.time() + offset[0])
    running = build(app)
    running.server.start()
    sweeper = TimerSweeper(app, every=0.05)
    sweeper.start()
    try:
        with Client(f"127.0.0.1:{running.port}") as client:
            created = client.create_game("1001", ["a", "b", "c", "d"], seed=6)
            # A deadline on the stream: if the sweeper never records the timer, `next`
            # raises DEADLINE_EXCEEDED instead of waiting for ever.
            stream = client.watch(created.game.name, timeout=STREAM_SECONDS)
            first = next(stream)
            assert not first.game.g1001.voting.timer_ran_out
            offset[0] = 10_000.0  # the two minutes are long gone
            update = next(stream)
            stream.cancel()
            assert [e.type for e in update.events] == ["1001.SandTimerRanOut"]
            assert update.game.g1001.voting.timer_ran_out
            # Late votes still count (rulebook: "give them a few seconds").
            response = client.submit(created.game.name, "cast_vote", cards=[1],
                                     token=created.seat_tokens[0])
            assert [e.type for e in response.events] == ["1001.VoteCast"]
    finally:
        sweeper.stop()
        running.stop(grace=0)
