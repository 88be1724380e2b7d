"""Open streams (WatchGame, PlaySession), counted, so that streams cannot take what unary
calls and health checks need, nor one kind of watcher every slot.

`StreamSlots` admits a stream while the server holds fewer than `total`, its game fewer
than `per_game`, and: for a spectator (no token), all spectators of the server together
fewer than `spectators`; for a token (a seat, the auditor), that token fewer than
`per_token`. Otherwise the call is refused with RESOURCE_EXHAUSTED (`STREAMS_EXHAUSTED`),
naming the scope and the limit. Spectators are counted per server, not per client
address: behind a load balancer every spectator comes from its address.

The limits come from the environment (`StreamSlots.configured`): `SCHEHERAZADE_STREAMS`,
`SCHEHERAZADE_SPECTATOR_STREAMS`, `SCHEHERAZADE_STREAMS_PER_GAME`,
`SCHEHERAZADE_STREAMS_PER_TOKEN`.
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections import Counter
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import grpc

from service.api.errors import ApiError

SPECTATORS = "spectators"  # the one caller every stream without a token counts as
# (variable, default): the server's streams, all its spectators', a game's, a token's.
LIMITS = {
    "total": ("SCHEHERAZADE_STREAMS", 10_000),
    "spectators": ("SCHEHERAZADE_SPECTATOR_STREAMS", 8_000),
    "per_game": ("SCHEHERAZADE_STREAMS_PER_GAME", 2_000),
    "per_token": ("SCHEHERAZADE_STREAMS_PER_TOKEN", 1_000),
}

WHOSE = {"server": "on this server", SPECTATORS: "of spectators on this server",
         "caller": "for this token", "game": "of this game"}


class StreamSlots:
    def __init__(self, *, total: int = LIMITS["total"][1],
                 per_token: int = LIMITS["per_token"][1], per_game: int = LIMITS["per_game"][1],
                 spectators: int = LIMITS["spectators"][1]) -> None:
        self.total, self.per_token, self.per_game = total, per_token, per_game
        self.spectators = spectators
        self._open = 0
        self._callers: Counter[str] = Counter()
        self._games: Counter[str] = Counter()
        self._lock = threading.Lock()

    @classmethod
    def configured(cls, env: Mapping[str, str] | None = None) -> StreamSlots:
        """The limits the environment sets (`LIMITS`: each a whole number, at least 1)."""
        env = os.environ if env is None else env
        limits = {}
        for key, (variable, default) in LIMITS.items():
            text = env.get(variable, "") or str(default)
            if not text.isdigit() or int(text) < 1:
                raise ValueError(f"{variable} must be a whole number of streams, at least 1, "
                                 f"not {text!r:.40}")
            limits[key] = int(text)
        return cls(**limits)

    @contextmanager
    def hold(self, caller: str, game_id: str) -> Iterator[None]:
        """A slot for a stream of `caller` (`caller_of`) on `game_id` while the block runs."""
        mine = (SPECTATORS, self.spectators) if caller == SPECTATORS else \
            ("caller", self.per_token)
        with self._lock:
            full = (
                ("server", self.total) if self._open >= self.total else
                mine if self._callers[caller] >= mine[1] else
                ("game", self.per_game) if self._games[game_id] >= self.per_game else None
            )
            if full is None:
                self._open += 1
                self._callers[caller] += 1
                self._games[game_id] += 1
        if full is not None:
            scope, limit = full
            raise ApiError(grpc.StatusCode.RESOURCE_EXHAUSTED, "STREAMS_EXHAUSTED",
                           f"too many open streams (WatchGame, PlaySession) {WHOSE[scope]} "
                           f"(at most {limit}); close one, or poll GetGame", {"limit": str(limit),
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
    """Who calls: a digest of its bearer token, or `SPECTATORS` without one (whatever its
    address)."""
    for key, value in context.invocation_metadata() or ():
        if key == "authorization" and value:
            return "token:" + hashlib.sha256(value.encode()).hexdigest()[:16]
    return SPECTATORS
