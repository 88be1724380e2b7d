"""Figures of the pure rules: folding a long game, random self-play."""

from __future__ import annotations

import time
from typing import Any

from bench.common import Row, Target, best_rate, rate_row
from service.app.selfplay import longest_playout, random_playout
from service.kit.base import GameRules

SECTION = "rules"
# Issue 25's floors: the games' rules are plain code now, and these leave them room (the
# speed bots need belongs in the kit, not in a game's rules).
FOLD_TARGET = Target("figure", ">=", 300_000, "events/s")
SELF_PLAY_TARGET = Target("ratio", ">=", 0.5)  # of OpenSpiel's dominoes, interleaved


def fold(rules: GameRules, events: list[Any]) -> Any:
    evolve = rules.fold
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
    rules: GameRules,
    min_seconds: float = 1.0,
    openspiel: list[Row] | None = None,
    interleave: str | None = None,
    windows: int = 6,
    warmup: float | None = None,
) -> list[Row]:
    """Complete random games per second through the pure rules (legal_commands, decide,
    evolve, chance), one process, one thread. `openspiel`: ceiling rows of OpenSpiel's own
    Python games; the first is the per-action row's ceiling, the others go in its note.

    `interleave`: an OpenSpiel game measured in windows alternating with this row's own
    (`windows` of each, `min_seconds` in all for each side), and the per-action row's ceiling
    is that game over its windows. A ceiling measured once, seconds or minutes before, moved
    with the machine: on a shared virtual machine the same code's ratio ranged 0.78 to 0.93
    between runs (docs/bench.md, "Tales, a fifth look"); alternating windows see the same
    machine.

    `warmup` (default: `min_seconds`): games played first and not counted, on both
    sides. The rules remember pure functions of their content as they meet them (Tales'
    routes and reaches over its map, the options built once per seat); a server has them
    after its first minutes, and a row measures the play after that, not the filling (in
    one process Tales read 0.93 of dominoes cold, then 1.00 and 1.03, docs/bench.md "Tales,
    a sixth look")."""
    games = actions = events = unfinished = 0
    warm = min_seconds if warmup is None else warmup
    t0 = time.perf_counter()
    seed = 1_000_000  # other games than the measured ones
    while time.perf_counter() - t0 < warm:
        seed += 1
        random_playout(rules, seed)
    seed = 10_000
    pair = None
    if interleave:
        from bench.ceilings import OpenSpielPlayer

        pair = OpenSpielPlayer(interleave)
        pair.warm(warm)
    window = min_seconds / windows if pair else min_seconds
    ratios = []
    elapsed = 0.0
    for _ in range(windows if pair else 1):
        if pair:
            decisions, seconds = pair.play(window)
        t0 = time.perf_counter()
        window_actions = 0
        while True:
            seed += 1
            p = random_playout(rules, seed)
            games += 1
            window_actions += len(p.actions)
            events += len(p.events)
            unfinished += not p.finished
            spent = time.perf_counter() - t0
            if spent >= window and (pair or games >= 3):
                break
        elapsed += spent
        actions += window_actions
        if pair:
            ratios.append((window_actions / spent) / (decisions / seconds))
    note = f"{actions / games:.0f} actions and {events / games:.0f} events/game over {games} games"
    if unfinished:
        note += f"; {unfinished} unfinished (stuck or capped)"
    per_action = actions / elapsed
    action_note = (
        f"{elapsed / actions * 1e6:.1f} µs/action (legal_commands of every seat, "
        f"a random choice, decide, evolve, chance); {events / elapsed:,.0f} events/s"
    )
    measured = [r for r in openspiel or [] if r.figure]
    ceiling = measured[0] if measured else None
    if pair:
        ceiling = pair.row(f"OpenSpiel {interleave}, interleaved with this row")
        ratios.sort()
        action_note += (f"; {windows} windows of each, ratio by window {ratios[0]:.2f} to "
                        f"{ratios[-1]:.2f} (median {ratios[len(ratios) // 2]:.2f})")
    for other in measured[1:]:
        action_note += f"; {per_action / other.figure:.2f} of {other.name}"
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
            ceiling,
            SELF_PLAY_TARGET if pair else None,
            note=action_note,
        ),
    ]
