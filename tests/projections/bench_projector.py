"""Projector speed against the library's raw read+decode of the same log (not a unit test).

    python -m tests.projections.bench_projector [N_EVENTS] [BATCH_SIZE]

Prints events/s of the projector against two ceilings, twice, each projection into a fresh
file (runs vary on a shared machine): the log read + `json.loads` of every state (the
project bench's ceiling) and the log read + `codec.decode` of every event. Target: >= 0.5.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

from eventsourcing.persistence import InfrastructureFactory

from projections.projector import Projector
from projections.synthetic_events import fill_store
from service.app.codec import decode
from service.games.g1001.events import EVENT_TYPES


class _Store:
    def __init__(self, recorder):
        self.recorder = recorder


def raw_read_decode(recorder, section: int = 10_000, typed: bool = True) -> tuple[int, float]:
    start, count = 0, 0
    began = time.perf_counter()
    while notes := recorder.select_notifications(start, section, inclusive_of_start=False):
        for n in notes:
            if typed:
                decode(n.topic, n.state, EVENT_TYPES)
            else:
                json.loads(n.state)
        count += len(notes)
        start = notes[-1].id
    return count, time.perf_counter() - began


def main(n_events: int = 200_000, batch_size: int = 20_000) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        recorder = InfrastructureFactory.construct({
            "PERSISTENCE_MODULE": "eventsourcing.sqlite",
            "SQLITE_DBNAME": str(Path(tmp) / "events.sqlite"),
            "ORIGINATOR_ID_TYPE": "text",
        }).application_recorder()
        stored = fill_store(recorder, n_events)
        print(f"events: {stored}, batch {batch_size}")
        for run in range(2):
            count, loads_s = raw_read_decode(recorder, typed=False)
            _, decode_s = raw_read_decode(recorder)
            projector = Projector(_Store(recorder), Path(tmp) / f"analytics{run}.duckdb",
                                  event_types=EVENT_TYPES, batch_size=batch_size)
            began = time.perf_counter()
            projected = projector.catch_up()
            proj_s = time.perf_counter() - began
            assert projected == stored == count
            print(f"projector {projected / proj_s:,.0f} events/s; "
                  f"read+json.loads {count / loads_s:,.0f}/s (ratio {loads_s / proj_s:.2f}); "
                  f"read+codec.decode {count / decode_s:,.0f}/s (ratio {decode_s / proj_s:.2f})")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
