"""The projector: a big store filled fast, its log-read ceiling, catch-up speed and RSS."""

from __future__ import annotations

import random
import threading
import time
from pathlib import Path
from typing import Any

from bench.common import Row, Target, rate_row, read_json_line, rss_mb, spawn, stop
from service.app.selfplay import encoded, random_playout
from service.kit.base import GameRules

SECTION = "projection"
PROJECTOR_TARGET = Target("ratio", ">=", 0.50)
FLAT_TARGET = Target("ratio", ">=", 0.90)


def projector_unavailable() -> str | None:
    try:
        from projections.projector import Projector  # noqa: F401
    except Exception as exc:
        return f"projections.projector.Projector ({type(exc).__name__}: {exc})"
    return None


class FilledStore:
    """A SQLite store with at least `n` realistic events: the encoded events of a few seeded
    random games of every game type, replicated under new game ids, inserted with the
    library recorder's `insert_events` in big batches, games interleaved as live ones are."""

    def __init__(
        self,
        data_dir: Path,
        rules: list[GameRules],
        n: int,
        templates: int = 40,
        batch: int = 20_000,
        interleave: int = 50,
    ) -> None:
        from eventsourcing.persistence import StoredEvent

        from service.app.store import open_store

        self.data_dir = data_dir
        self.store = open_store(data_dir)
        games: list[list[tuple[str, bytes]]] = []
        for r in rules:
            for seed in range(1, templates + 1):
                p = random_playout(r, 900_000 + seed)
                if p.finished:
                    games.append(encoded(p))
        if not games:
            raise RuntimeError("no finished random game to replicate")
        self.sample = [
            (f"{k:016x}", t, v + 1, s)
            for k, g in enumerate(games[:8])
            for v, (t, s) in enumerate(g)
        ]
        # Live games interleave in the log: take `interleave` games at a time and mix their
        # events in a seeded random order (each game's own order kept).
        rng = random.Random(7)
        t0 = time.perf_counter()
        total = 0
        k = 0
        pending: list[Any] = []
        insert = self.store.recorder.insert_events
        while total < n:
            streams = []
            for _ in range(interleave):
                g = games[k % len(games)]
                gid = f"{k:016x}"
                streams.append([StoredEvent(gid, v, t, s) for v, (t, s) in enumerate(g, start=1)])
                total += len(g)
                k += 1
            cursors = [0] * len(streams)
            live = list(range(len(streams)))
            while live:
                j = rng.randrange(len(live))
                i = live[j]
                pending.append(streams[i][cursors[i]])
                cursors[i] += 1
                if cursors[i] == len(streams[i]):
                    live[j] = live[-1]
                    live.pop()
            if len(pending) >= batch:
                insert(pending)
                pending = []
        if pending:
            insert(pending)
        self.events = total
        self.games = k
        self.fill_seconds = time.perf_counter() - t0

    def note(self) -> str:
        return (
            f"{self.events:,} events of {self.games:,} games "
            f"(filled at {self.events / self.fill_seconds:,.0f} events/s)"
        )


def catch_up(
    filled: FilledStore, analytics: Path, ceiling: Row | None, duck: Row | None
) -> list[Row]:
    """Projector.catch_up over the whole store, in a helper process whose RSS we sample."""
    proc = spawn(["projector", "--data", str(filled.data_dir), "--analytics", str(analytics)])
    try:
        ready = read_json_line(proc, 60, "projector")
        pid = int(ready["pid"])
        samples: list[tuple[float, float]] = []
        done = threading.Event()

        def sample() -> None:
            while not done.is_set():
                try:
                    samples.append((time.perf_counter(), rss_mb(pid)))
                except (OSError, RuntimeError):
                    return
                done.wait(0.05)

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        assert proc.stdin is not None
        proc.stdin.write("go\n")
        proc.stdin.flush()
        result = read_json_line(proc, 3600, "projector catch-up")
        done.set()
        sampler.join()
    finally:
        stop(proc)
    rate = filled.events / result["seconds"]
    rows = [
        rate_row(
            SECTION,
            "projector catch-up (Projector.catch_up)",
            rate,
            "events/s",
            ceiling,
            PROJECTOR_TARGET,
            note=f"{filled.events:,} events in {result['seconds']:.1f} s",
        )
    ]
    if duck is not None:
        rows.append(
            rate_row(
                SECTION,
                "projector catch-up vs DuckDB Arrow insert",
                rate,
                "events/s",
                duck,
                note="same figure; the DuckDB ceiling counts one row per event",
            )
        )
    rows.append(rss_flat(samples))
    return rows


def rss_flat(samples: list[tuple[float, float]]) -> Row:
    """Flat = no growth trend: the RSS peak of the last quarter of the catch-up against the
    peak of the second quarter (both windows hold the per-batch spikes; the first quarter,
    where caches and the file fill, is left out). Ratio = second-quarter / last-quarter."""
    name = "projector RSS stays flat while catching up (peak of last quarter)"
    if len(samples) < 8:
        return Row(
            SECTION,
            name,
            note=f"not available: only {len(samples)} RSS samples",
            target=FLAT_TARGET,
        )
    t0, t1 = samples[0][0], samples[-1][0]

    def peak(a: float, b: float) -> float:
        lo, hi = t0 + (t1 - t0) * a, t0 + (t1 - t0) * b
        return max(r for t, r in samples if lo <= t <= hi)

    marks = [
        samples[min(len(samples) - 1, int(f * (len(samples) - 1)))][1]
        for f in (0, 0.25, 0.5, 0.75, 1)
    ]
    base = Row(SECTION, "projector RSS peak, 25–50 % of catch-up", peak(0.25, 0.5), "MB")
    return rate_row(
        SECTION,
        name,
        peak(0.75, 1.0),
        "MB",
        base,
        FLAT_TARGET,
        lower_is_better=True,
        note="RSS at 0/25/50/75/100 %: "
        + " / ".join(f"{m:.0f}" for m in marks)
        + f" MB; peak {max(r for _, r in samples):.0f} MB; {len(samples)} samples",
    )
