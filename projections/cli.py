"""Analytics subcommands of `scheherazade`: project, stats, sql, export.

`clients/cli.py` calls `add_parsers(sub)`; every handler takes the argparse namespace and
returns the exit code. The store is `<data dir>/events.sqlite` (or PostgreSQL, chosen by the
store's own environment variables), the analytics file `<data dir>/analytics.duckdb`.
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import duckdb

from projections.duck import Analytics, AnalyticsBusy
from projections.schema import TABLES
from projections.stats import UnknownStatistic, list_statistics, run_statistic
from service.config import Settings


def _data_dir(args: argparse.Namespace) -> Path:
    if getattr(args, "data_dir", None):
        return Path(args.data_dir)
    return Path(Settings.from_env().data_dir)


def _analytics(args: argparse.Namespace) -> Analytics:
    return Analytics(_data_dir(args) / "analytics.duckdb")


# ---------------------------------------------------------------------------- output


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.4f}".rstrip("0").rstrip(".") if value == value else "NaN"
    if isinstance(value, dt.datetime):
        return value.isoformat(sep=" ", timespec="seconds")
    if isinstance(value, list | dict):
        return json.dumps(value, default=str)
    return str(value)


def format_table(columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A plain aligned text table; numbers right-aligned, NULL as an empty cell."""
    cells = [[_cell(v) for v in row] for row in rows]
    widths = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(columns)]
    numeric = [bool(rows) and all(isinstance(row[i], int | float) or row[i] is None
                                  for row in rows) for i in range(len(columns))]

    def line(values: Sequence[str]) -> str:
        return "  ".join(v.rjust(w) if num else v.ljust(w)
                         for v, w, num in zip(values, widths, numeric, strict=True)).rstrip()

    out = [line(list(columns)), "  ".join("-" * w for w in widths)]
    out += [line(r) for r in cells]
    out.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(out)


def _emit(columns: Sequence[str], rows: Sequence[Sequence[Any]], fmt: str) -> None:
    if fmt == "csv":
        writer = csv.writer(sys.stdout, lineterminator="\n")
        writer.writerow(columns)
        writer.writerows([[_cell(v) for v in row] for row in rows])
    elif fmt == "json":
        records = [dict(zip(columns, row, strict=True)) for row in rows]
        print(json.dumps(records, default=str, indent=1))
    else:
        print(format_table(columns, rows))


# ---------------------------------------------------------------------------- commands


def cmd_project(args: argparse.Namespace) -> int:
    from projections.projector import Projector
    from service.app.store import open_store

    data_dir = _data_dir(args)
    store = open_store(data_dir)
    projector = Projector(store, data_dir / "analytics.duckdb", batch_size=args.batch_size)
    if args.rebuild:
        projector.analytics.remove()
        print(f"removed {projector.analytics.path}; projecting everything again")
    from clients.progress import Progress  # the command line's bar, shared with `bots`

    began, total = time.monotonic(), 0
    behind = (store.recorder.max_notification_id() or 0) - projector.position()
    progress = Progress(max(behind, 0), "event", "project")
    try:
        while True:
            done = projector.catch_up(max_batches=10)
            total += done
            if done:
                last = store.recorder.max_notification_id() or 0
                rate = total / max(time.monotonic() - began, 1e-9)
                progress.total_is(total + last - projector.position())  # new ones may come
                progress.step(f"projected {total} events (position {projector.position()} of "
                              f"{last}, {rate:,.0f} events/s)", done)
            elif args.once:
                break
            else:
                time.sleep(args.poll)
    except KeyboardInterrupt:
        pass
    finally:
        progress.close()
    print(f"done: {total} events projected, position {projector.position()}")
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    analytics = _analytics(args)
    if args.name:
        _emit(*run_statistic(analytics, args.name), args.format)
        return 0
    results = {name: (description, run_statistic(analytics, name))
               for name, description in list_statistics()}
    if args.format == "json":  # one document: {statistic: [rows as objects]}
        print(json.dumps({name: [dict(zip(cols, row, strict=True)) for row in rows]
                          for name, (_, (cols, rows)) in results.items()}, default=str, indent=1))
        return 0
    for i, (name, (description, (columns, rows))) in enumerate(results.items()):
        if i:
            print()
        print(f"# {name}: {description}" if args.format == "csv" else f"== {name}: {description}")
        _emit(columns, rows, args.format)
    return 0


def cmd_sql(args: argparse.Namespace) -> int:
    with _analytics(args).read() as con:
        cursor = con.execute(args.query)
        columns = [d[0] for d in cursor.description] if cursor.description else []
        rows = cursor.fetchall() if columns else []
    _emit(columns, rows, args.format)
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    target = Path(args.parquet)
    target.mkdir(parents=True, exist_ok=True)
    from clients.progress import Progress

    with _analytics(args).read() as con, Progress(len(TABLES), "table", "export") as progress:
        for table in TABLES:
            path = str((target / f"{table}.parquet").resolve()).replace("'", "''")
            con.execute(f"COPY (SELECT * FROM {table}) TO '{path}' (FORMAT parquet)")
            count = con.execute(f"SELECT count(*) FROM {table}").fetchall()[0][0]
            progress.step(f"{table}: {count} rows -> {path}")
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    from projections.report import write

    write(_analytics(args), args.out)
    print(f"wrote {args.out}")
    return 0


def _guarded(func: Any) -> Any:
    """Turn the errors a user causes (bad SQL, a busy file, a typo) into one clear line."""

    def run(args: argparse.Namespace) -> int:
        try:
            return int(func(args))
        except (duckdb.Error, AnalyticsBusy, UnknownStatistic) as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1
        except BrokenPipeError:  # `… | head` closed the pipe: stop quietly
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0

    return run


def add_parsers(sub: Any) -> None:
    def command(name: str, func: Any, text: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=text, description=text)
        p.add_argument("--data-dir", help="where events.sqlite and analytics.duckdb live "
                                          "(default $SCHEHERAZADE_DATA or ./data)")
        p.set_defaults(func=_guarded(func))
        return p

    p = command("project", cmd_project, "project the event log into the DuckDB analytics file")
    p.add_argument("--once", action="store_true", help="catch up and exit (default: follow "
                                                       "new events until Ctrl-C)")
    p.add_argument("--rebuild", action="store_true",
                   help="delete the analytics file first (stop the server's projector first)")
    p.add_argument("--batch-size", type=int, default=10_000, help="events per transaction")
    p.add_argument("--poll", type=float, default=0.5, help="seconds between polls when idle")

    formats = ("table", "csv", "json")
    names = ", ".join(name for name, _ in list_statistics())
    p = command("stats", cmd_stats, "print ready statistics (one, or all)")
    p.add_argument("name", nargs="?", help=f"one of: {names} (all when left out)")
    p.add_argument("--format", choices=formats, default="table", help="how rows are printed")

    p = command("sql", cmd_sql, "run one read-only SQL query on the analytics file")
    p.add_argument("query", help='e.g. "SELECT status, count(*) FROM games GROUP BY 1"')
    p.add_argument("--format", choices=formats, default="table", help="how rows are printed")

    p = command("report", cmd_report, "write one self-contained HTML file of charts (win "
                                      "rates, scores, game lengths, rating trajectories)")
    p.add_argument("--out", default="report.html", help="the HTML file to write")

    p = command("export", cmd_export, "write every analytics table to a Parquet file")
    p.add_argument("--parquet", required=True, metavar="DIR", help="directory for <table>.parquet")
