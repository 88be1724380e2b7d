"""Rows, targets and small measuring helpers shared by every bench module."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BENCH = Path(__file__).resolve().parent


@dataclass
class Target:
    """A pass/fail threshold on a row: on its `ratio` or on its `figure` itself."""

    on: str  # "ratio" | "figure"
    op: str  # ">=" | "<=" | "<"
    value: float
    unit: str = ""

    def check(self, row: Row) -> bool | None:
        x = row.ratio if self.on == "ratio" else row.figure
        if x is None:
            return None
        if self.op == ">=":
            return x >= self.value
        if self.op == "<=":
            return x <= self.value
        if self.op == "<":
            return x < self.value
        raise ValueError(self.op)

    def text(self) -> str:
        if self.on == "ratio":
            return f"ratio {self.op} {self.value:g}"
        return f"{self.op} {fmt_num(self.value)} {self.unit}".strip()


@dataclass
class Row:
    """One line of the table: a figure, the ceiling it is compared with, their ratio.

    `ratio` is always "how close to the ceiling": figure/ceiling for rates (higher is
    better), ceiling/figure for times. A ceiling row has no ceiling of its own.
    """

    section: str
    name: str
    figure: float | None = None
    unit: str = ""
    ceiling_name: str = ""
    ceiling: float | None = None
    ceiling_unit: str = ""
    ratio: float | None = None
    target: Target | None = None
    note: str = ""
    is_ceiling: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def status(self) -> str:
        if self.target is None:
            return ""
        ok = self.target.check(self)
        if ok is None:
            return "n/a"
        return "PASS" if ok else "MISS"

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["target"] = None if self.target is None else self.target.text()
        d["status"] = self.status
        return d


def rate_row(
    section: str,
    name: str,
    figure: float,
    unit: str,
    ceiling: Row | None,
    target: Target | None = None,
    note: str = "",
    lower_is_better: bool = False,
    **extra: Any,
) -> Row:
    """A figure row compared with a ceiling row (ratio computed here)."""
    row = Row(section, name, figure, unit, target=target, note=note, extra=extra)
    if ceiling is not None and ceiling.figure:
        row.ceiling_name = ceiling.name
        row.ceiling = ceiling.figure
        row.ceiling_unit = ceiling.unit
        if figure:
            row.ratio = (ceiling.figure / figure) if lower_is_better else (figure / ceiling.figure)
    elif ceiling is not None:
        row.ceiling_name = ceiling.name
        row.note = (row.note + "; " if row.note else "") + "ceiling not measured"
    return row


def not_available(section: str, name: str, reason: str, target: Target | None = None) -> Row:
    return Row(section, name, target=target, note=f"not available: {reason}")


def failed(section: str, name: str, exc: BaseException, target: Target | None = None) -> Row:
    text = f"{type(exc).__name__}: {exc}".replace("\n", " ")
    return Row(section, name, target=target, note=f"failed: {text[:300]}")


# ------------------------------------------------------------------------------- numbers


def fmt_num(x: float | None) -> str:
    if x is None:
        return "—"
    ax = abs(x)
    if ax >= 100_000:
        return f"{x:,.0f}"
    if ax >= 100:
        return f"{x:,.0f}"
    if ax >= 10:
        return f"{x:.1f}"
    if ax >= 1:
        return f"{x:.2f}"
    return f"{x:.3f}"


def percentile(sorted_values: list[float], q: float) -> float:
    """Nearest-rank percentile of an already sorted list (q in 0..100)."""
    if not sorted_values:
        return float("nan")
    k = max(0, min(len(sorted_values) - 1, round(q / 100 * len(sorted_values) + 0.5) - 1))
    return sorted_values[k]


def best_rate(fn: Callable[[], int], min_seconds: float, repeats: int = 7) -> float:
    """Best of `repeats` rates of `fn` (which returns how many items it did), each run
    repeated until it took at least `min_seconds`."""
    best = 0.0
    for _ in range(repeats):
        done = 0
        t0 = time.perf_counter()
        while True:
            done += fn()
            elapsed = time.perf_counter() - t0
            if elapsed >= min_seconds:
                break
        best = max(best, done / elapsed)
    return best


def median_time(fn: Callable[[], Any], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


# ------------------------------------------------------------------------------ processes


def rss_mb(pid: int) -> float:
    """Resident set size of a process in MiB (Linux /proc)."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for pid {pid}")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux /proc)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class CpuSampler:
    """Samples a process's CPU time every `every` seconds, to tell how much of it a timed
    window (given in wall-clock `time.time()` terms) used."""

    def __init__(self, pid: int, every: float = 0.05) -> None:
        import threading

        self.pid = pid
        self.samples: list[tuple[float, float]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(every,), daemon=True)
        self._thread.start()

    def _run(self, every: float) -> None:
        while not self._stop.is_set():
            try:
                self.samples.append((time.time(), cpu_seconds(self.pid)))
            except (OSError, IndexError, ValueError):
                return
            self._stop.wait(every)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()

    def used(self, t0: float, t1: float) -> float | None:
        """CPU seconds used between wall times t0 and t1 (nearest samples inside)."""
        inside = [(t, c) for t, c in self.samples if t0 <= t <= t1]
        if len(inside) < 2:
            return None
        (ta, ca), (tb, cb) = inside[0], inside[-1]
        return (cb - ca) * (t1 - t0) / (tb - ta) if tb > ta else None


def child_env() -> dict[str, str]:
    env = dict(os.environ)
    extra = env.get("PYTHONPATH")
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + extra if extra else "")
    env.setdefault("GRPC_VERBOSITY", "ERROR")
    # The PlaySession rows open every seat's session of every game before the window, as
    # the peer's matches connect theirs (bench/session_client.py): more than the default
    # 10,000 streams of a server on a fast machine.
    env.setdefault("SCHEHERAZADE_STREAMS", "100000")
    return env


def spawn(args: list[str], **kw: Any) -> subprocess.Popen[str]:
    """Start `python -m bench.procs <args>` (a helper process of this suite)."""
    return subprocess.Popen(
        [sys.executable, "-m", "bench.procs", *args],
        cwd=ROOT,
        env=child_env(),
        stdout=subprocess.PIPE,
        stdin=subprocess.PIPE,
        text=True,
        **kw,
    )


def read_json_line(proc: subprocess.Popen[str], timeout: float, what: str) -> dict[str, Any]:
    """The first line a helper prints that is a JSON object (it prints one when ready/done)."""
    import selectors

    assert proc.stdout is not None
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError(f"{what}: no answer within {timeout:.0f} s")
        if not sel.select(left):
            continue
        line = proc.stdout.readline()
        if not line:
            code = proc.wait(timeout=5)
            raise RuntimeError(f"{what}: helper exited with code {code} before answering")
        line = line.strip()
        if line.startswith("{"):
            data = json.loads(line)
            if "error" in data:
                raise RuntimeError(f"{what}: {data['error']}")
            return data


def run_helper(args: list[str], timeout: float, what: str) -> dict[str, Any]:
    """Run a helper to completion and return the JSON it printed."""
    proc = spawn(args)
    try:
        return read_json_line(proc, timeout, what)
    finally:
        stop(proc)


def stop(proc: subprocess.Popen[str]) -> None:
    if proc.poll() is None:
        try:
            if proc.stdin:
                proc.stdin.close()
        except OSError:
            pass
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


# ---------------------------------------------------------------- the helper processes' side
ADDRESS = "127.0.0.1"  # where the bench's servers listen (bench/procs.py)


def say(obj: dict[str, Any]) -> None:
    """A helper process's answer: one JSON line on stdout."""
    print(json.dumps(obj), flush=True)


def wait_for_stdin_close() -> None:
    """A helper server runs until its driver closes its stdin."""
    try:
        sys.stdin.read()
    except (OSError, KeyboardInterrupt):
        pass
