"""The games in memory: an LRU of `LiveGame`s, loaded from the store on a miss.

Every request on one game works on one copy (two would drift apart). With a shared store
(several replicas over PostgreSQL) a copy may lag behind what another replica stored; the
unit of work (`unit_of_work.refresh`, and every command) folds those events in.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from service.app import history, unit_of_work
from service.app.errors import GameNotFound
from service.app.live import LiveGame
from service.app.store import EventStore
from service.kit.base import GameRules

MAX_GAME_ID = 64


class GameCache:
    def __init__(
        self,
        store: EventStore,
        games: Mapping[str, GameRules],
        event_types: history.EventTypes,
        size: int,
    ) -> None:
        self.store = store
        self.games = games
        self.event_types = event_types
        self.size = size
        self._games: OrderedDict[str, LiveGame] = OrderedDict()
        self._lock = threading.Lock()
        # Told of every change of every game cached here (`GameApp.on_change`), by the
        # unit of work.
        self.listeners: list[Any] = []

    def get(self, game_id: str) -> LiveGame:
        """The game, loaded and cached on a miss (GameNotFound if there is none)."""
        with self._lock:
            game = self._games.get(game_id)
            if game is not None:
                self._games.move_to_end(game_id)
        if game is None:
            return self.add(self.load(game_id))
        return game

    def cached_version(self, game_id: str) -> int | None:
        """The cached game's version, None if it is not cached (never reads the store)."""
        with self._lock:
            game = self._games.get(game_id)
        return None if game is None else game.version

    def peek(self, game_id: str) -> LiveGame:
        """The game, cached or loaded, without caching it: a listing must not push the
        games being played out of the cache."""
        with self._lock:
            game = self._games.get(game_id)
        return self.load(game_id) if game is None else game

    def add(self, game: LiveGame) -> LiveGame:
        """Cache `game`, unless another thread cached the same game meanwhile: then that
        copy, so that every request works on one copy."""
        with self._lock:
            game = self._games.setdefault(game.game_id, game)
            self._games.move_to_end(game.game_id)
            while len(self._games) > self.size:
                self._games.popitem(last=False)
        return game

    def forget_if_evicted(self, game: LiveGame) -> None:
        """After a commit on `game`: if this copy was evicted while the command ran, the
        copy loaded since may predate the commit, so drop it (the next request loads the
        stored stream)."""
        with self._lock:
            if self._games.get(game.game_id, game) is not game:
                del self._games[game.game_id]

    def cached(self) -> list[LiveGame]:
        with self._lock:
            return list(self._games.values())

    def load(self, game_id: str) -> LiveGame:
        if not isinstance(game_id, str) or not game_id or len(game_id) > MAX_GAME_ID:
            raise GameNotFound(f"no game {game_id!r}")
        records = self.store.load(game_id)
        if not records:
            raise GameNotFound(f"no game {game_id!r}")
        return unit_of_work.from_stream(game_id, records, self.games, self.event_types)
