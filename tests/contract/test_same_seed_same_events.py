"""The same seed and the same commands give the same events: again in this process, in
other processes with other hash seeds (set and dict orders change there), and in the
application (see test_fold_equals_live_state)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

from service.app.codec import Meta, encode
from tests.contract.tables import Case, cases, open_table, playout

ROOT = Path(__file__).resolve().parents[2]
SEEDS = 2


def digest(case: Case) -> str:
    """The playout's events as the store keeps them, hashed."""
    h = hashlib.sha256()
    for event in playout(case).table.events:
        topic, data = encode(event, Meta(at=0.0))
        h.update(topic.encode() + b"\0" + data + b"\0")
    return h.hexdigest()


def digests() -> dict[str, str]:
    return {str(case): digest(case) for case in cases(SEEDS)}


def test_the_same_commands_from_the_same_seed_give_the_same_events() -> None:
    for case in cases(SEEDS):
        p = playout(case)
        again = open_table(case.rules, case.seed, case.players, case.options)
        for step in p.steps:
            again.now = step.before.now
            if step.command is None:
                again.expire()
            else:
                again.act(step.command)
        assert again.events == p.table.events, case


def test_other_processes_with_other_hash_seeds_record_the_same_events() -> None:
    script = (
        "import json; from tests.contract.test_same_seed_same_events import digests; "
        "print(json.dumps(digests()))"
    )
    here = digests()
    for hash_seed in ("0", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
        out = subprocess.run(
            [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True,
            text=True, timeout=300, check=True,
        )
        assert json.loads(out.stdout) == here, f"PYTHONHASHSEED={hash_seed}"
