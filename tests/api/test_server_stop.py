"""A built server stopped twice: the second stop waits for the first instead of hanging on
an event loop that is gone (a program that stops on a signal and again on its way out)."""

from __future__ import annotations

import threading
from pathlib import Path

from service.api.server import build
from service.app.application import GameApp
from service.app.store import open_store


def test_stopping_a_stopped_server_again_returns_at_once(tmp_path: Path) -> None:
    store = open_store(tmp_path / "data")
    running = build(GameApp(store), "127.0.0.1:0")
    running.server.start()
    running.stop(grace=0)
    again = threading.Thread(target=running.stop, kwargs={"grace": 0}, daemon=True)
    again.start()
    again.join(timeout=10)
    assert not again.is_alive(), "the second stop hangs"
    store.close()
