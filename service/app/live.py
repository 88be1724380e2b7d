"""One game in memory: its folded state and version, its command ids, and its lock.

Changed only by `service/app/unit_of_work.py`: everything else reads it.
"""

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
