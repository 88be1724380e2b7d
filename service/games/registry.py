"""Every game the service runs, by game id."""

from __future__ import annotations

from service.games.base import Event, GameRules


def games() -> dict[str, GameRules]:
    from service.games.g1001 import RULES as R1001
    from service.games.treasures import RULES as TREASURES

    return {rules.game_type: rules for rules in (R1001, TREASURES)}


def event_types(rules: dict[str, GameRules] | None = None) -> dict[str, type[Event]]:
    """Stored type name → event class over all games (the codec's table); over `rules`
    instead of the registry's games when given (an application of test games)."""
    merged: dict[str, type[Event]] = {}
    for game in (games() if rules is None else rules).values():
        merged.update(game.event_types)
    return merged
