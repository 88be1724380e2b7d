"""The Node.js side of the suite: the TypeScript client (clients/typescript/), buf, which
its dev dependencies bring, and the web table's sources (clients/web/). `.ci/run` installs
them before the tests; a test that needs one installs it here if that has not happened
(once per session), and is skipped only where Node.js or npm is missing."""

from __future__ import annotations

import shutil
import subprocess
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TYPESCRIPT = ROOT / "clients" / "typescript"
WEB = ROOT / "clients" / "web"
INSTALL = ("npm", "ci", "--no-audit", "--no-fund")


@cache
def _prepared(folder: Path, installed: str, built: str | None, step: str) -> str | None:
    """Run `npm ci` unless `installed` exists, then `npm run <step>` unless `built` exists
    (always when `built` is None). None when done; why not, when Node.js is missing."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        return "Node.js and npm are not installed"
    steps = [] if (folder / installed).exists() else [list(INSTALL)]
    if built is None or _stale(folder, folder / built):
        steps.append(["npm", "run", step])
    for command in steps:
        done = subprocess.run(command, cwd=folder, capture_output=True, text=True, timeout=600)
        if done.returncode:
            pytest.fail(f"{' '.join(command)} in {folder} failed:\n{done.stderr[-2000:]}")
    return None


def _stale(folder: Path, built: Path) -> bool:
    """Whether `built` is missing or older than a source it is built from (src/, proto/)."""
    if not built.exists():
        return True
    sources = [*(folder / "src").rglob("*.ts"), *(ROOT / "proto").rglob("*.proto")]
    newest = max((f.stat().st_mtime for f in sources if "gen" not in f.parts), default=0.0)
    return newest > built.stat().st_mtime


def _ready(folder: Path, installed: str, built: str | None, step: str) -> Path:
    reason = _prepared(folder, installed, built, step)
    if reason:
        pytest.skip(reason)
    return folder


def typescript() -> Path:
    """clients/typescript, installed and built (or the test is skipped: no Node.js)."""
    return _ready(TYPESCRIPT, "node_modules/.bin/buf", "dist/examples/play1001.js", "build")


def web() -> Path:
    """clients/web with its packages installed and its messages generated (or skip)."""
    return _ready(WEB, "node_modules/.bin/esbuild", None, "generate")


def buf() -> str:
    """The buf binary from the TypeScript client's dev dependencies (or one on the PATH)."""
    local = TYPESCRIPT / "node_modules" / ".bin" / "buf"
    if not local.exists() and shutil.which("buf"):
        return shutil.which("buf")  # type: ignore[return-value]
    return str(typescript() / "node_modules" / ".bin" / "buf")
