"""Issue 14's "done" in a bounded form: random games of every type and player count,
projected; then every ready query answers with rows, the report builds with every chart,
and the Parquet export round-trips (each file's row count is DuckDB's). The long form, over
300 to 700 games of every type, runs the same checks (marker `slow`: not in CI)."""

from __future__ import annotations

import duckdb
import pytest
from eventsourcing.persistence import StoredEvent

from projections.duck import Analytics
from projections.projector import Projector
from projections.schema import TABLES
from projections.stats import list_statistics, run_statistic
from service.app.selfplay import encoded, random_playout
from service.app.store import open_store
from service.games.registry import games
from tests.api.cli_support import run


def _fill(data, per_count: int) -> None:
    store = open_store(data)
    n = 0
    for game_type, rules in games().items():
        for players in range(rules.min_players, rules.max_players + 1):
            for seed in range(per_count):
                p = random_playout(rules, 1000 * players + seed, players, now=10.0 * n)
                store.recorder.insert_events([
                    StoredEvent(f"{game_type}-{players}-{seed}", v, t, s)
                    for v, (t, s) in enumerate(encoded(p, at=1e9 + 1e4 * n), start=1)])
                n += 1
    projector = Projector(store, data / "analytics.duckdb")
    projector.catch_up()
    assert projector.handler_errors == 0


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    path = tmp_path_factory.mktemp("every-query") / "data"
    _fill(path, 2)
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
    _fill(data, 100)  # 100 per player count: 300 to 700 games of each type
    test_every_ready_query_answers_with_rows(data)
    test_the_report_builds_and_the_export_round_trips(data, tmp_path)
