"""Fold speed of treasures: `python -m tests.games.treasures.bench_fold [games]`.

Plays seeded random games (both variants, 2-4 players), then folds their events from scratch
several times and prints the best rate. Not a test: timing depends on the machine's load.
"""

from __future__ import annotations

import sys
import time

from service.games.treasures import GAME
from tests.games.treasures.support import playout


def main(games: int = 300, repeats: int = 7) -> float:
    streams = [
        playout(seed, 2 + seed % 3, ("classic", "big_luck")[seed % 2]).events
        for seed in range(games)
    ]
    total = sum(len(events) - 1 for events in streams)
    evolve, initial = GAME.fold, GAME.initial_state
    best = 0.0
    for _ in range(repeats):
        start = time.perf_counter()
        for created, *events in streams:
            state = initial(created)  # type: ignore[arg-type]
            for event in events:
                state = evolve(state, event)
        best = max(best, total / (time.perf_counter() - start))
    print(f"{total} events in {games} games: best {best:,.0f} events/s")
    return best


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:2]))
