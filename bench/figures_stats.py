"""Statistics queries over an analytics file of N finished games of every type: real games
played by random bots and projected, then copied up to N in equal shares per type
(`projections.scaled`)."""

from __future__ import annotations

import statistics as pystats
import time
from pathlib import Path
from typing import Any

from bench.common import Row, Target, rate_row

SECTION = "stats"
STATS_TARGET = Target("figure", "<", 200, "ms")  # ms per query over 100,000 finished games
BOT_GAMES_PER_PLAYER_COUNT = 10  # the originals: 30 to 70 real games of each type


def stats_unavailable() -> str | None:
    try:
        from projections import scaled, stats
    except Exception as exc:
        return f"projections.stats / projections.scaled ({type(exc).__name__}: {exc})"
    for name in ("list_statistics", "run_statistic"):
        if not callable(getattr(stats, name, None)):
            return f"projections.stats.{name}"
    if not callable(getattr(scaled, "scale_up", None)):
        return "projections.scaled.scale_up(analytics, games)"
    return None


def fill(data: Path, games: int) -> tuple[Any, str]:
    """The analytics file of `games` finished games, and what it holds, in words."""
    from projections import scaled
    from projections.duck import Analytics

    analytics = Analytics(scaled.project_bot_games(data, BOT_GAMES_PER_PLAYER_COUNT))
    per_type = scaled.scale_up(analytics, games)
    with analytics.read() as con:
        (events,) = con.execute("SELECT count(*) FROM events").fetchone()
    shares = ", ".join(f"{t} {n:,}" for t, n in per_type.items())
    return analytics, f"{sum(per_type.values()):,} finished games ({shares}), {events:,} events"


def biggest_table(con: Any) -> tuple[str, int]:
    names = [
        r[0]
        for r in con.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE'"
        ).fetchall()
    ]
    sizes = [(n, con.execute(f'SELECT count(*) FROM "{n}"').fetchone()[0]) for n in names]
    return max(sizes, key=lambda x: x[1])


def group_by_ceiling(analytics: Any, repeats: int) -> Row:
    """A bare GROUP BY over the file's biggest table: DuckDB's own speed on this data."""
    with analytics.read() as con:
        table, rows = biggest_table(con)
        cols = con.execute(
            "SELECT column_name, data_type FROM information_schema.columns "
            "WHERE table_name = ? ORDER BY ordinal_position",
            [table],
        ).fetchall()
        # Group by the column with the fewest distinct values (at least 2): a typical
        # statistic's shape (a few groups over every row).
        candidates = []
        for name, typ in cols:
            if typ.upper() not in ("INTEGER", "BIGINT", "SMALLINT", "VARCHAR", "BOOLEAN"):
                continue
            d = con.execute(f'SELECT approx_count_distinct("{name}") FROM "{table}"').fetchone()
            if d and d[0] >= 2:
                candidates.append((d[0], name))
        key = min(candidates)[1] if candidates else cols[0][0]
        sql = f'SELECT "{key}", count(*) FROM "{table}" GROUP BY ALL'

    def once() -> None:
        with analytics.read() as con:
            con.execute(sql).fetchall()

    once()
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        once()
        times.append(time.perf_counter() - t0)
    ms = pystats.median(times) * 1000
    return Row(
        "ceiling",
        f"DuckDB GROUP BY {key} over {table} ({rows:,} rows)",
        ms,
        "ms",
        is_ceiling=True,
        note="open read-only + one GROUP BY, median",
    )


def statistics(path: Path, games: int, repeats: int) -> list[Row]:
    from projections import stats

    t0 = time.perf_counter()
    analytics, holds = fill(path, games)
    fill_s = time.perf_counter() - t0
    ceiling = group_by_ceiling(analytics, repeats)
    ceiling.note += f"; a file of {holds}, filled in {fill_s:.0f} s"
    rows = [ceiling]
    for name, _text in stats.list_statistics():
        try:
            stats.run_statistic(analytics, name)  # warm: the first open pays for caches
            times = []
            n_rows = 0
            for _ in range(repeats):
                t1 = time.perf_counter()
                _cols, out = stats.run_statistic(analytics, name)
                times.append(time.perf_counter() - t1)
                n_rows = len(out)
            ms = pystats.median(times) * 1000
            rows.append(
                rate_row(
                    SECTION,
                    f"statistic {name}",
                    ms,
                    "ms",
                    ceiling,
                    STATS_TARGET,
                    lower_is_better=True,
                    note=f"median of {repeats}, max {max(times) * 1000:.0f} ms; {n_rows} rows",
                )
            )
        except Exception as exc:
            rows.append(
                Row(
                    SECTION,
                    f"statistic {name}",
                    target=STATS_TARGET,
                    note=f"failed: {type(exc).__name__}: {exc}"[:300],
                )
            )
    return rows
