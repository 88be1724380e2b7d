"""Service settings: environment variables with command-line overrides."""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Settings:
    data_dir: Path = Path("data")
    address: str = "127.0.0.1:50051"
    auditor_token: str | None = None
    project: bool = True  # run the DuckDB projector inside the server
    project_interval: float = 1.0  # seconds between the projector's polls when idle

    @property
    def analytics_path(self) -> Path:
        return self.data_dir / "analytics.duckdb"

    @classmethod
    def from_env(cls, **overrides: Any) -> Settings:
        env = os.environ
        base = cls(
            data_dir=Path(env.get("SCHEHERAZADE_DATA", "data")),
            address=env.get("SCHEHERAZADE_ADDRESS", "127.0.0.1:50051"),
            auditor_token=env.get("SCHEHERAZADE_AUDITOR_TOKEN") or None,
            project_interval=float(env.get("SCHEHERAZADE_PROJECT_INTERVAL", "1.0")),
        )
        given = {k: v for k, v in overrides.items() if v is not None}
        if "data_dir" in given:
            given["data_dir"] = Path(given["data_dir"])
        return replace(base, **given)
