"""Settling chance for the pure rules: the game's seed plus the version makes every draw.

A draw's generator is seeded from (game seed, stream version, chance key), so re-running the
same commands from the same seed gives the same outcomes, whatever process or replica does
it and however often it restarts. Replays never call this: outcomes are in the events.
"""

from __future__ import annotations

import random
from typing import Any

from service.games.base import ChanceSpec


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
