"""Time as data: an overdue timer is recorded by the sweeper (`expire_overdue`, which the
server calls every second), or first thing in the next command on its game."""

from __future__ import annotations

from collections.abc import Callable

from service.app import steps as decided
from service.app.cache import GameCache
from service.app.live import LiveGame
from service.app.recording import record
from service.app.store import WriteConflict
from service.kit.base import Context


def is_overdue(game: LiveGame, now: float) -> bool:
    deadline = game.rules.deadline(game.state)
    return deadline is not None and game.game_time(now) >= deadline


def expire_overdue(cache: GameCache, clock: Callable[[], float]) -> int:
    """Record the end of every overdue timer among the cached games; how many."""
    return sum(expire(cache, game, clock) for game in cache.cached() if is_overdue(game, clock()))


def expire(cache: GameCache, game: LiveGame, clock: Callable[[], float]) -> bool:
    """Record the game's overdue timer (and the draws it leads to); False if there was
    none by the time the game's lock was ours, or another writer stored first."""
    with game.lock:
        now, head = clock(), game.head
        steps = decided.settle(game, head, [], Context(now=game.game_time(now)))
        if not steps:
            return False
        try:
            record(cache, game, steps, now, None, None)
        except WriteConflict:
            cache.catch_up(game)
            return False
        return True
