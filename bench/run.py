"""Scheherazade benchmark: one command, one table.

    python bench/run.py [--quick] [--json bench/results.json] [--only grpc,rules,...]

Every figure is compared with a ceiling measured in the same run on the same machine, and
reported as their ratio (1.0 = as fast as the bare building block). Rows whose part of the
project is not there yet say "not available: …". See docs/bench.md.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import platform
import shutil
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make `bench` and the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import service_sections  # noqa: E402
from bench.common import ROOT, Row, failed, fmt_num  # noqa: E402
from bench.harness import Bench  # noqa: E402

SECTIONS = ("ceilings", "rules", "app", "grpc", "projection", "stats")


@dataclass(frozen=True)
class Sizes:
    grpc_seconds: float
    grpc_warmup: float
    threads: int
    server_workers: int
    es_saves: int
    app_commands: int
    fold_seeds: int
    fold_seconds: float
    selfplay_seconds: float
    rebuild_repeats: int
    store_events: int
    live_games: int
    live_actions: int
    stats_games: int
    stats_repeats: int


def server_workers() -> int:
    """The service server's thread pool (create_server's default), so the echo matches it."""
    try:
        import inspect

        from service.api.server import create_server

        default = inspect.signature(create_server).parameters["max_workers"].default
        return int(default)
    except Exception:
        return 16


QUICK = Sizes(
    grpc_seconds=3.0,
    grpc_warmup=0.5,
    threads=8,
    server_workers=0,
    es_saves=2_000,
    app_commands=1_000,
    fold_seeds=10,
    fold_seconds=0.15,
    selfplay_seconds=1.0,
    rebuild_repeats=5,
    store_events=100_000,
    live_games=1_000,
    live_actions=5,
    stats_games=100_000,
    stats_repeats=3,
)
FULL = Sizes(
    grpc_seconds=8.0,
    grpc_warmup=1.0,
    threads=8,
    server_workers=0,
    es_saves=5_000,
    app_commands=3_000,
    fold_seeds=50,
    fold_seconds=0.3,
    selfplay_seconds=3.0,
    rebuild_repeats=15,
    store_events=1_000_000,
    live_games=1_000,
    live_actions=30,
    stats_games=100_000,
    stats_repeats=5,
)


# ------------------------------------------------------------------------------ table


def table(rows: list[Row]) -> str:
    head = ["section", "measured", "figure", "ceiling", "ratio", "target", "result", "note"]
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    for r in rows:
        if r.is_ceiling:
            ceiling = "(ceiling)"
        elif r.ceiling is not None:
            ceiling = f"{fmt_num(r.ceiling)} {r.ceiling_unit} ({r.ceiling_name})"
        else:
            ceiling = "—"
        cells = [
            r.section,
            r.name,
            f"{fmt_num(r.figure)} {r.unit}" if r.figure is not None else "—",
            ceiling,
            f"{r.ratio:.2f}" if r.ratio is not None else "—",
            r.target.text() if r.target else "",
            r.status,
            r.note.replace("|", "/"),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def machine() -> dict[str, Any]:
    import duckdb
    import eventsourcing
    import grpc

    return {
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "platform": platform.platform(),
        "grpcio": grpc.__version__,
        "eventsourcing": getattr(eventsourcing, "__version__", "?"),
        "duckdb": duckdb.__version__,
    }


def git_head() -> str:
    try:
        import subprocess

        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except Exception:
        return "?"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="small sizes: under ~3 minutes")
    ap.add_argument(
        "--json",
        default=str(ROOT / "bench" / "results.json"),
        help="where to write the rows as JSON (default bench/results.json)",
    )
    ap.add_argument("--only", default="", help=f"comma-separated sections of {SECTIONS}")
    ap.add_argument(
        "--rules",
        action="append",
        default=[],
        help="MODULE[:ATTR] rules to use instead of the registry (tests the suite)",
    )
    ap.add_argument("--keep", action="store_true", help="keep the temporary data directory")
    args = ap.parse_args(argv)

    sizes = QUICK if args.quick else FULL
    sizes = dataclasses.replace(sizes, server_workers=server_workers())
    only = {x.strip() for x in args.only.split(",") if x.strip()}
    unknown = only - set(SECTIONS)
    if unknown:
        ap.error(f"unknown sections {sorted(unknown)}; choose from {SECTIONS}")
    from service.runtime import tune_gc

    tune_gc()  # as the server's processes run: ceilings and figures alike (docs/bench.md)
    tmp = Path(tempfile.mkdtemp(prefix="scheherazade-bench-"))
    bench = Bench(sizes, tmp, args.rules)
    t0 = time.perf_counter()
    print(f"bench: {'quick' if args.quick else 'full'} run, data in {tmp}", file=sys.stderr)
    try:
        steps = {
            "ceilings": bench.ceilings,
            "rules": bench.rules_section,
            "app": bench.app_section,
            "grpc": lambda: service_sections.grpc_section(bench),
            "projection": lambda: service_sections.projection_section(bench),
            "stats": lambda: service_sections.stats_section(bench),
        }
        for name in SECTIONS:
            if only and name not in only:
                continue
            print(f"== {name}", file=sys.stderr, flush=True)
            try:
                steps[name]()
            except Exception as exc:
                traceback.print_exc(file=sys.stderr)
                bench.add(failed(name, f"section {name}", exc))
    finally:
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)
    elapsed = time.perf_counter() - t0
    # Ceilings first (each figure row names its ceiling), then figures in section order.
    rows = [r for r in bench.rows if r.is_ceiling] + [r for r in bench.rows if not r.is_ceiling]
    text = table(rows)
    print(text)
    misses = [r for r in rows if r.status == "MISS"]
    print(
        f"\n{len(rows)} rows, {sum(r.status == 'PASS' for r in rows)} PASS, {len(misses)} MISS, "
        f"{sum('not available' in r.note for r in rows)} not available, "
        f"{sum(r.note.startswith('failed') for r in rows)} failed; {elapsed:.0f} s"
    )
    out = Path(args.json)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(
        json.dumps(
            {
                "mode": "quick" if args.quick else "full",
                "when": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
                "commit": git_head(),
                "machine": machine(),
                "seconds": elapsed,
                "sizes": sizes.__dict__,
                "rows": [r.to_json() for r in rows],
            },
            indent=2,
        )
    )
    print(f"wrote {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
