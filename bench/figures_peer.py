"""A peer measured side by side: tic-tac-toe move by move through boardgame.io's server
(npm `boardgame.io`, its socket.io client) and through our SubmitCommand, with the same
number of matches in flight, and through our PlaySession (a session per seat, issue 27).
bench/peer/README.md says how each side is measured.

Targets (issue 12): our moves/s >= 1.0 x boardgame.io's in-memory figure and >= 3 x its
FlatFile figure, p99 no worse. The FlatFile figure is the faster of its two set-ups (the
write queue off), so the 3 x target is the harder one; the queued set-up is shown too.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bench.common import ROOT, Row, Target, rate_row, run_helper
from bench.figures_grpc import ServiceServer

SECTION = "grpc"
PEER_DIR = ROOT / "bench" / "peer"
GAME_MODULE = "bench.peer.tictactoe"
MEMORY_TARGET = Target("ratio", ">=", 1.0)
FLATFILE_TARGET = Target("ratio", ">=", 3.0)
# Matches set up per client slot before the window: enough that a slot never sets one up
# inside it at the moves per second a slot reaches here (7 moves a match), per storage.
# FlatFile as it comes writes once a second, so its set-ups are slow and its moves few.
SLOT_MOVES_PER_SECOND = {"memory": 400, "flatfile": 150, "flatfile-queued": 3}
# The PlaySession client's processes (bench/session_client.py): see docs/bench.md, "Serving,
# issue 27: the session", for the measure that chose it.
SESSION_CLIENT_PROCESSES = 1


def unavailable() -> str | None:
    """Why boardgame.io cannot be measured here, or None (installs it with npm if needed)."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        return "Node.js and npm are not installed"
    if not (PEER_DIR / "node_modules" / "boardgame.io").is_dir():
        done = subprocess.run(
            ["npm", "ci", "--no-audit", "--no-fund"], cwd=PEER_DIR,
            capture_output=True, text=True, timeout=600,
        )
        if done.returncode:
            return f"npm ci in bench/peer failed: {done.stderr.strip()[-300:]}"
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def _bgio_server(storage: str, data: Path) -> Iterator[int]:
    port = _free_port()
    proc = subprocess.Popen(
        ["node", "server.js", str(port), storage, str(data)], cwd=PEER_DIR,
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )
    try:
        assert proc.stdout is not None
        deadline = time.monotonic() + 30
        for line in proc.stdout:
            if line.startswith("listening"):
                break
            if time.monotonic() > deadline:
                raise TimeoutError("boardgame.io's server did not start")
        else:
            raise RuntimeError(f"boardgame.io's server exited ({proc.wait()})")
        yield port
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def boardgameio(storage: str, matches: int, seconds: float, warmup: float) -> dict[str, Any]:
    pool = max(2, int(SLOT_MOVES_PER_SECOND[storage] * (seconds + warmup) / 7) + 1)
    with tempfile.TemporaryDirectory(prefix="bgio-") as data, _bgio_server(
        storage, Path(data)
    ) as port:
        done = subprocess.run(
            ["node", "client.js", str(port), str(matches), str(seconds), str(warmup), str(pool)],
            cwd=PEER_DIR, capture_output=True, text=True, timeout=seconds + warmup + 600,
        )
    if done.returncode:
        raise RuntimeError(f"client.js exited {done.returncode}: {done.stderr.strip()[-300:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


@contextlib.contextmanager
def _plugged() -> Iterator[None]:
    """Helpers spawned inside see tic-tac-toe in the registry (they copy os.environ)."""
    old = os.environ.get("SCHEHERAZADE_GAMES")
    os.environ["SCHEHERAZADE_GAMES"] = ",".join(filter(None, (old, GAME_MODULE)))
    try:
        yield
    finally:
        if old is None:
            del os.environ["SCHEHERAZADE_GAMES"]
        else:
            os.environ["SCHEHERAZADE_GAMES"] = old


def ours(data: Path, clients: int, seconds: float, warmup: float) -> dict[str, Any]:
    """SubmitCommand on the embedded store: `clients` threads, each its own channel and its
    own game at a time (both seats' moves, each with its seat's token), created beforehand."""
    with _plugged(), ServiceServer(data) as server:
        return run_helper(
            ["submit-client", "--port", str(server.port), "--game", "tictactoe",
             "--threads", str(clients), "--seconds", str(seconds), "--warmup", str(warmup),
             "--max-rate", "4000", "--seed", "4242"],
            seconds + warmup + 300, "tic-tac-toe submit client",
        )


def ours_session(data: Path, clients: int, seconds: float, warmup: float,
                 processes: int = 1) -> dict[str, Any]:
    """PlaySession on the embedded store (bench/session_client.py): `clients` matches in
    flight, each seat on its own session opened before the window (as boardgame.io's
    sockets are), a move counted from its write to its answer; `processes` client
    processes share the matches."""
    with _plugged(), ServiceServer(data) as server:
        return run_helper(
            ["session-client", "--port", str(server.port), "--game", "tictactoe",
             "--matches", str(clients), "--processes", str(processes),
             "--seconds", str(seconds), "--warmup", str(warmup),
             "--max-rate", "4000", "--seed", "4242"],
            seconds + warmup + 600, "tic-tac-toe session client",
        )


def _note(r: dict[str, Any]) -> str:
    if not r.get("count"):
        return f"no move counted in the window: {r}"[:300]
    note = f"p50 {r['p50_ms']:.2f} ms, p99 {r['p99_ms']:.2f} ms"
    if r.get("errors"):
        note += f"; {r['errors']} errors"
    if r.get("late_setups"):
        note += f"; {r['late_setups']} matches set up inside the window"
    return note


def rows(data: Path, clients: int, seconds: float, warmup: float) -> list[Row]:
    """boardgame.io's three set-ups as ceilings, then ours against the two targets."""
    name = f"tic-tac-toe, {clients} matches in flight"
    peers = {}
    out = []
    for storage, label in (
        ("memory", "in memory"),
        ("flatfile", "FlatFile, write queue off"),
        ("flatfile-queued", "FlatFile as it comes (writes batched each second)"),
    ):
        r = boardgameio(storage, clients, seconds, warmup)
        row = Row(SECTION, f"boardgame.io 0.50.2, {label}: {name}", r["rate"], "moves/s",
                  note=_note(r), is_ceiling=True, extra=r)
        peers[storage] = row
        out.append(row)
    for what, r in (("SubmitCommand", ours(data / "unary", clients, seconds, warmup)),
                    ("PlaySession", ours_session(data / "session", clients, seconds, warmup,
                                                 SESSION_CLIENT_PROCESSES))):
        for storage, target in (("memory", MEMORY_TARGET), ("flatfile", FLATFILE_TARGET)):
            peer = peers[storage]
            row = rate_row(SECTION, f"{what} vs {peer.name.split(':')[0]}: {name}",
                           r["rate"], "moves/s", peer, target, note=_note(r), **r)
            if r.get("count") and peer.extra.get("count"):
                worse = r["p99_ms"] > peer.extra["p99_ms"]
                row.note += (f"; p99 {'worse' if worse else 'no worse'} than its "
                             f"{peer.extra['p99_ms']:.2f} ms")
            if r.get("client_processes"):
                row.note += f"; {r['client_processes']} grpc.aio client process(es)"
            out.append(row)
    return out
