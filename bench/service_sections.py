"""The benchmark's sections that run the service: gRPC (SubmitCommand, self-play through
the server, processes, boardgame.io beside it), the projection and the statistics. Each is a
function of the run's `Bench` (bench/harness.py), called by bench/run.py."""

from __future__ import annotations

import sys
import traceback

from bench.common import Row, failed, not_available, rate_row
from bench.harness import Bench


def grpc_section(self: Bench) -> None:
    from bench import figures_grpc as f

    s = self.sizes
    reason = f.service_unavailable() or (None if self.rules() else self.rules_missing())
    if reason is None and self.rules_override:
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
        grpc_game(self, r.game_type)
    processes(self)
    peer(self)

def peer(self: Bench) -> None:
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

def processes(self: Bench) -> None:
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

def grpc_game(self: Bench, g: str) -> None:
    from bench import figures_grpc as f

    s = self.sizes
    seq, conc = self.ceiling("echo_seq"), self.ceiling("echo_conc")  # before any server
    aio_seq, aio_conc = self.ceiling("echo_aio_seq"), self.ceiling("echo_aio_conc")
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
            lambda: f.submit(server, g, 1, s.grpc_seconds, s.grpc_warmup, seq, handler_ms=hot,
                             aio_ceiling=aio_seq),
            f.SUBMIT_TARGET,
        )
        self.attempt(
            "grpc",
            f"{g}: SubmitCommand concurrent",
            lambda: f.submit(
                server, g, s.threads, s.grpc_seconds, s.grpc_warmup, conc, handler_ms=hot,
                aio_ceiling=aio_conc,
            ),
            f.SUBMIT_TARGET,
        )
        for matches, ceiling, aio in ((1, seq, aio_seq), (s.threads, conc, aio_conc)):
            self.attempt(
                "grpc",
                f"{g}: PlaySession, {matches} in flight",
                lambda matches=matches, ceiling=ceiling, aio=aio: f.session(
                    server, g, matches, s.grpc_seconds, s.grpc_warmup, ceiling, aio),
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

def projection_section(self: Bench) -> None:
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
    if self.rules_override:
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

def stats_section(self: Bench) -> None:
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
