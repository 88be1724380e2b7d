"""The AnalyticsService's statistics, from `projections.stats` over the DuckDB projection.

Imported lazily: the game service runs (and ReplayGame works) without the analytics
package or file. Failures of the analytics store are the server's state, never the
client's fault, so they map to UNAVAILABLE / FAILED_PRECONDITION, not INTERNAL.
"""

from __future__ import annotations

import importlib
import logging
from typing import Any

import grpc

from service.api.errors import ApiError

log = logging.getLogger(__name__)


def _unavailable(reason: str, message: str) -> ApiError:
    return ApiError(grpc.StatusCode.UNAVAILABLE, reason, message)


def _disabled(message: str) -> ApiError:
    return ApiError(grpc.StatusCode.FAILED_PRECONDITION, "ANALYTICS_DISABLED", message)


class Statistics:
    def __init__(self, analytics: Any = None) -> None:
        # A `projections.duck.Analytics`, or None when the server runs without analytics.
        self.analytics = analytics

    def _stats(self) -> Any:
        try:
            return importlib.import_module("projections.stats")
        except ImportError as exc:
            log.warning("projections.stats is not available: %s", exc)
            raise _disabled("statistics are not installed on this server") from None

    def catalogue(self) -> list[tuple[str, str]]:
        return [(str(name), str(text)) for name, text in self._stats().list_statistics()]

    def run(self, stat_id: str) -> tuple[str, list[str], list[tuple[Any, ...]]]:
        known = dict(self.catalogue())
        if stat_id not in known:
            raise ApiError(
                grpc.StatusCode.NOT_FOUND, "STATISTIC_NOT_FOUND", f"no statistic {stat_id!r}"
            )
        if self.analytics is None:
            raise _disabled("this server runs without an analytics store")
        try:
            columns, rows = self._stats().run_statistic(self.analytics, stat_id)
        except Exception as exc:  # noqa: BLE001 - the store's trouble, not the client's
            if type(exc).__name__ == "AnalyticsSchemaMismatch":
                raise _disabled("the analytics file must be rebuilt (schema changed)") from None
            log.exception("statistic %s failed", stat_id)
            raise _unavailable("ANALYTICS_UNAVAILABLE", "the analytics store did not answer; "
                               "try again") from None
        return known[stat_id], [str(c) for c in columns], [tuple(r) for r in rows]
