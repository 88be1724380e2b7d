"""Load and soak, bounded in time: N concurrent games, each seat its own client (its own gRPC
channel and thread), against one `scheherazade serve` process on the embedded store.

    python bench/load.py --games 40 --seconds 30 --game emira
    python bench/load.py --games 4 --seconds 3            # the bounded form CI runs
    python bench/load.py --games 8 --seconds 20 --processes 1,2,4   # side by side

Each seat loop asks ListLegalCommands with its token and submits one of them (a fresh
command_id), timing SubmitCommand, until its game ends or the window closes. Then the
server is stopped and everything is checked from the store alone:

- every game folds from its stored events (a fresh application loads it; its version is
  the one the last answer reported or later),
- no command was recorded twice (every command_id's events are contiguous and one seat's),
- the projection equals the store: DuckDB's `events` holds exactly the stored versions of
  every game, after a projector catch-up.

It prints commands/s and p50/p99/max latency, and the CPU seconds the server (all its
processes) and this process's clients took in the window (`server_cpu_s`, `client_cpu_s`:
on a small machine the clients' share is the limit), and exits non-zero if any check
fails. `--processes 1,2,4` runs the same load against each number of server processes in
turn (a fresh data folder each) and ends with a table side by side. Not a pass/fail on
speed: timings are reported, never asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import signal
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.common import percentile  # noqa: E402
from clients.bot import command_kind  # noqa: E402
from clients.client import Client  # noqa: E402
from service.kit.random_player import pick  # noqa: E402


def start_server(data: Path, processes: int = 1) -> tuple[subprocess.Popen, str]:
    """The server, its log in `data/server.log`; (process, address)."""
    data.mkdir(parents=True, exist_ok=True)
    log = (data / "server.log").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "clients.cli", "serve", "--address", "127.0.0.1:0",
         "--data-dir", str(data), "--no-project", "--processes", str(processes)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=log, text=True,
    )
    log.close()  # the child holds its own handle
    assert proc.stdout is not None
    deadline = time.monotonic() + 60
    for line in proc.stdout:
        if "listening on" in line:
            return proc, line.split("listening on", 1)[1].split()[0]
        if time.monotonic() > deadline:
            break
    proc.kill()
    raise RuntimeError("the server did not start")


def tree_cpu(pid: int) -> float:
    """CPU seconds (user + system) of process `pid` and its children so far (Linux /proc)."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(entry) == pid or int(fields[1]) == pid:  # fields: state, ppid, … utime, stime
            total += (int(fields[11]) + int(fields[12])) / tick
    return total


def own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def play_seat(address: str, name: str, token: str, until: float, rng: random.Random,
              latencies: list[float], errors: list[str], last: dict[str, int]) -> None:
    with Client(address, timeout=10) as client:
        while time.monotonic() < until:
            try:
                game = client.get_game(name, token=token, view="basic")
                if game.state == game.STATE_FINISHED:
                    return
                legal = client.legal_commands(name, token=token)
                if not legal:
                    time.sleep(0.005)
                    continue
                command = pick(rng, legal, command_kind)
                started = time.perf_counter()
                answer = client.submit(name, command, token=token,
                                       command_id=uuid.UUID(int=rng.getrandbits(128)).hex)
                latencies.append(time.perf_counter() - started)
                last[name] = max(last.get(name, 0), answer.version)
            except Exception as exc:  # noqa: BLE001 - a lost race is fine; the rest is counted
                code = getattr(exc, "code", lambda: None)()
                if code is not None and code.name in ("FAILED_PRECONDITION", "ABORTED"):
                    continue  # the game moved on between listing and submitting
                errors.append(f"{name}: {exc!r}"[:300])
                return


def verify(data: Path, last: dict[str, int]) -> list[str]:
    """Every game folds from the store, no command_id was recorded twice, and the projection
    holds exactly the stored versions. The problems found (none: an empty list)."""
    import duckdb

    from projections.projector import Projector
    from service.app.application import GameApp
    from service.app.codec import decode
    from service.app.store import open_store
    from service.kit.base import AUDITOR
    from service.kit.registry import event_types

    problems: list[str] = []
    store = open_store(data)
    app = GameApp(store, auditor_token="audit")
    types = event_types()
    stored: dict[str, int] = {}
    for name, reported in last.items():
        game_id = name.split("/", 1)[1]
        try:
            game = app.get(game_id, AUDITOR)
        except Exception as exc:  # noqa: BLE001 - a game that does not fold is the finding
            problems.append(f"{game_id} does not load: {exc!r}")
            continue
        if game.version < reported:
            problems.append(f"{game_id}: stored v{game.version} < acknowledged v{reported}")
        stored[game_id] = game.version
        seen: dict[str, tuple[int | None, int]] = {}
        for record in store.load(game_id):
            _, meta = decode(record.topic, record.state, types)
            cid = meta.command_id
            if cid is None:
                continue
            if cid in seen and seen[cid][1] != record.originator_version - 1:
                problems.append(f"{game_id}: command_id {cid} recorded twice")
            seen[cid] = (meta.seat, record.originator_version)
    Projector(store, data / "analytics.duckdb").catch_up()  # releases the file at the end
    with duckdb.connect(str(data / "analytics.duckdb"), read_only=True) as db:
        rows = dict(db.execute("SELECT game_id, count(*) FROM events GROUP BY 1").fetchall())
        top = dict(db.execute("SELECT game_id, max(version) FROM events GROUP BY 1").fetchall())
    for game_id, version in stored.items():
        if rows.get(game_id) != version or top.get(game_id) != version:
            problems.append(f"{game_id}: projected {rows.get(game_id)} events up to "
                            f"v{top.get(game_id)}, stored {version}")
    return problems


def run(games: int, seconds: float, game_type: str, players: int, seed: int,
        data: Path, processes: int = 1) -> dict[str, Any]:
    proc, address = start_server(data, processes)
    try:
        with Client(address, timeout=10) as admin:
            created = [admin.create_game(game_type, [f"p{i}" for i in range(players)],
                                         seed=seed + g) for g in range(games)]
        latencies: list[float] = []
        errors: list[str] = []
        last: dict[str, int] = {c.game.name: c.game.version for c in created}
        until = time.monotonic() + seconds
        threads = [
            threading.Thread(target=play_seat, args=(
                address, c.game.name, token, until, random.Random(f"{seed}:{g}:{s}"),
                latencies, errors, last))
            for g, c in enumerate(created) for s, token in enumerate(c.seat_tokens)
        ]
        started = time.monotonic()
        server_cpu, client_cpu = tree_cpu(proc.pid), own_cpu()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        elapsed = time.monotonic() - started
        server_cpu, client_cpu = tree_cpu(proc.pid) - server_cpu, own_cpu() - client_cpu
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
    problems = verify(data, last)
    ordered = sorted(latencies)
    return {
        "game": game_type, "games": games, "clients": len(threads), "processes": processes,
        "seconds": round(elapsed, 2),
        "commands": len(latencies),
        "commands_per_second": round(len(latencies) / elapsed, 1) if elapsed else 0.0,
        "p50_ms": round(percentile(ordered, 50) * 1000, 2) if ordered else None,
        "p99_ms": round(percentile(ordered, 99) * 1000, 2) if ordered else None,
        "max_ms": round(ordered[-1] * 1000, 2) if ordered else None,
        "server_cpu_s": round(server_cpu, 2), "client_cpu_s": round(client_cpu, 2),
        "errors": errors[:10], "problems": problems[:10],
        "ok": not errors and not problems,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--game", default="1001")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--processes", default="1",
                    help="server processes on one port; several numbers (1,2,4): each in turn")
    ap.add_argument("--data-dir", help="keep the data here (default: a temporary directory)")
    args = ap.parse_args(argv)
    counts = [int(n) for n in args.processes.split(",")]
    reports = []
    for count in counts:
        with tempfile.TemporaryDirectory(prefix="scheherazade-load-") as tmp:
            data = Path(args.data_dir) / f"p{count}" if args.data_dir else Path(tmp)
            report = run(args.games, args.seconds, args.game, args.players, args.seed, data,
                         count)
        print(json.dumps(report, indent=1), flush=True)
        reports.append(report)
    if len(reports) > 1:
        print(f"\n{args.game}, {args.games} games, {reports[0]['clients']} clients, "
              f"{args.seconds:g} s each, {os.cpu_count()} cores")
        print("processes  commands/s  vs 1  p50 ms  p99 ms  server CPU s  clients CPU s")
        for r in reports:
            print(f"{r['processes']:>9}  {r['commands_per_second']:>10}  "
                  f"{r['commands_per_second'] / max(reports[0]['commands_per_second'], 1):4.2f}"
                  f"  {r['p50_ms']:>6}  {r['p99_ms']:>6}  {r['server_cpu_s']:>12}  "
                  f"{r['client_cpu_s']:>13}")
    return 0 if all(r["ok"] for r in reports) else 1


if __name__ == "__main__":
    raise SystemExit(main())
