"""How a Scheherazade process sets up Python's cyclic garbage collector.

The rules build a fresh frozen record for every event and every decision (`Game`, `Hero`,
`Encounter`, events, `Ask`, `Turn`) and drop the previous one at once: reference counting
frees them, and almost none is ever part of a cycle. With Python's default threshold (a
young collection every 700 allocations of container objects), the cyclic collector still
walks them thousands of times a second, and each older collection walks every long-lived
object too — the content packs, the game cache. Measured on Tales self-play (docs/bench.md,
"Tales, a fourth look"): about a tenth of the time.

`tune_gc()` freezes what the process holds at start (the modules, the loaded content) out
of every collection, and collects the young generation every `YOUNG_THRESHOLD` allocations
instead. Cycles are still collected, only less often. The server's processes call it when
they start (`scheherazade serve`, each `--processes` child), and so does `bench/run.py`, for
its ceilings and its figures alike; code that embeds the service (the tests) keeps
Python's defaults.
"""

from __future__ import annotations

import gc

YOUNG_THRESHOLD = 50_000


def tune_gc() -> None:
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)
