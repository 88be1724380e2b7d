"""The page's script, clients/web/dist/table.js, is committed (so that `scheherazade serve`
draws the table on a machine without Node.js); it must be exactly what its sources build."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest

from tests.node import ROOT, web


def test_the_committed_bundle_is_what_the_sources_build(tmp_path):
    root = web()
    scripts = json.loads((root / "package.json").read_text())["scripts"]
    bundle = scripts["build"].split("&& ", 2)[-1].replace("dist/table.js", str(tmp_path / "t.js"))
    done = subprocess.run(["npx", "--no-install", *bundle.split()], cwd=root,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    fresh = (tmp_path / "t.js").read_bytes()
    assert fresh == (root / "dist" / "table.js").read_bytes(), (
        "clients/web/dist/table.js is stale: run `npm run build` in clients/web")


def test_the_page_type_checks():
    done = subprocess.run(["npx", "--no-install", "tsc", "--noEmit", "-p", "."], cwd=web(),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_only_files_named_after_a_games_view_are_boards(tmp_path):
    """scripts/boards.mjs, run on a copy of the tree whose src/boards/ holds boards beside a
    board's helpers (a file beside it, a folder of its own, a .ts named like a game)."""
    if shutil.which("node") is None:
        pytest.skip("Node.js is not installed")
    proto = "proto/scheherazade/v1/game_service.proto"
    script = "clients/web/scripts/boards.mjs"
    for path in (proto, script):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / path, tmp_path / path)
    boards = tmp_path / "clients/web/src/boards"
    (boards / "dragons").mkdir(parents=True)
    for name in ("dragons.tsx", "dragons-data.ts", "dragons/cave.tsx", "g1001.tsx", "dom.ts",
                 "emira.ts", "shapes.tsx", "tales.d.ts"):
        (boards / name).write_text("export {};\n")
    done = subprocess.run(["node", str(tmp_path / script)], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    generated = (tmp_path / "clients/web/src/gen/boards.ts").read_text()
    assert re.findall(r'from "\.\./boards/(.+)";', generated) == ["dragons", "g1001"]
    assert "  dragons: dragons satisfies BoardModule," in generated
    assert "  g1001: g1001 satisfies BoardModule," in generated  # a .ts is never a board
