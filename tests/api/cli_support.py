"""Running the `scheherazade` command as a user would: real processes, piped choices."""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}
CLI = [sys.executable, "-m", "clients.cli"]  # the same main() as the `scheherazade` script


LISTENING = re.compile(r"listening on (\S+:\d+)")
WEB_TABLE = "web table on "


@dataclass
class Served:
    """A `scheherazade serve` process, ready: its gRPC address, its web table's URL (when
    asked for) and the lines it printed until then."""

    process: subprocess.Popen[str]
    address: str
    web_url: str | None = None
    lines: list[str] = field(default_factory=list)


def start_serve(*args: str, web: bool = False, command: Sequence[str] = CLI,
                env: dict[str, str] | None = None, cwd: Path = ROOT, stderr: Any = subprocess.PIPE,
                timeout: float = 60) -> Served:
    """`scheherazade serve ARGS` as a user starts it, once it says where it listens (and,
    with `web`, where its web table is). The caller stops it (`stop_serve`, or use
    `serving`). If it does not get there within `timeout` s, it is killed and the test
    fails with what it printed."""
    process = subprocess.Popen([*command, "serve", *args], env=env or ENV, cwd=cwd,
                               stdout=subprocess.PIPE, stderr=stderr, text=True)
    # Its output read by a thread (a select() on the pipe misses lines already in the
    # reader's buffer), to its end: a full pipe never blocks the server.
    printed: queue.Queue[str] = queue.Queue()

    def read() -> None:
        for line in process.stdout or ():
            printed.put(line)
        printed.put("")  # its end

    threading.Thread(target=read, daemon=True).start()
    lines: list[str] = []
    address = web_url = None
    deadline = time.monotonic() + timeout
    while address is None or (web and web_url is None):
        try:
            line = printed.get(timeout=max(0, deadline - time.monotonic()))
        except queue.Empty:
            line = ""
        if not line:  # it exited, or time is up
            process.kill()
            process.wait()
            said = process.stderr.read() if process.stderr is not None else ""
            raise AssertionError(f"`serve {' '.join(args)}` was not ready within {timeout} s "
                                 f"(exit {process.returncode}):\n{''.join(lines)}{said}")
        lines.append(line)
        if line.startswith(WEB_TABLE):
            web_url = line.split()[-1]
        match = LISTENING.search(line)
        if match:
            address = match.group(1)
    return Served(process, address, web_url, lines)


def stop_serve(process: subprocess.Popen[str], timeout: float = 20) -> int:
    """Stop a server as a supervisor does (SIGTERM; SIGKILL if it is still there after
    `timeout` s); its exit code."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            return process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
    return process.wait()


@contextmanager
def serving(*args: str, **how: Any) -> Iterator[Served]:
    """`start_serve`, stopped at the end whatever the test did."""
    served = start_serve(*args, **how)
    try:
        yield served
    finally:
        stop_serve(served.process)


def unwrapped(text: str) -> str:
    """The CLI's output with its long lines joined again (it wraps them at 80 columns,
    continuing each indented by four spaces more)."""
    return re.sub(r"\n {4,}", " ", text)


def run(*args: str, timeout: float = 60) -> str:
    done = subprocess.run([*CLI, *args], env=ENV, cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout)
    assert done.returncode == 0, done.stderr
    return done.stdout


def new_game(*args: str) -> tuple[str, list[str], list[str]]:
    """`scheherazade new …` → the game's name, the seat tokens and the player names."""
    lines = run("new", *args).splitlines()
    seats = [line.split() for line in lines[1:]]
    return lines[0], [s[2] for s in seats], [s[3] for s in seats]


def play_through_pipes(
    name: str, tokens: list[str], address: str, tmp_path: Path, choices: int, timeout: float
) -> list[str]:
    """One `scheherazade play` process per seat, each always choosing option 1; their outputs.

    Each player writes to a file, not a pipe: a pipe that nobody reads while the test waits
    for another player fills up (64 KB), blocks its writer mid-game and so the whole table,
    and how much a player prints depends on timing (re-drawn tables)."""
    answers = tmp_path / "choices.txt"
    answers.write_text("1\n" * choices)
    players = []
    for k, token in enumerate(tokens):
        out, err = tmp_path / f"seat{k}.out", tmp_path / f"seat{k}.err"
        with answers.open() as stdin, out.open("w") as stdout, err.open("w") as stderr:
            process = subprocess.Popen(
                [*CLI, "play", name, "--address", address, "--token", token],
                env=ENV, cwd=ROOT, stdin=stdin, stdout=stdout, stderr=stderr, text=True,
            )
        players.append((process, out, err))
    try:
        _wait_all([process for process, _, _ in players], timeout)
    finally:
        for process, _, _ in players:
            if process.poll() is None:
                process.kill()
            process.wait()
    # A seat that failed by itself first: the others were killed (-9) because of it.
    killed_last = sorted(enumerate(players), key=lambda p: p[1][0].returncode == -9)
    for k, (process, out, err) in killed_last:
        assert process.returncode == 0, (
            f"seat {k} exited {process.returncode} (-9: killed, after {timeout} s or "
            f"because another seat failed)\n{err.read_text()}{out.read_text()[-2000:]}"
        )
    return [out.read_text() for _, out, _ in players]


def _wait_all(processes: list[subprocess.Popen[str]], timeout: float) -> None:
    """Until all exit, one fails (the others would wait for it for ever), or time is up."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        codes = [p.poll() for p in processes]
        if all(c is not None for c in codes) or any(c not in (None, 0) for c in codes):
            return
        time.sleep(0.05)
