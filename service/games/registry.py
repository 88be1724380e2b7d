"""Every game the service runs, by game id."""

from __future__ import annotations

from service.games.base import Event, GameRules


def games() -> dict[str, GameRules]:
    from service.games.g1001 import RULES as R1001
    from service.games.treasures import RULES as TREASURES

    return {rules.game_type: rules for rules in (R1001, TREASURES)}


def event_types() -> dict[str, type[Event]]:
    """Stored type name → event class over all games (the codec's table)."""
    merged: dict[str, type[Event]] = {}
    for rules in games().values():
        merged.update(rules.event_types)
    return merged
