"""The Node.js side of the suite: the TypeScript client (clients/typescript/), and buf, which
its dev dependencies bring. `.ci/run` installs and builds it before the tests; a test that
needs it builds it here if that has not happened (once per session), and is skipped only
where Node.js or npm is missing."""

from __future__ import annotations

import shutil
import subprocess
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TYPESCRIPT = ROOT / "clients" / "typescript"


@cache
def _build_typescript() -> str | None:
    """None once clients/typescript is installed and built; else why it is not."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        return "Node.js and npm are not installed"
    steps = []
    if not (TYPESCRIPT / "node_modules" / ".bin" / "buf").exists():
        steps.append(["npm", "ci", "--no-audit", "--no-fund"])
    if not (TYPESCRIPT / "dist" / "examples" / "play1001.js").exists():
        steps.append(["npm", "run", "build"])
    for step in steps:
        done = subprocess.run(step, cwd=TYPESCRIPT, capture_output=True, text=True, timeout=600)
        if done.returncode:
            pytest.fail(f"{' '.join(step)} in clients/typescript failed:\n{done.stderr[-2000:]}")
    return None


def typescript() -> Path:
    """clients/typescript, installed and built (or the test is skipped: no Node.js)."""
    reason = _build_typescript()
    if reason:
        pytest.skip(reason)
    return TYPESCRIPT


def buf() -> str:
    """The buf binary from the TypeScript client's dev dependencies (or one on the PATH)."""
    local = TYPESCRIPT / "node_modules" / ".bin" / "buf"
    if not local.exists() and shutil.which("buf"):
        return shutil.which("buf")  # type: ignore[return-value]
    return str(typescript() / "node_modules" / ".bin" / "buf")
