"""`service/runtime.py`: a server process's collector settings (docs/scale.md). Checked in a
child process, so the test session keeps Python's defaults."""

from __future__ import annotations

import subprocess
import sys

from service.runtime import YOUNG_THRESHOLD


def test_tune_gc_freezes_the_start_and_collects_the_young_less_often() -> None:
    code = (
        "import gc; from service.runtime import tune_gc; before = gc.get_threshold(); "
        "tune_gc(); after = gc.get_threshold(); "
        "print(before[1:] == after[1:], after[0], gc.get_freeze_count() > 0, gc.isenabled())"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60).stdout.split()
    assert out == ["True", str(YOUNG_THRESHOLD), "True", "True"]
