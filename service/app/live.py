"""One game in memory: its folded state and version, its command ids, and its locks."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from service.app.command_ids import CommandIds
from service.kit.base import GameCreated, GameRules


class Head(NamedTuple):
    """The state after `version` stored events. Set as one attribute, so a reader that
    takes it once never sees the state of one version with the number of another."""

    state: Any
    version: int


@dataclass(eq=False)
class LiveGame:
    game_id: str
    rules: GameRules
    created: GameCreated
    head: Head
    command_ids: CommandIds = field(default_factory=CommandIds)
    # Held while a command decides and stores: one writer at a time per game.
    lock: threading.Lock = field(default_factory=threading.Lock)
    # Notified after every change, for readers waiting on a new version.
    changed: threading.Condition = field(default_factory=threading.Condition)
    # Called with (game_id, version) after every change, from the thread that made it (the
    # cache shares its own list with every game it holds: `GameApp.on_change`).
    listeners: list[Any] = field(default_factory=list)
    # The link (`codec.link`) of the last stored event: the next event's `prev`. Written
    # under `lock`, with the version it belongs to.
    tip: str = ""

    @property
    def state(self) -> Any:
        return self.head.state

    def game_time(self, wall: float) -> float:
        """The game's clock at wall-clock time `wall`: the same but in a fork, which
        resumes at its parent's moment (`GameCreated.clock_offset`)."""
        return wall - (self.created.clock_offset or 0.0)

    def wall_time(self, game_time: float | None) -> float | None:
        """A moment of the game's clock (a deadline) on the wall clock."""
        return None if game_time is None else game_time + (self.created.clock_offset or 0.0)

    @property
    def version(self) -> int:
        return self.head.version

    def advance(self, head: Head) -> None:
        with self.changed:
            self.head = head
            self.changed.notify_all()
        for listener in self.listeners:
            listener(self.game_id, head.version)

    def wait_past(self, version: int, timeout: float) -> int:
        """Block until the version is past `version` or `timeout` s passed; the version."""
        with self.changed:
            if self.head.version <= version:
                self.changed.wait(timeout)
        return self.head.version
