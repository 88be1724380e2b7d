"""The AnalyticsService's statistics, from `projections.stats` over the DuckDB projection.

Failures of the analytics store are the server's state, never the client's fault, so they
map to UNAVAILABLE / FAILED_PRECONDITION, not INTERNAL.
"""

from __future__ import annotations

import logging
from typing import Any

import grpc

from projections import stats
from projections.duck import AnalyticsSchemaMismatch
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

    def catalogue(self) -> list[tuple[str, str]]:
        return [(str(name), str(text)) for name, text in stats.list_statistics()]

    def run(self, stat_id: str) -> tuple[str, list[str], list[tuple[Any, ...]]]:
        known = dict(self.catalogue())
        if stat_id not in known:
            raise ApiError(
                grpc.StatusCode.NOT_FOUND, "STATISTIC_NOT_FOUND", f"no statistic {stat_id!r}"
            )
        if self.analytics is None:
            raise _disabled("this server runs without an analytics store")
        try:
            columns, rows = stats.run_statistic(self.analytics, stat_id)
        except AnalyticsSchemaMismatch:
            raise _disabled("the analytics file must be rebuilt (schema changed)") from None
        except Exception:  # noqa: BLE001 - the store's trouble, not the client's
            log.exception("statistic %s failed", stat_id)
            raise _unavailable("ANALYTICS_UNAVAILABLE", "the analytics store did not answer; "
                               "try again") from None
        return known[stat_id], [str(c) for c in columns], [tuple(r) for r in rows]
