"""Draws depend on the seed, the version and the key only: the same in every process.

Every other determinism test replays inside one process, where a draw that leaned on
per-process state (say `hash()` of a string, salted per process) would still agree with
itself; this one runs the draws in fresh interpreters with different hash seeds."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from service.app.chance import draw
from service.games.base import ChanceSpec

SPECS = [
    ChanceSpec("deck:3", "shuffle", tuple("abcdefgh")),
    ChanceSpec("route", "choice", (1, 2, 2, 3)),
    ChanceSpec("die:4", "die", (1, 2, 3, 4, 5, 6)),
]
PROGRAM = """
import json, sys
from service.app.chance import draw
from service.games.base import ChanceSpec
specs = [ChanceSpec(k, kind, tuple(items)) for k, kind, items in json.loads(sys.argv[1])]
print(json.dumps([draw(2026, v, s) for s in specs for v in (1, 2, 99)]))
"""


def test_draws_are_the_same_in_every_process_whatever_its_hash_seed():
    here = [draw(2026, v, s) for s in SPECS for v in (1, 2, 99)]
    specs = json.dumps([(s.key, s.kind, list(s.items)) for s in SPECS])
    for hash_seed in ("1", "2", "random"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run(
            [sys.executable, "-c", PROGRAM, specs],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        there = [tuple(x) if isinstance(x, list) else x for x in json.loads(out)]
        assert there == here
    assert len({here[0], here[1], here[2]}) == 3  # the version changes the draw
