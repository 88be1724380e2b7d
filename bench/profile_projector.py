"""Where the projector's catch-up time goes: Projector.catch_up under cProfile.

    python bench/profile_projector.py [--events 100000] [--top 30]

Fills a SQLite store the way the bench does (real events of seeded random games, replicated
and interleaved), then profiles one catch-up in this process.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--events", type=int, default=100_000)
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--sort", default="tottime", choices=("tottime", "cumulative"))
    args = ap.parse_args(argv)

    from bench.figures_projection import FilledStore
    from projections.projector import Projector
    from service.kit.registry import games

    with tempfile.TemporaryDirectory(prefix="scheherazade-profile-") as tmp:
        filled = FilledStore(Path(tmp) / "store", list(games().values()), args.events)
        print(filled.note())
        projector = Projector(filled.store, Path(tmp) / "analytics.duckdb")
        profiler = cProfile.Profile()
        t0 = time.perf_counter()
        profiler.enable()
        projector.catch_up()
        profiler.disable()
        elapsed = time.perf_counter() - t0
        print(
            f"catch-up under cProfile: {filled.events / elapsed:,.0f} events/s ({elapsed:.1f} s)\n"
        )
        pstats.Stats(profiler).strip_dirs().sort_stats(args.sort).print_stats(args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
