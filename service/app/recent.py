"""The last events each game stored, kept in memory by the one process that wrote them, so
that reading them back right away (a session's or a watcher's update after every command)
needs no trip to the store.

Only for a game no one else writes (`EventStore.others_write` is False: one process over
SQLite, or the game's owner under `serve --processes N`): there, what this process
appended is every event of the game, in order. A read is answered from memory only
when every version it asks for is held; anything else goes to the store.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence

from eventsourcing.persistence import StoredEvent

PER_GAME = 8  # the last events of a game: a command's, and a few before it
GAMES = 4096  # games remembered, the most recently written


class RecentEvents:
    def __init__(self, per_game: int = PER_GAME, games: int = GAMES) -> None:
        self.per_game, self.games = per_game, games
        self._held: OrderedDict[str, list[StoredEvent]] = OrderedDict()
        self._lock = threading.Lock()

    def stored(self, game_id: str, records: Sequence[StoredEvent]) -> None:
        """`records` (versions in order) are committed: the game's next events."""
        with self._lock:
            held = self._held.pop(game_id, [])
            if held and held[-1].originator_version + 1 != records[0].originator_version:
                held = []  # not the next ones (cannot happen with one writer): start over
            self._held[game_id] = (held + list(records))[-self.per_game:]
            if len(self._held) > self.games:
                self._held.popitem(last=False)

    def between(self, game_id: str, after: int, upto: int) -> list[StoredEvent] | None:
        """The events after version `after` up to `upto`, if every one is held; else None."""
        with self._lock:
            held = self._held.get(game_id)
        if not held or upto <= after:
            return None
        first = held[0].originator_version
        if after + 1 < first or upto > held[-1].originator_version:
            return None
        return held[after + 1 - first:upto + 1 - first]
