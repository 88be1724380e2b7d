"""Settling the automatic actors for the pure rules — the chance player, a rule-driven
player (`Turn.automaton`, e.g. the Dragons Dummy) and timers past their deadline — through
the one hook the rules declare them in, `rules.turn(state)`.

The game's seed plus the version makes every draw.

A draw's generator is seeded from (game seed, stream version, chance key), so re-running the
same commands from the same seed gives the same outcomes, whatever process or replica does
it and however often it restarts. Replays never call this: outcomes are in the events.
"""

from __future__ import annotations

import random
from typing import Any

from service.games.base import (
    ChanceSpec,
    Command,
    Context,
    Event,
    ExpireTimer,
    GameRules,
    ResolveChance,
)

# A command lets the automatic actors act at most this many times: a bound against a rules
# bug looping.
MAX_AUTOMATIC_STEPS = 1000


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
    """Let every automatic actor the game now waits on act, one after another, until a seat
    must act or the game is over: the automaton's command, then a draw, then a timer whose
    deadline `ctx.now` has passed. Each recorded event with, for the last event of each
    step, the state after it (None for the others: the rules fold as they decide, and
    nothing is folded twice). `version`: how many events the game has stored before these
    (each draw is seeded by the version it is recorded at). The application settles with
    this, and so does pure self-play, so both record the same events."""
    out: list[tuple[Event, Any]] = []
    for _ in range(MAX_AUTOMATIC_STEPS):
        turn = rules.turn(state)
        if turn.automaton is not None:
            command: Command = turn.automaton
        elif turn.chance is not None:
            spec = turn.chance
            command = ResolveChance(None, spec.key, draw(seed, version + len(out), spec))
        elif turn.deadline is not None and ctx.now >= turn.deadline:
            command = ExpireTimer(seat=None)
        else:
            return out
        decision = rules.decide(state, command, ctx)
        state = decision.state
        last = len(decision.events) - 1
        out.extend((e, state if i == last else None) for i, e in enumerate(decision.events))
    raise RuntimeError(f"{rules.game_type}: the automatic actors did not settle")
