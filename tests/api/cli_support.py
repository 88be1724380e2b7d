"""Running the `scheherazade` command as a user would: real processes, piped choices."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}
CLI = [sys.executable, "-m", "clients.cli"]  # the same main() as the `scheherazade` script


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
