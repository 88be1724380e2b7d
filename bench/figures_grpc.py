"""Figures through the real gRPC server (a helper process) from client helper processes."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from bench.ceilings import add_server_cpu, latency_row
from bench.common import (
    CpuSampler,
    Row,
    Target,
    rate_row,
    read_json_line,
    rss_mb,
    run_helper,
    spawn,
    stop,
)

SECTION = "grpc"
SUBMIT_TARGET = Target("ratio", ">=", 0.60)
MEMORY_TARGET = Target("figure", "<", 500, "MB")


def service_unavailable() -> str | None:
    """Why the gRPC figures cannot run yet, or None."""
    try:
        from service.api.server import create_server  # noqa: F401
    except Exception as exc:
        return f"service.api.server.create_server ({type(exc).__name__}: {exc})"
    try:
        from scheherazade.v1 import game_service_pb2_grpc  # noqa: F401
    except Exception as exc:
        return f"scheherazade.v1 stubs ({type(exc).__name__}: {exc})"
    return None


class ServiceServer:
    """The service's own server (`create_server`) in a helper process on a fresh store."""

    def __init__(self, data_dir: Path) -> None:
        data_dir.mkdir(parents=True, exist_ok=True)
        self.proc = spawn(["service-server", "--data", str(data_dir)])
        try:
            ready = read_json_line(self.proc, 60, "service server")
        except BaseException:
            stop(self.proc)
            raise
        self.port = int(ready["port"])
        self.pid = int(ready["pid"])

    def rss_mb(self) -> float:
        return rss_mb(self.pid)

    def handler_stats(self) -> dict[str, Any]:
        """SubmitCommand calls so far and the handler's thread CPU for them (seconds)."""
        assert self.proc.stdin is not None
        self.proc.stdin.write("stats\n")
        self.proc.stdin.flush()
        return read_json_line(self.proc, 30, "service server stats")

    def close(self) -> None:
        stop(self.proc)

    def __enter__(self) -> ServiceServer:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def one_process_bound(echo: Row, handler_ms: float, threads: int) -> float | None:
    """The best ratio one server process could reach if gRPC cost it what it costs the
    echo and the handler ran at its hot, in-process cost `handler_ms` with no contention.

    Sequentially, each call waits for the echo's round trip plus the handler: the ratio is
    at most L / (L + H), L the echo's mean latency. Concurrently, the echo's server spends E
    of CPU a call; ours spends at least E + H on the same cores: at most E / (E + H).
    """
    e = echo.extra
    if threads == 1:
        if not echo.figure:
            return None
        latency = 1000 / echo.figure
        return latency / (latency + handler_ms)
    cpu = e.get("server_cpu_ms")
    return cpu / (cpu + handler_ms) if cpu else None


def submit(
    server: ServiceServer,
    game: str,
    threads: int,
    seconds: float,
    warmup: float,
    ceiling: Row | None,
    view: str = "unspecified",
    handler_ms: float | None = None,
    aio_ceiling: Row | None = None,
) -> Row:
    """SubmitCommand end to end: scripted random games, created before the window. `view`
    is the GameView the requests ask for: unspecified (the service's default, BASIC, as a
    player sends them) for the target rows; "full" for the figure of answers with the view.
    `handler_ms`: the handler's hot in-process CPU a call, for the one-process bound.
    `aio_ceiling`: the asyncio echo of the same run, whose ratio the note gives as well (the
    row's ratio and target stay against the threaded echo, `ceiling`)."""
    max_rate = (ceiling.figure if ceiling and ceiling.figure else 3000.0) * 1.2
    before = server.handler_stats()
    sampler = CpuSampler(server.pid)
    try:
        r = run_helper(
            [
                "submit-client",
                "--port",
                str(server.port),
                "--game",
                game,
                "--threads",
                str(threads),
                "--seconds",
                str(seconds),
                "--warmup",
                str(warmup),
                "--max-rate",
                f"{max_rate:.0f}",
                "--seed",
                str(100 * threads),
                "--view",
                view,
            ],
            seconds + warmup + 300,
            "submit client",
        )
    finally:
        sampler.stop()
    after = server.handler_stats()
    add_server_cpu(r, sampler)
    calls = after["calls"] - before["calls"]
    if calls:
        r["handler_cpu_ms"] = (after["cpu_s"] - before["cpu_s"]) / calls * 1000
    full = view == "full"
    row = latency_row(
        SECTION,
        f"{game}: SubmitCommand end to end, {threads} client thread{'s' if threads > 1 else ''}"
        + (" (own games per thread)" if threads > 1 else "")
        + (", view FULL" if full else ""),
        r,
    )
    out = rate_row(
        SECTION,
        row.name,
        row.figure or 0.0,
        "req/s",
        ceiling,
        None if full else SUBMIT_TARGET,
        note=("the game with its view in every answer; " if full else "view BASIC (default); ")
        + row.note,
        **row.extra,
    )
    if r.get("handler_cpu_ms") is not None:
        out.note += f"; handler CPU {r['handler_cpu_ms']:.2f} ms/call in the server"
        if handler_ms is not None:
            out.note += f" ({handler_ms:.2f} hot in process)"
    if ceiling is not None and ceiling.extra.get("p50_ms"):
        e = ceiling.extra
        out.note += f"; echo: p50 {e['p50_ms']:.2f}, p99 {e['p99_ms']:.2f} ms"
        if e.get("server_cpu_ms") is not None:
            out.note += f", server CPU {e['server_cpu_ms']:.2f} ms/call"
        if not full and handler_ms is not None:
            bound = one_process_bound(ceiling, handler_ms, threads)
        else:
            bound = None
        if bound is not None:
            out.extra["one_process_bound"] = bound
            out.note += f"; one-process bound {bound:.2f}"
    _beside_aio_echo(out, aio_ceiling)
    if r.get("out_of_work_threads"):
        out.note += f"; {r['out_of_work_threads']} threads ran out of games"
    return out


def _beside_aio_echo(out: Row, aio_ceiling: Row | None) -> None:
    """The row's ratio to the asyncio echo too, in its note (its target stays the threaded
    echo's)."""
    if aio_ceiling is not None and aio_ceiling.figure and out.figure:
        out.extra["ratio_aio_echo"] = out.figure / aio_ceiling.figure
        out.note += f"; {out.figure / aio_ceiling.figure:.2f} of the asyncio echo"


def session(server: ServiceServer, game: str, matches: int, seconds: float, warmup: float,
            ceiling: Row | None, aio_ceiling: Row | None = None, processes: int = 1) -> Row:
    """PlaySession end to end (bench/session_client.py): `matches` games in flight, each
    seat on its own session opened before the window, a command counted from its write to
    its answer; beside SubmitCommand's rows, against the same echo ceiling."""
    max_rate = (ceiling.figure if ceiling and ceiling.figure else 3000.0) * 1.5
    sampler = CpuSampler(server.pid)
    try:
        r = run_helper(
            ["session-client", "--port", str(server.port), "--game", game,
             "--matches", str(matches), "--processes", str(processes),
             "--seconds", str(seconds), "--warmup", str(warmup),
             "--max-rate", f"{max_rate:.0f}", "--seed", str(200 * matches)],
            seconds + warmup + 600, "session client",
        )
    finally:
        sampler.stop()
    add_server_cpu(r, sampler)
    row = latency_row(
        SECTION, f"{game}: PlaySession end to end, {matches} game{'s' if matches > 1 else ''} "
        "in flight (a session per seat)", r)
    out = rate_row(SECTION, row.name, row.figure or 0.0, "req/s", ceiling, SUBMIT_TARGET,
                   note=f"view BASIC; {r.get('client_processes', 1)} client process(es), "
                        f"grpc.aio; " + row.note, **row.extra)
    _beside_aio_echo(out, aio_ceiling)
    if r.get("out_of_work_threads"):
        out.note += f"; {r['out_of_work_threads']} game slots ran out of planned games"
    return out


def servicer_in_process(game: str, commands: int) -> Row:
    """The SubmitCommand handler alone, in this process, calls back to back (no network)."""
    from bench.inprocess import handler_cpu_ms

    ms = handler_cpu_ms(game, commands)
    return Row(
        SECTION,
        f"{game}: SubmitCommand handler in process (no network)",
        1000 / ms,
        "calls/s",
        note=f"{ms:.3f} ms CPU a call at its fastest (least over chunks); figure alone, "
        "it feeds the one-process bound of the SubmitCommand rows",
        extra={"handler_ms": ms},
    )


def selfplay_service(server: ServiceServer, game: str, threads: int, seconds: float) -> Row:
    """Whole random games through the service (CreateGame + every command)."""
    r = run_helper(
        [
            "selfplay-client",
            "--port",
            str(server.port),
            "--game",
            game,
            "--threads",
            str(threads),
            "--seconds",
            str(seconds),
            "--warmup",
            "0",
            "--seed",
            "777",
        ],
        seconds + 300,
        "self-play client",
    )
    actions = r.get("mean_actions") or 0
    note = (
        f"{r['rate'] * actions:,.0f} commands/s; {actions:.0f} commands/game; "
        f"{threads} client threads, scripted random choices"
    )
    if r.get("errors"):
        note += f"; {r['errors']} errors (first: {r['first_errors'][:1]})"
    if r["count"] < 3:
        note += f"; only {r['count']} games finished in the window"
    return Row(
        SECTION,
        f"{game}: random self-play through the service",
        r["rate"],
        "games/s",
        note=note + "; figure alone",
        extra=r,
    )


def live_games_memory(data_dir: Path, game: str, games: int, actions: int) -> Row:
    """The server's RSS with `games` live games, each `actions` commands into its play;
    compared with the same server's RSS when idle (ratio = idle / loaded)."""
    with ServiceServer(data_dir) as server:
        time.sleep(0.5)
        idle = server.rss_mb()
        r = run_helper(
            [
                "live-games",
                "--port",
                str(server.port),
                "--game",
                game,
                "--games",
                str(games),
                "--actions",
                str(actions),
                "--threads",
                "8",
            ],
            900,
            "live-games client",
        )
        loaded = server.rss_mb()
    idle_row = Row(SECTION, "idle service server RSS", idle, "MB")
    row = rate_row(
        SECTION,
        f"{game}: server RSS with {r['games']:,} live games",
        loaded,
        "MB",
        idle_row,
        MEMORY_TARGET,
        lower_is_better=True,
        note=(
            f"{(loaded - idle) * 1024 / max(1, r['games']):.0f} KB/game over idle; "
            f"{r['submits']:,} commands played ({actions}/game)"
        ),
    )
    return row
