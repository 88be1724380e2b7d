"""Storing decided steps: one atomic batch per command, then the cached game moves on.

The store's unique (game, version) refuses a batch when another writer stored first
(`WriteConflict`); the caller then catches up and decides again.
"""

from __future__ import annotations

from typing import Any

from service.app.cache import GameCache
from service.app.codec import chained, event_fields
from service.app.live import Head, LiveGame
from service.app.steps import Step


def record(
    cache: GameCache,
    game: LiveGame,
    steps: list[Step],
    now: float,
    command_id: str | None,
    seat: int | None,
    command_hash: str | None = None,
) -> list[dict[str, Any]]:
    """Store the steps' events after the game's version, then advance the game (the
    caller holds game.lock). Returns each event's fields (`event_fields`), for the
    caller's answer. Raises WriteConflict if another writer stored first."""
    if not steps:
        return []
    fields = [event_fields(s.event) for s in steps]
    items, tip = chained([
        (s.event, s.meta(now, command_id, command_hash), data)
        for s, data in zip(steps, fields, strict=True)
    ], game.tip)
    first = game.head.version + 1
    cache.store.append(game.game_id, first, items)
    game.tip = tip
    cache.forget_if_evicted(game)
    last = first + len(steps) - 1
    if command_id is not None:
        game.command_ids.add(command_id, seat, first, last, command_hash)
    game.advance(Head(steps[-1].state, last))
    return fields
