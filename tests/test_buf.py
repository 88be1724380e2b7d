"""`buf lint` and `buf breaking` (against the previous commit) pass from the repository root,
as the issue asks of the proto: tools read it unaided."""

from __future__ import annotations

import subprocess

import pytest

from tests.node import ROOT, buf


def test_buf_lint_passes_from_the_root():
    done = subprocess.run([buf(), "lint"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_buf_breaking_finds_no_break_against_the_previous_commit():
    has_parent = subprocess.run(["git", "rev-parse", "--verify", "-q", "HEAD~1"], cwd=ROOT,
                                capture_output=True).returncode == 0
    if not has_parent:
        pytest.skip("no previous commit in this clone")
    # `subdir=proto`: the module's root then and now, whatever buf.yaml said at the time.
    done = subprocess.run([buf(), "breaking", "--against", ".git#ref=HEAD~1,subdir=proto"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
