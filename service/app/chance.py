"""Settling chance for the pure rules: the game's seed plus the version makes every draw.

A draw's generator is seeded from (game seed, stream version, chance key), so re-running the
same commands from the same seed gives the same outcomes, whatever process or replica does
it and however often it restarts. Replays never call this: outcomes are in the events.
"""

from __future__ import annotations

import random
from typing import Any

from service.games.base import ChanceSpec, Context, Event, GameRules, ResolveChance

# A command settles at most this many chance nodes: a bound against a rules bug looping.
MAX_CHANCE_STEPS = 1000


def draw(seed: int, version: int, spec: ChanceSpec) -> Any:
    # A str seed is hashed with SHA-512 by `random`, so it is stable across processes.
    rng = random.Random(f"{seed}:{version}:{spec.key}")
    if spec.kind == "shuffle":
        items = list(spec.items)
        rng.shuffle(items)
        return tuple(items)
    if spec.kind == "choice":
        return rng.randrange(len(spec.items))
    if spec.kind == "die":
        return rng.choice(spec.items)
    raise ValueError(f"unknown chance kind {spec.kind!r}")


def new_seed() -> int:
    return random.SystemRandom().getrandbits(63)


def settle(
    rules: GameRules, state: Any, seed: int, version: int, ctx: Context
) -> list[tuple[Event, Any]]:
    """Draw every chance node `state` waits on, one after another: each recorded event
    with, for the last event of each draw, the state after it (None for the others: the
    rules fold as they decide, and nothing is folded twice). `version`: how many events
    the game has stored before these (each draw is seeded by the version it is recorded at).
    The application settles chance with this, and so does pure self-play, so both record
    the same events."""
    out: list[tuple[Event, Any]] = []
    for _ in range(MAX_CHANCE_STEPS):
        spec = rules.chance(state)
        if spec is None:
            return out
        outcome = draw(seed, version + len(out), spec)
        decision = rules.decide(state, ResolveChance(None, spec.key, outcome), ctx)
        state = decision.state
        last = len(decision.events) - 1
        out.extend((e, state if i == last else None) for i, e in enumerate(decision.events))
    raise RuntimeError(f"{rules.game_type}: chance did not settle")
