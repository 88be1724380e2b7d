"""Reading a live server's DuckDB file from a test."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import duckdb


def query_served(path: Path, sql: str, *params: Any) -> list[tuple]:
    """Read-only, retried while the server's projector holds the file for a batch."""
    deadline = time.monotonic() + 10
    while True:
        try:
            with duckdb.connect(str(path), read_only=True) as con:
                return con.execute(sql, list(params)).fetchall()
        except duckdb.IOException:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)
