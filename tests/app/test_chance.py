"""Draws depend on the seed, the version and the key only: the same in every process.

Every other determinism test replays inside one process, where a draw that leaned on
per-process state (say `hash()` of a string, salted per process) would still agree with
itself; this one runs the draws in fresh interpreters with different hash seeds."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from collections import Counter

from service.app.chance import draw
from service.kit.base import ChanceSpec

SPECS = [
    ChanceSpec("deck:3", "shuffle", tuple("abcdefgh")),
    ChanceSpec("route", "choice", (1, 2, 2, 3)),
    ChanceSpec("die:4", "die", (1, 2, 3, 4, 5, 6)),
]
PROGRAM = """
import json, sys
from service.app.chance import draw
from service.kit.base import ChanceSpec
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


def _uniform(seed: int, version: int, key: str, i: int, n: int) -> int:
    """The recipe `draw` documents, written out again from its words alone."""
    digest = hashlib.sha256(f"{seed}:{version}:{key}:{i}".encode()).digest()
    return int.from_bytes(digest, "big") % n


def test_draws_follow_the_published_sha256_recipe():
    """Anyone holding the seed can recompute every draw in any language (docs/api.md
    "Chance")."""
    die, choice, deck = SPECS[2], SPECS[1], SPECS[0]
    assert draw(7, 3, die) == die.items[_uniform(7, 3, die.key, 0, 6)]
    assert draw(7, 3, choice) == _uniform(7, 3, choice.key, 0, 4)
    cards = list(deck.items)
    for i in range(len(cards) - 1, 0, -1):
        j = _uniform(7, 3, deck.key, i, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    assert draw(7, 3, deck) == tuple(cards)


def test_a_die_is_fair_over_many_versions():
    faces = Counter(draw(11, v, SPECS[2]) for v in range(6000))
    assert set(faces) == set(range(1, 7))
    assert all(850 < n < 1150 for n in faces.values()), faces  # ~9 standard deviations wide
