"""Service settings: environment variables with command-line overrides."""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

WEB_DEFAULT = "127.0.0.1:8051"


@dataclass(frozen=True)
class Settings:
    data_dir: Path = Path("data")
    address: str = "127.0.0.1:50051"
    auditor_token: str | None = None
    project: bool = True  # run the DuckDB projector inside the server
    project_interval: float = 1.0  # seconds between the projector's polls when idle
    tls_cert: Path | None = None  # PEM certificate chain: with tls_key, serve over TLS only
    tls_key: Path | None = None  # PEM private key
    processes: int = 1  # server processes on one port (SO_REUSEPORT), one store
    # The web table (page + Connect/gRPC-Web) on this HTTP address; None: not served.
    web_address: str | None = WEB_DEFAULT

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
            tls_cert=Path(env["SCHEHERAZADE_TLS_CERT"]) if env.get("SCHEHERAZADE_TLS_CERT")
            else None,
            tls_key=Path(env["SCHEHERAZADE_TLS_KEY"]) if env.get("SCHEHERAZADE_TLS_KEY")
            else None,
            processes=int(env.get("SCHEHERAZADE_PROCESSES", "1")),
            web_address=env.get("SCHEHERAZADE_WEB_ADDRESS", WEB_DEFAULT) or None,
        )
        given = {k: v for k, v in overrides.items() if v is not None}
        if given.get("web_address") == "":  # --no-web
            given["web_address"] = None
            base = replace(base, web_address=None)
        for key in ("data_dir", "tls_cert", "tls_key"):
            if key in given:
                given[key] = Path(given[key])
        settings = replace(base, **given)
        if settings.web_address == WEB_DEFAULT and settings.address.endswith(":0") and \
                "SCHEHERAZADE_WEB_ADDRESS" not in env and "web_address" not in given:
            # A server on any free port (tests, benchmarks, several at once) serves its page
            # on any free port too, rather than all of them contending for the default one.
            settings = replace(settings, web_address="127.0.0.1:0")
        if settings.processes < 1:
            raise ValueError("--processes is at least 1")
        if (settings.tls_cert is None) != (settings.tls_key is None):
            raise ValueError("TLS needs both a certificate (--tls-cert, SCHEHERAZADE_TLS_CERT) "
                             "and its key (--tls-key, SCHEHERAZADE_TLS_KEY)")
        return settings

    def tls(self) -> tuple[bytes, bytes] | None:
        """(certificate chain, private key) as PEM bytes, when TLS is configured."""
        if self.tls_cert is None or self.tls_key is None:
            return None
        return self.tls_cert.read_bytes(), self.tls_key.read_bytes()
