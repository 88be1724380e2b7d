"""The scaffold makes a game that works everywhere, with nothing edited but what it made.

In a scratch copy of the tree, `python tools/scaffold.py scratch ...` creates a new game;
then, in that copy, the new game's own tests, its golden playthroughs, the contract suite
(fold, legal ⇔ accepted, refusals, playouts, fuzz over gRPC, secrets through the API, and
every layer: the CLI, gRPC and DuckDB), the plain-code checks and the web table's test all
pass for it. docs/adding-a-game.md's first steps are what this file does.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NAME = "scratch"
# What the scaffold may change besides the files it creates: the proto's oneofs, the stubs
# generated from it, and the web table's committed bundle.
MAY_CHANGE = {
    "proto/scheherazade/v1/game_service.proto",
    "clients/web/dist/table.js",
}
GENERATED = ("scheherazade/v1/",)
CREATED = (f"service/games/{NAME}/", f"seeds/{NAME}/", f"tests/games/{NAME}/",
           f"tests/golden/{NAME}/", f"proto/scheherazade/v1/{NAME}.proto",
           f"projections/games/{NAME}.py", f"projections/queries/{NAME}-",
           f"clients/render/{NAME}.py", f"clients/web/src/boards/{NAME}.ts")


def _tree_files() -> list[str]:
    """The tree as a clean checkout holds it (tracked, and new files not ignored)."""
    done = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    return [f for f in done.stdout.splitlines() if (ROOT / f).is_file()]


# What git ignores (.gitignore): caches, and code generated at build time.
IGNORED = ("__pycache__", "node_modules", ".ruff_cache/", ".pytest_cache/", ".mypy_cache/",
           ".hypothesis/", "clients/web/src/gen/")


def _fingerprints(root: Path) -> dict[str, str]:
    out = {}
    for path in root.rglob("*"):
        rel = path.relative_to(root).as_posix()
        if path.is_file() and not any(part in rel for part in IGNORED):
            out[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    copy = tmp_path_factory.mktemp("tree")
    for rel in _tree_files():
        (copy / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, copy / rel)
    modules = ROOT / "clients" / "web" / "node_modules"
    if modules.exists():  # the web table's build tools, as CI installs them
        (copy / "clients" / "web" / "node_modules").symlink_to(modules)
    return copy


def _run(copy: Path, *args: str, timeout: float) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(copy), "PYTHONUNBUFFERED": "1"}
    env.pop("SCHEHERAZADE_GAMES", None)
    return subprocess.run([sys.executable, *args], cwd=copy, env=env, capture_output=True,
                          text=True, timeout=timeout)


@pytest.mark.timeout(1260)  # its own steps have theirs (300 s, 900 s): they report first
def test_the_scaffold_makes_a_game_that_plays_everywhere(scratch: Path) -> None:
    before = _fingerprints(scratch)
    made = _run(scratch, "tools/scaffold.py", NAME, "--type", NAME, "--title", "Scratch",
                timeout=300)
    assert made.returncode == 0, made.stdout + made.stderr
    after = _fingerprints(scratch)

    created = sorted(set(after) - set(before))
    changed = sorted(f for f in set(after) & set(before) if after[f] != before[f])
    assert not set(before) - set(after), "the scaffold removed files"
    strays = [f for f in created if not f.startswith(CREATED + GENERATED)]
    assert not strays, f"created outside the new game's places: {strays}"
    edited = [f for f in changed if f not in MAY_CHANGE and not f.startswith(GENERATED)]
    assert not edited, f"edited outside what the scaffold owns: {edited}"
    assert f"service/games/{NAME}/__init__.py" in created
    assert any(f.startswith(f"tests/golden/{NAME}/") for f in created)

    suites = [f"tests/games/{NAME}", "tests/golden", "tests/contract",
              "tests/kit/test_plain_games.py", "tests/clients/test_web_table.py"]
    tested = _run(scratch, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=",
                  "-k", NAME, *suites, timeout=900)
    report = tested.stdout[-4000:] + tested.stderr[-2000:]
    assert tested.returncode == 0, report
    assert " passed" in tested.stdout and " failed" not in tested.stdout, report
