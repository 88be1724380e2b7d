"""Figures of the pure rules: folding a long game, random self-play."""

from __future__ import annotations

import time
from typing import Any

from bench.common import Row, Target, best_rate, rate_row
from service.app.selfplay import longest_playout, random_playout
from service.games.base import GameRules

SECTION = "rules"
FOLD_TARGET = Target("figure", ">=", 500_000, "events/s")


def fold(rules: GameRules, events: list[Any]) -> Any:
    evolve = rules.evolve
    state = rules.initial_state(events[0])
    for e in events[1:]:
        state = evolve(state, e)
    return state


def pure_fold(
    rules: GameRules, ceiling: Row | None, seeds: int = 20, min_seconds: float = 0.3
) -> Row:
    """Fold the longest of `seeds` seeded random games, repeatedly; events/s."""
    p = longest_playout(rules, range(1, seeds + 1))
    events = p.events
    n = len(events)

    def once() -> int:
        fold(rules, events)
        return n

    rate = best_rate(once, min_seconds)
    return rate_row(
        SECTION,
        f"{rules.game_type}: pure fold of a long game",
        rate,
        "events/s",
        ceiling,
        FOLD_TARGET,
        note=f"best of 7; longest of {seeds} random games: {n} events, {len(p.actions)} commands"
        + ("" if p.finished else ", unfinished"),
        events=n,
    )


def selfplay_pure(
    rules: GameRules, min_seconds: float = 1.0, openspiel: list[Row] | None = None
) -> list[Row]:
    """Complete random games per second through the pure rules (legal_commands, decide,
    evolve, chance), one process, one thread. `openspiel`: ceiling rows of OpenSpiel's own
    Python games; the first is the per-action row's ceiling, the others go in its note.
    No target yet: the issue sets one once the OpenSpiel bridge exists."""
    games = actions = events = unfinished = 0
    seed = 10_000
    t0 = time.perf_counter()
    while True:
        seed += 1
        p = random_playout(rules, seed)
        games += 1
        actions += len(p.actions)
        events += len(p.events)
        unfinished += not p.finished
        elapsed = time.perf_counter() - t0
        if elapsed >= min_seconds and games >= 3:
            break
    note = f"{actions / games:.0f} actions and {events / games:.0f} events/game over {games} games"
    if unfinished:
        note += f"; {unfinished} unfinished (stuck or capped)"
    per_action = actions / elapsed
    action_note = (
        f"{elapsed / actions * 1e6:.1f} µs/action (legal_commands of every seat, "
        f"a random choice, decide, evolve, chance); {events / elapsed:,.0f} events/s"
    )
    measured = [r for r in openspiel or [] if r.figure]
    for other in measured[1:]:
        action_note += f"; {per_action / other.figure:.2f} of {other.name}"
    if measured:
        action_note += "; no target until the OpenSpiel bridge exists"
    return [
        Row(
            SECTION,
            f"{rules.game_type}: random self-play, pure rules",
            games / elapsed,
            "games/s",
            note=note,
        ),
        rate_row(
            SECTION,
            f"{rules.game_type}: random self-play per action, pure rules",
            per_action,
            "actions/s",
            measured[0] if measured else None,
            note=action_note,
        ),
    ]
