"""A closed-loop load generator for helper processes: T threads, a timed window, latencies.

Each thread builds its worker before a common start (untimed), then calls it in a loop.
Calls that start during the warm-up are not counted; calls that start inside the window
are counted and their latencies kept. Throughput = counted calls / window length.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from bench.common import percentile


class OutOfWork(Exception):
    """A worker has nothing left to send."""


def closed_loop(
    threads: int,
    seconds: float,
    warmup: float,
    make_worker: Callable[[int], Callable[[], Any]],
    wall: bool = False,
) -> dict[str, Any]:
    """`wall=True` for long calls (a whole game): the rate divides every counted call by
    the time until the last one finished, not by the nominal window, so calls still running
    at the window's end do not inflate it."""
    barrier = threading.Barrier(threads + 1)
    latencies: list[list[float]] = [[] for _ in range(threads)]
    errors: list[str] = []
    out_of_work = [False] * threads
    window: dict[str, float] = {}
    go = threading.Event()

    def run(i: int) -> None:
        try:
            call = make_worker(i)
        except BaseException as exc:  # report, do not hang the barrier
            errors.append(f"setup: {type(exc).__name__}: {exc}")
            barrier.abort()
            return
        try:
            barrier.wait()
        except threading.BrokenBarrierError:
            return
        go.wait()
        start, end = window["start"], window["end"]
        mine = latencies[i]
        perf = time.perf_counter
        while True:
            t0 = perf()
            if t0 >= end:
                return
            try:
                call()
            except OutOfWork:
                out_of_work[i] = True
                return
            except Exception as exc:
                errors.append(f"{type(exc).__name__}: {exc}"[:300])
                if len(errors) > 50:
                    return
                continue
            if t0 >= start:
                mine.append(perf() - t0)

    pool = [threading.Thread(target=run, args=(i,), daemon=True) for i in range(threads)]
    for t in pool:
        t.start()
    try:
        barrier.wait()
    except threading.BrokenBarrierError:
        for t in pool:
            t.join(timeout=5)
        return {"error": "; ".join(errors) or "worker setup failed"}
    now = time.perf_counter()
    wall_start = time.time() + warmup
    window["start"] = now + warmup
    window["end"] = now + warmup + seconds
    go.set()
    for t in pool:
        t.join()
    elapsed = (time.perf_counter() - window["start"]) if wall else seconds
    merged = sorted(x for lst in latencies for x in lst)
    return {
        "threads": threads,
        "seconds": elapsed,
        "wall_start": wall_start,
        "wall_end": wall_start + elapsed,
        "count": len(merged),
        "rate": len(merged) / elapsed,
        "p50_ms": percentile(merged, 50) * 1000 if merged else None,
        "p99_ms": percentile(merged, 99) * 1000 if merged else None,
        "mean_ms": (sum(merged) / len(merged) * 1000) if merged else None,
        "errors": len(errors),
        "first_errors": errors[:3],
        "out_of_work_threads": sum(out_of_work),
    }
