"""The committed stubs in scheherazade/v1/ are exactly what the .proto files generate.

Fails when someone edits a .proto without running `python tools/gen_proto.py` (or edits a
generated file by hand). Needs grpcio-tools, a test extra; the generated text depends on
its version, so the extra pins the one the stubs were made with.

The generator runs in its own process: protoc forks its plugins, and forking the test
process late in the suite (with gRPC's and the PostgreSQL pools' threads alive) once
aborted the whole run inside protoc.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _files(root: Path) -> dict[str, bytes]:
    base = root / "scheherazade"
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(base.rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    }


def test_committed_stubs_match_the_protos(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "gen_proto.py"), "--out", str(tmp_path)],
        check=True, timeout=120,
    )
    fresh = _files(tmp_path)
    committed = _files(ROOT)
    assert fresh, "protoc generated nothing"
    assert sorted(committed) == sorted(fresh), "stub files differ: run tools/gen_proto.py"
    stale = [name for name in fresh if committed[name] != fresh[name]]
    assert not stale, f"stale generated stubs {stale}: run `python tools/gen_proto.py`"
