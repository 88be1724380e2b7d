"""The contract suite holds for a game plugged in from outside the tree: the toy game's cases
of `tests/contract`, run in a process that registers it only through SCHEHERAZADE_GAMES."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_contract_suite_passes_for_the_plugged_toy_game():
    env = {**os.environ, "SCHEHERAZADE_GAMES": "tests.kit.bazaar",
           "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-o", "addopts=", "-q", "-p", "no:cacheprovider",
         "tests/contract", "-k", "bazaar"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=170,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    summary = run.stdout.strip().splitlines()[-1]
    assert " passed" in summary and "failed" not in summary, summary
    passed = int(summary.split(" passed")[0].split()[-1])
    assert passed >= 20, summary  # every contract test ran for the toy game
