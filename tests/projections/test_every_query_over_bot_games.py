"""Issue 14's "done" in a bounded form: random games of every type and player count,
projected; then every ready query answers with rows, the report builds with every chart,
and the Parquet export round-trips (each file's row count is DuckDB's). The long form, over
300 to 700 games of every type, runs the same checks (marker `slow`: not in CI)."""

from __future__ import annotations

import math

import duckdb
import pytest

from projections.duck import Analytics
from projections.scaled import project_bot_games, scale_up
from projections.schema import TABLES
from projections.stats import list_statistics, run_statistic
from tests.api.cli_support import run


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    path = tmp_path_factory.mktemp("every-query") / "data"
    project_bot_games(path, 2)
    return path


def test_every_ready_query_answers_with_rows(data):
    analytics = Analytics(data / "analytics.duckdb")
    empty = [name for name, _ in list_statistics() if not run_statistic(analytics, name)[1]]
    assert empty == []


def test_the_report_builds_and_the_export_round_trips(data, tmp_path):
    from projections.report import build

    page = build(Analytics(data / "analytics.duckdb"))
    assert page.count("<svg") >= 4 and "No finished games" not in page
    out = tmp_path / "parquet"
    run("export", "--parquet", str(out), "--data-dir", str(data))
    with duckdb.connect(str(data / "analytics.duckdb"), read_only=True) as con:
        for table in TABLES:
            (in_file,) = con.execute(f"SELECT count(*) FROM {table}").fetchone()
            ((exported,),) = duckdb.sql(f"SELECT count(*) FROM '{out / table}.parquet'"
                                        ).fetchall()
            assert exported == in_file, table


@pytest.mark.slow
@pytest.mark.timeout(3600)
def test_the_same_over_hundreds_of_games_of_every_type(tmp_path):
    data = tmp_path / "data"
    project_bot_games(data, 100)  # 100 per player count: 300 to 700 games of each type
    test_every_ready_query_answers_with_rows(data)
    test_the_report_builds_and_the_export_round_trips(data, tmp_path)


def test_scaling_up_copies_every_finished_game_under_new_ids(tmp_path):
    """What the statistics bench measures over (bench/figures_stats.py): the same games,
    more of them, each type in an equal share, every game-keyed table copied alike."""
    analytics = Analytics(project_bot_games(tmp_path / "data", 1))
    with analytics.read() as con:
        before = dict(con.execute("SELECT game_type, count(*) FROM games GROUP BY ALL"
                                  ).fetchall())
        events = con.execute("SELECT count(*) FROM events").fetchone()[0]
        decisions_before = dict(con.execute("SELECT game_type, sum(decisions) FROM "
                                            "decision_times GROUP BY ALL").fetchall())
    after = scale_up(analytics, 200)
    assert set(after) == set(before) and all(n >= 40 for n in after.values())
    with analytics.read() as con:
        assert con.execute("SELECT count(*) FROM games").fetchone()[0] == sum(after.values())
        copies = {t: n // before[t] for t, n in after.items()}
        per_type_events = dict(con.execute(
            "SELECT game_type, count(*) FROM events GROUP BY ALL").fetchall())
        assert sum(per_type_events.values()) > events
        assert con.execute("SELECT count(*) FROM events WHERE payload IS NOT NULL"
                           ).fetchone()[0] == events  # the copies carry no payload
        # Every copy of a game has the original's rows: the same per-type ratio in a fact
        # table as in the games table.
        for table, game_type in (("g1001_votes", "1001"), ("tales_encounters", "tales")):
            (n,) = con.execute(f"SELECT count(*) FROM {table} WHERE game_id LIKE '%~%'"
                               ).fetchone()
            (m,) = con.execute(f"SELECT count(*) FROM {table} WHERE game_id NOT LIKE '%~%'"
                               ).fetchone()
            assert n == m * (copies[game_type] - 1) and m > 0
        # The decisions histogram grew with the games: each type's count times its copies.
        decisions = dict(con.execute("SELECT game_type, sum(decisions) FROM decision_times "
                                     "GROUP BY ALL").fetchall())
    assert decisions["tales"] == decisions_before["tales"] * copies["tales"]
    empty = [name for name, _ in list_statistics() if not run_statistic(analytics, name)[1]]
    assert empty == []


def test_decision_time_is_the_gap_from_the_command_before(data):
    """decision-time answers from the histogram the projector keeps batch by batch: what
    the plain definition gives over every event — for each command's first event, the time
    since the event before it among the commands' events — its median and 90th percentile
    to the tenth of a second below, its count and mean exact."""
    analytics = Analytics(data / "analytics.duckdb")
    plain = """
        SELECT game_type, epoch("at") - lag(epoch("at")) OVER (
                   PARTITION BY game_id ORDER BY version) AS gap
        FROM events WHERE command_id IS NOT NULL
        QUALIFY version = min(version) OVER (PARTITION BY game_id, command_id)"""
    gaps: dict[str, list[float]] = {}
    with analytics.read() as con:
        for game_type, gap in con.execute(plain).fetchall():
            if gap is not None:
                gaps.setdefault(game_type, []).append(gap)

    def below(values: list[float], q: float) -> float:
        tenths = sorted(math.floor(v * 10) for v in values)
        return next(t for i, t in enumerate(tenths) if i + 1 >= q * len(tenths)) / 10

    expected = [(t, len(v), below(v, 0.5), below(v, 0.9), round(sum(v) / len(v), 2))
                for t, v in sorted(gaps.items())]
    _, rows = run_statistic(analytics, "decision-time")
    assert [tuple(r) for r in rows] == expected and len(expected) == 5
