"""Smoke test of the benchmark suite (bench/): its modules import and its cheapest rows
produce a figure and a ratio. No timing is asserted: timings never decide a unit test."""

from __future__ import annotations

from bench import ceilings, figures_rules
from bench.run import table
from tests.app.guessing_game import RULES


def test_cheapest_rows_have_a_figure_and_a_ratio():
    ceiling = ceilings.dict_fold(n=500, min_seconds=0.01)
    assert ceiling.is_ceiling and ceiling.figure and ceiling.figure > 0

    row = figures_rules.pure_fold(RULES, ceiling, seeds=2, min_seconds=0.01)
    assert row.figure is not None and row.figure > 0
    assert row.ratio is not None and row.ratio > 0
    assert row.status in ("PASS", "MISS")  # a target is attached; which one is not asserted

    text = table([ceiling, row])
    assert "guess: pure fold" in text and "(ceiling)" in text
