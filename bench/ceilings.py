"""Ceilings: what the building blocks alone do on this machine, in this run.

Each function returns a ceiling Row (figure = the building block's rate). Figures elsewhere
are divided by these, so noise common to the run cancels out.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from bench.common import CpuSampler, Row, best_rate, read_json_line, run_helper, spawn, stop

SECTION = "ceiling"


# ------------------------------------------------------------------------------- gRPC


def grpc_echo(gen_dir: Path, threads: int, seconds: float, warmup: float, workers: int,
              aio: bool = False) -> Row:
    """Raw unary echo: a sync server (thread pool of `workers`) in one helper process, a
    client with `threads` threads in another. `aio`: the asyncio server instead, its
    handler `async` on the event loop (no pool), as the service's server runs."""
    server = spawn(["echo-server", "--gen", str(gen_dir), "--workers", str(workers)]
                   + (["--aio"] if aio else []))
    sampler = None
    try:
        ready = read_json_line(server, 30, "echo server")
        sampler = CpuSampler(int(ready["pid"]))
        result = run_helper(
            [
                "echo-client",
                "--gen",
                str(gen_dir),
                "--port",
                str(ready["port"]),
                "--threads",
                str(threads),
                "--seconds",
                str(seconds),
                "--warmup",
                str(warmup),
            ],
            seconds + warmup + 60,
            "echo client",
        )
    finally:
        if sampler is not None:
            sampler.stop()
        stop(server)
    add_server_cpu(result, sampler)
    return latency_row(
        SECTION,
        f"gRPC unary echo{', asyncio server' if aio else ''}, "
        f"{threads} client thread{'s' if threads > 1 else ''}",
        result,
        is_ceiling=True,
    )


def add_server_cpu(result: dict[str, Any], sampler: CpuSampler | None) -> None:
    """Server CPU per call and cores busy in the client's window, into `result`."""
    if sampler is None or not result.get("count") or "wall_start" not in result:
        return
    used = sampler.used(result["wall_start"], result["wall_end"])
    if used is not None:
        result["server_cpu_ms"] = used / result["count"] * 1000
        result["server_cores"] = used / (result["wall_end"] - result["wall_start"])


def latency_row(section: str, name: str, r: dict[str, Any], **kw: Any) -> Row:
    note = f"p50 {r['p50_ms']:.2f} ms, p99 {r['p99_ms']:.2f} ms" if r.get("count") else "no calls"
    if r.get("server_cpu_ms") is not None:
        note += f"; server CPU {r['server_cpu_ms']:.2f} ms/call ({r['server_cores']:.2f} cores)"
    if r.get("errors"):
        note += f"; {r['errors']} errors (first: {r['first_errors'][:1]})"
    return Row(section, name, r["rate"], "req/s", note=note, extra=dict(r), **kw)


# ------------------------------------------------------------------------------- store


def es_save(path: Path, n: int) -> Row:
    """The eventsourcing library alone: one new event per `Application.save`, SQLite file."""
    from eventsourcing.application import Application
    from eventsourcing.domain import Aggregate, event

    class Counter(Aggregate):
        def __init__(self) -> None:
            self.count = 0

        @event("Incremented")
        def increment(self, by: int) -> None:
            self.count += by

    class CounterApp(Application):
        pass

    path.parent.mkdir(parents=True, exist_ok=True)
    app = CounterApp(env={"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": str(path)})
    counters = [Counter() for _ in range(16)]
    app.save(*counters)
    for c in counters:  # warm up
        c.increment(by=1)
        app.save(c)
    t0 = time.perf_counter()
    for i in range(n):
        c = counters[i % 16]
        c.increment(by=1)
        app.save(c)
    rate = n / (time.perf_counter() - t0)
    app.close()
    return Row(
        SECTION,
        "eventsourcing save, 1 event/save, SQLite file",
        rate,
        "saves/s",
        is_ceiling=True,
        note=f"{n:,} saves",
    )


def log_read(store: Any, limit: int = 10_000) -> Row:
    """The library's notification log read in order, each state JSON-decoded."""
    recorder = store.recorder
    loads = json.loads
    t0 = time.perf_counter()
    start: int | None = None
    count = 0
    while True:
        page = recorder.select_notifications(
            start=start, limit=limit, inclusive_of_start=start is None
        )
        if not page:
            break
        for n in page:
            loads(n.state)
        count += len(page)
        start = page[-1].id
    rate = count / (time.perf_counter() - t0)
    return Row(
        SECTION,
        "eventsourcing notification log read + JSON decode",
        rate,
        "events/s",
        is_ceiling=True,
        note=f"{count:,} events, pages of {limit:,}",
    )


# ------------------------------------------------------------------------------- DuckDB


def duckdb_arrow_insert(path: Path, n: int, sample: list[tuple[str, str, int, bytes]]) -> Row:
    """DuckDB inserting `n` event-shaped rows from an Arrow table (INSERT … SELECT)."""
    import duckdb
    import pyarrow as pa

    reps = n // len(sample) + 1
    rows = (sample * reps)[:n]
    table = pa.table(
        {
            "notification_id": pa.array(range(1, n + 1), pa.int64()),
            "game_id": pa.array([r[0] for r in rows], pa.string()),
            "topic": pa.array([r[1] for r in rows], pa.string()),
            "version": pa.array([r[2] for r in rows], pa.int64()),
            "state": pa.array([r[3].decode() for r in rows], pa.string()),
        }
    )
    del rows
    con = duckdb.connect(str(path))
    con.execute(
        "CREATE TABLE events (notification_id BIGINT, game_id VARCHAR, topic VARCHAR,"
        " version BIGINT, state VARCHAR)"
    )
    con.register("arrow_events", table)
    t0 = time.perf_counter()
    con.execute("INSERT INTO events SELECT * FROM arrow_events")
    con.execute("CHECKPOINT")
    rate = n / (time.perf_counter() - t0)
    con.close()
    return Row(
        SECTION,
        "DuckDB INSERT … SELECT from an Arrow table",
        rate,
        "rows/s",
        is_ceiling=True,
        note=f"{n:,} rows (game, topic, version, JSON), file + checkpoint",
    )


# ------------------------------------------------------------------------------- Python


def _dict_events(n: int) -> list[dict[str, Any]]:
    kinds = ["moved", "scored", "gained", "lost", "voted", "revealed", "turn", "bought"]
    return [{"type": kinds[i % 8], "seat": i % 4, "n": i % 7, "at": i} for i in range(n)]


def _moved(s: dict, e: dict) -> dict:
    s["pos"] = (s["pos"] + e["n"]) % 64
    return s


def _scored(s: dict, e: dict) -> dict:
    s["score"][e["seat"]] += e["n"]
    return s


def _gained(s: dict, e: dict) -> dict:
    s["gems"] += 1
    return s


def _lost(s: dict, e: dict) -> dict:
    s["gems"] -= 1
    return s


def _voted(s: dict, e: dict) -> dict:
    s["votes"][e["seat"]] = e["n"]
    return s


def _revealed(s: dict, e: dict) -> dict:
    s["votes"] = [None] * 4
    return s


def _turn(s: dict, e: dict) -> dict:
    s["turn"] += 1
    return s


def _bought(s: dict, e: dict) -> dict:
    s["rewards"] += 1
    return s


HANDLERS = {
    "moved": _moved,
    "scored": _scored,
    "gained": _gained,
    "lost": _lost,
    "voted": _voted,
    "revealed": _revealed,
    "turn": _turn,
    "bought": _bought,
}


def fold_dicts(events: list[dict[str, Any]]) -> dict[str, Any]:
    state: dict[str, Any] = {
        "pos": 0,
        "score": [0] * 4,
        "gems": 0,
        "votes": [None] * 4,
        "turn": 0,
        "rewards": 0,
    }
    table = HANDLERS
    for e in events:
        state = table[e["type"]](state, e)
    return state


def dict_fold(n: int = 20_000, min_seconds: float = 0.3) -> Row:
    """A bare Python dispatch-table fold over dict events: the speed limit of any fold."""
    events = _dict_events(n)

    def once() -> int:
        fold_dicts(events)
        return n

    rate = best_rate(once, min_seconds)
    return Row(
        SECTION,
        "Python dispatch-table fold over dict events",
        rate,
        "events/s",
        is_ceiling=True,
        note=f"{n:,} events, 8 handlers, best of 7",
    )


# ------------------------------------------------------------------------------- OpenSpiel

# OpenSpiel's own Python games the self-play rows are set beside: dominoes deals hidden
# hands by chance, as our games do; tic-tac-toe is the smallest, where the API's cost per
# action shows most.
OPENSPIEL_GAMES = ("python_block_dominoes", "python_tic_tac_toe")


def openspiel_unavailable() -> str | None:
    try:
        import pyspiel  # noqa: F401
        from open_spiel.python.games import block_dominoes, tic_tac_toe  # noqa: F401
    except Exception as exc:  # a test extra: pip install -e '.[test]'
        return f"open_spiel not installed ({type(exc).__name__}); pip install -e '.[test]'"
    return None


class OpenSpielPlayer:
    """OpenSpiel running one of its own Python games: uniform random decisions, chance
    sampled with its probabilities, whole games, for as long as asked (`play`). Counted per
    decision (a player's action), as our self-play counts commands (its chance is settled
    inside each). Kept between windows, so that a row can alternate windows of it with its
    own (`figures_rules.selfplay_pure`)."""

    def __init__(self, game_name: str, seed: int = 1) -> None:
        import random

        import pyspiel
        from open_spiel.python.games import block_dominoes, tic_tac_toe  # noqa: F401 (register)

        self.name = game_name
        self.game = pyspiel.load_game(game_name)
        self.rng = random.Random(seed)
        self.games = self.decisions = self.chance = 0
        self.seconds = 0.0

    def play(self, min_seconds: float) -> tuple[int, float]:
        """Whole games until `min_seconds` have passed (at least one): (decisions, seconds)."""
        game, rng = self.game, self.rng
        decisions = chance = games = 0
        t0 = time.perf_counter()
        while True:
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes, probs = zip(*state.chance_outcomes(), strict=True)
                    state.apply_action(rng.choices(outcomes, probs)[0])
                    chance += 1
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
                    decisions += 1
            games += 1
            elapsed = time.perf_counter() - t0
            if elapsed >= min_seconds:
                break
        self.games += games
        self.decisions += decisions
        self.chance += chance
        self.seconds += elapsed
        return decisions, elapsed

    def warm(self, seconds: float) -> None:
        """Play for `seconds` without counting it (as a row's own warm-up)."""
        games, decisions, chance, spent = self.games, self.decisions, self.chance, self.seconds
        self.play(seconds)
        self.games, self.decisions, self.chance, self.seconds = games, decisions, chance, spent

    def row(self, name: str | None = None) -> Row:
        """Everything played so far as a ceiling row."""
        games = max(1, self.games)
        return Row(
            SECTION,
            name or f"OpenSpiel {self.name}: random self-play per decision",
            self.decisions / self.seconds,
            "actions/s",
            is_ceiling=True,
            note=f"{self.decisions / games:.1f} decisions and {self.chance / games:.1f} chance "
            f"actions/game, {self.games / self.seconds:,.0f} games/s; "
            f"open_spiel {_openspiel_version()}",
        )


def openspiel_selfplay(game_name: str, min_seconds: float = 1.0, seed: int = 1) -> Row:
    """OpenSpiel's own Python game self-playing for `min_seconds` (at least 3 games)."""
    player = OpenSpielPlayer(game_name, seed)
    while player.seconds < min_seconds or player.games < 3:
        player.play(min_seconds - player.seconds)
    return player.row()


def _openspiel_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("open_spiel")
    except PackageNotFoundError:
        return "?"
