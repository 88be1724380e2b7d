"""A playout's commands played again through `GameApp` over a SQLite store in a directory,
with a clock the test sets: the application records what the pure driver recorded."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from service.app.application import GameApp
from service.app.model import CreatedGame
from service.app.store import open_store
from service.kit.base import Viewer
from tests.contract.tables import NOW, Playout, Step

AUDITOR_TOKEN = "contract-auditor"


class Clock:
    def __init__(self) -> None:
        self.now = NOW

    def __call__(self) -> float:
        return self.now


@dataclass
class AppGame:
    app: GameApp
    clock: Clock
    created: CreatedGame

    @property
    def game_id(self) -> str:
        return self.created.game_id

    def seat(self, seat: int) -> Viewer:
        return self.app.viewer_for(self.game_id, self.created.tokens[seat])


def open_app(data: Path) -> tuple[GameApp, Clock]:
    clock = Clock()
    return GameApp(open_store(data), clock=clock, auditor_token=AUDITOR_TOKEN), clock


def replay_in_app(
    p: Playout, data: Path, before_step: Callable[[AppGame, Step], None] | None = None
) -> AppGame:
    """Create the playout's game in a fresh app and submit its actions, calling
    `before_step` before each."""
    app, clock = open_app(data)
    case = p.case
    created = app.create_game(
        case.game_type, list(p.table.created.players), case.options, seed=case.seed
    )
    game = AppGame(app, clock, created)
    for step in p.steps:
        if before_step is not None:
            before_step(game, step)
        clock.now = step.now
        if step.command is None:
            assert app.expire_timers() == 1
        else:
            assert step.seat is not None
            app.submit(game.game_id, game.seat(step.seat), step.command)
    return game
