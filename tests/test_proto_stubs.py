"""The committed stubs in scheherazade/v1/ are exactly what the .proto files generate.

Fails when someone edits a .proto without running `python tools/gen_proto.py` (or edits a
generated file by hand). Needs grpcio-tools, a test extra; the generated text depends on
its version, so the extra pins the one the stubs were made with.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _gen_proto():
    spec = importlib.util.spec_from_file_location("gen_proto", ROOT / "tools" / "gen_proto.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["gen_proto"] = module
    spec.loader.exec_module(module)
    return module


def _files(root: Path) -> dict[str, bytes]:
    base = root / "scheherazade"
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(base.rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    }


def test_committed_stubs_match_the_protos(tmp_path: Path) -> None:
    _gen_proto().generate(tmp_path)
    fresh = _files(tmp_path)
    committed = _files(ROOT)
    assert fresh, "protoc generated nothing"
    assert sorted(committed) == sorted(fresh), "stub files differ: run tools/gen_proto.py"
    stale = [name for name in fresh if committed[name] != fresh[name]]
    assert not stale, f"stale generated stubs {stale}: run `python tools/gen_proto.py`"
