"""Long commands show a progress bar in a terminal and plain lines otherwise."""

from __future__ import annotations

import io

import pytest

from clients.progress import Progress


def test_plain_lines_when_the_output_is_not_a_terminal() -> None:
    out = io.StringIO()
    with Progress(3, "game", "bots", out=out) as progress:
        for n in range(1, 4):
            progress.step(f"[{n}/3] done")
    assert out.getvalue() == "[1/3] done\n[2/3] done\n[3/3] done\n"


def test_a_bar_in_a_terminal_with_the_lines_above_it(capsys: pytest.CaptureFixture[str]) -> None:
    out = io.StringIO()
    with Progress(3, "game", "bots", out=out, bar=True) as progress:
        progress.step("[1/3] done")
        progress.total_is(4)
        progress.step("[2/4] done", 2)
    assert out.getvalue() == "[1/3] done\n[2/4] done\n"
    bar = capsys.readouterr().err
    assert "bots" in bar and "3/4" in bar and "game" in bar
