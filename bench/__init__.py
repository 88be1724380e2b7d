"""Scheherazade's benchmark suite: `python bench/run.py [--quick]` (see docs/bench.md).

Not collected by pytest (no `test_*.py` here). Every figure is reported as a ratio to a
ceiling measured in the same run on the same machine.
"""
