"""Open WatchGame streams, counted: each holds a worker thread of the synchronous server, so
streams past a cap would take the workers unary calls and health checks need.

`StreamSlots` admits a stream while the server holds fewer than `total` (the pool less a
reserve for everything else), its caller fewer than `per_caller` and its game fewer than
`per_game`; otherwise the call is refused with RESOURCE_EXHAUSTED (`STREAMS_EXHAUSTED`),
naming the limit. The caller is its bearer token, or its address without one.
"""

from __future__ import annotations

import hashlib
import threading
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import grpc

from service.api.errors import ApiError


class StreamSlots:
    def __init__(self, total: int, per_caller: int, per_game: int) -> None:
        self.total, self.per_caller, self.per_game = total, per_caller, per_game
        self._open = 0
        self._callers: Counter[str] = Counter()
        self._games: Counter[str] = Counter()
        self._lock = threading.Lock()

    @contextmanager
    def hold(self, caller: str, game_id: str) -> Iterator[None]:
        with self._lock:
            full = (
                ("server", self.total) if self._open >= self.total else
                ("caller", self.per_caller) if self._callers[caller] >= self.per_caller else
                ("game", self.per_game) if self._games[game_id] >= self.per_game else None
            )
            if full is None:
                self._open += 1
                self._callers[caller] += 1
                self._games[game_id] += 1
        if full is not None:
            scope, limit = full
            raise ApiError(grpc.StatusCode.RESOURCE_EXHAUSTED, "STREAMS_EXHAUSTED",
                           f"too many open WatchGame streams for this {scope} (at most "
                           f"{limit}); close one, or poll GetGame", {"limit": str(limit),
                                                                     "scope": scope})
        try:
            yield
        finally:
            with self._lock:
                self._open -= 1
                self._callers[caller] -= 1
                self._games[game_id] -= 1
                if not self._callers[caller]:
                    del self._callers[caller]
                if not self._games[game_id]:
                    del self._games[game_id]

    @property
    def open(self) -> int:
        return self._open


def caller_of(context: Any) -> str:
    """Who calls: a digest of its bearer token, or its address (host, without the port)."""
    for key, value in context.invocation_metadata() or ():
        if key == "authorization" and value:
            return "token:" + hashlib.sha256(value.encode()).hexdigest()[:16]
    peer = context.peer() or ""
    return "peer:" + peer.rsplit(":", 1)[0]
