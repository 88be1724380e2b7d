"""The page's script, clients/web/dist/table.js, is committed (so that `scheherazade serve`
draws the table on a machine without Node.js); it must be exactly what its sources build."""

from __future__ import annotations

import json
import subprocess

from tests.node import web


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
