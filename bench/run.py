"""Scheherazade benchmark: one command, one table.

    python bench/run.py [--quick] [--json bench/results.json] [--only grpc,rules,...]

Every figure is compared with a ceiling measured in the same run on the same machine, and
reported as their ratio (1.0 = as fast as the bare building block). Rows whose part of the
project is not there yet say "not available: …". See docs/bench.md.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import os
import platform
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make `bench` and the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import ROOT, Row, failed, fmt_num, not_available, rate_row  # noqa: E402

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


class Bench:
    def __init__(self, sizes: Sizes, tmp: Path, rules_override: list[str]) -> None:
        self.sizes = sizes
        self.tmp = tmp
        self.rows: list[Row] = []
        self.ceil: dict[str, Row] = {}
        self._rules_override = rules_override
        self._rules: list[Any] | None = None
        self._rules_error: str | None = None

    # -------------------------------------------------------------- helpers

    def add(self, row: Row) -> Row:
        self.rows.append(row)
        status = f" [{row.status}]" if row.status else ""
        ratio = f" ratio {row.ratio:.2f}" if row.ratio is not None else ""
        print(
            f"  {row.section:>10} | {row.name}: {fmt_num(row.figure)} {row.unit}{ratio}{status}"
            + (f"  ({row.note})" if row.note else ""),
            file=sys.stderr,
            flush=True,
        )
        return row

    def attempt(
        self, section: str, name: str, fn: Callable[[], Row | list[Row]], target: Any = None
    ) -> list[Row]:
        try:
            out = fn()
        except Exception as exc:
            traceback.print_exc(file=sys.stderr)
            out = failed(section, name, exc, target)
        rows = out if isinstance(out, list) else [out]
        for r in rows:
            self.add(r)
        return rows

    def rules(self) -> list[Any]:
        """Every game in the registry (or the --rules override); [] if not available."""
        if self._rules is None:
            try:
                if self._rules_override:
                    self._rules = []
                    for spec in self._rules_override:
                        mod, _, attr = spec.partition(":")
                        self._rules.append(getattr(importlib.import_module(mod), attr or "RULES"))
                else:
                    from service.kit.registry import games

                    self._rules = list(games().values())
            except Exception as exc:
                self._rules = []
                self._rules_error = f"the games' rules ({type(exc).__name__}: {exc})"
        return self._rules

    def rules_missing(self) -> str:
        return self._rules_error or "no game registered"

    def path(self, name: str) -> Path:
        return self.tmp / name

    # -------------------------------------------------------------- sections

    def ceiling(self, key: str) -> Row | None:
        """A ceiling row of this run, measured on first need (so `--only` sections get
        theirs too)."""
        if key in self.ceil:
            return self.ceil[key]
        from bench import ceilings as c

        s = self.sizes
        makers: dict[str, Callable[[], Row]] = {
            "echo_seq": lambda: c.grpc_echo(
                self.echo_gen(), 1, s.grpc_seconds, s.grpc_warmup, s.server_workers
            ),
            "echo_conc": lambda: c.grpc_echo(
                self.echo_gen(), s.threads, s.grpc_seconds, s.grpc_warmup, s.server_workers
            ),
            "es_save": lambda: c.es_save(self.path("es/save.sqlite"), s.es_saves),
            "dict_fold": lambda: c.dict_fold(min_seconds=s.fold_seconds),
        }
        row = self.attempt("ceiling", key, makers[key])[0]
        self.ceil[key] = row
        return row

    def echo_gen(self) -> Path:
        from bench.grpc_echo import generate

        gen = self.path("echo_gen")
        return gen if (gen / "echo_pb2.py").exists() else generate(gen)

    def ceilings(self) -> None:
        for key in ("echo_seq", "echo_conc", "es_save", "dict_fold"):
            self.ceiling(key)

    def rules_section(self) -> None:
        from bench import ceilings as c
        from bench import figures_rules as f

        s = self.sizes
        if not self.rules():
            self.add(
                not_available(
                    "rules", "pure fold of a long game", self.rules_missing(), f.FOLD_TARGET
                )
            )
            self.add(not_available("rules", "random self-play, pure rules", self.rules_missing()))
            return
        for r in self.rules():
            self.attempt(
                "rules",
                f"{r.game_type}: pure fold",
                lambda r=r: f.pure_fold(r, self.ceiling("dict_fold"), s.fold_seeds, s.fold_seconds),
                f.FOLD_TARGET,
            )
        openspiel = self.openspiel_ceilings()
        for r in self.rules():
            self.attempt(
                "rules",
                f"{r.game_type}: self-play",
                lambda r=r: f.selfplay_pure(
                    r, s.selfplay_seconds, openspiel,
                    interleave=c.OPENSPIEL_GAMES[0] if openspiel else None),
            )

    def openspiel_ceilings(self) -> list[Row]:
        """OpenSpiel's own Python games self-playing (a test extra; a row says why when absent)."""
        from bench import ceilings as c

        reason = c.openspiel_unavailable()
        if reason:
            self.add(not_available("ceiling", "OpenSpiel Python games, random self-play", reason))
            return []
        rows = []
        for name in c.OPENSPIEL_GAMES:
            row = self.attempt(
                "ceiling",
                name,
                lambda name=name: c.openspiel_selfplay(name, self.sizes.selfplay_seconds),
            )[0]
            rows.append(row)
        return rows

    def app_section(self) -> None:
        from bench import figures_store as f

        s = self.sizes
        if not self.rules():
            self.add(not_available("app", "GameApp.submit in process", self.rules_missing()))
            return
        for r in self.rules():
            if self._rules_override:  # GameApp only knows the registry's games
                continue
            self.attempt(
                "app",
                f"{r.game_type}: GameApp.submit",
                lambda r=r: f.app_submit(
                    r, self.path(f"app_{r.game_type}"), self.ceiling("es_save"), s.app_commands
                ),
            )

    def grpc_section(self) -> None:
        from bench import figures_grpc as f

        s = self.sizes
        reason = f.service_unavailable() or (None if self.rules() else self.rules_missing())
        if reason is None and self._rules_override:
            reason = "--rules override: the server runs the registry's games only"
        if reason:
            for name, target in (
                ("SubmitCommand end to end, sequential", f.SUBMIT_TARGET),
                ("SubmitCommand end to end, concurrent", f.SUBMIT_TARGET),
                ("random self-play through the service", None),
                (f"server RSS with {s.live_games:,} live games", f.MEMORY_TARGET),
            ):
                self.add(not_available("grpc", name, reason, target))
            return
        for r in self.rules():
            self._grpc_game(r.game_type)
        self._processes()
        self._peer()

    def _peer(self) -> None:
        """boardgame.io's server beside ours, tic-tac-toe move by move (bench/peer/)."""
        from bench import figures_peer as f

        s = self.sizes
        names = (("in memory", f.MEMORY_TARGET), ("FlatFile", f.FLATFILE_TARGET))
        reason = f.unavailable()
        if reason:
            for label, target in names:
                self.add(not_available("grpc", f"SubmitCommand vs boardgame.io {label}",
                                       reason, target))
            return
        try:
            rows = f.rows(self.path("peer"), s.threads, s.grpc_seconds, s.grpc_warmup)
        except Exception as exc:
            self.add(failed("grpc", "tic-tac-toe beside boardgame.io", exc))
            return
        for row in rows:
            self.add(row)

    def _processes(self) -> None:
        """`serve --processes N` for every N up to the cores, under `bench/load.py`: N
        concurrent 1001 games, each seat its own client (the clients share the cores: the
        machine's whole figure), checked afterwards (every game valid, the projection equal
        to the store). The ratio is to one process in the same run."""
        import os

        from bench import load

        s = self.sizes
        one: Row | None = None
        for n in range(1, (os.cpu_count() or 1) + 1):
            name = f"1001: bench/load.py, {n} server process{'es' if n > 1 else ''}"
            try:
                out = load.run(8, s.grpc_seconds, "1001", 4, 1, self.path(f"load_{n}"), n)
            except Exception as exc:
                self.add(failed("grpc", name, exc))
                continue
            if not out["ok"]:
                self.add(Row("grpc", name, note=f"failed: {out['errors'] or out['problems']}"))
                continue
            row = rate_row("grpc", name, out["commands_per_second"], "commands/s", one,
                           note=f"{out['clients']} seat clients over {out['games']} games; "
                                f"p50 {out['p50_ms']} ms, p99 {out['p99_ms']} ms, max "
                                f"{out['max_ms']} ms; every game valid, projection = store")
            self.add(row)
            one = one or row

    def _grpc_game(self, g: str) -> None:
        from bench import figures_grpc as f

        s = self.sizes
        seq, conc = self.ceiling("echo_seq"), self.ceiling("echo_conc")  # before any server
        handler = self.attempt(
            "grpc",
            f"{g}: SubmitCommand handler in process",
            lambda: f.servicer_in_process(g, s.app_commands),
        )[0]
        hot = handler.extra.get("handler_ms")
        try:
            server = f.ServiceServer(self.path(f"svc_{g}"))
        except Exception as exc:
            self.add(failed("grpc", f"{g}: service server", exc))
            return
        try:
            self.attempt(
                "grpc",
                f"{g}: SubmitCommand sequential",
                lambda: f.submit(server, g, 1, s.grpc_seconds, s.grpc_warmup, seq, handler_ms=hot),
                f.SUBMIT_TARGET,
            )
            self.attempt(
                "grpc",
                f"{g}: SubmitCommand concurrent",
                lambda: f.submit(
                    server, g, s.threads, s.grpc_seconds, s.grpc_warmup, conc, handler_ms=hot
                ),
                f.SUBMIT_TARGET,
            )
            self.attempt(
                "grpc",
                f"{g}: SubmitCommand sequential, view FULL",
                lambda: f.submit(server, g, 1, s.grpc_seconds, s.grpc_warmup, seq, "full"),
            )
            self.attempt(
                "grpc",
                f"{g}: self-play through the service",
                lambda: f.selfplay_service(server, g, s.threads, s.grpc_seconds),
            )
        finally:
            server.close()
        self.attempt(
            "grpc",
            f"{g}: live games memory",
            lambda: f.live_games_memory(self.path(f"mem_{g}"), g, s.live_games, s.live_actions),
            f.MEMORY_TARGET,
        )

    def projection_section(self) -> None:
        from bench import ceilings as c
        from bench import figures_projection as f
        from bench import figures_store as fs

        s = self.sizes
        if not self.rules():
            for name in (
                "eventsourcing notification log read + JSON decode",
                "projector catch-up",
                "rebuild a stored game",
            ):
                self.add(not_available("projection", name, self.rules_missing()))
            return
        try:
            filled = f.FilledStore(self.path("projection"), self.rules(), s.store_events)
        except Exception as exc:
            traceback.print_exc(file=sys.stderr)
            self.add(failed("projection", "fill the store", exc))
            return
        print(f"  filled store: {filled.note()}", file=sys.stderr, flush=True)
        read = self.attempt("ceiling", "log read", lambda: c.log_read(filled.store))[0]
        read.note += f"; {filled.note()}"
        self.ceil["log_read"] = read
        duck = self.attempt(
            "ceiling",
            "DuckDB Arrow insert",
            lambda: c.duckdb_arrow_insert(
                self.path("ceiling.duckdb"), filled.events, filled.sample
            ),
        )[0]
        for r in self.rules():
            self.attempt(
                "app",
                f"{r.game_type}: rebuild",
                lambda r=r: fs.rebuild(
                    r, self.path(f"rebuild_{r.game_type}"), read, s.fold_seeds, s.rebuild_repeats
                ),
            )
        reason = f.projector_unavailable()
        if reason:
            self.add(not_available("projection", "projector catch-up", reason, f.PROJECTOR_TARGET))
            self.add(not_available("projection", "projector RSS stays flat", reason, f.FLAT_TARGET))
            return
        if self._rules_override:
            self.add(
                not_available(
                    "projection",
                    "projector catch-up",
                    "--rules override: the projector decodes registry games",
                )
            )
            return
        self.attempt(
            "projection",
            "projector catch-up",
            lambda: f.catch_up(filled, self.path("analytics.duckdb"), read, duck),
            f.PROJECTOR_TARGET,
        )

    def stats_section(self) -> None:
        from bench import figures_stats as f

        s = self.sizes
        reason = f.stats_unavailable()
        if reason:
            self.add(
                not_available(
                    "stats",
                    "statistics queries over 100,000 finished games",
                    reason,
                    f.STATS_TARGET,
                )
            )
            return
        for row in f.statistics(self.path("stats"), s.stats_games, s.stats_repeats):
            self.add(row)


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
            "grpc": bench.grpc_section,
            "projection": bench.projection_section,
            "stats": bench.stats_section,
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
